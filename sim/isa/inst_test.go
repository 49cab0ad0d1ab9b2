package isa

import (
	"bytes"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/simtc/simtc/mathfn"
)

// instCases are valid instructions with their assembly.
var instCases = []struct {
	in   Inst
	want string
}{
	{Inst{Op: OpNop}, "nop"},
	{Inst{Op: OpMov, Type: I64, Dst: 1, A: 2}, "mov.i64 r1, r2"},
	{Inst{Op: OpMov, Type: I32, Dst: 1, Flags: FlagImm, Imm: -5}, "mov.i32 r1, -5"},
	{Inst{Op: OpMov, Type: F32, Dst: 1, Flags: FlagImm, Imm: int64(math.Float32bits(1))}, "mov.f32 r1, 1.0"},
	{Inst{Op: OpMov, Type: F64, Dst: 1, Flags: FlagImm, Imm: int64(math.Float64bits(-2.5e-10))}, "mov.f64 r1, -2.5e-10"},
	{Inst{Op: OpMov, Type: F32, Dst: 1, Flags: FlagImm, Imm: int64(math.Float32bits(float32(math.Inf(1))))}, "mov.f32 r1, +Inf"},
	{Inst{Op: OpMov, Type: F32, Dst: 1, Flags: FlagImm, Imm: 0x7fc00000}, "mov.f32 r1, 0x7fc00000"},
	{Inst{Op: OpS2R, Dst: 0, SReg: SRegTidX}, "s2r r0, %tid.x"},
	{Inst{Op: OpS2R, Dst: 7, SReg: SRegSP}, "s2r r7, %sp"},
	{Inst{Op: OpGAddr, Dst: 3, Imm: 2}, "gaddr r3, g2"},
	{Inst{Op: OpAdd, Type: I32, Dst: 3, A: 1, Flags: FlagImm, Imm: 5}, "add.i32 r3, r1, 5"},
	{Inst{Op: OpAdd, Type: I64, Dst: 3, A: 1, B: 2}, "add.i64 r3, r1, r2"},
	{Inst{Op: OpUMax, Type: I64, Dst: 254, A: RZ, B: 0}, "umax.i64 r254, rz, r0"},
	{Inst{Op: OpFMul, Type: F32, Dst: 1, A: 2, Flags: FlagImm, Imm: int64(math.Float32bits(0.5))}, "fmul.f32 r1, r2, 0.5"},
	{Inst{Op: OpFSqrt, Type: F64, Dst: 1, A: 2}, "fsqrt.f64 r1, r2"},
	{Inst{Op: OpICmp, Type: I32, Cond: CondSLT, Dst: 4, A: 0, B: 3}, "icmp.slt.i32 r4, r0, r3"},
	{Inst{Op: OpFCmp, Type: F32, Cond: CondFUGT, Dst: 4, A: 0, B: 3}, "fcmp.ugt.f32 r4, r0, r3"},
	{Inst{Op: OpSelect, Type: I32, Dst: 1, A: 2, B: 3, C: 4}, "select.i32 r1, r2, r3, r4"},
	{Inst{Op: OpSelect, Type: I64, Dst: 1, A: 2, B: 3, Flags: FlagImm, Imm: 7}, "select.i64 r1, r2, r3, 7"},
	{Inst{Op: OpSExt, Type: I64, From: I32, Dst: 1, A: 2}, "sext.i64.i32 r1, r2"},
	{Inst{Op: OpZExt, Type: I32, From: I1, Dst: 1, A: 2}, "zext.i32.i1 r1, r2"},
	{Inst{Op: OpTrunc, Type: I8, From: I32, Dst: 1, A: 2}, "trunc.i8.i32 r1, r2"},
	{Inst{Op: OpSIToFP, Type: F64, From: I32, Dst: 1, A: 2}, "sitofp.f64.i32 r1, r2"},
	{Inst{Op: OpFPTrunc, Type: F32, From: F64, Dst: 1, A: 2}, "fptrunc.f32.f64 r1, r2"},
	{Inst{Op: OpCvta, Space: SpaceShared, Dst: 1, A: 2}, "cvta.shared r1, r2"},
	{Inst{Op: OpCvtaTo, Space: SpacePrivate, Dst: 1, A: 2}, "cvta.to.private r1, r2"},
	{Inst{Op: OpLd, Type: I32, Space: SpaceGlobal, Dst: 1, A: 2, Imm: 8}, "ld.global.i32 r1, [r2+8]"},
	{Inst{Op: OpLd, Type: I8, Space: SpaceShared, Flags: FlagVolatile, Dst: 1, A: 2, Imm: -4}, "ld.volatile.shared.i8 r1, [r2-4]"},
	{Inst{Op: OpLd, Type: I64, Space: SpaceParam, Dst: 1, A: RZ, Imm: 16}, "ld.param.i64 r1, [16]"},
	{Inst{Op: OpSt, Type: F64, Space: SpaceGeneric, A: 2, B: 3}, "st.generic.f64 [r2], r3"},
	{Inst{Op: OpAtom, Type: I32, Space: SpaceGlobal, Atom: AtomAdd, Dst: 1, A: 2, B: 3}, "atom.global.add.i32 r1, [r2], r3"},
	{Inst{Op: OpAtom, Type: I64, Space: SpaceShared, Atom: AtomInc, Dst: RZ, A: 2, Imm: 8}, "atom.shared.inc.i64 rz, [r2+8]"},
	{Inst{Op: OpAtom, Type: F32, Space: SpaceGeneric, Atom: AtomFAdd, Dst: 1, A: 2, B: 3}, "atom.generic.fadd.f32 r1, [r2], r3"},
	{Inst{Op: OpCas, Type: I32, Space: SpaceGlobal, Dst: 1, A: 2, B: 3, C: 4}, "cas.global.i32 r1, [r2], r3, r4"},
	{Inst{Op: OpFence, Mem: MemGlobal}, "fence.global"},
	{Inst{Op: OpBar}, "bar"},
	{Inst{Op: OpBar, Mem: MemShared | MemGlobal}, "bar.shared.global"},
	{Inst{Op: OpVoteAll, Dst: 1, A: 2}, "vote.all r1, r2"},
	{Inst{Op: OpBallot, Dst: 1, A: 2}, "ballot r1, r2"},
	{Inst{Op: OpShfl, Dst: 1, A: 2, Flags: FlagImm, Imm: 0}, "shfl r1, r2, 0"},
	{Inst{Op: OpVoteAny, Dst: 1, A: 2, C: 3, Flags: FlagMask}, "vote.any r1, r2, mask=r3"},
	{Inst{Op: OpBallot, Dst: 1, A: 2, C: 3, Flags: FlagMask}, "ballot r1, r2, mask=r3"},
	{Inst{Op: OpShfl, Dst: 1, A: 2, C: 3, Flags: FlagImm | FlagMask, Imm: 5}, "shfl r1, r2, 5, mask=r3"},
	{Inst{Op: OpShfl, Dst: 1, A: 2, B: 4, C: 3, Flags: FlagMask}, "shfl r1, r2, r4, mask=r3"},
	{Inst{Op: OpWSync, A: 2}, "wsync r2"},
	{Inst{Op: OpBra, Target: 0x40, RPC: NoPC}, "bra 0x40"},
	{Inst{Op: OpBra, Target: 0x40, RPC: 0x60, Flags: FlagCons}, "bra.cons 0x40 rpc=0x60"},
	{Inst{Op: OpCBra, A: 2, Target: 0x40, RPC: 0x60}, "@r2 bra 0x40 rpc=0x60"},
	{Inst{Op: OpCBra, A: 2, Target: 0, RPC: NoPC, Flags: FlagNeg}, "@!r2 bra 0x0"},
	{Inst{Op: OpBrx, A: 5, RPC: 0x100}, "brx r5 rpc=0x100"},
	{Inst{Op: OpCall, Target: 0x200}, "call 0x200"},
	{Inst{Op: OpRet}, "ret"},
	{Inst{Op: OpExit}, "exit"},
	{Inst{Op: OpTrap}, "trap"},
	{Inst{Op: OpSSY, Target: 0x60}, "ssy 0x60"},
	{Inst{Op: OpSync}, "sync"},
	{Inst{Op: OpSPAdd, Imm: -32}, "spadd -32"},
	{Inst{Op: OpMath, Type: F32, Math: mathfn.Sin, Dst: 1, A: 2}, "math.sin.f32 r1, r2"},
	{Inst{Op: OpMath, Type: F64, Math: mathfn.Pow, Dst: 1, A: 2, B: 3}, "math.pow.f64 r1, r2, r3"},
	{Inst{Op: OpMath, Type: F32, Math: mathfn.Fma, Dst: 4, A: 1, B: 2, C: 3}, "math.fma.f32 r4, r1, r2, r3"},
}

