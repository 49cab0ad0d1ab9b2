package isa

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/simtc/simtc/internal/cfmt"
)

// Error is a problem in an object file or an Object: where it is and what is
// wrong.
type Error struct {
	// Off is the byte offset in the file of the bad field or record, or -1
	// when the problem was found in an Object (Validate, Write).
	Off   int64
	Where string // the table and record, e.g. "code pc 0x30" or "kernel k param n"
	Msg   string
}

func (e *Error) Error() string {
	var sb strings.Builder
	sb.WriteString("simt: ")
	if e.Off >= 0 {
		fmt.Fprintf(&sb, "byte %d (%#x): ", e.Off, e.Off)
	}
	if e.Where != "" {
		sb.WriteString(e.Where + ": ")
	}
	sb.WriteString(e.Msg)
	return sb.String()
}

// ErrorList is several problems, in the order found.
type ErrorList []*Error

func (l ErrorList) Error() string {
	var sb strings.Builder
	for i, e := range l {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(e.Error())
	}
	return sb.String()
}

// Err returns nil for an empty list, the single error for a list of one, and
// the list otherwise.
func (l ErrorList) Err() error {
	switch len(l) {
	case 0:
		return nil
	case 1:
		return l[0]
	}
	return l
}

// maxErrors bounds the problems one check reports.
const maxErrors = 20

// locs are the file offsets of the records of an object being read, so that
// consistency errors can name a byte offset. A nil *locs gives -1 everywhere.
type locs struct {
	code                                 int64
	sym, kern, glob, block, branch, line []int64
	printf                               []int64
	param                                [][]int64
}

func at(s []int64, i int) int64 {
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return -1
}

func (l *locs) codeAt(pc uint32) int64 {
	if l == nil {
		return -1
	}
	return l.code + int64(pc)
}

func (l *locs) get(f func(*locs) []int64, i int) int64 {
	if l == nil {
		return -1
	}
	return at(f(l), i)
}

func (l *locs) paramAt(k, j int) int64 {
	if l == nil || k >= len(l.param) {
		return -1
	}
	return at(l.param[k], j)
}

type checker struct {
	o    *Object
	l    *locs
	errs ErrorList
}

func (c *checker) add(off int64, where, format string, args ...any) {
	if len(c.errs) < maxErrors {
		c.errs = append(c.errs, &Error{Off: off, Where: where, Msg: fmt.Sprintf(format, args...)})
	}
}

func (c *checker) full() bool { return len(c.errs) >= maxErrors }

// Validate checks o for everything Read checks in a file: valid
// instructions, targets inside the code, call targets at function entries,
// registers below each kernel's NumRegs on every path from its entry, sorted
// and consistent tables. It reports up to 20 problems.
func (o *Object) Validate() error { return o.check(nil) }

func (o *Object) check(l *locs) error {
	c := &checker{o: o, l: l}
	c.checkCode()
	c.checkSymbols()
	c.checkKernels()
	c.checkGlobals()
	c.checkLayout()
	c.checkBlocks()
	c.checkBranches()
	c.checkLines()
	c.checkPrintfs()
	return c.errs.Err()
}

func (c *checker) inCode(pc uint32) bool {
	return pc%InstSize == 0 && uint64(pc) < uint64(len(c.o.Code))*InstSize
}

func (c *checker) checkCode() {
	o := c.o
	if len(o.Code) > MaxCode {
		c.add(-1, "code", "%d instructions, at most %d allowed", len(o.Code), MaxCode)
		return
	}
	entries := make(map[uint32]bool, len(o.Symbols))
	for _, s := range o.Symbols {
		entries[s.PC] = true
	}
	size := o.CodeSize()
	for i, in := range o.Code {
		if c.full() {
			return
		}
		pc := uint32(i) * InstSize
		off := c.l.codeAt(pc)
		where := func() string { return fmt.Sprintf("code pc %#x", pc) }
		if err := in.Validate(); err != nil {
			c.add(off, where(), "%v", err)
			continue
		}
		if in.Op.HasTarget() && !c.inCode(in.Target) {
			c.add(off, where(), "%s target %#x outside the code (%#x bytes)", in.Op, in.Target, size)
		} else if in.Op == OpCall && !entries[in.Target] {
			c.add(off, where(), "call target %#x is not the entry of a function in the symbol table", in.Target)
		}
		if in.Op.HasRPC() && in.RPC != NoPC && !c.inCode(in.RPC) {
			c.add(off, where(), "reconvergence PC %#x outside the code (%#x bytes)", in.RPC, size)
		}
		if in.Op == OpPrintf && in.Imm >= int64(len(o.Printfs)) {
			c.add(off, where(), "printf of format %d, but there are %d formats", in.Imm, len(o.Printfs))
		}
		if in.Op == OpGAddr && in.Imm >= int64(len(o.Globals)) {
			c.add(off, where(), "gaddr of global %d, but there are %d globals", in.Imm, len(o.Globals))
		}
		if in.Flags&FlagCons != 0 {
			if b, ok := o.BranchAt(pc); !ok || len(b.Frontier) == 0 {
				c.add(off, where(), "conservative branch without a thread frontier in the branch metadata")
			}
		}
		if in.Op == OpBrx {
			if b, ok := o.BranchAt(pc); !ok || len(b.Targets) == 0 {
				c.add(off, where(), "brx without a target list in the branch metadata")
			}
		}
	}
}

