package builtin_test

import (
	"fmt"
	"math"
	"math/big"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// mathCase is one input of TestMathOps: x, y for the binary functions and
// n for ldexp and rootn.
type mathCase struct {
	x, y float64
	n    int32
}

// The results each thread of TestMathOps stores, in order.
const (
	oFract = iota
	oFractFloor
	oFrexpMant
	oFrexpExp
	oIlogb
	oModfFrac
	oModfWhole
	oLgamma
	oLgammaSign
	oRem
	oQuo
	oLdexp
	oRootn
	oMinmag
	oMaxmag
	oTanpi
	oAcospi
	oAtan2pi
	oNan
	oPown
	oPowr
	nOut
)

var mathOpNames = [nOut]string{"fract", "fract.floor", "frexp", "frexp.exp", "ilogb", "modf", "modf.whole",
	"lgamma_r", "lgamma_r.sign", "remquo", "remquo.quo", "ldexp", "rootn", "minmag", "maxmag", "tanpi", "acospi", "atan2pi", "nan", "pown", "powr"}

// runMathOps runs the mathops helpers on cases in a kernel of float type
// ft and returns each case's results as bits (floats) or values (i32s).
func runMathOps(t *testing.T, ft ir.Type, cases []mathCase) [][nOut]uint64 {
	t.Helper()
	w := ir.Bits(ft)
	it := ir.IntType{Bits: w}
	m, _, b, ps, tid := kernel(map[string]ir.Type{"xs": it, "ys": it, "ns": ir.I32, "out": ir.I64})
	x := b.Cast(ir.OpBitcast, b.Load(b.GEP(ps["xs"], tid), false), ft)
	y := b.Cast(ir.OpBitcast, b.Load(b.GEP(ps["ys"], tid), false), ft)
	n := b.Load(b.GEP(ps["ns"], tid), false)
	var outs [nOut]ir.Value
	outs[oFract], outs[oFractFloor] = builtin.Fract(b, x)
	outs[oFrexpMant], outs[oFrexpExp] = builtin.Frexp(b, x)
	outs[oIlogb] = builtin.Ilogb(b, x)
	outs[oModfFrac], outs[oModfWhole] = builtin.Modf(b, x)
	outs[oLgamma], outs[oLgammaSign] = builtin.LgammaR(b, x)
	outs[oRem], outs[oQuo] = builtin.Remquo(b, x, y)
	outs[oLdexp] = builtin.Ldexp(b, x, n)
	outs[oRootn] = builtin.Rootn(b, x, n)
	outs[oMinmag] = builtin.MinMag(b, x, y, false)
	outs[oMaxmag] = builtin.MinMag(b, x, y, true)
	outs[oTanpi] = builtin.PiFn(b, mathfn.Tan, x)
	outs[oAcospi] = builtin.PiFn(b, mathfn.Acos, x)
	outs[oAtan2pi] = builtin.PiFn(b, mathfn.Atan2, x, y)
	code := n
	if w == 64 {
		code = b.Cast(ir.OpZExt, n, it)
	}
	outs[oNan] = builtin.Nan(b, code, ft)
	outs[oPown] = builtin.Pown(b, x, n)
	outs[oPowr] = builtin.Powr(b, x, y)
	base := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, nOut))
	for k, v := range outs {
		switch {
		case ir.IsFloat(v.Type()):
			v = b.Cast(ir.OpBitcast, v, it)
			if w == 32 {
				v = b.Cast(ir.OpZExt, v, ir.I64)
			}
		case v.Type() == ir.I32:
			v = b.Cast(ir.OpSExt, v, ir.I64)
		}
		b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))), v, false)
	}
	b.Ret(nil)
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("VerifyModule: %v", err)
	}
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatalf("backend: %v", err)
	}
	var xs, ys, ns []int64
	for _, c := range cases {
		if w == 32 {
			xs = append(xs, int64(int32(math.Float32bits(float32(c.x)))))
			ys = append(ys, int64(int32(math.Float32bits(float32(c.y)))))
		} else {
			xs = append(xs, int64(math.Float64bits(c.x)))
			ys = append(ys, int64(math.Float64bits(c.y)))
		}
		ns = append(ns, int64(c.n))
	}
	launch := fmt.Sprintf("grid=1 block=%d xs=int%d[%d]:%s ys=int%d[%d]:%s ns=int32[%d]:%s out=int64[%d]",
		len(cases), w, len(xs), list(xs), w, len(ys), list(ys), len(ns), list(ns), nOut*len(cases))
	l, err := harness.ParseLaunch(launch, ".")
	if err != nil {
		t.Fatal(err)
	}
	res, err := mechs.Run(o, "mimd", l, sim.DefaultConfig())
	if err != nil || res.Status != sim.StatusOK {
		t.Fatalf("run: %v %v", err, res.Status)
	}
	buf := res.Buffer("out")
	got := make([][nOut]uint64, len(cases))
	for i := range got {
		for k := range got[i] {
			got[i][k] = buf.Bits(i*nOut + k)
		}
	}
	return got
}

