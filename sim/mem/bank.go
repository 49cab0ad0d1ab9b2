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
	wordShift uint
	words     []uint64 // scratch: the distinct words of one access
	cnt       []int32  // scratch: distinct words per bank
}

func newBankConflicts(c SharedConfig) bankConflicts {
	if c.Banks <= 0 {
		return bankConflicts{}
	}
	return bankConflicts{
		banks:     uint64(c.Banks),
		wordShift: log2(uint64(c.BankBytes)),
		words:     make([]uint64, 0, 4*MaxLanes),
		cnt:       make([]int32, c.Banks),
	}
}

// passes returns the passes r's shared lanes need (1 without a bank model
// or without shared lanes).
func (b *bankConflicts) passes(r *Request) int {
	if b.banks == 0 {
		return 1
	}
	w := b.words[:0]
	last := ^uint64(0)
	size := uint64(max(r.Size, 1))
	for i := 0; i < r.N; i++ {
		if r.Class[i] != ClassShared {
			continue
		}
		first, end := r.Addr[i]>>b.wordShift, (r.Addr[i]+size-1)>>b.wordShift
		for x := first; x <= end; x++ {
			if x != last {
				w = append(w, x)
				last = x
			}
		}
	}
	if len(w) == 0 {
		return 1
	}
	// Sort (insertion sort: usually sorted already), then count the
	// distinct words of each bank.
	for i := 1; i < len(w); i++ {
		x := w[i]
		j := i
		for j > 0 && w[j-1] > x {
			w[j] = w[j-1]
			j--
		}
		w[j] = x
	}
	for i := range b.cnt {
		b.cnt[i] = 0
	}
	passes := int32(0)
	for i, x := range w {
		if i > 0 && w[i-1] == x {
			continue
		}
		k := x % b.banks
		b.cnt[k]++
		passes = max(passes, b.cnt[k])
	}
	b.words = w
	return int(passes)
}
