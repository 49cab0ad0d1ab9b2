// short_circuit.cl: the short-circuit microbenchmark of Diamos et al., "SIMD
// Re-Convergence at Thread Frontiers" (MICRO 2011), Sec. 6.1 ("makes heavy
// use of short circuit branches"; Fig. 5 reports 390% code expansion for the
// structural transform and 14 thread-frontier vs 1 PDOM join points).
//
// Long && / || chains (up to nine terms, like MCX's conditions) compile to
// chains of conditional branches whose targets interleave, an unstructured
// CFG in which every term is a potential divergence point and all paths of a
// chain meet again only at its end. Conditions depend on per-thread data, so
// lanes take different paths through every chain. No synchronization,
// nothing flagged.
//
// simtc:launch grid=1 block=64 a=int32[64]:iota out=int32[64]
// simtc:expect out=[1010,1011,110,111,10110,1010,11011,10111,10110,111,100,1001,10100,10111,100,11001,1010,1011,1001,1011,10110,11011,11000,11001,1010,11010,100,1001,1010,1011,10101,1001,1010,1011,1000,11001,10110,111,1000,11001,10110,11011,101,101,111,11011,10100,11001,1010,1011,10101,11001,10110,1011,101,11001,10110,1011,100,1001,111,11011,100,11011]

kernel void short_circuit(global const int *a, global int *out)
{
    int id = get_global_id(0);
    int x = a[id];
    int y = (x * 13 + 5) % 64;
    int r = 0;

    if (((x & 1) && y > 10) || (x % 3 == 0 && y % 4 != 1) || (x > 40 && y < 20))
        r += 1;
    if (x < 8 || (y > 50 && (x ^ y) % 5 == 2) || (!(x & 2) && y != 33))
        r += 10;
    r += ((x > y && x % 2 == 0) || (y > 30 && (x < 15 || y % 7 == 3))) ? 100 : 1000;
    // a nine-term chain
    if ((x != 3 && y != 3) && (x % 5 != 4 || y % 3 == 0) && (x + y) % 11 != 0 &&
        (y < 60 || x < 30) && (x & 4 || y & 8 || x == y) && x * y % 7 != 6)
        r += 10000;
    out[id] = r;
}
