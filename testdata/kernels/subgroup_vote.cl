// subgroup_vote.cl: OpenCL sub-group (warp) builtins: sub_group_any,
// sub_group_all, sub_group_broadcast, get_sub_group_id and
// get_sub_group_local_id. These are the "emerging low level SIMD semantics
// (e.g., vote and shuffle operations in CUDA and subgroups in OpenCL 2.0)"
// of ElTantawy & Aamodt (MICRO 2016), Sec. II-B. A sub-group is one warp, so
// the launch fixes warp=32 (broadcasting from lane 31 needs it). All calls
// are in convergent code, as OpenCL requires. Nothing flagged.
//
// The vote results are normalized with != 0: OpenCL only promises a
// non-zero value for true.
//
// simtc:launch grid=1 block=64 warp=32 in=int32[64]:iota ids=int32[64] votes=int32[64]
// simtc:expect ids=[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131]
// simtc:expect votes=[1031*32,111095*32]

kernel void subgroup_vote(global const int *in, global int *ids, global int *votes)
{
    int gid = get_global_id(0);
    int x = in[gid];
    int sg = get_sub_group_id();
    int lane = get_sub_group_local_id();
    int any_big = sub_group_any(x > 40) != 0;
    int all_upper = sub_group_all(x >= 32) != 0;
    int all_small = sub_group_all(x < 100) != 0;
    int first = sub_group_broadcast(x, 0);
    int last = sub_group_broadcast(x, 31);
    ids[gid] = sg * 100 + lane;
    votes[gid] = any_big * 100000 + all_upper * 10000 + all_small * 1000 + first + last;
}
