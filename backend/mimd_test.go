package backend

// A small MIMD reference interpreter for compiled kernels, used only by the
// tests: every thread runs on its own with its own PC, threads take turns
// one instruction at a time (fair), barriers wait for every live thread of
// the block, and votes see the voting thread alone. It checks the code the
// backend generates against the kernels' "simtc:expect" lines without
// depending on the simulator package.

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim/isa"
)

// buffer is a launch argument buffer.
type buffer struct {
	name string
	elem string // int32, uint8, float32, …
	n    int
	addr uint64
}

func elemSize(elem string) int {
	switch elem {
	case "int8", "uint8":
		return 1
	case "int16", "uint16":
		return 2
	case "int32", "uint32", "float32":
		return 4
	case "int64", "uint64", "float64":
		return 8
	}
	return 0
}

type launch struct {
	grid, block, warp int
	args              map[string]string // name → spec
	order             []string
}

func parseLaunch(text string) (*launch, error) {
	l := &launch{grid: 1, block: 1, warp: 32, args: map[string]string{}}
	for _, f := range strings.Fields(text) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("bad launch field %q", f)
		}
		switch k {
		case "grid", "block", "warp":
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, err
			}
			switch k {
			case "grid":
				l.grid = n
			case "block":
				l.block = n
			default:
				l.warp = n
			}
		default:
			l.args[k] = v
			l.order = append(l.order, k)
		}
	}
	return l, nil
}

// encodeElem writes the number s as elem at b.
func encodeElem(b []byte, elem, s string) error {
	switch elem {
	case "float32":
		f, err := strconv.ParseFloat(s, 32)
		if err != nil {
			return err
		}
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(f)))
		return nil
	case "float64":
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return err
		}
		binary.LittleEndian.PutUint64(b, math.Float64bits(f))
		return nil
	}
	var x uint64
	if strings.HasPrefix(s, "-") {
		v, err := strconv.ParseInt(s, 0, 64)
		if err != nil {
			return err
		}
		x = uint64(v)
	} else {
		v, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			return err
		}
		x = v
	}
	switch elemSize(elem) {
	case 1:
		b[0] = byte(x)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(x))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(x))
	case 8:
		binary.LittleEndian.PutUint64(b, x)
	}
	return nil
}

// decodeElem formats the element at b as the expect lines write it.
func decodeElem(b []byte, elem string) string {
	switch elem {
	case "int8":
		return strconv.FormatInt(int64(int8(b[0])), 10)
	case "uint8":
		return strconv.FormatUint(uint64(b[0]), 10)
	case "int16":
		return strconv.FormatInt(int64(int16(binary.LittleEndian.Uint16(b))), 10)
	case "uint16":
		return strconv.FormatUint(uint64(binary.LittleEndian.Uint16(b)), 10)
	case "int32":
		return strconv.FormatInt(int64(int32(binary.LittleEndian.Uint32(b))), 10)
	case "uint32":
		return strconv.FormatUint(uint64(binary.LittleEndian.Uint32(b)), 10)
	case "int64":
		return strconv.FormatInt(int64(binary.LittleEndian.Uint64(b)), 10)
	case "uint64":
		return strconv.FormatUint(binary.LittleEndian.Uint64(b), 10)
	case "float32":
		return strconv.FormatFloat(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))), 'g', -1, 32)
	case "float64":
		return strconv.FormatFloat(math.Float64frombits(binary.LittleEndian.Uint64(b)), 'g', -1, 64)
	}
	return "?"
}

// expandList expands "1,2*3,4" to its elements.
func expandList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		v, rep, ok := strings.Cut(p, "*")
		n := 1
		if ok {
			n, _ = strconv.Atoi(rep)
		}
		for i := 0; i < n; i++ {
			out = append(out, v)
		}
	}
	return out
}

type thread struct {
	pc      uint32
	regs    [256]uint64
	sp      uint64
	priv    []byte
	tid     int
	block   int
	done    bool
	waiting bool // at a barrier
}

type machine struct {
	o       *isa.Object
	k       *isa.Kernel
	l       *launch
	global  []byte
	gvars   []uint64
	shared  [][]byte
	params  []byte
	threads []*thread
	bufs    map[string]*buffer
	steps   int

	// outcomes, when not nil, records for each conditional branch PC and
	// thread (block*blockDim+tid) the sequence of its outcomes.
	outcomes map[uint32]map[int][]bool
}

