package llvm

import (
	"math/rand"
	"strings"
	"testing"
)

// TestNextByte checks the word-at-a-time skips against a byte-at-a-time
// scan, on random texts of the bytes they look for, their neighbours
// (the folds' near misses: ')' '*' '=' '\\' '|' ...), other ASCII, UTF-8
// and 0xff, from every start.
func TestNextByte(t *testing.T) {
	const code = "\";()[]{}"
	const level = code + "<>"
	const nesting = level + "\n"
	alphabet := []byte(nesting + "!#$'*+,-./0:=?@AZ\\^_`az|~\x00\x01\x7f\x80\xbb\xfd\xff \t")
	naive := func(s, set string, i int) int {
		for ; i < len(s); i++ {
			if strings.IndexByte(set, s[i]) >= 0 {
				return i
			}
		}
		return len(s)
	}
	rng := rand.New(rand.NewSource(1))
	for n := 0; n < 2000; n++ {
		b := make([]byte, rng.Intn(40))
		sparse := rng.Intn(2) == 0 // mostly letters, as in .ll text
		for k := range b {
			if sparse && rng.Intn(8) != 0 {
				b[k] = 'a' + byte(rng.Intn(26))
				continue
			}
			b[k] = alphabet[rng.Intn(len(alphabet))]
		}
		s := string(b)
		for i := 0; i <= len(s); i++ {
			if got, want := nextCode(s, i), naive(s, code, i); got != want {
				t.Fatalf("nextCode(%q, %d) = %d, want %d", s, i, got, want)
			}
			if got, want := nextNesting(s, i), naive(s, nesting, i); got != want {
				t.Fatalf("nextNesting(%q, %d) = %d, want %d", s, i, got, want)
			}
			if got, want := nextLevel(s, i), naive(s, level, i); got != want {
				t.Fatalf("nextLevel(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
	// Every byte value alone and at each place in a word.
	for c := 0; c < 256; c++ {
		for at := 0; at < 9; at++ {
			s := strings.Repeat("a", at) + string([]byte{byte(c)}) + strings.Repeat("b", 8)
			if got, want := nextCode(s, 0), naive(s, code, 0); got != want {
				t.Fatalf("nextCode(%q, 0) = %d, want %d", s, got, want)
			}
			if got, want := nextNesting(s, 0), naive(s, nesting, 0); got != want {
				t.Fatalf("nextNesting(%q, 0) = %d, want %d", s, got, want)
			}
			if got, want := nextLevel(s, 0), naive(s, level, 0); got != want {
				t.Fatalf("nextLevel(%q, 0) = %d, want %d", s, got, want)
			}
		}
	}
}

// TestInSet checks the tails' sets against the masks, byte by byte.
func TestInSet(t *testing.T) {
	for c := 0; c < 256; c++ {
		if got, want := inSet(codeLo, codeHi, byte(c)), codeMask(uint64(c)) != 0; got != want {
			t.Errorf("code set has %#x: %v, mask %v", c, got, want)
		}
		if got, want := inSet(nestingLo, nestingHi, byte(c)), nestingMask(uint64(c)) != 0; got != want {
			t.Errorf("nesting set has %#x: %v, mask %v", c, got, want)
		}
		if got, want := inSet(levelLo, levelHi, byte(c)), levelMask(uint64(c)) != 0; got != want {
			t.Errorf("level set has %#x: %v, mask %v", c, got, want)
		}
	}
}

// TestIsNameByte checks isNameByte's bit set against the ranges it stands
// for, on every byte.
func TestIsNameByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		want := b == '-' || b == '$' || b == '.' || b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
		if got := isNameByte(b); got != want {
			t.Errorf("isNameByte(%q) = %v, want %v", b, got, want)
		}
	}
}
