package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/node"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
	"github.com/cowboy-go/cowboy/hosts/native/wallet"
)

// Environment variables standing in for the global flags.
const (
	envHome = "COWBOY_HOME"
	envRPC  = "COWBOY_RPC"
	envKey  = "COWBOY_KEY"
)

// configFile is written by `cowboy init` under the home directory.
const configFile = "config.json"

// env is one command invocation: the global flags and the output streams.
type env struct {
	rpcURL  string // --rpc; "" = from config or the default
	keyFile string // --key
	json    bool   // --json
	home    string // --home
	homeSet bool
	stdin   io.Reader
	stdout  io.Writer
	stderr  io.Writer
	ctx     context.Context
}

// cliError is an error with an exit status: 2 for usage mistakes, 1 for
// everything else.
type cliError struct {
	code int
	msg  string
}

func (e *cliError) Error() string { return e.msg }

func usageErr(format string, a ...any) error {
	return &cliError{code: 2, msg: fmt.Sprintf(format, a...)}
}

func failf(format string, a ...any) error { return &cliError{code: 1, msg: fmt.Sprintf(format, a...)} }

// errReported means the command already explained the failure (e.g. printed a
// failed receipt); exit 1 without another message.
var errReported = errors.New("reported")

// globalFlags lists the flags every command accepts, anywhere on the line.
var globalFlags = map[string]bool{"rpc": true, "key": true, "home": true, "json": false}

// extractGlobals removes the global flags from args.
func extractGlobals(args []string, e *env) ([]string, error) {
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		if !strings.HasPrefix(a, "-") {
			rest = append(rest, a)
			continue
		}
		name := strings.TrimLeft(a, "-")
		value, hasValue := "", false
		if k, v, ok := strings.Cut(name, "="); ok {
			name, value, hasValue = k, v, true
		}
		takesValue, global := globalFlags[name]
		if !global {
			rest = append(rest, a)
			continue
		}
		if takesValue && !hasValue {
			if i+1 >= len(args) {
				return nil, usageErr("flag --%s needs a value", name)
			}
			i++
			value = args[i]
		}
		switch name {
		case "rpc":
			e.rpcURL = value
		case "key":
			e.keyFile = value
		case "home":
			e.home, e.homeSet = value, true
		case "json":
			e.json = !hasValue || value == "true" || value == "1"
		}
	}
	if e.home == "" {
		e.home = os.Getenv(envHome)
	}
	if e.home == "" {
		e.home = defaultHome()
	}
	if e.rpcURL == "" {
		e.rpcURL = os.Getenv(envRPC)
	}
	if e.keyFile == "" {
		e.keyFile = os.Getenv(envKey)
	}
	return rest, nil
}

func defaultHome() string {
	h, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(".cowboy", "devnet")
	}
	return filepath.Join(h, ".cowboy", "devnet")
}

// config is HOME/config.json.
type config struct {
	Network string `json:"network"`
	RPC     string `json:"rpc"`
	Key     string `json:"key,omitempty"`
}

func (e *env) config() config {
	var c config
	b, err := os.ReadFile(filepath.Join(e.home, configFile))
	if err == nil {
		json.Unmarshal(b, &c)
	}
	return c
}

func (e *env) rpcEndpoint() string {
	if e.rpcURL != "" {
		return e.rpcURL
	}
	if c := e.config(); c.RPC != "" {
		return c.RPC
	}
	return rpc.DefaultURL
}

func (e *env) client() (*rpc.Client, error) {
	c, err := rpc.NewClient(e.rpcEndpoint())
	if err != nil {
		return nil, usageErr("%v", err)
	}
	return c, nil
}

// keyPath finds the sender key: --key, $COWBOY_KEY, config.json, then the
// devnet's HOME/dev.key.
func (e *env) keyPath() (string, error) {
	if e.keyFile != "" {
		return e.keyFile, nil
	}
	if c := e.config(); c.Key != "" {
		return c.Key, nil
	}
	dev := filepath.Join(e.home, node.DevKeyFile)
	if _, err := os.Stat(dev); err == nil {
		return dev, nil
	}
	return "", failf("no key: pass --key FILE (create one with `cowboy wallet create`), or start a devnet with `make devnet` / `cowboy devnet`, which writes its prefunded key to %s", dev)
}

func (e *env) key() (*crypto.PrivateKey, error) {
	p, err := e.keyPath()
	if err != nil {
		return nil, err
	}
	k, err := wallet.Load(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, failf("key file %s does not exist: create one with `cowboy wallet create --output %s`", p, p)
	}
	if err != nil {
		return nil, failf("reading key: %v", err)
	}
	return k, nil
}

// rpcErr turns a client error into a message that says what to do.
func (e *env) rpcErr(err error) error {
	var ce *cliError
	if errors.As(err, &ce) {
		return err
	}
	if errors.Is(err, rpc.ErrNoNode) {
		return failf("cannot reach a node at %s: start one with `make devnet` or `cowboy devnet` (or pass --rpc URL)", e.rpcEndpoint())
	}
	var re *rpc.Error
	if errors.As(err, &re) {
		return failf("%s", re.Message)
	}
	return failf("%v", err)
}

func (e *env) printJSON(v any) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		fmt.Fprintf(e.stderr, "cowboy: encoding output: %v\n", err)
		return
	}
	fmt.Fprintln(e.stdout, string(b))
}

// newFlags returns a flag set whose errors go to stderr.
func (e *env) newFlags(name, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: cowboy %s\n", usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args allowing positional arguments between flags, and
// returns the positional ones.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, &cliError{code: 0}
			}
			return nil, &cliError{code: 2}
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func parseAddr(what, s string) (types.Address, error) {
	if s == "" {
		return types.Address{}, usageErr("missing %s address", what)
	}
	a, err := types.ParseAddress(s)
	if err != nil {
		return types.Address{}, usageErr("%s: %v", what, err)
	}
	return a, nil
}

func parseAmount(what, s string) (types.U128, error) {
	if s == "" {
		return types.U128{}, usageErr("missing --%s", what)
	}
	u, err := types.ParseU128(strings.ReplaceAll(s, "_", ""))
	if err != nil {
		return types.U128{}, usageErr("--%s: %v", what, err)
	}
	return u, nil
}

// oneAddress takes an address from a flag or the single positional argument.
func oneAddress(what, flagValue string, pos []string) (string, error) {
	switch {
	case len(pos) > 1:
		return "", usageErr("one %s address, got %d arguments", what, len(pos))
	case len(pos) == 1 && flagValue != "" && pos[0] != flagValue:
		return "", usageErr("two %s addresses given (%s and %s)", what, flagValue, pos[0])
	case len(pos) == 1:
		return pos[0], nil
	}
	return flagValue, nil
}
