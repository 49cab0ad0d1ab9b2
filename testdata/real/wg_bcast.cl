// wg_bcast.cl: OpenCL 2.0 work_group_broadcast, as tiled kernels share a
// pivot or a leader's value with the whole work-group (a pivot row in
// elimination, a segment head in segmented scans), on int, long and
// float values.
//
// simtc:launch grid=2 block=8 warp=8 p=int32[16]:iota f=float32[16]:iota out=int32[16] g=float32[16]
// simtc:expect out=[2201016*8,4625043*8]
// simtc:expect g=[0.25*8,2.5*8]

kernel void wg_bcast(global const int *p, global const float *f, global int *out, global float *g)
{
    int i = get_global_id(0);
    int x = p[i] * 3 + 1;
    size_t leader = (get_group_id(0) + 5) % get_local_size(0);
    long big = (long)x << 33;
    out[i] = work_group_broadcast(x, leader) + 1000 * work_group_broadcast(x, (size_t)0) +
             (int)(work_group_broadcast(big, (size_t)7) >> 33) * 100000;
    g[i] = work_group_broadcast(f[i] * 0.25f - 1.0f, leader);
}
