package deadlock

import (
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/passes/alias"
)

// whoCase is a kernel for the rules of "Who can be in the loop together",
// bounded waits and lock-free retries (issue 31): the lines a "// want"
// marks are the flagged ones (want "bounded wait" for a BoundedWait), the
// paper's Algorithm 1 flags something (paper) unless said otherwise, and
// Result.Cleared holds the rules listed in cleared.
type whoCase struct {
	name    string
	src     string
	warp    int
	paper   bool
	cleared []Why
}

var whoCases = []whoCase{
	{name: "Fig. 1: every thread takes the lock", paper: true, src: `
kernel void k(volatile global int *lock, global int *c)
{
    while (atomic_cmpxchg(lock, 0, 1) != 0) { // want "SIMT deadlock"
    }
    c[0] += 1;
    atomic_xchg(lock, 0);
}`},
	{name: "leader thread takes the lock", paper: true, src: `
kernel void k(volatile global int *lock, global int *c)
{
    if (get_local_id(0) == 0) {
        while (atomic_cmpxchg(lock, 0, 1) != 0) {
        }
        c[0] += 1;
        atomic_xchg(lock, 0);
    }
}`},
	{name: "leader thread waits, every thread writes after", paper: true, src: `
kernel void k(volatile global int *flag)
{
    if (get_local_id(0) == 0) {
        while (*flag == 0) { // want "SIMT deadlock"
        }
    }
    atomic_xchg(flag, 1);
}`},
	{name: "leader by a guard on a loop-varying value is no zone", paper: true, src: `
kernel void k(volatile global int *flag, int n)
{
    for (int i = 0; i < n; i++) {
        if (get_local_id(0) == i) {
            while (flag[i] == 0) { // want "SIMT deadlock"
            }
            atomic_xchg(&flag[i + 1], 1);
        }
    }
}`},
	{name: "writer in another work-group", paper: true, cleared: []Why{WhyInterGroup}, src: `
kernel void k(volatile global int *flag)
{
    if (get_group_id(0) == 0) {
        if (get_local_id(0) == 0)
            atomic_xchg(flag, 1);
    } else {
        while (*flag == 0) {
        }
    }
}`},
	{name: "writer in another warp (a sub-group id branch)", paper: true, src: `
kernel void k(volatile global int *flag)
{
    if (get_sub_group_id() == 0) {
        atomic_xchg(flag, 1);
    } else {
        while (*flag == 0) {
        }
    }
}`},
	{name: "writer on the other side of a thread-id branch", paper: true, src: `
kernel void k(volatile global int *flag)
{
    if (get_local_id(0) % 2 == 0) {
        atomic_xchg(flag, 1);
    } else {
        while (*flag == 0) { // want "SIMT deadlock"
        }
    }
}`},
	{name: "writer 32 threads away, warps of 32", paper: true, cleared: []Why{WhyWarpDistance}, src: `
kernel void k(volatile global int *flag)
{
    int tid = get_local_id(0);
    if (tid == 0) {
        atomic_xchg(flag, 1);
    } else if (tid == 32) {
        while (*flag == 0) {
        }
    }
}`},
	{name: "writer 32 threads away, warps of 64", warp: 64, paper: true, src: `
kernel void k(volatile global int *flag)
{
    int tid = get_local_id(0);
    if (tid == 0) {
        atomic_xchg(flag, 1);
    } else if (tid == 32) {
        while (*flag == 0) { // want "SIMT deadlock"
        }
    }
}`},
	{name: "writer 8 global ids away", paper: true, src: `
kernel void k(volatile global int *flag)
{
    int gid = get_global_id(0);
    if (gid == 0) {
        atomic_xchg(flag, 1);
    } else if (gid == 8) {
        while (*flag == 0) { // want "SIMT deadlock"
        }
    }
}`},
	{name: "own store: a countdown in the thread's own cell", paper: true, src: `
kernel void k(volatile global int *delay, global int *out)
{
    int b = get_global_id(0);
    for (int r = 0; r < 3; r++) {
        delay[b] = r + 2;
        while (delay[b]--) {
        }
        out[b] += 1;
    }
}`},
	{name: "a neighbour's cell is no own store", paper: true, src: `
kernel void k(volatile global int *delay, global int *out)
{
    int b = get_global_id(0);
    for (int r = 0; r < 3; r++) {
        while (delay[b + 1] != 0) { // want "SIMT deadlock"
        }
        delay[b] = 0;
    }
}`},
	{name: "idempotent atomics read the flag", paper: true, src: `
kernel void k(volatile global int *flag, global int *out)
{
    while (atomic_add(flag, 0) == 0) {
    }
    out[get_global_id(0)] = atomic_or(flag, 0) + atomic_max(flag, -2147483648) + atomic_and(flag, -1);
}`},
	{name: "an atomic or of 1 is a write", paper: true, src: `
kernel void k(volatile global int *flag, global int *out)
{
    while (atomic_add(flag, 0) == 0) { // want "SIMT deadlock"
    }
    out[get_global_id(0)] = atomic_or(flag, 1);
}`},
	{name: "a nested lock is entered by one thread at a time", paper: true, src: `
kernel void k(volatile global int *outer, volatile global int *inner, global int *c)
{
    int done = 0;
    while (!done) {
        if (atomic_cmpxchg(outer, 0, 1) == 0) {
            while (atomic_cmpxchg(inner, 0, 1) != 0) {
            }
            c[0] += 1;
            atomic_xchg(inner, 0);
            atomic_xchg(outer, 0);
            done = 1;
        }
    }
}`},
	{name: "a lock a non-holder frees gives no critical section", paper: true, src: `
kernel void k(volatile global int *outer, volatile global int *inner, global int *c)
{
    if (get_local_id(0) == 5)
        atomic_xchg(outer, 0);
    int done = 0;
    while (!done) {
        if (atomic_cmpxchg(outer, 0, 1) == 0) {
            while (atomic_cmpxchg(inner, 0, 1) != 0) { // want "SIMT deadlock"
            }
            c[0] += 1;
            atomic_xchg(inner, 0);
            atomic_xchg(outer, 0);
            done = 1;
        }
    }
}`},
	{name: "lock-free compare-and-swap increment", paper: true, src: `
kernel void k(volatile global int *c)
{
    for (int r = 0; r < 2; r++) {
        int old;
        do {
            old = c[0];
        } while (atomic_cmpxchg(&c[0], old, old + 1) != old);
    }
}`},
	{name: "a compare-and-swap from a constant is a lock", paper: true, src: `
kernel void k(volatile global int *c)
{
    for (int r = 0; r < 2; r++) {
        int old;
        do { // want "SIMT deadlock"
            old = c[1];
        } while (atomic_cmpxchg(&c[0], 0, old + 1) != 0);
        atomic_xchg(&c[0], 0);
    }
}`},
	{name: "done-flag lock (Fig. 3) in a loop", paper: true, src: `
kernel void k(volatile global int *lock, global int *c)
{
    for (int r = 0; r < 2; r++) {
        int done = 0;
        while (!done) {
            if (atomic_cmpxchg(lock, 0, 1) == 0) {
                c[0] += 1;
                atomic_xchg(lock, 0);
                done = 1;
            }
        }
    }
}`},
	{name: "warp-synchronous echo (histogram256)", paper: true, cleared: []Why{WhyWarpSynchronous}, src: `
kernel void k(global const int *data, global int *hist)
{
    local volatile int s[8];
    int lid = get_local_id(0);
    for (int p = lid; p < 64; p += 32) {
        int bin = data[p] % 8;
        int v;
        do {
            v = s[bin] + 1;
            s[bin] = v;
        } while (s[bin] != v);
    }
}`},
	{name: "bounded wait for a writer after the loop", paper: true, src: `
kernel void k(volatile global int *flag, global int *seen)
{
    int lid = get_local_id(0);
    int t = 0;
    if (lid != 0) {
        while (*flag == 0 && t < 1000) // want "bounded wait"
            t++;
        seen[lid] = *flag;
    }
    if (lid == 0)
        atomic_xchg(flag, 1);
}`},
	{name: "bounded try-lock is no wait", paper: true, src: `
kernel void k(volatile global int *lock, global int *c)
{
    int got = 0;
    for (int t = 0; t < 8; t++) {
        if (atomic_cmpxchg(lock, 0, 1) == 0) {
            got = 1;
            break;
        }
    }
    if (got) {
        c[0] += 1;
        atomic_xchg(lock, 0);
    }
}`},
}

