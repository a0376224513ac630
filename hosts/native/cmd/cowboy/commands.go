package main

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/cborjson"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
	"github.com/cowboy-go/cowboy/hosts/native/wallet"
)

// Default resource limits per command (capped at the block capacity).
const (
	deployCycles  = 10_000_000
	deployCells   = 200_000
	executeCycles = 2_000_000
	executeCells  = 100_000
	// A token transfer's own cost is intrinsic; these leave room for the
	// token's transfer hook, if it has one (unused limits are refunded).
	tokenTransferCycles = fees.TokenTransferCycles + host.HookCycles
	tokenTransferCells  = 10_000
)

// --- init ---

func cmdInit(e *env, args []string) error {
	fs := e.newFlags("init", "init <network>   (network: local | dev | summit)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		fs.Usage()
		return usageErr("cowboy init: name one network: local, dev or summit")
	}
	c := config{Network: pos[0]}
	switch pos[0] {
	case "local", "dev":
		c.RPC = rpc.DefaultURL
	case "summit":
		return failf("cowboy init: no public endpoint for summit is known to this build; use `cowboy init local` and pass --rpc URL")
	default:
		return usageErr("cowboy init: unknown network %q: use local, dev or summit", pos[0])
	}
	if e.rpcURL != "" {
		c.RPC = e.rpcURL
	}
	if e.keyFile != "" {
		abs, err := filepath.Abs(e.keyFile)
		if err == nil {
			c.Key = abs
		}
	}
	if err := os.MkdirAll(e.home, 0o700); err != nil {
		return failf("%v", err)
	}
	path := filepath.Join(e.home, configFile)
	if err := os.WriteFile(path, append(mustJSON(c), '\n'), 0o600); err != nil {
		return failf("%v", err)
	}
	if e.json {
		e.printJSON(map[string]any{"config": path, "network": c.Network, "rpc": c.RPC, "key": c.Key})
		return nil
	}
	fmt.Fprintf(e.stdout, "wrote %s (network %s, rpc %s)\n", path, c.Network, c.RPC)
	return nil
}

// --- wallet ---

func cmdWallet(e *env, args []string) error {
	if len(args) == 0 {
		return usageErr("usage: cowboy wallet create [--output FILE] | create-mnemonic | address")
	}
	switch args[0] {
	case "create":
		fs := e.newFlags("wallet create", "wallet create [--output FILE]")
		out := fs.String("output", "", "key file to write (default HOME/keys/ADDRESS.key)")
		force := fs.Bool("force", false, "overwrite an existing file")
		if _, err := parseFlags(fs, args[1:]); err != nil {
			return err
		}
		key, err := wallet.Generate()
		if err != nil {
			return failf("%v", err)
		}
		path, err := e.saveKey(key, *out, *force)
		if err != nil {
			return err
		}
		if e.json {
			e.printJSON(map[string]any{"address": key.Address(), "key_file": path})
			return nil
		}
		fmt.Fprintln(e.stdout, key.Address())
		fmt.Fprintf(e.stderr, "key written to %s (keep it secret); use it with --key %s\n", path, path)
		return nil
	case "create-mnemonic", "import-mnemonic":
		create := args[0] == "create-mnemonic"
		usage := "wallet import-mnemonic [--mnemonic WORDS] [--output FILE] [--passphrase P]   (without --mnemonic, reads the words from standard input)"
		if create {
			usage = "wallet create-mnemonic [--words 12|24] [--output FILE] [--passphrase P]"
		}
		fs := e.newFlags("wallet "+args[0], usage)
		out := fs.String("output", "", "key file to write (default HOME/keys/ADDRESS.key)")
		force := fs.Bool("force", false, "overwrite an existing file")
		pass := fs.String("passphrase", "", "BIP-39 passphrase (the \"25th word\"); the same one restores the key")
		words := fs.Int("words", 12, "number of words: 12 or 24")
		given := fs.String("mnemonic", "", "the words (import-mnemonic; default: read them from standard input)")
		if _, err := parseFlags(fs, args[1:]); err != nil {
			return err
		}
		var phrase string
		if create {
			var err error
			if phrase, err = wallet.NewMnemonic(*words); err != nil {
				return usageErr("cowboy wallet create-mnemonic: %v", err)
			}
		} else if phrase = *given; phrase == "" {
			b, err := io.ReadAll(io.LimitReader(e.stdin, 4096))
			if err != nil {
				return failf("reading the mnemonic: %v", err)
			}
			phrase = string(b)
		}
		key, err := wallet.FromMnemonic(phrase, *pass)
		if err != nil {
			return failf("%v", err)
		}
		path, err := e.saveKey(key, *out, *force)
		if err != nil {
			return err
		}
		if e.json {
			res := map[string]any{"address": key.Address(), "key_file": path, "derivation_path": wallet.AccountPath}
			if create {
				res["mnemonic"] = phrase
			}
			e.printJSON(res)
			return nil
		}
		if create {
			fmt.Fprintln(e.stdout, phrase)
		}
		fmt.Fprintln(e.stdout, key.Address())
		fmt.Fprintf(e.stderr, "key (%s) written to %s; use it with --key %s\n", wallet.AccountPath, path, path)
		if create {
			fmt.Fprintln(e.stderr, "write the words down and keep them secret: `cowboy wallet import-mnemonic` restores this key from them")
		}
		return nil
	case "address":
		key, err := e.key()
		if err != nil {
			return err
		}
		if e.json {
			e.printJSON(map[string]any{"address": key.Address()})
		} else {
			fmt.Fprintln(e.stdout, key.Address())
		}
		return nil
	}
	return usageErr("cowboy wallet: unknown subcommand %q (create, create-mnemonic, import-mnemonic, address)", args[0])
}

