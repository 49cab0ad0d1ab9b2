package minic_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// construct is one table case: a program whose kernel k(global int *out)
// (or with the parameters the launch names) must leave out as expected
// under every mechanism.
type construct struct {
	name   string
	src    string
	launch string // default: grid=1 block=4 out=int32[8]
	expect string // simtc:expect text (buffers separated by spaces)
}

var constructs = []construct{
	// typedef
	{"typedef scalar", `typedef unsigned int u32; typedef u32 word;
kernel void k(global int *out) { word w = (word)get_global_id(0); out[w] = (int)(w * 3u); }`, "", "out=[0,3,6,9,0,0,0,0]"},
	{"typedef pointer and cast", `typedef global int *gptr;
kernel void k(global int *out) { gptr p = (gptr)out; p[get_global_id(0)] = sizeof(gptr); }`, "", "out=[8,8,8,8,0,0,0,0]"},
	{"typedef array", `typedef int vec3i[3];
kernel void k(global int *out) { vec3i a = {1, 2, 3}; out[get_global_id(0)] = a[get_global_id(0) % 3] + sizeof(vec3i); }`, "", "out=[13,14,15,13,0,0,0,0]"},
	{"typedef in a block", `kernel void k(global int *out) { typedef short s16; s16 x = (s16)70000; out[get_global_id(0)] = x; }`, "", "out=[4464*4,0*4]"},

	// struct layout (clang spir64: each member at its alignment)
	{"struct sizeof", `struct A { char c; double d; };
struct B { char c; int i; char e; };
struct C { float3 v; char c; };
union U { char c[5]; int i; };
struct D { char c; struct B b; short s; };
struct E { long l; char c; };
kernel void k(global int *out) { out[0] = sizeof(struct A); out[1] = sizeof(struct B); out[2] = sizeof(struct C);
  out[3] = sizeof(union U); out[4] = sizeof(struct D); out[5] = sizeof(struct E); out[6] = sizeof(float3); out[7] = sizeof(uchar3); }`,
		"grid=1 block=1 out=int32[8]", "out=[16,12,32,8,20,16,16,4]"},
	{"struct member offsets", `struct B { char c; int i; char e; double d; };
kernel void k(global int *out) { struct B b; out[0] = (int)((char *)&b.i - (char *)&b); out[1] = (int)((char *)&b.e - (char *)&b);
  out[2] = (int)((char *)&b.d - (char *)&b); }`, "grid=1 block=1 out=int32[3]", "out=[4,8,16]"},

	// struct access, copy, params
	{"struct arrow and dot", `typedef struct { int a; float f; int b; } rec;
kernel void k(global rec *out) { int i = get_global_id(0); out[i].a = i; (&out[i])->b = 2 * i; out[i].f = 0.5f; }`,
		"grid=1 block=2 out=int32[6]", "out=[0,1056964608,0,1,1056964608,2]"},
	{"struct copy and brace init", `struct P { int x; int y; };
kernel void k(global int *out) { int i = get_global_id(0); struct P p = { i, 10 }; struct P q; q = p; q.y += p.x;
  struct P r = q; out[2 * i] = r.x; out[2 * i + 1] = r.y; }`, "", "out=[0,10,1,11,2,12,3,13]"},
	{"struct partial init zeroes", `struct P { int x; int y; int z; };
kernel void k(global int *out) { struct P p = { 7 }; out[get_global_id(0)] = p.x + p.y + p.z; }`, "", "out=[7*4,0*4]"},
	{"struct by value and return", `typedef struct { int lo, hi; } range;
range widen(range r, int d) { r.lo -= d; r.hi += d; return r; }
int span(range r) { return r.hi - r.lo; }
kernel void k(global int *out) { range r = { 5, 6 }; range w = widen(r, (int)get_global_id(0)); out[get_global_id(0)] = span(w) * 10 + span(r); }`,
		"", "out=[11,31,51,71,0*4]"},
	{"nested struct and array member", `struct In { int v[3]; };
struct Out { char tag; struct In in; };
kernel void k(global int *out) { struct Out o; for (int j = 0; j < 3; j++) o.in.v[j] = j + (int)get_global_id(0);
  struct Out c = o; out[get_global_id(0)] = c.in.v[0] + c.in.v[2]; }`, "", "out=[2,4,6,8,0*4]"},
	{"local array of structs", `typedef struct { int sum; int n; } part;
kernel void k(global int *out) { local part p[4]; int i = get_local_id(0); p[i].sum = i * i; p[i].n = 1;
  barrier(CLK_LOCAL_MEM_FENCE); if (i == 0) { part t = { 0, 0 }; for (int j = 0; j < 4; j++) { t.sum += p[j].sum; t.n += p[j].n; } out[0] = t.sum; out[1] = t.n; } }`,
		"grid=1 block=4 out=int32[2]", "out=[14,4]"},
	{"union bits", `typedef union { float f; uint u; uchar b[4]; } bits;
kernel void k(global uint *out) { bits x; x.f = 1.0f; out[0] = x.u; out[1] = x.b[3]; }`, "grid=1 block=1 out=uint32[2]", "out=[1065353216,63]"},
	{"anonymous union member", `struct V { int kind; union { int i; float f; }; };
kernel void k(global int *out) { struct V v; v.kind = 1; v.f = 2.0f; out[0] = v.i; out[1] = sizeof(struct V); }`, "grid=1 block=1 out=int32[2]", "out=[1073741824,8]"},
	{"linked nodes", `typedef struct node { int val; struct node *next; } node;
kernel void k(global int *out) { node a, b, c; a.val = 1; b.val = 2; c.val = 3; a.next = &b; b.next = &c; c.next = 0;
  int s = 0; for (node *n = &a; n != &c; n = n->next) s += n->val; out[get_global_id(0)] = s + c.val + (c.next == 0); }`, "", "out=[7*4,0*4]"},

	// vectors
	{"vector literal and swizzle", `kernel void k(global int *out) { int4 v = (int4)(1, 2, (int2)(3, 4)); int2 s = v.wx; v.yz = s;
  out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w; out[4] = v.s3; out[5] = v.hi.x; out[6] = v.odd.y; out[7] = v.lo.y; }`,
		"grid=1 block=1 out=int32[8]", "out=[1,4,1,4,4,1,4,4]"},
	{"vector arithmetic and splat", `kernel void k(global float *out) { float4 a = (float4)(1.0f, 2.0f, 3.0f, 4.0f); float4 b = a * 2.0f - 1.0f;
  b += a; b = -b; out[0] = b.x; out[1] = b.y; out[2] = b.z; out[3] = b.w; }`, "grid=1 block=1 out=float32[4]", "out=[-2,-5,-8,-11]"},
	{"vector compare and bitwise", `kernel void k(global int *out) { int4 a = (int4)(1, 5, 3, 7); int4 m = a > 3; int4 r = (a & m) | (~m & (int4)(9));
  out[0] = r.x; out[1] = r.y; out[2] = r.z; out[3] = r.w; out[4] = m.y; out[5] = m.x; }`, "grid=1 block=1 out=int32[6]", "out=[9,5,9,7,-1,0]"},
	{"vector pointer and vload", `kernel void k(global float4 *out, global float *in) { int i = get_global_id(0); float4 v = vload4(i, in);
  out[i] = v.wzyx; vstore2(v.lo + v.hi, 2 * i, (global float *)out + 8); }`, "grid=1 block=2 out=float32[16] in=float32[8]:iota",
		"out=[3,2,1,0,7,6,5,4,2,4,0,0,10,12,0,0]"},
	{"vector of 16 and 3", `kernel void k(global int *out) { int16 v = (int16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  int3 t = (int3)(v.sF, v.s7, v.sa); out[0] = t.x; out[1] = t.y; out[2] = t.z; out[3] = sizeof(int3); out[4] = v.hi.lo.odd.y; }`,
		"grid=1 block=1 out=int32[5]", "out=[15,7,10,16,11]"},
	{"convert vector", `kernel void k(global int *out) { float4 f = (float4)(1.5f, -2.5f, 3.9f, 0.0f); int4 i = convert_int4(f);
  uchar2 c = convert_uchar2(i.xz); out[0] = i.x; out[1] = i.y; out[2] = i.z; out[3] = c.y; out[4] = convert_int(2.9f); }`,
		"grid=1 block=1 out=int32[5]", "out=[1,-2,3,3,2]"},
	{"vector conditional", `int4 pick(int c, global int *p) { return c ? (int4)(p[0]) : (int4)(1, 2, 3, 4); }
kernel void k(global int *out) { int i = get_global_id(0); float2 a = (float2)(1.0f, 2.0f); float2 b = i > 1 ? a : 5.0f;
  int4 q = pick(i % 2, out + 7); out[i] = (int)(b.x + b.y) * 10 + q.w; }`, "grid=1 block=4 out=int32[8]:0,0,0,0,0,0,0,6", "out=[104,106,34,36,0,0,0,6]"},
	{"vector function", `float2 rot(float2 p) { return (float2)(-p.y, p.x); }
kernel void k(global float *out) { float2 p = (float2)(1.0f, 2.0f); p = rot(rot(p)); out[0] = p.x; out[1] = p.y; }`,
		"grid=1 block=1 out=float32[2]", "out=[-1,-2]"},

	{"vector subscript", `kernel void k(global int *out) { int4 v = (int4)(5, 6, 7, 8); for (int j = 0; j < 4; j++) v[j] += j;
  out[get_global_id(0)] = v[get_global_id(0)]; }`, "", "out=[5,7,9,11,0*4]"},
	{"relational and as_type", `kernel void k(global int *out) { float4 f = (float4)(1.0f, -2.0f, 0.0f, 3.0f); int4 m = f < 0.5f;
  int4 s = select((int4)(10), (int4)(20), m); out[0] = s.x + s.y + s.z + s.w; out[1] = any(m) + 2 * all(m); out[2] = as_int(1.0f);
  out[3] = isnan(0.0f / 0.0f) + 2 * isinf(1.0f / 0.0f) + 4 * isfinite(1.0f) + 8 * signbit(-1.0f); out[4] = select(3, 4, 0);
  uint2 u = as_uint2((float2)(2.0f, -0.0f)); out[5] = (int)u.x; out[6] = (int)u.y; out[7] = isnan((float2)(1.0f, 0.0f / 0.0f)).y; }`,
		"grid=1 block=1 out=int32[8]", "out=[60,1,1065353216,15,3,1073741824,-2147483648,-1]"},
	// math
	{"math float", `kernel void k(global float *out) { float x = (float)get_global_id(0); out[get_global_id(0)] = sqrt(x * x) + floor(1.5f) + fmax(x, 1.0f) + native_exp(0.0f) + pow(2.0f, 3.0f) + fabs(-1.0f); }`,
		"grid=1 block=4 out=float32[4]", "out=[12,13,15,17]"},
	{"math double and mad", `#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global double *out) { double x = 2.0; out[0] = mad(x, 3.0, 1.0) + rsqrt(4.0) + fmin(x, 1.0) + exp2(3.0) + trunc(-1.5); }`,
		"grid=1 block=1 out=float64[1]", "out=[15.5]"},
	{"math integer", `kernel void k(global int *out) { int i = (int)get_global_id(0) - 2; out[get_global_id(0)] = abs(i) * 100 + mul24(i, 3) + mad24(i, 2, 1) + min(i, 0) + clamp(i, -1, 1); }`,
		"grid=1 block=4 out=int32[4]", "out=[188,94,1,107]"},
	{"math vector", `kernel void k(global float *out) { float4 v = (float4)(3.0f, 4.0f, 0.0f, 0.0f); float4 n = normalize(v);
  out[0] = length(v); out[1] = dot(v, v); out[2] = distance(v, (float4)(0.0f)); out[3] = n.x; out[4] = fmin(v, 3.5f).y; out[5] = mix(1.0f, 3.0f, 0.5f); }`,
		"grid=1 block=1 out=float32[6]", "out=[5,25,5,0.6,3.5,2]"},

	{"cross and bit counts", `kernel void k(global int *out) { float3 a = (float3)(1.0f, 0.0f, 0.0f), b = (float3)(0.0f, 1.0f, 0.0f); float3 c = cross(a, b);
  float4 d = cross((float4)(0.0f, 2.0f, 0.0f, 7.0f), (float4)(0.0f, 0.0f, 3.0f, 1.0f));
  out[0] = (int)c.z; out[1] = (int)d.x; out[2] = (int)d.w; out[3] = popcount(0xF0F0u) + 100 * popcount((uchar)255);
  out[4] = clz(1) + 100 * clz((ushort)0) ; out[5] = ctz(8) + 100 * ctz(0); out[6] = (int)popcount(-1L); out[7] = clz(-1) + ctz((char)-128); }`,
		"grid=1 block=1 out=int32[8]", "out=[1,6,0,808,1631,3203,64,7]"},
	{"common and integer extras", `kernel void k(global int *out) { float4 v = (float4)(-2.0f, 0.0f, 3.0f, 0.5f); float4 s = sign(v); float4 st = step(0.25f, v);
  out[0] = (int)(s.x * 100 + s.y * 10 + s.z); out[1] = (int)(st.x + 2 * st.w + 4 * st.z); out[2] = (int)(smoothstep(0.0f, 2.0f, 1.0f) * 1000);
  out[3] = (int)(degrees(M_PI_F) + 0.5f) + (int)(radians(180.0f) * 1000); out[4] = (int)rotate(0x80000001u, 4u);
  out[5] = mul_hi(-65536 * 2, 65536 * 4) ; out[6] = (int)mul_hi(0xffffffffu, 2u) + mad_hi(65536, 65536, 5); out[7] = hadd(2147483647, 2147483647) - rhadd(4, 7); }`,
		"grid=1 block=1 out=int32[8]", "out=[-99,6,500,3321,24,-8,7,2147483641]"},
	{"async copy", `kernel void k(global int *out, global const float4 *in) { local float4 tile[8]; local int idx[8];
  event_t ev = async_work_group_copy(tile, in, 8, 0); wait_group_events(1, &ev); int i = get_local_id(0);
  idx[i] = (int)(tile[7 - i].x + tile[i].w); barrier(CLK_LOCAL_MEM_FENCE); prefetch(in, 8);
  event_t ev2 = async_work_group_copy(out, idx, 2, 0); wait_group_events(1, &ev2); }`,
		"grid=1 block=2 out=int32[8] in=float32[32]:iota", "out=[31,31,0,0,0,0,0,0]"},
	// atomics
	{"c11 atomics", `kernel void k(volatile global atomic_int *out) { atomic_fetch_add_explicit(&out[0], 2, memory_order_relaxed, memory_scope_device);
  atomic_fetch_max(&out[1], (int)get_global_id(0)); int e = 0; if (atomic_compare_exchange_strong(&out[2], &e, 5)) atomic_fetch_add(&out[3], 1);
  atomic_store_explicit(&out[4], 9, memory_order_release); atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  atomic_fetch_add(&out[5], atomic_load(&out[4])); atomic_exchange(&out[6], 4); atomic_fetch_or_explicit(&out[7], 1 << get_global_id(0), memory_order_relaxed); }`,
		"grid=1 block=4 out=int32[8]", "out=[8,3,5,1,9,36,4,15]"},
	{"atomic flag lock", `kernel void k(volatile global atomic_flag *out, global int *cnt) { bool done = false; while (!done) { if (!atomic_flag_test_and_set_explicit(&out[0], memory_order_acquire)) {
  cnt[0] = cnt[0] + 1; atomic_flag_clear_explicit(&out[0], memory_order_release); done = true; } } }`,
		"grid=1 block=8 out=int32[1] cnt=int32[1]", "cnt=[8]"},

	{"enum", `enum { BLOCK = 4, HALF = BLOCK / 2 };
typedef enum color { RED, GREEN = 5, BLUE } color_t;
kernel void k(global int *out) { color_t c = (color_t)(GREEN + (int)get_global_id(0) % 2); int t[BLOCK];
  switch (c) { case GREEN: t[0] = 10; break; case BLUE: t[0] = 20; break; default: t[0] = -1; }
  out[get_global_id(0)] = t[0] + HALF + RED + sizeof(enum color); }`, "", "out=[16,26,16,26,0*4]"},
	{"designated initializers", `typedef struct { int a; float f; int b[3]; } S;
typedef union { int i; float f; } U;
constant S cs = { .b = { [2] = 9 }, .a = 4 };
constant int sparse[] = { [3] = 7, 8, [1] = 2 };
kernel void k(global int *out) { S s = { .f = 2.0f, .b = { 0, 5 } }; U u = { .f = 1.0f }; int a[4] = { [2] = 3 };
  out[0] = s.a; out[1] = (int)s.f + s.b[0] + s.b[1]; out[2] = u.i; out[3] = a[0] + a[2] + a[3];
  out[4] = cs.a + cs.b[2] + cs.b[0]; out[5] = sparse[0] + sparse[1] + sparse[3] + sparse[4]; out[6] = sizeof(sparse); }`,
		"grid=1 block=1 out=int32[7]", "out=[0,7,1065353216,3,13,17,20]"},
	// OpenCL builtins with a pointer result, the saturating integer
	// functions, and C11 brace elision (6.7.9p20) in arrays of arrays,
	// arrays of structs and structs of arrays; the expectations are what
	// clang-14 -O2 gives through frontend/llvm.
	{"sincos in a twiddle helper, scalar, vector and double", `static float2 twiddle(int k, int n)
{
    float c;
    float s = sincos(-2.0f * M_PI_F * (float)k / (float)n, &c);
    return (float2)(c, s);
}

kernel void k(global int *out)
{
    int i = get_global_id(0);
    float2 acc = (float2)(0.0f, 0.0f);
    for (int k = 0; k < 8; k++) {
        float2 w = twiddle(k * i, 8);
        acc += w * (float)(k + 1);
    }
    out[i] = (int)(acc.x * 1000.0f);
    out[4 + i] = (int)(acc.y * 1000.0f);
    float4 c4;
    float4 s4 = sincos((float4)(0.5f, 1.0f, 1.5f, 2.0f) * (float)i, &c4);
    out[8 + i] = (int)(dot(s4, c4) * 1000.0f);
    double dc;
    double ds = sincos(0.25 * i, &dc);
    out[12 + i] = (int)((ds + dc) * 1e6);
}
`,
		"grid=1 block=4 out=int32[16]", "out=[36000,-3999,-3999,-3999,0,9656,3999,1656,0,567,431,-131,1000000,1216316,1357008,1413327]"},
	{"add_sat, sub_sat, abs_diff, bitselect, fract", `kernel void k(global int *out, global const int *in)
{
    int i = get_global_id(0);
    int x = in[i], y = in[(i + 1) & 3];
    out[i] = add_sat(x, y);
    out[4 + i] = sub_sat(x, y);
    out[8 + i] = (int)abs_diff(x, y);
    uint ux = (uint)x, uy = (uint)y;
    out[12 + i] = (int)(add_sat(ux, uy) ^ sub_sat(ux, uy));
    char cx = (char)(x * 37), cy = (char)(y * 11);
    out[16 + i] = add_sat(cx, cy) * 1000 + sub_sat(cx, cy) + (int)abs_diff(cx, cy) * 1000000;

    out[20 + i] = bitselect(x, y, 0x0ff0f00f);
    float fl;
    float fr = fract((float)x / 3.0f, &fl);
    out[20 + i] += (int)(fr * 100.0f) + (int)fl;
}
`,
		"grid=1 block=4 out=int32[24] in=int32[4]:2147483647,-2147483648,100,-7", "out=[-1,-2147483548,93,2147483640,2147483647,-2147483648,107,-2147483648,-1,-2147483548,107,-2147483642,-1,-8,-1,-2147483643,36962963,76075924,193039127,7986008,-1699104080,1431655748,267448491,62]"},
	{"fract edge cases (OpenCL C 7.5.1)", `kernel void k(global const float *in, global float *out, global int *s)
{
    int i = get_global_id(0);
    float fl;
    float r = fract(in[i], &fl);
    out[i] = r;
    out[6 + i] = fl;
    s[i] = signbit(r);
}
`,
		"grid=1 block=6 in=float32[6]:0,-0,inf,-inf,nan,-2.25 out=float32[12] s=int32[6]", "out=[0,0,0,0,NaN,0.75,0,0,+Inf,-Inf,NaN,-3] s=[0,1,0,1,0,0]"},
	{"add_sat, sub_sat, abs_diff and bitselect on vectors", `kernel void k(global int *out)
{
    int i = get_global_id(0);
    uchar4 a = (uchar4)(250, 3, 128, 7) + (uchar)i;
    uchar4 b = (uchar4)(10, 9, 128, 7);
    uchar4 s = add_sat(a, b), d = sub_sat(a, b), ad = abs_diff(a, b);
    char4 c = as_char4(a);
#define PACK(v) ((int)(uchar)(v).x | (int)(uchar)(v).y << 8 | (int)(uchar)(v).z << 16 | (int)(uchar)(v).w << 24)
    char4 cs = add_sat(c, (char4)(100));
    uint4 bs = bitselect((uint4)(0xffff0000u), (uint4)(0x12345678u), (uint4)(0x0f0f0f0fu * (uint)(i + 1)));
    out[i] = PACK(s);
    out[2 + i] = PACK(d);
    out[4 + i] = PACK(ad) ^ PACK(cs);
    out[6 + i] = (int)(bs.x + bs.w);
}
`,
		"grid=1 block=2 out=int32[8]", "out=[251596031,268373503,240,16842993,1810129326,1843686830,-437777392,-404083664]"},
	{"add_sat and sub_sat on long and ulong", `kernel void k(global long *out, global const long *in)
{
    int i = get_global_id(0);
    long x = in[i], y = in[(i + 1) & 3];
    out[i] = add_sat(x, y);
    out[4 + i] = sub_sat(x, y);
    out[8 + i] = (long)add_sat((ulong)x, (ulong)y);
    out[12 + i] = (long)sub_sat((ulong)x, (ulong)y);
}
`,
		"grid=1 block=4 out=int64[16] in=int64[4]:9223372036854775807,-9223372036854775808,5,-3", "out=[-1,-9223372036854775803,2,9223372036854775804,9223372036854775807,-9223372036854775808,8,-9223372036854775808,-1,-9223372036854775803,-1,-1,0,9223372036854775803,0,9223372036854775806]"},
	{"brace elision", `#pragma clang diagnostic ignored "-Wmissing-braces"
typedef struct { float x[4]; float y[4]; int n; } soa;
typedef struct { int id; float2 pos; } particle;
kernel void k(global int *out)
{
    int i = get_global_id(0);
    int m[3][2] = { 1, 2, 3, 4, 5 };
    soa s = { 1.0f, 2.0f, 3.0f, 4.0f, 10.0f, 20.0f, 30.0f, 40.0f, 4 };
    particle ps[2] = { 7, 0.5f, 8, (float2)(2.5f, 3.5f) };
    int sq[2][2][2] = { { 1, 2, 3 }, 4, 5, 6 };
    int part[][3] = { 1, 2, 3, 4 };
    particle q = { .pos = 6.0f, .id = 3 };
    particle r[2] = { ps[1], q };
    int d[2][3] = { [1] = 7, 8, [0] = 0, 0, 1 };
    out[i] = m[i][0] * 100 + m[i][1] * 10 + m[2][i];
    out[2 + i] = (int)(s.x[i] + s.y[i + 2]) + s.n * 1000;
    out[4 + i] = ps[i].id * 100 + (int)(ps[i].pos.x * 10.0f + ps[i].pos.y);
    out[6 + i] = sq[i][0][0] * 1000 + sq[i][0][1] * 100 + sq[i][1][0] * 10 + sq[i][1][1];
    out[8 + i] = (int)sizeof(part) + part[1][i];
    out[10 + i] = q.id + (int)(q.pos.x * 10.0f + q.pos.y) + d[i][0] * 100 + d[i][1] * 1000 + d[i][2] * 10000;
    out[12 + i] = r[i].id * 100 + (int)(r[i].pos.y * 10.0f);
    float4 v[2] = { 1.0f, (float4)(2.0f, 3.0f, 4.0f, 5.0f) };
    out[14 + i] = (int)(v[i].x + v[i].y * 10.0f + v[i].w * 100.0f);
}
`,
		"grid=1 block=2 out=int32[16]", "out=[125,340,4031,4042,705,828,1230,4560,28,24,10069,8769,835,360,111,532]"},
	{"brace elision in constant tables and unions", `#pragma clang diagnostic ignored "-Wmissing-braces"
typedef struct { int a[2]; float f; } entry;
typedef union { int i[2]; float f; } bits;
constant int tbl[2][3] = { 1, 2, 3, 4, 5 };
constant entry entries[] = { 1, 2, 1.5f, 3, 4, 2.5f, 5 };
constant struct { bits b; short s[2]; } mixed = { 7, 8, 9 };
kernel void k(global int *out)
{
    int i = get_global_id(0);
    bits u[2] = { 1, 2, 3 };
    out[i] = tbl[i][0] * 100 + tbl[i][1] * 10 + tbl[i][2];
    out[2 + i] = entries[i].a[0] * 100 + entries[i].a[1] * 10 + (int)(entries[i].f * 2.0f) + (int)sizeof(entries) * 1000;
    out[4 + i] = entries[2].a[i] + mixed.b.i[i] * 10 + mixed.s[i] * 100;
    out[6 + i] = u[i].i[0] * 10 + u[i].i[1];
}
`,
		"grid=1 block=2 out=int32[8]", "out=[123,450,36123,36345,975,80,12,30]"},
	// OpenCL 2.0 work-group functions; expectations computed by hand
	// (frontend/llvm lowers no scans).
	{"work-group scans, reductions and broadcasts (stream compaction)", `// stream compaction: keep the multiples of 3, in order, per work-group
kernel void k(global const int *v, global int *out, global int *cnt, global const float *f, global float *fo,
              global long *lo, global uint *uo, global int *b)
{
    int i = get_global_id(0);
    int l = get_local_id(0);
    int base = get_group_id(0) * get_local_size(0);
    int x = v[i];
    int keep = x % 3 == 0;
    int pos = work_group_scan_exclusive_add(keep);
    if (keep)
        out[base + pos] = x;
    int n = work_group_reduce_add(keep);
    if (l == 0)
        cnt[get_group_id(0)] = n;
    float y = f[i];
    fo[i] = work_group_scan_inclusive_max(y) + work_group_scan_exclusive_min(y);
    fo[16 + i] = work_group_reduce_min(y) * 100.0f + work_group_reduce_max(y) + work_group_scan_inclusive_add(y) * 1000.0f;
    lo[i] = work_group_scan_inclusive_add((long)x * 1000000000L) + work_group_scan_exclusive_max((long)-x);
    uo[i] = work_group_scan_inclusive_min((uint)x) + 100u * work_group_scan_exclusive_max((uint)x) + 10000u * work_group_reduce_max((uint)x);
    b[i] = work_group_broadcast(x, 3) + 100 * work_group_broadcast(x, (size_t)7, 0) + 10000 * (int)work_group_broadcast(y, (size_t)5, 0, 0) + 1000000 * work_group_broadcast(x, 9);
}
`,
		"grid=2 block=8 warp=4 v=int32[16]:5,3,9,6,1,12,7,15,2,4,8,10,30,11,3,21 out=int32[16] cnt=int32[2] f=float32[16]:1.5,-2,0.25,8,-0.5,3,-7,2,4,4,-1,0,6,-3.5,2.5,1 fo=float32[32] lo=int64[16] uo=uint32[16] b=int32[16]", "out=[3,9,6,12,15,0,0,0,30,3,21,0,0,0,0,0] cnt=[5,3] fo=[+Inf,3,-0.5,6,6,6,6,1,+Inf,8,8,3,5,5,2.5,2.5,808,-1192,-942,7058,6558,9558,2558,4558,3656,7656,6656,6656,12656,9156,11656,12656] lo=[-9223372031854775808,7999999995,16999999997,22999999997,23999999997,35999999999,42999999999,57999999999,-9223372034854775808,5999999998,13999999998,23999999998,53999999998,64999999998,67999999998,88999999998] uo=[150005,150503,150503,150903,150901,150901,151201,151201,300002,300202,300402,300802,301002,303002,303002,303002] b=[31506*8,-27890*8]"},
	{"work-group float min and max ignore NaN; all and any", `kernel void k(global int *out)
{
    int l = get_local_id(0);
    float y = l == 2 ? NAN : (float)l - 3.0f;
    float z = l == 4 ? -0.0f : 0.0f;
    out[0] = (int)work_group_reduce_min(y);
    out[1] = (int)work_group_reduce_max(y);
    out[2] = isnan(work_group_reduce_max(NAN));
    out[3] = signbit(work_group_reduce_min(z)) + 10 * signbit(work_group_reduce_max(z));
    out[4] = (int)work_group_reduce_max((double)l * -2.5);
    out[5] = work_group_all(l < 6) + 10 * work_group_all(l != 3) + 100 * work_group_any(l == 5) + 1000 * work_group_any(0);
}
`,
		"grid=1 block=6 warp=4 out=int32[6]", "out=[-3,2,1,1,0,101]"},
	{"printf in a debugging helper no kernel calls", `void debug_dump(global const int *v, int n)
{
    for (int i = 0; i < n; i++)
        printf("v[%d] = %d\n", i, v[i]);
}
kernel void k(global int *out) { int i = get_global_id(0); out[i] = i * 2; if (0) debug_dump(out, 4); }`, "", "out=[0,2,4,6,0*4]"},
	// program-scope variables
	{"constant tables", `constant int primes[] = { 2, 3, 5, 7, 11 };
typedef struct { short a; float f; uchar c; } entry;
__constant entry table[2] = { { -3, 1.5f, 200 }, { 4, -0.25f } };
constant float4 w = (float4)(1.0f, 2.0f, (float2)(3.0f, 4.0f));
constant double half_ = 0.5;
global int counter = 5;
kernel void k(global float *out) { int i = get_global_id(0); out[i] = primes[i] + table[i % 2].a + table[i % 2].f + table[i % 2].c + w[i] + (float)half_;
  atomic_inc(&counter); barrier(CLK_GLOBAL_MEM_FENCE); if (i == 0) out[4] = counter; }`,
		"grid=1 block=4 out=float32[5]", "out=[202,9.25,207,15.25,9]"},
	{"ignored attributes", `__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void k(__global int *out)
{ out[get_global_id(0)] = 1; }`, "", "out=[1*4,0*4]"},
	// spellings and macros
	{"spellings", `kernel void k(__global int *out, __const __global int *in) { __private int x = in[0]; const int y = (int)(M_PI_F > 3.14f) + (FLT_MAX > 1e38f) + (INT_MAX == 2147483647);
#if __OPENCL_C_VERSION__ >= 200 && defined(cl_khr_fp64) && CLK_LOCAL_MEM_FENCE == 1
  out[0] = x + y;
#endif
}`, "grid=1 block=1 out=int32[1] in=int32[1]:40", "out=[43]"},
}

