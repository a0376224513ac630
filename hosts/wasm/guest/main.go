// Command guest is the WebAssembly (GOOS=wasip1) build of the deterministic
// core, driven by the wazero runner in hosts/wasm/runner. Today it runs one
// PVM program; block replay arrives with the chain.
//
// Protocol: the Python source arrives on stdin; arguments are
// `pvm-run NAME CYCLES MEMORY`. Program output goes to stdout. The last line
// of stderr is always `cycles=N memory_peak=N`, preceded by the error
// (traceback or limit) if the program failed.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/cowboy-go/cowboy/pvm"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 4 || args[0] != "pvm-run" {
		fmt.Fprintln(stderr, "usage: guest pvm-run NAME CYCLES MEMORY < program.py")
		return 2
	}
	cycles, err1 := strconv.ParseInt(args[2], 10, 64)
	memory, err2 := strconv.ParseInt(args[3], 10, 64)
	if err1 != nil || err2 != nil {
		fmt.Fprintln(stderr, "guest: CYCLES and MEMORY must be integers")
		return 2
	}
	src, err := io.ReadAll(stdin)
	if err != nil {
		fmt.Fprintln(stderr, "guest:", err)
		return 2
	}
	out := bufio.NewWriter(stdout)
	res, err := pvm.RunSource(args[1], src, pvm.Options{CyclesLimit: cycles, MemoryLimit: memory, Stdout: out, Slabs: true})
	out.Flush()
	code := 0
	if err != nil {
		fmt.Fprintln(stderr, pvm.ErrorText(err))
		code = 1
	}
	fmt.Fprintf(stderr, "cycles=%d memory_peak=%d\n", res.CyclesUsed, res.MemoryPeak)
	return code
}
