// spmv_csr.cl: sparse matrix-vector product, CSR, one thread per row
// (Bell & Garland's scalar kernel): rows have 1 to 16 non-zeros, so lanes
// leave the row loop at different trip counts (loop divergence, Diamos et
// al., MICRO 2011, Sec. 2). The matrix is generated from seeded row lengths.
//
// simtc:launch grid=2 block=64 warp=32 len=int32[128]:rand(51,1,16) colseed=int32[2048]:rand(52,0,127) vals=int32[2048]:rand(53,-9,9) x=int32[128]:rand(54,-5,5) y=int32[128]
// simtc:launch-paper grid=112 block=192 warp=32 len=int32[21504]:rand(51,1,16) colseed=int32[344064]:rand(52,0,127) vals=int32[344064]:rand(53,-9,9) x=int32[128]:rand(54,-5,5) y=int32[21504]
// simtc:expect y=[-20,7,8,-12,-12,-3,-2,-1,16,69,-62,-3,51,-67,-47,-68,21,8,-26,-43,28,-65,-66,67,89,-42,-14,-10,-99,-28,72,7,-20,-68,14,26,-63,17,-32,-69,-25,16,-28,-1,18,34,-72,-16,-6,22,155,2,10,-4,8,-6,24,-42,83,-21,-3,-45,-3,2,73,-3,10,-13,122,45,113,32,27,111,40,1,41,43,-1,-35,1,-41,123,-132,-76,-6,24,58,-19,5,-85,-34,-32,-34,-7,-88,16,26,-17,65,-79,22,17,-28,-16,27,102,20,30,-31,-49,-40,38,11,49,-63,34,16,56,112,9,-27,17,-15,37,-32,70,-73]
// simtc:expect status=ok mech=pdom

kernel void spmv_csr(global const int *len, global const int *colseed, global const int *vals,
                     global const int *x, global int *y)
{
    int row = get_global_id(0);
    int n = len[row];
    int sum = 0;
    for (int j = 0; j < n; j++) {
        int k = row * 16 + j;
        sum += vals[k] * x[colseed[k]];
    }
    y[row] = sum;
}
