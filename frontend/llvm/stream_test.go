package llvm

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
)

// streamed imports src with importEach on workers goroutines and returns
// the module, each visited function as printed when visit saw it (by
// name), and ok.
func streamed(t *testing.T, name string, src []byte, opts Options, workers int) (*ir.Module, map[string]string, bool) {
	t.Helper()
	var mu sync.Mutex
	seen := make(map[string]string)
	m, ok := importEach(name, src, opts, workers, func(f *ir.Func) bool {
		text := f.String()
		mu.Lock()
		defer mu.Unlock()
		if _, dup := seen[f.Name]; dup {
			t.Errorf("%s: %s visited twice", name, f.Name)
		}
		seen[f.Name] = text
		return true
	})
	return m, seen, ok
}

// TestImportEachMatchesImport streams every repository .ll file and the
// fuzz corpus: where ImportEach streams, each function as visit saw it
// prints as the same function of Import's module, every function of that
// module was visited, the streamed module has the same functions and
// globals in the same order, all bodies dropped; where Import fails,
// ImportEach must not stream. On one or two workers. Report, which streams
// first, must give the whole-module report's statuses and error.
func TestImportEachMatchesImport(t *testing.T) {
	corpus.Sweep(t, "every .ll streamed")
	inputs := make(map[string][]byte)
	var names []string
	for _, f := range repoLLFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[f] = src
		names = append(names, f)
	}
	for f, src := range fuzzCorpus(t) {
		inputs[f] = src
		names = append(names, f)
	}
	sort.Strings(names)
	streamedFiles := 0
	for _, name := range names {
		src := inputs[name]
		base := filepath.Base(name)
		want, err := Import(base, src, Options{})
		// Report, streamed when it can be, says what the whole-module
		// report says (which is Report when it cannot: llir's errors on
		// malformed input are not always the same from run to run, so
		// only the streamed report is compared), and fails exactly when
		// Import does.
		if fs, ok := reportEach(base, src, Options{}, 2); ok {
			_, wantFS, wantErr := importFile(base, src, Options{}, true, 2, false)
			if wantErr != nil || statusLines(fs) != statusLines(wantFS) {
				t.Errorf("%s: Report streamed\n%s\nwant (the whole module)\n%v\n%s", name, statusLines(fs), wantErr, statusLines(wantFS))
			}
		}
		if _, rerr := Report(base, src, Options{}); (rerr == nil) != (err == nil) {
			t.Errorf("%s: Report's error %v, Import's %v", name, rerr, err)
		}
		for _, workers := range []int{1, 2} {
			m, seen, ok := streamed(t, base, src, Options{}, workers)
			if err != nil {
				if ok {
					t.Errorf("%s: Import fails (%v) but ImportEach streamed", name, err)
				}
				continue
			}
			if !ok {
				continue
			}
			if workers == 1 {
				streamedFiles++
			}
			if len(seen) != len(want.Funcs) || len(m.Funcs) != len(want.Funcs) {
				t.Errorf("%s: %d functions visited, %d in the streamed module, Import has %d", name, len(seen), len(m.Funcs), len(want.Funcs))
				continue
			}
			for k, f := range want.Funcs {
				if got := m.Funcs[k]; got.Name != f.Name || got.Kernel != f.Kernel || len(got.Blocks) != 0 {
					t.Errorf("%s: function %d is %s (kernel %v, %d blocks), want %s (kernel %v) without body", name, k, got.Name, got.Kernel, len(got.Blocks), f.Name, f.Kernel)
				}
				if text := f.String(); seen[f.Name] != text {
					t.Errorf("%s: %s visited as\n%s\nwant\n%s", name, f.Name, seen[f.Name], text)
				}
			}
			var gotGlobals, wantGlobals []string
			for _, g := range m.Globals {
				gotGlobals = append(gotGlobals, g.Name)
			}
			for _, g := range want.Globals {
				wantGlobals = append(wantGlobals, g.Name)
			}
			if strings.Join(gotGlobals, " ") != strings.Join(wantGlobals, " ") {
				t.Errorf("%s: streamed globals %v, want %v", name, gotGlobals, wantGlobals)
			}
		}
	}
	t.Logf("ImportEach streams %d of %d inputs", streamedFiles, len(names))
	if streamedFiles*2 < len(names) {
		t.Errorf("ImportEach streams only %d of %d inputs", streamedFiles, len(names))
	}
}

// statusLines prints fs, one function a line.
func statusLines(fs []FuncStatus) string {
	var sb strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&sb, "%s kernel=%v used=%v err=%v\n", f.Name, f.Kernel, f.Used, f.Err)
	}
	return sb.String()
}

