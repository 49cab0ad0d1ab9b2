package bench

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A --paper run is the union of its papers' matrices: a paper's machine
// and mechanisms, and nothing another paper does not need is run.
func TestPaperMatrix(t *testing.T) {
	ks := []Kernel{{Name: "irregular/a.cl"}, {Name: "sync/b.cl"}}
	m, err := PaperMatrix("jin2012", "small", ks)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(m.Variants, ","); got != "mimd,pdom,hws,dwf,en-dwf,en-dwf-hws" {
		t.Errorf("jin2012 variants %s", got)
	}
	if len(m.Configs) != 1 || m.Configs[0].Name != "jin2012" {
		t.Errorf("jin2012 configs %+v", m.Configs)
	}
	for i := 0; i < m.Len(); i++ {
		k, _, _ := m.Job(i)
		if want := k == 0; m.needed(i) != want {
			t.Errorf("job %d (%s): needed %v, want %v (Jin runs no spin-lock kernel)", i, m.Kernels[k].Name, m.needed(i), want)
		}
	}
	all, err := PaperMatrix("all", "small", ks)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range all.Configs {
		names = append(names, c.Name)
	}
	if got := strings.Join(names, ","); got != "c2050,gtx480,perfect,jin2012,volta" {
		t.Errorf("all: configs %s", got)
	}
	run := 0
	for i := 0; i < all.Len(); i++ {
		if all.needed(i) {
			run++
			k, v, c := all.Job(i)
			if all.Configs[c].Name == "volta" && all.Variants[v] != "its" && all.Variants[v] != "mimd" {
				t.Errorf("job %d: %s under %s on volta, which no paper runs", i, all.Kernels[k].Name, all.Variants[v])
			}
		}
	}
	// eltantawy2016 5×2 (mimd among them), eltantawy2014 4×1 (no spin
	// locks), diamos 3×2, collange 2×1 of which pdom is diamos's run too
	// (both on perfect), jin 5×1, volta 2×2 (mimd among them), and the
	// mimd reference on every other paper's machine for the kernels its
	// papers run: gtx480 1, perfect 2, jin2012 1.
	if want := 10 + 4 + 6 + 1 + 5 + 4 + 1 + 2 + 1; run != want {
		t.Errorf("all: %d jobs run, want %d", run, want)
	}
	for _, bad := range [][2]string{{"nope", "small"}, {"all", "huge"}} {
		if _, err := PaperMatrix(bad[0], bad[1], ks); err == nil {
			t.Errorf("PaperMatrix(%q, %q): no error", bad[0], bad[1])
		}
	}
}

// The sharded run of --paper all (shards, then Merge) gives the single
// run's report byte for byte: markdown, JSON and charts. At small scale on
// the bundled suite (a few kernels of each group with -short).
func TestPaperShardsMergeByteForByte(t *testing.T) {
	ks, err := Discover([]string{"../testdata/bench"})
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		var few []Kernel
		for _, k := range ks {
			switch k.Name {
			case "irregular/mandelbrot.cl", "irregular/raybox.cl", "regular/reduction.cl", "sync/ticket_lock.cl":
				few = append(few, k)
			}
		}
		ks = few
	}
	m, err := PaperMatrix("all", "small", ks)
	if err != nil {
		t.Fatal(err)
	}
	render := func(r *Report) []byte {
		var b bytes.Buffer
		if err := r.WriteMarkdown(&b); err != nil {
			t.Fatal(err)
		}
		if err := r.WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		cs, err := r.Charts()
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) == 0 {
			t.Error("a --paper all report has no charts")
		}
		for _, c := range cs {
			b.Write(c.SVG)
		}
		return b.Bytes()
	}
	one, err := Build(m.Header(), Run(m, All(m), 2, nil))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	const n = 3
	for i := 0; i < n; i++ {
		var b bytes.Buffer
		if err := WriteShard(&b, m, i, n, Run(m, Shard(m, i, n), 2, nil)); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ShardFile(i, n)), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	merged, err := Merge(dir)
	if err != nil {
		t.Fatal(err)
	}
	a, b := render(one), render(merged)
	if !bytes.Equal(a, b) {
		t.Errorf("merged --paper all report differs from the single run's:\n%s\n----\n%s", a, b)
	}
	if !bytes.Contains(a, []byte("simtc bench --paper all --scale small")) {
		t.Errorf("the report does not say its paper and scale:\n%s", a)
	}
	// Shards of another paper run do not merge with these.
	other, _ := PaperMatrix("jin2012", "small", ks)
	var ob bytes.Buffer
	if err := WriteShard(&ob, other, 0, n, nil); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ShardFile(0, n)), ob.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Merge(dir); err == nil {
		t.Error("shards of --paper jin2012 merged with --paper all's")
	}
}

