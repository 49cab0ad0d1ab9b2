package minic

import (
	"strconv"
	"strings"
	"testing"
)

// Every recursive construct of mini-C is bounded before the parser sees
// it: a million levels give a positioned error (they overflowed the Go
// stack, a fatal error), and the same construct a little under the bound
// compiles.
func TestNestingBounds(t *testing.T) {
	kernel := func(body string) string {
		return "kernel void k(global int *p) { int x = p[0];\n" + body + "\np[0] = x; }\n"
	}
	ifs := func(n int) string { return strings.Repeat("if (x) ", n) + "x = 1;" }
	elseIfs := func(n int) string {
		return "if (x == 0) x = 1;" + strings.Repeat(" else if (x == 1) x = 2;", n) + " else x = 3;"
	}
	loops := func(n int) string { return strings.Repeat("while (x > 100) ", n) + "x--;" }
	labels := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString("l")
			b.WriteString(strings.Repeat("a", i%7+1))
			b.WriteString(strconv.Itoa(i))
			b.WriteString(": ")
		}
		return b.String() + "x = 1;"
	}
	neg := func(n int) string { return "x = " + strings.Repeat("- ", n) + "x;" }
	not := func(n int) string { return "x = " + strings.Repeat("!", n) + "x;" }
	casts := func(n int) string { return "x = " + strings.Repeat("(int)", n) + "x;" }
	ternary := func(n int) string { return "x = " + strings.Repeat("x ? 1 : ", n) + "2;" }
	parens := func(n int) string { return "x = " + strings.Repeat("(", n) + "x" + strings.Repeat(")", n) + ";" }
	for _, tt := range []struct {
		name   string
		gen    func(int) string
		ok     int
		errMsg string
	}{
		{"if", ifs, 1000, "statements nested without braces (more than 1024)"},
		{"else-if", elseIfs, 1000, "statements nested without braces (more than 1024)"},
		{"while", loops, 1000, "statements nested without braces (more than 1024)"},
		{"label", labels, 1000, "statements nested without braces (more than 1024)"},
		{"neg", neg, 250, "prefix operators and casts applied to one operand (more than 256)"},
		{"not", not, 250, "prefix operators and casts applied to one operand (more than 256)"},
		{"cast", casts, 250, "prefix operators and casts applied to one operand (more than 256)"},
		{"ternary", ternary, 250, "conditional operators ?: in one statement (more than 256)"},
		{"parens", parens, 250, "brackets nested too deeply (more than 256 levels)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Compile("ok.cl", []byte(kernel(tt.gen(tt.ok))), Options{}); err != nil {
				t.Fatalf("%d levels: %v", tt.ok, err)
			}
			_, err := Compile("deep.cl", []byte(kernel(tt.gen(1_000_000))), Options{})
			if err == nil || !strings.Contains(err.Error(), tt.errMsg) || !strings.HasPrefix(err.Error(), "deep.cl:") {
				t.Fatalf("a million levels: %v, want %q at a position", err, tt.errMsg)
			}
		})
	}
}

// The bounds count what nests, not what follows: sequential statements,
// operators between operands and casts in sequence are not nesting. 5,000
// of each, twice the largest bound with -short (the parse is the cost).
func TestNestingSequences(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 2 * maxStatements
	}
	var b strings.Builder
	b.WriteString("kernel void k(global int *p) { int x = p[0];\n")
	for i := 0; i < n; i++ {
		b.WriteString("if (x > 3) x -= 1; else x = -x + (int)p[1] - -x;\n")
	}
	b.WriteString("x = x" + strings.Repeat(" - x", n) + ";\n")
	b.WriteString("for (int i = 0; i < 3; i++) { x = x ? x : 1; }\n")
	b.WriteString("p[0] = x; }\n")
	if _, err := Compile("seq.cl", []byte(b.String()), Options{}); err != nil {
		t.Fatal(err)
	}
}
