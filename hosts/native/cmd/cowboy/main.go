// Command cowboy is the Cowboy-Go command-line tool: it runs nodes and talks
// to them. See README.md and `cowboy help`.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// version is stamped at release time; development builds say "dev".
var version = "dev"

const usage = `cowboy — the Cowboy-Go command-line tool

Usage:
  cowboy <command> [arguments] [--rpc URL] [--key FILE] [--json] [--home DIR]

Chain:
  devnet [--home DIR] [--rpc-addr HOST:PORT] [--block-time DURATION]
             run a one-validator chain; prefunds HOME/dev.key
  status     the node's chain id, head and basefees
  block [HEIGHT|latest]
  tx get HASH [--wait DURATION]

Accounts:
  init <local|dev|summit>       write HOME/config.json (RPC URL, key)
  wallet create [--output FILE] new secp256k1 key file; prints the address
  wallet create-mnemonic [--words 12|24] [--output FILE] [--passphrase P]
                                new BIP-39 phrase and its account key (m/44'/60'/0'/0/0)
  wallet import-mnemonic [--mnemonic WORDS] [--output FILE] [--passphrase P]
                                the account key of a phrase (words from stdin by default)
  wallet address                the address of --key
  account balance [ADDR]        balance and nonce (default: the key's account)
  account transfer --to ADDR --amount N

Actors:
  actor new NAME                write actors/NAME/main.py from a template
  actor address --code FILE --creator ADDR --salt HEX
  actor deploy --code FILE [--salt HEX] [--init-handler NAME] [--init-payload P] [--no-init] [--manifest FILE]
  actor execute --actor ADDR --handler NAME [--payload P] [--value N]
  actor call --actor ADDR --handler NAME [--payload P] [--from ADDR]   (read-only)
  actor get ADDR [--code]
  actor logs ADDR [--from HEIGHT] [--to HEIGHT]
  fund-actor --actor ADDR --amount N
  upgrade-actor --actor ADDR --code FILE [--manifest FILE]
  token create --name N --symbol S --decimals D --initial-supply X [--max-supply Y]
  token transfer --token-id T --to ADDR --amount A

Python:
  pvm run FILE.py [--cycles-limit N] [--memory-limit BYTES] [--stats]
             run a Python program in the PVM

  version    print the version
  help       show this help

Payloads (P) are JSON (converted to CBOR), 0x-hex of raw CBOR, or @file.
Sending commands also take --cycles-limit N, --cells-limit N,
--max-fee-per-cycle, --max-fee-per-cell, --tip-per-cycle, --tip-per-cell
(fee caps default to 2 × the current basefee), --nonce N, --no-wait and
--wait DURATION.

Defaults: --home $COWBOY_HOME or ~/.cowboy/devnet; --rpc $COWBOY_RPC, the
config.json of HOME, or http://127.0.0.1:8787; --key $COWBOY_KEY, the
config.json of HOME, or HOME/dev.key (written by cowboy devnet).
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
	e := &env{stdin: os.Stdin, stdout: stdout, stderr: stderr, ctx: context.Background()}
	rest, err := extractGlobals(args, e)
	if err != nil {
		return report(stderr, err)
	}
	if len(rest) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd, cmdArgs := rest[0], rest[1:]
	var f func(*env, []string) error
	switch cmd {
	case "init":
		f = cmdInit
	case "wallet":
		f = cmdWallet
	case "account":
		f = cmdAccount
	case "actor":
		f = cmdActor
	case "fund-actor":
		f = cmdFundActor
	case "upgrade-actor":
		f = cmdUpgradeActor
	case "token":
		f = cmdToken
	case "devnet":
		f = cmdDevnet
	case "status":
		f = cmdStatus
	case "tx":
		f = cmdTx
	case "block":
		f = cmdBlock
	default:
		fmt.Fprintf(stderr, "cowboy: unknown command %q; run 'cowboy help' to list the commands\n", cmd)
		return 2
	}
	if len(cmdArgs) == 1 && (cmdArgs[0] == "-h" || cmdArgs[0] == "--help" || cmdArgs[0] == "help") {
		if u := commandUsage(cmd); u != "" { // a command group: cowboy actor --help
			fmt.Fprint(stdout, u)
			return 0
		}
	}
	return report(stderr, f(e, cmdArgs))
}

// commandUsage is the part of the usage text about the subcommands of
// group (cowboy actor, cowboy wallet, ...): each line that starts with the
// group's name and the lines continuing it. It is "" for a command without
// subcommands, whose flags print their own help.
func commandUsage(group string) string {
	var b strings.Builder
	in, subcommands := false, 0
	for _, line := range strings.Split(usage, "\n") {
		switch {
		case strings.HasPrefix(line, "  "+group+" "):
			in = true
			subcommands++
		case !strings.HasPrefix(line, "      "): // not a continuation line
			in = false
		}
		if in {
			b.WriteString(line + "\n")
		}
	}
	if subcommands < 2 {
		return ""
	}
	return "Usage:\n" + b.String()
}

// report prints err (if any) and returns the exit status.
func report(stderr io.Writer, err error) int {
	if err == nil {
		return 0
	}
	if errors.Is(err, errReported) {
		return 1
	}
	var ce *cliError
	if errors.As(err, &ce) {
		if ce.msg != "" {
			fmt.Fprintf(stderr, "cowboy: %s\n", ce.msg)
		}
		return ce.code
	}
	fmt.Fprintf(stderr, "cowboy: %v\n", err)
	return 1
}