const globalBase = 0x1000

func (m *machine) alloc(size, align int) uint64 {
	if align < 16 {
		align = 16
	}
	addr := (len(m.global) + align - 1) / align * align
	m.global = append(m.global, make([]byte, addr+size-len(m.global))...)
	return uint64(addr)
}

func newMachine(o *isa.Object, kernel string, l *launch) (*machine, error) {
	k, ok := o.Kernel(kernel)
	if !ok {
		return nil, fmt.Errorf("no kernel %s", kernel)
	}
	m := &machine{o: o, k: k, l: l, global: make([]byte, globalBase), bufs: map[string]*buffer{}}
	m.params = make([]byte, k.ParamSize)
	for i, p := range k.Params {
		name := p.Name
		spec, ok := l.args[name]
		if !ok && len(l.order) == len(k.Params) {
			// Unnamed (LLVM) parameters take the launch arguments in order.
			name = l.order[i]
			spec, ok = l.args[name]
		}
		if !ok {
			return nil, fmt.Errorf("launch has no argument %s", p.Name)
		}
		if p.Kind == isa.ParamScalar {
			if err := encodeElem(m.params[p.Offset:], map[isa.Type]string{
				isa.I8: "int8", isa.I16: "int16", isa.I32: "int32", isa.I64: "int64", isa.F32: "float32", isa.F64: "float64", isa.I1: "int8",
			}[p.Type], spec); err != nil {
				return nil, fmt.Errorf("argument %s: %v", p.Name, err)
			}
			continue
		}
		if p.Space != isa.SpaceGlobal && p.Space != isa.SpaceConst && p.Space != isa.SpaceGeneric {
			return nil, fmt.Errorf("argument %s: pointer to %s memory not supported by the test machine", p.Name, p.Space)
		}
		typ, init, _ := strings.Cut(spec, ":")
		elem, cnt, ok := strings.Cut(strings.TrimSuffix(typ, "]"), "[")
		if !ok {
			return nil, fmt.Errorf("argument %s: bad buffer %q", p.Name, spec)
		}
		n, err := strconv.Atoi(cnt)
		if err != nil || elemSize(elem) == 0 {
			return nil, fmt.Errorf("argument %s: bad buffer %q", p.Name, spec)
		}
		es := elemSize(elem)
		b := &buffer{name: name, elem: elem, n: n, addr: m.alloc(n*es, es)}
		m.bufs[name] = b
		switch {
		case init == "":
		case init == "iota":
			for i := 0; i < n; i++ {
				encodeElem(m.global[b.addr+uint64(i*es):], elem, strconv.Itoa(i))
			}
		default:
			for i, v := range expandList(init) {
				if i < n {
					if err := encodeElem(m.global[b.addr+uint64(i*es):], elem, v); err != nil {
						return nil, fmt.Errorf("argument %s: %v", p.Name, err)
					}
				}
			}
		}
		binary.LittleEndian.PutUint64(m.params[p.Offset:], b.addr)
	}
	for _, g := range o.Globals {
		a := m.alloc(int(g.Size), int(g.Align))
		copy(m.global[a:], g.Init)
		m.gvars = append(m.gvars, a)
	}
	m.shared = make([][]byte, l.grid)
	for b := 0; b < l.grid; b++ {
		m.shared[b] = make([]byte, k.SharedSize)
		for t := 0; t < l.block; t++ {
			th := &thread{pc: k.PC, tid: t, block: b, priv: make([]byte, k.PrivateSize+k.StackSize)}
			th.sp = uint64(k.PrivateSize + k.StackSize)
			m.threads = append(m.threads, th)
		}
	}
	return m, nil
}

// run runs every thread to completion, fairly.
func (m *machine) run(maxSteps int) error {
	for {
		progress := false
		live := false
		for _, th := range m.threads {
			if th.done || th.waiting {
				live = live || !th.done
				continue
			}
			live = true
			if err := m.step(th); err != nil {
				return fmt.Errorf("thread %d of block %d at pc %#x: %v", th.tid, th.block, th.pc, err)
			}
			progress = true
			m.steps++
			if m.steps > maxSteps {
				return fmt.Errorf("more than %d steps", maxSteps)
			}
		}
		// Release barriers whose block has every live thread waiting.
		for b := 0; b < m.l.grid; b++ {
			all, any := true, false
			for _, th := range m.threads[b*m.l.block : (b+1)*m.l.block] {
				if th.done {
					continue
				}
				if th.waiting {
					any = true
				} else {
					all = false
				}
			}
			if all && any {
				for _, th := range m.threads[b*m.l.block : (b+1)*m.l.block] {
					th.waiting = false
				}
				progress = true
			}
		}
		if !live {
			return nil
		}
		if !progress {
			return fmt.Errorf("no thread can make progress")
		}
	}
}

