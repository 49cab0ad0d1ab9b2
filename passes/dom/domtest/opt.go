package domtest

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
)

// LLVM returns a textual LLVM module holding the CFGs of fs (functions
// built by this package: parameters %c and %x, terminators only). Function
// k is named after fs[k].Name, so the names must be distinct; the entry
// blocks must have no predecessors, as LLVM requires.
func LLVM(fs []*ir.Func) string {
	var sb strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&sb, "define void @%s(i1 %%c, i32 %%x) {\n", f.Name)
		for _, b := range f.Blocks {
			fmt.Fprintf(&sb, "%s:\n", llName(b.Name))
			t := b.Terminator()
			switch {
			case len(b.Succs) == 0:
				sb.WriteString("  ret void\n")
			case t != nil && t.Op == ir.OpBr:
				fmt.Fprintf(&sb, "  br label %%%s\n", llName(b.Succs[0].Name))
			case t != nil && t.Op == ir.OpCondBr:
				fmt.Fprintf(&sb, "  br i1 %%c, label %%%s, label %%%s\n", llName(b.Succs[0].Name), llName(b.Succs[1].Name))
			case t != nil && t.Op == ir.OpSwitch:
				fmt.Fprintf(&sb, "  switch i32 %%x, label %%%s [", llName(b.Succs[0].Name))
				for k, s := range b.Succs[1:] {
					fmt.Fprintf(&sb, " i32 %d, label %%%s", t.Cases()[k], llName(s.Name))
				}
				sb.WriteString(" ]\n")
			default:
				panic("domtest.LLVM: unsupported terminator in " + b.Name)
			}
		}
		sb.WriteString("}\n\n")
	}
	return sb.String()
}

func llName(s string) string {
	ok := s != ""
	for _, r := range s {
		ok = ok && (r == '_' || r == '.' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}
	if ok && !(s[0] >= '0' && s[0] <= '9') {
		return s
	}
	return strconv.Quote(s)
}

// OptPath returns the path of LLVM 14's opt, or skips the test when it is
// not installed.
func OptPath(t testing.TB) string {
	if p, err := exec.LookPath("opt-14"); err == nil {
		return p
	}
	if p, err := exec.LookPath("opt"); err == nil {
		if out, err := exec.Command(p, "--version").Output(); err == nil && bytes.Contains(out, []byte("version 14.")) {
			return p
		}
	}
	t.Skip("LLVM 14 opt (opt-14) not found; skipping the differential test against LLVM")
	return ""
}

// OptResult is what opt's printers said about each function.
type OptResult struct {
	// Dom and PostDom map function → block → parent in the tree: "" for
	// the entry and for children of the post-dominator tree's virtual exit.
	// Blocks not in the tree are absent.
	Dom, PostDom map[string]map[string]string
	// Loops maps function → its loops.
	Loops map[string][]OptLoop
}

// OptLoop is one loop printed by print<loops>.
type OptLoop struct {
	Depth  int
	Header string
	Blocks []string // in opt's order, header first
}

// RunOpt runs opt on the LLVM module in file with print<domtree>,
// print<postdomtree> and print<loops> and parses what they print.
func RunOpt(t testing.TB, opt, file string) *OptResult {
	t.Helper()
	cmd := exec.Command(opt, "-disable-output", "-debug-pass-manager",
		"-passes=print<domtree>,print<postdomtree>,print<loops>", file)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", opt, file, err, out.String())
	}
	r, err := ParseOpt(out.String())
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return r
}

// RunOptSource writes src to a temporary file and runs RunOpt on it.
func RunOptSource(t testing.TB, opt, src string) *OptResult {
	t.Helper()
	file := t.TempDir() + "/in.ll"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return RunOpt(t, opt, file)
}

var (
	treeHeader = regexp.MustCompile(`^(Post)?DominatorTree for function: (.*)$`)
	treeNode   = regexp.MustCompile(`^\s*\[(\d+)\] (.*) \{[-0-9]+,[-0-9]+\} \[\d+\]$`)
	running    = regexp.MustCompile(`^Running pass: LoopPrinterPass on (.*)$`)
	loopLine   = regexp.MustCompile(`^\s*Loop at depth (\d+) containing: (.*)$`)
)

// ParseOpt parses the output of opt -debug-pass-manager with the domtree,
// postdomtree and loops printers.
func ParseOpt(out string) (*OptResult, error) {
	r := &OptResult{Dom: map[string]map[string]string{}, PostDom: map[string]map[string]string{}, Loops: map[string][]OptLoop{}}
	var tree map[string]string // the tree being read
	var stack []string         // names by level - 1
	loopFn := ""
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	for sc.Scan() {
		line := sc.Text()
		if m := treeHeader.FindStringSubmatch(line); m != nil {
			tree = map[string]string{}
			stack = stack[:0]
			if m[1] != "" {
				r.PostDom[m[2]] = tree
			} else {
				r.Dom[m[2]] = tree
			}
			continue
		}
		if m := treeNode.FindStringSubmatch(line); m != nil && tree != nil {
			level, _ := strconv.Atoi(m[1])
			name := strings.TrimSpace(m[2])
			if level < 1 || level > len(stack)+1 {
				return nil, fmt.Errorf("bad tree line %q", line)
			}
			stack = append(stack[:level-1], name)
			if name == "<<exit node>>" {
				continue
			}
			bn, err := unquoteLLName(name)
			if err != nil {
				return nil, err
			}
			stack[level-1] = bn
			parent := ""
			if level > 1 && stack[level-2] != "<<exit node>>" {
				parent = stack[level-2]
			}
			tree[bn] = parent
			continue
		}
		if strings.HasPrefix(line, "Roots:") {
			tree = nil
			continue
		}
		if m := running.FindStringSubmatch(line); m != nil {
			loopFn = m[1]
			continue
		}
		if m := loopLine.FindStringSubmatch(line); m != nil {
			if loopFn == "" {
				return nil, fmt.Errorf("loop line before any LoopPrinterPass line: %q", line)
			}
			depth, _ := strconv.Atoi(m[1])
			l := OptLoop{Depth: depth}
			for _, item := range splitLoopBlocks(m[2]) {
				// Strip the <header>, <latch>, <exiting> marks.
				base := item
				for strings.HasSuffix(base, ">") {
					k := strings.LastIndex(base, "<")
					if k < 0 {
						break
					}
					base = base[:k]
				}
				bn, err := unquoteLLName(base)
				if err != nil {
					return nil, err
				}
				if strings.Contains(item[len(base):], "<header>") {
					l.Header = bn
				}
				l.Blocks = append(l.Blocks, bn)
			}
			r.Loops[loopFn] = append(r.Loops[loopFn], l)
		}
	}
	return r, sc.Err()
}

// splitLoopBlocks splits opt's comma-separated block list, minding quotes.
func splitLoopBlocks(s string) []string {
	var out []string
	inQuote := false
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			inQuote = !inQuote
		case ',':
			if !inQuote {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// unquoteLLName turns opt's %name or %"quoted name" (with \XX escapes)
// into the block name.
func unquoteLLName(s string) (string, error) {
	if !strings.HasPrefix(s, "%") {
		return "", fmt.Errorf("block name %q does not start with %%", s)
	}
	s = s[1:]
	if !strings.HasPrefix(s, `"`) {
		return s, nil
	}
	if len(s) < 2 || !strings.HasSuffix(s, `"`) {
		return "", fmt.Errorf("bad quoted name %q", s)
	}
	s = s[1 : len(s)-1]
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String(), nil
}
