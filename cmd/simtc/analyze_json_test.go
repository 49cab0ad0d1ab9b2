package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// marshalled is what simtc analyze printed before writeAnalyzeJSON.
func marshalled(t *testing.T, out *analyzeOutput) []byte {
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func streamed(t *testing.T, out *analyzeOutput) []byte {
	var buf bytes.Buffer
	if err := writeAnalyzeJSON(&buf, out); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestAnalyzeJSON: the streamed JSON of simtc analyze is byte for byte
// json.MarshalIndent's, on every kernel of the corpora (as written and
// inlined) and on a document with every awkward case.
func TestAnalyzeJSON(t *testing.T) {
	corpus.Sweep(t, "analyze --json of every kernel")
	var paths []string
	for _, dir := range []string{"kernels", "llvm", "real", "lint", "bench/irregular", "bench/sync"} {
		ps, _ := filepath.Glob(filepath.Join("testdata", dir, "*"))
		paths = append(paths, ps...)
	}
	sort.Strings(paths)
	checked := 0
	for _, inline := range []bool{false, true} {
		p, err := pipeline.New(isa.Target{}, pipeline.Options{AsWritten: !inline, Check: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			src, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			var m *ir.Module
			switch filepath.Ext(path) {
			case ".cl":
				m, err = minic.Compile(path, src, minic.Options{})
			case ".ll":
				m, err = llvm.Import(path, src, llvm.Options{})
			default:
				continue
			}
			if err != nil {
				continue
			}
			out, err := analyzeModule(p, path, m)
			if err != nil {
				continue
			}
			checked++
			got := streamed(t, out)
			for k := range out.Functions {
				out.Functions[k].fillMaps()
			}
			if want := marshalled(t, out); !bytes.Equal(got, want) {
				t.Errorf("%s (inline %v): streamed JSON differs from MarshalIndent's:\n%s\nwant\n%s", path, inline, got, want)
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d inputs checked", checked)
	}
	// Names that need escaping, nil and empty collections, findings.
	odd := "a\"b\\c<d>&e\u2028f\x01é"
	out := &analyzeOutput{File: odd, Functions: []analysis{
		{Name: odd, Blocks: []string{odd, ""}, IDom: map[string]string{odd: "x", "b": odd, "a": ""},
			IPDom: map[string]*string{odd: nil, "z": &odd}, Loops: []loopJSON{{Header: odd, Blocks: []string{}, Parent: &odd, Depth: 3, Irreducible: true}},
			Deadlocks: []lint.Finding{{Func: odd, Loop: "l", Reads: []lint.Access{{What: "load", Reachable: true}}, Notes: []string{odd}}},
			Frontier: &frontierJSON{Priority: []string{}, Frontiers: map[string][]string{"b": {odd}, "a": nil, odd: {}},
				Checks: []edgeJSON{{odd, "x"}}, Conservative: []consJSON{{"a", "b", odd}}}},
		{Kernel: true},
		{Name: "empty", Blocks: []string{}, IDom: map[string]string{}, IPDom: map[string]*string{}, Loops: []loopJSON{}, Deadlocks: []lint.Finding{}, Frontier: &frontierJSON{}},
	}}
	out.Functions[0].Frontier.Stats.AvgFrontier = 1.0 / 3
	out.Functions[0].Frontier.Stats.MaxFrontier = 7
	if got, want := streamed(t, out), marshalled(t, out); !bytes.Equal(got, want) {
		t.Errorf("streamed JSON differs from MarshalIndent's:\n%s\nwant\n%s", got, want)
	}
	out.Functions = nil
	if got, want := streamed(t, out), marshalled(t, out); !bytes.Equal(got, want) {
		t.Errorf("streamed JSON differs from MarshalIndent's:\n%s\nwant\n%s", got, want)
	}
}

// TestFunctionJSONChunks: functionJSON's pieces of a function whose JSON
// is several jsonChunks long are, one after the other, the function as
// writeAnalyzeJSON writes it; every piece but the last is full, and the
// scratch piece is reused by the next function.
func TestFunctionJSONChunks(t *testing.T) {
	a := analysis{Name: "big", Blocks: []string{}, IDom: map[string]string{}, IPDom: map[string]*string{},
		Loops: []loopJSON{}, Deadlocks: []lint.Finding{}}
	for k := 0; k < 40000; k++ {
		b := fmt.Sprintf("block.with.a.long.name.%d", k)
		a.Blocks = append(a.Blocks, b)
		a.IDom[b] = "entry"
		a.IPDom[b] = &a.Blocks[0]
	}
	want := streamed(t, &analyzeOutput{File: "f", Functions: []analysis{a}})
	var bufs sync.Pool
	for round := 0; round < 2; round++ {
		pieces, err := functionJSON(&a, &bufs)
		if err != nil {
			t.Fatal(err)
		}
		if len(pieces) < 3 {
			t.Fatalf("%d pieces, want a JSON of several", len(pieces))
		}
		for k, p := range pieces[:len(pieces)-1] {
			if len(p) != jsonChunk {
				t.Errorf("piece %d holds %d bytes, want %d", k, len(p), jsonChunk)
			}
		}
		var buf bytes.Buffer
		if err := writeAnalyzeDoc(&buf, "f", false, 1, func(j *jsonWriter, _ int) { j.rawChunks(pieces) }); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), want) {
			t.Fatalf("round %d: the pieces differ from the function's JSON", round)
		}
	}
}
