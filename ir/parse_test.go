package ir

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the .ir files in testdata with what the printer makes of them")

func irFiles(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "*.ir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/*.ir files (%v)", err)
	}
	return files
}

// reparse parses text, verifies the module and checks that it prints as
// text again.
func reparse(t *testing.T, name, text string) *Module {
	t.Helper()
	m, err := Parse(name, []byte(text))
	if err != nil {
		t.Fatalf("parse of printed module: %v\n%s", err, text)
	}
	if err := VerifyModule(m); err != nil {
		t.Errorf("verify of reparsed module: %v", err)
	}
	if d := cmp.Diff(text, m.String()); d != "" {
		t.Errorf("print(parse(text)) != text (-want +got):\n%s", d)
	}
	return m
}

// TestRoundTrip parses, verifies and prints every testdata/*.ir file: the
// output must be the file itself (they are golden files for the printer).
func TestRoundTrip(t *testing.T) {
	for _, file := range irFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			if err := VerifyModule(m); err != nil {
				t.Errorf("verify: %v", err)
			}
			got := m.String()
			if *update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			} else if d := cmp.Diff(string(src), got); d != "" {
				t.Errorf("print(parse(%s)) differs (-want +got):\n%s", file, d)
			}
			reparse(t, file, got)
		})
	}
}

// TestBuilderRoundTrip prints modules made with the Builder, parses them
// back and requires the same text.
func TestBuilderRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name string
		m    *Module
	}{
		{"spin", buildSpin()},
		{"kitchen", buildKitchen()},
		{"weird names", buildWeird()},
		{"large", genLarge(200)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := VerifyModule(tc.m); err != nil {
				t.Fatalf("builder-made module does not verify: %v", err)
			}
			text := tc.m.String()
			m := reparse(t, tc.name+".ir", text)
			// The structure survives too, not only the text.
			for k, f := range tc.m.Funcs {
				g := m.Funcs[k]
				if f.NumValues() != g.NumValues() || len(f.Blocks) != len(g.Blocks) {
					t.Errorf("%s: %d values and %d blocks, reparsed %d and %d", f.Name, f.NumValues(), len(f.Blocks), g.NumValues(), len(g.Blocks))
				}
				for n, b := range f.Blocks {
					if got, want := blockNames(g.Blocks[n].Preds), blockNames(b.Preds); got != want {
						t.Errorf("%s: block %s preds %s, reparsed %s", f.Name, b.Name, want, got)
					}
				}
			}
		})
	}
}

func blockNames(bs []*Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.Name)
	}
	return strings.Join(s, " ")
}

// buildKitchen builds a module that the printer must name: unnamed and
// clashing values, phis whose predecessors are not in block order, a block
// without phis whose Preds are not in block order, a call to a function
// defined later, globals and directives.
func buildKitchen() *Module {
	m := NewModule("kitchen.cl")
	m.Directives = append(m.Directives, Directive{Kind: "launch", Text: "grid=1 block=32", Pos: Pos{File: "kitchen.cl", Line: 1, Col: 4}})
	tile := m.NewGlobal("tile", ArrayOf(32, F32), SpaceShared)
	k := m.NewFunc("k", Void)
	k.Kernel = true
	later := m.NewFunc("later", I32)

	p := k.AddParam("", PtrTo(I32, SpaceGlobal))
	n := k.AddParam("n", I32)
	entry, a, bb, join, exit := k.NewBlock("entry"), k.NewBlock("a"), k.NewBlock("b"), k.NewBlock("join"), k.NewBlock("exit")
	b := NewBuilder(k)
	b.SetPos(Pos{File: "kitchen.cl", Line: 3, Col: 1})
	// Build b before a, so that join's Preds are [b, a]; and join before
	// entry, so that exit's are [join, entry].
	b.SetBlock(bb)
	y := b.Binary(OpMul, n, ConstInt(I32, 3))
	y.Name = "x"
	b.Br(join)
	b.SetBlock(a)
	b.SetPos(Pos{File: "other.h", Line: 9, Col: 2})
	x := b.Binary(OpAdd, n, ConstInt(I32, 1))
	x.Name = "x"
	b.Br(join)
	b.SetBlock(join)
	phi := b.Phi(I32, y, x)
	g := b.GEP(tile, ConstInt(I32, 0), phi)
	f := b.Load(g, false)
	fi := b.Cast(OpFPToSI, f, I32)
	r := b.Call(later, fi)
	b.Store(p, r, true)
	b.Br(exit)
	b.SetBlock(entry)
	tid := b.Special(OpThreadID, 1)
	b.Switch(tid, exit, []int64{1, 2, -3}, []*Block{a, bb, a})
	b.SetBlock(exit)
	b.SetPos(Pos{Line: 7}) // no file: printed as !"":7:0
	b.Barrier(MemShared | MemGlobal)
	b.Ret(nil)

	v := later.AddParam("", I32)
	lb := NewBuilder(later)
	lb.SetBlock(later.NewBlock(""))
	lb.Ret(lb.Binary(OpSub, v, ConstInt(I32, -1)))
	return m
}

