package main

// The JSON of simtc analyze, written as it goes: the same bytes as
// json.MarshalIndent(out, "", "  ") of analyzeOutput (TestAnalyzeJSON
// compares them), without reflecting over every block name and without
// holding the whole document in memory (issue 18: encoding was a fifth of
// analyze after import on a 50k-block function). The small, rare parts
// (findings, statistics) still go through encoding/json.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"slices"
	"strings"
	"sync"
)

// analyzeOutput is the document simtc analyze prints.
type analyzeOutput struct {
	File      string     `json:"file"`
	Functions []analysis `json:"functions"`
}

// jsonWriter writes indented JSON in encoding/json's layout: two spaces
// per level, "key": value, empty arrays and objects as [] and {}.
type jsonWriter struct {
	w     *bufio.Writer
	depth int
	first []bool // per open array or object: no element written yet
	err   error
}

func (j *jsonWriter) raw(s string) {
	if j.err == nil {
		_, j.err = j.w.WriteString(s)
	}
}

func (j *jsonWriter) newline() {
	j.raw("\n")
	for k := 0; k < j.depth; k++ {
		j.raw("  ")
	}
}

// str writes s quoted as encoding/json does (HTML characters escaped).
func (j *jsonWriter) str(s string) {
	for k := 0; k < len(s); k++ {
		if c := s[k]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			b, err := json.Marshal(s)
			if err != nil && j.err == nil {
				j.err = err
			}
			j.raw(string(b))
			return
		}
	}
	j.raw(`"`)
	j.raw(s)
	j.raw(`"`)
}

// value writes v with encoding/json, indented at the current depth.
func (j *jsonWriter) value(v any) {
	b, err := json.MarshalIndent(v, strings.Repeat("  ", j.depth), "  ")
	if err != nil && j.err == nil {
		j.err = err
	}
	j.raw(string(b))
}

func (j *jsonWriter) open(c string) {
	j.raw(c)
	j.depth++
	j.first = append(j.first, true)
}

// elem starts the next element of the innermost array or object.
func (j *jsonWriter) elem() {
	top := len(j.first) - 1
	if !j.first[top] {
		j.raw(",")
	}
	j.first[top] = false
	j.newline()
}

func (j *jsonWriter) key(k string) {
	j.elem()
	j.str(k)
	j.raw(": ")
}

func (j *jsonWriter) close(c string) {
	top := len(j.first) - 1
	empty := j.first[top]
	j.first = j.first[:top]
	j.depth--
	if !empty {
		j.newline()
	}
	j.raw(c)
}

func (j *jsonWriter) strings(ss []string) {
	if ss == nil {
		j.raw("null")
		return
	}
	j.open("[")
	for _, s := range ss {
		j.elem()
		j.str(s)
	}
	j.close("]")
}

// sortedKeys returns the keys of m in encoding/json's order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// writeAnalyzeJSON writes out and a newline, as fmt.Fprintf(w, "%s\n",
// json.MarshalIndent(out, "", "  ")) would.
func writeAnalyzeJSON(w io.Writer, out *analyzeOutput) error {
	return writeAnalyzeDoc(w, out.File, out.Functions == nil, len(out.Functions), func(j *jsonWriter, k int) {
		j.function(&out.Functions[k])
	})
}

// writeAnalyzeDoc writes the document of writeAnalyzeJSON with n
// functions (null when none), function k written by fn.
func writeAnalyzeDoc(w io.Writer, file string, none bool, n int, fn func(j *jsonWriter, k int)) error {
	j := &jsonWriter{w: bufio.NewWriterSize(w, 1<<16)}
	j.open("{")
	j.key("file")
	j.str(file)
	j.key("functions")
	if none {
		j.raw("null")
	} else {
		j.open("[")
		for k := 0; k < n; k++ {
			j.elem()
			fn(j, k)
		}
		j.close("]")
	}
	j.close("}")
	j.raw("\n")
	if j.err != nil {
		return j.err
	}
	return j.w.Flush()
}

