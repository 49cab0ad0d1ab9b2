// md_forces.cl: Lennard-Jones forces over a neighbour list in the style of
// SHOC's MD kernel: float4 positions, a float4 helper taking and returning
// vectors (wide vectors across calls at -O0), component access and
// float4 arithmetic. Forces are scaled to integers.
//
// simtc:launch grid=1 block=8 warp=8 pos=float32[32]:0,0,0,0,1,0,0,0,0,1,0,0,1,1,0,0,0,0,1,0,1,0,1,0,0,1,1,0,1,1,1,0 nbr=int32[24]:1,2,4,0,3,5,0,3,6,1,2,7,0,5,6,1,4,7,2,4,7,3,5,6 out=int32[24]
// simtc:expect out=[307,307,307,-307,307,307,307,-307,307,-307,-307,307,307,307,-307,-307,307,-307,307,-307,-307,-307,-307,-307]

static float4 lj(float4 a, float4 b)
{
    float4 d = a - b;
    float r2 = d.x * d.x + d.y * d.y + d.z * d.z + 0.5f;
    float inv2 = 1.0f / r2;
    float inv6 = inv2 * inv2 * inv2;
    float f = inv2 * inv6 * (1.5f * inv6 - 2.0f);
    return d * f;
}

kernel void md_forces(global const float4 *pos, global const int *nbr, global int *out)
{
    int i = get_global_id(0);
    float4 p = pos[i];
    float4 f = (float4)(0.0f);
    for (int k = 0; k < 3; k++)
        f += lj(p, pos[nbr[i * 3 + k]]);
    out[3 * i] = (int)(f.x * 1000.0f);
    out[3 * i + 1] = (int)(f.y * 1000.0f);
    out[3 * i + 2] = (int)(f.z * 1000.0f);
}