// buildWeird builds a module whose names need quoting, or collide with
// the printer's numbers.
func buildWeird() *Module {
	m := NewModule("dir/we\"ird.cl")
	g := m.NewGlobal("g\n", I32, SpaceShared)
	f := m.NewFunc("f g", I32)
	x := f.AddParam("x y", I32)
	a, nl, c := f.NewBlock("a"), f.NewBlock("a\nb"), f.NewBlock("c, d")
	b := NewBuilder(f)
	b.SetBlock(a)
	v := b.Binary(OpAdd, x, ConstInt(I32, 1))
	v.Name = "1"
	w := b.Binary(OpAdd, v, v) // unnamed: printed as %0
	b.CondBr(b.ICmp(PredEQ, w, x), nl, c)
	b.SetBlock(nl)
	b.SetPos(Pos{File: "x\ty.h", Line: 1, Col: 1})
	b.Br(c)
	b.SetBlock(c)
	p := b.Phi(I32, w, v)
	p.Name = "; preds: a"
	b.Store(g, p, false)
	b.Ret(p)
	return m
}

// genLarge builds a function of about nblocks blocks: a chain of diamonds
// joined by phis.
func genLarge(nblocks int) *Module {
	m := NewModule("large.cl")
	f := m.NewFunc("large", I32)
	f.Kernel = false
	n := f.AddParam("n", I32)
	out := f.AddParam("out", PtrTo(I32, SpaceGlobal))
	b := NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	acc := Value(b.Special(OpThreadID, 0))
	for k := 0; f.NumBlocks()+3 <= nblocks; k++ {
		// Unique names: NewBlock's search for a free suffix is linear.
		then, els, join := f.NewBlock(fmt.Sprint("then", k)), f.NewBlock(fmt.Sprint("else", k)), f.NewBlock(fmt.Sprint("join", k))
		b.SetPos(Pos{File: "large.cl", Line: k + 1, Col: 3})
		b.CondBr(b.ICmp(PredSLT, acc, n), then, els)
		b.SetBlock(then)
		x := b.Binary(OpAdd, acc, ConstInt(I32, int64(k)))
		b.Br(join)
		b.SetBlock(els)
		y := b.Binary(OpMul, acc, ConstInt(I32, 3))
		b.Store(out, y, false)
		b.Br(join)
		b.SetBlock(join)
		acc = b.Phi(I32, x, y)
	}
	b.Ret(acc)
	return m
}

