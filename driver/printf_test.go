package driver_test

// printf (issue 27 item 7): testdata/ndim/printf.cl and printf_cuda.cu
// from mini-C and clang-14's LLVM IR (spir64, nvptx64 and CUDA, -O0 and
// -O2) print the same lines under every mechanism, in (cycle, thread)
// order; --jobs does not change them; the cap keeps the first lines.

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// printfWant are the lines of printf.cl, as "[block] [thread] text",
// sorted.
var printfWant = []string{
	"[0 0 0] [0 0 0] 1.2e+03|7   |+3|0.0001|%\n",
	"[0 0 0] [0 0 0] even x=0 y=0 i=000 ok 0.00 0\n",
	"[0 0 0] [0 1 0] even x=0 y=1 i=004 ok 2.00 0x44\n",
	"[0 0 0] [1 0 0] odd 1,0 b\n",
	"[0 0 0] [1 1 0] odd 1,1 f\n",
	"[1 0 0] [0 0 0] even x=2 y=0 i=002 ok 1.00 0x22\n",
	"[1 0 0] [0 1 0] even x=2 y=1 i=006 ok 3.00 0x66\n",
	"[1 0 0] [1 0 0] odd 3,0 d\n",
	"[1 0 0] [1 1 0] odd 3,1 h\n",
}

var printfForms = []string{"printf.cl", "printf.spir64.O0.ll", "printf.spir64.O2.ll", "printf.nvptx64.O0.ll",
	"printf.nvptx64.O2.ll", "printf_cuda.cuda.O0.ll", "printf_cuda.cuda.O2.ll"}

func TestPrintfKernels(t *testing.T) {
	reg := mechs.Default()
	names := reg.Names()
	forms := printfForms
	if testing.Short() {
		names, forms = []string{"mimd", "pdom", "its", "dwf"}, []string{"printf.cl", "printf.nvptx64.O2.ll", "printf_cuda.cuda.O2.ll"}
	}
	for _, form := range forms {
		t.Run(form, func(t *testing.T) {
			src := drivertest.Load(t, filepath.Join("..", "testdata", "ndim", form))
			l := drivertest.Launch(t, src)
			exps, err := src.Expects(false)
			if err != nil || len(exps) == 0 {
				t.Fatalf("expectations: %v (%d)", err, len(exps))
			}
			for _, mech := range names {
				r := runPrintf(t, src, l, mech, sim.DefaultConfig())
				for _, e := range driver.Check(exps, r) {
					t.Errorf("%s: %v", mech, e)
				}
				if r.PrintfCalls != int64(len(printfWant)) {
					t.Errorf("%s: %d printf calls, want %d", mech, r.PrintfCalls, len(printfWant))
				}
				var got []string
				for k, p := range r.Printf {
					got = append(got, fmt.Sprint(p.Block, " ", p.Thread, " ", p.Text))
					if k > 0 && !printfBefore(r.Printf[k-1], p, l) {
						t.Errorf("%s: line %d (%+v) is not after line %d (%+v) in (cycle, thread) order", mech, k, p, k-1, r.Printf[k-1])
					}
				}
				sort.Strings(got)
				if !reflect.DeepEqual(got, printfWant) {
					t.Errorf("%s: lines\n%q\nwant\n%q", mech, got, printfWant)
				}
			}
		})
	}
}

// printfBefore reports whether a comes before b: an earlier cycle, or the
// same cycle and a smaller global linear thread id.
func printfBefore(a, b sim.PrintfLine, l *sim.Launch) bool {
	if a.Cycle != b.Cycle {
		return a.Cycle < b.Cycle
	}
	gd, bd := l.GridDims(), l.BlockDims()
	id := func(p sim.PrintfLine) int {
		blk := (p.Block[2]*gd[1]+p.Block[1])*gd[0] + p.Block[0]
		th := (p.Thread[2]*bd[1]+p.Thread[1])*bd[0] + p.Thread[0]
		return blk*bd[0]*bd[1]*bd[2] + th
	}
	return id(a) < id(b)
}

func runPrintf(t *testing.T, src *driver.Source, l *sim.Launch, mech string, cfg sim.Config) *sim.Result {
	t.Helper()
	reg := mechs.Default()
	obj, err := src.Compile(driver.CompileOptions{Mech: mech, Mechs: reg})
	if err != nil {
		t.Fatalf("%s: %v", mech, err)
	}
	m, err := reg.Parse(mech)
	if err != nil {
		t.Fatal(err)
	}
	out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Mechs: reg, Config: cfg})
	if err != nil {
		t.Fatalf("%s: %v", mech, err)
	}
	return out.Result
}

// TestPrintfJobsAndCap: a kernel whose threads print in a loop on several
// cores gives the same JSON (lines included) with --jobs 1 and 2, and the
// cap keeps the first lines of that order, the same with both, and says
// how many calls there were.
func TestPrintfJobsAndCap(t *testing.T) {
	const k = `// simtc:launch grid=8 block=32 out=int32[256]
kernel void loop(global int *out) {
  int i = get_global_id(0);
  for (int k = 0; k < 1 + i % 5; k++)
    printf("t%d k%d\n", i, k);
  out[i] = i;
}
`
	s := drivertest.Text(t, "loop.cl", k)
	l := drivertest.Launch(t, s)
	var full []sim.PrintfLine
	for _, limit := range []int{0, 100} {
		var first []byte
		for _, jobs := range []int{1, 2} {
			cfg := sim.DefaultConfig()
			cfg.Cores, cfg.Jobs, cfg.PrintfLines = 4, jobs, limit
			r := runPrintf(t, s, l, "pdom", cfg)
			if r.PrintfCalls != 766 {
				t.Fatalf("limit %d jobs %d: %d calls, want 766", limit, jobs, r.PrintfCalls)
			}
			b, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), `"printf_calls":766,"printf":[{"cycle":`) {
				t.Fatalf("JSON lacks the printf lines: %.300s", b)
			}
			if first == nil {
				first = b
			} else if string(first) != string(b) {
				t.Errorf("limit %d: --jobs %d differs from --jobs 1", limit, jobs)
			}
			switch limit {
			case 0:
				if len(r.Printf) != 766 {
					t.Fatalf("%d lines kept, want 766", len(r.Printf))
				}
				full = r.Printf
			default:
				if !reflect.DeepEqual(r.Printf, full[:limit]) {
					t.Errorf("jobs %d: the cap did not keep the first %d lines", jobs, limit)
				}
				var sb strings.Builder
				r.WritePrintf(&sb, true)
				if !strings.HasSuffix(sb.String(), "simtc: printf: 666 more lines not kept (100 of 766 calls kept)\n") || !strings.HasPrefix(sb.String(), "[block 0,0,0 thread ") {
					t.Errorf("text: %q", sb.String())
				}
			}
		}
	}
}
