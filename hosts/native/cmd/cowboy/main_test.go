package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/types"
)

func TestRun(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"version"}, &out, &errOut); code != 0 || !strings.HasPrefix(out.String(), "cowboy ") {
		t.Fatalf("version: code %d, out %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"frobnicate"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "cowboy help") {
		t.Fatalf("unknown command: code %d, stderr %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run(nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "Usage:") {
		t.Fatalf("no command: code %d, stderr %q", code, errOut.String())
	}
}

func TestGroupHelp(t *testing.T) {
	for _, c := range []struct{ group, sub string }{{"actor", "actor deploy --code FILE"}, {"wallet", "wallet create-mnemonic"}, {"token", "token transfer"}, {"account", "account balance"}} {
		var out, errOut bytes.Buffer
		if code := run([]string{c.group, "--help"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), c.sub) {
			t.Errorf("%s --help: code %d, stdout %q, stderr %q", c.group, code, out.String(), errOut.String())
		}
		if strings.Contains(out.String(), "devnet") {
			t.Errorf("%s --help lists other commands: %q", c.group, out.String())
		}
	}
}

func TestGlobalFlags(t *testing.T) {
	e := &env{}
	rest, err := extractGlobals([]string{"actor", "--json", "deploy", "--rpc=http://x:1", "--code", "a.py", "--key", "k", "--home", "/h", "--rpc-addr", "y"}, e)
	if err != nil {
		t.Fatal(err)
	}
	if !e.json || e.rpcURL != "http://x:1" || e.keyFile != "k" || e.home != "/h" || !e.homeSet {
		t.Fatalf("globals %+v", e)
	}
	if strings.Join(rest, " ") != "actor deploy --code a.py --rpc-addr y" {
		t.Fatalf("rest %q", rest)
	}
	if _, err := extractGlobals([]string{"status", "--rpc"}, &env{}); err == nil {
		t.Fatal("--rpc without a value accepted")
	}
}

func TestCLIOffline(t *testing.T) {
	home := t.TempDir()
	run1 := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := run(append(args, "--home", home, "--rpc", "http://127.0.0.1:1"), &out, &errOut)
		return code, out.String(), errOut.String()
	}
	code, out, _ := run1("wallet", "create", "--json")
	if code != 0 || !strings.Contains(out, `"address"`) {
		t.Fatalf("wallet create: %d %s", code, out)
	}
	// A new phrase restores the key it made; a wrong one is refused.
	var made struct{ Mnemonic, Address string }
	code, out, _ = run1("wallet", "create-mnemonic", "--json", "--output", filepath.Join(home, "m.key"))
	if err := json.Unmarshal([]byte(out), &made); code != 0 || err != nil || len(strings.Fields(made.Mnemonic)) != 12 {
		t.Fatalf("create-mnemonic: %d %s", code, out)
	}
	code, out, _ = run1("wallet", "import-mnemonic", "--mnemonic", made.Mnemonic, "--output", filepath.Join(home, "m2.key"))
	if code != 0 || strings.TrimSpace(out) != made.Address {
		t.Fatalf("import-mnemonic: %d %q, want %s", code, out, made.Address)
	}
	if code, _, errOut := run1("wallet", "import-mnemonic", "--mnemonic", "test test test"); code != 1 || !strings.Contains(errOut, "not a valid BIP-39 mnemonic") {
		t.Fatalf("bad mnemonic: %d %s", code, errOut)
	}
	if code, _, errOut := run1("account", "balance", "0x0000000000000000000000000000000000000001"); code != 1 || !strings.Contains(errOut, "make devnet") {
		t.Fatalf("no node: %d %s", code, errOut)
	}
	if code, _, errOut := run1("account", "transfer", "--to", "0x0000000000000000000000000000000000000001", "--amount", "1"); code != 1 ||
		!strings.Contains(errOut, "wallet create") || !strings.Contains(errOut, "dev.key") {
		t.Fatalf("no key: %d %s", code, errOut)
	}
	if code, _, errOut := run1("actor", "execute", "--actor", "0x0000000000000000000000000000000000000001", "--handler", "h", "--payload", "{oops"); code != 2 ||
		!strings.Contains(errOut, "invalid JSON") {
		t.Fatalf("bad payload: %d %s", code, errOut)
	}
	if code, _, errOut := run1("account", "transfer", "--to", "0xnope", "--amount", "1"); code != 2 || !strings.Contains(errOut, "--to") {
		t.Fatalf("bad address: %d %s", code, errOut)
	}
	dir := t.TempDir()
	code, out, _ = run1("actor", "new", "my_counter", "--dir", dir)
	if code != 0 {
		t.Fatalf("actor new: %d %s", code, out)
	}
	src := dir + "/my_counter/main.py"
	if b, err := os.ReadFile(src); err != nil || !strings.Contains(string(b), "class MyCounter") {
		t.Fatalf("template: %v %s", err, b)
	}
	code, out, _ = run1("actor", "address", "--code", src, "--creator", "0x0000000000000000000000000000000000000001", "--salt", "0x01")
	want, _ := host.ActorAddress(types.Address{19: 1}, []byte{1}, mustRead(t, src))
	if code != 0 || strings.TrimSpace(out) != want.Hex() {
		t.Fatalf("actor address: %d %q, want %s", code, out, want)
	}
	var out2, errOut2 bytes.Buffer
	if code := run([]string{"pvm", "run", src}, &out2, &errOut2); code != 0 {
		t.Fatalf("template does not load in the PVM: exit %d: %s", code, errOut2.String())
	}
}

func mustRead(t *testing.T, path string) []byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
