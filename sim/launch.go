package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim/isa"
)

// ElemType is the element type of a buffer argument or the type of a
// scalar argument as written in an argument spec.
type ElemType uint8

// The element types of argument specs.
const (
	ElemNone ElemType = iota
	Int8
	Int16
	Int32
	Int64
	Uint8
	Uint16
	Uint32
	Uint64
	Float32
	Float64
)

var elemNames = [...]string{"none", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32", "float64"}

func (t ElemType) String() string {
	if int(t) < len(elemNames) {
		return elemNames[t]
	}
	return fmt.Sprintf("elem%d", uint8(t))
}

// ParseElemType parses an element type name (int8 … uint64, float32,
// float64).
func ParseElemType(s string) (ElemType, bool) {
	for i, n := range elemNames {
		if i > 0 && n == s {
			return ElemType(i), true
		}
	}
	return ElemNone, false
}

// Size returns the element size in bytes.
func (t ElemType) Size() int {
	switch t {
	case Int8, Uint8:
		return 1
	case Int16, Uint16:
		return 2
	case Int32, Uint32, Float32:
		return 4
	case Int64, Uint64, Float64:
		return 8
	}
	return 0
}

// IsFloat reports whether t is float32 or float64.
func (t ElemType) IsFloat() bool { return t == Float32 || t == Float64 }

// IsSigned reports whether t is a signed integer type.
func (t ElemType) IsSigned() bool { return t >= Int8 && t <= Int64 }

// Arg is one kernel argument: a scalar (Scalar set, Type ElemNone until it
// is bound to a parameter) or a buffer of Count elements of Type with
// initial contents Data (len Count*Type.Size()).
type Arg struct {
	Name string
	Spec string // the spec as written, for messages

	IsBuffer bool
	Type     ElemType
	Count    int
	Data     []byte // buffers: initial contents, little-endian

	Scalar string // scalars: the literal, converted when bound to the parameter's type
}

// ParseArg parses an argument spec NAME=SPEC: a scalar literal ("n=64",
// "a=2.5", "x=-1", "m=0x10"), a zeroed buffer ("lock=int32[1]"), or a
// buffer with contents ("data=int32[64]:iota", "data=float32[4]:1,2,3,4"
// with v*count repetition, "data=int32[64]:@file.bin", a path relative to
// dir unless absolute; the file holds exactly the buffer's bytes,
// little-endian). Errors name the argument.
func ParseArg(spec, dir string) (Arg, error) { return parseArg(spec, dir, math.MaxInt64, "") }

// parseArg is ParseArg refusing a buffer larger than budget bytes before
// it is allocated; limit names the budget in the error.
func parseArg(spec, dir string, budget int64, limit string) (Arg, error) {
	name, val, ok := strings.Cut(spec, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return Arg{}, fmt.Errorf("argument %q: want NAME=SPEC", spec)
	}
	if !isIdent(name) {
		return Arg{}, fmt.Errorf("argument %q: %q is not a parameter name", spec, name)
	}
	a := Arg{Name: name, Spec: spec}
	val = strings.TrimSpace(val)
	br := strings.IndexByte(val, '[')
	if br < 0 {
		if val == "" {
			return Arg{}, fmt.Errorf("argument %s: empty value", name)
		}
		if _, err := strconv.ParseFloat(val, 64); err != nil {
			if _, err := strconv.ParseInt(val, 0, 64); err != nil {
				if _, err := strconv.ParseUint(val, 0, 64); err != nil {
					return Arg{}, fmt.Errorf("argument %s: %q is neither a number nor TYPE[COUNT]", name, val)
				}
			}
		}
		a.Scalar = val
		return a, nil
	}
	a.IsBuffer = true
	t, ok := ParseElemType(val[:br])
	if !ok {
		return Arg{}, fmt.Errorf("argument %s: unknown element type %q (want int8 … int64, uint8 … uint64, float32, float64)", name, val[:br])
	}
	a.Type = t
	rest := val[br+1:]
	cl := strings.IndexByte(rest, ']')
	if cl < 0 {
		return Arg{}, fmt.Errorf("argument %s: missing ']'", name)
	}
	n, err := strconv.Atoi(rest[:cl])
	if err != nil || n < 0 || n > 1<<28 {
		return Arg{}, fmt.Errorf("argument %s: bad element count %q", name, rest[:cl])
	}
	if n*t.Size() > 1<<30 {
		return Arg{}, fmt.Errorf("argument %s: %d × %s is larger than 1 GiB, the limit on a buffer", name, n, t)
	}
	if int64(n*t.Size()) > budget {
		return Arg{}, fmt.Errorf("argument %s: %d × %s (%d bytes): the launch's buffers would exceed %s", name, n, t, n*t.Size(), limit)
	}
	a.Count = n
	a.Data = make([]byte, n*t.Size())
	rest = rest[cl+1:]
	if rest == "" {
		return a, nil
	}
	if rest[0] != ':' {
		return Arg{}, fmt.Errorf("argument %s: unexpected %q after ']'", name, rest)
	}
	init := rest[1:]
	switch {
	case init == "iota":
		for i := 0; i < n; i++ {
			var err error
			if t.IsFloat() {
				err = putElem(a.Data, t, i, strconv.Itoa(i))
			} else {
				putInt(a.Data, t, i, uint64(i))
			}
			if err != nil {
				return Arg{}, fmt.Errorf("argument %s: %v", name, err)
			}
		}
	case strings.HasPrefix(init, "rand("):
		if err := fillRand(a.Data, t, n, init); err != nil {
			return Arg{}, fmt.Errorf("argument %s: %v", name, err)
		}
	case strings.HasPrefix(init, "@"):
		path := init[1:]
		if !filepath.IsAbs(path) && dir != "" {
			path = filepath.Join(dir, path)
		}
		if err := readArgFile(path, a.Data, fmt.Sprintf("%d × %s", n, t)); err != nil {
			return Arg{}, fmt.Errorf("argument %s: %w", name, err)
		}
	default:
		if err := fillList(a.Data, t, n, init); err != nil {
			return Arg{}, fmt.Errorf("argument %s: %w", name, err)
		}
	}
	return a, nil
}

// fillRand fills n elements of type t from spec "rand(SEED,LO,HI)":
// integers uniform in [LO, HI], floats uniform in [LO, HI), drawn from
// splitmix64 seeded with SEED, so the contents are the same on every
// machine and Go version.
func fillRand(b []byte, t ElemType, n int, spec string) error {
	if !strings.HasSuffix(spec, ")") {
		return fmt.Errorf("%q: want rand(SEED,LO,HI)", spec)
	}
	f := strings.Split(spec[len("rand("):len(spec)-1], ",")
	if len(f) != 3 {
		return fmt.Errorf("%q: want rand(SEED,LO,HI)", spec)
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(f[0]), 0, 64)
	if err != nil {
		return fmt.Errorf("%q: seed %q is not an unsigned integer", spec, f[0])
	}
	lo, err1 := strconv.ParseFloat(strings.TrimSpace(f[1]), 64)
	hi, err2 := strconv.ParseFloat(strings.TrimSpace(f[2]), 64)
	if err1 != nil || err2 != nil || hi < lo {
		return fmt.Errorf("%q: want numbers LO <= HI", spec)
	}
	next := func() uint64 { // splitmix64
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for i := 0; i < n; i++ {
		var s string
		if t.IsFloat() {
			u := float64(next()>>11) / (1 << 53)
			s = strconv.FormatFloat(lo+u*(hi-lo), 'g', -1, 64)
		} else {
			ilo, ihi := int64(math.Ceil(lo)), int64(math.Floor(hi))
			if ihi < ilo {
				return fmt.Errorf("%q: no integer in [%v, %v]", spec, lo, hi)
			}
			s = strconv.FormatInt(ilo+int64(next()%uint64(ihi-ilo+1)), 10)
		}
		if err := putElem(b, t, i, s); err != nil {
			return fmt.Errorf("element %d: %v", i, err)
		}
	}
	return nil
}

// expandList splits "1,2*3,4" into values, expanding v*count; a list of
// more than maxListValues values is refused before it is expanded.
func expandList(s string) ([]string, error) {
	var out []string
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	if n, err := countList(s); err != nil {
		return nil, err
	} else if n > maxListValues {
		return nil, fmt.Errorf("a list of %d values: more than %d, the limit on an expectation's list", n, maxListValues)
	}
	for _, f := range strings.Split(s, ",") {
		v, k, err := listItem(s, f)
		if err != nil {
			return nil, err
		}
		for j := 0; j < k; j++ {
			out = append(out, v)
		}
	}
	return out, nil
}

func putInt(b []byte, t ElemType, i int, v uint64) {
	switch t.Size() {
	case 1:
		b[i] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b[8*i:], v)
	}
}

// parseValue converts a literal to the bits of type t (little-endian, in
// the low t.Size() bytes), checking the range.
func parseValue(t ElemType, s string) (uint64, error) {
	switch t {
	case Float32:
		f, err := strconv.ParseFloat(s, 32)
		if err != nil {
			return 0, fmt.Errorf("%q is not a float32", s)
		}
		return uint64(math.Float32bits(float32(f))), nil
	case Float64:
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return 0, fmt.Errorf("%q is not a float64", s)
		}
		return math.Float64bits(f), nil
	}
	bits := t.Size() * 8
	if t.IsSigned() {
		v, err := strconv.ParseInt(s, 0, bits)
		if err != nil {
			// Accept unsigned spellings of the bit pattern (0xffffffff for int32).
			u, err2 := strconv.ParseUint(s, 0, bits)
			if err2 != nil {
				return 0, fmt.Errorf("%q is not a %s", s, t)
			}
			return u, nil
		}
		return uint64(v) & mask(bits), nil
	}
	u, err := strconv.ParseUint(s, 0, bits)
	if err != nil {
		return 0, fmt.Errorf("%q is not a %s", s, t)
	}
	return u, nil
}

