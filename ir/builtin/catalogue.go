package builtin

import (
	"fmt"
	"strings"
	"sync"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// Kind says how the frontends check and lower a call of a builtin.
type Kind uint8

// The kinds. The first three are the ordinary builtins, which the row
// lowers itself (Lower, LowerVec, LowerOut) and the frontends check from
// the row's Dom and Sig; the others are the special forms, whose syntax
// and lowering each frontend keeps (the row gives their name and data:
// Op, Atomic, Explicit, Group, Combine, N, MinArgs, MaxArgs).
const (
	KindNone Kind = iota

	Lanewise   // element-wise: result lane k is Lower of the arguments' lanes k (a scalar argument repeats)
	Vectorwise // whole vectors: LowerVec of all the arguments' lanes (dot, cross, any, shuffle …)
	Stores     // element-wise, a second result stored through the last, pointer, argument (LowerOut)

	WorkItemID         // get_local_id(d), get_group_id(d) …: the register Op of dimension d
	GlobalID           // get_global_id(d) = group id * size + local id
	GlobalSize         // get_global_size(d) = groups * size
	LocalLinearID      // get_local_linear_id()
	GlobalLinearID     // get_global_linear_id()
	GlobalOffset       // get_global_offset(d), always 0
	WorkDim            // get_work_dim(): the dimensions the launch gives (ir.OpWorkDim)
	Barrier            // barrier(flags), work_group_barrier(flags[, scope])
	Fence              // mem_fence(flags), read_mem_fence, write_mem_fence
	WorkItemFence      // atomic_work_item_fence(flags, order, scope)
	SubGroupReg        // get_sub_group_local_id() …: the register Op
	Vote               // sub_group_all(x), sub_group_any(x): the vote Op
	Broadcast          // sub_group_broadcast(x, lane)
	SubGroupShuffle    // sub_group_shuffle(x, lane) (cl_khr_subgroup_shuffle, and Intel's)
	SubGroupShuffleXor // sub_group_shuffle_xor(x, mask)
	Atomic             // atomic_OP(p, v), atomic_fetch_OP(p, v): the read-modify-write Atomic
	AtomicUnary        // atomic_inc(p), atomic_dec(p)
	CmpXchg            // atomic_cmpxchg(p, cmp, v)
	AtomicLoad         // atomic_load(p)
	AtomicStore        // atomic_store(p, v)
	AtomicInit         // atomic_init(p, v)
	CompareExchange
	FlagTestAndSet
	FlagClear
	WorkGroup  // work_group_all, _any, _broadcast, _reduce_OP, _scan_…_OP: Group and Combine
	VLoad      // vloadN(offset, p): N lanes
	VStore     // vstoreN(v, offset, p)
	AsyncCopy  // async_work_group_copy(dst, src, n, event)
	WaitEvents // wait_group_events(n, events)
	Prefetch   // prefetch(p, n)
	Printf     // printf(format, …)

	numKinds
)

// Ordinary reports whether k is one of the kinds the catalogue lowers.
func (k Kind) Ordinary() bool { return k == Lanewise || k == Vectorwise || k == Stores }

// Domain is the kind of numbers an ordinary builtin's gentype ranges over.
type Domain uint8

// The domains.
const (
	Float Domain = iota + 1 // float and double, and their vectors
	Int                     // the integer types (char … ulong), and their vectors
	Num                     // either, as the arguments say (min, max, clamp, select, bitselect, shuffle)
)

func (d Domain) String() string {
	switch d {
	case Float:
		return "float or double"
	case Int:
		return "integer"
	case Num:
		return "integer or float"
	}
	return "no"
}

// Type is one letter of a signature (Builtin.Sig): the type of an argument
// or of the result, relative to the call's gentype (a scalar or a vector
// of the domain).
type Type byte

// The letters of a signature.
const (
	Gen      Type = 'g' // the gentype
	Elem     Type = 's' // the gentype's scalar (element) type: dot's result
	Unsigned Type = 'u' // the unsigned integer type of the gentype's shape: abs's result, upsample's lo
	IntN     Type = 'n' // int, or the int vector of the gentype's lanes (intn): ldexp's k, ilogb's result
	Truth    Type = 't' // int on scalars, the signed integer vector of the lanes' width on vectors (-1/0): relational results
	Int32    Type = 'i' // int: any's and all's result
	Wide     Type = 'w' // the integer of twice the gentype's width, of its signedness: upsample's result
	Mask     Type = 'm' // an unsigned integer vector of the width of the gentype's lanes: shuffle's mask
	Shuffled Type = 'r' // the gentype's element in the mask's lanes: shuffle's result
	Cond     Type = 'c' // an integer (vector) of the gentype's shape: select's condition
	FloatOf  Type = 'f' // the float of the gentype's width (uint → float, ulong → double): nan's result
)

// Arg is one argument of a signature: its type, and whether it is a
// pointer to that type through which the builtin stores a second result.
type Arg struct {
	Type Type
	Out  bool
}

// Call is what a lowering function knows of a call besides its operands.
type Call struct {
	T        ir.Type // the IR type of the result's scalar (lane)
	Unsigned bool    // the gentype is an unsigned integer type
	Vector   bool    // the call is on vectors (a relational result lane is -1/0, not 1/0)
}

// LaneFunc lowers one lane of an element-wise builtin: x holds the
// arguments' lanes (scalars, each of its argument's IR type); the caller
// may reuse x after the call.
type LaneFunc func(b *ir.Builder, x []ir.Value, c Call) ir.Value

// VecFunc lowers a whole-vector builtin: ops[i] holds the lanes of
// argument i (one for a scalar); it returns the result's lanes (one for a
// scalar).
type VecFunc func(b *ir.Builder, ops [][]ir.Value, c Call) []ir.Value

// OutFunc lowers one lane of a builtin that stores a second result: x
// holds the lanes of the arguments before the pointer; it returns the
// result and the value to store.
type OutFunc func(b *ir.Builder, x []ir.Value) (res, out ir.Value)

// Dialect is a way LLVM IR spells a builtin (see Spelling).
type Dialect uint8

// The dialects.
const (
	// OpenCL is the OpenCL C name: mini-C's, and clang's Itanium-mangled
	// _Z<len>NAME… (plus native_NAME and half_NAME for a Native row).
	OpenCL Dialect = iota
	// Libdevice is CUDA's libdevice: __nv_NAME (double) and __nv_NAMEf
	// (float), also __nv_fast_NAMEf.
	Libdevice
	// Intrinsic is an LLVM intrinsic: llvm.NAME with its type suffixes
	// (llvm.sin.f32, llvm.powi.f32.i32).
	Intrinsic
	// NVVM is an NVVM intrinsic: llvm.nvvm.NAME with its rounding,
	// approximation, flush-to-zero and type tokens (llvm.nvvm.ex2.approx.f).
	NVVM
	numDialects
)

func (d Dialect) String() string {
	return [...]string{"OpenCL", "libdevice", "intrinsic", "NVVM", "dialect?"}[min(int(d), int(numDialects))]
}

// Spelling is another name of a row: the base name (without the dialect's
// prefixes and suffixes) that the row also answers to in a dialect of LLVM
// IR. Name "" is the row's own name. Unsigned: the name is of the function
// on unsigned integers (libdevice's __nv_umulhi is mul_hi of uint).
type Spelling struct {
	Dialect  Dialect
	Name     string
	Unsigned bool
}

// GroupFn is a work-group function (Kind WorkGroup).
type GroupFn uint8

// The work-group functions.
const (
	GroupAll GroupFn = iota
	GroupAny
	GroupBroadcast
	GroupReduce
	GroupScanExclusive
	GroupScanInclusive
)

// Builtin is one row of the catalogue: an OpenCL C (or CUDA) builtin
// function. A row is read-only once in a catalogue.
//
// An ordinary builtin (Kind Lanewise, Vectorwise or Stores) is data the
// frontends check a call against — Dom, Sig, Strict, MinLanes and
// MaxLanes — and a lowering over an ir.Builder that both use. The frontends
// differ only where their inputs do: mini-C checks C source types (with
// clang's diagnostics) and converts the arguments, frontend/llvm checks
// the IR types clang resolved; both split vectors into lanes, call the
// row's function and collect the result (and, for Stores, store the second
// result).
type Builtin struct {
	Name string // the OpenCL C name: "sin", "get_local_id", "atomic_add"
	Kind Kind

	// Ordinary builtins.
	Dom Domain
	// Sig is the signature, "R(A,B,…)" in the letters of Type, a pointer
	// argument written *T: "g(g,g)" is gentype f(gentype, gentype),
	// "g(g,n)" ldexp's, "g(g,*n)" frexp's, "t(g,g)" a comparison's.
	Sig string
	// Strict: the first argument (or the first vector) fixes the
	// gentype and must be of the domain; otherwise mini-C takes the first
	// argument of the domain's kind and converts the others to it
	// (pow(2, x) is pow(2.0f, x), as clang's overload resolution gives it).
	Strict bool
	// MinLanes and MaxLanes bound the lanes of the gentype, 0 for no
	// bound; MinLanes > 1 excludes scalars (cross: 3 or 4 lanes).
	MinLanes, MaxLanes int
	// Native: native_NAME and half_NAME are this function too (OpenCL
	// allows any accuracy for them; simtc computes the full function).
	Native bool
	// Also lists the other spellings of LLVM IR that reach this row.
	Also []Spelling

	Lower    LaneFunc // Lanewise
	LowerVec VecFunc  // Vectorwise
	LowerOut OutFunc  // Stores
	// LowerLLVM, when set, is the lane form frontend/llvm gives instead
	// of Lower: the two frontends emitted different IR for the builtin
	// before they shared a catalogue, and the IR of existing kernels is
	// kept (see the rows for what differs).
	LowerLLVM LaneFunc

	// Data of the lowering and of the special forms.
	Fn       mathfn.Fn   // the math function of a row that is one
	Op       ir.Op       // WorkItemID, SubGroupReg, Vote: the register or vote; an IR operation a row lowers to
	Atomic   ir.AtomicOp // Atomic, AtomicUnary: the read-modify-write (signed min and max)
	Explicit bool        // an _explicit atomic: memory order (and scope) arguments follow
	Group    GroupFn     // WorkGroup
	Combine  Combine     // WorkGroup reductions and scans
	N        int         // VLoad, VStore: the lanes
	MinArgs  int         // special forms: the number of arguments (ordinary builtins: Sig's)
	MaxArgs  int

	res  Type  // Sig's result
	args []Arg // Sig's arguments
}

// Result returns the type of the result of an ordinary builtin.
func (r *Builtin) Result() Type { return r.res }

// Args returns the arguments of an ordinary builtin (the slice must not be
// modified).
func (r *Builtin) Args() []Arg { return r.args }

// Arity returns the number of arguments of an ordinary builtin, the
// smallest number of a special form.
func (r *Builtin) Arity() int {
	if r.Kind.Ordinary() {
		return len(r.args)
	}
	return r.MinArgs
}

// Catalogue is a set of builtins, looked up by name in O(1): by their
// OpenCL C names (mini-C, clang's mangled calls) and by the other
// spellings of LLVM IR. A catalogue is immutable; With makes a new one
// with more rows. Frontends take one in their options (nil means
// Default()).
type Catalogue struct {
	rows  []*Builtin
	names [numDialects]map[string]spelled
}

// spelled is what a name of a dialect spells.
type spelled struct {
	r        *Builtin
	unsigned bool
}

// defaultCatalogue builds the default catalogue once; it is never
// modified.
var defaultCatalogue = sync.OnceValue(func() *Catalogue {
	c, err := New(defaultRows()...)
	if err != nil {
		panic("builtin: the default catalogue: " + err.Error())
	}
	return c
})

// Default returns the catalogue of the builtins simtc knows (table.go).
func Default() *Catalogue { return defaultCatalogue() }

// New makes a catalogue of the rows (copied). It checks each row: a name,
// a known kind, for an ordinary builtin a domain, a well-formed signature
// that fits the kind and the lowering function of the kind; and that no
// two rows answer to one name in one dialect.
func New(rows ...Builtin) (*Catalogue, error) {
	c := &Catalogue{rows: make([]*Builtin, len(rows))}
	for d := range c.names {
		c.names[d] = make(map[string]spelled, len(rows))
	}
	add := func(d Dialect, name string, r *Builtin, unsigned bool) error {
		if old := c.names[d][name]; old.r != nil {
			return fmt.Errorf("%s: %s name %q is also %s's", r.Name, d, name, old.r.Name)
		}
		c.names[d][name] = spelled{r, unsigned}
		return nil
	}
	for i := range rows {
		r := new(Builtin)
		*r = rows[i]
		if err := r.check(); err != nil {
			return nil, err
		}
		c.rows[i] = r
		if err := add(OpenCL, r.Name, r, false); err != nil {
			return nil, err
		}
		if r.Native {
			for _, pre := range []string{"native_", "half_"} {
				if err := add(OpenCL, pre+r.Name, r, false); err != nil {
					return nil, err
				}
			}
		}
		for _, s := range r.Also {
			name := s.Name
			if name == "" {
				name = r.Name
			}
			if s.Dialect == OpenCL || s.Dialect >= numDialects {
				return nil, fmt.Errorf("%s: spelling %q in dialect %s", r.Name, name, s.Dialect)
			}
			if err := add(s.Dialect, name, r, s.Unsigned); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// With returns a new catalogue of c's rows and the given ones.
func (c *Catalogue) With(rows ...Builtin) (*Catalogue, error) {
	all := make([]Builtin, 0, len(c.rows)+len(rows))
	for _, r := range c.rows {
		all = append(all, *r)
	}
	return New(append(all, rows...)...)
}

// Lookup returns the builtin with the OpenCL C name name (native_NAME and
// half_NAME included for the Native ones), or nil.
func (c *Catalogue) Lookup(name string) *Builtin { return c.names[OpenCL][name].r }

// Spelled returns the builtin that name spells in dialect d, or nil, and
// whether the spelling is of its unsigned function: for OpenCL as Lookup,
// for the others the base name of an Also spelling (for Libdevice "sin"
// of __nv_sinf, for Intrinsic "sin" of llvm.sin.f32, for NVVM "ex2" of
// llvm.nvvm.ex2.approx.f).
func (c *Catalogue) Spelled(d Dialect, name string) (r *Builtin, unsigned bool) {
	if d >= numDialects {
		return nil, false
	}
	s := c.names[d][name]
	return s.r, s.unsigned
}

// Rows returns the catalogue's rows in order (read-only).
func (c *Catalogue) Rows() []*Builtin { return c.rows }

// check checks a row and parses its signature.
func (r *Builtin) check() error {
	if r.Name == "" {
		return fmt.Errorf("a builtin without a name")
	}
	if r.Kind == KindNone || r.Kind >= numKinds {
		return fmt.Errorf("%s: kind %d", r.Name, r.Kind)
	}
	if !r.Kind.Ordinary() {
		if r.Sig != "" || r.Lower != nil || r.LowerVec != nil || r.LowerOut != nil || r.LowerLLVM != nil {
			return fmt.Errorf("%s: a special form has no signature or lowering", r.Name)
		}
		if r.MaxArgs < r.MinArgs {
			return fmt.Errorf("%s: %d to %d arguments", r.Name, r.MinArgs, r.MaxArgs)
		}
		return nil
	}
	if r.Dom < Float || r.Dom > Num {
		return fmt.Errorf("%s: no domain", r.Name)
	}
	res, args, err := parseSig(r.Sig)
	if err != nil {
		return fmt.Errorf("%s: signature %q: %v", r.Name, r.Sig, err)
	}
	r.res, r.args = res, args
	out := len(args) > 0 && args[len(args)-1].Out
	switch {
	case r.Kind == Lanewise && (r.Lower == nil || out || r.LowerVec != nil || r.LowerOut != nil):
		return fmt.Errorf("%s: an element-wise builtin has Lower, and no pointer argument", r.Name)
	case r.Kind == Vectorwise && (r.LowerVec == nil || out || r.Lower != nil || r.LowerOut != nil || r.LowerLLVM != nil):
		return fmt.Errorf("%s: a whole-vector builtin has LowerVec, and no pointer argument", r.Name)
	case r.Kind == Stores && (r.LowerOut == nil || !out || r.Lower != nil || r.LowerVec != nil || r.LowerLLVM != nil):
		return fmt.Errorf("%s: a storing builtin has LowerOut and a last, pointer, argument", r.Name)
	case r.MinLanes < 0 || r.MaxLanes < 0 || r.MaxLanes != 0 && r.MaxLanes < r.MinLanes:
		return fmt.Errorf("%s: %d to %d lanes", r.Name, r.MinLanes, r.MaxLanes)
	}
	return nil
}

// parseSig parses a signature "R(A,B,…)".
func parseSig(s string) (Type, []Arg, error) {
	open := strings.IndexByte(s, '(')
	if open != 1 || !strings.HasSuffix(s, ")") {
		return 0, nil, fmt.Errorf("not R(A,…)")
	}
	res := Type(s[0])
	if !strings.ContainsRune("gsuntiwrf", rune(res)) {
		return 0, nil, fmt.Errorf("result %q", string(res))
	}
	var args []Arg
	if body := s[2 : len(s)-1]; body != "" {
		for i, a := range strings.Split(body, ",") {
			out := strings.HasPrefix(a, "*")
			a = strings.TrimPrefix(a, "*")
			ok := len(a) == 1 && strings.ContainsRune("gunmc", rune(a[0]))
			if out {
				ok = a == "g" || a == "n"
			}
			if !ok {
				return 0, nil, fmt.Errorf("argument %d %q", i+1, a)
			}
			if i > 0 && args[i-1].Out {
				return 0, nil, fmt.Errorf("a pointer argument before the last")
			}
			args = append(args, Arg{Type: Type(a[0]), Out: out})
		}
	}
	if len(args) == 0 || args[0].Type != Gen {
		return 0, nil, fmt.Errorf("the first argument is not the gentype")
	}
	return res, args, nil
}
