package llvm

// Streaming import: each function is handed to the caller as soon as it
// has lowered, and its body dropped once the caller has looked at it, so
// that a command that looks at one function at a time (simtc analyze)
// never holds the whole module. On issue 18's 400-function input at -O2
// the module is about 220 MB (vectors are scalarized into lanes), five
// times the peak memory of opt-14 on the same file; streamed, the heap
// holds the header, the text and the functions in flight.
//
// Streaming is all or nothing: it gives exactly what Import gives, or
// says it cannot, and the caller then imports the whole module as usual.
// It cannot when Import would take a path other than the fast one with
// every function kept: the file needs llir's whole-file parse, a
// function's signature or body does not lower (Import would fail, or
// leave an unused function out), a function fails the verifier, or a
// function uses a block-wide collective's shared cell (a global the
// module gets only after every function has lowered). Errors are thus
// always reported by Import, as before.

import (
	"errors"
	"runtime"
	"strings"
	"sync"
	"unsafe"

	"github.com/simtc/simtc/ir"
)

// errStream is run's error when the module cannot be streamed.
var errStream = errors.New("LLVM import: the module cannot be streamed")

// ImportEach imports src as Import does, but hands each function to visit
// as soon as its body has lowered and passed the verifier (as
// ir.VerifyModule would check it in the finished module), and drops the
// body (ir.Func.DropBody) when visit returns. Functions lower on up to
// GOMAXPROCS goroutines, so visit is called concurrently, on different
// functions, in no particular order; it may look at its function only
// (the others may be lowering, or have no body any more), and it returns
// false to stop the streaming.
//
// With ok, every function of m was visited once, and m is the module
// Import returns, less the bodies. ok is false when visit returned false
// (or panicked), or when streaming cannot give what Import gives (see the
// file comment): the caller must then use Import, which reports any error
// in the input.
func ImportEach(file string, src []byte, opts Options, visit func(f *ir.Func) bool) (m *ir.Module, ok bool) {
	return importEach(file, src, opts, runtime.GOMAXPROCS(0), visit)
}

func importEach(file string, src []byte, opts Options, workers int, visit func(f *ir.Func) bool) (m *ir.Module, ok bool) {
	m, _, ok = streamImport(file, src, opts, workers, false, visit)
	return m, ok
}

// ImportEachInOrder is ImportEach with the visits one at a time, in module
// order (the order of m.Funcs): functions still lower on up to GOMAXPROCS
// goroutines, but a function that has lowered waits until every function
// before it has been visited, so visit is never called concurrently and
// may keep state across calls (simtc build compiles each kernel as it
// arrives and the object's code is in module order). At most GOMAXPROCS
// functions are alive at once: one being visited, the others lowered and
// waiting or lowering.
//
// It is for callers that compile each function alone, which a call
// between the module's functions prevents: it declines at once, before
// anything is lowered, a module in which a function body names a defined
// function (a call, or its address), so that such a module is not lowered
// twice (and llir's log lines of its bodies not written twice) when the
// caller falls back to Import.
func ImportEachInOrder(file string, src []byte, opts Options, visit func(f *ir.Func) bool) (m *ir.Module, ok bool) {
	return importEachInOrder(file, src, opts, runtime.GOMAXPROCS(0), visit)
}

func importEachInOrder(file string, src []byte, opts Options, workers int, visit func(f *ir.Func) bool) (m *ir.Module, ok bool) {
	m, _, ok = streamImport(file, src, opts, workers, true, visit)
	return m, ok
}

// reportEach is Report streamed: with ok, every function lowered and
// passed the verifier, so Report's statuses are fs (all lowered) and its
// error nil, and no body was kept. Without, Report must import the whole
// module (which then finds and reports what stopped the streaming).
func reportEach(file string, src []byte, opts Options, workers int) (fs []FuncStatus, ok bool) {
	_, fs, ok = streamImport(file, src, opts, workers, false, func(*ir.Func) bool { return true })
	return fs, ok
}

// streamImport is importEach (importEachInOrder when ordered), also
// returning the functions' statuses.
func streamImport(file string, src []byte, opts Options, workers int, ordered bool, visit func(f *ir.Func) bool) (m *ir.Module, fs []FuncStatus, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			m, fs, ok = nil, nil, false
		}
	}()
	// Brackets nested too deep (checkNesting) are found by fastStart's
	// scan of the text, which declines them (Import reports them), and
	// by fastParseModule in the header before llir parses it.
	src = rewriteDebugInfo(src)
	src = stripFreezeMetadata(src)
	src = keepNaNPayloads(src)
	// As in importFile: nothing kept of the text points into src.
	text := unsafe.String(unsafe.SliceData(src), len(src))
	fm, fast := fastStart(file, text)
	if !fast {
		return nil, nil, false
	}
	if !definesFunc(fm.lm) {
		return nil, nil, false
	}
	imp := newImporter(file, fm.lm, fm, workers)
	imp.visit = visit
	if ordered {
		if refersToDefined(fm) {
			return nil, nil, false
		}
		imp.turn = newTurns(len(fm.lm.Funcs))
	}
	if err := imp.run(text, opts, false); err != nil {
		return nil, nil, false
	}
	return imp.m, imp.status, true
}

// stream verifies f, which has just lowered with error err, and hands it
// to imp.visit; the body is dropped in any case.
func (imp *importer) stream(f *ir.Func, err *ir.Error) {
	defer f.DropBody()
	if err != nil || imp.streamFailed.Load() || imp.mv.Func(f) != nil || !imp.visitSafely(f) {
		imp.streamFailed.Store(true)
	}
}

// visitSafely calls imp.visit, taking a panic for false.
func (imp *importer) visitSafely(f *ir.Func) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			ok = false
		}
	}()
	return imp.visit(f)
}

// turns serializes the visits of ImportEachInOrder in module order: the
// function at index k of the llir module (lowerAll's k) may be visited
// once every function before it is done (visited, or skipped: a
// declaration, or a worker that stopped early). Workers take indices in
// increasing order, so the function whose turn it is has been taken by a
// worker that is not itself waiting: the wait cannot deadlock.
type turns struct {
	mu   sync.Mutex
	cond sync.Cond
	next int    // every index below next is done
	done []bool // done[k]: index k is done
}

func newTurns(n int) *turns {
	t := &turns{done: make([]bool, n)}
	t.cond.L = &t.mu
	return t
}

// wait blocks until every index before k is done.
func (t *turns) wait(k int) {
	t.mu.Lock()
	for t.next < k {
		t.cond.Wait()
	}
	t.mu.Unlock()
}

// finish marks index k done.
func (t *turns) finish(k int) {
	t.mu.Lock()
	t.done[k] = true
	for t.next < len(t.done) && t.done[t.next] {
		t.next++
	}
	t.mu.Unlock()
	t.cond.Broadcast()
}

// refersToDefined reports whether a function body of fm names a function
// the module defines (@name, as a call's callee or a value), or has a
// quoted global name, which it does not look into.
func refersToDefined(fm *fastModule) bool {
	defined := make(map[string]bool, len(fm.bodies))
	for lf := range fm.bodies {
		defined[lf.Name()] = true
	}
	for _, body := range fm.bodies {
		for p := 0; ; {
			k := strings.IndexByte(body[p:], '@')
			if k < 0 {
				break
			}
			p += k + 1
			if p < len(body) && body[p] == '"' {
				return true
			}
			e := p
			for e < len(body) && isNameByte(body[e]) {
				e++
			}
			if defined[body[p:e]] {
				return true
			}
			p = e
		}
	}
	return false
}
