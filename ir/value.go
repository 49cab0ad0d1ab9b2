package ir

import "math"

// Value is an operand: an instruction's result, a constant, a function
// parameter or a module global.
//
// The values are *Instr, *Const, *Param and *Global.
type Value interface {
	Type() Type
	isValue()
}

// Const is a constant. Integers keep their value sign-extended from their
// width in Int (i1 holds 0 or 1); floats keep theirs in Float (rounded to
// f32 for f32); pointer constants are null (Int 0). Undef marks a value the
// program never defines (e.g. a variable read before it is set).
type Const struct {
	Typ   Type
	Int   int64
	Float float64
	Undef bool
}

// Param is a function parameter.
type Param struct {
	Name    string
	Typ     Type
	Index   int
	NoAlias bool // restrict/noalias: no other pointer parameter aliases it
	// ByValue, on a kernel parameter, is the vector or record type the
	// source passes by value (see ByValue); nil otherwise.
	ByValue *ByValue
	Pos     Pos
	Func    *Func
}

// Global is a module-level variable (a shared-memory array, or a constant or
// global buffer). As a value it is a pointer to its contents.
type Global struct {
	Name  string
	Elem  Type
	Space AddrSpace
	Pos   Pos
	// Init is the initial contents, SizeOf(Elem) bytes in little-endian
	// layout, for global and constant memory (e.g. a lookup table); nil
	// means zero.
	Init []byte
}

func (c *Const) Type() Type  { return c.Typ }
func (p *Param) Type() Type  { return p.Typ }
func (g *Global) Type() Type { return PtrTo(g.Elem, g.Space) }
func (i *Instr) Type() Type  { return i.Typ }

func (*Const) isValue()  {}
func (*Param) isValue()  {}
func (*Global) isValue() {}
func (*Instr) isValue()  {}

// ConstInt returns the integer (or null pointer, for v == 0) constant v of type t,
// truncated to t's width.
func ConstInt(t Type, v int64) *Const {
	return &Const{Typ: t, Int: TruncInt(v, Bits(t))}
}

// ConstBool returns the i1 constant for b.
func ConstBool(b bool) *Const {
	if b {
		return &Const{Typ: I1, Int: 1}
	}
	return &Const{Typ: I1}
}

// ConstFloat returns the float constant v of type t, rounded to t.
func ConstFloat(t Type, v float64) *Const {
	if Bits(t) == 32 {
		v = float64(float32(v))
	}
	return &Const{Typ: t, Float: v}
}

// ConstNull returns the null pointer of pointer type t.
func ConstNull(t Type) *Const { return &Const{Typ: t} }

// Undef returns an undefined value of type t.
func Undef(t Type) *Const { return &Const{Typ: t, Undef: true} }

// TruncInt truncates v to bits bits: sign-extended from the top bit for widths
// above 1, and 0 or 1 for i1.
func TruncInt(v int64, bits int) int64 {
	switch {
	case bits == 1:
		return v & 1
	case bits > 0 && bits < 64:
		shift := 64 - uint(bits)
		return v << shift >> shift
	}
	return v
}

// IsZero reports whether c is a defined zero or null.
func (c *Const) IsZero() bool {
	if c.Undef {
		return false
	}
	if IsFloat(c.Typ) {
		return c.Float == 0 && !math.Signbit(c.Float)
	}
	return c.Int == 0
}

// Instr is an instruction. Its operands are Args; what they mean, and which of
// the op-specific fields apply, depends on Op (see the Op constants).
//
// The one-byte fields (Dim included) sit together after ID, and the
// fields only calls and switches have are behind one pointer (Callee,
// Cases), so that an Instr takes 144 bytes rather than 192: a module holds
// hundreds of thousands of them, and with its operand and use arrays
// (allocInstr) an instruction is one or two size classes smaller than
// with an int Dim and the two fields inline (176).
type Instr struct {
	ID int // dense within the function
	Op Op

	Pred     Pred     // OpICmp, OpFCmp
	Atomic   AtomicOp // OpAtomic
	Math     MathFn   // OpMath
	Volatile bool     // OpLoad, OpStore, OpAtomic, OpCmpXchg
	Flags    MemFlags // OpBarrier, OpFence
	Dim      int8     // thread-geometry ops: 0 (x), 1 (y), 2 (z)

	Typ   Type
	Args  []Value
	Block *Block
	Name  string // source-level name, "" when none
	Pos   Pos

	rare *rareFields // Callee and Cases, nil when both are unset

	uses []*Instr // instructions that have this one among their Args, once per use
}

