package isa

import (
	"fmt"
	"sort"
)

// Object is the contents of a .simt object file: code plus the tables the
// simulator, objdump and the reconvergence mechanisms need. The tables keyed
// by PC are sorted by PC, Kernels by name, so an Object has one encoding;
// Sort puts a freshly built Object in that order.
type Object struct {
	// Mech names the reconvergence mechanism the code's annotations were
	// generated for ("" when the code is not specialized), so a simulator
	// can refuse code built for another mechanism.
	Mech string
	// Layout names the block layout the code was emitted in (Layout's
	// String: "rpo" or "priority"), "" when not recorded (hand-made
	// code). Mechanisms compared on one binary run one layout; a run
	// report says which.
	Layout string

	// Code holds the instructions; Code[i] is at PC i*InstSize.
	Code []Inst

	Symbols  []Symbol     // functions, sorted by PC, not overlapping
	Kernels  []Kernel     // entry points, sorted by Name
	Globals  []Global     // global variables, in gaddr index order
	Blocks   []Block      // basic blocks, sorted by PC (optional)
	Branches []BranchInfo // branch metadata, sorted by PC
	Lines    []Line       // line table, sorted by PC
	// Printfs are the formats of the printf instructions (printf [a], #N
	// prints Printfs[N]); an object with none is written in format
	// version 2, byte for byte as before printf existed.
	Printfs []Printf
}

// Printf is a printf call's format and the types of its arguments: the
// instruction reads argument k from the thread's private memory at a+8k,
// Args[k] bytes of it (an integer, a float, or an i64 pointer for %s and
// %p), as the format (internal/cfmt) converts them.
type Printf struct {
	Format string
	Args   []Type
}

// MaxPrintfArgs bounds the arguments of one printf.
const MaxPrintfArgs = 256

// Symbol names the function whose code is [PC, PC+Size).
type Symbol struct {
	Name string
	PC   uint32
	Size uint32 // bytes, a positive multiple of InstSize
}

// Kernel is an entry point.
type Kernel struct {
	Name string
	PC   uint32 // first instruction
	// Params lists the parameters in declaration order, at increasing
	// offsets in the parameter block.
	Params []Param
	// ParamSize is the size in bytes of the parameter block that
	// ld.param reads.
	ParamSize uint32
	// NumRegs is the number of general registers the kernel uses,
	// callees included: r0 … r(NumRegs-1). At most MaxRegs.
	NumRegs int
	// SharedSize is the static shared memory per block, in bytes; dynamic
	// shared memory for shared-pointer parameters comes after it.
	SharedSize uint32
	// PrivateSize is the static private memory per thread, in bytes (a
	// multiple of 8): private addresses [0, PrivateSize).
	PrivateSize uint32
	// StackSize is the call stack per thread, in bytes (a multiple of 8),
	// above the static private memory; the stack pointer starts at
	// PrivateSize+StackSize and grows down.
	StackSize uint32
}

// ParamKind says whether a parameter is a scalar or a pointer.
type ParamKind uint8

// The parameter kinds.
const (
	ParamScalar ParamKind = iota + 1
	ParamPointer
)

func (k ParamKind) String() string {
	switch k {
	case ParamScalar:
		return "scalar"
	case ParamPointer:
		return "pointer"
	}
	return fmt.Sprintf("paramkind%d", uint8(k))
}

// Param is a kernel parameter. It occupies [Offset, Offset+Size) in the
// parameter block, little-endian; Offset is a multiple of Size.
type Param struct {
	Name string
	Kind ParamKind
	// Type is the scalar's type, or the pointer's element type (TypeNone
	// when the pointee is not a scalar, e.g. a struct or void).
	Type Type
	// Space is the pointer's address space: global, const, shared (a
	// dynamically sized shared buffer, whose size the launch gives) or
	// generic. SpaceNone for scalars.
	Space Space
	// Size is the size of the value in the parameter block: Type.Size()
	// for scalars, 8 for pointers.
	Size   uint32
	Offset uint32
}

// Global is a global variable, addressed with gaddr by its index in
// Object.Globals.
type Global struct {
	Name  string
	Space Space  // SpaceGlobal or SpaceConst
	Size  uint64 // bytes, 1 … 1<<32
	Align uint32 // a power of two, at most 4096
	Init  []byte // initial contents: empty (all zero) or Size bytes
}

// NoPriority is the Priority of a block without a thread-frontier priority.
const NoPriority = -1

// Block is a basic block: from PC up to the next block's PC.
type Block struct {
	PC   uint32
	Name string // the IR block name
	// Priority is the thread-frontier scheduling priority (0 is the
	// highest), NoPriority when none was computed. TF mechanisms take the
	// priority of a PC from the block containing it; without priorities
	// they use the PC itself (layout in priority order).
	Priority int32
	// Join marks a join point: the block is in the thread frontier of a
	// predecessor that branches or falls into it (Diamos et al. 2011,
	// Sec. 4.1), so a warp whose PC enters the block checks for
	// re-convergence with the threads waiting there before the block's
	// first instruction issues. The check is a comparison of PCs (the
	// paper's single comparator against the first stack entry, Sec.
	// 5.2), not an instruction: it takes no issue slot, and the
	// mechanisms that make it count it as a statistic of their own.
	Join bool
}

