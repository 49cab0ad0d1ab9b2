package harness

import (
	"encoding/binary"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// SpecHelp documents every argument spec, for run --help and the README
// (a test keeps the README's copy the same).
const SpecHelp = `Launch (simtc:launch KEY=VALUE ..., or the flag of the same name):
  grid=4  grid=4,2  grid=4x2x2    blocks per dimension (X, X,Y or X,Y,Z)
  block=64  block=16,16           threads per block per dimension; warps take x fastest
  warp=32                         threads per warp (default: the machine's)
  shared-bytes=1024               dynamic shared memory per block (CUDA extern __shared__)
  kernel=NAME                     the kernel of a file with several (CUDA: demangled names too)
Arguments (NAME=SPEC, or --arg NAME=SPEC):
  n=64  a=2.5  x=-1  m=0x10       a scalar, converted to the parameter's type
  lock=int32[1]                   a zeroed buffer of 1 int32 (counts from 1 to 2^28)
  data=int32[64]:iota             0, 1, 2, ...
  data=float32[1024]:fill(1.5)    every element 1.5
  data=float32[4]:1,2,3,4         the values; V*N is V N times (data=int32[64]:0*60,1*4)
  data=int32[64]:rand(SEED,LO,HI) uniform in [LO,HI] (integers) or [LO,HI) (floats),
                                  the same on every machine (splitmix64 from SEED)
  data=int32[64]:@file.bin        raw little-endian contents, exactly the buffer's size
                                  (a directive's path is relative to its file)
  tile=local:1024                 1024 bytes of shared memory per block for an OpenCL
                                  __local pointer parameter (after static shared memory)
  0=int32[64]                     a parameter by index (LLVM IR without argument names)
Element types: int8 int16 int32 int64 uint8 uint16 uint32 uint64 float32 float64.
Arguments bind by parameter name. Parameters of LLVM IR from clang without
-cl-kernel-arg-info have no names: bind them by index (0=..., 1=...) or by the
names a simtc:launch directive lists in declaration order; another name is an
error, never a positional guess. A name given twice is an error.
`

// ParseArg parses an argument spec NAME=SPEC: a scalar literal ("n=64",
// "a=2.5", "x=-1", "m=0x10"), a zeroed buffer ("lock=int32[1]"), or a
// buffer with contents ("data=int32[64]:iota", "data=float32[4]:1,2,3,4"
// with v*count repetition, "data=int32[64]:@file.bin", a path relative to
// dir unless absolute; the file holds exactly the buffer's bytes,
// little-endian). Errors name the argument.
func ParseArg(spec, dir string) (sim.Arg, error) {
	return parseArg(spec, dir, 0, Limit{Bytes: math.MaxInt64})
}

// Limit is the memory limit that bounds a launch's buffers while they are
// parsed (issue 34): the limit of the run the launch is for
// (sim.Config.MaxMemory, --max-memory), so that a buffer over it is
// refused before it is allocated, with the limit and its value named.
type Limit struct {
	Bytes int64
	// Name says where Bytes comes from, for messages.
	Name string
}

// MaxMemory is the limit of a run whose sim.Config.MaxMemory is
// maxMemory (--max-memory): maxMemory itself, or sim.DefaultMaxMemory()
// when it is 0.
func MaxMemory(maxMemory int64) Limit { return maxMemoryOr(maxMemory, sim.DefaultMaxMemory()) }

// maxMemoryOr is MaxMemory with def as the default limit.
func maxMemoryOr(maxMemory, def int64) Limit {
	if maxMemory > 0 {
		return Limit{Bytes: maxMemory, Name: "--max-memory"}
	}
	return Limit{Bytes: def, Name: "the default --max-memory, a quarter of the physical memory or address-space limit"}
}

// parseArg is ParseArg refusing a buffer that, with used bytes of the
// launch's other buffers, would exceed lim before it is allocated.
func parseArg(spec, dir string, used int64, lim Limit) (sim.Arg, error) {
	name, val, ok := strings.Cut(spec, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return sim.Arg{}, fmt.Errorf("argument %q: want NAME=SPEC", spec)
	}
	if !isIdent(name) {
		return sim.Arg{}, fmt.Errorf("argument %q: %q is not a parameter name", spec, name)
	}
	a := sim.Arg{Name: name, Spec: spec}
	val = strings.TrimSpace(val)
	if b, ok := strings.CutPrefix(val, "local:"); ok {
		n, err := strconv.Atoi(b)
		if err != nil || !isNumber(b) || n < 1 || n > MaxLocalBytes {
			return sim.Arg{}, fmt.Errorf("argument %s: local:%s: want a whole number of bytes from 1 to %d", name, b, MaxLocalBytes)
		}
		a.IsBuffer, a.Local, a.Type, a.Count, a.Data = true, true, sim.Uint8, n, make([]byte, n)
		return a, nil
	}
	br := strings.IndexByte(val, '[')
	if br < 0 {
		if val == "" {
			return sim.Arg{}, fmt.Errorf("argument %s: empty value", name)
		}
		if _, err := strconv.ParseFloat(val, 64); err != nil {
			if _, err := strconv.ParseInt(val, 0, 64); err != nil {
				if _, err := strconv.ParseUint(val, 0, 64); err != nil {
					return sim.Arg{}, fmt.Errorf("argument %s: %q is neither a number nor TYPE[COUNT]", name, val)
				}
			}
		}
		a.Scalar = val
		return a, nil
	}
	a.IsBuffer = true
	t, ok := sim.ParseElemType(val[:br])
	if !ok {
		return sim.Arg{}, fmt.Errorf("argument %s: unknown element type %q (want int8 … int64, uint8 … uint64, float32, float64)", name, val[:br])
	}
	a.Type = t
	rest := val[br+1:]
	cl := strings.IndexByte(rest, ']')
	if cl < 0 {
		return sim.Arg{}, fmt.Errorf("argument %s: missing ']'", name)
	}
	n, err := strconv.Atoi(rest[:cl])
	if err != nil || !isNumber(rest[:cl]) || n < 1 || n > 1<<28 {
		return sim.Arg{}, fmt.Errorf("argument %s: bad element count %q: want a whole number from 1 to %d", name, rest[:cl], 1<<28)
	}
	if n*t.Size() > 1<<30 {
		return sim.Arg{}, fmt.Errorf("argument %s: %d × %s is larger than 1 GiB, the limit on a buffer", name, n, t)
	}
	if size := int64(n * t.Size()); size > lim.Bytes-used {
		return sim.Arg{}, fmt.Errorf("argument %s: %d × %s (%d bytes; %d with the launch's other buffers): the launch's buffers would exceed %d bytes, the limit (%s)", name, n, t, size, used+size, lim.Bytes, lim.Name)
	}
	a.Count = n
	a.Data = make([]byte, n*t.Size())
	rest = rest[cl+1:]
	if rest == "" {
		return a, nil
	}
	if rest[0] != ':' {
		return sim.Arg{}, fmt.Errorf("argument %s: unexpected %q after ']'", name, rest)
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
				return sim.Arg{}, fmt.Errorf("argument %s: %v", name, err)
			}
		}
	case strings.HasPrefix(init, "fill("):
		v, ok := strings.CutSuffix(init[len("fill("):], ")")
		if !ok || strings.TrimSpace(v) == "" {
			return sim.Arg{}, fmt.Errorf("argument %s: %q: want fill(VALUE)", name, init)
		}
		bits, err := t.Value(strings.TrimSpace(v))
		if err != nil {
			return sim.Arg{}, fmt.Errorf("argument %s: fill: %v", name, err)
		}
		for i := 0; i < n; i++ {
			putInt(a.Data, t, i, bits)
		}
	case strings.HasPrefix(init, "rand("):
		if err := fillRand(a.Data, t, n, init); err != nil {
			return sim.Arg{}, fmt.Errorf("argument %s: %v", name, err)
		}
	case strings.HasPrefix(init, "@"):
		path := init[1:]
		if !filepath.IsAbs(path) && dir != "" {
			path = filepath.Join(dir, path)
		}
		if err := readArgFile(path, a.Data, fmt.Sprintf("%d × %s", n, t)); err != nil {
			return sim.Arg{}, fmt.Errorf("argument %s: %w", name, err)
		}
	default:
		if err := fillList(a.Data, t, n, init); err != nil {
			return sim.Arg{}, fmt.Errorf("argument %s: %w", name, err)
		}
	}
	return a, nil
}

