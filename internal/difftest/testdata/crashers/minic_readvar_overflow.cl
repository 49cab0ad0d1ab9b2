// minic_readvar_overflow.cl: frontend/minic crashes with "fatal error:
// stack overflow" in (*ssaState).readVar / readVarRecursive (ssa.go:88-105)
// on this input: `simtc build --emit ir` on it never returns an error, the
// process dies. Found by FuzzChain (input FuzzChain-d3a17590a68ec57e next to
// this file, generator of commit 20624c3), reduced by line deletion. The
// code after the constant-true `|| (0 < 7)) break;` is unreachable and holds
// a goto loop inside a switch without case labels. It lives outside
// testdata/fuzz because a crashing seed would fail `go test ./...` until
// the frontend is fixed; the generator avoids constant conditions meanwhile.
int helper(int x, int y)
{
}
kernel void fuzz(global int *out, global int *cnt, volatile global int *lock, global int *crit, global int *data)
{
    int tid = get_local_id(0);
    int slot = get_global_id(0) * 4;
    int a = tid, b = data[tid & 15], c = 1;
    int pa[4];
    int k1 = 0;
    int k2 = 0;
    int k3 = 0;
    {
        do {
            if ((c - a) > tid || (0 < 7)) break;
            switch ((tid % ((2 & 7) + 1)) & 3) {
                L4: k2++;
                if (k2 + k3 < 2 && ((a + a) < a && (a < a))) goto L4;
                if (((a + a) + (a + a)) < a && ((a + a) < a && (a < a))) {
                }
            }
        } while (k1 < 1 && ((a + a) < a && (a < a)));
        L2: ;
    }
    out[slot + 0] += a; out[slot + 1] += b; out[slot + 2] += c;
}