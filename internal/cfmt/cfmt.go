// Package cfmt parses and applies C printf format strings as OpenCL C
// (1.2, 6.12.13) and CUDA define them: the conversions d i u o x X c s f F
// e E g G a A p and %%, the flags "-+ #0", a width and a precision (a
// number or *), the length modifiers hh h l ll, and OpenCL's vector
// specifier vN (N = 2, 3, 4, 8, 16) with the length modifiers hh h hl l
// (hl: 32-bit components, required with a vector). The output is glibc's
// for the same arguments (inf, nan and -nan; (nil) for a null %p), but for
// %a of a subnormal double, which is written normalized (0x1p-1074, where
// glibc writes 0x0.0000000000001p-1022).
//
// It is a leaf (the standard library only): the IR verifier, the
// frontends, the object format and the simulator share it, so that a
// format a compiler accepts is one the simulator can print.
package cfmt

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Class is the kind of value an argument must be.
type Class uint8

// The classes.
const (
	Int    Class = iota + 1 // d i u o x X c, and * widths and precisions
	Float                   // f F e E g G a A
	String                  // s: a pointer to a NUL-terminated string
	Ptr                     // p
)

func (c Class) String() string {
	return [...]string{"?", "an integer", "a float", "a string", "a pointer"}[c]
}

// Conv is one conversion specification.
type Conv struct {
	Minus, Plus, Space, Hash, Zero bool
	Width                          int // -1: none
	WidthStar                      bool
	Prec                           int // -1: none
	PrecStar                       bool
	Vec                            int    // 0: scalar, else the vector's lanes
	Len                            string // "", "hh", "h", "hl", "l", "ll"
	Verb                           byte
	Off                            int // byte offset of the '%' in the format
}

// Piece is literal text or a conversion.
type Piece struct {
	Lit  string
	Conv *Conv
}

// Format is a parsed format string.
type Format struct {
	Pieces []Piece
}

// Error is a malformed format: what is wrong and at which byte offset.
type Error struct {
	Off int
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("printf format, byte %d: %s", e.Off, e.Msg) }

// MaxVec is the longest vector a conversion takes.
const MaxVec = 16

// Parse parses a format string (without its terminating NUL).
func Parse(s string) (*Format, error) {
	f := &Format{}
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			f.Pieces = append(f.Pieces, Piece{Lit: lit.String()})
			lit.Reset()
		}
	}
	for i := 0; i < len(s); {
		if s[i] != '%' {
			lit.WriteByte(s[i])
			i++
			continue
		}
		start := i
		i++
		if i < len(s) && s[i] == '%' {
			lit.WriteByte('%')
			i++
			continue
		}
		c := &Conv{Width: -1, Prec: -1, Off: start}
		fail := func(format string, args ...any) (*Format, error) {
			return nil, &Error{Off: start, Msg: fmt.Sprintf(format, args...)}
		}
	flags:
		for ; i < len(s); i++ {
			switch s[i] {
			case '-':
				c.Minus = true
			case '+':
				c.Plus = true
			case ' ':
				c.Space = true
			case '#':
				c.Hash = true
			case '0':
				c.Zero = true
			default:
				break flags
			}
		}
		num := func() (int, bool) {
			j := i
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
			if i == j {
				return 0, false
			}
			n, err := strconv.Atoi(s[j:i])
			if err != nil || n > 1<<16 {
				n = -2 // too large
			}
			return n, true
		}
		if i < len(s) && s[i] == '*' {
			c.WidthStar = true
			i++
		} else if n, ok := num(); ok {
			if n < 0 {
				return fail("width %s is too large (at most 65536)", s[start+1:i])
			}
			c.Width = n
		}
		if i < len(s) && s[i] == '.' {
			i++
			if i < len(s) && s[i] == '*' {
				c.PrecStar = true
				i++
			} else {
				n, ok := num()
				if ok && n < 0 {
					return fail("precision is too large (at most 65536)")
				}
				c.Prec = max(n, 0) // "%.f" is precision 0
			}
		}
		if i < len(s) && s[i] == 'v' {
			i++
			n, ok := num()
			if !ok || (n != 2 && n != 3 && n != 4 && n != 8 && n != 16) {
				return fail("vector specifier v%s: the lanes must be 2, 3, 4, 8 or 16", s[start+2+strings.Index(s[start+1:], "v"):i])
			}
			c.Vec = n
		}
		for _, l := range []string{"hh", "hl", "ll", "h", "l", "L", "j", "z", "t", "q"} {
			if strings.HasPrefix(s[i:], l) {
				c.Len = l
				i += len(l)
				break
			}
		}
		if i >= len(s) {
			return fail("the conversion %q is incomplete", s[start:])
		}
		c.Verb = s[i]
		i++
		spec := s[start:i]
		switch c.Verb {
		case 'd', 'i', 'u', 'o', 'x', 'X', 'c', 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A', 's', 'p':
		case 'n':
			return fail("%q: %%n is not supported", spec)
		default:
			return fail("%q: unknown conversion %q", spec, string(c.Verb))
		}
		switch c.Len {
		case "", "hh", "h", "l", "ll", "hl":
		default:
			return fail("%q: length modifier %q is not supported", spec, c.Len)
		}
		cls := c.Class()
		switch {
		case c.Len == "hl" && c.Vec == 0:
			return fail("%q: the length modifier hl is for vectors only", spec)
		case c.Vec > 0 && c.Len == "":
			return fail("%q: a vector conversion needs a length modifier (hh, h, hl or l)", spec)
		case c.Vec > 0 && (cls == String || cls == Ptr):
			return fail("%q: %%%c takes no vector", spec, c.Verb)
		case c.Vec > 0 && (c.WidthStar || c.PrecStar):
			return fail("%q: a vector conversion takes no * width or precision", spec)
		case cls == Float && c.Vec > 0 && (c.Len == "hh" || c.Len == "h"):
			return fail("%q: half and char float vectors are not supported", spec)
		case cls == Float && c.Vec == 0 && c.Len != "" && c.Len != "l":
			return fail("%q: length modifier %q does not apply to %%%c", spec, c.Len, c.Verb)
		case (cls == String || cls == Ptr || c.Verb == 'c') && c.Len != "" && c.Vec == 0:
			return fail("%q: length modifier %q does not apply to %%%c", spec, c.Len, c.Verb)
		}
		flush()
		f.Pieces = append(f.Pieces, Piece{Conv: c})
	}
	flush()
	return f, nil
}