// TestWho runs the cases of whoCases.
func TestWho(t *testing.T) {
	for _, c := range whoCases {
		t.Run(c.name, func(t *testing.T) {
			m := compileSource(t, strings.TrimPrefix(c.src, "\n"))
			var want, wantBounded []int
			for _, d := range m.Directives {
				if d.Kind == "want" {
					want = append(want, d.Pos.Line)
					if strings.Contains(d.Text, "bounded wait") {
						wantBounded = append(wantBounded, d.Pos.Line)
					}
				}
			}
			sort.Ints(want)
			opt := Options{Alias: alias.Basic{DistinctParams: true}, WarpSize: c.warp}
			var got, gotBounded []int
			var cleared []Why
			for _, f := range m.Kernels() {
				res := Detect(f, opt)
				for _, l := range res.Loops {
					got = append(got, l.Pos.Line)
					if l.Kind == BoundedWait {
						gotBounded = append(gotBounded, l.Pos.Line)
					}
				}
				for _, cl := range res.Cleared {
					cleared = append(cleared, cl.Why)
				}
			}
			sort.Ints(got)
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("flagged lines (-want +got):\n%s\n%s", d, describe(m))
			}
			if d := cmp.Diff(wantBounded, gotBounded); d != "" {
				t.Errorf("bounded waits (-want +got):\n%s", d)
			}
			if d := cmp.Diff(c.cleared, cleared); d != "" {
				t.Errorf("cleared (-want +got):\n%s", d)
			}
			paperOpt := opt
			paperOpt.Paper = true
			if paper := flaggedLines(m, paperOpt); c.paper != (len(paper) > 0) {
				t.Errorf("the paper's Algorithm 1 flags %v, want flagged %v", paper, c.paper)
			}
		})
	}
}

