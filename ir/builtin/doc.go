// Package builtin builds the IR forms of source constructs that have no IR
// operation of their own, for both frontends: frontend/minic lowers the
// OpenCL C calls it parses and frontend/llvm the calls clang made of the
// same source, and both call the functions here so that one construct gets
// one IR whichever way it came in. Each function's doc comment is the
// specification of its form; the frontends keep only what is theirs (the
// checking of the arguments, the mapping of source types to IR types, the
// error messages, the naming of values and the placing of new blocks).
//
//   - Saturate (saturate.go): add_sat and sub_sat.
//   - Group (group.go): the work-group collective functions (OpenCL C 2.0
//     6.13.15) and CUDA's __syncthreads_count/_and/_or.
//
// The functions emit at the builder's insertion point with its position;
// only Group.Scan adds blocks.
package builtin
