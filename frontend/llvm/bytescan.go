package llvm

import "math/bits"

// The scans of the whole text (checkNesting, and codeOf on every line)
// look closer only at a few bytes — brackets, quotes, ';', newlines — and
// most of an .ll file is other bytes. They skip to the next byte that
// matters eight bytes at a time: a word of the text is compared with each
// byte of the set at once by the zero-byte test of Hacker's Delight
// (section 6-1) in its exact form, (t - 0x01…) &^ t & 0x80…, which flags
// the lowest zero byte of t and no byte below it (bytes above it may be
// flagged too, by the borrow), so the lowest flagged byte of the union of
// the tests is the first byte in the set.

const (
	lsbs = 0x0101010101010101 // the low bit of every byte
	msbs = 0x8080808080808080 // the high bit of every byte
)

// zeroBytes flags (in the high bit) the zero bytes of t: the lowest
// exactly, those above it maybe also when they are not zero.
func zeroBytes(t uint64) uint64 { return (t - lsbs) &^ t }

// word returns s[i:i+8] as a little-endian word.
func word(s string, i int) uint64 {
	w := s[i : i+8]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// codeMask flags the bytes of x codeOf looks at: " ; ( ) [ ] { }.
// x &^ lsbs folds ')' onto '(' and x | 0x20… folds '[' and ']' onto '{'
// and '}' (no other byte lands on them).
func codeMask(x uint64) uint64 {
	y := x | 0x20*lsbs
	return (zeroBytes(x^'"'*lsbs) | zeroBytes(x^';'*lsbs) | zeroBytes((x&^lsbs)^'('*lsbs) |
		zeroBytes(y^'{'*lsbs) | zeroBytes(y^'}'*lsbs)) & msbs
}

// levelMask flags the bytes of x codeAt looks at: codeMask's and '<' and
// '>' (x &^ 0x02… folds '>' onto '<').
func levelMask(x uint64) uint64 {
	return codeMask(x) | zeroBytes((x&^(2*lsbs))^'<'*lsbs)&msbs
}

// nestingMask flags the bytes of x checkNesting looks at: levelMask's and
// newline.
func nestingMask(x uint64) uint64 {
	return levelMask(x) | zeroBytes(x^'\n'*lsbs)&msbs
}

// nextCode returns the index of the first byte of s at or after i that
// codeMask flags, or len(s).
func nextCode(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := codeMask(word(s, i)); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	for ; i < len(s); i++ {
		if inSet(codeLo, codeHi, s[i]) {
			return i
		}
	}
	return len(s)
}

// nextLevel returns the index of the first byte of s at or after i that
// levelMask flags, or len(s).
func nextLevel(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := levelMask(word(s, i)); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	for ; i < len(s); i++ {
		if inSet(levelLo, levelHi, s[i]) {
			return i
		}
	}
	return len(s)
}

// nextNesting returns the index of the first byte of s at or after i that
// nestingMask flags, or len(s).
func nextNesting(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := nestingMask(word(s, i)); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	for ; i < len(s); i++ {
		if inSet(nestingLo, nestingHi, s[i]) {
			return i
		}
	}
	return len(s)
}

// inSet reports whether c is in the set of bytes whose bits are set in lo
// (bytes 0-63) and hi (64-127): the byte-at-a-time tests at the end of a
// text.
func inSet(lo, hi uint64, c byte) bool {
	m := lo
	if c >= 64 {
		m = hi
	}
	return c < 128 && m>>(c&63)&1 != 0
}

// The sets codeMask and nestingMask flag, as inSet's lo and hi.
const (
	codeLo    = 1<<'"' | 1<<';' | 1<<'(' | 1<<')'
	codeHi    = 1<<('['-64) | 1<<(']'-64) | 1<<('{'-64) | 1<<('}'-64)
	levelLo   = codeLo | 1<<'<' | 1<<'>'
	levelHi   = codeHi
	nestingLo = levelLo | 1<<'\n'
	nestingHi = levelHi
)
