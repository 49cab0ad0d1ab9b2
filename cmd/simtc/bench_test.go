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
	// Only the lock kernel differs from mimd (it deadlocks under pdom and
	// the other SIMT mechanisms); the other two never do.
	pdomDiffers := false
	for _, d := range r.Differences {
		pdomDiffers = pdomDiffers || d.Mech == "pdom"
		if d.Kernel != "ticket_lock.cl" || d.Mech == "mimd" {
			pdomDiffers = false
			break
		}
	}
	if len(r.Rows) != 3*len(r.Mechs) || !pdomDiffers {
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
