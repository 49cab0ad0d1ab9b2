package isa

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sort"
)

// Magic is the first 8 bytes of a .simt file.
const Magic = "SIMTOBJ\x00"

// Version is the newest object format version this package writes and
// reads; it writes version 2 (VersionNoPrintf) for an object without printf
// formats and reads both.
const Version = 3

// VersionNoPrintf is the version of an object without printf formats: the
// eight sections of version 2, so that objects that do not print are the
// bytes they were before version 3.
const VersionNoPrintf = 2

// Format history: version 1 had no layout in the meta section, no block
// flags, and an issued join instruction (opcode 65, now retired) where
// version 2 flags a block as a join point (Block.Join). Version 3 adds
// a ninth section, the printf formats (Object.Printfs), and is written
// only for an object that has some.

const headerSize = 16

// The sections, in file order. Each appears exactly once.
const (
	secMeta = iota + 1
	secCode
	secSymbols
	secKernels
	secGlobals
	secBlocks
	secBranches
	secLines
	secPrintf
	numSections = secPrintf
)

var sectionNames = [...]string{
	secMeta: "meta", secCode: "code", secSymbols: "symbols", secKernels: "kernels",
	secGlobals: "globals", secBlocks: "blocks", secBranches: "branches", secLines: "lines", secPrintf: "printf",
}

