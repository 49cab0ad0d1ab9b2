package mem

// lineMap maps L2 units (lines, or sectors of a sectored L2) to the cycle
// their data arrives: a core's overlay of the L2 during an epoch (the
// units it brought in since the epoch started). Open addressing with
// linear probing; reset is O(1) (a generation per slot), so the steady
// state allocates nothing.
type lineMap struct {
	keys []uint64
	vals []int64
	gens []uint32
	gen  uint32
	n    int
}

func (m *lineMap) reset() {
	m.n = 0
	m.gen++
	if m.gen == 0 { // wrapped: really clear
		clear(m.gens)
		m.gen = 1
	}
}

func (m *lineMap) slot(k uint64) int {
	return int((k * 0x9e3779b97f4a7c15) >> 32 & uint64(len(m.keys)-1))
}

func (m *lineMap) get(k uint64) (int64, bool) {
	if m.n == 0 {
		return 0, false
	}
	for i := m.slot(k); ; i = (i + 1) & (len(m.keys) - 1) {
		if m.gens[i] != m.gen {
			return 0, false
		}
		if m.keys[i] == k {
			return m.vals[i], true
		}
	}
}

func (m *lineMap) put(k uint64, v int64) {
	if m.gen == 0 {
		m.gen = 1
	}
	if 2*(m.n+1) > len(m.keys) {
		m.grow()
	}
	for i := m.slot(k); ; i = (i + 1) & (len(m.keys) - 1) {
		if m.gens[i] != m.gen {
			m.keys[i], m.vals[i], m.gens[i] = k, v, m.gen
			m.n++
			return
		}
		if m.keys[i] == k {
			m.vals[i] = v
			return
		}
	}
}

func (m *lineMap) grow() {
	keys, vals, gens, gen := m.keys, m.vals, m.gens, m.gen
	n := max(64, 2*len(keys))
	m.keys, m.vals, m.gens, m.n = make([]uint64, n), make([]int64, n), make([]uint32, n), 0
	for i := range keys {
		if gens[i] == gen {
			m.put(keys[i], vals[i])
		}
	}
}
