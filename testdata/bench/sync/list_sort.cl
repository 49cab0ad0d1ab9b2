// list_sort.cl: parallel insertion sort into a linked list with a lock per
// node and hand-over-hand locking (lock coupling: Herlihy & Shavit, The Art
// of Multiprocessor Programming, Sec. 9.5; a sort with fine-grained locks,
// as the lock-based GPU kernels ElTantawy & Aamodt 2016 evaluate). Node 0
// is the head sentinel, node N+1 the tail sentinel; thread i inserts node
// i+1 with a seeded key: it walks from the head holding the locks of two
// consecutive nodes, releasing the first and taking the next one at every
// step, and links its node in where the next key is larger (ties by node
// number). The spin locks sit inside the walk's loop.
//
// The list ends sorted whatever the interleaving, so the links are
// deterministic.
//
// simtc:launch grid=2 block=64 warp=32 keys=int32[128]:rand(241,0,999) next=int32[130]:129,0*129 locks=int32[130]
// simtc:expect next=[41,53,114,71,89,59,94,82,22,33,69,83,118,14,57,95,113,12,40,47,73,20,128,110,104,86,51,36,11,8,123,98,23,63,108,80,21,15,109,56,100,85,106,111,72,31,3,48,9,45,6,81,35,77,68,88,24,127,125,107,74,93,75,116,122,29,101,7,28,26,120,129,49,38,78,119,62,66,102,126,115,5,13,17,91,58,99,112,124,16,4,92,79,105,44,27,87,2,96,43,50,76,1,84,34,97,121,30,54,103,42,90,61,117,60,19,37,46,10,52,32,25,39,67,70,65,55,18,64,0]
// simtc:expect locks=[0*130]
// simtc:expect status=deadlock mech=pdom

// before reports whether node a sorts before node b (keys, then node
// numbers); the tail sentinel sorts after every node.
bool before(global const int *keys, int n, int a, int b)
{
    if (a == n + 1)
        return false;
    int ka = keys[a - 1];
    int kb = keys[b - 1];
    return ka < kb || (ka == kb && a < b);
}

kernel void list_sort(global const int *keys, volatile global int *next, volatile global int *locks)
{
    int n = get_global_size(0);
    int me = get_global_id(0) + 1;
    int pred = 0;
    while (atomic_cmpxchg(&locks[pred], 0, 1) != 0) {
    }
    int curr = next[pred];
    while (atomic_cmpxchg(&locks[curr], 0, 1) != 0) {
    }
    while (before(keys, n, curr, me)) {
        atomic_xchg(&locks[pred], 0);
        pred = curr;
        curr = next[curr];
        while (atomic_cmpxchg(&locks[curr], 0, 1) != 0) {
        }
    }
    next[me] = curr;
    next[pred] = me;
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(&locks[curr], 0);
    atomic_xchg(&locks[pred], 0);
}
