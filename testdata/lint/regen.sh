#!/bin/sh
# regen.sh regenerates the clang-14 LLVM IR (-O0 and -O2) of the lint
# kernels here, with the same flags and directive header as
# testdata/llvm/regen.sh (status expectations left out at -O2).
set -eu
CLANG=${CLANG:-clang-14}
cd "$(dirname "$0")"
for src in *.cl; do
	k=${src%.cl}
	$CLANG -x cl -cl-std=CL2.0 -Xclang -finclude-default-header -cl-kernel-arg-info -emit-llvm -S -O0 \
		-Xclang -disable-O0-optnone -target spir64 "$src" -o "$k.O0.ll.tmp"
	{ grep -o 'simtc:\(launch\|expect\) .*' "$src" | sed 's|^|; |'; cat "$k.O0.ll.tmp"; } >"$k.O0.ll"
	rm -f "$k.O0.ll.tmp"
	$CLANG -x cl -cl-std=CL2.0 -Xclang -finclude-default-header -cl-kernel-arg-info -emit-llvm -S -O2 \
		-target spir64 "$src" -o "$k.O2.ll.tmp"
	{ grep -o 'simtc:\(launch\|expect\) .*' "$src" | grep -v 'status=' | sed 's|^|; |'; cat "$k.O2.ll.tmp"; } >"$k.O2.ll"
	rm -f "$k.O2.ll.tmp"
done
