// matmul_tiled.cl: C = A B for N×N matrices, blocked through two __local
// tiles given by the host (clSetKernelArg(k, i, TILE*TILE*sizeof(float),
// NULL)), in the style of the OpenCL teaching exercises' blocked matrix
// multiply. A 2-D launch: one work-item per element of C, a TILE×TILE
// work-group per tile of C.
//
// simtc:launch grid=3,3 block=4,4 n=12 a=float32[144]:iota b=float32[144]:-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2 c=float32[144] atile=local:64 btile=local:64
// simtc:expect c=[-42,-12,54,-78,24,54,-78,-12,90,-42,-12,54,-186,-12,198,-222,24,198,-222,-12,234,-186,-12,198,-330,-12,342,-366,24,342,-366,-12,378,-330,-12,342,-474,-12,486,-510,24,486,-510,-12,522,-474,-12,486,-618,-12,630,-654,24,630,-654,-12,666,-618,-12,630,-762,-12,774,-798,24,774,-798,-12,810,-762,-12,774,-906,-12,918,-942,24,918,-942,-12,954,-906,-12,918,-1050,-12,1062,-1086,24,1062,-1086,-12,1098,-1050,-12,1062,-1194,-12,1206,-1230,24,1206,-1230,-12,1242,-1194,-12,1206,-1338,-12,1350,-1374,24,1350,-1374,-12,1386,-1338,-12,1350,-1482,-12,1494,-1518,24,1494,-1518,-12,1530,-1482,-12,1494,-1626,-12,1638,-1662,24,1638,-1662,-12,1674,-1626,-12,1638]

#define TILE 4

kernel void matmul_tiled(int n, global const float *a, global const float *b, global float *c,
                         local float *atile, local float *btile)
{
    int col = get_global_id(0), row = get_global_id(1);
    int lx = get_local_id(0), ly = get_local_id(1);
    float acc = 0.0f;
    for (int t = 0; t < n / TILE; t++) {
        atile[ly * TILE + lx] = a[row * n + t * TILE + lx];
        btile[ly * TILE + lx] = b[(t * TILE + ly) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; k++)
            acc += atile[ly * TILE + k] * btile[k * TILE + lx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = acc;
}
