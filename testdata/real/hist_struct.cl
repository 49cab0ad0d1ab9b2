// hist_struct.cl: per-group statistics in a local struct with an array
// field and a nested struct, cleared with = {0} (memset) and copied out as a
// whole (memcpy), plus a float/int union used for an atomic float maximum
// by integer compare (a common GPU idiom for non-negative floats).
//
// simtc:launch grid=2 block=32 warp=32 v=float32[64]:iota out=int32[24] fmax=int32[1]
// simtc:expect out=[4,4,4,4,4,4,4,4,0,1106771968,32,4,4,4,4,4,4,4,4,1107296256,1115422720,32,0,0]
// simtc:expect fmax=[1115422720]

struct range {
    float lo;
    float hi;
};

struct stats {
    int bins[8];
    struct range r;
    int n;
};

union fbits {
    float f;
    int i;
};

kernel void hist_struct(global const float *v, global struct stats *out, global int *fmax)
{
    local struct stats s;
    int lid = get_local_id(0);
    if (lid == 0) {
        struct stats z = {0};
        z.r.lo = 1e30f;
        s = z;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float x = v[get_global_id(0)];
    atomic_inc(&s.bins[(int)x % 8]);
    atomic_add(&s.n, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        s.r.hi = 31.0f + 32.0f * get_group_id(0);
        s.r.lo = 32.0f * get_group_id(0);
        out[get_group_id(0)] = s;
    }
    union fbits u;
    u.f = x;
    atomic_max(fmax, u.i);
}
