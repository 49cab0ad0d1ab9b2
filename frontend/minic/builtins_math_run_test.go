package minic_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// runOut compiles src, runs kernel k on launch under mimd and pdom and
// returns the buffer out (they must agree).
func runOut(t *testing.T, src, launch string) *sim.Buffer {
	t.Helper()
	m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch(launch, ".")
	if err != nil {
		t.Fatal(err)
	}
	var first *sim.Buffer
	for _, mech := range []string{"mimd", "pdom"} {
		res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
		if err != nil || res.Status != sim.StatusOK {
			t.Fatalf("%s: %v %v", mech, err, res.Status)
		}
		b := res.Buffer("out")
		if first != nil && string(first.Data) != string(b.Data) {
			t.Fatalf("mimd and pdom disagree")
		}
		first = b
	}
	return first
}

// TestAsTypeLanes reinterprets values across lane counts and checks every
// result component against the bytes of the operand, little-endian.
func TestAsTypeLanes(t *testing.T) {
	const src = `kernel void k(global long *in, global long *out)
{
    int i = get_global_id(0);
    long v = in[i];
    float4 f4 = (float4)(as_float((int)v), as_float((int)(v >> 32)), 1.5f, -2.25f);
    global long *o = out + 40 * i;
    int2 a = as_int2(v);            o[0] = a.x; o[1] = a.y;
    char4 b = as_char4(a.y);        o[2] = b.x; o[3] = b.y; o[4] = b.z; o[5] = b.w;
    int4 c = as_int4(f4);           o[6] = c.x; o[7] = c.y; o[8] = c.z; o[9] = c.w;
    uchar16 d = as_uchar16(f4);     o[10] = d.s0; o[11] = d.s3; o[12] = d.s4; o[13] = d.s9; o[14] = d.sf;
    int3 e = as_int3(f4);           o[15] = e.x; o[16] = e.z;
    long2 l2 = as_long2(c);         o[17] = l2.x; o[18] = l2.y;
    short8 s8 = as_short8(l2);      o[19] = s8.s0; o[20] = s8.s3; o[21] = s8.s5; o[22] = s8.s7;
    ushort4 u4 = as_ushort4(v);     o[23] = u4.x; o[24] = u4.w;
    double dd = as_double(a);       o[25] = as_long(dd);
    float2 f2 = as_float2(v);       o[26] = as_int(f2.x); o[27] = as_int(f2.y);
    float f = as_float(as_uchar4(a.x)); o[28] = as_int(f);
    short2 s2 = as_short2(f2.y);    o[29] = s2.x; o[30] = s2.y;
    long2 back = as_long2(as_int4(as_uchar16(l2))); o[31] = back.x; o[32] = back.y;
    char8 c8 = as_char8(v);         o[33] = c8.s1; o[34] = c8.s6;
    int4 pad = as_int4(e);          o[35] = pad.x; o[36] = pad.z;
}`
	ins := []int64{0x1122334455667788, -1, 0x0123456789abcdef, math.MinInt64 + 0x7f80_0000}
	var list []string
	for _, v := range ins {
		list = append(list, fmt.Sprint(v))
	}
	got := runOut(t, src, fmt.Sprintf("grid=1 block=%d in=int64[%d]:%s out=int64[%d]", len(ins), len(ins), strings.Join(list, ","), 40*len(ins)))
	for i, v := range ins {
		var vb [8]byte
		binary.LittleEndian.PutUint64(vb[:], uint64(v))
		f4 := make([]byte, 16)
		copy(f4, vb[:])
		binary.LittleEndian.PutUint32(f4[8:], math.Float32bits(1.5))
		binary.LittleEndian.PutUint32(f4[12:], math.Float32bits(-2.25))
		i32 := func(b []byte, k int) int64 { return int64(int32(binary.LittleEndian.Uint32(b[4*k:]))) }
		i16 := func(b []byte, k int) int64 { return int64(int16(binary.LittleEndian.Uint16(b[2*k:]))) }
		u16 := func(b []byte, k int) int64 { return int64(binary.LittleEndian.Uint16(b[2*k:])) }
		i64 := func(b []byte, k int) int64 { return int64(binary.LittleEndian.Uint64(b[8*k:])) }
		ay := vb[4:8]
		want := map[int]int64{
			0: i32(vb[:], 0), 1: i32(vb[:], 1),
			2: int64(int8(ay[0])), 3: int64(int8(ay[1])), 4: int64(int8(ay[2])), 5: int64(int8(ay[3])),
			6: i32(f4, 0), 7: i32(f4, 1), 8: i32(f4, 2), 9: i32(f4, 3),
			10: int64(f4[0]), 11: int64(f4[3]), 12: int64(f4[4]), 13: int64(f4[9]), 14: int64(f4[15]),
			15: i32(f4, 0), 16: i32(f4, 2),
			17: i64(f4, 0), 18: i64(f4, 1),
			19: i16(f4, 0), 20: i16(f4, 3), 21: i16(f4, 5), 22: i16(f4, 7),
			23: u16(vb[:], 0), 24: u16(vb[:], 3),
			25: v,
			26: i32(vb[:], 0), 27: i32(vb[:], 1),
			28: i32(vb[:], 0),
			29: i16(vb[:], 2), 30: i16(vb[:], 3),
			31: i64(f4, 0), 32: i64(f4, 1),
			33: int64(int8(vb[1])), 34: int64(int8(vb[6])),
			35: i32(f4, 0), 36: i32(f4, 2),
		}
		for k := 0; k < 37; k++ {
			if g := int64(got.Bits(40*i + k)); g != want[k] {
				t.Errorf("in %#x: o[%d] = %#x, want %#x", uint64(v), k, g, want[k])
			}
		}
	}
}

