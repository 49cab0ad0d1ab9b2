// kmeans_assign.cl: the assignment step of k-means in the style of
// Rodinia's kmeans, on an array of point structs, with the centroids in a
// constant table of structs (a struct global with an initializer) and a
// struct returned by value from a helper (sret at -O0).
//
// simtc:launch grid=1 block=16 warp=16 pts=float32[48]:0,0,0,1,1,0,2,2,0,3,3,0,4,4,0,5,5,0,6,6,0,7,7,0,8,8,0,9,9,0,1,8,0,8,1,0,2,7,0,7,2,0,3,6,0,6,3,0 counts=int32[4]
// simtc:expect counts=[5,5,3,3]

struct point {
    float x;
    float y;
    int cluster;
};

struct best {
    int index;
    float dist;
};

constant struct point centers[4] = {{1.0f, 1.0f, 0}, {8.0f, 8.0f, 1}, {1.5f, 7.5f, 2}, {7.5f, 1.5f, 3}};

static struct best nearest(struct point p)
{
    struct best b = {-1, 1e30f};
    for (int c = 0; c < 4; c++) {
        float dx = p.x - centers[c].x;
        float dy = p.y - centers[c].y;
        float d = sqrt(dx * dx + dy * dy);
        if (d < b.dist) {
            b.dist = d;
            b.index = centers[c].cluster;
        }
    }
    return b;
}

kernel void kmeans_assign(global struct point *pts, global int *counts)
{
    int i = get_global_id(0);
    struct point p = pts[i];
    struct best b = nearest(p);
    pts[i].cluster = b.index;
    atomic_inc(&counts[b.index]);
}
