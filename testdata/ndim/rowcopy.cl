// rowcopy.cl: each work-item copies a row of a 2-D array whose length it
// is given at run time (clang -O2 turns the copy loop into llvm.memcpy of
// a runtime length), moves its first half down by one within the row
// (overlapping: llvm.memmove when clang recognizes it), and clears a large private scratch array
// (an llvm.memset far above 4 kB, as SHOC's and Rodinia's kernels do).
// A 2-D launch: x over the rows, y over two copies.
// Expected (computed on the host): dst[y][r][c] = src[r][c] for c < len,
// then dst[y][r][c] = dst[y][r][c+1] for c < len/2 in order, and
// sum[y][r] = 0 (the cleared scratch).
//
// simtc:launch grid=2,1 block=4,2 n=16 len=12 src=int32[128]:iota dst=int32[256] sum=int32[16]
// simtc:expect dst=[1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0,1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0]
// simtc:expect sum=[0*16]

kernel void rowcopy(int n, int len, global const int *restrict src, global int *restrict dst, global int *restrict sum)
{
    int r = get_global_id(0), y = get_global_id(1);
    int rows = get_global_size(0);
    global int *d = dst + (y * rows + r) * n;
    const global int *s = src + r * n;
    for (int c = 0; c < len; c++)
        d[c] = s[c];
    for (int c = 0; c < len / 2; c++)
        d[c] = d[c + 1];
    int scratch[2200];
    for (int k = 0; k < 2200; k++)
        scratch[k] = 0;
    scratch[r + len] += 1;
    int t = 0;
    for (int k = 0; k < 2200; k++)
        t += scratch[k];
    sum[y * rows + r] = t - 1;
}
