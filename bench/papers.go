package bench

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/passes/frontier"
	"github.com/simtc/simtc/passes/structurize"
	"github.com/simtc/simtc/sim"
)

// A Paper is one seed paper's reproduction (simtc bench --paper NAME): the
// machine it ran on (a preset of sim/machine), the mechanisms it compares,
// which kernels of the suite it runs, and its claims (claims_mech.go). A
// --paper run is one Matrix over the union of the selected papers' kernels,
// mechanisms and machines in which every job no selected paper needs is
// skipped (StatusSkipped, nothing compiled or run), so that shards and
// merge work on it as on any matrix.
type Paper struct {
	Name  string // --paper NAME
	Title string // the citation
	// Machine is the preset the paper's claims are measured on, and
	// MachineNote why that one.
	Machine, MachineNote string
	// Variants are the mechanisms the paper compares (canonical specs,
	// optionally +ssde).
	Variants []string
	// Runs says whether the paper runs a suite kernel (by name).
	Runs func(name string) bool
	// Scaled: at --scale paper the paper's runs take each kernel's
	// simtc:launch-paper launch (its claims are about throughput with
	// tens of resident warps per core); the others keep the simtc:launch
	// (their claims are counts, instruction counts or outcomes).
	Scaled bool
}

func everyKernel(string) bool { return true }

func noSync(name string) bool { return !strings.HasPrefix(name, "sync/") }

// Papers is the table of reproductions, in the README's order.
var Papers = []Paper{
	{Name: "eltantawy2016", Title: "ElTantawy & Aamodt, MIMD Synchronization on SIMT Architectures (MICRO 2016)",
		Machine: "c2050", MachineNote: "GPGPU-Sim 3.2.2's Tesla C2050 with GLRR (Sec. V-A); Fig. 8 ran on a Tesla K20C, which simtc does not model",
		Variants: []string{"mimd", "pdom", "aware", AWAREVirtual, "pdom" + SSDESuffix}, Runs: everyKernel},
	{Name: "eltantawy2014", Title: "ElTantawy, Ma, O'Connor & Aamodt, A Scalable Multi-Path Microarchitecture for Efficient GPU Control Flow (HPCA 2014)",
		Machine: "gtx480", MachineNote: "GPGPU-Sim 3.1.0's GTX 480 (Sec. 5)",
		Variants: []string{"pdom", "dps", "mp", "mp-orec"}, Runs: noSync, Scaled: true},
	{Name: "diamos2011", Title: "Diamos, Ashbaugh, Maiyuran, Kerr, Wu & Yalamanchili, SIMD Re-Convergence at Thread Frontiers (MICRO 2011)",
		Machine: "perfect", MachineNote: "the Ocelot PTX emulator (Sec. 6.1): instruction counts and activity factor, no timing",
		Variants: []string{"pdom", "tf-stack", "tf-sandy"}, Runs: everyKernel},
	{Name: "collange2011", Title: "Collange, Stack-less SIMT reconvergence at low cost (2011)",
		Machine: "perfect", MachineNote: "the Barra functional simulator (Sec. 5.2): active threads per warp, no timing",
		Variants: []string{"pdom", "minpc"}, Runs: noSync},
	{Name: "jin2012", Title: "Jin, Hybrid Warp Size Mechanism (M.Sc. thesis, 2012)",
		Machine: "jin2012", MachineNote: "Table 5.1: 28 SMs, SIMD width 8, perfect memory",
		Variants: []string{"pdom", "hws", "dwf", "en-dwf", "en-dwf-hws"}, Runs: noSync, Scaled: true},
	{Name: "volta2017", Title: "NVIDIA Tesla V100 GPU Architecture whitepaper (2017)",
		Machine: "volta", MachineNote: "Accel-Sim's V100",
		Variants: []string{"mimd", "its"}, Runs: everyKernel},
}

// PaperNames lists the --paper values: each paper's name, then "all".
func PaperNames() []string {
	var out []string
	for _, p := range Papers {
		out = append(out, p.Name)
	}
	return append(out, "all")
}

func paperByName(name string) *Paper {
	for i := range Papers {
		if Papers[i].Name == name {
			return &Papers[i]
		}
	}
	panic("bench: no paper " + name)
}

