package machine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mem"
)

// GPGPU-Sim's gpgpusim.config: options "-name value", one value each,
// "#" comments to the end of the line, values in double quotes may span
// lines (the DRAM timing string does), as GPGPU-Sim's option parser
// (option_parser.cc) reads them. ReadGPGPUSim maps the options the model
// has onto a machine and lists every other one as ignored.

// Ignored is an option ReadGPGPUSim did not use (or used in part), with
// its position and why.
type Ignored struct {
	Option    string
	Line, Col int
	Why       string
}

func (ig Ignored) String() string {
	return fmt.Sprintf("%d:%d: %s: %s", ig.Line, ig.Col, ig.Option, ig.Why)
}

// option is one option of the file with the position of its name.
type option struct {
	name, value string
	line, col   int
}

// tokenize splits a GPGPU-Sim config file into options.
func tokenize(file string, data []byte) ([]option, error) {
	type tok struct {
		text      string
		line, col int
	}
	var toks []tok
	line, col := 1, 1
	s := string(data)
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			line, col = line+1, 1
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
			col++
		case c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '"':
			l0, c0 := line, col
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\n' {
					line, col = line+1, 0
				}
				j++
				col++
			}
			if j >= len(s) {
				return nil, &Error{File: file, Line: l0, Col: c0, Msg: "a quoted value is not closed"}
			}
			toks = append(toks, tok{s[i+1 : j], l0, c0})
			col++
			i = j + 1
		default:
			l0, c0 := line, col
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\r\n#\"", rune(s[j])) {
				j++
			}
			toks = append(toks, tok{s[i:j], l0, c0})
			col += j - i
			i = j
		}
	}
	var out []option
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if !strings.HasPrefix(t.text, "-") || len(t.text) < 2 {
			return nil, &Error{File: file, Line: t.line, Col: t.col, Msg: fmt.Sprintf("%q: want an option (-name value)", t.text)}
		}
		if k+1 >= len(toks) {
			return nil, &Error{File: file, Line: t.line, Col: t.col, Msg: fmt.Sprintf("%s has no value", t.text)}
		}
		v := toks[k+1]
		out = append(out, option{t.text, v.text, t.line, t.col})
		k++
	}
	return out, nil
}

