package minic

import (
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
				if d, ok, msg := ir.ParseDirective(string(text[i+2:end]), pos); msg != "" {
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

// ScanDirectives returns the simtc directives in the line comments of the
// mini-C text src (from file), unpreprocessed: what Compile keeps in the
// module's Directives, for a caller that does not compile the file.
func ScanDirectives(file string, src []byte) ([]ir.Directive, error) {
	ds, errs := directives(file, src)
	if len(errs) > 0 {
		return ds, errs
	}
	return ds, nil
}
