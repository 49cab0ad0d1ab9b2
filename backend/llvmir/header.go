package llvmir

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
)

// A device function whose simtc signature is not its LLVM header's — the
// frontend passes vectors, structs and by-value aggregates lane by lane and
// returns them through a pointer (frontend/llvm/vecabi.go) — gets a new
// header from the simtc signature, keeping the template's linkage and
// calling convention: every caller is in the module and is written from the
// simtc IR too. Kernels keep theirs (the host calls them).

// headerMisfit reports whether the template's header lf cannot carry the
// simtc function f: a device function whose parameter count, return type,
// or a parameter that is not a pointer or integer on both sides differs.
func (w *writer) headerMisfit(f *ir.Func, lf *llir.Func) bool {
	if f.Kernel || len(f.Blocks) == 0 {
		return false
	}
	rt, err := w.t.typ(f.Ret)
	if err != nil || !types.Equal(rt, lf.Sig.RetType) || len(lf.Params) != len(f.Params) {
		return true
	}
	for k, p := range f.Params {
		want, err := w.t.typ(p.Typ)
		if err != nil {
			return true
		}
		have := lf.Params[k].Typ
		if types.Equal(want, have) {
			continue
		}
		_, wp := want.(*types.PointerType)
		_, hp := have.(*types.PointerType)
		_, wi := want.(*types.IntType)
		_, hi := have.(*types.IntType)
		if !(wp && hp) && !(wi && hi) {
			return true
		}
	}
	return false
}

// refitHeader replaces the template's header of f by one written from f's
// simtc signature.
func (w *writer) refitHeader(f *ir.Func, old *llir.Func) error {
	for k, g := range w.mod.Funcs {
		if g == old {
			w.mod.Funcs = append(w.mod.Funcs[:k], w.mod.Funcs[k+1:]...)
			break
		}
	}
	delete(w.funcs, f.Name)
	if err := w.newFunc(f); err != nil {
		return err
	}
	lf := w.funcs[f.Name]
	lf.Linkage, lf.CallingConv = old.Linkage, old.CallingConv
	return nil
}
