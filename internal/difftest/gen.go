// Package difftest is a differential tester over the whole simtc chain:
// it generates random kernels in mini-C (structured and unstructured
// control flow: nested if/else, for, while and do-while loops with break
// and continue, switch with fall-through, short-circuit conditions, forward
// gotos out of nested statements, goto loops with two entries (irreducible),
// device-function calls, barriers in uniform positions (the top level, and
// loops with a uniform trip count), commutative
// atomics, shared and private memory, and optionally a spin lock), compiles
// them with simtc's pipeline (with or without SSDE, under either
// reconvergence rule, inlined or not), runs them under every mechanism the
// simulator registers, and compares the final memory with mimd's, the
// semantic reference.
//
// A generated kernel is deterministic by construction: every thread writes
// only its own slots of the output buffer and of shared memory, reads a
// neighbour's shared slot only between two barriers at the kernel's top
// level, and uses atomics only for their effect (never their result), so
// any fair interleaving gives the same memory. Every loop is bounded by a
// counter of its own. A run that does not end with status ok is a failure
// unless the kernel has synchronization (the spin lock), where the SIMT
// mechanisms may deadlock; mimd must always finish.
//
// The generator reads its choices from a byte string (the fuzz input); when
// the bytes run out every choice is the smallest, so any input is a valid
// kernel.
package difftest

import (
	"fmt"
	"strings"
)

// Kernel is a generated kernel with its launch.
type Kernel struct {
	Source  string
	Sync    bool // has a spin lock: non-ok statuses are allowed off mimd
	Helper  bool // has a device function
	Grid    int
	Block   int
	Warp    int
	SSDE    bool
	Nvidia  bool
	Inline  bool
	Barrier bool
}

// source reads choices from the fuzz input.
type source struct {
	data []byte
	pos  int
}

// pick returns a choice in [0, n).
func (s *source) pick(n int) int {
	if n <= 1 || s.pos >= len(s.data) {
		return 0
	}
	b := int(s.data[s.pos])
	s.pos++
	return b % n
}

// chance returns true with probability about k/8.
func (s *source) chance(k int) bool { return s.pick(8) < k }

type gen struct {
	s        *source
	b        strings.Builder
	indent   int
	budget   int // statements left
	labels   int
	counters int
	loops    int // enclosing loops (for break/continue)
	ends     []string
	helper   bool
	noReturn bool
	slots    int // output slots per thread
}

const (
	numSlots = 4
	maxDepth = 4
	// maxLoops bounds loop nesting (each loop runs at most 4 times), so
	// that a kernel stays short: long runs without memory writes are
	// taken for deadlocks by the simulator's no-progress window.
	maxLoops = 2
)

func (g *gen) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("    ", g.indent))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// vars are the per-thread variables expressions read and write.
var vars = []string{"a", "b", "c"}

// expr returns an int expression of at most depth d.
func (g *gen) expr(d int) string {
	if d <= 0 {
		switch g.s.pick(6) {
		case 0:
			return vars[g.s.pick(len(vars))]
		case 1:
			return fmt.Sprint(g.s.pick(9))
		case 2:
			return "tid"
		case 3:
			return fmt.Sprintf("data[(%s) & 15]", vars[g.s.pick(len(vars))])
		case 4:
			return fmt.Sprintf("pa[%s & 3]", vars[g.s.pick(len(vars))])
		default:
			return vars[g.s.pick(len(vars))]
		}
	}
	x, y := g.expr(d-1), g.expr(d-1)
	switch g.s.pick(12) {
	case 0:
		return fmt.Sprintf("(%s + %s)", x, y)
	case 1:
		return fmt.Sprintf("(%s - %s)", x, y)
	case 2:
		return fmt.Sprintf("(%s * %s)", x, y)
	case 3:
		return fmt.Sprintf("(%s ^ %s)", x, y)
	case 4:
		return fmt.Sprintf("(%s / ((%s & 7) + 1))", x, y)
	case 5:
		return fmt.Sprintf("(%s %% ((%s & 7) + 1))", x, y)
	case 6:
		return fmt.Sprintf("(%s << (%s & 7))", x, y)
	case 7:
		return fmt.Sprintf("(%s ? %s : %s)", g.cond(d-1), x, y)
	case 8:
		if g.helper {
			return fmt.Sprintf("helper(%s, %s)", x, y)
		}
		return fmt.Sprintf("(%s & %s)", x, y)
	case 9:
		return fmt.Sprintf("sh[tid] + %s", x)
	case 10:
		return fmt.Sprintf("out[slot + %d]", g.s.pick(numSlots))
	default:
		return fmt.Sprintf("(%s | %s)", x, y)
	}
}

