package llvm

import "github.com/simtc/simtc/ir"

// ScanDirectives returns the simtc directives in the comments of the LLVM
// IR text src (from file): a ";" outside a quoted string or name starts a
// comment that runs to the end of the line, and ir.ParseDirective reads
// it. The importer keeps no comments (so an imported module has no
// Directives; `simtc ir` of a .ll prints none): the driver asks for them
// here. Errors (an unknown "simtc:" kind) are positioned at the ";".
func ScanDirectives(file string, src []byte) ([]ir.Directive, error) {
	var out []ir.Directive
	var errs ir.ErrorList
	line, start := 1, 0
	quoted := false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\n':
			line, start, quoted = line+1, i+1, false
		case c == '"':
			quoted = !quoted
		case c == ';' && !quoted:
			end := i + 1
			for end < len(src) && src[end] != '\n' {
				end++
			}
			pos := ir.Pos{File: file, Line: line, Col: i - start + 1}
			if d, ok, msg := ir.ParseDirective(string(src[i+1:end]), pos); msg != "" {
				errs.Add(pos, "%s", msg)
			} else if ok {
				out = append(out, d)
			}
			i = end - 1
		}
	}
	if len(errs) > 0 {
		return out, errs
	}
	return out, nil
}
