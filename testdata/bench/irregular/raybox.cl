// raybox.cl: ray/box slab tests with early exit (the traversal loops of
// ray tracers, an irregular workload of ElTantawy et al., HPCA 2014): each
// ray tests up to 24 axis-aligned boxes and stops at the first hit; a miss
// on any slab skips to the next box.
//
// simtc:launch grid=2 block=64 warp=32 ox=float32[128]:rand(61,-4,4) oy=float32[128]:rand(62,-4,4) dx=float32[128]:rand(63,-1,1) dy=float32[128]:rand(64,-1,1) bx=float32[24]:rand(65,-8,8) by=float32[24]:rand(66,-8,8) hit=int32[128] tested=int32[128]
// simtc:launch-paper grid=112 block=192 warp=32 ox=float32[21504]:rand(61,-4,4) oy=float32[21504]:rand(62,-4,4) dx=float32[21504]:rand(63,-1,1) dy=float32[21504]:rand(64,-1,1) bx=float32[24]:rand(65,-8,8) by=float32[24]:rand(66,-8,8) hit=int32[21504] tested=int32[21504]
// simtc:expect hit=[2,9,0,10,2,4,11,10,11*3,0,0,2*3,11,16,2,1,4,4,1*3,11,10,20,6,1,0,-1,2,4,14,3,4,1,2,4,1,17,13,1,1,10,-1,1,2,4,3,7,16,2,1,10,20,4,-1,7,1,1,13,1,20,-1,2,0,2,0,2,1,-1,0,-1,4,-1,1,2,17,16,1,20,17,-1,16,1,-1,2,16,6,2,1,2,0,10,22,2,-1,3,1,22,10,16,10,2,1,3,1,2,17,21,16,12,10,2,1,1,2,2,4,2,13,14,2,4,0,0]
// simtc:expect tested=[2,9,0,10,2,4,11,10,11*3,0,0,2*3,11,16,2,1,4,4,1*3,11,10,20,6,1,0,24,2,4,14,3,4,1,2,4,1,17,13,1,1,10,24,1,2,4,3,7,16,2,1,10,20,4,24,7,1,1,13,1,20,24,2,0,2,0,2,1,24,0,24,4,24,1,2,17,16,1,20,17,24,16,1,24,2,16,6,2,1,2,0,10,22,2,24,3,1,22,10,16,10,2,1,3,1,2,17,21,16,12,10,2,1,1,2,2,4,2,13,14,2,4,0,0]
// simtc:expect status=ok mech=pdom

#define NBOX 24

kernel void raybox(global const float *ox, global const float *oy, global const float *dx,
                   global const float *dy, global const float *bx, global const float *by,
                   global int *hit, global int *tested)
{
    int id = get_global_id(0);
    float px = ox[id];
    float py = oy[id];
    float ix = 1.0f / (dx[id] == 0.0f ? 0.001f : dx[id]);
    float iy = 1.0f / (dy[id] == 0.0f ? 0.001f : dy[id]);
    int found = -1;
    int b = 0;
    for (; b < NBOX; b++) {
        float t0x = (bx[b] - 1.0f - px) * ix;
        float t1x = (bx[b] + 1.0f - px) * ix;
        if (t0x > t1x) {
            float t = t0x;
            t0x = t1x;
            t1x = t;
        }
        if (t1x < 0.0f)
            continue;
        float t0y = (by[b] - 1.0f - py) * iy;
        float t1y = (by[b] + 1.0f - py) * iy;
        if (t0y > t1y) {
            float t = t0y;
            t0y = t1y;
            t1y = t;
        }
        if (t1y < 0.0f)
            continue;
        float tin = t0x > t0y ? t0x : t0y;
        float tout = t1x < t1y ? t1x : t1y;
        if (tin <= tout) {
            found = b;
            break;
        }
    }
    hit[id] = found;
    tested[id] = b;
}
