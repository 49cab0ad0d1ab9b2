// stencil3.cl: a 1-D 3-point Jacobi stencil in the style of Parboil's
// stencil, its helpers in a local header (#include "…" relative to this
// file) that includes its parameters from the include path (-I
// testdata/minic/include).
//
// simtc:launch grid=1 block=16 in=float32[16]:0,1,4,9,16,25,36,49,64,81,100,121,144,169,196,225 out=float32[16]
// simtc:expect out=[0,1.5,4.5,9.5,16.5,25.5,36.5,49.5,64.5,81.5,100.5,121.5,144.5,169.5,196.5,225]

#include "include/stencil_common.h"
#include "include/stencil_common.h"

kernel void stencil(__global const float *in, __global float *out)
{
    int i = get_global_id(0);
    coeffs_t cf = { C0, C1 };
    if (i == 0 || i == NX - 1)
        out[i] = in[i];
    else
        out[i] = stencil3(&cf, in[i - 1], in[i], in[i + 1]);
}
