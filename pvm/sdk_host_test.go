package pvm

import (
	"bytes"
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
)

// fakeHost is an in-memory chain for one actor.
type fakeHost struct {
	names    []string
	payloads [][]byte
	state    map[string][]byte
	sender   []byte
	actor    []byte
	owner    []byte
	inited   bool
	fail     map[string]error
}

func newFakeHost() *fakeHost {
	return &fakeHost{
		state:  map[string][]byte{},
		sender: bytes.Repeat([]byte{0xaa}, 20),
		actor:  bytes.Repeat([]byte{0xcc}, 20),
		fail:   map[string]error{},
	}
}

func (h *fakeHost) Syscall(name string, payload []byte) ([]byte, error) {
	h.names = append(h.names, name)
	h.payloads = append(h.payloads, payload)
	if err := h.fail[name]; err != nil {
		return nil, err
	}
	var a map[any]any
	if err := codec.Unmarshal(payload, &a); err != nil {
		return nil, errors.New("fake host: bad payload: " + err.Error())
	}
	var result any
	switch name {
	case "get_sender":
		result = h.sender
	case "get_actor_address":
		result = h.actor
	case "get_block_height":
		result = int64(42)
	case "get_timestamp_ms":
		result = int64(1700000000000)
	case "randomness":
		result = bytes.Repeat([]byte{7}, 32)
	case "state_get":
		if v, ok := h.state[string(a["key"].([]byte))]; ok {
			result = v
		}
	case "state_set":
		h.state[string(a["key"].([]byte))] = a["value"].([]byte)
	case "state_delete":
		delete(h.state, string(a["key"].([]byte)))
	case "get_owner":
		result = append([]byte{}, h.owner...)
	case "assume_ownership_if_unowned":
		if len(h.owner) == 0 {
			h.owner = h.sender
		}
		result = h.owner
	case "is_initialized":
		result = h.inited
	case "mark_initialized":
		h.inited = true
	case "call_actor":
		var args any
		if err := codec.Unmarshal(a["args"].([]byte), &args); err != nil {
			return nil, err
		}
		return codec.Marshal(map[string]any{"method": a["method"], "args": args})
	}
	return codec.Marshal(result)
}

func (h *fakeHost) log() string {
	var sb strings.Builder
	for i, n := range h.names {
		sb.WriteString(n + " " + hex.EncodeToString(h.payloads[i]) + "\n")
	}
	return sb.String()
}

func mustCBOR(t *testing.T, v any) string {
	b, err := codec.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}

// TestSDKHostSyscalls checks the syscall names and payloads a few runtime
// calls produce.
func TestSDKHostSyscalls(t *testing.T) {
	h := newFakeHost()
	out, errText := runSDK(t, `
from cowboy_sdk import runtime, call, Address
print(runtime.get_sender().hex(), runtime.get_block_height(), runtime.get_timestamp_ms())
runtime.emit_event("Transfer", {"amount": 5})
print(runtime.randomness(b"dom").hex())
runtime.set_state(b"k", b"v")
print(runtime.get_state(b"k"), runtime.get_state("missing"))
print(call("0x0000000000000000000000000000000000000004", "price", ["ETH"], cycles_limit=5000))
print(runtime.has_host())
`, h)
	if errText != "" {
		t.Fatalf("failed: %s\n%s", errText, out)
	}
	wantOut := strings.Repeat("aa", 20) + " 42 1700000000000\n" + strings.Repeat("07", 32) +
		"\nb'v' None\n{'args': ['ETH'], 'method': 'price'}\nTrue\n"
	if out != wantOut {
		t.Errorf("output:\n%s\nwant:\n%s", out, wantOut)
	}
	ev, _ := codec.Marshal(map[string]any{"amount": int64(5)})
	args, _ := codec.Marshal([]any{"ETH"})
	target := make([]byte, 20)
	target[19] = 4
	want := "get_sender " + mustCBOR(t, map[string]any{}) + "\n" +
		"get_block_height a0\n" +
		"get_timestamp_ms a0\n" +
		"emit_event " + mustCBOR(t, map[string]any{"name": "Transfer", "payload": ev}) + "\n" +
		"randomness " + mustCBOR(t, map[string]any{"domain": []byte("dom")}) + "\n" +
		"state_set " + mustCBOR(t, map[string]any{"key": []byte("k"), "value": []byte("v")}) + "\n" +
		"state_get " + mustCBOR(t, map[string]any{"key": []byte("k")}) + "\n" +
		"state_get " + mustCBOR(t, map[string]any{"key": []byte("missing")}) + "\n" +
		"call_actor " + mustCBOR(t, map[string]any{"target": target, "method": "price", "args": args, "cycles_limit": int64(5000)}) + "\n"
	if got := h.log(); got != want {
		t.Errorf("syscalls:\n%s\nwant:\n%s", got, want)
	}
}

