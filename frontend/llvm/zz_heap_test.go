package llvm_test

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

func TestZZHeap(t *testing.T) {
	path := os.Getenv("ZZ_LL")
	if path == "" {
		t.Skip()
	}
	runtime.MemProfileRate = 4096
	src, _ := os.ReadFile(path)
	m, err := llvm.Import(path, src, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	f, _ := os.Create(os.Getenv("ZZ_OUT"))
	pprof.WriteHeapProfile(f)
	f.Close()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("heap inuse %d MB, funcs %d", ms.HeapAlloc>>20, len(m.Funcs))
	runtime.KeepAlive(m)
}
