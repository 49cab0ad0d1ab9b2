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

// TestSeenLaneVerdicts: seenLane reports a lane's repeat at the first
// check whose hash it recorded before, and at no other check, while its
// list holds the hashes (the filter only decides whether to look): a lane
// whose hashes all set the same two filter bits (so the list is read at
// every check) repeats exactly when one of them comes again — the first,
// the last recorded, one in between — the lanes apart, a new epoch
// forgets them; past the list (maxSeen hashes) a cycle is found by the
// cycle detection.
func TestSeenLaneVerdicts(t *testing.T) {
	// same(i): distinct hashes with the filter bits of 0 (top 18 and
	// low 13 bits clear).
	same := func(i int) uint64 { return uint64(i+1) << 13 }
	for _, again := range []int{0, 1, maxSeen / 2, maxSeen - 2, maxSeen - 1} {
		w := &Warp{Size: 8}
		for i := 0; i < maxSeen; i++ {
			for _, l := range []int{3, 5} {
				if seenLane(w, l, same(i)+uint64(l)<<40, 1) {
					t.Fatalf("again %d: lane %d repeats at its new hash %d", again, l, i)
				}
			}
		}
		if !seenLane(w, 3, same(again)+3<<40, 1) {
			t.Fatalf("lane 3's hash %d again: no repeat", again)
		}
		if w.trep != 1<<3 {
			t.Fatalf("again %d: repeating lanes %#x, want lane 3", again, w.trep)
		}
		if seenLane(w, 5, same(again)+3<<40, 1) {
			t.Fatalf("again %d: lane 5 repeats lane 3's hash", again)
		}
		if seenLane(w, 3, same(again)+3<<40, 2) || w.trep != 0 {
			t.Fatalf("again %d: a new epoch remembers the last one's hashes (trep %#x)", again, w.trep)
		}
	}
	// Past the list: maxSeen distinct hashes, then a cycle of 5.
	w := &Warp{Size: 1}
	for i := 0; i < maxSeen; i++ {
		seenLane(w, 0, same(i), 1)
	}
	found := -1
	for i := 0; i < 100 && found < 0; i++ {
		if seenLane(w, 0, same(1000+i%5), 1) {
			found = i
		}
	}
	if found < 5 {
		t.Fatalf("a cycle past the list: repeat at check %d of the cycle", found)
	}
}