// BranchInfo is the metadata of the branch instruction (bra, cbra or brx)
// at PC. The branch's reconvergence PC is in the instruction (Inst.RPC).
type BranchInfo struct {
	PC uint32
	// Frontier is the thread frontier of the branch's block: the PCs of
	// the blocks where disabled threads of the warp may wait while the
	// branch executes (sorted, no duplicates). Required for a conservative
	// branch (FlagCons).
	Frontier []uint32
	// Targets lists the possible targets of a brx (sorted, no duplicates,
	// at least one); empty for bra and cbra.
	Targets []uint32
}

// Line maps the code from PC up to the next entry's PC (or the end of the
// code) to a source position. Line 0 means unknown; Col 0 means the column
// is unknown.
type Line struct {
	PC   uint32
	File string
	Line uint32
	Col  uint32
}

func (l Line) String() string {
	file := l.File
	if file == "" {
		file = "-"
	}
	switch {
	case l.Line == 0:
		return file
	case l.Col == 0:
		return fmt.Sprintf("%s:%d", file, l.Line)
	}
	return fmt.Sprintf("%s:%d:%d", file, l.Line, l.Col)
}

// CodeSize returns the size of the code in bytes: the first PC past the end.
func (o *Object) CodeSize() uint32 { return uint32(len(o.Code)) * InstSize }

// InstAt returns the instruction at pc.
func (o *Object) InstAt(pc uint32) (Inst, bool) {
	if pc%InstSize != 0 || uint64(pc) >= uint64(len(o.Code))*InstSize {
		return Inst{}, false
	}
	return o.Code[pc/InstSize], true
}

// Kernel returns the kernel named name.
func (o *Object) Kernel(name string) (*Kernel, bool) {
	i := sort.Search(len(o.Kernels), func(i int) bool { return o.Kernels[i].Name >= name })
	if i < len(o.Kernels) && o.Kernels[i].Name == name {
		return &o.Kernels[i], true
	}
	return nil, false
}

// SymbolAt returns the function containing pc.
func (o *Object) SymbolAt(pc uint32) (*Symbol, bool) {
	i := sort.Search(len(o.Symbols), func(i int) bool { return o.Symbols[i].PC > pc }) - 1
	if i >= 0 && uint64(pc) < uint64(o.Symbols[i].PC)+uint64(o.Symbols[i].Size) {
		return &o.Symbols[i], true
	}
	return nil, false
}

// BlockAt returns the basic block containing pc.
func (o *Object) BlockAt(pc uint32) (*Block, bool) {
	i := sort.Search(len(o.Blocks), func(i int) bool { return o.Blocks[i].PC > pc }) - 1
	if i >= 0 && pc < o.CodeSize() {
		return &o.Blocks[i], true
	}
	return nil, false
}

// Priority returns the thread-frontier priority of the block containing pc,
// or NoPriority.
func (o *Object) Priority(pc uint32) int32 {
	if b, ok := o.BlockAt(pc); ok {
		return b.Priority
	}
	return NoPriority
}

// BranchAt returns the metadata of the branch at pc.
func (o *Object) BranchAt(pc uint32) (*BranchInfo, bool) {
	i := sort.Search(len(o.Branches), func(i int) bool { return o.Branches[i].PC >= pc })
	if i < len(o.Branches) && o.Branches[i].PC == pc {
		return &o.Branches[i], true
	}
	return nil, false
}

// LineAt returns the source position of the instruction at pc; ok is false
// when the line table says nothing or Line is 0 there.
func (o *Object) LineAt(pc uint32) (l Line, ok bool) {
	i := sort.Search(len(o.Lines), func(i int) bool { return o.Lines[i].PC > pc }) - 1
	if i < 0 || pc >= o.CodeSize() || o.Lines[i].Line == 0 {
		return Line{}, false
	}
	return o.Lines[i], true
}

// Sort puts the tables in their canonical order: Symbols, Blocks, Branches
// and Lines by PC, Kernels by name, and each branch's Frontier and Targets
// ascending without duplicates. Globals and Params keep their order (gaddr
// indexes and parameter offsets refer to it). Validate still reports
// duplicates that sorting cannot resolve (two symbols at one PC, say).
func (o *Object) Sort() {
	sort.SliceStable(o.Symbols, func(i, j int) bool { return o.Symbols[i].PC < o.Symbols[j].PC })
	sort.SliceStable(o.Kernels, func(i, j int) bool { return o.Kernels[i].Name < o.Kernels[j].Name })
	sort.SliceStable(o.Blocks, func(i, j int) bool { return o.Blocks[i].PC < o.Blocks[j].PC })
	sort.SliceStable(o.Branches, func(i, j int) bool { return o.Branches[i].PC < o.Branches[j].PC })
	sort.SliceStable(o.Lines, func(i, j int) bool { return o.Lines[i].PC < o.Lines[j].PC })
	for i := range o.Branches {
		o.Branches[i].Frontier = sortedSet(o.Branches[i].Frontier)
		o.Branches[i].Targets = sortedSet(o.Branches[i].Targets)
	}
}

func sortedSet(s []uint32) []uint32 {
	if len(s) == 0 {
		return s
	}
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	out := s[:1]
	for _, x := range s[1:] {
		if x != out[len(out)-1] {
			out = append(out, x)
		}
	}
	return out
}
