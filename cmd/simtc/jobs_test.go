package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Multi-block kernels whose blocks do not communicate (wide), take
// tickets from one global atomic counter (ticket), and wait for a flag
// set by another block (flag).
var jobsKernels = map[string]string{
	"wide.cl": `// simtc:launch grid=64 block=64 out=int32[4096]
kernel void wide(global int *out)
{
    int gid = get_global_id(0);
    int x = gid;
    for (int i = 0; i < 50; i++)
        x = x * 7 + (x >> 3) + i;
    out[gid] = x;
}
`,
	"ticket.cl": `// simtc:launch grid=16 block=64 count=int32[1] sums=int32[16] last=int32[1]
// simtc:expect count=[16]
kernel void ticket(volatile global int *count, global int *sums, global int *last)
{
    int b = get_group_id(0);
    if (get_local_id(0) == 0) {
        sums[b] = b * 3;
        int t = atomic_inc(count);
        if (t == get_num_groups(0) - 1)
            last[0] = b + 1;
    }
}
`,
	"flag.cl": `// simtc:launch grid=8 block=32 flag=int32[1] out=int32[256]
// simtc:expect flag=[44850]
kernel void flag(volatile global int *flag, global int *out)
{
    int b = get_group_id(0);
    int gid = get_global_id(0);
    if (b == 0) {
        int x = 0;
        for (int i = 0; i < 300; i++)
            x += i;
        if (get_local_id(0) == 0)
            *flag = x;
    } else {
        while (*flag == 0)
            ;
    }
    out[gid] = *flag + gid;
}
`,
}

// simtc run --json prints the same bytes with --jobs 1, 2 and 4.
func TestRunJobsIdentical(t *testing.T) {
	dir := t.TempDir()
	files := []string{"testdata/kernels/atomics.cl", "testdata/kernels/barrier_reduction.cl", "testdata/kernels/hashtable.cl"}
	for name, src := range jobsKernels {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	for _, f := range files {
		for _, mech := range []string{"pdom", "mimd"} {
			var want string
			var wantCode int
			for _, jobs := range []string{"1", "2", "4"} {
				code, out, errs := simtc(t, "run", "--json", "--mech", mech, "--jobs", jobs, f)
				if code == exitInput || !strings.HasPrefix(out, "{") {
					t.Fatalf("%s %s --jobs %s: exit %d: %s%s", f, mech, jobs, code, out, errs)
				}
				if jobs == "1" {
					want, wantCode = out, code
					// Our kernels run (pdom deadlocks on hashtable.cl:
					// the verdict must be the same too).
					if strings.HasPrefix(f, dir) && code != 0 {
						t.Fatalf("%s %s: exit %d: %s", f, mech, code, out)
					}
				} else if out != want || code != wantCode {
					t.Errorf("%s %s --jobs %s: exit %d (want %d), output differs:\n got %s\nwant %s", f, mech, jobs, code, wantCode, out, want)
				}
			}
		}
	}
	if code, _, errs := simtc(t, "run", "--jobs", "0", files[0]); code != exitInput || !strings.Contains(errs, "--jobs 0") {
		t.Errorf("--jobs 0: exit %d: %s", code, errs)
	}
}