// Class is the class of the values c converts.
func (c *Conv) Class() Class {
	switch c.Verb {
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		return Float
	case 's':
		return String
	case 'p':
		return Ptr
	}
	return Int
}

// Args returns the classes of the arguments f takes, in order: a * width
// or precision is an Int before its conversion's value, a vector
// conversion takes one argument per lane.
func (f *Format) Args() []Class {
	var out []Class
	for _, p := range f.Pieces {
		c := p.Conv
		if c == nil {
			continue
		}
		if c.WidthStar {
			out = append(out, Int)
		}
		if c.PrecStar {
			out = append(out, Int)
		}
		for range max(c.Vec, 1) {
			out = append(out, c.Class())
		}
	}
	return out
}

// LaneBytes is the size of a vector lane of c (0 for a scalar): hh 1, h 2,
// hl 4, l 8.
func (c *Conv) LaneBytes() int {
	if c.Vec == 0 {
		return 0
	}
	return map[string]int{"hh": 1, "h": 2, "hl": 4, "l": 8}[c.Len]
}

// Arg is one argument value: Size bytes (1, 2, 4 or 8) of Bits, an IEEE
// float when Float; Str is the string of a %s argument, which the caller
// reads from memory.
type Arg struct {
	Bits  uint64
	Size  int
	Float bool
	Str   string
}

// I returns an integer argument of size bytes.
func I(v int64, size int) Arg { return Arg{Bits: uint64(v), Size: size} }

// F64 returns a double argument.
func F64(v float64) Arg { return Arg{Bits: math.Float64bits(v), Size: 8, Float: true} }

// F32 returns a float argument.
func F32(v float32) Arg { return Arg{Bits: uint64(math.Float32bits(v)), Size: 4, Float: true} }

// S returns a %s argument.
func S(s string) Arg { return Arg{Str: s, Size: 8} }

// Sprint applies f to args. Missing arguments print as zero (the
// frontends and the object format check the count before a run).
func (f *Format) Sprint(args []Arg) string {
	var sb strings.Builder
	next := func() Arg {
		if len(args) == 0 {
			return Arg{Size: 4}
		}
		a := args[0]
		args = args[1:]
		return a
	}
	for _, p := range f.Pieces {
		c := p.Conv
		if c == nil {
			sb.WriteString(p.Lit)
			continue
		}
		cc := *c
		if c.WidthStar {
			w := int64(int32(next().Bits))
			if w < 0 {
				cc.Minus, w = true, -w
			}
			cc.Width = int(min(w, 1<<16))
		}
		if c.PrecStar {
			pr := int64(int32(next().Bits))
			cc.Prec = -1
			if pr >= 0 {
				cc.Prec = int(min(pr, 1<<16))
			}
		}
		for k := range max(c.Vec, 1) {
			if k > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(cc.conv(next()))
		}
	}
	return sb.String()
}

// intBytes is the width of the integer c converts.
func (c *Conv) intBytes() int {
	switch c.Len {
	case "hh":
		return 1
	case "h":
		return 2
	case "l", "ll":
		return 8
	}
	return 4
}

func (c *Conv) conv(a Arg) string {
	switch c.Class() {
	case Float:
		v := math.Float64frombits(a.Bits)
		if a.Size == 4 {
			v = float64(math.Float32frombits(uint32(a.Bits)))
		}
		return c.float(v)
	case String:
		s := a.Str
		if c.Prec >= 0 && c.Prec < len(s) {
			s = s[:c.Prec]
		}
		return c.pad("", s, false)
	case Ptr:
		if a.Bits == 0 {
			return c.pad("", "(nil)", false)
		}
		cc := *c
		cc.Hash, cc.Verb, cc.Len = true, 'x', "l"
		return cc.integer(a.Bits, false)
	}
	if c.Verb == 'c' {
		return c.pad("", string([]byte{byte(a.Bits)}), false)
	}
	n := c.intBytes()
	bits := uint(8 * n)
	v := a.Bits
	signed := c.Verb == 'd' || c.Verb == 'i'
	if bits < 64 {
		v &= 1<<bits - 1
		if signed && v&(1<<(bits-1)) != 0 {
			v |= ^uint64(0) << bits
		}
	}
	neg := signed && int64(v) < 0
	if neg {
		v = -v
	}
	return c.integer(v, neg)
}

