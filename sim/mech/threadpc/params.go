package threadpc

import "github.com/simtc/simtc/sim"

// ParamNoSP is the name of the no-sp parameter.
const ParamNoSP = "no-sp"

func noSPParam() sim.Param {
	return sim.SwitchParam(ParamNoSP, "arbitrate on min(PC) alone, without the stack pointer (Collange's Listing 1 failure)")
}

// Settings are the parameters of the per-thread-PC mechanisms.
type Settings struct {
	NoSP bool // no-sp (minpc): arbitrate on min(PC) without the stack pointer
}

// SettingsOf reads the family's settings from parameter values.
func SettingsOf(p sim.Params) Settings { return Settings{NoSP: p.Bool(ParamNoSP)} }