// fillRand fills n elements of type t from spec "rand(SEED,LO,HI)":
// integers uniform in [LO, HI], floats uniform in [LO, HI), drawn from
// splitmix64 seeded with SEED, so the contents are the same on every
// machine and Go version.
func fillRand(b []byte, t sim.ElemType, n int, spec string) error {
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

func putInt(b []byte, t sim.ElemType, i int, v uint64) {
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

func putElem(b []byte, t sim.ElemType, i int, s string) error {
	v, err := t.Value(s)
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

func isNumber(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// ParseLaunch parses the text of a simtc:launch directive ("grid=2
// block=64 warp=32 lock=int32[1] n=256"; a leading "simtc:launch" is
// skipped). dir resolves @file contents. A key given twice is an error
// (a directive says each thing once; flags override it through Set).
// The arguments' names, in order, are the launch's ParamNames: they name
// the parameters of a kernel whose parameters have none (sim.Launch).
func ParseLaunch(text, dir string) (*sim.Launch, error) {
	return ParseLaunchLimit(text, dir, MaxMemory(0))
}

// ParseLaunchLimit is ParseLaunch bounding the launch's buffers by lim
// (MaxMemory: the --max-memory of the run the launch is for).
func ParseLaunchLimit(text, dir string, lim Limit) (*sim.Launch, error) {
	return ParseLaunchExcept(text, dir, lim, nil)
}

// ParseLaunchExcept is ParseLaunchLimit leaving unparsed the arguments
// whose name replaced reports (nil: none): the flags replace them
// (--arg), so their buffers are neither allocated nor bounded. Each keeps
// its place in Args (a placeholder of that name and spec, for SetLimit to
// replace) and in ParamNames.
func ParseLaunchExcept(text, dir string, lim Limit, replaced func(name string) bool) (*sim.Launch, error) {
	text = strings.TrimSpace(text)
	text = strings.TrimSpace(strings.TrimPrefix(text, "simtc:launch"))
	l := &sim.Launch{}
	seen := map[string]bool{}
	for i, f := range strings.Fields(text) {
		k, _, _ := strings.Cut(f, "=")
		if k = strings.TrimSpace(k); seen[k] {
			return nil, &FieldError{Field: f, Index: i, Err: fmt.Errorf("simtc:launch: %s given twice", k)}
		}
		seen[k] = true
		if replaced != nil && !isGeometry(k) && replaced(k) {
			l.Args = append(l.Args, sim.Arg{Name: k, Spec: f})
			continue
		}
		if err := SetLimit(l, f, dir, lim); err != nil {
			return nil, &FieldError{Field: f, Index: i, Err: fmt.Errorf("simtc:launch: %w", err)}
		}
	}
	for _, a := range l.Args {
		l.ParamNames = append(l.ParamNames, a.Name)
	}
	return l, nil
}

// MaxLocalBytes bounds a local:BYTES argument (the machine checks the
// shared memory of a block against its core's).
const MaxLocalBytes = 1 << 30

// MaxDimProduct bounds the blocks of a grid and the threads of a block.
const MaxDimProduct = 1 << 31

// ParseDims parses the size of a grid or block: X, or X,Y or X,Y,Z (also
// written XxY, XxYxZ), each a whole number ≥ 1. It returns the product
// and, for more than one dimension, the sizes (the zero array for X
// alone: a 1-D launch, sim.Launch).
func ParseDims(v string) (int, [3]int, error) {
	var d [3]int
	sep := ","
	if !strings.Contains(v, ",") && strings.Contains(v, "x") {
		sep = "x"
	}
	fs := strings.Split(v, sep)
	if len(fs) > 3 {
		return 0, d, fmt.Errorf("%d dimensions: want X, X,Y or X,Y,Z", len(fs))
	}
	n := 1
	for i, f := range fs {
		f = strings.TrimSpace(f)
		x, err := strconv.Atoi(f)
		if err != nil || !isNumber(f) || x < 1 {
			return 0, d, fmt.Errorf("%q: want a whole number ≥ 1 in every dimension (X, X,Y or X,Y,Z)", f)
		}
		if n > MaxDimProduct/x {
			return 0, d, fmt.Errorf("more than %d in all", MaxDimProduct)
		}
		n *= x
		d[i] = x
	}
	if len(fs) == 1 {
		return n, [3]int{}, nil
	}
	for i := len(fs); i < 3; i++ {
		d[i] = 1
	}
	return n, d, nil
}

// countDims is the number of dimensions of a well-formed size (ParseDims).
func countDims(v string) int {
	if strings.Contains(v, ",") {
		return strings.Count(v, ",") + 1
	}
	return strings.Count(v, "x") + 1
}

// FieldError is an error in one field of a launch text (ParseLaunch):
// the Index-th of its space-separated fields, Field.
type FieldError struct {
	Field string
	Index int
	Err   error
}

func (e *FieldError) Error() string { return e.Err.Error() }
func (e *FieldError) Unwrap() error { return e.Err }

// Set applies to l one NAME=SPEC: grid=, block= (X, X,Y or X,Y,Z:
// ParseDims), warp=, shared-bytes= (dynamic shared memory per block) and
// kernel= set the geometry; anything else is an argument, replacing one of the same name.
// Flags (--grid, --arg) use it to override directive defaults. The
// launch's buffers are bounded by the default memory limit (SetLimit).
func Set(l *sim.Launch, f, dir string) error { return SetLimit(l, f, dir, MaxMemory(0)) }

// isGeometry reports whether key is one of the launch's geometry keys,
// not an argument's name (Set).
func isGeometry(key string) bool {
	switch key {
	case "grid", "block", "warp", "shared-bytes", "kernel":
		return true
	}
	return false
}

// SetLimit is Set bounding the launch's buffers by lim (MaxMemory).
func SetLimit(l *sim.Launch, f, dir string, lim Limit) error {
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
		n, d, err := ParseDims(v)
		if err != nil {
			return fmt.Errorf("grid=%s: %v", v, err)
		}
		l.Grid, l.GridDim = n, d
		l.WorkDim = max(l.WorkDim, countDims(v))
		return nil
	case "block":
		n, d, err := ParseDims(v)
		if err != nil {
			return fmt.Errorf("block=%s: %v", v, err)
		}
		l.Block, l.BlockDim = n, d
		l.WorkDim = max(l.WorkDim, countDims(v))
		return nil
	case "warp":
		return geom(&l.Warp, 1)
	case "shared-bytes":
		n, err := strconv.Atoi(v)
		if err != nil || !isNumber(v) || n > MaxLocalBytes {
			return fmt.Errorf("shared-bytes=%s: want a whole number of bytes from 0 to %d", v, MaxLocalBytes)
		}
		l.SharedBytes = n
		return nil
	case "kernel":
		l.Kernel = v
		return nil
	}
	// The buffers so far, but the one this argument replaces, count
	// against the memory limit before this one is allocated.
	var used int64
	for i := range l.Args {
		if l.Args[i].Name != strings.TrimSpace(k) {
			used += int64(len(l.Args[i].Data))
		}
	}
	a, err := parseArg(f, dir, used, lim)
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

// Directives holds the launch and expect directives of a source text.
type Directives struct {
	Launch    string   // text after "simtc:launch", "" when absent
	LaunchPos ir.Pos   // position of the launch directive
	Expects   []string // texts after "simtc:expect", in file order
	ExpectPos []ir.Pos
}

// Scan returns the launch and expect directives of src, the text of path,
// found by the frontend of path's kind (frontend.Directives: the one
// directive parser, ir.ParseDirective, behind each comment scanner),
// without compiling it. More than one launch directive is an error.
func Scan(path string, src []byte) (Directives, error) {
	var d Directives
	ds, err := frontend.Directives(path, src)
	if err != nil {
		return d, err
	}
	for _, x := range ds {
		switch x.Kind {
		case "launch":
			if d.LaunchPos.Line != 0 {
				return d, ir.Errorf(x.Pos, "second simtc:launch directive (the first is on line %d)", d.LaunchPos.Line)
			}
			d.Launch, d.LaunchPos = x.Text, x.Pos
		case "expect":
			d.Expects = append(d.Expects, x.Text)
			d.ExpectPos = append(d.ExpectPos, x.Pos)
		}
	}
	return d, nil
}
