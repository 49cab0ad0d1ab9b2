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

// indents is a newline and the blanks of the deeper levels: newline
// writes a prefix of it (the document nests a few levels deep).
const indents = "\n                                "

func (j *jsonWriter) newline() {
	if n := 1 + 2*j.depth; n <= len(indents) {
		j.raw(indents[:n])
		return
	}
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
// functions array (at depth 2), to be written later with rawChunks: in
// pieces of at most jsonChunk bytes, each exactly its size, so that a large
// function's JSON takes its own size and no more (a growing buffer of a
// 300k-block function's 80 MB held twice that while it doubled). bufs
// holds the *[]byte scratch pieces the JSON is written into.
func functionJSON(a *analysis, bufs *sync.Pool) ([][]byte, error) {
	cw := &chunkWriter{bufs: bufs}
	defer cw.release()
	j := &jsonWriter{w: bufio.NewWriterSize(cw, 4096), depth: 2}
	j.function(a)
	if j.err != nil {
		return nil, j.err
	}
	if err := j.w.Flush(); err != nil {
		return nil, err
	}
	return cw.finish(), nil
}

// jsonChunk is the size of functionJSON's pieces.
const jsonChunk = 1 << 20

// chunkWriter collects what is written to it in pieces of jsonChunk bytes:
// full pieces are kept as they are, the last one is copied to its size by
// finish, the scratch piece goes back to bufs.
type chunkWriter struct {
	bufs *sync.Pool
	full [][]byte
	cur  *[]byte // the piece being filled, from bufs
}

func (cw *chunkWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if cw.cur == nil {
			cw.cur, _ = cw.bufs.Get().(*[]byte)
			if cw.cur == nil {
				b := make([]byte, 0, jsonChunk)
				cw.cur = &b
			}
			*cw.cur = (*cw.cur)[:0]
		}
		b := *cw.cur
		k := min(len(p), cap(b)-len(b))
		b = append(b, p[:k]...)
		p = p[k:]
		*cw.cur = b
		if len(b) == cap(b) {
			// Full: kept, and a fresh piece for what follows.
			cw.full = append(cw.full, b)
			cw.cur = nil
		}
	}
	return n, nil
}

// finish returns the pieces written.
func (cw *chunkWriter) finish() [][]byte {
	out := cw.full
	if cw.cur != nil && len(*cw.cur) > 0 {
		out = append(out, bytes.Clone(*cw.cur))
	}
	return out
}

// release puts the scratch piece back.
func (cw *chunkWriter) release() {
	if cw.cur != nil {
		cw.bufs.Put(cw.cur)
		cw.cur = nil
	}
}

// rawChunks writes bs as they are, one after the other.
func (j *jsonWriter) rawChunks(bs [][]byte) {
	for _, b := range bs {
		if j.err == nil {
			_, j.err = j.w.Write(b)
		}
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
	var names []string
	if t := a.table; t != nil {
		j.key("idom")
		t.object(j, func(k int) bool { return t.idom[k] != nil }, func(k int) { j.str(*t.idom[k]) })
		j.key("ipdom")
		t.object(j, nil, func(k int) { j.strPtr(t.ipdom[k]) })
	} else {
		// The three maps by block name are keyed by (some of) the same
		// names: sorted once.
		names = sortedKeys(a.IPDom)
		j.key("idom")
		jsonMapIn(j, a.IDom, names, j.str)
		j.key("ipdom")
		jsonMapIn(j, a.IPDom, names, j.strPtr)
	}
	j.key("loops")
	jsonList(j, a.Loops, j.loop)
	j.key("deadlocks")
	j.value(a.Deadlocks)
	j.key("frontier")
	if a.Frontier == nil {
		j.raw("null")
	} else {
		j.frontier(a.Frontier, a.table, names)
	}
	j.close("}")
}

// object writes an object with a key per block, in name order: the
// blocks at positions k with has(k) (every block for a nil has), each
// value by val(k).
func (t *blockTable) object(j *jsonWriter, has func(int) bool, val func(int)) {
	j.open("{")
	for _, k := range t.sorted {
		if has != nil && !has(int(k)) {
			continue
		}
		j.key(t.names[k])
		val(int(k))
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

// frontier writes f, its frontiers from t when t is not nil; names are
// the function's block names, sorted (without t).
func (j *jsonWriter) frontier(f *frontierJSON, t *blockTable, names []string) {
	j.open("{")
	j.key("priority")
	j.strings(f.Priority)
	j.key("frontiers")
	if t != nil {
		t.object(j, func(k int) bool { return t.inFront[k] }, func(k int) { j.strings(t.frontier[k]) })
	} else {
		jsonMapIn(j, f.Frontiers, names, j.strings)
	}
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

// jsonMapIn writes m as an object with sorted keys (null for a nil map, as
// encoding/json does), each value by val. names are sorted strings that
// are likely to hold every key of m (those of another map), in which case
// m's keys need no sort of their own.
func jsonMapIn[V any](j *jsonWriter, m map[string]V, names []string, val func(V)) {
	if m == nil {
		j.raw("null")
		return
	}
	keys := make([]string, 0, len(m))
	for _, k := range names {
		if _, ok := m[k]; ok {
			keys = append(keys, k)
		}
	}
	if len(keys) != len(m) {
		keys = sortedKeys(m)
	}
	j.open("{")
	for _, k := range keys {
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
