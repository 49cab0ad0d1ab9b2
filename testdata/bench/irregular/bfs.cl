// bfs.cl: level-synchronous BFS over a CSR graph (Rodinia BFS, an
// irregular workload of Diamos et al., MICRO 2011, and ElTantawy et al.,
// HPCA 2014): threads of frontier vertices walk their adjacency lists and
// claim unvisited neighbours with atomic_cmpxchg. One block runs every
// level, separated by block barriers, so the whole search is one launch.
//
// The graph: vertex v links to v+1, 2v+1 and (v*37+11) mod N (a CSR built
// inside the kernel's first phase).
//
// simtc:launch grid=1 block=128 warp=32 rowptr=int32[129] cols=int32[384] level=int32[128]:-1*128 changed=int32[1]
// simtc:expect rowptr=[0,3,6,9,12,15,18,21,24,27,30,33,36,39,42,45,48,51,54,57,60,63,66,69,72,75,78,81,84,87,90,93,96,99,102,105,108,111,114,117,120,123,126,129,132,135,138,141,144,147,150,153,156,159,162,165,168,171,174,177,180,183,186,189,192,195,198,201,204,207,210,213,216,219,222,225,228,231,234,237,240,243,246,249,252,255,258,261,264,267,270,273,276,279,282,285,288,291,294,297,300,303,306,309,312,315,318,321,324,327,330,333,336,339,342,345,348,351,354,357,360,363,366,369,372,375,378,381,384]
// simtc:expect level=[0,1,2,2,3,3,4,3,4,4,5,1,2,3,4*3,5,6,5,6*3,2,3,3,4,4,5,5,6,4*3,2,3,4,5,6,5,4,5,6,4,5,4,5,3,2,3,4,4,5*4,6,6,5,6,6,4,5,5,6,5,5,4,4,3,4,3,4,5,6*3,5,4,5*3,4,5,4,3,4,5*6,6,3,4,5,3,4,4,5,5,6,5,6,5,5,4,4,5,6,5,6,6,5,5,4,3,4,4,5,5,3,3,4,5,6,6]
// simtc:expect changed=[0]
// simtc:expect status=ok mech=pdom

#define N 128

kernel void bfs(global int *rowptr, global int *cols, global int *level, volatile global int *changed)
{
    int v = get_local_id(0);
    rowptr[v] = 3 * v;
    if (v == 0)
        rowptr[N] = 3 * N;
    cols[3 * v] = (v + 1) % N;
    cols[3 * v + 1] = (2 * v + 1) % N;
    cols[3 * v + 2] = (v * 37 + 11) % N;
    if (v == 0)
        level[0] = 0;
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (int depth = 0; depth < N; depth++) {
        if (v == 0)
            *changed = 0;
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (level[v] == depth) {
            for (int e = rowptr[v]; e < rowptr[v + 1]; e++) {
                int u = cols[e];
                if (atomic_cmpxchg(&level[u], -1, depth + 1) == -1)
                    *changed = 1;
            }
        }
        barrier(CLK_GLOBAL_MEM_FENCE);
        // Every thread reads the flag before thread 0 clears it for the
        // next level (without this barrier a thread that runs ahead clears
        // it while others still read it, and they stop at different levels:
        // a divergent barrier, which simtc lint reports).
        int more = *changed;
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (more == 0)
            break;
    }
}
