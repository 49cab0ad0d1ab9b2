package driver_test

// N-D launches (issue 27 item 1): the testdata/ndim kernels under every
// mechanism, from mini-C and from clang-14's LLVM IR, against expectations
// computed on the host; ids per dimension against an independent
// computation; --jobs does not change an N-D run.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// ndimKernels are the kernels of testdata/ndim (listed, not globbed); cu
// marks a CUDA source (K.cu, run from its .cuda.O0.ll and .cuda.O2.ll).
var ndimKernels = []struct {
	name string
	cu   bool
}{
	{"matmul_tiled", false}, {"transpose", false}, {"life", false}, {"stencil3d", false}, {"rowcopy", false},
	{"warpsum", true}, {"transpose_cuda", true}, {"syncwarp_part", true}, {"syncwarp_split", true},
	{"vote_mask", true}, {"vote_split", true}, {"syncwarp_sites", true},
}

func TestNDimKernels(t *testing.T) {
	reg := mechs.Default()
	variants := []string{".cl", ".spir64.O0.ll", ".spir64.O2.ll", ".nvptx64.O0.ll", ".nvptx64.O2.ll"}
	cuda := []string{".cuda.O0.ll", ".cuda.O2.ll"}
	names := reg.Names()
	if testing.Short() {
		variants, cuda, names = []string{".cl", ".nvptx64.O2.ll"}, []string{".cuda.O2.ll"}, []string{"mimd", "pdom", "its", "dwf"}
	}
	for _, k := range ndimKernels {
		vs := variants
		if k.cu {
			vs = cuda
		}
		for _, v := range vs {
			path := filepath.Join("..", "testdata", "ndim", k.name+v)
			t.Run(k.name+v, func(t *testing.T) {
				src := drivertest.Load(t, path)
				l := drivertest.Launch(t, src)
				if !l.NDim() {
					t.Fatalf("%s: the launch is 1-D", path)
				}
				exps, err := src.Expects(false)
				if err != nil || len(exps) == 0 {
					t.Fatalf("expectations: %v (%d)", err, len(exps))
				}
				for _, mech := range names {
					obj, err := src.Compile(driver.CompileOptions{Mech: mech, Mechs: reg})
					if err != nil {
						t.Fatalf("%s: %v", mech, err)
					}
					m, err := reg.Parse(mech)
					if err != nil {
						t.Fatal(err)
					}
					out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Mechs: reg, Config: sim.DefaultConfig()})
					if err != nil {
						t.Fatalf("%s: %v", mech, err)
					}
					for _, e := range driver.Check(exps, out.Result) {
						t.Errorf("%s: %v", mech, e)
					}
				}
			})
		}
	}
}

// TestNDimIds: every work-item function and its CUDA register in every
// dimension, against ids computed here (x fastest), for 3-D and 2-D
// launches and a 1-D one (y and z of size 1).
func TestNDimIds(t *testing.T) {
	const src = `
kernel void ids(global int *out) {
  size_t g = (get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) + get_global_id(0);
  global int *o = out + 18 * g;
#define ALL(d) o[d] = get_local_id(d); o[3 + d] = get_group_id(d); o[6 + d] = get_local_size(d); \
    o[9 + d] = get_num_groups(d); o[12 + d] = get_global_id(d);
  ALL(0) ALL(1) ALL(2)
  o[15] = get_local_linear_id();
  o[16] = get_global_linear_id() + get_global_offset(0) + get_global_offset(1) + get_global_offset(2);
  o[17] = get_work_dim();
}
`
	for _, tc := range []struct {
		grid, block string
		dims        int // get_work_dim: the dimensions given
	}{{"2,3,2", "4,2,3", 3}, {"3x2", "5x3", 2}, {"3", "7", 1}, {"1,1,2", "2,1,1", 3}, {"3,1", "4", 2}} {
		t.Run(tc.grid+"_"+tc.block, func(t *testing.T) {
			s := drivertest.Text(t, "ids.cl", src)
			l, _, err := s.Launch(driver.Overrides{Grid: tc.grid, Block: tc.block, Args: []string{"out=int32[5184]"}})
			if err != nil {
				t.Fatal(err)
			}
			gd, bd := dimsOf(tc.grid), dimsOf(tc.block)
			for _, mech := range []string{"mimd", "pdom", "dwf"} {
				m, _ := mechs.Default().Parse(mech)
				obj, err := s.Compile(driver.CompileOptions{Mech: mech})
				if err != nil {
					t.Fatal(err)
				}
				out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Config: sim.DefaultConfig()})
				if err != nil || out.Result.Status != sim.StatusOK {
					t.Fatalf("%s: %v %v", mech, err, out)
				}
				b := out.Result.Buffer("out")
				n := 0
				for bz := 0; bz < gd[2]; bz++ {
					for by := 0; by < gd[1]; by++ {
						for bx := 0; bx < gd[0]; bx++ {
							for tz := 0; tz < bd[2]; tz++ {
								for ty := 0; ty < bd[1]; ty++ {
									for tx := 0; tx < bd[0]; tx++ {
										grp, loc := [3]int{bx, by, bz}, [3]int{tx, ty, tz}
										var gid [3]int
										for d := range gid {
											gid[d] = grp[d]*bd[d] + loc[d]
										}
										g := (gid[2]*gd[1]*bd[1]+gid[1])*gd[0]*bd[0] + gid[0]
										var want []int
										for _, part := range [][3]int{loc, grp, bd, gd, gid} {
											want = append(want, part[:]...)
										}
										want = append(want, (tz*bd[1]+ty)*bd[0]+tx, g, tc.dims)
										for i, w := range want {
											if got := b.Int(18*g + i); got != int64(w) {
												t.Fatalf("%s: thread %v of block %v: word %d = %d, want %d", mech, loc, grp, i, got, w)
											}
										}
										n++
									}
								}
							}
						}
					}
				}
				if n != l.Grid*l.Block {
					t.Fatalf("checked %d threads of %d", n, l.Grid*l.Block)
				}
			}
		})
	}
}