// Write writes o to w in the .simt format after checking it with Validate.
func Write(w io.Writer, o *Object) error {
	b, err := Marshal(o)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// Marshal returns o in the .simt format after checking it with Validate.
// Equal Objects give equal bytes.
func Marshal(o *Object) ([]byte, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return encode(o)
}

// encode writes o without checking it first (tests use it to make bad
// files). Instructions that do not encode are written as zero bytes.
func encode(o *Object) ([]byte, error) {
	var e enc
	e.buf = append(e.buf, Magic...)
	version := uint16(VersionNoPrintf)
	if len(o.Printfs) > 0 {
		version = Version
	}
	e.buf = binary.LittleEndian.AppendUint16(e.buf, version)
	e.buf = append(e.buf, 0, 0, 0, 0, 0, 0) // reserved, file size (patched below)

	e.section(secMeta, func(e *enc) {
		e.str(o.Mech)
		e.str(o.Layout)
	})
	e.section(secCode, func(e *enc) {
		for _, in := range o.Code {
			b, _ := Encode(in) // Marshal validated every instruction
			e.buf = append(e.buf, b[:]...)
		}
	})
	e.section(secSymbols, func(e *enc) {
		e.uv(uint64(len(o.Symbols)))
		for _, s := range o.Symbols {
			e.str(s.Name)
			e.uv(uint64(s.PC))
			e.uv(uint64(s.Size))
		}
	})
	e.section(secKernels, func(e *enc) {
		e.uv(uint64(len(o.Kernels)))
		for _, k := range o.Kernels {
			e.str(k.Name)
			e.uv(uint64(k.PC))
			e.uv(uint64(k.NumRegs))
			e.uv(uint64(k.ParamSize))
			e.uv(uint64(k.SharedSize))
			e.uv(uint64(k.PrivateSize))
			e.uv(uint64(k.StackSize))
			e.uv(uint64(len(k.Params)))
			for _, p := range k.Params {
				e.str(p.Name)
				e.buf = append(e.buf, byte(p.Kind), byte(p.Type), byte(p.Space))
				e.uv(uint64(p.Size))
				e.uv(uint64(p.Offset))
			}
		}
	})
	e.section(secGlobals, func(e *enc) {
		e.uv(uint64(len(o.Globals)))
		for _, g := range o.Globals {
			e.str(g.Name)
			e.buf = append(e.buf, byte(g.Space))
			e.uv(g.Size)
			e.uv(uint64(g.Align))
			e.uv(uint64(len(g.Init)))
			e.buf = append(e.buf, g.Init...)
		}
	})
	e.section(secBlocks, func(e *enc) {
		e.uv(uint64(len(o.Blocks)))
		for _, b := range o.Blocks {
			e.uv(uint64(b.PC))
			e.str(b.Name)
			e.buf = binary.AppendVarint(e.buf, int64(b.Priority))
			var flags byte
			if b.Join {
				flags |= blockJoin
			}
			e.buf = append(e.buf, flags)
		}
	})
	e.section(secBranches, func(e *enc) {
		e.uv(uint64(len(o.Branches)))
		for _, b := range o.Branches {
			e.uv(uint64(b.PC))
			e.pcs(b.Frontier)
			e.pcs(b.Targets)
		}
	})
	e.section(secLines, func(e *enc) {
		files := lineFiles(o.Lines)
		index := make(map[string]uint64, len(files))
		e.uv(uint64(len(files)))
		for i, f := range files {
			e.str(f)
			index[f] = uint64(i)
		}
		e.uv(uint64(len(o.Lines)))
		var pc uint32
		var line int64
		for _, l := range o.Lines {
			e.uv(uint64((l.PC - pc) / InstSize))
			e.uv(index[l.File])
			e.buf = binary.AppendVarint(e.buf, int64(l.Line)-line)
			e.uv(uint64(l.Col))
			pc, line = l.PC, int64(l.Line)
		}
	})
	if len(o.Printfs) > 0 {
		e.section(secPrintf, func(e *enc) {
			e.uv(uint64(len(o.Printfs)))
			for _, p := range o.Printfs {
				e.str(p.Format)
				e.uv(uint64(len(p.Args)))
				for _, t := range p.Args {
					e.buf = append(e.buf, byte(t))
				}
			}
		})
	}
	if len(e.buf) > math.MaxUint32 {
		return nil, &Error{Off: -1, Msg: fmt.Sprintf("object of %d bytes is too large", len(e.buf))}
	}
	binary.LittleEndian.PutUint32(e.buf[12:], uint32(len(e.buf)))
	return e.buf, nil
}

// lineFiles returns the distinct file names of the line table, sorted.
func lineFiles(lines []Line) []string {
	set := make(map[string]bool)
	var files []string
	for _, l := range lines {
		if !set[l.File] {
			set[l.File] = true
			files = append(files, l.File)
		}
	}
	sort.Strings(files)
	return files
}

// blockJoin is bit 0 of a block's flags: Block.Join.
const blockJoin = 1

type enc struct{ buf []byte }

func (e *enc) uv(x uint64) { e.buf = binary.AppendUvarint(e.buf, x) }

func (e *enc) str(s string) {
	e.uv(uint64(len(s)))
	e.buf = append(e.buf, s...)
}

func (e *enc) pcs(s []uint32) {
	e.uv(uint64(len(s)))
	for _, pc := range s {
		e.uv(uint64(pc))
	}
}

// section writes one section: its id, the payload length as a uvarint, and
// the payload that body appends.
func (e *enc) section(id byte, body func(*enc)) {
	var p enc
	body(&p)
	e.buf = append(e.buf, id)
	e.uv(uint64(len(p.buf)))
	e.buf = append(e.buf, p.buf...)
}

// Read reads a .simt object from r. See Unmarshal.
func Read(r io.Reader) (*Object, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("simt: %w", err)
	}
	return Unmarshal(b)
}

// Unmarshal decodes a .simt object and checks it as Validate does. Errors
// are *Error or ErrorList values that give the byte offset of the problem;
// malformed input never panics. An object that Unmarshal accepts is in
// canonical form: Marshal gives back the same bytes.
func Unmarshal(b []byte) (*Object, error) {
	r := &dec{b: b}
	o, l := r.object()
	if r.err != nil {
		return nil, r.err
	}
	if err := o.check(l); err != nil {
		return nil, err
	}
	return o, nil
}

// dec reads the file; the first error sticks and makes every later read
// return zero values.
type dec struct {
	b   []byte
	off int // next byte to read
	end int // end of the current section's payload
	sec string
	err *Error
}

func (r *dec) fail(off int, format string, args ...any) {
	if r.err == nil {
		r.err = &Error{Off: int64(off), Where: r.sec, Msg: fmt.Sprintf(format, args...)}
	}
}

