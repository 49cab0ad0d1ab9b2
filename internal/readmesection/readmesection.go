// Package readmesection keeps a generated section of a file (the README's
// tables) what its generator prints: the text between a begin marker line
// and an end marker line. The tests that own a section find it first (a
// missing marker fails before the generator runs), then Sync it with what
// the generator printed.
package readmesection

import (
	"bytes"
	"fmt"
	"os"
	"strings"
)

// A Section is the generated part of the file at Path.
type Section struct {
	Path string
	doc  []byte
	i, j int // the section is doc[i:j]
}

// Find reads the file at path and finds its section between the lines
// begin and end (each with its newline).
func Find(path, begin, end string) (*Section, error) {
	doc, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	i, j := bytes.Index(doc, []byte(begin)), bytes.Index(doc, []byte(end))
	if i < 0 || j < i {
		return nil, fmt.Errorf("%s has no section between %q and %q", path, strings.TrimSpace(begin), strings.TrimSpace(end))
	}
	return &Section{Path: path, doc: doc, i: i + len(begin), j: j}, nil
}

// Text is the section as the file has it.
func (s *Section) Text() []byte { return s.doc[s.i:s.j] }

// Sync reports whether the section is stale: not got. With update a
// stale section is rewritten to got instead (and not reported).
func (s *Section) Sync(got []byte, update bool) (stale bool, err error) {
	if bytes.Equal(s.Text(), got) {
		return false, nil
	}
	if !update {
		return true, nil
	}
	out := append(append(append([]byte(nil), s.doc[:s.i]...), got...), s.doc[s.j:]...)
	return false, os.WriteFile(s.Path, out, 0o644)
}
