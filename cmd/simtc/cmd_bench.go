package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/urfave/cli/v2"
	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"

	"github.com/simtc/simtc/bench"
	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/internal/outfile"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/machine"
)

func benchCommand(reg *sim.Registry) *cli.Command {
	outFlags := []cli.Flag{
		&cli.StringFlag{Name: "format", Value: "table", Usage: "report format: table, csv, json, svg (charts; needs --out), html (tables and charts in one page) or markdown (the README's results: paper claims beside the measurements)"},
		&cli.StringFlag{Name: "out", Usage: "write the report into `DIR` (bench.txt, bench.csv, bench.json, CHART.svg, report.html or bench.md) instead of standard output"},
	}
	return &cli.Command{
		Name:      "bench",
		Usage:     "run a kernel suite under every mechanism and compare them",
		ArgsUsage: "DIR|FILE...",
		Description: "Runs every kernel (.cl, .ll; directories are searched recursively) under each mechanism\n" +
			"(--mech all: " + strings.Join(mustVariants(reg), ", ") + ") and each machine configuration, in\n" +
			"parallel, and reports per run: status, cycles, warp and thread instructions, SIMD efficiency,\n" +
			"idle issue cycles, memory transactions per access and the mechanism's statistics; speedups and\n" +
			"instruction counts normalized to pdom; the file's simtc:expect lines checked (default config\n" +
			"only); and every run whose termination or final memory differs from mimd (the differential\n" +
			"report). pdom+ssde is pdom after Static SIMT Deadlock Elimination. A hybrid-warp-size\n" +
			"mechanism (" + strings.Join(hybridMechs(reg), ", ") + ") is also measured against its baseline on a SIMD unit one\n" +
			"quarter-warp wide, as `simtc run --estimate` does (quarter_baseline in JSON; the hws chart).\n\n" +
			"--layout: every mechanism is compiled with one block layout, priority (the default: thread-\n" +
			"frontier priority order, which minpc's reconvergence points and the TF mechanisms' PC\n" +
			"priorities need) or rpo, so that they run the same code and differ only in how they\n" +
			"reconverge; --layout own compiles each with its own (rpo for pdom and most others). The\n" +
			"report says which. --alias is the SSDE variants' (as simtc lint's): pdom+ssde rewrites\n" +
			"exactly the loops lint reports, and the report lists them.\n\n" +
			"--machine NAME|FILE picks the machine (a preset: " + strings.Join(machine.Names(), ", ") + "; or a machine\n" +
			"file; default simple, reported as config default; repeat it to compare machines);\n" +
			"--gpgpusim-config FILE applies a GPGPU-Sim configuration's options that map on top of it.\n" +
			"--config k=v,k=v is one machine configuration on top of each machine; k=a|b sweeps values;\n" +
			"repeat --config for more points. Keys (simtc run --machine help says what each means): " + strings.Join(bench.ConfigKeys(), ", ") + ".\n\n" +
			"--shard i/n runs the jobs with index ≡ i (mod n) and writes them as JSON lines (to --out DIR\n" +
			"as shard-IIII-of-NNNN.jsonl); --shard n takes i from SLURM_ARRAY_TASK_ID (less\n" +
			"SLURM_ARRAY_TASK_MIN) or JOB_COMPLETION_INDEX; inside a Slurm array job the shard is taken\n" +
			"from SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT without the flag. `simtc bench merge DIR`\n" +
			"combines the shards into the report one run gives, byte for byte.\n\n" +
			"A progress bar is drawn when standard error is a terminal. Exit status: 0 ok, 1 a\n" +
			"simtc:expect failed, 2 input error (a bad flag or FILE, or a kernel that does not compile\n" +
			"or launch: the report is written first, with the error in its row).",
		Flags: append(append(outFlags, inputFlags()...),
			&cli.StringFlag{Name: "mech", Value: "all", Usage: "mechanisms: all (" + strings.Join(reg.Names(), ", ") + ", and pdom+ssde), or a comma-separated `LIST` of them (each may end in +ssde)"},
			&cli.StringFlag{Name: "layout", Value: bench.DefaultLayout, Usage: "block layout of every mechanism's code: priority, rpo, or own (each mechanism's own)"},
			aliasFlag(),
			&cli.StringSliceFlag{Name: "config", Usage: "machine configuration `k=v,...` (repeatable; k=a|b sweeps)"},
			&cli.StringSliceFlag{Name: "machine", Usage: "the machine: a preset or a machine `FILE` (repeatable: each machine is a point of the sweep; default simple)"},
			&cli.StringFlag{Name: "gpgpusim-config", Usage: "apply the options of a GPGPU-Sim gpgpusim.config `FILE` that map onto the model (on top of --machine, default gtx480)"},
			&cli.StringFlag{Name: "launch", Usage: "the launch of kernels without a simtc:launch directive, in its form: `'grid=N block=N NAME=SPEC ...'` (see simtc run --help for the specs)"},
			&cli.StringFlag{Name: "shard", Usage: "run shard `i/n` (or n, index from the environment) and write JSON lines"},
			&cli.IntFlag{Name: "jobs", Value: runtime.GOMAXPROCS(0), Usage: "parallel runs"},
			maxMemoryFlag(),
			&cli.StringFlag{Name: "paper", Usage: "run one paper's reproduction (its kernels, machine and mechanisms) and report its claims beside the paper's values: `NAME` (" + strings.Join(bench.PaperNames(), ", ") + ")"},
			&cli.StringFlag{Name: "scale", Value: "paper", Usage: "with --paper: paper (each kernel's simtc:launch-paper launch, where it has one) or small (its simtc:launch; for CI)"},
		),
		Action: benchAction,
		Subcommands: []*cli.Command{{
			Name:      "merge",
			Usage:     "combine the shards of a sharded bench run into one report",
			ArgsUsage: "DIR",
			Flags:     outFlags,
			Action: func(c *cli.Context) error {
				dir, err := oneFile(c)
				if err != nil {
					return err
				}
				r, err := bench.Merge(dir)
				if err != nil {
					return inputError(fmt.Errorf("simtc bench merge: %v", err))
				}
				if err := emitReport(c, r); err != nil {
					return err
				}
				return benchExit(r)
			},
		}},
	}
}

