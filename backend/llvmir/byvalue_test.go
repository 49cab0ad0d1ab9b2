package llvmir

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
)

// byValueTemplate declares a kernel with a byval struct and a float4 by
// value, as clang-14 writes them for spir64.
const byValueTemplate = `target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.S = type { i32, i32 }

define spir_kernel void @k(i32 addrspace(1)* %out, %struct.S* byval(%struct.S) align 4 %p, <4 x float> %v) {
  ret void
}
`

// byValueIR is the kernel of byValueTemplate as simtc reads it (the
// by-value parameters are launch buffers), with body in its entry block.
func byValueIR(body string) string {
	return `kernel @k(%out: *global i32, %p: *global [2 x i32], %v: *global [4 x f32]) {
entry:
` + body + `
  ret
}
`
}

func writeByValue(t *testing.T, body string) ([]byte, error) {
	t.Helper()
	m, err := ir.Parse("k.ir", []byte(byValueIR(body)))
	if err != nil {
		t.Fatal(err)
	}
	return Write(m, Options{Template: []byte(byValueTemplate)})
}

// A chain of geps and bitcasts from by-value parameters is written in the
// copy's own address space (0), never cast to global: the output passes
// opt-14, and reads back with the same launch convention (the parameters
// are *global buffers again).
func TestByValueRetypesDerivedChain(t *testing.T) {
	out, err := writeByValue(t, `  %a: *global i32 = gep %p, i64 0, i64 1
  %b: *global i32 = gep %a, i64 0
  %x: i32 = load %b
  %c: *global [4 x i32] = bitcast %v
  %d: *global i32 = gep %c, i64 0, i64 2
  %y: i32 = load %d
  %s: i32 = add %x, %y
  store %out, %s`)
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	if strings.Contains(text, "addrspacecast") {
		t.Errorf("the output casts an address space:\n%s", text)
	}
	for _, re := range []string{
		`define spir_kernel void @k\(i32 addrspace\(1\)\* %out, %struct.S\* byval\(%struct.S\) align 4 %p, <4 x float> %v\)`,
		`bitcast %struct.S\* %p to \[2 x i32\]\*`,
		`%v.addr = alloca \[4 x float\]`,
		`extractelement <4 x float> %v, i32 3`,
		`%a = getelementptr \[2 x i32\], \[2 x i32\]\* %\d+, i64 0, i64 1`,
		`%b = getelementptr i32, i32\* %a, i64 0`,
		`%c = bitcast \[4 x float\]\* %v.addr to \[4 x i32\]\*`,
		`%d = getelementptr \[4 x i32\], \[4 x i32\]\* %c, i64 0, i64 2`,
		`load i32, i32\* %d`,
	} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no %s in the output:\n%s", re, text)
		}
	}
	if opt, err := exec.LookPath("opt-14"); err == nil {
		file := writeTemp(t, t.TempDir(), "k.ll", out)
		if b, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
			t.Errorf("opt-14 rejects the output: %v\n%s", err, b)
		}
	}
	back, err := llvm.Import("k.ll", out, llvm.Options{})
	if err != nil {
		t.Fatalf("the output does not read back: %v", err)
	}
	var got []string
	for _, p := range back.Func("k").Params {
		got = append(got, p.Typ.String())
	}
	if want := "*global i32, *global [2 x i32], *global [4 x f32]"; strings.Join(got, ", ") != want {
		t.Errorf("read back, the parameters are %s, want %s", strings.Join(got, ", "), want)
	}
}

// A pointer into a by-value parameter used other than by gep, bitcast and
// load needs the global buffer itself: an error at the use, not output.
func TestByValueEscapeIsAnError(t *testing.T) {
	for name, body := range map[string]string{
		"ptrtoint": "  %a: *global i32 = gep %p, i64 0, i64 1\n  %i: i32 = ptrtoint %a !7:5\n  store %out, %i",
		"stored":   "  %a: *global i32 = gep %p, i64 0, i64 1\n  %c: *global *global i32 = bitcast %out\n  store %c, %a !7:5",
		"written":  "  %a: *global i32 = gep %p, i64 0, i64 1\n  store %a, i32 1 !7:5",
		"cast":     "  %a: *global i32 = gep %p, i64 0, i64 1\n  %g: *generic i32 = addrspacecast %a !7:5\n  store %g, i32 1",
		"atomic":   "  %a: *global i32 = gep %p, i64 0, i64 1\n  %x: i32 = atomic.add %a, i32 1 !7:5",
		"select":   "  %a: *global i32 = gep %p, i64 0, i64 1\n  %s: *global i32 = select i1 true, %a, %out !7:5\n  store %s, i32 1",
		"phi": "  %a: *global i32 = gep %p, i64 0, i64 1\n  condbr i1 true, ^x, ^y\nx:\n  br ^y\ny:\n" +
			"  %q: *global i32 = phi [%a, ^entry], [%out, ^x] !7:5\n  %w: i32 = load %q\n  store %out, %w",
	} {
		_, err := writeByValue(t, body)
		if err == nil || !strings.Contains(err.Error(), "k.ir:7:5") || !strings.Contains(err.Error(), "by-value parameter p") {
			t.Errorf("%s: error %v, want one at k.ir:7:5 naming by-value parameter p", name, err)
		}
	}
}

