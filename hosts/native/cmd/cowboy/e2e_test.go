package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// syncBuffer collects a child process's output safely.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type e2e struct {
	t         *testing.T
	bin       string
	home      string
	addr      string
	blockTime string // --block-time; "" is 150ms
	node      *exec.Cmd
	out       *syncBuffer
	exited    chan struct{} // closed when node has exited
	waitErr   error         // node's exit, once exited is closed
}

func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "COWBOY_") {
			env = append(env, kv)
		}
	}
	return env
}

// buildCowboy builds the binary into dir.
func buildCowboy(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "cowboy")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// start starts the devnet and waits for its RPC.
func (e *e2e) start() {
	e.t.Helper()
	e.spawn()
	e.waitUp()
}

// spawn starts the devnet process without waiting for it.
func (e *e2e) spawn() {
	e.t.Helper()
	bt := e.blockTime
	if bt == "" {
		bt = "150ms"
	}
	e.out = &syncBuffer{}
	e.node = exec.Command(e.bin, "devnet", "--home", e.home, "--rpc-addr", e.addr, "--block-time", bt)
	e.node.Env = cleanEnv()
	e.node.Stdout, e.node.Stderr = e.out, e.out
	if err := e.node.Start(); err != nil {
		e.t.Fatal(err)
	}
	cmd, exited := e.node, make(chan struct{})
	e.exited = exited
	go func() {
		e.waitErr = cmd.Wait()
		close(exited)
	}()
}

// kill sends SIGKILL to the devnet (if it is still running) and waits for
// it to exit.
func (e *e2e) kill() {
	select {
	case <-e.exited:
	default:
		e.node.Process.Kill()
		<-e.exited
	}
}