// TestImportEachStops checks that visit returning false or panicking stops
// the streaming (ok false), and that a function no kernel uses that does
// not lower, which Import leaves out, makes ImportEach decline.
func TestImportEachStops(t *testing.T) {
	src := []byte(`target triple = "spir64"

define spir_func i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_kernel void @k(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p, align 4
  %w = call spir_func i32 @f(i32 %v)
  store i32 %w, i32 addrspace(1)* %p, align 4
  ret void
}
`)
	if _, ok := ImportEach("s.ll", src, Options{}, func(*ir.Func) bool { return true }); !ok {
		t.Fatal("ImportEach does not stream a plain module")
	}
	if _, ok := ImportEach("s.ll", src, Options{}, func(f *ir.Func) bool { return f.Name != "k" }); ok {
		t.Error("ImportEach streamed although visit returned false")
	}
	if _, ok := ImportEach("s.ll", src, Options{}, func(f *ir.Func) bool { panic("visit") }); ok {
		t.Error("ImportEach streamed although visit panicked")
	}
	unused := append([]byte{}, src...)
	unused = append(unused, `
define spir_func void @odd() {
  %a = alloca i3, align 1
  store i3 1, i3* %a, align 1
  ret void
}
`...)
	m, err := Import("u.ll", unused, Options{})
	if err != nil || m.Func("odd") != nil {
		t.Fatalf("Import: %v; want @odd left out", err)
	}
	if _, ok := ImportEach("u.ll", unused, Options{}, func(*ir.Func) bool { return true }); ok {
		t.Error("ImportEach streamed a module Import leaves a function out of")
	}
}

// TestImportEachInOrder checks that ImportEachInOrder visits every
// function once, in module order, never two at once, on 1 to 4 workers,
// and gives the module ImportEach gives; and that it declines a module in
// which a body names a defined function, without visiting anything.
func TestImportEachInOrder(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 24; k++ {
		// Bodies of different lengths, so that workers finish out of order.
		fmt.Fprintf(&b, "define spir_kernel void @k%d(i32 addrspace(1)* %%p, i32 %%n) {\nentry:\n", k)
		for j := 0; j < (k*7)%11; j++ {
			fmt.Fprintf(&b, "  %%v%d = add i32 %%n, %d\n  store i32 %%v%d, i32 addrspace(1)* %%p\n", j, j, j)
		}
		b.WriteString("  ret void\n}\n\n")
	}
	src := b.String()
	for workers := 1; workers <= 4; workers++ {
		var order []string
		var busy atomic.Int32
		m, ok := importEachInOrder("order.ll", []byte(src), Options{}, workers, func(f *ir.Func) bool {
			if busy.Add(1) != 1 {
				t.Errorf("workers %d: %s visited while another visit runs", workers, f.Name)
			}
			defer busy.Add(-1)
			if len(f.Blocks) == 0 {
				t.Errorf("workers %d: %s visited without its body", workers, f.Name)
			}
			order = append(order, f.Name)
			return true
		})
		if !ok {
			t.Fatalf("workers %d: declined", workers)
		}
		var want []string
		for _, f := range m.Funcs {
			want = append(want, f.Name)
		}
		if len(want) != 24 || strings.Join(order, " ") != strings.Join(want, " ") {
			t.Errorf("workers %d: visited %v, want module order %v", workers, order, want)
		}
	}
	// A visit that says no stops the stream.
	n := 0
	if _, ok := importEachInOrder("order.ll", []byte(src), Options{}, 2, func(f *ir.Func) bool { n++; return n < 3 }); ok || n != 3 {
		t.Errorf("visit false at the third function: ok %v after %d visits, want false after 3", ok, n)
	}
	call := src + "define spir_func void @dev(i32 addrspace(1)* %p) {\nentry:\n  ret void\n}\n\n" +
		"define spir_kernel void @caller(i32 addrspace(1)* %p) {\nentry:\n  call spir_func void @dev(i32 addrspace(1)* %p)\n  ret void\n}\n"
	visited := 0
	if _, ok := importEachInOrder("call.ll", []byte(call), Options{}, 2, func(*ir.Func) bool { visited++; return true }); ok || visited != 0 {
		t.Errorf("a module with a call: ok %v, %d functions visited; want it declined before any", ok, visited)
	}
	if _, ok := importEach("call.ll", []byte(call), Options{}, 2, func(*ir.Func) bool { return true }); !ok {
		t.Errorf("ImportEach declines the module with a call: the test input is not what it means to be")
	}
}
