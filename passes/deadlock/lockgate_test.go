package deadlock

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// wantLines returns the lines of src with a `// want` comment.
func wantLines(src string) []int {
	var out []int
	for k, line := range strings.Split(src, "\n") {
		if strings.Contains(line, "// want ") {
			out = append(out, k+1)
		}
	}
	return out
}

// TestLockGate: the kernels of testdata/lockgate are written in the shape
// of an SSDE output (the branch on sel is the switch block; see
// gate_ok.cl). gate_ok.cl is flagged without the lock-gate rule and clean
// with it; each counterexample keeps the switch's spin region (the line
// marked want) flagged, for the reason given: a write that may free the
// lock for the spinners (at that line), or a cycle of the region that does
// not take the CAS's failure edge. internal/explore's TestLockGateKernels
// runs them: gate_ok never deadlocks, the others deadlock under pdom.
func TestLockGate(t *testing.T) {
	cases := []struct {
		file string
		why  int // 0: cleared
		line int // gateFreed: the line of a write that may free the lock
	}{
		{"gate_ok.cl", 0, 0},
		// The waiting thread holds the lock: its release follows the
		// switch, reachable from the exit without a CAS before it.
		{"gate_held.cl", gateFreed, 22},
		// Even threads hold the lock while they wait. (The odd threads'
		// release is not straight after the CAS either.)
		{"gate_some_paths.cl", gateFreed, 26},
		// A waiting thread clears the flag before its own CAS when it comes
		// round the loop again (cmd/simtc/lintssde_test.go).
		{"gate_flag_reentry.cl", gateFreed, 24},
		// Thread 32 waits for go inside the critical section.
		{"gate_cs_wait.cl", gateCycle, 0},
		// Thread 32's release follows its CAS, but not straight after it:
		// it waits for go, set by a waiting thread of warp 0, between.
		{"gate_holder_waits.cl", gateFreed, 44},
	}
	files, _ := filepath.Glob("testdata/lockgate/*.cl")
	if len(files) != len(cases) {
		t.Fatalf("%d kernels in testdata/lockgate, %d cases", len(files), len(cases))
	}
	opt := Options{Alias: alias.Basic{DistinctParams: true}} // simtc lint's default
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", "lockgate", c.file)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m := compileKernel(t, path)
			want := wantLines(string(src))
			f := m.Kernels()[0]
			without := opt
			without.noLockGate = true
			if c.why == 0 {
				if got := flaggedLines(m, opt); len(got) != 0 {
					t.Errorf("flagged lines %v, want none", got)
				}
				if got := flaggedLines(m, without); len(got) == 0 {
					t.Error("not flagged without the lock-gate rule: the kernel does not test it")
				}
				return
			}
			if len(want) != 1 {
				t.Fatalf("want comments on lines %v, want one", want)
			}
			var sw *Loop
			for _, l := range Detect(f, opt).Loops {
				if l.Pos.Line == want[0] {
					sw = l
				}
			}
			if sw == nil {
				t.Fatalf("line %d not flagged (flagged: %v)", want[0], flaggedLines(m, opt))
			}
			if sw.gateWhy != c.why {
				t.Errorf("line %d: lock-gate rule left it for reason %d, want %d", want[0], sw.gateWhy, c.why)
			}
			if c.why == gateFreed {
				var lines []int
				found := false
				for _, w := range sw.gateWrites {
					lines = append(lines, w.Pos.Line)
					found = found || w.Pos.Line == c.line
				}
				if !found {
					t.Errorf("line %d: the writes that may free the lock are on lines %v, want one on line %d", want[0], lines, c.line)
				}
			}
		})
	}
}

