package sim

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/simtc/simtc/sim/mem"
)

// Status is how a run ended.
type Status string

// The run statuses (the `status` field of `simtc run --json`).
const (
	StatusOK        Status = "ok"
	StatusDeadlock  Status = "deadlock"
	StatusFault     Status = "fault"
	StatusMaxCycles Status = "max-cycles"
	// StatusStarved: a warp that can issue was never picked by the warp
	// scheduler for Config.StarveWindow cycles while nothing made progress.
	StatusStarved Status = "starved"
	// StatusWatchdog: no forward progress for Config.Watchdog cycles (the
	// opt-in no-write heuristic; not a deadlock verdict).
	StatusWatchdog Status = "watchdog"
)

// Buffer is the final contents of a buffer argument.
type Buffer struct {
	Name string
	Type ElemType
	Data []byte // little-endian
}

// Len returns the number of elements.
func (b *Buffer) Len() int { return len(b.Data) / b.Type.Size() }

// Bits returns element i's bits, zero-extended.
func (b *Buffer) Bits(i int) uint64 {
	switch b.Type.Size() {
	case 1:
		return uint64(b.Data[i])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b.Data[2*i:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b.Data[4*i:]))
	}
	return binary.LittleEndian.Uint64(b.Data[8*i:])
}

// Int returns element i as a signed integer (sign-extended for signed
// types).
func (b *Buffer) Int(i int) int64 {
	v := b.Bits(i)
	switch b.Type {
	case Int8:
		return int64(int8(v))
	case Int16:
		return int64(int16(v))
	case Int32:
		return int64(int32(v))
	}
	return int64(v)
}

// Float returns element i of a float buffer.
func (b *Buffer) Float(i int) float64 {
	if b.Type == Float32 {
		return float64(math.Float32frombits(uint32(b.Bits(i))))
	}
	return math.Float64frombits(b.Bits(i))
}

// Format returns element i as text (JSON number syntax; NaN and
// infinities as "NaN", "+Inf", "-Inf").
func (b *Buffer) Format(i int) string {
	switch {
	case b.Type.IsFloat():
		f := b.Float(i)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return strconv.Quote(strconv.FormatFloat(f, 'g', -1, 64))
		}
		bits := 64
		if b.Type == Float32 {
			bits = 32
		}
		return strconv.FormatFloat(f, 'g', -1, bits)
	case b.Type.IsSigned():
		return strconv.FormatInt(b.Int(i), 10)
	}
	return strconv.FormatUint(b.Bits(i), 10)
}

// BranchStat attributes divergence to one branch instruction.
type BranchStat struct {
	PC          uint32 `json:"pc"`
	Line        string `json:"line,omitempty"`
	Executions  int64  `json:"executions"`
	Divergent   int64  `json:"divergent"`
	LanesActive int64  `json:"lanes_active"`
}