func (r *dec) ok() bool { return r.err == nil }

func (r *dec) need(n int, what string) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || n > r.end-r.off {
		r.fail(r.off, "%s: need %d bytes, %d left in the section", what, n, r.end-r.off)
		return false
	}
	return true
}

func (r *dec) u8(what string) byte {
	if !r.need(1, what) {
		return 0
	}
	r.off++
	return r.b[r.off-1]
}

func (r *dec) uv(what string) uint64 {
	if r.err != nil {
		return 0
	}
	start := r.off
	x, n := binary.Uvarint(r.b[r.off:r.end])
	switch {
	case n == 0:
		r.fail(start, "%s: truncated number at the end of the section", what)
		return 0
	case n < 0:
		r.fail(start, "%s: number overflows 64 bits", what)
		return 0
	case n > 1 && r.b[r.off+n-1] == 0:
		r.fail(start, "%s: number not minimally encoded", what)
		return 0
	}
	r.off += n
	return x
}

// sv reads a zigzag-encoded signed number (binary.AppendVarint's format).
func (r *dec) sv(what string) int64 {
	u := r.uv(what)
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

func (r *dec) u32(what string) uint32 {
	start := r.off
	x := r.uv(what)
	if x > math.MaxUint32 {
		r.fail(start, "%s: %d does not fit in 32 bits", what, x)
		return 0
	}
	return uint32(x)
}

// count reads a record count; every record takes at least min bytes, so a
// count the rest of the section cannot hold is an error, not an allocation.
func (r *dec) count(what string, min int) int {
	start := r.off
	n := r.uv(what + " count")
	if r.err == nil && n > uint64((r.end-r.off)/min) {
		r.fail(start, "%s count %d is more than the %d bytes left in the section can hold", what, n, r.end-r.off)
		return 0
	}
	return int(n)
}

func (r *dec) str(what string) string {
	start := r.off
	n := r.uv(what + " length")
	if r.err == nil && n > uint64(r.end-r.off) {
		r.fail(start, "%s: string of %d bytes, %d left in the section", what, n, r.end-r.off)
		return ""
	}
	if r.err != nil {
		return ""
	}
	s := string(r.b[r.off : r.off+int(n)])
	r.off += int(n)
	return s
}

func (r *dec) pcs(what string) []uint32 {
	n := r.count(what, 1)
	if n == 0 {
		return nil
	}
	s := make([]uint32, n)
	for i := range s {
		s[i] = r.u32(what)
	}
	return s
}

func (r *dec) object() (*Object, *locs) {
	o := &Object{}
	l := &locs{}
	b := r.b
	r.end = len(b)
	if len(b) < headerSize {
		r.fail(0, "file truncated: %d bytes, shorter than the %d-byte header", len(b), headerSize)
		return nil, nil
	}
	if string(b[:8]) != Magic {
		r.fail(0, "bad magic %q, not a .simt object (want %q)", b[:8], Magic)
		return nil, nil
	}
	v := binary.LittleEndian.Uint16(b[8:])
	if v != Version && v != VersionNoPrintf {
		r.fail(8, "unsupported format version %d (this reader knows versions %d and %d)", v, VersionNoPrintf, Version)
		return nil, nil
	}
	sections := numSections
	if v == VersionNoPrintf {
		sections = secLines
	}
	if x := binary.LittleEndian.Uint16(b[10:]); x != 0 {
		r.fail(10, "reserved header field is %#x, want 0", x)
		return nil, nil
	}
	switch size := binary.LittleEndian.Uint32(b[12:]); {
	case uint64(size) > uint64(len(b)):
		r.fail(len(b), "file truncated: header says %d bytes, file has %d", size, len(b))
		return nil, nil
	case uint64(size) < uint64(len(b)):
		r.fail(int(size), "%d bytes of trailing garbage after the %d bytes the header announces", len(b)-int(size), size)
		return nil, nil
	}
	r.off = headerSize

	for id := 1; id <= sections && r.ok(); id++ {
		r.sec = "header"
		start := r.off
		got := r.u8("section id")
		if r.ok() && int(got) != id {
			r.fail(start, "section id %d, want %d (%s)", got, id, sectionNames[id])
		}
		n := r.uv("section length")
		if r.ok() && n > uint64(r.end-r.off) {
			r.fail(start, "%s section of %d bytes, but only %d bytes follow: file truncated", sectionNames[id], n, r.end-r.off)
		}
		if !r.ok() {
			break
		}
		r.sec = sectionNames[id]
		r.end = r.off + int(n)
		r.section(id, o, l)
		if r.ok() && r.off != r.end {
			r.fail(r.off, "%d unused bytes at the end of the section", r.end-r.off)
		}
		r.off, r.end = r.end, len(b)
	}
	r.sec = ""
	if r.ok() && r.off != len(b) {
		r.fail(r.off, "%d bytes after the last section", len(b)-r.off)
	}
	return o, l
}

func (r *dec) section(id int, o *Object, l *locs) {
	switch id {
	case secMeta:
		o.Mech = r.str("mechanism")
		start := r.off
		if o.Layout = r.str("layout"); r.ok() && o.Layout != "" {
			if _, err := ParseLayout(o.Layout); err != nil {
				r.fail(start, "layout: %v", err)
			}
		}
	case secCode:
		l.code = int64(r.off)
		n := r.end - r.off
		if n%InstSize != 0 {
			r.fail(r.off, "code of %d bytes is not a multiple of %d", n, InstSize)
			return
		}
		if n/InstSize > MaxCode {
			r.fail(r.off, "%d instructions, at most %d allowed", n/InstSize, MaxCode)
			return
		}
		if n > 0 {
			o.Code = make([]Inst, n/InstSize)
		}
		for i := range o.Code {
			in, err := Decode(r.b[r.off:r.end])
			if err != nil {
				r.fail(r.off, "pc %#x: %v", i*InstSize, err)
				return
			}
			o.Code[i] = in
			r.off += InstSize
		}
	case secSymbols:
		n := r.count("symbol", 3)
		for i := 0; i < n && r.ok(); i++ {
			l.sym = append(l.sym, int64(r.off))
			o.Symbols = append(o.Symbols, Symbol{Name: r.str("symbol name"), PC: r.u32("symbol pc"), Size: r.u32("symbol size")})
		}
	case secKernels:
		n := r.count("kernel", 8)
		for i := 0; i < n && r.ok(); i++ {
			l.kern = append(l.kern, int64(r.off))
			k := Kernel{Name: r.str("kernel name"), PC: r.u32("kernel pc")}
			start := r.off
			regs := r.uv("register count")
			if r.ok() && regs > MaxRegs {
				r.fail(start, "kernel %q: register count %d, at most %d", k.Name, regs, MaxRegs)
			}
			k.NumRegs = int(regs)
			k.ParamSize = r.u32("parameter block size")
			k.SharedSize = r.u32("shared size")
			k.PrivateSize = r.u32("private size")
			k.StackSize = r.u32("stack size")
			np := r.count("parameter", 6)
			var poffs []int64
			for j := 0; j < np && r.ok(); j++ {
				poffs = append(poffs, int64(r.off))
				p := Param{Name: r.str("parameter name")}
				p.Kind = ParamKind(r.u8("parameter kind"))
				p.Type = Type(r.u8("parameter type"))
				p.Space = Space(r.u8("parameter space"))
				p.Size = r.u32("parameter size")
				p.Offset = r.u32("parameter offset")
				k.Params = append(k.Params, p)
			}
			l.param = append(l.param, poffs)
			o.Kernels = append(o.Kernels, k)
		}
	case secGlobals:
		n := r.count("global", 5)
		for i := 0; i < n && r.ok(); i++ {
			l.glob = append(l.glob, int64(r.off))
			g := Global{Name: r.str("global name")}
			g.Space = Space(r.u8("global space"))
			g.Size = r.uv("global size")
			g.Align = r.u32("global alignment")
			start := r.off
			ni := r.uv("initializer length")
			if r.ok() && ni != 0 && ni != g.Size {
				r.fail(start, "global %q: initializer of %d bytes for a variable of %d bytes", g.Name, ni, g.Size)
			}
			if r.ok() && ni > uint64(r.end-r.off) {
				r.fail(start, "global %q: initializer of %d bytes, %d left in the section", g.Name, ni, r.end-r.off)
			}
			if r.ok() && ni > 0 {
				g.Init = bytes.Clone(r.b[r.off : r.off+int(ni)])
				r.off += int(ni)
			}
			o.Globals = append(o.Globals, g)
		}
	case secBlocks:
		n := r.count("block", 4)
		for i := 0; i < n && r.ok(); i++ {
			l.block = append(l.block, int64(r.off))
			b := Block{PC: r.u32("block pc"), Name: r.str("block name")}
			start := r.off
			p := r.sv("block priority")
			if r.ok() && (p < math.MinInt32 || p > math.MaxInt32) {
				r.fail(start, "block priority %d does not fit in 32 bits", p)
			}
			b.Priority = int32(p)
			start = r.off
			if f := r.u8("block flags"); r.ok() && f&^blockJoin != 0 {
				r.fail(start, "block flags %#x: unknown bits %#x", f, f&^blockJoin)
			} else {
				b.Join = f&blockJoin != 0
			}
			o.Blocks = append(o.Blocks, b)
		}
	case secBranches:
		n := r.count("branch", 3)
		for i := 0; i < n && r.ok(); i++ {
			l.branch = append(l.branch, int64(r.off))
			b := BranchInfo{PC: r.u32("branch pc")}
			b.Frontier = r.pcs("frontier")
			b.Targets = r.pcs("brx target")
			o.Branches = append(o.Branches, b)
		}
	case secPrintf:
		n := r.count("printf format", 2)
		if r.ok() && n == 0 {
			r.fail(r.off, "version %d object without printf formats (it is written as version %d)", Version, VersionNoPrintf)
		}
		for i := 0; i < n && r.ok(); i++ {
			l.printf = append(l.printf, int64(r.off))
			p := Printf{Format: r.str("printf format")}
			start := r.off
			na := r.count("printf argument", 1)
			if r.ok() && na > MaxPrintfArgs {
				r.fail(start, "printf %d: %d arguments, at most %d", i, na, MaxPrintfArgs)
			}
			for j := 0; j < na && r.ok(); j++ {
				p.Args = append(p.Args, Type(r.u8("printf argument type")))
			}
			o.Printfs = append(o.Printfs, p)
		}
	case secLines:
		nf := r.count("file", 1)
		files := make([]string, 0, nf)
		for i := 0; i < nf && r.ok(); i++ {
			start := r.off
			f := r.str("file name")
			if r.ok() && i > 0 && f <= files[i-1] {
				r.fail(start, "file names not sorted or duplicated (%q after %q)", f, files[i-1])
			}
			files = append(files, f)
		}
		used := make([]bool, len(files))
		n := r.count("line", 4)
		var pc uint64
		var line int64
		for i := 0; i < n && r.ok(); i++ {
			start := r.off
			l.line = append(l.line, int64(start))
			pc += r.uv("pc delta") * InstSize
			fi := r.uv("file index")
			line += r.sv("line delta")
			col := r.u32("column")
			if !r.ok() {
				break
			}
			switch {
			case pc > math.MaxUint32:
				r.fail(start, "line table pc %#x does not fit in 32 bits", pc)
			case fi >= uint64(len(files)):
				r.fail(start, "file index %d, but there are %d files", fi, len(files))
			case line < 0 || line > math.MaxUint32:
				r.fail(start, "line %d out of range", line)
			default:
				used[fi] = true
				o.Lines = append(o.Lines, Line{PC: uint32(pc), File: files[fi], Line: uint32(line), Col: col})
			}
		}
		for i, u := range used {
			if !u && r.ok() {
				r.fail(r.off, "file %q in the file table is not used by any line", files[i])
			}
		}
	}
}
