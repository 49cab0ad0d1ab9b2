// kmeans_struct.cl: the membership step of k-means in the style of
// Rodinia's kmeans: points are structs, the centres float2 vectors in
// constant memory; each point joins its nearest centre (the first on a
// tie) and the cluster sizes are counted with atomic_inc.
//
// simtc:launch grid=1 block=8 pts=float32[16]:0,0,1,0,5,5,6,5,0,9,1,8,5,6,2,1 centers=float32[6]:0,0,5,5,0,9 membership=int32[8] counts=int32[3] k=3
// simtc:expect membership=[0,0,1,1,2,2,1,0]
// simtc:expect counts=[3,3,2]

typedef struct {
    float x, y;
} point_t;

inline float dist2(point_t p, float2 c)
{
    float2 d = (float2)(p.x, p.y) - c;
    return dot(d, d);
}

kernel void kmeans_assign(global const point_t *pts, constant float2 *centers,
                          global int *membership, volatile global int *counts, int k)
{
    int i = get_global_id(0);
    point_t p = pts[i];
    int best = 0;
    float best_d = FLT_MAX;
    for (int c = 0; c < k; c++) {
        float d = dist2(p, centers[c]);
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    membership[i] = best;
    atomic_inc(&counts[best]);
}
