package llvm_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestWideVectorBitcasts runs bitcasts between 16-byte vectors of every
// lane shape (as clang -O0 emits them for as_long2(int4), as_short8,
// as_uchar16, as_float4, as_double2 …), chained, on the simulator: each
// result stored through its own vector pointer must have the memory image
// of the loaded vector, byte for byte.
func TestWideVectorBitcasts(t *testing.T) {
	const ll = `target triple = "spir64"
define spir_kernel void @k(<4 x i32> addrspace(1)* %a, <2 x i64> addrspace(1)* %q64, <8 x i16> addrspace(1)* %q16, <16 x i8> addrspace(1)* %q8, <4 x i32> addrspace(1)* %q32, <2 x i64> addrspace(1)* %qd) {
  %v = load <4 x i32>, <4 x i32> addrspace(1)* %a, align 16
  %w = bitcast <4 x i32> %v to <2 x i64>
  store <2 x i64> %w, <2 x i64> addrspace(1)* %q64, align 16
  %s = bitcast <4 x i32> %v to <8 x i16>
  store <8 x i16> %s, <8 x i16> addrspace(1)* %q16, align 16
  %c = bitcast <2 x i64> %w to <16 x i8>
  store <16 x i8> %c, <16 x i8> addrspace(1)* %q8, align 16
  %f = bitcast <16 x i8> %c to <4 x float>
  %fi = bitcast <4 x float> %f to <4 x i32>
  store <4 x i32> %fi, <4 x i32> addrspace(1)* %q32, align 16
  %d = bitcast <8 x i16> %s to <2 x double>
  %dl = bitcast <2 x double> %d to <2 x i64>
  store <2 x i64> %dl, <2 x i64> addrspace(1)* %qd, align 16
  ret void
}
`
	in := []byte{0x01, 0x80, 0xff, 0x7f, 0x00, 0x12, 0x34, 0x56, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10}
	var words []string
	for k := 0; k < 16; k += 4 {
		words = append(words, fmt.Sprint(int32(uint32(in[k])|uint32(in[k+1])<<8|uint32(in[k+2])<<16|uint32(in[k+3])<<24)))
	}
	m, err := llvm.Import("wide.ll", []byte(ll), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch("grid=1 block=1 a=int32[4]:"+strings.Join(words, ",")+
		" q64=int64[2] q16=int16[8] q8=uint8[16] q32=int32[4] qd=int64[2]", ".")
	if err != nil {
		t.Fatal(err)
	}
	res, err := mechs.Run(o, "mimd", l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != sim.StatusOK {
		t.Fatalf("status %s", res.Status)
	}
	for _, name := range []string{"q64", "q16", "q8", "q32", "qd"} {
		if got := res.Buffer(name).Data; !bytes.Equal(got, in) {
			t.Errorf("%s = % x, want % x", name, got, in)
		}
	}
}
