package llvm_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/perfinput"
	"github.com/simtc/simtc/ir"
)

// bigLL generates a spir64 kernel of about nblocks basic blocks, the shape
// clang gives straight-line code with many ifs and spin loops: per step, a
// diamond (test, then, else, join with a phi) and every fourth step a
// cmpxchg spin loop, with get_global_id, loads, stores and atomics.
func bigLL(nblocks int) []byte {
	var b bytes.Buffer
	b.WriteString(`target triple = "spir64"

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)*, i32, i32)
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)*, i32)
declare spir_func void @_Z7barrierj(i32)

define spir_kernel void @big(i32 addrspace(1)* %data, i32 addrspace(1)* %lock, i32 %n) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, i32 addrspace(1)* %data, i64 %gid
  %v0 = load i32, i32 addrspace(1)* %p, align 4
  br label %test0

`)
	blocks := 1
	i := 0
	for ; blocks < nblocks; i++ {
		fmt.Fprintf(&b, `test%[1]d:
  %%c%[1]d = icmp slt i32 %%v%[1]d, %%n
  br i1 %%c%[1]d, label %%then%[1]d, label %%else%[1]d

then%[1]d:
  %%a%[1]d = add nsw i32 %%v%[1]d, %[1]d
  br label %%join%[1]d

else%[1]d:
  %%q%[1]d = getelementptr inbounds i32, i32 addrspace(1)* %%data, i64 %[1]d
  %%b%[1]d = load volatile i32, i32 addrspace(1)* %%q%[1]d, align 4
  br label %%join%[1]d

join%[1]d:
  %%w%[1]d = phi i32 [ %%a%[1]d, %%then%[1]d ], [ %%b%[1]d, %%else%[1]d ]
  store i32 %%w%[1]d, i32 addrspace(1)* %%p, align 4
`, i)
		blocks += 4
		if i%4 == 3 {
			fmt.Fprintf(&b, `  br label %%spin%[1]d

spin%[1]d:
  %%old%[1]d = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* %%lock, i32 0, i32 1)
  %%got%[1]d = icmp eq i32 %%old%[1]d, 0
  br i1 %%got%[1]d, label %%crit%[1]d, label %%spin%[1]d

crit%[1]d:
  %%x%[1]d = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* %%lock, i32 0)
  call spir_func void @_Z7barrierj(i32 1)
  %%v%[2]d = add i32 %%w%[1]d, %%x%[1]d
  br label %%test%[2]d

`, i, i+1)
			blocks += 2
		} else {
			fmt.Fprintf(&b, "  %%v%d = xor i32 %%w%d, 1\n  br label %%test%d\n\n", i+1, i, i+1)
		}
	}
	fmt.Fprintf(&b, "test%d:\n  ret void\n}\n", i)
	return b.Bytes()
}

// BenchmarkImport imports a generated kernel of 20k basic blocks. Compare
// with LLVM's own reading and verification of the same file:
//
//	SIMTC_BIG_LL=/tmp/big.ll go test ./frontend/llvm -run TestBigLL
//	time opt-14 -passes=verify -disable-output /tmp/big.ll
func BenchmarkImport(b *testing.B) {
	src := bigLL(20000)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		m, err := llvm.Import("big.ll", src, llvm.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if n := len(m.Funcs[0].Blocks); n < 20000 {
			b.Fatalf("%d blocks", n)
		}
	}
}

