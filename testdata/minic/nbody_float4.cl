// nbody_float4.cl: the all-pairs acceleration step of an N-body simulation
// in the style of the SHOC and Rodinia N-body kernels: float4 positions
// (xyz and the mass in w), vector arithmetic, dot and rsqrt with a
// softening term.
//
// The expected accelerations were computed separately in IEEE single
// precision, one rounding per operation in the kernel's order, with rsqrt
// as the correctly rounded single of 1/sqrt in double.
//
// simtc:launch grid=1 block=8 pos=float32[32]:0,0,0,1,1,0,0,2,2,0,0,1,3,0,0,2,0,1,0,1,1,1,0,2,2,1,0,1,3,1,0,2 acc=float32[32] n=8 eps2=1.0
// simtc:expect acc=[1.7611725330352783,0.861315131187439,0,0,0.6299363970756531,1.2280895709991455,0,0,-0.3149682283401489,1.1913950443267822,0,0,-1.3530385494232178,1.0630496740341187,0,0,1.7611725330352783,-0.861315131187439,0,0,0.6299363970756531,-1.2280895709991455,0,0,-0.3149682283401489,-1.1913950443267822,0,0,-1.3530385494232178,-1.0630496740341187,0,0]

kernel void nbody_accel(global const float4 *pos, global float4 *acc, int n, float eps2)
{
    int i = get_global_id(0);
    float4 pi = pos[i];
    float4 a = (float4)(0.0f);
    for (int j = 0; j < n; j++) {
        float4 d = pos[j] - pi;
        d.w = 0.0f;
        float dist2 = dot(d, d) + eps2;
        float inv = rsqrt(dist2);
        float s = pos[j].w * inv * inv * inv;
        a += d * s;
    }
    acc[i] = a;
}
