// Package builtin is the catalogue of the OpenCL C (and CUDA) builtin
// functions both frontends know, and the IR forms they lower them to:
// frontend/minic looks up the OpenCL C name it parses, frontend/llvm the
// name clang made of the same call — Itanium-mangled (_Z3sinf), CUDA's
// libdevice (__nv_sinf), an LLVM intrinsic (llvm.sin.f32) or an NVVM one
// (llvm.nvvm.sin.approx.f) — normalised to the same row, so that one call
// gets one IR whichever way it came in.
//
// A row (Builtin) gives a builtin's name, its kind and, for an ordinary
// builtin (the math, common, integer, geometric, relational and vector
// functions), the domain of its gentype, its signature (Sig: arity,
// argument and result types relative to the gentype), its other LLVM
// spellings and its lowering over an ir.Builder: one lane (Lower), whole
// vectors (LowerVec) or one lane and a second result to store (LowerOut).
// Adding an ordinary builtin is adding one row: the frontends check calls
// from the row's data (mini-C against C source types, with clang's
// diagnostics; frontend/llvm against the IR types clang resolved), split
// vectors into lanes and call the row's function. The special forms
// (work-item, synchronization, sub-group, atomic and work-group functions,
// vloadN/vstoreN, async copies, printf) are rows too, whose data (the
// register, the atomic operation, the number of arguments …) each frontend
// reads and lowers with its own syntax; convert_T and as_T are families of
// names by type and stay in the frontends (their rounding and saturation:
// Convert).
//
// The catalogue is a value (Catalogue): Default is the table in table.go,
// With adds rows to a new catalogue (a test's builtin), and the frontends
// take one in their options. Lookups are map reads, built once per
// catalogue.
//
// The IR forms, each function's doc comment its specification:
//
//   - forms.go: the lane and vector forms of the table's rows, and the
//     forms the two frontends had apart before they shared the catalogue.
//   - mathops.go: the math functions that are not one IR operation or
//     mathfn function (frexp, ldexp, rootn, remquo …).
//   - intops.go: mul_hi, mad_sat, upsample, shuffle, the comparisons,
//     smoothstep, conversions, and LLVM's byte, bit and overflow idioms.
//   - saturate.go: add_sat and sub_sat.
//   - group.go: the work-group collective functions (OpenCL C 2.0
//     6.13.15) and CUDA's __syncthreads_count/_and/_or.
//
// The functions emit at the builder's insertion point with its position;
// only Group.Scan adds blocks.
package builtin