// ReadGPGPUSim applies the options of the GPGPU-Sim configuration file
// data (named file) that map onto the model to cfg, and returns every
// option it ignored, in file order. A malformed value of a mapped option
// is an error at its position; the result is validated.
//
// The mapped options: -gpgpu_n_clusters × -gpgpu_n_cores_per_cluster
// (cores), -gpgpu_shader_core_pipeline T:W (warp W, T/W warps per core,
// SIMD width W: GPGPU-Sim runs a warp per cycle), -gpgpu_shader_cta,
// -gpgpu_shmem_size, -gpgpu_num_sched_per_core, -gpgpu_scheduler (gto,
// lrr), -gpgpu_cache:dl1, -gpgpu_cache:dl2 (per sub-partition),
// -gpgpu_n_mem, -gpgpu_n_sub_partition_per_mchannel, -gpgpu_clock_domains
// (core and DRAM clocks), -gpgpu_dram_timing_opt (nbk, RCD, RP, CL, WL),
// -gpgpu_n_mem_per_ctrlr × -gpgpu_dram_buswidth ×
// -dram_data_command_freq_ratio (DRAM bytes per clock per channel),
// -gpgpu_mem_addr_mapping (channel interleaving, banks, row size),
// -dram_latency, -gpgpu_dram_scheduler (0 FIFO: fcfs, 1: frfcfs) and
// -gpgpu_frfcfs_dram_sched_queue_size, -rop_latency and
// -gpgpu_l2_rop_latency (L2),
// -gpgpu_l1_latency and -l1_latency, -gpgpu_smem_latency and
// -smem_latency, -gpgpu_shmem_num_banks, -gpgpu_coalesce_arch,
// -ptx_opcode_latency_int (ADD: alu-latency), -ptx_opcode_latency_fp
// (DIV: sfu-latency), -gpgpu_simd_model 1 (post-dominator: the mechanism
// is --mech).
func ReadGPGPUSim(file string, data []byte, cfg *sim.Config) ([]Ignored, error) {
	opts, err := tokenize(file, data)
	if err != nil {
		return nil, err
	}
	var ignored []Ignored
	ignore := func(o option, why string) {
		ignored = append(ignored, Ignored{o.name, o.line, o.col, why})
	}
	var errOut error
	fail := func(o option, format string, args ...any) {
		if errOut == nil {
			errOut = &Error{File: file, Line: o.line, Col: o.col, Msg: o.name + ": " + fmt.Sprintf(format, args...)}
		}
	}
	atoi := func(o option) (int, bool) {
		n, err := strconv.Atoi(strings.TrimSpace(o.value))
		if err != nil || n < 0 {
			fail(o, "want a number, have %q", o.value)
			return 0, false
		}
		return n, true
	}
	clusters, perCluster := -1, -1
	perCtrlr, busWidth, ratio, busSet := 1, 4, 2, false
	for _, o := range opts {
		v := strings.TrimSpace(o.value)
		switch o.name {
		case "-gpgpu_n_clusters":
			clusters, _ = atoi(o)
		case "-gpgpu_n_cores_per_cluster":
			perCluster, _ = atoi(o)
		case "-gpgpu_shader_core_pipeline":
			t, w, ok := strings.Cut(v, ":")
			nt, e1 := strconv.Atoi(t)
			nw, e2 := strconv.Atoi(w)
			if !ok || e1 != nil || e2 != nil || nw <= 0 || nt%nw != 0 {
				fail(o, "want <threads per core>:<warp size> with threads a multiple of the warp, have %q", v)
				continue
			}
			cfg.WarpSize, cfg.SIMDWidth, cfg.WarpsPerCore = nw, nw, nt/nw
		case "-gpgpu_shader_cta":
			if n, ok := atoi(o); ok {
				cfg.BlocksPerCore = n
			}
		case "-gpgpu_shmem_size":
			if n, ok := atoi(o); ok {
				cfg.SharedPerCore = n
			}
		case "-gpgpu_num_sched_per_core":
			if n, ok := atoi(o); ok {
				cfg.Schedulers = n
			}
		case "-gpgpu_scheduler":
			switch v {
			case "gto", "lrr":
				cfg.Scheduler = sim.Scheduler(v)
			default:
				ignore(o, fmt.Sprintf("scheduler %q is not modelled (gto and lrr are; --config sched=… picks any of simtc's)", v))
			}
		case "-gpgpu_cache:dl1", "-gpgpu_cache:dl2":
			c := &cfg.Mem.L1
			if o.name == "-gpgpu_cache:dl2" {
				c = &cfg.Mem.L2
			}
			parts, err := mem.ParseGPGPUSimCache(o.name, v, c)
			if err != nil {
				fail(o, "%v", strings.TrimPrefix(err.Error(), o.name+" "))
				continue
			}
			for _, p := range parts {
				ignore(o, "in part: "+strings.TrimPrefix(p, o.name+" "))
			}
		case "-gpgpu_n_mem":
			if n, ok := atoi(o); ok {
				cfg.Mem.DRAM.Channels = n
			}
		case "-gpgpu_n_sub_partition_per_mchannel":
			if n, ok := atoi(o); ok {
				cfg.Mem.L2Banks = n
			}
		case "-gpgpu_clock_domains":
			f := strings.Split(v, ":")
			if len(f) != 4 {
				fail(o, "want <core>:<interconnect>:<L2>:<DRAM> MHz, have %q", v)
				continue
			}
			core, e1 := strconv.ParseFloat(f[0], 64)
			dram, e2 := strconv.ParseFloat(f[3], 64)
			if e1 != nil || e2 != nil || core <= 0 || dram <= 0 {
				fail(o, "want positive clocks in MHz, have %q", v)
				continue
			}
			cfg.Mem.DRAM.CoreMHz, cfg.Mem.DRAM.DRAMMHz = core, dram
			ignore(o, "in part: the interconnect and L2 clocks (the L2 runs at the core clock)")
		case "-gpgpu_dram_timing_opt":
			parts, err := mem.ParseGPGPUSimDRAMTiming(o.name, v, &cfg.Mem.DRAM)
			if err != nil {
				fail(o, "%v", strings.TrimPrefix(err.Error(), o.name+" "))
				continue
			}
			if len(parts) > 0 {
				var names []string
				for _, p := range parts {
					names = append(names, strings.TrimSuffix(strings.TrimPrefix(p, o.name+" "), " (not modelled)"))
				}
				ignore(o, "in part: "+strings.Join(names, ", ")+" (not modelled)")
			}
		case "-gpgpu_n_mem_per_ctrlr":
			perCtrlr, _ = atoi(o)
			busSet = true
		case "-gpgpu_dram_buswidth":
			busWidth, _ = atoi(o)
			busSet = true
		case "-dram_data_command_freq_ratio":
			ratio, _ = atoi(o)
			busSet = true
		case "-gpgpu_mem_addr_mapping":
			if err := addrMapping(v, &cfg.Mem.DRAM); err != nil {
				fail(o, "%v", err)
			}
		case "-dram_latency":
			if n, ok := atoi(o); ok {
				cfg.Mem.DRAM.Latency = n
			}
		case "-gpgpu_dram_scheduler":
			switch v {
			case "0":
				cfg.Mem.DRAM.Scheduler = mem.DRAMFCFS
			case "1":
				cfg.Mem.DRAM.Scheduler = mem.DRAMFRFCFS
			default:
				fail(o, "want 0 (FIFO) or 1 (FR-FCFS), have %q", v)
			}
		case "-gpgpu_frfcfs_dram_sched_queue_size":
			if n, ok := atoi(o); ok {
				cfg.Mem.DRAM.QueueSize = n
			}
		case "-rop_latency", "-gpgpu_l2_rop_latency":
			if n, ok := atoi(o); ok {
				cfg.Mem.L2.Latency = n
			}
		case "-gpgpu_l1_latency", "-l1_latency":
			if n, ok := atoi(o); ok {
				cfg.Mem.L1.Latency = n
				cfg.Mem.LocalLatency = n
			}
		case "-gpgpu_smem_latency", "-smem_latency":
			if n, ok := atoi(o); ok {
				cfg.Mem.Shared.Latency = n
			}
		case "-gpgpu_shmem_num_banks":
			if n, ok := atoi(o); ok {
				cfg.Mem.Shared.Banks = n
				if n > 0 && cfg.Mem.Shared.BankBytes == 0 {
					cfg.Mem.Shared.BankBytes, cfg.Mem.Shared.PassCycles = 4, 1
				}
			}
		case "-gpgpu_coalesce_arch":
			n, ok := atoi(o)
			switch {
			case !ok:
			case n >= 60:
				// (transactions then enter at the L1 port's pace: no
				// fixed gap between them)
				cfg.Mem.Coalesce.Mode, cfg.Mem.Coalesce.SegmentSize, cfg.Mem.Coalesce.TxCycles = mem.CoalesceGPGPUSim, 32, 0
			case n >= 20:
				cfg.Mem.Coalesce.Mode, cfg.Mem.Coalesce.SegmentSize, cfg.Mem.Coalesce.TxCycles = mem.CoalesceGPGPUSim, 128, 0
			default:
				ignore(o, fmt.Sprintf("compute capability %d coalescing is not modelled", n))
			}
		case "-ptx_opcode_latency_int", "-ptx_opcode_latency_fp":
			f := strings.Split(v, ",")
			var lat []int
			for _, x := range f {
				n, err := strconv.Atoi(strings.TrimSpace(x))
				if err != nil || n <= 0 {
					fail(o, "want positive latencies \"ADD,MAX,MUL,MAD,DIV\", have %q", v)
					break
				}
				lat = append(lat, n)
			}
			if len(lat) < 5 {
				fail(o, "want the latencies \"ADD,MAX,MUL,MAD,DIV\", have %q", v)
				continue
			}
			if o.name == "-ptx_opcode_latency_int" {
				cfg.ALULatency = lat[0]
				ignore(o, "in part: only ADD (alu-latency) is modelled")
			} else {
				cfg.SFULatency = lat[4]
				ignore(o, "in part: only DIV (sfu-latency) is modelled")
			}
		case "-gpgpu_simd_model":
			if v != "1" {
				ignore(o, "only the post-dominator SIMT stack (1) is GPGPU-Sim's model here; the reconvergence mechanism is --mech")
			}
		default:
			ignore(o, "not modelled")
		}
	}
	if errOut != nil {
		return ignored, errOut
	}
	// Cores: clusters × cores per cluster (an option not given: the
	// machine's cores as clusters, one core per cluster).
	if clusters >= 0 || perCluster >= 0 {
		if clusters < 0 {
			clusters = cfg.Cores
		}
		cfg.Cores = clusters * max(perCluster, 1)
	}
	if busSet {
		cfg.Mem.DRAM.BusBytes = perCtrlr * busWidth * ratio
	}
	sort.SliceStable(ignored, func(i, j int) bool {
		a, b := ignored[i], ignored[j]
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
	if err := cfg.Validate(); err != nil {
		return ignored, fmt.Errorf("%s: %v", file, err)
	}
	return ignored, nil
}

// addrMapping reads -gpgpu_mem_addr_mapping: "dramid@N;" interleaves the
// channels every 2^N bytes; in the bit map (most significant first, dots
// ignored) B bits select the bank and C and S bits are a row's columns
// and bytes.
func addrMapping(v string, d *mem.DRAMConfig) error {
	head, m, ok := strings.Cut(v, ";")
	if !ok {
		return fmt.Errorf("want dramid@N;<bit map>, have %q", v)
	}
	n, ok := strings.CutPrefix(head, "dramid@")
	k, err := strconv.Atoi(n)
	if !ok || err != nil || k < 0 || k > 40 {
		return fmt.Errorf("want dramid@N (the channel interleaving bit), have %q", head)
	}
	m = strings.ReplaceAll(m, ".", "")
	var banks, cols int
	for _, c := range m {
		switch c {
		case 'B':
			banks++
		case 'C', 'S':
			cols++
		case 'R', 'D', '0', '1', 'K':
		default:
			return fmt.Errorf("unknown bit %q in the bit map %q", c, m)
		}
	}
	if banks > 0 {
		d.Banks = 1 << banks
	}
	if cols > 0 {
		d.RowBytes = 1 << cols
	}
	d.Interleave = 1 << k
	return nil
}
