package llvm

import (
	"strings"
	"testing"
)

func TestKernelNames(t *testing.T) {
	for _, tt := range []struct{ sym, want string }{
		{"k", "k"},
		{"_Z14VoteAnyKernel1Pj", "_Z14VoteAnyKernel1Pj VoteAnyKernel1"},
		{"_Z13MatrixMulCUDAILi16EEvPfS0_S0_ii", "_Z13MatrixMulCUDAILi16EEvPfS0_S0_ii MatrixMulCUDA<16> MatrixMulCUDA"},
		{"_Z6reduceIfLj256ELb1EEvPT_S1_j", "_Z6reduceIfLj256ELb1EEvPT_S1_j reduce<float, 256, true> reduce"},
		{"_ZN2ns1kEPi", "_ZN2ns1kEPi ns::k k"},
		{"_ZN2ns4scanILin3EEEvPi", "_ZN2ns4scanILin3EEEvPi ns::scan<-3> ns::scan scan"},
		{"_Z", "_Z"},
		{"_Z99x", "_Z99x"},
		{"_Z3fooIP1AEvv", "_Z3fooIP1AEvv foo"}, // a template argument it cannot read
	} {
		if got := strings.Join(KernelNames(tt.sym), " "); got != tt.want {
			t.Errorf("KernelNames(%q) = %q, want %q", tt.sym, got, tt.want)
		}
	}
}
