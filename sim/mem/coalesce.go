package mem

// The coalescer: the lanes of one warp memory instruction → transactions.
//
// CoalesceSegments is simtc's fixed model (the distinct aligned segments
// the lanes' addresses fall in, in the order the lanes first touch them).
// CoalesceGPGPUSim follows GPGPU-Sim's rule for compute capability 2.0+
// (read in gpgpu-sim_distribution, src/abstract_hardware_model.cc,
// warp_inst_t::memory_coalescing_arch, _arch_atomic and
// _arch_reduce_and_send): a segment size from the access size, every
// segment the lanes touch (both ends of an access), in address order, each
// shrunk to the half it uses, and for atomics one transaction per set of
// lanes whose bytes do not overlap (conflicting lanes serialize).

// MaxLanes is the most lanes of one access (a warp mask is 64 bits).
const MaxLanes = 64

// maxTx bounds the transactions of one access: two per lane at most (an
// access that straddles two segments).
const maxTx = 2 * MaxLanes

// txn is one transaction: an aligned block of size bytes.
type txn struct {
	addr uint64
	size int
}

type coalescer struct {
	mode     CoalesceMode
	segSize  int
	segShift uint

	n      int
	blocks [maxTx]uint64
	chunks [maxTx]uint8     // 32-byte chunks used, relative to the 128-byte block
	bytes  [maxTx][2]uint64 // bytes used (atomics), relative to the 128-byte block
	out    [maxTx]txn
}

func newCoalescer(c CoalesceConfig) coalescer {
	return coalescer{mode: c.Mode, segSize: c.SegmentSize, segShift: log2(uint64(c.SegmentSize))}
}

// coalesce returns the transactions of r's global lanes, valid until the
// next call.
func (c *coalescer) coalesce(r *Request) []txn {
	if c.mode == CoalesceSegments {
		return c.segments(r)
	}
	if r.Op == OpAtomic {
		return c.atomics(r)
	}
	return c.gpgpusim(r)
}

func (c *coalescer) segments(r *Request) []txn {
	n := 0
	last := ^uint64(0)
	all := r.onlyGlobal()
	for i, a := range r.Addr[:r.N] {
		if !all && r.Class[i] != ClassGlobal {
			continue
		}
		s := a >> c.segShift
		if s == last {
			continue
		}
		last = s
		found := false
		for j := 0; j < n; j++ {
			if c.blocks[j] == s {
				found = true
				break
			}
		}
		if !found {
			c.blocks[n] = s
			n++
		}
	}
	for j := 0; j < n; j++ {
		c.out[j] = txn{c.blocks[j] << c.segShift, c.segSize}
	}
	return c.out[:n]
}

// segFor is GPGPU-Sim's segment size for an access of size bytes per lane.
func (c *coalescer) segFor(size int) uint64 {
	s := 128
	switch size {
	case 1:
		s = 32
	case 2:
		s = 64
	}
	return uint64(min(s, c.segSize))
}

// find returns the index of block b among the first c.n, adding it.
func (c *coalescer) find(b uint64, hint int) int {
	if hint >= 0 && hint < c.n && c.blocks[hint] == b {
		return hint
	}
	for j := 0; j < c.n; j++ {
		if c.blocks[j] == b {
			return j
		}
	}
	j := c.n
	c.blocks[j], c.chunks[j] = b, 0
	c.bytes[j] = [2]uint64{}
	c.n++
	return j
}