// saveKey writes key to path (default HOME/keys/ADDRESS.key) and returns
// the path.
func (e *env) saveKey(key *crypto.PrivateKey, path string, force bool) (string, error) {
	if path == "" {
		path = filepath.Join(e.home, "keys", key.Address().Hex()+".key")
	}
	if force {
		os.Remove(path)
	}
	if err := wallet.Save(path, key); err != nil {
		if errors.Is(err, wallet.ErrExists) {
			return "", failf("%s already exists; choose another --output (or --force to overwrite it)", path)
		}
		return "", failf("%v", err)
	}
	return path, nil
}

// --- account ---

func cmdAccount(e *env, args []string) error {
	if len(args) == 0 {
		return usageErr("usage: cowboy account balance [ADDR] | transfer --to ADDR --amount N")
	}
	switch args[0] {
	case "balance":
		fs := e.newFlags("account balance", "account balance [ADDR | --address ADDR]")
		addrFlag := fs.String("address", "", "account address (default: the key's)")
		pos, err := parseFlags(fs, args[1:])
		if err != nil {
			return err
		}
		s, err := oneAddress("account", *addrFlag, pos)
		if err != nil {
			return err
		}
		var a types.Address
		if s == "" {
			key, err := e.key()
			if err != nil {
				return err
			}
			a = key.Address()
		} else if a, err = parseAddr("account", s); err != nil {
			return err
		}
		c, err := e.client()
		if err != nil {
			return err
		}
		acc, err := c.Account(e.ctx, a)
		if err != nil {
			return e.rpcErr(err)
		}
		if e.json {
			e.printJSON(map[string]any{"address": acc.Address, "balance": acc.Balance, "nonce": acc.Nonce})
			return nil
		}
		fmt.Fprintf(e.stdout, "%s\nbalance: %s\nnonce: %d\n", acc.Address, acc.Balance, acc.Nonce)
		return nil
	case "transfer":
		fs := e.newFlags("account transfer", "account transfer --to ADDR --amount N")
		to := fs.String("to", "", "recipient address")
		amount := fs.String("amount", "", "amount to move (integer, smallest unit)")
		var tf txFlags
		addTxFlags(fs, &tf)
		if _, err := parseFlags(fs, args[1:]); err != nil {
			return err
		}
		dst, err := parseAddr("--to", *to)
		if err != nil {
			return err
		}
		v, err := parseAmount("amount", *amount)
		if err != nil {
			return err
		}
		s, err := e.send(&tf, func(t *tx.Transaction, _ types.Address, _ uint64) error {
			t.To, t.Value = &dst, v
			return nil
		})
		if err != nil {
			return err
		}
		return e.printReceipt(s, nil)
	}
	return usageErr("cowboy account: unknown subcommand %q (balance, transfer)", args[0])
}

