package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchKernels are a fast slice of the suite: one kernel that deadlocks
// under pdom, one irregular, one regular.
var benchKernels = []string{"testdata/bench/sync/ticket_lock.cl", "testdata/bench/irregular/collatz.cl", "testdata/bench/regular/scan.cl"}

func TestBenchCommand(t *testing.T) {
	code, out1, errs := simtc(t, append([]string{"bench", "--format", "json"}, benchKernels...)...)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	_, out2, _ := simtc(t, append([]string{"bench", "--format", "json", "--jobs", "1"}, benchKernels...)...)
	if out1 != out2 {
		t.Error("two runs (parallel and serial) print different JSON")
	}
	var r struct {
		Mechs       []string `json:"mechs"`
		Rows        []struct{ Kernel, Status string }
		Differences []struct{ Kernel, Mech, Kind string }
	}
	if err := json.Unmarshal([]byte(out1), &r); err != nil {
		t.Fatal(err)
	}
	pdomTicket := false
	for _, d := range r.Differences {
		pdomTicket = pdomTicket || d.Kernel == "ticket_lock.cl" && d.Mech == "pdom" && d.Kind == "status"
	}
	if len(r.Rows) != 3*len(r.Mechs) || !pdomTicket {
		t.Errorf("%d rows for %d mechanisms, differences %+v", len(r.Rows), len(r.Mechs), r.Differences)
	}

	code, table, _ := simtc(t, append([]string{"bench", "--mech", "pdom,pdom+ssde"}, benchKernels...)...)
	if code != 0 || !strings.Contains(table, "ticket_lock.cl") || strings.Contains(table, "mimd  ") {
		t.Errorf("--mech pdom,pdom+ssde: exit %d\n%s", code, table)
	}
	if code, csv, _ := simtc(t, "bench", "--format", "csv", benchKernels[1]); code != 0 || !strings.HasPrefix(csv, "kernel,mech,config,status,cycles") {
		t.Errorf("csv: exit %d\n%s", code, csv)
	}

	// 4 shards written by --shard, merged: the single run's JSON.
	dir := t.TempDir()
	shards := filepath.Join(dir, "shards")
	for i := 0; i < 4; i++ {
		args := append([]string{"bench", "--shard", string(rune('0'+i)) + "/4", "--out", shards}, benchKernels...)
		if code, _, errs := simtc(t, args...); code != 0 {
			t.Fatalf("shard %d: exit %d\n%s", i, code, errs)
		}
	}
	code, merged, errs := simtc(t, "bench", "merge", "--format", "json", shards)
	if code != 0 || merged != out1 {
		t.Errorf("merge: exit %d, equal to the single run: %v\n%s", code, merged == out1, errs)
	}

	// svg and html into --out.
	out := filepath.Join(dir, "report")
	if code, _, errs := simtc(t, append([]string{"bench", "--format", "svg", "--out", out}, benchKernels...)...); code != 0 {
		t.Fatalf("svg: exit %d\n%s", code, errs)
	}
	if code, _, errs := simtc(t, "bench", "merge", "--format", "html", "--out", out, shards); code != 0 {
		t.Fatalf("html: exit %d\n%s", code, errs)
	}
	for _, f := range []string{"speedup.svg", "activity.svg", "instructions.svg", "memory.svg", "report.html"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}

	for _, args := range [][]string{
		{"bench"},
		{"bench", "--mech", "nope", benchKernels[1]},
		{"bench", "--format", "svg", benchKernels[1]},
		{"bench", "--format", "xml", benchKernels[1]},
		{"bench", "--config", "warp", benchKernels[1]},
		{"bench", "--shard", "5/4", benchKernels[1]},
		{"bench", "--shard", "0/4", "--format", "csv", benchKernels[1]},
		{"bench", "testdata/nope"},
		{"bench", "merge", dir},
	} {
		if code, _, _ := simtc(t, args...); code != exitInput {
			t.Errorf("simtc %v: exit %d, want 2", args, code)
		}
	}
}

