package sim_test

// Issue 13 on the bundled kernels: hws against pdom at the same SIMD
// width, and dwf, en-dwf, en-dwf-hws and its against mimd.

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/sim"
)

// thesisConfig is the configuration of Jin 2012 Table 5.1 as far as the
// issue is concerned: perfect memory (no memory latency), round-robin
// warp scheduling, and result latencies hidden (the thesis' 24-stage
// pipeline hides its read-after-write latency with enough warps), so that
// the issue is the bottleneck HWS relieves. pdom runs with a SIMD width
// of 8 (4 cycles per warp instruction), hws with quarters of 8 lanes.
func thesisConfig() sim.Config {
	cfg := sim.DefaultConfig()
	cfg.MemLatency, cfg.MemTxCycles, cfg.SharedLatency = 1, 0, 1
	cfg.ALULatency, cfg.SFULatency = 1, 1
	cfg.Scheduler = sim.SchedLRR
	return cfg
}

func sameBuffers(a, b *sim.Result) bool {
	if len(a.Buffers) != len(b.Buffers) {
		return false
	}
	for i := range a.Buffers {
		if !bytes.Equal(a.Buffers[i].Data, b.Buffers[i].Data) {
			return false
		}
	}
	return true
}

// TestHWSCorpus: on every bundled kernel, hws ends as pdom does (same
// reconvergence), with mimd's final memory when it ends ok; when some
// warp instruction was down-scaled (fewer than four active quarters after
// the squeeze: the divergent kernels whose splits the lane-preserving
// squeeze can compact, and partial warps) hws takes fewer cycles than pdom
// at SIMD width 8; when none was (non-divergent kernels, and splits such
// as even/odd lanes that no squeeze compacts) exactly as many.
func TestHWSCorpus(t *testing.T) {
	faster, same := 0, 0
	for _, k := range corpusSources(t) {
		o := loadObj(t, k)
		ref, err := sim.Run(o, "mimd", goldenLaunch(t, k), sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		cfg := thesisConfig()
		cfg.SIMDWidth = 8 // hws's quarters follow the machine's SIMD width
		h, err := sim.Run(o, "hws", goldenLaunch(t, k), cfg)
		if err != nil {
			t.Fatal(err)
		}
		p, err := sim.Run(o, "pdom", goldenLaunch(t, k), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if h.Status != p.Status {
			t.Errorf("%s: hws %s, pdom %s", k.Name, h.Status, p.Status)
			continue
		}
		if p.Status != sim.StatusOK {
			continue
		}
		if !sameBuffers(h, ref) {
			t.Errorf("%s: hws final memory differs from mimd", k.Name)
		}
		full, _ := h.Stats.Mechanism.Get("quarters_active_4")
		switch {
		case full < h.Stats.WarpInstructions && h.Stats.Cycles >= p.Stats.Cycles:
			t.Errorf("%s: %d of %d warp instructions down-scaled, yet hws takes %d cycles, pdom %d", k.Name, h.Stats.WarpInstructions-full, h.Stats.WarpInstructions, h.Stats.Cycles, p.Stats.Cycles)
		case full < h.Stats.WarpInstructions:
			faster++
		case h.Stats.Cycles != p.Stats.Cycles:
			t.Errorf("%s: no warp instruction down-scaled, yet hws takes %d cycles, pdom %d", k.Name, h.Stats.Cycles, p.Stats.Cycles)
		default:
			same++
		}
		if full == h.Stats.WarpInstructions {
			// Without down-scaling hws issues exactly as pdom does on any
			// machine: the default latencies and the GTO scheduler too.
			dc := sim.DefaultConfig()
			dc.SIMDWidth = 8
			h2, err2 := sim.Run(o, "hws", goldenLaunch(t, k), dc)
			p2, err := sim.Run(o, "pdom", goldenLaunch(t, k), dc)
			if err != nil || err2 != nil || h2.Stats.Cycles != p2.Stats.Cycles || h2.Status != p2.Status {
				t.Errorf("%s, default latencies: hws %s in %d cycles, pdom %s in %d", k.Name, h2.Status, h2.Stats.Cycles, p2.Status, p2.Stats.Cycles)
			}
		}
		if p.Stats.SIMDEfficiency < 1 && full == h.Stats.WarpInstructions {
			t.Logf("%s: divergent (SIMD efficiency %.3f), but no split compacts", k.Name, p.Stats.SIMDEfficiency)
		}
	}
	t.Logf("hws faster than pdom on %d kernels, as fast on %d", faster, same)
	if faster < 20 || same < 5 {
		t.Errorf("only %d faster and %d equal kernels", faster, same)
	}
}

// TestJinMechanismsCorpus: dwf, en-dwf, en-dwf-hws and its end every
// bundled kernel ok — the lock and flag kernels included — with mimd's
// final memory; en-dwf merges at least as many warps as dwf over the
// suite; under its every synchronization kernel has a SIMD efficiency
// above mimd's.
func TestJinMechanismsCorpus(t *testing.T) {
	merged := map[string]int64{}
	syncKernels := 0
	for _, k := range corpusSources(t) {
		src, err := os.ReadFile(filepath.Join("..", "testdata", filepath.FromSlash(k.Name)))
		if err != nil {
			t.Fatal(err)
		}
		o := loadObj(t, k)
		ref, err := sim.Run(o, "mimd", goldenLaunch(t, k), sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if ref.Status != sim.StatusOK {
			t.Fatalf("%s: mimd %s", k.Name, ref.Status)
		}
		for _, mech := range []string{"dwf", "en-dwf", "en-dwf-hws", "its"} {
			r, err := sim.Run(o, mech, goldenLaunch(t, k), sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != sim.StatusOK {
				t.Errorf("%s under %s: %s %v", k.Name, mech, r.Status, r.Diagnosis)
				continue
			}
			if !sameBuffers(r, ref) {
				t.Errorf("%s under %s: final memory differs from mimd", k.Name, mech)
			}
			v, _ := r.Stats.Mechanism.Get("merged_warps")
			merged[mech] += v
			if mech == "its" && hasSync(string(src)) {
				syncKernels++
				if r.Stats.SIMDEfficiency <= ref.Stats.SIMDEfficiency {
					t.Errorf("%s: its SIMD efficiency %.3f, mimd %.3f", k.Name, r.Stats.SIMDEfficiency, ref.Stats.SIMDEfficiency)
				}
			}
		}
	}
	t.Logf("merged warps: %v; %d synchronization kernels under its", merged, syncKernels)
	if merged["en-dwf"] < merged["dwf"] || merged["dwf"] == 0 {
		t.Errorf("merged warps: en-dwf %d, dwf %d", merged["en-dwf"], merged["dwf"])
	}
	if syncKernels < 40 {
		t.Errorf("only %d synchronization kernels", syncKernels)
	}
}
