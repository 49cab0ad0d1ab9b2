package llvm

import (
	"strconv"
	"testing"
)

// TestSmallDecimal checks smallDecimal and canonicalID against strconv:
// smallDecimal gives ParseUint's value whenever it says ok, and
// canonicalID agrees with ParseInt followed by FormatInt on every
// string of digits.
func TestSmallDecimal(t *testing.T) {
	for _, s := range []string{"", "0", "7", "00", "05", "32", "128", "0128", "12x", "-1", "+1", "1_0",
		"999999999999999999", "1000000000000000000", "9223372036854775807", "9223372036854775808",
		"18446744073709551615", "18446744073709551616", "000000000000000000001"} {
		n, ok := smallDecimal(s)
		want, err := strconv.ParseUint(s, 10, 64)
		if ok && (err != nil || n != want) {
			t.Errorf("smallDecimal(%q) = %d, true; ParseUint gives %d, %v", s, n, want, err)
		}
		if !ok && len(s) > 0 && len(s) <= 18 && err == nil {
			t.Errorf("smallDecimal(%q) is not ok; ParseUint gives %d", s, want)
		}
		if !isDecimal(s) {
			continue
		}
		id, canon := canonicalID(s)
		wantID, err := strconv.ParseInt(s, 10, 64)
		wantCanon := err == nil && s == strconv.FormatInt(wantID, 10)
		if canon != wantCanon || canon && id != wantID {
			t.Errorf("canonicalID(%q) = %d, %v; want %d, %v", s, id, canon, wantID, wantCanon)
		}
	}
}
