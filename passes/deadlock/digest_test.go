package deadlock_test

// The digest test pins Detect's results (flagged regions, their reads and
// writes with every flag and branch set, Reconv, SafePDom and AwarePDom)
// on every function of the test corpora and on a few thousand generated
// kernels, so that a faster implementation can be checked to give the same
// findings. testdata/digest.golden holds one SHA-256 per input; regenerate
// it with `go test ./passes/deadlock -run TestDigest -update-digest` only
// when a change of results is intended.

import (
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/difftest"
	"github.com/simtc/simtc/internal/explore"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

var updateDigest = flag.Bool("update-digest", false, "rewrite testdata/digest.golden")

const digestFile = "testdata/digest.golden"

func instrName(i *ir.Instr) string {
	for k, x := range i.Block.Instrs {
		if x == i {
			return fmt.Sprintf("%s#%d", i.Block.Name, k)
		}
	}
	return "?"
}

func instrNames(is []*ir.Instr) string {
	var s []string
	for _, i := range is {
		s = append(s, instrName(i))
	}
	return strings.Join(s, ",")
}

// digestFunc writes Detect's results on f under every option set.
func digestFunc(w io.Writer, f *ir.Func) { digestFuncWith(w, f, nil) }

// digestFuncWith is digestFunc with the options changed by tweak (nil:
// none; TestDigestExplain turns rules off).
func digestFuncWith(w io.Writer, f *ir.Func, tweak func(deadlock.Options) deadlock.Options) {
	if len(f.Blocks) == 0 {
		return
	}
	for _, mode := range []deadlock.Mode{deadlock.ReconvIPDOM, deadlock.ReconvNvidia} {
		for _, paper := range []bool{false, true} {
			for _, distinct := range []bool{false, true} {
				opt := deadlock.Options{Reconv: mode, Paper: paper, Alias: alias.Basic{DistinctParams: distinct}}
				if tweak != nil {
					opt = tweak(opt)
				}
				res := deadlock.Detect(f, opt)
				fmt.Fprintf(w, "func %s mode=%d paper=%v distinct=%v loops=%d\n", f.Name, mode, paper, distinct, len(res.Loops))
				for _, l := range res.Loops {
					br := ""
					if l.Region.Branch != nil {
						br = l.Region.Branch.Name
					}
					fmt.Fprintf(w, " loop %s branch=%s pos=%v reads=%s reconv=%v safe=%v aware=%v reachbr=%s\n",
						l.Region.Header.Name, br, l.Pos, instrNames(l.Reads), l.Reconv, l.SafePDom, l.AwarePDom, instrNames(l.ReachBr()))
					for _, wr := range l.Writes() {
						fmt.Fprintf(w, "  write %s reach=%v par=%v parabr=%s reads=%s\n", instrName(wr.Instr),
							wr.Reachable, wr.Parallel, instrNames(wr.ParaBr), instrNames(wr.Reads))
					}
				}
			}
		}
	}
}

// digestModule digests every function of m as it is, then of its copy
// prepared as simtc lint does (inlined, returns merged).
func digestModule(t *testing.T, name string, m *ir.Module) string {
	h := sha256.New()
	writeDigest(t, h, name, m)
	return fmt.Sprintf("%x", h.Sum(nil))[:24]
}

// writeDigest writes the text digestModule hashes.
func writeDigest(t *testing.T, h io.Writer, name string, m *ir.Module) {
	writeDigestWith(t, h, name, m, nil)
}

func writeDigestWith(t *testing.T, h io.Writer, name string, m *ir.Module, tweak func(deadlock.Options) deadlock.Options) {
	for _, f := range m.Funcs {
		digestFuncWith(h, f, tweak)
	}
	if m2, err := ir.Parse(m.File, []byte(m.String())); err == nil {
		if p, err := pipeline.New(isa.Target{}, pipeline.Options{Check: true}); err != nil {
			t.Fatal(err)
		} else if _, err := p.Prepare(m2); err == nil {
			fmt.Fprintln(h, "prepared")
			for _, f := range m2.Analysed() {
				digestFuncWith(h, f, tweak)
			}
		}
	} else {
		t.Errorf("%s: does not parse back: %v", name, err)
	}
}

func loadFile(path string) (*ir.Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	switch filepath.Ext(path) {
	case ".cl":
		return minic.Compile(path, src, minic.Options{})
	case ".ll":
		return llvm.Import(path, src, llvm.Options{})
	case ".ir":
		return ir.Parse(path, src)
	}
	return nil, nil
}

// digestInput is an input of the digest: a module with its name.
type digestInput struct {
	name string
	m    *ir.Module
}

// digestInputs returns the inputs of the digest: every testdata corpus
// file, then generated kernels: 2,000 difftest and 1,000 explore kernels,
// 50 and 25 with -short (three quarters of the time went to compiling the
// 300 generated kernels -short held before).
func digestInputs(t *testing.T) []digestInput {
	var out []digestInput
	for _, dir := range []string{"kernels", "llvm", "real", "lint", "bench/regular", "bench/irregular", "bench/sync"} {
		paths, _ := filepath.Glob(filepath.Join("../../testdata", dir, "*"))
		sort.Strings(paths)
		for _, p := range paths {
			m, err := loadFile(p)
			if err != nil || m == nil {
				continue // not an input, or one the frontends reject (bad inputs are tested elsewhere)
			}
			out = append(out, digestInput{strings.TrimPrefix(p, "../../"), m})
		}
	}
	n := 2000
	if testing.Short() {
		n = 50
	}
	for seed := 0; seed < n; seed++ {
		data := make([]byte, 64)
		x := uint64(seed)*0x9e3779b97f4a7c15 + 1
		for k := range data {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			data[k] = byte(x)
		}
		k := difftest.Generate(data)
		name := fmt.Sprintf("difftest/%d", seed)
		m, err := minic.Compile(name, []byte(k.Source), minic.Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, digestInput{name, m})
	}
	for seed := int64(0); seed < int64(n/2); seed++ {
		g := explore.Generate(seed)
		name := fmt.Sprintf("explore/%d", seed)
		m, err := minic.Compile(name, []byte(g.Source), minic.Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, digestInput{name, m})
	}
	return out
}

// computeDigests digests every input; with text, the values are the
// digested text itself (TestDigestDump).
func computeDigests(t *testing.T, text bool) map[string]string {
	out := map[string]string{}
	for _, in := range digestInputs(t) {
		if text {
			var b strings.Builder
			writeDigest(t, &b, in.name, in.m)
			out[in.name] = b.String()
		} else {
			out[in.name] = digestModule(t, in.name, in.m)
		}
	}
	return out
}

func TestDigest(t *testing.T) {
	got := computeDigests(t, false)
	if *updateDigest {
		var keys []string
		for k := range got {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		for _, k := range keys {
			fmt.Fprintf(&b, "%s %s\n", k, got[k])
		}
		if err := os.WriteFile(digestFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	fh, err := os.Open(digestFile)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 2 {
			want[f[0]] = f[1]
		}
	}
	checked := 0
	for name, d := range got {
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: no golden digest", name)
			continue
		}
		checked++
		if w != d {
			t.Errorf("%s: Detect's results changed (digest %s, golden %s)", name, d, w)
		}
	}
	if !testing.Short() && checked != len(want) {
		t.Errorf("checked %d inputs, the golden file has %d", checked, len(want))
	}
	t.Logf("%d inputs checked", checked)
}

// TestDigestFile prints the digest of $SIMTC_DIGEST_FILE (e.g. a large
// input of bench/perf.sh), to compare two implementations by hand.
func TestDigestFile(t *testing.T) {
	path := os.Getenv("SIMTC_DIGEST_FILE")
	if path == "" {
		t.Skip("SIMTC_DIGEST_FILE is not set")
	}
	m, err := loadFile(path)
	if err != nil || m == nil {
		t.Fatalf("%s: %v", path, err)
	}
	t.Logf("digest %s %s", path, digestModule(t, path, m))
}

// TestDigestDump writes the text behind every digest to $SIMTC_DIGEST_DUMP,
// input by input, so that a change of digests can be explained finding by
// finding (diff two dumps).
func TestDigestDump(t *testing.T) {
	path := os.Getenv("SIMTC_DIGEST_DUMP")
	if path == "" {
		t.Skip("SIMTC_DIGEST_DUMP is not set")
	}
	got := computeDigests(t, true)
	var keys []string
	for k := range got {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "== %s\n%s", k, got[k])
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDigestExplain tells, for every input whose digest text differs from
// the dump $SIMTC_DIGEST_BEFORE (TestDigestDump of an earlier version),
// which issue-31 rule accounts for each changed function section: the
// rule that, turned off alone, gives the section back; "several" when
// only all of them together do; "other" when not even that (the alias
// and uniformity refinements, the lock gate's value-decided cycles and
// acyclic acquire-release paths, new kinds of finding). It writes the
// explanation to $SIMTC_DIGEST_EXPLAIN.
func TestDigestExplain(t *testing.T) {
	before, out := os.Getenv("SIMTC_DIGEST_BEFORE"), os.Getenv("SIMTC_DIGEST_EXPLAIN")
	if before == "" || out == "" {
		t.Skip("SIMTC_DIGEST_BEFORE and SIMTC_DIGEST_EXPLAIN are not set")
	}
	b, err := os.ReadFile(before)
	if err != nil {
		t.Fatal(err)
	}
	old := map[string]string{}
	for _, chunk := range strings.Split(string(b), "== ")[1:] {
		name, text, _ := strings.Cut(chunk, "\n")
		old[name] = text
	}
	// sections splits a digest text into its function sections.
	sections := func(text string) []string {
		var out []string
		for _, l := range strings.Split(text, "\n") {
			if strings.HasPrefix(l, "func ") || l == "prepared" || len(out) == 0 {
				out = append(out, "")
			}
			out[len(out)-1] += l + "\n"
		}
		return out
	}
	inputs := digestInputs(t)
	var report strings.Builder
	count := map[string]int{}
	for _, in := range inputs {
		want, ok := old[in.name]
		if !ok {
			fmt.Fprintf(&report, "%s: new input\n", in.name)
			count["new input"]++
			continue
		}
		text := func(tweak func(deadlock.Options) deadlock.Options) []string {
			var sb strings.Builder
			writeDigestWith(t, &sb, in.name, in.m, tweak)
			return sections(sb.String())
		}
		now := text(nil)
		ws := sections(want)
		if strings.Join(now, "") == want {
			continue
		}
		if len(now) != len(ws) {
			fmt.Fprintf(&report, "%s: other (functions differ)\n", in.name)
			count["other"]++
			continue
		}
		var offs [][]string
		for _, r := range deadlock.RuleNames {
			offs = append(offs, text(func(o deadlock.Options) deadlock.Options { return deadlock.WithRulesOff(o, r) }))
		}
		all := text(func(o deadlock.Options) deadlock.Options { return deadlock.WithRulesOff(o, deadlock.RuleNames...) })
		why := map[string]bool{}
		for k := range now {
			if now[k] == ws[k] {
				continue
			}
			found := false
			for j, r := range deadlock.RuleNames {
				if offs[j][k] == ws[k] {
					why[r] = true
					found = true
				}
			}
			switch {
			case found:
			case all[k] == ws[k]:
				why["several"] = true
			default:
				why["other"] = true
			}
		}
		var ks []string
		for k := range why {
			ks = append(ks, k)
			count[k]++
		}
		sort.Strings(ks)
		fmt.Fprintf(&report, "%s: %s\n", in.name, strings.Join(ks, ","))
	}
	var ks []string
	for k := range count {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Fprintf(&report, "\ninputs by reason (an input may count under several):\n")
	for _, k := range ks {
		fmt.Fprintf(&report, "  %s: %d\n", k, count[k])
	}
	if err := os.WriteFile(out, []byte(report.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
