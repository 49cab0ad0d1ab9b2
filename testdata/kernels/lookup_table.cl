// lookup_table.cl: constant lookup tables in private arrays. Not from the
// papers: real kernels index small constant tables, and clang -O2 turns
// such a private array into a constant global (@__const.lookup_table.tbl)
// that the code reads with a variable index, so the LLVM frontend, the
// backend and the simulator must carry initialized globals.
//
// out[i] = tbl[i % 8] * 10 + i;  scaled[i] = ftbl[i % 4] * 0.5
//
// simtc:launch grid=1 block=32 out=int32[32] scaled=float32[32]
// simtc:expect out=[30,11,42,13,54,95,26,67,38,19,50,21,62,103,34,75,46,27,58,29,70,111,42,83,54,35,66,37,78,119,50,91]
// simtc:expect scaled=[0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4]

kernel void lookup_table(global int *out, global float *scaled)
{
    int tbl[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    float ftbl[4] = {0.5f, 2.0f, 5.0f, -8.0f};
    int i = get_local_id(0);
    out[i] = tbl[i % 8] * 10 + i;
    scaled[i] = ftbl[i % 4] * 0.5f;
}