// rareFields are the fields of the few instructions that are calls or
// switches.
type rareFields struct {
	callee *Func
	cases  []int64
}

// Callee is the function an OpCall calls (nil for other ops).
func (i *Instr) Callee() *Func {
	if i.rare == nil {
		return nil
	}
	return i.rare.callee
}

// SetCallee sets the function an OpCall calls.
func (i *Instr) SetCallee(f *Func) {
	if i.rare == nil {
		if f == nil {
			return
		}
		i.rare = &rareFields{}
	}
	i.rare.callee = f
}

// Cases are an OpSwitch's case values (nil for other ops): case k goes to
// Block.Succs[k+1]. The slice is i's own: writing an element changes the
// case.
func (i *Instr) Cases() []int64 {
	if i.rare == nil {
		return nil
	}
	return i.rare.cases
}

// SetCases sets an OpSwitch's case values to cases (kept, not copied).
func (i *Instr) SetCases(cases []int64) {
	if i.rare == nil {
		if cases == nil {
			return
		}
		i.rare = &rareFields{}
	}
	i.rare.cases = cases
}

// Uses returns the instructions that use i, once per operand slot.
func (i *Instr) Uses() []*Instr { return i.uses }

// HasResult reports whether i produces a value.
func (i *Instr) HasResult() bool { return i.Typ != nil && i.Typ != Void }

// SetArg sets operand n to v, keeping use lists right.
func (i *Instr) SetArg(n int, v Value) {
	if old, ok := i.Args[n].(*Instr); ok {
		old.removeUse(i)
	}
	i.Args[n] = v
	if d, ok := v.(*Instr); ok {
		d.uses = append(d.uses, i)
	}
}

// AddArg appends operand v.
func (i *Instr) AddArg(v Value) {
	i.Args = append(i.Args, v)
	if d, ok := v.(*Instr); ok {
		d.uses = append(d.uses, i)
	}
}

// RemoveArg removes operand n.
func (i *Instr) RemoveArg(n int) {
	if old, ok := i.Args[n].(*Instr); ok {
		old.removeUse(i)
	}
	i.Args = append(i.Args[:n], i.Args[n+1:]...)
}

func (i *Instr) removeUse(user *Instr) {
	for k, u := range i.uses {
		if u == user {
			i.uses = append(i.uses[:k], i.uses[k+1:]...)
			return
		}
	}
}

// ReplaceAllUsesWith makes every user of i use v instead.
func (i *Instr) ReplaceAllUsesWith(v Value) {
	if v == Value(i) {
		return
	}
	users := i.uses
	i.uses = nil
	d, _ := v.(*Instr)
	for _, u := range users {
		for n, a := range u.Args {
			if a == Value(i) {
				u.Args[n] = v
				if d != nil {
					d.uses = append(d.uses, u)
				}
				break
			}
		}
	}
}

// dropArgs releases i's operands (before i is deleted).
func (i *Instr) dropArgs() {
	for _, a := range i.Args {
		if d, ok := a.(*Instr); ok {
			d.removeUse(i)
		}
	}
	i.Args = nil
}

// Remove deletes i from its block. Its result must be unused.
func (i *Instr) Remove() {
	b := i.Block
	if b == nil {
		return
	}
	if len(i.uses) > 0 {
		panic("ir: Remove of " + i.Op.String() + " in " + b.Func.Name + " that still has uses")
	}
	for k, x := range b.Instrs {
		if x == i {
			b.Instrs = append(b.Instrs[:k], b.Instrs[k+1:]...)
			break
		}
	}
	i.dropArgs()
	i.Block = nil
	if i.Op.IsTerminator() {
		b.Func.InvalidateCFG()
	}
}

// Operands returns the operand values of i; for a call, the arguments.
func (i *Instr) Operands() []Value { return i.Args }
