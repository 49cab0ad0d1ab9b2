package mem

import "sort"

// Stats are the memory hierarchy's counters. The core-side counters are
// counted by each core's Core (exactly: the L1 and shared memory are
// private); the shared-level counters (L2, DRAM) by the epoch merge, in the
// deterministic (cycle, core) order (see hierarchy.go), except in a
// hierarchy without shared state, where each Core counts its own DRAM
// requests. Stats of several cores, or runs, add up with Add.
//
// Names follow GPGPU-Sim's statistics (gpu-cache.cc cache_stats,
// gpu-sim.cc, mem_latency_stat.cc) in snake_case; Entries lists them.
type Stats struct {
	// Warp instructions with global lanes, by kind, and their
	// transactions after coalescing (gpgpu_n_mem_read_global etc.).
	GlobalLoads, GlobalStores, GlobalAtomics int64
	GlobalTransactions                       int64

	// L1 data cache, global loads (L1D_total_cache_*): every load
	// transaction is one access, and exactly one of a hit, a pending hit
	// (HIT_RESERVED: merged into an MSHR's miss in flight) or a miss
	// (MISS or SECTOR_MISS; L1SectorMisses counts the latter among them).
	L1Accesses, L1Hits, L1PendingHits, L1Misses, L1SectorMisses int64
	// Reservation fails: a miss found every MSHR busy, a merge found its
	// MSHR full, or a miss found every line of its set in flight; the
	// core's memory port then stalls L1StallCycles in all.
	L1ReservationFails, L1StallCycles int64
	// Store transactions through the L1, and those that hit a line
	// (evicted under write-evict).
	L1Writes, L1WriteHits int64
	// Lines evicted to make room, and dirty ones written back (a
	// write-back L1).
	L1Evictions, L1Writebacks int64

	// Latency of global loads and atomics, per warp instruction: issue to
	// the last transaction's data (GPGPU-Sim's averagemflatency is per
	// request; this is per instruction, what the warp waits).
	LoadLatencySum, LoadLatencyCount int64
	// Latency of L1 misses: from the miss to the fill (per request, like
	// GPGPU-Sim's mf_latency).
	FetchLatencySum, Fetches int64

	// Shared memory: warp instructions with shared lanes and their passes
	// (1 per conflict-free access; gpgpu_n_shmem_bkconflict counts the
	// extra ones, SharedPasses - SharedAccesses).
	SharedAccesses, SharedPasses int64
	// Private and parameter memory warp instructions.
	LocalAccesses int64

	// L2 (L2_total_cache_*), all requests that reach it: loads that
	// missed in the L1 (or every load without an L1), stores, atomics.
	L2Accesses, L2Hits, L2PendingHits, L2Misses, L2SectorMisses int64
	L2Writes, L2Atomics                                         int64
	L2Writebacks                                                int64 // dirty lines evicted to DRAM

	// DRAM requests and bytes; row-buffer hits and misses (with a row
	// model); the time requests waited for a bank or the bus, and the time
	// the buses moved data, in 1/65536 core cycles (queueing delay and
	// bandwidth utilisation).
	DRAMReads, DRAMWrites         int64
	DRAMReadBytes, DRAMWriteBytes int64
	DRAMRowHits, DRAMRowMisses    int64
	DRAMQueueQ, DRAMBusyQ         int64
}

// Add adds o's counters to s.
func (s *Stats) Add(o *Stats) {
	s.GlobalLoads += o.GlobalLoads
	s.GlobalStores += o.GlobalStores
	s.GlobalAtomics += o.GlobalAtomics
	s.GlobalTransactions += o.GlobalTransactions
	s.L1Accesses += o.L1Accesses
	s.L1Hits += o.L1Hits
	s.L1PendingHits += o.L1PendingHits
	s.L1Misses += o.L1Misses
	s.L1SectorMisses += o.L1SectorMisses
	s.L1ReservationFails += o.L1ReservationFails
	s.L1StallCycles += o.L1StallCycles
	s.L1Writes += o.L1Writes
	s.L1WriteHits += o.L1WriteHits
	s.L1Evictions += o.L1Evictions
	s.L1Writebacks += o.L1Writebacks
	s.LoadLatencySum += o.LoadLatencySum
	s.LoadLatencyCount += o.LoadLatencyCount
	s.FetchLatencySum += o.FetchLatencySum
	s.Fetches += o.Fetches
	s.SharedAccesses += o.SharedAccesses
	s.SharedPasses += o.SharedPasses
	s.LocalAccesses += o.LocalAccesses
	s.L2Accesses += o.L2Accesses
	s.L2Hits += o.L2Hits
	s.L2PendingHits += o.L2PendingHits
	s.L2Misses += o.L2Misses
	s.L2SectorMisses += o.L2SectorMisses
	s.L2Writes += o.L2Writes
	s.L2Atomics += o.L2Atomics
	s.L2Writebacks += o.L2Writebacks
	s.DRAMReads += o.DRAMReads
	s.DRAMWrites += o.DRAMWrites
	s.DRAMReadBytes += o.DRAMReadBytes
	s.DRAMWriteBytes += o.DRAMWriteBytes
	s.DRAMRowHits += o.DRAMRowHits
	s.DRAMRowMisses += o.DRAMRowMisses
	s.DRAMQueueQ += o.DRAMQueueQ
	s.DRAMBusyQ += o.DRAMBusyQ
}

