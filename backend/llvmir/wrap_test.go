package llvmir

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
)

// CUDA's atomicInc/atomicDec are written as the NVVM intrinsics on
// nvptx64 (opt-14 and llc-14 accept them, the frontend reads the same
// operations back) and are an error on spir64, which has no form for them.
func TestWrapAtomics(t *testing.T) {
	opt, llc := tool(t, "opt"), tool(t, "llc")
	m := ir.NewModule("k.cu")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	p := f.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	b.SetPos(ir.Pos{File: "k.cu", Line: 4, Col: 2})
	x := b.Atomic(ir.AtomicUIncWrap, p, ir.ConstInt(ir.I32, 15))
	b.Store(b.GEP(p, ir.ConstInt(ir.I64, 1)), b.Atomic(ir.AtomicUDecWrap, p, x), false)
	b.Ret(nil)
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	out, err := Write(m, Options{Target: NVPTX64})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"@llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)* ", "@llvm.nvvm.atomic.load.dec.32.p1i32("} {
		if !bytes.Contains(out, []byte(w)) {
			t.Errorf("output lacks %s:\n%s", w, out)
		}
	}
	file := writeTemp(t, t.TempDir(), "k.ll", out)
	if o, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
		t.Fatalf("opt-14 rejects the output: %v\n%s", err, o)
	}
	if o, err := exec.Command(llc, "-march=nvptx64", "-mcpu=sm_70", file, "-o", file+".ptx").CombinedOutput(); err != nil {
		t.Fatalf("llc-14 fails: %v\n%s", err, o)
	}
	back, err := llvm.Import(file, out, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, bb := range back.Funcs[0].Blocks {
		for _, i := range bb.Instrs {
			if i.Op == ir.OpAtomic {
				got = append(got, i.Atomic.String())
			}
		}
	}
	if strings.Join(got, " ") != "uinc_wrap udec_wrap" {
		t.Errorf("read back as %v", got)
	}
	if _, err := Write(m, Options{Target: SPIR64}); err == nil || !strings.Contains(err.Error(), "k.cu:4:2") {
		t.Errorf("spir64: error %v, want one at k.cu:4:2", err)
	}
}
