package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
)

// directives collects the simtc directives from the line comments of the
// preprocessed text (which keeps comments and line numbers):
//
//	// simtc:launch …   // simtc:expect …   //simtc:allow …   // simtc:ignore …   // want "re"
//
// A "// want" may follow code or another comment on the line. Text is what
// follows the keyword, trimmed; the position is that of the "//".
func directives(file string, text []byte) ([]ir.Directive, ir.ErrorList) {
	var out []ir.Directive
	var errs ir.ErrorList
	line, col := 1, 1
	const (
		code = iota
		str
		chr
		block
	)
	state := code
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch state {
		case code:
			switch {
			case ch == '"':
				state = str
			case ch == '\'':
				state = chr
			case ch == '/' && i+1 < len(text) && text[i+1] == '*':
				state = block
				i++
				col++
			case ch == '/' && i+1 < len(text) && text[i+1] == '/':
				end := i + 2
				for end < len(text) && text[end] != '\n' {
					end++
				}
				pos := ir.Pos{File: file, Line: line, Col: col}
				if d, ok, msg := directive(string(text[i+2:end]), pos); msg != "" {
					errs.Add(pos, "%s", msg)
				} else if ok {
					out = append(out, d)
				}
				col += end - i
				i = end - 1
				continue
			}
		case str, chr:
			switch {
			case ch == '\\' && i+1 < len(text) && text[i+1] != '\n':
				i++
				col++
			case ch == '\n':
				state = code
			case ch == '"' && state == str, ch == '\'' && state == chr:
				state = code
			}
		case block:
			if ch == '*' && i+1 < len(text) && text[i+1] == '/' {
				state = code
				i++
				col++
			}
		}
		if ch == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return out, errs
}

// directiveKinds are the simtc: directives.
var directiveKinds = [...]string{"launch", "expect", "allow", "ignore"}

// directive recognizes one comment's text (after the "//").
func directive(text string, pos ir.Pos) (ir.Directive, bool, string) {
	t := strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(t, "simtc:"); ok {
		kind, arg := rest, ""
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			kind, arg = rest[:i], rest[i+1:]
		}
		for _, k := range directiveKinds {
			if kind == k {
				return ir.Directive{Kind: kind, Text: strings.TrimSpace(arg), Pos: pos}, true, ""
			}
		}
		return ir.Directive{}, false, "unknown directive 'simtc:" + kind + "'"
	}
	// A "// want" may follow other comment text (as in analysistest).
	if i := strings.Index(t, "// want"); i >= 0 {
		t = t[i+3:]
	}
	if rest, ok := strings.CutPrefix(t, "want"); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '"' || rest[0] == '`') {
		return ir.Directive{Kind: "want", Text: strings.TrimSpace(rest), Pos: pos}, true, ""
	}
	return ir.Directive{}, false, ""
}
