package deadlock

// RuleNames are the issue-31 rules the digest explanation toggles.
var RuleNames = []string{"no-sync", "own-store", "exclusive-zone", "warp-distance", "uniform-separation", "lock-free", "warp-sync-echo", "gate-prune", "bounded-wait"}

// WithRulesOff returns opt with the named rules (RuleNames) turned off.
func WithRulesOff(opt Options, names ...string) Options {
	for _, n := range names {
		for k, r := range RuleNames {
			if r == n {
				opt.off |= 1 << k
			}
		}
	}
	return opt
}