func (th *thread) get(r isa.Reg) uint64 {
	if r == isa.RZ {
		return 0
	}
	return th.regs[r]
}

func (th *thread) set(r isa.Reg, v uint64) {
	if r != isa.RZ {
		th.regs[r] = v
	}
}

// mem returns the bytes at addr in space s.
func (m *machine) mem(th *thread, s isa.Space, addr uint64, n int) ([]byte, error) {
	if s == isa.SpaceGeneric {
		var ok bool
		s, addr, ok = isa.FromGeneric(addr)
		if !ok {
			return nil, fmt.Errorf("bad generic address %#x", addr)
		}
	}
	var b []byte
	switch s {
	case isa.SpaceGlobal, isa.SpaceConst:
		b = m.global
	case isa.SpaceShared:
		b = m.shared[th.block]
	case isa.SpacePrivate:
		b = th.priv
	case isa.SpaceParam:
		b = m.params
	default:
		return nil, fmt.Errorf("bad space %s", s)
	}
	if addr%uint64(n) != 0 || addr+uint64(n) > uint64(len(b)) || ((s == isa.SpaceGlobal || s == isa.SpaceConst) && addr < globalBase) {
		return nil, fmt.Errorf("bad %s access of %d bytes at %#x", s, n, addr)
	}
	return b[addr : addr+uint64(n)], nil
}

