package minic

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
)

// compileOK compiles src, verifies the module and returns it.
func compileOK(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := Compile("k.cl", []byte(src), Options{})
	if err != nil {
		t.Fatalf("Compile:\n%s\n%v", src, err)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("VerifyModule: %v\n%s", err, m)
	}
	return m
}

// instrs returns the instructions of f with op.
func instrs(f *ir.Func, op ir.Op) []*ir.Instr {
	var out []*ir.Instr
	f.Instrs(func(i *ir.Instr) {
		if i.Op == op {
			out = append(out, i)
		}
	})
	return out
}

func blockNames(f *ir.Func) []string {
	var names []string
	for _, b := range f.Blocks {
		names = append(names, b.Name)
	}
	return names
}

func TestLowerLoopPhis(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i;
    p[0] = s;
}`)
	f := m.Func("k")
	if got := len(instrs(f, ir.OpAlloca)); got != 0 {
		t.Errorf("%d allocas, want none: scalars live in SSA\n%s", got, f)
	}
	header := f.BlockByName("for.cond")
	if header == nil {
		t.Fatalf("no for.cond block in\n%s", f)
	}
	phis := header.Phis()
	if len(phis) != 2 {
		t.Fatalf("for.cond has %d phis, want 2 (i and s)\n%s", len(phis), f)
	}
	for _, phi := range phis {
		if len(phi.Args) != len(header.Preds) || len(phi.Args) != 2 {
			t.Errorf("phi %s has %d operands for %d predecessors", phi.Name, len(phi.Args), len(header.Preds))
		}
	}
	// No other block has a phi: the construction leaves no trivial ones.
	for _, b := range f.Blocks {
		if b != header && len(b.Phis()) > 0 {
			t.Errorf("block %s has phis\n%s", b.Name, f)
		}
	}
}

func TestLowerShortCircuit(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *p)
{
    if (p[0] > 0 && p[1] > 0)
        p[2] = 1;
    p[3] = p[4] || p[5];
}`)
	f := m.Func("k")
	if f.BlockByName("land.rhs") == nil {
		t.Errorf("&& made no land.rhs block:\n%s", f)
	}
	if got := len(instrs(f, ir.OpCondBr)); got != 3 {
		t.Errorf("%d condbr, want 3 (two for the && condition, one for the || value)\n%s", got, f)
	}
	end := f.BlockByName("lor.end")
	if end == nil || len(end.Phis()) != 1 || end.Phis()[0].Typ != ir.I1 {
		t.Errorf("|| in a value context should merge an i1 phi in lor.end:\n%s", f)
	}
}

func TestLowerConditional(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *p, int a, int b)
{
    p[0] = a > b ? a : b;
}
kernel void k2(global int *p, int a)
{
    p[0] = a ? p[1] : 0;
}`)
	if f := m.Func("k"); len(instrs(f, ir.OpSelect)) != 1 || len(f.Blocks) != 1 {
		t.Errorf("a pure ?: should be one select in one block:\n%s", f)
	}
	f := m.Func("k2")
	if len(instrs(f, ir.OpSelect)) != 0 || f.BlockByName("cond.true") == nil {
		t.Errorf("a ?: with a load should branch:\n%s", f)
	}
	if end := f.BlockByName("cond.end"); end == nil || len(end.Phis()) != 1 {
		t.Errorf("no phi in cond.end:\n%s", f)
	}
}

func TestLowerUnreachable(t *testing.T) {
	m := compileOK(t, `int f(int x)
{
    while (1) {
        if (x > 10)
            return x;
        x++;
    }
    x = 5;
}
kernel void k(global int *p)
{
    p[0] = f(p[1]);
    return;
    p[1] = 2;
}`)
	k := m.Func("k")
	if got := len(instrs(k, ir.OpStore)); got != 1 {
		t.Errorf("%d stores, want 1: code after return is removed\n%s", got, k)
	}
	for _, b := range k.Blocks {
		if strings.HasPrefix(b.Name, "dead") {
			t.Errorf("dead block %s left in\n%s", b.Name, k)
		}
	}
	f := m.Func("f")
	if f.BlockByName("while.end") != nil {
		t.Errorf("while (1) has no exit:\n%s", f)
	}
}

func TestLowerGoto(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *p)
{
    int i = 0;
    if (p[0])
        goto inside;
top:
    i += 2;
inside:
    i++;
    if (i < 10)
        goto top;
    p[1] = i;
}`)
	f := m.Func("k")
	for _, name := range []string{"top", "inside"} {
		if f.BlockByName(name) == nil {
			t.Errorf("no block for label %s: %v", name, blockNames(f))
		}
	}
	// The irreducible loop needs a phi for i in both entries, and no
	// redundant ones.
	for _, b := range f.Blocks {
		for _, phi := range b.Phis() {
			distinct := map[ir.Value]bool{}
			for _, a := range phi.Args {
				if a != ir.Value(phi) {
					distinct[a] = true
				}
			}
			if len(distinct) < 2 {
				t.Errorf("redundant phi %s in %s:\n%s", phi.Name, b.Name, f)
			}
		}
	}
}

