// reduce_union.cl: a work-group reduction in the style of SHOC's Reduction:
// a tree over a local array of structs holding the partial sum and the
// largest float bit pattern seen, read through a union (the bits of a
// non-negative float order like the float).
//
// simtc:launch grid=2 block=32 in=float32[64]:iota sums=float32[2] maxbits=uint32[2]
// simtc:expect sums=[496,1520]
// simtc:expect maxbits=[1106771968,1115422720]

typedef union {
    float f;
    uint u;
} bits_t;

typedef struct {
    float sum;
    uint maxbits;
} partial_t;

kernel void reduce(global const float *in, global float *sums, global uint *maxbits)
{
    local partial_t scratch[32];
    uint lid = get_local_id(0);
    bits_t b;
    b.f = in[get_global_id(0)];
    partial_t p = { b.f, b.u };
    scratch[lid] = p;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) {
            scratch[lid].sum += scratch[lid + s].sum;
            scratch[lid].maxbits = max(scratch[lid].maxbits, scratch[lid + s].maxbits);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        sums[get_group_id(0)] = scratch[0].sum;
        maxbits[get_group_id(0)] = scratch[0].maxbits;
    }
}
