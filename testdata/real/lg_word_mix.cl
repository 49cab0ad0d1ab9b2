// lg_word_mix.cl: the word mixing of stream ciphers and hash functions,
// written with the C idioms such code uses rather than builtins: ChaCha
// quarter rounds (add, xor, rotate by constants), big-endian loads and
// stores by byte swapping, rotates by variable amounts, 64-bit byte swaps,
// a bit reversal by mask swaps (CRC tables), and a uint4 rotate on whole
// vectors. clang -O2 recognizes the idioms as llvm.fshl, llvm.bswap and
// llvm.bitreverse, on vectors too (llvm.fshl.v4i32); -O0 keeps the shifts.
//
// simtc:launch grid=1 block=16 warp=8 in=uint32[64]:iota out=uint32[64] wide=uint64[32] rev=uint32[32]
// simtc:expect out=[932834784,452300489,2896606091,3869578542,2070605129,2284713477,1372373040,1231773649,4232492891,489226958,932703819,941379442,3073845996,1014699376,1436105873,3083744512,3027701499,331608324,1773175988,3203022587,1935455978,505257236,1733605140,1966636217,2553774231,1468722437,1252649527,611390036,411788373,3348561240,2882116679,4278485752,1302203470,705765658,951787892,2143974023,3552735208,2917611935,1473421111,2892608651,2687379270,3402345432,837147315,1440301176,1907254307,3521775403,2740236344,3064894606,2388015005,899646148,1421527322,368759905,2642651334,3217441632,163227939,2568421713,2201405441,3837587539,2416927288,3348735624,3115476353,4149415624,2044509628,4074413920]
// simtc:expect wide=[6759140163941140146,7703670331043566166,11714661699121653626,10743164118121709236,16460718891585462160,9736829200205410755,103473296162675318,8649540988991395043,17833643734869546517,17275548931606179491,8280555083250301849,6021824910488750983,12126190644703086458,4991906680453277458,17437384727422652325,17838706912930572367,1080746149570202358,17902390240470314151,1682326910852675131,13887868092047642266,17342151055878278126,6882270699127047573,2120453431847756203,7559422426031409899,13991546771270011300,6777963598754170793,11759512166577156010,10744520415067509105,1265286428776612042,8687166390814796188,13971772698119445776,3317161947992552879]
// simtc:expect rev=[3949755965,4105584414,1336554074,1866377417,2229880141,2729483560,3752016436,708108195,4192071976,4203300814,1058277568,3741462543,2191867051,441088343,2758189327,3729156624,777474650,68627369,4245718151,1008727106,3620006367,2923166456,3970281237,2645497324,4037909439,3094142463,3541323456,1992627120,1315229226,329042332,3724655373,4242399259]

#define ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define BSWAP32(x) (((x) >> 24) | (((x) >> 8) & 0xff00u) | (((x) << 8) & 0xff0000u) | ((x) << 24))

typedef struct {
    uint a, b, c, d;
} quad_t;

void quarter(quad_t *q)
{
    q->a += q->b; q->d ^= q->a; q->d = ROTL(q->d, 16);
    q->c += q->d; q->b ^= q->c; q->b = ROTL(q->b, 12);
    q->a += q->b; q->d ^= q->a; q->d = ROTL(q->d, 8);
    q->c += q->d; q->b ^= q->c; q->b = ROTL(q->b, 7);
}

ulong bswap64(ulong x)
{
    x = ((x & 0x00ff00ff00ff00ffUL) << 8) | ((x >> 8) & 0x00ff00ff00ff00ffUL);
    x = ((x & 0x0000ffff0000ffffUL) << 16) | ((x >> 16) & 0x0000ffff0000ffffUL);
    return (x << 32) | (x >> 32);
}

uint reverse_bits(uint x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

kernel void lg_word_mix(global const uint4 *in, global uint4 *out, global ulong *wide, global uint *rev)
{
    int i = get_global_id(0);
    uint4 w = in[i] * 0x9e3779b9u + (uint4)((uint)i);
    quad_t q;
    q.a = BSWAP32(w.x);
    q.b = BSWAP32(w.y);
    q.c = BSWAP32(w.z);
    q.d = BSWAP32(w.w);
    for (int r = 0; r < 2 + i % 3; r++)
        quarter(&q);
    uint4 v;
    v.x = BSWAP32(q.a);
    v.y = BSWAP32(q.b);
    v.z = BSWAP32(q.c);
    v.w = BSWAP32(q.d);
    out[i] = (v << (uint4)(7u)) | (v >> (uint4)(25u));

    uint n = (uint)i * 5u + 1u;
    uint x = q.a ^ q.c;
    uint rotv = (x << (n & 31u)) | (x >> ((32u - n) & 31u));
    ulong big = ((ulong)q.b << 32) | q.d;
    wide[2 * i] = bswap64(big) ^ rotv;
    wide[2 * i + 1] = (big >> 13) | (big << 51);
    rev[2 * i] = reverse_bits(x);
    rev[2 * i + 1] = reverse_bits(rotv) ^ BSWAP32(n);
}
