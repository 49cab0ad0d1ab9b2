package sim_test

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// prog is a tiny assembler for tests: instructions with symbolic branch
// targets and a current source line.
type prog struct {
	file   string
	insts  []isa.Inst
	lines  []uint32
	target []string
	rpc    []string
	labels map[string]int
	line   uint32
	brx    map[int][]string
	funcs  []string       // labels of device functions (symbols)
	immLab map[int]string // mov d, PC-of-label
	stack  uint32
}

func newProg(file string) *prog {
	return &prog{file: file, labels: map[string]int{}, line: 1, brx: map[int][]string{}, immLab: map[int]string{}}
}

// at sets the source line of the following instructions.
func (p *prog) at(line uint32) *prog { p.line = line; return p }

// label defines name at the next instruction.
func (p *prog) label(name string) *prog { p.labels[name] = len(p.insts); return p }

func (p *prog) emit(in isa.Inst, target, rpc string) *prog {
	p.insts = append(p.insts, in)
	p.lines = append(p.lines, p.line)
	p.target = append(p.target, target)
	p.rpc = append(p.rpc, rpc)
	return p
}

// i emits a non-branch instruction.
func (p *prog) i(in isa.Inst) *prog { return p.emit(in, "", "") }

// bra emits "bra target".
func (p *prog) bra(target string) *prog {
	return p.emit(isa.Inst{Op: isa.OpBra}, target, "")
}

// cbra emits "@[!]r bra target rpc=rpc" (rpc "" = NoPC).
func (p *prog) cbra(r isa.Reg, neg bool, target, rpc string) *prog {
	in := isa.Inst{Op: isa.OpCBra, A: r}
	if neg {
		in.Flags = isa.FlagNeg
	}
	return p.emit(in, target, rpc)
}

// movPC emits "mov.i64 d, PC of label".
func (p *prog) movPC(d isa.Reg, label string) *prog {
	p.immLab[len(p.insts)] = label
	return p.i(isa.Inst{Op: isa.OpMov, Type: isa.I64, Dst: d, Flags: isa.FlagImm})
}

// brxTo emits "brx a rpc=rpc" with the given targets.
func (p *prog) brxTo(a isa.Reg, rpc string, targets ...string) *prog {
	p.brx[len(p.insts)] = targets
	return p.emit(isa.Inst{Op: isa.OpBrx, A: a}, "", rpc)
}

// call emits "call label".
func (p *prog) call(label string) *prog { return p.emit(isa.Inst{Op: isa.OpCall}, label, "") }

// Common instruction shorthands.
func s2r(d isa.Reg, s isa.SReg) isa.Inst { return isa.Inst{Op: isa.OpS2R, Dst: d, SReg: s} }
func ldParam(d isa.Reg, off int64) isa.Inst {
	return isa.Inst{Op: isa.OpLd, Type: isa.I64, Space: isa.SpaceParam, Dst: d, A: isa.RZ, Imm: off}
}
func ldParam32(d isa.Reg, off int64) isa.Inst {
	return isa.Inst{Op: isa.OpLd, Type: isa.I32, Space: isa.SpaceParam, Dst: d, A: isa.RZ, Imm: off}
}
func opi(op isa.Op, t isa.Type, d, a isa.Reg, imm int64) isa.Inst {
	return isa.Inst{Op: op, Type: t, Dst: d, A: a, Flags: isa.FlagImm, Imm: imm}
}
func op3(op isa.Op, t isa.Type, d, a, b isa.Reg) isa.Inst {
	return isa.Inst{Op: op, Type: t, Dst: d, A: a, B: b}
}
func movi(d isa.Reg, imm int64) isa.Inst {
	return isa.Inst{Op: isa.OpMov, Type: isa.I32, Dst: d, Flags: isa.FlagImm, Imm: imm}
}
func icmpi(c isa.Cond, d, a isa.Reg, imm int64) isa.Inst {
	return isa.Inst{Op: isa.OpICmp, Type: isa.I32, Cond: c, Dst: d, A: a, Flags: isa.FlagImm, Imm: imm}
}
func icmp3(c isa.Cond, d, a, b isa.Reg) isa.Inst {
	return isa.Inst{Op: isa.OpICmp, Type: isa.I32, Cond: c, Dst: d, A: a, B: b}
}
func ld32(sp isa.Space, d, a isa.Reg, off int64) isa.Inst {
	return isa.Inst{Op: isa.OpLd, Type: isa.I32, Space: sp, Dst: d, A: a, Imm: off}
}
func st32(sp isa.Space, a isa.Reg, off int64, b isa.Reg) isa.Inst {
	return isa.Inst{Op: isa.OpSt, Type: isa.I32, Space: sp, A: a, B: b, Imm: off}
}
func exit() isa.Inst { return isa.Inst{Op: isa.OpExit} }
func bar() isa.Inst  { return isa.Inst{Op: isa.OpBar, Mem: isa.MemShared} }

