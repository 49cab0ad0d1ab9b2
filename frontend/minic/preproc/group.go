package preproc

import (
	"sort"

	"github.com/simtc/simtc/ir"
)

// A group is one logical line: a physical line, joined with the following
// ones while it ends in a backslash (the splice is removed) or while a block
// comment is open at its end (a '\n' is kept inside the comment). The
// expander can extend a group with the next groups when a macro invocation
// spans lines.
type group struct {
	start, end int // physical lines [start, end), 0-based
	text       string
	segs       []seg   // where each physical line's text starts in text
	toks       []token // source tokens of text, comments included
	errs       ir.ErrorList
}

// A seg maps the text from off on to physical line line (0-based), column 1.
type seg struct {
	off, line int
}

// posAt returns the source position of byte offset off of g.text.
func (g *group) posAt(file string, off int) ir.Pos {
	k := sort.Search(len(g.segs), func(k int) bool { return g.segs[k].off > off }) - 1
	if k < 0 {
		k = 0
	}
	s := g.segs[k]
	return ir.Pos{File: file, Line: s.line + 1, Col: off - s.off + 1}
}

// lineAt returns the physical line (0-based) of byte offset off of g.text.
func (g *group) lineAt(off int) int {
	k := sort.Search(len(g.segs), func(k int) bool { return g.segs[k].off > off }) - 1
	if k < 0 {
		k = 0
	}
	return g.segs[k].line
}

// splice reports whether line ends in a backslash (followed only by
// horizontal white space, as clang accepts) and returns the text before it.
func splice(line string) (string, bool) {
	i := len(line)
	for i > 0 && (line[i-1] == ' ' || line[i-1] == '\t' || line[i-1] == '\r' || line[i-1] == '\v' || line[i-1] == '\f') {
		i--
	}
	if i > 0 && line[i-1] == '\\' {
		return line[:i-1], true
	}
	return line, false
}

// readGroup gathers the group that starts at physical line j of lines and
// lexes it.
func readGroup(file string, lines []string, j int) *group {
	g := &group{start: j}
	var text []byte
	scanned, inComment := 0, false
	for j < len(lines) {
		g.segs = append(g.segs, seg{off: len(text), line: j})
		body, cont := splice(lines[j])
		text = append(text, body...)
		j++
		if cont {
			continue
		}
		inComment = commentOpen(string(text), scanned, inComment)
		scanned = len(text)
		if !inComment || j >= len(lines) {
			break
		}
		text = append(text, '\n')
	}
	g.end = j
	g.text = string(text)
	toks, open := lexTokens(g.text, 0, 0)
	for i := range toks {
		toks[i].pos = g.posAt(file, toks[i].start)
	}
	g.toks = toks
	if open >= 0 {
		g.errs.Add(g.posAt(file, open), "unterminated /* comment")
	}
	return g
}

// appendGroup extends g with h, the group that follows it.
func (g *group) appendGroup(h *group) {
	base := len(g.text) + 1
	g.text += "\n" + h.text
	for _, s := range h.segs {
		g.segs = append(g.segs, seg{off: s.off + base, line: s.line})
	}
	first := len(g.toks)
	prevEnd := 0
	if first > 0 {
		prevEnd = g.toks[first-1].end
	}
	for i, t := range h.toks {
		t.src = first + i
		t.start += base
		t.end += base
		if i == 0 {
			t.ws = g.text[prevEnd:t.start]
		}
		g.toks = append(g.toks, t)
	}
	g.end = h.end
	g.errs = append(g.errs, h.errs...)
}

// firstReal returns the index of the first non-comment token of g, or -1.
func (g *group) firstReal() int {
	for i := range g.toks {
		if g.toks[i].kind != kComment {
			return i
		}
	}
	return -1
}

// isDirective reports whether g is a preprocessing directive: its first
// token other than comments is '#'.
func (g *group) isDirective() bool {
	i := g.firstReal()
	return i >= 0 && g.toks[i].is("#")
}
