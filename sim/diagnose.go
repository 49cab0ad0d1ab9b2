package sim

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/simtc/simtc/sim/isa"
)

// Diagnosis explains a deadlock (or a run stopped at the cycle limit):
// per warp with live threads, where its threads are.
//
// For deadlock it is a diagnosis: nothing can ever change. For max-cycles,
// starved and watchdog it is a Snapshot of where the threads were when the
// run stopped, not a diagnosis; Notes then say what looks like a livelock.
type Diagnosis struct {
	Snapshot     bool       `json:"snapshot,omitempty"`
	Reason       string     `json:"reason"`
	Cycle        int64      `json:"cycle"`
	LastProgress int64      `json:"last_progress_cycle"`
	Warps        []WarpDiag `json:"warps"`
	Notes        []string   `json:"notes,omitempty"`
}

// WarpDiag is where the live threads of one warp are.
type WarpDiag struct {
	Warp  int `json:"warp"`
	Block int `json:"block"`
	Index int `json:"warp_in_block"`
	// BlockIdx is the block's (x, y, z) of an N-D launch (nil for 1-D),
	// whose thread lists are (x,y,z) ids too.
	BlockIdx *[3]int     `json:"block_idx,omitempty"`
	Groups   []GroupDiag `json:"groups"`
}

// GroupDiag is a group of threads of a warp in one state at one PC.
type GroupDiag struct {
	// State is "spinning" (issuing instructions without forward
	// progress, in the loop LoopStart…LoopEnd), "running" (the split that
	// issues, not spinning), "reconvergence" (waiting at a reconvergence
	// point for the WaitingFor threads), "pending" (a path not yet
	// scheduled), "barrier" (waiting at a barrier), "blocked" (in one
	// split with threads that wait at a barrier) or "collective" (waiting
	// at a warp-level operation — vote, ballot, shfl — for the
	// WaitingFor threads of the warp to reach it; mimd).
	State      string `json:"state"`
	Threads    string `json:"threads"` // thread indices within the block, e.g. "1-31"
	Count      int    `json:"count"`
	PC         uint32 `json:"pc"`
	Line       string `json:"line,omitempty"`
	LoopStart  uint32 `json:"loop_start,omitempty"`
	LoopEnd    uint32 `json:"loop_end,omitempty"`
	LoopLines  string `json:"loop_lines,omitempty"`
	WaitingFor string `json:"waiting_for,omitempty"` // threads
	Message    string `json:"message"`
}

func (m *machine) diagnose(reason string) *Diagnosis {
	d := &Diagnosis{Reason: reason, Cycle: m.t, LastProgress: m.lastProgress}
	var groups []ThreadGroup
	for _, c := range m.cores {
		for _, w := range c.warps {
			if w.Live == 0 {
				continue
			}
			wd := WarpDiag{Warp: w.ID, Block: w.Block, Index: w.Index}
			if m.nd {
				b := Coords(w.Block, m.gridDims)
				wd.BlockIdx = &b
			}
			groups = c.base.Describe(w, groups[:0])
			for _, g := range groups {
				// Split off the lanes waiting at a barrier.
				bw := g.Mask & w.BarWait
				if bw != 0 {
					wd.Groups = append(wd.Groups, m.groupDiag(w, ThreadGroup{PC: g.PC, Mask: bw}, "barrier"))
					g.Mask &^= bw
					if g.Mask == 0 {
						continue
					}
				}
				state := "running"
				switch g.State {
				case GroupRunning:
					if bw != 0 {
						state = "blocked"
						g.WaitFor = bw
					} else if m.spinning(w, g.Mask) {
						state = "spinning"
					}
				case GroupReconverge:
					state = "reconvergence"
				case GroupPending:
					state = "pending"
				case GroupCollective:
					state = "collective"
				}
				wd.Groups = append(wd.Groups, m.groupDiag(w, g, state))
			}
			m.linkWaits(&wd)
			m.linkCollectives(&wd)
			d.Warps = append(d.Warps, wd)
		}
	}
	return d
}

