// exceptions.cl: goto-heavy, exception-style error handling (Diamos et
// al., MICRO 2011, Sec. 5: the exception benchmarks whose unstructured
// control flow thread frontiers target). Each thread parses a record of
// four fields; any stage may "throw" to one of two handlers, and one
// handler may retry the parse once.
//
// simtc:launch grid=2 block=64 warp=32 rec=int32[512]:rand(71,-20,200) out=int32[128] errs=int32[3]
// simtc:launch-paper grid=112 block=192 warp=32 rec=int32[86016]:rand(71,-20,200) out=int32[21504] errs=int32[3]
// simtc:expect out=[-100*4,-3,667,-1,-1,-100,776,-1,-100,434,-4,846,-1,-100,-3,711,-3,-3,-100,1141,767,-4,-3,-100,519,330,627,-100,-3,-1,-3,775,-100,743,928,713,-2,554,1003,1038,-100,-4,-1,-2,399,-3,266,-4,1105,-3,-3,1013,958,-100,533,-100,980,265,-1,-100,-2,-2,1136,845,1044,-100,-1,1143,751,621,-100,-3,-3,-100,-4,-4,1187,674,-2,1140,-100,-100,-2,1089,-100,-2,-4,-3,974,-100,-2,-1,-100,1113,535,876,822,-100,-1,-100*6,954,-1,452,677,-100,1185,-100,938,-1,-100,-2,-100,372,853,1154,1020,-100,984,1009,690]
// simtc:expect errs=[41,2,33]
// simtc:expect status=ok mech=pdom

kernel void exceptions(global const int *rec, global int *out, global int *errs)
{
    int id = get_global_id(0);
    int acc = 0;
    int retried = 0;
    int i = 0;
retry:
    acc = retried * 1000;
    for (i = 0; i < 4; i++) {
        int f = rec[id * 4 + i];
        if (f < 0)
            goto bad_field;
        if (f > 180) {
            if (retried)
                goto overflow;
            retried = 1;
            goto retry;
        }
        acc += f * (i + 1);
    }
    if (acc > 1200)
        goto overflow;
    out[id] = acc;
    return;
bad_field:
    atomic_inc(&errs[0]);
    out[id] = -1 - i;
    return;
overflow:
    atomic_inc(&errs[retried ? 2 : 1]);
    out[id] = -100;
}
