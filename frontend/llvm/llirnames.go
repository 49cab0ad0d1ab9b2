package llvm

import "slices"

// The names llir knows of the attributes, calling conventions and DWARF
// operations the fast parser reads: each enum's values whose String is not
// the Stringer's "Kind(N)" fallback, sorted (a byte enum's 256 values, the
// first 2^13 of the others: llir's largest, DW_OP_LLVM_arg, is 0x1005). A
// word of these kinds that is not listed makes the fast parser leave the
// function to llir's parser.
//
// They are listed, not computed from the enums when an import starts:
// formatting the enums' 2^13-value ranges was ~33,000 allocations and
// 12.9 M instructions (4-5 ms) of every process that read a .ll file.
// TestEnumNames computes them from llir's enums and compares.

// known reports whether s is one of names (sorted).
func known(names []string, s string) bool {
	_, ok := slices.BinarySearch(names, s)
	return ok
}

// paramAttrNames are the names of enum.ParamAttr's values.
var paramAttrNames = []string{
	"allocalign", "allocptr", "immarg", "inreg", "nest", "noalias", "nocapture", "nofree",
	"nonnull", "noundef", "readnone", "readonly", "returned", "signext", "swiftasync",
	"swifterror", "swiftself", "writeonly", "zeroext",
}

// funcAttrNames are the names of enum.FuncAttr's values.
var funcAttrNames = []string{
	"alwaysinline", "argmemonly", "builtin", "cold", "convergent",
	"disable_sanitizer_instrumentation", "fn_ret_thunk_extern", "hot",
	"inaccessiblemem_or_argmemonly", "inaccessiblememonly", "inlinehint", "jumptable", "minsize",
	"mustprogress", "naked", "nobuiltin", "nocallback", "nocf_check", "noduplicate", "nofree",
	"noimplicitfloat", "noinline", "nomerge", "nonlazybind", "noprofile", "norecurse",
	"noredzone", "noreturn", "nosanitize_bounds", "nosanitize_coverage", "nosync", "nounwind",
	"null_pointer_is_valid", "optforfuzzing", "optnone", "optsize", "presplitcoroutine",
	"readnone", "readonly", "returns_twice", "safestack", "sanitize_address",
	"sanitize_hwaddress", "sanitize_memory", "sanitize_memtag", "sanitize_thread",
	"shadowcallstack", "speculatable", "speculative_load_hardening", "ssp", "sspreq", "sspstrong",
	"strictfp", "uwtable", "willreturn", "writeonly",
}

// returnAttrNames are the names of enum.ReturnAttr's values.
var returnAttrNames = []string{
	"inreg", "noalias", "nonnull", "noundef", "signext", "zeroext",
}

// callConvNames are the names of enum.CallingConv's values.
var callConvNames = []string{
	"aarch64_sve_vector_pcs", "aarch64_vector_pcs", "amdgpu_cs", "amdgpu_es", "amdgpu_gfx",
	"amdgpu_gs", "amdgpu_hs", "amdgpu_kernel", "amdgpu_ls", "amdgpu_ps", "amdgpu_vs", "anyregcc",
	"arm_aapcs_vfpcc", "arm_aapcscc", "arm_apcscc", "avr_intrcc", "avr_signalcc", "cc 11",
	"cc 86", "cc 94", "ccc", "cfguard_checkcc", "coldcc", "cxx_fast_tlscc", "fastcc", "ghccc",
	"hhvm_ccc", "hhvmcc", "intel_ocl_bicc", "msp430_intrcc", "none", "preserve_allcc",
	"preserve_mostcc", "ptx_device", "ptx_kernel", "spir_func", "spir_kernel", "swiftcc",
	"swifttailcc", "tailcc", "webkit_jscc", "win64cc", "x86_64_sysvcc", "x86_fastcallcc",
	"x86_intrcc", "x86_regcallcc", "x86_stdcallcc", "x86_thiscallcc", "x86_vectorcallcc",
}

