package sim

import "sort"

// mimd is the semantic reference: every thread has its own PC and is
// scheduled on its own, round-robin among the threads of a warp that can
// issue (a thread waiting at a barrier cannot), so every thread makes
// progress (fair scheduling). Each issue runs one thread, so a warp
// executes at most one thread-instruction per issue slot and the SIMD
// efficiency is 1/warp size: it is a reference for results, not a SIMT
// machine. Each thread has its own scoreboard, and warps are scheduled
// loose round-robin whatever Config.Scheduler says, so that no thread
// starves.
type mimd struct{}

type mimdWarp struct {
	pc [64]uint32
	rr int // the next lane to consider
}

func (*mimd) Name() string { return "mimd" }

func (*mimd) Start(w *Warp, pc uint32) {
	m := &mimdWarp{}
	for l := range m.pc {
		m.pc[l] = pc
	}
	w.State = m
}

// Splits offers every thread that can issue, round-robin from the lane
// after the last one that issued.
func (*mimd) Splits(w *Warp, dst []Split) []Split {
	m := w.State.(*mimdWarp)
	can := w.Live &^ w.BarWait
	hi := can &^ (uint64(1)<<uint(m.rr) - 1)
	for _, part := range [2]uint64{hi, can &^ hi} {
		for ; part != 0; part &= part - 1 {
			l := trailingZeros(part)
			dst = append(dst, Split{PC: m.pc[l], Mask: 1 << uint(l)})
		}
	}
	return dst
}

// LaneScoreboard: threads are independent, so is their scoreboard.
func (*mimd) LaneScoreboard() bool { return true }

func (*mimd) Commit(w *Warp, s Split, o *Outcome) {
	m := w.State.(*mimdWarp)
	l := trailingZeros(s.Mask)
	switch o.Kind {
	case OutBranch:
		if o.Taken&s.Mask != 0 {
			m.pc[l] = o.Target
		} else {
			m.pc[l] = o.Next
		}
	case OutIndirect:
		m.pc[l] = o.Targets[l]
	case OutCall:
		m.pc[l] = o.Target
	default:
		m.pc[l] = o.Next
	}
	m.rr = l + 1
	if m.rr >= 64 {
		m.rr = 0
	}
}

func (*mimd) Released(*Warp, uint64) {}

func (*mimd) Depth(*Warp) int { return 1 }

func (*mimd) Describe(w *Warp, dst []ThreadGroup) []ThreadGroup {
	m := w.State.(*mimdWarp)
	start := len(dst)
	for live := w.Live; live != 0; live &= live - 1 {
		l := trailingZeros(live)
		found := false
		for i := start; i < len(dst); i++ {
			if dst[i].PC == m.pc[l] {
				dst[i].Mask |= 1 << uint(l)
				found = true
			}
		}
		if !found {
			dst = append(dst, ThreadGroup{State: GroupRunning, PC: m.pc[l], Mask: 1 << uint(l)})
		}
	}
	sort.Slice(dst[start:], func(i, j int) bool { return dst[start+i].PC < dst[start+j].PC })
	return dst
}

// mimd does not take part in the exact-repeat check (no HashState): which
// thread issues depends on per-thread scoreboard timing, which the state
// hash does not capture, so a repeated state would not prove a cycle.
// Its deadlocks are found by the progress window.
