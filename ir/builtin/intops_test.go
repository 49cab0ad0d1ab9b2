package builtin_test

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// intCase runs, in one thread per tuple of ins, the IR build makes of the
// tuple's values (loaded as integers of the given width) and compares each
// result, sign-extended to 64 bits, with want of the tuple.
func intCase(t *testing.T, bits int, ins [][]int64, build func(b *ir.Builder, xs []ir.Value) []ir.Value, want func(xs []int64) []int64) {
	t.Helper()
	it := ir.IntType{Bits: bits}
	m, _, b, ps, tid := kernel(map[string]ir.Type{"in": it, "out": ir.I64})
	arity := len(ins[0])
	base := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, int64(arity)))
	xs := make([]ir.Value, arity)
	for k := range xs {
		xs[k] = b.Load(b.GEP(ps["in"], b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))), false)
	}
	outs := build(b, xs)
	n := int64(len(outs))
	obase := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, n))
	for k, v := range outs {
		if w := ir.Bits(v.Type()); w < 64 {
			v = b.Cast(ir.OpSExt, v, ir.I64)
		}
		b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, obase, ir.ConstInt(ir.I64, int64(k)))), v, false)
	}
	b.Ret(nil)
	var in, exp []int64
	for _, tu := range ins {
		for _, x := range tu {
			in = append(in, wrapTo(big.NewInt(x), bits))
		}
		ws := want(in[len(in)-arity:])
		if int64(len(ws)) != n {
			t.Fatalf("want gives %d values, the IR %d", len(ws), n)
		}
		exp = append(exp, ws...)
	}
	launch := fmt.Sprintf("grid=1 block=%d in=int%d[%d]:%s out=int64[%d]", len(ins), bits, len(in), list(in), len(exp))
	run(t, m, launch, []string{"out=[" + list(exp) + "]"})
}

// wrapTo returns the low bits of v as a signed bits-wide value.
func wrapTo(v *big.Int, bits int) int64 {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	r := new(big.Int).Mod(v, mod)
	if r.Cmp(new(big.Int).Rsh(mod, 1)) >= 0 {
		r.Sub(r, mod)
	}
	return r.Int64()
}

// asBig reads the bits-wide value x as signed or unsigned.
func asBig(x int64, bits int, signed bool) *big.Int {
	r := big.NewInt(wrapTo(big.NewInt(x), bits))
	if !signed && r.Sign() < 0 {
		r.Add(r, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
	}
	return r
}

// clampTo clamps v to the range of a bits-wide integer and returns its bits.
func clampTo(v *big.Int, bits int, signed bool) int64 {
	lo, hi := new(big.Int), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(bits)), big.NewInt(1))
	if signed {
		lo.Neg(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)))
		hi.Rsh(hi, 1)
	}
	switch {
	case v.Cmp(lo) < 0:
		v = lo
	case v.Cmp(hi) > 0:
		v = hi
	}
	return wrapTo(v, bits)
}

// edgeInts are operands at and around the limits of every width.
var edgeInts = []int64{0, 1, -1, 2, -2, 3, 7, -8, 100, -100, 127, -128, 255, 32767, -32768, 65535,
	math.MaxInt32, math.MinInt32, math.MaxUint32, 1 << 40, -(1 << 40) + 3, math.MaxInt64, math.MinInt64,
	0x123456789abcdef, -0x123456789abcdef}

func pairsOf(xs []int64) [][]int64 {
	var out [][]int64
	for i, x := range xs {
		out = append(out, []int64{x, xs[(i*7+3)%len(xs)]}, []int64{x, x})
	}
	return out
}

// TestMulHi compares mul_hi at every width, signed and unsigned, with the
// high half of the exact product.
func TestMulHi(t *testing.T) {
	for _, bits := range []int{8, 16, 32, 64} {
		t.Run(fmt.Sprint(bits), func(t *testing.T) {
			intCase(t, bits, pairsOf(edgeInts), func(b *ir.Builder, xs []ir.Value) []ir.Value {
				return []ir.Value{builtin.MulHi(b, xs[0], xs[1], true), builtin.MulHi(b, xs[0], xs[1], false)}
			}, func(xs []int64) []int64 {
				var out []int64
				for _, signed := range []bool{true, false} {
					p := new(big.Int).Mul(asBig(xs[0], bits, signed), asBig(xs[1], bits, signed))
					out = append(out, wrapTo(p.Rsh(p, uint(bits)), bits))
				}
				return out
			})
		})
	}
}

