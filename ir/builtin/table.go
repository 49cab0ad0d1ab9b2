package builtin

import (
	"math"
	"strconv"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// defaultRows returns the rows of the default catalogue: the OpenCL C
// builtins simtc knows (OpenCL C 1.2 §6.13 and 2.0's work-group, sub-group
// and C11 atomic functions), with the LLVM spellings clang gives them for
// CUDA (libdevice, LLVM and NVVM intrinsics) where simtc accepts those.
//
// An ordinary builtin is one row. For example a lane-wise float function
// of two arguments, reachable from mini-C, from clang's mangled OpenCL
// calls, from libdevice's __nv_NAMEf and from llvm.NAME.f32:
//
//	{Name: "hypot2", Kind: Lanewise, Dom: Float, Sig: "g(g,g)", Also: cuda,
//		Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { … }},
func defaultRows() []Builtin {
	// The spellings of the math functions in CUDA's LLVM IR.
	cuda := []Spelling{{Dialect: Libdevice}, {Dialect: Intrinsic}}
	withNVVM := func(name string) []Spelling { return append(cuda[:2:2], Spelling{Dialect: NVVM, Name: name}) }
	alias := func(name string) []Spelling {
		return []Spelling{{Dialect: Libdevice, Name: name}, {Dialect: Intrinsic, Name: name}}
	}

	var rows []Builtin
	add := func(r ...Builtin) { rows = append(rows, r...) }

	// The math functions of the math-function table (mathfn): one row
	// each, the function itself. NVVM has some of them as instructions
	// (under other names for exp2 and log2); LLVM spells rint nearbyint
	// too.
	nvvmMath := map[mathfn.Fn]string{mathfn.Sin: "sin", mathfn.Cos: "cos", mathfn.Rsqrt: "rsqrt", mathfn.Fma: "fma",
		mathfn.Floor: "floor", mathfn.Ceil: "ceil", mathfn.Trunc: "trunc", mathfn.Exp2: "ex2", mathfn.Log2: "lg2"}
	for f := mathfn.None + 1; f.Valid(); f++ {
		r := Builtin{Name: f.String(), Kind: Lanewise, Dom: Float, Sig: sigOfArity(f.Arity()), Native: true,
			Also: cuda, Fn: f, Lower: mathLane(f)}
		if n, ok := nvvmMath[f]; ok {
			r.Also = withNVVM(n)
		}
		if f == mathfn.Rint {
			r.Also = append(cuda[:2:2], alias("nearbyint")...)
		}
		add(r)
	}

	// Math and common functions that are IR operations or short
	// expansions (6.13.2, 6.13.4).
	add(
		Builtin{Name: "fabs", Kind: Lanewise, Dom: Float, Sig: "g(g)", Native: true, Also: withNVVM("fabs"), Op: ir.OpFAbs, Lower: opLane(ir.OpFAbs)},
		Builtin{Name: "sqrt", Kind: Lanewise, Dom: Float, Sig: "g(g)", Native: true, Also: withNVVM("sqrt"), Op: ir.OpSqrt, Lower: opLane(ir.OpSqrt)},
		Builtin{Name: "fmin", Kind: Lanewise, Dom: Float, Sig: "g(g,g)", Native: true, Also: withNVVM("fmin"), Op: ir.OpFMin, Lower: opLane(ir.OpFMin)},
		Builtin{Name: "fmax", Kind: Lanewise, Dom: Float, Sig: "g(g,g)", Native: true, Also: withNVVM("fmax"), Op: ir.OpFMax, Lower: opLane(ir.OpFMax)},
		// min, max and clamp are the common functions on floats and the
		// integer functions on integers (6.13.3, 6.13.4).
		Builtin{Name: "min", Kind: Lanewise, Dom: Num, Sig: "g(g,g)", Also: cuda, Lower: minMaxSelect(false), LowerLLVM: minMaxOp(false)},
		Builtin{Name: "max", Kind: Lanewise, Dom: Num, Sig: "g(g,g)", Also: cuda, Lower: minMaxSelect(true), LowerLLVM: minMaxOp(true)},
		Builtin{Name: "clamp", Kind: Lanewise, Dom: Num, Sig: "g(g,g,g)", Also: cuda, Lower: clampSelect, LowerLLVM: clampOp},
		Builtin{Name: "recip", Kind: Lanewise, Dom: Float, Sig: "g(g)", Native: true, Also: withNVVM("rcp"),
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
				return b.Binary(ir.OpFDiv, ir.ConstFloat(x[0].Type(), 1), x[0])
			}},
		Builtin{Name: "divide", Kind: Lanewise, Dom: Float, Sig: "g(g,g)", Native: true, Also: withNVVM("div"), Lower: opLane(ir.OpFDiv)},
		Builtin{Name: "pown", Kind: Lanewise, Dom: Float, Sig: "g(g,n)", Native: true, Also: append(cuda[:2:2], alias("powi")...),
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return Pown(b, x[0], x[1]) }},
		Builtin{Name: "powr", Kind: Lanewise, Dom: Float, Sig: "g(g,g)", Native: true, Also: cuda,
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return Powr(b, x[0], x[1]) }},
		Builtin{Name: "ldexp", Kind: Lanewise, Dom: Float, Sig: "g(g,n)", Also: append(cuda[:2:2], Spelling{Dialect: Libdevice, Name: "scalbn"}),
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return Ldexp(b, x[0], x[1]) }},
		Builtin{Name: "rootn", Kind: Lanewise, Dom: Float, Sig: "g(g,n)",
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return Rootn(b, x[0], x[1]) }},
		Builtin{Name: "mix", Kind: Lanewise, Dom: Float, Sig: "g(g,g,g)", Also: cuda,
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
				d := b.Binary(ir.OpFSub, x[1], x[0])
				return b.Binary(ir.OpFAdd, x[0], b.Binary(ir.OpFMul, d, x[2]))
			}},
		Builtin{Name: "degrees", Kind: Lanewise, Dom: Float, Sig: "g(g)", Also: cuda, Lower: scale(180 / math.Pi)},
		Builtin{Name: "radians", Kind: Lanewise, Dom: Float, Sig: "g(g)", Also: cuda, Lower: scale(math.Pi / 180)},
		Builtin{Name: "sign", Kind: Lanewise, Dom: Float, Sig: "g(g)", Lower: signKeepNaN, LowerLLVM: sign},
		Builtin{Name: "step", Kind: Lanewise, Dom: Float, Sig: "g(g,g)", Lower: step},
		Builtin{Name: "smoothstep", Kind: Lanewise, Dom: Float, Sig: "g(g,g,g)",
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return Smoothstep(b, x[0], x[1], x[2]) }},
		Builtin{Name: "minmag", Kind: Lanewise, Dom: Float, Sig: "g(g,g)",
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return MinMag(b, x[0], x[1], false) }},
		Builtin{Name: "maxmag", Kind: Lanewise, Dom: Float, Sig: "g(g,g)",
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return MinMag(b, x[0], x[1], true) }},
		Builtin{Name: "ilogb", Kind: Lanewise, Dom: Float, Sig: "n(g)",
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return Ilogb(b, x[0]) }},
		Builtin{Name: "nan", Kind: Lanewise, Dom: Int, Sig: "f(g)",
			Lower: func(b *ir.Builder, x []ir.Value, c Call) ir.Value { return Nan(b, x[0], c.T) }},
	)
	for _, p := range []struct {
		name string
		fn   mathfn.Fn
	}{{"acospi", mathfn.Acos}, {"asinpi", mathfn.Asin}, {"atanpi", mathfn.Atan}, {"atan2pi", mathfn.Atan2}, {"tanpi", mathfn.Tan}} {
		fn := p.fn
		add(Builtin{Name: p.name, Kind: Lanewise, Dom: Float, Sig: sigOfArity(fn.Arity()), Fn: fn,
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return PiFn(b, fn, x...) }})
	}

	// Integer functions (6.13.3).
	add(
		Builtin{Name: "abs", Kind: Lanewise, Dom: Int, Sig: "u(g)", Also: cuda, Lower: absNegFirst, LowerLLVM: absCmpFirst},
		Builtin{Name: "abs_diff", Kind: Lanewise, Dom: Int, Sig: "u(g,g)", Lower: absDiffSelect, LowerLLVM: absDiffMinMax},
		Builtin{Name: "add_sat", Kind: Lanewise, Dom: Int, Sig: "g(g,g)", Lower: saturateLane(true), LowerLLVM: saturateWide(true)},
		Builtin{Name: "sub_sat", Kind: Lanewise, Dom: Int, Sig: "g(g,g)", Lower: saturateLane(false), LowerLLVM: saturateWide(false)},
		Builtin{Name: "hadd", Kind: Lanewise, Dom: Int, Sig: "g(g,g)", Lower: haddSumFirst(false), LowerLLVM: haddLowFirst(false),
			Also: []Spelling{{Dialect: Libdevice}, {Dialect: Libdevice, Name: "uhadd", Unsigned: true}}},
		Builtin{Name: "rhadd", Kind: Lanewise, Dom: Int, Sig: "g(g,g)", Lower: haddSumFirst(true), LowerLLVM: haddLowFirst(true),
			Also: []Spelling{{Dialect: Libdevice}, {Dialect: Libdevice, Name: "urhadd", Unsigned: true}}},
		Builtin{Name: "rotate", Kind: Lanewise, Dom: Int, Sig: "g(g,g)", Lower: rotateMask, LowerLLVM: rotateRem},
		Builtin{Name: "popcount", Kind: Lanewise, Dom: Int, Sig: "g(g)", Lower: countBits64(Popcount), LowerLLVM: countBitsLane(Popcount)},
		Builtin{Name: "clz", Kind: Lanewise, Dom: Int, Sig: "g(g)", Lower: countBits64(Clz), LowerLLVM: countBitsLane(Clz)},
		Builtin{Name: "ctz", Kind: Lanewise, Dom: Int, Sig: "g(g)", Lower: countBits64(Ctz), LowerLLVM: countBitsLane(Ctz)},
		Builtin{Name: "mul_hi", Kind: Lanewise, Dom: Int, Sig: "g(g,g)",
			Also: []Spelling{{Dialect: Libdevice, Name: "mulhi"}, {Dialect: Libdevice, Name: "umulhi", Unsigned: true},
				{Dialect: Libdevice, Name: "mul64hi"}, {Dialect: Libdevice, Name: "umul64hi", Unsigned: true}},
			Lower: func(b *ir.Builder, x []ir.Value, c Call) ir.Value { return MulHi(b, x[0], x[1], !c.Unsigned) }},
		Builtin{Name: "mad_hi", Kind: Lanewise, Dom: Int, Sig: "g(g,g,g)",
			Lower: func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
				return b.Binary(ir.OpAdd, MulHi(b, x[0], x[1], !c.Unsigned), x[2])
			}},
		Builtin{Name: "mad_sat", Kind: Lanewise, Dom: Int, Sig: "g(g,g,g)", Strict: true,
			Lower: func(b *ir.Builder, x []ir.Value, c Call) ir.Value { return MadSat(b, x[0], x[1], x[2], !c.Unsigned) }},
		// mul24 and mad24: the result is undefined unless the operands fit
		// in 24 bits, where it is the product (plus z).
		Builtin{Name: "mul24", Kind: Lanewise, Dom: Int, Sig: "g(g,g)",
			Also: append(withNVVM("mul24"), Spelling{Dialect: Libdevice, Name: "umul24", Unsigned: true},
				Spelling{Dialect: Intrinsic, Name: "umul24", Unsigned: true}, Spelling{Dialect: NVVM, Name: "umul24", Unsigned: true}),
			Lower: opLane(ir.OpMul)},
		Builtin{Name: "mad24", Kind: Lanewise, Dom: Int, Sig: "g(g,g,g)", Also: cuda,
			Lower: func(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
				return b.Binary(ir.OpAdd, b.Binary(ir.OpMul, x[0], x[1]), x[2])
			}},
		Builtin{Name: "upsample", Kind: Lanewise, Dom: Int, Sig: "w(g,u)",
			Lower: func(b *ir.Builder, x []ir.Value, c Call) ir.Value { return Upsample(b, x[0], x[1], !c.Unsigned) }},
	)

	// Relational functions (6.13.6).
	for _, name := range []string{"isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal",
		"islessgreater", "isordered", "isunordered"} {
		p, _ := ComparePred(name)
		add(Builtin{Name: name, Kind: Lanewise, Dom: Float, Sig: "t(g,g)", Strict: true, Lower: compare(p)})
	}
	add(
		Builtin{Name: "isnan", Kind: Lanewise, Dom: Float, Sig: "t(g)", Lower: classify(isNaN)},
		Builtin{Name: "isinf", Kind: Lanewise, Dom: Float, Sig: "t(g)", Lower: classify(isInfinite)},
		Builtin{Name: "isfinite", Kind: Lanewise, Dom: Float, Sig: "t(g)", Lower: classify(isFinite)},
		Builtin{Name: "signbit", Kind: Lanewise, Dom: Float, Sig: "t(g)", Lower: classify(isSignBit)},
		Builtin{Name: "any", Kind: Vectorwise, Dom: Int, Sig: "i(g)", LowerVec: anyAll(false)},
		Builtin{Name: "all", Kind: Vectorwise, Dom: Int, Sig: "i(g)", LowerVec: anyAll(true)},
		Builtin{Name: "select", Kind: Lanewise, Dom: Num, Sig: "g(g,g,c)", Lower: selectLane},
		Builtin{Name: "bitselect", Kind: Lanewise, Dom: Num, Sig: "g(g,g,g)", Lower: bitSelect},
	)

	// Geometric functions (6.13.5), on float and double and their vectors
	// of at most 4 lanes; the fast_ variants are the full functions.
	for _, pre := range []string{"", "fast_"} {
		add(
			Builtin{Name: pre + "length", Kind: Vectorwise, Dom: Float, Sig: "s(g)", MaxLanes: 4, LowerVec: length},
			Builtin{Name: pre + "distance", Kind: Vectorwise, Dom: Float, Sig: "s(g,g)", MaxLanes: 4, LowerVec: distance},
			Builtin{Name: pre + "normalize", Kind: Vectorwise, Dom: Float, Sig: "g(g)", MaxLanes: 4, LowerVec: normalize},
		)
	}
	add(
		Builtin{Name: "dot", Kind: Vectorwise, Dom: Float, Sig: "s(g,g)", MaxLanes: 4, LowerVec: dot},
		Builtin{Name: "cross", Kind: Vectorwise, Dom: Float, Sig: "g(g,g)", MinLanes: 3, MaxLanes: 4, LowerVec: cross},
	)

	// Miscellaneous vector functions (6.13.12).
	add(
		Builtin{Name: "shuffle", Kind: Vectorwise, Dom: Num, Sig: "r(g,m)", LowerVec: shuffle(false)},
		Builtin{Name: "shuffle2", Kind: Vectorwise, Dom: Num, Sig: "r(g,g,m)", LowerVec: shuffle(true)},
	)

	// Math functions with a second result stored through a pointer.
	add(
		Builtin{Name: "sincos", Kind: Stores, Dom: Float, Sig: "g(g,*g)", LowerOut: sincos},
		Builtin{Name: "fract", Kind: Stores, Dom: Float, Sig: "g(g,*g)",
			LowerOut: func(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) { return Fract(b, x[0]) }},
		Builtin{Name: "modf", Kind: Stores, Dom: Float, Sig: "g(g,*g)", Also: []Spelling{{Dialect: Libdevice}},
			LowerOut: func(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) { return Modf(b, x[0]) }},
		Builtin{Name: "frexp", Kind: Stores, Dom: Float, Sig: "g(g,*n)", Also: []Spelling{{Dialect: Libdevice}},
			LowerOut: func(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) { return Frexp(b, x[0]) }},
		Builtin{Name: "lgamma_r", Kind: Stores, Dom: Float, Sig: "g(g,*n)",
			LowerOut: func(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) { return LgammaR(b, x[0]) }},
		Builtin{Name: "remquo", Kind: Stores, Dom: Float, Sig: "g(g,g,*n)", Also: []Spelling{{Dialect: Libdevice}},
			LowerOut: func(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) { return Remquo(b, x[0], x[1]) }},
	)

	// Work-item functions (6.13.1).
	for _, w := range []struct {
		name string
		op   ir.Op
	}{{"get_local_id", ir.OpThreadID}, {"get_group_id", ir.OpBlockID}, {"get_local_size", ir.OpBlockSize},
		{"get_enqueued_local_size", ir.OpBlockSize}, {"get_num_groups", ir.OpGridSize}} {
		add(Builtin{Name: w.name, Kind: WorkItemID, Op: w.op, MinArgs: 1, MaxArgs: 1})
	}
	add(
		Builtin{Name: "get_global_id", Kind: GlobalID, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "get_global_size", Kind: GlobalSize, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "get_local_linear_id", Kind: LocalLinearID},
		Builtin{Name: "get_global_linear_id", Kind: GlobalLinearID},
		Builtin{Name: "get_global_offset", Kind: GlobalOffset, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "get_work_dim", Kind: WorkDim},
	)

	// Synchronization and fences (6.13.8, 6.13.9; 2.0's work_group_barrier
	// and atomic_work_item_fence).
	add(
		Builtin{Name: "barrier", Kind: Barrier, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "work_group_barrier", Kind: Barrier, MinArgs: 1, MaxArgs: 2},
		Builtin{Name: "mem_fence", Kind: Fence, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "read_mem_fence", Kind: Fence, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "write_mem_fence", Kind: Fence, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "atomic_work_item_fence", Kind: WorkItemFence, MinArgs: 3, MaxArgs: 3},
	)

	// Sub-group functions (cl_khr_subgroups, and the shuffles of
	// cl_khr_subgroup_shuffle and cl_intel_subgroups).
	add(
		Builtin{Name: "get_sub_group_local_id", Kind: SubGroupReg, Op: ir.OpLaneID},
		Builtin{Name: "get_sub_group_id", Kind: SubGroupReg, Op: ir.OpWarpID},
		Builtin{Name: "get_sub_group_size", Kind: SubGroupReg, Op: ir.OpWarpSize},
		Builtin{Name: "get_max_sub_group_size", Kind: SubGroupReg, Op: ir.OpWarpSize},
		Builtin{Name: "sub_group_all", Kind: Vote, Op: ir.OpVoteAll, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "sub_group_any", Kind: Vote, Op: ir.OpVoteAny, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "sub_group_broadcast", Kind: Broadcast, MinArgs: 2, MaxArgs: 2},
		Builtin{Name: "sub_group_shuffle", Kind: SubGroupShuffle, MinArgs: 2, MaxArgs: 2},
		Builtin{Name: "sub_group_shuffle_xor", Kind: SubGroupShuffleXor, MinArgs: 2, MaxArgs: 2},
		Builtin{Name: "intel_sub_group_shuffle", Kind: SubGroupShuffle, MinArgs: 2, MaxArgs: 2},
		Builtin{Name: "intel_sub_group_shuffle_xor", Kind: SubGroupShuffleXor, MinArgs: 2, MaxArgs: 2},
	)

	// Atomic functions: OpenCL 1.1's atomic_OP (and 1.0's atom_OP) and
	// OpenCL 2.0's C11-style ones, which also come _explicit, with the
	// memory order (and scope) arguments after the values.
	rmw := []struct {
		name string
		op   ir.AtomicOp
	}{{"add", ir.AtomicAdd}, {"sub", ir.AtomicSub}, {"xchg", ir.AtomicXchg}, {"min", ir.AtomicMin}, {"max", ir.AtomicMax},
		{"and", ir.AtomicAnd}, {"or", ir.AtomicOr}, {"xor", ir.AtomicXor}}
	for _, pre := range []string{"atomic_", "atom_"} {
		for _, a := range rmw {
			add(Builtin{Name: pre + a.name, Kind: Atomic, Atomic: a.op, MinArgs: 2, MaxArgs: 2})
		}
		add(
			Builtin{Name: pre + "inc", Kind: AtomicUnary, Atomic: ir.AtomicInc, MinArgs: 1, MaxArgs: 1},
			Builtin{Name: pre + "dec", Kind: AtomicUnary, Atomic: ir.AtomicDec, MinArgs: 1, MaxArgs: 1},
			Builtin{Name: pre + "cmpxchg", Kind: CmpXchg, MinArgs: 3, MaxArgs: 3},
		)
	}
	add(Builtin{Name: "atomic_init", Kind: AtomicInit, MinArgs: 2, MaxArgs: 2})
	for _, explicit := range []bool{false, true} {
		suffix := ""
		// values: the arguments after the pointer; an _explicit call has
		// the memory orders and the optional scope after them.
		c11 := func(name string, kind Kind, op ir.AtomicOp, values, orders int) Builtin {
			r := Builtin{Name: name + suffix, Kind: kind, Atomic: op, Explicit: explicit, MinArgs: 1 + values, MaxArgs: 1 + values}
			if explicit {
				r.MinArgs, r.MaxArgs = 1+values+orders, 2+values+orders
			}
			return r
		}
		if explicit {
			suffix = "_explicit"
		}
		add(
			c11("atomic_load", AtomicLoad, ir.AtomicNone, 0, 1),
			c11("atomic_store", AtomicStore, ir.AtomicNone, 1, 1),
			c11("atomic_exchange", Atomic, ir.AtomicXchg, 1, 1),
			c11("atomic_compare_exchange_strong", CompareExchange, ir.AtomicNone, 2, 2),
			c11("atomic_compare_exchange_weak", CompareExchange, ir.AtomicNone, 2, 2),
			c11("atomic_flag_test_and_set", FlagTestAndSet, ir.AtomicNone, 0, 1),
			c11("atomic_flag_clear", FlagClear, ir.AtomicNone, 0, 1),
		)
		for _, a := range rmw {
			if a.op != ir.AtomicXchg {
				add(c11("atomic_fetch_"+a.name, Atomic, a.op, 1, 1))
			}
		}
	}

	// Work-group functions (OpenCL C 2.0 6.13.15).
	add(
		Builtin{Name: "work_group_all", Kind: WorkGroup, Group: GroupAll, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "work_group_any", Kind: WorkGroup, Group: GroupAny, MinArgs: 1, MaxArgs: 1},
		Builtin{Name: "work_group_broadcast", Kind: WorkGroup, Group: GroupBroadcast, MinArgs: 2, MaxArgs: 4},
	)
	for _, op := range []Combine{Add, Min, Max} {
		add(
			Builtin{Name: "work_group_reduce_" + op.String(), Kind: WorkGroup, Group: GroupReduce, Combine: op, MinArgs: 1, MaxArgs: 1},
			Builtin{Name: "work_group_scan_exclusive_" + op.String(), Kind: WorkGroup, Group: GroupScanExclusive, Combine: op, MinArgs: 1, MaxArgs: 1},
			Builtin{Name: "work_group_scan_inclusive_" + op.String(), Kind: WorkGroup, Group: GroupScanInclusive, Combine: op, MinArgs: 1, MaxArgs: 1},
		)
	}

	// Vector data loads and stores (6.13.7), async copies (6.13.10),
	// printf (6.13.13).
	for _, n := range []int{2, 3, 4, 8, 16} {
		add(
			Builtin{Name: "vload" + strconv.Itoa(n), Kind: VLoad, N: n, MinArgs: 2, MaxArgs: 2},
			Builtin{Name: "vstore" + strconv.Itoa(n), Kind: VStore, N: n, MinArgs: 3, MaxArgs: 3},
		)
	}
	add(
		Builtin{Name: "async_work_group_copy", Kind: AsyncCopy, MinArgs: 4, MaxArgs: 4},
		Builtin{Name: "wait_group_events", Kind: WaitEvents, MinArgs: 2, MaxArgs: 2},
		Builtin{Name: "prefetch", Kind: Prefetch, MinArgs: 2, MaxArgs: 2},
		Builtin{Name: "printf", Kind: Printf, MinArgs: 1, MaxArgs: math.MaxInt},
	)
	return rows
}

// sigOfArity is the signature of a function of n gentype arguments.
func sigOfArity(n int) string {
	return [...]string{"", "g(g)", "g(g,g)", "g(g,g,g)"}[n]
}