func (c *coalescer) gpgpusim(r *Request) []txn {
	seg := c.segFor(r.Size)
	size := uint64(r.Size)
	c.n = 0
	// The chunks of a run of lanes in one block are gathered in mask and
	// stored when the block changes.
	j, last, mask := -1, ^uint64(0), uint8(0)
	all := r.onlyGlobal()
	for i, a := range r.Addr[:r.N] {
		if !all && r.Class[i] != ClassGlobal {
			continue
		}
		b := a &^ (seg - 1)
		if b != last {
			if j >= 0 {
				c.chunks[j] |= mask
			}
			j, last, mask = c.find(b, j), b, 0
		}
		mask |= 1 << (a & 127 >> 5)
		if e := a + size - 1; e&^(seg-1) != b {
			// Straddles two segments: both are transactions.
			k := c.find(e&^(seg-1), -1)
			c.chunks[k] |= 1 << (e & 127 >> 5)
		}
	}
	if j >= 0 {
		c.chunks[j] |= mask
	}
	c.sortBlocks(false)
	for j := 0; j < c.n; j++ {
		c.out[j] = reduce(c.blocks[j], seg, c.chunks[j])
	}
	return c.out[:c.n]
}

func (c *coalescer) atomics(r *Request) []txn {
	seg := c.segFor(r.Size)
	c.n = 0
	for i := 0; i < r.N; i++ {
		if r.Class[i] != ClassGlobal {
			continue
		}
		a := r.Addr[i]
		b := a &^ (seg - 1)
		lo := uint(a & 127)
		hi := min(lo+uint(r.Size), 128)
		m := byteMask(lo, hi)
		j := -1
		for k := 0; k < c.n; k++ {
			if c.blocks[k] == b && c.bytes[k][0]&m[0] == 0 && c.bytes[k][1]&m[1] == 0 {
				j = k
				break
			}
		}
		if j < 0 {
			j = c.n
			c.blocks[j], c.chunks[j], c.bytes[j] = b, 0, [2]uint64{}
			c.n++
		}
		c.chunks[j] |= 1 << (lo >> 5)
		c.bytes[j][0] |= m[0]
		c.bytes[j][1] |= m[1]
	}
	c.sortBlocks(true)
	for j := 0; j < c.n; j++ {
		c.out[j] = reduce(c.blocks[j], seg, c.chunks[j])
	}
	return c.out[:c.n]
}

// byteMask is the bits [lo, hi) of a 128-bit mask.
func byteMask(lo, hi uint) [2]uint64 {
	var m [2]uint64
	for b := lo; b < hi; b++ {
		m[b>>6] |= 1 << (b & 63)
	}
	return m
}

// sortBlocks orders the first c.n blocks by address, stably (insertion
// sort: the common case, lanes in address order, is already sorted); with
// bytes, the atomics' byte masks move along.
func (c *coalescer) sortBlocks(bytes bool) {
	for i := 1; i < c.n; i++ {
		if c.blocks[i-1] <= c.blocks[i] {
			continue
		}
		b, ch, by := c.blocks[i], c.chunks[i], c.bytes[i]
		j := i
		for j > 0 && c.blocks[j-1] > b {
			c.blocks[j], c.chunks[j] = c.blocks[j-1], c.chunks[j-1]
			if bytes {
				c.bytes[j] = c.bytes[j-1]
			}
			j--
		}
		c.blocks[j], c.chunks[j] = b, ch
		if bytes {
			c.bytes[j] = by
		}
	}
}

// reduce shrinks a segment to the half it uses, twice at most (GPGPU-Sim's
// memory_coalescing_arch_reduce_and_send). chunks are the 32-byte chunks
// used, relative to the enclosing 128-byte block.
func reduce(block, seg uint64, chunks uint8) txn {
	a, size := block, seg
	if size == 128 {
		lo, hi := chunks&0x3 != 0, chunks&0xc != 0
		if lo && !hi {
			size = 64
		} else if !lo && hi {
			size, a = 64, a+64
		}
	}
	if size == 64 {
		c0 := a & 127 >> 5
		lo, hi := chunks>>c0&1 != 0, chunks>>(c0+1)&1 != 0
		if lo && !hi {
			size = 32
		} else if !lo && hi {
			size, a = 32, a+32
		}
	}
	return txn{a, int(size)}
}

// log2 of a power of two.
func log2(v uint64) uint {
	n := uint(0)
	for v > 1 {
		v >>= 1
		n++
	}
	return n
}
