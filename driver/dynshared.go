package driver

import (
	"fmt"
	"slices"
	"strings"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// Dynamic shared memory (issue 27): a kernel that uses a CUDA extern
// __shared__ array (a [0 x T] shared global in the IR, which the backend
// puts where the launch's shared-bytes go) launched with no dynamic
// shared memory can only fault at its first access; it is refused at
// launch instead. Only the kernels that reference such an array, in
// their own code or in a device function they call, are: a file's other
// kernels launch without shared-bytes.

// isDynShared reports whether g is a dynamic shared array.
func isDynShared(g *ir.Global) bool {
	at, ok := g.Elem.(ir.ArrayType)
	return ok && at.Len == 0 && g.Space == ir.SpaceShared && g.Init == nil
}

// dynSharedUses returns, per kernel of m that references a dynamic shared
// array (directly or through the functions it calls), the arrays' names,
// sorted.
func dynSharedUses(m *ir.Module) map[string][]string {
	direct := map[*ir.Func][]string{}
	callees := map[*ir.Func][]*ir.Func{}
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			if i.Op == ir.OpCall && i.Callee() != nil {
				callees[f] = append(callees[f], i.Callee())
			}
			for _, a := range i.Args {
				if g, ok := a.(*ir.Global); ok && isDynShared(g) && !slices.Contains(direct[f], g.Name) {
					direct[f] = append(direct[f], g.Name)
				}
			}
		})
	}
	var out map[string][]string
	for _, k := range m.Funcs {
		if !k.Kernel {
			continue
		}
		var names []string
		seen := map[*ir.Func]bool{}
		var visit func(f *ir.Func)
		visit = func(f *ir.Func) {
			if seen[f] {
				return
			}
			seen[f] = true
			for _, n := range direct[f] {
				if !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
			for _, c := range callees[f] {
				visit(c)
			}
		}
		visit(k)
		if len(names) > 0 {
			slices.Sort(names)
			if out == nil {
				out = map[string][]string{}
			}
			out[k.Name] = names
		}
	}
	return out
}

// CheckSharedBytes refuses launch l of kernel (its symbol; "" for the
// file's only kernel) when the kernel uses a dynamic shared array and
// the launch gives it no dynamic shared memory (shared-bytes). Launch
// errors name the kernel, the array and how to give the bytes; they are
// *sim.LaunchFieldError of shared-bytes, for Source.LaunchError.
func (s *Source) CheckSharedBytes(kernel string, l *sim.Launch) error {
	if l.SharedBytes > 0 || len(s.dynShared) == 0 {
		return nil
	}
	if kernel == "" && len(s.dynShared) == 1 && len(s.kernels) == 1 {
		kernel = s.kernels[0]
	}
	names, ok := s.dynShared[kernel]
	if !ok {
		return nil
	}
	shown := kernel
	if ks := llvm.KernelNames(kernel); len(ks) > 1 {
		shown = ks[1] + " (" + kernel + ")"
	}
	arrays := "@" + strings.Join(names, ", @")
	return &sim.LaunchFieldError{Field: "shared-bytes", Err: fmt.Errorf("kernel %s uses the dynamic shared array %s (extern __shared__), but the launch gives it no dynamic shared memory: give --shared-bytes N or simtc:launch shared-bytes=N, its bytes per block", shown, arrays)}
}
