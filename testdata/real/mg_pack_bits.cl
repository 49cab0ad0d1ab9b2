// mg_pack_bits.cl: packs hashed keys into records the way a hash-join or
// radix-partition kernel does: the 64-bit hash reinterpreted as int2,
// ushort4 and char4 lanes (as_T across lane counts), records and a
// lookup table built with nested designated initializers (.key.lo = ,
// .tag[1] = , [1].key.hi = , [1].flags = { [3] = ... }), a small bucket
// loop, and the record unpacked again through as_long(as_double(int2)).
//
// simtc:launch grid=2 block=8 warp=8 keys=int64[16]:iota out=int32[160] salt=77
// simtc:expect out=[-511900197,7553,13911,-215,31138,1,-744,519,10368889,1,-1023800571,15106,28334,9070,57927,1,-1565,527,3960563,1,-1485235808,22661,42502,-215,27900,1,-2387,537,14329453,1,-2047601084,30214,56669,9070,54673,1,-3208,800,7921126,1,1801522217,37769,5302,-215,24390,1,-4030,299,1512800,1,1324495507,-20214,19469,9070,51435,1,-4851,563,11881690,1,680341746,52877,33893,-215,17040,1,-5673,317,5473364,1,199765310,-5106,47804,9070,47925,1,-6494,836,15842253,1,-160621937,2449,61972,-215,13802,1,-7316,590,9433927,1,-691922911,10002,10860,9070,44687,1,-8137,343,3025601,1,-1269731380,17557,25028,-215,10292,1,-8959,608,13394490,1,-1645976072,25110,39195,9070,37337,1,-9780,616,6986164,1,2115593013,32665,53619,-215,7054,1,-10602,370,577838,1,1360683351,-25318,1995,9070,33827,1,-11423,379,10946728,1,807232598,47773,16419,-215,3800,1,-12245,388,4538401,1,399530506,-10210,30330,9070,30589,1,-13066,652,14907291,1]

typedef struct {
    int lo, hi;
} pair_t;

typedef struct {
    pair_t key;
    short tag[4];
    uchar flags[4];
} record_t;

static ulong mix(ulong k, int salt)
{
    k ^= k >> 31;
    k *= 0x9E3779B97F4A7C15UL;
    return k + (ulong)salt;
}

kernel void mg_pack_bits(global const long *keys, global int *out, int salt)
{
    int i = get_global_id(0);
    ulong h = mix((ulong)keys[i] + 1, salt);
    int2 w = as_int2(h);
    ushort4 u = as_ushort4(h);
    char4 c = as_char4(w.y);
    record_t r = { .key.lo = w.x, .key.hi = w.y, .tag[1] = (short)u.y, .tag[3] = (short)u.w, .flags[2] = (uchar)c.z };
    const record_t table[2] = { [1].key.hi = 7, [0].tag[0] = -3, [1].flags = { [3] = 9 }, [0].key = { 5, 6 }, [0].key.hi = 8 };
    global int *o = out + 10 * i;

    o[0] = r.key.lo ^ r.key.hi;
    o[1] = r.tag[0] + r.tag[1] + r.tag[2] + r.tag[3];
    o[2] = r.flags[0] + 256 * r.flags[2] + c.x + c.w;
    o[3] = table[i & 1].key.lo + 10 * table[i & 1].key.hi + 100 * table[i & 1].tag[0] + 1000 * table[i & 1].flags[3];

    int buckets = 0;
    for (int b = 0; b < 4; b++)
        buckets += (u[b] & 15) << (4 * b);
    o[4] = buckets;

    int2 back = { r.key.lo, r.key.hi };
    long again = as_long(as_double(back));
    o[5] = again == (long)h;
    short2 halves = as_short2(w.x);
    o[6] = halves.x - halves.y;
    uchar4 bytes = as_uchar4(r.key.hi);
    o[7] = bytes.x + bytes.y + bytes.z + bytes.w;
    uint joined = as_uint(c);
    o[8] = (int)(joined >> 8);
    o[9] = as_int2(as_ushort4(h)).y == w.y;
}
