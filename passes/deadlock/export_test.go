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

// WithWalks returns opt set to answer Detect's path questions by the
// direct walks (the reference for safepoint.go), with chunk regions per
// closure (0: the default).
func WithWalks(opt Options, walk bool, chunk int) Options {
	opt.walk, opt.chunk = walk, chunk
	return opt
}

// WithNear returns opt set to answer the path questions of safepoint.go
// by its closures only (near 1), by its limited walks only (near 2), or
// by cost (near 0, the default).
func WithNear(opt Options, near int) Options {
	opt.near = int8(near)
	return opt
}

// RandomCFG is randomCFG (paths_test.go) for the external tests.
var RandomCFG = randomCFG
