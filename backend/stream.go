package backend

// Streaming compile (issue 33): the kernels of a module are compiled one
// at a time as they are read (frontend/llvm.ImportEachInOrder), so that a
// kernel's IR can be dropped as soon as its code is emitted and memory
// holds the IR of the functions in flight, not the whole module, as llc
// compiles and frees one function at a time. A Stream gives the object
// Compile gives when the module's kernels are call-free: Compile then
// inlines nothing and compiles each kernel as a group of its own, in
// module order, which is what a Stream does. Anything else (a call, a
// kernel missing or out of order, any error) is the caller's cue to
// compile the whole module with Compile, which reports the error.

import (
	"errors"
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// Stream compiles the kernels of one module one at a time, each as soon as
// it is complete; the caller may drop a kernel's body once Kernel returns.
type Stream struct {
	s     *session
	m     *ir.Module
	funcs []*ir.Func // the kernels compiled, in order
	err   error      // the first error: the stream is dead
}

// NewStream starts a streaming compile of m, whose globals must be
// complete (its functions' bodies need not be). opts.NoInline must be
// false: device functions with calls need the whole call graph.
func NewStream(m *ir.Module, opts Options) (st *Stream, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, fmt.Errorf("backend: internal error: %v", r)
		}
	}()
	if m == nil {
		return nil, errors.New("backend: nil module")
	}
	if opts.NoInline {
		return nil, errors.New("backend: a stream compiles inlined code only")
	}
	s, err := newSession(m, opts)
	if err != nil {
		return nil, err
	}
	return &Stream{s: s, m: m}, nil
}

// Kernel compiles kernel f of the stream's module, which must have passed
// the verifier (ir.Verify) and call no function. Kernels must come in
// module order. After an error the stream compiles nothing more.
func (st *Stream) Kernel(f *ir.Func) (err error) {
	if st.err != nil {
		return st.err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("backend: internal error: %v", r)
		}
		if err != nil {
			st.err = err
		}
	}()
	if f.Module != st.m || !f.Kernel || len(f.Blocks) == 0 {
		return fmt.Errorf("backend: stream: %s is not a kernel with a body of the module", f.Name)
	}
	f.Instrs(func(i *ir.Instr) {
		if err == nil && i.Op == ir.OpCall {
			err = fmt.Errorf("backend: stream: %s calls a function", f.Name)
		}
	})
	if err != nil {
		return err
	}
	st.funcs = append(st.funcs, f)
	// With more than one kernel, Compile panics on a call left after
	// inlining; here the stream has checked there is none.
	return st.s.group([]*ir.Func{f}, true)
}

// Finish completes the object. The kernels given to Kernel must be
// exactly the module's, in module order (the module's bodies may have
// been dropped by now).
func (st *Stream) Finish() (obj *isa.Object, err error) {
	if st.err != nil {
		return nil, st.err
	}
	defer func() {
		if r := recover(); r != nil {
			obj, err = nil, fmt.Errorf("backend: internal error: %v", r)
		}
	}()
	ks := st.m.Kernels()
	if len(ks) == 0 || len(ks) != len(st.funcs) {
		return nil, fmt.Errorf("backend: stream: %d kernels compiled, the module has %d", len(st.funcs), len(ks))
	}
	for k, f := range ks {
		if st.funcs[k] != f {
			return nil, fmt.Errorf("backend: stream: kernel %d is %s, the module's is %s", k, st.funcs[k].Name, f.Name)
		}
	}
	return st.s.finish()
}
