package sim

// EmulateSchedule: the window scheduler (window.work) with n virtual
// goroutines on one, in virtual time, so that where goroutines wait is
// counted instead of timed.

import (
	"runtime"
	"syscall"
	"unsafe"

	"github.com/simtc/simtc/sim/isa"
)

// SchedStats is what EmulateSchedule counts, in the cost unit asked for.
type SchedStats struct {
	Windows, Chunks int
	Busy            int64 // units of work run (every goroutine)
	Wall            int64 // units of virtual time (sum of the windows')
	IdlePause       int64 // goroutine-units idle while a core waited at a pause
	IdleTail        int64 // goroutine-units idle with no core paused (a window's tail)
	Gave            string
}

// Speedup is the emulated speedup over one goroutine.
func (s SchedStats) Speedup() float64 { return float64(s.Busy) / float64(s.Wall) }

// threadCPU is the calling thread's CPU time in ns.
func threadCPU() int64 {
	var ts syscall.Timespec
	const clockThreadCPUTimeID = 3
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	return ts.Nano()
}

// EmulateSchedule runs a launch on the windowed engine with each window's
// scheduler emulated for n goroutines: a free goroutine takes a core as
// window.work does (resolvePauses, pick, chunkEnd) and runs its chunk at
// once, which ends at its start plus the chunk's cost; the next goroutine
// to go free is the one whose chunk ends first. cost "cpu" is the
// chunk's thread CPU time (ns), "warp" its warp instructions plus its
// thread instructions / 32 plus 1 (a proxy that does not depend on the
// machine's load). Not emulated: a running core stopped by a pause found
// later (window.work's stop), since a chunk is run whole at its start.
func EmulateSchedule(o *isa.Object, me Mech, l *Launch, cfg Config, n int, cost string) (SchedStats, error) {
	mc, res, err := machineFor(o, me, l, cfg)
	if err != nil {
		return SchedStats{}, err
	}
	var st SchedStats
	if !mc.parallelOK() {
		st.Gave = "serial"
		return st, nil
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	mc.parSched = func(w *window) { w.emulate(n, cost, &st) }
	if !mc.runParallel(res) {
		st.Gave = mc.parWhy
	}
	return st, nil
}

func (w *window) emulate(n int, cost string, st *SchedStats) {
	st.Windows++
	type vgo struct {
		p    *parCore
		free int64
	}
	gs := make([]vgo, n)
	var now int64
	for {
		for i := range gs {
			if gs[i].p != nil {
				continue
			}
			if !w.m.resolvePauses(w.ps, w.end) {
				w.failed = true
				return
			}
			p := w.pick()
			if p == nil {
				continue
			}
			end := w.begin(p)
			s0, c0 := p.sub.st, threadCPU()
			p.runTo(end)
			var c int64
			if cost == "cpu" {
				c = threadCPU() - c0
			} else {
				c = p.sub.st.WarpInstructions - s0.WarpInstructions + (p.sub.st.ThreadInstructions-s0.ThreadInstructions)/32 + 1
			}
			st.Chunks++
			st.Busy += c
			gs[i] = vgo{p, now + c}
		}
		j := -1
		for i := range gs {
			if gs[i].p != nil && (j < 0 || gs[i].free < gs[j].free) {
				j = i
			}
		}
		if j < 0 {
			break
		}
		next := gs[j].free
		idle := int64(0)
		for i := range gs {
			if gs[i].p == nil {
				idle += next - now
			}
		}
		if earliestPause(w.ps, nil) != nil {
			st.IdlePause += idle
		} else {
			st.IdleTail += idle
		}
		now = next
		p := gs[j].p
		gs[j].p = nil
		p.running = false
		p.stop.Store(noStop)
		w.running--
	}
	st.Wall += now
}
