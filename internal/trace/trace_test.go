package trace

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestEventBound: a trace cut at its event bound, wherever the bound
// falls (between a barrier wait's begin and end too), is still a valid
// file, says where it stopped, and keeps no more events than the bound.
// Every bound from 1 to 300 (with -short every third), and one past the
// end.
func TestEventBound(t *testing.T) {
	src, err := driver.Load(filepath.Join(corpus.Root(), "testdata", "kernels", "barrier_reduction.cl"), frontend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	built, err := src.Build(driver.CompileOptions{Mech: "pdom"})
	if err != nil {
		t.Fatal(err)
	}
	l, _, err := src.Launch(driver.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := mechs.Default().Parse("pdom")
	if err != nil {
		t.Fatal(err)
	}
	var bounds []int
	step := 1
	if testing.Short() {
		step = 3 // a third of the cut points, spread over the whole trace
	}
	for b := 1; b <= 300; b += step {
		bounds = append(bounds, b)
	}
	for _, bound := range append(bounds, 1_000_000) {
		tr := New(built.Object, Options{MaxEvents: bound})
		if _, err := sim.RunObserved(built.Object, m, l, sim.DefaultConfig(), tr); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := tr.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		if err := Validate(bytes.NewReader(buf.Bytes())); err != nil {
			t.Errorf("bound %d: %v", bound, err)
		}
		_, cut := tr.Truncated()
		if n := len(tr.events); n > bound || cut != (bound < 1_000_000) {
			t.Errorf("bound %d: %d events, truncated %v", bound, n, cut)
		}
		if cut && !bytes.Contains(buf.Bytes(), []byte(`"truncated_at_cycle"`)) {
			t.Errorf("bound %d: a cut trace does not say so", bound)
		}
	}
}