// elemAddr emits d = base + zext(idx)*4.
func (p *prog) elemAddr(d, base, idx isa.Reg) *prog {
	p.i(isa.Inst{Op: isa.OpZExt, Type: isa.I64, From: isa.I32, Dst: d, A: idx})
	p.i(opi(isa.OpShl, isa.I64, d, d, 2))
	return p.i(op3(isa.OpAdd, isa.I64, d, base, d))
}

type param struct {
	name  string
	ptr   bool
	t     isa.Type
	space isa.Space
}

func ptrParam(name string) param    { return param{name, true, isa.I32, isa.SpaceGlobal} }
func i32Param(name string) param    { return param{name, false, isa.I32, isa.SpaceNone} }
func sharedParam(name string) param { return param{name, true, isa.I32, isa.SpaceShared} }

// object assembles the program as kernel name with the given parameters
// (8-byte slots in order), registers and static shared memory, and
// validates it.
func (p *prog) object(t testing.TB, name string, params []param, numRegs int, shared uint32) *isa.Object {
	t.Helper()
	o := &isa.Object{}
	pcOf := func(l string) uint32 {
		if l == "" {
			return isa.NoPC
		}
		i, ok := p.labels[l]
		if !ok {
			t.Fatalf("undefined label %s", l)
		}
		return uint32(i) * isa.InstSize
	}
	for i, in := range p.insts {
		if l, ok := p.immLab[i]; ok {
			in.Imm = int64(pcOf(l))
		}
		if in.Op == isa.OpCall {
			in.Target = pcOf(p.target[i])
		}
		if in.Op == isa.OpBra || in.Op == isa.OpCBra {
			in.Target = pcOf(p.target[i])
			in.RPC = pcOf(p.rpc[i])
		}
		if in.Op == isa.OpBrx {
			in.RPC = pcOf(p.rpc[i])
			var ts []uint32
			for _, l := range p.brx[i] {
				ts = append(ts, pcOf(l))
			}
			o.Branches = append(o.Branches, isa.BranchInfo{PC: uint32(i) * isa.InstSize, Targets: ts})
		}
		o.Code = append(o.Code, in)
		if i == 0 || p.lines[i] != p.lines[i-1] {
			o.Lines = append(o.Lines, isa.Line{PC: uint32(i) * isa.InstSize, File: p.file, Line: p.lines[i]})
		}
	}
	k := isa.Kernel{Name: name, PC: 0, NumRegs: numRegs, SharedSize: shared, StackSize: p.stack}
	for i, pa := range params {
		pp := isa.Param{Name: pa.name, Type: pa.t, Offset: uint32(8 * i)}
		if pa.ptr {
			pp.Kind, pp.Space, pp.Size = isa.ParamPointer, pa.space, 8
		} else {
			pp.Kind, pp.Size = isa.ParamScalar, uint32(pa.t.Size())
		}
		k.Params = append(k.Params, pp)
	}
	k.ParamSize = uint32(8 * len(params))
	o.Kernels = []isa.Kernel{k}
	end := uint32(len(o.Code)) * isa.InstSize
	starts := []uint32{0}
	names := []string{name}
	for _, f := range p.funcs {
		starts = append(starts, pcOf(f))
		names = append(names, f)
	}
	for i, st := range starts {
		e := end
		if i+1 < len(starts) {
			e = starts[i+1]
		}
		o.Symbols = append(o.Symbols, isa.Symbol{Name: names[i], PC: st, Size: e - st})
	}
	if err := o.Validate(); err != nil {
		t.Fatalf("invalid test object: %v\n%s", err, isa.Disasm(o.Code))
	}
	return o
}

func mustLaunch(t testing.TB, text string) *sim.Launch {
	t.Helper()
	l, err := harness.ParseLaunch(text, "")
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func run(t testing.TB, o *isa.Object, mech, launch string, cfg sim.Config) *sim.Result {
	t.Helper()
	r, err := mechs.Run(o, mech, mustLaunch(t, launch), cfg)
	if err != nil {
		t.Fatalf("Run(%s): %v", mech, err)
	}
	return r
}

func ints(b *sim.Buffer) []int64 {
	out := make([]int64, b.Len())
	for i := range out {
		out[i] = b.Int(i)
	}
	return out
}

func fmtInts(v []int64) string { return fmt.Sprint(v) }