// TestMathOps runs the helpers of mathops.go on the simulator, in f32 and
// f64, on ordinary values and the OpenCL edge cases (signed zeros,
// subnormals, infinities, NaN, the largest values), and compares with
// references computed here from Go's math and math/big: fract, frexp,
// ilogb, modf, lgamma_r's sign, ldexp and minmag/maxmag bit for bit;
// remquo's remainder bit for bit and its quotient modulo 8 with its sign;
// rootn on exact roots and its edge cases exactly, elsewhere within 2 ulp.
func TestMathOps(t *testing.T) {
	inf, nan, negZero := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	cases := []mathCase{
		{0, 1, 3}, {negZero, 1, 3}, {0, -2, -3}, {negZero, 3, -2}, {0, 5, 2}, {negZero, 5, 4},
		{1, 1, 1}, {-1, 1, 2}, {0.5, 0.25, -1}, {-0.5, 0.3, 5}, {2.5, 1, 2}, {-2.5, 1, 2}, {3.5, 1, 3},
		{27, 4, 3}, {-8, 3, 3}, {-8, 3, 2}, {16, -5, 4}, {1e10, 3, 7}, {-1e-10, 7, 0}, {123.456, 0.1, 31},
		{7, 2, 127}, {-7, 2, 128}, {-7, -2, -126}, {7.5, 1, -149}, {-0.25, 1, 150}, {1.5, 1, -150},
		{math.SmallestNonzeroFloat32, 1, 149}, {-3 * math.SmallestNonzeroFloat32, 2, 100},
		{0x1p-126, 1, -1}, {-0x1.fffffep-127, 1, 24}, {math.MaxFloat32, 2, -254}, {-math.MaxFloat32, 3e38, -300},
		{inf, 1, 3}, {-inf, 1, 3}, {nan, 1, 3}, {5, 0, 1}, {5, nan, 1}, {5, inf, 1}, {-5, -inf, 1},
		{3, 3, 1}, {-3, 3, 1}, {7.5, -2.5, 1}, {8.75, 0.5, 1}, {11.5, 1, 1}, {-0.75, 1.5, 1},
		{1e30, 3, 1 << 30}, {1e-30, 1e-38, -1 << 31}, {2, 2, 1<<31 - 1}, {1.25, 1e-45, 1},
		{-1, inf, 1<<24 + 1}, {1, -inf, 1<<24 + 1}, {1, nan, 0}, {nan, 0, 0}, {inf, 0, -1}, {negZero, -3, -3},
		{negZero, 0.5, 3}, {-1.0000001, 2, 1<<24 + 1}, {0, negZero, 0}, {4, 0.5, -2},
		{-2, 1, 1}, {-3.5, 1, 1}, {-1.5, 1, 1}, {-100.5, 1, 1}, {-0.125, 1, 1}, {-1e-39, 1, 1},
		{2, -2, 1}, {-2, 2, 1}, {3, -1, 1}, {nan, nan, 1}, {1, nan, 1},
	}
	cases64 := append([]mathCase{
		{math.SmallestNonzeroFloat64, 1, 1074}, {0x1p-1022, 1, -1}, {math.MaxFloat64, 1, -2098},
		{math.SmallestNonzeroFloat64, 1, 2097}, {-math.MaxFloat64, 0.5, -2000}, {0x1.8p-1070, 1, -5},
		{1e300, 1e-300, 1}, {1e-300, 1e300, 1}, {1e308, 3e-308, 1}, {1.5, 0x1p-1074, 1}, {1, 0x1.8p1023, 1},
		{1e300, 7, 100}, {-1e300, 0x1p1022, 1},
	}, cases...)
	for _, w := range []int{32, 64} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			ft, cs := ir.Type(ir.F32), cases
			if w == 64 {
				ft, cs = ir.F64, cases64
			}
			got := runMathOps(t, ft, cs)
			for i, c := range cs {
				x, y := c.x, c.y
				if w == 32 {
					x, y = float64(float32(x)), float64(float32(y))
				}
				want := mathOpsRef(w, x, y, c.n)
				for k := range want {
					g := got[i][k]
					ok := g == want[k]
					switch k {
					case oLgamma:
						ok = fulp(w, g, want[k]) <= 4
					case oRootn, oAcospi, oAtan2pi, oPown, oPowr:
						ok = fulp(w, g, want[k]) <= 2
					case oTanpi:
						ok = fulp(w, g, want[k]) <= 4
					case oQuo:
						q, r := int64(g), int64(want[k])
						ok = (q-r)%8 == 0 && q*r >= 0 && q >= -8 && q <= 8
					}
					if !ok {
						t.Errorf("%s(%g, %g, %d) = %s, want %s", mathOpNames[k], x, y, c.n, show(w, k, g), show(w, k, want[k]))
					}
				}
			}
		})
	}
}

