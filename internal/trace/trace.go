// Package trace writes a simulator run as Trace Event Format JSON (the
// format of chrome://tracing, which the Perfetto UI reads as it is): a
// timeline of what every warp did, cycle by cycle (simtc run --trace).
//
// A Tracer is a sim.Observer. The file it writes has
//
//   - one process per block ("block B") and in it one track per warp
//     ("warp W"): every issue as a complete event (ph X) one cycle long,
//     named by its opcode, with the PC, the source line, the active lanes
//     and the instruction in its args; "memory stall" slices where the
//     warp could have issued but waited for a memory result or the memory
//     pipeline; instant events (ph i) for divergent branches ("diverge"),
//     exits, and every statistic of the mechanism an issue changed
//     (reconvergences, early_reconvergences, splits, formed_warps,
//     squeeze_moves, timeouts, spills …, named as the statistic);
//   - under a mechanism whose threads issue one at a time (mimd: one
//     PC per thread and one-thread issues, sim.RunInfo.PerThread) also
//     one track per thread ("warp W thread L") with that thread's issues
//     and memory stalls; the other per-thread-PC mechanisms (its, minpc,
//     tf-sandy) issue a group of threads at once, shown on the warp's
//     track with its lanes;
//   - for an N-D launch (sim.RunInfo.GridDim) the names give (x,y,z)
//     ids, as the text reports do: "block (x,y,z)" (the pid is still its
//     linear number), "warp W (threads (x,y,z)-(x,y,z) of block (x,y,z))"
//     with the first and last of its threads in x-fastest order, "warp W
//     thread (x,y,z)"; and otherData has the launch's "grid" and "block"
//     sizes. A 1-D launch's trace names blocks, warps and lanes by number;
//   - one "warp W barrier" track per warp with a begin/end pair (ph B/E)
//     from the first of its threads' arrival at a barrier to the release;
//     a wait never released (a deadlock) ends with the run, marked
//     released=false;
//   - counters (ph C) per warp: "warp W lanes" (the active lanes of its
//     last issue) and "warp W reconvergence" (the groups of threads the
//     warp is split into, and the mechanism's stack or table depth when
//     it reports one: sim.Depther).
//
// Time: one trace microsecond is one machine cycle (ts and dur are
// cycles). The events are written sorted by time, metadata first.
// Options.From/To keep only what happens in a window of cycles (slices
// are clipped to it, counters start at its first cycle with their value
// then); Options.MaxEvents bounds the file, and a trace that reached it
// says so in its otherData (truncated_at_cycle).
package trace

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// DefaultMaxEvents is the bound on the events of a trace unless
// Options.MaxEvents says otherwise (about 200 MB of JSON).
const DefaultMaxEvents = 2_000_000

// Options bound a trace.
type Options struct {
	// From and To are the window of cycles kept (To 0: to the end).
	From, To int64
	// MaxEvents bounds the events written (0: DefaultMaxEvents).
	MaxEvents int
}

// Event is one Trace Event Format event.
type Event struct {
	Name string         `json:"name"`
	Cat  string         `json:"cat,omitempty"`
	Ph   string         `json:"ph"`
	Ts   int64          `json:"ts"`
	Dur  *int64         `json:"dur,omitempty"`
	Pid  int            `json:"pid"`
	Tid  int            `json:"tid"`
	S    string         `json:"s,omitempty"`
	Args map[string]any `json:"args,omitempty"`
	seq  int
}

// Tracer records a run as trace events. Its zero value is not usable:
// New makes one.
type Tracer struct {
	obj       *isa.Object
	opt       Options
	info      sim.RunInfo
	events    []Event
	meta      []Event
	seq       int
	stride    int                 // tids per warp: 2 (warp, barrier) + WarpSize when threads issue one at a time (RunInfo.PerThread)
	busy      map[int64]int64     // track (pid<<32|tid): the end of its last slice
	waits     map[int]barrierWait // warp ID: an open barrier wait
	counters  map[string]*counter // by name
	pcs       map[uint32]*pcInfo  // per PC: its strings
	named     map[[2]int]bool     // tracks named so far
	truncated int64               // the cycle the event bound was reached (-1: never)
	status    sim.Status
	end       int64
}