// byValueCL has kernel parameters of every by-value kind: packed vectors,
// a wide vector, a typedef'd anonymous struct, a struct with padding
// before a float4 member, and a union.
const byValueCL = `typedef struct { float dt; float eps2; float mass; } sim_params;
struct P { char c; float4 v; };
union U { char c; int i; };
kernel void k(global float *out, uchar4 tint, float4 gain, sim_params p, struct P q, union U u, float2 f) {
  int i = get_global_id(0);
  out[i] = tint.x + gain.y + p.mass + q.c + q.v.w + u.c + f.y;
}
`

// Written from mini-C, by-value kernel parameters take clang-14's form for
// each target (vectors as vectors, records byval with their alignment and
// a struct type of their size); opt-14 and llc-14 accept the output, and
// it reads back with the launch convention mini-C used.
func TestByValueFreshForm(t *testing.T) {
	m, err := minic.Compile("k.cl", []byte(byValueCL), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	opt, _ := exec.LookPath("opt-14")
	llc, _ := exec.LookPath("llc-14")
	dir := t.TempDir()
	for _, target := range []string{SPIR64, NVPTX64} {
		out, err := Write(m, Options{Target: target})
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		text := string(out)
		cc := "spir_kernel "
		if target == NVPTX64 {
			cc = ""
		}
		for _, re := range []string{
			regexp.QuoteMeta(`define dso_local ` + cc + `void @k(float addrspace(1)* %out, <4 x i8> %tint, <4 x float> %gain, ` +
				`%struct.sim_params* byval(%struct.sim_params) align 4 %p, %struct.P* byval(%struct.P) align 16 %q, ` +
				`%union.U* byval(%union.U) align 4 %u, <2 x float> %f)`),
			regexp.QuoteMeta(`%struct.sim_params = type { float, float, float }`),
			regexp.QuoteMeta(`%struct.P = type { i8, [15 x i8], float, float, float, float }`),
			regexp.QuoteMeta(`%union.U = type { i8, [3 x i8] }`),
		} {
			if !regexp.MustCompile(re).MatchString(text) {
				t.Errorf("%s: no %s in the output:\n%s", target, re, text)
			}
		}
		if target == SPIR64 && !strings.Contains(text, `!{!"float*", !"uchar4", !"float4", !"sim_params", !"struct P", !"union U", !"float2"}`) {
			t.Errorf("spir64: no kernel_arg_type naming the by-value types:\n%s", text)
		}
		file := writeTemp(t, dir, target+".ll", out)
		if opt != "" {
			if b, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
				t.Errorf("%s: opt-14 rejects the output: %v\n%s", target, err, b)
			}
		}
		if llc != "" && target == NVPTX64 {
			if b, err := exec.Command(llc, "-march=nvptx64", "-mcpu=sm_70", "-o", file+".ptx", file).CombinedOutput(); err != nil {
				t.Errorf("llc-14 rejects the output: %v\n%s", err, b)
			}
		}
		back, err := llvm.Import(file, out, llvm.Options{})
		if err != nil {
			t.Fatalf("%s: the output does not read back: %v", target, err)
		}
		// A record's buffer may be read as other units ([4 x i8] for
		// [1 x i32]); its place and size are the convention.
		for k, p := range back.Func("k").Params {
			want := m.Func("k").Params[k].Typ
			gp, ok1 := p.Typ.(ir.PtrType)
			wp, ok2 := want.(ir.PtrType)
			if ok1 && ok2 && gp.Space == wp.Space && ir.SizeOf(gp.Elem) == ir.SizeOf(wp.Elem) {
				continue
			}
			if p.Typ != want {
				t.Errorf("%s: read back, parameter %s has type %v, mini-C gave %v", target, p.Name, p.Typ, want)
			}
		}
	}
}