func isIntOut(k int) bool {
	return k == oFrexpExp || k == oIlogb || k == oLgammaSign || k == oQuo
}

func show(w, k int, v uint64) string {
	switch {
	case isIntOut(k):
		return fmt.Sprint(int64(v))
	case w == 32:
		return fmt.Sprintf("%g (%#08x)", math.Float32frombits(uint32(v)), v)
	}
	return fmt.Sprintf("%g (%#016x)", math.Float64frombits(v), v)
}

// fulp is the distance in ulps of two float results given as bits (0 for
// two NaNs, large for a NaN and a number).
func fulp(w int, a, b uint64) float64 {
	fa, fb := math.Float64frombits(a), math.Float64frombits(b)
	if w == 32 {
		fa, fb = float64(math.Float32frombits(uint32(a))), float64(math.Float32frombits(uint32(b)))
	}
	switch {
	case math.IsNaN(fa) && math.IsNaN(fb), fa == fb:
		return 0
	case math.IsNaN(fa) || math.IsNaN(fb) || math.IsInf(fa, 0) || math.IsInf(fb, 0):
		return math.Inf(1)
	}
	u := math.Nextafter(fb, math.Inf(1)) - fb
	if w == 32 {
		f := float32(fb)
		u = float64(math.Nextafter32(f, float32(math.Inf(1))) - f)
	}
	return math.Abs(fa-fb) / u
}

