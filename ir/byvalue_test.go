package ir

import (
	"strings"
	"testing"
)

// The verifier checks a by-value marker against the launch convention.
func TestVerifyByValue(t *testing.T) {
	for _, tc := range []struct{ param, want string }{
		{`%t: i32 byvalue "uchar4" vector [4 x i8]`, ""},
		{`%t: i32 byvalue "uchar3" vector [3 x i8]`, ""},
		{`%t: i64 byvalue "float2" vector [2 x f32]`, ""},
		{`%t: *global [3 x f32] byvalue "float3" vector [3 x f32]`, ""},
		{`%t: i16 byvalue "uchar4" vector [4 x i8]`, "by-value uchar4 has type i16, want i32"},
		{`%t: *global [4 x f32] byvalue "float2" vector [2 x f32]`, "want i64"},
		{`%t: i32 byvalue "float4" vector [4 x f32]`, "want *global [4 x f32]"},
		{`%t: i32 byvalue "v" vector [1 x i32]`, "by-value vector of 1 x i32"},
		{`%t: *global [3 x i32] byvalue "struct S" record 12 align 4 {0: f32, 4: f32, 8: f32}`, ""},
		{`%t: *private [3 x i32] byvalue "struct S" record 12 align 4 {}`, "want a *global buffer"},
		{`%t: *global [3 x i32] byvalue "struct S" record 16 align 4 {}`, "want a *global buffer"},
		{`%t: *global [3 x i32] byvalue "struct S" record 12 align 8 {}`, "bad alignment 8"},
		{`%t: *global [3 x i32] byvalue "struct S" record 12 align 4 {4: f32, 0: f32}`, "bad member f32 at offset 0"},
		{`%t: *global [3 x i32] byvalue "struct S" record 12 align 4 {10: f32}`, "bad member f32 at offset 10"},
	} {
		m, err := Parse("k.ir", []byte("kernel @k("+tc.param+") {\nentry:\n  ret\n}\n"))
		if err != nil {
			t.Fatalf("%s: %v", tc.param, err)
		}
		err = VerifyModule(m)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.param, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want %q", tc.param, err, tc.want)
		}
	}
	m, err := Parse("k.ir", []byte("func @f(%t: i32 byvalue \"uchar4\" vector [4 x i8]) {\nentry:\n  ret\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyModule(m); err == nil || !strings.Contains(err.Error(), "device function is marked by-value") {
		t.Errorf("device function: error %v", err)
	}
}

func TestParseByValueErrors(t *testing.T) {
	for _, tc := range []struct{ param, want string }{
		{`%t: i32 byvalue uchar4`, "the type's name"},
		{`%t: i32 byvalue "x" matrix`, "expected 'vector' or 'record'"},
		{`%t: i32 byvalue "x" vector i32`, "written [N x T]"},
		{`%t: *global [1 x i32] byvalue "x" record 4 algn 4 {}`, "expected 'align'"},
		{`%t: *global [1 x i32] byvalue "x" record 4 align 4 {0 f32}`, "':'"},
		{`%t: *global [1 x i32] byvalue "x" record -4 align 4 {}`, "invalid record size"},
	} {
		_, err := Parse("k.ir", []byte("kernel @k("+tc.param+") {\nentry:\n  ret\n}\n"))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.param, err, tc.want)
		}
	}
}
