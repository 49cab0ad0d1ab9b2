// tree_depth.cl: the depth of a binary tree stored as child-index arrays
// in global memory (-1: no child), computed by a recursion on both
// children; every thread starts at a different node, so the recursion
// depths diverge. Needs --no-inline.
//
// Node i has children 2i+1 and 2i+2 when they are < n and i % 5 != 3.
// simtc:launch grid=1 block=32 n=40 out=int32[32]
// simtc:expect out=[7,6,5,1,5,4,4,4,1,4,3,3,3,1,3,3,3,3,1,3,2,2,2,1,2,2,2,2,1,2,2,2]

int depth(int node, int n)
{
    if (node >= n || node % 5 == 3)
        return 1;
    int l = depth(2 * node + 1, n);
    int r = depth(2 * node + 2, n);
    return 1 + (l > r ? l : r);
}

kernel void tree_depth(int n, global int *out)
{
    int t = get_global_id(0);
    out[t] = depth(t, n);
}