// Each paper's section checks the final memory of its runs against the
// MIMD reference run on its machine at its launch (at paper scale too,
// where no simtc:expect line applies) and names the runs that differ,
// pdom's included.
func TestPaperMemoryCheck(t *testing.T) {
	ks := []string{"irregular/a.cl", "regular/b.cl"}
	r := synthPaper(t, "eltantawy2014", ks)
	if md := markdown(t, r); !strings.Contains(md, "Final memory: all 8 ok runs of the 2 kernels mimd terminates on end with its final memory (same kernel, machine and launch).") {
		t.Errorf("eltantawy2014:\n%s", md)
	}
	for i := range r.Rows {
		if r.Rows[i].Kernel == "regular/b.cl" && (r.Rows[i].Variant == "mp" || r.Rows[i].Variant == "pdom") {
			r.Rows[i].Memory = "other"
		}
	}
	if md := markdown(t, r); !strings.Contains(md, "Final memory: 2 of 8 ok runs differ from mimd's on the same kernel, machine and launch: regular/b.cl under pdom, regular/b.cl under mp.") {
		t.Errorf("eltantawy2014, pdom and mp differ:\n%s", md)
	}
	if md := markdown(t, synthPaper(t, "eltantawy2016", ks)); !strings.Contains(md, "end with its final memory") {
		t.Errorf("eltantawy2016 is not checked against mimd:\n%s", md)
	}
	// At paper scale the reference runs each paper's kernels at the
	// paper's launch on the paper's machine.
	m, err := PaperMatrix("all", "paper", []Kernel{{Name: "irregular/a.cl"}, {Name: "sync/b.cl"}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < m.Len(); i++ {
		k, v, c := m.Job(i)
		if m.Variants[v] != Reference {
			continue
		}
		conf, kernel := m.Configs[c].Name, m.Kernels[k].Name
		scaled := conf == "gtx480" || conf == "jin2012"
		want := kernel == "irregular/a.cl" || !scaled
		if m.needed(i) != want || m.scaled(i) != scaled {
			t.Errorf("mimd on %s, %s: needed %v scaled %v, want %v %v", kernel, conf, m.needed(i), m.scaled(i), want, scaled)
		}
	}
}

// A --paper header (a shard's, read from a file) that lacks a paper's
// machine or mechanism, or names no paper, is an error of Build, not a
// panic of the report's tables.
func TestBuildChecksPaperHeader(t *testing.T) {
	h := Header{Format: shardFormat, Shards: 1, Jobs: 1, Kernels: []string{"a.cl"}, Variants: []string{"pdom"}, Configs: []string{"default"}}
	row := Row{Kernel: "a.cl", Variant: "pdom", Config: "default", Status: "ok"}
	for _, tc := range []struct{ paper, want string }{
		{"collange2011", "no config perfect"},
		{"nope", `--paper "nope"`},
	} {
		h.Paper = tc.paper
		if _, err := Build(h, []Row{row}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("--paper %s: %v, want an error saying %q", tc.paper, err, tc.want)
		}
	}
	h.Paper, h.Configs, row.Config = "collange2011", []string{"perfect"}, "perfect"
	if _, err := Build(h, []Row{row}); err == nil || !strings.Contains(err.Error(), "no mechanism minpc") {
		t.Errorf("collange2011 without minpc: %v", err)
	}
	h.Variants = []string{"pdom", "minpc"}
	h.Jobs = 2
	row2 := row
	row2.Index, row2.Variant = 1, "minpc"
	if _, err := Build(h, []Row{row, row2}); err == nil || !strings.Contains(err.Error(), "no mechanism mimd (the reference") {
		t.Errorf("collange2011 without mimd: %v", err)
	}
}
