// struct_bound.cl: a loop bounded by one field of a struct while the body
// stores into an array field of the same struct (issue 31, "quiet on code
// without synchronization"). Indexing an array out of bounds is undefined,
// so l->data[i] never overwrites l->n: the fields are separate locations
// and the bound is read from memory no write of the loop changes. (The
// kernel counts the finished lists atomically, so it synchronizes and
// lint's rule for code without synchronization does not decide it.)
//
// simtc:launch grid=1 block=32 warp=32 lists=int32[544] out=int32[32] done=int32[1]
// simtc:expect out=[0,1*15,0,1*15]
// simtc:expect done=[32]
// simtc:expect status=ok mech=pdom

typedef struct {
    int n;
    int data[16];
} list_t;

kernel void struct_bound(global list_t *lists, global int *out, global int *done)
{
    int g = get_global_id(0);
    global list_t *l = &lists[g];
    l->n = g % 16;
    for (int r = 0; r < 2; r++) {
        for (int i = 0; i < l->n; i++)
            l->data[i] += r + i;
    }
    out[g] = l->data[0];
    atomic_inc(done);
}
