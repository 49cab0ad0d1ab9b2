package cfmt

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// cases are scalar formats C's printf takes as they are; want is glibc's
// output (TestAgainstC checks it with clang-14 when it is installed).
var cases = []struct {
	format string
	args   []Arg
	want   string
}{
	{"plain", nil, "plain"},
	{"100%%", nil, "100%"},
	{"%d|%i|%5d|%-5d|%05d|%+d|% d|%.3d|%.0d|%8.3d", []Arg{I(42, 4), I(-42, 4), I(42, 4), I(42, 4), I(-42, 4), I(42, 4), I(42, 4), I(7, 4), I(0, 4), I(-7, 4)}, ""},
	{"%u|%x|%X|%o|%#x|%#X|%#o|%#o|%#x", []Arg{I(-1, 4), I(255, 4), I(255, 4), I(8, 4), I(255, 4), I(255, 4), I(8, 4), I(0, 4), I(0, 4)}, ""},
	{"%hhd|%hhu|%hd|%hu|%hx", []Arg{I(300, 4), I(-1, 4), I(70000, 4), I(-1, 4), I(-1, 4)}, ""},
	{"%ld|%lu|%lx|%lld|%llu|%llo", []Arg{I(math.MinInt64, 8), I(-1, 8), I(-1, 8), I(1<<40, 8), I(-2, 8), I(64, 8)}, ""},
	{"%c%c|%3c|%-3c|", []Arg{I('o', 4), I('k', 4), I('x', 4), I('y', 4)}, ""},
	{"%s|%10s|%-10s|%.2s|%5.1s|", []Arg{S("abc"), S("abc"), S("abc"), S("abc"), S("abc")}, ""},
	{"%f|%.2f|%10.3f|%-10.1f|%+f|% f|%010.2f|%.0f|%#.0f|%.0f|%.0f", []Arg{F64(3.14159), F64(2.675), F64(-1.5), F64(1.25), F64(1), F64(1), F64(-3.5), F64(2.5), F64(3), F64(0.5), F64(1.5)}, ""},
	{"%e|%E|%.2e|%12.4e|%.0e|%#.0e|%e|%e", []Arg{F64(12345.678), F64(0.000123), F64(-1e100), F64(6.02e23), F64(5e-324), F64(2), F64(0), F64(math.Copysign(0, -1))}, ""},
	{"%g|%g|%g|%g|%g|%G|%.3g|%#g|%g|%g|%.0g|%#.3g|%g", []Arg{F64(100000), F64(1000000), F64(0.0001), F64(0.00001), F64(1.5), F64(1e-10), F64(3.14159), F64(1), F64(123456789), F64(0), F64(25), F64(1), F64(1e15)}, ""},
	{"%a|%A|%a|%.2a|%a|%a|%#.0a|%10a|%-10a|", []Arg{F64(1), F64(255.5), F64(0.1), F64(1.999), F64(-0.5), F64(0), F64(1), F64(2), F64(3)}, ""},
	{"%f|%f|%F|%e|%g|%5.1f|%-6f|%+f|%f|%010f", []Arg{F64(math.Inf(1)), F64(math.Inf(-1)), F64(math.Inf(1)), F64(math.NaN()), F64(math.Inf(1)), F64(math.Inf(-1)), F64(math.NaN()), F64(math.Inf(1)), F64(-math.NaN()), F64(math.Inf(-1))}, ""},
	{"%*d|%-*d|%.*f|%*.*e|", []Arg{I(6, 4), I(42, 4), I(6, 4), I(42, 4), I(2, 4), F64(1.2345), I(12, 4), I(3, 4), F64(1.5)}, ""},
	{"%p|%p|%20p|", []Arg{I(0x1234, 8), I(0, 8), I(0xbeef, 8)}, ""},
	{"%.20f|%.15g|%.17g", []Arg{F64(0.1), F64(0.1), F64(0.1)}, ""},
}

// vecCases are OpenCL's vector formats (C's printf has none): the
// expectations follow OpenCL C 1.2, 6.12.13.3's examples.
var vecCases = []struct {
	format string
	args   []Arg
	want   string
}{
	{"f4 = %2.2v4hlf", []Arg{F32(1), F32(2), F32(3), F32(4)}, "f4 = 1.00,2.00,3.00,4.00"},
	{"uc = %#v4hhx", []Arg{I(0xfa, 1), I(0xfb, 1), I(0xfc, 1), I(0xfd, 1)}, "uc = 0xfa,0xfb,0xfc,0xfd"},
	{"%v2hd|%v3hld|%v2ld|%v2lf", []Arg{I(-1, 2), I(7, 2), I(1, 4), I(-2, 4), I(3, 4), I(1<<40, 8), I(-1, 8), F64(0.5), F64(-0.25)}, "-1,7|1,-2,3|1099511627776,-1|0.500000,-0.250000"},
	{"%v2hlx %v2hlg", []Arg{I(-1, 4), I(16, 4), F32(0.1), F32(1e20)}, "ffffffff,10 0.1,1e+20"},
}

