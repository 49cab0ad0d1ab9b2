// Package mem is the simulator's memory: what is stored where, apart from
// the machine that issues the accesses (package sim) and from timing.
//
//   - Global (global.go) is device memory: a sorted list of regions
//     (buffer arguments, global variables), each bounds-checked, with
//     unmapped gaps between them so that running off a region faults;
//     address 0 is never allocated. Constant regions are read-only.
//   - Spaces (global.go) resolves an address of one thread in an address
//     space — global, constant, shared (the block's), private (the
//     thread's), the parameter block, or generic (isa.FromGeneric) — to
//     the bytes it names, or to an error naming the space and the bounds.
//   - Load and Store read and write little-endian values; Store reports
//     whether memory changed (the machine's forward-progress rule).
//     Atomic (atomic.go) is the value an atomic read-modify-write stores.
//   - View (view.go) is one core's view of global memory during a window
//     of the parallel simulation (sim/parallel.go): copy-on-write pages
//     and a mark of every byte read and written, so that the join can tell
//     whether two cores communicated (Conflict) and apply the writes
//     (View.Apply).
//
// The package imports sim/isa only; the machine imports it. Timing
// (coalescing, latencies) is the machine's (sim/execmem.go).
package mem
