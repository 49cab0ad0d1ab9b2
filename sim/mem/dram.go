package mem

import "math"

// DRAM channels. Addresses are interleaved over the channels in
// DRAMConfig.Interleave chunks (and, inside a channel, over its L2 banks
// the same way). Each channel has:
//
//   - a data bus moving BusBytes per DRAM clock: a request of n bytes holds
//     it n/BusBytes DRAM clocks, and waits for it while an earlier
//     request's data is on it (bandwidth and queueing);
//   - row buffers (when RowBytes > 0): each channel-local RowBytes block is
//     one row, rows go to the Banks banks round-robin; a request to the
//     open row of its bank issues its column command at once (a row hit), to
//     a closed bank after tRCD, to another row after tRP + tRCD (a row
//     miss); the bank is busy until its burst is over; the data follows CL
//     (WL for a write) after the column command, when the bus is free;
//   - a fixed latency (GPGPU-Sim's dram_latency) on top.
//
// The order a channel serves its requests in is DRAMConfig.Scheduler:
//
//   - first come, first served (access): one formula per request, O(1), in
//     the order the requests reach the channel; its bank's and the bus's
//     timelines wait for the requests before it;
//   - FR-FCFS (schedule), as GPGPU-Sim's frfcfs_scheduler (dram_sched.cc):
//     a bounded queue per channel, and per bank the oldest request to the
//     open row first, else the oldest. It reorders, so a request's time
//     depends on requests that arrive after it: it serves a batch, every
//     request the epoch replay (hierarchy.go) sends a channel, once the
//     epoch's requests are all known. A core's view during an epoch, which
//     must give each latency when the request is made, serves its own
//     requests first come, first served; it sees FR-FCFS in the state the
//     replay leaves (the backlog of the queues and buses, the open rows,
//     the L2 fills' times), and in the activation it charges a request:
//     the replay's mean for requests of the same row outcome in the view
//     (channel.predict; hierarchy.go, "The views' DRAM rows").
//
// This is a simplification of GPGPU-Sim's dram.cc (bank groups,
// tRAS/tRC/tRRD/tCCD, refresh and the read/write turnaround are not
// modelled; time is continuous, not in DRAM clocks) with the row hit/miss
// distinction and the bandwidth limit that decide streaming versus
// scattered access. Times on a channel are kept in 1/65536 core cycles so
// that DRAM clocks convert exactly enough with integer arithmetic only
// (deterministic on every platform).

const qShift = 16 // fixed point of channel timelines: 1/65536 core cycle

// ceilQ converts a fixed-point time to core cycles, rounding up.
func ceilQ(t int64) int64 { return (t + 1<<qShift - 1) >> qShift }

// dramTiming is the DRAM configuration in the units the model uses.
type dramTiming struct {
	fixed    int64 // core cycles added to every request
	perByte  int64 // fixed-point core cycles per byte on the bus; 0: unlimited
	rows     bool
	banks    uint64
	rowShift uint
	rcd, rp  int64 // fixed-point core cycles
	cl, wl   int64

	frfcfs bool // the replay serves batches (schedule), not one request at a time
	queue  int  // FR-FCFS scheduler queue per channel; 0: unbounded

	channels uint64
	ilvShift uint
	ilvMask  uint64
	l2banks  uint64
}

func newDRAMTiming(d DRAMConfig, l2banks int) dramTiming {
	t := dramTiming{
		fixed:    int64(d.Latency),
		channels: uint64(d.Channels),
		ilvShift: log2(uint64(d.Interleave)),
		ilvMask:  uint64(d.Interleave - 1),
		l2banks:  uint64(max(l2banks, 1)),
	}
	if d.BusBytes > 0 || d.RowBytes > 0 {
		// Core cycles per DRAM clock, and per byte on the bus.
		ratio := float64(d.CoreMHz) / float64(d.DRAMMHz)
		clk := int64(math.Round(float64(ratio * (1 << qShift))))
		if d.BusBytes > 0 {
			t.perByte = max(1, int64(math.Round(float64(ratio*(1<<qShift))/float64(d.BusBytes))))
		}
		if d.RowBytes > 0 {
			t.rows = true
			t.banks = uint64(d.Banks)
			t.rowShift = log2(uint64(d.RowBytes))
			t.rcd, t.rp = int64(d.RCD)*clk, int64(d.RP)*clk
			t.cl, t.wl = int64(d.CL)*clk, int64(d.WL)*clk
			t.frfcfs = d.Scheduler == DRAMFRFCFS
			t.queue = d.QueueSize
		}
	}
	return t
}

