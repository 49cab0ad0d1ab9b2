// mg_gamma_table.cl: a log-gamma table with sign tracking in double, as a
// statistics kernel builds one for binomial and Poisson terms: lgamma_r
// (value and sign, through poles, -0 and -inf), remquo to fold the index
// into octants, frexp/ldexp to renormalize a running product without
// overflow, modf and ilogb, and a work-group tree reduction in local
// memory. Values are scaled to integers; exact results kept exact.
//
// simtc:launch grid=2 block=16 warp=8 xs=float64[32]:iota out=int32[256] sums=int64[2] k=5
// simtc:expect out=[-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,-8746,-1,0,49,730871,1587768515,-955,2,-9312,1,0,53,714782,-230436358,-7202,2,-8228,1,-1,57,555709,198100449,-3452,2,-2532,-1,1,60,682107,-9,-9699,2,-5840,-1,-2,63,657579,-9,-5949,2,-3824,-1,2,65,993601,-9,-2199,2,-2096,1,-3,68,589474,-9,-8446,1,-2520,1,3,70,553638,-9,-4696,1,940,1,-4,71,836556,-9,-946,1,-94,-1,4,73,522371,-9,-7193,1,474,-1,-5,74,562121,-9,-3443,1,5604,1,5,75,553944,-9,-9690,0,-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,4856,-1,0,19,709521,34716,-937,-4,2326,1,0,23,542836,424974,2812,-2,634,1,-1,27,968776,12134945,6562,-1,-34,1,1,33,831570,666642921,315,0,-238,1,-2,40,570817,-1556009111,4065,0,-152,1,2,47,554167,-1245302536,7815,0,146,1,-3,54,703978,-1106748619,1568,1,612,1,3,62,556151,-9,5318,1,1216,1,-4,70,527898,-9,9068,1,1934,1,4,78,587419,-9,2821,1,2754,1,-5,86,752483,-9,6571,1,3662,1,5,95,547193,-9,324,2]
// simtc:expect sums=[234,385]

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct {
    double value;
    int sign;
    int octant;
} gamma_entry;

static double point(int i, double x)
{
    switch (i % 16) {
    case 0: return -1.0 / 0.0;  /* -inf */
    case 1: return -0.0;
    case 2: return -3.0;        /* a pole */
    case 3: return 1.0 / 0.0;
    default: return (x - 20.25) * 0.375;
    }
}

static gamma_entry entry(double x, double period)
{
    gamma_entry e;
    e.value = lgamma_r(x, &e.sign);
    int q = 0; /* remquo leaves it alone for NaN and inf in glibc */
    double r = remquo(x, period, &q);
    e.octant = (q & 7) * (r < 0 ? -1 : 1);
    return e;
}

static long scaled(double v, double k)
{
    double s = v * k;
    return fabs(s) <= 9e15 ? (long)s : -9;
}

kernel void mg_gamma_table(global const double *xs, global int *out, global long *sums, int k)
{
    local long part[16];
    int gid = get_global_id(0);
    int lid = get_local_id(0);
    double x = point(gid, xs[gid]);
    global int *o = out + 8 * gid;

    gamma_entry e = entry(x, 0.75);
    o[0] = 2 * (int)scaled(e.value, 1000.0) + (e.value > 1e300 ? 1 : 0); /* +inf at poles and ±inf */
    o[1] = e.sign;
    o[2] = e.octant;

    /* A running product renormalized by frexp: mantissa in [0.5, 1). */
    double m = 1.0;
    int ex = 0;
    for (int j = 1; j <= k + lid; j++) {
        int dj;
        m = frexp(m * (x * x + j), &dj);
        ex += dj;
    }
    o[3] = ex;
    o[4] = (int)scaled(m, 1e6);
    o[5] = (int)scaled(ldexp(m, ex - 1000) * 1e300, 1.0) + (int)scaled(ldexp(1.5, -1074 + lid), 1.0);

    double ip;
    double fr = modf(x, &ip);
    o[6] = (int)scaled(fr, 1e4) + 3 * (int)scaled(ip, 1.0);
    o[7] = ilogb(x) == 2147483647 ? 99 : ilogb(x) < -1000 ? -99 : ilogb(x);

    part[lid] = scaled(e.value, 100.0) * e.sign + e.octant;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 8; s > 0; s >>= 1) {
        if (lid < s)
            part[lid] += part[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        sums[get_group_id(0)] = part[0];
}