// Entry is one named statistic.
type Entry struct {
	Name  string
	Value float64
}

func ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Entries lists the statistics by name (sorted), counters and the rates
// derived from them, for a run of cycles cycles on channels DRAM channels:
//
//   - *_hit_rate, *_miss_rate, *_pending_hit_rate: of the level's accesses;
//   - dram_bandwidth_utilization: the fraction of the cycles × channels the
//     DRAM data buses moved data;
//   - dram_avg_queue_cycles: per DRAM request, the cycles it waited for
//     its bank or the bus;
//   - mem_avg_latency: per global load or atomic warp instruction, issue to
//     data; mem_avg_fetch_latency: per L1 miss, miss to fill;
//   - shmem_bank_conflicts: the extra passes of shared-memory accesses.
func (s *Stats) Entries(cycles int64, channels int) []Entry {
	dramReq := s.DRAMReads + s.DRAMWrites
	e := []Entry{
		{"global_atomics", float64(s.GlobalAtomics)},
		{"global_loads", float64(s.GlobalLoads)},
		{"global_stores", float64(s.GlobalStores)},
		{"global_transactions", float64(s.GlobalTransactions)},
		{"l1d_accesses", float64(s.L1Accesses)},
		{"l1d_hits", float64(s.L1Hits)},
		{"l1d_pending_hits", float64(s.L1PendingHits)},
		{"l1d_misses", float64(s.L1Misses)},
		{"l1d_sector_misses", float64(s.L1SectorMisses)},
		{"l1d_hit_rate", ratio(s.L1Hits, s.L1Accesses)},
		{"l1d_pending_hit_rate", ratio(s.L1PendingHits, s.L1Accesses)},
		{"l1d_miss_rate", ratio(s.L1Misses, s.L1Accesses)},
		{"l1d_reservation_fails", float64(s.L1ReservationFails)},
		{"l1d_reservation_stall_cycles", float64(s.L1StallCycles)},
		{"l1d_writes", float64(s.L1Writes)},
		{"l1d_write_hits", float64(s.L1WriteHits)},
		{"l1d_evictions", float64(s.L1Evictions)},
		{"l1d_writebacks", float64(s.L1Writebacks)},
		{"l2_accesses", float64(s.L2Accesses)},
		{"l2_hits", float64(s.L2Hits)},
		{"l2_pending_hits", float64(s.L2PendingHits)},
		{"l2_misses", float64(s.L2Misses)},
		{"l2_sector_misses", float64(s.L2SectorMisses)},
		{"l2_hit_rate", ratio(s.L2Hits, s.L2Accesses)},
		{"l2_pending_hit_rate", ratio(s.L2PendingHits, s.L2Accesses)},
		{"l2_miss_rate", ratio(s.L2Misses, s.L2Accesses)},
		{"l2_writes", float64(s.L2Writes)},
		{"l2_atomics", float64(s.L2Atomics)},
		{"l2_writebacks", float64(s.L2Writebacks)},
		{"dram_reads", float64(s.DRAMReads)},
		{"dram_writes", float64(s.DRAMWrites)},
		{"dram_requests", float64(dramReq)},
		{"dram_bytes", float64(s.DRAMReadBytes + s.DRAMWriteBytes)},
		{"dram_row_hits", float64(s.DRAMRowHits)},
		{"dram_row_misses", float64(s.DRAMRowMisses)},
		{"dram_row_hit_rate", ratio(s.DRAMRowHits, s.DRAMRowHits+s.DRAMRowMisses)},
		{"dram_avg_queue_cycles", ratio(s.DRAMQueueQ, dramReq) / (1 << qShift)},
		{"dram_bandwidth_utilization", ratio(s.DRAMBusyQ, cycles*int64(max(channels, 1))) / (1 << qShift)},
		{"mem_avg_latency", ratio(s.LoadLatencySum, s.LoadLatencyCount)},
		{"mem_avg_fetch_latency", ratio(s.FetchLatencySum, s.Fetches)},
		{"shmem_accesses", float64(s.SharedAccesses)},
		{"shmem_passes", float64(s.SharedPasses)},
		{"shmem_bank_conflicts", float64(s.SharedPasses - s.SharedAccesses)},
		{"local_accesses", float64(s.LocalAccesses)},
	}
	sort.Slice(e, func(i, j int) bool { return e[i].Name < e[j].Name })
	return e
}
