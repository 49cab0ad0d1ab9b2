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
#       -cl-kernel-arg-info -emit-llvm -S -O0 -Xclang -disable-O0-optnone K.cl -o testdata/llvm/K.O0.ll
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
# -cl-kernel-arg-info records the parameter names (!kernel_arg_name), which
# optimised output otherwise drops, so launch arguments bind by name.
# Each output starts with the source's simtc:launch/expect lines as ";"
# comments (see header below).
# -finclude-default-header declares the OpenCL builtins; cl_khr_subgroups is
# on by default for spir64 only.
set -eu

CLANG=${CLANG:-clang-14}
here=$(cd "$(dirname "$0")" && pwd)
kernels=$(cd "$here/../kernels" && pwd)

NVPTX="spinlock hashtable bank_transfer barrier_reduction divergent_barrier subgroup_vote tf_exc_call atomics lookup_table"
DEBUG="spinlock tf_exc_call"

CL="-x cl -cl-std=CL2.0 -Xclang -finclude-default-header -cl-kernel-arg-info -emit-llvm -S"
CU="-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -emit-llvm -S"
O0="-O0 -Xclang -disable-O0-optnone"
O2="-O2"

mkdir -p "$here/nvptx" "$here/cuda" "$here/debug"

# header SRC LEVEL prints SRC's simtc:launch and simtc:expect directives as
# LLVM IR comments, so that simtc run finds them in the .ll. At -O2 the
# status expectations are left out: the optimiser may change the CFG they
# depend on (it turns spinlock_safe back into the deadlocking shape of
# Fig. 1, as the SIMT-deadlock paper reports).
header() {
	grep -o 'simtc:\(launch\|expect\) .*' "$1" |
		if [ "$2" = O2 ]; then grep -v 'status=' || true; else cat; fi |
		sed 's|^|; |'
}

# cc OUT SRC LEVEL CLANG-ARGS... compiles SRC to OUT with its directives on top.
cc() {
	out=$1 src=$2 level=$3
	shift 3
	$CLANG "$@" "$src" -o "$out.tmp"
	{ header "$src" "$level"; cat "$out.tmp"; } >"$out"
	rm -f "$out.tmp"
}

cd "$kernels"
for src in *.cl; do
	k=${src%.cl}
	cc "$here/$k.O0.ll" "$src" O0 $CL -target spir64 $O0
	cc "$here/$k.O2.ll" "$src" O2 $CL -target spir64 $O2
done
for k in $NVPTX; do
	[ -f "$k.cl" ] || continue
	cc "$here/nvptx/$k.O0.ll" "$k.cl" O0 $CL -target nvptx64-nvidia-cuda -Xclang -cl-ext=+cl_khr_subgroups $O0
	cc "$here/nvptx/$k.O2.ll" "$k.cl" O2 $CL -target nvptx64-nvidia-cuda -Xclang -cl-ext=+cl_khr_subgroups $O2
done
for k in $DEBUG; do
	[ -f "$k.cl" ] || continue
	cc "$here/debug/$k.g.O0.ll" "$k.cl" O0 $CL -target spir64 $O0 -g -fdebug-prefix-map="$PWD=."
	cc "$here/debug/$k.g.O2.ll" "$k.cl" O2 $CL -target spir64 $O2 -g -fdebug-prefix-map="$PWD=."
done

cd "$here/cuda"
for src in *.cu; do
	k=${src%.cu}
	cc "$k.O0.ll" "$src" O0 $CU $O0
	cc "$k.O2.ll" "$src" O2 $CU $O2
done
cc "$here/debug/spinlock.cu.g.O0.ll" spinlock.cu O0 $CU $O0 -g -fdebug-prefix-map="$PWD=."
cc "$here/debug/spinlock.cu.g.O2.ll" spinlock.cu O2 $CU $O2 -g -fdebug-prefix-map="$PWD=."
