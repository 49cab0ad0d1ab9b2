// Package doctest runs the shell commands of the project's Markdown
// documents (README.md, docs/*.md) as a test, in order, in a copy of the
// repository, so that every command a reader is told to type works as the
// document says (doctest_test.go).
//
// A document's commands are the lines of its ```sh blocks; a line ending
// in a backslash continues on the next. A trailing comment may state what
// the command does, and the test holds the document to it:
//
//	./simtc lint testdata/kernels/spinlock.cl   # flags the lock loop, exit 1
//	./simtc run --mech mimd K.cl                # prints "counter = [64]"
//	sbatch job.sh                               # needs sbatch, when "sinfo"
//	go test -short ./...                        # slow
//	go test ./...                               # the whole suite, which runs this test itself
//
// "exit N": the command must exit with N (otherwise 0); prints "TEXT":
// its output (stdout and stderr) must contain TEXT; needs TOOL: it is
// skipped, with a message, when TOOL is not on PATH; when "PROBE": it is
// skipped, with a message, when the shell command PROBE fails (a cluster
// to submit to); slow: it is skipped under go test -short (it takes
// longer than a minute); itself: it is never run (it runs the documents'
// test itself: the whole suite).
//
// Under go test -short the test also skips, with a message, every command
// that runs the whole bundled suite (an operand testdata/bench): those are
// corpus sweeps (internal/corpus), which go test ./... runs. The commands
// run with -trimpath added to GOFLAGS, so that the README's go build finds
// the packages it built in an earlier run in the build cache (the copy's
// directory, new every run, would otherwise be part of every package's
// cache key).
package doctest

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// Command is one shell command of a document.
type Command struct {
	Doc   string // the document
	Line  int    // its first line in the document
	Text  string // the command, continuation lines joined
	Exit  int    // the exit status the document says
	Print []string
	Needs []string
	When  []string
	Slow  bool
	Self  bool // runs the documents' test itself: never run by it
}

func (c Command) String() string { return fmt.Sprintf("%s:%d: %s", c.Doc, c.Line, c.Text) }

var (
	exitRE  = regexp.MustCompile(`\bexit (\d+)\b`)
	printRE = regexp.MustCompile(`\bprints "([^"]*)"`)
	needsRE = regexp.MustCompile(`\bneeds ([A-Za-z0-9_.+-]+)`)
	whenRE  = regexp.MustCompile(`\bwhen "([^"]*)"`)
	slowRE  = regexp.MustCompile(`\bslow\b`)
	selfRE  = regexp.MustCompile(`\bitself\b`)
)

// Commands returns the shell commands of the Markdown file path, in
// order.
func Commands(path string) ([]Command, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Command
	sc := bufio.NewScanner(f)
	in := false
	n := 0
	var cur *Command
	for sc.Scan() {
		n++
		line := sc.Text()
		trim := strings.TrimSpace(line)
		if strings.HasPrefix(trim, "```") {
			if in {
				if cur != nil {
					return nil, fmt.Errorf("%s:%d: a continued command runs into the end of its block", path, cur.Line)
				}
				in = false
			} else {
				in = strings.TrimPrefix(trim, "```") == "sh"
			}
			continue
		}
		if !in || trim == "" || (cur == nil && strings.HasPrefix(trim, "#")) {
			continue
		}
		if cur == nil {
			cur = &Command{Doc: path, Line: n}
		}
		if strings.HasSuffix(trim, `\`) {
			cur.Text += strings.TrimSuffix(trim, `\`) + " "
			continue
		}
		cur.Text += trim
		cmd, comment := splitComment(cur.Text)
		cur.Text = strings.TrimSpace(cmd)
		if m := exitRE.FindStringSubmatch(comment); m != nil {
			cur.Exit, _ = strconv.Atoi(m[1])
		}
		for _, m := range printRE.FindAllStringSubmatch(comment, -1) {
			cur.Print = append(cur.Print, m[1])
		}
		for _, m := range needsRE.FindAllStringSubmatch(comment, -1) {
			cur.Needs = append(cur.Needs, m[1])
		}
		for _, m := range whenRE.FindAllStringSubmatch(comment, -1) {
			cur.When = append(cur.When, m[1])
		}
		cur.Slow = slowRE.MatchString(comment)
		cur.Self = selfRE.MatchString(comment)
		out = append(out, *cur)
		cur = nil
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if in {
		return nil, fmt.Errorf("%s: a ```sh block is not closed", path)
	}
	return out, nil
}

// splitComment splits a shell line at its comment: the first # outside
// quotes that starts a word.
func splitComment(s string) (cmd, comment string) {
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			} else if c == '\\' && q == '"' {
				i++
			}
		case c == '\'' || c == '"':
			q = c
		case c == '\\':
			i++
		case c == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t'):
			return s[:i], s[i+1:]
		}
	}
	return s, ""
}
