package llvmir

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/ssde"
)

// SSDETransforms names what ApplySSDE does, for Options.Transforms.
var SSDETransforms = []string{"inline", "merge-returns", "ssde"}

// ApplySSDE prepares m as `simtc build --ssde` does (device functions
// inlined, returns merged), runs Static SIMT Deadlock Elimination on every
// analysed function, and returns the loops it rewrote, in function order
// and, within a function, in the order of the loop forest.
func ApplySSDE(m *ir.Module, opt deadlock.Options) ([]Rewrite, error) {
	fs, err := lint.Prepare(m)
	if err != nil {
		return nil, err
	}
	var out []Rewrite
	for _, f := range fs {
		// The headers of the flagged units (natural loops and spin
		// regions) before the rewrite, which moves no header.
		det := deadlock.Detect(f, opt)
		headers := make([]*ir.Block, len(det.Loops))
		for k, l := range det.Loops {
			headers[k] = l.Region.Header
		}
		// The same checked SSDE as build --ssde: a loop may be left as
		// it is when no placement is safe (ssde.Result.Fallbacks).
		res, err := ssde.Apply(f, opt)
		if err != nil {
			return nil, err
		}
		if err := ir.Verify(f); err != nil {
			panic(fmt.Sprintf("ssde: %s: the transformed function is not valid IR:\n%v", f.Name, err))
		}
		isSwitch := map[*ir.Block]bool{}
		for _, s := range res.Switches {
			isSwitch[s] = true
		}
		seen := map[*ir.Block]bool{}
		for _, h := range headers {
			if seen[h] {
				continue
			}
			seen[h] = true
			for _, p := range h.Preds {
				if isSwitch[p] {
					out = append(out, Rewrite{Func: f.Name, Loop: h.Name, Switch: p.Name})
					break
				}
			}
		}
	}
	return out, nil
}