// integer formats the magnitude v of an integer conversion.
func (c *Conv) integer(v uint64, neg bool) string {
	base, prefix := 10, ""
	switch c.Verb {
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
		if c.Hash && v != 0 {
			prefix = "0x"
		}
	}
	digits := strconv.FormatUint(v, base)
	if c.Verb == 'X' {
		digits, prefix = strings.ToUpper(digits), strings.ToUpper(prefix)
	}
	if c.Prec == 0 && v == 0 {
		digits = ""
	}
	if c.Prec > len(digits) {
		digits = strings.Repeat("0", c.Prec-len(digits)) + digits
	}
	if c.Verb == 'o' && c.Hash && !strings.HasPrefix(digits, "0") {
		digits = "0" + digits
	}
	sign := ""
	switch {
	case neg:
		sign = "-"
	case c.Plus && (c.Verb == 'd' || c.Verb == 'i'):
		sign = "+"
	case c.Space && (c.Verb == 'd' || c.Verb == 'i'):
		sign = " "
	}
	return c.pad(sign+prefix, digits, c.Zero && c.Prec < 0)
}

// pad writes head (sign, prefix) and body to the width: spaces on the
// left, or on the right with -, or zeros between head and body with zero.
func (c *Conv) pad(head, body string, zero bool) string {
	n := c.Width - len(head) - len(body)
	switch {
	case n <= 0:
		return head + body
	case c.Minus:
		return head + body + strings.Repeat(" ", n)
	case zero:
		return head + strings.Repeat("0", n) + body
	}
	return strings.Repeat(" ", n) + head + body
}

func (c *Conv) float(v float64) string {
	upper := c.Verb == 'F' || c.Verb == 'E' || c.Verb == 'G' || c.Verb == 'A'
	sign := ""
	switch {
	case math.Signbit(v):
		sign = "-"
	case c.Plus:
		sign = "+"
	case c.Space:
		sign = " "
	}
	v = math.Abs(v)
	if math.IsInf(v, 0) || math.IsNaN(v) {
		s := "inf"
		if math.IsNaN(v) {
			s = "nan"
		}
		if upper {
			s = strings.ToUpper(s)
		}
		return c.pad(sign, s, false)
	}
	prec := c.Prec
	var body string
	switch c.Verb {
	case 'f', 'F':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(v, 'f', prec, 64)
		if c.Hash && prec == 0 {
			body += "."
		}
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		body = expo(v, prec, c.Hash)
	case 'g', 'G':
		if prec < 0 {
			prec = 6
		}
		if prec == 0 {
			prec = 1
		}
		e := strconv.FormatFloat(v, 'e', prec-1, 64)
		x, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
		if prec > x && x >= -4 {
			body = strconv.FormatFloat(v, 'f', prec-1-x, 64)
			if c.Hash && !strings.Contains(body, ".") {
				body += "."
			}
		} else {
			body = expo(v, prec-1, c.Hash)
		}
		if !c.Hash {
			mant, exp, _ := strings.Cut(body, "e")
			if strings.Contains(mant, ".") {
				mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
			}
			body = mant
			if exp != "" {
				body += "e" + exp
			}
		}
	case 'a', 'A':
		body = strconv.FormatFloat(v, 'x', prec, 64) // 0x1.8p+01
		mant, exp, _ := strings.Cut(body, "p")
		if _, e0 := math.Frexp(v); v >= 0x1p-1022 && prec >= 0 && exp != fmt.Sprintf("%+03d", e0-1) {
			// The rounding carried into the leading digit: glibc
			// writes 0x2.00p+0 where Go renormalizes to 0x1.00p+1.
			mant, exp = "0x2"+mant[3:], fmt.Sprintf("%+03d", e0-1)
		}
		if c.Hash && !strings.Contains(mant, ".") {
			mant += "."
		}
		es, digits := exp[:1], strings.TrimLeft(exp[1:], "0")
		if digits == "" {
			digits = "0"
		}
		body = mant[2:] + "p" + es + digits
		if upper {
			body = strings.ToUpper(body)
		}
		if upper {
			return c.pad(sign+"0X", body, c.Zero)
		}
		return c.pad(sign+"0x", body, c.Zero)
	}
	if upper {
		body = strings.ToUpper(body)
	}
	return c.pad(sign, body, c.Zero)
}

// expo is v in %e form with prec fraction digits.
func expo(v float64, prec int, hash bool) string {
	s := strconv.FormatFloat(v, 'e', prec, 64)
	if hash && prec == 0 {
		i := strings.IndexByte(s, 'e')
		s = s[:i] + "." + s[i:]
	}
	return s
}