// mathOpsRef computes the results of one case in float width w (x and y
// are values of that width).
func mathOpsRef(w int, x, y float64, n int32) [nOut]uint64 {
	var r [nOut]uint64
	bits := func(v float64) uint64 {
		if w == 32 {
			return uint64(math.Float32bits(float32(v)))
		}
		return math.Float64bits(v)
	}
	num := func(v int64) uint64 { return uint64(v) }
	nan := bits(math.NaN())
	canon := func(v float64) uint64 { // NaNs compare as the one NaN the simulator makes
		if math.IsNaN(v) {
			return nan
		}
		return bits(v)
	}

	// fract: the subtraction rounds in the type.
	fl := math.Floor(x)
	switch {
	case math.IsNaN(x):
		r[oFract], r[oFractFloor] = nan, nan
	case x == 0 || math.IsInf(x, 0):
		r[oFract], r[oFractFloor] = bits(math.Copysign(0, x)), bits(fl)
	default:
		d := x - fl
		lim := math.Nextafter(1, 0)
		if w == 32 {
			d, lim = float64(float32(x)-float32(fl)), float64(math.Nextafter32(1, 0))
		}
		r[oFract], r[oFractFloor] = bits(math.Min(d, lim)), bits(fl)
	}

	mant, exp := math.Frexp(x)
	r[oFrexpMant], r[oFrexpExp] = canon(mant), num(int64(exp))
	if math.IsInf(x, 0) || math.IsNaN(x) {
		r[oFrexpExp] = 0
	}
	r[oIlogb] = num(int64(math.Ilogb(x)))

	whole, frac := math.Modf(x)
	if math.IsInf(x, 0) {
		frac = math.Copysign(0, x)
	}
	r[oModfFrac], r[oModfWhole] = canon(frac), canon(whole)

	// lgamma: Go's value (C's +inf at -inf); glibc's sign, which is -1
	// at -0 where Go's is 1.
	lg, sign := math.Lgamma(x)
	if math.IsInf(x, -1) {
		lg = math.Inf(1)
	}
	if x == 0 && math.Signbit(x) {
		sign = -1
	}
	r[oLgamma], r[oLgammaSign] = canon(lg), num(int64(sign))

	// remquo, exactly: k is x/y rounded to the nearest integer (ties to
	// even), the remainder x - k·y is exact and takes x's sign when zero.
	switch {
	case y == 0 || math.IsNaN(y) || math.IsNaN(x) || math.IsInf(x, 0):
		r[oRem], r[oQuo] = nan, 0
	case math.IsInf(y, 0):
		r[oRem], r[oQuo] = bits(x), 0
	default:
		q := new(big.Rat).Quo(new(big.Rat).SetFloat64(x), new(big.Rat).SetFloat64(y))
		k := roundHalfEven(q)
		rem := new(big.Rat).Sub(new(big.Rat).SetFloat64(x), new(big.Rat).Mul(new(big.Rat).SetInt(k), new(big.Rat).SetFloat64(y)))
		rf, _ := rem.Float64()
		if rf == 0 {
			rf = math.Copysign(0, x)
		}
		m8 := new(big.Int).Mod(new(big.Int).Abs(k), big.NewInt(8)).Int64()
		if math.Signbit(x) != math.Signbit(y) {
			m8 = -m8
		}
		r[oRem], r[oQuo] = bits(rf), num(m8)
	}

	// ldexp: in f64 math.Ldexp rounds once; an f32 result is the exact
	// f64 product (no f64 overflow or subnormal for |n| <= 300) rounded.
	if w == 32 {
		nn := max(min(int(n), 300), -300)
		r[oLdexp] = canon(float64(float32(math.Ldexp(x, nn))))
	} else {
		r[oLdexp] = canon(math.Ldexp(x, int(n)))
	}

	r[oRootn] = canon(rootnRef(x, n))

	r[oTanpi] = canon(tanpiRef(x))
	r[oAcospi] = canon(math.Acos(x) / math.Pi)
	r[oAtan2pi] = canon(math.Atan2(x, y) / math.Pi)
	if w == 32 {
		r[oNan] = uint64(0x7fc00000 | uint32(n)&0x3fffff)
	} else {
		r[oNan] = 0x7ff8000000000000 | uint64(uint32(n))&(1<<51-1)
	}

	r[oPown] = canon(math.Pow(x, float64(n)))
	r[oPowr] = canon(powrRef(x, y))

	ax, ay := math.Abs(x), math.Abs(y)
	switch {
	case ax < ay:
		r[oMinmag], r[oMaxmag] = canon(x), canon(y)
	case ay < ax:
		r[oMinmag], r[oMaxmag] = canon(y), canon(x)
	default:
		r[oMinmag], r[oMaxmag] = canon(cmin(x, y)), canon(cmax(x, y))
	}
	return r
}

