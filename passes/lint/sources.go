package lint

import (
	"strconv"
	"strings"

	"github.com/simtc/simtc/ir"
)

// sources answers what a finding needs from the text around it: the
// simtc:ignore and simtc:allow directives that suppress it, and the name
// of an atomic builtin as the source writes it. Directives come from the
// module (mini-C, and the .ll's own comments are not read) and, through
// Options.ReadSource, from the files the findings' positions name (clang's
// -g output names the .cl). Files are read once; a file that cannot be
// read has no directives.
type sources struct {
	m     *ir.Module
	read  func(string) ([]byte, error)
	lines map[string][]string
	dirs  []ir.Directive
}

func newSources(m *ir.Module, read func(string) ([]byte, error)) *sources {
	return &sources{m: m, read: read, lines: map[string][]string{}, dirs: m.Directives}
}

// text returns the lines of file, nil when it cannot be read.
func (s *sources) text(file string) []string {
	if s.read == nil || file == "" {
		return nil
	}
	if l, ok := s.lines[file]; ok {
		return l
	}
	b, err := s.read(file)
	var l []string
	if err == nil {
		l = strings.Split(string(b), "\n")
	}
	s.lines[file] = l
	return l
}

// suppressed returns why a directive suppresses f ("simtc:ignore RULE" or
// "simtc:allow deadlock"), or "".
func (s *sources) suppressed(f Finding) string {
	if f.Pos.Line <= 0 {
		return ""
	}
	for _, d := range s.dirs {
		if d.Pos.File != f.Pos.File {
			continue
		}
		switch d.Kind {
		case "allow":
			if d.Pos.Line == f.Pos.Line && firstWord(d.Text) == "deadlock" && (f.Rule == Rule || f.Rule == RuleBoundedWait) {
				return "simtc:allow deadlock"
			}
		case "ignore":
			if ignores(d.Text, f.Rule) && (d.Pos.Line == f.Pos.Line || d.Pos.Line == f.Pos.Line-1) {
				return "simtc:ignore " + f.Rule
			}
		}
	}
	lines := s.text(f.Pos.File)
	for _, n := range []int{f.Pos.Line, f.Pos.Line - 1} {
		if n <= 0 || n > len(lines) {
			continue
		}
		line := lines[n-1]
		k := strings.Index(line, "simtc:ignore")
		if k < 0 || !strings.Contains(line[:k], "//") && !strings.Contains(line[:k], ";") {
			continue
		}
		if ignores(line[k+len("simtc:ignore"):], f.Rule) {
			return "simtc:ignore " + f.Rule
		}
	}
	return ""
}

// ignores reports whether the text after "simtc:ignore" names rule: its
// first word, a comma-separated list of rules, or "all"; a ';' ends the
// list (// simtc:ignore simt-deadlock; want "…").
func ignores(text, rule string) bool {
	list, _, _ := strings.Cut(firstWord(text), ";")
	for _, r := range strings.Split(list, ",") {
		if r == rule || r == "all" {
			return true
		}
	}
	return false
}

func firstWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// place rewrites f's positions and instruction names for the reader:
// positions from debug information (!dbg) where the module has them, and
// the atomic builtins named as the source writes them.
func (s *sources) place(f *Finding) {
	fix := func(a *Access) {
		if w := s.written(a.Pos); w != "" {
			a.What = w
		}
	}
	for k := range f.Reads {
		fix(&f.Reads[k])
	}
	for k := range f.Writes {
		fix(&f.Writes[k])
	}
}

