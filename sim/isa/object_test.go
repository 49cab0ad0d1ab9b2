package isa

import (
	"bytes"
	"encoding/binary"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func pc(i int) uint32 { return uint32(i) * InstSize }

// sampleObject is a spin-lock kernel that calls a device function with a
// jump table: every table and most instruction kinds are present.
func sampleObject() *Object {
	const (
		loop   = 8
		body   = 11
		exit   = 14
		helper = 17
		case0  = 23
		case1  = 24
	)
	code := []Inst{
		0: {Op: OpS2R, Dst: 0, SReg: SRegTidX},
		1: {Op: OpLd, Type: I64, Space: SpaceParam, Dst: 1, A: RZ, Imm: 0},
		2: {Op: OpLd, Type: I64, Space: SpaceParam, Dst: 2, A: RZ, Imm: 8},
		3: {Op: OpLd, Type: I32, Space: SpaceParam, Dst: 3, A: RZ, Imm: 16},
		4: {Op: OpMov, Type: I32, Dst: 6, Flags: FlagImm, Imm: 1},
		5: {Op: OpICmp, Type: I32, Cond: CondSLT, Dst: 4, A: 0, B: 3},
		6: {Op: OpSSY, Target: pc(exit)},
		7: {Op: OpCBra, A: 4, Flags: FlagNeg, Target: pc(exit), RPC: pc(exit)},
		// loop:
		8:  {Op: OpCas, Type: I32, Space: SpaceGlobal, Dst: 5, A: 1, B: RZ, C: 6},
		9:  {Op: OpICmp, Type: I32, Cond: CondEQ, Dst: 7, A: 5, Flags: FlagImm},
		10: {Op: OpCBra, A: 7, Flags: FlagNeg | FlagCons, Target: pc(loop), RPC: pc(exit)},
		// body:
		11: {Op: OpAtom, Type: I32, Space: SpaceGlobal, Atom: AtomAdd, Dst: RZ, A: 2, B: 6},
		12: {Op: OpSt, Type: I32, Space: SpaceGlobal, Flags: FlagVolatile, A: 1, B: RZ},
		13: {Op: OpCall, Target: pc(helper)},
		// exit:
		14: {Op: OpSync},
		15: {Op: OpBar, Mem: MemShared | MemGlobal},
		16: {Op: OpExit},
		// helper:
		17: {Op: OpGAddr, Dst: 9, Imm: 0},
		18: {Op: OpLd, Type: F32, Space: SpaceConst, Dst: 10, A: 9, Imm: 4},
		19: {Op: OpFAdd, Type: F32, Dst: 10, A: 10, Flags: FlagImm, Imm: int64(math.Float32bits(1.5))},
		20: {Op: OpS2R, Dst: 8, SReg: SRegLaneID},
		21: {Op: OpAnd, Type: I32, Dst: 8, A: 8, Flags: FlagImm, Imm: 1},
		22: {Op: OpBrx, A: 8, RPC: NoPC},
		23: {Op: OpRet},
		24: {Op: OpNop},
		25: {Op: OpRet},
	}
	return &Object{
		Mech:   "pdom",
		Layout: "priority",
		Code:   code,
		Symbols: []Symbol{
			{Name: "spin", PC: 0, Size: pc(helper)},
			{Name: "helper", PC: pc(helper), Size: pc(len(code) - helper)},
		},
		Kernels: []Kernel{{
			Name: "spin",
			PC:   0,
			Params: []Param{
				{Name: "lock", Kind: ParamPointer, Type: I32, Space: SpaceGlobal, Size: 8, Offset: 0},
				{Name: "counter", Kind: ParamPointer, Type: I32, Space: SpaceGlobal, Size: 8, Offset: 8},
				{Name: "n", Kind: ParamScalar, Type: I32, Size: 4, Offset: 16},
			},
			ParamSize:   24,
			NumRegs:     11,
			SharedSize:  256,
			PrivateSize: 16,
			StackSize:   64,
		}},
		Globals: []Global{
			{Name: "table", Space: SpaceConst, Size: 8, Align: 4, Init: []byte{1, 2, 3, 4, 0, 0, 0xc0, 0x3f}},
			{Name: "scratch", Space: SpaceGlobal, Size: 1024, Align: 8},
		},
		Blocks: []Block{
			{PC: 0, Name: "entry", Priority: 0},
			{PC: pc(loop), Name: "loop", Priority: 1},
			{PC: pc(body), Name: "body", Priority: 2},
			{PC: pc(exit), Name: "exit", Priority: 3, Join: true},
			{PC: pc(helper), Name: "entry", Priority: NoPriority},
			{PC: pc(case0), Name: "case0", Priority: NoPriority},
			{PC: pc(case1), Name: "case1", Priority: NoPriority, Join: true},
		},
		Branches: []BranchInfo{
			{PC: pc(7)},
			{PC: pc(10), Frontier: []uint32{pc(exit)}},
			{PC: pc(22), Targets: []uint32{pc(case0), pc(case1)}},
		},
		Lines: []Line{
			{PC: 0, File: "spin.cl", Line: 3, Col: 1},
			{PC: pc(5), File: "spin.cl", Line: 5, Col: 7},
			{PC: pc(loop), File: "spin.cl", Line: 6, Col: 9},
			{PC: pc(exit), File: "", Line: 0},
			{PC: pc(15), File: "spin.cl", Line: 2, Col: 0},
			{PC: pc(helper), File: "helper.h", Line: 12, Col: 3},
		},
	}
}

// minimalObject is the smallest useful object: one kernel that exits.
func minimalObject() *Object {
	return &Object{
		Code:    []Inst{{Op: OpExit}},
		Kernels: []Kernel{{Name: "k"}},
	}
}

func TestObjectRoundTrip(t *testing.T) {
	for name, o := range map[string]*Object{"sample": sampleObject(), "minimal": minimalObject(), "empty": {}} {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, o); err != nil {
				t.Fatalf("Write: %v", err)
			}
			got, err := Read(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if d := cmp.Diff(o, got); d != "" {
				t.Errorf("round trip (-want +got):\n%s", d)
			}
			again, err := Marshal(got)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, buf.Bytes()) {
				t.Error("Marshal(Read(Write(o))) differs from Write(o)")
			}
		})
	}
}

