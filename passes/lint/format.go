package lint

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/simtc/simtc/ir"
)

// WriteText writes findings in the compiler convention: a warning (or
// note) line per finding, then notes: for a loop, each shared read of its
// exit condition, each redefining write, and the safe reconvergence point;
// for a divergent barrier, the divergent branch.
func WriteText(w io.Writer, fs []Finding) error {
	var sb strings.Builder
	for _, f := range fs {
		if f.Suppressed != "" {
			continue
		}
		fmt.Fprintf(&sb, "%s: %s: %s [%s]\n", f.Pos, level(f), message(f), rule(f))
		for _, r := range f.Reads {
			fmt.Fprintf(&sb, "%s: note: the loop's exit condition depends on this %s read (%s)\n", r.Pos, r.memory(), r.What)
		}
		for _, wr := range f.Writes {
			if f.Level == Note {
				fmt.Fprintf(&sb, "%s: note: the write it waits for (%s)\n", wr.Pos, wr.What)
				continue
			}
			fmt.Fprintf(&sb, "%s: note: this write may redefine what the loop reads and is %s (%s)\n", wr.Pos, wr.how(), wr.What)
		}
		if f.Branch != nil {
			fmt.Fprintf(&sb, "%s: note: the barrier is under this branch, whose condition may differ between the threads of a work-group (%s)\n", f.Branch.Pos, f.Branch.What)
		}
		if f.Rule == Rule || f.Rule == RuleBoundedWait {
			fmt.Fprintf(&sb, "%s: note: %s\n", safePos(f), safeText(f.SafePDom))
		}
		for _, n := range f.Notes {
			fmt.Fprintf(&sb, "%s: note: %s\n", f.Pos, n)
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// rule, level and message default to a simt-deadlock warning (findings
// built by hand).
func rule(f Finding) string {
	if f.Rule == "" {
		return Rule
	}
	return f.Rule
}

func level(f Finding) string {
	if f.Level == "" {
		return Warning
	}
	return f.Level
}

func message(f Finding) string {
	if f.Message == "" {
		return Message
	}
	return f.Message
}

// safePos is where the SafePDom note goes: the instruction, or the loop
// when the point is the kernel's exit.
func safePos(f Finding) ir.Pos {
	if f.SafePDom.Exit || !f.SafePDom.Pos.IsKnown() {
		return f.Pos
	}
	return f.SafePDom.Pos
}

func safeText(p Point) string {
	if p.Exit {
		return "safe reconvergence point: the kernel's exit"
	}
	return fmt.Sprintf("safe reconvergence point: before this instruction (block %s)", p.Block)
}

// WriteJSON writes findings as one JSON array (suppressed findings left
// out).
func WriteJSON(w io.Writer, fs []Finding) error {
	type jsonFinding struct {
		Location
		Finding
	}
	out := []jsonFinding{}
	for _, f := range fs {
		if f.Suppressed != "" {
			continue
		}
		f.Rule, f.Level, f.Message = rule(f), level(f), message(f)
		out = append(out, jsonFinding{Location: f.Loc, Finding: f})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// SARIF 2.1.0, the subset simtc writes.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool    sarifTool     `json:"tool"`
		Results []sarifResult `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string       `json:"id"`
		Name             string       `json:"name"`
		ShortDescription sarifMessage `json:"shortDescription"`
		FullDescription  sarifMessage `json:"fullDescription"`
		DefaultConfig    struct {
			Level string `json:"level"`
		} `json:"defaultConfiguration"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID           string          `json:"ruleId"`
		RuleIndex        int             `json:"ruleIndex"`
		Level            string          `json:"level"`
		Message          sarifMessage    `json:"message"`
		Locations        []sarifLocation `json:"locations"`
		RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
		Suppressions     []sarifSuppress `json:"suppressions,omitempty"`
	}
	sarifSuppress struct {
		Kind          string `json:"kind"`
		Justification string `json:"justification,omitempty"`
	}
	sarifLocation struct {
		ID               *int          `json:"id,omitempty"`
		PhysicalLocation sarifPhysical `json:"physicalLocation"`
		Message          *sarifMessage `json:"message,omitempty"`
	}
	sarifPhysical struct {
		ArtifactLocation struct {
			URI string `json:"uri"`
		} `json:"artifactLocation"`
		Region *sarifRegion `json:"region,omitempty"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn,omitempty"`
	}
)

func sarifLoc(p ir.Pos, msg string, id *int) sarifLocation {
	l := sarifLocation{ID: id}
	l.PhysicalLocation.ArtifactLocation.URI = p.File
	if p.Line > 0 {
		l.PhysicalLocation.Region = &sarifRegion{StartLine: p.Line, StartColumn: p.Col}
	}
	if msg != "" {
		l.Message = &sarifMessage{Text: msg}
	}
	return l
}

// sarifRules describes every rule, in the order of the driver's rules.
var sarifRules = []struct {
	id, name, short, full, level string
}{
	{Rule, "SIMTDeadlock", "A loop whose exit depends on shared memory that a diverged thread of the same warp must write.",
		"On SIMT hardware that reconverges at immediate post-dominators, threads of a warp that leave " +
			"this loop wait for the threads still in it, so a write they would make after (or beside) the loop " +
			"can never happen and the loop never exits (ElTantawy & Aamodt, MICRO 2016, Algorithm 1). " +
			"Move the write into the loop, or rewrite with simtc build --ssde.", Warning},
	{RuleBoundedWait, "SIMTBoundedWait", "A bounded wait whose write a diverged thread of the same warp would make: it times out.",
		"The loop finishes by itself (a thread-private bound governs an exit), but the write it waits for " +
			"is one a warp-mate held at the reconvergence point (or on the other side of a divergent branch) " +
			"would make, so under stack-based reconvergence the wait times out instead of seeing it. " +
			"simtc build --ssde (or lint --fix) makes the write happen first.", Warning},
	{RuleBarrier, "SIMTBarrierDivergence", "A barrier under a branch that may diverge within the work-group.",
		"A barrier that only part of a work-group reaches is undefined behaviour in OpenCL and CUDA, and " +
			"deadlocks under stack-based reconvergence with per-thread barrier counting. SSDE cannot fix it: " +
			"make the branch uniform, or move the barrier out of it.", Warning},
	{RuleInterGroup, "InterGroupWait", "A wait for a write by another work-group.",
		"No SIMT deadlock (a branch uniform across the work-group separates the waiter from the writer), " +
			"but the kernel needs its work-groups to be co-scheduled.", Note},
	{RuleWarpSize, "WarpSizeDependent", "A wait that is free of SIMT deadlock only up to a warp size.",
		"The waiting thread and the writer are selected by constant thread ids a warp or more apart; with " +
			"larger warps they would share a warp and the loop may deadlock.", Note},
	{RuleWarpSynchron, "WarpSynchronous", "A loop that relies on warp-synchronous execution.",
		"The loop re-reads its own store to emulate an atomic update (histogram256, bucketsort): no SIMT " +
			"deadlock, but it gives wrong results under independent thread scheduling, SSDE or AWARE " +
			"(ElTantawy & Aamodt, MICRO 2016, section V-B1). Use an atomic.", Note},
}

// WriteSARIF writes findings as a SARIF 2.1.0 log with one run; a
// suppressed finding carries an inSource suppression.
func WriteSARIF(w io.Writer, fs []Finding) error {
	var rules []sarifRule
	index := map[string]int{}
	for k, r := range sarifRules {
		sr := sarifRule{ID: r.id, Name: r.name, ShortDescription: sarifMessage{Text: r.short}, FullDescription: sarifMessage{Text: r.full}}
		sr.DefaultConfig.Level = r.level
		rules = append(rules, sr)
		index[r.id] = k
	}
	run := sarifRun{
		Tool:    sarifTool{Driver: sarifDriver{Name: "simtc", InformationURI: "https://github.com/simtc/simtc", Rules: rules}},
		Results: []sarifResult{},
	}
	for _, f := range fs {
		lv := level(f)
		text := fmt.Sprintf("%s (loop %s in %s)", message(f), f.Loop, f.Func)
		if f.Loop == "" {
			text = fmt.Sprintf("%s (in %s)", message(f), f.Func)
		}
		res := sarifResult{
			RuleID: rule(f), RuleIndex: index[rule(f)], Level: lv,
			Message:   sarifMessage{Text: text},
			Locations: []sarifLocation{sarifLoc(f.Pos, "", nil)},
		}
		if f.Suppressed != "" {
			res.Suppressions = []sarifSuppress{{Kind: "inSource", Justification: f.Suppressed}}
		}
		id := 0
		next := func() *int { id++; v := id; return &v }
		for _, r := range f.Reads {
			res.RelatedLocations = append(res.RelatedLocations, sarifLoc(r.Pos, r.memory()+" read in the exit condition ("+r.What+")", next()))
		}
		for _, wr := range f.Writes {
			res.RelatedLocations = append(res.RelatedLocations, sarifLoc(wr.Pos, "redefining write, "+wr.how()+" ("+wr.What+")", next()))
		}
		if f.Branch != nil {
			res.RelatedLocations = append(res.RelatedLocations, sarifLoc(f.Branch.Pos, "divergent branch ("+f.Branch.What+")", next()))
		}
		if rule(f) == Rule || rule(f) == RuleBoundedWait {
			res.RelatedLocations = append(res.RelatedLocations, sarifLoc(safePos(f), safeText(f.SafePDom), next()))
		}
		run.Results = append(run.Results, res)
	}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
