package llvmir

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// llFiles are every LLVM IR kernel in testdata.
func llFiles(t *testing.T) []string {
	var fs []string
	for _, pat := range []string{"../../testdata/llvm/*.ll", "../../testdata/llvm/*/*.ll"} {
		m, _ := filepath.Glob(pat)
		fs = append(fs, m...)
	}
	if len(fs) == 0 {
		t.Fatal("no .ll files in testdata")
	}
	return fs
}

func clFiles(t *testing.T) []string {
	fs, _ := filepath.Glob("../../testdata/kernels/*.cl")
	if len(fs) == 0 {
		t.Fatal("no .cl files in testdata")
	}
	return fs
}

// load reads a kernel and returns its module and the Options to write it.
func load(t *testing.T, path, target string) (*ir.Module, Options) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m *ir.Module
	opt := Options{Target: target}
	if strings.HasSuffix(path, ".ll") {
		m, err = llvm.Import(path, src, llvm.Options{})
		opt.Template = src
	} else {
		m, err = minic.Compile(path, src, minic.Options{})
	}
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	opt.Directives = headerDirectives(t, m, src)
	return m, opt
}

// headerDirectives are the launch and expect directives of the module m
// read from src, as the driver hands them to Write (status expectations
// are marked dropped by dropStatus once SSDE rewrote a loop).
func headerDirectives(t testing.TB, m *ir.Module, src []byte) []Directive {
	t.Helper()
	ds := m.Directives
	if len(ds) == 0 {
		var err error
		if ds, err = llvm.ScanDirectives(m.File, src); err != nil {
			t.Fatal(err)
		}
	}
	var out []Directive
	for _, d := range ds {
		if d.Kind == "launch" || d.Kind == "expect" {
			out = append(out, Directive{Text: "simtc:" + d.Kind + " " + d.Text})
		}
	}
	return out
}

// dropStatus marks the status expectations of opt's header dropped when
// SSDE rewrote a loop (opt.Rewrites), as simtc build --emit llvm does.
func dropStatus(opt *Options) {
	if len(opt.Rewrites) == 0 {
		return
	}
	for k := range opt.Directives {
		d := &opt.Directives[k]
		kind, text, _ := strings.Cut(strings.TrimPrefix(d.Text, "simtc:"), " ")
		ok, err := driver.Applies(ir.Directive{Kind: kind, Text: text}, true)
		if err != nil {
			panic(err)
		}
		d.Dropped = !ok
	}
}

// applySSDE prepares m as simtc build --emit llvm --ssde does (the SSDE
// pipeline of the generic target, every function kept) and returns the
// rewrite record and the transforms that ran, for Options.
func applySSDE(t testing.TB, m *ir.Module, mode deadlock.Mode) ([]Rewrite, []string) {
	t.Helper()
	o := pipeline.Options{SSDE: true, KeepDeadFuncs: true, Check: true}
	if mode == deadlock.ReconvNvidia {
		r := isa.RPCNvidia
		o.Reconv = &r
	}
	p, err := pipeline.New(isa.Target{}, o)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := p.Prepare(m)
	if err != nil {
		t.Fatalf("%s: %v", m.File, err)
	}
	var rw []Rewrite
	for _, r := range pr.Rewrites {
		rw = append(rw, Rewrite{Func: r.Func, Loop: r.Loop, Switch: r.Switch})
	}
	return rw, pr.Transforms()
}

// tool returns the path of an LLVM 14 tool or skips the test.
func tool(t *testing.T, name string) string {
	if p, err := exec.LookPath(name + "-14"); err == nil {
		return p
	}
	t.Skipf("LLVM 14 %s (%s-14) not found; install llvm-14 to run this test", name, name)
	return ""
}

