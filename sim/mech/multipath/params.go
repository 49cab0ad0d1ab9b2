package multipath

import "github.com/simtc/simtc/sim"

// The names of the family's parameters.
const (
	ParamMaxSplits = "max-splits"
	ParamTimeout   = "timeout"
	ParamSTEntries = "st-entries"
	ParamRTEntries = "rt-entries"
)

func maxSplitsParam() sim.Param {
	return sim.PositiveParam(ParamMaxSplits, "at most `N` schedulable splits per warp (default unlimited)", "unlimited")
}

func timeoutParam() sim.Param {
	return sim.PositiveParam(ParamTimeout, "threads waiting `N` cycles at a reconvergence point go on without the others (default off)", "off")
}

func stEntriesParam() sim.Param {
	return sim.PositiveParam(ParamSTEntries, "`N` physical split-table entries per warp, the rest spilled to memory (default unlimited)", "unlimited")
}

func rtEntriesParam() sim.Param {
	return sim.PositiveParam(ParamRTEntries, "`N` physical reconvergence-table entries per warp, the rest spilled to memory (default unlimited)", "unlimited")
}

// Settings are the parameters of the multi-path mechanisms; a zero field
// is the default (unlimited, off).
type Settings struct {
	MaxSplits int   // max-splits (mp, mp-orec): schedulable splits per warp
	Timeout   int64 // timeout (aware): cycles before a delayed reconvergence gives up
	STEntries int   // st-entries (aware): split-table entries before spilling
	RTEntries int   // rt-entries (aware): reconvergence-table entries before spilling
}

// SettingsOf reads the family's settings from parameter values.
func SettingsOf(p sim.Params) Settings {
	return Settings{
		MaxSplits: int(p.Int(ParamMaxSplits)),
		Timeout:   p.Int(ParamTimeout),
		STEntries: int(p.Int(ParamSTEntries)),
		RTEntries: int(p.Int(ParamRTEntries)),
	}
}