func load(b []byte) uint64 {
	switch len(b) {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

func store(b []byte, v uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

// width truncates v to t's register width (32-bit types zero-extend).
func width(t isa.Type, v uint64) uint64 {
	if t == isa.I32 || t == isa.F32 {
		return uint64(uint32(v))
	}
	return v
}

func lowBits(v uint64, bits int) uint64 {
	if bits >= 64 {
		return v
	}
	return v & (1<<uint(bits) - 1)
}

func signExt(v uint64, bits int) int64 {
	if bits >= 64 {
		return int64(v)
	}
	s := 64 - uint(bits)
	return int64(v<<s) >> s
}

func toF(t isa.Type, v uint64) float64 {
	if t == isa.F32 {
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(v)
}

func fromF(t isa.Type, f float64) uint64 {
	if t == isa.F32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

func icmp(c isa.Cond, t isa.Type, a, b uint64) bool {
	bits := t.Bits()
	ua, ub := lowBits(a, bits), lowBits(b, bits)
	sa, sb := signExt(a, bits), signExt(b, bits)
	switch c {
	case isa.CondEQ:
		return ua == ub
	case isa.CondNE:
		return ua != ub
	case isa.CondUGT:
		return ua > ub
	case isa.CondUGE:
		return ua >= ub
	case isa.CondULT:
		return ua < ub
	case isa.CondULE:
		return ua <= ub
	case isa.CondSGT:
		return sa > sb
	case isa.CondSGE:
		return sa >= sb
	case isa.CondSLT:
		return sa < sb
	case isa.CondSLE:
		return sa <= sb
	}
	return false
}

func fcmp(c isa.Cond, x, y float64) bool {
	uno := math.IsNaN(x) || math.IsNaN(y)
	switch c {
	case isa.CondFalse:
		return false
	case isa.CondTrue:
		return true
	case isa.CondORD:
		return !uno
	case isa.CondUNO:
		return uno
	case isa.CondOEQ:
		return !uno && x == y
	case isa.CondOGT:
		return !uno && x > y
	case isa.CondOGE:
		return !uno && x >= y
	case isa.CondOLT:
		return !uno && x < y
	case isa.CondOLE:
		return !uno && x <= y
	case isa.CondONE:
		return !uno && x != y
	case isa.CondUEQ:
		return uno || x == y
	case isa.CondFUGT:
		return uno || x > y
	case isa.CondFUGE:
		return uno || x >= y
	case isa.CondFULT:
		return uno || x < y
	case isa.CondFULE:
		return uno || x <= y
	case isa.CondUNE:
		return uno || x != y
	}
	return false
}

func intALU(op isa.Op, t isa.Type, a, b uint64) (uint64, error) {
	bits := t.Bits()
	ua, ub := lowBits(a, bits), lowBits(b, bits)
	sa, sb := signExt(a, bits), signExt(b, bits)
	var r uint64
	switch op {
	case isa.OpAdd:
		r = ua + ub
	case isa.OpSub:
		r = ua - ub
	case isa.OpMul:
		r = ua * ub
	case isa.OpSDiv, isa.OpSRem, isa.OpUDiv, isa.OpURem:
		if ub == 0 {
			return 0, fmt.Errorf("division by zero")
		}
		switch op {
		case isa.OpUDiv:
			r = ua / ub
		case isa.OpURem:
			r = ua % ub
		case isa.OpSDiv:
			if sb == -1 {
				r = uint64(-sa)
			} else {
				r = uint64(sa / sb)
			}
		default:
			if sb == -1 {
				r = 0
			} else {
				r = uint64(sa % sb)
			}
		}
	case isa.OpAnd:
		r = ua & ub
	case isa.OpOr:
		r = ua | ub
	case isa.OpXor:
		r = ua ^ ub
	case isa.OpShl:
		r = ua << (ub % uint64(bits))
	case isa.OpLShr:
		r = ua >> (ub % uint64(bits))
	case isa.OpAShr:
		r = uint64(sa >> (ub % uint64(bits)))
	case isa.OpSMin:
		r = uint64(min(sa, sb))
	case isa.OpSMax:
		r = uint64(max(sa, sb))
	case isa.OpUMin:
		r = min(ua, ub)
	case isa.OpUMax:
		r = max(ua, ub)
	}
	return lowBits(r, bits), nil
}

func (m *machine) step(th *thread) error {
	in, ok := m.o.InstAt(th.pc)
	if !ok {
		return fmt.Errorf("pc outside the code")
	}
	next := th.pc + isa.InstSize
	a := th.get(in.A)
	b := th.get(in.B)
	if in.Flags&isa.FlagImm != 0 && in.Op != isa.OpSelect {
		b = uint64(in.Imm)
		if in.Op == isa.OpMov {
			a = b
		}
	}
	switch op := in.Op; {
	case op == isa.OpNop, op == isa.OpFence, op == isa.OpSSY, op == isa.OpSync, op == isa.OpJoin:
	case op == isa.OpMov:
		th.set(in.Dst, width(in.Type, a))
	case op == isa.OpS2R:
		var v uint64
		switch in.SReg {
		case isa.SRegTidX:
			v = uint64(th.tid)
		case isa.SRegCtaidX:
			v = uint64(th.block)
		case isa.SRegNtidX:
			v = uint64(m.l.block)
		case isa.SRegNctaidX:
			v = uint64(m.l.grid)
		case isa.SRegNtidY, isa.SRegNtidZ, isa.SRegNctaidY, isa.SRegNctaidZ:
			v = 1
		case isa.SRegLaneID:
			v = uint64(th.tid % m.l.warp)
		case isa.SRegWarpID:
			v = uint64(th.tid / m.l.warp)
		case isa.SRegWarpSize:
			v = uint64(m.l.warp)
		case isa.SRegSP:
			v = th.sp
		}
		th.set(in.Dst, v)
	case op == isa.OpGAddr:
		th.set(in.Dst, m.gvars[in.Imm])
	case op >= isa.OpAdd && op <= isa.OpUMax:
		r, err := intALU(op, in.Type, a, b)
		if err != nil {
			return err
		}
		th.set(in.Dst, r)
	case op >= isa.OpFAdd && op <= isa.OpFSqrt:
		x, y := toF(in.Type, a), toF(in.Type, b)
		var r float64
		switch op {
		case isa.OpFAdd:
			r = x + y
		case isa.OpFSub:
			r = x - y
		case isa.OpFMul:
			r = x * y
		case isa.OpFDiv:
			r = x / y
		case isa.OpFRem:
			r = math.Mod(x, y)
		case isa.OpFMin, isa.OpFMax:
			switch {
			case math.IsNaN(x):
				r = y
			case math.IsNaN(y):
				r = x
			case op == isa.OpFMin:
				r = math.Min(x, y)
			default:
				r = math.Max(x, y)
			}
		case isa.OpFNeg:
			r = -x
		case isa.OpFAbs:
			r = math.Abs(x)
		case isa.OpFSqrt:
			r = math.Sqrt(x)
		}
		if in.Type == isa.F32 {
			r = float64(float32(r))
		}
		th.set(in.Dst, fromF(in.Type, r))
	case op == isa.OpMath:
		if in.Type == isa.F32 {
			f := func(v uint64) float32 { return math.Float32frombits(uint32(v)) }
			th.set(in.Dst, uint64(math.Float32bits(in.Math.Eval32(f(a), f(th.get(in.B)), f(th.get(in.C))))))
		} else {
			th.set(in.Dst, math.Float64bits(in.Math.Eval64(math.Float64frombits(a), math.Float64frombits(th.get(in.B)), math.Float64frombits(th.get(in.C)))))
		}
	case op == isa.OpICmp:
		th.set(in.Dst, b2u(icmp(in.Cond, in.Type, a, b)))
	case op == isa.OpFCmp:
		th.set(in.Dst, b2u(fcmp(in.Cond, toF(in.Type, a), toF(in.Type, b))))
	case op == isa.OpSelect:
		c := th.get(in.C)
		if in.Flags&isa.FlagImm != 0 {
			c = uint64(in.Imm)
		}
		if a != 0 {
			th.set(in.Dst, width(in.Type, b))
		} else {
			th.set(in.Dst, width(in.Type, c))
		}
	case op == isa.OpSExt:
		th.set(in.Dst, width(in.Type, uint64(signExt(a, in.From.Bits()))))
	case op == isa.OpZExt, op == isa.OpTrunc:
		bits := in.From.Bits()
		if op == isa.OpTrunc {
			bits = in.Type.Bits()
		}
		th.set(in.Dst, lowBits(a, bits))
	case op == isa.OpFPToSI, op == isa.OpFPToUI:
		f := math.Trunc(toF(in.From, a))
		var r uint64
		bits := in.Type.Bits()
		switch {
		case math.IsNaN(f):
		case op == isa.OpFPToSI:
			lo, hi := -math.Ldexp(1, bits-1), math.Ldexp(1, bits-1)
			switch {
			case f < lo:
				r = uint64(1) << uint(bits-1)
			case f >= hi:
				r = uint64(1)<<uint(bits-1) - 1
			default:
				r = uint64(int64(f))
			}
		default:
			switch {
			case f <= 0:
			case f >= math.Ldexp(1, bits):
				r = ^uint64(0)
			default:
				r = uint64(f)
			}
		}
		th.set(in.Dst, lowBits(r, bits))
	case op == isa.OpSIToFP:
		th.set(in.Dst, fromF(in.Type, float64(signExt(a, in.From.Bits()))))
	case op == isa.OpUIToFP:
		th.set(in.Dst, fromF(in.Type, float64(lowBits(a, in.From.Bits()))))
	case op == isa.OpFPExt:
		th.set(in.Dst, fromF(isa.F64, toF(isa.F32, a)))
	case op == isa.OpFPTrunc:
		th.set(in.Dst, fromF(isa.F32, toF(isa.F64, a)))
	case op == isa.OpCvta:
		g, ok := isa.ToGeneric(in.Space, a)
		if !ok {
			return fmt.Errorf("cvta of %#x", a)
		}
		th.set(in.Dst, g)
	case op == isa.OpCvtaTo:
		s, addr, ok := isa.FromGeneric(a)
		if !ok || s != in.Space && !(in.Space == isa.SpaceConst && s == isa.SpaceGlobal) {
			return fmt.Errorf("cvta.to.%s of %#x", in.Space, a)
		}
		th.set(in.Dst, addr)
	case op == isa.OpLd:
		p, err := m.mem(th, in.Space, a+uint64(in.Imm), in.Type.Size())
		if err != nil {
			return err
		}
		th.set(in.Dst, load(p))
	case op == isa.OpSt:
		p, err := m.mem(th, in.Space, a+uint64(in.Imm), in.Type.Size())
		if err != nil {
			return err
		}
		store(p, b)
	case op == isa.OpAtom, op == isa.OpCas:
		p, err := m.mem(th, in.Space, a+uint64(in.Imm), in.Type.Size())
		if err != nil {
			return err
		}
		old := load(p)
		var nv uint64
		if op == isa.OpCas {
			nv = old
			if lowBits(old, in.Type.Bits()) == lowBits(b, in.Type.Bits()) {
				nv = th.get(in.C)
			}
		} else {
			switch in.Atom {
			case isa.AtomAdd:
				nv, _ = intALU(isa.OpAdd, in.Type, old, b)
			case isa.AtomSub:
				nv, _ = intALU(isa.OpSub, in.Type, old, b)
			case isa.AtomAnd:
				nv = old & b
			case isa.AtomOr:
				nv = old | b
			case isa.AtomXor:
				nv = old ^ b
			case isa.AtomMin:
				nv, _ = intALU(isa.OpSMin, in.Type, old, b)
			case isa.AtomMax:
				nv, _ = intALU(isa.OpSMax, in.Type, old, b)
			case isa.AtomUMin:
				nv, _ = intALU(isa.OpUMin, in.Type, old, b)
			case isa.AtomUMax:
				nv, _ = intALU(isa.OpUMax, in.Type, old, b)
			case isa.AtomXchg:
				nv = b
			case isa.AtomInc:
				nv, _ = intALU(isa.OpAdd, in.Type, old, 1)
			case isa.AtomDec:
				nv, _ = intALU(isa.OpSub, in.Type, old, 1)
			case isa.AtomUIncWrap:
				nv, _ = intALU(isa.OpAdd, in.Type, old, 1)
				if ge, _ := intALU(isa.OpUMax, in.Type, old, b); ge == old {
					nv = 0
				}
			case isa.AtomUDecWrap:
				nv, _ = intALU(isa.OpSub, in.Type, old, 1)
				if mx, _ := intALU(isa.OpUMax, in.Type, old, b); old == 0 || mx != b {
					nv = b
				}
			case isa.AtomFAdd:
				nv = fromF(in.Type, toF(in.Type, old)+toF(in.Type, b))
			}
		}
		store(p, nv)
		th.set(in.Dst, old)
	case op == isa.OpBar:
		th.waiting = true
	case op == isa.OpVoteAll, op == isa.OpVoteAny:
		th.set(in.Dst, b2u(a != 0))
	case op == isa.OpBallot:
		if a != 0 {
			th.set(in.Dst, 1<<uint(th.tid%m.l.warp))
		} else {
			th.set(in.Dst, 0)
		}
	case op == isa.OpShfl:
		lane := int(b % uint64(m.l.warp))
		src := th.tid - th.tid%m.l.warp + lane
		v := uint64(0)
		if src < m.l.block {
			v = m.threads[th.block*m.l.block+src].get(in.A)
		}
		th.set(in.Dst, v)
	case op == isa.OpBra:
		next = in.Target
	case op == isa.OpCBra:
		taken := (a != 0) != (in.Flags&isa.FlagNeg != 0)
		if taken {
			next = in.Target
		}
		if m.outcomes != nil {
			if m.outcomes[th.pc] == nil {
				m.outcomes[th.pc] = make(map[int][]bool)
			}
			id := th.block*m.l.block + th.tid
			m.outcomes[th.pc][id] = append(m.outcomes[th.pc][id], taken)
		}
	case op == isa.OpCall:
		th.sp -= 8
		p, err := m.mem(th, isa.SpacePrivate, th.sp, 8)
		if err != nil || th.sp < uint64(m.k.PrivateSize) {
			return fmt.Errorf("stack overflow")
		}
		store(p, uint64(next))
		next = in.Target
	case op == isa.OpRet:
		p, err := m.mem(th, isa.SpacePrivate, th.sp, 8)
		if err != nil {
			return err
		}
		next = uint32(load(p))
		th.sp += 8
	case op == isa.OpSPAdd:
		th.sp += uint64(in.Imm)
	case op == isa.OpExit:
		th.done = true
	case op == isa.OpTrap:
		return fmt.Errorf("trap")
	default:
		return fmt.Errorf("%s not implemented by the test machine", in.Op)
	}
	th.pc = next
	return nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// contents returns the elements of buffer name, formatted.
func (m *machine) contents(name string) ([]string, bool) {
	b, ok := m.bufs[name]
	if !ok {
		return nil, false
	}
	es := elemSize(b.elem)
	out := make([]string, b.n)
	for i := range out {
		out[i] = decodeElem(m.global[b.addr+uint64(i*es):], b.elem)
	}
	return out, true
}