// unloaded is the cycles a request of bytes takes on an idle channel
// whose bank has its row open.
func (t *dramTiming) unloaded(bytes int, write bool) int64 {
	cas := t.cl
	if write {
		cas = t.wl
	}
	return ceilQ(cas+int64(bytes)*t.perByte) + t.fixed
}

// stateful reports whether DRAM accesses change what later ones see.
func (t *dramTiming) stateful() bool { return t.perByte > 0 || t.rows }

// route maps a global address to its channel, its L2 bank inside the
// channel, the channel-local address (rows) and the bank-local address
// (the L2 bank's tags).
func (t *dramTiming) route(addr uint64) (ch, bank int, local, bankLocal uint64) {
	chunk := addr >> t.ilvShift
	low := addr & t.ilvMask
	rest := chunk / t.channels
	ch = int(chunk % t.channels)
	local = rest<<t.ilvShift | low
	bank = int(rest % t.l2banks)
	bankLocal = (rest/t.l2banks)<<t.ilvShift | low
	return
}

// channel is the timing state of one DRAM channel and its L2 banks' ports.
type channel struct {
	busFree   int64   // fixed point: the data bus is free from then on
	bankReady []int64 // fixed point, per DRAM bank
	openRow   []int64 // per DRAM bank: open row + 1; 0: closed
	l2Free    []int64 // per L2 bank: cycle its port is free
	// predict, in a core's copy during an epoch, is the activation delay
	// (fixed point) it charges a request by its row outcome against the
	// copy's rows (hierarchy.go: rowEstimate); nil in the shared state,
	// which charges the outcome's own delay.
	predict *[rowOutcomes]int64
	// In a core's copy, since the core's reset: the requests it served
	// and the activation delay it charged them (fixed point).
	acts, charged int64
}

// The row-buffer outcomes of a DRAM request (activate).
const (
	rowHit      uint8 = iota // its row was open: no activation
	rowClosed                // its bank was closed: tRCD
	rowConflict              // another row was open: tRP + tRCD
	rowOutcomes
)

// actDelay is the fixed-point delay before the column command of a
// request with row outcome o.
func (t *dramTiming) actDelay(o uint8) int64 {
	switch o {
	case rowClosed:
		return t.rcd
	case rowConflict:
		return t.rp + t.rcd
	}
	return 0
}

func newChannel(t *dramTiming) channel {
	c := channel{l2Free: make([]int64, t.l2banks)}
	if t.rows {
		c.bankReady = make([]int64, t.banks)
		c.openRow = make([]int64, t.banks)
	}
	return c
}

// copyFrom makes c a copy of o, reusing c's slices (predict is c's own).
func (c *channel) copyFrom(o *channel) {
	c.busFree = o.busFree
	c.bankReady = append(c.bankReady[:0], o.bankReady...)
	c.openRow = append(c.openRow[:0], o.openRow...)
	c.l2Free = append(c.l2Free[:0], o.l2Free...)
}

// access serves a request of bytes arriving at cycle arrive at channel c
// (local is the channel-local address) first come, first served, and
// returns the cycle its data is done. st, if not nil, counts the request.
func (t *dramTiming) access(c *channel, arrive int64, local uint64, bytes int, write bool, st *Stats) int64 {
	done, _ := t.accessRow(c, arrive, local, bytes, write, st)
	return done
}

// accessRow is access, also returning the request's row outcome.
func (t *dramTiming) accessRow(c *channel, arrive int64, local uint64, bytes int, write bool, st *Stats) (int64, uint8) {
	count(st, bytes, write)
	if !t.stateful() {
		return arrive + t.fixed, rowHit
	}
	a := arrive << qShift
	start, b, r := a, uint64(0), int64(0)
	if t.rows {
		b, r = t.bankRow(local)
		start = max(a, c.bankReady[b])
	}
	cmd, o := t.activate(c, start, b, r, st)
	return t.transfer(c, a, start, cmd, b, bytes, write, st), o
}

// count counts a request of bytes in st (if not nil).
func count(st *Stats, bytes int, write bool) {
	if st == nil {
		return
	}
	if write {
		st.DRAMWrites++
		st.DRAMWriteBytes += int64(bytes)
	} else {
		st.DRAMReads++
		st.DRAMReadBytes += int64(bytes)
	}
}

// bankRow is the bank of channel-local address local and its row + 1 (the
// openRow encoding).
func (t *dramTiming) bankRow(local uint64) (b uint64, r int64) {
	row := local >> t.rowShift
	return row % t.banks, int64(row/t.banks) + 1
}