// Stats are the run's statistics. What each means, for every mechanism,
// is the table of StatDocs (statdoc.go).
type Stats struct {
	Cycles int64 `json:"cycles"`
	// WarpInstructions are the issued slots: every warp instruction
	// issued, including those a mechanism issues with every lane off
	// (Cost.EmptySlots).
	WarpInstructions   int64 `json:"warp_instructions"`
	ThreadInstructions int64 `json:"thread_instructions"`
	// SIMDEfficiency is the activity factor: ThreadInstructions /
	// LaneSlots.
	SIMDEfficiency float64 `json:"simd_efficiency"`
	// LaneSlots are the lanes of the issued slots: for each warp
	// instruction, the threads its warp was launched with (the warp
	// size, except for a partly filled last warp of a block, which is not
	// divergence; lanes idle because their threads diverged or exited
	// early count).
	LaneSlots         int64        `json:"lane_slots"`
	IdleIssueCycles   int64        `json:"idle_issue_cycles"`
	MemInstructions   int64        `json:"memory_instructions"`
	MemTransactions   int64        `json:"memory_transactions"`
	TxPerMemInst      float64      `json:"transactions_per_memory_instruction"`
	Branches          int64        `json:"branches"`
	DivergentBranches int64        `json:"divergent_branches"`
	Barriers          int64        `json:"barrier_releases"`
	Warps             int          `json:"warps"`
	Threads           int          `json:"threads"`
	BranchStats       []BranchStat `json:"per_branch"`
	// Mechanism are the mechanism's own named statistics, sorted by name.
	Mechanism NamedStats `json:"mechanism_stats"`
	// MechMemTransactions are the memory transactions of the mechanism
	// itself (table spills and fills).
	MechMemTransactions int64 `json:"mechanism_memory_transactions"`
	// Stalls break every cycle of every warp scheduler down into issue,
	// stall (by reason) and idle cycles (StallStats).
	Stalls StallStats `json:"stall_cycles"`
	// Memory are the memory hierarchy's statistics in GPGPU-Sim's
	// vocabulary (sim/mem Stats.Entries: L1 and L2 accesses, hits, misses
	// and hit rates, DRAM requests, bytes and bandwidth utilisation,
	// average memory latency, shared-memory bank conflicts), sorted by
	// name.
	Memory MemStats `json:"memory_stats"`
}

// MemStats are the memory hierarchy's statistics, sorted by name. They
// marshal as one JSON object in that order.
type MemStats []mem.Entry

