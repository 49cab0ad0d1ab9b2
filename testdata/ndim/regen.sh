#!/bin/sh
# regen.sh regenerates the LLVM IR of testdata/ndim with clang-14. The .ll
# files are committed, so tests never need clang; run this after adding or
# changing a kernel here.
#
# Usage: testdata/ndim/regen.sh [K.cl|K.cu ...]   (from anywhere; CLANG=clang-14 by default;
#        with arguments, only those sources, named relative to testdata/ndim)
#
# For every K.cl (OpenCL C 2.0): spir64 and nvptx64, -O0 and -O2:
#   clang-14 -x cl -cl-std=CL2.0 -Xclang -finclude-default-header -cl-kernel-arg-info \
#     -emit-llvm -S -target spir64 -O0 -Xclang -disable-O0-optnone K.cl -o K.spir64.O0.ll
#   ... -O2 → K.spir64.O2.ll; -target nvptx64-nvidia-cuda → K.nvptx64.O0.ll, K.nvptx64.O2.ll
# For every K.cu (CUDA device code, no CUDA SDK; see ../real/real_cuda.h):
#   clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -Xclang -target-feature -Xclang +ptx70 \
#     -emit-llvm -S -O0 -Xclang -disable-O0-optnone K.cu -o K.cuda.O0.ll   (and -O2)
#
# Each output starts with the source's simtc:launch/expect lines as ";"
# comments, so that simtc run and the tests find them in the .ll.
set -eu

CLANG=${CLANG:-clang-14}
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"

CL="-x cl -cl-std=CL2.0 -Xclang -finclude-default-header -cl-kernel-arg-info -emit-llvm -S"
CU="-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -Xclang -target-feature -Xclang +ptx70 -emit-llvm -S"
O0="-O0 -Xclang -disable-O0-optnone"
O2="-O2"

header() {
	grep -o 'simtc:\(launch\|expect\) .*' "$1" | sed 's|^|; |'
}

cc() {
	out=$1 src=$2
	shift 2
	$CLANG "$@" "$src" -o "$out.tmp"
	{ header "$src"; cat "$out.tmp"; } >"$out"
	rm -f "$out.tmp"
}

srcs=${*:-$(ls *.cl *.cu 2>/dev/null || true)}
for src in $srcs; do
	case $src in *.cl) ;; *) continue ;; esac
	k=${src%.cl}
	cc "$k.spir64.O0.ll" "$src" $CL -target spir64 $O0
	cc "$k.spir64.O2.ll" "$src" $CL -target spir64 $O2
	cc "$k.nvptx64.O0.ll" "$src" $CL -target nvptx64-nvidia-cuda $O0
	cc "$k.nvptx64.O2.ll" "$src" $CL -target nvptx64-nvidia-cuda $O2
done
for src in $srcs; do
	case $src in *.cu) ;; *) continue ;; esac
	k=${src%.cu}
	cc "$k.cuda.O0.ll" "$src" $CU $O0
	cc "$k.cuda.O2.ll" "$src" $CU $O2
done
