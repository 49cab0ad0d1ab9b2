package machine

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/sim"
)

// The GTX 480 in GPGPU-Sim's syntax, read onto the simple machine, is the
// gtx480 preset (whose private memory caching GPGPU-Sim has no option
// for), and every option it does not map is listed with its position.
func TestReadGPGPUSimGTX480(t *testing.T) {
	const file = "../../testdata/machines/gtx480.gpgpusim.config"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.DefaultConfig()
	ignored, err := ReadGPGPUSim(file, data, &cfg)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Preset("gtx480")
	want.Mem.LocalCached = false
	if diff := cmp.Diff(want, cfg); diff != "" {
		t.Errorf("(-gtx480 +read):\n%s", diff)
	}
	var got []string
	for _, ig := range ignored {
		got = append(got, ig.String())
	}
	wantIgnored := []string{
		"8:1: -gpgpu_ptx_sim_mode: not modelled",
		"9:1: -gpgpu_ptx_force_max_capability: not modelled",
		"10:1: -gpgpu_shader_registers: not modelled",
		"11:1: -gpgpu_operand_collector_num_units_sp: not modelled",
		"12:1: -gpgpu_num_reg_banks: not modelled",
		"13:1: -network_mode: not modelled",
		"14:1: -gpgpu_dram_return_queue_size: not modelled",
		"24:1: -ptx_opcode_latency_int: in part: only ADD (alu-latency) is modelled",
		"25:1: -ptx_opcode_latency_fp: in part: only DIV (sfu-latency) is modelled",
	}
	if diff := cmp.Diff(wantIgnored, got[:len(wantIgnored)]); diff != "" {
		t.Errorf("ignored (-want +got):\n%s", diff)
	}
	all := strings.Join(got, "\n")
	for _, w := range []string{"-gpgpu_cache:dl1: in part:", "-gpgpu_clock_domains: in part: the interconnect and L2 clocks", "-gpgpu_dram_timing_opt: in part: CCD=2, RRD=6, RAS=28"} {
		if !strings.Contains(all, w) {
			t.Errorf("ignored lists no %q:\n%s", w, all)
		}
	}
}

func TestReadGPGPUSimErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"-gpgpu_n_clusters x\n", "g.config:1:1: -gpgpu_n_clusters: want a number"},
		{"\n  -gpgpu_shader_core_pipeline 1536\n", "g.config:2:3: -gpgpu_shader_core_pipeline: want <threads per core>:<warp size>"},
		{"-gpgpu_cache:dl1 32:128\n", "g.config:1:1: -gpgpu_cache:dl1: "},
		{"-gpgpu_dram_timing_opt \"nbk=16:XYZ=3\"\n", `unknown timing parameter "XYZ"`},
		{"-gpgpu_n_mem\n", "g.config:1:1: -gpgpu_n_mem has no value"},
		{"gpgpu_n_mem 6\n", `g.config:1:1: "gpgpu_n_mem": want an option`},
		{"-gpgpu_dram_timing_opt \"nbk=16\n", "g.config:1:24: a quoted value is not closed"},
		{"-gpgpu_mem_addr_mapping dramid@8;RRQQ\n", "unknown bit 'Q'"},
		{"-gpgpu_n_clusters 0\n", "invalid machine configuration: cores: must be positive"},
		{"\n-gpgpu_dram_scheduler 2\n", "g.config:2:1: -gpgpu_dram_scheduler: want 0 (FIFO) or 1 (FR-FCFS)"},
		{"-gpgpu_frfcfs_dram_sched_queue_size -1\n", "g.config:1:1: -gpgpu_frfcfs_dram_sched_queue_size: want a number"},
	} {
		cfg := sim.DefaultConfig()
		_, err := ReadGPGPUSim("g.config", []byte(tc.src), &cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
}

func FuzzReadGPGPUSim(f *testing.F) {
	data, _ := os.ReadFile("../../testdata/machines/gtx480.gpgpusim.config")
	f.Add(data)
	f.Add([]byte("-a \"b\nc\" -d e # f\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg := sim.DefaultConfig()
		if _, err := ReadGPGPUSim("f.config", data, &cfg); err == nil {
			if verr := cfg.Validate(); verr != nil {
				t.Fatalf("accepted an invalid machine: %v", verr)
			}
		}
	})
}
