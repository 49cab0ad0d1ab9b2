package lint_test

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// prepare prepares m as simtc lint does: the pipeline's Prepare (calls
// inlined, one exit per function), with the IR verifier after every pass.
func prepare(m *ir.Module) error {
	p, err := pipeline.New(isa.Target{}, pipeline.Options{Check: true})
	if err != nil {
		return err
	}
	_, err = p.Prepare(m)
	return err
}

// check prepares m (m is changed) and returns lint's findings on it.
func check(m *ir.Module, opt lint.Options) ([]lint.Finding, error) {
	if err := prepare(m); err != nil {
		return nil, err
	}
	return lint.Check(m, opt)
}

// headline is a finding's message as the text output prints it.
func headline(f lint.Finding) string {
	if f.Message == "" {
		return lint.Message
	}
	return f.Message
}

// TestCheckNeedsPreparedModule: lint.Check analyses prepared modules only;
// given a kernel that still calls a device function, or has two returns,
// it panics naming the function (a caller's bug), and after the
// pipeline's Prepare it reports the loop.
func TestCheckNeedsPreparedModule(t *testing.T) {
	const src = `
void acquire(__global int *l) {
	while (atomic_cmpxchg(l, 0, 1) != 0) {}
}
__kernel void k(__global int *lock, __global int *out) {
	if (get_global_id(0) == 7) {
		out[0] = 1;
		return;
	}
	acquire(lock);
	out[1] += 1;
	atomic_xchg(lock, 0);
}
`
	for _, c := range []struct {
		what string
		fix  func(m *ir.Module)
		want string
	}{
		{"calls", func(*ir.Module) {}, "lint.Check: function k calls acquire"},
		{"returns", func(m *ir.Module) {
			if err := transform.Inline(m); err != nil {
				t.Fatal(err)
			}
		}, "lint.Check: function k has 2 returns"},
	} {
		m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		c.fix(m)
		func() {
			defer func() {
				r := recover()
				if s, _ := r.(string); !strings.HasPrefix(s, c.want) {
					t.Errorf("%s: recovered %v, want a panic %q", c.what, r, c.want)
				}
			}()
			lint.Check(m, lint.Options{})
		}()
	}
	m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fs, err := check(m, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 || fs[0].Rule != lint.Rule {
		t.Errorf("prepared: %d findings %+v, want one %s", len(fs), fs, lint.Rule)
	}
}
