package llvm_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// bigLL generates a spir64 kernel of about nblocks basic blocks, the shape
// clang gives straight-line code with many ifs and spin loops: per step, a
// diamond (test, then, else, join with a phi) and every fourth step a
// cmpxchg spin loop, with get_global_id, loads, stores and atomics.
func bigLL(nblocks int) []byte {
	var b bytes.Buffer
	b.WriteString(`target triple = "spir64"

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)*, i32, i32)
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)*, i32)
declare spir_func void @_Z7barrierj(i32)

define spir_kernel void @big(i32 addrspace(1)* %data, i32 addrspace(1)* %lock, i32 %n) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, i32 addrspace(1)* %data, i64 %gid
  %v0 = load i32, i32 addrspace(1)* %p, align 4
  br label %test0

`)
	blocks := 1
	i := 0
	for ; blocks < nblocks; i++ {
		fmt.Fprintf(&b, `test%[1]d:
  %%c%[1]d = icmp slt i32 %%v%[1]d, %%n
  br i1 %%c%[1]d, label %%then%[1]d, label %%else%[1]d

then%[1]d:
  %%a%[1]d = add nsw i32 %%v%[1]d, %[1]d
  br label %%join%[1]d

else%[1]d:
  %%q%[1]d = getelementptr inbounds i32, i32 addrspace(1)* %%data, i64 %[1]d
  %%b%[1]d = load volatile i32, i32 addrspace(1)* %%q%[1]d, align 4
  br label %%join%[1]d

join%[1]d:
  %%w%[1]d = phi i32 [ %%a%[1]d, %%then%[1]d ], [ %%b%[1]d, %%else%[1]d ]
  store i32 %%w%[1]d, i32 addrspace(1)* %%p, align 4
`, i)
		blocks += 4
		if i%4 == 3 {
			fmt.Fprintf(&b, `  br label %%spin%[1]d

spin%[1]d:
  %%old%[1]d = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* %%lock, i32 0, i32 1)
  %%got%[1]d = icmp eq i32 %%old%[1]d, 0
  br i1 %%got%[1]d, label %%crit%[1]d, label %%spin%[1]d

crit%[1]d:
  %%x%[1]d = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* %%lock, i32 0)
  call spir_func void @_Z7barrierj(i32 1)
  %%v%[2]d = add i32 %%w%[1]d, %%x%[1]d
  br label %%test%[2]d

`, i, i+1)
			blocks += 2
		} else {
			fmt.Fprintf(&b, "  %%v%d = xor i32 %%w%d, 1\n  br label %%test%d\n\n", i+1, i, i+1)
		}
	}
	fmt.Fprintf(&b, "test%d:\n  ret void\n}\n", i)
	return b.Bytes()
}

// BenchmarkImport imports a generated kernel of 20k basic blocks. Compare
// with LLVM's own reading and verification of the same file:
//
//	SIMTC_BIG_LL=/tmp/big.ll go test ./frontend/llvm -run TestBigLL
//	time opt-14 -passes=verify -disable-output /tmp/big.ll
func BenchmarkImport(b *testing.B) {
	src := bigLL(20000)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		m, err := llvm.Import("big.ll", src, llvm.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if n := len(m.Funcs[0].Blocks); n < 20000 {
			b.Fatalf("%d blocks", n)
		}
	}
}

// TestBigLL checks the benchmark's input imports (with a smaller size), and
// writes the full one to $SIMTC_BIG_LL when set, for timing opt-14 on it.
func TestBigLL(t *testing.T) {
	if path := os.Getenv("SIMTC_BIG_LL"); path != "" {
		if err := os.WriteFile(path, bigLL(20000), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	m, err := llvm.Import("big.ll", bigLL(500), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(m.Funcs[0].Blocks); n < 500 {
		t.Errorf("%d blocks, want at least 500", n)
	}
}
