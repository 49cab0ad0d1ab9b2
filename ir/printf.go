package ir

import (
	"bytes"
	"fmt"

	"github.com/simtc/simtc/internal/cfmt"
)

// PrintfFormat returns the format string of a printf's format global g:
// its Init up to the first NUL, read at compile time. ok is false unless g
// is an i8 array in constant, global or generic memory (CUDA's string
// literals are generic globals) whose initializer has a NUL.
func PrintfFormat(g *Global) (format string, ok bool) {
	at, isArr := g.Elem.(ArrayType)
	if g.Space == SpaceShared || g.Space == SpacePrivate || !isArr || at.Elem != I8 {
		return "", false
	}
	n := bytes.IndexByte(g.Init, 0)
	if n < 0 {
		return "", false
	}
	return string(g.Init[:n]), true
}

// CheckPrintf checks printf arguments of the given types against the
// parsed format f: at least one per argument f takes (C ignores extra
// ones), an integer for an integer conversion, a float for a float one,
// a pointer for %s, a pointer or an integer for %p; a vector lane has the
// width of the conversion's length modifier (hh i8, h i16, hl i32 or f32,
// l i64 or f64). The error says which argument is wrong.
func CheckPrintf(f *cfmt.Format, types []Type) error {
	k := 0
	for _, p := range f.Pieces {
		c := p.Conv
		if c == nil {
			continue
		}
		var want []cfmt.Class
		if c.WidthStar {
			want = append(want, cfmt.Int)
		}
		if c.PrecStar {
			want = append(want, cfmt.Int)
		}
		for range max(c.Vec, 1) {
			want = append(want, c.Class())
		}
		for n, cl := range want {
			if k >= len(types) {
				return fmt.Errorf("the format takes %d arguments, the call has %d", len(f.Args()), len(types))
			}
			t := types[k]
			k++
			ok := false
			switch cl {
			case cfmt.Int:
				ok = IsInt(t)
			case cfmt.Float:
				ok = IsFloat(t)
			case cfmt.String:
				ok = IsPtr(t)
			case cfmt.Ptr:
				ok = IsPtr(t) || IsInt(t)
			}
			if !ok {
				return fmt.Errorf("argument %d (%s) of %q is %s, want %s", k, t, conv(c), describe(t), cl)
			}
			if lb := c.LaneBytes(); lb > 0 && n >= len(want)-c.Vec && SizeOf(t) != int64(lb) {
				return fmt.Errorf("argument %d of %q is a vector lane of %d bits, the length modifier %q says %d", k, conv(c), Bits(t), c.Len, 8*lb)
			}
		}
	}
	return nil
}

func describe(t Type) string {
	switch {
	case IsInt(t):
		return "an integer"
	case IsFloat(t):
		return "a float"
	case IsPtr(t):
		return "a pointer"
	}
	return t.String()
}

// conv is the text of a conversion, for messages.
func conv(c *cfmt.Conv) string {
	var b []byte
	b = append(b, '%')
	for _, f := range []struct {
		on bool
		ch byte
	}{{c.Minus, '-'}, {c.Plus, '+'}, {c.Space, ' '}, {c.Hash, '#'}, {c.Zero, '0'}} {
		if f.on {
			b = append(b, f.ch)
		}
	}
	if c.WidthStar {
		b = append(b, '*')
	} else if c.Width >= 0 {
		b = fmt.Appendf(b, "%d", c.Width)
	}
	if c.PrecStar {
		b = append(b, ".*"...)
	} else if c.Prec >= 0 {
		b = fmt.Appendf(b, ".%d", c.Prec)
	}
	if c.Vec > 0 {
		b = fmt.Appendf(b, "v%d", c.Vec)
	}
	b = append(b, c.Len...)
	return string(append(b, c.Verb))
}
