package ir

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/mathfn"
)

// A well-formed kernel that the broken cases below start from.
const okSrc = `source "k.cl"

kernel @k(%n: i32, %p: *global i32, %f: f32) {
entry:
  %c: i1 = icmp.slt %n, i32 10 !2:3
  condbr %c, ^loop, ^exit !2:3

loop:                    ; preds: entry, loop
  %i: i32 = phi [i32 0, ^entry], [%next, ^loop] !3:5
  %next: i32 = add %i, i32 1 !4:5
  store %p, %next !5:5
  %more: i1 = icmp.slt %next, %n !6:5
  condbr %more, ^loop, ^exit !6:5

exit:                    ; preds: entry, loop
  %r: i32 = call @g(%n) !8:3
  switch %r, ^done, 1: ^done, 2: ^done !9:3

done:                    ; preds: exit, exit, exit
  ret !10:3
}

func @g(%x: i32): i32 {
entry:
  ret %x
}
`

func mustParse(t *testing.T, src string) *Module {
	t.Helper()
	m, err := Parse("t.ir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return m
}

// instr returns the instruction of f named name.
func instr(f *Func, name string) *Instr {
	var found *Instr
	f.Instrs(func(i *Instr) {
		if i.Name == name {
			found = i
		}
	})
	if found == nil {
		panic("no instruction %" + name)
	}
	return found
}

func TestVerifyOK(t *testing.T) {
	m := mustParse(t, okSrc)
	if err := VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Funcs {
		if err := Verify(f); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
	}
}

func TestVerifyErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string          // .ir text; okSrc when empty
		edit func(m *Module) // breaks the parsed module, when the parser would refuse the break
		want []string        // each must be a substring of one error line
	}{
		{
			name: "missing terminator",
			src:  "kernel @k(%n: i32) {\nentry:\n  %x: i32 = add %n, %n !3:3\n}\n",
			want: []string{"t.ir:3:3: error: func k, block entry: block does not end with a terminator (it ends with add)"},
		},
		{
			name: "empty block",
			src:  "kernel @k() {\nentry:\n  br ^b\n\nb:\n}\n",
			want: []string{"func k, block b: block is empty: it does not end with a terminator"},
		},
		{
			name: "terminator mid-block",
			src:  "kernel @k(%n: i32) {\nentry:\n  ret !3:3\n  %x: i32 = add %n, %n\n  ret\n}\n",
			want: []string{"t.ir:3:3: error: func k, block entry: terminator ret in the middle of the block"},
		},
		{
			name: "phi after non-phi",
			src: "kernel @k(%n: i32) {\nentry:\n  br ^b\n\nb:\n  %x: i32 = add %n, %n\n" +
				"  %y: i32 = phi [%n, ^entry] !7:3\n  ret\n}\n",
			want: []string{"t.ir:7:3: error: func k, block b: phi %y after a non-phi instruction"},
		},
		{
			name: "phi arity",
			edit: func(m *Module) { instr(m.Funcs[0], "i").RemoveArg(1) },
			want: []string{"k.cl:3:5: error: func k, block loop: phi %i has 1 operand(s), but the block has 2 predecessor(s)"},
		},
		{
			name: "pred/succ asymmetry",
			edit: func(m *Module) {
				exit := m.Funcs[0].BlockByName("exit")
				exit.Preds = exit.Preds[:1]
			},
			want: []string{"func k, block loop: edge loop -> exit appears 1 time(s) in loop.Succs but 0 time(s) in exit.Preds"},
		},
		{
			name: "successor count",
			edit: func(m *Module) {
				f := m.Funcs[0]
				e := f.BlockByName("entry")
				e.Succs = e.Succs[:1]
			},
			want: []string{
				"func k, block entry: condbr with 1 successor(s), want 2",
				"edge entry -> exit appears 0 time(s) in entry.Succs but 1 time(s) in exit.Preds",
			},
		},
		{
			name: "type mismatch in add",
			edit: func(m *Module) { instr(m.Funcs[0], "next").SetArg(1, ConstInt(I64, 1)) },
			want: []string{"k.cl:4:5: error: func k, block loop: add operand 1 has type i64, want i32"},
		},
		{
			name: "icmp with fcmp predicate",
			edit: func(m *Module) { instr(m.Funcs[0], "c").Pred = PredOGT },
			want: []string{"func k, block entry: icmp with the fcmp predicate ogt"},
		},
		{
			name: "store of wrong type",
			edit: func(m *Module) {
				f := m.Funcs[0]
				f.BlockByName("loop").Instrs[2].SetArg(1, f.Params[2])
			},
			want: []string{"k.cl:5:5: error: func k, block loop: store of f32 through *global i32, want a value of type i32"},
		},
		{
			name: "use not dominated by def",
			src: `kernel @k(%c: i1, %n: i32) {
entry:
  condbr %c, ^then, ^join

then:
  %t: i32 = add %n, i32 1
  br ^join

join:
  %u: i32 = add %t, i32 1 !10:3
  ret
}
`,
			want: []string{"t.ir:10:3: error: func k, block join: definition of %t in block then does not dominate this use"},
		},
		{
			name: "use before def in a block",
			src:  "kernel @k(%n: i32) {\nentry:\n  %a: i32 = add %b, %n !3:3\n  %b: i32 = add %n, %n\n  ret\n}\n",
			want: []string{"t.ir:3:3: error: func k, block entry: %b is used before it is defined"},
		},
		{
			name: "self use",
			src:  "kernel @k(%n: i32) {\nentry:\n  %a: i32 = add %a, %n\n  ret\n}\n",
			want: []string{"func k, block entry: %a is used before it is defined"},
		},
		{
			name: "phi operand not available on its edge",
			src: `kernel @k(%c: i1, %n: i32) {
entry:
  condbr %c, ^then, ^join

then:
  br ^join

join:
  %p: i32 = phi [%q, ^entry], [%n, ^then] !9:3
  %q: i32 = add %n, %n
  ret
}
`,
			want: []string{"t.ir:9:3: error: func k, block join: definition of %q in block join does not dominate the end of predecessor entry (phi operand 0)"},
		},
		{
			name: "ret type mismatch",
			edit: func(m *Module) { m.Funcs[1].Blocks[0].Instrs[0].SetArg(0, ConstInt(I64, 1)) },
			want: []string{"func g, block entry: ret of i64 in a function returning i32"},
		},
		{
			name: "ret without value",
			edit: func(m *Module) { m.Funcs[1].Blocks[0].Instrs[0].RemoveArg(0) },
			want: []string{"func g, block entry: ret of 0 value(s) in a function returning i32"},
		},
		{
			name: "call arity mismatch",
			edit: func(m *Module) { instr(m.Funcs[0], "r").RemoveArg(0) },
			want: []string{"k.cl:8:3: error: func k, block exit: call of @g with 0 argument(s), want 1"},
		},
		{
			name: "call argument type",
			edit: func(m *Module) { instr(m.Funcs[0], "r").SetArg(0, ConstInt(I8, 1)) },
			want: []string{"call of @g: argument 0 has type i8, want i32"},
		},
		{
			name: "call of another module's function",
			edit: func(m *Module) {
				other := mustParse(t, okSrc)
				instr(m.Funcs[0], "r").SetCallee(other.Funcs[1])
			},
			want: []string{"call of @g, which is not in the module"},
		},
		{
			name: "call of a removed function",
			edit: func(m *Module) { m.Funcs = m.Funcs[:1] },
			want: []string{"call of @g, which is not a function of the module"},
		},
		{
			name: "entry with predecessors",
			src:  "kernel @k(%c: i1) {\nentry:\n  condbr %c, ^entry, ^exit !3:3\n\nexit:\n  ret\n}\n",
			want: []string{"t.ir:3:3: error: func k, block entry: entry block has predecessors (entry)"},
		},
		{
			name: "unreachable block",
			src:  "kernel @k() {\nentry:\n  ret\n\ndead:\n  br ^dead !6:3\n}\n",
			want: []string{"t.ir:6:3: error: func k, block dead: block is unreachable"},
		},
		{
			name: "switch duplicate case",
			edit: func(m *Module) { instr(m.Funcs[0], "r").Block.Terminator().Cases()[1] = 1 },
			want: []string{"k.cl:9:3: error: func k, block exit: duplicate switch case 1"},
		},
		{
			name: "switch case out of range",
			src:  "kernel @k(%x: i8) {\nentry:\n  switch %x, ^a, 1: ^a\n\na:\n  ret\n}\n",
			edit: func(m *Module) { m.Funcs[0].Blocks[0].Instrs[0].Cases()[0] = 200 },
			want: []string{"switch case 200 does not fit i8"},
		},
		{
			name: "duplicate block name",
			edit: func(m *Module) { m.Funcs[0].BlockByName("done").Name = "loop" },
			want: []string{"func k, block loop: duplicate block name loop"},
		},
		{
			name: "wrong block back-pointer",
			edit: func(m *Module) { instr(m.Funcs[0], "next").Block = m.Funcs[0].Blocks[0] },
			want: []string{"k.cl:4:5: error: func k, block loop: add has Block entry"},
		},
		{
			name: "operand removed from its block",
			edit: func(m *Module) {
				f := m.Funcs[0]
				loop := f.BlockByName("loop")
				next := instr(f, "next")
				loop.Instrs = append(loop.Instrs[:1], loop.Instrs[2:]...) // not Remove: it is used
				next.Block = nil
			},
			want: []string{"k.cl:5:5: error: func k, block loop: operand 1 is a removed instruction (%next)"},
		},
		{
			name: "operand of another function",
			edit: func(m *Module) {
				other := mustParse(t, okSrc)
				instr(m.Funcs[0], "next").SetArg(0, instr(other.Funcs[0], "i"))
			},
			want: []string{"func k, block loop: operand 0 is an instruction of func k"},
		},
		{
			name: "parameter of another function",
			edit: func(m *Module) { m.Funcs[1].Blocks[0].Instrs[0].SetArg(0, m.Funcs[0].Params[0]) },
			want: []string{"func g, block entry: operand 0 is a parameter of func k"},
		},
		{
			name: "global not in the module",
			edit: func(m *Module) {
				g := &Global{Name: "lost", Elem: I32, Space: SpaceGlobal}
				f := m.Funcs[0]
				f.BlockByName("loop").Instrs[2].SetArg(0, g)
			},
			want: []string{"func k, block loop: operand 0 is global @lost, which is not in the module"},
		},
		{
			name: "use list out of date",
			edit: func(m *Module) {
				next := instr(m.Funcs[0], "next")
				next.uses = next.uses[:1]
			},
			want: []string{"func k, block loop: %next has 1 use(s) in its use list, but 3 operand(s) refer to it"},
		},
		{
			name: "use list with the wrong user",
			edit: func(m *Module) {
				f := m.Funcs[0]
				next, more := instr(f, "next"), instr(f, "more")
				next.uses = []*Instr{more, more, more}
			},
			want: []string{"the use list of %next holds %more 3 time(s), but it uses %next 1 time(s)"},
		},
		{
			name: "bad casts",
			src: `kernel @k(%n: i32, %p: *global i32) {
entry:
  %a: i64 = zext %n
  %b: i16 = trunc %n
  %c: *shared i32 = addrspacecast %p
  ret
}
`,
			edit: func(m *Module) {
				f := m.Funcs[0]
				instr(f, "a").Op = OpTrunc
				instr(f, "b").Op = OpSExt
				instr(f, "c").Typ = PtrTo(I32, SpaceGlobal)
			},
			want: []string{
				"trunc from i32 to i64: needs integers, the result narrower",
				"sext from i32 to i16: needs integers, the result wider",
				"addrspacecast from *global i32 to *global i32: needs pointers in different address spaces",
			},
		},
		{
			name: "stray fields",
			edit: func(m *Module) {
				f := m.Funcs[0]
				next := instr(f, "next")
				next.Volatile = true
				next.Dim = 2
				instr(f, "c").Pred = PredNone
			},
			want: []string{"add cannot be volatile", "add has a dimension (2)", "icmp with predicate none"},
		},
		{
			name: "atomics",
			src: `kernel @k(%p: *global i32, %q: *global f32) {
entry:
  %a: i32 = atomic.add %p, i32 1
  %b: f32 = atomic.fadd %q, f32 1.0
  %c: i32 = cmpxchg %p, i32 0, i32 1
  ret
}
`,
			edit: func(m *Module) {
				f := m.Funcs[0]
				instr(f, "a").Atomic = AtomicFAdd
				instr(f, "b").Atomic = AtomicMin
				instr(f, "c").SetArg(2, ConstInt(I64, 1))
			},
			want: []string{
				"atomic.fadd on i32, want a float",
				"atomic.min on f32, want an integer",
				"cmpxchg operand 2 has type i64, want i32",
			},
		},
		{
			name: "math",
			src: `kernel @k(%x: f32, %d: f64, %n: i32) {
entry:
  %a: f32 = math.sin %x
  %b: f64 = math.pow %d, %d
  %c: f32 = math.fma %x, %x, %x
  %e: i32 = add %n, %n
  %f: f32 = math.cos %x
  ret
}
`,
			edit: func(m *Module) {
				f := m.Funcs[0]
				instr(f, "a").AddArg(instr(f, "a").Args[0])
				instr(f, "b").SetArg(1, ConstFloat(F32, 1))
				instr(f, "c").Math = mathfn.None
				instr(f, "e").Math = mathfn.Exp
				instr(f, "f").Typ = I32
			},
			want: []string{
				"math.sin has 2 operand(s), want 1",
				"math.pow operand 1 has type f32, want f64",
				"math without a valid function (none)",
				"add has a math function (exp)",
				"math.cos result type i32 is not a float type",
			},
		},
		{
			name: "warp ops and specials",
			src: `kernel @k(%c: i1) {
entry:
  %t: i32 = tid.x
  %v: i1 = vote.any %c
  %b: i64 = ballot %c
  %s: i32 = shuffle %t, %t
  %a: *private [4 x i32] = alloca
  ret
}
`,
			edit: func(m *Module) {
				f := m.Funcs[0]
				instr(f, "t").Typ = I64
				instr(f, "v").SetArg(0, ConstInt(I32, 1))
				instr(f, "b").Typ = I32
				instr(f, "s").SetArg(1, ConstInt(I64, 0))
				instr(f, "a").Typ = PtrTo(I32, SpaceShared)
			},
			want: []string{
				"tid result type i64, want i32",
				"vote.any operand 0 has type i32, want i1",
				"ballot result type i32, want i64",
				"shuffle operand 1 has type i64, want i32",
				"alloca result type *shared i32, want *private T",
			},
		},
		{
			name: "member masks and warpsync",
			src: `kernel @k(%c: i1) {
entry:
  %t: i32 = tid.x
  %v: i1 = vote.any %c, %t
  %b: i64 = ballot %c, %t
  %s: i32 = shuffle %t, %t, %t
  warpsync %t
  ret
}
`,
			edit: func(m *Module) {
				f := m.Funcs[0]
				instr(f, "v").SetArg(1, ConstInt(I64, -1))
				instr(f, "b").AddArg(ConstInt(I32, 1))
				instr(f, "s").SetArg(2, ConstInt(I1, 1))
				f.Blocks[0].Instrs[4].SetArg(0, ConstInt(I64, 3))
			},
			want: []string{
				"vote.any operand 1 has type i64, want i32",
				"ballot has 3 operands, want 1 or 2 (with a member mask)",
				"shuffle operand 2 has type i1, want i32",
				"warpsync operand 0 has type i64, want i32",
			},
		},
		{
			name: "malformed types and constants",
			edit: func(m *Module) {
				f := m.Funcs[0]
				instr(f, "next").SetArg(1, &Const{Typ: I32, Int: 1 << 40})
				f.Params[0].Typ = IntType{7}
				m.Globals = append(m.Globals, &Global{Name: "bad", Elem: Void, Space: SpaceShared})
			},
			want: []string{
				"operand 1: constant 1099511627776 does not fit i32",
				"func k: parameter 0 (n): invalid integer type i7",
				"global @bad: element type void is not a value or array type",
			},
		},
		{
			name: "module names",
			edit: func(m *Module) {
				m.Funcs[1].Name = "k"
				m.Directives = append(m.Directives, Directive{Kind: "two words"})
			},
			want: []string{"func k: @k is defined twice", `module: directive kind "two words" is not a plain word`},
		},
		{
			name: "no blocks",
			edit: func(m *Module) { m.NewFunc("empty", Void) },
			want: []string{"func empty: function has no blocks"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.src
			if src == "" {
				src = okSrc
			}
			m := mustParse(t, src)
			if tc.edit != nil {
				if err := VerifyModule(m); err != nil {
					t.Fatalf("module does not verify before the edit: %v", err)
				}
				tc.edit(m)
			}
			err := VerifyModule(m)
			if err == nil {
				t.Fatalf("no error; module:\n%s", m)
			}
			lines := strings.Split(err.Error(), "\n")
			for _, want := range tc.want {
				found := false
				for _, l := range lines {
					found = found || strings.Contains(l, want)
				}
				if !found {
					t.Errorf("missing error %q; got:\n%s", want, err)
				}
			}
			// A ModuleVerifier, one function at a time, finds the same.
			if got := verifyByParts(m); got == nil || got.Error() != err.Error() {
				t.Errorf("ModuleVerifier finds\n%v\nVerifyModule\n%v", got, err)
			}
			// Verify on the function alone finds the function's problems
			// too, and printing a broken module must not panic.
			for _, f := range m.Funcs {
				_ = Verify(f)
			}
			_ = m.String()
		})
	}
}