func writeTemp(t *testing.T, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// outputs writes every kernel of testdata as LLVM IR, with and without
// SSDE, for both targets when the input is mini-C, and calls check on
// each; nvptx says whether the output is for nvptx64.
func outputs(t *testing.T, check func(t *testing.T, name, file string, nvptx bool)) {
	dir := t.TempDir()
	type job struct{ path, target string }
	var jobs []job
	for _, f := range llFiles(t) {
		jobs = append(jobs, job{f, ""})
	}
	for _, f := range clFiles(t) {
		jobs = append(jobs, job{f, SPIR64}, job{f, NVPTX64})
	}
	for _, j := range jobs {
		// No transform, SSDE, and SSDE for the Nvidia rule (single-entry
		// loops, parallel switch edges).
		for _, ssde := range []string{"", "ssde", "ssde-nvidia"} {
			name := strings.TrimPrefix(j.path, "../../testdata/")
			if j.target != "" {
				name += "." + j.target
			}
			if ssde != "" {
				name += "." + ssde
			}
			t.Run(name, func(t *testing.T) {
				m, opt := load(t, j.path, j.target)
				if ssde != "" {
					mode := deadlock.ReconvIPDOM
					if ssde == "ssde-nvidia" {
						mode = deadlock.ReconvNvidia
					}
					opt.Rewrites, opt.Transforms = applySSDE(t, m, mode)
					dropStatus(&opt)
				}
				b, err := Write(m, opt)
				if err != nil {
					t.Fatal(err)
				}
				file := writeTemp(t, dir, strings.NewReplacer("/", "_").Replace(name)+".ll", b)
				check(t, name, file, bytes.Contains(b, []byte(`target triple = "nvptx`)))
			})
		}
	}
}

// Every output is valid LLVM IR, and every nvptx64 output compiles to PTX.
func TestVerifyAndCompile(t *testing.T) {
	corpus.Sweep(t, "every kernel written as LLVM IR three ways, checked by opt-14 and llc-14")
	opt, llc := tool(t, "opt"), tool(t, "llc")
	nptx := 0
	outputs(t, func(t *testing.T, name, file string, nvptx bool) {
		if out, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
			t.Fatalf("opt-14 -passes=verify rejects the output: %v\n%s", err, out)
		}
		if nvptx {
			nptx++
			ptx := file + ".ptx"
			if out, err := exec.Command(llc, "-march=nvptx64", "-mcpu=sm_70", file, "-o", ptx).CombinedOutput(); err != nil {
				t.Fatalf("llc-14 -march=nvptx64 fails: %v\n%s", err, out)
			}
			if b, _ := os.ReadFile(ptx); !bytes.Contains(b, []byte(".entry")) {
				t.Errorf("the PTX has no kernel entry:\n%s", b)
			}
		}
	})
	if nptx == 0 {
		t.Error("no nvptx64 output was compiled")
	}
}

// Without transforms, the output's dominator trees, post-dominator trees
// and loops, as opt-14 prints them, are the input's.
func TestRoundTripTrees(t *testing.T) {
	corpus.Sweep(t, "every .ll written back, trees compared by opt-14")
	opt := tool(t, "opt")
	dir := t.TempDir()
	blocks, loops := 0, 0
	defer func() {
		// The comparison must have had something to compare.
		if !t.Failed() && (blocks < 100 || loops < 20) {
			t.Errorf("compared only %d blocks and %d loops", blocks, loops)
		}
		t.Logf("compared %d blocks' dominators and post-dominators and %d loops", blocks, loops)
	}()
	for _, f := range llFiles(t) {
		t.Run(strings.TrimPrefix(f, "../../testdata/"), func(t *testing.T) {
			m, o := load(t, f, "")
			b, err := Write(m, o)
			if err != nil {
				t.Fatal(err)
			}
			out := writeTemp(t, dir, strings.NewReplacer("/", "_", ".", "_").Replace(f)+".ll", b)
			want := domtest.RunOpt(t, opt, f)
			got := domtest.RunOpt(t, opt, out)
			if len(want.Dom) == 0 {
				t.Fatal("opt printed no dominator tree for the input")
			}
			for fn := range want.Dom {
				if m.Func(fn) == nil {
					continue // a declaration's (empty) tree
				}
				blocks += len(want.Dom[fn])
				loops += len(want.Loops[fn])
				if d := cmp.Diff(want.Dom[fn], got.Dom[fn]); d != "" {
					t.Errorf("%s: dominator tree differs (-in +out):\n%s", fn, d)
				}
				if d := cmp.Diff(want.PostDom[fn], got.PostDom[fn]); d != "" {
					t.Errorf("%s: post-dominator tree differs (-in +out):\n%s", fn, d)
				}
				if d := cmp.Diff(want.Loops[fn], got.Loops[fn]); d != "" {
					t.Errorf("%s: loops differ (-in +out):\n%s", fn, d)
				}
			}
		})
	}
}

