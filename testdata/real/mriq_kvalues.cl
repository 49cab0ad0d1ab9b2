// mriq_kvalues.cl: the Q computation of Parboil's MRI-Q: a struct of
// k-space sample values in constant memory, sincos of the phase, an
// accumulation per voxel. The result is scaled to integers.
//
// simtc:launch grid=1 block=8 warp=8 kv=float32[16]:0.1,0.2,0.3,1,0.4,0.1,0.2,0.5,0.3,0.3,0.1,2,0.2,0.4,0.4,1.5 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:7,6,5,4,3,2,1,0 z=float32[8]:1,1,1,1,2,2,2,2 q=int32[16] nk=4
// simtc:expect q=[1177,2083,1463,1789,-418,475,-1250,1132,-1118,363,-3236,726,-2236,3077,-309,4755]

#define PIx2 6.2831853071795864769252867665590058f

struct kValues {
    float Kx;
    float Ky;
    float Kz;
    float PhiMag;
};

kernel void mriq_kvalues(constant struct kValues *kv, global const float *x, global const float *y,
                         global const float *z, global int *q, int nk)
{
    int t = get_global_id(0);
    float sx = x[t], sy = y[t], sz = z[t];
    float qr = 0.0f, qi = 0.0f;
    for (int k = 0; k < nk; k++) {
        float arg = PIx2 * (kv[k].Kx * sx + kv[k].Ky * sy + kv[k].Kz * sz);
        float c;
        float s = sincos(arg, &c);
        qr += kv[k].PhiMag * c;
        qi += kv[k].PhiMag * s;
    }
    q[2 * t] = (int)(qr * 1000.0f);
    q[2 * t + 1] = (int)(qi * 1000.0f);
}
