package explore

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/sim"
)

// confusion is the lint × explore confusion matrix.
type confusion struct {
	flaggedDeadlock, flaggedClean, missedDeadlock, quiet int
	ssdeBroken                                           int
}

func (c confusion) String() string {
	fp := 0.0
	if n := c.flaggedDeadlock + c.flaggedClean; n > 0 {
		fp = float64(c.flaggedClean) / float64(n)
	}
	return fmt.Sprintf("                 deadlocks  no deadlock\n flagged         %9d  %11d\n not flagged     %9d  %11d\nfalse positives among flagged: %.1f%%; flagged kernels not clean after SSDE: %d",
		c.flaggedDeadlock, c.flaggedClean, c.missedDeadlock, c.quiet, 100*fp, c.ssdeBroken)
}

// checkKernel lints src, explores it, and for a flagged kernel explores
// its checked-SSDE rewrite; it reports soundness and SSDE failures on t.
func checkKernel(t *testing.T, name, src string, c *confusion) {
	m, err := minic.Compile(name+".cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, src)
	}
	cp, err := ir.Parse(m.File, []byte(m.String()))
	if err != nil {
		t.Fatal(err)
	}
	fs, err := lint.Check(cp, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := lint.Prepare(m); err != nil {
		t.Fatal(err)
	}
	l, err := LaunchOf(m, []byte(src), ".")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Explore(m, l, Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, r := range rep.Runs {
		if strings.HasPrefix(r.Schedule, "mech=mimd") && r.Result.Status != sim.StatusOK {
			t.Errorf("%s: generator bug: %s under %s\n%s", name, r.Result.Status, r.Schedule, src)
			return
		}
	}
	flagged, dead := len(fs) > 0, rep.Deadlocks()
	switch {
	case flagged && dead:
		c.flaggedDeadlock++
	case flagged:
		c.flaggedClean++
	case dead:
		c.missedDeadlock++
		var sb strings.Builder
		rep.WriteText(&sb)
		t.Errorf("%s: UNSOUND: deadlocks under some schedule, lint finds nothing\n%s\n%s", name, src, sb.String())
	default:
		c.quiet++
	}
	if flagged {
		after, err := ExploreRef(rewrite(t, m, false), l, rep.Reference, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !after.Clean() {
			c.ssdeBroken++
			var sb strings.Builder
			after.WriteText(&sb)
			t.Errorf("%s: after SSDE:\n%s\n%s", name, src, sb.String())
		}
	}
}

// TestGenerated is the differential test of issue 14 on generated
// synchronization kernels (explore.Generate, seeds 1…N): every kernel that
// deadlocks under some explored schedule is flagged by lint (soundness),
// and every flagged kernel runs clean, with the original's MIMD memory,
// under every schedule after checked SSDE. SIMTC_SWEEP=N runs N kernels
// (default 30, which stays well within the time budget of go test ./...)
// and logs the confusion matrix.
func TestGenerated(t *testing.T) {
	n := 30
	if s := os.Getenv("SIMTC_SWEEP"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			t.Fatalf("SIMTC_SWEEP=%q", s)
		}
	}
	start := time.Now()
	var c confusion
	for seed := int64(1); seed <= int64(n); seed++ {
		g := Generate(seed)
		checkKernel(t, g.Name, g.Source, &c)
	}
	t.Logf("%d generated kernels in %v\n%s", n, time.Since(start).Round(time.Millisecond), c)
}

// TestGenerateDeterministic: a seed always gives the same kernel.
func TestGenerateDeterministic(t *testing.T) {
	for seed := int64(1); seed < 50; seed++ {
		if a, b := Generate(seed), Generate(seed); a.Source != b.Source {
			t.Fatalf("seed %d: two different kernels", seed)
		}
	}
	if Generate(1).Source == Generate(2).Source {
		t.Error("seeds 1 and 2 give the same kernel")
	}
}
