// switch_case.cl: a divergent switch with shared cases, fall-through and a
// default. ElTantawy et al., "A Scalable Multi-Path Microarchitecture for
// Efficient GPU Control Flow" (HPCA 2014), Sec. 6.2: switch and else-if
// statements (MEMC, MUM, MC) "increase the number of parallel control flow
// paths", which Multi-Path IPDOM can schedule concurrently while the
// single-path stack serializes them. The fall-through from case 3 into case
// 4 makes the CFG more than a simple fan-out/fan-in. Nothing flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
// simtc:expect out=[1,11,12,1100,1000,-5,1,17,18,1100,1000,-11,1,23,24,1100,1000,-17,1,29,30,1100,1000,-23,1,35,36,1100,1000,-29,1,41]

kernel void switch_case(global const int *in, global int *out)
{
    int id = get_global_id(0);
    int x = in[id];
    int r = 0;
    switch (x % 6) {
    case 0:
        r = 1;
        break;
    case 1:
    case 2:
        r = 10 + x;
        break;
    case 3:
        r = 100;
        // fall through
    case 4:
        r += 1000;
        break;
    default:
        r = -x;
        break;
    }
    out[id] = r;
}
