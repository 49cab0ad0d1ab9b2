#!/bin/sh
# regen.sh regenerates the LLVM IR files of testdata/llvm with clang-14. The
# generated .ll files are committed, so tests never need clang; run this after
# adding or changing a kernel in testdata/kernels or testdata/llvm/cuda.
#
# Usage: testdata/llvm/regen.sh          (from anywhere; CLANG=clang-14 by default)
#
# Exact commands (K is a kernel name; every compile runs in the source's
# directory, so paths in the output are relative and reproducible):
#
#   OpenCL C, spir64, every testdata/kernels/K.cl:
#     clang-14 -x cl -cl-std=CL2.0 -target spir64 -Xclang -finclude-default-header \
#       -emit-llvm -S -O0 -Xclang -disable-O0-optnone K.cl -o testdata/llvm/K.O0.ll
#     clang-14 -x cl -cl-std=CL2.0 -target spir64 -Xclang -finclude-default-header \
#       -emit-llvm -S -O2 K.cl -o testdata/llvm/K.O2.ll
#
#   OpenCL C, nvptx64, the kernels in $NVPTX below:
#     clang-14 -x cl -cl-std=CL2.0 -target nvptx64-nvidia-cuda -Xclang -finclude-default-header \
#       -Xclang -cl-ext=+cl_khr_subgroups -emit-llvm -S -O0 -Xclang -disable-O0-optnone K.cl \
#       -o testdata/llvm/nvptx/K.O0.ll                       (and -O2 → nvptx/K.O2.ll)
#
#   CUDA device code, every testdata/llvm/cuda/K.cu:
#     clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 \
#       -emit-llvm -S -O0 -Xclang -disable-O0-optnone K.cu -o testdata/llvm/cuda/K.O0.ll
#                                                            (and -O2 → cuda/K.O2.ll)
#
#   Debug info (-g), the kernels in $DEBUG below, spir64 and CUDA, -O0 and -O2,
#   with -fdebug-prefix-map=$PWD=. so no absolute directory is recorded:
#     ... the spir64 flags above ... -g -fdebug-prefix-map=$PWD=. → testdata/llvm/debug/K.g.O0.ll
#     ... the CUDA flags above ...   -g -fdebug-prefix-map=$PWD=. → testdata/llvm/debug/K.cu.g.O0.ll
#
# -Xclang -disable-O0-optnone: plain -O0 marks every function optnone, and
# then `opt -passes='print<domtree>'` (the differential tests) prints nothing.
# -finclude-default-header declares the OpenCL builtins; cl_khr_subgroups is
# on by default for spir64 only.
set -eu

CLANG=${CLANG:-clang-14}
here=$(cd "$(dirname "$0")" && pwd)
kernels=$(cd "$here/../kernels" && pwd)

NVPTX="spinlock hashtable bank_transfer barrier_reduction divergent_barrier subgroup_vote tf_exc_call atomics"
DEBUG="spinlock tf_exc_call"

CL="-x cl -cl-std=CL2.0 -Xclang -finclude-default-header -emit-llvm -S"
CU="-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -emit-llvm -S"
O0="-O0 -Xclang -disable-O0-optnone"
O2="-O2"

mkdir -p "$here/nvptx" "$here/cuda" "$here/debug"

cd "$kernels"
for src in *.cl; do
	k=${src%.cl}
	$CLANG $CL -target spir64 $O0 "$src" -o "$here/$k.O0.ll"
	$CLANG $CL -target spir64 $O2 "$src" -o "$here/$k.O2.ll"
done
for k in $NVPTX; do
	[ -f "$k.cl" ] || continue
	$CLANG $CL -target nvptx64-nvidia-cuda -Xclang -cl-ext=+cl_khr_subgroups $O0 "$k.cl" -o "$here/nvptx/$k.O0.ll"
	$CLANG $CL -target nvptx64-nvidia-cuda -Xclang -cl-ext=+cl_khr_subgroups $O2 "$k.cl" -o "$here/nvptx/$k.O2.ll"
done
for k in $DEBUG; do
	[ -f "$k.cl" ] || continue
	$CLANG $CL -target spir64 $O0 -g -fdebug-prefix-map="$PWD=." "$k.cl" -o "$here/debug/$k.g.O0.ll"
	$CLANG $CL -target spir64 $O2 -g -fdebug-prefix-map="$PWD=." "$k.cl" -o "$here/debug/$k.g.O2.ll"
done

cd "$here/cuda"
for src in *.cu; do
	k=${src%.cu}
	$CLANG $CU $O0 "$src" -o "$k.O0.ll"
	$CLANG $CU $O2 "$src" -o "$k.O2.ll"
done
$CLANG $CU $O0 -g -fdebug-prefix-map="$PWD=." spinlock.cu -o "$here/debug/spinlock.cu.g.O0.ll"
$CLANG $CU $O2 -g -fdebug-prefix-map="$PWD=." spinlock.cu -o "$here/debug/spinlock.cu.g.O2.ll"
