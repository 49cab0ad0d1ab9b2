package mem

// Shared-memory bank conflicts. Shared memory is Banks banks of BankBytes
// words, word w in bank w mod Banks (Fermi: 32 × 4 bytes). One pass serves
// at most one word per bank; any number of lanes reading the same word are
// served together (broadcast, GPGPU-Sim's -gpgpu_shmem_limited_broadcast 0).
// An access needs as many passes as the most distinct words any one bank
// holds. A lane's access of more than one word (8 or 16 bytes) touches
// consecutive words, so a stride-1 64-bit access takes two passes, as on
// Fermi.

type bankConflicts struct {
	banks     uint64
	bankMask  uint64 // banks-1 if banks is a power of two, else 0
	wordShift uint
	// Scratch, reset in O(1) by generation: the distinct words of one
	// access (an open-addressing set) and the distinct words per bank.
	gen     uint32
	seen    [seenSlots]uint64
	seenGen [seenSlots]uint32
	cnt     []int32
	cntGen  []uint32
}

// seenSlots holds the words of one access (at most 4 per lane) at most
// half full.
const seenSlots = 8 * MaxLanes

func newBankConflicts(c SharedConfig) bankConflicts {
	if c.Banks <= 0 {
		return bankConflicts{}
	}
	mask := uint64(0)
	if isPow2(c.Banks) {
		mask = uint64(c.Banks - 1)
	}
	return bankConflicts{
		banks:     uint64(c.Banks),
		bankMask:  mask,
		wordShift: log2(uint64(c.BankBytes)),
		cnt:       make([]int32, c.Banks),
		cntGen:    make([]uint32, c.Banks),
	}
}

// passes returns the passes r's shared lanes need (1 without a bank model
// or without shared lanes).
func (b *bankConflicts) passes(r *Request) int {
	if b.banks == 0 {
		return 1
	}
	b.gen++
	if b.gen == 0 {
		b.seenGen, b.gen = [seenSlots]uint32{}, 1
		clear(b.cntGen)
	}
	passes := int32(1)
	last := ^uint64(0)
	size := uint64(max(r.Size, 1))
	all := r.classes == 1<<ClassShared
	for i, a := range r.Addr[:r.N] {
		if !all && r.Class[i] != ClassShared {
			continue
		}
		for x, end := a>>b.wordShift, (a+size-1)>>b.wordShift; x <= end; x++ {
			if x == last {
				continue
			}
			last = x
			// A word seen before in this access: a broadcast, free.
			j := int(x*0x9e3779b97f4a7c15>>55) & (seenSlots - 1)
			for b.seenGen[j] == b.gen && b.seen[j] != x {
				j = (j + 1) & (seenSlots - 1)
			}
			if b.seenGen[j] == b.gen {
				continue
			}
			b.seen[j], b.seenGen[j] = x, b.gen
			k := x & b.bankMask
			if b.bankMask == 0 {
				k = x % b.banks
			}
			if b.cntGen[k] != b.gen {
				b.cntGen[k], b.cnt[k] = b.gen, 0
			}
			b.cnt[k]++
			passes = max(passes, b.cnt[k])
		}
	}
	return int(passes)
}
