package minic

import (
	"os"
	"testing"
)

func BenchmarkCompileKernels(b *testing.B) {
	var srcs [][]byte
	for _, file := range kernelFiles(b) {
		src, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, src := range srcs {
			if _, err := Compile("k.cl", src, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
