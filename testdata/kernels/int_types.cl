// int_types.cl: the integer types and literal forms of mini-C on a
// non-divergent kernel: char, short, long, uint, ulong, unsigned int, hex
// and octal literals, u/l suffixes, character literals, casts, narrowing,
// unsigned wrap-around and shifts; buffers of int8, int16, int64, uint32 and
// uint64 elements. Frontend and simulator coverage, not from a paper.
// Nothing flagged.
//
// simtc:launch grid=1 block=8 bytes=int8[8]:-128,-1,0,1,65,66,100,127 halves=int16[8] wide=int64[8] bits=uint32[8] big=uint64[8]
// simtc:expect halves=[27136,-300,0,300,19566,19800,30000,-27436]
// simtc:expect wide=[-549755813878,-4294967286,10,4294967306,279172874250,283467841546,429496729610,545460846602]
// simtc:expect bits=[3221225470,2952790014,2684354559,2415919103,0,268435456,536870913,805306369]
// simtc:expect big=[1112396529652,1112396529655,1112396529658,1112396529661,1099511627776,1099511627779,1099511627782,1099511627785]

kernel void int_types(global const char *bytes, global short *halves, global long *wide,
                      global uint *bits, global ulong *big)
{
    int i = get_global_id(0);
    char c = bytes[i];
    short h = (short)(c * 300);
    if (c == 'A')
        h = h + 'B';
    halves[i] = h;
    wide[i] = (long)c * 0x100000000L + 012;
    unsigned int u = 0xFFFFFFFCu + (uint)i;
    bits[i] = (u >> 1) ^ (u << 28);
    big[i] = (ulong)u * 3ul + ((ulong)1 << 40);
}
