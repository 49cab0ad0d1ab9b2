package sim

import (
	"encoding/binary"
	"fmt"
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

// region is one allocation in global memory: a buffer argument or a global
// variable.
type region struct {
	name string
	base uint64
	data []byte
	ro   bool // const global variable
}

// globalMem is device memory: a sorted list of regions. Addresses outside
// every region fault (address 0 is never allocated).
type globalMem struct {
	regions []region
	last    int      // cache of the last region hit
	view    *memView // a core simulated in parallel: its private view (parallel.go)
}

const globalBase = 0x10000

// alloc appends a region of size bytes aligned to align (at least 256) and
// returns its base address.
func (g *globalMem) alloc(name string, size uint64, align uint64, init []byte, ro bool) uint64 {
	if align < 256 {
		align = 256
	}
	next := uint64(globalBase)
	if n := len(g.regions); n > 0 {
		r := &g.regions[n-1]
		next = r.base + uint64(len(r.data)) + 256 // a gap, so that running off one region faults
	}
	base := (next + align - 1) &^ (align - 1)
	data := make([]byte, size)
	copy(data, init)
	g.regions = append(g.regions, region{name: name, base: base, data: data, ro: ro})
	return base
}

// find returns the bytes [addr, addr+n) of a region.
func (g *globalMem) find(addr uint64, n int, write bool) ([]byte, error) {
	if g.last < len(g.regions) {
		r := &g.regions[g.last]
		if addr >= r.base && addr+uint64(n) > addr && addr+uint64(n) <= r.base+uint64(len(r.data)) && !(write && r.ro) {
			off := addr - r.base
			if g.view != nil {
				return g.view.access(g.last, r, off, n, write), nil
			}
			return r.data[off : off+uint64(n)], nil
		}
	}
	i := sort.Search(len(g.regions), func(i int) bool { return g.regions[i].base > addr }) - 1
	if i >= 0 {
		r := &g.regions[i]
		if addr+uint64(n) <= r.base+uint64(len(r.data)) && addr+uint64(n) > addr {
			if write && r.ro {
				return nil, fmt.Errorf("write to constant %s at %#x", r.name, addr)
			}
			g.last = i
			off := addr - r.base
			if g.view != nil {
				return g.view.access(i, r, off, n, write), nil
			}
			return r.data[off : off+uint64(n)], nil
		}
		if addr < r.base+uint64(len(r.data)) {
			return nil, fmt.Errorf("%d-byte access at global address %#x runs past the end of %s [%#x, %#x)", n, addr, r.name, r.base, r.base+uint64(len(r.data)))
		}
		return nil, fmt.Errorf("global address %#x is out of bounds (%d bytes past the end of %s)", addr, addr-(r.base+uint64(len(r.data))), r.name)
	}
	return nil, fmt.Errorf("global address %#x is out of bounds (no buffer there)", addr)
}

// memRef is a resolved access: a slice of the backing bytes.
func load(b []byte, size int) uint64 {
	switch size {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// store writes v and reports whether the memory changed.
func store(b []byte, size int, v uint64) bool {
	old := load(b, size)
	switch size {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
	return old != v&mask(size*8)
}

// spaceSlice returns [addr, addr+n) of a flat per-block or per-thread
// memory, or an error naming the space.
func spaceSlice(space isa.Space, mem []byte, addr uint64, n int) ([]byte, error) {
	if addr+uint64(n) > uint64(len(mem)) || addr+uint64(n) < addr {
		return nil, fmt.Errorf("%s address %#x is out of bounds (%d-byte access, %s memory is %d bytes)", space, addr, n, space, len(mem))
	}
	return mem[addr : addr+uint64(n)], nil
}
