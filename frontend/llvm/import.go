package llvm

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// Options controls Import.
type Options struct {
	// Kernels, when not empty, names the functions that are kernels
	// (simtc's --kernel NAME), replacing the detection from calling
	// conventions and !nvvm.annotations. Each must be defined in the module.
	Kernels []string
	// Builtins is the catalogue of builtin functions the calls of external
	// functions are looked up in (ordinary.go); nil is builtin.Default().
	Builtins *builtin.Catalogue
}

// Import reads the textual LLVM IR src (from file, used in positions) and
// lowers it into a simtc module that ir.VerifyModule accepts. Device
// functions stay separate functions with calls to them (see
// passes/transform.Inline). An error is a single *ir.Error positioned in
// the .ll file (the first problem in file order); Import never panics.
func Import(file string, src []byte, opts Options) (m *ir.Module, err error) {
	m, _, err = importFile(file, src, opts, false, runtime.GOMAXPROCS(0), false)
	return m, err
}

// FuncStatus is what the importer made of one function defined in a file.
type FuncStatus struct {
	Name   string
	Kernel bool
	// Used: the function is a kernel or a kernel calls it, directly or
	// not (every function counts as used when the file has no kernel).
	Used bool
	// Err is the first construct that stopped the function from
	// lowering, nil when it lowered.
	Err *ir.Error
}

// Report imports src as Import does and says, for every function defined
// in it (in file order), whether it lowered and if not why. A function no
// kernel uses does not make the import fail; its error is reported here
// only. err is for problems with the file as a whole (syntax, no function
// defined, an unused-function-free error list that still fails to verify).
// Report's err is nil exactly when Import's is.
//
// The module is streamed first (reportEach: each body dropped once it has
// lowered and verified); only when that cannot decide (a function does not
// lower, say) is the file imported as a whole, which finds the errors.
func Report(file string, src []byte, opts Options) (fs []FuncStatus, err error) {
	if fs, ok := reportEach(file, src, opts, runtime.GOMAXPROCS(0)); ok {
		return fs, nil
	}
	_, fs, err = importFile(file, src, opts, true, runtime.GOMAXPROCS(0), false)
	return fs, err
}

// importFile is Import and Report, lowering functions on up to workers
// goroutines (the result does not depend on it).
// With noFast, the file is parsed by llir only (see fastparse.go).
func importFile(file string, src []byte, opts Options, report bool, workers int, noFast bool) (m *ir.Module, fs []FuncStatus, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, ir.Errorf(ir.Pos{File: file}, "internal error reading LLVM IR: %v", r)
		}
	}()
	if err := checkNesting(file, src); err != nil {
		return nil, nil, err
	}
	src = rewriteDebugInfo(src)
	src = stripFreezeMetadata(src)
	src = keepNaNPayloads(src)
	if !noFast {
		// The fast path reads src through a string that shares its bytes
		// (no copy of a file that may be large): everything it keeps of
		// the text is copied out (see fastparse.go), and nothing of it
		// outlives Import.
		text := unsafe.String(unsafe.SliceData(src), len(src))
		if fm, ok := fastStart(file, text); ok {
			m, fs, err = importModule(file, fm.lm, fm, text, opts, report, workers)
			if err == nil {
				return m, fs, nil
			}
			// Any error (errFast, or one the fast parser met in a body
			// llir would reject otherwise) is reported as llir's path
			// reports it: the file is read again below.
		}
	}
	// One copy of the text as a string, for llir's parser (whose
	// identifiers point into it) and the line scans.
	text := string(src)
	lm, err := parse(file, src, text)
	if err != nil {
		return nil, nil, err
	}
	if len(src) >= gcAfterParse {
		// llir's AST is garbage now, its module (about half of what was
		// live) stays: collecting here sets the heap goal from the module
		// alone rather than from AST and module together, which the
		// lowering's allocations would otherwise fill with dead AST
		// first.
		runtime.GC()
	}
	return importModule(file, lm, nil, text, opts, report, workers)
}

// importModule lowers the llir module lm. With fast, lm is only the
// header and each function's body is parsed by fast as it lowers; the
// error is then errFast when the fast parser gave up on a body.
func importModule(file string, lm *llir.Module, fast *fastModule, text string, opts Options, report bool, workers int) (*ir.Module, []FuncStatus, error) {
	if !definesFunc(lm) {
		return nil, nil, ir.Errorf(ir.Pos{File: file}, "no function is defined in this LLVM IR")
	}
	imp := newImporter(file, lm, fast, workers)
	if err := imp.run(text, opts, report); err != nil {
		return nil, imp.status, err
	}
	return imp.m, imp.status, nil
}

// newImporter returns the importer of lm (see importModule).
func newImporter(file string, lm *llir.Module, fast *fastModule, workers int) *importer {
	imp := &importer{
		file:    file,
		llm:     lm,
		fast:    fast,
		m:       &ir.Module{File: file, FromLLVM: true},
		funcs:   make(map[*llir.Func]*ir.Func),
		sigs:    make(map[*llir.Func]*sigInfo),
		globals: make(map[*llir.Global]*globalInfo),
		workers: workers,
	}
	_, hasNVVM := lm.NamedMetadataDefs["nvvm.annotations"]
	imp.tgt = newTarget(lm.TargetTriple, hasNVVM)
	return imp
}

