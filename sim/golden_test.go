package sim_test

// The simulator golden file: for every kernel of testdata/kernels (.cl)
// and testdata/llvm (.ll, recursively) that has a simtc:launch directive,
// under pdom and mimd with the default configuration, the run's status,
// final buffers and statistics. It was made before the simulator core was
// reshaped (issue 10) and guards that pdom and mimd results do not change.
//
// The compiled objects are checked in next to it (testdata/golden/obj),
// so that the golden file tests the simulator alone: a change in the
// frontends or the backend does not change it. `go test ./sim -run
// Golden -update` recompiles the objects and rewrites the file.
//
// Compared exactly: status, buffers, every statistics key the golden file
// holds (keys added to the JSON later are not compared), and the text of
// the diagnosis of a deadlock (every lock kernel keeps its diagnosis).

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

var update = flag.Bool("update", false, "rewrite the golden files")

const goldenFile = "testdata/golden/golden_stats.json"

// goldenKernel is a compiled corpus kernel with its launch.
type goldenKernel struct {
	Name   string // path under testdata, e.g. kernels/spinlock.cl
	Launch string
	obj    *isa.Object
}

// corpusSources returns the corpus files that have a launch, sorted, with
// their launch directive text.
func corpusSources(t testing.TB) []goldenKernel {
	root := filepath.Join("..", "testdata")
	var out []goldenKernel
	for _, sub := range []string{"kernels", "llvm"} {
		err := filepath.Walk(filepath.Join(root, sub), func(path string, fi os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			ext := filepath.Ext(path)
			if fi.IsDir() || (ext != ".cl" && ext != ".ll") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			d, err := harness.Scan(path, src)
			if err != nil || d.Launch == "" {
				return nil
			}
			rel, _ := filepath.Rel(root, path)
			out = append(out, goldenKernel{Name: filepath.ToSlash(rel), Launch: d.Launch})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// compileCorpus compiles one corpus file with the default options.
func compileCorpus(t testing.TB, k goldenKernel) (*isa.Object, error) {
	path := filepath.Join("..", "testdata", filepath.FromSlash(k.Name))
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m *ir.Module
	if strings.HasSuffix(path, ".cl") {
		m, err = minic.Compile(filepath.Base(path), src, minic.Options{})
	} else {
		m, err = llvm.Import(filepath.Base(path), src, llvm.Options{})
		if err == nil {
			// clang does not keep OpenCL parameter names: name them after
			// the launch arguments, in order.
			l, lerr := harness.ParseLaunch(k.Launch, filepath.Dir(path))
			if lerr != nil {
				return nil, lerr
			}
			ks := m.Kernels()
			if len(ks) != 1 || len(ks[0].Params) != len(l.Args) {
				return nil, fmt.Errorf("%d kernels; launch has %d arguments", len(ks), len(l.Args))
			}
			for i, p := range ks[0].Params {
				p.Name = l.Args[i].Name
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return backend.Compile(m, backend.Options{})
}

func objPath(name string) string {
	return filepath.Join("testdata", "golden", "obj", strings.ReplaceAll(name, "/", "__")+".simt")
}

// goldenEntry is what the golden file holds for one run.
type goldenEntry struct {
	Status  string                     `json:"status"`
	Stats   map[string]json.RawMessage `json:"stats"`
	Buffers json.RawMessage            `json:"buffers"`
	// Diagnosis is the text of a deadlock diagnosis, compared exactly:
	// a lock kernel must keep its diagnosis.
	Diagnosis string `json:"diagnosis,omitempty"`
}

// entryOf splits a run's JSON into status, statistics and buffers.
func entryOf(t testing.TB, res *sim.Result) goldenEntry {
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		t.Fatal(err)
	}
	e := goldenEntry{Status: string(res.Status), Stats: map[string]json.RawMessage{}, Buffers: all["buffers"]}
	if res.Status == sim.StatusDeadlock && res.Diagnosis != nil {
		e.Diagnosis = res.Diagnosis.String()
	}
	for k, v := range all {
		switch k {
		case "kernel", "mechanism", "status", "buffers", "fault", "diagnosis":
			continue
		}
		e.Stats[k] = v
	}
	return e
}

// goldenRuns runs every corpus kernel (from the checked-in objects) under
// mech with the default configuration.
func goldenLaunch(t testing.TB, k goldenKernel) *sim.Launch {
	l, err := harness.ParseLaunch(k.Launch, filepath.Join("..", "testdata", filepath.Dir(k.Name)))
	if err != nil {
		t.Fatalf("%s: %v", k.Name, err)
	}
	return l
}

func loadObj(t testing.TB, k goldenKernel) *isa.Object {
	b, err := os.ReadFile(objPath(k.Name))
	if err != nil {
		t.Fatalf("%s: %v (run with -update to make the golden objects)", k.Name, err)
	}
	o, err := isa.Unmarshal(b)
	if err != nil {
		t.Fatalf("%s: %v", k.Name, err)
	}
	return o
}

var goldenMechs = []string{"pdom", "mimd"}

func TestGolden(t *testing.T) {
	kernels := corpusSources(t)
	if *update {
		if err := os.MkdirAll(filepath.Join("testdata", "golden", "obj"), 0o755); err != nil {
			t.Fatal(err)
		}
		kept := kernels[:0]
		for _, k := range kernels {
			o, err := compileCorpus(t, k)
			if err != nil {
				t.Logf("%s: not compiled, left out: %v", k.Name, err)
				continue
			}
			b, err := isa.Marshal(o)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(objPath(k.Name), b, 0o644); err != nil {
				t.Fatal(err)
			}
			kept = append(kept, k)
		}
		kernels = kept
		got := map[string]goldenEntry{}
		for _, k := range kernels {
			o := loadObj(t, k)
			for _, mech := range goldenMechs {
				res, err := mechs.Run(o, mech, goldenLaunch(t, k), sim.DefaultConfig())
				if err != nil {
					t.Fatalf("%s/%s: %v", k.Name, mech, err)
				}
				got[k.Name+"/"+mech] = entryOf(t, res)
			}
		}
		b, err := json.MarshalIndent(got, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenFile, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]goldenEntry
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	byName := map[string]goldenKernel{}
	for _, k := range kernels {
		byName[k.Name] = k
	}
	keys := make([]string, 0, len(want))
	for key := range want {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		key := key
		t.Run(key, func(t *testing.T) {
			i := strings.LastIndexByte(key, '/')
			name, mech := key[:i], key[i+1:]
			k, ok := byName[name]
			if !ok {
				t.Fatalf("kernel %s is in the golden file but not in testdata", name)
			}
			res, err := mechs.Run(loadObj(t, k), mech, goldenLaunch(t, k), sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			got := entryOf(t, res)
			w := want[key]
			if got.Status != w.Status {
				t.Errorf("status %s, want %s", got.Status, w.Status)
			}
			if got.Diagnosis != w.Diagnosis {
				t.Errorf("diagnosis differs:\n got %s\nwant %s", got.Diagnosis, w.Diagnosis)
			}
			if !jsonEqual(got.Buffers, w.Buffers) {
				t.Errorf("buffers differ:\n got %s\nwant %s", got.Buffers, w.Buffers)
			}
			stats := make([]string, 0, len(w.Stats))
			for s := range w.Stats {
				stats = append(stats, s)
			}
			sort.Strings(stats)
			for _, s := range stats {
				if !jsonEqual(got.Stats[s], w.Stats[s]) {
					t.Errorf("%s: got %s, want %s", s, got.Stats[s], w.Stats[s])
				}
			}
		})
	}
}

func jsonEqual(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}