func checkName(name string) string {
	switch {
	case name == "":
		return "empty name"
	case !utf8.ValidString(name):
		return fmt.Sprintf("name %q is not valid UTF-8", name)
	}
	return ""
}

func (c *checker) checkSymbols() {
	names := make(map[string]bool, len(c.o.Symbols))
	var end uint64
	for i, s := range c.o.Symbols {
		off := c.l.get(func(l *locs) []int64 { return l.sym }, i)
		where := fmt.Sprintf("symbol %d (%q)", i, s.Name)
		if msg := checkName(s.Name); msg != "" {
			c.add(off, where, "%s", msg)
		} else if names[s.Name] {
			c.add(off, where, "duplicate symbol name")
		}
		names[s.Name] = true
		switch {
		case !c.inCode(s.PC):
			c.add(off, where, "PC %#x outside the code (%#x bytes)", s.PC, c.o.CodeSize())
		case s.Size == 0 || s.Size%InstSize != 0:
			c.add(off, where, "size %d is not a positive multiple of %d", s.Size, InstSize)
		case uint64(s.PC)+uint64(s.Size) > uint64(c.o.CodeSize()):
			c.add(off, where, "extends past the end of the code (%#x+%#x > %#x)", s.PC, s.Size, c.o.CodeSize())
		case i > 0 && uint64(s.PC) < end:
			c.add(off, where, "PC %#x overlaps or precedes the previous symbol (ends at %#x); symbols must be sorted by PC", s.PC, end)
		}
		end = uint64(s.PC) + uint64(s.Size)
	}
}

func (c *checker) checkKernels() {
	for i := range c.o.Kernels {
		if c.full() {
			return
		}
		k := &c.o.Kernels[i]
		off := c.l.get(func(l *locs) []int64 { return l.kern }, i)
		where := fmt.Sprintf("kernel %q", k.Name)
		if msg := checkName(k.Name); msg != "" {
			c.add(off, where, "%s", msg)
		}
		if i > 0 && k.Name <= c.o.Kernels[i-1].Name {
			c.add(off, where, "kernels not sorted by name or duplicate name (after %q)", c.o.Kernels[i-1].Name)
		}
		if !c.inCode(k.PC) {
			c.add(off, where, "entry PC %#x outside the code (%#x bytes)", k.PC, c.o.CodeSize())
		}
		if k.NumRegs < 0 || k.NumRegs > MaxRegs {
			c.add(off, where, "register count %d out of range [0, %d]", k.NumRegs, MaxRegs)
		}
		if k.PrivateSize%8 != 0 || k.StackSize%8 != 0 {
			c.add(off, where, "private size %d and stack size %d must be multiples of 8", k.PrivateSize, k.StackSize)
		}
		c.checkParams(i, k)
	}
	c.checkRegs()
}

func (c *checker) checkParams(ki int, k *Kernel) {
	names := make(map[string]bool, len(k.Params))
	var end uint64
	for j, p := range k.Params {
		off := c.l.paramAt(ki, j)
		where := fmt.Sprintf("kernel %q param %d (%q)", k.Name, j, p.Name)
		if msg := checkName(p.Name); msg != "" {
			c.add(off, where, "%s", msg)
		} else if names[p.Name] {
			c.add(off, where, "duplicate parameter name")
		}
		names[p.Name] = true
		switch p.Kind {
		case ParamScalar:
			if !p.Type.Valid() {
				c.add(off, where, "scalar parameter has no type")
			} else if p.Size != uint32(p.Type.Size()) {
				c.add(off, where, "size %d, but a %s is %d bytes", p.Size, p.Type, p.Type.Size())
			}
			if p.Space != SpaceNone {
				c.add(off, where, "scalar parameter with address space %s", p.Space)
			}
		case ParamPointer:
			if p.Type >= numTypes {
				c.add(off, where, "invalid element type %d", uint8(p.Type))
			}
			switch p.Space {
			case SpaceGlobal, SpaceConst, SpaceShared, SpaceGeneric:
			default:
				c.add(off, where, "pointer parameter in address space %s (want global, const, shared or generic)", p.Space)
			}
			if p.Size != 8 {
				c.add(off, where, "pointer parameter of size %d, want 8", p.Size)
			}
		default:
			c.add(off, where, "invalid parameter kind %d", uint8(p.Kind))
			continue
		}
		switch {
		case p.Size == 0 || p.Offset%p.Size != 0:
			c.add(off, where, "offset %d is not aligned to the size %d", p.Offset, p.Size)
		case uint64(p.Offset) < end:
			c.add(off, where, "offset %d overlaps the previous parameter (ends at %d)", p.Offset, end)
		case uint64(p.Offset)+uint64(p.Size) > uint64(k.ParamSize):
			c.add(off, where, "[%d, %d) extends past the parameter block (%d bytes)", p.Offset, uint64(p.Offset)+uint64(p.Size), k.ParamSize)
		}
		end = uint64(p.Offset) + uint64(p.Size)
	}
}

