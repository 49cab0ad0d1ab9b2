package llvm

import (
	"strconv"
	"testing"
)

// TestDigits: digits(j) is len(strconv.Itoa(j)), which defVec's lane
// names rely on.
func TestDigits(t *testing.T) {
	for _, j := range []int{0, 1, 9, 10, 63, 64, 99, 100, 999, 1000, 123456} {
		if got, want := digits(j), len(strconv.Itoa(j)); got != want {
			t.Errorf("digits(%d) = %d, want %d", j, got, want)
		}
	}
}
