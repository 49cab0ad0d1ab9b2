struct pair { int a; int b; };
kernel void k(global int *p)
{
    p[0] = 1;
}
