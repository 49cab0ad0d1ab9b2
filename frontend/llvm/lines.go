package llvm

import (
	"math"
	"strings"

	"github.com/simtc/simtc/ir"
)

// llir keeps no source positions, so the importer recovers the .ll line of
// every instruction itself, from the text. LLVM's printer (and every
// hand-written .ll we know of) puts one instruction per line; only a
// multi-line switch spreads its cases over the following lines, inside
// brackets. So, in the body of each `define`:
//
//   - blank lines, comment lines and label lines ("16:", "entry:",
//     `"a b":`) are skipped;
//   - a line that starts at bracket depth 0 starts the next instruction;
//     lines inside an open '[' or '(' continue the previous one;
//   - the body ends at a line holding only '}' at depth 0.
//
// The n-th instruction found this way is the n-th instruction of the
// function in block order (each block's Insts, then its Term). When the
// counts disagree (several instructions on one line), every instruction of
// the function gets the line of its `define` instead: positions stay
// plausible and never wrong by more than the function.

// lineCol is a 1-based line and column in the .ll text, in 32 bits each:
// the scan keeps one per instruction (a 300k-block function has 1.2M), and
// no .ll text simtc can hold in memory has 2^31 lines. A column beyond
// that (one line of more than 2 GB) is given as unknown (0).
type lineCol struct{ line, col int32 }

// at returns the lineCol of line and col.
func at(line, col int) lineCol {
	if line > math.MaxInt32 {
		return lineCol{}
	}
	if col > math.MaxInt32 {
		col = 0
	}
	return lineCol{int32(line), int32(col)}
}

// pos returns lc as a position in file.
func (lc lineCol) pos(file string) ir.Pos {
	return ir.Pos{File: file, Line: int(lc.line), Col: int(lc.col)}
}

// funcLines is what the scan found for one function definition.
type funcLines struct {
	name   string    // the function's name as written after '@' (raw, quotes kept)
	define lineCol   // the define line
	instrs []lineCol // one per instruction line, in order
	// users is the number of the module's functions matchLines paired
	// with these lines (two, when one matched by position is another's
	// by name): the lines are let go after lowering only when one.
	users int
}

// scanLines finds the function definitions of an .ll text and the lines of
// their instructions, in text order.
func scanLines(text string) []*funcLines {
	ls := newLineScan(text)
	eachLine(text, func(lineNo int, line, trim string, delta int) bool {
		ls.line(lineNo, line, trim, delta)
		return true
	})
	return ls.out
}

// scanText is scanLines, badTopLevel and checkNesting's verdict in one
// pass over text (the fast path needs all three; the split into lines,
// the comments' removal and the trim, which cost most, are done once).
// bad is true when badTopLevel or checkNesting would refuse text; lines
// is nil then.
func scanText(text string) (lines []*funcLines, bad bool) {
	ls := newLineScan(text)
	var ts topScan
	deep := eachLine(text, func(lineNo int, line, trim string, delta int) bool {
		if ts.line(trim, delta) {
			bad = true
			return false
		}
		ls.line(lineNo, line, trim, delta)
		return true
	})
	if bad || deep {
		return nil, true
	}
	return ls.out, false
}

// eachLine calls f with every line of text (1-based number, the line, its
// code without comment and blanks, and the code's bracket delta: see
// codeOf) until f returns false. It also follows checkNesting's bracket
// depth from line to line, and returns whether the depth passed
// maxNesting in the lines it read (exactly when checkNesting refuses
// text, if f never returned false).
func eachLine(text string, f func(lineNo int, line, trim string, delta int) bool) (deep bool) {
	lineNo, depth := 0, 0
	for len(text) > 0 {
		lineNo++
		var line string
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			line, text = text, ""
		}
		code, delta, end, past := codeAt(line, depth)
		deep = deep || past
		depth = end
		if !f(lineNo, line, strings.TrimSpace(code), delta) {
			return deep
		}
	}
	return deep
}

// lineScan is scanLines' state between lines.
type lineScan struct {
	out      []*funcLines
	cur      *funcLines
	inHeader bool // between "define" and the body's '{'
	depth    int
	// all holds the instruction lines of every function back to back,
	// each funcLines' instrs a part of it (from start for cur). It is
	// sized once by the text's lines, which bound the instructions: a
	// 400k-instruction function's list grown append by append (by a
	// quarter at a time, at that size) allocated five times its size.
	all   []lineCol
	start int
}

// newLineScan returns the scan of text.
func newLineScan(text string) *lineScan {
	return &lineScan{all: make([]lineCol, 0, strings.Count(text, "\n")+1)}
}

