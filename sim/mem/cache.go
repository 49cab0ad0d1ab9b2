package mem

import "math"

// The tag array shared by the L1 and the L2 banks: sets × ways slots in
// flat slices indexed by slot (set*ways + way), sectors per slot in flat
// slices indexed by slot*spl + sector. A slot holds a line number (the
// address shifted by the line size; for an L2 bank, of the bank-local
// address). A present sector has the cycle its data arrives: a sector
// whose cycle is still ahead is pending (its miss is in flight; GPGPU-Sim's
// RESERVED state), and further requests merge into that miss.

const (
	sectorSize = 32 // bytes of a sector of a sectored cache
	maxSectors = 8  // sectors per line at most (a uint8 mask)
)

// absent marks a sector that is not in the cache.
const absent = math.MinInt64

type tagArray struct {
	sets, ways, spl int // spl: sectors per line (1 for an unsectored cache)
	lineShift       uint
	sectorShift     uint // log2 of the sector size (the line size if unsectored)
	setMask         uint64
	setBits         uint
	xor, fifo       bool

	tag    []uint64 // line number + 1; 0: invalid slot
	stamp  []uint64 // LRU: last use; FIFO: allocation
	ready  []int64  // per sector: cycle its data arrives, or absent
	merges []uint16 // per sector: requests merged into its pending miss
	dirty  []uint8  // per slot: dirty sectors
	clock  uint64
}

func newTagArray(c CacheConfig) tagArray {
	if !c.Enabled() {
		return tagArray{}
	}
	spl := 1
	sectorShift := log2(uint64(c.LineSize))
	if c.Sectored {
		spl = c.LineSize / sectorSize
		sectorShift = log2(sectorSize)
	}
	n := c.Sets * c.Ways
	a := tagArray{
		sets: c.Sets, ways: c.Ways, spl: spl,
		lineShift:   log2(uint64(c.LineSize)),
		sectorShift: sectorShift,
		setMask:     uint64(c.Sets - 1),
		setBits:     log2(uint64(c.Sets)),
		xor:         c.SetIndex == SetXOR,
		fifo:        c.Replacement == FIFO,
		tag:         make([]uint64, n),
		stamp:       make([]uint64, n),
		ready:       make([]int64, n*spl),
		merges:      make([]uint16, n*spl),
		dirty:       make([]uint8, n),
	}
	for i := range a.ready {
		a.ready[i] = absent
	}
	return a
}

// copyFrom makes a an independent copy of b (same geometry).
func (a *tagArray) copyFrom(b *tagArray) {
	tag, stamp, ready, merges, dirty := a.tag, a.stamp, a.ready, a.merges, a.dirty
	*a = *b
	a.tag = append(tag[:0], b.tag...)
	a.stamp = append(stamp[:0], b.stamp...)
	a.ready = append(ready[:0], b.ready...)
	a.merges = append(merges[:0], b.merges...)
	a.dirty = append(dirty[:0], b.dirty...)
}

// setOf is the set of a line number: its low bits, or with SetXOR all its
// setBits-wide groups XORed (so that large power-of-two strides spread).
func (a *tagArray) setOf(line uint64) int {
	if a.xor && a.setBits > 0 {
		x := uint64(0)
		for ; line != 0; line >>= a.setBits {
			x ^= line
		}
		line = x
	}
	return int(line & a.setMask)
}

// find returns the slot holding line, or -1.
func (a *tagArray) find(line uint64) int {
	base := a.setOf(line) * a.ways
	t := line + 1
	for i, x := range a.tag[base : base+a.ways] {
		if x == t {
			return base + i
		}
	}
	return -1
}

// use records a use of slot for LRU.
func (a *tagArray) use(slot int) {
	if !a.fifo {
		a.clock++
		a.stamp[slot] = a.clock
	}
}

// sectorMask is the sectors of the line that [addr, addr+size) touches
// (1 for an unsectored cache).
func (a *tagArray) sectorMask(addr uint64, size int) uint8 {
	if a.spl == 1 {
		return 1
	}
	lo := addr >> a.sectorShift & uint64(a.spl-1)
	hi := (addr + uint64(size) - 1) >> a.sectorShift & uint64(a.spl-1)
	if hi < lo { // past the line: clip
		hi = uint64(a.spl - 1)
	}
	return uint8((uint16(1)<<(hi+1) - 1) &^ (uint16(1)<<lo - 1))
}

// state reports, for the sectors mask of slot: missing (absent sectors) and
// the latest arrival cycle of the present ones.
func (a *tagArray) state(slot int, mask uint8) (missing uint8, ready int64) {
	ready = absent
	r := a.ready[slot*a.spl : slot*a.spl+a.spl]
	for s := 0; s < a.spl; s++ {
		if mask>>s&1 == 0 {
			continue
		}
		if r[s] == absent {
			missing |= 1 << s
		} else {
			ready = max(ready, r[s])
		}
	}
	return missing, ready
}