type barrierWait struct {
	from int64
	pc   uint32
}

type counter struct {
	pid    int
	name   string
	args   map[string]any
	before map[string]any // the value before the window (From), if any
}

type pcInfo struct {
	op, inst, line string
}

// New returns a tracer for a run of obj (its line table names source
// lines).
func New(obj *isa.Object, opt Options) *Tracer {
	if opt.MaxEvents <= 0 {
		opt.MaxEvents = DefaultMaxEvents
	}
	return &Tracer{obj: obj, opt: opt, busy: map[int64]int64{}, waits: map[int]barrierWait{},
		counters: map[string]*counter{}, pcs: map[uint32]*pcInfo{}, named: map[[2]int]bool{}, truncated: -1}
}

// in reports whether cycle t is in the window.
func (t *Tracer) in(ts int64) bool {
	return ts >= t.opt.From && (t.opt.To == 0 || ts <= t.opt.To)
}

// clip returns the part [a, b) of the window, ok = false when empty.
func (t *Tracer) clip(a, b int64) (int64, int64, bool) {
	a = max(a, t.opt.From)
	if t.opt.To > 0 {
		b = min(b, t.opt.To+1)
	}
	return a, b, b > a
}

func (t *Tracer) add(e Event) {
	if t.truncated >= 0 {
		return
	}
	if len(t.events) >= t.opt.MaxEvents {
		t.truncated = e.Ts
		return
	}
	e.seq = t.seq
	t.seq++
	t.events = append(t.events, e)
}

// Begin names the processes and tracks (sim.Observer).
func (t *Tracer) Begin(info sim.RunInfo) {
	t.info = info
	t.stride = 2
	if info.PerThread {
		t.stride += info.WarpSize
	}
	blocks := map[int]bool{}
	for _, w := range info.Warps {
		if !blocks[w.Block] {
			blocks[w.Block] = true
			t.meta = append(t.meta,
				Event{Name: "process_name", Ph: "M", Pid: w.Block, Args: map[string]any{"name": t.blockName(w.Block)}},
				Event{Name: "process_sort_index", Ph: "M", Pid: w.Block, Args: map[string]any{"sort_index": w.Block}})
		}
		t.nameTrack(w.Block, t.warpTid(w), t.warpName(w))
		t.nameTrack(w.Block, t.warpTid(w)+1, fmt.Sprintf("warp %d barrier", w.ID))
	}
}

// xyz formats an (x,y,z) id as the text reports do.
func xyz(c [3]int) string { return fmt.Sprintf("(%d,%d,%d)", c[0], c[1], c[2]) }

// blockName names block b's process: "block B", or "block (x,y,z)" for
// an N-D launch (B, the linear number, is the pid the viewers show).
func (t *Tracer) blockName(b int) string {
	if t.info.GridDim == nil {
		return fmt.Sprintf("block %d", b)
	}
	return "block " + xyz(sim.Coords(b, *t.info.GridDim))
}

// thread returns the id of thread i of its block: i, or (x,y,z) for an
// N-D launch.
func (t *Tracer) thread(i int) string {
	if t.info.BlockDim == nil {
		return strconv.Itoa(i)
	}
	return xyz(sim.Coords(i, *t.info.BlockDim))
}

// warpName names w's track: "warp W", or for an N-D launch "warp W
// (threads (x,y,z)-(x,y,z) of block (x,y,z))", its first and last thread
// in x-fastest order.
func (t *Tracer) warpName(w sim.WarpRef) string {
	if t.info.GridDim == nil {
		return fmt.Sprintf("warp %d", w.ID)
	}
	first := w.Index * t.info.WarpSize
	return fmt.Sprintf("warp %d (threads %s-%s of %s)", w.ID, t.thread(first), t.thread(first+w.Size-1), t.blockName(w.Block))
}