// bench reads kernels the way simtc run does: -D, -I and --kernel reach
// the frontends (a kernel that needs them does not compile, or has no
// kernel, without them).
func TestBenchFrontendOptions(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cl := write("k.cl", `#include "inc.h"
// simtc:launch grid=1 block=32 out=int32[32]
// simtc:expect out=[6*32]
kernel void k(global int *out) { out[get_global_id(0)] = SCALE * INC; }
`)
	write("inc/inc.h", "#define INC 2\n")
	ll := write("f.ll", `; simtc:launch grid=1 block=32 out=int32[32]
; simtc:expect out=[7*32]
target triple = "spir64"
define void @fill(i32 addrspace(1)* %out) {
entry:
  %id = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 %id
  store i32 7, i32 addrspace(1)* %p
  ret void
}
declare i64 @_Z13get_global_idj(i32)
`)
	type row struct{ Kernel, Status, Expect, Error string }
	bench := func(args ...string) []row {
		t.Helper()
		_, out, errs := simtc(t, append(append([]string{"bench", "--format", "json", "--mech", "pdom"}, args...), cl, ll)...)
		var r struct{ Rows []row }
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%v\n%s%s", err, out, errs)
		}
		return r.Rows
	}
	for _, r := range bench("-D", "SCALE=3", "-I", filepath.Join(dir, "inc"), "--kernel", "fill") {
		if r.Status != "ok" || r.Expect != "pass" {
			t.Errorf("with -D, -I, --kernel: %+v", r)
		}
	}
	for _, r := range bench() {
		if r.Status != "error" {
			t.Errorf("without -D, -I, --kernel: %+v, want an error", r)
		}
	}
}

// bench --launch gives the launch of kernels that have no directive; a
// kernel without either is an error row and exit 2.
func TestBenchLaunchFlag(t *testing.T) {
	k := filepath.Join(t.TempDir(), "nolaunch.cl")
	if err := os.WriteFile(k, []byte("// simtc:expect out=[4*32]\nkernel void k(global int *out) { out[get_global_id(0)] = 4; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := simtc(t, "bench", "--mech", "pdom", "--format", "csv", k); code != exitInput || !strings.Contains(out, ",error,") {
		t.Errorf("without --launch: exit %d\n%s", code, out)
	}
	code, out, errs := simtc(t, "bench", "--mech", "pdom", "--format", "csv", "--launch", "grid=1 block=32 out=int32[32]", k)
	if code != 0 || !strings.Contains(out, ",ok,") || !strings.Contains(out, ",pass,") {
		t.Errorf("with --launch: exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs := simtc(t, "bench", "--launch", "grid=x", k); code != exitInput || !strings.Contains(errs, "--launch") {
		t.Errorf("bad --launch: exit %d\n%s", code, errs)
	}
}

// bench --paper runs a paper's reproduction: its own mechanisms and
// machine (so --mech, --machine and --config are errors with it), --scale
// only with it, and an unknown paper is an input error.
func TestBenchPaperFlags(t *testing.T) {
	k := "testdata/bench/irregular/collatz.cl"
	for _, args := range [][]string{
		{"bench", "--paper", "jin2012", "--mech", "pdom", k},
		{"bench", "--paper", "jin2012", "--machine", "gtx480", k},
		{"bench", "--paper", "jin2012", "--config", "simd=8", k},
		{"bench", "--scale", "small", k},
		{"bench", "--paper", "nope", k},
		{"bench", "--paper", "jin2012", "--scale", "huge", k},
	} {
		if code, _, errs := simtc(t, args...); code != exitInput || errs == "" {
			t.Errorf("%v: exit %d, %q; want an input error", args, code, errs)
		}
	}
	code, out, errs := simtc(t, "bench", "--paper", "collange2011", "--scale", "small", "--format", "markdown", k)
	if code != 0 || !strings.Contains(out, "#### Collange") || !strings.Contains(out, "| Collange 2011, Sec. 5.2, Fig. 5 |") || !strings.Contains(out, "| perfect |") {
		t.Errorf("--paper collange2011: exit %d\n%s%s", code, out, errs)
	}
}