// TestSDKHostDispatch runs an actor through cowboy_sdk.entry.dispatch with
// permissions, modes, storage and host errors.
func TestSDKHostDispatch(t *testing.T) {
	h := newFakeHost()
	h.owner = bytes.Repeat([]byte{0xbb}, 20) // someone else owns the actor
	h.fail["token_transfer"] = NewHostError("PermissionDeniedError", "missing entitlement token.transfer")
	h.fail["token_mint"] = &HostError{Code: 6, Slug: "E1206", Class: "SomethingNew", Message: "guard changed"}
	h.fail["call_actor"] = NewHostError("ActorNotFoundError", "no actor at 0x0000000000000000000000000000000000000004")
	h.fail["charge_gas"] = &HostError{Class: "ValueError", Message: "negative"}
	out, errText := runSDK(t, `
from cowboy_sdk import *
from cowboy_sdk import entry, codec

@actor
class Counter:
    def init(self, payload):
        runtime.assume_ownership_if_unowned()
        self.storage["count"] = 0

    @pure
    @public
    def get(self, payload):
        return self.storage.get("count", 0)

    @deferred
    @public
    def inc(self, payload):
        self.storage["count"] = self.storage["count"] + payload["by"]
        return {"count": self.storage["count"], "me": self.address}

    @public
    def notify(self, payload):
        send(Address.ZERO, {"n": 1})

    @callable_by(OWNER)
    def reset(self, payload):
        self.storage["count"] = 0

    @callable_by(b"\xaa" * 20)
    def admin(self, payload):
        return "admin ok"

    def hidden(self, payload):
        return 1

    def _helper(self):
        return 2

print(codec.decode(entry.dispatch(Counter, "init", b"")))
print(codec.decode(entry.dispatch(Counter, "inc", codec.encode({"by": 3}))))
print(codec.decode(entry.dispatch(Counter, "get", b"")), codec.decode(entry.dispatch(Counter, "admin", b"")))
for method in ["notify", "hidden", "reset", "_helper", "nope", "init"]:
    try:
        entry.dispatch(Counter, method, b"")
        print(method, "ran")
    except CowboyError as e:
        print(method, type(e).__name__, e.ERROR_SLUG, e)
try:
    Counter().storage["__OWNER__"] = 1
except ValueError as e:
    print("ValueError", str(e)[:40])
for f in [lambda: runtime.token_transfer(b"\x01" * 32, Address.ZERO, 5), lambda: runtime.token_mint(b"\x01" * 32, Address.ZERO, 5),
          lambda: call("0x0000000000000000000000000000000000000004", "price"), lambda: runtime.charge_gas(1)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, getattr(e, "ERROR_SLUG", "-"), e)
g = Counter().storage.guard("count")
print(g.value)
runtime.set_state(b"count", codec.encode(99))
try:
    g.value
except StateConflictError as e:
    print("StateConflictError", e)
`, h)
	if errText != "" {
		t.Fatalf("failed: %s\n%s", errText, out)
	}
	want := `None
{'me': b'\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc\xcc', 'count': 3}
3 admin ok
notify PurityViolationError E1205 send() is an asynchronous side effect and handler 'notify' is @pure (the default); mark it @deferred
hidden PermissionDeniedError E1230 Counter.hidden() may not be called by 0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa: it is not decorated with @public or @callable_by, so external callers are denied
reset PermissionDeniedError E1230 Counter.reset() may not be called by 0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa: it is callable only by the owner
_helper ActorCallError E1206 actor Counter has no handler '_helper'
nope ActorCallError E1206 actor Counter has no handler 'nope'
init PermissionDeniedError E1230 Counter.init() may not be called by 0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa: it is not decorated with @public or @callable_by, so external callers are denied
ValueError '__OWNER__' is a reserved storage key ma
PermissionDeniedError E1230 missing entitlement token.transfer
StateConflictError E1206 guard changed
ActorNotFoundError E1220 no actor at 0x0000000000000000000000000000000000000004
ValueError - negative
3
StateConflictError storage key 'count' changed since it was guarded
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
	if !h.inited {
		t.Error("init did not mark the actor initialized")
	}
	if !bytes.Equal(h.owner, bytes.Repeat([]byte{0xbb}, 20)) {
		t.Error("assume_ownership_if_unowned replaced an existing owner")
	}
}

// TestSDKHostLimitError checks that a host's *LimitError ends the execution
// uncatchably and an uncaught host error prints as its SDK class.
func TestSDKHostLimitError(t *testing.T) {
	h := newFakeHost()
	h.fail["state_set"] = &LimitError{Slug: "E1204", Name: "CellLimitExceeded", Msg: "out of cells"}
	h.fail["call_actor"] = NewHostError("ActorCallError", "callee raised ValueError: bad")
	_, errText := runSDK(t, `
from cowboy_sdk import runtime
try:
    runtime.set_state(b"k", b"v")
except BaseException:
    print("caught")
`, h)
	if errText != "E1204 CellLimitExceeded: out of cells" {
		t.Errorf("got %q", errText)
	}
	_, errText = runSDK(t, "from cowboy_sdk import call\ncall(b'\\x01' * 20, 'f')\n", h)
	if !strings.HasSuffix(errText, "cowboy_sdk.ActorCallError: callee raised ValueError: bad") {
		t.Errorf("got %q", errText)
	}
	var out bytes.Buffer
	_, err := RunSource("t.py", []byte("from cowboy_sdk import call\ncall(b'\\x01' * 20, 'f')\n"),
		Options{CyclesLimit: 1e8, MemoryLimit: 64 << 20, Stdout: &out, Host: h})
	if class, slug, code, ok := SDKErrorInfo(err); !ok || class != "ActorCallError" || slug != "E1206" || code != HostErrCallFailed {
		t.Errorf("SDKErrorInfo = %q %q %d %v", class, slug, code, ok)
	}
}

// TestSDKNoHost checks that chain-bound functions raise HostUnavailableError
// in a plain script while argument errors are still reported first.
func TestSDKNoHost(t *testing.T) {
	sdkGolden(t, "no host", `
from cowboy_sdk import *
from cowboy_sdk import runtime
@actor
class A:
    @public
    def f(self, payload):
        return self.storage["x"]
checks = [
    ("get_sender", lambda: runtime.get_sender()),
    ("get_block_height", lambda: runtime.get_block_height()),
    ("storage", lambda: A().f(None)),
    ("address", lambda: A().address),
    ("send", lambda: send(Address.ZERO, {"a": 1})),
    ("call", lambda: call(Address.ZERO, "f", {})),
    ("ActorRef", lambda: ActorRef(Address.ZERO).f(1)),
    ("emit_event", lambda: runtime.emit_event("E", {})),
    ("token_balance_of", lambda: runtime.token_balance_of(b"\x01" * 32, Address.ZERO)),
    ("schedule_timer", lambda: runtime.schedule_timer(10, b"x")),
    ("randomness", lambda: runtime.randomness(b"d")),
    ("get_owner", lambda: runtime.get_owner()),
]
for name, f in checks:
    try:
        f()
        print(name, "ran")
    except HostUnavailableError as e:
        print(name, e.ERROR_SLUG, "deploy" in e.fix and "devnet" in str(e))
print(str(HostUnavailableError("x").fix)[:49])
try:
    runtime.get_sender()
except CowboyError as e:
    print(e)
for f in [lambda: runtime.transfer_ownership(Address.ZERO), lambda: call("0x12", "f"), lambda: send(Address.ZERO, object()),
          lambda: runtime.set_state(b"__OWNER__", b""), lambda: runtime.schedule_timer(10, "text")]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(runtime.has_host(), runtime.keccak256(b"abc").hex())
`, `
get_sender E1000 True
get_block_height E1000 True
storage E1000 True
address E1000 True
send E1000 True
call E1000 True
ActorRef E1000 True
emit_event E1000 True
token_balance_of E1000 True
schedule_timer E1000 True
randomness E1000 True
get_owner E1000 True
Deploy the actor with `+"`cowboy actor deploy --code"+`
runtime.get_sender() needs a running actor on a chain, and this program has no host (a plain `+"`cowboy pvm run`"+` script). Deploy the actor with `+"`cowboy actor deploy --code FILE.py`"+` and call it with `+"`cowboy actor execute`"+`, or run it on a local chain started with `+"`cowboy devnet`"+`.
ValueError transfer_ownership() to the zero address is refused; call renounce_ownership() to give up ownership
AddressError invalid address: found 2 hex digits, expected 40
CodecError cannot encode a value of type 'object' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set
ValueError '__OWNER__' is a reserved storage key managed by the SDK; use the runtime ownership APIs (§12.10)
TypeError payload must be bytes, not str
False 4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45
`)
}