func mask(bits int) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(bits) - 1
}

func putElem(b []byte, t ElemType, i int, s string) error {
	v, err := parseValue(t, s)
	if err != nil {
		return err
	}
	putInt(b, t, i, v)
	return nil
}

func isIdent(s string) bool {
	if isNumber(s) {
		return true // an unnamed (LLVM-numbered) parameter
	}
	for i, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return s != ""
}

// Launch says how to run a kernel: the grid, the block, the warp size
// (0 = the machine's) and the arguments by name.
type Launch struct {
	Kernel string // "" = the object's only kernel
	Grid   int    // blocks
	Block  int    // threads per block
	Warp   int    // threads per warp; 0 keeps Config.WarpSize
	Args   []Arg  // in the order given
}

// ParseLaunch parses the text of a simtc:launch directive ("grid=2
// block=64 warp=32 lock=int32[1] n=256"; a leading "simtc:launch" is
// skipped). dir resolves @file contents.
func ParseLaunch(text, dir string) (*Launch, error) {
	text = strings.TrimSpace(text)
	text = strings.TrimSpace(strings.TrimPrefix(text, "simtc:launch"))
	l := &Launch{}
	for _, f := range strings.Fields(text) {
		if err := l.Set(f, dir); err != nil {
			return nil, fmt.Errorf("simtc:launch: %w", err)
		}
	}
	return l, nil
}