// TestWarpDistance: the cleared region records the threads' distance, and
// --warp decides.
func TestWarpDistance(t *testing.T) {
	m := compileSource(t, `kernel void k(volatile global int *flag)
{
    int tid = get_local_id(0);
    if (tid == 3) {
        atomic_xchg(flag, 1);
    } else if (tid == 67) {
        while (*flag == 0) {
        }
    }
}`)
	f := m.Kernels()[0]
	for _, c := range []struct {
		warp    int
		flagged bool
	}{{32, false}, {64, false}, {128, true}} {
		res := Detect(f, Options{Alias: alias.Basic{DistinctParams: true}, WarpSize: c.warp})
		if (len(res.Loops) > 0) != c.flagged {
			t.Errorf("warp %d: %d flagged, want flagged %v", c.warp, len(res.Loops), c.flagged)
		}
		if !c.flagged && (len(res.Cleared) != 1 || res.Cleared[0].Why != WhyWarpDistance || res.Cleared[0].Distance != 64) {
			t.Errorf("warp %d: cleared %+v, want the warp distance 64", c.warp, res.Cleared)
		}
	}
}

// TestLockThenWait: testdata/lint/lock_then_wait (issue 31). The waiting
// loop's acquire and release cannot free the first lock for its spinners
// (a thread reaches the release only through its own successful acquire,
// with branches but no cycle between: gatedRegion), so the first loop's
// only redefining write is its own release and its SafePDom is right
// after it; the paper's lies past the waiting loop.
func TestLockThenWait(t *testing.T) {
	m := compileKernel(t, "../../testdata/lint/lock_then_wait.cl")
	f := m.Kernels()[0]
	res := Detect(f, Options{Alias: alias.Basic{DistinctParams: true}})
	if len(res.Loops) != 2 {
		t.Fatalf("%d loops flagged, want 2\n%s", len(res.Loops), describe(m))
	}
	first := res.Loops[0]
	if len(first.Writes()) != 1 || first.Writes()[0].Instr.Pos.Line != first.Pos.Line+3 {
		t.Errorf("first loop's writes %v, want its release alone\n%s", first.Writes(), describe(m))
	}
	if p := first.SafePDom; p.Block != first.Writes()[0].Instr.Block || p.Index != indexOf(first.Writes()[0].Instr)+1 {
		t.Errorf("first loop's SafePDom %v, want right after the release %s", p, first.Writes()[0].Instr.Pos)
	}
	paper := Detect(f, Options{Alias: alias.Basic{DistinctParams: true}, Paper: true})
	if len(paper.Loops) == 0 || paper.Loops[0].SafePDom.Pos().Line <= first.SafePDom.Pos().Line {
		t.Errorf("the paper's SafePDom of the first loop: want past the waiting loop")
	}
}
