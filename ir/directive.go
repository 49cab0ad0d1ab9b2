package ir

import "strings"

// DirectiveKinds are the simtc: directives a source comment may hold:
//
//	simtc:launch grid=2 block=64 NAME=SPEC …   the launch run and bench use
//	simtc:launch-paper grid=… NAME=SPEC …     the launch at the papers' scale (bench --scale paper)
//	simtc:expect NAME=[v …] | status=S | METRIC>=X …   what a run must give
//	simtc:allow deadlock                       silences lint on that loop
//	simtc:ignore RULE[,RULE…]                  suppresses lint's RULE findings on
//	                                           that line or the next
var DirectiveKinds = [...]string{"launch", "launch-paper", "expect", "allow", "ignore"}

// ParseDirective recognizes one comment's text (what follows the comment
// marker, "//" in mini-C or ";" in LLVM IR) at pos, the position of the
// marker. It is the one parser of directive words: the frontends' comment
// scanners (mini-C's, which knows C's strings and block comments, and
// LLVM IR's) hand it every comment. It returns ok for a directive, or a
// message for a comment that starts "simtc:" with an unknown kind. A
// "// want" (an expected lint finding, as in x/tools' analysistest) may
// follow other comment text.
func ParseDirective(comment string, pos Pos) (d Directive, ok bool, msg string) {
	t := strings.TrimSpace(comment)
	if rest, ok := strings.CutPrefix(t, "simtc:"); ok {
		kind, arg := rest, ""
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			kind, arg = rest[:i], rest[i+1:]
		}
		for _, k := range DirectiveKinds {
			if kind == k {
				return Directive{Kind: kind, Text: strings.TrimSpace(arg), Pos: pos}, true, ""
			}
		}
		return Directive{}, false, "unknown directive 'simtc:" + kind + "'"
	}
	if i := strings.Index(t, "// want"); i >= 0 {
		t = t[i+3:]
	}
	if rest, ok := strings.CutPrefix(t, "want"); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '"' || rest[0] == '`') {
		return Directive{Kind: "want", Text: strings.TrimSpace(rest), Pos: pos}, true, ""
	}
	return Directive{}, false, ""
}
