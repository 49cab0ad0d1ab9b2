// nvidia_join.cl: a branch that does not dominate its immediate
// post-dominator, for the Nvidia reconvergence rule of ElTantawy & Aamodt
// (MICRO 2016), "Compatibility with Nvidia GPUs".
//
//                entry: if (i < n)
//               /                 \
//     then: if (i == 3)         else: if (i == 5)
//        |         \              /          |
//     p[i] = 1      \            /        p[i] = 4
//          \         v          v            |
//           `----> join: p[i] += 3           |
//                        \                   |
//                         `-----> end <------'
//
// The inner branch of "then" has join as its IPDOM, but join is also
// entered from "else" (the goto), so "then" does not dominate join. Under
// the Nvidia rule the inner branch reconverges where the nearest dominating
// branch that dominates join reconverges: the outer branch's end. With
// IPDOM reconvergence threads 0-2 (p[i] = 1) and thread 3 (the goto) run
// join together; with the Nvidia rule they run it one after the other.
//
// simtc:launch grid=1 block=8 warp=8 p=int32[8] n=4
// simtc:expect p=[4,4,4,3,4,3,4,4]

kernel void nvidia_join(global int *p, int n)
{
    int i = get_local_id(0);
    if (i < n) {
        if (i == 3)
            goto join;
        p[i] = 1;
    join:
        p[i] += 3;
    } else {
        if (i == 5)
            goto join;
        p[i] = 4;
    }
}