// Set applies one NAME=SPEC: grid=, block=, warp= and kernel= set the
// geometry; anything else is an argument, replacing one of the same name.
// Flags (--grid, --arg) use it to override directive defaults.
func (l *Launch) Set(f, dir string) error {
	k, v, ok := strings.Cut(f, "=")
	if !ok {
		return fmt.Errorf("%q: want NAME=VALUE", f)
	}
	geom := func(dst *int, min int) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < min {
			return fmt.Errorf("%s=%s: want an integer ≥ %d", k, v, min)
		}
		*dst = n
		return nil
	}
	switch k {
	case "grid":
		return geom(&l.Grid, 1)
	case "block":
		return geom(&l.Block, 1)
	case "warp":
		return geom(&l.Warp, 1)
	case "kernel":
		l.Kernel = v
		return nil
	}
	// The buffers so far, but the one this argument replaces, count
	// against the memory limit before this one is allocated.
	budget := DefaultMaxMemory()
	for i := range l.Args {
		if l.Args[i].Name != strings.TrimSpace(k) {
			budget -= int64(len(l.Args[i].Data))
		}
	}
	a, err := parseArg(f, dir, budget, fmt.Sprintf("%d bytes, the default --max-memory (a quarter of the physical memory or address-space limit)", DefaultMaxMemory()))
	if err != nil {
		return err
	}
	for i := range l.Args {
		if l.Args[i].Name == a.Name {
			l.Args[i] = a
			return nil
		}
	}
	l.Args = append(l.Args, a)
	return nil
}

// Directives holds the simtc directives found in a source file.
type Directives struct {
	Launch      string   // text after "simtc:launch", "" when absent
	LaunchLine  int      // 1-based line of the launch directive
	Expects     []string // texts after "simtc:expect", in file order
	ExpectLines []int
}

// ScanDirectives finds simtc:launch and simtc:expect directives in
// comments of src (any comment syntax: the directive word may follow "//",
// ";" or "#"). More than one launch directive is an error.
func ScanDirectives(src string) (Directives, error) {
	var d Directives
	for i, line := range strings.Split(src, "\n") {
		for _, kw := range []string{"simtc:launch", "simtc:expect"} {
			j := strings.Index(line, kw)
			if j < 0 {
				continue
			}
			pre := strings.TrimSpace(line[:j])
			if !(strings.HasSuffix(pre, "//") || strings.HasSuffix(pre, ";") || strings.HasSuffix(pre, "#") || strings.HasSuffix(pre, "/*")) {
				continue
			}
			text := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line[j+len(kw):]), "*/"))
			if kw == "simtc:launch" {
				if d.Launch != "" {
					return d, fmt.Errorf("line %d: second simtc:launch directive (first on line %d)", i+1, d.LaunchLine)
				}
				d.Launch, d.LaunchLine = text, i+1
			} else {
				d.Expects = append(d.Expects, text)
				d.ExpectLines = append(d.ExpectLines, i+1)
			}
		}
	}
	return d, nil
}