// cmin and cmax are C's fmin and fmax: a NaN operand gives the other.
func cmin(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	}
	return math.Min(x, y)
}

func cmax(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	}
	return math.Max(x, y)
}

// rootnRef is x^(1/n) as OpenCL C §7.5.1 defines its edge cases, with
// exact roots where there is one (cube roots through math.Cbrt).
func rootnRef(x float64, n int32) float64 {
	odd := n%2 != 0
	switch {
	case n == 0, math.IsNaN(x), x < 0 && !odd:
		return math.NaN()
	case x == 0 && n < 0:
		if odd {
			return math.Copysign(math.Inf(1), x)
		}
		return math.Inf(1)
	case x == 0:
		if odd {
			return x
		}
		return 0
	}
	var r float64
	switch n {
	case 1:
		r = math.Abs(x)
	case -1:
		r = 1 / math.Abs(x)
	case 2:
		r = math.Sqrt(math.Abs(x))
	case 3:
		r = math.Cbrt(math.Abs(x))
	default:
		r = math.Pow(math.Abs(x), 1/float64(n))
	}
	if odd && x < 0 {
		r = -r
	}
	return r
}

// tanpiRef is tan(πx) with OpenCL C's edge cases (§7.5.1): ±0 at even
// integers with x's sign, the opposite sign at odd ones, +inf at n + 0.5
// for even n and -inf for odd n; computed on x reduced by its nearest
// integer, which is exact.
func tanpiRef(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	n := math.RoundToEven(x)
	odd := math.Mod(n, 2) != 0
	r := x - n
	switch {
	case r == 0 && odd:
		return math.Copysign(0, -x)
	case r == 0:
		return math.Copysign(0, x)
	case math.Abs(r) == 0.5:
		// x = m + 0.5 with m = floor(x)
		if math.Mod(math.Floor(x), 2) != 0 {
			return math.Inf(-1)
		}
		return math.Inf(1)
	}
	if a := math.Abs(r); a > 0.25 {
		return math.Copysign(1/math.Tan(math.Pi*(0.5-a)), r)
	}
	return math.Tan(math.Pi * r)
}

// powrRef is powr(x, y) as §7.5.1 defines it: pow for x >= 0 (+0 and
// +inf at zeros), NaN for x < 0, for 0^0, inf^0, 1^inf and NaN operands.
func powrRef(x, y float64) float64 {
	switch {
	case x < 0, math.IsNaN(x), math.IsNaN(y), x == 0 && y == 0, math.IsInf(x, 1) && y == 0, x == 1 && math.IsInf(y, 0):
		return math.NaN()
	}
	return math.Pow(math.Abs(x), y)
}

// roundHalfEven rounds q to the nearest integer, ties to even.
func roundHalfEven(q *big.Rat) *big.Int {
	num, den := q.Num(), q.Denom()
	fl := new(big.Int).Div(num, den) // floor for a positive denominator (Euclidean)
	rest := new(big.Rat).Sub(q, new(big.Rat).SetInt(fl))
	switch rest.Cmp(big.NewRat(1, 2)) {
	case 1:
		fl.Add(fl, big.NewInt(1))
	case 0:
		if fl.Bit(0) == 1 {
			fl.Add(fl, big.NewInt(1))
		}
	}
	return fl
}
