package sim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mem"
)

// printf: the machine executes printf [a], #N for each active thread,
// formats Object.Printfs[N] with the thread's arguments (internal/cfmt),
// and records the text with the cycle and the thread; the result has the
// lines sorted by cycle, then by the thread's global linear id (x
// fastest), whatever the scheduling of cores on goroutines (Config.Jobs).
//
// Output is bounded: at most Config.PrintfLines lines (DefaultPrintfLines
// when 0) of at most MaxPrintfLine bytes each are kept, the first in that
// order; Result.PrintfCalls counts every call, so a report can say how
// many lines were cut. A machine stops keeping lines once it has the cap
// and the cycle has moved past the one of its last kept line: every line
// of a cycle it kept is kept, so the first lines in (cycle, thread) order
// are the same from one machine or from the cores of a parallel run.

// PrintfLine is one printf call's output.
type PrintfLine struct {
	Cycle  int64  `json:"cycle"`
	Block  [3]int `json:"block"`
	Thread [3]int `json:"thread"`
	Text   string `json:"text"`
	// global is the thread's global linear id, for the order.
	global int
}

// DefaultPrintfLines is the printf lines a run keeps when
// Config.PrintfLines is 0.
const DefaultPrintfLines = 10000

// MaxPrintfLine is the most bytes of one call's output kept; a longer one
// is cut and ends in printfCut.
const MaxPrintfLine = 4096

// maxPrintfString bounds the bytes a %s reads before its NUL.
const maxPrintfString = 4096

const printfCut = "…[cut]"

// printfCap returns the lines a run keeps.
func (c *Config) printfCap() int {
	if c.PrintfLines > 0 {
		return c.PrintfLines
	}
	return DefaultPrintfLines
}

// execPrintf runs printf [a], #N for the lanes of s.
func (m *machine) execPrintf(w *Warp, s Split, in *isa.Inst) {
	if in.Imm < 0 || int(in.Imm) >= len(m.pfmts) {
		m.faultf(w, trailingZeros(s.Mask), s.PC, "printf: no format %d", in.Imm)
		return
	}
	p, f := &m.obj.Printfs[in.Imm], m.pfmts[in.Imm]
	classes := f.Args()
	limit := m.cfg.printfCap()
	args := make([]cfmt.Arg, len(p.Args))
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		m.printCalls++
		if len(m.prints) >= limit && m.t > m.printLast {
			continue
		}
		base := w.reg(in.A, l)
		for k, t := range p.Args {
			off := base + 8*uint64(k)
			if off < base || off+uint64(t.Size()) > uint64(m.privSize) {
				m.faultf(w, l, s.PC, "printf: argument %d at private address %#x is outside private memory (%d bytes)", k, off, m.privSize)
				return
			}
			args[k] = cfmt.Arg{Bits: m.privLoad(w, l, off, t.Size()), Size: t.Size(), Float: t.IsFloat()}
			if k < len(classes) && classes[k] == cfmt.String {
				str, err := m.printfString(w, l, args[k].Bits)
				if err != "" {
					m.faultf(w, l, s.PC, "printf: %%s argument %d: %s", k, err)
					return
				}
				args[k].Str = str
			}
		}
		text := f.Sprint(args)
		if len(text) > MaxPrintfLine {
			text = text[:MaxPrintfLine] + printfCut
		}
		tid := w.Index*m.cfg.WarpSize + l
		m.prints = append(m.prints, PrintfLine{
			Cycle: m.t, Block: Coords(w.Block, m.gridDims), Thread: Coords(tid, m.blockDims), Text: text,
			global: w.Block*m.blockDim + tid,
		})
		m.printLast = m.t
	}
}

// printfString reads the NUL-terminated string at generic (or global)
// address a for %s.
func (m *machine) printfString(w *Warp, l int, a uint64) (string, string) {
	spaces := mem.Spaces{Global: &m.global, Shared: w.blk.shared, PrivateSize: uint64(m.privSize), Params: m.params}
	var sb strings.Builder
	for n := uint64(0); n < maxPrintfString; n++ {
		b, sp, err := spaces.Resolve(isa.SpaceGeneric, a+n, 1, false)
		if err != nil {
			return "", fmt.Sprintf("%v", err)
		}
		if sp == isa.SpacePrivate {
			_, addr, _ := isa.FromGeneric(a + n)
			b = m.privBytes(w, l, addr, 1, false)
		}
		if b[0] == 0 {
			return sb.String(), ""
		}
		sb.WriteByte(b[0])
	}
	return "", fmt.Sprintf("no NUL in the %d bytes at %#x", maxPrintfString, a)
}

// finishPrintf sorts the recorded lines into the result and applies the
// cap.
func (m *machine) finishPrintf(res *Result) {
	lines := m.prints
	sort.SliceStable(lines, func(i, j int) bool {
		if lines[i].Cycle != lines[j].Cycle {
			return lines[i].Cycle < lines[j].Cycle
		}
		return lines[i].global < lines[j].global
	})
	if limit := m.cfg.printfCap(); len(lines) > limit {
		lines = lines[:limit]
	}
	res.Printf, res.PrintfCalls = lines, m.printCalls
}

// WritePrintf writes r's printf lines, each prefixed with the thread's
// block and thread ids when ids is set ("[block x,y,z thread x,y,z] "),
// and a note when lines were cut.
func (r *Result) WritePrintf(sb *strings.Builder, ids bool) {
	for _, p := range r.Printf {
		if ids {
			fmt.Fprintf(sb, "[block %d,%d,%d thread %d,%d,%d] ", p.Block[0], p.Block[1], p.Block[2], p.Thread[0], p.Thread[1], p.Thread[2])
		}
		sb.WriteString(p.Text)
	}
	if cut := r.PrintfCalls - int64(len(r.Printf)); cut > 0 {
		if len(r.Printf) > 0 && !strings.HasSuffix(sb.String(), "\n") {
			sb.WriteByte('\n')
		}
		fmt.Fprintf(sb, "simtc: printf: %d more lines not kept (%d of %d calls kept)\n", cut, len(r.Printf), r.PrintfCalls)
	}
}