func dimsOf(s string) [3]int {
	d := [3]int{1, 1, 1}
	for i, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == 'x' }) {
		fmt.Sscan(f, &d[i])
	}
	return d
}

// TestNDimJobs: the cores on several threads give the same N-D run, and
// the JSON report carries the sizes per dimension.
func TestNDimJobs(t *testing.T) {
	s := drivertest.Load(t, filepath.Join("..", "testdata", "ndim", "life.cl"))
	l := drivertest.Launch(t, s)
	var first []byte
	for _, jobs := range []int{1, 2, 4} {
		m, _ := mechs.Default().Parse("pdom")
		obj, err := s.Compile(driver.CompileOptions{Mech: "pdom"})
		if err != nil {
			t.Fatal(err)
		}
		cfg := sim.DefaultConfig()
		cfg.Jobs = jobs
		out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Config: cfg})
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(out.Result)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(`"grid":[4,2,1],"block":[4,4,1]`)) {
			t.Fatalf("jobs %d: no N-D sizes in %.200s", jobs, b)
		}
		if first == nil {
			first = b
		} else if !bytes.Equal(first, b) {
			t.Errorf("jobs %d: the run differs from --jobs 1", jobs)
		}
	}
}

// TestDynamicShared (issue 27 item 2): CUDA's extern __shared__ array gets
// the launch's shared-bytes after the static shared memory; the file's
// other kernel, which does not use it, builds and runs (selected by its
// demangled name); without shared-bytes the array has no room (a fault),
// and a launch over the core's shared memory is an error that says so.
func TestDynamicShared(t *testing.T) {
	reg := mechs.Default()
	names := reg.Names()
	if testing.Short() {
		names = []string{"mimd", "pdom", "its"}
	}
	for _, v := range []string{".cuda.O0.ll", ".cuda.O2.ll"} {
		path := filepath.Join("..", "testdata", "ndim", "reduce_dyn"+v)
		t.Run(v, func(t *testing.T) {
			src := drivertest.Load(t, path)
			l := drivertest.Launch(t, src)
			if l.SharedBytes != 256 {
				t.Fatalf("shared-bytes %d", l.SharedBytes)
			}
			exps, err := src.Expects(false)
			if err != nil || len(exps) != 2 {
				t.Fatalf("expectations: %v %d", err, len(exps))
			}
			run := func(mech string, l *sim.Launch) (*sim.Result, error) {
				obj, err := src.Compile(driver.CompileOptions{Mech: mech, Mechs: reg})
				if err != nil {
					t.Fatalf("%s: %v", mech, err)
				}
				m, _ := reg.Parse(mech)
				out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Mechs: reg, Config: sim.DefaultConfig()})
				if err != nil {
					return nil, err
				}
				return out.Result, nil
			}
			for _, mech := range names {
				r, err := run(mech, l)
				if err != nil {
					t.Fatalf("%s: %v", mech, err)
				}
				for _, e := range driver.Check(exps, r) {
					t.Errorf("%s: %v", mech, e)
				}
			}
			none := *l
			none.SharedBytes = 0
			if r, err := run("pdom", &none); err != nil || r.Status != sim.StatusFault || !strings.Contains(r.Fault.Message, "shared address") {
				t.Errorf("without shared-bytes: %v %+v", err, r)
			}
			big := *l
			big.SharedBytes = sim.DefaultConfig().SharedPerCore
			if _, err := run("pdom", &big); err == nil || !strings.Contains(err.Error(), "dynamic (shared-bytes)") {
				t.Errorf("over the core's shared memory: %v", err)
			}
			other, _, err := src.Launch(driver.Overrides{Kernel: "fill", Grid: "2", Block: "3", Args: []string{"0=int32[6]"}})
			if err != nil {
				t.Fatal(err)
			}
			r, err := run("pdom", other)
			if err != nil || r.Status != sim.StatusOK || r.Kernel != "_Z4fillPi" || r.Buffer("0").Int(5) != 7 {
				t.Errorf("the other kernel: %v %+v", err, r)
			}
		})
	}
}