// functionJSON returns the JSON of a as writeAnalyzeJSON writes it in the
// functions array (at depth 2), to be written later with rawBytes. It is
// rendered in a buffer of bufs (*bytes.Buffer), which it puts back: the
// result is a copy of exactly its size. A buffer past bigJSON is handed
// over instead, not copied (one large function: no second copy of its
// JSON at the peak).
func functionJSON(a *analysis, bufs *sync.Pool) ([]byte, error) {
	buf, _ := bufs.Get().(*bytes.Buffer)
	if buf == nil {
		buf = new(bytes.Buffer)
	}
	buf.Reset()
	j := &jsonWriter{w: bufio.NewWriterSize(buf, 4096), depth: 2}
	j.function(a)
	if j.err != nil {
		return nil, j.err
	}
	if err := j.w.Flush(); err != nil {
		return nil, err
	}
	if buf.Len() > bigJSON {
		return buf.Bytes(), nil
	}
	defer bufs.Put(buf)
	return bytes.Clone(buf.Bytes()), nil
}

// bigJSON is the size of a function's JSON from which functionJSON hands
// over its buffer rather than copying it.
const bigJSON = 1 << 20

// rawBytes writes b as it is.
func (j *jsonWriter) rawBytes(b []byte) {
	if j.err == nil {
		_, j.err = j.w.Write(b)
	}
}

func (j *jsonWriter) function(a *analysis) {
	j.open("{")
	j.key("name")
	j.str(a.Name)
	j.key("kernel")
	if a.Kernel {
		j.raw("true")
	} else {
		j.raw("false")
	}
	j.key("blocks")
	j.strings(a.Blocks)
	j.key("idom")
	jsonMap(j, a.IDom, j.str)
	j.key("ipdom")
	jsonMap(j, a.IPDom, j.strPtr)
	j.key("loops")
	jsonList(j, a.Loops, j.loop)
	j.key("deadlocks")
	j.value(a.Deadlocks)
	j.key("frontier")
	if a.Frontier == nil {
		j.raw("null")
	} else {
		j.frontier(a.Frontier)
	}
	j.close("}")
}

func (j *jsonWriter) loop(l *loopJSON) {
	j.open("{")
	j.key("header")
	j.str(l.Header)
	for _, f := range []struct {
		name string
		ss   []string
	}{{"entries", l.Entries}, {"blocks", l.Blocks}, {"latches", l.Latches}, {"exits", l.Exits}} {
		j.key(f.name)
		j.strings(f.ss)
	}
	j.key("parent")
	j.strPtr(l.Parent)
	j.key("depth")
	j.value(l.Depth)
	j.key("irreducible")
	j.value(l.Irreducible)
	j.close("}")
}

func (j *jsonWriter) frontier(f *frontierJSON) {
	j.open("{")
	j.key("priority")
	j.strings(f.Priority)
	j.key("frontiers")
	jsonMap(j, f.Frontiers, j.strings)
	j.key("checks")
	jsonList(j, f.Checks, func(c *edgeJSON) {
		j.open("{")
		j.key("from")
		j.str(c.From)
		j.key("to")
		j.str(c.To)
		j.close("}")
	})
	j.key("conservative")
	jsonList(j, f.Conservative, func(c *consJSON) {
		j.open("{")
		j.key("from")
		j.str(c.From)
		j.key("to")
		j.str(c.To)
		j.key("via")
		j.str(c.Via)
		j.close("}")
	})
	j.key("stats")
	j.value(f.Stats)
	j.close("}")
}

// strPtr writes *p, or null for nil.
func (j *jsonWriter) strPtr(p *string) {
	if p == nil {
		j.raw("null")
		return
	}
	j.str(*p)
}

// jsonMap writes m as an object with sorted keys (null for a nil map, as
// encoding/json does), each value by val.
func jsonMap[V any](j *jsonWriter, m map[string]V, val func(V)) {
	if m == nil {
		j.raw("null")
		return
	}
	j.open("{")
	for _, k := range sortedKeys(m) {
		j.key(k)
		val(m[k])
	}
	j.close("}")
}

// jsonList writes xs as an array (null for a nil slice), each element by
// elem, given a pointer to it.
func jsonList[T any](j *jsonWriter, xs []T, elem func(*T)) {
	if xs == nil {
		j.raw("null")
		return
	}
	j.open("[")
	for k := range xs {
		j.elem()
		elem(&xs[k])
	}
	j.close("]")
}