// selectPapers returns the papers --paper names ("all" or one name).
func selectPapers(name string) ([]*Paper, error) {
	var out []*Paper
	for i := range Papers {
		if name == "all" || Papers[i].Name == name {
			out = append(out, &Papers[i])
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("--paper %q: want one of %s", name, strings.Join(PaperNames(), ", "))
	}
	return out, nil
}

// Scales are the --scale values: "paper" runs each kernel's paper-scale
// launch (its simtc:launch-paper directive, sized for tens of resident
// warps per core on the paper's machine) where it has one, "small" the
// simtc:launch directive every kernel has (CI).
var Scales = []string{"paper", "small"}

// PaperMatrix is the matrix of a --paper run over the suite kernels ks:
// the selected papers' machines (in table order, each once), the MIMD
// reference and their mechanisms (in table order, each once) and every
// kernel. The reference runs every kernel a paper runs, on the paper's
// machine and at the paper's launch, so that each paper's final memory is
// checked against it (memoryCheck), at paper scale too, where the
// kernels' simtc:expect lines do not apply.
func PaperMatrix(name, scale string, ks []Kernel) (*Matrix, error) {
	ps, err := selectPapers(name)
	if err != nil {
		return nil, err
	}
	if scale == "" {
		scale = "paper"
	}
	if indexOf(Scales, scale) < 0 {
		return nil, fmt.Errorf("--scale %q: want %s", scale, strings.Join(Scales, " or "))
	}
	m := &Matrix{Kernels: ks, Variants: []string{Reference}, Paper: name, Scale: scale}
	for _, p := range ps {
		if indexOfConfig(m.Configs, p.Machine) < 0 {
			cs, err := MachineConfigs([]string{p.Machine}, "", nil)
			if err != nil {
				return nil, fmt.Errorf("paper %s: %v", p.Name, err)
			}
			m.Configs = append(m.Configs, cs...)
		}
		for _, v := range p.Variants {
			if indexOf(m.Variants, v) < 0 {
				m.Variants = append(m.Variants, v)
			}
		}
	}
	return m, nil
}

func indexOfConfig(cs []Config, name string) int {
	for i, c := range cs {
		if c.Name == name {
			return i
		}
	}
	return -1
}

// needed reports whether job i is run: always outside a --paper run;
// inside, when a selected paper runs the kernel on that machine under
// that variant or the variant is the MIMD reference (Reference) its final
// memory is checked against.
func (m *Matrix) needed(i int) bool {
	if m.Paper == "" {
		return true
	}
	k, v, _ := m.Job(i)
	for _, p := range m.jobPapers(i) {
		if (m.Variants[v] == Reference || indexOf(p.Variants, m.Variants[v]) >= 0) && p.Runs(m.Kernels[k].Name) {
			return true
		}
	}
	return false
}

// scaled reports whether job i runs its kernel's paper-scale launch: at
// --scale paper, on the machine of a selected paper that is Scaled.
func (m *Matrix) scaled(i int) bool {
	if m.Scale != "paper" {
		return false
	}
	for _, p := range m.jobPapers(i) {
		if p.Scaled {
			return true
		}
	}
	return false
}

// jobPapers returns the papers of the --paper run whose machine is job
// i's config (none outside a --paper run).
func (m *Matrix) jobPapers(i int) []*Paper {
	if m.Paper == "" {
		return nil
	}
	ps, err := selectPapers(m.Paper)
	if err != nil {
		return nil
	}
	_, _, c := m.Job(i)
	var out []*Paper
	for _, p := range ps {
		if p.Machine == m.Configs[c].Name {
			out = append(out, p)
		}
	}
	return out
}

// checkPaper checks that the header of a --paper run names a paper and
// has each selected paper's machine and mechanisms and the reference,
// which its report's tables look up (a shard's header is read from a
// file).
func (h *Header) checkPaper() error {
	if h.Paper == "" {
		return nil
	}
	ps, err := selectPapers(h.Paper)
	if err != nil {
		return err
	}
	for _, p := range ps {
		if indexOf(h.Configs, p.Machine) < 0 {
			return fmt.Errorf("--paper %s: no config %s (the machine of %s)", h.Paper, p.Machine, p.Name)
		}
		for _, v := range p.Variants {
			if indexOf(h.Variants, v) < 0 {
				return fmt.Errorf("--paper %s: no mechanism %s (one of %s's)", h.Paper, v, p.Name)
			}
		}
		if indexOf(h.Variants, Reference) < 0 {
			return fmt.Errorf("--paper %s: no mechanism %s (the reference %s's final memory is checked against)", h.Paper, Reference, p.Name)
		}
	}
	return nil
}

// StatusSkipped is the status of a job a --paper run does not need.
const StatusSkipped = "skipped"

// StaticStats are a kernel's static control-flow statistics (a --paper
// run records them on the rows of staticVariants): Diamos et al.'s Table
// 5 columns, and which kernels are structured (Collange's Table 2 claim).
type StaticStats struct {
	// UnstructuredBranches counts the branches passes/structurize must
	// rewrite (0: the kernel's control flow is structured).
	UnstructuredBranches int `json:"unstructured_branches"`
	// TFJoins and PDOMJoins are the join points of thread frontiers and of
	// immediate post-dominator reconvergence (passes/frontier).
	TFJoins   int `json:"tf_join_points"`
	PDOMJoins int `json:"pdom_join_points"`
}

// staticVariants are the variants whose rows of a --paper run record the
// kernel's static statistics: those of the papers whose claims pick
// kernels by their structure (Diamos et al., Collange).
var staticVariants = []string{"tf-stack", "minpc"}

// staticStats computes the static statistics of the kernel src, after the
// pdom pipeline (inlined, one exit).
func staticStats(src *driver.Source, reg *sim.Registry) (*StaticStats, error) {
	pr, err := src.Prepare(driver.CompileOptions{Mech: "pdom", Mechs: reg})
	if err != nil {
		return nil, err
	}
	st := &StaticStats{}
	for _, f := range pr.Funcs {
		br, _ := structurize.Unstructured(f)
		st.UnstructuredBranches += len(br)
		fr := frontier.Compute(f)
		st.TFJoins += fr.Stats.TFJoins
		st.PDOMJoins += fr.Stats.PDOMJoins
	}
	return st, nil
}

// WritePaperMarkdown writes a --paper report: per paper, its machine and
// the claim table (each claim on the paper's machine: the paper's value
// beside simtc's), then the summary of its mechanisms on its machine.
func (r *Report) WritePaperMarkdown(w io.Writer) error {
	ps, err := selectPapers(r.Paper)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "simtc bench --paper %s --scale %s: %d kernels (%s), %s.\n\n", r.Paper, r.Scale, len(r.Kernels), groupCounts(r), r.LayoutNote())
	r.writeRewrites(w)
	for _, p := range ps {
		ci := indexOf(r.Configs, p.Machine)
		fmt.Fprintf(w, "#### %s\n\n", p.Title)
		launch := "each kernel's simtc:launch"
		if p.Scaled && r.Scale == "paper" {
			launch = "each kernel's simtc:launch-paper where it has one (tens of resident warps per core), else its simtc:launch"
		}
		fmt.Fprintf(w, "Machine %s (%s); mechanisms %s; %s.\n\n", p.Machine, p.MachineNote, strings.Join(p.Variants, ", "), launch)
		fmt.Fprint(w, claimHeader)
		for _, c := range claims {
			if c.paper != p.Name || !r.has(c.needs) {
				continue
			}
			row, _ := r.claimRow(c, ci, p.Machine)
			fmt.Fprint(w, row)
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "%s\n\n", r.memoryCheck(p, ci))
	}
	return nil
}