// activate opens row r - 1 of bank b (if rows are modelled) for a request
// the bank takes at start, and returns when its column command can issue
// and the request's row outcome: at once for a row hit, after tRCD for a
// closed bank, after tRP + tRCD for another row (in a core's view, after
// the delay it predicts for the outcome).
func (t *dramTiming) activate(c *channel, start int64, b uint64, r int64, st *Stats) (int64, uint8) {
	if !t.rows {
		return start, rowHit
	}
	o := rowHit
	switch c.openRow[b] {
	case r:
	case 0:
		o = rowClosed
	default:
		o = rowConflict
	}
	if st != nil {
		if o == rowHit {
			st.DRAMRowHits++
		} else {
			st.DRAMRowMisses++
		}
	}
	c.openRow[b] = r
	if c.predict != nil {
		c.acts++
		c.charged += c.predict[o]
		return start + c.predict[o], o
	}
	return start + t.actDelay(o), o
}

// transfer issues the column command of a request (arrived at a, taken by
// its bank b at start) at cmd: its data follows CL (WL) later when the bus
// is free; the bank is busy until the burst is over. It returns the cycle
// the data is done.
func (t *dramTiming) transfer(c *channel, a, start, cmd int64, b uint64, bytes int, write bool, st *Stats) int64 {
	cas := t.cl
	if write {
		cas = t.wl
	}
	if st != nil {
		st.DRAMQueueQ += start - a
	}
	xfer := int64(bytes) * t.perByte
	data := cmd + cas
	if t.perByte > 0 && c.busFree > data {
		if st != nil {
			st.DRAMQueueQ += c.busFree - data
		}
		data = c.busFree
	}
	end := data + xfer
	if t.perByte > 0 {
		c.busFree = end
	}
	if t.rows {
		c.bankReady[b] = max(c.bankReady[b], data-cas+xfer)
	}
	if st != nil {
		st.DRAMBusyQ += xfer
	}
	return ceilQ(end) + t.fixed
}

// unroute is the channel-local address of bank-local address bl of L2 bank
// bank (route's inverse, for write-backs).
func (t *dramTiming) unroute(bank int, bl uint64) uint64 {
	rest := (bl>>t.ilvShift)*t.l2banks + uint64(bank)
	return rest<<t.ilvShift | bl&t.ilvMask
}

// reset empties the channel's queues and closes its rows.
func (c *channel) reset() {
	c.busFree = 0
	clear(c.bankReady)
	clear(c.openRow)
	clear(c.l2Free)
}

// dramReq is one request of a batch that a channel serves FR-FCFS
// (schedule).
type dramReq struct {
	at    int64 // arrival, core cycles (for a dependent request: set when its predecessor is served)
	local uint64
	bytes int32
	write bool
	dep   bool  // waits for another request's data (an atomic's write without an L2)
	then  int32 // the request that waits for this one's data, or -1
	done  int64 // the cycle its data is done (schedule's result)
	out   uint8 // its row outcome (schedule's result)
	view  uint8 // the row outcome + 1 its core's view charged it (0: not one of a view's requests; hierarchy.go)
	bank  int32 // schedule's: bankRow of local
	row   int64
}

// frfcfs is the FR-FCFS scheduler's scratch space, reused from batch to
// batch.
type frfcfs struct {
	wait  []int32   // requests not yet in the scheduler queue: a heap by (arrival, index)
	queue [][]int32 // per bank, the requests in the scheduler queue, oldest first
	// Per bank, the request it has taken and whose column command is
	// due (-1: none), when it took it, and when the command is due.
	active     []int32
	start, cmd []int64
}

