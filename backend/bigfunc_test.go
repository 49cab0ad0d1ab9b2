package backend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/sim/isa"
)

// bigKernel is a mini-C kernel of one function: live values loaded
// first and summed last, and n if/else steps on an accumulator between
// them, about 3n blocks. With n in the thousands it has tens of thousands
// of virtual registers, and every definition in the steps interferes with
// all the live values, as in clang -O0 code imported from issue 18's
// inputs.
func bigKernel(live, n int) []byte {
	var b strings.Builder
	b.WriteString("__kernel void big(__global int *a, int n) {\n  int acc = a[get_global_id(0)];\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  int v%d = a[%d] * 3;\n", k, k)
	}
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  if (acc > %d) { acc = acc + %d; } else { acc = acc * 3 - n; }\n", i, i)
	}
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  acc = acc + v%d;\n", k)
	}
	b.WriteString("  a[get_global_id(0)] = acc;\n}\n")
	return []byte(b.String())
}

// BenchmarkCompileBigFunc compiles one function of 12k blocks, 20k virtual registers and 200 values live throughout (issue 18's
// simtc build on a big single function; compare llc-14 -O0 on the same
// shape with bench/perf.sh).
func BenchmarkCompileBigFunc(b *testing.B) {
	src := bigKernel(200, 4000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := minic.Compile("big.cl", src, minic.Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := Compile(m, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBigFuncSpills: bigKernel with more values live throughout than the
// ISA has registers used to fail ("needs N registers, more than the 255");
// it now spills and fits. (Its results are checked on the simulator by
// backend/e2e's TestSpilling on the same shape.)
func TestBigFuncSpills(t *testing.T) {
	src := bigKernel(300, 200)
	m, err := minic.Compile("big.cl", src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := Compile(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := o.Kernels[0].NumRegs; n > isa.MaxRegs || o.Kernels[0].PrivateSize < 8*(300-isa.MaxRegs) {
		t.Fatalf("NumRegs %d, PrivateSize %d", n, o.Kernels[0].PrivateSize)
	}
}

// BenchmarkCompileBigFuncSpill is BenchmarkCompileBigFunc with 300 values
// live throughout: more than the ISA's registers, so allocation spills and
// runs again.
func BenchmarkCompileBigFuncSpill(b *testing.B) {
	src := bigKernel(300, 4000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := minic.Compile("big.cl", src, minic.Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := Compile(m, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
