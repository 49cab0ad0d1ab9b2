package backend

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// A token-style IPDOM stack (ssy/sync, as the sim/isa documentation
// specifies it) on top of the MIMD test machine's per-thread execution:
// the threads of a warp run in lockstep under an active mask; a divergent
// cbra pushes a DIV entry for the not-taken threads and runs the taken
// ones; ssy pushes a SYNC entry; sync pops the top entry. It checks that
// the backend's ssy/sync placement reconverges every warp correctly.

type tokEntry struct {
	sync bool
	pc   uint32
	mask []*thread
}

type tokWarp struct {
	pc     uint32
	active []*thread
	stack  []tokEntry
	done   bool
}

func live(ts []*thread) []*thread {
	var out []*thread
	for _, t := range ts {
		if !t.done {
			out = append(out, t)
		}
	}
	return out
}

// pop pops the warp's top entry (what sync and an emptied mask do).
func (w *tokWarp) pop(syncPC uint32) error {
	for {
		if len(w.stack) == 0 {
			if len(live(w.active)) == 0 {
				w.done = true
				return nil
			}
			return fmt.Errorf("sync at %#x with an empty stack", syncPC)
		}
		e := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		if e.sync {
			w.active = live(e.mask)
			w.pc = syncPC + isa.InstSize
		} else {
			w.active = live(e.mask)
			w.pc = e.pc
		}
		for _, t := range w.active {
			t.pc = w.pc
		}
		if len(w.active) > 0 {
			return nil
		}
	}
}

// runTokens runs the launch with warps in lockstep under the token stack.
func (m *machine) runTokens(maxSteps int) error {
	var warps []*tokWarp
	for b := 0; b < m.l.grid; b++ {
		ts := m.threads[b*m.l.block : (b+1)*m.l.block]
		for i := 0; i < len(ts); i += m.l.warp {
			w := &tokWarp{pc: m.k.PC, active: ts[i:min(i+m.l.warp, len(ts))]}
			warps = append(warps, w)
		}
	}
	for steps := 0; ; steps++ {
		if steps > maxSteps {
			return fmt.Errorf("more than %d steps", maxSteps)
		}
		progress, alive := false, false
		for _, w := range warps {
			if w.done {
				continue
			}
			alive = true
			blocked := false
			for _, t := range w.active {
				blocked = blocked || t.waiting
			}
			if blocked {
				continue
			}
			progress = true
			if err := m.warpStep(w); err != nil {
				return err
			}
		}
		// Barriers: release a block when every live thread waits.
		for b := 0; b < m.l.grid; b++ {
			all, any := true, false
			for _, th := range m.threads[b*m.l.block : (b+1)*m.l.block] {
				if !th.done {
					all = all && th.waiting
					any = any || th.waiting
				}
			}
			if all && any {
				for _, th := range m.threads[b*m.l.block : (b+1)*m.l.block] {
					th.waiting = false
				}
				progress = true
			}
		}
		if !alive {
			return nil
		}
		if !progress {
			return fmt.Errorf("deadlock")
		}
	}
}

func (m *machine) warpStep(w *tokWarp) error {
	in, ok := m.o.InstAt(w.pc)
	if !ok {
		return fmt.Errorf("pc %#x outside the code", w.pc)
	}
	switch in.Op {
	case isa.OpSSY:
		w.stack = append(w.stack, tokEntry{sync: true, pc: in.Target, mask: append([]*thread(nil), w.active...)})
		w.pc += isa.InstSize
		for _, t := range w.active {
			t.pc = w.pc
		}
		return nil
	case isa.OpSync:
		return w.pop(w.pc)
	}
	for _, t := range w.active {
		if t.pc != w.pc {
			return fmt.Errorf("thread %d at %#x in a warp at %#x", t.tid, t.pc, w.pc)
		}
		if err := m.step(t); err != nil {
			return fmt.Errorf("thread %d of block %d at pc %#x: %v", t.tid, t.block, w.pc, err)
		}
	}
	act := live(w.active)
	if len(act) == 0 {
		w.active = nil
		return w.pop(w.pc)
	}
	var taken, other []*thread
	for _, t := range act {
		if t.pc == act[0].pc {
			taken = append(taken, t)
		} else {
			other = append(other, t)
		}
	}
	if len(other) > 0 {
		if in.Op != isa.OpCBra {
			return fmt.Errorf("threads split at %s", in)
		}
		if taken[0].pc != in.Target {
			taken, other = other, taken
		}
		w.stack = append(w.stack, tokEntry{pc: other[0].pc, mask: other})
	}
	w.active = taken
	w.pc = taken[0].pc
	return nil
}

// TestSSYSync compiles the bundled kernels with ssy/sync and runs them on
// the token-stack machine: every kernel the IPDOM stack can run must give
// its expected memory; the ones expected to deadlock under pdom may.
func TestSSYSync(t *testing.T) {
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		for _, all := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/alldiv=%v", name, all), func(t *testing.T) {
				m := compileFile(t, path)
				var l *launch
				var expects []string
				deadlock := false
				for _, d := range m.Directives {
					switch {
					case d.Kind == "launch":
						l, _ = parseLaunch(d.Text)
					case d.Kind == "expect" && strings.HasPrefix(d.Text, "status=deadlock"):
						deadlock = true
					case d.Kind == "expect" && !strings.HasPrefix(d.Text, "status="):
						expects = append(expects, d.Text)
					}
				}
				o, err := Compile(m, Options{SSY: true, AllDivergent: all})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := isa.Marshal(o); err != nil {
					t.Fatal(err)
				}
				if l == nil || deadlock {
					return // spin locks livelock in lockstep: nothing to compare
				}
				mc, err := newMachine(o, m.Kernels()[0].Name, l)
				if err != nil {
					t.Fatal(err)
				}
				if err := mc.runTokens(2_000_000); err != nil {
					t.Fatalf("run: %v", err)
				}
				if warpSynchronous[m.Kernels()[0].Name] {
					return
				}
				for _, e := range expects {
					for _, f := range strings.Fields(e) {
						k, v, _ := strings.Cut(f, "=")
						got, _ := mc.contents(k)
						want := expandList(strings.TrimSuffix(strings.TrimPrefix(v, "["), "]"))
						if strings.Join(got, ",") != strings.Join(want, ",") {
							t.Errorf("%s:\n got  %v\n want %v", k, got, want)
						}
					}
				}
			})
		}
	}
}
