package cdg

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
	"github.com/simtc/simtc/passes/loops"
)

func depsMap(f *ir.Func) map[string]string {
	g := ControlDeps(f)
	out := map[string]string{}
	for _, b := range f.Blocks {
		var s []string
		for _, d := range g.Of(b) {
			s = append(s, d.String())
		}
		out[b.Name] = strings.Join(s, " ")
	}
	return out
}

func TestControlDeps(t *testing.T) {
	tests := []struct {
		name string
		cfg  string
		want map[string]string
	}{
		{
			name: "diamond",
			cfg:  "entry: a b; a: c; b: c; c:",
			want: map[string]string{"entry": "", "a": "entry#0→a", "b": "entry#1→b", "c": ""},
		},
		{
			name: "if without else, nested",
			cfg:  "entry: a c; a: b c; b: c; c:",
			want: map[string]string{"entry": "", "a": "entry#0→a", "b": "a#0→b", "c": ""},
		},
		{
			name: "while loop: the header depends on itself",
			cfg:  "e: h; h: body x; body: h; x:",
			want: map[string]string{"e": "", "h": "h#0→body", "body": "h#0→body", "x": ""},
		},
		{
			name: "two exits",
			cfg:  "e: a b; a:; b:",
			want: map[string]string{"e": "", "a": "e#0→a", "b": "e#1→b"},
		},
		{
			name: "infinite loop: depends on the branch into it, not on its own jump",
			cfg:  "e: a x; a: a; x:",
			want: map[string]string{"e": "", "a": "e#0→a", "x": "e#1→x"},
		},
		{
			name: "condbr with both edges to one block decides nothing",
			cfg:  "e: a a; a:",
			want: map[string]string{"e": "", "a": ""},
		},
		{
			name: "spin loop with an exit in the middle",
			cfg:  "e: h; h: t x; t: h y; y:; x:",
			want: map[string]string{"e": "", "h": "t#0→h", "t": "h#0→t", "x": "h#1→x", "y": "t#1→y"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := domtest.Parse(tt.cfg)
			if d := cmp.Diff(tt.want, depsMap(f)); d != "" {
				t.Errorf("control deps (-want +got):\n%s", d)
			}
			checkDeps(t, f)
		})
	}
}

// checkDeps compares ControlDeps with the definition: B depends on (A, i)
// iff A has two distinct successors, B post-dominates S = A.Succs[i], and
// B does not strictly post-dominate A; and Controlled with its inverse.
func checkDeps(t *testing.T, f *ir.Func) {
	t.Helper()
	pt := dom.PostDominators(f)
	g := ControlDeps(f)
	ctl := map[string][]string{}
	for _, b := range f.Blocks {
		var want []string
		for _, a := range f.Blocks {
			if !decides(a) {
				continue
			}
			for i, s := range a.Succs {
				if pt.Dominates(b, s) && !pt.StrictlyDominates(b, a) {
					d := Dep{a, i}
					want = append(want, d.String())
					ctl[d.String()] = append(ctl[d.String()], b.Name)
				}
			}
		}
		var got []string
		for _, d := range g.Of(b) {
			got = append(got, d.String())
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("deps of %s (-want +got):\n%s", b, d)
		}
	}
	for _, a := range f.Blocks {
		for i := range a.Succs {
			var got []string
			for _, b := range g.Controlled(a, i) {
				got = append(got, b.Name)
			}
			if d := cmp.Diff(ctl[Dep{a, i}.String()], got); d != "" {
				t.Errorf("Controlled(%s, %d) (-want +got):\n%s", a, i, d)
			}
		}
	}
}

func TestControlDepsRandom(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 1500; i++ {
		f := domtest.Random(r, 25)
		checkDeps(t, f)
		if t.Failed() {
			t.Fatalf("graph %d:\n%s", i, f)
		}
	}
}

func FuzzControlDeps(f *testing.F) {
	f.Add([]byte{5, 2, 1, 2, 1, 3, 1, 4, 0, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		fn := domtest.FromBytes(data)
		checkDeps(t, fn)
	})
}