// TestMulFull64 checks the low half too.
func TestMulFull64(t *testing.T) {
	intCase(t, 64, pairsOf(edgeInts), func(b *ir.Builder, xs []ir.Value) []ir.Value {
		hi, lo := builtin.MulFull64(b, xs[0], xs[1], true)
		uhi, ulo := builtin.MulFull64(b, xs[0], xs[1], false)
		return []ir.Value{hi, lo, uhi, ulo}
	}, func(xs []int64) []int64 {
		var out []int64
		for _, signed := range []bool{true, false} {
			p := new(big.Int).Mul(asBig(xs[0], 64, signed), asBig(xs[1], 64, signed))
			out = append(out, wrapTo(new(big.Int).Rsh(p, 64), 64), wrapTo(p, 64))
		}
		return out
	})
}

// TestMadSat compares mad_sat at every width with the clamped exact
// x*y + z.
func TestMadSat(t *testing.T) {
	var triples [][]int64
	for i, x := range edgeInts {
		n := len(edgeInts)
		triples = append(triples, []int64{x, edgeInts[(i*5+1)%n], edgeInts[(i*3+2)%n]},
			[]int64{x, x, edgeInts[(i+7)%n]}, []int64{x, 1, edgeInts[(i+11)%n]}, []int64{x, -1, edgeInts[(i+13)%n]})
	}
	for _, bits := range []int{8, 16, 32, 64} {
		t.Run(fmt.Sprint(bits), func(t *testing.T) {
			intCase(t, bits, triples, func(b *ir.Builder, xs []ir.Value) []ir.Value {
				return []ir.Value{builtin.MadSat(b, xs[0], xs[1], xs[2], true), builtin.MadSat(b, xs[0], xs[1], xs[2], false)}
			}, func(xs []int64) []int64 {
				var out []int64
				for _, signed := range []bool{true, false} {
					v := new(big.Int).Mul(asBig(xs[0], bits, signed), asBig(xs[1], bits, signed))
					v.Add(v, asBig(xs[2], bits, signed))
					out = append(out, clampTo(v, bits, signed))
				}
				return out
			})
		})
	}
}

// TestUpsample compares upsample with hi·2^w + lo.
func TestUpsample(t *testing.T) {
	for _, bits := range []int{8, 16, 32} {
		t.Run(fmt.Sprint(bits), func(t *testing.T) {
			intCase(t, bits, pairsOf(edgeInts), func(b *ir.Builder, xs []ir.Value) []ir.Value {
				return []ir.Value{builtin.Upsample(b, xs[0], xs[1], true), builtin.Upsample(b, xs[0], xs[1], false)}
			}, func(xs []int64) []int64 {
				var out []int64
				for _, signed := range []bool{true, false} {
					v := new(big.Int).Lsh(asBig(xs[0], bits, signed), uint(bits))
					v.Add(v, asBig(xs[1], bits, false))
					out = append(out, wrapTo(v, 2*bits))
				}
				return out
			})
		})
	}
}

// TestShuffle picks lanes of a 4-lane and an 8-lane source by masks whose
// high bits must be ignored.
func TestShuffle(t *testing.T) {
	src := []int64{10, 11, 12, 13, 14, 15, 16, 17}
	var ins [][]int64
	for _, m := range []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 13, -1, -6, math.MaxInt32} {
		ins = append(ins, []int64{m})
	}
	intCase(t, 32, ins, func(b *ir.Builder, xs []ir.Value) []ir.Value {
		lanes := make([]ir.Value, len(src))
		for k, v := range src {
			lanes[k] = ir.ConstInt(ir.I32, v)
		}
		m := xs[0]
		mask := []ir.Value{m, b.Binary(ir.OpAdd, m, ir.ConstInt(ir.I32, 1))}
		return append(builtin.Shuffle(b, lanes[:4], mask), builtin.Shuffle(b, lanes, mask)...)
	}, func(xs []int64) []int64 {
		m := xs[0]
		return []int64{src[m&3], src[(m+1)&3], src[m&7], src[(m+1)&7]}
	})
}