// verifyByParts verifies m as VerifyModule does, with a ModuleVerifier:
// the module checks, then each function on its own.
func verifyByParts(m *Module) error {
	mv := NewModuleVerifier(m)
	var all ErrorList
	add := func(err error) {
		switch e := err.(type) {
		case ErrorList:
			all = append(all, e...)
		case *Error:
			all = append(all, e)
		}
	}
	add(mv.Module())
	for _, f := range m.Funcs {
		if f != nil {
			add(mv.Func(f))
		}
	}
	all.Sort()
	return all.Err()
}

// TestModuleVerifierOK: a valid module passes a ModuleVerifier, and a
// function outside the module's function list when the verifier was made
// is not a valid callee.
func TestModuleVerifierOK(t *testing.T) {
	m := mustParse(t, okSrc)
	if err := verifyByParts(m); err != nil {
		t.Fatal(err)
	}
	g := m.Funcs[1]
	m.Funcs = m.Funcs[:1]
	mv := NewModuleVerifier(m)
	m.Funcs = append(m.Funcs, g)
	if err := mv.Func(m.Funcs[0]); err == nil || !strings.Contains(err.Error(), "not a function of the module") {
		t.Errorf("call of a function the verifier does not know: %v", err)
	}
	if err := mv.Module(); err != nil {
		t.Errorf("module checks: %v", err)
	}
}