func TestLowerMemory(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *restrict p, global const int *q)
{
    local int buf[64];
    int x = q[0];
    int y = 1;
    int *py = &y;
    int a[4];
    a[1] = x;
    *py = a[1];
    buf[get_local_id(0)] = y;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    p[0] = buf[0];
}`)
	f := m.Func("k")
	allocas := instrs(f, ir.OpAlloca)
	var names []string
	for _, a := range allocas {
		names = append(names, a.Name+":"+a.Typ.String())
	}
	if got, want := strings.Join(names, " "), "y:*private i32 a:*private [4 x i32]"; got != want {
		t.Errorf("allocas %q, want %q (x is in SSA)", got, want)
	}
	g := m.Global("k.buf")
	if g == nil || g.Space != ir.SpaceShared || g.Elem != ir.ArrayOf(64, ir.I32) {
		t.Errorf("local array: global %+v, want k.buf: [64 x i32] shared", g)
	}
	if !f.Params[0].NoAlias || f.Params[1].NoAlias {
		t.Errorf("NoAlias = %v, %v; want true, false", f.Params[0].NoAlias, f.Params[1].NoAlias)
	}
	bar := instrs(f, ir.OpBarrier)
	if len(bar) != 1 || bar[0].Flags != ir.MemShared|ir.MemGlobal {
		t.Errorf("barrier flags wrong:\n%s", f)
	}
}

func TestLowerSignedness(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *p, global uint *u, global char *c, global uchar *uc)
{
    p[0] = p[1] / p[2] + p[3] % p[4] + (p[5] >> 1) + (p[6] < p[7]);
    u[0] = u[1] / u[2] + u[3] % u[4] + (u[5] >> 1) + (u[6] < u[7]);
    p[8] = c[0] + uc[0];
}`)
	f := m.Func("k")
	count := func(op ir.Op) int { return len(instrs(f, op)) }
	for _, tc := range []struct {
		op   ir.Op
		want int
	}{
		{ir.OpSDiv, 1}, {ir.OpUDiv, 1}, {ir.OpSRem, 1}, {ir.OpURem, 1},
		{ir.OpAShr, 1}, {ir.OpLShr, 1},
		{ir.OpSExt, 1}, // char
		{ir.OpZExt, 3}, // uchar and two compare results
	} {
		if got := count(tc.op); got != tc.want {
			t.Errorf("%d %s, want %d\n%s", got, tc.op, tc.want, f)
		}
	}
	var preds []string
	for _, c := range instrs(f, ir.OpICmp) {
		preds = append(preds, c.Pred.String())
	}
	if got := strings.Join(preds, " "); got != "slt ult" {
		t.Errorf("compare predicates %q, want \"slt ult\"", got)
	}
}

