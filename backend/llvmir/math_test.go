package llvmir

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// mathModule is a kernel that stores every math function of its float and
// double parameters.
func mathModule(t *testing.T) *ir.Module {
	m := ir.NewModule("math.cl")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	for _, ft := range []ir.Type{ir.F32, ir.F64} {
		p := f.AddParam("p"+ft.String(), ir.PtrTo(ft, ir.SpaceGlobal))
		x := b.Load(p, false)
		n := int64(0)
		for fn := mathfn.None + 1; fn.Valid(); fn++ {
			args := make([]ir.Value, fn.Arity())
			for a := range args {
				args[a] = x
			}
			n++
			b.Store(b.GEP(p, ir.ConstInt(ir.I64, n)), b.Math(fn, args...), false)
		}
	}
	b.Ret(nil)
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	return m
}

// Every math function, in f32 and f64, is written on both targets in a
// form opt-14 accepts, llc-14 compiles for nvptx64, and the frontend reads
// back as the same function (mad as the fmul and fadd it computes).
func TestMathForms(t *testing.T) {
	opt, llc := tool(t, "opt"), tool(t, "llc")
	dir := t.TempDir()
	for _, target := range []string{SPIR64, NVPTX64} {
		t.Run(target, func(t *testing.T) {
			out, err := Write(mathModule(t), Options{Target: target})
			if err != nil {
				t.Fatal(err)
			}
			file := writeTemp(t, dir, target+".ll", out)
			if o, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
				t.Fatalf("opt-14 rejects the output: %v\n%s\n%s", err, o, out)
			}
			if target == NVPTX64 {
				if o, err := exec.Command(llc, "-march=nvptx64", "-mcpu=sm_70", file, "-o", file+".ptx").CombinedOutput(); err != nil {
					t.Fatalf("llc-14 fails: %v\n%s\n%s", err, o, out)
				}
			}
			for _, want := range map[string][]string{
				SPIR64:  {"@_Z3sinf(", "@_Z3powdd(", "@_Z3fmafff("},
				NVPTX64: {"@__nv_sinf(", "@__nv_pow(", "@llvm.fma.f32(", "@llvm.floor.f64("},
			}[target] {
				if !bytes.Contains(out, []byte(want)) {
					t.Errorf("output lacks %s", want)
				}
			}
			back, err := llvm.Import(file, out, llvm.Options{})
			if err != nil {
				t.Fatalf("reading the output back: %v\n%s", err, out)
			}
			var got []string
			for _, b := range back.Funcs[0].Blocks {
				for _, i := range b.Instrs {
					if i.Op == ir.OpMath {
						got = append(got, i.Typ.String()+" "+i.Math.String())
					}
				}
			}
			var want []string
			for _, ft := range []ir.Type{ir.F32, ir.F64} {
				for fn := mathfn.None + 1; fn.Valid(); fn++ {
					if fn != mathfn.Mad {
						want = append(want, ft.String()+" "+fn.String())
					}
				}
			}
			if strings.Join(got, ", ") != strings.Join(want, ", ") {
				t.Errorf("read back as\n%s\nwant\n%s", strings.Join(got, ", "), strings.Join(want, ", "))
			}
		})
	}
}
