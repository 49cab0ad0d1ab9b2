package llvm

import "testing"

// TestCodeOf: the comment is cut at the first ';' outside a string, and
// the brackets outside strings of what is left are counted.
func TestCodeOf(t *testing.T) {
	for _, tc := range []struct {
		line, code string
		delta      int
	}{
		{"", "", 0},
		{"  %x = add i32 %a, %b", "  %x = add i32 %a, %b", 0},
		{"  switch i32 %x, label %d [ ; cases", "  switch i32 %x, label %d [ ", 1},
		{"  ]", "  ]", -1},
		{`  call void @f(i8* getelementptr ([3 x i8], [3 x i8]* @s, i64 0, i64 0)) ; (`, `  call void @f(i8* getelementptr ([3 x i8], [3 x i8]* @s, i64 0, i64 0)) `, 0},
		{`@s = constant [4 x i8] c";([\00" ; ]`, `@s = constant [4 x i8] c";([\00" `, 0},
		{`!0 = !{!"a;b", !1}`, `!0 = !{!"a;b", !1}`, 0},
		{"define void @f() {", "define void @f() {", 2 - 1},
		{"; only a comment {", "", 0},
	} {
		code, delta := codeOf(tc.line)
		if code != tc.code || delta != tc.delta {
			t.Errorf("codeOf(%q) = %q, %d; want %q, %d", tc.line, code, delta, tc.code, tc.delta)
		}
		if code != stripComment(tc.line) {
			t.Errorf("codeOf(%q) cuts %q, stripComment %q", tc.line, code, stripComment(tc.line))
		}
	}
}