func TestLowerBuiltins(t *testing.T) {
	m := compileOK(t, `kernel void k(volatile global uint *p, global int *q)
{
    q[0] = get_global_id(0);
    q[1] = get_local_id(1);
    atomic_min(p, 3u);
    atomic_max(q, 3);
    atomic_inc(p);
    q[2] = atomic_cmpxchg(q, 0, 1);
    q[3] = sub_group_any(q[4] > 0);
    q[5] = sub_group_broadcast(q[6], 3);
}`)
	f := m.Func("k")
	var ops []string
	f.Instrs(func(i *ir.Instr) {
		switch {
		case i.Op.IsSpecial():
			ops = append(ops, i.Op.String()+"."+"xyz"[i.Dim:i.Dim+1])
		case i.Op == ir.OpAtomic:
			v := ""
			if i.Volatile {
				v = ".volatile"
			}
			ops = append(ops, "atomic."+i.Atomic.String()+v)
		case i.Op == ir.OpCmpXchg, i.Op == ir.OpVoteAny, i.Op == ir.OpShuffle, i.Op == ir.OpMul:
			ops = append(ops, i.Op.String())
		}
	})
	want := "ctaid.x ntid.x tid.x mul tid.y atomic.umin.volatile atomic.max atomic.inc.volatile cmpxchg vote.any shuffle"
	if got := strings.Join(ops, " "); got != want {
		t.Errorf("builtins lowered to\n%s\nwant\n%s\n%s", got, want, f)
	}
}

func TestLowerSwitch(t *testing.T) {
	m := compileOK(t, `kernel void k(global int *p)
{
    int r = 0;
    switch (p[0]) {
    case 1:
    case 2:
        r = 1;
        break;
    case -3:
        r = 2;
    default:
        r += 3;
    }
    p[1] = r;
}`)
	f := m.Func("k")
	sw := instrs(f, ir.OpSwitch)
	if len(sw) != 1 {
		t.Fatalf("%d switches\n%s", len(sw), f)
	}
	s := sw[0]
	if got := len(s.Cases()); got != 3 || s.Cases()[2] != -3 {
		t.Errorf("cases %v, want [1 2 -3]", s.Cases())
	}
	b := s.Block
	if b.Succs[1] != b.Succs[2] {
		t.Errorf("case 1 and case 2 should share a block: %v", b.Succs)
	}
	if b.Succs[0].Name != "switch.default" {
		t.Errorf("default goes to %s", b.Succs[0].Name)
	}
}

func TestLowerPositions(t *testing.T) {
	m := compileOK(t, "kernel void k(global int *p)\n{\n    p[1] = 7;\n}\n")
	f := m.Func("k")
	st := instrs(f, ir.OpStore)
	if len(st) != 1 || st[0].Pos != (ir.Pos{File: "k.cl", Line: 3, Col: 5}) {
		t.Errorf("store at %v, want k.cl:3:5", st[0].Pos)
	}
	f.Instrs(func(i *ir.Instr) {
		if !i.Pos.IsKnown() {
			t.Errorf("%s has no position", i.Op)
		}
	})
	if f.Pos != (ir.Pos{File: "k.cl", Line: 1, Col: 13}) {
		t.Errorf("function at %v, want k.cl:1:13", f.Pos)
	}
}

func TestLowerConversions(t *testing.T) {
	m := compileOK(t, `kernel void k(global float *f, global double *d, global int *i, global ulong *u)
{
    f[0] = i[0];
    i[1] = f[1];
    d[0] = f[2] * 2.0;
    f[3] = d[1];
    u[0] = i[2];
    i[3] = u[1];
    i[4] = f[4] != 0;
    u[2] = (ulong)f[5];
}`)
	f := m.Func("k")
	var ops []string
	f.Instrs(func(in *ir.Instr) {
		if in.Op.IsCast() && in.Op != ir.OpSExt {
			ops = append(ops, in.Op.String())
		}
	})
	want := "sitofp fptosi fpext fptrunc trunc zext fptoui"
	if got := strings.Join(ops, " "); got != want {
		t.Errorf("casts %q, want %q\n%s", got, want, f)
	}
	var fcmp []string
	for _, c := range instrs(f, ir.OpFCmp) {
		fcmp = append(fcmp, c.Pred.String())
	}
	if strings.Join(fcmp, " ") != "une" {
		t.Errorf("float != lowered to %v, want une", fcmp)
	}
}