// cond returns a condition, often with short-circuit operators.
func (g *gen) cond(d int) string {
	ops := []string{"<", "<=", "==", "!=", ">", ">="}
	x := g.expr(d)
	c := fmt.Sprintf("%s %s %s", x, ops[g.s.pick(len(ops))], g.expr(0))
	if d <= 0 {
		return "(" + c + ")"
	}
	switch g.s.pick(5) {
	case 0:
		return fmt.Sprintf("(%s && %s)", c, g.cond(d-1))
	case 1:
		return fmt.Sprintf("(%s || %s)", c, g.cond(d-1))
	case 2:
		return fmt.Sprintf("(!(%s))", c)
	}
	return "(" + c + ")"
}

func (g *gen) counter() string {
	g.counters++
	return fmt.Sprintf("k%d", g.counters-1)
}

func (g *gen) label() string {
	g.labels++
	return fmt.Sprintf("L%d", g.labels-1)
}

// block generates a statement list at nesting depth d; with an end label
// (probability 3/8) forward gotos from inside may jump to its end.
func (g *gen) block(d int) {
	end := ""
	if g.s.chance(3) {
		end = g.label()
		g.ends = append(g.ends, end)
	}
	n := 1 + g.s.pick(4)
	for k := 0; k < n && g.budget > 0; k++ {
		g.stmt(d)
	}
	if end != "" {
		g.ends = g.ends[:len(g.ends)-1]
		g.line("%s: ;", end)
	}
}

func (g *gen) nested(d int, head string) {
	g.line("%s {", head)
	g.indent++
	g.block(d + 1)
	g.indent--
	g.line("}")
}

// stmt generates one statement at depth d.
func (g *gen) stmt(d int) {
	g.budget--
	v := vars[g.s.pick(len(vars))]
	k := g.s.pick(16)
	if d >= maxDepth && k < 9 || g.loops >= maxLoops && k >= 1 && k <= 3 {
		k += 9
	}
	switch k {
	case 0: // if / else
		g.nested(d, fmt.Sprintf("if %s", g.cond(2)))
		if g.s.chance(4) {
			g.nested(d, "else")
		}
	case 1: // for with a divergent bound
		i := g.counter()
		g.loops++
		g.nested(d, fmt.Sprintf("for (%s = 0; %s < (%s & 3) + 1; %s++)", i, i, g.expr(1), i))
		g.loops--
	case 2: // while with its own counter
		i := g.counter()
		g.line("%s = 0;", i)
		g.loops++
		g.line("while (%s < %d && %s) {", i, 1+g.s.pick(4), g.cond(1))
		g.indent++
		g.line("%s++;", i)
		g.block(d + 1)
		g.indent--
		g.line("}")
		g.loops--
	case 3: // do-while
		i := g.counter()
		g.line("%s = 0;", i)
		g.loops++
		g.line("do {")
		g.indent++
		g.line("%s++;", i)
		g.block(d + 1)
		g.indent--
		g.line("} while (%s < %d && %s);", i, 1+g.s.pick(4), g.cond(1))
		g.loops--
	case 4: // switch with fall-through
		g.line("switch (%s & 3) {", g.expr(1))
		for c := 0; c < 4; c++ {
			if c == 3 {
				g.line("default:")
			} else {
				g.line("case %d:", c)
			}
			g.indent++
			g.stmt(d + 1)
			if g.s.chance(5) {
				g.line("break;")
			}
			g.indent--
		}
		g.line("}")
	case 5: // goto loop with two entries (irreducible)
		i, j := g.counter(), g.counter()
		l1, l2 := g.label(), g.label()
		g.line("%s = 0; %s = 0;", i, j)
		g.line("if %s goto %s;", g.cond(1), l2)
		g.line("%s: %s++;", l1, i)
		g.stmt(d + 1)
		g.line("%s: %s++;", l2, j)
		g.stmt(d + 1)
		g.line("if (%s + %s < %d && %s) goto %s;", i, j, 2+g.s.pick(5), g.cond(1), l1)
	case 6: // forward goto to the end of an enclosing list
		if len(g.ends) > 0 {
			g.line("if %s goto %s;", g.cond(1), g.ends[g.s.pick(len(g.ends))])
		} else {
			g.line("%s = %s;", v, g.expr(2))
		}
	case 7: // break / continue
		if g.loops > 0 {
			kw := "break"
			if g.s.chance(4) {
				kw = "continue"
			}
			g.line("if %s %s;", g.cond(1), kw)
		} else {
			g.line("%s += %s;", v, g.expr(1))
		}
	case 8: // a compound block
		g.nested(d, "")
	case 9, 10:
		g.line("%s = %s;", v, g.expr(2))
	case 11:
		g.line("out[slot + %d] = %s;", g.s.pick(numSlots), g.expr(2))
	case 12:
		// Only operations that commute share a counter, so the final
		// value does not depend on the order: cnt[0], cnt[1] and cnt[7]
		// add and subtract, cnt[2..6] take one operation each.
		switch op := g.s.pick(7); op {
		case 0, 1:
			g.line("%s(&cnt[(%s & 1) * 7], %s);", []string{"atomic_add", "atomic_sub"}[op], g.expr(1), g.expr(1))
		default:
			ops := []string{"", "", "atomic_or", "atomic_and", "atomic_xor", "atomic_min", "atomic_max"}
			g.line("%s(&cnt[%d], %s);", ops[op], op, g.expr(1))
		}
	case 13:
		g.line("sh[tid] = %s;", g.expr(2))
	case 14:
		g.line("pa[%s & 3] = %s;", g.expr(0), g.expr(1))
	default:
		if !g.noReturn && g.s.chance(2) {
			g.line("if %s return;", g.cond(1))
		} else {
			g.line("atomic_inc(&cnt[%s & 1]);", g.expr(0))
		}
	}
}

