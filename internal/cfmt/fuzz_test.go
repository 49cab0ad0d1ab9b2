package cfmt

import (
	"math/rand"
	"testing"
)

// FuzzParse: Parse never panics; a format it accepts prints any arguments
// of the classes it takes (random bits, every size) without panicking,
// and each conversion's text stays within its bound: width and precision
// are at most 65536, so a line is at most a few hundred KiB per
// conversion, never unbounded.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"%d", "%5.2f|%-4d|%+d|%g|%%\n", "%v4hld", "%#v2hhx", "%*.*s", "%lld %llu %hhx %hd", "%a %A %e %E %G", "%p %c %o", "%.65536f", "%65536d", "%", "%q", "%v3d", "%ls"} {
		f.Add(s, int64(1))
	}
	f.Fuzz(func(t *testing.T, s string, seed int64) {
		pf, err := Parse(s)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("Parse(%q): error %T, want *Error", s, err)
			}
			return
		}
		r := rand.New(rand.NewSource(seed))
		var args []Arg
		for _, c := range pf.Args() {
			switch c {
			case Float:
				if r.Intn(2) == 0 {
					args = append(args, F32(float32(r.NormFloat64()*1e30)))
				} else {
					args = append(args, Arg{Bits: r.Uint64(), Size: 8, Float: true})
				}
			case String:
				args = append(args, S(string(rune(r.Intn(128)))))
			default:
				args = append(args, Arg{Bits: r.Uint64(), Size: []int{1, 2, 4, 8}[r.Intn(4)]})
			}
		}
		n := 0
		for _, p := range pf.Pieces {
			if p.Conv != nil {
				n += max(p.Conv.Vec, 1)
			}
		}
		out := pf.Sprint(args)
		if limit := len(s) + n*(2*65536+400); len(out) > limit {
			t.Fatalf("Sprint of %q gave %d bytes, more than %d", s, len(out), limit)
		}
		_ = pf.Sprint(args[:len(args)/2]) // missing arguments print as zero
	})
}