// spin builds the spin lock of Fig. 1 of the SIMT-deadlock paper:
//
//	entry → loop: old = cmpxchg lock, 0, 1; condbr old == 0, crit, loop
//	crit: counter++; atomic.xchg lock, 0 → exit
func spin(noalias bool) (*ir.Func, map[string]*ir.Instr) {
	m := ir.NewModule("spin.cl")
	f := m.NewFunc("spin", ir.Void)
	f.Kernel = true
	lock := f.AddParam("lock", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	ctr := f.AddParam("counter", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	lock.NoAlias = noalias
	entry, loop, crit, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("crit"), f.NewBlock("exit")
	b := ir.NewBuilder(f)
	in := map[string]*ir.Instr{}
	b.SetBlock(entry)
	in["br0"] = b.Br(loop)
	b.SetBlock(loop)
	in["cas"] = b.CmpXchg(lock, ir.ConstInt(ir.I32, 0), ir.ConstInt(ir.I32, 1))
	in["cmp"] = b.ICmp(ir.PredEQ, in["cas"], ir.ConstInt(ir.I32, 0))
	in["condbr"] = b.CondBr(in["cmp"], crit, loop)
	b.SetBlock(crit)
	in["ld"] = b.Load(ctr, true)
	in["add"] = b.Binary(ir.OpAdd, in["ld"], ir.ConstInt(ir.I32, 1))
	in["st"] = b.Store(ctr, in["add"], true)
	in["xchg"] = b.Atomic(ir.AtomicXchg, lock, ir.ConstInt(ir.I32, 0))
	in["br1"] = b.Br(exit)
	b.SetBlock(exit)
	in["ret"] = b.Ret(nil)
	return f, in
}

// ids names the instructions of a slice by the keys of in.
func ids(sl []*ir.Instr, in map[string]*ir.Instr) string {
	rev := map[*ir.Instr]string{}
	for k, v := range in {
		rev[v] = k
	}
	var s []string
	for _, i := range sl {
		s = append(s, rev[i])
	}
	return strings.Join(s, " ")
}

func TestSliceSpinLock(t *testing.T) {
	tests := []struct {
		name    string
		noalias bool
		opt     Options
		want    string
	}{
		// lock and counter may alias, so the counter's store may feed the
		// cmpxchg, and the slice pulls in the counter update.
		{"may alias", false, Options{}, "cas cmp condbr ld add st xchg"},
		{"lock is restrict", true, Options{}, "cas cmp condbr xchg"},
		{"no memory", false, Options{NoMemory: true}, "cas cmp condbr"},
		{"custom analysis: nothing aliases", false, Options{Alias: never{}}, "cas cmp condbr"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, in := spin(tt.noalias)
			got := ids(Slice(f, []ir.Value{in["condbr"]}, tt.opt), in)
			if got != tt.want {
				t.Errorf("slice = %q, want %q", got, tt.want)
			}
		})
	}
	f, in := spin(false)
	l := loops.Analyze(f).LoopOf(f.BlockByName("loop"))
	if got := ids(ExitReads(f, l, Options{}), in); got != "cas" {
		t.Errorf("ExitReads = %q, want cas", got)
	}
}

type never struct{}

func (never) Alias(a, b ir.Value) alias.Result { return alias.NoAlias }

func TestSliceControlAndPhis(t *testing.T) {
	// entry: t = tid; c = t < 16; condbr c, a, b
	// a: x = load s[0]; br j     b: br j
	// j: p = phi [x, a], [0, b]; q = p + 1; ret
	m := ir.NewModule("k.cl")
	s := m.NewGlobal("s", ir.ArrayOf(4, ir.I32), ir.SpaceShared)
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	out := f.AddParam("out", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	entry, a, bb, j := f.NewBlock("entry"), f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("j")
	b := ir.NewBuilder(f)
	in := map[string]*ir.Instr{}
	b.SetBlock(entry)
	in["tid"] = b.Special(ir.OpThreadID, 0)
	in["c"] = b.ICmp(ir.PredSLT, in["tid"], ir.ConstInt(ir.I32, 16))
	in["br"] = b.CondBr(in["c"], a, bb)
	b.SetBlock(a)
	in["g"] = b.GEP(s, ir.ConstInt(ir.I32, 0), ir.ConstInt(ir.I32, 0))
	in["x"] = b.Load(in["g"], false)
	in["bra"] = b.Br(j)
	b.SetBlock(bb)
	in["w"] = b.Store(b.GEP(s, ir.ConstInt(ir.I32, 0), ir.ConstInt(ir.I32, 1)), ir.ConstInt(ir.I32, 7), false)
	in["brb"] = b.Br(j)
	b.SetBlock(j)
	in["p"] = b.Phi(ir.I32, in["x"], ir.ConstInt(ir.I32, 0))
	in["q"] = b.Binary(ir.OpAdd, in["p"], ir.ConstInt(ir.I32, 1))
	in["st"] = b.Store(out, in["q"], false)
	in["ret"] = b.Ret(nil)
	// s[1] does not alias s[0]: the store in b stays out.
	got := ids(Slice(f, []ir.Value{in["q"]}, Options{}), in)
	if want := "tid c br g x p q"; got != want {
		t.Errorf("slice(q) = %q, want %q", got, want)
	}
	// A non-instruction seed adds nothing; the store to out is not read.
	if got := Slice(f, []ir.Value{out, ir.ConstInt(ir.I32, 1)}, Options{}); len(got) != 0 {
		t.Errorf("slice of a param and a constant = %v", got)
	}
}

func TestExitReads(t *testing.T) {
	// A flag-polling loop (Fig. 3 of the paper): the exit depends on a
	// shared load in the loop, and on a private one, and on a global load
	// before the loop; only the first counts.
	m := ir.NewModule("k.cl")
	flag := m.NewGlobal("flag", ir.I32, ir.SpaceShared)
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	g := f.AddParam("g", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	entry, loop, body, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("exit")
	b := ir.NewBuilder(f)
	in := map[string]*ir.Instr{}
	b.SetBlock(entry)
	in["priv"] = b.Alloca(ir.I32)
	in["pre"] = b.Load(g, false)
	in["br0"] = b.Br(loop)
	b.SetBlock(loop)
	in["v"] = b.Load(flag, true)
	in["pv"] = b.Load(in["priv"], false)
	in["s1"] = b.Binary(ir.OpAdd, in["v"], in["pv"])
	in["s2"] = b.Binary(ir.OpAdd, in["s1"], in["pre"])
	in["c"] = b.ICmp(ir.PredEQ, in["s2"], ir.ConstInt(ir.I32, 0))
	in["cb"] = b.CondBr(in["c"], body, exit)
	b.SetBlock(body)
	in["other"] = b.Load(b.GEP(g, ir.ConstInt(ir.I32, 1)), false)
	in["br1"] = b.Br(loop)
	b.SetBlock(exit)
	in["ret"] = b.Ret(nil)
	l := loops.Analyze(f).LoopOf(loop)
	if l == nil || l.Header != loop {
		t.Fatal("no loop")
	}
	if got := ids(ExitReads(f, l, Options{}), in); got != "v" {
		t.Errorf("ExitReads = %q, want v", got)
	}
}