// checkRegs walks every instruction reachable from each kernel's entry
// (through fall-through, branch, brx and call edges) and checks its registers
// against the kernel's NumRegs, and that execution cannot run off the end of
// the code. Kernels are walked in increasing NumRegs order sharing one visited
// set: an instruction a kernel with fewer registers already checked needs no
// check for one with more, so the walk is linear in the code size however
// many kernels there are.
func (c *checker) checkRegs() {
	o := c.o
	order := make([]int, 0, len(o.Kernels))
	for i, k := range o.Kernels {
		if c.inCode(k.PC) && k.NumRegs >= 0 && k.NumRegs <= MaxRegs {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return o.Kernels[order[i]].NumRegs < o.Kernels[order[j]].NumRegs })
	seen := make([]bool, len(o.Code))
	var work []uint32
	push := func(pc uint32) {
		if c.inCode(pc) && !seen[pc/InstSize] {
			seen[pc/InstSize] = true
			work = append(work, pc/InstSize)
		}
	}
	for _, ki := range order {
		k := &o.Kernels[ki]
		push(k.PC)
		for len(work) > 0 && !c.full() {
			i := work[len(work)-1]
			work = work[:len(work)-1]
			in := o.Code[i]
			pc := i * InstSize
			where := func() string { return fmt.Sprintf("code pc %#x", pc) }
			if r := in.MaxReg(); r >= k.NumRegs {
				c.add(c.l.codeAt(pc), where(), "%s uses r%d, but kernel %q (which reaches it) has %d registers", in, r, k.Name, k.NumRegs)
			}
			switch in.Op {
			case OpBra, OpCBra, OpCall, OpSSY:
				push(in.Target)
			case OpBrx:
				if b, ok := o.BranchAt(pc); ok {
					for _, t := range b.Targets {
						push(t)
					}
				}
			}
			if in.Op.EndsFlow() {
				continue
			}
			if int(i)+1 >= len(o.Code) {
				c.add(c.l.codeAt(pc), where(), "execution of kernel %q can run past the end of the code", k.Name)
				continue
			}
			push(pc + InstSize)
		}
		work = work[:0]
	}
}

func (c *checker) checkGlobals() {
	names := make(map[string]bool, len(c.o.Globals))
	for i, g := range c.o.Globals {
		off := c.l.get(func(l *locs) []int64 { return l.glob }, i)
		where := fmt.Sprintf("global %d (%q)", i, g.Name)
		if msg := checkName(g.Name); msg != "" {
			c.add(off, where, "%s", msg)
		} else if names[g.Name] {
			c.add(off, where, "duplicate global name")
		}
		names[g.Name] = true
		if g.Space != SpaceGlobal && g.Space != SpaceConst {
			c.add(off, where, "address space %s, want global or const", g.Space)
		}
		if g.Size == 0 || g.Size > 1<<32 {
			c.add(off, where, "size %d out of range [1, 1<<32]", g.Size)
		}
		if g.Align == 0 || g.Align&(g.Align-1) != 0 || g.Align > 4096 {
			c.add(off, where, "alignment %d is not a power of two up to 4096", g.Align)
		}
		if len(g.Init) != 0 && uint64(len(g.Init)) != g.Size {
			c.add(off, where, "initializer of %d bytes for a variable of %d bytes", len(g.Init), g.Size)
		}
	}
}

