package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestTextReportExplainsSums: the idle issue cycles are summed over every
// core's schedulers and can exceed the cycles (issue 32 found "idle issue
// cycles 480" under "cycles 267" with no word why); the report says so,
// with the scheduler cycles they are part of, and says how the
// mechanism's statistics combine.
func TestTextReportExplainsSums(t *testing.T) {
	code, out, errs := simtc(t, "run", "--mech", "pdom", filepath.Join("testdata", "kernels", "barrier_reduction.cl"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	cycles := statLine(t, out, `cycles\s+(\d+)`)
	m := regexp.MustCompile(`idle issue cycles\s+(\d+) \(summed over every core's warp schedulers: of (\d+) scheduler cycles`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("the idle issue cycles do not say they are summed over the schedulers:\n%s", out)
	}
	idle, _ := strconv.Atoi(m[1])
	total, _ := strconv.Atoi(m[2])
	if idle > total || total%cycles != 0 || total/cycles < 2 {
		t.Errorf("idle %d of %d scheduler cycles in %d cycles: want a multiple of the cycles over several cores", idle, total, cycles)
	}
	if !strings.Contains(out, "pdom statistics") || !strings.Contains(out, "summed over its warps and cores") {
		t.Errorf("the report does not say how pdom's statistics combine:\n%s", out)
	}
}

func statLine(t *testing.T, out, re string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^  ` + re).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no %s in\n%s", re, out)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestTextReportSaysTruncated: a buffer the text report cuts is said to
// be cut, with where to find it whole; a report that cuts nothing says
// nothing.
func TestTextReportSaysTruncated(t *testing.T) {
	_, out, _ := simtc(t, "run", filepath.Join("testdata", "kernels", "barrier_reduction.cl")) // in=int32[256]
	if !strings.Contains(out, "… 192 more]") || !strings.Contains(out, "--json has every element") {
		t.Errorf("a cut buffer without a word about --json:\n%s", out)
	}
	_, out, _ = simtc(t, "run", filepath.Join("testdata", "kernels", "mp_nested.cl")) // out=int32[32]
	if strings.Contains(out, "more]") || strings.Contains(out, "--json has") {
		t.Errorf("a note about cut buffers where none is cut:\n%s", out)
	}
}