// hybridMechs names the registered mechanisms with a quarter-width baseline.
func hybridMechs(reg *sim.Registry) []string {
	var out []string
	for _, mi := range reg.Rows() {
		if mi.Baseline != "" {
			out = append(out, mi.Name+" vs "+mi.Baseline)
		}
	}
	if len(out) == 0 {
		out = []string{"none registered"}
	}
	return out
}

func mustVariants(reg *sim.Registry) []string {
	v, err := bench.Variants("all", reg)
	if err != nil {
		panic(err)
	}
	return v
}

func benchAction(c *cli.Context) error {
	if c.NArg() == 0 {
		return inputError(fmt.Errorf("simtc bench: expected at least one DIR or FILE (see simtc bench --help)"))
	}
	var variants []string
	var configs []bench.Config
	var err error
	// An empty --paper or --mech is an error (to bench "" would mean
	// none and all).
	paper := c.String("paper")
	if c.IsSet("paper") && paper == "" {
		return inputError(fmt.Errorf("simtc bench: --paper \"\": want one of %s", strings.Join(bench.PaperNames(), ", ")))
	}
	if c.IsSet("mech") && c.String("mech") == "" {
		return inputError(fmt.Errorf("simtc bench: --mech \"\": want all or a comma-separated list of mechanisms"))
	}
	if paper != "" {
		for _, f := range []string{"mech", "machine", "config", "gpgpusim-config"} {
			if c.IsSet(f) {
				return inputError(fmt.Errorf("simtc bench: --%s with --paper: a paper's reproduction runs its own mechanisms on its own machine", f))
			}
		}
	} else {
		if c.IsSet("scale") {
			return inputError(fmt.Errorf("simtc bench: --scale without --paper: --scale picks a paper run's launches"))
		}
		if variants, err = bench.Variants(c.String("mech"), mechsOf(c)); err != nil {
			return inputError(fmt.Errorf("simtc bench: %v", err))
		}
		if configs, err = bench.MachineConfigs(c.StringSlice("machine"), c.String("gpgpusim-config"), c.StringSlice("config")); err != nil {
			return inputError(fmt.Errorf("simtc bench: %v", err))
		}
	}
	if err := checkFormat(c); err != nil {
		return err
	}
	maxMem, err := maxMemory(c)
	if err != nil {
		return err
	}
	if l := c.String("launch"); l != "" {
		if _, err := driver.ParseLaunch(l, ".", maxMem); err != nil {
			return inputError(fmt.Errorf("simtc bench: --launch: %v", err))
		}
	}
	kernels, err := bench.Discover(c.Args().Slice())
	if err != nil {
		return inputError(fmt.Errorf("simtc bench: %v", err))
	}
	layout, err := bench.ParseLayout(c.String("layout"))
	if err != nil {
		return inputError(fmt.Errorf("simtc bench: %v", err))
	}
	conservative, err := conservativeAlias(c)
	if err != nil {
		return err
	}
	m := &bench.Matrix{Kernels: kernels, Variants: variants, Configs: configs}
	if paper != "" {
		if m, err = bench.PaperMatrix(paper, c.String("scale"), kernels); err != nil {
			return inputError(fmt.Errorf("simtc bench: %v", err))
		}
	}
	m.Frontend, m.Launch, m.Mechs, m.Layout, m.ConservativeAlias = frontendOptions(c), c.String("launch"), mechsOf(c), layout, conservative
	m.MaxMemory = maxMem
	shard, shards, sharded, err := bench.ParseShard(c.String("shard"), os.Getenv)
	if err != nil {
		return inputError(fmt.Errorf("simtc bench: %v", err))
	}
	jobs := bench.All(m)
	if sharded {
		if c.IsSet("format") {
			return inputError(fmt.Errorf("simtc bench: --format with --shard: a shard is JSON lines; format the merged report (simtc bench merge)"))
		}
		jobs = bench.Shard(m, shard, shards)
	}
	rows := runWithProgress(c, m, jobs)
	if sharded {
		var buf bytes.Buffer
		if err := bench.WriteShard(&buf, m, shard, shards, rows); err != nil {
			return err
		}
		return writeOut(c, bench.ShardFile(shard, shards), buf.Bytes())
	}
	r, err := bench.Build(m.Header(), rows)
	if err != nil {
		panic(fmt.Sprintf("bench: the rows of one run do not make a report: %v", err))
	}
	if err := emitReport(c, r); err != nil {
		return err
	}
	return benchExit(r)
}

