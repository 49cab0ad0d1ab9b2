package backend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
)

// bigKernel is a mini-C kernel of n if/else steps on one accumulator: one
// function of about 3n blocks and more virtual registers than the
// interference graph keeps as a bit matrix (denseLimit) once n is in the
// thousands, while few are live at once.
func bigKernel(n int) []byte {
	var b strings.Builder
	b.WriteString("__kernel void big(__global int *a, int n) {\n  int acc = a[get_global_id(0)];\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  if (acc > %d) { acc = acc + %d; } else { acc = acc * 3 - n; }\n", i, i)
	}
	b.WriteString("  a[get_global_id(0)] = acc;\n}\n")
	return []byte(b.String())
}

// BenchmarkCompileBigFunc compiles one function of 12k blocks (issue 18's
// simtc build on a big single function; compare llc-14 -O0 on the same
// shape with bench/perf.sh).
func BenchmarkCompileBigFunc(b *testing.B) {
	src := bigKernel(4000)
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
