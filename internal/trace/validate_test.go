package trace

import (
	"strings"
	"testing"
)

// TestValidate: the check accepts a well-formed trace and names what is
// wrong with each broken one.
func TestValidate(t *testing.T) {
	const meta = `{"name":"thread_name","ph":"M","pid":0,"tid":1,"args":{"name":"warp 0"}}`
	ok := `{"traceEvents":[` + meta + `,
		{"name":"add","ph":"X","ts":0,"dur":1,"pid":0,"tid":1},
		{"name":"barrier wait","ph":"B","ts":1,"pid":0,"tid":2},
		{"name":"stall","ph":"X","ts":1,"dur":3,"pid":0,"tid":1},
		{"name":"diverge","ph":"i","s":"t","ts":2,"pid":0,"tid":1},
		{"name":"warp 0 lanes","ph":"C","ts":2,"pid":0,"args":{"active":16}},
		{"name":"barrier wait","ph":"E","ts":5,"pid":0,"tid":2}]}`
	if err := Validate(strings.NewReader(ok)); err != nil {
		t.Fatalf("a valid trace: %v", err)
	}
	for _, c := range []struct{ name, events, want string }{
		{"no name", `{"ph":"X","ts":0,"dur":1,"pid":0,"tid":1}`, "no string name"},
		{"no ts", `{"name":"a","ph":"X","dur":1,"pid":0,"tid":1}`, "ts must be"},
		{"no dur", `{"name":"a","ph":"X","ts":0,"pid":0,"tid":1}`, "dur must be"},
		{"no tid", `{"name":"a","ph":"X","ts":0,"dur":1,"pid":0}`, "pid and tid"},
		{"bad ph", `{"name":"a","ph":"Q","ts":0,"pid":0,"tid":1}`, "unknown ph"},
		{"order", `{"name":"a","ph":"X","ts":5,"dur":1,"pid":0,"tid":1},{"name":"b","ph":"X","ts":2,"dur":1,"pid":0,"tid":1}`, "not in time order"},
		{"unmatched E", `{"name":"a","ph":"E","ts":0,"pid":0,"tid":1}`, "no open B"},
		{"open B", `{"name":"a","ph":"B","ts":0,"pid":0,"tid":1}`, "never ended"},
		{"overlap", `{"name":"a","ph":"X","ts":0,"dur":4,"pid":0,"tid":1},{"name":"b","ph":"X","ts":2,"dur":4,"pid":0,"tid":1}`, "without nesting"},
		{"counter", `{"name":"c","ph":"C","ts":0,"pid":0,"args":{"x":"many"}}`, "not a number"},
		{"scope", `{"name":"i","ph":"i","s":"x","ts":0,"pid":0,"tid":1}`, "scope"},
		{"late metadata", `{"name":"a","ph":"X","ts":0,"dur":1,"pid":0,"tid":1},` + meta, "metadata after"},
	} {
		err := Validate(strings.NewReader(`{"traceEvents":[` + c.events + `]}`))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}
	if err := Validate(strings.NewReader(`[1,2]`)); err == nil {
		t.Error("an array of numbers passed")
	}
}
