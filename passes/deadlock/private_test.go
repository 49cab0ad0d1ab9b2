package deadlock

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// TestBoundedPrivateVar: at -O0 a loop counter and its bound live in
// private allocas, not phis. A retry loop bounded by such a counter
// finishes by itself (memStep, and invariant for the bound) and is not
// flagged; it is flagged when the variable may change otherwise: a second
// store in the loop, its address escaping, the bound stored in the loop, or
// the increment not on every way round. The paper's Algorithm 1 flags all.
func TestBoundedPrivateVar(t *testing.T) {
	const tmpl = `define spir_kernel void @k(i32 addrspace(1)* %lock, i32 addrspace(1)* %counter, i32* addrspace(1)* %esc, i32 %n) {
entry:
  %t = alloca i32
  %nn = alloca i32
  %g = alloca i32
  %gotv = alloca i32
  store i32 0, i32* %gotv
  store i32 %n, i32* %nn
  store i32 0, i32* %t
  %gs = call spir_func i64 @_Z15get_global_sizej(i32 0)
  %gs32 = trunc i64 %gs to i32
  store i32 %gs32, i32* %g
  ENTRY
  br label %cond
cond:
  %tv = load i32, i32* %t
  %nv = load i32, i32* %nn
  %lt = icmp slt i32 %tv, %nv
  br i1 %lt, label %body, label %done
body:
  BODY
  %old = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* %lock, i32 0, i32 1)
  %won = icmp eq i32 %old, 0
  br i1 %won, label %got, label %inc
inc:
  INC
  br label %cond
got:
  store i32 1, i32* %gotv
  br label %done
done:
  %gl = load i32, i32* %gotv
  %gz = icmp ne i32 %gl, 0
  br i1 %gz, label %crit, label %exit
crit:
  %c = load i32, i32 addrspace(1)* %counter
  %c1 = add i32 %c, 1
  store i32 %c1, i32 addrspace(1)* %counter
  %r = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* %lock, i32 0)
  br label %exit
exit:
  ret void
}
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)*, i32, i32)
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)*, i32)
declare spir_func i64 @_Z15get_global_sizej(i32)
`
	const step = "%tl = load i32, i32* %t\n  %tn = add i32 %tl, 1\n  store i32 %tn, i32* %t"
	for _, c := range []struct {
		name             string
		entry, body, inc string
		flagged          bool
	}{
		{"counter", "", "", step, false},
		{"grid stride in a variable", "", "", "%tl = load i32, i32* %t\n  %gv = load i32, i32* %g\n  %tn = add i32 %tl, %gv\n  store i32 %tn, i32* %t", false},
		{"reset in the loop", "", "store i32 0, i32* %t", step, true},
		{"address escapes", "store i32* %t, i32* addrspace(1)* %esc", "", step, true},
		{"bound stored in the loop", "", "", step + "\n  %nb = add i32 %nv, 1\n  store i32 %nb, i32* %nn", true},
		{"step re-read from memory", "", "", "%tl = load i32, i32* %t\n  %lv = load i32, i32 addrspace(1)* %counter\n  %tn = add i32 %tl, %lv\n  store i32 %tn, i32* %t", true},
		{"step not on every way round", "", "", "%odd = icmp eq i32 %old, 2\n  br i1 %odd, label %bump, label %cond\nbump:\n  " + step, true},
	} {
		src := strings.NewReplacer("ENTRY", c.entry, "BODY", c.body, "INC", c.inc).Replace(tmpl)
		m, err := llvm.Import("k.ll", []byte(src), llvm.Options{})
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.name, err, src)
		}
		prepare(t, m)
		if got := len(flaggedLines(m, Options{})) > 0; got != c.flagged {
			t.Errorf("%s: flagged %v, want %v\n%s", c.name, got, c.flagged, describe(m))
		}
		if len(flaggedLines(m, Options{Paper: true})) == 0 {
			t.Errorf("%s: the paper's Algorithm 1 does not flag it", c.name)
		}
	}
}
