package mem

// DefaultEpoch is the epoch length of the presets (hierarchy.go explains
// the choice).
const DefaultEpoch = 1024

// Fixed is simtc's fixed-latency model as a configuration: a global access
// of n transactions (distinct segmentSize segments) takes memLatency +
// (n-1)·txCycles, any other sharedLatency; no caches, unlimited bandwidth,
// no bank conflicts, stores cost the warp nothing. These are the values of
// sim.Config's MemLatency, MemTxCycles, SegmentSize and SharedLatency.
func Fixed(memLatency, txCycles, segmentSize, sharedLatency int) Config {
	return Config{
		Coalesce:     CoalesceConfig{Mode: CoalesceSegments, SegmentSize: segmentSize, TxCycles: txCycles},
		DRAM:         DRAMConfig{Channels: 1, Interleave: max(segmentSize, 256), Latency: memLatency},
		Shared:       SharedConfig{Latency: sharedLatency},
		LocalLatency: sharedLatency,
		Epoch:        DefaultEpoch,
	}
}

// Simple is the memory of the simple machine, simtc's model before this
// package: global 200 cycles + 4 per further 128-byte segment, shared,
// private and parameter memory 20 cycles (sim.DefaultConfig).
func Simple() Config { return Fixed(200, 4, 128, 20) }

// Perfect is Jin et al. 2012's perfect memory (§5.2: "perfect memory
// mode, which means zero memory latency and no cache misses"): every
// access completes in 1 cycle, whatever its coalescing (simtc's smallest
// latency: a result is usable the next cycle).
func Perfect() Config { return Fixed(1, 0, 128, 1) }

// GTX480 is the memory of GPGPU-Sim's GeForce GTX 480 (Fermi)
// configuration, the machine of ElTantawy et al. 2014 (GPGPU-Sim 3.1.0).
// Source: gpgpu-sim_distribution configs/GTX480/gpgpusim.config (3.x):
//
//	-gpgpu_cache:dl1 32:128:4,L:L:m:N:H,A:32:8,8   16 KB L1 (48 KB shared)
//	-gpgpu_cache:dl2 64:128:8,L:B:m:W:L,A:32:4,4:0,32  per sub-partition
//	-gpgpu_n_mem 6, -gpgpu_n_sub_partition_per_mchannel 2  → 12 × 64 KB = 768 KB
//	-gpgpu_clock_domains 700.0:700.0:700.0:924.0 (core : icnt : L2 : DRAM MHz)
//	-rop_latency 120, -dram_latency 100
//	-gpgpu_n_mem_per_ctrlr 2, -gpgpu_dram_buswidth 4, -dram_data_command_freq_ratio 4
//	  → 32 bytes per DRAM clock per channel (6 × 32 B × 924 MHz = 177 GB/s)
//	-gpgpu_mem_addr_mapping dramid@8;…RRRR.RRRRRRRR.BBBCCCCB.CCSSSSSS
//	  → 256-byte channel interleaving, 16 banks, 4 KB rows (12 column+byte bits)
//	-gpgpu_dram_timing_opt nbk=16:…:RCD=12:…:RP=12:…:CL=12:WL=4 (Hynix H5GQ1H24AFR)
//	-gpgpu_dram_scheduler 1, -gpgpu_frfcfs_dram_sched_queue_size 16 (FR-FCFS)
//	-gpgpu_shmem_num_banks 32, -gpgpu_shmem_limited_broadcast 0
//
// The 3.x files name no L1 or shared-memory latency; those are
// Accel-Sim's tested configuration of the same card
// (configs/tested-cfgs/SM2_GTX480: -gpgpu_l1_latency 35,
// -gpgpu_smem_latency 26). The L2 latency is rop_latency (the crossbar is
// not modelled separately). 'H' (Fermi hash) becomes SetXOR. Private
// memory is cached in the L1 on Fermi (LocalCached, write-back as the
// 'L' policy has it); parameter loads cost the L1 hit latency.
func GTX480() Config {
	return Config{
		Coalesce: CoalesceConfig{Mode: CoalesceGPGPUSim, SegmentSize: 128},
		L1: CacheConfig{
			Sets: 32, LineSize: 128, Ways: 4,
			Replacement: LRU, Write: WriteEvict, WriteAllocate: NoWriteAllocate, SetIndex: SetXOR,
			MSHRs: 32, MSHRMerge: 8, Latency: 35,
		},
		L2: CacheConfig{
			Sets: 64, LineSize: 128, Ways: 8,
			Replacement: LRU, Write: WriteBack, WriteAllocate: WriteAllocateFetch, SetIndex: SetLinear,
			MSHRs: 32, MSHRMerge: 4, PortBytes: 32, Latency: 120,
		},
		L2Banks: 2,
		DRAM: DRAMConfig{
			Channels: 6, Interleave: 256, Latency: 100,
			BusBytes: 32, CoreMHz: 700, DRAMMHz: 924,
			Banks: 16, RowBytes: 4096, RCD: 12, RP: 12, CL: 12, WL: 4,
			Scheduler: DRAMFRFCFS, QueueSize: 16,
		},
		Shared:       SharedConfig{Latency: 26, Banks: 32, BankBytes: 4, PassCycles: 1},
		LocalLatency: 35,
		LocalCached:  true,
		Epoch:        DefaultEpoch,
	}
}

// GTX480PreferL1 is GTX480 with the 48 KB L1 / 16 KB shared split
// (cudaFuncCachePreferL1; the file's alternative -gpgpu_cache:dl1
// 64:128:6,L:L:m:N:H,A:32:8,8).
func GTX480PreferL1() Config {
	c := GTX480()
	c.L1.Sets, c.L1.Ways = 64, 6
	return c
}

