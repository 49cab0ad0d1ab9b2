/* stencil_params.h: the problem size and weights of stencil3.cl, found
   through -I. */
#define NX 16
#define C0 0.5f
#define C1 0.25f