// TestBigLL checks the benchmark's input imports (with a smaller size), and
// writes the full one to $SIMTC_BIG_LL when set, for timing opt-14 on it.
func TestBigLL(t *testing.T) {
	if path := os.Getenv("SIMTC_BIG_LL"); path != "" {
		if err := os.WriteFile(path, bigLL(20000), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	m, err := llvm.Import("big.ll", bigLL(500), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(m.Funcs[0].Blocks); n < 500 {
		t.Errorf("%d blocks, want at least 500", n)
	}
}

// bigC is ../shared/perf/gen_big_c.py (issue 18) in Go: C source with
// nfuncs functions sharing n statements, each a loop, nested ifs, a
// while with a break or a switch. clang-14 -O0 makes about 5 blocks of a
// statement.
func bigC(n, nfuncs int) []byte {
	var b bytes.Buffer
	per := n / nfuncs
	if per < 1 {
		per = 1
	}
	for f := 0; f < nfuncs; f++ {
		fmt.Fprintf(&b, "int big%d(int *a, int n, int tid) {\n  int acc = 0;\n", f)
		for i := 0; i < per; i++ {
			switch i % 4 {
			case 0:
				fmt.Fprintf(&b, "  for (int i%[1]d = 0; i%[1]d < n; i%[1]d++) { if (a[i%[1]d] > %[1]d) acc += a[i%[1]d]; else acc -= %[1]d; }\n", i)
			case 1:
				fmt.Fprintf(&b, "  if (tid & %d) { acc ^= %d; if (acc > %d) acc >>= 1; } else { acc += tid; }\n", 1<<(i%16), i, i)
			case 2:
				fmt.Fprintf(&b, "  while (acc > %d && a[acc & 63] != %d) { acc -= 3; if (acc == %d) break; }\n", i, i, i*7)
			default:
				fmt.Fprintf(&b, "  switch ((acc + %d) & 3) { case 0: acc += 1; break; case 1: acc *= 3; break; case 2: acc -= tid; break; default: acc = ~acc; }\n", i)
			}
		}
		b.WriteString("  return acc;\n}\n")
	}
	return b.Bytes()
}

// clangLL compiles C source as issue 18's inputs are made (clang-14 -O0
// -Xclang -disable-O0-optnone -S -emit-llvm), skipping without clang-14.
func clangLL(tb testing.TB, csrc []byte) []byte { return clangLLOpt(tb, csrc, "-O0") }

// clangLLOpt is clangLL at optimization level opt (-O0 or -O2).
func clangLLOpt(tb testing.TB, csrc []byte, opt string) []byte {
	tb.Helper()
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		tb.Skip("clang-14 not installed: ", err)
	}
	dir := tb.TempDir()
	c, ll := filepath.Join(dir, "big.c"), filepath.Join(dir, "big.ll")
	if err := os.WriteFile(c, csrc, 0o644); err != nil {
		tb.Fatal(err)
	}
	args := []string{opt, "-S", "-emit-llvm", "-o", ll, c}
	if opt == "-O0" {
		args = append([]string{"-O0", "-Xclang", "-disable-O0-optnone"}, args[1:]...)
	}
	if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		tb.Fatalf("clang-14: %v\n%s", err, out)
	}
	src, err := os.ReadFile(ll)
	if err != nil {
		tb.Fatal(err)
	}
	return src
}

// BenchmarkImportMany imports issue 18's many-function input: 400
// functions, 12000 statements, about 72k blocks and 15 MB of clang-14 -O0
// text. Compare with (bench/perf.sh does it for its inputs)
//
//	opt-14 -passes=verify -disable-output FILE.ll
func BenchmarkImportMany(b *testing.B) {
	src := clangLL(b, bigC(12000, 400))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		m, err := llvm.Import("big.ll", src, llvm.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if n := len(m.Funcs); n != 400 {
			b.Fatalf("%d functions", n)
		}
	}
}

// BenchmarkImportPaths imports issue 18's inputs on the fast path (the
// default, fastparse.go), streaming (ImportEach, as simtc analyze reads
// them: each function's body dropped once visited) and on llir's
// whole-file parse, side by side:
// 400 functions at -O0 and -O2 (72k blocks), and one function of 8000
// statements (48k blocks) at -O0. Compare with opt-14 -passes=verify on
// the same files (bench/perf.sh).
func BenchmarkImportPaths(b *testing.B) {
	inputs := []struct {
		name        string
		stmts, fns  int
		opt         string
		wantFuncs   int
		wantBlocks0 int
	}{
		{"many-O0", 12000, 400, "-O0", 400, 0},
		{"many-O2", 12000, 400, "-O2", 400, 0},
		{"one8000-O0", 8000, 1, "-O0", 1, 40000},
	}
	for _, in := range inputs {
		src := clangLLOpt(b, bigC(in.stmts, in.fns), in.opt)
		for _, path := range []string{"fast", "stream", "llir"} {
			b.Run(in.name+"/"+path, func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				for k := 0; k < b.N; k++ {
					var m *ir.Module
					var err error
					switch path {
					case "fast":
						m, err = llvm.Import("big.ll", src, llvm.Options{})
					case "stream":
						// Each function visited, then dropped.
						var ok bool
						m, ok = llvm.ImportEach("big.ll", src, llvm.Options{}, func(*ir.Func) bool { return true })
						if !ok {
							b.Fatal("ImportEach declined")
						}
						if len(m.Funcs) != in.wantFuncs {
							b.Fatalf("%d functions", len(m.Funcs))
						}
						continue
					default:
						m, err = llvm.ImportLLIR("big.ll", src)
					}
					if err != nil {
						b.Fatal(err)
					}
					if len(m.Funcs) != in.wantFuncs || len(m.Funcs[0].Blocks) < in.wantBlocks0 {
						b.Fatalf("%d functions, %d blocks in the first", len(m.Funcs), len(m.Funcs[0].Blocks))
					}
				}
			})
		}
	}
}

// BenchmarkReportFile runs Report (simtc ir --report's import) on
// $SIMTC_PERF_LL, an input of bench/perf.sh; skipped without it. For
// callgrind or -cpuprofile on the exact files issue 33 measures.
func BenchmarkReportFile(b *testing.B) {
	path, src := perfinput.Read(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		fs, err := llvm.Report(path, src, llvm.Options{})
		if err != nil {
			b.Fatal(err)
		}
		for _, f := range fs {
			if f.Err != nil {
				b.Fatalf("%s: %v", f.Name, f.Err)
			}
		}
	}
}
