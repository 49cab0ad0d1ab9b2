package main

import (
	"bytes"
	"testing"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// TestBuildStreamMatches runs simtc build's streaming path on every .ll
// file of the repository for targets and options that take each row of the
// pipeline (merge-returns, ssde, split-safepdom, frontier, reconv under the
// three rules, ssy) and checks that whenever it streams, the object is the
// same bytes as the whole-module build's (import, prepare, compile), and
// that it does not stream what the whole-module build rejects.
func TestBuildStreamMatches(t *testing.T) {
	corpus.Sweep(t, "every .ll built streamed and whole")
	nvidia := isa.RPCNvidia
	cases := []struct {
		name string
		t    isa.Target
		o    pipeline.Options
	}{
		{"generic", isa.Target{}, pipeline.Options{}},
		{"pdom-ssy", isa.Target{SSY: true}, pipeline.Options{Mech: "pdom"}},
		{"ssde", isa.Target{}, pipeline.Options{SSDE: true}},
		{"nvidia", isa.Target{}, pipeline.Options{Reconv: &nvidia}},
		{"safepdom", isa.Target{RPC: isa.RPCSafePDom}, pipeline.Options{Mech: "aware"}},
		{"frontiers", isa.Target{Layout: isa.LayoutPriority, Frontiers: true}, pipeline.Options{Mech: "tf-sandy"}},
	}
	files := repoLL(t)
	streamed, declined := 0, 0
	for _, tc := range cases {
		tc.o.Check, tc.o.InputVerified = true, true
		p, err := pipeline.New(tc.t, tc.o)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			obj, _, ok := streamObject(p, path, frontend.Options{})
			want, werr := wholeObject(t, p, path)
			if !ok {
				declined++
				continue
			}
			streamed++
			if werr != nil {
				t.Errorf("%s (%s): streamed, but the whole-module build fails: %v", path, tc.name, werr)
				continue
			}
			var got bytes.Buffer
			if err := isa.Write(&got, obj); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s (%s): the streamed object differs from the whole-module build's", path, tc.name)
			}
		}
	}
	t.Logf("%d of %d builds streamed", streamed, streamed+declined)
	if streamed == 0 || streamed*4 < streamed+declined {
		t.Errorf("only %d of %d builds streamed", streamed, streamed+declined)
	}
}

// wholeObject builds path with p as a whole module: the object's bytes.
func wholeObject(t *testing.T, p *pipeline.Pipeline, path string) ([]byte, error) {
	t.Helper()
	src, err := frontend.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := llvm.Import(path, src, llvm.Options{})
	if err != nil {
		return nil, err
	}
	obj, err := p.Compile(m)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := isa.Write(&b, obj); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), nil
}
