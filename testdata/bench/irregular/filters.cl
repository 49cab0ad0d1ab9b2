// filters.cl: short-circuit-heavy predicate filters (the && / || chains
// that create control flow in every frontend; Diamos et al. 2011 count
// them among the sources of unstructured flow): each thread evaluates a
// compound selection predicate over a record and compacts matches with an
// atomic counter; the per-predicate counters record which branch decided.
//
// simtc:launch grid=4 block=64 warp=32 a=int32[256]:rand(91,0,99) b=int32[256]:rand(92,0,99) c=int32[256]:rand(93,-50,50) sel=int32[256] nsel=int32[1] hist=int32[4]
// simtc:launch-paper grid=112 block=192 warp=32 a=int32[21504]:rand(91,0,99) b=int32[21504]:rand(92,0,99) c=int32[21504]:rand(93,-50,50) sel=int32[21504] nsel=int32[1] hist=int32[4]
// simtc:expect sel=[31,31,38,31,0*252]
// simtc:expect nsel=[131]
// simtc:expect hist=[70,2,47,137]
// simtc:expect status=ok mech=pdom

kernel void filters(global const int *a, global const int *b, global const int *c,
                    global int *sel, global int *nsel, global int *hist)
{
    int id = get_global_id(0);
    int x = a[id];
    int y = b[id];
    int z = c[id];
    bool keep = (x > 20 && y < 80 && (z > 0 || x + y > 100)) || (z < -40 && x % 7 == 0) ||
                (y == x && z != 0);
    if (keep) {
        atomic_inc(&sel[id / 64]);
        atomic_inc(nsel);
    }
    if (x < 10 || y < 10 || z < -45)
        atomic_inc(&hist[0]);
    else if (x > 90 && (y > 90 || z > 45))
        atomic_inc(&hist[1]);
    else if (!(x & 1) && !(y & 1))
        atomic_inc(&hist[2]);
    else
        atomic_inc(&hist[3]);
}
