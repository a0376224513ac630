package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/cowboy-go/cowboy/hosts/native/node"
	"github.com/cowboy-go/cowboy/pvm"
)

// Script defaults: far above an actor call's limits so ordinary programs
// run, and CPython's recursion limit rather than an actor's 256 frames.
const (
	defaultScriptCycles = 10_000_000_000
	defaultScriptMemory = 1 << 30
	defaultScriptDepth  = 1000
)

// pvmRun implements `cowboy pvm run FILE.py`.
func pvmRun(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pvm run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cycles := fs.Int64("cycles-limit", defaultScriptCycles, "maximum cycles the program may use")
	memory := fs.Int64("memory-limit", defaultScriptMemory, "maximum bytes of live objects")
	stats := fs.Bool("stats", false, "print cycles, cells and peak memory to stderr at the end")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: cowboy pvm run FILE.py [--cycles-limit N] [--memory-limit BYTES] [--stats]")
		fs.PrintDefaults()
	}
	// Flags may follow the file name.
	var file string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		if file != "" {
			fmt.Fprintf(stderr, "cowboy pvm run: one program at a time; got %q and %q\n", file, fs.Arg(0))
			return 2
		}
		file, rest = fs.Arg(0), fs.Args()[1:]
	}
	if file == "" {
		fs.Usage()
		return 2
	}
	if *cycles <= 0 || *memory <= 0 {
		fmt.Fprintln(stderr, "cowboy pvm run: --cycles-limit and --memory-limit must be positive")
		return 2
	}
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "cowboy pvm run: %v\n", err)
		return 1
	}
	setScriptGC(*memory)
	// Tracebacks name the program by its absolute path, as CPython's do.
	name, aerr := filepath.Abs(file)
	if aerr != nil {
		name = file
	}
	out := bufio.NewWriterSize(stdout, 64<<10)
	res, err := pvm.RunSource(name, src, pvm.Options{CyclesLimit: *cycles, MemoryLimit: *memory, MaxDepth: defaultScriptDepth, Stdout: out,
		NoLibraryImage: true, Slabs: true,
		Repanic: os.Getenv("COWBOY_PVM_REPANIC") != ""})
	out.Flush()
	code := 0
	if status, msg, ok := pvm.SystemExitStatus(err); ok {
		// SystemExit ends the program as it does CPython: no traceback.
		code = status
		if msg != "" {
			fmt.Fprintln(stderr, msg)
		}
	} else if err != nil {
		code = 1
		fmt.Fprintln(stderr, pvm.ErrorTextSource(err, name, src))
	}
	if *stats {
		fmt.Fprintf(stderr, "cycles=%d cells=%d memory_peak=%d\n", res.CyclesUsed, res.CellsUsed, res.MemoryPeak)
	}
	return code
}

// scriptGC is the Go GC target for `pvm run` (see node.TuneGC): at Go's
// default of 100% the collector's fixed costs took 30-50% of the run time
// of object-heavy programs. The soft memory limit, a few times the
// script's memory limit, keeps large programs from growing the heap
// without bound. The floor of a program that keeps little alive reaches
// 40 MiB once it has allocated 2 GiB (about a second of an
// allocation-heavy program): a short one touches less fresh memory.
var scriptGC = node.GCTarget{Percent: 300, Floor: 40 << 20, FloorAfter: 2 << 30}

func setScriptGC(memoryLimit int64) {
	t := scriptGC
	t.Limit = 1 << 30
	if memoryLimit < (1<<62)/3 && 3*memoryLimit > t.Limit {
		t.Limit = 3 * memoryLimit
	}
	node.TuneGC(t)
}
