// Command cowboy is the Cowboy-Go command-line tool: it runs nodes and talks
// to them. Commands arrive with the issues that implement them; see README.md.
package main

import (
	"fmt"
	"io"
	"os"
)

// version is stamped at release time; development builds say "dev".
var version = "dev"

const usage = `cowboy — the Cowboy-Go command-line tool

Usage:
  cowboy <command> [arguments]

Commands:
  pvm run FILE.py [--cycles-limit N] [--memory-limit BYTES] [--stats]
             run a Python program in the PVM
  version    print the version
  help       show this help

Coming with later milestones: devnet, wallet, actor, account, token.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "version", "--version":
		fmt.Fprintln(stdout, "cowboy", version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "pvm":
		if len(args) < 2 || args[1] != "run" {
			fmt.Fprintln(stderr, "cowboy pvm: the subcommand is 'run'; usage: cowboy pvm run FILE.py")
			return 2
		}
		return pvmRun(args[2:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "cowboy: unknown command %q; run 'cowboy help' to list the commands\n", args[0])
	return 2
}
