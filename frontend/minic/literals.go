package minic

import (
	"math"
	"strconv"
	"strings"
)

// parseIntLit returns the value and type of an integer literal, or an error
// message.
func parseIntLit(text string) (uint64, *Type, string) {
	s := text
	suffix := ""
	for len(s) > 0 && strings.ContainsRune("uUlL", rune(s[len(s)-1])) {
		suffix = string(s[len(s)-1]) + suffix
		s = s[:len(s)-1]
	}
	lower := strings.ToLower(suffix)
	unsigned := strings.Count(lower, "u")
	long := strings.Count(lower, "l")
	if unsigned > 1 || long > 2 {
		return 0, nil, "invalid suffix '" + suffix + "' on integer constant"
	}
	if long == 2 {
		return 0, nil, "'long long' is not supported in OpenCL C"
	}
	base := 10
	digits := s
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		base, digits = 16, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, digits = 8, s[1:]
	}
	if digits == "" {
		return 0, nil, "invalid integer constant '" + text + "'"
	}
	for _, r := range digits {
		ok := false
		switch {
		case r >= '0' && r <= '7':
			ok = true
		case r >= '8' && r <= '9':
			ok = base >= 10
		case (r >= 'a' && r <= 'f') || (r >= 'A' && r <= 'F'):
			ok = base == 16
		}
		if !ok {
			if base == 8 && r >= '0' && r <= '9' {
				return 0, nil, "invalid digit '" + string(r) + "' in octal constant"
			}
			return 0, nil, "invalid integer constant '" + text + "'"
		}
	}
	v, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		return 0, nil, "integer literal '" + text + "' is too large"
	}
	// The first type of the C99 list that can represent the value.
	var cands []Kind
	switch {
	case unsigned == 1 && long == 1:
		cands = []Kind{ULong}
	case unsigned == 1:
		cands = []Kind{UInt, ULong}
	case long == 1 && base == 10:
		cands = []Kind{Long, ULong}
	case long == 1:
		cands = []Kind{Long, ULong}
	case base == 10:
		cands = []Kind{Int, Long, ULong}
	default:
		cands = []Kind{Int, UInt, Long, ULong}
	}
	for _, k := range cands {
		if fits(v, k) {
			return v, basic(k), ""
		}
	}
	return 0, nil, "integer literal '" + text + "' is too large"
}

func fits(v uint64, k Kind) bool {
	switch k {
	case Int:
		return v <= math.MaxInt32
	case UInt:
		return v <= math.MaxUint32
	case Long:
		return v <= math.MaxInt64
	}
	return true
}

// parseFloatLit returns the value and type of a floating literal.
func parseFloatLit(text string) (float64, *Type, string) {
	s := text
	kind := Double
	hex := strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X")
	if n := len(s); n > 0 {
		switch s[n-1] {
		case 'f', 'F':
			if !hex || strings.ContainsAny(s, "pP") {
				kind = Float
				s = s[:n-1]
			}
		case 'l', 'L':
			return 0, nil, "long double is not supported in OpenCL C"
		}
	}
	if hex && !strings.ContainsAny(s, "pP") {
		return 0, nil, "hexadecimal floating constant requires an exponent"
	}
	bits := 64
	if kind == Float {
		bits = 32
	}
	if strings.ContainsAny(s, "_") {
		return 0, nil, "invalid floating constant '" + text + "'"
	}
	v, err := strconv.ParseFloat(s, bits)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange && !math.IsNaN(v) {
			return 0, nil, "floating constant '" + text + "' is out of range"
		}
		return 0, nil, "invalid floating constant '" + text + "'"
	}
	return v, basic(kind), ""
}

// parseCharLit returns the value of a character literal ('a', '\n',
// '\x41', '\101') as a (signed) char, or an error message.
func parseCharLit(text string) (int64, string) {
	if len(text) < 2 || text[0] != '\'' || text[len(text)-1] != '\'' {
		return 0, "invalid character constant"
	}
	s := text[1 : len(text)-1]
	if s == "" {
		return 0, "empty character constant"
	}
	var v int64
	n := 0
	for len(s) > 0 {
		var c int64
		if s[0] != '\\' {
			c = int64(s[0])
			s = s[1:]
		} else {
			if len(s) < 2 {
				return 0, "invalid escape sequence in character constant"
			}
			e := s[1]
			s = s[2:]
			switch e {
			case 'n':
				c = '\n'
			case 't':
				c = '\t'
			case 'r':
				c = '\r'
			case 'a':
				c = 7
			case 'b':
				c = 8
			case 'f':
				c = 12
			case 'v':
				c = 11
			case '\\', '\'', '"', '?':
				c = int64(e)
			case 'x':
				k := 0
				for k < len(s) && strings.ContainsRune("0123456789abcdefABCDEF", rune(s[k])) {
					k++
				}
				if k == 0 {
					return 0, "\\x used with no following hex digits"
				}
				u, err := strconv.ParseUint(s[:k], 16, 64)
				if err != nil || u > 0xff {
					return 0, "hex escape sequence out of range"
				}
				c = int64(u)
				s = s[k:]
			default:
				if e >= '0' && e <= '7' {
					k := 0
					for k < len(s) && k < 2 && s[k] >= '0' && s[k] <= '7' {
						k++
					}
					u, _ := strconv.ParseUint(string(e)+s[:k], 8, 64)
					if u > 0xff {
						return 0, "octal escape sequence out of range"
					}
					c = int64(u)
					s = s[k:]
				} else {
					return 0, "unknown escape sequence '\\" + string(e) + "'"
				}
			}
		}
		v = c
		n++
	}
	if n != 1 {
		return 0, "multi-character character constants are not supported by mini-C"
	}
	return int64(int8(v)), ""
}