func TestConstructs(t *testing.T) {
	for _, c := range constructs {
		c := c
		launch := c.launch
		if launch == "" {
			launch = "grid=1 block=4 out=int32[8]"
		}
		exps, err := harness.ParseExpects(strings.Fields(c.expect)) // one buffer each
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		m, err := minic.Compile("k.cl", []byte(c.src), minic.Options{})
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Errorf("%s: VerifyModule: %v", c.name, err)
			continue
		}
		for _, mech := range mechs.Default().Names() {
			o, err := backend.Compile(m, backend.Options{})
			if err != nil {
				t.Errorf("%s: backend: %v", c.name, err)
				break
			}
			l, err := harness.ParseLaunch(launch, ".")
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
			if err != nil {
				t.Errorf("%s/%s: %v", c.name, mech, err)
				continue
			}
			if res.Status != sim.StatusOK {
				t.Errorf("%s/%s: status %s: %v", c.name, mech, res.Status, res.Fault)
			}
			for _, e := range harness.Check(exps, res) {
				t.Errorf("%s/%s: %v", c.name, mech, e)
			}
		}
	}
}

// TestConstructsClang checks that every construct case is valid OpenCL C
// 2.0 for clang-14, so that the table tests only what real kernels use.
func TestConstructsClang(t *testing.T) {
	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	dir := t.TempDir()
	for i, c := range constructs {
		path := filepath.Join(dir, fmt.Sprintf("c%d.cl", i))
		if err := os.WriteFile(path, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		args := corpus.ClangSyntaxArgs(path)
		if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Errorf("%s: %s %s: %v\n%s", c.name, corpus.Clang, strings.Join(args, " "), err, out)
		}
	}
}

