// Dead-function removal drops the device functions no kernel reaches
// through calls; after Inline, that is every device function.
//
//	before                          after
//
//	kernel @k  ──call──► func @g     kernel @k
//	func @h                          (g inlined and unreferenced, h never called)
//
// Algorithm:
//  1. Mark the kernels; then, depth-first, every function a marked
//     function calls.
//  2. Keep the marked functions, in module order. A module without kernels
//     (a library of device functions) is left as it is.

package transform

import "github.com/simtc/simtc/ir"

// RemoveDeadFuncs deletes the functions of m that no kernel can call and
// returns their names in module order.
func RemoveDeadFuncs(m *ir.Module) []string {
	live := make(map[*ir.Func]bool, len(m.Funcs))
	var stack []*ir.Func
	for _, f := range m.Funcs {
		if f.Kernel {
			live[f] = true
			stack = append(stack, f)
		}
	}
	if len(stack) == 0 {
		return nil
	}
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, c := range callsOf(f) {
			if g := c.Callee(); g != nil && !live[g] {
				live[g] = true
				stack = append(stack, g)
			}
		}
	}
	var removed []string
	kept := make([]*ir.Func, 0, len(m.Funcs))
	for _, f := range m.Funcs {
		if live[f] {
			kept = append(kept, f)
		} else {
			removed = append(removed, f.Name)
		}
	}
	m.Funcs = kept
	return removed
}
