package mem

import (
	"fmt"
	"testing"
)

// lanes returns n addresses base, base+stride, …
func lanes(n int, base, stride uint64) []uint64 {
	a := make([]uint64, n)
	for i := range a {
		a[i] = base + uint64(i)*stride
	}
	return a
}

func request(op Op, size int, class Class, addrs []uint64) *Request {
	r := &Request{Op: op, Size: size}
	for _, a := range addrs {
		r.Add(class, a)
	}
	return r
}

func txString(txs []txn) string {
	s := ""
	for i, x := range txs {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%#x/%d", x.addr, x.size)
	}
	return s
}

func TestCoalesceSegments(t *testing.T) {
	for _, tc := range []struct {
		name  string
		size  int
		addrs []uint64
		want  string
	}{
		{"stride 4: one segment", 4, lanes(32, 0x1000, 4), "0x1000/128"},
		{"stride 8: two", 8, lanes(32, 0x1000, 8), "0x1000/128 0x1080/128"},
		{"stride 128: one each", 4, lanes(4, 0x1000, 128), "0x1000/128 0x1080/128 0x1100/128 0x1180/128"},
		{"same address", 4, lanes(32, 0x1004, 0), "0x1000/128"},
		{"first-touch order", 4, []uint64{0x2000, 0x1000, 0x2004, 0x1004}, "0x2000/128 0x1000/128"},
		{"misaligned base", 4, lanes(32, 0x1040, 4), "0x1000/128 0x1080/128"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCoalescer(CoalesceConfig{Mode: CoalesceSegments, SegmentSize: 128})
			if got := txString(c.coalesce(request(OpLoad, tc.size, ClassGlobal, tc.addrs))); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestCoalesceGPGPUSim(t *testing.T) {
	rev := lanes(32, 0x1000, 4)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	for _, tc := range []struct {
		name  string
		seg   int
		op    Op
		size  int
		addrs []uint64
		want  string
	}{
		{"32 × 4 B: one line", 128, OpLoad, 4, lanes(32, 0x1000, 4), "0x1000/128"},
		{"reversed lanes: the same", 128, OpLoad, 4, rev, "0x1000/128"},
		{"16 × 4 B, lower half: 64", 128, OpLoad, 4, lanes(16, 0x1000, 4), "0x1000/64"},
		{"16 × 4 B, upper half: 64", 128, OpLoad, 4, lanes(16, 0x1040, 4), "0x1040/64"},
		{"8 × 4 B: 32", 128, OpLoad, 4, lanes(8, 0x1020, 4), "0x1020/32"},
		{"first and last chunk: 128", 128, OpLoad, 4, []uint64{0x1000, 0x107c}, "0x1000/128"},
		{"32 × 8 B: two lines", 128, OpLoad, 8, lanes(32, 0x1000, 8), "0x1000/128 0x1080/128"},
		{"1-byte: 32-byte segments", 128, OpLoad, 1, lanes(64, 0x1000, 1), "0x1000/32 0x1020/32"},
		{"2-byte: 64-byte segments", 128, OpLoad, 2, lanes(32, 0x1000, 2), "0x1000/64"},
		{"scattered: address order", 128, OpLoad, 4, []uint64{0x3000, 0x1000, 0x2000}, "0x1000/32 0x2000/32 0x3000/32"},
		{"sectored: 4 × 32", 32, OpLoad, 4, lanes(32, 0x1000, 4), "0x1000/32 0x1020/32 0x1040/32 0x1060/32"},
		{"store: same rule", 128, OpStore, 4, lanes(32, 0x1000, 4), "0x1000/128"},
		{"atomics, distinct words: coalesced", 128, OpAtomic, 4, lanes(32, 0x1000, 4), "0x1000/128"},
		{"atomics, one word: serialized", 128, OpAtomic, 4, lanes(4, 0x1010, 0), "0x1000/32 0x1000/32 0x1000/32 0x1000/32"},
		{"atomics, two words: two each", 128, OpAtomic, 4, []uint64{0x1000, 0x1004, 0x1000, 0x1004}, "0x1000/32 0x1000/32"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCoalescer(CoalesceConfig{Mode: CoalesceGPGPUSim, SegmentSize: tc.seg})
			if got := txString(c.coalesce(request(tc.op, tc.size, ClassGlobal, tc.addrs))); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestCoalesceSkipsOtherLanes(t *testing.T) {
	r := &Request{Op: OpLoad, Size: 4}
	r.Add(ClassShared, 0x1000)
	r.Add(ClassGlobal, 0x2000)
	r.Add(ClassLocal, 0x3000)
	for _, m := range []CoalesceMode{CoalesceSegments, CoalesceGPGPUSim} {
		c := newCoalescer(CoalesceConfig{Mode: m, SegmentSize: 128})
		if got := txString(c.coalesce(r)); got != "0x2000/128" && got != "0x2000/32" {
			t.Errorf("%s: got %s, want only the global lane's", m, got)
		}
	}
}
