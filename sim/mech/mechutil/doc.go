// Package mechutil holds what several mechanism families of sim/mech
// share and the machine does not: the per-thread-PC helpers of the
// mechanisms whose warp-level operations are collective (mimd and its in
// sim/mech/threadpc, the dwf family in sim/mech/dwf) — the table of
// warp-level operations of the code (WarpOps), the PC at which a whole
// warp waits to execute one together (CollectivePC), and the deadlock
// diagnosis of per-thread PCs (DescribePerThread).
//
// It imports only sim and sim/isa; mechanism packages import it, never
// each other.
package mechutil