func (c *checker) checkBlocks() {
	for i, b := range c.o.Blocks {
		off := c.l.get(func(l *locs) []int64 { return l.block }, i)
		where := func() string { return fmt.Sprintf("block %d (%q)", i, b.Name) }
		if !utf8.ValidString(b.Name) {
			c.add(off, where(), "name is not valid UTF-8")
		}
		if !c.inCode(b.PC) {
			c.add(off, where(), "PC %#x outside the code (%#x bytes)", b.PC, c.o.CodeSize())
		}
		if i > 0 && b.PC <= c.o.Blocks[i-1].PC {
			c.add(off, where(), "PC %#x not after the previous block's %#x; blocks must be sorted by PC", b.PC, c.o.Blocks[i-1].PC)
		}
		if b.Priority < NoPriority {
			c.add(off, where(), "priority %d is negative", b.Priority)
		}
	}
}

// checkLayout checks that the recorded layout is one simtc knows.
func (c *checker) checkLayout() {
	if c.o.Layout == "" {
		return
	}
	if _, err := ParseLayout(c.o.Layout); err != nil {
		c.add(-1, "meta", "layout %q: %v", c.o.Layout, err)
	}
}

func (c *checker) checkBranches() {
	for i, b := range c.o.Branches {
		off := c.l.get(func(l *locs) []int64 { return l.branch }, i)
		where := func() string { return fmt.Sprintf("branch metadata %d (pc %#x)", i, b.PC) }
		if i > 0 && b.PC <= c.o.Branches[i-1].PC {
			c.add(off, where(), "not after the previous entry's pc %#x; entries must be sorted by PC", c.o.Branches[i-1].PC)
		}
		in, ok := c.o.InstAt(b.PC)
		switch {
		case !ok:
			c.add(off, where(), "PC outside the code (%#x bytes)", c.o.CodeSize())
		case !in.Op.IsBranch():
			c.add(off, where(), "instruction at this PC is %s, not a branch", in.Op)
		case in.Op != OpBrx && len(b.Targets) != 0:
			c.add(off, where(), "target list on a %s (only brx has one)", in.Op)
		}
		c.checkPCSet(off, where, "frontier", b.Frontier)
		c.checkPCSet(off, where, "brx target", b.Targets)
	}
}

func (c *checker) checkPCSet(off int64, where func() string, what string, pcs []uint32) {
	for j, pc := range pcs {
		if !c.inCode(pc) {
			c.add(off, where(), "%s PC %#x outside the code (%#x bytes)", what, pc, c.o.CodeSize())
		}
		if j > 0 && pc <= pcs[j-1] {
			c.add(off, where(), "%s PCs not sorted or duplicated (%#x after %#x)", what, pc, pcs[j-1])
		}
	}
}

func (c *checker) checkLines() {
	for i, l := range c.o.Lines {
		off := c.l.get(func(l *locs) []int64 { return l.line }, i)
		where := func() string { return fmt.Sprintf("line table entry %d (pc %#x)", i, l.PC) }
		if !c.inCode(l.PC) {
			c.add(off, where(), "PC outside the code (%#x bytes)", c.o.CodeSize())
		}
		if i > 0 && l.PC <= c.o.Lines[i-1].PC {
			c.add(off, where(), "not after the previous entry's pc %#x; entries must be sorted by PC", c.o.Lines[i-1].PC)
		}
		if !utf8.ValidString(l.File) {
			c.add(off, where(), "file name is not valid UTF-8")
		}
	}
}

// checkPrintfs checks the printf formats: each parses, and its argument
// types match what it converts (internal/cfmt): an integer type for an
// integer conversion, f32 or f64 for a float one, i64 for %s and %p.
func (c *checker) checkPrintfs() {
	for i, p := range c.o.Printfs {
		off := c.l.get(func(l *locs) []int64 { return l.printf }, i)
		where := fmt.Sprintf("printf %d", i)
		if len(p.Args) > MaxPrintfArgs {
			c.add(off, where, "%d arguments, at most %d", len(p.Args), MaxPrintfArgs)
			continue
		}
		f, err := cfmt.Parse(p.Format)
		if err != nil {
			c.add(off, where, "%v", err)
			continue
		}
		classes := f.Args()
		if len(p.Args) < len(classes) {
			c.add(off, where, "the format takes %d arguments, the table gives %d", len(classes), len(p.Args))
			continue
		}
		for k, t := range p.Args {
			ok := t.IsInt() && t != I1 || t.IsFloat()
			if k < len(classes) {
				switch classes[k] {
				case cfmt.Int:
					ok = t.IsInt() && t != I1
				case cfmt.Float:
					ok = t.IsFloat()
				case cfmt.String, cfmt.Ptr:
					ok = t == I64
				}
			}
			if !ok {
				c.add(off, where, "argument %d has type %s, not one the format converts there", k, t)
				break
			}
		}
	}
}
