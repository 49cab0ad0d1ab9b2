package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// --layout, --alias and the SSDE record of build, run and bench (issue
// 28): every report names the layout; SSDE lists what it rewrote, which
// is what lint reports with the same --alias.
func TestLayoutAndSSDEFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "--mech", "pdom", "testdata/kernels/tf_fig1.cl"}, 0, "  layout                               rpo\n"},
		{[]string{"run", "--mech", "tf-stack", "testdata/kernels/tf_fig1.cl"}, 0, "  layout                               priority\n"},
		{[]string{"run", "--mech", "pdom", "--layout", "priority", "testdata/kernels/tf_fig1.cl"}, 0, "  layout                               priority\n"},
		{[]string{"run", "--mech", "pdom", "--json", "--layout", "priority", "testdata/kernels/tf_fig1.cl"}, 0, `"layout":"priority"`},
		{[]string{"run", "--layout", "dfs", "testdata/kernels/tf_fig1.cl"}, exitInput, `simtc run: --layout: unknown layout "dfs": want rpo or priority`},
		{[]string{"run", "--ssde", "--alias", "maybe", "testdata/kernels/spinlock.cl"}, exitInput, `--alias "maybe": want distinct or conservative`},
		{[]string{"build", "--emit", "asm", "--layout", "priority", "testdata/kernels/tf_fig1.cl"}, 0, "; layout priority\n"},
		{[]string{"build", "--emit", "asm", "--mech", "tf-stack", "testdata/kernels/tf_fig1.cl"}, 0, "join point"},
		{[]string{"run", "--mech", "pdom", "--ssde", "testdata/kernels/spinlock.cl"}, 0, "ssde: rewrote 1 loop(s) (those simtc lint reports with the same --reconv and --alias)\n  spinlock: loop while.cond (through switch block ssde.switch)\n"},
		// exceptions.cl's retry loop: lint reports it only when kernel
		// buffers may alias, and SSDE rewrites it only then.
		{[]string{"run", "--mech", "pdom", "--ssde", "testdata/bench/irregular/exceptions.cl"}, 0, "ssde: rewrote 0 loop(s)"},
		{[]string{"run", "--mech", "pdom", "--ssde", "--alias", "conservative", "testdata/bench/irregular/exceptions.cl"}, 0, "exceptions: loop retry"},
		{[]string{"lint", "testdata/bench/irregular/exceptions.cl"}, 0, ""},
		{[]string{"lint", "--alias", "conservative", "testdata/bench/irregular/exceptions.cl"}, exitFindings, "exceptions.cl:19:1: warning: loop may cause a SIMT deadlock"},
		{[]string{"bench", "--mech", "pdom,tf-stack", "testdata/kernels/tf_fig1.cl"}, 0, "layout priority: every mechanism runs the same code\n"},
		{[]string{"bench", "--mech", "pdom,tf-stack", "--layout", "own", "testdata/kernels/tf_fig1.cl"}, 0, "layout own: each mechanism compiled with its own"},
		{[]string{"bench", "--mech", "pdom", "--layout", "dfs", "testdata/kernels/tf_fig1.cl"}, exitInput, `--layout "dfs": want rpo, priority or own`},
		{[]string{"bench", "--mech", "pdom+ssde", "testdata/kernels/spinlock.cl"}, 0, "loops SSDE rewrote (those simtc lint reports with the same options):\n  spinlock.cl: spinlock: loop while.cond"},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != tt.code || !strings.Contains(out+errs, tt.want) {
			t.Errorf("simtc %v: exit %d (want %d), output lacks %q:\n%s%s", tt.args, code, tt.code, tt.want, out, errs)
		}
	}
	// run --json lists the rewrites.
	code, out, errs := simtc(t, "run", "--json", "--ssde", "testdata/kernels/spinlock.cl")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var res struct {
		Layout   string `json:"layout"`
		Rewrites []struct {
			Func   string `json:"function"`
			Loop   string `json:"loop"`
			Switch string `json:"switch_block"`
		} `json:"ssde_rewrites"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Layout != "rpo" || len(res.Rewrites) != 1 || res.Rewrites[0].Func != "spinlock" || res.Rewrites[0].Loop != "while.cond" || res.Rewrites[0].Switch == "" {
		t.Errorf("run --json --ssde: layout %q, ssde_rewrites %+v", res.Layout, res.Rewrites)
	}
}
