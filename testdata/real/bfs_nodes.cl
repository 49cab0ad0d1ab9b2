// bfs_nodes.cl: one level of breadth-first search in the style of Rodinia's
// bfs: a node array of structs (first edge, edge count), an edge list, and
// frontier / visited / cost arrays of char and int.
//
// simtc:launch grid=1 block=8 warp=8 nodes=int32[16]:0,2,2,2,4,1,5,2,7,1,8,1,9,0,9,0 edges=int32[9]:1,2,3,4,5,6,7,7,7 mask=uint8[8]:1,0,0,0,0,0,0,0 updating=uint8[8] visited=uint8[8]:1,0,0,0,0,0,0,0 cost=int32[8]:0,-1,-1,-1,-1,-1,-1,-1 n=8
// simtc:expect cost=[0,1,1,-1,-1,-1,-1,-1]

typedef struct {
    int starting;
    int no_of_edges;
} Node;

kernel void bfs_nodes(global const Node *nodes, global const int *edges, global char *mask,
                      global char *updating, global char *visited, global int *cost, int n)
{
    int tid = get_global_id(0);
    if (tid < n && mask[tid]) {
        mask[tid] = false;
        for (int i = nodes[tid].starting; i < nodes[tid].no_of_edges + nodes[tid].starting; i++) {
            int id = edges[i];
            if (!visited[id]) {
                cost[id] = cost[tid] + 1;
                updating[id] = true;
            }
        }
    }
}
