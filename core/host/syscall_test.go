package host

import (
	"errors"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/pvm"
)

// directFrame is a frame for calling syscalls without Python in between,
// to check what the host itself refuses when the SDK's own checks are not
// there.
func directFrame(t *testing.T, e *env, a types.Address) *frame {
	t.Helper()
	prog, err := pvm.Compile("x.py", []byte("pass\n"))
	if err != nil {
		t.Fatal(err)
	}
	tx := newTxn(e.ex, e.ctx, testCells)
	f := &frame{tx: tx, actor: a, sender: bob, method: "m", mode: "pure", depth: 1, st: NewOverlay(e.st)}
	f.exec = prog.NewExecution(pvm.Options{CyclesLimit: 1_000_000, MemoryLimit: 1 << 20, Host: f})
	return f
}

func hostErrClass(t *testing.T, err error) string {
	t.Helper()
	var he *pvm.HostError
	if !errors.As(err, &he) {
		t.Fatalf("not a HostError: %v", err)
	}
	return he.Class
}

func TestSyscallRefusals(t *testing.T) {
	e := newEnv(t)
	a := e.deploy(alice, "events.py", 1, nil, "")
	f := directFrame(t, e, a)
	cases := []struct {
		name    string
		payload any
		class   string
	}{
		{"state_get", []byte{0xff}, "CodecError"},
		{"state_get", map[string]any{"key": 5}, "CodecError"},
		{"state_get", map[string]any{"key": []byte("k"), "extra": 1}, "CodecError"},
		{"state_set", map[string]any{"key": []byte("__OWNER__"), "value": []byte("x")}, "ValueError"},
		{"state_delete", map[string]any{"key": []byte("__INITIALIZED__")}, "ValueError"},
		{"state_scan_prefix", map[string]any{"prefix": make([]byte, 33), "limit": 1}, "ValueError"},
		{"state_scan_prefix", map[string]any{"prefix": []byte{}, "limit": 0}, "ValueError"},
		{"call_actor", map[string]any{"target": []byte{1, 2, 3}, "method": "m", "args": enc(t, nil), "cycles_limit": 10}, "AddressError"},
		{"call_actor", map[string]any{"target": a[:], "method": "", "args": enc(t, nil), "cycles_limit": 10}, "ValueError"},
		{"send_message", map[string]any{"target": carol[:], "method": nil, "payload": enc(t, 1)}, "PurityViolationError"},
		{"emit_event", map[string]any{"name": "", "payload": enc(t, 1)}, "ValueError"},
		{"randomness", map[string]any{"domain": make([]byte, 257)}, "ValueError"},
		{"charge_gas", map[string]any{"amount": -1}, "ValueError"},
		{"transfer_ownership", map[string]any{"new_owner": make([]byte, 20)}, "ValueError"},
		{"transfer_ownership", map[string]any{"new_owner": make([]byte, 3)}, "AddressError"},
		{"mark_initialized", map[string]any{}, "PermissionDeniedError"},
		{"upgrade_self", map[string]any{"code": []byte("pass"), "manifest": nil}, "PermissionDeniedError"},
		{"token_transfer", map[string]any{"token_id": make([]byte, 31), "to": carol[:], "amount": 1}, "ValueError"},
		{"token_transfer", map[string]any{"token_id": make([]byte, 32), "to": carol[:], "amount": 1}, "ValueError"},
		{"token_create", map[string]any{"name": "", "symbol": "S", "decimals": 0, "initial_supply": 0, "max_supply": nil, "transfer_hook": nil, "metadata_uri": nil}, "ValueError"},
		{"schedule_timer", map[string]any{"height": 50, "payload": []byte{}}, "PurityViolationError"},
		{"no_such_syscall", map[string]any{}, "CowboyError"},
	}
	for _, c := range cases {
		var payload []byte
		if b, ok := c.payload.([]byte); ok {
			payload = b
		} else {
			payload = enc(t, c.payload)
		}
		_, err := f.Syscall(c.name, payload)
		if got := hostErrClass(t, err); got != c.class {
			t.Errorf("%s %x: %s, want %s (%v)", c.name, payload, got, c.class, err)
		}
	}
	f.mode = "deferred"
	_, err := f.Syscall("send_message", enc(t, map[string]any{"target": []byte{1}, "method": nil, "payload": enc(t, 1)}))
	if hostErrClass(t, err) != "AddressError" {
		t.Fatal(err)
	}
	_, err = f.Syscall("schedule_timer", enc(t, map[string]any{"height": 50, "payload": []byte{}}))
	if hostErrClass(t, err) != "PermissionDeniedError" || !strings.Contains(err.Error(), "timer.schedule") {
		t.Fatal(err)
	}
	f.manifest = &Manifest{Entitlements: []Entitlement{{ID: "timer.schedule"}}}
	_, err = f.Syscall("schedule_timer", enc(t, map[string]any{"height": 50, "payload": []byte{}}))
	if hostErrClass(t, err) != "CowboyError" {
		t.Fatal(err)
	}
	if len(f.st.Writes()) != 0 {
		t.Fatalf("refused syscalls wrote %v", f.st.Writes())
	}
}

func TestSyscallCosts(t *testing.T) {
	p := make([]byte, 10)
	for name, want := range map[string]int64{
		"state_get": CostStateRead + 10, "state_set": CostStateWrite + 10, "emit_event": CostEventBase + 50,
		"send_message": CostSend + 10, "call_actor": CostCall + 10, "token_transfer": CostTokenTransfer + 10,
		"upgrade_self": CostUpgrade + 10, "get_sender": CostContext + 10,
	} {
		if got := syscallCycles(name, p); got != want {
			t.Errorf("%s: %d, want %d", name, got, want)
		}
	}
	gas := enc(t, map[string]any{"amount": 1234})
	if got := syscallCycles("charge_gas", gas); got != CostChargeGas+int64(len(gas))+1234 {
		t.Errorf("charge_gas: %d", got)
	}
}