// C2050 is the memory of GPGPU-Sim's Tesla C2050 configuration, the
// machine of ElTantawy & Aamodt 2016 (GPGPU-Sim 3.2.2). Source:
// gpgpu-sim_distribution configs/TeslaC2050/gpgpusim.config (3.x):
//
//	-gpgpu_cache:dl1 32:128:4,L:L:m:N,A:32:8,8      16 KB L1, linear sets
//	-gpgpu_cache:dl2 64:128:16,L:B:m:W,A:32:4,4     per memory partition
//	-gpgpu_n_mem 6 (no sub-partitions)              → 6 × 128 KB = 768 KB
//	-gpgpu_clock_domains 575.0:1150.0:575.0:750.0
//	  → 6 × 32 B × 750 MHz = 144 GB/s
//	-rop_latency 120, -dram_latency 100, bus, GDDR5 timing and FR-FCFS
//	  (queue 16) as the GTX480
//	-gpgpu_mem_addr_mapping dramid@8;…RRRR.RRRRRRRR.BBBBCCCC.CCSSSSSS
//	  → 16 banks, 4 KB rows
//
// No data port width is given (the line size). L1 and shared latencies as
// GTX480 (the same Fermi SM).
func C2050() Config {
	c := GTX480()
	c.L1.SetIndex = SetLinear
	c.L2.Ways = 16
	c.L2.PortBytes = 0
	c.L2Banks = 1
	c.DRAM.CoreMHz, c.DRAM.DRAMMHz = 575, 750
	return c
}

// Volta is a V100-like memory, for ITS. Source: Accel-Sim's tested
// configuration gpgpu-sim_distribution configs/tested-cfgs/SM7_QV100/
// gpgpusim.config:
//
//	-gpgpu_cache:dl1 S:4:128:64,L:L:s:N:L,A:256:8,16:0,32  sectored, streaming;
//	  -adaptive_volta_cache_config 1 gives the L1 what shared memory does
//	  not use of 128 KB (128 KB when a kernel uses none)
//	-l1_latency 28, -smem_latency 19, -gpgpu_coalesce_arch 60 (32-byte sectors)
//	-gpgpu_cache:dl2 S:32:128:24,L:B:m:L:L,A:192:4,32:0,32 per sub-partition
//	-gpgpu_n_mem 32, -gpgpu_n_sub_partition_per_mchannel 2 → 64 × 96 KB = 6 MB
//	-gpgpu_clock_domains 1132.0:1132.0:1132.0:850.0
//	-gpgpu_dram_buswidth 16, -gpgpu_n_mem_per_ctrlr 1, -dram_data_command_freq_ratio 2 (HBM2)
//	  → 32 B per DRAM clock per channel (32 × 32 B × 850 MHz = 870 GB/s)
//	-gpgpu_mem_addr_mapping dramid@8;…RRRR.RRRRRRRR.RBBBCCCB.CCCSSSSS → 2 KB rows
//	-gpgpu_dram_timing_opt nbk=16:…:RCD=12:RP=12:…:CL=12:WL=2 (850 MHz)
//	-gpgpu_dram_scheduler 1, -gpgpu_frfcfs_dram_sched_queue_size 64 (FR-FCFS)
//	-rop_latency 120, -dram_latency 100
//
// The L1 is 128 KB (the adaptive maximum) as 16 sets × 64 ways rather than
// Accel-Sim's 4 × 256: the same associativity as its default 32 KB and a
// linear tag scan of 64 ways. 'L' write policy → write-evict for global
// stores; streaming allocation → AllocOnFill.
func Volta() Config {
	return Config{
		Coalesce: CoalesceConfig{Mode: CoalesceGPGPUSim, SegmentSize: 32},
		L1: CacheConfig{
			Sets: 16, LineSize: 128, Ways: 64, Sectored: true,
			Replacement: LRU, Write: WriteEvict, AllocOnFill: true, WriteAllocate: NoWriteAllocate, SetIndex: SetLinear,
			MSHRs: 256, MSHRMerge: 8, PortBytes: 32, Latency: 28,
		},
		L2: CacheConfig{
			Sets: 32, LineSize: 128, Ways: 24, Sectored: true,
			Replacement: LRU, Write: WriteBack, WriteAllocate: WriteAllocateLazy, SetIndex: SetLinear,
			MSHRs: 192, MSHRMerge: 4, PortBytes: 32, Latency: 120,
		},
		L2Banks: 2,
		DRAM: DRAMConfig{
			Channels: 32, Interleave: 256, Latency: 100,
			BusBytes: 32, CoreMHz: 1132, DRAMMHz: 850,
			Banks: 16, RowBytes: 2048, RCD: 12, RP: 12, CL: 12, WL: 2,
			Scheduler: DRAMFRFCFS, QueueSize: 64,
		},
		Shared:       SharedConfig{Latency: 19, Banks: 32, BankBytes: 4, PassCycles: 1},
		LocalLatency: 28,
		LocalCached:  true,
		Epoch:        DefaultEpoch,
	}
}

// Preset returns the memory preset called name (one of PresetNames).
func Preset(name string) (Config, bool) {
	switch name {
	case "simple":
		return Simple(), true
	case "perfect":
		return Perfect(), true
	case "gtx480":
		return GTX480(), true
	case "c2050":
		return C2050(), true
	case "volta":
		return Volta(), true
	}
	return Config{}, false
}

// PresetNames lists the presets, sorted.
func PresetNames() []string {
	return []string{"c2050", "gtx480", "perfect", "simple", "volta"}
}
