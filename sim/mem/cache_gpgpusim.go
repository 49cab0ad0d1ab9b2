package mem

import (
	"fmt"
	"strconv"
	"strings"
)

// GPGPU-Sim's configuration strings for caches and DRAM timing, as its
// gpgpusim.config files write them. The cache format, learnt from
// gpgpu-sim_distribution src/gpgpu-sim/gpu-cache.h (cache_config::init)
// across versions:
//
//	3.x:  <nsets>:<bsize>:<assoc>,<rep>:<wr>:<alloc>:<wr_alloc>[:<set_index_fn>],<mshr>:<N>:<merge>,<mq>[:<fifo_entry>][,<data_port_width>]
//	4.x:  <sector?>:<nsets>:<bsize>:<assoc>,… (the same after the first group)
//	none  (no cache)
//
// with <sector?> N (normal) or S (sectored), <rep> L (LRU) or F (FIFO),
// <wr> R (read-only), B (write-back), T (write-through), E (write-evict),
// L (local write-back, global write-through), <alloc> m (on miss), f (on
// fill), s (streaming), <wr_alloc> N (none), W (write-allocate), F (fetch
// on write), L (lazy fetch on read), <set_index_fn> L (linear), H (Fermi
// hash), P (IPOLY hash), X (XOR), C (custom), <mshr> A (associative) or S
// (sector associative) — F and T are texture-cache FIFOs.

// ParseGPGPUSimCache sets the geometry and policies of c from the value
// of GPGPU-Sim's option (e.g. "-gpgpu_cache:dl1") and leaves the rest
// (Latency) alone. It returns the parts of value the model does not use
// (the miss queue and result FIFO sizes, a custom set-index function), and
// an error naming the option and the field for a malformed value.
func ParseGPGPUSimCache(option, value string, c *CacheConfig) (ignored []string, err error) {
	v := strings.TrimSpace(strings.Trim(strings.TrimSpace(value), `"`))
	fail := func(field, format string, args ...any) ([]string, error) {
		return nil, fmt.Errorf("%s %q: <%s>: %s", option, v, field, fmt.Sprintf(format, args...))
	}
	if v == "none" {
		c.Sets = 0
		return nil, nil
	}
	groups := strings.Split(v, ",")
	if g := groups[0]; (g == "N" || g == "S") && len(groups) > 1 {
		return fail("nsets", "the GPGPU-Sim 2.x form (N,<nsets>:<bsize>:<assoc>:…) is not supported; write <nsets>:<bsize>:<assoc>,<rep>:<wr>:<alloc>:<wr_alloc>,<mshr>:<N>:<merge>,<mq>")
	}
	if len(groups) < 4 || len(groups) > 5 {
		return fail("nsets", "want 4 or 5 comma-separated groups (<nsets>:<bsize>:<assoc>,<rep>:<wr>:<alloc>:<wr_alloc>[:<set_index_fn>],<mshr>:<N>:<merge>,<mq>[:<fifo_entry>][,<data_port_width>]), have %d", len(groups))
	}
	n := *c

	// Group 0: [<sector?>:]<nsets>:<bsize>:<assoc>.
	g := strings.Split(groups[0], ":")
	switch len(g) {
	case 3:
		n.Sectored = false
	case 4:
		switch g[0] {
		case "N":
			n.Sectored = false
		case "S":
			n.Sectored = true
		default:
			return fail("sector", "want N (normal) or S (sectored), have %q", g[0])
		}
		g = g[1:]
	default:
		return fail("nsets", "want [<sector?>:]<nsets>:<bsize>:<assoc>, have %q", groups[0])
	}
	for i, f := range []struct {
		name string
		dst  *int
	}{{"nsets", &n.Sets}, {"bsize", &n.LineSize}, {"assoc", &n.Ways}} {
		x, err := strconv.Atoi(g[i])
		if err != nil || x <= 0 {
			return fail(f.name, "want a positive number, have %q", g[i])
		}
		*f.dst = x
	}

	// Group 1: <rep>:<wr>:<alloc>:<wr_alloc>[:<set_index_fn>].
	g = strings.Split(groups[1], ":")
	if len(g) != 4 && len(g) != 5 {
		return fail("rep", "want <rep>:<wr>:<alloc>:<wr_alloc>[:<set_index_fn>], have %q", groups[1])
	}
	switch g[0] {
	case "L":
		n.Replacement = LRU
	case "F":
		n.Replacement = FIFO
	default:
		return fail("rep", "want L (LRU) or F (FIFO), have %q", g[0])
	}
	switch g[1] {
	case "R":
		n.Write = ReadOnly
	case "B":
		n.Write = WriteBack
	case "T":
		n.Write = WriteThrough
	case "E", "L":
		n.Write = WriteEvict
	default:
		return fail("wr", "want R, B, T, E or L, have %q", g[1])
	}
	switch g[2] {
	case "m":
		n.AllocOnFill = false
	case "f", "s":
		n.AllocOnFill = true
	default:
		return fail("alloc", "want m (on miss), f (on fill) or s (streaming), have %q", g[2])
	}
	switch g[3] {
	case "N":
		n.WriteAllocate = NoWriteAllocate
	case "W", "F":
		n.WriteAllocate = WriteAllocateFetch
	case "L":
		n.WriteAllocate = WriteAllocateLazy
	default:
		return fail("wr_alloc", "want N, W, F or L, have %q", g[3])
	}
	n.SetIndex = SetLinear
	if len(g) == 5 {
		switch g[4] {
		case "L":
		case "H", "P", "X":
			n.SetIndex = SetXOR
		case "C":
			ignored = append(ignored, fmt.Sprintf("%s <set_index_fn> C (custom; linear is used)", option))
		default:
			return fail("set_index_fn", "want L, H, P, X or C, have %q", g[4])
		}
	}

	// Group 2: <mshr>:<N>:<merge>.
	g = strings.Split(groups[2], ":")
	if len(g) != 3 {
		return fail("mshr", "want <mshr>:<N>:<merge>, have %q", groups[2])
	}
	switch g[0] {
	case "A", "S":
	case "F", "T":
		return fail("mshr", "%q is a texture-cache FIFO, not a data cache's MSHRs", g[0])
	default:
		return fail("mshr", "want A or S, have %q", g[0])
	}
	for i, f := range []struct {
		name string
		dst  *int
	}{{"N", &n.MSHRs}, {"merge", &n.MSHRMerge}} {
		x, err := strconv.Atoi(g[i+1])
		if err != nil || x <= 0 {
			return fail(f.name, "want a positive number, have %q", g[i+1])
		}
		*f.dst = x
	}

	// Group 3: <mq>[:<fifo_entry>] — not modelled.
	g = strings.Split(groups[3], ":")
	if len(g) > 2 {
		return fail("mq", "want <mq>[:<fifo_entry>], have %q", groups[3])
	}
	for i, name := range []string{"mq", "fifo_entry"}[:len(g)] {
		if x, err := strconv.Atoi(g[i]); err != nil || x < 0 {
			return fail(name, "want a number, have %q", g[i])
		}
		ignored = append(ignored, fmt.Sprintf("%s <%s> %s (not modelled)", option, name, g[i]))
	}

	// Group 4: <data_port_width>.
	n.PortBytes = 0
	if len(groups) == 5 {
		x, err := strconv.Atoi(groups[4])
		if err != nil || x < 0 {
			return fail("data_port_width", "want a number of bytes, have %q", groups[4])
		}
		n.PortBytes = x
	}
	*c = n
	return ignored, nil
}