// TestStructLayoutMatchesClang checks mini-C's record layout against
// clang's for spir64 with static assertions on sizeof and offsetof.
func TestStructLayoutMatchesClang(t *testing.T) {
	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	src := `struct A { char c; double d; };
struct B { char c; int i; char e; };
struct C { float3 v; char c; };
union U { char c[5]; int i; };
struct D { char c; struct B b; short s; };
struct E { long l; char c; };
struct F { char c; int i; char e; double d; };
_Static_assert(sizeof(struct A) == 16, "A");
_Static_assert(sizeof(struct B) == 12, "B");
_Static_assert(sizeof(struct C) == 32, "C");
_Static_assert(sizeof(union U) == 8, "U");
_Static_assert(sizeof(struct D) == 20, "D");
_Static_assert(sizeof(struct E) == 16, "E");
_Static_assert(sizeof(float3) == 16, "float3");
_Static_assert(sizeof(uchar3) == 4, "uchar3");
_Static_assert(__builtin_offsetof(struct F, i) == 4, "F.i");
_Static_assert(__builtin_offsetof(struct F, e) == 8, "F.e");
_Static_assert(__builtin_offsetof(struct F, d) == 16, "F.d");
kernel void k(global int *p) { p[0] = 0; }
`
	path := filepath.Join(t.TempDir(), "layout.cl")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, corpus.ClangSyntaxArgs(path)...).CombinedOutput(); err != nil {
		t.Errorf("clang disagrees with the layout the table expects: %v\n%s", err, out)
	}
}