// laneName names the track of lane l of w (RunInfo.PerThread): "warp W
// thread L", or for an N-D launch "warp W thread (x,y,z)", the thread's
// id in its block.
func (t *Tracer) laneName(w sim.WarpRef, l int) string {
	if t.info.BlockDim == nil {
		return fmt.Sprintf("warp %d thread %d", w.ID, l)
	}
	return fmt.Sprintf("warp %d thread %s", w.ID, t.thread(w.Index*t.info.WarpSize+l))
}

func (t *Tracer) nameTrack(pid, tid int, name string) {
	k := [2]int{pid, tid}
	if t.named[k] {
		return
	}
	t.named[k] = true
	t.meta = append(t.meta,
		Event{Name: "thread_name", Ph: "M", Pid: pid, Tid: tid, Args: map[string]any{"name": name}},
		Event{Name: "thread_sort_index", Ph: "M", Pid: pid, Tid: tid, Args: map[string]any{"sort_index": tid}})
}

func (t *Tracer) warpTid(w sim.WarpRef) int { return 1 + w.Index*t.stride }

func (t *Tracer) laneTid(w sim.WarpRef, l int) int { return t.warpTid(w) + 2 + l }

func (t *Tracer) pc(pc uint32) *pcInfo {
	if p, ok := t.pcs[pc]; ok {
		return p
	}
	p := &pcInfo{op: "?", inst: "?"}
	if i := int(pc / isa.InstSize); pc%isa.InstSize == 0 && i < len(t.obj.Code) {
		p.op = t.obj.Code[i].Op.String()
		p.inst = t.obj.Code[i].String()
	}
	if l, ok := t.obj.LineAt(pc); ok {
		p.line = l.String()
	}
	t.pcs[pc] = p
	return p
}

// slice adds a complete event [a, b) on track (pid, tid), clipped to the
// window and to the track's last slice (slices of one track never
// overlap).
func (t *Tracer) slice(pid, tid int, name, cat string, a, b int64, args map[string]any) {
	key := int64(pid)<<32 | int64(tid)
	a = max(a, t.busy[key])
	a, b, ok := t.clip(a, b)
	if !ok {
		return
	}
	t.busy[key] = b
	d := b - a
	t.add(Event{Name: name, Cat: cat, Ph: "X", Ts: a, Dur: &d, Pid: pid, Tid: tid, Args: args})
}

func (t *Tracer) instant(pid, tid int, name, cat string, ts int64, args map[string]any) {
	if t.in(ts) {
		t.add(Event{Name: name, Cat: cat, Ph: "i", S: "t", Ts: ts, Pid: pid, Tid: tid, Args: args})
	}
}

// count sets counter name of process pid to args at ts (an event when it
// changed).
func (t *Tracer) count(pid int, name string, ts int64, args map[string]any) {
	c := t.counters[name]
	if c == nil {
		c = &counter{pid: pid, name: name}
		t.counters[name] = c
	} else if sameArgs(c.args, args) {
		return
	}
	c.args = args
	if ts < t.opt.From {
		c.before = args
		return
	}
	if t.in(ts) {
		t.add(Event{Name: name, Ph: "C", Ts: ts, Pid: pid, Args: args})
	}
}