// dwarfOpNames are the names of enum.DwarfOp's values.
var dwarfOpNames = []string{
	"DW_OP_APPLE_uninit", "DW_OP_GNU_addr_index", "DW_OP_GNU_const_index",
	"DW_OP_GNU_entry_value", "DW_OP_GNU_push_tls_address", "DW_OP_HP_fltconst4",
	"DW_OP_HP_fltconst8", "DW_OP_HP_is_value", "DW_OP_HP_mod_range", "DW_OP_HP_tls",
	"DW_OP_HP_unmod_range", "DW_OP_INTEL_bit_piece", "DW_OP_LLVM_arg", "DW_OP_LLVM_convert",
	"DW_OP_LLVM_entry_value", "DW_OP_LLVM_fragment", "DW_OP_LLVM_implicit_pointer",
	"DW_OP_LLVM_tag_offset", "DW_OP_PGI_omp_thread_num", "DW_OP_WASM_location",
	"DW_OP_WASM_location_int", "DW_OP_abs", "DW_OP_addr", "DW_OP_addrx", "DW_OP_and",
	"DW_OP_bit_piece", "DW_OP_bra", "DW_OP_breg0", "DW_OP_breg1", "DW_OP_breg10", "DW_OP_breg11",
	"DW_OP_breg12", "DW_OP_breg13", "DW_OP_breg14", "DW_OP_breg15", "DW_OP_breg16",
	"DW_OP_breg17", "DW_OP_breg18", "DW_OP_breg19", "DW_OP_breg2", "DW_OP_breg20", "DW_OP_breg21",
	"DW_OP_breg22", "DW_OP_breg23", "DW_OP_breg24", "DW_OP_breg25", "DW_OP_breg26",
	"DW_OP_breg27", "DW_OP_breg28", "DW_OP_breg29", "DW_OP_breg3", "DW_OP_breg30", "DW_OP_breg31",
	"DW_OP_breg4", "DW_OP_breg5", "DW_OP_breg6", "DW_OP_breg7", "DW_OP_breg8", "DW_OP_breg9",
	"DW_OP_bregx", "DW_OP_call2", "DW_OP_call4", "DW_OP_call_frame_cfa", "DW_OP_call_ref",
	"DW_OP_const1s", "DW_OP_const1u", "DW_OP_const2s", "DW_OP_const2u", "DW_OP_const4s",
	"DW_OP_const4u", "DW_OP_const8s", "DW_OP_const8u", "DW_OP_const_type", "DW_OP_consts",
	"DW_OP_constu", "DW_OP_constx", "DW_OP_convert", "DW_OP_deref", "DW_OP_deref_size",
	"DW_OP_deref_type", "DW_OP_div", "DW_OP_drop", "DW_OP_dup", "DW_OP_entry_value", "DW_OP_eq",
	"DW_OP_fbreg", "DW_OP_form_tls_address", "DW_OP_ge", "DW_OP_gt", "DW_OP_implicit_pointer",
	"DW_OP_implicit_value", "DW_OP_le", "DW_OP_lit0", "DW_OP_lit1", "DW_OP_lit10", "DW_OP_lit11",
	"DW_OP_lit12", "DW_OP_lit13", "DW_OP_lit14", "DW_OP_lit15", "DW_OP_lit16", "DW_OP_lit17",
	"DW_OP_lit18", "DW_OP_lit19", "DW_OP_lit2", "DW_OP_lit20", "DW_OP_lit21", "DW_OP_lit22",
	"DW_OP_lit23", "DW_OP_lit24", "DW_OP_lit25", "DW_OP_lit26", "DW_OP_lit27", "DW_OP_lit28",
	"DW_OP_lit29", "DW_OP_lit3", "DW_OP_lit30", "DW_OP_lit31", "DW_OP_lit4", "DW_OP_lit5",
	"DW_OP_lit6", "DW_OP_lit7", "DW_OP_lit8", "DW_OP_lit9", "DW_OP_lt", "DW_OP_minus",
	"DW_OP_mod", "DW_OP_mul", "DW_OP_ne", "DW_OP_neg", "DW_OP_nop", "DW_OP_not", "DW_OP_or",
	"DW_OP_over", "DW_OP_pick", "DW_OP_piece", "DW_OP_plus", "DW_OP_plus_uconst",
	"DW_OP_push_object_address", "DW_OP_reg0", "DW_OP_reg1", "DW_OP_reg10", "DW_OP_reg11",
	"DW_OP_reg12", "DW_OP_reg13", "DW_OP_reg14", "DW_OP_reg15", "DW_OP_reg16", "DW_OP_reg17",
	"DW_OP_reg18", "DW_OP_reg19", "DW_OP_reg2", "DW_OP_reg20", "DW_OP_reg21", "DW_OP_reg22",
	"DW_OP_reg23", "DW_OP_reg24", "DW_OP_reg25", "DW_OP_reg26", "DW_OP_reg27", "DW_OP_reg28",
	"DW_OP_reg29", "DW_OP_reg3", "DW_OP_reg30", "DW_OP_reg31", "DW_OP_reg4", "DW_OP_reg5",
	"DW_OP_reg6", "DW_OP_reg7", "DW_OP_reg8", "DW_OP_reg9", "DW_OP_regval_type", "DW_OP_regx",
	"DW_OP_reinterpret", "DW_OP_rot", "DW_OP_shl", "DW_OP_shr", "DW_OP_shra", "DW_OP_skip",
	"DW_OP_stack_value", "DW_OP_swap", "DW_OP_xderef", "DW_OP_xderef_size", "DW_OP_xderef_type",
	"DW_OP_xor",
}