// ParseGPGPUSimDRAMTiming sets the DRAM timing of d from the value of
// GPGPU-Sim's -gpgpu_dram_timing_opt ("nbk=16:CCD=2:RRD=6:RCD=12:…", in
// DRAM clocks): nbk, RCD, RP, CL and WL. It returns the parameters the
// model does not use, and an error naming the option and the parameter
// for a malformed value.
func ParseGPGPUSimDRAMTiming(option, value string, d *DRAMConfig) (ignored []string, err error) {
	v := strings.Join(strings.Fields(strings.ReplaceAll(value, `"`, "")), "")
	n := *d
	for _, kv := range strings.Split(v, ":") {
		k, val, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("%s %q: %q: want name=value", option, v, kv)
		}
		x, err := strconv.Atoi(val)
		if err != nil || x < 0 {
			return nil, fmt.Errorf("%s %q: %s: want a number of DRAM clocks, have %q", option, v, k, val)
		}
		switch k {
		case "nbk":
			if x == 0 {
				return nil, fmt.Errorf("%s %q: nbk: want a positive number of banks, have 0", option, v)
			}
			n.Banks = x
		case "RCD":
			n.RCD = x
		case "RP":
			n.RP = x
		case "CL":
			n.CL = x
		case "WL":
			n.WL = x
		case "CCD", "RRD", "RAS", "RC", "CDLR", "WR", "nbkgrp", "CCDL", "RTPL":
			ignored = append(ignored, fmt.Sprintf("%s %s=%d (not modelled)", option, k, x))
		default:
			return nil, fmt.Errorf("%s %q: unknown timing parameter %q", option, v, k)
		}
	}
	*d = n
	return ignored, nil
}
