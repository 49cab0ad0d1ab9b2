package lint

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/simtc/simtc/ir"
)

// WriteText writes findings in the compiler convention: a warning line per
// loop, then notes for each shared read of its exit condition, each
// redefining write, and the safe reconvergence point.
func WriteText(w io.Writer, fs []Finding) error {
	var sb strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&sb, "%s: warning: %s [%s]\n", f.Pos, Message, Rule)
		for _, r := range f.Reads {
			fmt.Fprintf(&sb, "%s: note: the loop's exit condition depends on this shared-memory read (%s)\n", r.Pos, r.What)
		}
		for _, wr := range f.Writes {
			fmt.Fprintf(&sb, "%s: note: this write may redefine what the loop reads and is %s (%s)\n", wr.Pos, wr.how(), wr.What)
		}
		fmt.Fprintf(&sb, "%s: note: %s\n", safePos(f), safeText(f.SafePDom))
		for _, n := range f.Notes {
			fmt.Fprintf(&sb, "%s: note: %s\n", f.Pos, n)
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
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

// WriteJSON writes findings as one JSON array.
func WriteJSON(w io.Writer, fs []Finding) error {
	if fs == nil {
		fs = []Finding{}
	}
	type jsonFinding struct {
		Location
		Rule    string `json:"rule"`
		Message string `json:"message"`
		Finding
	}
	out := make([]jsonFinding, len(fs))
	for k, f := range fs {
		out[k] = jsonFinding{Location: f.Loc, Rule: Rule, Message: Message, Finding: f}
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

// WriteSARIF writes findings as a SARIF 2.1.0 log with one run.
func WriteSARIF(w io.Writer, fs []Finding) error {
	rule := sarifRule{
		ID:               Rule,
		Name:             "SIMTDeadlock",
		ShortDescription: sarifMessage{Text: "A loop whose exit depends on shared memory that a diverged thread of the same warp must write."},
		FullDescription: sarifMessage{Text: "On SIMT hardware that reconverges at immediate post-dominators, threads of a warp that leave " +
			"this loop wait for the threads still in it, so a write they would make after (or beside) the loop " +
			"can never happen and the loop never exits (ElTantawy & Aamodt, MICRO 2016, Algorithm 1). " +
			"Move the write into the loop, or rewrite with simtc build --ssde."},
	}
	rule.DefaultConfig.Level = "warning"
	run := sarifRun{
		Tool:    sarifTool{Driver: sarifDriver{Name: "simtc", InformationURI: "https://github.com/simtc/simtc", Rules: []sarifRule{rule}}},
		Results: []sarifResult{},
	}
	for _, f := range fs {
		res := sarifResult{
			RuleID: Rule, Level: "warning",
			Message:   sarifMessage{Text: fmt.Sprintf("%s (loop %s in %s)", Message, f.Loop, f.Func)},
			Locations: []sarifLocation{sarifLoc(f.Pos, "", nil)},
		}
		id := 0
		next := func() *int { id++; v := id; return &v }
		for _, r := range f.Reads {
			res.RelatedLocations = append(res.RelatedLocations, sarifLoc(r.Pos, "shared-memory read in the exit condition ("+r.What+")", next()))
		}
		for _, wr := range f.Writes {
			res.RelatedLocations = append(res.RelatedLocations, sarifLoc(wr.Pos, "redefining write, "+wr.how()+" ("+wr.What+")", next()))
		}
		res.RelatedLocations = append(res.RelatedLocations, sarifLoc(safePos(f), safeText(f.SafePDom), next()))
		run.Results = append(run.Results, res)
	}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
