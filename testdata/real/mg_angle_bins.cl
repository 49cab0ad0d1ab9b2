// mg_angle_bins.cl: bins the directions of 2-D vectors into a histogram
// in half-turns, as an orientation-histogram (HOG/SIFT-style) kernel
// does: atan2pi gives the direction, acospi/asinpi/atanpi the angles of
// normalized components, tanpi maps bins back to slopes (exact zeros and
// infinities at whole and half bins), local atomics count, nan() marks
// empty bins with a payload, and powr (NaN below 0) and pown weigh the
// lengths. Scaled to integers where not exact.
//
// simtc:launch grid=2 block=16 warp=16 pts=float32[64]:iota hist=int32[16] out=int32[256]
// simtc:expect hist=[12,0,0,0,0,0,1,3,0,0,0,0,11,5,0,0]
// simtc:expect out=[-8885,7771,1114,-2147483648,365,0,1,0,-8911,7823,1088,1000,355,0,42,0,-8941,7883,1058,2139095040,345,0,1000,0,-8975,7951,1024,-1000,333,0,18879,0,-9016,8033,983,0,319,0,277815,0,-9065,8131,934,1000,302,0,4,0,-9124,8249,875,-8388608,282,0,81,0,-9198,8397,801,-1000,257,0,1000,0,-9293,8587,706,-2147483648,225,0,7890,0,-9417,8835,582,1000,185,0,32827,0,-9587,9175,412,2139095040,130,0,77,0,-9832,9665,167,-1000,52,0,660,-1,9788,9999,-211,0,-66,7,-1,1,9152,9999,-847,1000,-272,7,-1,-3,8025,9999,-1974,-8388608,-714,7,-1,6,6288,9999,-3711,-1000,-2333,6,-1,-16,4647,9294,4647,0,9000,5,-1,10,3642,7284,3642,1000,2200,5,-1,6,3072,6144,3072,2139095040,1444,5,-1,7,2726,5452,2726,-1000,1153,5,3704,9,2500,4999,2500,-2147483648,1000,5,61,12,2340,4680,2340,1000,904,4,162,17,2223,4446,2223,-8388608,840,4,1000,22,2134,4268,2134,-1000,793,4,10506,30,2063,4126,2063,0,757,4,161296,41,2006,4012,2006,1000,729,4,4,56,1959,3918,1959,2139095040,707,4,58,75,1920,3840,1920,-1000,688,4,1000,102,1886,3772,1886,-2147483648,673,4,21538,137,1857,3714,1857,1000,660,4,564389,185,1832,3664,1832,-8388608,649,4,1,249,1810,3620,1810,-1000,639,4,35,335]

typedef struct {
    float x, y;
} vec2;

static int exact_or_scaled(float v)
{
    if (v == 0.0f || fabs(v) > 3e38f)
        return as_int(v);
    return (int)(v * 1000.0f);
}

kernel void mg_angle_bins(global const float *pts, global int *hist, global int *out)
{
    local int bins[8];
    int gid = get_global_id(0);
    int lid = get_local_id(0);
    if (lid < 8)
        bins[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    vec2 p = { pts[2 * gid] - 31.5f, pts[2 * gid + 1] * 0.5f - 12.0f };
    float dir = atan2pi(p.y, p.x);           /* (-1, 1] half-turns */
    int bin = (int)floor((dir + 1.0f) * 4.0f) & 7;
    atomic_inc(&bins[bin]);

    float len = sqrt(p.x * p.x + p.y * p.y);
    float c = p.x / len, s = p.y / len;
    global int *o = out + 8 * gid;
    o[0] = (int)(dir * 10000.0f);
    o[1] = (int)(acospi(c) * 10000.0f) + (int)(asinpi(s) * 10000.0f);
    o[2] = (int)(atanpi(p.y / p.x) * 10000.0f);
    float edge = 0.25f * (float)(gid - 16);  /* whole, half and quarter bins */
    o[3] = exact_or_scaled(tanpi(edge));
    o[4] = exact_or_scaled(tanpi(dir));
    o[5] = as_int(nan((uint)bin)) - 0x7fc00000;
    float pr = powr(len - 8.0f, (float)(gid % 5) - 2.0f);  /* NaN below 0, and at 0^0 */
    o[6] = pr != pr ? -1 : exact_or_scaled(pr);
    o[7] = exact_or_scaled(pown(c * 1.5f, gid - 16) * 0.01f);

    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 8)
        atomic_add(&hist[8 * get_group_id(0) + lid], bins[lid]);
}
