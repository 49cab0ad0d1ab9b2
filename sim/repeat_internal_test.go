package sim

import (
	"fmt"
	"math/rand"
	"testing"
)

// laneState is a mechanism whose state hash depends on the lanes asked
// for, so that a hash computed for the wrong lane differs.
type laneState struct{ idle }

func (laneState) HashState(_ *Warp, lanes uint64, h uint64) uint64 {
	return Mix(h, lanes*0x9e3779b97f4a7c15)
}

// TestLaneHashesEqualLaneHash: laneHashes (all the lanes of a
// register-major warp at once, register by register) gives, lane by lane
// and in lane order, what laneHash gives for each lane alone; and laneHash
// of a lane-major copy of the same warp (one-thread issues) gives the same
// values. Random register counts (odd and even: the two chains), warp
// sizes, lane masks, stack pointers, with and without private memory.
func TestLaneHashesEqualLaneHash(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	c := &core{base: laneState{}}
	checked := 0
	for round := 0; round < 2000; round++ {
		ws := []int{1, 7, 8, 32, 64}[rng.Intn(5)]
		nregs := 1 + rng.Intn(9)
		m := &machine{numRegs: nregs}
		rm := &Warp{Size: ws, rs: ws, ls: 1, regs: make([]uint64, nregs*ws), sp: make([]uint64, ws)}
		lm := &Warp{Size: ws, rs: 1, ls: nregs, regs: make([]uint64, nregs*ws), sp: rm.sp}
		for r := 0; r < nregs; r++ {
			for l := 0; l < ws; l++ {
				v := rng.Uint64()
				if rng.Intn(3) == 0 {
					v = uint64(rng.Intn(4))
				}
				rm.regs[r*ws+l], lm.regs[l*nregs+r] = v, v
			}
		}
		for l := range rm.sp {
			rm.sp[l] = uint64(rng.Intn(1 << 12))
		}
		if rng.Intn(2) == 0 {
			rm.ph = make([]uint64, ws)
			for l := range rm.ph {
				rm.ph[l] = rng.Uint64()
			}
			lm.ph = rm.ph
		}
		all := uint64(1)<<uint(ws) - 1
		if ws == 64 {
			all = ^uint64(0)
		}
		lanes := rng.Uint64() & all
		if rng.Intn(4) == 0 {
			lanes = all
		}
		got := m.laneHashes(c, rm, lanes, nil)
		k := 0
		for mm := lanes; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			want := m.laneHash(c, rm, l)
			if k >= len(got) || got[k] != want {
				t.Fatalf("round %d (warp size %d, %d registers, lanes %#x): laneHashes[%d] for lane %d is not laneHash's %#x: %#x", round, ws, nregs, lanes, k, l, want, got)
			}
			if lmh := m.laneHash(c, lm, l); lmh != want {
				t.Fatalf("round %d (warp size %d, %d registers): lane %d hashes %#x lane-major, %#x register-major", round, ws, nregs, l, lmh, want)
			}
			k++
			checked++
		}
		if k != len(got) {
			t.Fatalf("round %d: laneHashes gave %d hashes for %d lanes", round, len(got), k)
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d lanes checked", checked)
	}
}

// TestRegsHashRows: regsHash of a register-major warp that keeps its row
// hashes (rowHashes) across checks equals that of a fresh copy of the
// warp (no rows kept) after every change — rows changed, changed back,
// unchanged, the stack pointers changed — and that of a lane-major copy
// (one-thread issues) of the same registers; and it tells the states it
// went through apart.
func TestRegsHashRows(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, ws := range []int{1, 7, 32, 64} {
		nregs := 1 + rng.Intn(9)
		m := &machine{numRegs: nregs, cfg: Config{WarpSize: ws}}
		w := &Warp{Size: ws, rs: ws, ls: 1, regs: make([]uint64, nregs*ws), sp: make([]uint64, ws), rowDirty: make([]uint64, 1)}
		seen := map[uint64]string{}
		for step := 0; step < 300; step++ {
			// A write marks its register's row as noteDef does (rowDirty).
			switch rng.Intn(5) {
			case 0: // one register of one lane
				i := rng.Intn(len(w.regs))
				w.regs[i] = rng.Uint64()
				w.rowDirty[0] |= 1 << (i / ws)
			case 1: // a register back to zero in every lane
				r := rng.Intn(nregs)
				clear(w.regs[r*ws : (r+1)*ws])
				w.rowDirty[0] |= 1 << r
			case 2:
				w.sp[rng.Intn(ws)] = uint64(rng.Intn(1 << 12))
			}
			got := m.regsHash(w, 1)
			fresh := &Warp{Size: ws, rs: ws, ls: 1, regs: append([]uint64(nil), w.regs...), sp: append([]uint64(nil), w.sp...), rowDirty: make([]uint64, 1)}
			if want := m.regsHash(fresh, 1); got != want {
				t.Fatalf("warp size %d, step %d: kept rows hash %#x, fresh %#x", ws, step, got, want)
			}
			lm := &Warp{Size: ws, rs: 1, ls: nregs, regs: make([]uint64, nregs*ws), sp: w.sp, rowDirty: make([]uint64, 1)}
			for r := 0; r < nregs; r++ {
				for l := 0; l < ws; l++ {
					lm.regs[l*nregs+r] = w.regs[r*ws+l]
				}
			}
			if lmh := m.regsHash(lm, 1); lmh != got {
				t.Fatalf("warp size %d, step %d: lane-major hash %#x, register-major %#x", ws, step, lmh, got)
			}
			state := fmt.Sprint(w.regs, w.sp)
			if s, ok := seen[got]; ok && s != state {
				t.Fatalf("warp size %d, step %d: two states hash to %#x", ws, step, got)
			}
			seen[got] = state
		}
	}
}
