package llvmir

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// wrapAtomic writes CUDA's atomicInc/atomicDec (ir.AtomicUIncWrap,
// ir.AtomicUDecWrap on i32) as the NVVM intrinsics clang-14 emits for them
// and the frontend reads: llvm.nvvm.atomic.load.inc.32.p1i32(ptr, limit).
// LLVM 14 has no uinc_wrap atomicrmw, and OpenCL no builtin, so on spir64
// (and for other types) ok is false.
func (fn *fn) wrapAtomic(i *ir.Instr, args []value.Value) (v value.Value, ok bool, err error) {
	pt, isPtr := args[0].Type().(*types.PointerType)
	if !fn.w.t.nvptx || !isPtr || !types.Equal(pt.ElemType, types.I32) || !types.Equal(args[1].Type(), types.I32) {
		return nil, false, nil
	}
	op := "inc"
	if i.Atomic == ir.AtomicUDecWrap {
		op = "dec"
	}
	name := fmt.Sprintf("llvm.nvvm.atomic.load.%s.32.p%di32", op, pt.AddrSpace)
	v, err = fn.call(fn.w.declare(name, types.I32, false, pt, types.I32), types.I32, args[0], args[1])
	return v, true, err
}
