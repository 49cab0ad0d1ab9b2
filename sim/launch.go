package sim

import (
	"fmt"
	"math"
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
	// Local: a buffer of Count bytes of shared memory for an OpenCL
	// __local pointer parameter (NAME=local:BYTES, clSetKernelArg with a
	// size and no data); each block gets its own, laid out after the
	// kernel's static shared memory. It is not a result.
	Local bool
	Type  ElemType
	Count int
	Data  []byte // buffers: initial contents, little-endian

	Scalar string // scalars: the literal, converted when bound to the parameter's type
}

// Value converts a literal to the bits of type t (little-endian, in
// the low t.Size() bytes), checking the range.
func (t ElemType) Value(s string) (uint64, error) {
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

// Launch says how to run a kernel: the grid, the block, the warp size
// (0 = the machine's) and the arguments by name.
type Launch struct {
	Kernel string // "" = the object's only kernel
	Grid   int    // blocks (all dimensions)
	Block  int    // threads per block (all dimensions)
	// GridDim and BlockDim are the blocks per dimension and the threads
	// per block per dimension (x, y, z) of an N-D launch; zero for a 1-D
	// one (Grid, 1, 1). Their products are Grid and Block. Threads are
	// linearised x fastest (tid = x + y·X + z·X·Y), so warps are formed
	// from consecutive x as hardware does; blocks likewise.
	GridDim, BlockDim [3]int
	// WorkDim is the number of dimensions the launch gives (grid=4,1 is
	// 2-D): get_work_dim. 0 means as many as GridDim and BlockDim use
	// (Dims).
	WorkDim int
	Warp    int // threads per warp; 0 keeps Config.WarpSize
	// SharedBytes is the dynamic shared memory of each block (CUDA's
	// extern __shared__, the third <<<>>> parameter): laid out after the
	// kernel's static shared memory, 16-byte aligned, where the backend
	// puts every extern __shared__ array.
	SharedBytes int
	Args        []Arg // in the order given
	// ParamNames are the names a launch directive gives to a kernel's
	// unnamed parameters (LLVM IR from clang without
	// -cl-kernel-arg-info numbers them "0", "1" …), in declaration order:
	// the file's own simtc:launch lists its arguments so. An argument
	// with a name that is neither a parameter's nor in ParamNames is an
	// error, never bound by position.
	ParamNames []string
}

// GridDims returns the blocks per dimension: GridDim, or (Grid, 1, 1).
func (l *Launch) GridDims() [3]int { return dims(l.GridDim, l.Grid) }

// BlockDims returns the threads per block per dimension: BlockDim, or
// (Block, 1, 1).
func (l *Launch) BlockDims() [3]int { return dims(l.BlockDim, l.Block) }

// NDim reports whether the launch is given per dimension (GridDim or
// BlockDim set): its reports then show N-D ids.
func (l *Launch) NDim() bool { return l.GridDim != [3]int{} || l.BlockDim != [3]int{} }

// Dims returns the number of dimensions of the launch: WorkDim, or the
// highest dimension of GridDim or BlockDim above 1, at least 1.
func (l *Launch) Dims() int {
	if l.WorkDim > 0 {
		return l.WorkDim
	}
	n := 1
	for _, d := range [][3]int{l.GridDims(), l.BlockDims()} {
		for i := 1; i < 3; i++ {
			if d[i] > 1 {
				n = max(n, i+1)
			}
		}
	}
	return n
}

func dims(d [3]int, n int) [3]int {
	if d == [3]int{} {
		return [3]int{n, 1, 1}
	}
	return d
}

// Coords splits a linear index into x, y, z of extents d (x fastest).
func Coords(i int, d [3]int) [3]int {
	return [3]int{i % d[0], i / d[0] % d[1], i / (d[0] * d[1])}
}

// coord is Coords(i, d)[k] for an index i inside d, without dividing
// when d is 1-D (then i is its x): s2r of every thread's id.
func coord(i int, d [3]int, k int) int {
	if d[1] == 1 && d[2] == 1 {
		if k == 0 {
			return i
		}
		return 0
	}
	return Coords(i, d)[k]
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
// Arguments bind by name. Kernels compiled from LLVM IR without argument
// names have numbered parameters ("0", "1", ...): an argument named by
// the number binds by index (--arg 0=…), and one named in l.ParamNames
// (the directive's names, in declaration order) binds to the parameter
// at that place. Any other name is refused with the signature and how to
// name the parameters.
func bind(k *isa.Kernel, l *Launch) ([]binding, error) {
	var errs []string
	out := make([]binding, len(k.Params))
	used := make([]bool, len(l.Args))
	unnamed := len(k.Params) > 0
	for i := range k.Params {
		if !isNumber(k.Params[i].Name) {
			unnamed = false
		}
	}
	find := func(name string) int {
		for j := range l.Args {
			if l.Args[j].Name == name {
				return j
			}
		}
		return -1
	}
	for i := range k.Params {
		p := &k.Params[i]
		j := find(p.Name)
		via := ""
		if j < 0 && unnamed && i < len(l.ParamNames) {
			if j = find(l.ParamNames[i]); j >= 0 {
				via = fmt.Sprintf(" (unnamed parameter %d, named %s by the launch directive)", i, l.ParamNames[i])
			}
		}
		if j < 0 {
			switch {
			case unnamed:
				errs = append(errs, fmt.Sprintf("missing argument %s: kernel %s has unnamed parameters; parameter %s is %s %s (bind it by index: %s=…)", p.Name, k.Name, p.Name, p.Kind, paramDesc(p), p.Name))
			case p.Kind == isa.ParamPointer:
				errs = append(errs, fmt.Sprintf("missing argument %s: kernel %s takes a buffer (e.g. %s=int32[64]) %s", p.Name, k.Name, p.Name, paramDesc(p)))
			default:
				errs = append(errs, fmt.Sprintf("missing argument %s: kernel %s takes a scalar %s", p.Name, k.Name, paramDesc(p)))
			}
			continue
		}
		used[j] = true
		a := &l.Args[j]
		if err := checkArg(p, a); err != nil {
			errs = append(errs, err.Error()+via)
			continue
		}
		out[i] = binding{param: p, arg: a}
	}
	var unknown []string
	for j, u := range used {
		if !u {
			unknown = append(unknown, l.Args[j].Name)
		}
	}
	switch {
	case len(unknown) == 0:
	case unnamed:
		errs = append(errs, fmt.Sprintf("argument %s: the parameters of kernel %s have no names: %s; name them (clang -cl-kernel-arg-info for OpenCL, or a simtc:launch directive listing the arguments in order), or bind by index (%s=…)", strings.Join(unknown, ", "), k.Name, signature(k), k.Params[0].Name))
	case len(k.Params) == 0:
		errs = append(errs, fmt.Sprintf("argument %s: kernel %s has no parameters", strings.Join(unknown, ", "), k.Name))
	default:
		for _, name := range unknown {
			errs = append(errs, fmt.Sprintf("argument %s: kernel %s has no parameter %s: %s", name, k.Name, name, signature(k)))
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return out, nil
}

// signature is the kernel's parameter list as messages show it:
// "k(0: global pointer to i32, 1: i32)".
func signature(k *isa.Kernel) string {
	var ps []string
	for i := range k.Params {
		p := &k.Params[i]
		if p.Kind == isa.ParamPointer {
			ps = append(ps, fmt.Sprintf("%s: %s pointer to %s", p.Name, p.Space, p.Type))
		} else {
			ps = append(ps, fmt.Sprintf("%s: %s", p.Name, p.Type))
		}
	}
	return k.Name + "(" + strings.Join(ps, ", ") + ")"
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
		if p.Space == isa.SpaceShared {
			return fmt.Errorf("argument %s: parameter %s is a __local pointer %s, got scalar %s (want %s=local:BYTES)", a.Name, p.Name, paramDesc(p), a.Scalar, p.Name)
		}
		return fmt.Errorf("argument %s: parameter %s is a pointer %s, got scalar %s (want e.g. %s=int32[%s])", a.Name, p.Name, paramDesc(p), a.Scalar, p.Name, a.Scalar)
	}
	if a.Local {
		if p.Space != isa.SpaceShared {
			return fmt.Errorf("argument %s: local:%d is for a __local pointer parameter; parameter %s is %s", a.Name, a.Count, p.Name, paramDesc(p))
		}
		return nil
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
	v, err := t.Value(a.Scalar)
	if err != nil {
		return 0, fmt.Errorf("argument %s: %v (parameter %s)", a.Name, err, paramDesc(p))
	}
	return v, nil
}