// gcAfterParse is the size of .ll text from which Import collects garbage
// right after llir's parse (see importFile): on large files that lowers
// the peak heap; on small ones a collection is not worth its time.
const gcAfterParse = 4 << 20

// freezeMetadata matches the metadata attachments at the end of a freeze
// instruction ("%y = freeze i32 %x, !dbg !12"), which LLVM accepts and
// llir's grammar does not. (This file's regular expressions are compiled
// when a file needs them, not in the package's init: that was part of
// every simtc process's start-up, .cl files and --help included.)
func freezeMetadata() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^(\s*%[^=\n]+=\s*freeze\b[^!\n]*?)(\s*,\s*![A-Za-z_.][\w.]*\s+![0-9]+)+[ \t]*$`)
}

// stripFreezeMetadata drops the metadata attachments of freeze
// instructions, on their own line, so line numbers do not move. A freeze
// becomes its operand (no instruction), so its !dbg location is not needed.
func stripFreezeMetadata(src []byte) []byte {
	if !bytes.Contains(src, []byte("freeze")) {
		return src
	}
	return freezeMetadata().ReplaceAll(src, []byte("$1"))
}

// nanConst matches a float or double constant written in hex, as LLVM
// writes NaNs and other values it cannot print exactly in decimal.
func nanConst() *regexp.Regexp {
	return regexp.MustCompile(`\b(float|double)((?: [a-z_]+)*) 0x([0-9A-Fa-f]{16})\b`)
}

// keepNaNPayloads rewrites the NaN constants in instructions (indented
// lines) into bitcasts of their bit patterns: llir keeps only "NaN" and the
// sign of a NaN constant, and OpenCL code uses NaN bit patterns as masks
// (bitselect(x, y, as_float(0xffff0000))). LLVM writes a float constant as
// the double of the same value, whose NaN payload's top 23 bits are the
// float's. Global initializers are left alone (simtc holds no bitcast
// there); the rewrite stays on its line.
func keepNaNPayloads(src []byte) []byte {
	if !bytes.Contains(src, []byte(" 0x")) {
		return src
	}
	nanConst := nanConst()
	lines := bytes.Split(src, []byte("\n"))
	for i, line := range lines {
		if len(line) == 0 || (line[0] != ' ' && line[0] != '\t') {
			continue
		}
		lines[i] = nanConst.ReplaceAllFunc(line, func(m []byte) []byte {
			sm := nanConst.FindSubmatch(m)
			bits, err := strconv.ParseUint(string(sm[3]), 16, 64)
			if err != nil || bits>>52&0x7ff != 0x7ff || bits&(1<<52-1) == 0 {
				return m // not a NaN
			}
			if string(sm[1]) == "double" {
				return []byte(fmt.Sprintf("double%s bitcast (i64 %d to double)", sm[2], int64(bits)))
			}
			f := uint32(bits>>63)<<31 | 0xff<<23 | uint32(bits>>29)&(1<<23-1)
			return []byte(fmt.Sprintf("float%s bitcast (i32 %d to float)", sm[2], int32(f)))
		})
	}
	return bytes.Join(lines, []byte("\n"))
}

// unknownDwarfCC matches the calling-convention enumerators of DWARF
// subroutine types. Those clang emits for OpenCL (DW_CC_LLVM_OpenCLKernel,
// DW_CC_LLVM_SpirFunction, …) are unknown to llir, which panics on them.
func unknownDwarfCC() *regexp.Regexp { return regexp.MustCompile(`DW_CC_[A-Za-z0-9_]+`) }

// rewriteDebugInfo replaces the DWARF calling-convention enumerators llir
// does not know by DW_CC_normal, on the same line, so debug info (and with
// it the source positions) survives and line numbers do not move. The
// calling convention of a debug-info type means nothing to simtc.
func rewriteDebugInfo(src []byte) []byte {
	if !bytes.Contains(src, []byte("DW_CC_")) {
		return src
	}
	return unknownDwarfCC().ReplaceAllFunc(src, func(b []byte) []byte {
		if knownDwarfCC(string(b)) {
			return b
		}
		return []byte("DW_CC_normal")
	})
}

func knownDwarfCC(s string) bool {
	for c := 0; c < 256; c++ {
		if enum.DwarfCC(c).String() == s {
			return true
		}
	}
	return false
}

// parse runs llir's parser on text (src as a string), turning its panics
// into errors.
func parse(file string, src []byte, text string) (lm *llir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			// llir panics on enumerators it does not know, e.g. `unable to
			// locate DwarfLang enum corresponding to "DW_LANG_X"`: point at
			// the enumerator.
			msg := fmt.Sprint(r)
			pos := ir.Pos{File: file}
			if sm := llirEnum().FindStringSubmatch(msg); sm != nil {
				if lc, ok := findWord(src, sm[1]); ok {
					pos = lc.pos(file)
				}
			}
			lm, err = nil, ir.Errorf(pos, "cannot parse LLVM IR: %s", msg)
		}
	}()
	if lc, ok := badTopLevel(text); ok {
		return nil, ir.Errorf(lc.pos(file), "malformed LLVM IR: unexpected %q", short(strings.TrimSpace(stripComment(lineText(src, int(lc.line))))))
	}
	lm, err = asm.ParseString(file, text)
	if err != nil {
		return nil, parseError(file, src, err)
	}
	return lm, nil
}

