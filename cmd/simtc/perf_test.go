package main

import (
	"io"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/perfinput"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/loops"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// TestPerfAnalyze runs `simtc analyze` and `simtc lint` on $SIMTC_PERF_LL
// (an input of bench/perf.sh); it is skipped without it. Use it with
// -cpuprofile to see where the commands spend their time (issue 18).
func TestPerfAnalyze(t *testing.T) {
	path, _ := perfinput.Read(t)
	for _, cmd := range []string{"analyze", "lint"} {
		if code, _, errs := simtc(t, cmd, path); code > 1 {
			t.Fatalf("%s: exit %d\n%s", cmd, code, errs)
		}
	}
}

// BenchmarkAnalyzeStages times what `simtc analyze --json` and `simtc lint`
// do after loading $SIMTC_PERF_LL (imported once, outside the timer), stage
// by stage, so that import (frontend/llvm) and the rest can be measured
// apart (issue 18). The function caches are dropped before every run.
func BenchmarkAnalyzeStages(b *testing.B) {
	path, src := perfinput.Read(b)
	m, blocks := perfinput.Import(b)
	fresh := func() {
		for _, f := range m.Funcs {
			f.InvalidateCFG()
		}
	}
	perBlock := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(blocks), "ns/block")
	}
	asWritten, err := pipeline.New(isa.Target{}, pipeline.Options{AsWritten: true, Check: true, InputVerified: true})
	if err != nil {
		b.Fatal(err)
	}
	prepared, err := pipeline.New(isa.Target{}, pipeline.Options{Check: true, InputVerified: true})
	if err != nil {
		b.Fatal(err)
	}
	stages := []struct {
		name string
		run  func() error
	}{
		// LLVM import alone (frontend/llvm), for comparison.
		{"import", func() error {
			_, err := llvm.Import(path, src, llvm.Options{})
			return err
		}},
		{"verify", func() error { return ir.VerifyModule(m) }},
		{"dom", func() error {
			for _, f := range m.Funcs {
				dom.Dominators(f)
				dom.PostDominators(f)
				loops.Analyze(f)
			}
			return nil
		}},
		{"detect", func() error {
			for _, f := range m.Funcs {
				lint.FuncFindings(f, lint.Options{})
			}
			return nil
		}},
		{"frontier", func() error {
			for _, f := range m.Funcs {
				frontierOf(f)
			}
			return nil
		}},
		// As the commands after parsing: loadModule's verification, then
		// the pipeline and the analyses.
		{"analyze", func() error {
			if err := ir.VerifyModule(m); err != nil {
				return err
			}
			return writeAnalysis(io.Discard, asWritten, path, m)
		}},
		{"lint", func() error {
			if err := ir.VerifyModule(m); err != nil {
				return err
			}
			if _, err := prepare(prepared, path, m); err != nil {
				return err
			}
			_, err := lint.Check(m, lint.Options{})
			return err
		}},
	}
	for _, st := range stages {
		b.Run(st.name, func(b *testing.B) {
			var cpu time.Duration
			for k := 0; k < b.N; k++ {
				b.StopTimer()
				fresh()
				runtime.GC()
				b.StartTimer()
				c0 := cpuTime()
				if err := st.run(); err != nil {
					b.Fatal(err)
				}
				cpu += cpuTime() - c0
			}
			perBlock(b)
			// CPU time (user + system, every thread: the collector too) is
			// what to compare on a loaded machine.
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(blocks), "cpu-ns/block")
			b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
		})
	}
}

// cpuTime returns the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
