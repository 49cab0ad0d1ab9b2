package mem

import (
	"encoding/binary"
	"fmt"
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

// Region is one allocation in global memory: a buffer argument or a
// global variable.
type Region struct {
	Name string
	Base uint64
	Data []byte
	RO   bool // a constant global variable
}

// Global is device memory: a sorted list of regions. Addresses outside
// every region fault (address 0 is never allocated). The zero value is
// empty.
type Global struct {
	regions []Region
	last    int   // cache of the last region hit
	view    *View // a core simulated in parallel: its private view
}

// Base is the address of the first region.
const Base = 0x10000

// Alloc appends a region of size bytes aligned to align (at least 256),
// initialized from init, and returns its base address.
func (g *Global) Alloc(name string, size uint64, align uint64, init []byte, ro bool) uint64 {
	if align < 256 {
		align = 256
	}
	next := uint64(Base)
	if n := len(g.regions); n > 0 {
		r := &g.regions[n-1]
		next = r.Base + uint64(len(r.Data)) + 256 // a gap, so that running off one region faults
	}
	base := (next + align - 1) &^ (align - 1)
	data := make([]byte, size)
	copy(data, init)
	g.regions = append(g.regions, Region{Name: name, Base: base, Data: data, RO: ro})
	return base
}

// Regions returns the regions in allocation (and address) order. The
// slice and the regions' Data are g's own.
func (g *Global) Regions() []Region { return g.regions }

// Fork returns a memory with g's regions that reads and writes them
// through v (a core simulated in parallel).
func (g *Global) Fork(v *View) Global { return Global{regions: g.regions, view: v} }

// Find returns the bytes [addr, addr+n) of a region, or an error naming
// the region or saying that no region is there.
func (g *Global) Find(addr uint64, n int, write bool) ([]byte, error) {
	if g.last < len(g.regions) {
		r := &g.regions[g.last]
		if addr >= r.Base && addr+uint64(n) > addr && addr+uint64(n) <= r.Base+uint64(len(r.Data)) && !(write && r.RO) {
			off := addr - r.Base
			if g.view != nil {
				return g.view.access(g.last, r, off, n, write), nil
			}
			return r.Data[off : off+uint64(n)], nil
		}
	}
	i := sort.Search(len(g.regions), func(i int) bool { return g.regions[i].Base > addr }) - 1
	if i >= 0 {
		r := &g.regions[i]
		if addr+uint64(n) <= r.Base+uint64(len(r.Data)) && addr+uint64(n) > addr {
			if write && r.RO {
				return nil, fmt.Errorf("write to constant %s at %#x", r.Name, addr)
			}
			g.last = i
			off := addr - r.Base
			if g.view != nil {
				return g.view.access(i, r, off, n, write), nil
			}
			return r.Data[off : off+uint64(n)], nil
		}
		if addr < r.Base+uint64(len(r.Data)) {
			return nil, fmt.Errorf("%d-byte access at global address %#x runs past the end of %s [%#x, %#x)", n, addr, r.Name, r.Base, r.Base+uint64(len(r.Data)))
		}
		return nil, fmt.Errorf("global address %#x is out of bounds (%d bytes past the end of %s)", addr, addr-(r.Base+uint64(len(r.Data))), r.Name)
	}
	return nil, fmt.Errorf("global address %#x is out of bounds (no buffer there)", addr)
}

// Spaces are the memories one thread addresses: global memory, its
// block's shared memory, its own private memory and the parameter block.
// Private memory is only its size: the simulator keeps it in pages
// (sim/privmem.go), so Resolve checks a private access and returns no
// bytes; the caller gets them.
type Spaces struct {
	Global      *Global
	Shared      []byte
	PrivateSize uint64
	Params      []byte
}

// Resolve returns the bytes of an access of n bytes (a power of two) at
// addr in space (generic addresses resolved), and the concrete space:
// global for constant addresses, whose regions are in global memory. A
// private access is checked and gets nil bytes (Spaces).
func (s *Spaces) Resolve(space isa.Space, addr uint64, n int, write bool) ([]byte, isa.Space, error) {
	if space == isa.SpaceGeneric {
		sp, a, ok := isa.FromGeneric(addr)
		if !ok {
			return nil, space, fmt.Errorf("generic address %#x has an unknown space tag %d", addr, addr>>isa.GenericShift)
		}
		space, addr = sp, a
	}
	if addr%uint64(n) != 0 {
		return nil, space, fmt.Errorf("misaligned %d-byte access at %s address %#x", n, space, addr)
	}
	switch space {
	case isa.SpaceGlobal, isa.SpaceConst:
		b, err := s.Global.Find(addr, n, write)
		return b, isa.SpaceGlobal, err
	case isa.SpaceShared:
		b, err := Slice(space, s.Shared, addr, n)
		return b, space, err
	case isa.SpacePrivate:
		return nil, space, inBounds(space, s.PrivateSize, addr, n)
	case isa.SpaceParam:
		if write {
			return nil, space, fmt.Errorf("write to the parameter block")
		}
		b, err := Slice(space, s.Params, addr, n)
		return b, space, err
	}
	return nil, space, fmt.Errorf("access to address space %s", space)
}

// Load reads a little-endian value of size bytes (1, 2, 4 or 8).
func Load(b []byte, size int) uint64 {
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

// Store writes the low size bytes of v and reports whether the memory
// changed.
func Store(b []byte, size int, v uint64) bool {
	old := Load(b, size)
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
	return old != v&lowBits(size*8)
}

// lowBits returns a mask of the n low bits.
func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// Slice returns [addr, addr+n) of a flat per-block or per-thread memory,
// or an error naming the space.
func Slice(space isa.Space, mem []byte, addr uint64, n int) ([]byte, error) {
	if err := inBounds(space, uint64(len(mem)), addr, n); err != nil {
		return nil, err
	}
	return mem[addr : addr+uint64(n)], nil
}

// inBounds returns an error naming the space unless [addr, addr+n) is
// inside a memory of size bytes.
func inBounds(space isa.Space, size, addr uint64, n int) error {
	if addr+uint64(n) > size || addr+uint64(n) < addr {
		return fmt.Errorf("%s address %#x is out of bounds (%d-byte access, %s memory is %d bytes)", space, addr, n, space, size)
	}
	return nil
}
