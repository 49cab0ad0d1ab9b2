// mandelbrot.cl: the Mandelbrot application of Diamos et al., "SIMD
// Re-Convergence at Thread Frontiers" (MICRO 2011), Sec. 6.1: "the
// unstructured control flow comes from early exit points in the inner loop,
// where either the next pixel is chosen or the next iteration for the
// current pixel is begun". Also MAND in ElTantawy et al. (HPCA 2014).
//
// Each thread walks several pixels (a grid-stride loop, as the CUDA SDK
// kernel assigns several pixels per thread). The escape-time loop breaks out
// early when |z|^2 > 4, so every thread has its own trip count per pixel and
// lanes of a warp keep drifting apart. The arithmetic is Q10 fixed point
// (ONE = 1024) so the iteration counts are exact on every target; all
// products stay below 2^31. Loop exits depend on private values only,
// nothing flagged.
//
// simtc:launch grid=1 block=64 warp=32 iters=int32[256] width=16 height=16 maxiter=64
// simtc:expect iters=[1*4,2*12,1*3,2*4,3*3,2*6,1,1,2,2,3*5,4,5,4,3,2*3,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,2,3*4,4,4,6,8,64,8,5,4,3,2,1,3*4,5,5,7,64*5,6,3,3,1,3,4,5,14,8,7,21,64*5,47,4,3,1,4,5,6,13,64*8,8,4,3,64*13,6,4,3,1,4,5,6,13,64*8,8,4,3,1,3,4,5,14,8,7,21,64*5,47,4,3,1,3*4,5,5,7,64*5,6,3,3,1,2,3*4,4,4,6,8,64,8,5,4,3,2,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,1,2,2,3*5,4,5,4,3,2*3,1*3,2*4,3*3,2*6]

#define FRAC 10
#define ONE (1 << FRAC)

kernel void mandelbrot(global int *iters, int width, int height, int maxiter)
{
    int npix = width * height;
    for (int p = get_global_id(0); p < npix; p += get_global_size(0)) {
        int px = p % width;
        int py = p / width;
        // c in [-2, 1) x [-1.5, 1.5)
        int cr = -2 * ONE + px * 3 * ONE / width;
        int ci = -3 * ONE / 2 + py * 3 * ONE / height;
        int zr = 0;
        int zi = 0;
        int it = 0;
        while (it < maxiter) {
            int zr2 = zr * zr / ONE;
            int zi2 = zi * zi / ONE;
            if (zr2 + zi2 > 4 * ONE)
                break; // escaped: next pixel
            zi = 2 * zr * zi / ONE + ci;
            zr = zr2 - zi2 + cr;
            it++;
        }
        iters[p] = it;
    }
}