func TestSortMakesCanonical(t *testing.T) {
	o := sampleObject()
	want, err := Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	rev := func(n int, swap func(i, j int)) {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			swap(i, j)
		}
	}
	rev(len(o.Symbols), func(i, j int) { o.Symbols[i], o.Symbols[j] = o.Symbols[j], o.Symbols[i] })
	rev(len(o.Blocks), func(i, j int) { o.Blocks[i], o.Blocks[j] = o.Blocks[j], o.Blocks[i] })
	rev(len(o.Branches), func(i, j int) { o.Branches[i], o.Branches[j] = o.Branches[j], o.Branches[i] })
	rev(len(o.Lines), func(i, j int) { o.Lines[i], o.Lines[j] = o.Lines[j], o.Lines[i] })
	o.Branches[0].Targets = []uint32{pc(24), pc(23), pc(24)}
	if err := o.Validate(); err == nil {
		t.Fatal("Validate accepted unsorted tables")
	}
	o.Sort()
	got, err := Marshal(o)
	if err != nil {
		t.Fatalf("after Sort: %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Error("sorted object encodes differently from the original")
	}
}

func TestLookups(t *testing.T) {
	o := sampleObject()
	if k, ok := o.Kernel("spin"); !ok || k.NumRegs != 11 {
		t.Errorf("Kernel(spin) = %v, %v", k, ok)
	}
	if _, ok := o.Kernel("nope"); ok {
		t.Error("Kernel(nope) found")
	}
	if s, ok := o.SymbolAt(pc(20)); !ok || s.Name != "helper" {
		t.Errorf("SymbolAt(0x140) = %v, %v", s, ok)
	}
	if _, ok := o.SymbolAt(pc(100)); ok {
		t.Error("SymbolAt past the code found a symbol")
	}
	if b, ok := o.BlockAt(pc(9)); !ok || b.Name != "loop" {
		t.Errorf("BlockAt(0x90) = %v, %v", b, ok)
	}
	if p := o.Priority(pc(12)); p != 2 {
		t.Errorf("Priority(0xc0) = %d, want 2", p)
	}
	if p := o.Priority(pc(20)); p != NoPriority {
		t.Errorf("Priority(0x140) = %d, want none", p)
	}
	if b, ok := o.BranchAt(pc(10)); !ok || len(b.Frontier) != 1 {
		t.Errorf("BranchAt(0xa0) = %v, %v", b, ok)
	}
	if _, ok := o.BranchAt(pc(11)); ok {
		t.Error("BranchAt(0xb0) found metadata")
	}
	for _, tc := range []struct {
		pc   uint32
		want string
		ok   bool
	}{
		{0, "spin.cl:3:1", true},
		{pc(6), "spin.cl:5:7", true},
		{pc(14), "", false},
		{pc(15), "spin.cl:2", true},
		{pc(25), "helper.h:12:3", true},
		{pc(26), "", false},
	} {
		l, ok := o.LineAt(tc.pc)
		if ok != tc.ok || ok && l.String() != tc.want {
			t.Errorf("LineAt(%#x) = %v, %v, want %q, %v", tc.pc, l, ok, tc.want, tc.ok)
		}
	}
	if in, ok := o.InstAt(pc(16)); !ok || in.Op != OpExit {
		t.Errorf("InstAt(0x100) = %v, %v", in, ok)
	}
	if _, ok := o.InstAt(8); ok {
		t.Error("InstAt(8) found a misaligned instruction")
	}
}

func TestDisasmGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := sampleObject().WriteDisasm(&buf); err != nil {
		t.Fatal(err)
	}
	buf.WriteString("\n;; Disasm(code)\n")
	buf.WriteString(Disasm(sampleObject().Code))
	path := filepath.Join("testdata", "sample.dis")
	if *update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := cmp.Diff(string(want), buf.String()); d != "" {
		t.Errorf("disassembly (-want +got):\n%s", d)
	}
}

// fileOf encodes o without validating it.
func fileOf(t *testing.T, o *Object) []byte {
	t.Helper()
	b, err := encode(o)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// codeOffset returns the file offset of the code section's payload.
func codeOffset(t *testing.T, b []byte) int {
	t.Helper()
	off := headerSize
	_, n := binary.Uvarint(b[off+1:]) // meta
	mlen, _ := binary.Uvarint(b[off+1:])
	off += 1 + n + int(mlen)
	_, n = binary.Uvarint(b[off+1:]) // code
	return off + 1 + n
}

func TestReadErrors(t *testing.T) {
	good := fileOf(t, sampleObject())
	codeOff := codeOffset(t, good)
	patchInst := func(i int, f func(*Inst)) func([]byte) []byte {
		return func(b []byte) []byte {
			in := sampleObject().Code[i]
			f(&in)
			enc, err := Encode(in)
			if err != nil {
				t.Fatalf("patch: %v", err)
			}
			copy(b[codeOff+i*InstSize:], enc[:])
			return b
		}
	}
	edit := func(f func(o *Object)) func([]byte) []byte {
		return func([]byte) []byte {
			o := sampleObject()
			f(o)
			return fileOf(t, o)
		}
	}
	for _, tc := range []struct {
		name  string
		patch func([]byte) []byte
		want  string // substring of the error
		off   int    // expected byte offset, -1 to skip the check
	}{
		{"empty", func(b []byte) []byte { return nil }, "shorter than the 16-byte header", 0},
		{"short header", func(b []byte) []byte { return b[:10] }, "shorter than the 16-byte header", 0},
		{"truncated", func(b []byte) []byte { return b[:len(b)-3] }, "file truncated: header says", -1},
		{"truncated and patched size", func(b []byte) []byte {
			b = b[:len(b)-3]
			binary.LittleEndian.PutUint32(b[12:], uint32(len(b)))
			return b
		}, "", -1},
		{"trailing garbage", func(b []byte) []byte { return append(b, 0) }, "trailing garbage", len(good)},
		{"bad magic", func(b []byte) []byte { b[0] = 'X'; return b }, "bad magic", 0},
		{"bad version", func(b []byte) []byte { b[8] = 9; return b }, "unsupported format version 9", 8},
		{"reserved", func(b []byte) []byte { b[11] = 1; return b }, "reserved header field", 10},
		{"section order", func(b []byte) []byte { b[headerSize] = 2; return b }, "section id 2, want 1 (meta)", headerSize},
		{"bad opcode", func(b []byte) []byte { b[codeOff+3*InstSize] = 0xee; return b }, "pc 0x30: invalid opcode 238", codeOff + 3*InstSize},
		{"branch target outside code", patchInst(7, func(in *Inst) { in.Target = 0x1000 }), "target 0x1000 outside the code (0x1a0 bytes)", codeOff + 7*InstSize},
		{"rpc outside code", patchInst(10, func(in *Inst) { in.RPC = 0x2000 }), "reconvergence PC 0x2000 outside the code", codeOff + 10*InstSize},
		{"call not a function", patchInst(13, func(in *Inst) { in.Target = pc(15) }), "call target 0xf0 is not the entry of a function", codeOff + 13*InstSize},
		{"register out of range", patchInst(4, func(in *Inst) { in.Dst = 11 }), "uses r11, but kernel \"spin\" (which reaches it) has 11 registers", codeOff + 4*InstSize},
		{"register in callee", patchInst(21, func(in *Inst) { in.A = 200 }), "uses r200", codeOff + 21*InstSize},
		{"gaddr out of range", patchInst(17, func(in *Inst) { in.Imm = 2 }), "gaddr of global 2, but there are 2 globals", codeOff + 17*InstSize},
		{"falls off the end", patchInst(25, func(in *Inst) { *in = Inst{Op: OpNop} }), "can run past the end of the code", codeOff + 25*InstSize},
		{"cons without frontier", edit(func(o *Object) { o.Branches[1].Frontier = nil }), "conservative branch without a thread frontier", -1},
		{"brx without targets", edit(func(o *Object) { o.Branches = o.Branches[:2] }), "brx without a target list", -1},
		{"targets on cbra", edit(func(o *Object) { o.Branches[0].Targets = []uint32{0} }), "target list on a cbra", -1},
		{"metadata on non-branch", edit(func(o *Object) { o.Branches[0].PC = pc(6) }), "is ssy, not a branch", -1},
		{"frontier outside code", edit(func(o *Object) { o.Branches[1].Frontier = []uint32{0x5000} }), "frontier PC 0x5000 outside the code", -1},
		{"unsorted frontier", edit(func(o *Object) { o.Branches[1].Frontier = []uint32{0x20, 0x10} }), "frontier PCs not sorted", -1},
		{"symbol overlap", edit(func(o *Object) { o.Symbols[0].Size += InstSize }), "overlaps or precedes the previous symbol", -1},
		{"symbol past end", edit(func(o *Object) { o.Symbols[1].Size += InstSize }), "extends past the end of the code", -1},
		{"duplicate symbol", edit(func(o *Object) { o.Symbols[1].Name = "spin" }), "duplicate symbol name", -1},
		{"kernel entry outside", edit(func(o *Object) { o.Kernels[0].PC = 0x10000 }), "entry PC 0x10000 outside the code", -1},
		{"duplicate kernel", edit(func(o *Object) { o.Kernels = append(o.Kernels, o.Kernels[0]) }), "kernels not sorted by name or duplicate name", -1},
		{"too many registers", edit(func(o *Object) { o.Kernels[0].NumRegs = 300 }), "register count 300, at most 255", -1},
		{"param overlap", edit(func(o *Object) { o.Kernels[0].Params[1].Offset = 0 }), "overlaps the previous parameter", -1},
		{"param past block", edit(func(o *Object) { o.Kernels[0].ParamSize = 18 }), "extends past the parameter block (18 bytes)", -1},
		{"param misaligned", edit(func(o *Object) { o.Kernels[0].Params[2].Offset = 18 }), "not aligned to the size 4", -1},
		{"scalar size", edit(func(o *Object) { o.Kernels[0].Params[2].Size = 8 }), "size 8, but a i32 is 4 bytes", -1},
		{"pointer to private", edit(func(o *Object) { o.Kernels[0].Params[0].Space = SpacePrivate }), "pointer parameter in address space private", -1},
		{"bad param kind", edit(func(o *Object) { o.Kernels[0].Params[0].Kind = 7 }), "invalid parameter kind 7", -1},
		{"private size", edit(func(o *Object) { o.Kernels[0].PrivateSize = 12 }), "multiples of 8", -1},
		{"global init size", edit(func(o *Object) { o.Globals[0].Init = o.Globals[0].Init[:3] }), "initializer of 3 bytes for a variable of 8 bytes", -1},
		{"global align", edit(func(o *Object) { o.Globals[1].Align = 3 }), "alignment 3 is not a power of two", -1},
		{"global space", edit(func(o *Object) { o.Globals[1].Space = SpaceShared }), "address space shared, want global or const", -1},
		{"unknown layout", func(b []byte) []byte {
			i := bytes.Index(b, []byte("priority"))
			copy(b[i:], "priorixy")
			return b
		}, `layout: unknown layout "priorixy"`, headerSize + 2 + 5},
		{"retired join", func(b []byte) []byte { b[codeOff+24*InstSize] = byte(opRetired65); return b }, "pc 0x180: invalid opcode 65", codeOff + 24*InstSize},
		{"block flags", func(b []byte) []byte {
			// The last block: its name, its priority (-1: one byte),
			// its flags.
			i := bytes.LastIndex(b, []byte("case1"))
			b[i+len("case1")+1] = 0x81
			return b
		}, "block flags 0x81: unknown bits 0x80", -1},
		{"unsorted blocks", edit(func(o *Object) { o.Blocks[1], o.Blocks[2] = o.Blocks[2], o.Blocks[1] }), "blocks must be sorted by PC", -1},
		{"unsorted lines", edit(func(o *Object) { o.Lines[1], o.Lines[2] = o.Lines[2], o.Lines[1] }), "", -1},
		{"line outside code", edit(func(o *Object) { o.Lines[5].PC = 0x3000 }), "PC outside the code", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.patch(bytes.Clone(good))
			o, err := Unmarshal(b)
			if err == nil {
				t.Fatalf("Unmarshal accepted a bad file: %+v", o)
			}
			msg := err.Error()
			t.Log(msg)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("error %q does not contain %q", msg, tc.want)
			}
			if !strings.Contains(msg, "simt: byte ") {
				t.Errorf("error %q gives no byte offset", msg)
			}
			if tc.off >= 0 {
				var e *Error
				switch x := err.(type) {
				case *Error:
					e = x
				case ErrorList:
					e = x[0]
				}
				if e == nil || e.Off != int64(tc.off) {
					t.Errorf("error at offset %v, want %d", e, tc.off)
				}
			}
		})
	}
}

