package cdg_test

import (
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/internal/difftest"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/cdg"
	"github.com/simtc/simtc/passes/loops"
)

// wrapped is Basic behind another type, so the Slicer takes its path for
// analyses it cannot index (every read against every write).
type wrapped struct{ b alias.Basic }

func (w wrapped) Alias(a, b ir.Value) alias.Result { return w.b.Alias(a, b) }

func corpusModules(t *testing.T) []*ir.Module {
	var out []*ir.Module
	for _, dir := range []string{"kernels", "llvm", "real", "lint", "bench/regular", "bench/irregular", "bench/sync"} {
		paths, _ := filepath.Glob(filepath.Join("../../testdata", dir, "*"))
		sort.Strings(paths)
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				continue
			}
			var m *ir.Module
			switch filepath.Ext(p) {
			case ".cl":
				m, err = minic.Compile(p, src, minic.Options{})
			case ".ll":
				m, err = llvm.Import(p, src, llvm.Options{})
			default:
				continue
			}
			if err == nil {
				out = append(out, m)
			}
		}
	}
	for seed := 0; seed < 300; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		data := make([]byte, 64)
		r.Read(data)
		k := difftest.Generate(data)
		m, err := minic.Compile("gen.cl", []byte(k.Source), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

func same(a, b []*ir.Instr) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// TestSlicerMatchesSlice checks the Slicer against Slice (the oracle) on
// every loop of the corpora and on random regions: the same reads, in the
// same order, under every alias option.
func TestSlicerMatchesSlice(t *testing.T) {
	corpus.Sweep(t, "every function of testdata sliced five ways")
	opts := []cdg.Options{
		{}, {Alias: alias.Basic{DistinctParams: true}}, {NoMemory: true}, {Alias: wrapped{}},
		{Alias: alias.NewCached(alias.Basic{})},
	}
	r := rand.New(rand.NewSource(1))
	checked := 0
	for _, m := range corpusModules(t) {
		for _, f := range m.Funcs {
			if len(f.Blocks) == 0 {
				continue
			}
			for oi, opt := range opts {
				if oi == len(opts)-1 {
					opt.Alias = alias.NewCached(alias.Basic{}) // a fresh cache per function
				}
				s := cdg.NewSlicer(f, opt)
				check := func(what string, exiting, blocks []*ir.Block) {
					in := make([]bool, f.NumBlocks())
					for _, b := range blocks {
						in[b.ID] = true
					}
					want := cdg.RegionExitReads(f, exiting, func(b *ir.Block) bool { return in[b.ID] }, opt)
					got := s.RegionExitReads(exiting, blocks)
					checked++
					if !same(got, want) {
						t.Errorf("%s: %s, options %d: Slicer gives %d reads, Slice %d", f.Name, what, oi, len(got), len(want))
					}
				}
				for _, l := range loops.Analyze(f).Loops {
					var exiting []*ir.Block
					for _, e := range l.Exiting {
						exiting = append(exiting, e.Block)
					}
					check("loop "+l.Header.Name, exiting, l.Blocks)
				}
				for k := 0; k < 5; k++ {
					var exiting, blocks []*ir.Block
					for _, b := range r.Perm(len(f.Blocks)) {
						if r.Intn(3) == 0 {
							blocks = append(blocks, f.Blocks[b])
						}
						if r.Intn(4) == 0 {
							exiting = append(exiting, f.Blocks[b])
						}
					}
					check("random region", exiting, blocks)
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d questions checked", checked)
	}
	t.Logf("%d questions checked", checked)
}