// line takes the next line (see eachLine).
func (s *lineScan) line(lineNo int, line, trim string, delta int) {
	switch {
	case s.cur == nil:
		if strings.HasPrefix(trim, "define ") || trim == "define" {
			s.cur = &funcLines{name: strings.Clone(defineName(trim)), define: at(lineNo, indent(line)+1)}
			s.start = len(s.all)
			s.out = append(s.out, s.cur)
			s.inHeader = true
			s.depth = 0
			if strings.HasSuffix(trim, "{") {
				s.inHeader = false
			}
		}
	case s.inHeader:
		if strings.HasSuffix(trim, "{") {
			s.inHeader = false
		}
	default:
		if trim == "" {
			return
		}
		if s.depth == 0 && trim == "}" {
			s.cur = nil
			return
		}
		if s.depth == 0 && isLabel(trim) {
			return
		}
		if s.depth == 0 {
			s.all = append(s.all, at(lineNo, indent(line)+1))
			s.cur.instrs = s.all[s.start:len(s.all):len(s.all)]
		}
		s.depth += delta
		if s.depth < 0 {
			s.depth = 0
		}
	}
}

// indent returns the number of leading blanks of line.
func indent(line string) int {
	n := 0
	for n < len(line) && (line[n] == ' ' || line[n] == '\t') {
		n++
	}
	return n
}

// trimBlanks returns line without its leading blanks (strings.TrimLeft of
// " \t", without building the cut set on every call).
func trimBlanks(line string) string { return line[indent(line):] }

// stripComment removes a ';' comment, ignoring ';' inside quoted strings.
func stripComment(line string) string {
	inStr := false
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '"':
			inStr = !inStr
		case c == ';' && !inStr:
			return line[:i]
		}
	}
	return line
}

// codeOf returns stripComment(line) and its bracketDelta, in one pass
// over the line (the scans of the whole text call it on every line).
func codeOf(line string) (code string, delta int) {
	code, delta, _, _ = codeAt(line, 0)
	return code, delta
}

// codeAt is codeOf, and the bracket depth checkNesting reaches at the end
// of line from depth at its start (each of ( [ { < outside strings and
// the comment one deeper, each of ) ] } > one shallower but not below 0)
// and whether it passed maxNesting on the way (past). It looks only at
// the bytes levelMask flags (see bytescan.go).
func codeAt(line string, depth int) (code string, delta, end int, past bool) {
	inStr := false
	for i := nextLevel(line, 0); i < len(line); i = nextLevel(line, i+1) {
		switch line[i] {
		case '"':
			inStr = !inStr
		case ';':
			if !inStr {
				return line[:i], delta, depth, past
			}
		case '[', '(', '{', '<':
			if !inStr {
				if line[i] != '<' {
					delta++
				}
				if depth++; depth > maxNesting {
					past = true
				}
			}
		case ']', ')', '}', '>':
			if !inStr {
				if line[i] != '>' {
					delta--
				}
				if depth > 0 {
					depth--
				}
			}
		}
	}
	return line, delta, depth, past
}

// isLabel reports whether trim (a line without comment and blanks) is a
// basic-block label: an identifier or quoted string followed by ':'.
func isLabel(trim string) bool {
	if !strings.HasSuffix(trim, ":") {
		return false
	}
	name := trim[:len(trim)-1]
	if len(name) >= 2 && name[0] == '"' && name[len(name)-1] == '"' {
		return true
	}
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c == '-' || c == '$' || c == '.' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// defineName returns the text after the first '@' of a define line up to
// the '(' of the parameter list: the function's name as written.
func defineName(line string) string {
	i := strings.IndexByte(line, '@')
	if i < 0 {
		return ""
	}
	s := line[i+1:]
	if strings.HasPrefix(s, `"`) {
		if j := strings.IndexByte(s[1:], '"'); j >= 0 {
			return s[:j+2]
		}
		return s
	}
	if j := strings.IndexByte(s, '('); j >= 0 {
		return s[:j]
	}
	return s
}

// topLevelStart reports whether a top-level line of LLVM IR can start like trim.
func topLevelStart(trim string) bool {
	for _, w := range [...]string{"target", "source_filename", "define", "declare", "attributes", "module", "uselistorder", "@", "%", "!", "$", "^"} {
		if strings.HasPrefix(trim, w) {
			return true
		}
	}
	return false
}

// badTopLevel returns the position of the first line outside function
// bodies that cannot start a top-level entity. llir's parser skips some
// such text silently (a file of plain words parses as an empty module).
func badTopLevel(text string) (lc lineCol, bad bool) {
	var ts topScan
	eachLine(text, func(lineNo int, line, trim string, delta int) bool {
		if ts.line(trim, delta) {
			lc, bad = at(lineNo, indent(line)+1), true
			return false
		}
		return true
	})
	return lc, bad
}

// topScan is badTopLevel's state between lines.
type topScan struct {
	inBody, inHeader bool
	depth            int
}

// line takes the next line (see eachLine) and reports whether it is the
// bad one.
func (s *topScan) line(trim string, delta int) bool {
	switch {
	case trim == "":
	case s.inBody:
		if s.depth == 0 && trim == "}" {
			s.inBody = false
		}
	case s.inHeader:
	case s.depth == 0:
		if !topLevelStart(trim) {
			return true
		}
		if strings.HasPrefix(trim, "define") {
			s.inHeader = true
		}
	}
	if s.inHeader && strings.HasSuffix(trim, "{") {
		s.inHeader, s.inBody = false, true
		s.depth = 0
		return false
	}
	if !s.inHeader && trim != "" {
		s.depth += delta
		if s.depth < 0 {
			s.depth = 0
		}
	}
	return false
}