// TestMemIntrinsicsRuntimeLength (issue 27 item 4): llvm.memmove with a
// run-time length, overlapping upwards and downwards, llvm.memset /
// llvm.memcpy of a run-time length in private and shared memory, and a
// constant memset above the 4 kB expanded inline, against the results
// computed here.
func TestMemIntrinsicsRuntimeLength(t *testing.T) {
	const src = `; simtc:launch grid=1 block=1 a=int8[16]:iota b=int8[16]:iota c=int8[16] d=int8[16] n=5 e=int8[16]
@s = internal addrspace(3) global [16 x i8] undef

define spir_kernel void @k(i8 addrspace(1)* %a, i8 addrspace(1)* %b, i8 addrspace(1)* %c, i8 addrspace(1)* %d, i32 %n, i8 addrspace(1)* %e) {
  %a1 = getelementptr i8, i8 addrspace(1)* %a, i64 1
  call void @llvm.memmove.p1i8.p1i8.i32(i8 addrspace(1)* %a1, i8 addrspace(1)* %a, i32 %n, i1 false)
  %b1 = getelementptr i8, i8 addrspace(1)* %b, i64 1
  call void @llvm.memmove.p1i8.p1i8.i32(i8 addrspace(1)* %b, i8 addrspace(1)* %b1, i32 %n, i1 false)
  %p = alloca [16 x i8]
  %p0 = getelementptr [16 x i8], [16 x i8]* %p, i64 0, i64 0
  call void @llvm.memset.p0i8.i32(i8* %p0, i8 7, i32 %n, i1 false)
  call void @llvm.memcpy.p1i8.p0i8.i32(i8 addrspace(1)* %c, i8* %p0, i32 %n, i1 false)
  %s0 = getelementptr [16 x i8], [16 x i8] addrspace(3)* @s, i64 0, i64 0
  %n2 = add i32 %n, 3
  call void @llvm.memset.p3i8.i32(i8 addrspace(3)* %s0, i8 9, i32 %n2, i1 false)
  call void @llvm.memcpy.p1i8.p3i8.i32(i8 addrspace(1)* %d, i8 addrspace(3)* %s0, i32 %n2, i1 false)
  %big = alloca [8000 x i8]
  %big0 = getelementptr [8000 x i8], [8000 x i8]* %big, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* %big0, i8 5, i64 8000, i1 false)
  %big1 = getelementptr [8000 x i8], [8000 x i8]* %big, i64 0, i64 7990
  call void @llvm.memcpy.p1i8.p0i8.i32(i8 addrspace(1)* %e, i8* %big1, i32 10, i1 false)
  ret void
}

declare void @llvm.memmove.p1i8.p1i8.i32(i8 addrspace(1)*, i8 addrspace(1)*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memset.p3i8.i32(i8 addrspace(3)*, i8, i32, i1)
declare void @llvm.memcpy.p1i8.p0i8.i32(i8 addrspace(1)*, i8*, i32, i1)
declare void @llvm.memcpy.p1i8.p3i8.i32(i8 addrspace(1)*, i8 addrspace(3)*, i32, i1)
`
	n := 5
	var a, b, c, d, e [16]int64
	for i := range a {
		a[i], b[i] = int64(i), int64(i)
	}
	copy(a[1:1+n], append([]int64(nil), a[:n]...))
	copy(b[:n], append([]int64(nil), b[1:1+n]...))
	for i := 0; i < n; i++ {
		c[i] = 7
	}
	for i := 0; i < n+3; i++ {
		d[i] = 9
	}
	for i := 0; i < 10; i++ {
		e[i] = 5 // the end of an 8,000-byte memset (above the 4 kB expanded)
	}
	s := drivertest.Text(t, "mem.ll", src)
	l := drivertest.Launch(t, s)
	for _, mech := range []string{"mimd", "pdom", "its"} {
		m, _ := mechs.Default().Parse(mech)
		obj, err := s.Compile(driver.CompileOptions{Mech: mech})
		if err != nil {
			t.Fatal(err)
		}
		out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Config: sim.DefaultConfig()})
		if err != nil || out.Result.Status != sim.StatusOK {
			t.Fatalf("%s: %v %+v", mech, err, out)
		}
		for name, want := range map[string][16]int64{"a": a, "b": b, "c": c, "d": d, "e": e} {
			buf := out.Result.Buffer(name)
			for i, w := range want {
				if got := buf.Int(i); got != w {
					t.Errorf("%s: %s[%d] = %d, want %d", mech, name, i, got, w)
				}
			}
		}
	}
}

