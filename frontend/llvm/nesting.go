package llvm

import (
	"fmt"

	"github.com/simtc/simtc/ir"
)

// maxNesting bounds the nesting of brackets — ( [ { < — in an LLVM file:
// constant expressions, aggregate and vector types and constants, and
// metadata tuples nest only through them. llir's parser and the fast path
// recurse once per level, so a file of 10^6 nested constant expressions
// would overflow the Go stack (a fatal error, not a panic Import could
// recover); checkNesting refuses it first, at the bracket that passes the
// limit. clang's output nests a few levels.
const maxNesting = 256

// checkNesting scans src (skipping comments and quoted strings and names)
// and returns a positioned error when brackets nest deeper than maxNesting.
func checkNesting(file string, src []byte) error {
	depth, line, col := 0, 1, 1
	quoted, comment := false, false
	for _, c := range src {
		switch {
		case c == '\n':
			line, col, comment, quoted = line+1, 0, false, false
		case comment:
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == ';':
			comment = true
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
			if depth > maxNesting {
				return ir.Errorf(ir.Pos{File: file, Line: line, Col: col}, "%s", fmt.Sprintf("brackets nested more than %d deep: simtc's limit on nesting", maxNesting))
			}
		case c == ')' || c == ']' || c == '}' || c == '>':
			if depth > 0 {
				depth--
			}
		}
		col++
	}
	return nil
}