var calleeRE = regexp.MustCompile(`call [^@]*@([A-Za-z0-9_.]+)\(`)

// callees returns the functions called in LLVM IR text.
func callees(b []byte) map[string]bool {
	out := map[string]bool{}
	for _, m := range calleeRE.FindAllSubmatch(b, -1) {
		out[string(m[1])] = true
	}
	return out
}

// expanded are the builtins and intrinsics the frontend expands into
// other operations, or drops, so they cannot come back as they were.
func expanded(name string) bool {
	for _, p := range []string{"llvm.dbg.", "llvm.lifetime.", "llvm.memcpy.", "llvm.memset.", "llvm.fmuladd.",
		"llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.abs."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// treeMap renders t as opt's printer does: block → parent, "" for the
// root and for children of the virtual exit.
func treeMap(t *dom.Tree) map[string]string {
	out := map[string]string{}
	for _, b := range t.Func().Blocks {
		if !t.Contains(b) {
			continue
		}
		out[b.Name] = ""
		if d := t.IDom(b); d != nil {
			out[b.Name] = d.Name
		}
	}
	return out
}

// After SSDE, the CFG the output gives LLVM is the transformed simtc IR's:
// opt's dominator and post-dominator trees of the output are simtc's own.
func TestSSDECFGIsWrittenExactly(t *testing.T) {
	corpus.Sweep(t, "every kernel after SSDE, trees compared by opt-14")
	opt := tool(t, "opt")
	dir := t.TempDir()
	rewritten := 0
	for _, f := range append(llFiles(t), clFiles(t)...) {
		m, o := load(t, f, "")
		rw, _ := applySSDE(t, m, deadlock.ReconvIPDOM)
		if len(rw) == 0 {
			continue
		}
		rewritten += len(rw)
		o.Rewrites = rw
		b, err := Write(m, o)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		res := domtest.RunOpt(t, opt, writeTemp(t, dir, strings.NewReplacer("/", "_").Replace(f)+".ll", b))
		for _, fn := range m.Funcs {
			if d := cmp.Diff(treeMap(dom.Dominators(fn)), res.Dom[fn.Name]); d != "" {
				t.Errorf("%s: %s: dominator tree (-simtc +opt):\n%s", f, fn.Name, d)
			}
			if d := cmp.Diff(treeMap(dom.PostDominators(fn)), res.PostDom[fn.Name]); d != "" {
				t.Errorf("%s: %s: post-dominator tree (-simtc +opt):\n%s", f, fn.Name, d)
			}
		}
	}
	if rewritten < 10 {
		t.Errorf("only %d loops rewritten in testdata", rewritten)
	}
}

// Builtins and intrinsics come out as they came in: OpenCL mangled
// builtins keep their mangled names (atom_ or atomic_, signed or unsigned
// element), NVVM intrinsics stay NVVM.
func TestIntrinsicsAsTheyCameIn(t *testing.T) {
	checked := 0
	for _, f := range llFiles(t) {
		m, opt := load(t, f, "")
		in := callees(opt.Template)
		b, err := Write(m, opt)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out := callees(b)
		for name := range in {
			if expanded(name) || m.Func(name) != nil {
				continue
			}
			checked++
			if !out[name] {
				t.Errorf("%s: the input calls %s, the output does not (it calls %v)", f, name, keys(out))
			}
		}
		nv := bytes.Contains(opt.Template, []byte("llvm.nvvm.")) || !bytes.Contains(opt.Template, []byte("@_Z"))
		for name := range out {
			if strings.HasPrefix(name, "_Z") && !in[name] && nv && !strings.Contains(string(opt.Template), "opencl") {
				t.Errorf("%s: CUDA input, but the output calls the OpenCL builtin %s", f, name)
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d calls checked", checked)
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Mini-C gets clang's form for each target.
func TestMiniCForms(t *testing.T) {
	for _, tc := range []struct {
		target string
		want   []string
		not    []string
	}{
		{SPIR64, []string{`target triple = "spir64"`, "define dso_local spir_kernel void @spinlock(i32 addrspace(1)* %lock, i32 addrspace(1)* %counter)",
			"@_Z14atomic_cmpxchgPU3AS1Viii(", "@_Z11atomic_xchgPU3AS1Vii(", "!kernel_arg_name !", `!{!"lock", !"counter"}`,
			"!opencl.ocl.version"}, []string{"nvvm", "cmpxchg i32"}},
		{NVPTX64, []string{`target triple = "nvptx64-nvidia-cuda"`, "define dso_local void @spinlock(i32 addrspace(1)* %lock, i32 addrspace(1)* %counter)",
			"cmpxchg volatile i32 addrspace(1)* %lock, i32 0, i32 1 seq_cst seq_cst", "atomicrmw volatile xchg", `!nvvm.annotations = !{`, `@spinlock, !"kernel", i32 1}`}, []string{"_Z", "spir"}},
	} {
		m, opt := load(t, "../../testdata/kernels/spinlock.cl", tc.target)
		b, err := Write(m, opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range tc.want {
			if !bytes.Contains(b, []byte(w)) {
				t.Errorf("%s: output lacks %q:\n%s", tc.target, w, b)
			}
		}
		for _, w := range tc.not {
			if bytes.Contains(b, []byte(w)) {
				t.Errorf("%s: output has %q:\n%s", tc.target, w, b)
			}
		}
	}
	// Thread geometry and barriers per target.
	for target, want := range map[string][]string{
		SPIR64:  {"@_Z12get_local_idj(i32 0)", "@_Z7barrierj(i32 1)"},
		NVPTX64: {"@llvm.nvvm.read.ptx.sreg.tid.x()", "@llvm.nvvm.barrier0()"},
	} {
		m, opt := load(t, "../../testdata/kernels/barrier_reduction.cl", target)
		b, err := Write(m, opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if !bytes.Contains(b, []byte(w)) {
				t.Errorf("%s: output lacks %q:\n%s", target, w, b)
			}
		}
	}
}

// The header names the transforms, !simtc.ssde lists the rewritten loop
// of the spin lock (Fig. 1: header 5, the switch block SSDE adds), and
// positions from !dbg come back as !dbg.
func TestHeaderSSDEAndDebug(t *testing.T) {
	m, opt := load(t, "../../testdata/llvm/debug/spinlock.g.O0.ll", "")
	rw, transforms := applySSDE(t, m, deadlock.ReconvIPDOM)
	if len(rw) != 1 || rw[0].Func != "spinlock" || rw[0].Loop != "5" {
		t.Fatalf("rewrites %+v, want the loop at block 5 of spinlock", rw)
	}
	opt.Rewrites, opt.Transforms = rw, transforms
	dropStatus(&opt)
	b, err := Write(m, opt)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, w := range []string{
		"; Transforms applied: inline, merge-returns, ssde.\n",
		"; simtc:launch grid=1 block=64",
		"; (dropped after SSDE: expect status=deadlock mech=pdom)",
		"!simtc.ssde = !{!",
		`!{!"spinlock", !"5", !"` + rw[0].Switch + `"}`,
		"!llvm.dbg.cu = ",
		"cc: DW_CC_LLVM_OpenCLKernel", // which llir cannot parse, restored
		"define dso_local spir_kernel void @spinlock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !",
	} {
		if !strings.Contains(s, w) {
			t.Errorf("output lacks %q:\n%s", w, s)
		}
	}
	// The atomic's !dbg is the input's own DILocation (line 23); its
	// call-site attributes (#N) come before it.
	re := regexp.MustCompile(`call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii\(.*\)(?: #\d+)?, !dbg (!\d+)`)
	mm := re.FindStringSubmatch(s)
	if mm == nil {
		t.Fatalf("the cmpxchg call has no !dbg:\n%s", s)
	}
	if !regexp.MustCompile(regexp.QuoteMeta(mm[1]) + ` = !DILocation\(line: 23,`).MatchString(s) {
		t.Errorf("%s is not the input's line-23 location:\n%s", mm[1], s)
	}
}

// get_global_id comes back as a call only where the source called it; a
// sum spelled out in the source stays a sum.
func TestGlobalIDFolding(t *testing.T) {
	for _, tc := range []struct {
		expr string
		want bool
	}{
		{"get_global_id(0)", true},
		{"get_group_id(0) * get_local_size(0) + get_local_id(0)", false},
		{"get_local_id(0) + get_group_id(0) * get_local_size(0)", false},
	} {
		src := "kernel void k(global int *p) {\n  int i = " + tc.expr + ";\n  p[i] = 1;\n}\n"
		m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := Write(m, Options{Directives: headerDirectives(t, m, []byte(src))})
		if err != nil {
			t.Fatal(err)
		}
		got := bytes.Contains(b, []byte("@_Z13get_global_idj(i32 0)"))
		if got != tc.want || got == bytes.Contains(b, []byte("@_Z12get_local_idj")) {
			t.Errorf("%s: get_global_id call %v, want %v:\n%s", tc.expr, got, tc.want, b)
		}
	}
}

// What a target cannot express is an error at the instruction, not a
// panic; the other target takes it.
func TestNoFormIsAnError(t *testing.T) {
	m := ir.NewModule("k.cl")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	p := f.AddParam("p", ir.PtrTo(ir.I64, ir.SpaceGlobal))
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	b.SetPos(ir.Pos{File: "k.cl", Line: 3, Col: 7})
	c := b.ICmp(ir.PredEQ, b.Special(ir.OpLaneID, 0), ir.ConstInt(ir.I32, 0))
	b.Store(p, b.Ballot(c), false)
	b.Ret(nil)
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	_, err := Write(m, Options{Target: SPIR64})
	if err == nil || !strings.Contains(err.Error(), "k.cl:3:7") || !strings.Contains(err.Error(), "ballot") {
		t.Errorf("spir64: error %v, want one at k.cl:3:7 about the ballot", err)
	}
	out, err := Write(m, Options{Target: NVPTX64})
	if err != nil || !bytes.Contains(out, []byte("@llvm.nvvm.vote.ballot.sync(i32 -1, i1 ")) {
		t.Errorf("nvptx64: %v\n%s", err, out)
	}
	if _, err := Write(m, Options{Target: "amdgcn"}); err == nil {
		t.Error("unknown target accepted")
	}
}

// A parameter keeps its name (launch arguments bind by it) when a block
// has the same one.
func TestBlockNamedLikeParam(t *testing.T) {
	opt := tool(t, "opt")
	src := "kernel void k(global int *entry, int n) {\n  entry[get_local_id(0)] = n;\n}\n"
	m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if m.Funcs[0].Blocks[0].Name != "entry" {
		t.Skipf("mini-C names its entry block %q now; the collision is not exercised", m.Funcs[0].Blocks[0].Name)
	}
	b, err := Write(m, Options{Directives: headerDirectives(t, m, []byte(src))})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte("i32 addrspace(1)* %entry, i32 %n)")) {
		t.Errorf("parameter renamed:\n%s", b)
	}
	file := writeTemp(t, t.TempDir(), "k.ll", b)
	if out, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
		t.Errorf("opt-14 rejects the output: %v\n%s\n%s", err, out, b)
	}
}

// Random CFGs — unreachable blocks, several exits, infinite loops,
// irreducible loops, switches with repeated targets — are written exactly:
// opt's trees of the output are simtc's.
func TestRandomCFGs(t *testing.T) {
	opt := tool(t, "opt")
	r := rand.New(rand.NewSource(17))
	m := ir.NewModule("random.cl")
	for k := 0; k < 300; k++ {
		var succs [][]int
		if k%3 == 2 {
			succs = domtest.WithEntry(domtest.IrreducibleSuccs(r, 30+r.Intn(60), 6))
		} else {
			succs = domtest.WithEntry(domtest.RandomSuccs(r, 30))
		}
		f := domtest.Func(succs, nil)
		f.Name = fmt.Sprintf("f%d", k)
		f.Module = m
		m.Funcs = append(m.Funcs, f)
	}
	for _, target := range []string{SPIR64, NVPTX64} {
		b, err := Write(m, Options{Target: target})
		if err != nil {
			t.Fatal(err)
		}
		res := domtest.RunOpt(t, opt, writeTemp(t, t.TempDir(), "random.ll", b))
		for _, f := range m.Funcs {
			if d := cmp.Diff(treeMap(dom.Dominators(f)), res.Dom[f.Name]); d != "" {
				t.Fatalf("%s: %s: dominator tree (-simtc +opt):\n%s", target, f.Name, d)
			}
			if d := cmp.Diff(treeMap(dom.PostDominators(f)), res.PostDom[f.Name]); d != "" {
				t.Fatalf("%s: %s: post-dominator tree (-simtc +opt):\n%s", target, f.Name, d)
			}
		}
	}
}
