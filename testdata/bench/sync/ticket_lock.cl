// ticket_lock.cl: a fair ticket lock (next ticket / now serving) around a
// three-word critical section. Waiting for one's turn is a spin loop whose
// exit depends on a write reachable from its exit (ElTantawy & Aamodt,
// MICRO 2016, Sec. II): under IPDOM the holder can wait for its own warp.
//
// simtc:launch grid=1 block=64 warp=32 ticket=int32[1] serving=int32[1] data=int32[3]
// simtc:expect ticket=[64]
// simtc:expect serving=[64]
// simtc:expect data=[64,2016,63]
// simtc:expect status=deadlock mech=pdom

kernel void ticket_lock(volatile global int *ticket, volatile global int *serving, global int *data)
{
    int id = get_global_id(0);
    int my = atomic_inc(ticket);
    while (atomic_add(serving, 0) != my) {
    }
    data[0] += 1;
    data[1] += id;
    if (my > data[2])
        data[2] = my;
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_inc(serving);
}
