struct pair { int a; int b; } __attribute__((packed));
kernel void k(global int *p)
{
    p[0] = 1;
}