// memoryCheck compares the final memory of every ok run of paper p with
// the MIMD reference's (Reference) on the same kernel, machine and launch
// (the paper-scale launches have no simtc:expect lines; their results are
// checked this way).
func (r *Report) memoryCheck(p *Paper, ci int) string {
	ref := Reference
	if indexOf(r.Variants, ref) < 0 || ci < 0 {
		return "Final memory: not checked (no " + ref + " runs)."
	}
	n, refs := 0, 0
	var bad []string
	for k, name := range r.Kernels {
		b := r.row(k, ci, ref)
		if b.Status != "ok" || !p.Runs(name) {
			continue
		}
		refs++
		for _, v := range p.Variants {
			row := r.row(k, ci, v)
			if v == ref || row.Status != "ok" {
				continue
			}
			n++
			if row.Memory != b.Memory {
				bad = append(bad, name+" under "+v)
			}
		}
	}
	if len(bad) == 0 {
		return fmt.Sprintf("Final memory: all %d ok runs of the %d kernels %s terminates on end with its final memory (same kernel, machine and launch).", n, refs, ref)
	}
	return fmt.Sprintf("Final memory: %d of %d ok runs differ from %s's on the same kernel, machine and launch: %s.", len(bad), n, ref, strings.Join(bad, ", "))
}

// paperPoint is one bar pair of a paper's chart: a claim's headline number
// beside the paper's.
type paperPoint struct {
	source, label     string
	value, paperValue float64
	pct               bool
}

// paperPoints measures the claims of paper p that have a number.
func (r *Report) paperPoints(p *Paper) []paperPoint {
	ci := indexOf(r.Configs, p.Machine)
	var out []paperPoint
	for _, c := range claims {
		if c.paper != p.Name || !r.has(c.needs) || ci < 0 {
			continue
		}
		_, o := r.claimRow(c, ci, p.Machine)
		if math.IsNaN(o.value) {
			continue
		}
		out = append(out, paperPoint{source: c.source, label: o.label, value: o.value, paperValue: o.paperValue, pct: o.pct})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].source < out[j].source })
	return out
}
