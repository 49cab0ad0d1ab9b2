kernel void k(global int *p)
{
    float f = p;
    p[0] = (int)f;
}