// benchExit is the exit status of a bench report: 2 when a run is an
// error (a kernel that does not compile or launch: an input error; the
// report says which), 1 when a simtc:expect failed, else 0.
func benchExit(r *bench.Report) error {
	code := exitOK
	for _, row := range r.Rows {
		switch {
		case row.Status == "error":
			code = exitInput
		case row.Expect == "fail" && code == exitOK:
			code = exitFindings
		}
	}
	if code != exitOK {
		return &exitError{code: code}
	}
	return nil
}

// runWithProgress runs the jobs on --jobs workers, with a progress bar when
// standard error is a terminal.
func runWithProgress(c *cli.Context, m *bench.Matrix, jobs []int) []bench.Row {
	workers := c.Int("jobs")
	if !isTerminal(c.App.ErrWriter) {
		return bench.Run(m, jobs, workers, nil)
	}
	p := mpb.New(mpb.WithOutput(c.App.ErrWriter), mpb.WithWidth(40))
	bar := p.AddBar(int64(len(jobs)),
		mpb.PrependDecorators(decor.Name("simtc bench "), decor.CountersNoUnit("%d/%d")),
		mpb.AppendDecorators(decor.Percentage(), decor.Name(" "), decor.Elapsed(decor.ET_STYLE_GO)),
	)
	rows := bench.Run(m, jobs, workers, func() { bar.Increment() })
	p.Wait()
	return rows
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func checkFormat(c *cli.Context) error {
	switch f := c.String("format"); f {
	case "table", "csv", "json", "html", "markdown":
	case "svg":
		if c.String("out") == "" {
			return inputError(fmt.Errorf("simtc bench: --format svg writes one file per chart: give --out DIR"))
		}
	default:
		return inputError(fmt.Errorf("simtc bench: --format %q: want table, csv, json, svg, html or markdown", f))
	}
	return nil
}

// emitReport writes r in --format to standard output or into --out.
func emitReport(c *cli.Context, r *bench.Report) error {
	if err := checkFormat(c); err != nil {
		return err
	}
	var buf bytes.Buffer
	var name string
	switch c.String("format") {
	case "table":
		name = "bench.txt"
		if err := r.WriteTable(&buf); err != nil {
			return err
		}
	case "csv":
		name = "bench.csv"
		if err := r.WriteCSV(&buf); err != nil {
			return err
		}
	case "json":
		name = "bench.json"
		if err := r.WriteJSON(&buf); err != nil {
			return err
		}
	case "markdown":
		name = "bench.md"
		if err := r.WriteMarkdown(&buf); err != nil {
			return err
		}
	case "html":
		name = "report.html"
		if err := r.WriteHTML(&buf); err != nil {
			return err
		}
	case "svg":
		charts, err := r.Charts()
		if err != nil {
			return err
		}
		for _, ch := range charts {
			if err := writeOut(c, ch.Name+".svg", ch.SVG); err != nil {
				return err
			}
		}
		return nil
	}
	return writeOut(c, name, buf.Bytes())
}

// writeOut writes data to --out/name, or to standard output without --out.
func writeOut(c *cli.Context, name string, data []byte) error {
	dir := c.String("out")
	if dir == "" {
		_, err := c.App.Writer.Write(data)
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return inputError(fmt.Errorf("simtc bench: --out: %v", err))
	}
	if err := outfile.Write(filepath.Join(dir, name), data, 0o644, c.App.Writer); err != nil {
		return inputError(fmt.Errorf("simtc bench: --out: %v", err))
	}
	return nil
}
