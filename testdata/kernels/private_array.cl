// private_array.cl: a per-thread (private memory) array: each thread fills
// eight values, insertion-sorts them and counts the distinct ones. The
// inner while of the insertion sort has a data-dependent trip count and a
// short-circuit condition (j >= 0 && v[j] > key) that must not evaluate
// v[-1]; the counting loop uses continue. Private memory is per thread, so
// none of these loops can be a SIMT deadlock (ElTantawy & Aamodt, MICRO
// 2016, Sec. III-A: only global and shared memory hold synchronization
// variables): nothing flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[96]
// simtc:expect out=[0,12,7,0,12,7,0,11,6,0,11,7,2,11,6,2,10,5,1,10,6,1,10,6,1,9,5,1,11,6,3,11,6,2,11,5,2,11,6,2,10,6,1,12,6,1,12,7,1,12,7,0,12,7,0,11,7,0,11,7,0,11,6,2,10,6,1,10,6,1,10,5,1,9,6,1,11,6,3,11,5,2,11,6,2,11,6,2,10,5,1,10,6,1,12,7]

#define N 8

kernel void private_array(global const int *in, global int *out)
{
    int id = get_global_id(0);
    int x = in[id];
    int v[N];
    for (int i = 0; i < N; i++)
        v[i] = (x * 7 + i * 13) % 11 + (x + i) % 3;
    // insertion sort
    for (int i = 1; i < N; i++) {
        int key = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > key) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = key;
    }
    int distinct = 1;
    for (int i = 1; i < N; i++) {
        if (v[i] == v[i - 1])
            continue;
        distinct++;
    }
    out[id * 3] = v[0];
    out[id * 3 + 1] = v[N - 1];
    out[id * 3 + 2] = distinct;
}
