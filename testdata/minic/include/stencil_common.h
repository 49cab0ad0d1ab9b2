// stencil_common.h: the 3-point stencil of stencil3.cl, included relative to
// the kernel file; it includes its parameters from the -I path.
#ifndef STENCIL_COMMON_H
#define STENCIL_COMMON_H

#include <stencil_params.h>

typedef struct {
    float c0;
    float c1;
} coeffs_t;

inline float stencil3(const coeffs_t *c, float l, float m, float r)
{
    return c->c0 * m + c->c1 * (l + r);
}

#endif