// waitUp waits until the devnet answers /v1/status.
func (e *e2e) waitUp() {
	e.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get("http://" + e.addr + "/v1/status")
		if err == nil {
			resp.Body.Close()
			return
		}
		select {
		case <-e.exited:
			e.t.Fatalf("devnet exited (%v):\n%s", e.waitErr, e.out.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	e.t.Fatalf("devnet did not come up:\n%s", e.out.String())
}

// cowboy runs the CLI against the devnet and returns stdout, stderr and the
// exit status.
func (e *e2e) cowboy(args ...string) (string, string, int) {
	e.t.Helper()
	cmd := exec.Command(e.bin, append(args, "--home", e.home, "--rpc", "http://"+e.addr)...)
	cmd.Env = cleanEnv()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		e.t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

// ok runs a command that must succeed and decodes its --json output.
func (e *e2e) ok(v any, args ...string) {
	e.t.Helper()
	out, errOut, code := e.cowboy(append(args, "--json")...)
	if code != 0 {
		e.t.Fatalf("cowboy %s: exit %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), code, out, errOut)
	}
	if v != nil {
		if err := json.Unmarshal([]byte(out), v); err != nil {
			e.t.Fatalf("cowboy %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

type receipt struct {
	TxHash     string          `json:"tx_hash"`
	Block      uint64          `json:"block"`
	Status     string          `json:"status"`
	Return     json.RawMessage `json:"return"`
	Error      *struct{ Slug, Type, Message string }
	CyclesUsed uint64 `json:"cycles_used"`
	CellsUsed  uint64 `json:"cells_used"`
	Events     []struct {
		Name    string          `json:"name"`
		Payload json.RawMessage `json:"payload"`
	} `json:"events"`
	Messages []struct {
		ID string `json:"id"`
	} `json:"messages"`
	Address string `json:"address"`
}

type account struct {
	Address string `json:"address"`
	Balance string `json:"balance"`
	Nonce   uint64 `json:"nonce"`
}

func compact(b []byte) string {
	var out bytes.Buffer
	if err := json.Compact(&out, b); err != nil {
		return string(b)
	}
	return out.String()
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestDevnetEndToEnd drives the built binary: devnet, wallet, transfer,
// deploy, execute, read-only call, logs, a permission denial, a cycle-limit
// failure, send() delivered in the next block, and a kill -9 restart with
// state intact.
func TestDevnetEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test builds the binary and runs a devnet")
	}
	dir := t.TempDir()
	bin := buildCowboy(t, dir)
	e := &e2e{t: t, bin: bin, home: filepath.Join(dir, "home"), addr: freeAddr(t)}
	e.start()
	defer e.kill()
	if _, err := os.Stat(filepath.Join(e.home, "dev.key")); err != nil {
		t.Fatalf("devnet wrote no dev key: %v", err)
	}
	var dev account
	e.ok(&dev, "account", "balance")
	if dev.Balance == "0" || dev.Nonce != 0 {
		t.Fatalf("dev account %+v", dev)
	}

	// A new wallet, funded from the dev account.
	aliceKey := filepath.Join(dir, "alice.key")
	var w struct{ Address string }
	e.ok(&w, "wallet", "create", "--output", aliceKey)
	var rc receipt
	e.ok(&rc, "account", "transfer", "--to", w.Address, "--amount", "1000000000000000000000")
	if rc.Status != "ok" || rc.CyclesUsed != 21000 {
		t.Fatalf("transfer %+v", rc)
	}
	var alice account
	e.ok(&alice, "account", "balance", w.Address)
	if alice.Balance != "1000000000000000000000" || alice.Nonce != 0 {
		t.Fatalf("alice %+v", alice)
	}

	// Deploy: the address matches `actor address`.
	code := filepath.Join("testdata", "counter.py")
	var predicted struct{ Address string }
	e.ok(&predicted, "actor", "address", "--code", code, "--creator", dev.Address, "--salt", "0x01")
	e.ok(&rc, "actor", "deploy", "--code", code, "--salt", "0x01")
	if rc.Status != "ok" || rc.Address != predicted.Address {
		t.Fatalf("deploy %+v, predicted %s", rc, predicted.Address)
	}
	counter := rc.Address
	var info struct {
		Owner    string `json:"owner"`
		CodeSize int    `json:"code_size"`
	}
	e.ok(&info, "actor", "get", counter)
	if !strings.EqualFold(info.Owner, dev.Address) || info.CodeSize == 0 {
		t.Fatalf("actor get %+v", info)
	}

	// Execute, read back with a read-only call and the logs.
	e.ok(&rc, "actor", "execute", "--actor", counter, "--handler", "increment", "--payload", `{"by": 2}`)
	if rc.Status != "ok" || string(rc.Return) != "2" || len(rc.Events) != 1 || rc.Events[0].Name != "Incremented" {
		t.Fatalf("execute %+v", rc)
	}
	var count json.RawMessage
	e.ok(&count, "actor", "call", "--actor", counter, "--handler", "get_count")
	if string(count) != "2" {
		t.Fatalf("call returned %s", count)
	}
	var logs []struct {
		Name    string          `json:"name"`
		Payload json.RawMessage `json:"payload"`
	}
	e.ok(&logs, "actor", "logs", counter)
	if len(logs) != 1 || logs[0].Name != "Incremented" || compact(logs[0].Payload) != `{"by":2,"count":2}` {
		t.Fatalf("logs %+v", logs)
	}

	// Permission denied: alice is not the owner.
	out, errOut, status := e.cowboy("actor", "execute", "--actor", counter, "--handler", "reset", "--key", aliceKey, "--json")
	if status != 1 || json.Unmarshal([]byte(out), &rc) != nil || rc.Status != "error" || rc.Error == nil ||
		rc.Error.Type != "PermissionDeniedError" || rc.Error.Slug != "E1230" {
		t.Fatalf("reset by non-owner: exit %d\n%s\n%s", status, out, errOut)
	}
	// Cycle limit.
	out, errOut, status = e.cowboy("actor", "execute", "--actor", counter, "--handler", "spin", "--payload", `{"n": 1000000}`,
		"--cycles-limit", "200000", "--json")
	if status != 1 || json.Unmarshal([]byte(out), &rc) != nil || rc.Error == nil || rc.Error.Type != "CycleLimitExceeded" ||
		rc.Error.Slug != "E1201" || rc.CyclesUsed != 200000 {
		t.Fatalf("cycle limit: exit %d\n%s\n%s", status, out, errOut)
	}

	// send(): delivered at the start of the next block.
	e.ok(&rc, "actor", "deploy", "--code", code, "--salt", "0x02", "--init-payload", `{"start": 5}`)
	other := rc.Address
	e.ok(&rc, "actor", "execute", "--actor", counter, "--handler", "ping", "--payload",
		fmt.Sprintf(`{"to": %q, "n": 42}`, other))
	if rc.Status != "ok" || len(rc.Messages) != 1 {
		t.Fatalf("ping %+v", rc)
	}
	sentIn := rc.Block
	var txInfo struct {
		Status  string   `json:"status"`
		Receipt *receipt `json:"receipt"`
	}
	e.ok(&txInfo, "tx", "get", rc.Messages[0].ID, "--wait", "10s")
	if txInfo.Status != "included" || txInfo.Receipt == nil || txInfo.Receipt.Block != sentIn+1 || txInfo.Receipt.Status != "ok" {
		t.Fatalf("message delivery (sent in %d): %+v %+v", sentIn, txInfo, txInfo.Receipt)
	}
	e.ok(&count, "actor", "call", "--actor", other, "--handler", "last")
	if string(count) != "42" {
		t.Fatalf("delivered payload: %s", count)
	}

	// Helpful errors.
	if _, errOut, status := e.cowboy("actor", "execute", "--actor", counter, "--handler", "increment", "--payload", `{"by": `); status != 2 ||
		!strings.Contains(errOut, "invalid JSON") {
		t.Fatalf("bad payload: exit %d: %s", status, errOut)
	}
	cmd := exec.Command(bin, "account", "transfer", "--to", dev.Address, "--amount", "1", "--home", filepath.Join(dir, "empty"), "--rpc", "http://"+e.addr)
	cmd.Env = cleanEnv()
	if out, _ := cmd.CombinedOutput(); !strings.Contains(string(out), "wallet create") || !strings.Contains(string(out), "dev.key") {
		t.Fatalf("no key: %s", out)
	}
	cmd = exec.Command(bin, "account", "balance", dev.Address, "--rpc", "http://"+freeAddr(t))
	cmd.Env = cleanEnv()
	if out, _ := cmd.CombinedOutput(); !strings.Contains(string(out), "make devnet") {
		t.Fatalf("no node: %s", out)
	}
	poorKey := filepath.Join(dir, "poor.key")
	e.ok(nil, "wallet", "create", "--output", poorKey)
	if _, errOut, status := e.cowboy("account", "transfer", "--to", dev.Address, "--amount", "1", "--key", poorKey); status != 1 ||
		!strings.Contains(errOut, "insufficient funds") || !strings.Contains(errOut, "account transfer") {
		t.Fatalf("poor sender: exit %d: %s", status, errOut)
	}

	// kill -9 and restart: the committed state is intact.
	var before struct {
		Height    uint64 `json:"height"`
		StateRoot string `json:"state_root"`
	}
	e.ok(&before, "status")
	e.ok(&dev, "account", "balance")
	e.ok(&alice, "account", "balance", w.Address)
	e.kill()
	e.start()
	var after struct {
		Height uint64 `json:"height"`
	}
	e.ok(&after, "status")
	if after.Height < before.Height {
		t.Fatalf("restarted at %d, below %d", after.Height, before.Height)
	}
	var blk struct {
		Header struct {
			StateRoot string `json:"state_root"`
		} `json:"header"`
	}
	e.ok(&blk, "block", fmt.Sprint(before.Height))
	if blk.Header.StateRoot != before.StateRoot {
		t.Fatalf("block %d state root %s after restart, was %s", before.Height, blk.Header.StateRoot, before.StateRoot)
	}
	var dev2, alice2 account
	e.ok(&dev2, "account", "balance")
	e.ok(&alice2, "account", "balance", w.Address)
	if dev2 != dev || alice2 != alice {
		t.Fatalf("balances changed across restart: %+v→%+v, %+v→%+v", dev, dev2, alice, alice2)
	}
	e.ok(&rc, "actor", "execute", "--actor", counter, "--handler", "increment")
	if string(rc.Return) != "3" {
		t.Fatalf("counter after restart returned %s", rc.Return)
	}

	// Graceful shutdown on SIGTERM.
	e.node.Process.Signal(syscall.SIGTERM)
	select {
	case <-e.exited:
		if err := e.waitErr; err != nil || !strings.Contains(e.out.String(), "stopped at block") {
			t.Fatalf("SIGTERM: %v\n%s", err, e.out.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("devnet did not stop on SIGTERM:\n%s", e.out.String())
	}
}
