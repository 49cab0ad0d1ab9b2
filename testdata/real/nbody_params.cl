// nbody_params.cl: one all-pairs n-body step in the style of SHOC's and
// Rodinia's particle kernels, with the simulation parameters passed as a
// struct by value and copied into a private struct.
//
// Constructs: struct kernel parameter by value (byval), struct alloca and
// its copy (llvm.memcpy at -O0), rsqrt and sqrt.
// The result is scaled and converted to int so that it does not depend on
// the last bit of rsqrt.
//
// simtc:launch grid=1 block=16 warp=16 x=float32[16]:0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 y=float32[16]:3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3 out=int32[32] p=float32[3]:0.5,0.25,2 n=16
// simtc:expect out=[468,237,314,233,186,120,-112,160,73,89,128,151,-17,139,331,266,-57,79,-162,248,-359,180,363,181,-114,310,-346,221,-506,292,-189,115]

typedef struct {
    float dt;
    float eps2;
    float mass;
} sim_params;

static float2 accel(sim_params p, float xi, float yi, float xj, float yj)
{
    float dx = xj - xi;
    float dy = yj - yi;
    float r2 = dx * dx + dy * dy + p.eps2;
    float inv = rsqrt(r2);
    float s = p.mass * inv * inv * inv;
    float2 r;
    r.x = dx * s;
    r.y = dy * s;
    return r;
}

kernel void nbody_params(global const float *x, global const float *y, global int *out, sim_params p, int n)
{
    int i = get_global_id(0);
    sim_params q = p;
    q.mass = q.mass * 0.5f;
    float ax = 0.0f, ay = 0.0f;
    for (int j = 0; j < n; j++) {
        float2 a = accel(q, x[i], y[i], x[j], y[j]);
        ax += a.x;
        ay += a.y;
    }
    float v = sqrt(ax * ax + ay * ay) * q.dt;
    out[2 * i] = (int)(ax * 1000.0f);
    out[2 * i + 1] = (int)(v * 1000.0f);
}
