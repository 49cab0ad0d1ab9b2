package explore

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// LaunchOf returns the launch of m's simtc:launch directive (dir resolves
// @file arguments), or, when the frontend kept no directive (LLVM IR), the
// one in src's comments.
func LaunchOf(m *ir.Module, src []byte, dir string) (*sim.Launch, error) {
	for _, d := range m.Directives {
		if d.Kind == "launch" {
			return sim.ParseLaunch(d.Text, dir)
		}
	}
	ds, err := sim.ScanDirectives(string(src))
	if err != nil {
		return nil, err
	}
	if ds.Launch == "" {
		return nil, fmt.Errorf("explore: no simtc:launch directive")
	}
	return sim.ParseLaunch(ds.Launch, dir)
}