func TestFormat(t *testing.T) {
	all := append([]struct {
		format string
		args   []Arg
		want   string
	}{}, cases...)
	all = append(all, vecCases...)
	for _, tc := range all {
		f, err := Parse(tc.format)
		if err != nil {
			t.Errorf("%q: %v", tc.format, err)
			continue
		}
		if n := len(f.Args()); n != len(tc.args) {
			t.Errorf("%q: Args() has %d classes, the case %d arguments", tc.format, n, len(tc.args))
		}
		want := tc.want
		if want == "" {
			want = glibc[tc.format]
		}
		if got := f.Sprint(tc.args); got != want {
			t.Errorf("%q:\n got %q\nwant %q", tc.format, got, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ format, want string }{
		{"abc %", `byte 4: the conversion "%" is incomplete`},
		{"%5.2", `byte 0: the conversion "%5.2" is incomplete`},
		{"x %n", `byte 2: "%n": %n is not supported`},
		{"%y", `byte 0: "%y": unknown conversion "y"`},
		{"%Lf", `byte 0: "%Lf": length modifier "L" is not supported`},
		{"%zd", `byte 0: "%zd": length modifier "z" is not supported`},
		{"%hld", `byte 0: "%hld": the length modifier hl is for vectors only`},
		{"%v4d", `byte 0: "%v4d": a vector conversion needs a length modifier (hh, h, hl or l)`},
		{"%v5hld", `byte 0: vector specifier v5: the lanes must be 2, 3, 4, 8 or 16`},
		{"%v4hls", `byte 0: "%v4hls": %s takes no vector`},
		{"%*v4hld", `byte 0: "%*v4hld": a vector conversion takes no * width or precision`},
		{"%hf", `byte 0: "%hf": length modifier "h" does not apply to %f`},
		{"%v2hf", `byte 0: "%v2hf": half and char float vectors are not supported`},
		{"%ls", `byte 0: "%ls": length modifier "l" does not apply to %s`},
		{"%99999d", `byte 0: width 99999 is too large (at most 65536)`},
	} {
		_, err := Parse(tc.format)
		if err == nil || err.Error() != "printf format, "+tc.want {
			t.Errorf("%q: got %v, want %s", tc.format, err, tc.want)
		}
	}
}

func TestArgs(t *testing.T) {
	f, err := Parse("%*.*f %v4hld %s %p %c")
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(f.Args())
	if want := "[an integer an integer a float an integer an integer an integer an integer a string a pointer an integer]"; got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

// TestAgainstC prints the scalar cases with C's printf (clang-14 and the
// host's libc) and requires the same text; it skips when clang-14 is not
// installed.
func TestAgainstC(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 is not installed")
	}
	var src strings.Builder
	src.WriteString("#include <stdio.h>\n#include <math.h>\nint main(void) {\n")
	for _, tc := range cases {
		fmt.Fprintf(&src, "  printf(%s", strconv.Quote(tc.format))
		for _, a := range tc.args {
			src.WriteString(", " + cArg(a))
		}
		src.WriteString(");\n  putchar(0);\n")
	}
	src.WriteString("  return 0;\n}\n")
	dir := t.TempDir()
	c, bin := filepath.Join(dir, "p.c"), filepath.Join(dir, "p")
	if err := os.WriteFile(c, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-w", "-o", bin, c, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(string(out), "\x00")
	for k, tc := range cases {
		f, _ := Parse(tc.format)
		if k >= len(got) {
			t.Fatalf("C printed %d lines", len(got))
		}
		if s := f.Sprint(tc.args); s != got[k] {
			t.Errorf("%q: cfmt %q, C %q", tc.format, s, got[k])
		}
	}
}

func cArg(a Arg) string {
	switch {
	case a.Float:
		v := math.Float64frombits(a.Bits)
		switch {
		case math.IsNaN(v) && math.Signbit(v):
			return "-NAN"
		case math.IsNaN(v):
			return "NAN"
		case math.IsInf(v, 1):
			return "INFINITY"
		case math.IsInf(v, -1):
			return "-INFINITY"
		}
		return strconv.FormatFloat(v, 'x', -1, 64)
	case a.Str != "":
		return strconv.Quote(a.Str)
	case a.Size == 8:
		return fmt.Sprintf("(long long)%dLL", int64(a.Bits))
	}
	return fmt.Sprintf("(int)%d", int32(a.Bits))
}
