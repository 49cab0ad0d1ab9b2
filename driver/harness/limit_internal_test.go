package harness

import (
	"runtime"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
)

// The buffers of a launch are bounded, as they are parsed, by the memory
// limit of the run they are for: --max-memory when given (below or above
// the default), the default otherwise (here a fake default of 4096 bytes,
// so that a launch over "the default" is cheap to build).
func TestLaunchLimit(t *testing.T) {
	const def = 4096
	for _, c := range []struct {
		name      string
		maxMemory int64
		launch    string
		want      string // "" accepted; else in the error
	}{
		{"fits-default", 0, "grid=1 block=1 a=int32[1024]", ""},
		{"over-default", 0, "grid=1 block=1 a=int32[1025]", "(4100 bytes; 4100 with the launch's other buffers): the launch's buffers would exceed 4096 bytes, the limit (the default --max-memory"},
		{"over-default-fits-max-memory", 8192, "grid=1 block=1 a=int32[2048]", ""},
		{"fits-default-over-max-memory", 1000, "grid=1 block=1 a=int32[256]", "argument a: 256 × int32 (1024 bytes; 1024 with the launch's other buffers): the launch's buffers would exceed 1000 bytes, the limit (--max-memory)"},
		{"together-over-max-memory", 1500, "grid=1 block=1 a=int32[256] b=uint8[500]", "argument b: 500 × uint8 (500 bytes; 1524 with the launch's other buffers): the launch's buffers would exceed 1500 bytes, the limit (--max-memory)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseLaunchLimit(c.launch, "", maxMemoryOr(c.maxMemory, def))
			switch {
			case c.want == "" && err != nil:
				t.Errorf("%s: %v", c.launch, err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Errorf("%s: error %v, want one saying %q", c.launch, err, c.want)
			}
			// The flags' path (Set on top of a launch) bounds them too.
			l := &sim.Launch{}
			var serr error
			for _, f := range strings.Fields(c.launch) {
				if serr = SetLimit(l, f, "", maxMemoryOr(c.maxMemory, def)); serr != nil {
					break
				}
			}
			if (serr == nil) != (err == nil) {
				t.Errorf("SetLimit: %v; ParseLaunchLimit: %v", serr, err)
			}
		})
	}
	// A replaced argument's bytes do not count: a=int32[256] replaced by
	// a=int32[200] under a limit of 1000 bytes.
	l, err := ParseLaunchLimit("grid=1 block=1 a=int32[200]", "", maxMemoryOr(1000, def))
	if err != nil {
		t.Fatal(err)
	}
	if err := SetLimit(l, "a=int32[250]", "", maxMemoryOr(1000, def)); err != nil {
		t.Errorf("replacing a: %v", err)
	}
	if got := MaxMemory(0); got.Bytes != sim.DefaultMaxMemory() {
		t.Errorf("MaxMemory(0) = %d, want the default %d", got.Bytes, sim.DefaultMaxMemory())
	}
}

// A buffer over the limit is refused before it is allocated: refusing a
// 1 GiB buffer under a 1 MiB --max-memory allocates next to nothing.
func TestLaunchLimitBeforeAllocation(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := ParseLaunchLimit("grid=1 block=1 a=int32[268435456]", "", MaxMemory(1<<20))
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "would exceed 1048576 bytes, the limit (--max-memory)") {
		t.Fatalf("error %v, want the --max-memory refusal", err)
	}
	if d := after.TotalAlloc - before.TotalAlloc; d > 1<<20 {
		t.Errorf("refusing the buffer allocated %d bytes", d)
	}
}
