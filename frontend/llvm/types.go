package llvm

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
)

// target is what the importer needs to know about the module's target:
// how its numbered address spaces map to simtc's.
//
//	LLVM addrspace   spir, spir64 (OpenCL)   nvptx, nvptx64, amdgcn (OpenCL, CUDA)
//	0                private                 generic (allocas: private, cast to generic)
//	1                global                  global
//	2                constant                -
//	3                shared (local)          shared
//	4                generic                 constant
//	5                -                       private (local)
//
// The SPIR numbering is the one clang uses for OpenCL on spir targets; the
// second column is the NVPTX (and AMDGPU) numbering clang uses for OpenCL
// and CUDA on those targets. A module without a triple is taken as SPIR
// unless it has !nvvm.annotations.
type target struct {
	spir   bool
	triple string
}

func newTarget(triple string, hasNVVM bool) target {
	spir := strings.HasPrefix(triple, "spir")
	if triple == "" {
		spir = !hasNVVM
	}
	return target{spir: spir, triple: triple}
}

// space maps an LLVM address space number.
func (t target) space(n types.AddrSpace) (ir.AddrSpace, bool) {
	if t.spir {
		switch n {
		case 0:
			return ir.SpacePrivate, true
		case 1:
			return ir.SpaceGlobal, true
		case 2:
			return ir.SpaceConstant, true
		case 3:
			return ir.SpaceShared, true
		case 4:
			return ir.SpaceGeneric, true
		}
		return 0, false
	}
	switch n {
	case 0:
		return ir.SpaceGeneric, true
	case 1:
		return ir.SpaceGlobal, true
	case 3:
		return ir.SpaceShared, true
	case 4:
		return ir.SpaceConstant, true
	case 5:
		return ir.SpacePrivate, true
	}
	return 0, false
}

// typ maps an LLVM type to a simtc type; a struct becomes its byte layout
// (structs.go). Vectors, functions,
// labels, tokens, metadata and unusual widths have no simtc counterpart.
func (t target) typ(lt types.Type) (ir.Type, error) {
	switch lt := lt.(type) {
	case *types.VoidType:
		return ir.Void, nil
	case *types.IntType:
		switch lt.BitSize {
		case 1, 8, 16, 32, 64:
			return ir.IntType{Bits: int(lt.BitSize)}, nil
		}
		if k := narrowBits(lt); k > 0 {
			// A register value of an odd width (clang -O2 narrows
			// `switch (x & 3)` to `switch i2`) lives in the next wider
			// simtc type, zero-extended; see narrow.go.
			return ir.IntType{Bits: wideBits(k)}, nil
		}
		return nil, fmt.Errorf("unsupported integer type i%d", lt.BitSize)
	case *types.FloatType:
		switch lt.Kind {
		case types.FloatKindFloat:
			return ir.F32, nil
		case types.FloatKindDouble:
			return ir.F64, nil
		}
		return nil, fmt.Errorf("unsupported floating-point type %s", lt.Kind)
	case *types.PointerType:
		if lt.ElemType == nil {
			return nil, fmt.Errorf("unsupported opaque pointer type %s (simtc reads typed pointers, as clang-14 emits them)", lt)
		}
		if k := narrowBits(lt.ElemType); k > 0 {
			return nil, fmt.Errorf("unsupported integer type i%d in memory (pointer type %s)", k, lt)
		}
		if vt, ok := lt.ElemType.(*types.VectorType); ok && !vt.Scalable {
			// A pointer to a vector points at its first lane (vecabi.go).
			return t.typ(&types.PointerType{ElemType: vt.ElemType, AddrSpace: lt.AddrSpace})
		}
		sp, ok := t.space(lt.AddrSpace)
		if !ok {
			return nil, fmt.Errorf("unsupported address space %d for target %q", lt.AddrSpace, t.triple)
		}
		elem, err := t.typ(lt.ElemType)
		if err != nil {
			return nil, err
		}
		if elem == ir.Void {
			return nil, fmt.Errorf("unsupported pointer type %s", lt)
		}
		return ir.PtrTo(elem, sp), nil
	case *types.ArrayType:
		if hasVector(lt) {
			// Arrays of vectors (local float2 buf[N]) are byte layouts,
			// as structs are (structs.go).
			return unitArray(lt)
		}
		if k := narrowBits(lt.ElemType); k > 0 {
			return nil, fmt.Errorf("unsupported integer type i%d in memory (array type %s)", k, lt)
		}
		elem, err := t.typ(lt.ElemType)
		if err != nil {
			return nil, err
		}
		if elem == ir.Void || lt.Len > 1<<40 {
			return nil, fmt.Errorf("unsupported array type %s", lt)
		}
		return ir.ArrayOf(int64(lt.Len), elem), nil
	case *types.VectorType:
		return nil, fmt.Errorf("unsupported vector type %s", lt)
	case *types.StructType:
		return structType(lt)
	case nil:
		return nil, fmt.Errorf("missing type")
	}
	return nil, fmt.Errorf("unsupported type %s", lt)
}
