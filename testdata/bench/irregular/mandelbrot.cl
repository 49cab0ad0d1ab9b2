// mandelbrot.cl: escape-time Mandelbrot in fixed point (Q.12), one pixel
// per thread: the iteration loop exits early, at a different trip count per
// lane (loop divergence; the MP and TF papers' canonical irregular loop).
//
// simtc:launch grid=4 block=64 warp=32 iters=int32[256] width=16 height=16 maxiter=48
// simtc:launch-paper grid=112 block=192 warp=32 iters=int32[21504] width=168 height=128 maxiter=48
// simtc:expect iters=[1*4,2*12,1*3,2*4,3*3,2*6,1,1,2,2,3*5,4,5,4,3,2*3,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,2,3*4,4,4,6,8,48,8,5,4,3,2,1,3*4,5,5,7,48*5,6,3,3,1,3,4,5,14,8,7,21,48*5,34,4,3,1,4,5,6,13,48*8,8,4,3,48*13,6,4,3,1,4,5,6,13,48*8,8,4,3,1,3,4,5,14,8,7,21,48*5,34,4,3,1,3*4,5,5,7,48*5,6,3,3,1,2,3*4,4,4,6,8,48,8,5,4,3,2,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,1,2,2,3*5,4,5,4,3,2*3,1*3,2*4,3*3,2*6]
// simtc:expect status=ok mech=pdom

#define FRAC 12
#define ONE (1 << FRAC)

kernel void mandelbrot(global int *iters, int width, int height, int maxiter)
{
    int p = get_global_id(0);
    int px = p % width;
    int py = p / width;
    int cr = -2 * ONE + px * 3 * ONE / width;
    int ci = -3 * ONE / 2 + py * 3 * ONE / height;
    int zr = 0;
    int zi = 0;
    int it = 0;
    while (it < maxiter) {
        int zr2 = zr * zr / ONE;
        int zi2 = zi * zi / ONE;
        if (zr2 + zi2 > 4 * ONE)
            break;
        zi = 2 * zr * zi / ONE + ci;
        zr = zr2 - zi2 + cr;
        it++;
    }
    iters[p] = it;
}