// TestConvertInts converts every edge value between the integer types,
// saturated and not, against the clamped or wrapped exact value.
func TestConvertInts(t *testing.T) {
	widths := []int{8, 16, 32, 64}
	for _, from := range widths {
		t.Run(fmt.Sprint(from), func(t *testing.T) {
			var ins [][]int64
			for _, x := range edgeInts {
				ins = append(ins, []int64{x})
			}
			intCase(t, from, ins, func(b *ir.Builder, xs []ir.Value) []ir.Value {
				var out []ir.Value
				for _, to := range widths {
					for _, su := range []bool{false, true} {
						for _, du := range []bool{false, true} {
							for _, sat := range []bool{false, true} {
								c := builtin.Conv{SrcUnsigned: su, DstUnsigned: du, Sat: sat}
								out = append(out, builtin.Convert(b, xs[0], ir.IntType{Bits: to}, c))
							}
						}
					}
				}
				return out
			}, func(xs []int64) []int64 {
				var out []int64
				for _, to := range widths {
					for _, su := range []bool{false, true} {
						for _, du := range []bool{false, true} {
							for _, sat := range []bool{false, true} {
								v := asBig(xs[0], from, !su)
								if sat {
									out = append(out, clampTo(v, to, !du))
								} else {
									out = append(out, wrapTo(v, to))
								}
							}
						}
					}
				}
				return out
			})
		})
	}
}

// TestConvertFloatToInt converts floats (NaN, infinities, halves, values
// at and beyond the limits) to int, uint, char, uchar, long and ulong in
// every rounding mode, saturated and not (the unsaturated ones only in
// range), against Go's own rounding and clamping.
func TestConvertFloatToInt(t *testing.T) {
	fs := []float64{0, math.Copysign(0, -1), 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 2.4999, -0.9999, 126.5, 127.5, -128.5, -129,
		254.5, 255.5, 256, 2147483520, -2147483648, 2147483648, -2147483904, 4294967040, 4294967296,
		9.2233720368547758e18, -9.2233720368547758e18, 1.8446744073709552e19, 1e30, -1e30,
		math.Inf(1), math.Inf(-1), math.NaN()}
	modes := []builtin.Rounding{builtin.RoundDefault, builtin.RoundNearestEven, builtin.RoundTowardZero, builtin.RoundUp, builtin.RoundDown}
	round := func(x float64, r builtin.Rounding) float64 {
		switch r {
		case builtin.RoundNearestEven:
			return math.RoundToEven(x)
		case builtin.RoundUp:
			return math.Ceil(x)
		case builtin.RoundDown:
			return math.Floor(x)
		}
		return math.Trunc(x)
	}
	for _, ft := range []ir.Type{ir.F32, ir.F64} {
		t.Run(ft.String(), func(t *testing.T) {
			m, _, b, ps, tid := kernel(map[string]ir.Type{"in": ft, "out": ir.I64})
			x := b.Load(b.GEP(ps["in"], tid), false)
			type dst struct {
				bits     int
				unsigned bool
			}
			dsts := []dst{{8, false}, {8, true}, {32, false}, {32, true}, {64, false}, {64, true}}
			var outs []ir.Value
			for _, d := range dsts {
				for _, r := range modes {
					v := builtin.Convert(b, x, ir.IntType{Bits: d.bits}, builtin.Conv{DstUnsigned: d.unsigned, Sat: true, Round: r})
					if d.bits < 64 {
						v = b.Cast(ir.OpSExt, v, ir.I64)
					}
					outs = append(outs, v)
				}
			}
			n := int64(len(outs))
			base := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, n))
			for k, v := range outs {
				b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))), v, false)
			}
			b.Ret(nil)
			var in []string
			var want []int64
			for _, f := range fs {
				if ft == ir.F32 {
					f = float64(float32(f))
				}
				in = append(in, fmt.Sprint(f))
				for _, d := range dsts {
					for _, r := range modes {
						if math.IsNaN(f) {
							want = append(want, 0)
							continue
						}
						if math.IsInf(f, 0) {
							v := new(big.Int).Lsh(big.NewInt(1), 70)
							if f < 0 {
								v.Neg(v)
							}
							want = append(want, clampTo(v, d.bits, !d.unsigned))
							continue
						}
						v, _ := new(big.Float).SetFloat64(round(f, r)).Int(nil)
						want = append(want, clampTo(v, d.bits, !d.unsigned))
					}
				}
			}
			launch := fmt.Sprintf("grid=1 block=%d in=%s[%d]:%s out=int64[%d]", len(fs), map[ir.Type]string{ir.F32: "float32", ir.F64: "float64"}[ft],
				len(fs), joinS(in), len(want))
			run(t, m, launch, []string{"out=[" + list(want) + "]"})
		})
	}
}