// TestVerifyCollectsAll breaks a function in several places: every problem
// is reported, sorted by position, each naming its function and block.
func TestVerifyCollectsAll(t *testing.T) {
	m := mustParse(t, okSrc)
	f := m.Funcs[0]
	instr(f, "next").SetArg(1, ConstInt(I64, 1))
	instr(f, "c").Pred = PredOLT
	f.BlockByName("done").Instrs[0].Pos = Pos{}
	f.BlockByName("done").Instrs[0].AddArg(ConstInt(I32, 0))
	err := Verify(f)
	want := `k.cl: error: func k, block done: ret of a value in a function returning void
k.cl:2:3: error: func k, block entry: icmp with the fcmp predicate olt
k.cl:4:5: error: func k, block loop: add operand 1 has type i64, want i32`
	if err == nil {
		t.Fatal("no error")
	}
	if d := cmp.Diff(want, err.Error()); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if _, ok := err.(ErrorList); !ok {
		t.Errorf("error is a %T, want ErrorList", err)
	}
	// Deterministic: the same text again.
	if again := Verify(f); again.Error() != err.Error() {
		t.Errorf("second run differs:\n%s", again)
	}
}

func TestCheckTypes(t *testing.T) {
	m := mustParse(t, okSrc)
	f := m.Funcs[0]
	next := instr(f, "next")
	if err := CheckTypes(next); err != nil {
		t.Fatal(err)
	}
	next.Typ = F32
	next.Volatile = true
	want := "add cannot be volatile; add result type f32 is not an integer type"
	if err := CheckTypes(next); err == nil || err.Error() != want {
		t.Errorf("CheckTypes = %v, want %s", err, want)
	}
}

