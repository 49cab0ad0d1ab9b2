package minic

import (
	"github.com/simtc/simtc/ir"
)

// printf (OpenCL C 1.2, 6.12.13): int printf(constant char *restrict
// format, ...). The simulator has no output stream, so mini-C does what
// frontend/llvm does with clang's calls of printf: a function that no
// kernel calls and that calls printf (a host-style debugging helper, see
// testdata/real/unused_helper.cl) is checked, lowered and then left out
// of the module, with every other such function that calls it; a printf
// that can run — in a kernel or a function a kernel calls, directly or
// not, outside code the lowering knows to be dead (after a return, under
// if (0)) — is an error at the call. Which functions a kernel calls is
// read from the lowered code, so a call under if (0) does not count, as
// clang emits none. A printf is never dropped from code that runs.
//
// The format must be a string literal, the only place mini-C accepts one;
// the other arguments are checked as the values they are.

// printfCall checks a call of printf.
func (c *checker) printfCall(e *Call) {
	e.Printf = true
	e.Type = basic(Int)
	if len(e.Args) == 0 {
		c.argCountError(e, 1, 1)
		e.Type = invalidType()
		return
	}
	if _, ok := e.Args[0].(*StringLit); !ok {
		c.errorf(posOf(e.Args[0]), "the format of printf must be a string literal")
		e.Type = invalidType()
	}
	for i, a := range e.Args[1:] {
		e.Args[i+1] = c.rvalue(a)
		if typeOf(e.Args[i+1]).isInvalid() {
			e.Type = invalidType()
		}
	}
}

// printf lowers a printf call to nothing: it is recorded, unless the code
// is dead, for dropUnusedPrintf to report or drop.
func (fl *funcLowerer) printf(e *Call) ir.Value {
	if !fl.dead() {
		if fl.l.printfs == nil {
			fl.l.printfs = make(map[*ir.Func][]ir.Pos)
		}
		fl.l.printfs[fl.f] = append(fl.l.printfs[fl.f], e.NamePos)
	}
	return ir.ConstInt(ir.I32, 0)
}

// dropUnusedPrintf reports the printf calls of the functions the kernels
// call, directly or not (every function, in a module without kernels, as
// frontend/llvm does), and removes from the module the other functions
// that call printf or a function removed.
func (l *lowerer) dropUnusedPrintf() {
	if len(l.printfs) == 0 {
		return
	}
	kernels := l.m.Kernels()
	reached := make(map[*ir.Func]bool)
	work := append([]*ir.Func(nil), kernels...)
	if len(kernels) == 0 {
		work = append(work, l.m.Funcs...)
	}
	for _, f := range work {
		reached[f] = true
	}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, g := range callees(f) {
			if !reached[g] {
				reached[g] = true
				work = append(work, g)
			}
		}
	}
	// prints: the functions that can reach a printf, to a fixed point.
	prints := make(map[*ir.Func]bool)
	for changed := true; changed; {
		changed = false
		for _, f := range l.m.Funcs {
			if prints[f] {
				continue
			}
			p := len(l.printfs[f]) > 0
			for _, g := range callees(f) {
				p = p || prints[g]
			}
			if p {
				prints[f], changed = true, true
			}
		}
	}
	kept := l.m.Funcs[:0]
	for _, f := range l.m.Funcs {
		switch {
		case reached[f]:
			for _, pos := range l.printfs[f] {
				l.errs.Add(pos, "printf would run here, and simtc cannot print: remove it, or keep it in a function no kernel calls")
			}
		case prints[f]:
			continue
		}
		kept = append(kept, f)
	}
	l.m.Funcs = kept
}

// callees returns the functions f calls.
func callees(f *ir.Func) []*ir.Func {
	var out []*ir.Func
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpCall && i.Callee != nil {
				out = append(out, i.Callee)
			}
		}
	}
	return out
}
