// Package hybrid is the hybrid warp size of Jin (2012, ch. 4) as the
// mechanisms that use it share it: hws (sim/mech/stack: pdom with
// squeezed quarter-warps) and en-dwf-hws (sim/mech/dwf), and the en-dwf
// relocation's lane geometry.
//
//   - Quarters (quarters.go) is the geometry of a warp cut into
//     quarter-warps of the SIMD width; Squeeze is the squeeze of Sec. 4.1
//     (Fig. 4.2, appendix A), Active the warp scaling of Sec. 4.2
//     (appendix C), Ideal the optimal distribution equation 6.1 assumes,
//     Stats the quarters_active_K / quarters_ideal_K statistics.
//   - SIMDWidthParam (params.go) is the simd-width parameter the hybrid
//     mechanisms and en-dwf declare; Baseline is their registry rows'
//     BaselineMachine (the machine their baseline runs on: a SIMD unit
//     one quarter-warp wide); QuarterWidth is that width.
//   - EstimateHWS (estimate.go) is the thesis' equation 6.1 from a run's
//     quarters_ideal_K statistics.
//
// Deviations of the squeeze from the thesis (tested both ways against a
// transcription of the appendix code):
//   - The appendix A code decides whether a recipient quarter is full
//     with thd_count_quar[l], the count of the rank-l quarter after the
//     sort, where l is the physical quarter id; it skips a recipient with
//     holes whenever the rank-l quarter happens to be full. Squeeze uses
//     the recipient's own count, as the flow chart of Fig. 4.2 and steps
//     1-4 of Sec. 4.1 describe (TestSqueezeAppendixCountBug shows a warp
//     the literal code leaves in three quarters and Squeeze packs in two).
//     It also looks for holes and donors in the current placement, not
//     in tid_original: the appendix, having given a thread of the
//     sparsest quarter to a denser one, still sees it there when it looks
//     for a donor for the next recipient, moves the hole and stops
//     (TestSqueezeAppendixDonor). With both corrections Squeeze places
//     every thread where the appendix code does, on every mask of a
//     16-lane warp and on random 32-lane ones, and never uses more
//     quarters than the literal code (TestSqueezeAppendix).
//   - With a short last quarter (a quarter width that does not divide the
//     warp size; the thesis has 32/8 only) a full short quarter sorts
//     first and is never a donor, so its threads stay even where a
//     sparser full-width quarter has their lanes free. When the width
//     divides the warp, the squeeze leaves a warp in the fewest quarters
//     any lane-preserving placement can (the most threads sharing one
//     lane; TestSqueezeLaneOptimal).
//
// It imports only sim; mechanism packages import it, never each other.
package hybrid
