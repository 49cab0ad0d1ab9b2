package report

import (
	"math"
	"testing"
)

// TestLineOf: a branch's position links to the listing only when it is a
// line of the listed file.
func TestLineOf(t *testing.T) {
	for _, c := range []struct {
		pos, source string
		want        int
		ok          bool
	}{
		{"testdata/kernels/k.cl:26:41", "testdata/kernels/k.cl", 26, true},
		{"/abs/testdata/kernels/k.cl:7", "testdata/kernels/k.cl", 7, true},
		{"k.cl:3:1", "other.cl", 0, false},
		{"inc.h:3:1", "k.cl", 0, false},
		{"k.cl", "k.cl", 0, false},
		{"k.cl:0:1", "k.cl", 0, false},
		{"k.cl:12:1", "", 0, false},
	} {
		if n, ok := lineOf(c.pos, c.source); n != c.want || ok != c.ok {
			t.Errorf("lineOf(%q, %q) = %d, %v; want %d, %v", c.pos, c.source, n, ok, c.want, c.ok)
		}
	}
}

// TestColor: efficiency runs from red to green, grey for a block that
// never ran, and the colours differ.
func TestColor(t *testing.T) {
	red, mid, green, none := color(0), color(0.5), color(1), color(math.NaN())
	if red[1:3] <= red[3:5] || green[3:5] <= green[1:3] {
		t.Errorf("0 is %s, 1 is %s: want red and green", red, green)
	}
	if none != "#dddddd" || red == mid || mid == green {
		t.Errorf("colours %s %s %s %s", red, mid, green, none)
	}
	if color(-1) != red || color(2) != green {
		t.Error("efficiency outside [0, 1] is not clamped")
	}
}