func TestParseStructure(t *testing.T) {
	src := `source "s.cl"
kernel @k(%c: i1) {
entry:
  condbr %c, ^j, ^j !2:3

j:
  %b: i32 = phi [i32 2, ^entry], [i32 1, ^entry] !"h.h":4:5
  %a: i32 = phi [i32 1, ^entry], [i32 2, ^entry]
  ret
}
`
	m, err := Parse("s.ir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	j := f.Blocks[1]
	if len(j.Preds) != 2 || j.Preds[0] != f.Blocks[0] || j.Preds[1] != f.Blocks[0] {
		t.Fatalf("j.Preds = %v", j.Preds)
	}
	b, a := j.Instrs[0], j.Instrs[1]
	if got := FormatConst(b.Args[0].(*Const)) + " " + FormatConst(b.Args[1].(*Const)); got != "i32 2 i32 1" {
		t.Errorf("%%b args = %s", got)
	}
	if got := FormatConst(a.Args[0].(*Const)) + " " + FormatConst(a.Args[1].(*Const)); got != "i32 1 i32 2" {
		t.Errorf("%%a args = %s", got)
	}
	if want := (Pos{File: "h.h", Line: 4, Col: 5}); b.Pos != want {
		t.Errorf("%%b pos = %v, want %v", b.Pos, want)
	}
	if want := (Pos{File: "s.cl", Line: 2, Col: 3}); f.Blocks[0].Instrs[0].Pos != want {
		t.Errorf("condbr pos = %v, want %v", f.Blocks[0].Instrs[0].Pos, want)
	}
	if b.ID != 1 || a.ID != 2 || b.Name != "b" || f.Params[0].Name != "c" {
		t.Errorf("IDs %d %d, names %q %q", b.ID, a.ID, b.Name, f.Params[0].Name)
	}
	if err := Verify(f); err != nil {
		t.Error(err)
	}

	// Phis order the predecessors: here against block order.
	src = `kernel @k(%c: i1) {
entry:
  condbr %c, ^x, ^y

y:
  br ^z

x:
  br ^z

z:
  %p: i32 = phi [i32 1, ^x], [i32 2, ^y]
  %q: i32 = phi [i32 3, ^y], [i32 4, ^x]
  ret
}
`
	m, err = Parse("p.ir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f = m.Funcs[0]
	z := f.BlockByName("z")
	if got := blockNames(z.Preds); got != "x y" {
		t.Errorf("z.Preds = %s, want x y", got)
	}
	if got := FormatConst(z.Instrs[1].Args[0].(*Const)); got != "i32 4" {
		t.Errorf("%%q's operand for x = %s, want i32 4", got)
	}
	if m.File != "p.ir" || f.Blocks[0].Instrs[0].Pos.IsKnown() {
		t.Errorf("module without source: File = %q", m.File)
	}
	if err := VerifyModule(m); err != nil {
		t.Error(err)
	}

	// A module without a source line is in the .ir file.
	m, err = Parse("nosrc.ir", []byte("kernel @k() !3:4 {\nentry:\n  ret !5:6\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := (Pos{File: "nosrc.ir", Line: 5, Col: 6}); m.File != "nosrc.ir" || m.Funcs[0].Blocks[0].Instrs[0].Pos != want {
		t.Errorf("File %q, ret pos %v", m.File, m.Funcs[0].Blocks[0].Instrs[0].Pos)
	}
}

// TestParseLenient checks inputs that parse but do not print back as
// written: the printed form is canonical, and stable.
func TestParseLenient(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`source "a.cl"
kernel @k() !"a.cl":1:2 {
entry:   ; a comment
  ; a comment line
  fence.global.shared ; trailing
  %x: i8 = add i8 255, i8 +1
  %"y": f32 = fadd f32 1, f32 1e0
  %z: *global i32 = inttoptr i64 0
  %w: i1 = icmp.eq %z, *global i32 0
  ret
}
`, `; simtc IR
source "a.cl"

kernel @k() !1:2 {
entry:
  fence.shared.global
  %x: i8 = add i8 -1, i8 1
  %y: f32 = fadd f32 1.0, f32 1.0
  %z: *global i32 = inttoptr i64 0
  %w: i1 = icmp.eq %z, *global i32 null
  ret
}
`},
	} {
		m, err := Parse("l.ir", []byte(tc.in))
		if err != nil {
			t.Fatal(err)
		}
		got := m.String()
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
		reparse(t, "l.ir", got)
	}
}

func TestParseErrors(t *testing.T) {
	const k = "kernel @k(%n: i32, %p: *global i32) {\nentry:\n"
	for _, tc := range []struct{ name, src, want string }{
		{"undefined value", k + "  %x: i32 = add %n, %y\n  ret\n}\n",
			"e.ir:3:21: error: undefined value %y"},
		{"undefined block", k + "  br ^nowhere\n}\n",
			"e.ir:3:6: error: undefined block ^nowhere"},
		{"undefined function", k + "  call @g()\n  ret\n}\n",
			"e.ir:3:8: error: undefined function @g"},
		{"undefined global", k + "  %x: i32 = load @g\n  ret\n}\n",
			"e.ir:3:18: error: undefined global @g"},
		{"function as value", k + "  %x: i32 = load @k\n  ret\n}\n",
			"e.ir:3:18: error: @k is a function, not a value"},
		{"bad type", k + "  %x: i33 = add %n, %n\n  ret\n}\n",
			`e.ir:3:7: error: unknown type "i33"`},
		{"pointer to void", k + "  %x: *global void = add %n, %n\n  ret\n}\n",
			`e.ir:3:7: error: pointer to void`},
		{"void value", k + "  %x: void = add %n, %n\n  ret\n}\n",
			`e.ir:3:7: error: a value cannot have type void`},
		{"unknown address space", "global @g: i32 texture\n",
			`e.ir:1:16: error: unknown address space "texture"`},
		{"garbage token", k + "  %x: i32 = add %n, # 1\n  ret\n}\n",
			"e.ir:3:21: error: unexpected character '#'"},
		{"garbage byte", k + "  ret \xff\n}\n",
			"e.ir:3:7: error: unexpected byte 0xff"},
		{"unterminated string", "source \"spin.cl\ndirective want \"x\"\n",
			"e.ir:1:8: error: unterminated string"},
		{"bad escape", `directive want "\q"` + "\n",
			`e.ir:1:16: error: invalid string literal "\q"`},
		{"math without function", k + "  %x: f32 = math %n\n  ret\n}\n",
			"e.ir:3:13: error: math needs a function (math.sin, …)"},
		{"unknown math function", k + "  %x: f32 = math.sine %n\n  ret\n}\n",
			`e.ir:3:18: error: unknown math function "sine"`},
		{"unknown instruction", k + "  %x: i32 = frob %n\n  ret\n}\n",
			`e.ir:3:13: error: unknown instruction "frob"`},
		{"unknown modifier", k + "  %x: i32 = load.volatile.fast %p\n  ret\n}\n",
			"e.ir:3:27: error: unknown modifier .fast for load"},
		{"unknown predicate", k + "  %x: i1 = icmp.olt %n, %n\n  ret\n}\n",
			`e.ir:3:17: error: unknown icmp predicate "olt"`},
		{"missing predicate", k + "  %x: i1 = icmp %n, %n\n  ret\n}\n",
			"e.ir:3:12: error: icmp needs a predicate (icmp.eq, …)"},
		{"bad dimension", k + "  %x: i32 = tid.w\n  ret\n}\n",
			"e.ir:3:17: error: unknown dimension (want x, y or z)"},
		{"int out of range", k + "  %x: i8 = add i8 256, i8 0\n  ret\n}\n",
			"e.ir:3:19: error: integer constant 256 out of range for i8"},
		{"bad float", k + "  %x: f32 = fadd f32 1.5.5, f32 0.0\n  ret\n}\n",
			`e.ir:3:22: error: invalid float constant "1.5.5"`},
		{"float out of range", k + "  %x: f32 = fadd f32 1e39, f32 0.0\n  ret\n}\n",
			"e.ir:3:22: error: float constant 1e39 out of range for f32"},
		{"bad i1", k + "  %x: i1 = and i1 1, i1 0\n  ret\n}\n",
			`e.ir:3:19: error: invalid i1 constant "1" (want true or false)`},
		{"redefined value", k + "  %n: i32 = add %n, %n\n  ret\n}\n",
			"e.ir:3:3: error: %n redefined"},
		{"redefined block", k + "  br ^entry\nentry:\n  ret\n}\n",
			"e.ir:4:1: error: block entry redefined"},
		{"redefined function", "func @f() {\nentry:\n  ret\n}\nglobal @f: i32 global\n",
			"e.ir:5:8: error: @f redefined"},
		{"instruction outside a block", "kernel @k() {\n  ret\n}\n",
			"e.ir:2:3: error: instruction outside a block (a label must come first)"},
		{"missing brace", k + "  ret\n",
			"e.ir:4:1: error: unexpected end of file in @k: missing '}'"},
		{"missing operand", k + "  %x: i32 = add %n,\n  ret\n}\n",
			"e.ir:3:20: error: expected operand, found end of line"},
		{"junk after instruction", k + "  ret ^entry\n}\n",
			"e.ir:3:7: error: expected operand, found '^'"},
		{"source not first", "global @g: i32 global\nsource \"a.cl\"\n",
			"e.ir:2:1: error: source must be the first line of the module"},
		{"bad position", k + "  ret !0:1\n}\n",
			`e.ir:3:8: error: invalid line number "0"`},
		{"instruction after branch", k + "  br ^entry\n  ret\n}\n",
			"e.ir:4:3: error: ret after the br that ends block entry"},
		{"phi names a non-predecessor", k + "  br ^x\nx:\n  %v: i32 = phi [%n, ^entry], [%n, ^x]\n  ret\n}\n",
			"e.ir:5:3: error: phi names ^x, which is not a predecessor of block x"},
		{"phi misses a predecessor", k + "  br ^x\nx:\n  %v: i32 = phi\n  ret\n}\n",
			"e.ir:5:3: error: phi has no operand for predecessor ^entry of block x"},
		{"phi repeats a predecessor", k + "  br ^x\nx:\n  %a: i32 = phi [%n, ^entry]\n  %v: i32 = phi [%n, ^entry], [%n, ^entry]\n  ret\n}\n",
			"e.ir:6:3: error: phi names ^entry 2 time(s), but block x has 1 edge(s) from it"},
		{"type error", k + "  %x: i32 = load %n\n  ret\n}\n",
			"e.ir:3:3: error: load operand 0 has type i32, want a pointer"},
		{"call arity", k + "  call @k(%n)\n  ret\n}\n",
			"e.ir:3:3: error: call of @k with 1 argument(s), want 2"},
		{"several errors", k + "  %x: i32 = add %a, %b\n  br ^c\n}\n",
			"e.ir:3:17: error: undefined value %a\ne.ir:3:21: error: undefined value %b\ne.ir:4:6: error: undefined block ^c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("e.ir", []byte(tc.src))
			if err == nil {
				t.Fatalf("no error; parsed:\n%s", m)
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error:\n got %s\nwant %s", got, tc.want)
			}
			var e *Error
			var l ErrorList
			if !errors.As(err, &e) && !errors.As(err, &l) {
				t.Errorf("error is a %T, not an *Error or ErrorList", err)
			}
		})
	}
}

