package backend

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// vreg is a virtual register: a dense number within one function, or one of
// the markers below.
type vreg int32

const (
	noReg vreg = -1 // the operand field is unused
	rzReg vreg = -2 // the zero register rz
)

// minst is a machine instruction over virtual registers. Its isa.Inst has
// every field but the registers (and, for branches and calls, the PCs),
// which emission fills in. d is the only register an instruction defines;
// a, b and c are the registers it reads. It is kept small (64 bytes): a
// large function has millions; what only calls and ssy need is in x.
type minst struct {
	in      isa.Inst
	d       vreg
	a, b, c vreg
	pos     int32 // position: index in mfunc.poss
	isCopy  bool  // "mov.i64 d, a": a register copy, for coalescing

	// phys says d, a, b and c are machine registers already (code
	// inserted after register assignment: saves and restores around
	// calls).
	phys bool
	// frame adjusts Imm by the final frame size once it is known (+1 adds
	// it, -1 subtracts it): the prologue's and epilogue's spadd and the
	// accesses to the caller's argument area (func.go).
	frame int8

	// x is, for OpCall and OpSSY, 1 + the index of their mext in
	// mfunc.exts, else 0 (so that a minst holds no pointer, and the
	// garbage collector never scans the code).
	x int32
}

// mext is what a call or an ssy needs besides a minst.
type mext struct {
	callee *ir.Func // OpCall
	target *mblock  // OpSSY: the reconvergence block
	// OpCall: the argument area the call sequence reserved below the
	// caller's frame, the virtual registers live across the call (set by
	// allocate), and a colour free across it (a scratch register for the
	// save and restore code; device functions only).
	area    int64
	across  []vreg
	scratch int
}

// ext returns m's mext, nil for none.
func (mf *mfunc) ext(m *minst) *mext {
	if m.x == 0 {
		return nil
	}
	return &mf.exts[m.x-1]
}

// newExt adds x to mf.exts and returns its minst.x.
func (mf *mfunc) newExt(x mext) int32 {
	mf.exts = append(mf.exts, x)
	return int32(len(mf.exts))
}

// callee returns the function m calls, nil if m is not a call.
func (mf *mfunc) callee(m *minst) *ir.Func {
	if m.x == 0 {
		return nil
	}
	return mf.exts[m.x-1].callee
}

// target returns the reconvergence block of an ssy, nil for other
// instructions.
func (mf *mfunc) target(m *minst) *mblock {
	if m.x == 0 {
		return nil
	}
	return mf.exts[m.x-1].target
}

// mpos is an ir.Pos without pointers: its file is an index in a
// fileTable.
type mpos struct{ file, line, col int32 }

// fileTable numbers the file names of positions.
type fileTable struct {
	names []string
	index map[string]int32
	last  int32 // the index looked up last, -1 for none
}

func newFileTable() *fileTable { return &fileTable{index: make(map[string]int32), last: -1} }

// id returns the number of file name.
func (t *fileTable) id(name string) int32 {
	if t.last >= 0 && t.names[t.last] == name {
		return t.last
	}
	i, ok := t.index[name]
	if !ok {
		i = int32(len(t.names))
		t.names = append(t.names, name)
		t.index[name] = i
	}
	t.last = i
	return i
}

// mpos returns p as an mpos.
func (t *fileTable) mpos(p ir.Pos) mpos {
	return mpos{file: t.id(p.File), line: int32(p.Line), col: int32(p.Col)}
}

// termKind says how a machine block ends.
type termKind uint8

const (
	termNone termKind = iota
	termBr            // jump to succs[0] (dropped when it is the next block)
	termCBra          // @cond bra succs[0], else succs[1]
	termExit          // exit (kernel return)
	termRet           // ret (device function return)
	termTrap          // trap (unreachable)
)

// mblock is a machine basic block: a body and a terminator.
type mblock struct {
	name  string
	owner *ir.Block // the IR block it belongs to
	from  *ir.Block // edge blocks: the source of the edge (owner is its target)
	kind  mblockKind
	insts []minst

	term  termKind
	cond  vreg // termCBra
	neg   bool // termCBra: branch when cond is zero
	succs []*mblock
	pos   ir.Pos // the terminator's position

	// divergent marks a termCBra that may diverge: it gets the PC of the
	// owner's immediate post-dominator as its reconvergence PC.
	divergent bool
	// noInvert keeps the branch's sense (the compares of a switch chain
	// must fall through towards the default).
	noInvert bool
	// ownReconv says the branch reconverges at reconv (nil: the virtual
	// exit) rather than at the owner's immediate post-dominator (the case
	// tests of a switch chain).
	ownReconv bool
	reconv    *ir.Block

	// li is the block's index in mfunc.blocks during register
	// assignment (set by buildGraph).
	li int32

	// Emission.
	pc        uint32
	rpcTarget bool // some branch reconverges here: never leave it empty
}

// mblockKind says why a machine block exists.
type mblockKind uint8

const (
	blockMain  mblockKind = iota // the code of an IR block
	blockEdge                    // the phi copies of one CFG edge
	blockChain                   // a compare of a switch chain after the first
)

// mfunc is a function in machine form.
type mfunc struct {
	f      *ir.Func
	blocks []*mblock // in layout order after layout
	main   []*mblock // by IR block ID: the block's main machine block
	pre    [][]*mblock
	post   [][]*mblock
	nvregs int
	// poss holds the positions of the instructions (minst.pos), their
	// files numbered in files; exts what calls and ssys need (minst.x).
	poss  []mpos
	files *fileTable
	exts  []mext

	// Register assignment: color[v] is v's register within the function
	// (rz for a definition nobody reads); numRegs the registers used.
	color   []isa.Reg
	numRegs int
	base    int // first register of the function (device functions)
	index   int // position in the compiled functions (callgraph.go)

	// Frame: allocas of a kernel are static private slots; a device
	// function's frame is on the stack. allocaEnd is the end of the
	// allocas (frame-relative; a kernel's start after the null guard),
	// spills the spill slots that follow them, saves the save slots of
	// registers kept across calls (by machine register) after those;
	// frameSize is the final size, known after saveAcrossCalls.
	allocaEnd int64
	spills    int
	saves     map[isa.Reg]int64
	frameSize uint32
	// fp is the frame pointer of a device function (sp after the
	// prologue), noReg in a kernel: spill code addresses the frame with it.
	fp vreg
	// noSpill marks the virtual registers that must not be spilled: fp and
	// the short-lived temporaries of spill code.
	noSpill []bool
	// calls made by the function, with the stack bytes each reserves.
	calls []callSite
}

type callSite struct {
	callee *ir.Func
	area   uint32
}

// posID returns the index of p in mf.poss, adding it unless it is the
// last one there.
func (mf *mfunc) posID(p ir.Pos) int32 {
	q := mf.files.mpos(p)
	if n := len(mf.poss); n > 0 && mf.poss[n-1] == q {
		return int32(n - 1)
	}
	mf.poss = append(mf.poss, q)
	return int32(len(mf.poss) - 1)
}

func (mf *mfunc) newReg() vreg {
	v := vreg(mf.nvregs)
	mf.nvregs++
	return v
}

func (b *mblock) add(m minst) { b.insts = append(b.insts, m) }

// reconvBlock returns the IR block where the branch ending b reconverges,
// or nil for the virtual exit.
func (b *mblock) reconvBlock(pdom PostDom) *ir.Block {
	if b.ownReconv {
		return b.reconv
	}
	return pdom.IDom(b.owner)
}
