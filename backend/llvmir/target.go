package llvmir

// Targets: address-space numbers, data layouts, and the mapping from simtc
// types to LLVM types.

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
)

// Target names accepted in Options.Target.
const (
	SPIR64  = "spir64"
	NVPTX64 = "nvptx64"
)

// target is what the writer needs to know about the target.
type target struct {
	nvptx bool
}

func targetOf(name string) (target, error) {
	switch name {
	case SPIR64, "":
		return target{}, nil
	case NVPTX64:
		return target{nvptx: true}, nil
	}
	return target{}, fmt.Errorf("unknown target %q: want spir64 or nvptx64", name)
}

// targetOfTriple returns the target of an LLVM triple.
func targetOfTriple(triple string) (target, string, error) {
	switch {
	case strings.HasPrefix(triple, "spir"):
		return target{}, SPIR64, nil
	case strings.HasPrefix(triple, "nvptx"):
		return target{nvptx: true}, NVPTX64, nil
	}
	return target{}, "", fmt.Errorf("unsupported target triple %q: want spir64 or nvptx64", triple)
}

// The data layouts and triples clang-14 writes.
const (
	spirLayout  = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
	spirTriple  = "spir64"
	nvptxLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
	nvptxTriple = "nvptx64-nvidia-cuda"
)

// space returns the LLVM address space of s: spir uses 0 private, 1 global,
// 2 constant, 3 local, 4 generic; nvptx 0 generic, 1 global, 3 shared, 4
// constant, 5 local.
func (t target) space(s ir.AddrSpace) types.AddrSpace {
	if t.nvptx {
		switch s {
		case ir.SpaceGlobal:
			return 1
		case ir.SpaceShared:
			return 3
		case ir.SpaceConstant:
			return 4
		case ir.SpacePrivate:
			return 5
		}
		return 0
	}
	switch s {
	case ir.SpaceGlobal:
		return 1
	case ir.SpaceConstant:
		return 2
	case ir.SpaceShared:
		return 3
	case ir.SpaceGeneric:
		return 4
	}
	return 0
}

// typ returns the LLVM type of t.
func (t target) typ(it ir.Type) (types.Type, error) {
	switch it := it.(type) {
	case ir.VoidType:
		return types.Void, nil
	case ir.IntType:
		return types.NewInt(uint64(it.Bits)), nil
	case ir.FloatType:
		if it.Bits == 32 {
			return types.Float, nil
		}
		return types.Double, nil
	case ir.PtrType:
		e, err := t.typ(it.Elem)
		if err != nil {
			return nil, err
		}
		if e == types.Void {
			e = types.I8
		}
		p := types.NewPointer(e)
		p.AddrSpace = t.space(it.Space)
		return p, nil
	case ir.ArrayType:
		e, err := t.typ(it.Elem)
		if err != nil {
			return nil, err
		}
		return types.NewArray(uint64(it.Len), e), nil
	}
	return nil, fmt.Errorf("no LLVM form for type %v", it)
}

// mangleSpace returns the Itanium mangling of a pointer to elem in space
// for an OpenCL builtin's parameter: "PU3AS1Vi" for volatile global int.
func (t target) mangleSpace(s ir.AddrSpace) string {
	if n := t.space(s); n != 0 {
		return fmt.Sprintf("U3AS%d", n)
	}
	return ""
}

// scalarCode returns the Itanium code of a builtin's scalar type; unsigned
// picks the unsigned integer code.
func scalarCode(it ir.Type, unsigned bool) (string, bool) {
	switch it {
	case ir.I8:
		return pick(unsigned, "h", "c"), true
	case ir.I16:
		return pick(unsigned, "t", "s"), true
	case ir.I32:
		return pick(unsigned, "j", "i"), true
	case ir.I64:
		return pick(unsigned, "m", "l"), true
	case ir.F32:
		return "f", true
	case ir.F64:
		return "d", true
	}
	return "", false
}

func pick(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// mangle returns the Itanium name of the OpenCL builtin name with the
// parameter codes params: mangle("get_local_id", "j") = "_Z12get_local_idj".
func mangle(name, params string) string {
	return fmt.Sprintf("_Z%d%s%s", len(name), name, params)
}
