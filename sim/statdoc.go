// What every statistic of a run report means: the machine's here, each
// mechanism's in its registry row (MechInfo.Stats). One table, like
// GPGPU-Sim's statistic names; simtc run --help, simtc run --mech help and
// the README print it.

package sim

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// StatDoc documents one statistic of a run report.
type StatDoc struct {
	// Name is its key in run --json (a mechanism's: in mechanism_stats).
	// A name ending in "_K" stands for the family NAME_1, NAME_2, ….
	Name string
	// Meaning says what it counts; for a machine statistic the same under
	// every mechanism.
	Meaning string
}

// StatDocs returns the machine's statistics, in run --json order, with
// what each counts under every mechanism.
//
// Counting, in one place: a warp instruction is an issue slot. It is
// counted whatever the number of threads that execute it, zero included
// (the slots a mechanism issues with every thread disabled, Cost.EmptySlots:
// TF-SANDY's conservative-branch no-ops). A reconvergence check is not an
// instruction: an IPDOM stack's pop when a path reaches its reconvergence
// PC, a thread-frontier check when a warp enters a join point, a min-PC
// arbitration are comparisons made between issues, and take no slot; the
// mechanisms count them as their own statistics. Reconvergence
// instructions that code carries (ssy, sync) are issued like any other.
func StatDocs() []StatDoc {
	return []StatDoc{
		{"cycles", "cycles from the launch until the last block retired (or the run stopped)"},
		{"warp_instructions", "issued slots: one per warp instruction a core issues, whatever the number of threads that execute it, including slots issued with every thread disabled (tf-sandy's conservative-branch no-ops); reconvergence checks issue nothing"},
		{"thread_instructions", "the threads that executed each issued slot, summed: the instructions the threads executed"},
		{"simd_efficiency", "thread_instructions / lane_slots: the activity factor (Kerr et al., Diamos et al. 2011 Fig. 7), SIMD utilization (ElTantawy et al. 2014, Collange 2011)"},
		{"lane_slots", "the lanes of the issued slots: per slot, the threads its warp was launched with (the warp size, fewer for a block's partial last warp, which is not divergence; a slot of threads drawn from several warps counts a whole warp)"},
		{"idle_issue_cycles", "per warp scheduler (one per core on the simple machine), the cycles in which it holds warps but issues nothing (the cycles a multi-cycle issue occupies are not idle), summed over the schedulers and cores"},
		{"memory_instructions", "issued slots of loads, stores and atomics that accessed memory"},
		{"memory_transactions", "the memory transactions those made (global accesses coalesced by segment; see the machine's memory model)"},
		{"transactions_per_memory_instruction", "memory_transactions / memory_instructions: the inverse of memory efficiency (Diamos et al. 2011 Fig. 8)"},
		{"branches", "issued conditional and indirect branches (cbra, brx)"},
		{"divergent_branches", "those whose threads went more than one way"},
		{"barrier_releases", "barriers released (per block, each time everyone needed arrived)"},
		{"warps", "warps launched"},
		{"threads", "threads launched"},
		{"per_branch", "per branch PC (and source line): executions, divergent executions, threads active"},
		{"mechanism_stats", "the mechanism's own statistics, by name (MechInfo.Stats; below)"},
		{"mechanism_memory_transactions", "memory transactions of the mechanism itself (aware's table spills and fills)"},
		{"stall_cycles", "every cycle of every warp scheduler of every core (cycles × cores × schedulers) as issue (it issued, or a multi-cycle issue occupied it), a stall with its reason — memory (a load's or atomic's result, or the memory pipeline), control (a branch or reconvergence latency, the mechanism, or no split to issue), barrier, no_ready_warp (an ALU or SFU result) — whose sum is idle_issue_cycles, or scheduler_idle (no warp)"},
		{"memory_stats", "the memory hierarchy's statistics in GPGPU-Sim's vocabulary, by name (L1 and L2 accesses, hits, misses and hit rates, DRAM requests, bytes and bandwidth utilisation, average memory latency, shared-memory bank conflicts); the machine's memory model decides which appear"},
	}
}

// StatDoc returns the documentation of the mechanism statistic name, which
// a run under mi reported; ok is false when mi's row does not document it.
func (mi *MechInfo) StatDoc(name string) (StatDoc, bool) {
	for _, d := range mi.Stats {
		if d.Name == name {
			return d, true
		}
		if p, ok := strings.CutSuffix(d.Name, "_K"); ok {
			if k, ok := strings.CutPrefix(name, p+"_"); ok && k != "" && strings.Trim(k, "0123456789") == "" {
				return d, true
			}
		}
	}
	return StatDoc{}, false
}

// WriteStatTable writes the statistics table as Markdown: the machine's
// (StatDocs), then each mechanism statistic with, per meaning, the
// mechanisms of r that report it so.
func (r *Registry) WriteStatTable(w io.Writer) error {
	fmt.Fprintln(w, "| statistic | mechanisms | meaning |")
	fmt.Fprintln(w, "|---|---|---|")
	for _, d := range StatDocs() {
		fmt.Fprintf(w, "| `%s` | all | %s |\n", d.Name, d.Meaning)
	}
	type key struct{ name, meaning string }
	var keys []key
	mechs := map[key][]string{}
	for _, mi := range r.rows {
		for _, d := range mi.Stats {
			k := key{d.Name, d.Meaning}
			if mechs[k] == nil {
				keys = append(keys, k)
			}
			mechs[k] = append(mechs[k], mi.Name)
		}
	}
	sort.SliceStable(keys, func(i, j int) bool { return keys[i].name < keys[j].name })
	for _, k := range keys {
		fmt.Fprintf(w, "| `mechanism_stats.%s` | %s | %s |\n", k.name, strings.Join(mechs[k], ", "), k.meaning)
	}
	return nil
}

// StatHelp is the statistics table as text: the machine's, then each
// mechanism's own (simtc run --mech help).
func (r *Registry) StatHelp() string {
	var sb strings.Builder
	sb.WriteString("statistics (run --json keys), the same for every mechanism:\n")
	for _, d := range StatDocs() {
		fmt.Fprintf(&sb, "  %-36s %s\n", d.Name, d.Meaning)
	}
	sb.WriteString("mechanism statistics (mechanism_stats):\n")
	for _, mi := range r.rows {
		for _, d := range mi.Stats {
			fmt.Fprintf(&sb, "  %-10s %-26s %s\n", mi.Name, d.Name, d.Meaning)
		}
	}
	return sb.String()
}