func (m *machine) groupDiag(w *Warp, g ThreadGroup, state string) GroupDiag {
	gd := GroupDiag{State: state, Threads: m.threads(w, g.Mask), Count: bits.OnesCount64(g.Mask), PC: g.PC}
	where := fmt.Sprintf("pc %#x", g.PC)
	if pc, ok := m.barrierPC(g.PC, state); ok {
		gd.PC = pc
		where = fmt.Sprintf("pc %#x", pc)
	}
	if l, ok := m.obj.LineAt(gd.PC); ok {
		gd.Line = l.String()
		where += " (" + gd.Line + ")"
	}
	who := "threads " + gd.Threads
	v := func(plural string) string { return plural }
	if gd.Count == 1 {
		who = "thread " + gd.Threads
		v = func(plural string) string {
			switch plural {
			case "are":
				return "is"
			case "cannot":
				return plural
			}
			return plural + "s"
		}
	}
	switch state {
	case "spinning":
		gd.LoopStart, gd.LoopEnd = m.loopOf(w, g.Mask)
		gd.LoopLines = m.lineRange(gd.LoopStart, gd.LoopEnd)
		gd.Message = fmt.Sprintf("%s %s in the loop at pc %#x-%#x", who, v("spin"), gd.LoopStart, gd.LoopEnd)
		if gd.LoopLines != "" {
			gd.Message += " (" + gd.LoopLines + ")"
		}
		gd.Message += " without making progress"
	case "reconvergence":
		gd.WaitingFor = m.threads(w, g.WaitFor)
		gd.Message = fmt.Sprintf("%s %s at the reconvergence point %s for threads %s", who, v("wait"), where, gd.WaitingFor)
	case "blocked":
		gd.WaitingFor = m.threads(w, g.WaitFor)
		gd.Message = fmt.Sprintf("%s at %s cannot issue: in one split with threads %s, which wait at a barrier", who, where, gd.WaitingFor)
	case "collective":
		gd.WaitingFor = m.threads(w, g.WaitFor)
		gd.Message = fmt.Sprintf("%s %s at the %s at %s for threads %s", who, v("wait"), m.warpOpName(g.PC), where, gd.WaitingFor)
	case "pending":
		gd.Message = fmt.Sprintf("%s %s to run a path at %s", who, v("wait"), where)
	case "barrier":
		gd.Message = fmt.Sprintf("%s %s at the barrier at %s", who, v("wait"), where)
		if b := w.blk; b != nil {
			need := b.live
			what := "threads"
			if m.barWarp {
				need, what = b.liveWarps, "warps"
			}
			gd.Message += fmt.Sprintf("; %d of the %d %s the barrier needs arrived", b.arrived, need, what)
		}
	default:
		gd.Message = fmt.Sprintf("%s %s at %s", who, v("are"), where)
	}
	return gd
}

// barrierPC: threads waiting at a barrier resume after it; report the bar
// itself.
func (m *machine) barrierPC(pc uint32, state string) (uint32, bool) {
	if state != "barrier" || pc < isa.InstSize {
		return 0, false
	}
	if in, ok := m.obj.InstAt(pc - isa.InstSize); ok && in.Op == isa.OpBar {
		return pc - isa.InstSize, true
	}
	return 0, false
}

// lineRange describes the source lines of the code in [lo, hi].
func (m *machine) lineRange(lo, hi uint32) string {
	file := ""
	first, last := uint32(0), uint32(0)
	for pc := lo; pc <= hi && pc >= lo; pc += isa.InstSize {
		l, ok := m.obj.LineAt(pc)
		if !ok {
			continue
		}
		if file == "" {
			file = l.File
		}
		if l.File != file {
			continue
		}
		if first == 0 || l.Line < first {
			first = l.Line
		}
		if l.Line > last {
			last = l.Line
		}
	}
	switch {
	case file == "":
		return ""
	case first == last:
		return fmt.Sprintf("%s:%d", file, first)
	}
	return fmt.Sprintf("%s:%d-%d", file, first, last)
}