// written returns the name of the atomic builtin the source has at p, or
// "": the identifier there in a .cl or .cu source (atomic_store_explicit,
// atomicAdd), or the demangled callee of an .ll line.
func (s *sources) written(p ir.Pos) string {
	lines := s.text(p.File)
	if p.Line <= 0 || p.Line > len(lines) {
		return ""
	}
	line := lines[p.Line-1]
	if s.m != nil && s.m.FromLLVM && p.File == s.m.File {
		k := strings.Index(line, "@_Z")
		if k < 0 {
			return ""
		}
		return atomicName(demangle(line[k+1:]))
	}
	if p.Col <= 0 || p.Col > len(line) {
		return ""
	}
	rest := line[p.Col-1:]
	n := 0
	for n < len(rest) && (rest[n] == '_' || rest[n] >= 'a' && rest[n] <= 'z' || rest[n] >= 'A' && rest[n] <= 'Z' || n > 0 && rest[n] >= '0' && rest[n] <= '9') {
		n++
	}
	return atomicName(rest[:n])
}

// atomicName returns name when it is an atomic builtin's, else "".
func atomicName(name string) string {
	l := strings.ToLower(name)
	if strings.HasPrefix(l, "atomic") || strings.HasPrefix(l, "atom_") || strings.HasPrefix(l, "__atomic") || strings.HasPrefix(l, "__hip_atomic") {
		return name
	}
	return ""
}

// demangle returns the function name of an Itanium-mangled symbol
// (_Z<len><name>...), or "".
func demangle(sym string) string {
	if !strings.HasPrefix(sym, "_Z") {
		return ""
	}
	rest := sym[2:]
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	l, err := strconv.Atoi(rest[:n])
	if err != nil || n+l > len(rest) {
		return ""
	}
	return rest[n : n+l]
}

// dbgPositions adjusts the positions of the findings of a module read
// from an .ll with debug information: an instruction without !dbg has the
// .ll line as its position; where others have source positions, the
// nearest one in its block is used (issue 31: every note at a source
// line, not the spinning loop at an .ll line and its safe point at a
// source line).
func dbgPositions(m *ir.Module, f *ir.Func, fds []Finding) {
	if !m.FromLLVM {
		return
	}
	has := false
	f.Instrs(func(i *ir.Instr) { has = has || i.Pos.IsKnown() && i.Pos.File != m.File })
	if !has {
		return
	}
	// By position of an .ll line: the instruction there.
	at := map[ir.Pos]*ir.Instr{}
	f.Instrs(func(i *ir.Instr) {
		if i.Pos.File == m.File {
			if _, ok := at[i.Pos]; !ok {
				at[i.Pos] = i
			}
		}
	})
	src := func(p ir.Pos) ir.Pos {
		if p.File != m.File {
			return p
		}
		i := at[p]
		if i == nil || i.Block == nil {
			return p
		}
		is := i.Block.Instrs
		k := 0
		for ; k < len(is) && is[k] != i; k++ {
		}
		for d := 1; d < len(is); d++ {
			for _, j := range []int{k + d, k - d} {
				if j >= 0 && j < len(is) && is[j].Pos.IsKnown() && is[j].Pos.File != m.File {
					return is[j].Pos
				}
			}
		}
		// The block has none: the first of a successor.
		for _, s := range i.Block.Succs {
			for _, x := range s.Instrs {
				if x.Pos.IsKnown() && x.Pos.File != m.File {
					return x.Pos
				}
			}
		}
		return p
	}
	for k := range fds {
		fd := &fds[k]
		fd.Pos = src(fd.Pos)
		fd.Loc = location(fd.Pos)
		for _, as := range [][]Access{fd.Reads, fd.Writes} {
			for j := range as {
				as[j].Pos = src(as[j].Pos)
				as[j].Loc = location(as[j].Pos)
			}
		}
		if fd.Branch != nil {
			fd.Branch.Pos = src(fd.Branch.Pos)
			fd.Branch.Loc = location(fd.Branch.Pos)
		}
		for _, pt := range []*Point{&fd.SafePDom, &fd.Aware} {
			if !pt.Exit && pt.Pos.IsKnown() {
				pt.Pos = src(pt.Pos)
				pt.Loc = location(pt.Pos)
			}
		}
	}
}
