package llvmir

import "testing"

// TestQuoteDigitNames: a local name led by digits that is not a number is
// quoted where it is used and where it labels a block; quoted text — a
// printf format's %03d in a string constant, a name already quoted, a
// metadata string — is left as it is.
func TestQuoteDigitNames(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"br label %10.tail\n", "br label %\"10.tail\"\n"},
		{"10.tail:\n", "\"10.tail\":\n"},
		{"%10 = add i32 %9, 1\n", "%10 = add i32 %9, 1\n"},
		{`@.str = constant [6 x i8] c"%03d\0A\00"` + "\n", `@.str = constant [6 x i8] c"%03d\0A\00"` + "\n"},
		{`br label %"10.tail"` + "\n", `br label %"10.tail"` + "\n"},
		{`!1 = !{!"%2d, then %10.x"}` + "\n", `!1 = !{!"%2d, then %10.x"}` + "\n"},
		{`call void @f(i8* %2x, i8* getelementptr ([3 x i8], [3 x i8]* @s, i64 0, i64 0)) ; "%3y"` + "\n",
			`call void @f(i8* %"2x", i8* getelementptr ([3 x i8], [3 x i8]* @s, i64 0, i64 0)) ; "%3y"` + "\n"},
	} {
		if got := string(quoteDigitNames([]byte(c.in))); got != c.want {
			t.Errorf("quoteDigitNames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