// threads formats the lanes of mask as thread indices within the block:
// ranges of linear ids, or of (x,y,z) ids for an N-D launch.
func (m *machine) threads(w *Warp, mask uint64) string {
	base := w.Index * m.cfg.WarpSize
	var parts []string
	id := func(t int) string {
		if !m.nd {
			return fmt.Sprint(t)
		}
		c := Coords(t, m.blockDims)
		return fmt.Sprintf("(%d,%d,%d)", c[0], c[1], c[2])
	}
	for mask != 0 {
		lo := trailingZeros(mask)
		hi := lo
		for hi+1 < 64 && mask&(1<<uint(hi+1)) != 0 {
			hi++
		}
		if lo == hi {
			parts = append(parts, id(base+lo))
		} else {
			parts = append(parts, id(base+lo)+"-"+id(base+hi))
		}
		if hi == 63 {
			break
		}
		mask &^= (uint64(1)<<uint(hi+1) - 1)
	}
	return strings.Join(parts, ",")
}

// String renders the diagnosis as text, one line per group.
func (d *Diagnosis) String() string {
	var sb strings.Builder
	what := "diagnosis"
	if d.Snapshot {
		what = "snapshot (where the threads were; not a diagnosis)"
	}
	fmt.Fprintf(&sb, "%s at cycle %d: %s (last progress at cycle %d)\n", what, d.Cycle, d.Reason, d.LastProgress)
	for _, w := range d.Warps {
		if b := w.BlockIdx; b != nil {
			fmt.Fprintf(&sb, "  warp %d (block %d = (%d,%d,%d), warp %d of the block):\n", w.Warp, w.Block, b[0], b[1], b[2], w.Index)
		} else {
			fmt.Fprintf(&sb, "  warp %d (block %d, warp %d of the block):\n", w.Warp, w.Block, w.Index)
		}
		for _, g := range w.Groups {
			fmt.Fprintf(&sb, "    %s\n", g.Message)
		}
	}
	for _, n := range d.Notes {
		fmt.Fprintf(&sb, "  note: %s\n", n)
	}
	return sb.String()
}

// linkWaits completes the message of a group waiting at a reconvergence
// point with what the threads it waits for are doing (the SIMT-deadlock
// pattern: a leading thread waits at the loop exit for lagging threads
// that spin).
func (m *machine) linkWaits(wd *WarpDiag) {
	for i := range wd.Groups {
		g := &wd.Groups[i]
		if g.State != "reconvergence" {
			continue
		}
		for _, h := range wd.Groups {
			if h.State == "spinning" && h.Threads == g.WaitingFor {
				g.Message += ", which spin"
				if h.LoopLines != "" {
					g.Message += " in the loop at " + h.LoopLines
				}
				g.Message += ": a SIMT deadlock (forced reconvergence)"
			}
		}
	}
}

// warpOpName names the warp-level operation at pc for a message.
func (m *machine) warpOpName(pc uint32) string {
	in, _ := m.obj.InstAt(pc)
	return "collective " + in.Op.String()
}

