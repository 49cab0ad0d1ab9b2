package llvmir

import (
	"regexp"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// TestKeepsLaneAlignment: the lanes of a vector load or store that the
// frontend split get the alignment of their own address (lane k of an
// access aligned to A is k·size bytes past it: A for lane 0, else the
// largest power of two dividing A and k·size) and the access's !tbaa tag
// when it is clang's "omnipotent char" (which aliases the lane's type),
// not another tag.
func TestKeepsLaneAlignment(t *testing.T) {
	const src = `target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_kernel void @k(<4 x i32> addrspace(1)* %a, <2 x i64> addrspace(1)* %b, <4 x float> addrspace(1)* %c) {
  %x = load <4 x i32>, <4 x i32> addrspace(1)* %a, align 16, !tbaa !0
  %y = bitcast <4 x i32> %x to <2 x i64>
  store <2 x i64> %y, <2 x i64> addrspace(1)* %b, align 8, !tbaa !0
  %f = load <4 x float>, <4 x float> addrspace(1)* %c, align 4, !tbaa !3
  %g = fadd <4 x float> %f, %f
  store <4 x float> %g, <4 x float> addrspace(1)* %c, align 16, !tbaa !3
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"omnipotent char", !2, i64 0}
!2 = !{!"Simple C/C++ TBAA"}
!3 = !{!4, !4, i64 0}
!4 = !{!"float", !1, i64 0}
`
	m, err := llvm.Import("lanes.ll", []byte(src), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := Write(m, Options{Template: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	access := regexp.MustCompile(`^\s*(?:%\S+ = )?(load|store) (i32|i64|float)\b.*?(, align (\d+))?(, !tbaa !\d+)?$`)
	var got []string
	for _, l := range strings.Split(string(out), "\n") {
		if m := access.FindStringSubmatch(l); m != nil {
			got = append(got, m[1]+" "+m[2]+" align="+m[4]+" tbaa="+map[bool]string{true: "yes", false: "no"}[m[5] != ""])
		}
	}
	want := []string{
		"load i32 align=16 tbaa=yes", "load i32 align=4 tbaa=yes", "load i32 align=8 tbaa=yes", "load i32 align=4 tbaa=yes",
		"store i64 align=8 tbaa=yes", "store i64 align=8 tbaa=yes",
		"load float align=4 tbaa=no", "load float align=4 tbaa=no", "load float align=4 tbaa=no", "load float align=4 tbaa=no",
		"store float align=16 tbaa=no", "store float align=4 tbaa=no", "store float align=8 tbaa=no", "store float align=4 tbaa=no",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lane accesses:\n%s\nwant:\n%s\noutput:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
}