// Generate builds a kernel from data.
func Generate(data []byte) *Kernel {
	s := &source{data: data}
	k := &Kernel{}
	warps := []int{4, 8, 32, 2, 16}
	k.Warp = warps[s.pick(len(warps))]
	k.Block = 1 + s.pick(64)
	k.Grid = 1 + s.pick(2)
	k.SSDE = s.chance(2)
	k.Nvidia = s.chance(2)
	k.Inline = !s.chance(2)
	k.Sync = s.chance(1)
	nseg := 1 + s.pick(3)
	k.Barrier = nseg > 1
	g := &gen{s: s, budget: 6 + s.pick(30), noReturn: k.Barrier || k.Sync}
	g.helper = s.chance(3)
	k.Helper = g.helper

	// Body first (counts counters and labels), then the header.
	var body strings.Builder
	g.indent = 1
	for seg := 0; seg < nseg; seg++ {
		if seg > 0 {
			// Barriers only where every thread is: at the top level, or
			// in a loop with a uniform trip count. A thread writes its
			// own shared slot only after the barrier that ends the
			// reads of the others' slots.
			v := vars[s.pick(len(vars))]
			loop := s.chance(3)
			if loop {
				u := g.counter()
				g.line("for (%s = 0; %s < n; %s++) {", u, u, u)
				g.indent++
			}
			g.line("barrier(CLK_LOCAL_MEM_FENCE);")
			g.line("%s += sh[(tid + %d) %% get_local_size(0)];", v, 1+s.pick(7))
			g.line("barrier(CLK_LOCAL_MEM_FENCE);")
			if loop {
				g.line("sh[tid] = %s;", g.expr(1))
				g.indent--
				g.line("}")
			}
		}
		if k.Sync && seg == 0 {
			g.line("while (atomic_cmpxchg(lock, 0, 1) != 0) {")
			g.line("}")
			g.line("crit[0] = crit[0] + 1;")
			g.line("atomic_xchg(lock, 0);")
		}
		g.line("{")
		g.indent++
		g.block(1)
		g.indent--
		g.line("}")
	}
	g.line("out[slot + 0] += a; out[slot + 1] += b; out[slot + 2] += c;")
	body.WriteString(g.b.String())

	var h strings.Builder
	fmt.Fprintf(&h, "// simtc:launch grid=%d block=%d warp=%d out=int32[%d] cnt=int32[8] lock=int32[1] crit=int32[1] data=int32[16]:3,-1,4,1,-5,9,2,-6,5,3,-5,8,9,7,-9,3 n=%d\n\n",
		k.Grid, k.Block, k.Warp, k.Grid*k.Block*numSlots, 1+s.pick(3))
	if g.helper {
		h.WriteString("int helper(int x, int y)\n{\n    if (x < y)\n        return x * 2 + y;\n    if (x == y)\n        return 7;\n    return y - x;\n}\n\n")
	}
	h.WriteString("kernel void fuzz(global int *out, global int *cnt, volatile global int *lock, global int *crit, global int *data, int n)\n{\n")
	h.WriteString("    int tid = get_local_id(0);\n")
	h.WriteString("    int slot = get_global_id(0) * 4;\n")
	h.WriteString("    int a = tid, b = data[tid & 15], c = 1;\n")
	h.WriteString("    int pa[4];\n    local int sh[64];\n")
	h.WriteString("    pa[0] = 0; pa[1] = 1; pa[2] = 2; pa[3] = 3;\n")
	h.WriteString("    sh[tid] = tid * 3;\n")
	for i := 0; i < g.counters; i++ {
		fmt.Fprintf(&h, "    int k%d = 0;\n", i)
	}
	h.WriteString(body.String())
	h.WriteString("}\n")
	k.Source = h.String()
	return k
}