// linkCollectives completes the message of a group waiting at a
// warp-level operation with what the threads it waits for — all the other
// live threads of the warp, i.e. the other groups — are doing. When they
// all wait too, at another warp-level operation or at a barrier, the
// operation was reached by only part of the sub-group and can never
// execute.
func (m *machine) linkCollectives(wd *WarpDiag) {
	for i := range wd.Groups {
		g := &wd.Groups[i]
		if g.State != "collective" {
			continue
		}
		var parts []string
		stuck := true
		for j, h := range wd.Groups {
			if j == i {
				continue
			}
			where := fmt.Sprintf("pc %#x", h.PC)
			if h.Line != "" {
				where += " (" + h.Line + ")"
			}
			var what string
			switch h.State {
			case "collective":
				what = fmt.Sprintf("at the %s at %s", m.warpOpName(h.PC), where)
			case "barrier":
				what = "at the barrier at " + where
			case "spinning":
				what = fmt.Sprintf("spinning in the loop at pc %#x-%#x", h.LoopStart, h.LoopEnd)
				if h.LoopLines != "" {
					what += " (" + h.LoopLines + ")"
				}
				stuck = false
			default:
				what = "at " + where
				stuck = false
			}
			who := "threads "
			if h.Count == 1 {
				who = "thread "
			}
			parts = append(parts, who+h.Threads+" "+what)
		}
		if len(parts) == 0 {
			continue
		}
		g.Message += "; " + strings.Join(parts, ", ")
		if stuck {
			g.Message += ": a collective operation reached by only part of the sub-group"
		}
	}
}

// spinning reports whether lanes of mask took a backward branch since the
// last forward progress.
func (m *machine) spinning(w *Warp, mask uint64) bool {
	for ; mask != 0; mask &= mask - 1 {
		if w.loopEpoch[trailingZeros(mask)] == m.epoch {
			return true
		}
	}
	return false
}

// loopOf is the union of the loops the lanes of mask spun in since the
// last progress.
func (m *machine) loopOf(w *Warp, mask uint64) (lo, hi uint32) {
	first := true
	for ; mask != 0; mask &= mask - 1 {
		l := trailingZeros(mask)
		if w.loopEpoch[l] != m.epoch {
			continue
		}
		if first || w.loopLo[l] < lo {
			lo = w.loopLo[l]
		}
		if first || w.loopHi[l] > hi {
			hi = w.loopHi[l]
		}
		first = false
	}
	return lo, hi
}

// livelockNotes are the notes of a snapshot: threads that spin in a loop
// (took a backward branch since the last forward progress) while no memory
// changed for a long time, whose state nevertheless keeps changing (else
// the exact-repeat check would have proved a deadlock): a suspected
// livelock, e.g. a lock acquire with a backoff counter. One note per loop.
func (m *machine) livelockNotes(d *Diagnosis) []string {
	idle := m.t - m.lastProgress
	if idle < repeatAfter {
		return nil
	}
	type loop struct {
		lo, hi  uint32
		lines   string
		threads int
		warps   []string
	}
	var loops []*loop
	for _, wd := range d.Warps {
		for _, g := range wd.Groups {
			if g.State != "spinning" {
				continue
			}
			var l *loop
			for _, x := range loops {
				if x.lo == g.LoopStart && x.hi == g.LoopEnd {
					l = x
				}
			}
			if l == nil {
				l = &loop{lo: g.LoopStart, hi: g.LoopEnd, lines: g.LoopLines}
				loops = append(loops, l)
			}
			l.threads += g.Count
			if n := len(l.warps); n == 0 || l.warps[n-1] != fmt.Sprint(wd.Warp) {
				l.warps = append(l.warps, fmt.Sprint(wd.Warp))
			}
		}
	}
	var notes []string
	for _, l := range loops {
		where := fmt.Sprintf("pc %#x-%#x", l.lo, l.hi)
		if l.lines != "" {
			where += " (" + l.lines + ")"
		}
		ws := l.warps
		if len(ws) > 8 {
			ws = append(ws[:8:8], fmt.Sprintf("… %d more", len(l.warps)-8))
		}
		warps := "warps "
		if len(l.warps) == 1 {
			warps = "warp "
		}
		notes = append(notes, fmt.Sprintf("suspected livelock: %d threads (%s%s) spin in the loop at %s; no memory changed, no thread exited and no barrier was released for %d cycles (since cycle %d), but their state keeps changing, so this is not a proven deadlock",
			l.threads, warps, strings.Join(ws, ", "), where, idle, m.lastProgress))
	}
	return notes
}