// MarshalJSON writes {"name": value, ...}.
func (ms MemStats) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, e := range ms {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(e.Name)
		v, err := json.Marshal(e.Value)
		if err != nil {
			return nil, fmt.Errorf("memory statistic %s: %w", e.Name, err)
		}
		b.Write(name)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (ms *MemStats) UnmarshalJSON(b []byte) error {
	var m map[string]float64
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*ms = (*ms)[:0]
	for k, v := range m {
		*ms = append(*ms, mem.Entry{Name: k, Value: v})
	}
	sort.Slice(*ms, func(i, j int) bool { return (*ms)[i].Name < (*ms)[j].Name })
	return nil
}

// Get returns the value of the named memory statistic.
func (ms MemStats) Get(name string) (float64, bool) {
	for _, e := range ms {
		if e.Name == name {
			return e.Value, true
		}
	}
	return 0, false
}

// NamedStats are named statistics, sorted by name. They marshal as one
// JSON object in that order.
type NamedStats []NamedStat

// MarshalJSON writes {"name": value, ...}.
func (ns NamedStats) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, s := range ns {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(s.Name)
		b.Write(name)
		b.WriteByte(':')
		b.WriteString(strconv.FormatInt(s.Value, 10))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// paramsObject marshals parameter values as one JSON object {"name":
// "text", ...} in their order.
type paramsObject []ParamValue

func (ps paramsObject) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(p.Name)
		text, _ := json.Marshal(p.Text)
		b.Write(name)
		b.WriteByte(':')
		b.Write(text)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Get returns the value of the named statistic.
func (ns NamedStats) Get(name string) (int64, bool) {
	for _, s := range ns {
		if s.Name == name {
			return s.Value, true
		}
	}
	return 0, false
}

// Fault describes a kernel fault.
type Fault struct {
	Thread  int    `json:"thread"` // global thread id: block*blocksize + tid
	Block   int    `json:"block"`
	Tid     int    `json:"tid"` // thread index within the block
	Warp    int    `json:"warp"`
	Lane    int    `json:"lane"`
	PC      uint32 `json:"pc"`
	Line    string `json:"line,omitempty"`
	Inst    string `json:"inst"`
	Message string `json:"message"`
	// BlockIdx and ThreadIdx are the block's and the thread's (x, y, z)
	// of an N-D launch (nil for a 1-D one).
	BlockIdx  *[3]int `json:"block_idx,omitempty"`
	ThreadIdx *[3]int `json:"thread_idx,omitempty"`
}

func (f *Fault) String() string {
	loc := f.Line
	if loc == "" {
		loc = "unknown line"
	}
	nd := ""
	if f.BlockIdx != nil && f.ThreadIdx != nil {
		nd = fmt.Sprintf(" = block (%d,%d,%d) thread (%d,%d,%d)", f.BlockIdx[0], f.BlockIdx[1], f.BlockIdx[2], f.ThreadIdx[0], f.ThreadIdx[1], f.ThreadIdx[2])
	}
	return fmt.Sprintf("fault: thread %d (block %d, tid %d, warp %d, lane %d%s) at pc %#x (%s) %q: %s",
		f.Thread, f.Block, f.Tid, f.Warp, f.Lane, nd, f.PC, loc, f.Inst, f.Message)
}

// Result is the outcome of a run.
type Result struct {
	Kernel    string
	Mechanism string
	// Machine names the machine (sim/machine: a preset, a file, with
	// settings); the caller sets it, "" for the simple machine unnamed.
	Machine string
	// Layout is the block layout of the code that ran (isa.Object.Layout:
	// "rpo" or "priority"), "" when the object does not record one.
	Layout string
	// Params are the mechanism's parameters as the run used them, given
	// or default (Mech.Effective), sorted by name.
	Params []ParamValue
	// Reference: the mechanism is the semantic reference
	// (Caps.Reference), which must end ok without a status expectation
	// (Check).
	Reference bool
	Status    Status
	Stats     Stats
	Buffers   []Buffer // buffer arguments in parameter order
	// GridDim and BlockDim are the sizes per dimension of an N-D launch
	// (nil for a 1-D one).
	GridDim, BlockDim *[3]int
	Fault             *Fault
	Diagnosis         *Diagnosis // when Status is not ok or fault
	// Printf are the kept printf lines, sorted by cycle, then thread
	// (printf.go); PrintfCalls counts every printf call of the run.
	Printf      []PrintfLine
	PrintfCalls int64
}

// Buffer returns the buffer argument named name, or nil.
func (r *Result) Buffer(name string) *Buffer {
	for i := range r.Buffers {
		if r.Buffers[i].Name == name {
			return &r.Buffers[i]
		}
	}
	return nil
}

// MarshalJSON writes the `simtc run --json` object: kernel, mechanism,
// mechanism_params (name → value text), layout ("unknown" when the object
// does not record it), status, the statistics, buffers
// (name → typed values, in parameter order), and fault / diagnosis when
// not ok.
func (r *Result) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	head, err := json.Marshal(struct {
		Kernel    string       `json:"kernel"`
		Mechanism string       `json:"mechanism"`
		Machine   string       `json:"machine,omitempty"`
		Params    paramsObject `json:"mechanism_params"`
		Layout    string       `json:"layout"`
		Status    Status       `json:"status"`
		Grid      *[3]int      `json:"grid,omitempty"`
		Block     *[3]int      `json:"block,omitempty"`
	}{r.Kernel, r.Mechanism, r.Machine, r.Params, r.layout(), r.Status, r.GridDim, r.BlockDim})
	if err != nil {
		return nil, err
	}
	st := r.Stats
	if st.BranchStats == nil {
		st.BranchStats = []BranchStat{}
	}
	stats, err := json.Marshal(st)
	if err != nil {
		return nil, err
	}
	buf.Write(head[:len(head)-1])
	buf.WriteByte(',')
	buf.Write(stats[1 : len(stats)-1])
	buf.WriteString(`,"buffers":{`)
	for i := range r.Buffers {
		b := &r.Buffers[i]
		if i > 0 {
			buf.WriteByte(',')
		}
		name, _ := json.Marshal(b.Name)
		buf.Write(name)
		buf.WriteString(`:{"type":"` + b.Type.String() + `","values":[`)
		for j := 0; j < b.Len(); j++ {
			if j > 0 {
				buf.WriteByte(',')
			}
			buf.WriteString(b.Format(j))
		}
		buf.WriteString("]}")
	}
	buf.WriteByte('}')
	if r.Fault != nil {
		f, err := json.Marshal(r.Fault)
		if err != nil {
			return nil, err
		}
		buf.WriteString(`,"fault":`)
		buf.Write(f)
	}
	if r.Diagnosis != nil {
		d, err := json.Marshal(r.Diagnosis)
		if err != nil {
			return nil, err
		}
		buf.WriteString(`,"diagnosis":`)
		buf.Write(d)
	}
	if r.PrintfCalls > 0 {
		p, err := json.Marshal(r.Printf)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&buf, `,"printf_calls":%d,"printf":`, r.PrintfCalls)
		buf.Write(p)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// layout is r.Layout as the reports print it.
func (r *Result) layout() string {
	if r.Layout == "" {
		return "unknown"
	}
	return r.Layout
}

// WriteText writes a readable report: status, statistics table (the code's
// layout first, the SIMD efficiency with the counts it is computed from),
// per-branch table, the fault or diagnosis, and the buffers (long ones
// abbreviated).
func (r *Result) WriteText(w io.Writer) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "kernel %s, mechanism %s: %s\n", r.Kernel, r.Mechanism, r.Status)
	if g, b := r.GridDim, r.BlockDim; g != nil && b != nil {
		fmt.Fprintf(&sb, "grid %d,%d,%d block %d,%d,%d\n", g[0], g[1], g[2], b[0], b[1], b[2])
	}
	if r.Machine != "" && r.Machine != "simple" {
		fmt.Fprintf(&sb, "machine %s\n", r.Machine)
	}
	if r.Fault != nil {
		sb.WriteString(r.Fault.String() + "\n")
	}
	if r.Diagnosis != nil {
		sb.WriteString(r.Diagnosis.String())
	}
	tw := tabwriter.NewWriter(&sb, 2, 8, 2, ' ', 0)
	s := &r.Stats
	rows := []struct {
		k string
		v any
	}{
		{"layout", r.layout()},
		{"cycles", s.Cycles},
		{"warp instructions", s.WarpInstructions},
		{"thread instructions", s.ThreadInstructions},
		{"lane slots", s.LaneSlots},
		{"SIMD efficiency", fmt.Sprintf("%.4f (%d thread instructions / %d lane slots of %d warp instructions)", s.SIMDEfficiency, s.ThreadInstructions, s.LaneSlots, s.WarpInstructions)},
		{"idle issue cycles", s.idleText()},
		{"memory instructions", s.MemInstructions},
		{"memory transactions", s.MemTransactions},
		{"transactions per memory instruction", fmt.Sprintf("%.3f", s.TxPerMemInst)},
		{"branches (warp-level)", s.Branches},
		{"divergent branches", s.DivergentBranches},
		{"barrier releases", s.Barriers},
		{"warps / threads", fmt.Sprintf("%d / %d", s.Warps, s.Threads)},
	}
	for _, p := range r.Params {
		rows = append(rows, struct {
			k string
			v any
		}{r.Mechanism + " parameter " + p.Name, p.Text})
	}
	if s.MechMemTransactions != 0 {
		rows = append(rows, struct {
			k string
			v any
		}{"mechanism memory transactions", s.MechMemTransactions})
	}
	if len(s.Mechanism) > 0 {
		rows = append(rows, struct {
			k string
			v any
		}{r.Mechanism + " statistics", "summed over its warps and cores (max_ ones: the maximum over warps)"})
	}
	for _, n := range s.Mechanism {
		rows = append(rows, struct {
			k string
			v any
		}{r.Mechanism + ": " + n.Name, n.Value})
	}
	for _, row := range rows {
		fmt.Fprintf(tw, "  %s\t%v\n", row.k, row.v)
	}
	for _, row := range s.machineRows() {
		fmt.Fprintf(tw, "  %s\t%s\n", row[0], row[1])
	}
	if len(s.BranchStats) > 0 {
		fmt.Fprintf(tw, "\n  branch pc\tline\texecutions\tdivergent\tlanes active\n")
		for _, b := range s.BranchStats {
			fmt.Fprintf(tw, "  %#x\t%s\t%d\t%d\t%d\n", b.PC, b.Line, b.Executions, b.Divergent, b.LanesActive)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	cut := false
	for i := range r.Buffers {
		b := &r.Buffers[i]
		fmt.Fprintf(&sb, "%s (%s[%d]) = [", b.Name, b.Type, b.Len())
		n := b.Len()
		for j := 0; j < n; j++ {
			if j == textElems && n > textElems+8 {
				fmt.Fprintf(&sb, ", … %d more", n-j)
				cut = true
				break
			}
			if j > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(b.Format(j))
		}
		sb.WriteString("]\n")
	}
	if cut {
		fmt.Fprintf(&sb, "(buffers of more than %d elements show their first %d here; --json has every element)\n", textElems+8, textElems)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// textElems is how many elements of a long buffer the text report shows.
const textElems = 64

// idleText is the idle issue cycles as the text report shows them: they
// are summed over every warp scheduler of every core, so they can exceed
// the run's cycles; the report says so, with the scheduler cycles they are
// part of.
func (s *Stats) idleText() string {
	st := &s.Stalls
	total := st.Issue + st.Memory + st.Control + st.Barrier + st.NoReadyWarp + st.Idle
	if total == 0 {
		return fmt.Sprint(s.IdleIssueCycles)
	}
	return fmt.Sprintf("%d (summed over every core's warp schedulers: of %d scheduler cycles = cycles × cores × schedulers)", s.IdleIssueCycles, total)
}

// machineRows are the scheduler and memory statistics of the text
// report: the stall breakdown as shares of the schedulers' cycles, and
// each memory level the run used.
func (s *Stats) machineRows() [][2]string {
	var rows [][2]string
	st := &s.Stalls
	total := st.Issue + st.Memory + st.Control + st.Barrier + st.NoReadyWarp + st.Idle
	if total > 0 {
		pct := func(v int64) string { return fmt.Sprintf("%d (%.1f%%)", v, 100*float64(v)/float64(total)) }
		rows = append(rows,
			[2]string{"scheduler cycles: issue", pct(st.Issue)},
			[2]string{"  stall: memory", pct(st.Memory)},
			[2]string{"  stall: control/reconvergence", pct(st.Control)},
			[2]string{"  stall: barrier", pct(st.Barrier)},
			[2]string{"  stall: no ready warp (ALU/SFU)", pct(st.NoReadyWarp)},
			[2]string{"  scheduler idle (no warp)", pct(st.Idle)})
	}
	get := func(n string) float64 { v, _ := s.Memory.Get(n); return v }
	if n := get("l1d_accesses"); n > 0 {
		rows = append(rows, [2]string{"L1D hit rate", fmt.Sprintf("%.4f (%d accesses, %d pending hits, %d reservation fails)", get("l1d_hit_rate"), int64(n), int64(get("l1d_pending_hits")), int64(get("l1d_reservation_fails")))})
	}
	if n := get("l2_accesses"); n > 0 {
		rows = append(rows, [2]string{"L2 hit rate", fmt.Sprintf("%.4f (%d accesses)", get("l2_hit_rate"), int64(n))})
	}
	if n := get("dram_requests"); n > 0 {
		rows = append(rows, [2]string{"DRAM requests", fmt.Sprintf("%d (%d bytes, bandwidth utilization %.4f, row hit rate %.4f)", int64(n), int64(get("dram_bytes")), get("dram_bandwidth_utilization"), get("dram_row_hit_rate"))})
	}
	if n := get("global_loads") + get("global_atomics"); n > 0 {
		rows = append(rows, [2]string{"average memory latency", fmt.Sprintf("%.1f cycles (global loads and atomics)", get("mem_avg_latency"))})
	}
	if n := get("shmem_accesses"); n > 0 {
		rows = append(rows, [2]string{"shared memory bank conflicts", fmt.Sprintf("%d (%d accesses)", int64(get("shmem_bank_conflicts")), int64(n))})
	}
	return rows
}
