package builtin

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// TestDefaultCatalogue: the default table is valid, every math function
// is a row, and the names a frontend asks for reach the rows they should.
func TestDefaultCatalogue(t *testing.T) {
	if _, err := New(defaultRows()...); err != nil {
		t.Fatal(err)
	}
	c := Default()
	if c != Default() {
		t.Error("Default builds a new catalogue each time")
	}
	for f := mathfn.None + 1; f.Valid(); f++ {
		r := c.Lookup(f.String())
		if r == nil || r.Fn != f || r.Kind != Lanewise || r.Arity() != f.Arity() {
			t.Errorf("math function %s: row %+v", f, r)
		}
	}
	for _, tc := range []struct {
		d          Dialect
		name, want string
	}{
		{OpenCL, "sin", "sin"},
		{OpenCL, "native_sin", "sin"},
		{OpenCL, "half_recip", "recip"},
		{OpenCL, "native_dot", ""},
		{OpenCL, "native_min", ""},
		{OpenCL, "atomic_fetch_add_explicit", "atomic_fetch_add_explicit"},
		{OpenCL, "atomic_init_explicit", ""},
		{OpenCL, "work_group_reduce_mul", ""},
		{OpenCL, "vload16", "vload16"},
		{OpenCL, "vload5", ""},
		{OpenCL, "nearbyint", ""},
		{OpenCL, "ex2", ""},
		{Libdevice, "sin", "sin"},
		{Libdevice, "nearbyint", "rint"},
		{Libdevice, "scalbn", "ldexp"},
		{Libdevice, "umul24", "mul24"},
		{Libdevice, "frexp", "frexp"},
		{Libdevice, "rotate", ""},
		{Libdevice, "mulhi", "mul_hi"},
		{Libdevice, "urhadd", "rhadd"},
		{Intrinsic, "powi", "pown"},
		{Intrinsic, "floor", "floor"},
		{Intrinsic, "dot", ""},
		{NVVM, "ex2", "exp2"},
		{NVVM, "lg2", "log2"},
		{NVVM, "rcp", "recip"},
		{NVVM, "div", "divide"},
		{NVVM, "sin", "sin"},
		{NVVM, "pow", ""},
	} {
		r, _ := c.Spelled(tc.d, tc.name)
		got := ""
		if r != nil {
			got = r.Name
		}
		if got != tc.want {
			t.Errorf("Spelled(%s, %q) = %q, want %q", tc.d, tc.name, got, tc.want)
		}
	}
	if r, u := c.Spelled(Libdevice, "umulhi"); r == nil || r.Name != "mul_hi" || !u {
		t.Errorf("libdevice umulhi: %v, unsigned %v", r, u)
	}
	if _, u := c.Spelled(Libdevice, "mulhi"); u {
		t.Error("libdevice mulhi is unsigned")
	}
	for _, name := range []string{"sincos", "frexp", "remquo"} {
		if r := c.Lookup(name); r == nil || r.Kind != Stores || !r.Args()[len(r.Args())-1].Out {
			t.Errorf("%s: %+v", name, r)
		}
	}
	if r := c.Lookup("atomic_compare_exchange_strong_explicit"); r == nil || r.MinArgs != 5 || r.MaxArgs != 6 || !r.Explicit {
		t.Errorf("atomic_compare_exchange_strong_explicit: %+v", r)
	}
}

// TestNewRejects: malformed rows and names taken twice are errors, not
// catalogues.
func TestNewRejects(t *testing.T) {
	lane := func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return x[0] }
	ok := Builtin{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane}
	for _, tc := range []struct {
		name string
		rows []Builtin
		want string
	}{
		{"no name", []Builtin{{Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane}}, "without a name"},
		{"no kind", []Builtin{{Name: "f"}}, "kind"},
		{"no domain", []Builtin{{Name: "f", Kind: Lanewise, Sig: "g(g)", Lower: lane}}, "no domain"},
		{"bad result", []Builtin{{Name: "f", Kind: Lanewise, Dom: Float, Sig: "x(g)", Lower: lane}}, "result"},
		{"bad argument", []Builtin{{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g(g,q)", Lower: lane}}, "argument 2"},
		{"no arguments", []Builtin{{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g()", Lower: lane}}, "first argument"},
		{"pointer first", []Builtin{{Name: "f", Kind: Stores, Dom: Float, Sig: "g(*g,g)"}}, "before the last"},
		{"no lowering", []Builtin{{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g(g)"}}, "has Lower"},
		{"stores without pointer", []Builtin{{Name: "f", Kind: Stores, Dom: Float, Sig: "g(g)",
			LowerOut: func(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) { return x[0], x[0] }}}, "pointer"},
		{"special with sig", []Builtin{{Name: "f", Kind: Barrier, Sig: "g(g)"}}, "special form"},
		{"twice", []Builtin{ok, ok}, `OpenCL name "f" is also f's`},
		{"native twice", []Builtin{{Name: "native_f", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane},
			{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g(g)", Native: true, Lower: lane}}, `"native_f"`},
		{"spelling twice", []Builtin{{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane, Also: []Spelling{{Dialect: NVVM, Name: "x"}}},
			{Name: "g", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane, Also: []Spelling{{Dialect: NVVM, Name: "x"}}}}, `NVVM name "x"`},
		{"OpenCL spelling", []Builtin{{Name: "f", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane, Also: []Spelling{{Dialect: OpenCL, Name: "x"}}}}, "dialect"},
	} {
		c, err := New(tc.rows...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New = %v, %v; want an error with %q", tc.name, c, err, tc.want)
		}
	}
}

// TestWith: With adds rows to a new catalogue and leaves the old one as it
// was; a name it takes again is an error.
func TestWith(t *testing.T) {
	lane := func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return x[0] }
	base := Default()
	n := len(base.Rows())
	c, err := base.With(Builtin{Name: "test_id", Kind: Lanewise, Dom: Num, Sig: "g(g)", Lower: lane, Also: []Spelling{{Dialect: Libdevice}}})
	if err != nil {
		t.Fatal(err)
	}
	if r, u := c.Spelled(Libdevice, "test_id"); r == nil || r.Arity() != 1 || c.Lookup("test_id") != r || u {
		t.Errorf("the new row: %+v", r)
	}
	if base.Lookup("test_id") != nil || len(base.Rows()) != n || len(c.Rows()) != n+1 {
		t.Error("With changed the catalogue it was called on")
	}
	if c.Lookup("sin") == base.Lookup("sin") {
		t.Error("the catalogues share a row")
	}
	if _, err := base.With(Builtin{Name: "sin", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: lane}); err == nil {
		t.Error("With took sin again")
	}
}