// TestLockGateShapes checks the parts of the rule on small functions in
// simtc IR: the gate's form, dispatch through a switch block, and the
// writes it clears.
func TestLockGateShapes(t *testing.T) {
	// ssde is spin_shared_header.O0.ll's SSDE output, reduced; %REL is the
	// release and %TAIL what 12.tail does before going round.
	const ssde = `
kernel @k(%lock: *global i32, %n: *global i32) {
entry:
  br ^7
7:
  %9: i32 = cmpxchg %lock, i32 0, i32 1
  %10: i1 = icmp.ne %9, i32 0
  condbr %10, ^11, ^12
11:
  br ^sw
12:
  REL
  %20: i32 = atomic.add %n, i32 1
  br ^sw
sw:
  %1: i32 = phi [i32 0, ^12], [i32 1, ^11]
  %2: i32 = phi [%20, ^12], [i32 0, ^11]
  switch %1, ^tail, 1: ^7
tail:
  TAIL
  %21: i1 = icmp.sge %2, i32 31
  condbr %21, ^done, ^7
done:
  ret
}
`
	const release = "%18: i32 = atomic.xchg %lock, i32 0"
	cases := []struct {
		name, rel, tail string
		flagged         bool
	}{
		{"released before the switch", release, "", false},
		{"released with a store", "store %lock, i32 0", "", false},
		{"held across the switch", "", release, true},
		{"held, released on the way round", "", "%t: i32 = atomic.xchg %lock, i32 0", true},
		{"an add on the lock word", release, "%t: i32 = atomic.add %lock, i32 -1", true},
		{"a store of another value on the way round", release, "store %lock, i32 2", false},
		{"a store of the free value on the way round", release, "store %lock, i32 0", true},
		{"a variable stored on the way round", release, "store %lock, %2", true},
		{"a barrier in the critical section", release + "\n  barrier", "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := strings.NewReplacer("REL", c.rel, "TAIL", c.tail).Replace(ssde)
			m, err := ir.Parse("k.ir", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			f := m.Kernels()[0]
			if err := ir.Verify(f); err != nil {
				t.Fatal(err)
			}
			opt := Options{Alias: alias.Basic{DistinctParams: true}}
			if got := len(Detect(f, opt).Loops) > 0; got != c.flagged {
				t.Errorf("flagged %v, want %v", got, c.flagged)
			}
			opt.noLockGate = true
			if len(Detect(f, opt).Loops) == 0 {
				t.Error("not flagged without the lock-gate rule")
			}
		})
	}
}

// TestGateOf: the gate is a cmpxchg of constants compared with its
// expected value, in either order and with either predicate.
func TestGateOf(t *testing.T) {
	const tmpl = `
kernel @k(%lock: *global i32) {
entry:
  br ^a
a:
  %r: i32 = cmpxchg %lock, i32 EXP, i32 NEW
  %c: i1 = CMP
  condbr %c, ^s, ^f
s:
  br ^a
f:
  ret
}
`
	cases := []struct {
		exp, nw, cmp string
		ok           bool
		success      string
	}{
		{"0", "1", "icmp.eq %r, i32 0", true, "s"},
		{"0", "1", "icmp.ne %r, i32 0", true, "f"},
		{"0", "1", "icmp.eq i32 0, %r", true, "s"},
		{"5", "7", "icmp.ne %r, i32 5", true, "f"},
		{"0", "0", "icmp.eq %r, i32 0", false, ""}, // writes the free value
		{"0", "1", "icmp.eq %r, i32 1", false, ""}, // compares with another value
		{"0", "1", "icmp.slt %r, i32 1", false, ""},
	}
	for _, c := range cases {
		src := strings.NewReplacer("EXP", c.exp, "NEW", c.nw, "CMP", c.cmp).Replace(tmpl)
		m, err := ir.Parse("k.ir", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.cmp, err)
		}
		f := m.Kernels()[0]
		g, ok := gateOf(f.BlockByName("a"))
		if ok != c.ok || (ok && g.success.Name != c.success) {
			var got string
			if ok {
				got = g.success.Name
			}
			t.Errorf("cmpxchg %s, %s; %s: gate %v (success %q), want %v (%q)", c.exp, c.nw, c.cmp, ok, got, c.ok, c.success)
		}
	}
}

// TestDispatch: a switch block is seen through from a predecessor with a
// constant incoming value, on the phi or on its compare with a constant.
func TestDispatch(t *testing.T) {
	const src = `
kernel @k(%x: i32) {
entry:
  %c0: i1 = icmp.eq %x, i32 0
  condbr %c0, ^a, ^b
a:
  br ^sw
b:
  br ^sw
sw:
  %p: i32 = phi [i32 1, ^a], [%x, ^b]
  %q: i1 = icmp.eq %p, i32 1
  condbr %q, ^one, ^other
one:
  br ^sw2
other:
  br ^sw2
sw2:
  %s: i32 = phi [i32 2, ^one], [i32 7, ^other]
  switch %s, ^dflt, 1: ^c1, 2: ^c2
c1:
  br ^dflt
c2:
  br ^dflt
dflt:
  ret
}
`
	m, err := ir.Parse("k.ir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Kernels()[0]
	b := f.BlockByName
	var got []string
	for _, c := range []struct{ y, x string }{{"sw", "a"}, {"sw", "b"}, {"sw2", "one"}, {"sw2", "other"}, {"one", "sw"}} {
		to, ok := dispatch(b(c.y), b(c.x))
		name := "-"
		if ok {
			name = to.Name
		}
		got = append(got, c.y+"<"+c.x+":"+name)
	}
	sort.Strings(got)
	want := []string{"one<sw:-", "sw2<one:c2", "sw2<other:dflt", "sw<a:one", "sw<b:-"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got %v, want %v", got, want)
	}
}
