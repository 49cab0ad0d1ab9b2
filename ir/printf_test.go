package ir

import (
	"strings"
	"testing"
)

// printfModule has a printf of every argument class, a vector's lanes
// among them ("%v2hld" and "hi\n\0": 68 69 0a 00 …).
const printfModule = `global @fmt: [23 x i8] constant = "25642025662025732025702025763268686400"
global @s: [3 x i8] constant = "686900"

kernel @k(%p: *global i32) {
entry:
  %x: i32 = load %p
  %d: f64 = sitofp %x
  %a: i8 = trunc %x
  printf @fmt, %x, %d, @s, %p, %a, i8 7
  ret
}
`

func TestPrintfRoundTrip(t *testing.T) {
	src := strings.Replace(printfModule, `[23 x i8] constant = "25642025662025732025702025763268686400"`,
		`[19 x i8] constant = "2564202566202573202570202576326868640a00"`, 1)
	src = strings.Replace(src, "[19 x i8]", "[20 x i8]", 1)
	m, err := Parse("p.ir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	out := m.String()
	if !strings.Contains(out, "printf @fmt, %x, %d, @s, %p, %a, i8 7") {
		t.Fatalf("printed:\n%s", out)
	}
	m2, err := Parse("p.ir", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	if m2.String() != out {
		t.Errorf("the round trip changed the module:\n%s\n%s", out, m2.String())
	}
	if f, ok := PrintfFormat(m.Globals[0]); !ok || f != "%d %f %s %p %v2hhd\n" {
		t.Errorf("format %q %v", f, ok)
	}
}

func TestPrintfVerify(t *testing.T) {
	base := `global @fmt: [4 x i8] constant = "FMT"
global @g: [4 x i8] shared

kernel @k(%p: *global i32, %f: f32) {
entry:
  INSTR
  ret
}
`
	for _, tc := range []struct{ fmt, instr, want string }{
		{"25640000", "printf @fmt, i32 1", ""},
		{"25640000", "printf @fmt, i32 1, i32 2", ""}, // extra arguments are C
		{"25640000", "printf @fmt", "printf: the format takes 1 arguments, the call has 0"},
		{"25640000", "printf @fmt, %f", `printf: argument 1 (f32) of "%d" is a float, want an integer`},
		{"25660000", "printf @fmt, %p", `printf: argument 1 (*global i32) of "%f" is a pointer, want a float`},
		{"256e0000", "printf @fmt, i32 1", `printf: printf format, byte 0: "%n": %n is not supported`},
		{"25640000", "printf @g, i32 1", "printf format @g is not a NUL-terminated i8 array in constant, global or generic memory"},
		{"25642525", "printf @fmt, i32 1", "printf format @fmt is not a NUL-terminated i8 array in constant, global or generic memory"},
		{"25640000", "printf %p, i32 1", "printf format is *ir.Param, want a constant global"},
		{"25640000", "%r: i32 = printf @fmt, i32 1", "printf cannot have a result"},
	} {
		src := strings.Replace(strings.Replace(base, "FMT", tc.fmt, 1), "INSTR", tc.instr, 1)
		m, err := Parse("p.ir", []byte(src)) // Parse verifies
		if err == nil {
			err = VerifyModule(m)
		}
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.instr, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s %s: got %v, want %s", tc.fmt, tc.instr, err, tc.want)
		}
	}
}