// TestSyncwarpSplit: __syncwarp(0xffffffff) whose named threads are on
// different paths (testdata/ndim/syncwarp_split.cu) is a deadlock under
// pdom whose reason names the warp sync, its mask, the waiting and the
// missing threads; its and mimd run it (TestNDimKernels checks memory).
func TestSyncwarpSplit(t *testing.T) {
	testSplit(t, "syncwarp_split", []string{
		"warp sync with mask 0xffffffff at pc ",
		"syncwarp_split.cuda.",
		": threads (1,0,0),(3,0,0),",
		" of warp 0 (block 0) wait for threads (0,0,0),(2,0,0),",
		"of the mask, which are live on another path of the warp",
	})
}

// TestSyncwarpSites: __syncwarp(0xffffffff) on both paths of a divergent
// branch (testdata/ndim/syncwarp_sites.cu): the threads meet across the
// two sites under its and mimd; a diagnosed deadlock under pdom.
func TestSyncwarpSites(t *testing.T) {
	testSplit(t, "syncwarp_sites", []string{
		"warp sync with mask 0xffffffff at pc ",
		"of the mask, which are live on another path of the warp",
	})
}

// TestVoteSyncSplit: __any_sync whose mask names a thread on another path
// (testdata/ndim/vote_split.cu), the same for a *_sync vote.
func TestVoteSyncSplit(t *testing.T) {
	testSplit(t, "vote_split", []string{
		"vote.any (a *_sync warp operation) with mask 0x1ffff at pc ",
		"vote_split.cuda.",
		": threads (0,0,0)-(15,0,0) of warp 0 (block 0) wait for threads (16,0,0) of the mask, which are live on another path of the warp",
	})
}

// testSplit runs testdata/ndim/name (CUDA, -O0 and -O2) under pdom, its
// and mimd: ok under its and mimd, a deadlock under pdom whose reason has
// every string of want.
func testSplit(t *testing.T, name string, want []string) {
	reg := mechs.Default()
	for _, v := range []string{".cuda.O0.ll", ".cuda.O2.ll"} {
		src := drivertest.Load(t, filepath.Join("..", "testdata", "ndim", name+v))
		l := drivertest.Launch(t, src)
		for _, mech := range []string{"pdom", "its", "mimd"} {
			obj, err := src.Compile(driver.CompileOptions{Mech: mech, Mechs: reg})
			if err != nil {
				t.Fatalf("%s%s: %v", mech, v, err)
			}
			m, _ := reg.Parse(mech)
			out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Mechs: reg, Config: sim.DefaultConfig()})
			if err != nil {
				t.Fatalf("%s%s: %v", mech, v, err)
			}
			r := out.Result
			if mech != "pdom" {
				if r.Status != sim.StatusOK {
					t.Errorf("%s%s: status %s, want ok", mech, v, r.Status)
				}
				continue
			}
			if r.Status != sim.StatusDeadlock || r.Diagnosis == nil {
				t.Fatalf("%s%s: status %s, want a diagnosed deadlock", mech, v, r.Status)
			}
			for _, want := range want {
				if !strings.Contains(r.Diagnosis.Reason, want) {
					t.Errorf("%s%s: reason %q lacks %q", mech, v, r.Diagnosis.Reason, want)
				}
			}
		}
	}
}