// llirEnum matches the enumerator of llir's "unable to locate … enum" panics.
func llirEnum() *regexp.Regexp { return regexp.MustCompile(`corresponding to "([^"]+)"`) }

// llirLine matches the "syntax error at line N" of llir's parser.
func llirLine() *regexp.Regexp { return regexp.MustCompile(`syntax error at line (\d+)`) }

// llirIdent matches the identifier an llir translation error is about.
func llirIdent() *regexp.Regexp { return regexp.MustCompile(`identifier "([%@][^"]+)"`) }

// parseError turns an llir parse error into an *ir.Error. llir gives a line
// for syntax errors and no position for the others; for those that name an
// identifier, the position is where the text first uses it (its second
// definition, for a duplicate).
func parseError(file string, src []byte, err error) error {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, fmt.Sprintf("unable to parse %q into an AST: ", file))
	if sm := llirLine().FindStringSubmatch(msg); sm != nil {
		line, _ := strconv.Atoi(sm[1])
		text := strings.TrimSpace(stripComment(lineText(src, line)))
		msg := fmt.Sprintf("malformed LLVM IR: syntax error near %q", short(text))
		if opaquePtr().MatchString(text) {
			msg += " (opaque pointers are not supported: simtc reads typed pointers, as clang-14 emits them)"
		}
		return ir.Errorf(ir.Pos{File: file, Line: line}, "%s", msg)
	}
	pos := ir.Pos{File: file}
	if sm := llirIdent().FindStringSubmatch(msg); sm != nil {
		nth := 1
		if strings.Contains(msg, "already present") {
			nth = 2
		}
		if lc, ok := findIdent(src, sm[1], nth); ok {
			pos.Line, pos.Col = int(lc.line), int(lc.col)
		}
	}
	return ir.Errorf(pos, "malformed LLVM IR: %s", msg)
}

// opaquePtr matches an opaque pointer type in a line of LLVM IR.
func opaquePtr() *regexp.Regexp { return regexp.MustCompile(`(^|[\s,(])ptr([\s,)]|$)`) }

// lineText returns line n (1-based) of src.
func lineText(src []byte, n int) string {
	for k := 1; len(src) > 0; k++ {
		i := bytes.IndexByte(src, '\n')
		line := src
		if i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if k == n {
			return string(line)
		}
	}
	return ""
}

// findWord returns the position of the first whole-word occurrence of w in src.
func findWord(src []byte, w string) (lineCol, bool) { return findIdent(src, w, 1) }

