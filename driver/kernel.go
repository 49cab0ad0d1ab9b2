package driver

import (
	"fmt"
	"slices"
	"strings"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// SelectKernel resolves the kernel launch l names (l.Kernel, from --kernel
// or simtc:launch kernel=) among obj's kernels, for every input kind: by
// its symbol or by a demangled name of a CUDA kernel (llvm.KernelNames:
// "VoteAnyKernel1", "MatrixMulCUDA<16>"). l.Kernel becomes the symbol.
// Without a name, obj must have one kernel. The errors list the kernels.
func SelectKernel(obj *isa.Object, l *sim.Launch) error {
	names := make([]string, len(obj.Kernels))
	for i := range obj.Kernels {
		names[i] = obj.Kernels[i].Name
	}
	return SelectKernelOf(names, l)
}

// SelectKernelOf is SelectKernel among the kernels named (their symbols),
// for a caller that has a module rather than an object.
func SelectKernelOf(kernels []string, l *sim.Launch) error {
	if len(kernels) == 0 {
		return fmt.Errorf("the file has no kernel")
	}
	if l.Kernel == "" {
		if len(kernels) == 1 {
			return nil
		}
		return fmt.Errorf("the file has %d kernels; name one with --kernel NAME or simtc:launch kernel=NAME: %s", len(kernels), kernelList(kernels))
	}
	if slices.Contains(kernels, l.Kernel) {
		return nil
	}
	var found []string
	for _, k := range kernels {
		if slices.Contains(llvm.KernelNames(k), l.Kernel) {
			found = append(found, k)
		}
	}
	switch len(found) {
	case 1:
		l.Kernel = found[0]
		return nil
	case 0:
		return fmt.Errorf("no kernel %s; the kernels are: %s", l.Kernel, kernelList(kernels))
	}
	return fmt.Errorf("kernel name %s is ambiguous: %s (give the symbol)", l.Kernel, strings.Join(found, ", "))
}

// kernelList names kernels: a demangled name with its symbol.
func kernelList(kernels []string) string {
	var out []string
	for _, k := range kernels {
		names := llvm.KernelNames(k)
		if len(names) > 1 {
			out = append(out, names[1]+" ("+k+")")
		} else {
			out = append(out, k)
		}
	}
	return strings.Join(out, ", ")
}

// CheckBlock checks launch l of obj (compiled from s) against the
// reqd_work_group_size its kernel gives: the block must be that size, as
// OpenCL's clEnqueueNDRangeKernel requires (CL_INVALID_WORK_GROUP_SIZE).
func (s *Source) CheckBlock(obj *isa.Object, l *sim.Launch) error {
	name := l.Kernel
	if name == "" && len(obj.Kernels) == 1 {
		name = obj.Kernels[0].Name
	}
	r, ok := s.reqd[name]
	if !ok {
		return nil
	}
	if b := l.BlockDims(); b != r {
		return fmt.Errorf("kernel %s requires a block of %d,%d,%d (reqd_work_group_size); the launch's is %d,%d,%d", name, r[0], r[1], r[2], b[0], b[1], b[2])
	}
	return nil
}
