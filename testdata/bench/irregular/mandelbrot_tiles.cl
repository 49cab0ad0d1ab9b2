// mandelbrot_tiles.cl: escape-time Mandelbrot in fixed point (Q.12) the
// way the CUDA SDK's Mandelbrot kernel distributes it (Diamos et al.
// 2011's MAND: "the next pixel is chosen or the next iteration for the
// current pixel is begun"): persistent threads take tiles of TILE pixels
// from a global atomic counter and leave with a break when none is left;
// a pixel inside the main cardioid or the period-2 bulb is filled without
// iterating (continue); the iteration loop breaks when the orbit escapes
// and, with Brent-style periodicity checking, when the orbit comes back to
// the point saved at the last power of two (the pixel is inside: it
// counts as maxiter). Three nested loops, each left early.
//
// Which thread computes a tile depends on the interleaving; the image does
// not, and every thread's last take fails once, so the counter ends at the
// tile count plus the thread count.
//
// simtc:launch grid=2 block=32 warp=32 iters=int32[256] next=int32[1] width=16 height=16 maxiter=48
// simtc:launch-paper grid=112 block=192 warp=32 iters=int32[43008] next=int32[1] width=224 height=192 maxiter=48
// simtc:expect iters=[1*4,2*12,1*3,2*4,3*3,2*6,1*2,2*2,3*5,4,5,4,3,2*3,1*2,2,3*4,4*2,5,13,5,4,3,2*2,1,2,3*4,4*2,6,8,48,8,5,4,3,2,1,3*4,5*2,7,48*5,6,3*2,1,3,4,5,14,8,7,21,48*5,34,4,3,1,4,5,6,13,48*8,8,4,3,48*13,6,4,3,1,4,5,6,13,48*8,8,4,3,1,3,4,5,14,8,7,21,48*5,34,4,3,1,3*4,5*2,7,48*5,6,3*2,1,2,3*4,4*2,6,8,48,8,5,4,3,2,1*2,2,3*4,4*2,5,13,5,4,3,2*2,1*2,2*2,3*5,4,5,4,3,2*3,1*3,2*4,3*3,2*6]
// simtc:expect next=[192]
// simtc:expect status=ok mech=pdom

#define FRAC 12
#define ONE (1 << FRAC)
#define TILE 2

kernel void mandelbrot_tiles(global int *iters, volatile global int *next, int width, int height, int maxiter)
{
    int npix = width * height;
    int ntiles = (npix + TILE - 1) / TILE;
    for (;;) {
        int t = atomic_inc(next);
        if (t >= ntiles)
            break;
        for (int p = t * TILE; p < t * TILE + TILE && p < npix; p++) {
            int cr = -2 * ONE + (p % width) * 3 * ONE / width;
            int ci = -3 * ONE / 2 + (p / width) * 3 * ONE / height;
            int y2 = ci * ci / ONE;
            // Main cardioid: q (q + x - 1/4) <= y^2 / 4, q = (x - 1/4)^2 + y^2.
            int xq = cr - ONE / 4;
            int q = xq * xq / ONE + y2;
            if (q * (q + xq) / ONE <= y2 / 4) {
                iters[p] = maxiter;
                continue;
            }
            // Period-2 bulb: (x + 1)^2 + y^2 <= 1/16.
            if ((cr + ONE) * (cr + ONE) / ONE + y2 <= ONE / 16) {
                iters[p] = maxiter;
                continue;
            }
            int zr = 0;
            int zi = 0;
            int sr = 0;
            int si = 0;
            int since = 0;
            int span = 2;
            int it = 0;
            while (it < maxiter) {
                int zr2 = zr * zr / ONE;
                int zi2 = zi * zi / ONE;
                if (zr2 + zi2 > 4 * ONE)
                    break;
                zi = 2 * zr * zi / ONE + ci;
                zr = zr2 - zi2 + cr;
                it++;
                if (zr == sr && zi == si) {
                    it = maxiter;
                    break;
                }
                if (++since == span) {
                    sr = zr;
                    si = zi;
                    since = 0;
                    span *= 2;
                }
            }
            iters[p] = it;
        }
    }
}