// findIdent returns the position of the nth whole-word occurrence of the
// identifier id (with its sigil) in src.
func findIdent(src []byte, id string, nth int) (lineCol, bool) {
	line, col := 1, 1
	text := string(src)
	for i := 0; i < len(text); i++ {
		if strings.HasPrefix(text[i:], id) && (i+len(id) == len(text) || !isIdentByte(text[i+len(id)])) && (i == 0 || !isIdentByte(text[i-1])) {
			nth--
			if nth == 0 {
				return at(line, col), true
			}
		}
		if text[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return lineCol{}, false
}

func isIdentByte(c byte) bool {
	return c == '-' || c == '$' || c == '.' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func definesFunc(lm *llir.Module) bool {
	for _, f := range lm.Funcs {
		if len(f.Blocks) > 0 {
			return true
		}
	}
	return false
}

// importer holds the state of one Import.
type importer struct {
	file    string
	llm     *llir.Module
	fast    *fastModule // when not nil, bodies are parsed as they lower
	m       *ir.Module
	tgt     target
	funcs   map[*llir.Func]*ir.Func
	globals map[*llir.Global]*globalInfo
	lines   map[*llir.Func]*funcLines
	sigs    map[*llir.Func]*sigInfo
	status  []FuncStatus
	workers int                // how many functions lower at once
	cat     *builtin.Catalogue // the builtins (Options.Builtins)

	fastFailed atomic.Bool // the fast parser gave up on a body (see fastparse.go)

	// Streaming (ImportEach, stream.go): when visit is set, each function
	// is verified by mv and handed to visit as soon as it has lowered,
	// and its body dropped after; streamFailed says the module cannot be
	// streamed after all.
	visit        func(*ir.Func) bool
	mv           *ir.ModuleVerifier
	streamFailed atomic.Bool
	// turn, when not nil, makes the visits one at a time in module
	// order (ImportEachInOrder).
	turn *turns

	// The shared cells of block-wide collectives (groupops.go), by name;
	// made while functions lower in parallel, so under cellMu.
	cellMu sync.Mutex
	cells  map[string]*ir.Global
}

// globalInfo is the simtc global for an LLVM global, or why there is none.
type globalInfo struct {
	g    *ir.Global
	cast ir.Type // when not nil: the pointer type uses see the global as
	// generic: a CUDA string literal (an initialized i8 array constant in
	// the generic space) held in constant memory; uses see it generic.
	generic bool
	err     string // when g is nil: why the global cannot be used
}

// run imports the module. Only the functions the kernels use (see used)
// must lower: a function nobody calls that simtc cannot lower (a host-side
// printf helper, an unsupported type) is left out of the module, and
// reported only in the FuncStatus list. With report, run goes on past the
// used functions' errors too, so that every function gets its status.
func (imp *importer) run(text string, opts Options, report bool) error {
	var errs ir.ErrorList
	imp.cat = opts.Builtins
	if imp.cat == nil {
		imp.cat = builtin.Default()
	}
	imp.matchLines(text)
	// Globals, in module order.
	for _, g := range imp.llm.Globals {
		imp.global(g)
	}
	kernels, err := imp.kernelSet(opts)
	if err != nil {
		return err
	}
	failed := make(map[*llir.Func]*ir.Error)
	// Signatures of all defined functions, so calls can refer to them.
	for _, lf := range imp.llm.Funcs {
		if len(lf.Blocks) == 0 {
			continue
		}
		if err := imp.signature(lf, kernels[lf]); err != nil {
			failed[lf] = err
		}
	}
	for lf, f := range imp.funcs {
		f.Kernel = kernels[lf]
		f.ReqdWorkGroupSize = reqdWorkGroupSize(lf)
	}
	if imp.visit != nil {
		if len(failed) > 0 {
			return errStream
		}
		imp.mv = ir.NewModuleVerifier(imp.m)
	}
	// The bodies lower before it is known which functions are used (the
	// fast path parses a body only to lower it); a used function's
	// signature error still comes first, as if nothing had lowered.
	lowered, refs := imp.lowerAll(imp.workers)
	if imp.fastFailed.Load() {
		return errFast
	}
	if imp.streamFailed.Load() {
		return errStream
	}
	used := imp.used(kernels, refs)
	for _, lf := range imp.llm.Funcs {
		if err := failed[lf]; err != nil && used[lf] {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 && !report {
		errs.Sort()
		return errs[0]
	}
	for k, err := range lowered {
		if lf := imp.llm.Funcs[k]; err != nil {
			failed[lf] = err
			if used[lf] {
				errs = append(errs, err)
			}
		}
	}
	for _, lf := range imp.llm.Funcs {
		if len(lf.Blocks) == 0 {
			continue
		}
		imp.status = append(imp.status, FuncStatus{Name: valueName(lf), Kernel: kernels[lf], Used: used[lf], Err: failed[lf]})
	}
	// One error per function at most; report the first in file order.
	if len(errs) > 0 {
		errs.Sort()
		return errs[0]
	}
	// Leave out the unused functions that did not lower.
	drop := make(map[*ir.Func]bool, len(failed))
	for lf := range failed {
		if f := imp.funcs[lf]; f != nil {
			drop[f] = true
		}
	}
	keep := imp.m.Funcs[:0]
	for _, f := range imp.m.Funcs {
		if !drop[f] {
			keep = append(keep, f)
		}
	}
	imp.m.Funcs = keep
	if imp.visit != nil {
		// Every function passed mv.Func as it lowered.
		if imp.mv.Module() != nil {
			return errStream
		}
		return nil
	}
	// What llir accepts but LLVM's verifier would not (a use its
	// definition does not dominate, say) is caught here.
	if err := ir.VerifyModule(imp.m); err != nil {
		first := err
		var list ir.ErrorList
		if errors.As(err, &list) && len(list) > 0 {
			first = list[0]
		}
		var e *ir.Error
		if errors.As(first, &e) {
			return ir.Errorf(e.Pos, "invalid LLVM IR: %s", e.Msg)
		}
		return ir.Errorf(ir.Pos{File: imp.file}, "invalid LLVM IR: %v", first)
	}
	return nil
}

// lowerAll lowers the body of every function that has a signature, on up
// to workers goroutines, and returns the error of each (indexed as
// imp.llm.Funcs; nil when it lowered or has no signature) and the defined
// functions each body refers to in its calls (see refsOf). Functions lower
// independently: a lowerer writes only its own ir.Func and reads the
// importer's tables, which are complete before lowering starts; the one
// thing shared, the collectives' cells, is added to the module afterwards
// in file order. The module is thus the same whatever the number of
// workers, and llir's lazily computed types of globals and functions (the
// only llir values functions share) are computed here first. On the fast
// path each body is parsed right before it lowers and dropped after; when
// the fast parser gives up on one, imp.fastFailed is set and the others
// stop.
func (imp *importer) lowerAll(workers int) ([]*ir.Error, [][]*llir.Func) {
	lfs := imp.llm.Funcs
	for _, lf := range lfs {
		lf.Type()
	}
	for _, g := range imp.llm.Globals {
		g.Type()
	}
	for _, a := range imp.llm.Aliases {
		a.Type()
	}
	for _, f := range imp.llm.IFuncs {
		f.Type()
	}
	errs := make([]*ir.Error, len(lfs))
	cells := make([][]string, len(lfs))
	refs := make([][]*llir.Func, len(lfs))
	// Which functions are defined, read by every worker: on the fast path
	// a function's Blocks change while it lowers.
	defined := make(map[*llir.Func]bool, len(lfs))
	for _, lf := range lfs {
		if len(lf.Blocks) > 0 {
			defined[lf] = true
		}
	}
	lower := func(k int) {
		if imp.turn != nil {
			defer imp.turn.finish(k)
		}
		lf := lfs[k]
		if !defined[lf] || imp.fastFailed.Load() || imp.streamFailed.Load() {
			return
		}
		if imp.fast != nil {
			if err := imp.fast.body(lf); err != nil {
				imp.fastFailed.Store(true)
				return
			}
			defer imp.fast.drop(lf)
		}
		refs[k] = refsOf(lf, defined)
		if f := imp.funcs[lf]; f != nil {
			errs[k], cells[k] = imp.lowerFunc(lf, f)
			// Only lowerFunc reads a function's instruction lines:
			// once every function has lowered, nothing holds the
			// array they are parts of (8 bytes a line of the text),
			// so a streamed single function is visited without it.
			if fl := imp.lines[lf]; fl != nil && fl.users == 1 {
				fl.instrs = nil
			}
			if imp.visit != nil {
				// The parsed body is not needed while visit looks
				// at f: let it go first (a large function's llir
				// values are as big as its ir.Func).
				if imp.fast != nil {
					imp.fast.drop(lf)
				}
				if imp.turn != nil {
					imp.turn.wait(k)
				}
				imp.stream(f, errs[k])
			}
		}
	}
	if workers > len(lfs) {
		workers = len(lfs)
	}
	if workers <= 1 {
		for k := range lfs {
			lower(k)
		}
	} else {
		var next atomic.Int64
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					k := int(next.Add(1)) - 1
					if k >= len(lfs) {
						return
					}
					lower(k)
				}
			}()
		}
		wg.Wait()
	}
	for _, names := range cells {
		for _, name := range names {
			if g := imp.cells[name]; g != nil && imp.m.Global(name) == nil {
				imp.m.Globals = append(imp.m.Globals, g)
			}
		}
	}
	return errs, refs
}

// matchLines pairs each defined function with the lines the text scan found
// for it: by name, or else by position among the definitions.
func (imp *importer) matchLines(text string) {
	imp.lines = make(map[*llir.Func]*funcLines)
	var scanned []*funcLines
	if imp.fast != nil && imp.fast.lines != nil {
		scanned = imp.fast.lines() // scanned while the header parsed
		imp.fast.lines = nil       // it holds the text
	} else {
		scanned = scanLines(text)
	}
	byName := make(map[string]*funcLines, len(scanned))
	for _, fl := range scanned {
		byName[fl.name] = fl
	}
	k := 0
	for _, lf := range imp.llm.Funcs {
		if len(lf.Blocks) == 0 {
			continue
		}
		name := strings.TrimPrefix(lf.Ident(), "@")
		if fl, ok := byName[name]; ok {
			imp.lines[lf] = fl
			fl.users++
		} else if k < len(scanned) {
			imp.lines[lf] = scanned[k]
			scanned[k].users++
		}
		k++
	}
}

// funcPos returns the position of lf's define line.
func (imp *importer) funcPos(lf *llir.Func) ir.Pos {
	if fl := imp.lines[lf]; fl != nil {
		return fl.define.pos(imp.file)
	}
	return ir.Pos{File: imp.file}
}

// global creates the simtc global for g, if simtc can hold it: globals
// without an initializer, or with integer and float data (lookup tables,
// which clang -O2 makes of private arrays) in global or constant memory.
// Other initializers get an error recorded that is reported where code
// uses them; clang's private constants that only feed memcpy never are.
func (imp *importer) global(g *llir.Global) {
	info := &globalInfo{}
	imp.globals[g] = info
	name := valueName(g)
	pt, err := imp.tgt.typ(g.Typ)
	if err != nil {
		info.err = fmt.Sprintf("global @%s has %v", name, err)
		return
	}
	p := pt.(ir.PtrType)
	if vt, ok := g.ContentType.(*types.VectorType); ok {
		// A vector global: its bytes, used through a pointer to the
		// first lane (vecabi.go).
		ut, err := unitArray(vt)
		if err != nil {
			info.err = fmt.Sprintf("global @%s has %v", name, err)
			return
		}
		info.cast = p
		p = ir.PtrTo(ut, p.Space).(ir.PtrType)
	}
	var init []byte
	if g.Init != nil && !isZeroConst(g.Init) {
		b, ok := initBytes(g.Init, p.Elem)
		if !ok {
			// Laid out after the LLVM type (structs, vectors, arrays of them).
			b, ok = constBytes(g.Init, g.ContentType)
			ok = ok && int64(len(b)) == ir.SizeOf(p.Elem)
		}
		if at, isArr := p.Elem.(ir.ArrayType); ok && p.Space == ir.SpaceGeneric && g.Immutable && isArr && at.Elem == ir.I8 {
			// A CUDA string literal (printf's format and %s arguments).
			info.g = imp.m.NewGlobal(name, p.Elem, ir.SpaceConstant)
			info.g.Init = b
			info.g.Pos = ir.Pos{File: imp.file}
			info.generic = true
			return
		}
		if !ok || (p.Space != ir.SpaceGlobal && p.Space != ir.SpaceConstant) {
			info.err = fmt.Sprintf("global @%s has an initializer simtc cannot hold (only integer and float data in global or constant memory)", name)
			return
		}
		init = b
	}
	info.g = imp.m.NewGlobal(name, p.Elem, p.Space)
	info.g.Init = init
	info.g.Pos = ir.Pos{File: imp.file} // LLVM IR gives globals no line
}

// initBytes lays out the constant c of simtc type t as little-endian bytes:
// integers, floats, null pointers, zeros and undef, and arrays of them.
func initBytes(c constant.Constant, t ir.Type) ([]byte, bool) {
	size := ir.SizeOf(t)
	if size <= 0 || size > 1<<26 {
		return nil, false
	}
	if isZeroConst(c) {
		return make([]byte, size), true
	}
	switch c := c.(type) {
	case *constant.Int:
		var v uint64
		if c.X.Sign() < 0 {
			v = uint64(c.X.Int64())
		} else {
			v = c.X.Uint64()
		}
		b := make([]byte, 8)
		binary.LittleEndian.PutUint64(b, v)
		return b[:size], ir.IsInt(t)
	case *constant.Float:
		if c.X == nil || !ir.IsFloat(t) {
			return nil, false
		}
		f, _ := c.X.Float64()
		if c.NaN {
			f = math.NaN()
		}
		b := make([]byte, 8)
		if ir.Bits(t) == 32 {
			binary.LittleEndian.PutUint32(b, math.Float32bits(float32(f)))
		} else {
			binary.LittleEndian.PutUint64(b, math.Float64bits(f))
		}
		return b[:size], true
	case *constant.Struct:
		b, ok := structBytes(c)
		return b, ok && int64(len(b)) == size
	case *constant.CharArray:
		if int64(len(c.X)) != size {
			return nil, false
		}
		return append([]byte(nil), c.X...), true
	case *constant.Array:
		at, ok := t.(ir.ArrayType)
		if !ok || int64(len(c.Elems)) != at.Len {
			return nil, false
		}
		out := make([]byte, 0, size)
		for _, e := range c.Elems {
			b, ok := initBytes(e, at.Elem)
			if !ok {
				return nil, false
			}
			out = append(out, b...)
		}
		return out, true
	}
	return nil, false
}

// isZeroConst reports whether c is undef, poison or all zeros.
func isZeroConst(c constant.Constant) bool {
	switch c := c.(type) {
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer, *constant.Null:
		return true
	case *constant.Int:
		return c.X.Sign() == 0
	case *constant.Float:
		return !c.NaN && c.X != nil && c.X.Sign() == 0 && !c.X.Signbit()
	case *constant.Array:
		for _, e := range c.Elems {
			if !isZeroConst(e) {
				return false
			}
		}
		return true
	case *constant.CharArray:
		for _, b := range c.X {
			if b != 0 {
				return false
			}
		}
		return true
	}
	return false
}

// paramSlot says where an LLVM parameter went among the IR parameters:
// n parameters from first on, one per lane for a wide vector (lanes).
type paramSlot struct {
	first, n int
	lanes    bool
}

// sigInfo is how a function's LLVM signature maps onto its IR one: the
// slot of every parameter, and for a function returning a vector of more
// than 8 bytes the index of the hidden parameter its result is stored
// through (-1 when there is none). See vecabi.go.
type sigInfo struct {
	slots  []paramSlot
	retOut int
}

// signature creates the simtc function for the definition lf. Nothing is
// added to the module when it fails.
func (imp *importer) signature(lf *llir.Func, kernel bool) *ir.Error {
	name := valueName(lf)
	pos := imp.funcPos(lf)
	if lf.Sig.Variadic {
		return ir.Errorf(pos, "unsupported variadic function %s", name)
	}
	type param struct {
		name    string
		t       ir.Type
		noalias bool
	}
	var params []param
	info := &sigInfo{retOut: -1}
	argNames := kernelArgNames(lf)
	for k, p := range lf.Params {
		pname := localName(p.LocalIdent)
		if p.LocalIdent.IsUnnamed() && k < len(argNames) && argNames[k] != "" {
			pname = argNames[k]
		}
		if pt, ok := p.Typ.(*types.PointerType); ok {
			if st, ok := pt.ElemType.(*types.StructType); ok && isImage(st) {
				return ir.Errorf(pos, "parameter %d (%%%s) of function %s is an OpenCL image (%s): images are not simulated", k, pname, name, structName(st))
			}
		}
		if isAggregate(p.Typ) && !kernel {
			// An aggregate passed by value: one parameter per leaf
			// (aggregates.go).
			ls, err := leavesOf(p.Typ, 0, nil)
			var ts []ir.Type
			for _, lf := range ls {
				t, terr := imp.tgt.typ(lf.t)
				if terr != nil || !ir.IsFirstClass(t) {
					err = fmt.Errorf("unsupported aggregate %s", p.Typ)
					break
				}
				ts = append(ts, t)
			}
			if err != nil {
				return ir.Errorf(pos, "parameter %d of function %s has %v", k, name, err)
			}
			info.slots = append(info.slots, paramSlot{first: len(params), n: len(ts), lanes: true})
			for j, t := range ts {
				params = append(params, param{name: fmt.Sprintf("%s.%d", pname, j), t: t})
			}
			continue
		}
		t, err := imp.tgt.typ(p.Typ)
		if vt := vectorOf(p.Typ); vt != nil {
			t, err = vecABIType(vt) // see vecabi.go
			if err != nil && kernel && !vt.Scalable {
				// A kernel's wide vector parameter (float4 gain) comes
				// from a launch buffer, as a byval struct does.
				if et, eerr := imp.tgt.typ(vt.ElemType); eerr == nil && ir.IsFirstClass(et) && narrowBits(vt.ElemType) == 0 {
					t, err = ir.PtrTo(ir.ArrayOf(int64(vt.Len), et), ir.SpaceGlobal), nil
				}
			}
			if err != nil && !kernel && !vt.Scalable {
				// A wide vector parameter of a device function: one
				// parameter per lane.
				et, eerr := imp.tgt.typ(vt.ElemType)
				if eerr == nil && ir.IsFirstClass(et) && narrowBits(vt.ElemType) == 0 {
					info.slots = append(info.slots, paramSlot{first: len(params), n: int(vt.Len), lanes: true})
					for j := 0; j < int(vt.Len); j++ {
						params = append(params, param{name: fmt.Sprintf("%s.%d", pname, j), t: et})
					}
					continue
				}
			}
		}
		if err == nil && isByvalKernelParam(p, kernel) {
			// The launch passes a struct by value as a buffer; the kernel
			// copies it (byvalParams).
			t = ir.PtrTo(t.(ir.PtrType).Elem, ir.SpaceGlobal)
		}
		if err != nil {
			return ir.Errorf(pos, "parameter %d of function %s has %v", k, name, err)
		}
		info.slots = append(info.slots, paramSlot{first: len(params), n: 1})
		pr := param{name: pname, t: t}
		for _, a := range p.Attrs {
			if a == enum.ParamAttrNoAlias {
				pr.noalias = true
			}
		}
		params = append(params, pr)
	}
	ret, err := imp.tgt.typ(lf.Sig.RetType)
	if vt := vectorOf(lf.Sig.RetType); vt != nil {
		ret, err = vecABIType(vt)
		if err != nil && !kernel && !vt.Scalable {
			// A wide vector result: stored through a hidden pointer to
			// the caller's private array of lanes.
			et, eerr := imp.tgt.typ(vt.ElemType)
			if eerr == nil && ir.IsFirstClass(et) && narrowBits(vt.ElemType) == 0 {
				info.retOut = len(params)
				params = append(params, param{name: "ret.out", t: ir.PtrTo(ir.ArrayOf(int64(vt.Len), et), ir.SpacePrivate)})
				ret, err = ir.Void, nil
			}
		}
	}
	if isAggregate(lf.Sig.RetType) && err == nil {
		// An aggregate result: stored through a hidden pointer to the
		// caller's private copy (aggregates.go).
		if _, lerr := leavesOf(lf.Sig.RetType, 0, nil); lerr == nil {
			info.retOut = len(params)
			params = append(params, param{name: "ret.out", t: ir.PtrTo(ret, ir.SpacePrivate)})
			ret = ir.Void
		}
	}
	if err != nil {
		return ir.Errorf(pos, "function %s returns %v", name, err)
	}
	f := imp.m.NewFunc(name, ret)
	f.Pos = pos
	for _, p := range params {
		fp := f.AddParam(p.name, p.t)
		fp.Pos = pos
		fp.NoAlias = p.noalias
	}
	imp.funcs[lf] = f
	imp.sigs[lf] = info
	return nil
}

// kernelArgNames returns the source names of an OpenCL kernel's
// parameters from its !kernel_arg_name metadata (clang -cl-kernel-arg-info),
// or nil. Optimised clang output leaves parameters unnamed; these names let
// launch arguments bind by name.
func kernelArgNames(lf *llir.Func) []string {
	for _, md := range lf.Metadata {
		if md.Name != "kernel_arg_name" {
			continue
		}
		tup, ok := md.Node.(*metadata.Tuple)
		if !ok {
			return nil
		}
		names := make([]string, len(tup.Fields))
		for k, fld := range tup.Fields {
			if s, ok := fld.(*metadata.String); ok {
				names[k] = s.Value
			}
		}
		return names
	}
	return nil
}

// reqdWorkGroupSize returns a kernel's !reqd_work_group_size !{i32 X, i32
// Y, i32 Z} (OpenCL's reqd_work_group_size attribute), or zeros.
func reqdWorkGroupSize(lf *llir.Func) [3]int {
	var r [3]int
	for _, md := range lf.Metadata {
		if md.Name != "reqd_work_group_size" {
			continue
		}
		tup, ok := md.Node.(*metadata.Tuple)
		if !ok || len(tup.Fields) != 3 {
			return [3]int{}
		}
		for k, fld := range tup.Fields {
			c, ok := fld.(*constant.Int)
			if v, isValue := fld.(*metadata.Value); isValue {
				c, ok = v.Value.(*constant.Int)
			}
			if !ok || !c.X.IsInt64() || c.X.Int64() < 1 || c.X.Int64() > 1<<31 {
				return [3]int{}
			}
			r[k] = int(c.X.Int64())
		}
	}
	return r
}

// localName is the simtc name of an LLVM local: its name, or its number for
// unnamed values and blocks (%5 → "5").
func localName(id llir.LocalIdent) string {
	if id.IsUnnamed() {
		return strconv.FormatInt(id.LocalID, 10)
	}
	return id.LocalName
}

// kernelSet returns the kernels: the functions opts.Kernels names when
// given (by symbol or by a demangled name, KernelNames), else those with the spir_kernel or ptx_kernel calling convention
// or a "kernel" entry in !nvvm.annotations.
func (imp *importer) kernelSet(opts Options) (map[*llir.Func]bool, error) {
	ks := make(map[*llir.Func]bool)
	if len(opts.Kernels) > 0 {
		for _, k := range opts.Kernels {
			found := false
			var defined []string
			for _, lf := range imp.llm.Funcs {
				if len(lf.Blocks) == 0 {
					continue
				}
				names := KernelNames(valueName(lf))
				defined = append(defined, names[len(names)-1])
				if slices.Contains(names, k) {
					ks[lf], found = true, true
				}
			}
			if !found {
				return nil, ir.Errorf(ir.Pos{File: imp.file}, "--kernel %s: no function %s is defined in the module (defined: %s)", k, k, strings.Join(defined, ", "))
			}
		}
		return ks, nil
	}
	for _, lf := range imp.llm.Funcs {
		if len(lf.Blocks) > 0 && (lf.CallingConv == enum.CallingConvSPIRKernel || lf.CallingConv == enum.CallingConvPTXKernel) {
			ks[lf] = true
		}
	}
	if nd := imp.llm.NamedMetadataDefs["nvvm.annotations"]; nd != nil {
		for _, n := range nd.Nodes {
			t, ok := n.(*metadata.Tuple)
			if !ok || len(t.Fields) < 3 {
				continue
			}
			lf, ok1 := t.Fields[0].(*llir.Func)
			s, ok2 := t.Fields[1].(*metadata.String)
			v, ok3 := t.Fields[2].(*constant.Int)
			if ok1 && ok2 && ok3 && s.Value == "kernel" && v.X.Cmp(big.NewInt(0)) != 0 && len(lf.Blocks) > 0 {
				ks[lf] = true
			}
		}
	}
	return ks, nil
}

// used returns the defined functions the kernels use: the kernels and what
// they call, directly or through other functions (refs, indexed as
// imp.llm.Funcs: see refsOf). Without kernels every defined function
// counts as used.
func (imp *importer) used(kernels map[*llir.Func]bool, refs [][]*llir.Func) map[*llir.Func]bool {
	used := make(map[*llir.Func]bool)
	if len(kernels) == 0 {
		for _, lf := range imp.llm.Funcs {
			if len(lf.Blocks) > 0 {
				used[lf] = true
			}
		}
		return used
	}
	index := make(map[*llir.Func]int, len(imp.llm.Funcs))
	for k, lf := range imp.llm.Funcs {
		index[lf] = k
	}
	var work []*llir.Func
	for _, lf := range imp.llm.Funcs {
		if kernels[lf] {
			used[lf] = true
			work = append(work, lf)
		}
	}
	for len(work) > 0 {
		lf := work[len(work)-1]
		work = work[:len(work)-1]
		for _, g := range refs[index[lf]] {
			if !used[g] {
				used[g] = true
				work = append(work, g)
			}
		}
	}
	return used
}

// refsOf returns the defined functions lf's calls refer to, as callee or
// argument.
func refsOf(lf *llir.Func, defined map[*llir.Func]bool) []*llir.Func {
	var out []*llir.Func
	for _, b := range lf.Blocks {
		for _, inst := range b.Insts {
			c, ok := inst.(*llir.InstCall)
			if !ok {
				continue
			}
			if g, ok := unwrapArg(c.Callee).(*llir.Func); ok && defined[g] {
				out = append(out, g)
			}
			for _, v := range c.Args {
				if g, ok := unwrapArg(v).(*llir.Func); ok && defined[g] {
					out = append(out, g)
				}
			}
		}
	}
	return out
}
