package mem

import "math"

// DRAM channels. Addresses are interleaved over the channels in
// DRAMConfig.Interleave chunks (and, inside a channel, over its L2 banks
// the same way). Each channel serves its requests first come, first
// served (the order the requests reach it) with:
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
// This is a simplification of GPGPU-Sim's dram.cc (FR-FCFS scheduling,
// bank groups, tRAS/tRC/tRRD and refresh are not modelled): one formula per
// request, O(1), with the row hit/miss distinction and the bandwidth limit
// that decide streaming versus scattered access. Times on a channel are
// kept in 1/65536 core cycles so that DRAM clocks convert exactly enough
// with integer arithmetic only (deterministic on every platform).

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
		}
	}
	return t
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
}

func newChannel(t *dramTiming) channel {
	c := channel{l2Free: make([]int64, t.l2banks)}
	if t.rows {
		c.bankReady = make([]int64, t.banks)
		c.openRow = make([]int64, t.banks)
	}
	return c
}

// copyFrom makes c a copy of o, reusing c's slices.
func (c *channel) copyFrom(o *channel) {
	c.busFree = o.busFree
	c.bankReady = append(c.bankReady[:0], o.bankReady...)
	c.openRow = append(c.openRow[:0], o.openRow...)
	c.l2Free = append(c.l2Free[:0], o.l2Free...)
}

// access serves a request of bytes arriving at cycle arrive at channel c
// (local is the channel-local address) and returns the cycle its data is
// done. st, if not nil, counts the request.
func (t *dramTiming) access(c *channel, arrive int64, local uint64, bytes int, write bool, st *Stats) int64 {
	if st != nil {
		if write {
			st.DRAMWrites++
			st.DRAMWriteBytes += int64(bytes)
		} else {
			st.DRAMReads++
			st.DRAMReadBytes += int64(bytes)
		}
	}
	if !t.stateful() {
		return arrive + t.fixed
	}
	a := arrive << qShift
	cmd, cas := a, t.cl
	if write {
		cas = t.wl
	}
	var b uint64
	if t.rows {
		row := local >> t.rowShift
		b = row % t.banks
		r := int64(row/t.banks) + 1
		start := max(a, c.bankReady[b])
		switch c.openRow[b] {
		case r:
			cmd = start
			if st != nil {
				st.DRAMRowHits++
			}
		case 0:
			cmd = start + t.rcd
			if st != nil {
				st.DRAMRowMisses++
			}
		default:
			cmd = start + t.rp + t.rcd
			if st != nil {
				st.DRAMRowMisses++
			}
		}
		c.openRow[b] = r
		if st != nil {
			st.DRAMQueueQ += start - a
		}
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
