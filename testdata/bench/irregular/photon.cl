// photon.cl: Monte Carlo photon transport through a layered slab, one
// photon per thread (the MCX/Photon-Transport workload of Diamos et al.
// 2011 and the MC benchmark of ElTantawy et al. 2014, both "highly
// unstructured"): each step draws a free path from a per-thread LCG, the
// photon escapes through the top or the bottom (goto out of the loop),
// deposits part of its weight in its layer, may die by Russian roulette
// (goto past the bookkeeping), scatters back, or flies on (continue).
//
// simtc:launch grid=2 block=64 warp=32 seed=int32[128]:rand(191,1,1000000) steps=int32[128] escaped=int32[2] dead=int32[1] deposit=int32[16]
// simtc:launch-paper grid=112 block=192 warp=32 seed=int32[21504]:rand(191,1,1000000) steps=int32[21504] escaped=int32[2] dead=int32[1] deposit=int32[16]
// simtc:expect steps=[21,2,16,17,2,12,6*2,2,12,3,22,7,5,16,2,3,5*2,2,23,4,2,3,8,7*2,26,19,3*2,26,22,10,2,11,2,22,2,6,4,2,3,9,19,2,13,40,3,4,5,3,4,23,20,2*2,20,3,9,2,4*2,22,3,4,9,2*3,23,6,3,5,4,27,21,22,4,19,8,3,6,3*2,21,30,2*3,9,4,20,3,2,6,24,9,2,5,2,21,6,10,3,4,2,8,5*2,23,4,21*2,9,20,7,4,3,17,4,3,5,4,14,24,4,3]
// simtc:expect escaped=[107,0]
// simtc:expect dead=[21]
// simtc:expect deposit=[22400,16070,9141,5890,1159,712,315,66,0*8]
// simtc:expect status=ok mech=pdom

#define LAYERS 16
#define THICK 16
#define MAXSTEP 96

kernel void photon(global const int *seed, global int *steps, global int *escaped, global int *dead,
                   global int *deposit)
{
    int id = get_global_id(0);
    uint s = (uint)seed[id];
    int z = 0;
    int dir = 1;
    int w = 1000;
    int n = 0;
    while (n < MAXSTEP) {
        n++;
        s = s * 1103515245u + 12345u;
        int r = (int)((s >> 16) & 1023u);
        z += dir * (1 + (r & 15));
        if (z < 0) {
            atomic_inc(&escaped[0]);
            goto out;
        }
        if (z >= LAYERS * THICK) {
            atomic_inc(&escaped[1]);
            goto out;
        }
        int layer = z / THICK;
        int loss = w * (20 + 8 * (layer & 3)) / 256;
        w -= loss;
        atomic_add(&deposit[layer], loss);
        if (w < 64) {
            s = s * 1103515245u + 12345u;
            if (((s >> 16) & 7u) != 0u)
                goto died;
            w *= 8;
        }
        if ((r >> 4) < 24) {
            dir = -dir;
            continue;
        }
        if ((r >> 4) > 60)
            z += dir;
    }
died:
    atomic_inc(dead);
out:
    steps[id] = n;
}