// --- actor ---

const actorTemplate = `# %[1]s: a Cowboy actor (CIP-6). Deploy it with
#   cowboy actor deploy --code %[2]s
from cowboy_sdk import actor, public, callable_by, deferred, OWNER, runtime


@actor
class %[3]s:
    def init(self, payload):                   # runs atomically with the deploy
        runtime.assume_ownership_if_unowned()  # the deployer becomes the owner
        self.storage["count"] = 0

    @public                                    # pure (the default): no send(), timers or jobs
    def get_count(self, payload):
        return self.storage.get("count", 0)

    @deferred                                  # deferred: may also send() and schedule work
    @public
    def increment(self, payload):
        by = (payload or {}).get("by", 1)
        self.storage["count"] = self.storage.get("count", 0) + by
        runtime.emit_event("Incremented", {"by": by, "count": self.storage["count"]})
        return self.storage["count"]

    @callable_by(OWNER)
    def reset(self, payload):
        self.storage["count"] = 0
`

func className(name string) string {
	var b strings.Builder
	up := true
	for _, r := range name {
		switch {
		case r == '_' || r == '-' || r == ' ':
			up = true
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 || !(b.String()[0] >= 'A' && b.String()[0] <= 'Z') {
		return "Actor" + b.String()
	}
	return b.String()
}

func validActorName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func cmdActor(e *env, args []string) error {
	if len(args) == 0 {
		return usageErr("usage: cowboy actor new|address|deploy|execute|call|get|logs ...; run 'cowboy help'")
	}
	sub, rest := args[0], args[1:]
	switch sub {
	case "new":
		return actorNew(e, rest)
	case "address":
		return actorAddress(e, rest)
	case "deploy":
		return actorDeploy(e, rest)
	case "execute":
		return actorExecute(e, rest)
	case "call":
		return actorCall(e, rest)
	case "get":
		return actorGet(e, rest)
	case "logs":
		return actorLogs(e, rest)
	}
	return usageErr("cowboy actor: unknown subcommand %q (new, address, deploy, execute, call, get, logs)", sub)
}

func actorNew(e *env, args []string) error {
	fs := e.newFlags("actor new", "actor new NAME [--dir DIR]")
	dir := fs.String("dir", "actors", "directory to create the actor in (DIR/NAME/main.py)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || !validActorName(pos[0]) {
		return usageErr("cowboy actor new: give one NAME of letters, digits, '_' or '-'")
	}
	name := pos[0]
	path := filepath.Join(*dir, name, "main.py")
	if _, err := os.Stat(path); err == nil {
		return failf("%s already exists", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return failf("%v", err)
	}
	if err := os.WriteFile(path, []byte(fmt.Sprintf(actorTemplate, name, path, className(name))), 0o644); err != nil {
		return failf("%v", err)
	}
	if e.json {
		e.printJSON(map[string]any{"file": path})
		return nil
	}
	fmt.Fprintf(e.stdout, "created %s\ndeploy it with: cowboy actor deploy --code %s\n", path, path)
	return nil
}

func readCode(path string) ([]byte, error) {
	if path == "" {
		return nil, usageErr("missing --code FILE.py")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, failf("reading code: %v", err)
	}
	if len(b) == 0 {
		return nil, failf("%s is empty", path)
	}
	return b, nil
}

func parseSalt(s string) ([]byte, error) {
	t := strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X")
	if len(t)%2 == 1 {
		t = "0" + t
	}
	b, err := hex.DecodeString(t)
	if err != nil {
		return nil, usageErr("--salt %q: expected hex: %v", s, err)
	}
	if len(b) > types.MaxSaltLength {
		return nil, usageErr("--salt is %d bytes; at most %d", len(b), types.MaxSaltLength)
	}
	return b, nil
}

func actorAddress(e *env, args []string) error {
	fs := e.newFlags("actor address", "actor address --code FILE --creator ADDR --salt HEX")
	code := fs.String("code", "", "actor source file")
	creator := fs.String("creator", "", "deployer address (default: the key's)")
	salt := fs.String("salt", "", "salt as hex, at most 32 bytes (left-padded with zeros)")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	src, err := readCode(*code)
	if err != nil {
		return err
	}
	var cr types.Address
	if *creator == "" {
		key, err := e.key()
		if err != nil {
			return usageErr("missing --creator ADDR (%v)", err)
		}
		cr = key.Address()
	} else if cr, err = parseAddr("--creator", *creator); err != nil {
		return err
	}
	if *salt == "" {
		return usageErr("missing --salt HEX")
	}
	s, err := parseSalt(*salt)
	if err != nil {
		return err
	}
	a, err := host.ActorAddress(cr, s, src)
	if err != nil {
		return failf("%v", err)
	}
	if e.json {
		e.printJSON(map[string]any{"address": a, "creator": cr, "salt": "0x" + hex.EncodeToString(s), "code_hash": types.Keccak256(src)})
		return nil
	}
	fmt.Fprintln(e.stdout, a)
	return nil
}

// readManifest reads an entitlement manifest (JSON or canonical CBOR) and
// returns its canonical CBOR, checked.
func readManifest(path string) ([]byte, error) {
	if path == "" {
		return nil, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, failf("reading manifest: %v", err)
	}
	m, err := host.ParseManifest(b)
	if err != nil {
		return nil, failf("%s: %v", path, err)
	}
	out, err := m.Encode()
	if err != nil {
		return nil, failf("%s: %v", path, err)
	}
	return out, nil
}

func payloadArg(flagName, s string) ([]byte, error) {
	b, err := cborjson.ParseArg(s)
	if err != nil {
		return nil, usageErr("--%s: %v\n(the payload is JSON, 0x-hex of CBOR, or @file; e.g. --%s '{\"by\": 2}')", flagName, err, flagName)
	}
	return b, nil
}

func actorDeploy(e *env, args []string) error {
	fs := e.newFlags("actor deploy", "actor deploy --code FILE.py [--salt HEX] [--init-handler NAME] [--init-payload JSON|0xHEX|@FILE] [--no-init] [--manifest FILE]")
	code := fs.String("code", "", "actor source file")
	salt := fs.String("salt", "", "CREATE2 salt as hex (default: the sender's nonce)")
	initHandler := fs.String("init-handler", "init", "handler run atomically with the deploy")
	initPayload := fs.String("init-payload", "{}", "payload of the init handler: JSON, 0x-hex CBOR or @file")
	noInit := fs.Bool("no-init", false, "deploy without calling an init handler")
	manifest := fs.String("manifest", "", "entitlement manifest file (JSON or CBOR)")
	fs.StringVar(manifest, "manifest-json", "", "same as --manifest")
	var tf txFlags
	tf.defaultCycles, tf.defaultCells = deployCycles, deployCells
	addTxFlags(fs, &tf)
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	src, err := readCode(*code)
	if err != nil {
		return err
	}
	var saltBytes []byte
	if *salt != "" {
		if saltBytes, err = parseSalt(*salt); err != nil {
			return err
		}
	}
	p := &tx.DeployActor{Code: src}
	if *noInit {
		p.NoInit = true
	} else {
		p.InitHandler = *initHandler
		if p.InitPayload, err = payloadArg("init-payload", *initPayload); err != nil {
			return err
		}
	}
	if p.Manifest, err = readManifest(*manifest); err != nil {
		return err
	}
	var addr types.Address
	s, err := e.send(&tf, func(t *tx.Transaction, from types.Address, nonce uint64) error {
		if *salt == "" {
			saltBytes = nonceSalt(nonce)
		}
		p.Salt = saltBytes
		payload, err := tx.EncodePayload(p)
		if err != nil {
			return failf("%v", err)
		}
		t.Payload = payload
		addr, err = host.ActorAddress(from, saltBytes, src)
		return err
	})
	if err != nil {
		return err
	}
	extra := map[string]any{"address": addr, "salt": "0x" + hex.EncodeToString(saltBytes)}
	if !e.json && s.receipt != nil && s.receipt.Address != nil {
		delete(extra, "address") // describeReceipt prints it
	}
	err = e.printReceipt(s, extra)
	if r := s.receipt; r != nil && r.Error != nil && !*noInit && strings.Contains(r.Error.Message, "has no handler '"+*initHandler+"'") {
		fmt.Fprintf(e.stderr, "hint: a deploy runs the %q handler in the same transaction (CIP-6 §6.3) and this actor has none: add one, name another with --init-handler, or deploy with --no-init\n", *initHandler)
	}
	return err
}

// nonceSalt is the default salt: the sender's nonce, big-endian, minimal.
func nonceSalt(n uint64) []byte {
	var b []byte
	for ; n > 0; n >>= 8 {
		b = append([]byte{byte(n)}, b...)
	}
	if b == nil {
		b = []byte{0}
	}
	return b
}

func actorExecute(e *env, args []string) error {
	fs := e.newFlags("actor execute", "actor execute --actor ADDR --handler NAME [--payload JSON|0xHEX|@FILE] [--value N]")
	target := addHandlerFlags(fs)
	value := fs.String("value", "0", "native amount sent along to the actor")
	var tf txFlags
	tf.defaultCycles, tf.defaultCells = executeCycles, executeCells
	addTxFlags(fs, &tf)
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	a, handler, pl, err := target.parse()
	if err != nil {
		return err
	}
	v, err := parseAmount("value", *value)
	if err != nil {
		return err
	}
	s, err := e.send(&tf, func(t *tx.Transaction, _ types.Address, _ uint64) error {
		b, err := tx.EncodePayload(&tx.ExecuteActor{Actor: a, Handler: handler, Payload: pl})
		if err != nil {
			return failf("%v", err)
		}
		t.To, t.Value, t.Payload = &a, v, b
		return nil
	})
	if err != nil {
		return err
	}
	return e.printReceipt(s, nil)
}

// handlerFlags are the --actor, --handler and --payload flags naming a
// handler invocation.
type handlerFlags struct{ actor, handler, payload *string }

func addHandlerFlags(fs *flag.FlagSet) handlerFlags {
	return handlerFlags{
		actor:   fs.String("actor", "", "actor address"),
		handler: fs.String("handler", "", "handler name"),
		payload: fs.String("payload", "", "payload: JSON, 0x-hex CBOR or @file (default: none)"),
	}
}

// parse checks the flags once the command line is parsed.
func (h handlerFlags) parse() (types.Address, string, []byte, error) {
	a, err := parseAddr("--actor", *h.actor)
	if err != nil {
		return types.Address{}, "", nil, err
	}
	if *h.handler == "" {
		return types.Address{}, "", nil, usageErr("missing --handler NAME")
	}
	pl, err := payloadArg("payload", *h.payload)
	return a, *h.handler, pl, err
}

func actorCall(e *env, args []string) error {
	fs := e.newFlags("actor call", "actor call --actor ADDR --handler NAME [--payload JSON|0xHEX|@FILE] [--from ADDR]")
	target := addHandlerFlags(fs)
	from := fs.String("from", "", "sender the handler sees (default: the key's address, else zero)")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	a, handler, pl, err := target.parse()
	if err != nil {
		return err
	}
	var sender *types.Address
	if *from != "" {
		f, err := parseAddr("--from", *from)
		if err != nil {
			return err
		}
		sender = &f
	} else if p, err := e.keyPath(); err == nil {
		if k, err := wallet.Load(p); err == nil {
			f := k.Address()
			sender = &f
		}
	}
	c, err := e.client()
	if err != nil {
		return err
	}
	r, err := c.Call(e.ctx, a, handler, pl, sender)
	if err != nil {
		return e.rpcErr(err)
	}
	if r.Status != "ok" {
		msg := "call failed"
		if r.Error != nil {
			msg = fmt.Sprintf("%s %s: %s", r.Error.Slug, r.Error.Type, r.Error.Message)
		}
		if e.json {
			e.printJSON(map[string]any{"error": r.Error, "status": r.Status})
		}
		return failf("%s", msg)
	}
	fmt.Fprintln(e.stdout, string(r.Return))
	return nil
}

// actorTarget parses an actor command's flags and its actor address, given
// positionally or with --address, and connects to the node.
func (e *env) actorTarget(fs *flag.FlagSet, addrFlag *string, args []string) (types.Address, *rpc.Client, error) {
	pos, err := parseFlags(fs, args)
	if err != nil {
		return types.Address{}, nil, err
	}
	s, err := oneAddress("actor", *addrFlag, pos)
	if err != nil {
		return types.Address{}, nil, err
	}
	a, err := parseAddr("actor", s)
	if err != nil {
		return types.Address{}, nil, err
	}
	c, err := e.client()
	return a, c, err
}

func actorGet(e *env, args []string) error {
	fs := e.newFlags("actor get", "actor get ADDR | --address ADDR [--code]")
	addrFlag := fs.String("address", "", "actor address")
	withCode := fs.Bool("code", false, "print the source too")
	a, c, err := e.actorTarget(fs, addrFlag, args)
	if err != nil {
		return err
	}
	info, err := c.Actor(e.ctx, a, *withCode)
	if err != nil {
		return e.rpcErr(err)
	}
	if e.json {
		e.printJSON(info)
		return nil
	}
	owner := "none"
	if info.Owner != nil {
		owner = info.Owner.Hex()
		if info.Owner.IsZero() {
			owner += " (renounced)"
		}
	}
	fmt.Fprintf(e.stdout, "actor: %s\ncode hash: %s (%d bytes)\ncreator: %s\nowner: %s\nbalance: %s\nmanifest: %s\n",
		info.Address, info.CodeHash, info.CodeSize, info.Creator, owner, info.Balance, info.Manifest)
	if info.Code != nil {
		fmt.Fprintf(e.stdout, "--- code ---\n%s", *info.Code)
	}
	return nil
}

func actorLogs(e *env, args []string) error {
	fs := e.newFlags("actor logs", "actor logs ADDR | --address ADDR [--from HEIGHT] [--to HEIGHT]")
	addrFlag := fs.String("address", "", "actor address")
	from := fs.Uint64("from", 0, "first block")
	to := fs.Int64("to", -1, "last block (default: the head)")
	a, c, err := e.actorTarget(fs, addrFlag, args)
	if err != nil {
		return err
	}
	evs, err := c.Events(e.ctx, a, *from, *to)
	if err != nil {
		return e.rpcErr(err)
	}
	if e.json {
		e.printJSON(evs.Events)
		return nil
	}
	if len(evs.Events) == 0 {
		fmt.Fprintf(e.stdout, "no events from %s in blocks %d..%d\n", a, evs.From, evs.To)
	}
	for _, ev := range evs.Events {
		fmt.Fprintf(e.stdout, "block %d tx %s: %s %s\n", ev.Block, ev.TxHash, ev.Name, ev.Payload)
	}
	return nil
}

// --- fund-actor, upgrade-actor ---

func cmdFundActor(e *env, args []string) error {
	fs := e.newFlags("fund-actor", "fund-actor --actor ADDR --amount N")
	actor := fs.String("actor", "", "actor address")
	amount := fs.String("amount", "", "amount to move to the actor's balance")
	var tf txFlags
	addTxFlags(fs, &tf)
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	a, err := parseAddr("--actor", *actor)
	if err != nil {
		return err
	}
	v, err := parseAmount("amount", *amount)
	if err != nil {
		return err
	}
	s, err := e.send(&tf, func(t *tx.Transaction, _ types.Address, _ uint64) error {
		b, err := tx.EncodePayload(&tx.FundActor{Actor: a, Amount: v})
		if err != nil {
			return failf("%v", err)
		}
		t.To, t.Payload = &a, b
		return nil
	})
	if err != nil {
		return err
	}
	return e.printReceipt(s, nil)
}

func cmdUpgradeActor(e *env, args []string) error {
	fs := e.newFlags("upgrade-actor", "upgrade-actor --actor ADDR --code FILE.py [--manifest FILE]")
	actor := fs.String("actor", "", "actor address")
	code := fs.String("code", "", "new source file")
	manifest := fs.String("manifest", "", "new entitlement manifest (JSON or CBOR)")
	fs.StringVar(manifest, "manifest-json", "", "same as --manifest")
	var tf txFlags
	tf.defaultCycles, tf.defaultCells = deployCycles, deployCells
	addTxFlags(fs, &tf)
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	a, err := parseAddr("--actor", *actor)
	if err != nil {
		return err
	}
	src, err := readCode(*code)
	if err != nil {
		return err
	}
	m, err := readManifest(*manifest)
	if err != nil {
		return err
	}
	s, err := e.send(&tf, func(t *tx.Transaction, _ types.Address, _ uint64) error {
		b, err := tx.EncodePayload(&tx.UpgradeActor{Actor: a, Code: src, Manifest: m})
		if err != nil {
			return failf("%v", err)
		}
		t.To, t.Payload = &a, b
		return nil
	})
	if err != nil {
		return err
	}
	return e.printReceipt(s, nil)
}

// --- token ---

func cmdToken(e *env, args []string) error {
	if len(args) == 0 {
		return usageErr("usage: cowboy token create ... | transfer ...")
	}
	var tf txFlags
	switch args[0] {
	case "create":
		fs := e.newFlags("token create", "token create --name N --symbol S --decimals D --initial-supply X [--max-supply Y]")
		name := fs.String("name", "", "token name")
		symbol := fs.String("symbol", "", "token symbol")
		decimals := fs.Uint("decimals", 18, "decimal places")
		initial := fs.String("initial-supply", "", "initial supply (smallest unit), minted to you")
		maxSupply := fs.String("max-supply", "", "supply cap (default: uncapped)")
		addTxFlags(fs, &tf)
		if _, err := parseFlags(fs, args[1:]); err != nil {
			return err
		}
		if *decimals > tx.MaxTokenDecimals {
			return usageErr("--decimals %d: at most %d", *decimals, tx.MaxTokenDecimals)
		}
		supply, err := parseAmount("initial-supply", *initial)
		if err != nil {
			return err
		}
		p := &tx.TokenCreate{Name: *name, Symbol: *symbol, Decimals: uint8(*decimals), InitialSupply: supply}
		if *maxSupply != "" {
			m, err := parseAmount("max-supply", *maxSupply)
			if err != nil {
				return err
			}
			p.MaxSupply = &m
		}
		s, err := e.send(&tf, func(t *tx.Transaction, _ types.Address, _ uint64) error {
			b, err := tx.EncodePayload(p)
			if err != nil {
				return failf("%v", err)
			}
			to := tx.TokenSystemAddress
			t.To, t.Payload = &to, b
			return nil
		})
		if err != nil {
			return err
		}
		return e.printReceipt(s, nil)
	case "transfer":
		fs := e.newFlags("token transfer", "token transfer --token-id T --to ADDR --amount A")
		id := fs.String("token-id", "", "token id (32 bytes hex)")
		to := fs.String("to", "", "recipient")
		amount := fs.String("amount", "", "amount (smallest unit)")
		tf.defaultCycles, tf.defaultCells = tokenTransferCycles, tokenTransferCells
		addTxFlags(fs, &tf)
		if _, err := parseFlags(fs, args[1:]); err != nil {
			return err
		}
		h, err := types.ParseHash(*id)
		if err != nil {
			return usageErr("--token-id: %v", err)
		}
		dst, err := parseAddr("--to", *to)
		if err != nil {
			return err
		}
		v, err := parseAmount("amount", *amount)
		if err != nil {
			return err
		}
		s, err := e.send(&tf, func(t *tx.Transaction, _ types.Address, _ uint64) error {
			b, err := tx.EncodePayload(&tx.TokenTransfer{TokenID: h, To: dst, Amount: v})
			if err != nil {
				return failf("%v", err)
			}
			ts := tx.TokenSystemAddress
			t.To, t.Payload = &ts, b
			return nil
		})
		if err != nil {
			return err
		}
		return e.printReceipt(s, nil)
	}
	return usageErr("cowboy token: unknown subcommand %q (create, transfer)", args[0])
}

// --- status, tx, block ---

func cmdStatus(e *env, args []string) error {
	c, err := e.client()
	if err != nil {
		return err
	}
	st, err := c.Status(e.ctx)
	if err != nil {
		return e.rpcErr(err)
	}
	if e.json {
		e.printJSON(st)
		return nil
	}
	fmt.Fprintf(e.stdout, "node: %s\nchain id: %d\nhead: %d %s\nstate root: %s\nbasefees: %s per cycle, %s per cell\nmempool: %d\n",
		c.URL(), st.ChainID, st.Height, st.HeadHash, st.StateRoot, st.Basefees.Cycle, st.Basefees.Cell, st.Mempool)
	return nil
}

func cmdTx(e *env, args []string) error {
	if len(args) < 2 || args[0] != "get" {
		return usageErr("usage: cowboy tx get HASH [--wait DURATION]")
	}
	fs := e.newFlags("tx get", "tx get HASH [--wait DURATION]")
	wait := fs.Duration("wait", 0, "wait up to this long for inclusion")
	pos, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErr("cowboy tx get: one transaction hash")
	}
	h, err := types.ParseHash(pos[0])
	if err != nil {
		return usageErr("%v", err)
	}
	c, err := e.client()
	if err != nil {
		return err
	}
	info, err := c.Tx(e.ctx, h, *wait)
	if err != nil {
		return e.rpcErr(err)
	}
	if e.json {
		e.printJSON(info)
		return nil
	}
	fmt.Fprintf(e.stdout, "tx %s: %s", h, info.Status)
	if info.Reason != "" {
		fmt.Fprintf(e.stdout, " (%s)", info.Reason)
	}
	fmt.Fprintln(e.stdout)
	if info.Receipt != nil {
		e.describeReceipt(info.Receipt)
	}
	return nil
}

func cmdBlock(e *env, args []string) error {
	fs := e.newFlags("block", "block [HEIGHT|latest]")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	height := int64(-1)
	if len(pos) == 1 && pos[0] != "latest" {
		if _, err := fmt.Sscan(pos[0], &height); err != nil || height < 0 {
			return usageErr("block height %q: expected a number or latest", pos[0])
		}
	}
	c, err := e.client()
	if err != nil {
		return err
	}
	b, err := c.Block(e.ctx, height, true)
	if err != nil {
		return e.rpcErr(err)
	}
	if e.json {
		e.printJSON(b)
		return nil
	}
	h := b.Header
	fmt.Fprintf(e.stdout, "block %d %s\nparent: %s\ntime: %d ms\nstate root: %s\ntxs: %d, receipts: %d, cycles %d, cells %d\n",
		h.Height, h.Hash, h.Parent, h.TimestampMs, h.StateRoot, len(b.Txs), len(b.Receipts), h.CyclesUsed, h.CellsUsed)
	return nil
}

func mustJSON(v any) []byte {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		panic(err)
	}
	return b
}