func joinS(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += ","
		}
		out += s
	}
	return out
}

// TestConvertToFloat converts integers of 32 and 64 bits, signed and
// unsigned, and doubles to float in every rounding mode, against
// math/big's rounding of the exact value to 24 bits (doubles beyond the
// float range round to ±inf or ±max as the mode says).
func TestConvertToFloat(t *testing.T) {
	modes := []builtin.Rounding{builtin.RoundDefault, builtin.RoundNearestEven, builtin.RoundTowardZero, builtin.RoundUp, builtin.RoundDown}
	bigMode := map[builtin.Rounding]big.RoundingMode{builtin.RoundDefault: big.ToNearestEven, builtin.RoundNearestEven: big.ToNearestEven,
		builtin.RoundTowardZero: big.ToZero, builtin.RoundUp: big.ToPositiveInf, builtin.RoundDown: big.ToNegativeInf}
	ref := func(exact *big.Float, r builtin.Rounding) int64 {
		f, _ := new(big.Float).SetPrec(24).SetMode(bigMode[r]).Set(exact).Float32()
		if math.IsInf(float64(f), 0) {
			pos := f > 0
			if r == builtin.RoundTowardZero || r == builtin.RoundUp && !pos || r == builtin.RoundDown && pos {
				f = float32(math.Copysign(math.MaxFloat32, float64(f)))
			}
		}
		return int64(int32(math.Float32bits(f)))
	}
	for _, src := range []struct {
		bits     int
		unsigned bool
	}{{32, false}, {32, true}, {64, false}, {64, true}, {16, false}} {
		t.Run(fmt.Sprintf("i%d unsigned=%v", src.bits, src.unsigned), func(t *testing.T) {
			ins := [][]int64{{16777217}, {-16777217}, {16777219}, {33554435}, {-33554435}, {123456789}, {-123456789}, {0x7fffff80}}
			for _, x := range edgeInts {
				ins = append(ins, []int64{x})
			}
			intCase(t, src.bits, ins, func(b *ir.Builder, xs []ir.Value) []ir.Value {
				var out []ir.Value
				for _, r := range modes {
					f := builtin.Convert(b, xs[0], ir.F32, builtin.Conv{SrcUnsigned: src.unsigned, Round: r})
					out = append(out, b.Cast(ir.OpBitcast, f, ir.I32))
				}
				return out
			}, func(xs []int64) []int64 {
				var out []int64
				for _, r := range modes {
					out = append(out, ref(new(big.Float).SetInt(asBig(xs[0], src.bits, !src.unsigned)), r))
				}
				return out
			})
		})
	}
	t.Run("f64", func(t *testing.T) {
		ds := []float64{0, 1, -1, 0.1, -0.1, 1.0 / 3, -2.0 / 3, 16777217, -16777217, 3.4028235677973366e38, 3.5e38, -3.5e38,
			1e300, -1e300, math.MaxFloat32, math.Inf(1), math.Inf(-1), 1.00000005960464477539, 1e-30}
		m, _, b, ps, tid := kernel(map[string]ir.Type{"in": ir.F64, "out": ir.I32})
		x := b.Load(b.GEP(ps["in"], tid), false)
		base := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, int64(len(modes))))
		for k, r := range modes {
			f := builtin.Convert(b, x, ir.F32, builtin.Conv{Round: r})
			b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))), b.Cast(ir.OpBitcast, f, ir.I32), false)
		}
		b.Ret(nil)
		var in []string
		var want []int64
		for _, d := range ds {
			in = append(in, fmt.Sprint(d))
			for _, r := range modes {
				if math.IsInf(d, 0) {
					want = append(want, int64(int32(math.Float32bits(float32(d)))))
					continue
				}
				want = append(want, ref(big.NewFloat(d), r))
			}
		}
		run(t, m, fmt.Sprintf("grid=1 block=%d in=float64[%d]:%s out=int32[%d]", len(ds), len(ds), joinS(in), len(want)),
			[]string{"out=[" + list(want) + "]"})
	})
}

