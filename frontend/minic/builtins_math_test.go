package minic

import (
	"strings"
	"testing"
)

// TestMathBuiltinErrors: the math builtins with pointer outputs, as_T and
// nested designators reject what clang rejects, with a position.
func TestMathBuiltinErrors(t *testing.T) {
	pre := "typedef struct { int x, y; } pt;\ntypedef struct { pt a; int arr[4]; int s; } big;\n"
	tests := []struct {
		name, src, want string
	}{
		{"frexp of int", kernel("int e; p[0] = frexp(3, &e);"), "k.cl:3:21: error: frexp needs a float or double argument (or a vector of them), not 'int'"},
		{"frexp float pointer", kernel("float e; p[0] = frexp(1.5f, &e);"), "k.cl:3:29: error: frexp of 'float' needs a pointer to 'int', not 'float *'"},
		{"frexp lanes", kernel("int2 e; float4 x = 1; x = frexp(x, &e);"), "k.cl:3:36: error: frexp of 'float4' needs a pointer to 'int4', not 'int2 *'"},
		{"frexp no pointer", kernel("p[0] = frexp(1.5f, 2);"), "k.cl:3:20: error: the last argument of frexp must be a pointer to 'int', not 'int'"},
		{"lgamma_r constant", "kernel void k(global float *o, constant int *s) { o[0] = lgamma_r(2.5f, s); }",
			"k.cl:1:73: error: lgamma_r writes through its last argument, which points to const or constant memory ('constant int *')"},
		{"remquo arity", kernel("int q; p[0] = remquo(1.0f, &q);"), "k.cl:3:15: error: too few arguments to function call 'remquo', expected 3, have 2"},
		{"remquo mixed vectors", kernel("int4 q; float4 x = 1; float2 y = 1; x = remquo(x, y, &q);"), "k.cl:3:51: error: remquo: 'float2' and 'float4' arguments do not match"},
		{"modf int pointer", kernel("int i; p[0] = modf(1.5f, &i);"), "k.cl:3:26: error: modf needs a pointer to float, double or a vector of them, not 'int *'"},
		{"ilogb of pointer", kernel("p[0] = ilogb(p);"), "k.cl:3:14: error: ilogb needs a float or double argument (or a vector of them), not 'global int *'"},
		{"native_frexp", kernel("int e; p[0] = native_frexp(1.5f, &e);"), "k.cl:3:15: error: unknown function 'native_frexp'"},
		{"rootn of ints", kernel("p[0] = rootn(8, 3);"), "k.cl:3:8: error: rootn needs float or double arguments"},
		{"nan of float", kernel("p[0] = as_int(nan(1.5f));"), "k.cl:3:19: error: nan needs an unsigned integer argument, not 'float'"},
		{"tanpi of int", kernel("p[0] = tanpi(2);"), "k.cl:3:8: error: tanpi needs float or double arguments"},
		{"atan2pi arity", kernel("p[0] = atan2pi(1.0f);"), "k.cl:3:8: error: too few arguments to function call 'atan2pi', expected 2, have 1"},
		{"as_T sizes", kernel("int i = 1; float4 f = as_float4(i);"), "k.cl:3:23: error: invalid reinterpretation: sizes of 'float4' (vector of 4 'float' values) and 'int' must match"},
		{"as_T vector sizes", kernel("float4 f = 1; int2 z = as_int2(f);"), "k.cl:3:24: error: invalid reinterpretation: sizes of 'int2' (vector of 2 'int' values) and 'float4' (vector of 4 'float' values) must match"},
		{"as_T scalar sizes", kernel("short h = as_short(p[0]);"), "k.cl:3:11: error: invalid reinterpretation: sizes of 'short' and 'int' must match"},
		{"as_T of pointer", kernel("long l = as_long(p);"), "k.cl:3:10: error: invalid reinterpretation: 'global int *' cannot be reinterpreted as 'long'"},
		{"nested field of int", pre + kernel("big b = { .s.x = 5 };"), "k.cl:5:13: error: field designator cannot initialize a non-struct, non-union type 'int'"},
		{"nested field of array", pre + kernel("big b = { .arr.x = 5 };"), "k.cl:5:15: error: field designator cannot initialize a non-struct, non-union type 'int[4]'"},
		{"nested index of struct", pre + kernel("big b = { .a[1] = 5 };"), "k.cl:5:13: error: array designator cannot initialize non-array type 'struct <anonymous>'"},
		{"nested unknown field", pre + kernel("big b = { .a.z = 5 };"), "k.cl:5:13: error: field designator 'z' does not refer to any field in type 'struct <anonymous>'"},
		{"nested index bounds", pre + kernel("big b = { .arr[7] = 5 };"), "k.cl:5:16: error: array designator index 7 exceeds array bounds (4)"},
		{"positional after nested", pre + kernel("big b = { .a.x = 1, 2 };"), "k.cl:5:21: error: an initializer without a designator after a nested designator is not supported by mini-C"},
		{"nested into expression", pre + kernel("pt q = {1, 2}; big b = { .a = q, .a.y = 5 };"), "k.cl:5:36: error: a designator into 'struct <anonymous>', which an expression initializes, is not supported by mini-C"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Compile("k.cl", []byte(tt.src), Options{})
			if err == nil {
				t.Fatalf("Compile succeeded, want error %q\n%s", tt.want, m)
			}
			if got := strings.SplitN(err.Error(), "\n", 2)[0]; got != tt.want {
				t.Errorf("Compile:\n%s\ngot  %s\nwant %s", tt.src, got, tt.want)
			}
		})
	}
}