// FuzzParse checks that Parse never panics, and that whatever it accepts
// prints as text that parses back to the same text and the same verdict
// of the verifier.
func FuzzParse(f *testing.F) {
	for _, file := range irFiles(f) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("kernel @k() {\nentry:\n  ret\n}\n"))
	f.Add([]byte(buildKitchen().String()))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ir", src)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.ir:") {
				t.Fatalf("error not positioned in the .ir file: %v", err)
			}
			return
		}
		verr := VerifyModule(m)
		s1 := m.String()
		m2, err := Parse("fuzz.ir", []byte(s1))
		if err != nil {
			t.Fatalf("printed module does not parse: %v\n%s", err, s1)
		}
		if s2 := m2.String(); s1 != s2 {
			t.Fatalf("print(parse(print(m))) != print(m):\n%s", cmp.Diff(s1, s2))
		}
		if got, want := fmt.Sprint(VerifyModule(m2)), fmt.Sprint(verr); got != want {
			t.Fatalf("verifier verdicts differ:\n%s\nthen\n%s", want, got)
		}
	})
}

func BenchmarkParsePrint(b *testing.B) {
	m := genLarge(20000)
	src := []byte(m.String())
	b.Run("parse", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for range b.N {
			if _, err := Parse("large.ir", src); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("print", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		var buf bytes.Buffer
		for range b.N {
			buf.Reset()
			if err := Fprint(&buf, m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("parse+print", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for range b.N {
			m, err := Parse("large.ir", src)
			if err != nil {
				b.Fatal(err)
			}
			_ = m.String()
		}
	})
	b.Run("verify", func(b *testing.B) {
		for range b.N {
			if err := Verify(m.Funcs[0]); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestCopyFunc: the copy of every function of every testdata module
// prints as the function does, sits in a module where every other
// function is declared without a body (calls resolve), and changing the
// copy leaves the original alone.
func TestCopyFunc(t *testing.T) {
	for _, file := range irFiles(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(file, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.Funcs {
			if len(f.Blocks) == 0 {
				continue
			}
			want := f.String()
			g, err := CopyFunc(f)
			if err != nil {
				t.Fatalf("%s @%s: %v", file, f.Name, err)
			}
			if g == f || g.String() != want {
				t.Errorf("%s @%s: the copy prints\n%s\nwant\n%s", file, f.Name, g.String(), want)
			}
			if len(g.Module.Funcs) != len(m.Funcs) || len(g.Module.Globals) != len(m.Globals) {
				t.Errorf("%s @%s: the copy's module has %d functions and %d globals, want %d and %d", file, f.Name, len(g.Module.Funcs), len(g.Module.Globals), len(m.Funcs), len(m.Globals))
			}
			for _, h := range g.Module.Funcs {
				if h != g && len(h.Blocks) != 0 {
					t.Errorf("%s @%s: @%s keeps its body in the copy's module", file, f.Name, h.Name)
				}
			}
			g.DropBody()
			if f.String() != want {
				t.Errorf("%s @%s: changing the copy changed the function", file, f.Name)
			}
		}
	}
}