func TestWriteValidates(t *testing.T) {
	o := sampleObject()
	o.Code[7].Target = 0x1000
	o.Kernels[0].NumRegs = 5
	err := Write(&bytes.Buffer{}, o)
	if err == nil {
		t.Fatal("Write accepted an invalid object")
	}
	msg := err.Error()
	for _, want := range []string{"simt: code pc 0x70: cbra target 0x1000 outside the code", "uses r6, but kernel \"spin\""} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not contain %q", msg, want)
		}
	}
	if strings.Contains(msg, "byte ") {
		t.Errorf("error %q names a byte offset for an in-memory object", msg)
	}
}

// TestEveryPrefixAndByte truncates the sample at every length and corrupts
// every byte: the reader must fail cleanly or accept a canonical object.
func TestEveryPrefixAndByte(t *testing.T) {
	good := fileOf(t, sampleObject())
	for n := 0; n < len(good); n++ {
		if _, err := Unmarshal(good[:n]); err == nil {
			t.Errorf("accepted the first %d bytes", n)
		}
	}
	for i := range good {
		for _, x := range []byte{0x01, 0x80, 0xff} {
			b := bytes.Clone(good)
			b[i] ^= x
			checkCanonical(t, b)
		}
	}
}

// checkCanonical checks the reader's contract on b: an error, or an object
// that validates and encodes back to b.
func checkCanonical(t *testing.T, b []byte) {
	t.Helper()
	o, err := Unmarshal(b)
	if err != nil {
		if !strings.HasPrefix(err.Error(), "simt: ") {
			t.Fatalf("error without the simt: prefix: %v", err)
		}
		return
	}
	if err := o.Validate(); err != nil {
		t.Fatalf("Unmarshal accepted an object that does not validate: %v", err)
	}
	out, err := Marshal(o)
	if err != nil {
		t.Fatalf("Marshal of a read object: %v", err)
	}
	if !bytes.Equal(out, b) {
		t.Fatalf("Marshal(Unmarshal(b)) != b\n got %x\nwant %x", out, b)
	}
	if err := o.WriteDisasm(&bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
}

func FuzzReadObject(f *testing.F) {
	for _, o := range []*Object{sampleObject(), minimalObject(), {}} {
		b, err := Marshal(o)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkCanonical(t, b)
	})
}

