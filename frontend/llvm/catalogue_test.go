package llvm_test

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// addsOf returns the number of fadd instructions of f.
func addsOf(f *ir.Func) int {
	n := 0
	f.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpFAdd {
			n++
		}
	})
	return n
}

// TestCatalogueRow: a builtin added as one row of a catalogue is known to
// both frontends given that catalogue — mini-C by its name, on scalars and
// vectors; frontend/llvm by its Itanium-mangled OpenCL name, its plain
// name and its libdevice spelling — and lowers through the row's function;
// with the default catalogue it is an unknown function to both.
func TestCatalogueRow(t *testing.T) {
	// The test builtin, one catalogue row and nothing else: twice_plus(x,
	// y) = (x + x) + y on float gentypes, also spelled as a libdevice
	// function (__nv_twice_plusf).
	cat, err := builtin.Default().With(builtin.Builtin{Name: "twice_plus", Kind: builtin.Lanewise, Dom: builtin.Float, Sig: "g(g,g)",
		Also: []builtin.Spelling{{Dialect: builtin.Libdevice}},
		Lower: func(b *ir.Builder, x []ir.Value, _ builtin.Call) ir.Value {
			return b.Binary(ir.OpFAdd, b.Binary(ir.OpFAdd, x[0], x[0]), x[1])
		}})
	if err != nil {
		t.Fatal(err)
	}

	cl := `kernel void k(global float *p) {
	p[0] = twice_plus(p[1], 2.0f);
	float2 v = (float2)(p[2], p[3]);
	v = twice_plus(v, 1.0f);
	p[4] = v.x + v.y;
}
`
	m, err := minic.Compile("k.cl", []byte(cl), minic.Options{Builtins: cat})
	if err != nil {
		t.Fatalf("mini-C with the row: %v", err)
	}
	// 2 adds for the scalar call, 2 per lane for the vector call, 1 for v.x + v.y.
	if adds := addsOf(m.Func("k")); adds != 7 {
		t.Errorf("mini-C: %d fadds, want 7:\n%s", adds, m)
	}
	if _, err := minic.Compile("k.cl", []byte(cl), minic.Options{}); err == nil ||
		!strings.Contains(err.Error(), "k.cl:2:9: error: unknown function 'twice_plus'") {
		t.Errorf("mini-C without the row: %v", err)
	}
	if _, err := minic.Compile("k.cl", []byte("kernel void k(global float *p) { p[0] = twice_plus(p[1]); }"),
		minic.Options{Builtins: cat}); err == nil || !strings.Contains(err.Error(), "too few arguments to function call 'twice_plus', expected 2, have 1") {
		t.Errorf("mini-C, one argument: %v", err)
	}

	for _, tc := range []struct{ name, decl, call string }{
		{"mangled", "declare spir_func float @_Z10twice_plusff(float, float)", "call spir_func float @_Z10twice_plusff(float %x, float 2.0)"},
		{"plain", "declare float @twice_plus(float, float)", "call float @twice_plus(float %x, float 2.0)"},
		{"libdevice", "declare float @__nv_twice_plusf(float, float)", "call float @__nv_twice_plusf(float %x, float 2.0)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := `target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64"
` + tc.decl + `
define spir_kernel void @k(float addrspace(1)* %p) {
  %x = load float, float addrspace(1)* %p, align 4
  %r = ` + tc.call + `
  store float %r, float addrspace(1)* %p, align 4
  ret void
}
`
			m, err := llvm.Import("k.ll", []byte(src), llvm.Options{Builtins: cat})
			if err != nil {
				t.Fatalf("with the row: %v", err)
			}
			if adds := addsOf(m.Func("k")); adds != 2 {
				t.Errorf("%d fadds, want 2:\n%s", adds, m)
			}
			if _, err := llvm.Import("k.ll", []byte(src), llvm.Options{}); err == nil ||
				!strings.Contains(err.Error(), "k.ll:6:3: error: call to unknown external function") {
				t.Errorf("without the row: %v", err)
			}
		})
	}

	// A vector call, mangled: lane by lane.
	src := `target triple = "spir64"
declare spir_func <2 x float> @_Z10twice_plusDv2_fS_(<2 x float>, <2 x float>)
define spir_kernel void @k(<2 x float> addrspace(1)* %p) {
  %x = load <2 x float>, <2 x float> addrspace(1)* %p, align 8
  %r = call spir_func <2 x float> @_Z10twice_plusDv2_fS_(<2 x float> %x, <2 x float> %x)
  store <2 x float> %r, <2 x float> addrspace(1)* %p, align 8
  ret void
}
`
	lm, err := llvm.Import("k.ll", []byte(src), llvm.Options{Builtins: cat})
	if err != nil {
		t.Fatalf("vector call: %v", err)
	}
	if adds := addsOf(lm.Func("k")); adds != 4 {
		t.Errorf("vector call: %d fadds, want 4:\n%s", adds, lm)
	}
}

// TestUnsignedVectorBuiltins: min, max, clamp and abs on unsigned vectors
// are unsigned. (Before the catalogue, the vector path took the signedness
// from the mangled name's first code, 'D' for a vector, so that uint4
// min was a signed min and uint4 abs a signed abs; the scalar and the
// other integer builtins looked through the vector type.)
func TestUnsignedVectorBuiltins(t *testing.T) {
	for _, tc := range []struct {
		name, fn, args string
		want, not      ir.Op
	}{
		{"min", "_Z3minDv2_jS_", "<2 x i32> %x, <2 x i32> %x", ir.OpUMin, ir.OpSMin},
		{"max", "_Z3maxDv2_jS_", "<2 x i32> %x, <2 x i32> %x", ir.OpUMax, ir.OpSMax},
		{"clamp", "_Z5clampDv2_jS_S_", "<2 x i32> %x, <2 x i32> %x, <2 x i32> %x", ir.OpUMin, ir.OpSMin},
		{"abs", "_Z3absDv2_j", "<2 x i32> %x", ir.OpInvalid, ir.OpSelect},
		{"signed min", "_Z3minDv2_iS_", "<2 x i32> %x, <2 x i32> %x", ir.OpSMin, ir.OpUMin},
	} {
		t.Run(tc.name, func(t *testing.T) {
			types := strings.Repeat("<2 x i32>, ", strings.Count(tc.args, "%x"))
			src := `target triple = "spir64"
declare spir_func <2 x i32> @` + tc.fn + `(` + strings.TrimSuffix(types, ", ") + `)
define spir_kernel void @k(<2 x i32> addrspace(1)* %p) {
  %x = load <2 x i32>, <2 x i32> addrspace(1)* %p, align 8
  %r = call spir_func <2 x i32> @` + tc.fn + `(` + tc.args + `)
  store <2 x i32> %r, <2 x i32> addrspace(1)* %p, align 8
  ret void
}
`
			m, err := llvm.Import("k.ll", []byte(src), llvm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			ops := map[ir.Op]int{}
			m.Func("k").Instrs(func(i *ir.Instr) { ops[i.Op]++ })
			if tc.want != ir.OpInvalid && ops[tc.want] != 2 || ops[tc.not] != 0 {
				t.Errorf("%d %s and %d %s, want 2 and 0:\n%s", ops[tc.want], tc.want, ops[tc.not], tc.not, m)
			}
		})
	}
}
