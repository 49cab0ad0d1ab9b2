package pipeline

// Streaming compile (issue 33): simtc build on an LLVM file prepares and
// compiles each kernel as soon as it has been read
// (frontend/llvm.ImportEachInOrder) and drops its body after, so that the
// heap holds the functions in flight and the object, not the whole module
// (as llc-14 compiles and frees one function at a time).
//
// A Stream gives exactly the object Prepare and Compile give, or says it
// cannot. It can when every pass of the table does to each kernel what it
// would do within the whole module, which holds when no function calls
// another: inline then changes nothing, dead-funcs drops every device
// function (none is called), and the other rows are per function
// (merge-returns, ssde and split-safepdom run on the analysed functions,
// the kernels; frontier and reconv on every function with a body, the
// kernels left after dead-funcs). A call, a module without kernels, a pass
// that fails or a function the backend rejects stops the stream; the
// caller then compiles the whole module, which reports any error as
// before.

import (
	"errors"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// errNoStream is a Stream's error when the module cannot be streamed.
var errNoStream = errors.New("pipeline: the module cannot be compiled as a stream")

// Stream prepares and compiles the kernels of one module one at a time.
type Stream struct {
	p    *Pipeline
	c    *compilation
	bs   *backend.Stream
	dead bool // a Func said no
}

// Stream returns a streaming compile with p, or false when p's options
// need the whole module: --no-inline (device functions are compiled with
// their callers), KeepDeadFuncs, AsWritten, or a pass the table does not
// know per function.
func (p *Pipeline) Stream() (*Stream, bool) {
	if p.opts.NoInline || p.opts.KeepDeadFuncs || p.opts.AsWritten {
		return nil, false
	}
	for _, ps := range p.passes {
		if ps.callFree == nil && ps.fn == nil {
			return nil, false
		}
	}
	return &Stream{p: p}, true
}

// Func prepares and compiles f, the next function of its module (in
// module order) that has lowered and passed the verifier; the caller may
// drop f's body afterwards. A device function is left out (dead-funcs
// would drop it: nothing calls it). ok is false when the module cannot
// be streamed after all; the stream is then dead.
func (s *Stream) Func(f *ir.Func) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			ok = false
		}
		if !ok {
			s.dead, s.bs, s.c = true, nil, nil
		}
	}()
	if s.dead || len(f.Blocks) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpCall {
				return false
			}
		}
	}
	if !f.Kernel {
		return true
	}
	if s.c == nil {
		s.c = &compilation{p: s.p, m: f.Module, safe: map[*ir.Func][]safeLoop{}, reconv: map[*ir.Func]*points{}}
		pr := &Prepared{Module: f.Module, p: s.p, reconv: s.c.reconv}
		bs, err := backend.NewStream(f.Module, pr.BackendOptions())
		if err != nil {
			return false
		}
		s.bs = bs
	}
	c := s.c
	for _, ps := range s.p.passes {
		if err := c.runFuncPass(ps, f); err != nil {
			return false
		}
	}
	err := s.bs.Kernel(f)
	delete(c.reconv, f)
	delete(c.safe, f)
	return err == nil
}

// runFuncPass runs the row ps of the table on f alone, as it would run
// within a module whose functions call none.
func (c *compilation) runFuncPass(ps pass, f *ir.Func) error {
	changed := true
	if ps.callFree != nil {
		changed = ps.callFree(c, f)
	} else if err := ps.fn(c, f); err != nil {
		return err
	}
	if c.p.opts.Check && !ps.analysis && changed {
		if err := ir.Verify(f); err != nil {
			return &InternalError{Pass: ps.name, Func: f.Name, Err: err}
		}
	}
	return nil
}

// Finish completes the object once every function of the module has been
// given to Func. ok is false when the module could not be streamed (no
// kernel, say): the caller must compile it as a whole.
func (s *Stream) Finish() (obj *isa.Object, ok bool) {
	if s.dead || s.bs == nil {
		return nil, false
	}
	obj, err := s.bs.Finish()
	if err != nil {
		return nil, false
	}
	return obj, true
}