func TestDefines(t *testing.T) {
	src := "kernel void k(global int *p)\n{\n#ifdef TWICE\n    p[0] = 2 * N;\n#else\n    p[0] = N;\n#endif\n}\n"
	m, err := Compile("k.cl", []byte(src), Options{Defines: []string{"N=21", "TWICE"}})
	if err != nil {
		t.Fatal(err)
	}
	st := instrs(m.Func("k"), ir.OpStore)
	if len(st) != 1 {
		t.Fatalf("%d stores\n%s", len(st), m)
	}
	if c, ok := st[0].Args[1].(*ir.Const); !ok || c.Int != 42 || st[0].Pos.Line != 4 {
		t.Errorf("store %v at %v, want the constant 42 at line 4", st[0].Args[1], st[0].Pos)
	}
	if _, err := Compile("k.cl", []byte(src), Options{}); err == nil || !strings.Contains(err.Error(), "k.cl:6:12: error: use of undeclared identifier 'N'") {
		t.Errorf("without -D N: got %v", err)
	}
}

// TestLowerUnreachableGotoCycle: a goto loop that no edge enters (after a
// constant-true break) is a cycle of single-predecessor blocks; reading a
// variable there once recursed forever (found by internal/difftest).
func TestLowerUnreachableGotoCycle(t *testing.T) {
	m := compileOK(t, `kernel void fuzz(global int *out, global int *cnt, volatile global int *lock, global int *crit, global int *data)
{
    int tid = get_local_id(0);
    int slot = get_global_id(0) * 4;
    int a = tid, b = data[tid & 15], c = 1;
    int pa[4];
    int k1 = 0;
    int k2 = 0;
    int k3 = 0;
    {
        do {
            if ((c - a) > tid || (0 < 7)) break;
            switch ((tid % ((2 & 7) + 1)) & 3) {
                L4: k2++;
                if (k2 + k3 < 2 && ((a + a) < a && (a < a))) goto L4;
                if (((a + a) + (a + a)) < a && ((a + a) < a && (a < a))) {
                }
            }
        } while (k1 < 1 && ((a + a) < a && (a < a)));
        L2: ;
    }
    out[slot + 0] += a; out[slot + 1] += b; out[slot + 2] += c;
}`)
	if got := len(instrs(m.Func("fuzz"), ir.OpStore)); got != 3 {
		t.Errorf("%d stores, want 3\n%s", got, m.Func("fuzz"))
	}
}

// printf is an ordinary call now (ir.OpPrintf): a function no kernel
// calls that calls it stays in the module like any other, and printf in
// dead code is nothing.
func TestLowerUnusedPrintf(t *testing.T) {
	m := compileOK(t, `void dump(global const int *v, int n)
{
    for (int i = 0; i < n; i++)
        printf("v[%d] = %d\n", i, v[i]);
}
void dump_all(global const int *v) { dump(v, 4); }
int twice(int x) { return 2 * x; }
int unused(int x) { return x + 1; }
kernel void k(global int *p)
{
    int i = get_global_id(0);
    p[i] = twice(p[i]);
    if (0)
        dump_all(p);
    return;
    printf("done\n");
}`)
	var names []string
	for _, f := range m.Funcs {
		names = append(names, f.Name)
	}
	if got, want := strings.Join(names, " "), "dump dump_all twice unused k"; got != want {
		t.Errorf("functions %q, want %q", got, want)
	}
	if n := len(instrs(m.Func("dump"), ir.OpPrintf)); n != 1 {
		t.Errorf("dump has %d printf, want 1\n%s", n, m.Func("dump"))
	}
	if n := len(instrs(m.Func("k"), ir.OpPrintf)); n != 0 {
		t.Errorf("k has %d printf, want none (dead code)\n%s", n, m.Func("k"))
	}
	if n := len(instrs(m.Func("k"), ir.OpCall)); n != 1 {
		t.Errorf("k makes %d calls, want 1 (twice)\n%s", n, m.Func("k"))
	}
}
