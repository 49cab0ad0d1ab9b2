package backend_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// bigC is the C source of ../shared/perf/gen_big_c.py with one function
// (bench/perf.sh's single-function inputs): n statements cycling through
// a counted loop with an if/else, nested ifs, a while loop with a break
// and a four-way switch, about 6 blocks per statement at clang -O0.
func bigC(n int) []byte {
	var b strings.Builder
	b.WriteString("int big0(int *a, int n, int tid) {\n  int acc = 0;\n")
	for i := 0; i < n; i++ {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, "  for (int i%d = 0; i%d < n; i%d++) { if (a[i%d] > %d) acc += a[i%d]; else acc -= %d; }\n", i, i, i, i, i, i, i)
		case 1:
			fmt.Fprintf(&b, "  if (tid & %d) { acc ^= %d; if (acc > %d) acc >>= 1; } else { acc += tid; }\n", 1<<(i%16), i, i)
		case 2:
			fmt.Fprintf(&b, "  while (acc > %d && a[acc & 63] != %d) { acc -= 3; if (acc == %d) break; }\n", i, i, i*7)
		default:
			fmt.Fprintf(&b, "  switch ((acc + %d) & 3) { case 0: acc += 1; break; case 1: acc *= 3; break; case 2: acc -= tid; break; default: acc = ~acc; }\n", i)
		}
	}
	b.WriteString("  return acc;\n}\n")
	return []byte(b.String())
}

// bigLL compiles bigC(n) with clang-14 -O0 (optnone off, as bench/perf.sh
// does) and returns the .ll text; the benchmark is skipped without clang-14.
func bigLL(b *testing.B, n int) (string, []byte) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		b.Skip("clang-14 is not installed")
	}
	dir := b.TempDir()
	c := filepath.Join(dir, fmt.Sprintf("one%d.c", n))
	ll := filepath.Join(dir, fmt.Sprintf("one%d.ll", n))
	if err := os.WriteFile(c, bigC(n), 0o644); err != nil {
		b.Fatal(err)
	}
	if out, err := exec.Command(clang, "-O0", "-Xclang", "-disable-O0-optnone", "-S", "-emit-llvm", "-o", ll, c).CombinedOutput(); err != nil {
		b.Fatalf("clang-14: %v\n%s", err, out)
	}
	src, err := os.ReadFile(ll)
	if err != nil {
		b.Fatal(err)
	}
	return ll, src
}

// bigSizes are the statement counts of bench/perf.sh's single functions
// of about 1k, 4k, 16k, 50k and 96k blocks; SIMTC_BIG_SIZES (e.g.
// "667 2667") overrides them.
func bigSizes(b *testing.B) []int {
	sizes := []string{"167", "667", "2667", "8334", "16000"}
	if s := os.Getenv("SIMTC_BIG_SIZES"); s != "" {
		sizes = strings.Fields(s)
	}
	var out []int
	for _, size := range sizes {
		var n int
		if _, err := fmt.Sscan(size, &n); err != nil || n <= 0 {
			b.Fatalf("SIMTC_BIG_SIZES: bad size %q", size)
		}
		out = append(out, n)
	}
	return out
}

// BenchmarkCompileBigFuncSizes times the backend (backend.Compile, what
// `simtc build` does after the IR passes) on bench/perf.sh's single
// functions (bigSizes). Import and the pipeline's IR passes run outside
// the timer; ns/block is per block of the imported function.
func BenchmarkCompileBigFuncSizes(b *testing.B) {
	p, err := pipeline.New(isa.Target{}, pipeline.Options{InputVerified: true})
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range bigSizes(b) {
		path, src := bigLL(b, n)
		b.Run(fmt.Sprintf("stmts=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			blocks := 0
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				m, err := llvm.Import(path, src, llvm.Options{Kernels: []string{"big0"}})
				if err != nil {
					b.Fatal(err)
				}
				blocks = countBlocks(m)
				pr, err := p.Prepare(m)
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if _, err := pr.Compile(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(blocks), "ns/block")
		})
	}
}

func countBlocks(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		n += len(f.Blocks)
	}
	return n
}

// BenchmarkBuildBigFuncSizes times what `simtc build --kernel big0` does
// with bench/perf.sh's single functions (bigSizes), but for reading and
// writing the files and starting the process: import, the pipeline, the
// backend and the object's encoding (isa.Marshal). Compare llc-14 -O0 on
// the same .ll (bench/perf.sh prints both); ns/block is per block of the
// imported function.
func BenchmarkBuildBigFuncSizes(b *testing.B) {
	p, err := driver.Pipeline(driver.CompileOptions{})
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range bigSizes(b) {
		path, src := bigLL(b, n)
		b.Run(fmt.Sprintf("stmts=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			blocks := 0
			for i := 0; i < b.N; i++ {
				m, err := llvm.Import(path, src, llvm.Options{Kernels: []string{"big0"}})
				if err != nil {
					b.Fatal(err)
				}
				blocks = countBlocks(m)
				pr, err := p.Prepare(m)
				if err != nil {
					b.Fatal(err)
				}
				o, err := pr.Compile()
				if err != nil {
					b.Fatal(err)
				}
				if _, err := isa.Marshal(o); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(blocks), "ns/block")
		})
	}
}
