// checked_eval.cl: exception-heavy fixed-point evaluation, the exception
// microbenchmarks of Diamos et al. 2011 (Sec. 6.4: exceptions thrown from
// a divergent function call, from a conditional and from a loop, written
// with goto as CUDA code must) with exceptions that are thrown, often.
// Each thread folds one record of NT terms (opcode, operand) into an
// accumulator with checked operations: device functions that leave early
// with an error code (a throw out of a call, unstructured once inlined).
// A division by zero is caught at the term (the term is skipped and
// counted); a domain error (the square root or the logarithm of a
// non-positive operand) is rethrown to the record's handler, which
// abandons the record; an overflow is rethrown to a second handler, which
// saturates the result (results must fit in 16 bits).
//
// simtc:launch grid=2 block=64 warp=32 op=int32[1024]:rand(221,0,3) val=int32[1024]:rand(222,-2,60) out=int32[128] errs=int32[3]
// simtc:launch-paper grid=112 block=192 warp=32 op=int32[172032]:rand(221,0,3) val=int32[172032]:rand(222,-2,60) out=int32[21504] errs=int32[3]
// simtc:expect out=[32,23,-1,0,-1,65535,0,-1,126,0,-1,15,1324,84,65535,2455,0,-1,0,128,-5,24,0*4,5,-1*3,210,-1,2,3,0,-1,14,230,-4655,-1,725,65535,1085,451,-1,0,7,0,11282,65535,6,3636,0,7984,-1,65535,-1,19,6,-1,4,0*2,-1*2,284,0*2,65535,-1,8928,61879,7658,25605,4,-1,2345,0,-1*2,147,3610,0,263,-50,18,43,-1,72,527,-1,4,6,1,4,347,216,-199,65535,7,65535,0,65535,192,-1,4,0*2,4,-1,-59916,19,275,-5,47,759,2891,14,70,-1,11,5710,-1*2,651,-1*2,65535]
// simtc:expect errs=[6,30,10]
// simtc:expect status=ok mech=pdom

#define NT 8
#define E_NONE 0
#define E_DIVZERO 1
#define E_DOMAIN 2
#define E_OVERFLOW 3
#define LIMIT 65535

int isqrt_checked(int x, private int *err)
{
    if (x < 0) {
        *err = E_DOMAIN;
        return 0;
    }
    int r = 0;
    int bit = 1 << 30;
    while (bit > x)
        bit >>= 2;
    while (bit != 0) {
        if (x >= r + bit) {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

int ilog2_checked(int x, private int *err)
{
    if (x <= 0) {
        *err = E_DOMAIN;
        return 0;
    }
    int n = 0;
    while (x > 1) {
        x >>= 1;
        n++;
    }
    return n;
}

int div_checked(int a, int b, private int *err)
{
    if (b == 0) {
        *err = E_DIVZERO;
        return 0;
    }
    return a / b;
}

int mul_checked(int a, int b, private int *err)
{
    long p = (long)a * (long)b;
    if (p > LIMIT || p < -LIMIT) {
        *err = E_OVERFLOW;
        return 0;
    }
    return (int)p;
}

kernel void checked_eval(global const int *op, global const int *val, global int *out, global int *errs)
{
    int id = get_global_id(0);
    int acc = 1;
    int skipped = 0;
    for (int i = 0; i < NT; i++) {
        int err = E_NONE;
        int v = val[id * NT + i];
        int t = 0;
        switch (op[id * NT + i]) {
        case 0:
            t = acc + isqrt_checked(v, &err);
            break;
        case 1:
            t = acc + ilog2_checked(v, &err);
            break;
        case 2:
            t = div_checked(acc, v, &err);
            break;
        default:
            t = mul_checked(acc, v, &err);
            break;
        }
        if (err == E_DIVZERO) {
            skipped++;
            continue;
        }
        if (err == E_DOMAIN)
            goto domain_error;
        if (err == E_OVERFLOW)
            goto overflow;
        acc = t;
    }
    out[id] = acc;
    if (skipped > 0)
        atomic_add(&errs[0], skipped);
    return;
domain_error:
    out[id] = -1;
    atomic_inc(&errs[1]);
    return;
overflow:
    out[id] = LIMIT;
    atomic_inc(&errs[2]);
}