// TestCompare checks the predicate of every relational function on
// ordered and unordered operands.
func TestCompare(t *testing.T) {
	names := []string{"isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isordered", "isunordered"}
	pairs := [][2]float64{{1, 2}, {2, 1}, {1, 1}, {math.NaN(), 1}, {1, math.NaN()}, {math.Inf(-1), math.Inf(1)}, {0, math.Copysign(0, -1)}}
	m, _, b, ps, tid := kernel(map[string]ir.Type{"in": ir.F32, "out": ir.I32})
	two := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, 2))
	x := b.Load(b.GEP(ps["in"], two), false)
	y := b.Load(b.GEP(ps["in"], b.Binary(ir.OpAdd, two, ir.ConstInt(ir.I64, 1))), false)
	base := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, int64(len(names))))
	for k, n := range names {
		p, ok := builtin.ComparePred(n)
		if !ok {
			t.Fatalf("ComparePred(%s) not found", n)
		}
		b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))), b.Cast(ir.OpZExt, b.FCmp(p, x, y), ir.I32), false)
	}
	b.Ret(nil)
	var in []string
	var want []int64
	b2i := func(c bool) int64 {
		if c {
			return 1
		}
		return 0
	}
	for _, p := range pairs {
		x, y := p[0], p[1]
		in = append(in, fmt.Sprint(x), fmt.Sprint(y))
		uno := math.IsNaN(x) || math.IsNaN(y)
		want = append(want, b2i(x == y), b2i(x != y), b2i(x > y), b2i(x >= y), b2i(x < y), b2i(x <= y), b2i(x < y || x > y), b2i(!uno), b2i(uno))
	}
	if _, ok := builtin.ComparePred("isfoo"); ok {
		t.Error("ComparePred(isfoo) found")
	}
	run(t, m, fmt.Sprintf("grid=1 block=%d in=float32[%d]:%s out=int32[%d]", len(pairs), len(in), joinS(in), len(want)),
		[]string{"out=[" + list(want) + "]"})
}

