#!/bin/sh
# regen.sh regenerates the -g -O0 LLVM IR of every mini-C kernel of
# testdata/kernels and testdata/lint with clang-14, for TestO0MatchesMiniC
# (passes/lint/o0_test.go): with debug information every instruction's
# position is its source line, so the findings of the -O0 build can be
# compared with the mini-C build's one by one. The generated files are
# committed, so tests never need clang.
#
# Usage: passes/lint/testdata/g/regen.sh     (from anywhere; CLANG=clang-14 by default)
#
# Command (the spir64 -O0 flags of testdata/llvm/regen.sh, plus -g; each
# compile runs in the source's directory so the recorded paths are
# relative):
#   clang-14 -x cl -cl-std=CL2.0 -target spir64 -Xclang -finclude-default-header \
#     -cl-kernel-arg-info -emit-llvm -S -O0 -Xclang -disable-O0-optnone \
#     -g -fdebug-prefix-map=$PWD=. K.cl -o passes/lint/testdata/g/K.g.O0.ll
set -eu
CLANG=${CLANG:-clang-14}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
for dir in testdata/kernels testdata/lint; do
	for src in "$root/$dir"/*.cl; do
		k=$(basename "$src" .cl)
		(cd "$root/$dir" && $CLANG -x cl -cl-std=CL2.0 -target spir64 -Xclang -finclude-default-header \
			-cl-kernel-arg-info -emit-llvm -S -O0 -Xclang -disable-O0-optnone \
			-g -fdebug-prefix-map="$PWD"=. "$k.cl" -o "$here/$k.g.O0.ll")
	done
done