// TestVerifyDominanceRandom cross-checks the verifier's dominance test
// against a naive one (a dominates b when b cannot be reached from the
// entry without passing a) on random CFGs.
func TestVerifyDominanceRandom(t *testing.T) {
	for seed := range 300 {
		checkRandomCFG(t, randBytes(uint64(seed), 24))
	}
}

func FuzzVerifyDominance(f *testing.F) {
	for seed := range 20 {
		f.Add(randBytes(uint64(seed), 24))
	}
	f.Fuzz(checkRandomCFG)
}

// randBytes returns n deterministic pseudo-random bytes (splitmix64).
func randBytes(seed uint64, n int) []byte {
	b := make([]byte, n)
	for k := range b {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		b[k] = byte(z ^ z>>31)
	}
	return b
}

// checkRandomCFG decodes data into a CFG of up to 8 blocks, each ending in
// ret, br or condbr (the entry never targeted), with one value defined in
// every block, and one use in a chosen block of a chosen definition. Verify
// must accept the function exactly when the naive dominance test (or, for
// unreachable blocks, reachability) says so.
func checkRandomCFG(t *testing.T, data []byte) {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	n := 2 + next()%7
	m := NewModule("r.cl")
	f := m.NewFunc("r", Void)
	c := f.AddParam("c", I1)
	blocks := make([]*Block, n)
	for k := range blocks {
		blocks[k] = f.NewBlock(fmt.Sprintf("b%d", k))
	}
	b := NewBuilder(f)
	defs := make([]*Instr, n)
	for k, blk := range blocks {
		b.SetBlock(blk)
		defs[k] = b.Special(OpLaneID, 0)
	}
	// The use: in block u, of the definition in block d.
	u, d := next()%n, next()%n
	b.SetBlock(blocks[u])
	b.Binary(OpAdd, defs[d], ConstInt(I32, 1))
	for _, blk := range blocks {
		b.SetBlock(blk)
		switch next() % 3 {
		case 0:
			b.Ret(nil)
		case 1:
			b.Br(blocks[1+next()%(n-1)])
		default:
			b.CondBr(c, blocks[1+next()%(n-1)], blocks[1+next()%(n-1)])
		}
	}

	reach := func(skip *Block) []bool {
		seen := make([]bool, n)
		if blocks[0] == skip {
			return seen
		}
		stack := []*Block{blocks[0]}
		seen[0] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range x.Succs {
				if s != skip && !seen[s.ID] {
					seen[s.ID] = true
					stack = append(stack, s)
				}
			}
		}
		return seen
	}
	all := reach(nil)
	unreachable := false
	for _, r := range all {
		unreachable = unreachable || !r
	}
	var okUse bool
	switch {
	case !all[u]:
		okUse = true // uses in unreachable blocks are not checked
	case d == u:
		okUse = true // the definition comes first in the block
	default:
		okUse = !reach(blocks[d])[u] // every path to u passes d
	}
	err := Verify(f)
	text := ""
	if err != nil {
		text = err.Error()
	}
	if got := strings.Contains(text, "is unreachable"); got != unreachable {
		t.Fatalf("unreachable reported %v, want %v:\n%s\n%s", got, unreachable, text, f)
	}
	if got := !strings.Contains(text, "does not dominate") && !strings.Contains(text, "used before"); got != okUse {
		t.Fatalf("use of %s in %s accepted %v, want %v:\n%s\n%s", defs[d].Name, blocks[u].Name, got, okUse, text, f)
	}
	if !unreachable && okUse && err != nil {
		t.Fatalf("unexpected errors:\n%s\n%s", text, f)
	}
}

// TestDropBody: a function whose body is dropped keeps its signature, so
// its callers still verify, and is itself a function without blocks.
func TestDropBody(t *testing.T) {
	m := mustParse(t, okSrc)
	g := m.Func("g")
	g.DropBody()
	if len(g.Blocks) != 0 || len(g.Params) != 1 || g.Ret != I32 {
		t.Fatalf("after DropBody: %d blocks, %d params, returns %v", len(g.Blocks), len(g.Params), g.Ret)
	}
	if err := Verify(m.Func("k")); err != nil {
		t.Errorf("caller of a dropped body: %v", err)
	}
	if err := Verify(g); err == nil || !strings.Contains(err.Error(), "function has no blocks") {
		t.Errorf("dropped body verifies: %v", err)
	}
	if b := g.NewBlock("entry"); b.Name != "entry" {
		t.Errorf("a new body's first block is %q, want entry", b.Name)
	}
}