func sameArgs(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func hex(v uint64) string { return "0x" + strconv.FormatUint(v, 16) }

// Issued records an issue (sim.Observer).
func (t *Tracer) Issued(ev *sim.IssueEvent) {
	o := ev.Out
	w := ev.Warp
	p := t.pc(o.PC)
	pid := w.Block
	lanes := sim.Lanes(o.Mask)
	args := map[string]any{"pc": hex(uint64(o.PC)), "lanes": lanes, "mask": hex(o.Mask), "inst": p.inst}
	if p.line != "" {
		args["line"] = p.line
	}
	if ev.IssueCycles > 1 {
		args["issue_cycles"] = ev.IssueCycles
	}
	if ev.Parts > 1 {
		args["formed_from_parts"] = ev.Parts
	}
	tids := []int{t.warpTid(w)}
	if t.info.PerThread {
		tids = tids[:0]
		for m := o.Mask; m != 0; m &= m - 1 {
			l := trailingZeros(m)
			tid := t.laneTid(w, l)
			t.nameTrack(pid, tid, t.laneName(w, l))
			tids = append(tids, tid)
		}
	}
	for _, tid := range tids {
		if ev.MemReady > ev.MemStallFrom {
			t.slice(pid, tid, "memory stall", "stall", ev.MemStallFrom, ev.MemReady, map[string]any{"pc": hex(uint64(o.PC)), "inst": p.inst})
		}
		t.slice(pid, tid, p.op, "issue", ev.Cycle, ev.Cycle+1, args)
	}
	wt := t.warpTid(w)
	switch o.Kind {
	case sim.OutBranch:
		if o.Taken != 0 && o.Taken != o.Mask {
			a := map[string]any{"pc": hex(uint64(o.PC)), "taken": sim.Lanes(o.Taken), "not_taken": lanes - sim.Lanes(o.Taken),
				"target": hex(uint64(o.Target))}
			if o.RPC != isa.NoPC {
				a["rpc"] = hex(uint64(o.RPC))
			}
			if p.line != "" {
				a["line"] = p.line
			}
			t.instant(pid, wt, "diverge", "divergence", ev.Cycle, a)
		}
	case sim.OutIndirect:
		if n := len(o.LaneTargets(o.Mask)); n > 1 {
			a := map[string]any{"pc": hex(uint64(o.PC)), "targets": n}
			if p.line != "" {
				a["line"] = p.line
			}
			t.instant(pid, wt, "diverge", "divergence", ev.Cycle, a)
		}
	case sim.OutBarrier:
		if _, open := t.waits[w.ID]; !open {
			t.waits[w.ID] = barrierWait{from: ev.Cycle, pc: o.PC}
		}
	}
	if o.Exited != 0 {
		t.instant(pid, wt, "exit", "exit", ev.Cycle, map[string]any{"lanes": sim.Lanes(o.Exited)})
	}
	for _, s := range ev.Mech {
		t.instant(pid, wt, s.Name, "mechanism", ev.Cycle, map[string]any{"count": s.Value})
	}
	t.count(pid, fmt.Sprintf("warp %d lanes", w.ID), ev.Cycle, map[string]any{"active": lanes})
	if ev.Live != 0 {
		st := map[string]any{"groups": ev.Groups}
		for _, d := range ev.Depth {
			st[d.Name] = d.Value
		}
		t.count(pid, fmt.Sprintf("warp %d reconvergence", w.ID), ev.Cycle, st)
	}
}

// Released closes a barrier wait (sim.Observer).
func (t *Tracer) Released(cycle int64, w sim.WarpRef, lanes uint64) {
	t.closeWait(w, cycle, true, lanes)
}

func (t *Tracer) closeWait(w sim.WarpRef, cycle int64, released bool, lanes uint64) {
	bw, open := t.waits[w.ID]
	if !open {
		return
	}
	delete(t.waits, w.ID)
	a, b, ok := t.clip(bw.from, max(cycle, bw.from))
	if !ok && !(bw.from == cycle && t.in(cycle)) {
		return
	}
	if !ok {
		a, b = cycle, cycle
	}
	args := map[string]any{"pc": hex(uint64(bw.pc))}
	if l := t.pc(bw.pc).line; l != "" {
		args["line"] = l
	}
	tid := t.warpTid(w) + 1
	if t.truncated < 0 && len(t.events)+2 > t.opt.MaxEvents {
		// Both or neither: an unmatched begin is not a valid trace.
		t.truncated = a
		return
	}
	t.add(Event{Name: "barrier wait", Cat: "barrier", Ph: "B", Ts: a, Pid: w.Block, Tid: tid, Args: args})
	end := map[string]any{"released": released}
	if released {
		end["lanes"] = sim.Lanes(lanes)
	}
	t.add(Event{Name: "barrier wait", Cat: "barrier", Ph: "E", Ts: b, Pid: w.Block, Tid: tid, Args: end})
}

// End closes the waits never released (sim.Observer).
func (t *Tracer) End(cycle int64, status sim.Status) {
	t.status, t.end = status, cycle
	ids := make([]int, 0, len(t.waits))
	for id := range t.waits {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		for _, w := range t.info.Warps {
			if w.ID == id {
				t.closeWait(w, cycle, false, 0)
			}
		}
	}
}

// Truncated returns the cycle at which the trace reached its event bound
// (ok = false: it did not).
func (t *Tracer) Truncated() (int64, bool) { return t.truncated, t.truncated >= 0 }

// Events returns the events as they will be written: metadata, then the
// events sorted by time (ties in the order they happened).
func (t *Tracer) Events() []Event {
	out := append([]Event(nil), t.meta...)
	evs := append([]Event(nil), t.events...)
	names := make([]string, 0, len(t.counters))
	for n := range t.counters {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if c := t.counters[n]; c.before != nil {
			evs = append(evs, Event{Name: c.name, Ph: "C", Ts: t.opt.From, Pid: c.pid, Args: c.before, seq: -1})
		}
	}
	sort.SliceStable(evs, func(i, j int) bool {
		if evs[i].Ts != evs[j].Ts {
			return evs[i].Ts < evs[j].Ts
		}
		return evs[i].seq < evs[j].seq
	})
	return append(out, evs...)
}

// WriteTo writes the trace as one JSON object (traceEvents, otherData).
func (t *Tracer) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriter(w)
	cw := &countWriter{w: bw}
	other := map[string]any{"kernel": t.info.Kernel, "mechanism": t.info.Mechanism, "status": string(t.status),
		"cycles": t.end, "time_unit": "1 trace microsecond = 1 machine cycle", "warp_size": t.info.WarpSize}
	if t.info.GridDim != nil {
		other["grid"], other["block"] = *t.info.GridDim, *t.info.BlockDim
	}
	if t.opt.From > 0 || t.opt.To > 0 {
		to := t.opt.To
		if to == 0 {
			to = t.end
		}
		other["cycles_from"], other["cycles_to"] = t.opt.From, to
	}
	if len(t.info.MechStart) > 0 {
		st := map[string]int64{}
		for _, s := range t.info.MechStart {
			st[s.Name] = s.Value
		}
		other["mechanism_stats_at_start"] = st
	}
	if c, ok := t.Truncated(); ok {
		other["truncated_at_cycle"] = c
		other["truncated_note"] = fmt.Sprintf("the trace reached its bound of %d events; give --trace-cycles A:B for a window", t.opt.MaxEvents)
	}
	ob, err := json.Marshal(other)
	if err != nil {
		return 0, err
	}
	fmt.Fprintf(cw, "{\"displayTimeUnit\":\"ms\",\"otherData\":%s,\"traceEvents\":[\n", ob)
	enc := json.NewEncoder(cw)
	for i, e := range t.Events() {
		if i > 0 {
			io.WriteString(cw, ",")
		}
		if err := enc.Encode(e); err != nil {
			return cw.n, err
		}
	}
	io.WriteString(cw, "]}\n")
	if err := bw.Flush(); err != nil {
		return cw.n, err
	}
	return cw.n, cw.err
}

type countWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

func trailingZeros(m uint64) int { return bits.TrailingZeros64(m) }

var _ sim.Observer = (*Tracer)(nil)
