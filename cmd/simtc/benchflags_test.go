package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every bench flag with a value says so when the value is malformed: exit
// 2 and a message that names the flag (and the file position, for a file
// that does not parse), before anything runs.
func TestBenchFlagsMalformed(t *testing.T) {
	dir := t.TempDir()
	badConfig := filepath.Join(dir, "gpgpusim.config")
	if err := os.WriteFile(badConfig, []byte("garbage line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	k := "testdata/bench/irregular/collatz.cl"
	for _, tc := range []struct {
		args []string
		want []string // in the message
	}{
		{[]string{"--paper", "nope"}, []string{`--paper "nope"`}},
		{[]string{"--paper", "jin2012", "--scale", "huge"}, []string{`--scale "huge"`}},
		{[]string{"--layout", "dfs"}, []string{`--layout "dfs"`}},
		{[]string{"--alias", "maybe"}, []string{`--alias "maybe"`}},
		{[]string{"--machine", "nope"}, []string{"--machine nope", "not a preset"}},
		{[]string{"--machine", filepath.Join(dir, "none.json")}, []string{"--machine " + filepath.Join(dir, "none.json")}},
		{[]string{"--gpgpusim-config", filepath.Join(dir, "none.config")}, []string{"--gpgpusim-config " + filepath.Join(dir, "none.config")}},
		{[]string{"--gpgpusim-config", badConfig}, []string{"--gpgpusim-config " + badConfig, badConfig + ":1:1:"}},
		{[]string{"--max-memory", "lots"}, []string{`--max-memory "lots"`}},
		{[]string{"--max-memory", "-1"}, []string{`--max-memory "-1"`}},
		{[]string{"--launch", "grid=x"}, []string{"--launch", "grid=x"}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errs := simtc(t, append(append([]string{"bench"}, tc.args...), k)...)
			if code != exitInput {
				t.Errorf("exit %d, want %d\n%s%s", code, exitInput, out, errs)
			}
			for _, w := range tc.want {
				if !strings.Contains(errs, w) {
					t.Errorf("message %q does not say %q", errs, w)
				}
			}
			if out != "" {
				t.Errorf("a report was written before the flag was checked:\n%s", out)
			}
		})
	}
}
