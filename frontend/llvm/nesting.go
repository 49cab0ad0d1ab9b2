package llvm

import (
	"fmt"
	"strings"
	"unsafe"

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
// It looks closer only at the bytes that matter (nestingMask, in bytescan.go); the line
// and column are counted only for the error.
func checkNesting(file string, src []byte) error {
	return nestingError(file, unsafe.String(unsafe.SliceData(src), len(src)))
}

// nestingError is checkNesting of a text given as a string.
func nestingError(file, text string) error {
	src := text
	depth := 0
	quoted := false
	for i := nextNesting(text, 0); i < len(src); i = nextNesting(text, i+1) {
		c := src[i]
		switch {
		case c == '\n':
			quoted = false
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == ';':
			// A comment: on to its newline (the labels' "; preds = …").
			k := strings.IndexByte(src[i:], '\n')
			if k < 0 {
				return nil
			}
			i += k - 1
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
			if depth > maxNesting {
				line := 1 + strings.Count(src[:i], "\n")
				col := i - strings.LastIndexByte(src[:i], '\n')
				return ir.Errorf(ir.Pos{File: file, Line: line, Col: col}, "%s", fmt.Sprintf("brackets nested more than %d deep: simtc's limit on nesting", maxNesting))
			}
		case c == ')' || c == ']' || c == '}' || c == '>':
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}