// pending reports whether any sector of slot is in flight at now.
func (a *tagArray) pending(slot int, now int64) (bool, int64) {
	p, at := false, int64(math.MaxInt64)
	for _, r := range a.ready[slot*a.spl : slot*a.spl+a.spl] {
		if r != absent && r > now {
			p, at = true, min(at, r)
		}
	}
	return p, at
}

// victim picks the slot of line's set to replace at now: an invalid slot
// first, else the least recently used (LRU) or oldest (FIFO) slot with
// nothing in flight. If every slot has a miss in flight it returns -1 and
// the earliest cycle one completes.
func (a *tagArray) victim(line uint64, now int64) (slot int, wait int64) {
	base := a.setOf(line) * a.ways
	best, bestStamp := -1, uint64(math.MaxUint64)
	wait = math.MaxInt64
	for i := base; i < base+a.ways; i++ {
		if a.tag[i] == 0 {
			return i, 0
		}
		if a.spl == 1 {
			if r := a.ready[i]; r > now {
				wait = min(wait, r)
				continue
			}
		} else if p, at := a.pending(i, now); p {
			wait = min(wait, at)
			continue
		}
		if a.stamp[i] < bestStamp {
			best, bestStamp = i, a.stamp[i]
		}
	}
	if best < 0 {
		return -1, wait
	}
	return best, 0
}

// victimAny is victim without the in-flight rule: the LRU slot even if it
// has a miss in flight (the shared L2's replay, whose misses wait at DRAM
// rather than for a slot).
func (a *tagArray) victimAny(line uint64, now int64) int {
	if s, _ := a.victim(line, now); s >= 0 {
		return s
	}
	base := a.setOf(line) * a.ways
	best, bestStamp := base, uint64(math.MaxUint64)
	for i := base; i < base+a.ways; i++ {
		if a.stamp[i] < bestStamp {
			best, bestStamp = i, a.stamp[i]
		}
	}
	return best
}

// install puts line in slot, every sector absent and clean.
func (a *tagArray) install(slot int, line uint64) {
	a.tag[slot] = line + 1
	a.clock++
	a.stamp[slot] = a.clock
	a.dirty[slot] = 0
	for i := slot * a.spl; i < slot*a.spl+a.spl; i++ {
		a.ready[i] = absent
		a.merges[i] = 0
	}
}

// invalidate empties slot.
func (a *tagArray) invalidate(slot int) {
	a.tag[slot] = 0
	a.dirty[slot] = 0
	for i := slot * a.spl; i < slot*a.spl+a.spl; i++ {
		a.ready[i] = absent
		a.merges[i] = 0
	}
}

// setReady marks the sectors mask of slot as arriving at cycle at.
func (a *tagArray) setReady(slot int, mask uint8, at int64) {
	for s := 0; s < a.spl; s++ {
		if mask>>s&1 != 0 {
			a.ready[slot*a.spl+s] = at
			a.merges[slot*a.spl+s] = 0
		}
	}
}

// lineBytes is the size of a line; sectorBytes of a sector (the line if
// unsectored).
func (a *tagArray) lineBytes() int   { return 1 << a.lineShift }
func (a *tagArray) sectorBytes() int { return 1 << a.sectorShift }

// mshrs are an L1's miss status holding registers as the cycles they are
// released (a min-heap): a miss takes one until its fill arrives.
type mshrs struct {
	h   []int64
	cap int
}

func newMSHRs(n int) mshrs { return mshrs{h: make([]int64, 0, n), cap: n} }

// acquire returns the first cycle at or after t with a free MSHR, and
// frees the ones released by then. The caller then calls hold.
func (m *mshrs) acquire(t int64) int64 {
	for len(m.h) > 0 && m.h[0] <= t {
		m.pop()
	}
	if len(m.h) < m.cap {
		return t
	}
	t = m.h[0]
	m.pop()
	return t
}

// hold takes an MSHR until cycle release.
func (m *mshrs) hold(release int64) {
	m.h = append(m.h, release)
	i := len(m.h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if m.h[p] <= m.h[i] {
			break
		}
		m.h[p], m.h[i] = m.h[i], m.h[p]
		i = p
	}
}

func (m *mshrs) pop() {
	n := len(m.h) - 1
	m.h[0] = m.h[n]
	m.h = m.h[:n]
	i := 0
	for {
		l, r, s := 2*i+1, 2*i+2, i
		if l < n && m.h[l] < m.h[s] {
			s = l
		}
		if r < n && m.h[r] < m.h[s] {
			s = r
		}
		if s == i {
			return
		}
		m.h[i], m.h[s] = m.h[s], m.h[i]
		i = s
	}
}

// reset empties the tag array.
func (a *tagArray) reset() {
	clear(a.tag)
	clear(a.stamp)
	clear(a.merges)
	clear(a.dirty)
	for i := range a.ready {
		a.ready[i] = absent
	}
	a.clock = 0
}