// TestNestedDesignators runs initializers with designator chains; each
// expected value is the one the chain designates (or 0), and a chain
// over an earlier initializer of its element keeps the rest of it, as
// C11 6.7.9p19 and clang do.
func TestNestedDesignators(t *testing.T) {
	const src = `typedef struct { int x, y; } pt;
typedef struct { pt a; int arr[4]; pt ps[3]; float f; } big;
typedef union { int i; pt p; } un;
kernel void k(global int *out)
{
    big b = { .a.y = 5, .arr[1] = 2, .ps[2].x = 3 };
    big c = { .a = { .x = 9 }, .ps = { [1].y = 4, [2] = { 7, 8 } }, .arr = { [3] = 6 } };
    pt ps[3] = { [2].x = 3, [0].y = 1 };
    big d = { .a = {1, 2}, .a.y = 7, .ps[0] = {3, 4}, .ps[0].x = 5, .f = 2.5f };
    pt qs[] = { [1].y = 9, [3].x = 2 };
    un u = { .p.y = 11 };
    struct { pt m[2][2]; } g = { .m[1][0].y = 12, .m[0][1] = { 13, 14 } };
    int r[] = { b.a.x, b.a.y, b.arr[0], b.arr[1], b.ps[2].x, b.ps[2].y, b.ps[1].x,
                c.a.x, c.a.y, c.ps[1].x, c.ps[1].y, c.ps[2].x, c.ps[2].y, c.arr[3], c.arr[2],
                ps[2].x, ps[2].y, ps[0].y, ps[1].x,
                d.a.x, d.a.y, d.ps[0].x, d.ps[0].y, (int)(d.f * 2),
                qs[1].y, qs[3].x, (int)(sizeof(qs) / sizeof(pt)), u.p.y, u.p.x,
                g.m[1][0].y, g.m[1][0].x, g.m[0][1].x, g.m[0][1].y, g.m[1][1].y };
    for (int k = 0; k < 34; k++)
        out[k] = r[k];
}`
	want := []int64{0, 5, 0, 2, 3, 0, 0,
		9, 0, 0, 4, 7, 8, 6, 0,
		3, 0, 1, 0,
		1, 7, 5, 4, 5,
		9, 2, 4, 11, 0,
		12, 0, 13, 14, 0}
	got := runOut(t, src, "grid=1 block=1 out=int32[34]")
	for k, w := range want {
		if g := int64(int32(got.Bits(k))); g != w {
			t.Errorf("r[%d] = %d, want %d", k, g, w)
		}
	}
}

// TestMathBuiltinVectors: the vector forms compute component by component
// what the scalar forms compute, and store every component of their
// second result.
func TestMathBuiltinVectors(t *testing.T) {
	const src = `kernel void k(global float *in, global int *out)
{
    float4 x = vload4(0, in), y = vload4(1, in);
    int4 e, q, s;
    float4 ip, fl;
    float4 r[] = { frexp(x, &e), modf(x, &ip), fract(x, &fl), remquo(x, y, &q), lgamma_r(x, &s),
                   ldexp(x, e), ldexp(x, 3), rootn(x, e), minmag(x, y), maxmag(x, y) };
    int4 il = ilogb(x);
    for (int k = 0; k < 4; k++) {
        float xs = in[k], ys = in[4 + k];
        int es, qs, ss;
        float ips, fls;
        float w[] = { frexp(xs, &es), modf(xs, &ips), fract(xs, &fls), remquo(xs, ys, &qs), lgamma_r(xs, &ss),
                      ldexp(xs, es), ldexp(xs, 3), rootn(xs, es), minmag(xs, ys), maxmag(xs, ys) };
        int bad = 0;
        for (int j = 0; j < 10; j++)
            bad |= (as_int(r[j][k]) != as_int(w[j])) << j;
        bad |= (e[k] != es) << 10 | (q[k] != qs) << 11 | (s[k] != ss) << 12 | (il[k] != ilogb(xs)) << 13;
        bad |= (as_int(ip[k]) != as_int(ips)) << 14 | (as_int(fl[k]) != as_int(fls)) << 15;
        out[k] = bad;
    }
}`
	got := runOut(t, src, "grid=1 block=1 in=float32[8]:-2.5,0.75,1e-3,6.5,1.25,-0.5,3,-4 out=int32[4]")
	for k := 0; k < 4; k++ {
		if b := got.Bits(k); b != 0 {
			t.Errorf("component %d: the vector and scalar forms differ (mask %#x)", k, b)
		}
	}
}
