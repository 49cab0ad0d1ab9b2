#!/bin/sh
# regen.sh regenerates the clang-14 LLVM IR (-O0 and -O2, spir64) of the
# recursive kernels here, with the same flags as testdata/llvm/regen.sh;
# each output starts with the source's simtc:launch/expect lines as ";"
# comments. The .ll files are committed, so tests never need clang.
set -eu
CLANG=${CLANG:-clang-14}
cd "$(dirname "$0")"
for src in *.cl; do
	k=${src%.cl}
	for O in O0 O2; do
		extra=""
		[ $O = O0 ] && extra="-Xclang -disable-O0-optnone"
		# shellcheck disable=SC2086
		$CLANG -x cl -cl-std=CL2.0 -target spir64 -Xclang -finclude-default-header \
			-cl-kernel-arg-info -emit-llvm -S -$O $extra "$src" -o "$k.$O.ll.tmp"
		{ grep 'simtc:' "$src" | sed 's|^//|;|'; cat "$k.$O.ll.tmp"; } > "$k.$O.ll"
		rm -f "$k.$O.ll.tmp"
	done
done