func TestMarshalDeterministic(t *testing.T) {
	a, err := Marshal(sampleObject())
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		b, _ := Marshal(sampleObject())
		if !bytes.Equal(a, b) {
			t.Fatal("two encodings of the same object differ")
		}
	}
}

// TestRegsPerKernel checks registers against every kernel that reaches a
// shared device function, and reports the kernel with the fewest registers.
func TestRegsPerKernel(t *testing.T) {
	o := &Object{
		Code: []Inst{
			0: {Op: OpCall, Target: pc(4)},
			1: {Op: OpExit},
			2: {Op: OpCall, Target: pc(4)},
			3: {Op: OpExit},
			4: {Op: OpMov, Type: I32, Dst: 7, Flags: FlagImm, Imm: 1},
			5: {Op: OpRet},
		},
		Symbols: []Symbol{{Name: "a", PC: 0, Size: pc(2)}, {Name: "b", PC: pc(2), Size: pc(2)}, {Name: "f", PC: pc(4), Size: pc(2)}},
		Kernels: []Kernel{{Name: "a", PC: 0, NumRegs: 8}, {Name: "b", PC: pc(2), NumRegs: 8}},
	}
	if err := o.Validate(); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	o.Kernels[1].NumRegs = 4
	err := o.Validate()
	if err == nil || !strings.Contains(err.Error(), `uses r7, but kernel "b" (which reaches it) has 4 registers`) {
		t.Fatalf("Validate = %v, want the register error for kernel b", err)
	}
}