func TestInstString(t *testing.T) {
	for _, tc := range instCases {
		t.Run(tc.want, func(t *testing.T) {
			if err := tc.in.Validate(); err != nil {
				t.Fatalf("Validate: %v", err)
			}
			if got := tc.in.String(); got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
			b, err := Encode(tc.in)
			if err != nil {
				t.Fatalf("Encode: %v", err)
			}
			got, err := Decode(b[:])
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			if got != tc.in {
				t.Errorf("Decode(Encode(x)) = %+v, want %+v", got, tc.in)
			}
		})
	}
}

func TestInstInvalid(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   Inst
		want string
	}{
		{"zero", Inst{}, "invalid opcode 0"},
		{"bad op", Inst{Op: numOps}, "invalid opcode"},
		{"retired join", Inst{Op: opRetired65}, "invalid opcode 65"},
		{"type on nop", Inst{Op: OpNop, Type: I32}, "takes no type"},
		{"i8 add", Inst{Op: OpAdd, Type: I8}, "type i8 not allowed"},
		{"float add type", Inst{Op: OpFAdd, Type: I32}, "type i32 not allowed"},
		{"no space", Inst{Op: OpLd, Type: I32}, "space none not allowed"},
		{"store to param", Inst{Op: OpSt, Type: I32, Space: SpaceParam}, "space param not allowed"},
		{"store to const", Inst{Op: OpSt, Type: I32, Space: SpaceConst}, "space const not allowed"},
		{"atom on private", Inst{Op: OpAtom, Type: I32, Space: SpacePrivate, Atom: AtomAdd}, "space private not allowed"},
		{"space on add", Inst{Op: OpAdd, Type: I32, Space: SpaceGlobal}, "takes no address space"},
		{"from on add", Inst{Op: OpAdd, Type: I32, From: I64}, "takes no source type"},
		{"sext narrows", Inst{Op: OpSExt, Type: I32, From: I32}, "does not widen"},
		{"trunc widens", Inst{Op: OpTrunc, Type: I32, From: I32}, "does not narrow"},
		{"icmp float cond", Inst{Op: OpICmp, Type: I32, Cond: CondOLT}, "not an integer condition"},
		{"fcmp int cond", Inst{Op: OpFCmp, Type: F32, Cond: CondSLT}, "not a float condition"},
		{"cond on add", Inst{Op: OpAdd, Type: I32, Cond: CondEQ}, "takes no condition"},
		{"no atom op", Inst{Op: OpAtom, Type: I32, Space: SpaceGlobal}, "invalid atomic operation"},
		{"int fadd", Inst{Op: OpAtom, Type: I32, Space: SpaceGlobal, Atom: AtomFAdd}, "needs f32 or f64"},
		{"float add atom", Inst{Op: OpAtom, Type: F32, Space: SpaceGlobal, Atom: AtomAdd}, "needs i32 or i64"},
		{"no sreg", Inst{Op: OpS2R}, "invalid special register"},
		{"no math fn", Inst{Op: OpMath, Type: F32}, "invalid math function 0"},
		{"int math", Inst{Op: OpMath, Type: I32, Math: mathfn.Sin}, "type i32 not allowed"},
		{"math fn on add", Inst{Op: OpAdd, Type: I32, Math: mathfn.Sin}, "takes no math function"},
		{"sin has b", Inst{Op: OpMath, Type: F32, Math: mathfn.Sin, B: 1}, "unused operand field b"},
		{"pow has c", Inst{Op: OpMath, Type: F32, Math: mathfn.Pow, C: 1}, "unused operand field c"},
		{"fence nothing", Inst{Op: OpFence}, "orders no memory"},
		{"bar bad mem", Inst{Op: OpBar, Mem: 4}, "invalid memory flags"},
		{"volatile add", Inst{Op: OpAdd, Type: I32, Flags: FlagVolatile}, "flags 0x2 not allowed"},
		{"imm on ld", Inst{Op: OpLd, Type: I32, Space: SpaceGlobal, Flags: FlagImm}, "flags 0x1 not allowed"},
		{"neg on bra", Inst{Op: OpBra, RPC: NoPC, Flags: FlagNeg}, "flags 0x4 not allowed"},
		{"unused reg", Inst{Op: OpExit, A: 3}, "unused operand field a"},
		{"imm replaces b", Inst{Op: OpAdd, Type: I32, B: 2, Flags: FlagImm}, "unused operand field b"},
		{"inc has b", Inst{Op: OpAtom, Type: I32, Space: SpaceGlobal, Atom: AtomInc, B: 1}, "unused operand field b"},
		{"unused imm", Inst{Op: OpAdd, Type: I32, Imm: 3}, "unused immediate"},
		{"vote mask without flag", Inst{Op: OpVoteAll, Dst: 1, A: 2, C: 3}, "unused operand field c"},
		{"mask on add", Inst{Op: OpAdd, Type: I32, Flags: FlagMask}, "flags 0x10 not allowed"},
		{"gaddr negative", Inst{Op: OpGAddr, Imm: -1}, "global index -1"},
		{"misaligned target", Inst{Op: OpBra, Target: 8, RPC: NoPC}, "not a multiple of 16"},
		{"misaligned rpc", Inst{Op: OpCBra, Target: 16, RPC: 8}, "reconvergence PC 0x8"},
		{"target on ret", Inst{Op: OpRet, Target: 16}, "unused target"},
		{"rpc on call", Inst{Op: OpCall, Target: 16, RPC: NoPC}, "unused reconvergence PC"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.in.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate() = %v, want an error containing %q", err, tc.want)
			}
			if _, err := Encode(tc.in); err == nil {
				t.Error("Encode accepted an invalid instruction")
			}
			if s := tc.in.String(); !strings.HasPrefix(s, "(invalid: ") {
				t.Errorf("String() = %q, want (invalid: ...)", s)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	valid, _ := Encode(Inst{Op: OpAdd, Type: I32, Dst: 1, A: 2, B: 3})
	for _, tc := range []struct {
		name  string
		patch func(b []byte) []byte
		want  string
	}{
		{"short", func(b []byte) []byte { return b[:15] }, "truncated"},
		{"opcode", func(b []byte) []byte { b[0] = 0xff; return b }, "invalid opcode 255"},
		{"aux nibble", func(b []byte) []byte { b[1] |= 0x30; return b }, "high nibble"},
		{"modifier", func(b []byte) []byte { b[2] = 1; return b }, "modifier byte"},
		{"flags", func(b []byte) []byte { b[3] = 0x80; return b }, "not allowed"},
		{"unused c", func(b []byte) []byte { b[7] = 9; return b }, "unused operand field c"},
		{"unused imm", func(b []byte) []byte { b[15] = 1; return b }, "unused immediate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.patch(bytes.Clone(valid[:]))
			_, err := Decode(b)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Decode() error = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// randInst returns a random valid instruction of op, drawing each field from
// the values the op table allows.
func randInst(rng *rand.Rand, op Op) Inst {
	oi := op.info()
	pick := func(n int, ok func(int) bool) int {
		var c []int
		for i := 0; i < n; i++ {
			if ok(i) {
				c = append(c, i)
			}
		}
		return c[rng.Intn(len(c))]
	}
	for {
		in := Inst{Op: op}
		if oi.types != 0 {
			in.Type = Type(pick(int(numTypes), func(i int) bool { return oi.types.has(Type(i)) }))
		}
		switch oi.aux {
		case auxFrom:
			in.From = Type(pick(int(numTypes), func(i int) bool { return oi.from.has(Type(i)) }))
		case auxSpace:
			in.Space = Space(pick(int(numSpaces), func(i int) bool { return oi.spaces.has(Space(i)) }))
		}
		switch oi.mod {
		case modICond:
			in.Cond = Cond(pick(int(numConds), func(i int) bool { return Cond(i).IsInt() }))
		case modFCond:
			in.Cond = Cond(pick(int(numConds), func(i int) bool { return Cond(i).IsFloat() }))
		case modAtom:
			in.Atom = AtomOp(1 + rng.Intn(int(numAtomOps)-1))
		case modSReg:
			in.SReg = SReg(1 + rng.Intn(int(numSRegs)-1))
		case modMem:
			in.Mem = MemFlags(rng.Intn(4))
		case modMath:
			in.Math = MathFn(1 + rng.Intn(int(mathfn.NumFns)-1))
		}
		allowed := oi.flags
		if oi.imm == immOpt {
			allowed |= FlagImm
		}
		in.Flags = Flags(rng.Intn(1<<numFlagBits)) & allowed
		randReg := func() Reg { return Reg(rng.Intn(256)) }
		m := in.regMask()
		if m&useD != 0 {
			in.Dst = randReg()
		}
		if m&useA != 0 {
			in.A = randReg()
		}
		if m&useB != 0 {
			in.B = randReg()
		}
		if m&useC != 0 {
			in.C = randReg()
		}
		randPC := func() uint32 {
			if rng.Intn(4) == 0 {
				return NoPC
			}
			return uint32(rng.Intn(1<<20)) * InstSize
		}
		switch {
		case oi.imm == immPC:
			if oi.pcs&pcTarget != 0 {
				in.Target = uint32(rng.Intn(1<<20)) * InstSize
			}
			if oi.pcs&pcRPC != 0 {
				in.RPC = randPC()
			}
		case op == OpGAddr || op == OpPrintf:
			in.Imm = int64(rng.Intn(1 << 16))
		case oi.imm == immOffset || oi.imm == immValue || in.Flags&FlagImm != 0:
			in.Imm = int64(rng.Uint64())
		}
		if in.Validate() == nil {
			return in
		}
	}
}

func TestEncodeDecodeRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for op := OpInvalid + 1; op < numOps; op++ {
		if !op.Valid() {
			continue // retired
		}
		for i := 0; i < 2000; i++ {
			in := randInst(rng, op)
			b, err := Encode(in)
			if err != nil {
				t.Fatalf("Encode(%v): %v", in, err)
			}
			got, err := Decode(b[:])
			if err != nil {
				t.Fatalf("Decode(Encode(%v)): %v", in, err)
			}
			if got != in {
				t.Fatalf("Decode(Encode(x)) = %+v, want %+v", got, in)
			}
			if s := in.String(); strings.HasPrefix(s, "(invalid") {
				t.Fatalf("String of valid %+v = %q", in, s)
			}
		}
	}
}

func TestEncodeCode(t *testing.T) {
	var code []Inst
	for _, tc := range instCases {
		code = append(code, tc.in)
	}
	b, err := EncodeCode(code)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeCode(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(code) {
		t.Fatalf("got %d instructions, want %d", len(got), len(code))
	}
	for i := range got {
		if got[i] != code[i] {
			t.Errorf("pc %#x: got %v, want %v", i*InstSize, got[i], code[i])
		}
	}
	if _, err := DecodeCode(b[:len(b)-1]); err == nil {
		t.Error("DecodeCode accepted a partial instruction")
	}
	b[3*InstSize] = 0
	if _, err := DecodeCode(b); err == nil || !strings.Contains(err.Error(), "pc 0x30") {
		t.Errorf("DecodeCode error = %v, want one naming pc 0x30", err)
	}
	if _, err := EncodeCode([]Inst{{Op: OpNop}, {}}); err == nil || !strings.Contains(err.Error(), "pc 0x10") {
		t.Errorf("EncodeCode error = %v, want one naming pc 0x10", err)
	}
}

func TestUsesDef(t *testing.T) {
	for _, tc := range []struct {
		in   Inst
		uses []Reg
		def  int // -1: none
	}{
		{Inst{Op: OpAdd, Type: I32, Dst: 3, A: 1, B: 2}, []Reg{1, 2}, 3},
		{Inst{Op: OpAdd, Type: I32, Dst: 3, A: 1, Flags: FlagImm, Imm: 4}, []Reg{1}, 3},
		{Inst{Op: OpMov, Type: I32, Dst: 3, Flags: FlagImm, Imm: 4}, nil, 3},
		{Inst{Op: OpSelect, Type: I32, Dst: 1, A: 2, B: 3, Flags: FlagImm}, []Reg{2, 3}, 1},
		{Inst{Op: OpSt, Type: I32, Space: SpaceGlobal, A: 4, B: 5}, []Reg{4, 5}, -1},
		{Inst{Op: OpAtom, Type: I32, Space: SpaceGlobal, Atom: AtomDec, Dst: 1, A: 2}, []Reg{2}, 1},
		{Inst{Op: OpCas, Type: I32, Space: SpaceGlobal, Dst: 1, A: 2, B: 3, C: 4}, []Reg{2, 3, 4}, 1},
		{Inst{Op: OpCBra, A: 7, Target: 16, RPC: NoPC}, []Reg{7}, -1},
		{Inst{Op: OpExit}, nil, -1},
	} {
		t.Run(tc.in.String(), func(t *testing.T) {
			got := tc.in.Uses(nil)
			if len(got) != len(tc.uses) {
				t.Fatalf("Uses = %v, want %v", got, tc.uses)
			}
			for i := range got {
				if got[i] != tc.uses[i] {
					t.Fatalf("Uses = %v, want %v", got, tc.uses)
				}
			}
			d, ok := tc.in.Def()
			if ok != (tc.def >= 0) || ok && int(d) != tc.def {
				t.Errorf("Def = %v, %v, want %d", d, ok, tc.def)
			}
		})
	}
}

func TestGeneric(t *testing.T) {
	for _, tc := range []struct {
		space Space
		addr  uint64
		want  uint64
		back  Space
	}{
		{SpaceGlobal, 0x1000, 0x1000, SpaceGlobal},
		{SpaceConst, 0x2000, 0x2000, SpaceGlobal},
		{SpaceShared, 0x40, 2<<56 | 0x40, SpaceShared},
		{SpacePrivate, 0x8, 3<<56 | 0x8, SpacePrivate},
	} {
		g, ok := ToGeneric(tc.space, tc.addr)
		if !ok || g != tc.want {
			t.Errorf("ToGeneric(%s, %#x) = %#x, %v, want %#x", tc.space, tc.addr, g, ok, tc.want)
		}
		s, a, ok := FromGeneric(g)
		if !ok || s != tc.back || a != tc.addr {
			t.Errorf("FromGeneric(%#x) = %s, %#x, %v, want %s, %#x", g, s, a, ok, tc.back, tc.addr)
		}
	}
	if _, ok := ToGeneric(SpaceParam, 0); ok {
		t.Error("param addresses have no generic form")
	}
	if _, ok := ToGeneric(SpaceGlobal, GenericLimit); ok {
		t.Error("ToGeneric accepted an address above the limit")
	}
	if _, _, ok := FromGeneric(5 << 56); ok {
		t.Error("FromGeneric accepted tag 5")
	}
}

func FuzzDecode(f *testing.F) {
	for _, tc := range instCases {
		b, _ := Encode(tc.in)
		f.Add(b[:])
	}
	f.Add(make([]byte, InstSize))
	f.Fuzz(func(t *testing.T, b []byte) {
		in, err := Decode(b)
		if err != nil {
			return
		}
		_ = in.String()
		out, err := Encode(in)
		if err != nil {
			t.Fatalf("Encode(Decode(%x)) failed: %v", b, err)
		}
		if !bytes.Equal(out[:], b[:InstSize]) {
			t.Fatalf("Encode(Decode(%x)) = %x", b[:InstSize], out)
		}
	})
}