// TestBitOps compares Bswap, BitReverse and both funnel shifts at every
// width with math/bits.
func TestBitOps(t *testing.T) {
	for _, w := range []int{8, 16, 32, 64} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			var ins [][]int64
			for i, x := range edgeInts {
				ins = append(ins, []int64{x, edgeInts[(i*7+5)%len(edgeInts)], int64(i*5 - 3)})
			}
			mask := uint64(1)<<w - 1
			if w == 64 {
				mask = math.MaxUint64
			}
			intCase(t, w, ins, func(b *ir.Builder, xs []ir.Value) []ir.Value {
				out := []ir.Value{builtin.BitReverse(b, xs[0]), builtin.FunnelShift(b, xs[0], xs[1], xs[2], true), builtin.FunnelShift(b, xs[0], xs[1], xs[2], false)}
				if w > 8 {
					out = append(out, builtin.Bswap(b, xs[0]))
				}
				return out
			}, func(xs []int64) []int64 {
				x, y, z := uint64(xs[0])&mask, uint64(xs[1])&mask, uint64(xs[2])&mask
				n := uint(z % uint64(w))
				wide := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(x), uint(w)), new(big.Int).SetUint64(y))
				fshl := new(big.Int).Rsh(new(big.Int).Lsh(wide, n), uint(w))
				fshr := new(big.Int).Rsh(wide, n)
				rev := bits.Reverse64(x) >> (64 - w)
				out := []int64{wrapTo(new(big.Int).SetUint64(rev), w), wrapTo(fshl, w), wrapTo(fshr, w)}
				if w > 8 {
					out = append(out, wrapTo(new(big.Int).SetUint64(bits.ReverseBytes64(x)>>(64-w)), w))
				}
				return out
			})
		})
	}
}

// TestOverflow compares the six overflow intrinsics at every width with
// the exact result's range.
func TestOverflow(t *testing.T) {
	ops := []string{"add", "sub", "mul"}
	for _, w := range []int{8, 16, 32, 64} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			intCase(t, w, pairsOf(edgeInts), func(b *ir.Builder, xs []ir.Value) []ir.Value {
				var out []ir.Value
				for _, op := range ops {
					for _, signed := range []bool{true, false} {
						r, ov := builtin.Overflow(b, op, xs[0], xs[1], signed)
						out = append(out, r, b.Cast(ir.OpZExt, ov, ir.I64))
					}
				}
				return out
			}, func(xs []int64) []int64 {
				var out []int64
				for _, op := range ops {
					for _, signed := range []bool{true, false} {
						x, y := asBig(xs[0], w, signed), asBig(xs[1], w, signed)
						v := new(big.Int)
						switch op {
						case "add":
							v.Add(x, y)
						case "sub":
							v.Sub(x, y)
						default:
							v.Mul(x, y)
						}
						ov := int64(0)
						if clampTo(v, w, signed) != wrapTo(v, w) || asBig(wrapTo(v, w), w, signed).Cmp(v) != 0 {
							ov = 1
						}
						out = append(out, wrapTo(v, w), ov)
					}
				}
				return out
			})
		})
	}
}

// TestSmoothstep compares Smoothstep on f32 with the same formula in Go's
// float32 arithmetic, below, between and above the edges and with the
// edges reversed.
func TestSmoothstep(t *testing.T) {
	type tc struct{ e0, e1, x float32 }
	cases := []tc{{0, 1, -0.5}, {0, 1, 0}, {0, 1, 0.25}, {0, 1, 0.5}, {0, 1, 0.9}, {0, 1, 1}, {0, 1, 7},
		{-2, 3, 0.3}, {1, 0, 0.25}, {0.1, 0.2, 0.15}, {-1, -0.5, -0.75}}
	m, _, b, ps, tid := kernel(map[string]ir.Type{"in": ir.F32, "out": ir.F32})
	three := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, 3))
	ld := func(k int64) ir.Value {
		return b.Load(b.GEP(ps["in"], b.Binary(ir.OpAdd, three, ir.ConstInt(ir.I64, k))), false)
	}
	b.Store(b.GEP(ps["out"], tid), builtin.Smoothstep(b, ld(0), ld(1), ld(2)), false)
	b.Ret(nil)
	var in, want []string
	for _, c := range cases {
		in = append(in, fmt.Sprint(c.e0), fmt.Sprint(c.e1), fmt.Sprint(c.x))
		v := (c.x - c.e0) / (c.e1 - c.e0)
		v = float32(math.Min(math.Max(float64(v), 0), 1))
		// explicit conversions round every step (no fused multiply-add)
		want = append(want, fmt.Sprint(float32(v*v)*float32(3-float32(2*v))))
	}
	run(t, m, fmt.Sprintf("grid=1 block=%d in=float32[%d]:%s out=float32[%d]", len(cases), len(in), joinS(in), len(cases)),
		[]string{"out=[" + joinS(want) + "]"})
}