// schedule serves the batch reqs (every request one channel receives in
// an epoch, in the order the replay made them) at channel c, FR-FCFS, and
// sets each request's done and row outcome. The channel's state carries over from the
// last batch; every request of the batch is served, none of a later batch
// can overtake one (the epoch's end is the scheduler's horizon).
//
// The policy is GPGPU-Sim's frfcfs_scheduler (dram_sched.cc; read, not
// copied), in this model's continuous time:
//
//  1. Requests enter the channel's scheduler queue in arrival order while
//     it holds fewer than QueueSize (0: no bound); the others wait.
//  2. When a bank with queued requests is free, it takes the oldest
//     queued request to its open row (a row hit); if there is none, the
//     oldest queued request (a row miss: precharge and activate first).
//     The request leaves the queue, making room for the next. Banks free
//     at the same time take their turns round-robin, from the one after
//     the last bank that took a request.
//  3. A taken request's column command is due at once (a hit), after tRCD
//     (a closed bank) or tRP + tRCD (another row); the bus goes to the
//     commands in the order they are due, and each is then timed as
//     access times it: its data when the bus is free, its bank busy until
//     its burst is over.
//
// GPGPU-Sim keeps serving the row it switched to while requests to it
// remain (m_last_row): the same as preferring the open row. It has no
// starvation bound other than the queue: a row miss can be overtaken by
// every row hit that enters the queue while its bank is busy.
func (t *dramTiming) schedule(c *channel, reqs []dramReq, s *frfcfs, st *Stats) {
	if len(s.queue) < int(t.banks) {
		s.queue = make([][]int32, t.banks)
		s.active = make([]int32, t.banks)
		s.start, s.cmd = make([]int64, t.banks), make([]int64, t.banks)
	}
	less := func(i, j int32) bool {
		a, b := &reqs[i], &reqs[j]
		return a.at < b.at || a.at == b.at && i < j
	}
	push := func(i int32) {
		s.wait = append(s.wait, i)
		for k := len(s.wait) - 1; k > 0; {
			p := (k - 1) / 2
			if !less(s.wait[k], s.wait[p]) {
				break
			}
			s.wait[k], s.wait[p] = s.wait[p], s.wait[k]
			k = p
		}
	}
	pop := func() int32 {
		top := s.wait[0]
		n := len(s.wait) - 1
		s.wait[0] = s.wait[n]
		s.wait = s.wait[:n]
		for k := 0; ; {
			l, r, m := 2*k+1, 2*k+2, k
			if l < n && less(s.wait[l], s.wait[m]) {
				m = l
			}
			if r < n && less(s.wait[r], s.wait[m]) {
				m = r
			}
			if m == k {
				break
			}
			s.wait[k], s.wait[m] = s.wait[m], s.wait[k]
			k = m
		}
		return top
	}
	s.wait = s.wait[:0]
	for i := range reqs {
		x := &reqs[i]
		count(st, int(x.bytes), x.write)
		b, r := t.bankRow(x.local)
		x.bank, x.row = int32(b), r
		if !x.dep {
			push(int32(i))
		}
	}
	queued, limit := 0, t.queue
	banks := int(t.banks)
	last := banks - 1
	for b := range s.active {
		s.active[b] = -1
	}
	active := 0
	now := int64(math.MinInt64)
	for {
		// 1. Admit what has arrived while there is room.
		for len(s.wait) > 0 && (limit == 0 || queued < limit) && reqs[s.wait[0]].at<<qShift <= now {
			i := pop()
			b := reqs[i].bank
			s.queue[b] = append(s.queue[b], i)
			queued++
		}
		// 2. Column commands due, earliest first: the bus in that order.
		col := -1
		for b := 0; active > 0 && b < banks; b++ {
			if s.active[b] >= 0 && s.cmd[b] <= now && (col < 0 || s.cmd[b] < s.cmd[col]) {
				col = b
			}
		}
		if col >= 0 {
			i := s.active[col]
			s.active[col] = -1
			active--
			x := &reqs[i]
			x.done = t.transfer(c, x.at<<qShift, s.start[col], s.cmd[col], uint64(col), int(x.bytes), x.write, st)
			if x.then >= 0 {
				reqs[x.then].at = x.done
				push(x.then)
			}
			continue
		}
		// 3. The next free bank with work, round-robin, takes a request:
		// the oldest to its open row, else the oldest.
		bank := -1
		for k, b := 1, last+1; queued > 0 && k <= banks; k, b = k+1, b+1 {
			if b == banks {
				b = 0
			}
			if len(s.queue[b]) > 0 && s.active[b] < 0 && c.bankReady[b] <= now {
				bank = b
				break
			}
		}
		if bank >= 0 {
			q := s.queue[bank]
			pick := 0
			for k, i := range q {
				if reqs[i].row == c.openRow[bank] {
					pick = k
					break
				}
			}
			i := q[pick]
			s.queue[bank] = append(q[:pick], q[pick+1:]...)
			queued--
			last = bank
			s.active[bank], s.start[bank] = i, now
			s.cmd[bank], reqs[i].out = t.activate(c, now, uint64(bank), reqs[i].row, st)
			active++
			continue
		}
		// 4. Nothing to do now: on to the next arrival, column command or
		// free bank.
		next := int64(math.MaxInt64)
		if len(s.wait) > 0 && (limit == 0 || queued < limit) {
			next = reqs[s.wait[0]].at << qShift
		}
		for b := 0; (active > 0 || queued > 0) && b < banks; b++ {
			switch {
			case s.active[b] >= 0:
				next = min(next, s.cmd[b])
			case len(s.queue[b]) > 0:
				next = min(next, c.bankReady[b])
			}
		}
		if next == math.MaxInt64 {
			return
		}
		now = max(now, next)
	}
}
