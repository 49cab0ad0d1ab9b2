package e2e_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// pressureKernel has live values loaded first and combined last (each
// with its own weight, so a value restored from the wrong slot shows),
// with steps if/else steps on an accumulator between them, so all of them
// are live at once. The work is in a device function: inlined into the
// kernel, or (--no-inline) called, with its spill slots in its stack frame.
func pressureKernel(live, steps int) string {
	var b strings.Builder
	b.WriteString("int work(global int *a, int t) {\n  int acc = a[t];\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  int v%d = a[%d] * 3 + %d;\n", k, k%64, k)
	}
	for i := 0; i < steps; i++ {
		fmt.Fprintf(&b, "  if (acc > %d) { acc = acc + %d; } else { acc = acc * 3 - t; }\n", i*7, i)
	}
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  acc = acc + v%d * %d;\n", k, k+1)
	}
	b.WriteString("  return acc;\n}\n")
	b.WriteString("kernel void big(global int *a, global int *out) {\n  int t = get_global_id(0);\n  out[t] = work(a, t);\n}\n")
	return b.String()
}

// pressureWant computes pressureKernel's result for thread t in Go, with
// a[i] = i (iota).
func pressureWant(live, steps, t int) int32 {
	a := func(i int) int32 { return int32(i) }
	acc := a(t)
	for i := 0; i < steps; i++ {
		if acc > int32(i*7) {
			acc += int32(i)
		} else {
			acc = acc*3 - int32(t)
		}
	}
	for k := 0; k < live; k++ {
		v := a(k%64)*3 + int32(k)
		acc += v * int32(k+1)
	}
	return acc
}

// TestSpilling: a function with more values live at once than the ISA has
// registers (300 and 600 > isa.MaxRegs) compiles by spilling to the
// thread's frame and computes what Go computes, inlined into the kernel
// (static spill slots) and as a device function under --no-inline (spill
// slots in its stack frame), under mimd and pdom. The kernel fits in
// isa.MaxRegs registers and has spill code (private stores).
func TestSpilling(t *testing.T) {
	for _, live := range []int{300, 600} {
		const steps = 20
		src := pressureKernel(live, steps)
		for _, noInline := range []bool{false, true} {
			m, err := minic.Compile("big.cl", []byte(src), minic.Options{})
			if err != nil {
				t.Fatal(err)
			}
			o, err := backend.Compile(m, backend.Options{NoInline: noInline})
			if err != nil {
				t.Fatalf("live %d no-inline %v: %v", live, noInline, err)
			}
			if o.Kernels[0].NumRegs > isa.MaxRegs {
				t.Fatalf("NumRegs %d", o.Kernels[0].NumRegs)
			}
			stores := 0
			for _, in := range o.Code {
				if in.Op == isa.OpSt && in.Space == isa.SpacePrivate {
					stores++
				}
			}
			if stores < live-isa.MaxRegs {
				t.Errorf("live %d: %d private stores, expected spill code", live, stores)
			}
			if !noInline && o.Kernels[0].PrivateSize < uint32(8*(live-isa.MaxRegs)) {
				t.Errorf("live %d: private size %d too small for the spills", live, o.Kernels[0].PrivateSize)
			}
			l, err := harness.ParseLaunch("grid=1 block=64 warp=32 a=int32[64]:iota out=int32[64]", ".")
			if err != nil {
				t.Fatal(err)
			}
			for _, mech := range []string{"mimd", "pdom"} {
				res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != sim.StatusOK {
					t.Fatalf("live %d no-inline %v %s: %s %v", live, noInline, mech, res.Status, res.Fault)
				}
				out := res.Buffer("out")
				for i := 0; i < 64; i++ {
					if got, want := out.Int(i), int64(pressureWant(live, steps, i)); got != want {
						t.Fatalf("live %d no-inline %v %s: out[%d] = %d, want %d", live, noInline, mech, i, got, want)
					}
				}
			}
		}
	}
}

