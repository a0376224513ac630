package pvm_test

import (
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/pvm"
)

// BenchmarkPrograms runs the bench/pvm programs in-process, for profiling the
// interpreter (`go test ./pvm -run X -bench Programs/nbody -cpuprofile cpu.out`);
// PVM_BENCH_GLOB=path/*.py runs other programs instead. Ratios against
// CPython come from `make bench-pvm`.
//
// It sets the Go GC target to 1000% unless GOGC is set (`cowboy pvm run`
// re-aims its target after every collection; see node.TuneGC).
func BenchmarkPrograms(b *testing.B) {
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(1000))
	}
	files, _ := filepath.Glob("../bench/pvm/*.py")
	if extra := os.Getenv("PVM_BENCH_GLOB"); extra != "" {
		files, _ = filepath.Glob(extra)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		b.Run(name, func(b *testing.B) {
			prog, err := pvm.Compile(filepath.Base(file), src)
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < b.N; i++ {
				if _, err := prog.Run(pvm.Options{CyclesLimit: 1e11, MemoryLimit: 1 << 30, Stdout: io.Discard, Slabs: true}); err != nil {
					b.Skip(err)
				}
			}
		})
	}
}
