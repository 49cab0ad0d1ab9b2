package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/sim/isa"
)

func objdumpCommand() *cli.Command {
	return &cli.Command{
		Name:      "objdump",
		Usage:     "disassemble a .simt object",
		ArgsUsage: "FILE.simt",
		Description: "Prints the kernels with their parameters and resources, the globals, and the code with\n" +
			"function and block labels, thread-frontier priorities and branch metadata (reconvergence\n" +
			"PCs, frontiers). Where the line table changes, the source line is shown, with its text\n" +
			"when the source file can be found (relative to the current directory or the object).",
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return inputError(fmt.Errorf("%s: error: %v", path, unwrapPathError(err)))
			}
			obj, err := isa.Unmarshal(data)
			if err != nil {
				return inputError(fmt.Errorf("%s: error: %v", path, err))
			}
			var buf bytes.Buffer
			if err := obj.WriteDisasm(&buf); err != nil {
				return err
			}
			src := &sourceLines{dirs: []string{".", filepath.Dir(path)}, files: map[string][]string{}}
			return src.interleave(c.App.Writer, &buf)
		},
	}
}

// sourceLines reads source files on demand to show their lines.
type sourceLines struct {
	dirs  []string
	files map[string][]string // nil entry: not found
}

func (s *sourceLines) line(file string, n int) (string, bool) {
	lines, seen := s.files[file]
	if !seen {
		for _, d := range s.dirs {
			p := file
			if !filepath.IsAbs(p) {
				p = filepath.Join(d, file)
			}
			if b, err := os.ReadFile(p); err == nil {
				lines = strings.Split(string(b), "\n")
				break
			}
		}
		s.files[file] = lines
	}
	if n < 1 || n > len(lines) {
		return "", false
	}
	return strings.TrimSpace(lines[n-1]), true
}

// interleave copies the disassembly, adding the source text after each
// position comment whose line it can find.
func (s *sourceLines) interleave(w interface{ Write([]byte) (int, error) }, dis *bytes.Buffer) error {
	// posComment matches the disassembler's source-position lines
	// (compiled here, not at every simtc's start-up).
	posComment := regexp.MustCompile(`^(\s*); (.+?):(\d+)(?::\d+)?$`)
	bw := bufio.NewWriter(w)
	sc := bufio.NewScanner(dis)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		bw.WriteString(line)
		if m := posComment.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[3])
			if text, ok := s.line(m[2], n); ok && text != "" {
				bw.WriteString("  | " + text)
			}
		}
		bw.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return bw.Flush()
}