// TestSpillingRecursive: spilling in a recursive device function: its
// spill slots and save slots are per frame, so every recursion level keeps
// its own values.
func TestSpillingRecursive(t *testing.T) {
	const live = 280
	var b strings.Builder
	b.WriteString("int rec(global int *a, int n) {\n  if (n <= 0) return 1;\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  int v%d = a[%d] + n * %d;\n", k, k%32, k)
	}
	b.WriteString("  int r = rec(a, n - 1);\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  r = r + v%d * %d;\n", k, k%7+1)
	}
	b.WriteString("  return r;\n}\nkernel void k(global int *a, global int *out) {\n  int t = get_global_id(0);\n  out[t] = rec(a, t % 5);\n}\n")
	m, err := minic.Compile("rec.cl", []byte(b.String()), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Each frame holds the spilled values and the saves: about 2.7 KB.
	o, err := backend.Compile(m, backend.Options{NoInline: true, StackSize: 64 << 10})
	if err != nil {
		t.Fatal(err)
	}
	var rec func(n int) int32
	rec = func(n int) int32 {
		if n <= 0 {
			return 1
		}
		r := rec(n - 1)
		for k := 0; k < live; k++ {
			r += (int32(k%32) + int32(n)*int32(k)) * int32(k%7+1)
		}
		return r
	}
	l, err := harness.ParseLaunch("grid=1 block=32 a=int32[32]:iota out=int32[32]", ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, mech := range []string{"mimd", "minpc", "pdom"} {
		res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != sim.StatusOK {
			t.Fatalf("%s: %s %v", mech, res.Status, res.Fault)
		}
		for i := 0; i < 32; i++ {
			if got, want := res.Buffer("out").Int(i), int64(rec(i%5)); got != want {
				t.Fatalf("%s: out[%d] = %d, want %d", mech, i, got, want)
			}
		}
	}
}

// TestOverlappingBases: a kernel with 150 values live across a call of a
// device function that itself keeps 150 values live: the two do not fit
// side by side in isa.MaxRegs registers (this used to be an error, "its
// registers exceed the 255 the ISA has"), so the callee's registers are
// moved down over the kernel's and the kernel saves the ones it needs
// around the call.
func TestOverlappingBases(t *testing.T) {
	const live = 150
	var b strings.Builder
	b.WriteString("int g(global int *a, int t) {\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  int w%d = a[%d] * %d + t;\n", k, k%32, k+2)
	}
	b.WriteString("  int s = 0;\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  s = s * 3 + w%d;\n", k)
	}
	b.WriteString("  return s;\n}\nkernel void k(global int *a, global int *out) {\n  int t = get_global_id(0);\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  int v%d = a[%d] + %d * t;\n", k, (k+5)%32, k)
	}
	b.WriteString("  int r = g(a, t);\n")
	for k := 0; k < live; k++ {
		fmt.Fprintf(&b, "  r = r * 5 + v%d;\n", k)
	}
	b.WriteString("  out[t] = r;\n}\n")
	m, err := minic.Compile("overlap.cl", []byte(b.String()), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := backend.Compile(m, backend.Options{NoInline: true})
	if err != nil {
		t.Fatal(err)
	}
	if o.Kernels[0].PrivateSize <= 8 {
		t.Errorf("kernel private size %d: expected save slots", o.Kernels[0].PrivateSize)
	}
	want := func(t int32) int32 {
		var s int32
		for k := 0; k < live; k++ {
			s = s*3 + int32(k%32)*int32(k+2) + t
		}
		r := s
		for k := 0; k < live; k++ {
			r = r*5 + int32((k+5)%32) + int32(k)*t
		}
		return r
	}
	l, err := harness.ParseLaunch("grid=1 block=32 a=int32[32]:iota out=int32[32]", ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, mech := range []string{"mimd", "pdom", "minpc"} {
		res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != sim.StatusOK {
			t.Fatalf("%s: %s %v", mech, res.Status, res.Fault)
		}
		for i := 0; i < 32; i++ {
			if got, w := res.Buffer("out").Int(i), int64(want(int32(i))); got != w {
				t.Fatalf("%s: out[%d] = %d, want %d", mech, i, got, w)
			}
		}
	}
}
