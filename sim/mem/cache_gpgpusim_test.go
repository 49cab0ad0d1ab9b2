package mem

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseGPGPUSimCache(t *testing.T) {
	for _, tc := range []struct {
		name, value string
		want        func() CacheConfig
		ignored     int
	}{
		// The strings of the files the presets cite.
		{"GTX480 dl1 (3.x)", "32:128:4,L:L:m:N:H,A:32:8,8", func() CacheConfig { return GTX480().L1 }, 1},
		{"GTX480 dl2 (3.x)", "64:128:8,L:B:m:W:L,A:32:4,4:0,32", func() CacheConfig { return GTX480().L2 }, 2},
		{"C2050 dl1 (3.x, no set index)", "32:128:4,L:L:m:N,A:32:8,8", func() CacheConfig { return C2050().L1 }, 1},
		{"C2050 dl2", "64:128:16,L:B:m:W,A:32:4,4", func() CacheConfig { return C2050().L2 }, 1},
		{"GTX480 dl1 (4.x)", "N:32:128:4,L:L:m:N:H,A:32:8,8", func() CacheConfig { return GTX480().L1 }, 1},
		{"QV100 dl2 (4.x, sectored)", "S:32:128:24,L:B:m:L:L,A:192:4,32:0,32", func() CacheConfig { return Volta().L2 }, 2},
		{"QV100 dl1, 4 sets", "S:4:128:64,L:L:s:N:L,A:256:8,16:0,32", func() CacheConfig {
			c := Volta().L1
			c.Sets = 4
			return c
		}, 2},
		{"quoted, spaces", ` "64:128:6,L:L:m:N:H,A:32:8,8" `, func() CacheConfig { return GTX480PreferL1().L1 }, 1},
		{"none", "none", func() CacheConfig {
			c := GTX480().L1
			c.Sets = 0
			return c
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want()
			got := want
			// Start from other values: every parsed field must be set.
			got.Sets, got.LineSize, got.Ways, got.Write, got.MSHRs, got.PortBytes = 1, 1, 1, ReadOnly, 1, 999
			got.Sectored, got.AllocOnFill, got.SetIndex, got.WriteAllocate = !got.Sectored, !got.AllocOnFill, SetIndex(9), WriteAllocate(9)
			if tc.value == "none" {
				got = want
				got.Sets = 7
			}
			ign, err := ParseGPGPUSimCache("-gpgpu_cache:dl1", tc.value, &got)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
			if len(ign) != tc.ignored {
				t.Errorf("ignored %q, want %d entries", ign, tc.ignored)
			}
		})
	}
}

func TestParseGPGPUSimCacheErrors(t *testing.T) {
	for _, tc := range []struct{ value, field string }{
		{"32:128:4,L:L:m:N:H,A:32:8", "<nsets>"},
		{"32:128:x,L:L:m:N:H,A:32:8,8", "<assoc>"},
		{"X:32:128:4,L:L:m:N:H,A:32:8,8", "<sector>"},
		{"32:128,L:L:m:N:H,A:32:8,8", "<nsets>"},
		{"32:128:4,Q:L:m:N:H,A:32:8,8", "<rep>"},
		{"32:128:4,L:Z:m:N:H,A:32:8,8", "<wr>"},
		{"32:128:4,L:L:q:N:H,A:32:8,8", "<alloc>"},
		{"32:128:4,L:L:m:Q:H,A:32:8,8", "<wr_alloc>"},
		{"32:128:4,L:L:m:N:Z,A:32:8,8", "<set_index_fn>"},
		{"32:128:4,L:L:m,A:32:8,8", "<rep>"},
		{"32:128:4,L:L:m:N:H,F:32:8,8", "<mshr>"},
		{"32:128:4,L:L:m:N:H,A:0:8,8", "<N>"},
		{"32:128:4,L:L:m:N:H,A:32:-1,8", "<merge>"},
		{"32:128:4,L:L:m:N:H,A:32:8,x", "<mq>"},
		{"32:128:4,L:L:m:N:H,A:32:8,8:y", "<fifo_entry>"},
		{"32:128:4,L:L:m:N:H,A:32:8,8,wide", "<data_port_width>"},
		{"N,64:128:6:L:R:m,A:16:4,4:0:0:0:0", "2.x"},
	} {
		c := GTX480().L1
		before := c
		_, err := ParseGPGPUSimCache("-gpgpu_cache:dl1", tc.value, &c)
		if err == nil {
			t.Errorf("%q: no error", tc.value)
			continue
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "-gpgpu_cache:dl1 ") || !strings.Contains(msg, tc.field) {
			t.Errorf("%q: error %q does not name the option and %s", tc.value, msg, tc.field)
		}
		if c != before {
			t.Errorf("%q: a failed parse changed the configuration", tc.value)
		}
	}
}

func TestParseGPGPUSimDRAMTiming(t *testing.T) {
	d := DRAMConfig{}
	ign, err := ParseGPGPUSimDRAMTiming("-gpgpu_dram_timing_opt", `"nbk=16:CCD=2:RRD=6:RCD=12:RAS=28:RP=12:RC=40:
                        CL=12:WL=4:CDLR=5:WR=12:nbkgrp=4:CCDL=3:RTPL=2"`, &d)
	if err != nil {
		t.Fatal(err)
	}
	g := GTX480().DRAM
	if d.Banks != g.Banks || d.RCD != g.RCD || d.RP != g.RP || d.CL != g.CL || d.WL != g.WL {
		t.Errorf("got %+v, want the GTX480 preset's timing", d)
	}
	if len(ign) != 9 {
		t.Errorf("ignored %q, want the 9 parameters not modelled", ign)
	}
	for _, bad := range []string{"nbk=16:CL", "nbk=16:CL=x", "nbk=0", "nbk=16:tFAW=4"} {
		if _, err := ParseGPGPUSimDRAMTiming("-gpgpu_dram_timing_opt", bad, &d); err == nil || !strings.HasPrefix(err.Error(), "-gpgpu_dram_timing_opt") {
			t.Errorf("%q: error %v, want one naming the option", bad, err)
		}
	}
}

func FuzzParseGPGPUSimCache(f *testing.F) {
	for _, s := range []string{"32:128:4,L:L:m:N:H,A:32:8,8", "S:32:128:24,L:B:m:L:L,A:192:4,32:0,32", "none", "64:128:16,L:B:m:W,A:32:4,4", ",,,,", ":::,:::,::,:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := GTX480().L1
		before := c
		_, err := ParseGPGPUSimCache("-gpgpu_cache:dl1", s, &c)
		if err != nil {
			if c != before {
				t.Errorf("%q: a failed parse changed the configuration", s)
			}
			if !strings.HasPrefix(err.Error(), "-gpgpu_cache:dl1 ") {
				t.Errorf("%q: error %q does not name the option", s, err)
			}
		}
	})
}
