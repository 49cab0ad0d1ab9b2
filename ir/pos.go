package ir

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a source position. Line and Col are 1-based; a zero Line means the
// position is unknown and a zero Col means only the line is known.
type Pos struct {
	File string
	Line int
	Col  int
}

// IsKnown reports whether p names a line.
func (p Pos) IsKnown() bool { return p.Line > 0 }

// String formats p the way compilers do: "file:line:col", "file:line" when the
// column is unknown, and "file" or "-" when the line is unknown.
func (p Pos) String() string {
	file := p.File
	if file == "" {
		file = "-"
	}
	switch {
	case p.Line <= 0:
		return file
	case p.Col <= 0:
		return fmt.Sprintf("%s:%d", file, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", file, p.Line, p.Col)
}

// Less orders positions by file, line and column.
func (p Pos) Less(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Error is an error in user input, at a position.
type Error struct {
	Pos Pos
	Msg string
}

// Errorf returns an *Error at pos.
func Errorf(pos Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// Error formats e as "file:line:col: error: msg".
func (e *Error) Error() string { return fmt.Sprintf("%s: error: %s", e.Pos, e.Msg) }

// Warning is a diagnostic about input that is compiled anyway (a frontend
// mirroring one of clang's warnings).
type Warning struct {
	Pos Pos
	Msg string
}

// String formats w as "file:line:col: warning: msg".
func (w Warning) String() string { return fmt.Sprintf("%s: warning: %s", w.Pos, w.Msg) }

// SortWarnings orders ws by position, then message, and drops duplicates.
func SortWarnings(ws []Warning) []Warning {
	sort.SliceStable(ws, func(i, j int) bool {
		if ws[i].Pos != ws[j].Pos {
			return ws[i].Pos.Less(ws[j].Pos)
		}
		return ws[i].Msg < ws[j].Msg
	})
	out := ws[:0]
	for i, w := range ws {
		if i == 0 || w != ws[i-1] {
			out = append(out, w)
		}
	}
	return out
}

// ErrorList collects several input errors.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(pos Pos, format string, args ...any) {
	*l = append(*l, Errorf(pos, format, args...))
}

// Sort orders the list by position, then message.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		if l[i].Pos != l[j].Pos {
			return l[i].Pos.Less(l[j].Pos)
		}
		return l[i].Msg < l[j].Msg
	})
}

// Err returns nil for an empty list, the single error for a list of one, and
// the list itself otherwise.
func (l ErrorList) Err() error {
	switch len(l) {
	case 0:
		return nil
	case 1:
		return l[0]
	}
	return l
}

// Error prints one error per line.
func (l ErrorList) Error() string {
	var sb strings.Builder
	for i, e := range l {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(e.Error())
	}
	return sb.String()
}