func isNumber(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// binding is an argument bound to a kernel parameter.
type binding struct {
	param *isa.Param
	arg   *Arg
}

// bind checks the launch's arguments against the kernel's parameters:
// every parameter has an argument of the right kind and type, and no
// argument names something else.
//
// Kernels compiled from LLVM IR without argument names have numbered
// parameters ("0", "1", ...). When every parameter is numbered and no
// argument uses those numbers, the arguments are bound by position, in the
// order the launch lists them (the order of the simtc:launch directive,
// which names the parameters in declaration order).
func bind(k *isa.Kernel, l *Launch) ([]binding, error) {
	var errs []string
	out := make([]binding, len(k.Params))
	used := make([]bool, len(l.Args))
	positional := len(k.Params) > 0
	for i := range k.Params {
		if !isNumber(k.Params[i].Name) {
			positional = false
		}
		for j := range l.Args {
			if l.Args[j].Name == k.Params[i].Name {
				positional = false
			}
		}
	}
	for i := range k.Params {
		p := &k.Params[i]
		var a *Arg
		if positional {
			if i < len(l.Args) {
				a, used[i] = &l.Args[i], true
			}
			if a == nil {
				errs = append(errs, fmt.Sprintf("missing argument %d: kernel %s has unnamed parameters, bound by position; parameter %s is %s %s", i+1, k.Name, p.Name, p.Kind, paramDesc(p)))
				continue
			}
			if err := checkArg(p, a); err != nil {
				errs = append(errs, fmt.Sprintf("%v (unnamed parameter %d, bound by position)", err, i+1))
				continue
			}
			out[i] = binding{param: p, arg: a}
			continue
		}
		for j := range l.Args {
			if l.Args[j].Name == p.Name {
				a, used[j] = &l.Args[j], true
			}
		}
		if a == nil {
			what := "a scalar"
			if p.Kind == isa.ParamPointer {
				what = "a buffer (e.g. " + p.Name + "=int32[64])"
			}
			errs = append(errs, fmt.Sprintf("missing argument %s: kernel %s takes %s %s", p.Name, k.Name, what, paramDesc(p)))
			continue
		}
		if err := checkArg(p, a); err != nil {
			errs = append(errs, err.Error())
			continue
		}
		out[i] = binding{param: p, arg: a}
	}
	for j, u := range used {
		if !u {
			errs = append(errs, fmt.Sprintf("argument %s: kernel %s has no parameter %s", l.Args[j].Name, k.Name, l.Args[j].Name))
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return out, nil
}

func paramDesc(p *isa.Param) string {
	if p.Kind == isa.ParamPointer {
		return fmt.Sprintf("(%s pointer to %s)", p.Space, p.Type)
	}
	return fmt.Sprintf("(%s)", p.Type)
}

func checkArg(p *isa.Param, a *Arg) error {
	if p.Kind == isa.ParamScalar {
		if a.IsBuffer {
			return fmt.Errorf("argument %s: parameter %s is a scalar %s, got buffer %s", a.Name, p.Name, paramDesc(p), a.Spec)
		}
		return nil
	}
	if !a.IsBuffer {
		return fmt.Errorf("argument %s: parameter %s is a pointer %s, got scalar %s (want e.g. %s=int32[%s])", a.Name, p.Name, paramDesc(p), a.Scalar, p.Name, a.Scalar)
	}
	if p.Type == isa.TypeNone || p.Type == isa.I1 {
		return nil
	}
	if p.Type.Size() != a.Type.Size() || p.Type.IsFloat() != a.Type.IsFloat() {
		return fmt.Errorf("argument %s: parameter %s points to %s, got %s elements", a.Name, p.Name, p.Type, a.Type)
	}
	return nil
}

// scalarBits converts a scalar argument to the parameter's type.
func scalarBits(p *isa.Param, a *Arg) (uint64, error) {
	var t ElemType
	switch p.Type {
	case isa.I1, isa.I8:
		t = Int8
	case isa.I16:
		t = Int16
	case isa.I32:
		t = Int32
	case isa.I64:
		t = Int64
	case isa.F32:
		t = Float32
	case isa.F64:
		t = Float64
	default:
		return 0, fmt.Errorf("argument %s: parameter type %s", a.Name, p.Type)
	}
	v, err := parseValue(t, a.Scalar)
	if err != nil {
		return 0, fmt.Errorf("argument %s: %v (parameter %s)", a.Name, err, paramDesc(p))
	}
	return v, nil
}
