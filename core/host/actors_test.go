package host

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

// TestCounter drives the §6.1 Counter: deploy with atomic init (deployer
// becomes owner), pure reads, deferred writes, OWNER-only reset, and init
// closing after initialization (§7.4).
func TestCounter(t *testing.T) {
	e := newEnv(t)
	r := e.deployR(alice, "counter.py", 1, map[string]any{}, "")
	if r.Status != StatusOK {
		t.Fatal(r.Error)
	}
	a := *r.Actor
	want, _ := ActorAddress(alice, []byte{1}, source(t, "counter.py"))
	if a != want {
		t.Fatalf("address %s, want %s", a.Hex(), want.Hex())
	}
	if owner, _, _ := e.st.Get(OwnerKey(a)); !bytes.Equal(owner, alice[:]) {
		t.Fatalf("owner %x", owner)
	}
	if _, ok, _ := e.st.Get(InitializedKey(a)); !ok {
		t.Fatal("not marked initialized")
	}
	if r.CyclesUsed <= 0 || r.CellsUsed < int64(len(source(t, "counter.py"))) {
		t.Fatalf("metering: cycles %d cells %d", r.CyclesUsed, r.CellsUsed)
	}
	eq(t, e.ok(e.exec(bob, a, "get_count", nil)), int64(0))
	eq(t, e.ok(e.exec(bob, a, "increment", nil)), int64(1))
	eq(t, e.ok(e.exec(carol, a, "increment", nil)), int64(2))
	eq(t, e.ok(e.exec(bob, a, "get_count", nil)), int64(2))
	e.fails(e.exec(bob, a, "reset", nil), "PermissionDeniedError", "E1230", "callable only by the owner")
	eq(t, e.storage(a, "count"), int64(2))
	e.ok(e.exec(alice, a, "reset", nil))
	eq(t, e.storage(a, "count"), int64(0))
	// init is closed once the actor is initialized.
	e.fails(e.exec(bob, a, "init", nil), "PermissionDeniedError", "E1230")
	// Unknown handler.
	e.fails(e.exec(bob, a, "decrement", nil), "ActorCallError", "E1206", "no handler 'decrement'")
}

// TestTutorial runs the docs/sdk.md tutorial actor: increment sends a
// message to the job dispatcher, with the §9 message id.
func TestTutorial(t *testing.T) {
	e := newEnv(t)
	a := e.deploy(alice, "tutorial.py", 1, map[string]any{}, "")
	r := e.exec(bob, a, "increment", map[string]any{"by": 2})
	eq(t, e.ok(r), int64(2))
	if len(r.Messages) != 1 {
		t.Fatalf("messages: %+v", r.Messages)
	}
	m := r.Messages[0]
	dispatcher := types.Address{19: 2}
	payload := enc(t, map[string]any{"event": "incremented"})
	ph := types.Keccak256(payload)
	wantID := types.Keccak256(a[:], u64(0), dispatcher[:], ph[:])
	if m.Target != dispatcher || m.Sender != a || m.Nonce != 0 || m.ID != wantID || !bytes.Equal(m.Payload, payload) || m.Method != nil {
		t.Fatalf("message %+v", m)
	}
	r = e.exec(bob, a, "increment", map[string]any{})
	eq(t, e.ok(r), int64(3))
	if r.Messages[0].Nonce != 1 || r.Messages[0].ID == wantID {
		t.Fatalf("second message %+v", r.Messages[0])
	}
}

// TestVaultPermissions covers §7: @public, OWNER, listed addresses,
// deny-by-default, SELF via call(self.address), direct helper calls, and
// the ownership rules of §12.10.
func TestVaultPermissions(t *testing.T) {
	e := newEnv(t)
	v := e.deploy(alice, "vault.py", 1, map[string]any{"balance": 100}, "")
	eq(t, e.ok(e.exec(bob, v, "balance_of", nil)), int64(100))
	e.fails(e.exec(bob, v, "withdraw", map[string]any{"amount": 1}), "PermissionDeniedError", "E1230")
	eq(t, e.ok(e.exec(alice, v, "withdraw", map[string]any{"amount": 30})), int64(70))
	r := e.exec(alice, v, "withdraw", map[string]any{"amount": 1000})
	e.fails(r, "ValueError", "E1000", "insufficient funds")
	if !bytes.Contains([]byte(r.Error.Traceback), []byte(`File "actor.py"`)) {
		t.Errorf("traceback: %s", r.Error.Traceback)
	}
	e.fails(e.exec(bob, v, "admin_pause", nil), "PermissionDeniedError", "E1230")
	e.fails(e.exec(alice, v, "sweep", nil), "PermissionDeniedError", "E1230", "not decorated")
	e.fails(e.exec(alice, v, "_compute_balance", nil), "ActorCallError", "E1206")
	e.fails(e.exec(alice, v, "internal_credit", map[string]any{"amount": 5}), "PermissionDeniedError", "E1230", "the actor itself")
	eq(t, e.ok(e.exec(bob, v, "credit_via_self", map[string]any{"amount": 5})), int64(75))
	eq(t, e.ok(e.exec(bob, v, "credit_direct", map[string]any{"amount": 5})), int64(80))
	eq(t, e.ok(e.exec(admin, v, "admin_pause", nil)), "paused")
	e.fails(e.exec(alice, v, "withdraw", map[string]any{"amount": 1}), "ValueError", "E1000", "paused")

	// Ownership: transfer, refuse strangers, renounce irrevocably.
	eq(t, e.ok(e.exec(alice, v, "give_away", map[string]any{"to": bob[:]})), bob[:])
	e.fails(e.exec(alice, v, "give_away", map[string]any{"to": alice[:]}), "PermissionDeniedError", "E1230")
	e.fails(e.exec(alice, v, "steal_ownership", nil), "PermissionDeniedError", "E1230", "is not the owner")
	e.fails(e.exec(bob, v, "give_away", map[string]any{"to": types.Address{}.Bytes()}), "ValueError", "E1000", "zero address")
	eq(t, e.ok(e.exec(bob, v, "abdicate", nil)), make([]byte, 20))
	e.fails(e.exec(bob, v, "give_away", map[string]any{"to": bob[:]}), "PermissionDeniedError", "E1230")
	e.fails(e.exec(bob, v, "steal_ownership", nil), "PermissionDeniedError", "E1230", "renounced")
	eq(t, e.ok(e.exec(carol, v, "owner", nil)), make([]byte, 20))
}

// TestNoInitBootstrap: deployed without init, the actor is unowned and
// uninitialized; the first caller may take ownership, and init stays open
// to anyone until it has run (§7.4, §12.10).
func TestNoInitBootstrap(t *testing.T) {
	e := newEnv(t)
	r, err := e.ex.Deploy(e.ctx, Deployment{Creator: alice, Salt: []byte{9}, Code: source(t, "vault.py"),
		CyclesLimit: testCycles, CellsLimit: testCells}, e.st)
	if err != nil || r.Status != StatusOK {
		t.Fatal(err, r.Error)
	}
	v := *r.Actor
	if _, ok, _ := e.st.Get(InitializedKey(v)); ok {
		t.Fatal("initialized without init")
	}
	eq(t, e.ok(e.exec(carol, v, "owner", nil)), []byte{})
	e.ok(e.exec(bob, v, "steal_ownership", nil)) // bootstrap window: any caller may set it
	eq(t, e.ok(e.exec(carol, v, "owner", nil)), bob[:])
	e.ok(e.exec(carol, v, "init", map[string]any{"balance": 7})) // init open until initialized
	eq(t, e.ok(e.exec(carol, v, "balance_of", nil)), int64(7))
	eq(t, e.ok(e.exec(carol, v, "owner", nil)), bob[:]) // init's assume kept the existing owner
	e.fails(e.exec(carol, v, "init", nil), "PermissionDeniedError", "E1230")
}

// TestModes covers §8: pure handlers may not send (the SDK refuses, and
// the host refuses even when the SDK's check is bypassed), deferred ones
// may; read-only executions refuse every mutation (§8.1).
func TestModes(t *testing.T) {
	e := newEnv(t)
	a := e.deploy(alice, "modes.py", 1, nil, "")
	r := e.exec(bob, a, "transfer", map[string]any{"to": carol[:], "amount": 10})
	e.ok(r)
	if len(r.Messages) != 1 || r.Messages[0].Target != carol {
		t.Fatalf("messages %+v", r.Messages)
	}
	eq(t, e.ok(e.exec(bob, a, "balance_of", map[string]any{"addr": "sender"})), int64(90))
	e.fails(e.exec(bob, a, "sneaky_send", map[string]any{"to": carol[:]}), "PurityViolationError", "E1205", "'sneaky_send' is @pure")
	e.fails(e.exec(bob, a, "bypass_sdk_purity", map[string]any{"to": carol[:]}), "PurityViolationError", "E1205", `"bypass_sdk_purity" is @pure`)
	eq(t, e.ok(e.exec(bob, a, "pure_writes", nil)), true)
	e.fails(e.exec(bob, a, "send_then_fail", map[string]any{"to": carol[:]}), "ValueError", "E1000", "after send")
	e.fails(e.exec(bob, a, "timer", nil), "PermissionDeniedError", "E1230", "timer.schedule entitlement") // entitlements.go
	e.fails(e.exec(bob, a, "job", nil), "CowboyError", "E1000", "not available on this chain yet")
	e.fails(e.exec(bob, a, "pure_timer", nil), "PurityViolationError", "E1205")

	ro := func(method string, payload any) Receipt {
		return e.run(Message{Sender: bob, Target: a, Method: method, Payload: enc(t, payload),
			CyclesLimit: testCycles, CellsLimit: testCells, ReadOnly: true})
	}
	eq(t, e.ok(ro("balance_of", map[string]any{"addr": "sender"})), int64(90))
	e.fails(ro("transfer", map[string]any{"to": carol[:], "amount": 1}), "PermissionDeniedError", "E1230", "read-only")
	e.fails(ro("pure_writes", nil), "PermissionDeniedError", "E1230", "read-only")
	e.fails(ro("timer", nil), "PermissionDeniedError", "E1230", "read-only")

	// Message limits: many sends in order, then the per-transaction cap.
	r = e.exec(bob, a, "send_many", map[string]any{"to": carol[:], "n": 3})
	eq(t, e.ok(r), int64(3))
	for i, m := range r.Messages {
		if m.Method == nil || *m.Method != "on_message" || !bytes.Equal(m.Payload, enc(t, map[string]any{"i": i})) {
			t.Fatalf("message %d: %+v", i, m)
		}
	}
	e.fails(e.exec(bob, a, "send_many", map[string]any{"to": carol[:], "n": 1025}), MessageLimitName, SlugQueueLimit)
}

// TestCalls covers §9.1/§9.2: call() and ActorRef in the same transaction
// (shared writes, events, sender = caller), callee failures rolled back and
// surfaced as the right error classes, send() ordering.
func TestCalls(t *testing.T) {
	e := newEnv(t)
	o := e.deploy(alice, "oracle.py", 1, nil, "")
	c := e.deploy(alice, "caller.py", 2, map[string]any{"oracle": o[:]}, "")

	eq(t, e.ok(e.exec(bob, c, "price", nil)), int64(3000))
	r := e.exec(bob, c, "set_and_read", map[string]any{"user": "u1", "amount": 7})
	eq(t, e.ok(r), int64(7))
	if len(r.Events) != 1 || r.Events[0].Actor != o || r.Events[0].Name != "BalanceSet" {
		t.Fatalf("events %+v", r.Events)
	}
	eq(t, e.ok(e.exec(bob, c, "balance", map[string]any{"user": "u1"})), int64(7))
	eq(t, e.storage(c, "last"), int64(7))
	eq(t, e.ok(e.exec(bob, c, "whoami_there", nil)), c[:])

	catch := func(method string, cycles int64) []any {
		t.Helper()
		args := map[string]any{"method": method}
		if cycles > 0 {
			args["cycles"] = cycles
		}
		r := e.exec(bob, c, "call_and_catch", args)
		out, ok := e.ok(r).([]any)
		if !ok {
			t.Fatalf("call_and_catch(%s) returned %x", method, r.Return)
		}
		return out
	}
	got := catch("fail_after_write", 0)
	if got[0] != "ActorCallError" || got[1] != "E1206" || !bytes.Contains([]byte(got[2].(string)), []byte("raised ValueError: oracle refuses")) {
		t.Fatalf("fail_after_write: %v", got)
	}
	if e.storage(o, "poison") != nil {
		t.Fatal("the failed callee's write survived")
	}
	eq(t, e.storage(c, "caught"), "ActorCallError")
	if got := catch("private", 0); got[0] != "PermissionDeniedError" || got[1] != "E1230" {
		t.Fatalf("private: %v", got)
	}
	if got := catch("nope", 0); got[0] != "ActorCallError" || got[1] != "E1206" {
		t.Fatalf("nope: %v", got)
	}
	if got := catch("bad_return", 0); got[0] != "CodecError" || got[1] != "E1213" {
		t.Fatalf("bad_return: %v", got)
	}
	if got := catch("burn_cycles", 60000); got[0] != "ActorCallError" || !bytes.Contains([]byte(got[2].(string)), []byte("E1201 CycleLimitExceeded")) {
		t.Fatalf("burn_cycles: %v", got)
	}
	if got := catch("hog_memory", 20_000_000); got[0] != "ActorCallError" || !bytes.Contains([]byte(got[2].(string)), []byte("MemoryLimitExceeded")) {
		t.Fatalf("hog_memory: %v", got)
	}

	// Uncaught callee failure: the whole transaction rolls back.
	e.fails(e.exec(bob, c, "call_uncaught", map[string]any{"method": "fail_after_write"}), "ActorCallError", "E1206", "oracle refuses")
	e.fails(e.exec(bob, c, "call_missing", nil), "ActorNotFoundError", "E1220")

	// The callee's budget is charged to the caller: a callee that burns
	// its whole cycles_limit costs the caller at least that much.
	r = e.exec(bob, c, "call_and_catch", map[string]any{"method": "burn_cycles", "cycles": 300000})
	e.ok(r)
	if r.CyclesUsed < 300000 {
		t.Fatalf("caller used %d cycles, callee budget was 300000", r.CyclesUsed)
	}
	// A callee budget above what the caller has left is capped, and then
	// exhausting it exhausts the caller (uncatchably).
	r = e.run(Message{Sender: bob, Target: c, Method: "call_and_catch", Payload: enc(t, map[string]any{"method": "burn_cycles", "cycles": 10_000_000}),
		CyclesLimit: 200000, CellsLimit: testCells})
	e.fails(r, "CycleLimitExceeded", "E1201")
	if r.CyclesUsed != 200000 {
		t.Fatalf("cycles used %d", r.CyclesUsed)
	}

	// send() from the caller: queued in order.
	r = e.exec(bob, c, "announce", nil)
	e.ok(r)
	if len(r.Messages) != 2 || r.Messages[0].Method != nil || *r.Messages[1].Method != "notify" || r.Messages[1].Nonce != 1 {
		t.Fatalf("messages %+v", r.Messages)
	}
	// A pure handler may call a deferred one; the callee's send is kept.
	r = e.exec(bob, c, "call_deferred_from_pure", map[string]any{"to": carol[:]})
	eq(t, e.ok(r), "sent")
	if len(r.Messages) != 1 || r.Messages[0].Sender != o || r.Messages[0].Target != carol {
		t.Fatalf("messages %+v", r.Messages)
	}
	// read_only is inherited by callees (§8.1).
	r = e.run(Message{Sender: bob, Target: c, Method: "set_and_read", Payload: enc(t, map[string]any{"user": "u2", "amount": 1}),
		CyclesLimit: testCycles, CellsLimit: testCells, ReadOnly: true})
	e.fails(r, "PermissionDeniedError", "E1230", "read-only")
	// Direct message to a missing actor.
	e.fails(e.exec(bob, addr(0x77), "x", nil), "ActorNotFoundError", "E1220")
}

// TestCallDepth: 32 nested calls are allowed, the 33rd raises
// CallDepthExceeded (catchable by a caller).
func TestCallDepth(t *testing.T) {
	e := newEnv(t)
	d := e.deploy(alice, "deep.py", 1, nil, "")
	run := func(n int) Receipt {
		return e.run(Message{Sender: bob, Target: d, Method: "down", Payload: enc(t, map[string]any{"n": n}),
			CyclesLimit: 1_000_000_000, CellsLimit: testCells})
	}
	eq(t, e.ok(run(31)), int64(31))
	e.fails(run(32), "CallDepthExceeded", "E1205", "the limit is 32")
	r := e.run(Message{Sender: bob, Target: d, Method: "down_catch", Payload: enc(t, map[string]any{"n": 40}),
		CyclesLimit: 1_000_000_000, CellsLimit: testCells})
	eq(t, e.ok(r), []any{"CallDepthExceeded", "E1205"})
}

// TestReentrancyGuard: re-entering a guarded handler for the same caller
// raises ReentrancyError and rolls everything back; a plain call succeeds.
func TestReentrancyGuard(t *testing.T) {
	e := newEnv(t)
	b := e.deploy(alice, "reentrant_vault.py", 1, nil, "")
	evil := e.deploy(alice, "attacker.py", 2, map[string]any{"bank": b[:], "reenter": true}, "")
	e.fails(e.exec(bob, evil, "attack", nil), "ReentrancyError", "E1205", "re-entered")
	eq(t, e.storage(b, "funds"), int64(100))
	eq(t, e.storage(evil, "got"), int64(0))
	honest := e.deploy(alice, "attacker.py", 3, map[string]any{"bank": b[:], "reenter": false}, "")
	eq(t, e.ok(e.exec(bob, honest, "attack", nil)), int64(90))
	eq(t, e.storage(honest, "got"), int64(10))
	// The lock was released.
	eq(t, e.ok(e.exec(bob, honest, "attack", nil)), int64(80))
}

// TestGuards: GuardedValue.value and GuardSet.check raise
// StateConflictError after an intervening write (§10.3).
func TestGuards(t *testing.T) {
	e := newEnv(t)
	g := e.deploy(alice, "guards.py", 1, nil, "")
	eq(t, e.ok(e.exec(bob, g, "spend", map[string]any{})), int64(400))
	e.fails(e.exec(bob, g, "spend", map[string]any{"interfere": true}), "StateConflictError", "E1206", "balance")
	eq(t, e.storage(g, "balance"), int64(400))
	eq(t, e.ok(e.exec(bob, g, "check_set", map[string]any{})), int64(2))
	e.fails(e.exec(bob, g, "check_set", map[string]any{"interfere": true}), "StateConflictError", "E1206", "price")
	eq(t, e.ok(e.exec(bob, g, "raw", nil)), []any{[]byte{0, 1}, true, false})
}

// TestTokens covers the CIP-20 operations of §12.4.
func TestTokens(t *testing.T) {
	e := newEnv(t)
	a := e.deploy(alice, "tokens.py", 1, nil, "")
	b := e.deploy(alice, "tokens.py", 2, nil, "")
	r := e.exec(alice, a, "create", map[string]any{"name": "Gold", "symbol": "GLD", "supply": 1000, "max_supply": 5000})
	tid, _ := e.ok(r).([]byte)
	if want := TokenID(a, 0); !bytes.Equal(tid, want[:]) {
		t.Fatalf("token id %x, want %x", tid, want)
	}
	eq(t, e.ok(e.exec(bob, a, "transfer", map[string]any{"to": bob[:], "amount": 100})), int64(900))
	eq(t, e.ok(e.exec(bob, a, "info", map[string]any{"who": bob[:]})), map[string]any{"supply": int64(1000), "balance": int64(100)})
	eq(t, e.ok(e.exec(bob, a, "approve", map[string]any{"spender": b[:], "amount": 50})), int64(50))
	eq(t, e.ok(e.exec(bob, b, "spend_from", map[string]any{"tid": tid, "owner": a[:], "to": carol[:], "amount": 30})), int64(30))
	e.fails(e.exec(bob, b, "spend_from", map[string]any{"tid": tid, "owner": a[:], "to": carol[:], "amount": 30}), "PermissionDeniedError", "E1230", "may spend 20")
	eq(t, e.ok(e.exec(bob, a, "mint", map[string]any{"to": a[:], "amount": 4000})), int64(5000))
	e.fails(e.exec(bob, a, "mint", map[string]any{"to": a[:], "amount": 1}), "ValueError", "E1000", "max_supply")
	e.fails(e.exec(bob, b, "mint_foreign", map[string]any{"tid": tid}), "PermissionDeniedError", "E1230", "only the token's creator")
	eq(t, e.ok(e.exec(bob, a, "burn", map[string]any{"amount": 100})), int64(4900))
	e.fails(e.exec(bob, a, "transfer", map[string]any{"to": bob[:], "amount": bigInt("1000000000000000000000000000000")}), "ValueError", "E1000", "insufficient balance")
	eq(t, e.ok(e.exec(bob, a, "info", map[string]any{"who": a[:]})), map[string]any{"supply": int64(4900), "balance": int64(870 + 4000 - 100)})
	eq(t, e.ok(e.exec(bob, a, "info", map[string]any{"tid": make([]byte, 32), "who": a[:]})), map[string]any{"supply": nil, "balance": nil})

	// Big supplies (beyond 64 bits) and a second token from the same creator.
	huge := bigInt("0x10000000000000000000000000")
	r = e.exec(alice, a, "create", map[string]any{"name": "Huge", "symbol": "HG", "supply": huge})
	tid2, _ := e.ok(r).([]byte)
	if want := TokenID(a, 1); !bytes.Equal(tid2, want[:]) {
		t.Fatalf("second token id %x", tid2)
	}
	eq(t, e.ok(e.exec(bob, a, "info", map[string]any{"who": a[:]})), map[string]any{"supply": huge, "balance": huge})
	// Read-only refuses token mutations but answers queries.
	ro := e.run(Message{Sender: bob, Target: a, Method: "transfer", Payload: enc(t, map[string]any{"to": bob[:], "amount": 1}),
		CyclesLimit: testCycles, CellsLimit: testCells, ReadOnly: true})
	e.fails(ro, "PermissionDeniedError", "E1230", "read-only")
}

// TestTokenTransferHook: a token's transfer hook sees every transfer, from
// an actor or an account, and can refuse one; it runs on at most HookCycles.
func TestTokenTransferHook(t *testing.T) {
	e := newEnv(t)
	h := e.deploy(alice, "hook.py", 1, nil, "")
	a := e.deploy(alice, "tokens.py", 1, nil, "")
	tid, _ := e.ok(e.exec(alice, a, "create", map[string]any{"name": "Gold", "symbol": "GLD", "supply": 1000, "hook": h[:]})).([]byte)
	r := e.exec(bob, a, "transfer", map[string]any{"to": bob[:], "amount": 100})
	eq(t, e.ok(r), int64(900))
	eq(t, e.storage(h, "count"), int64(1))
	eq(t, e.storage(h, "last"), []any{a[:], bob[:], int64(100), a[:]})
	if len(r.Events) != 1 || r.Events[0].Name != "Hooked" {
		t.Fatalf("events %+v", r.Events)
	}
	e.fails(e.exec(bob, a, "transfer", map[string]any{"to": bob[:], "amount": 600}), "ActorCallError", "E1206",
		h.Hex()+".on_token_transfer() raised ValueError: transfers above 500 are refused")
	e.fails(e.exec(bob, a, "transfer", map[string]any{"to": bob[:], "amount": 13}), "ActorCallError", "E1206", "ran out of its budget", "cycles_limit 50000")
	eq(t, e.ok(e.exec(bob, a, "info", map[string]any{"who": bob[:]})), map[string]any{"supply": int64(1000), "balance": int64(100)})

	// The token-transfer transaction of an account: the hook's cycles and
	// cells are the transaction's.
	var id types.Hash
	copy(id[:], tid)
	r, err := e.ex.TransferToken(e.ctx, bob, id, carol, big.NewInt(40), 1_000_000, 10_000, e.st)
	if err != nil || r.Status != StatusOK {
		t.Fatalf("account transfer: %v %+v", err, r.Error)
	}
	if r.CyclesUsed == 0 || r.CellsUsed == 0 {
		t.Errorf("the hook's usage is not in the receipt: %d cycles, %d cells", r.CyclesUsed, r.CellsUsed)
	}
	eq(t, e.storage(h, "last"), []any{bob[:], carol[:], int64(40), bob[:]})
	r, err = e.ex.TransferToken(e.ctx, bob, id, carol, big.NewInt(40), 1_000, 10_000, e.st)
	if err != nil || r.Status != StatusError || r.Error.Type != "CycleLimitExceeded" || r.CyclesUsed != 1_000 {
		t.Fatalf("account transfer with 1 000 cycles: %v %+v, %d cycles", err, r.Error, r.CyclesUsed)
	}
	eq(t, e.ok(e.exec(bob, a, "info", map[string]any{"who": bob[:]})), map[string]any{"supply": int64(1000), "balance": int64(60)})
}

// TestEventsContextRandomness covers emit_event, the context getters,
// randomness, prefix scans and reserved keys.
func TestEventsContextRandomness(t *testing.T) {
	e := newEnv(t)
	l := e.deploy(alice, "events.py", 1, nil, "")
	r := e.exec(bob, l, "log", map[string]any{"n": 5})
	eq(t, e.ok(r), map[string]any{"height": int64(42), "ts": int64(1_700_000_000_000), "sender": bob[:], "me": l[:]})
	if len(r.Events) != 3 {
		t.Fatalf("events %+v", r.Events)
	}
	for i, want := range []struct {
		name    string
		payload any
	}{{"Logged", map[string]any{"n": 5}}, {"Raw", []byte{1, 2}}, {"Text", "hello"}} {
		ev := r.Events[i]
		if ev.Actor != l || ev.Name != want.name || !bytes.Equal(ev.Payload, enc(t, want.payload)) {
			t.Fatalf("event %d: %+v", i, ev)
		}
	}
	if r.CellsUsed < int64(len("Logged")+len(r.Events[0].Payload)) {
		t.Fatalf("cells %d", r.CellsUsed)
	}

	rand, _ := e.ok(e.exec(bob, l, "rand", nil)).([]any)
	seed := types.Keccak256(e.ctx.Seed)
	want := types.Keccak256([]byte("cowboy.randomness.v1"), seed[:], l[:], []byte("a"))
	if !bytes.Equal(rand[0].([]byte), want[:]) || !bytes.Equal(rand[0].([]byte), rand[1].([]byte)) || bytes.Equal(rand[0].([]byte), rand[2].([]byte)) {
		t.Fatalf("randomness %x", rand)
	}

	items := map[string]any{"p:1": 1, "p:2": 2, "q:1": 3}
	got := e.ok(e.exec(bob, l, "scan", map[string]any{"items": items, "prefix": []byte("p:")}))
	eq(t, got, []any{[]any{[]byte("p:1"), enc(t, 1)}, []any{[]byte("p:2"), enc(t, 2)}})
	got = e.ok(e.exec(bob, l, "scan", map[string]any{"items": map[string]any{}, "prefix": []byte(""), "limit": 2}))
	eq(t, got, []any{[]any{[]byte("p:1"), enc(t, 1)}, []any{[]byte("p:2"), enc(t, 2)}})
	got = e.ok(e.exec(bob, l, "scan", map[string]any{"items": map[string]any{}, "prefix": []byte("z")}))
	eq(t, got, []any{}) // the 40-byte key is stored hashed, invisible to scans
	if _, ok, _ := e.st.Get(StorageKey(l, bytes.Repeat([]byte("z"), 40))); !ok {
		t.Fatal("long key not stored")
	}
	eq(t, e.ok(e.exec(bob, l, "reserved", nil)), []any{"ValueError", "ValueError", "ValueError"})
}

// TestUpgrade covers upgrade_self (§12.7) with the sys.upgrade entitlement
// and the manifest subset rule (§14.1).
func TestUpgrade(t *testing.T) {
	e := newEnv(t)
	v2 := string(source(t, "upgradable_v2.py"))
	u := e.deploy(alice, "upgradable.py", 1, nil, `{"entitlements": [{"id": "sys.upgrade"}]}`)
	eq(t, e.ok(e.exec(bob, u, "version", nil)), []any{"v1", int64(1)})
	e.fails(e.exec(bob, u, "upgrade", map[string]any{"code": v2}), "PermissionDeniedError", "E1230")
	e.fails(e.exec(alice, u, "upgrade", map[string]any{"code": "def broken(:\n"}), "ValueError", "E1000", "does not compile")
	e.fails(e.exec(alice, u, "upgrade", map[string]any{"code": v2, "manifest": `{"entitlements": [{"id": "oracle.llm"}, {"id": "sys.upgrade"}]}`}),
		"PermissionDeniedError", "E1230", "adds entitlement \"oracle.llm\"")
	e.ok(e.exec(alice, u, "upgrade", map[string]any{"code": v2}))
	eq(t, e.ok(e.exec(bob, u, "version", nil)), []any{"v2", int64(1)})
	eq(t, e.ok(e.exec(bob, u, "bump", nil)), int64(2))
	code, _, _ := e.st.Get(CodeKey(u))
	if string(code) != v2 {
		t.Fatal("code not replaced")
	}

	// Without sys.upgrade.
	n := e.deploy(alice, "upgradable.py", 2, nil, "")
	e.fails(e.exec(alice, n, "upgrade", map[string]any{"code": v2}), "PermissionDeniedError", "E1230", "sys.upgrade")

	// Param-bound strength.
	m := `{"entitlements": [{"id": "http.fetch", "params": {"allowlist_domains": ["a.com", "b.com"], "max_requests": 10}}, {"id": "sys.upgrade"}]}`
	p := e.deploy(alice, "upgradable.py", 3, nil, m)
	up := func(man string) Receipt {
		return e.exec(alice, p, "upgrade", map[string]any{"code": string(source(t, "upgradable.py")), "manifest": man})
	}
	e.fails(up(`{"entitlements": [{"id": "http.fetch", "params": {"allowlist_domains": ["a.com"], "max_requests": 11}}, {"id": "sys.upgrade"}]}`),
		"PermissionDeniedError", "E1230", "raises http.fetch.max_requests")
	e.fails(up(`{"entitlements": [{"id": "http.fetch", "params": {"allowlist_domains": ["c.com"], "max_requests": 5}}, {"id": "sys.upgrade"}]}`),
		"PermissionDeniedError", "E1230", `adds "c.com"`)
	e.fails(up(`{"entitlements": [{"id": "http.fetch", "params": {"allowlist_domains": ["a.com"]}}, {"id": "sys.upgrade"}]}`),
		"PermissionDeniedError", "E1230", "drops the bound")
	e.fails(up(`{"entitlements": [{"id": "sys.upgrade"}, {"id": "http.fetch"}]}`), "ValueError", "E1000", "sorted")
	e.ok(up(`{"entitlements": [{"id": "http.fetch", "params": {"allowlist_domains": ["b.com"], "max_requests": "5"}}]}`))
	stored, _, _ := e.st.Get(ManifestKey(p))
	sm, err := ParseManifest(stored)
	if err != nil || len(sm.Entitlements) != 1 || sm.Has("sys.upgrade") {
		t.Fatalf("stored manifest %x %v", stored, err)
	}
	// The narrowed manifest dropped sys.upgrade: no further upgrades.
	e.fails(up(""), "PermissionDeniedError", "E1230", "sys.upgrade")
}

// TestDeployFailures: every failed deploy leaves the state untouched.
func TestDeployFailures(t *testing.T) {
	e := newEnv(t)
	r := e.deployR(alice, "badinit.py", 1, nil, "")
	e.fails(r, "ValueError", "E1000", "init refuses")
	if r.Actor == nil || e.st.Len() != 0 {
		t.Fatalf("failed deploy left %d keys (actor %v)", e.st.Len(), r.Actor)
	}
	e.fails(e.deployR(alice, "noactor.py", 1, nil, ""), "ActorCallError", "E1206", "no @actor class")
	e.fails(e.deployR(alice, "counter.py", 1, nil, `{"entitlements": [{"id": "token.transfer"}]}`), "ValueError", "E1000", "not a registry id")
	e.fails(e.deployR(alice, "counter.py", 1, nil, `{"entitlements": [{"id": "nope"}]}`), "ValueError", "E1000", "unknown entitlement")
	if e.st.Len() != 0 {
		t.Fatalf("state has %d keys", e.st.Len())
	}
	rr, err := e.ex.Deploy(e.ctx, Deployment{Creator: alice, Salt: []byte{1}, Code: []byte("def f(:\n"), InitHandler: "init",
		CyclesLimit: testCycles, CellsLimit: testCells}, e.st)
	if err != nil {
		t.Fatal(err)
	}
	e.fails(rr, "SyntaxError", "E1000")
	rr, _ = e.ex.Deploy(e.ctx, Deployment{Creator: alice, Salt: make([]byte, 33), Code: source(t, "counter.py"),
		CyclesLimit: testCycles, CellsLimit: testCells}, e.st)
	e.fails(rr, "ValueError", "E1000", "salt")
	// Same creator, salt and code twice.
	e.deploy(alice, "counter.py", 1, nil, "")
	e.fails(e.deployR(alice, "counter.py", 1, nil, ""), "ValueError", "E1000", "already deployed")
	// A custom init handler (here a public one) marks the actor initialized.
	rr, _ = e.ex.Deploy(e.ctx, Deployment{Creator: alice, Salt: []byte{5}, Code: source(t, "counter.py"), InitHandler: "get_count",
		CyclesLimit: testCycles, CellsLimit: testCells}, e.st)
	eq(t, e.ok(rr), int64(0))
	if _, ok, _ := e.st.Get(InitializedKey(*rr.Actor)); !ok {
		t.Fatal("custom init did not mark initialized")
	}
}

// TestLimits: cycles, cells, memory and event caps end the execution
// uncatchably with their slugs, and nothing is kept.
func TestLimits(t *testing.T) {
	e := newEnv(t)
	l := e.deploy(alice, "events.py", 1, nil, "")
	msg := func(method string, payload any, cycles, cells int64) Receipt {
		return e.run(Message{Sender: bob, Target: l, Method: method, Payload: enc(t, payload), CyclesLimit: cycles, CellsLimit: cells})
	}
	r := msg("spin", map[string]any{"n": 1_000_000}, 100_000, testCells)
	e.fails(r, "CycleLimitExceeded", "E1201")
	if r.CyclesUsed != 100_000 {
		t.Fatalf("cycles used %d", r.CyclesUsed)
	}
	e.fails(msg("gas", map[string]any{"amount": 1_000_000}, 500_000, testCells), "CycleLimitExceeded", "E1201")
	e.fails(msg("gas", map[string]any{"amount": bigInt("100000000000000000000000")}, 500_000, testCells), "CycleLimitExceeded", "E1201")
	ok := msg("gas", map[string]any{"amount": 100_000}, 500_000, testCells)
	e.ok(ok)
	base := msg("gas", map[string]any{"amount": 0}, 500_000, testCells)
	e.ok(base)
	if d := ok.CyclesUsed - base.CyclesUsed; d < 100_000 || d > 100_010 {
		t.Fatalf("charge_gas(100000) cost %d cycles", d)
	}
	r = msg("write_big", map[string]any{"n": 1000}, testCycles, 900)
	e.fails(r, CellLimitName, SlugCellLimit)
	if r.CellsUsed != 900 {
		t.Fatalf("cells used %d", r.CellsUsed)
	}
	e.fails(msg("log", map[string]any{"n": 1}, testCycles, 3), CellLimitName, SlugCellLimit) // payload cells at entry
	e.fails(msg("many_events", map[string]any{"n": 1001}, testCycles, testCells), EventLimitName, SlugQueueLimit)
	e.fails(msg("spin", map[string]any{"n": 2_000_000}, 1_000_000_000, testCells), "MemoryLimitExceeded", "E1202")
}

// TestCodecErrors: a result that is not CBOR-encodable is a CodecError;
// a payload that is not canonical CBOR reaches the handler as raw bytes.
func TestCodecErrors(t *testing.T) {
	e := newEnv(t)
	o := e.deploy(alice, "oracle.py", 1, nil, "")
	e.fails(e.exec(bob, o, "bad_return", nil), "CodecError", "E1213")
	l := e.deploy(alice, "events.py", 1, nil, "")
	r := e.run(Message{Sender: bob, Target: l, Method: "gas", Payload: []byte{0xff, 0x00}, CyclesLimit: testCycles, CellsLimit: testCells})
	e.fails(r, "TypeError", "E1000") // payload["amount"] on bytes
}

// TestMissingInitHandler: naming an init handler the actor lacks fails the
// deploy (the deploy's init raised ActorCallError).
func TestMissingInitHandler(t *testing.T) {
	e := newEnv(t)
	r, err := e.ex.Deploy(e.ctx, Deployment{Creator: alice, Salt: []byte{1}, Code: source(t, "events.py"), InitHandler: "init",
		CyclesLimit: testCycles, CellsLimit: testCells}, e.st)
	if err != nil {
		t.Fatal(err)
	}
	e.fails(r, "ActorCallError", "E1206", "no handler 'init'")
	if e.st.Len() != 0 {
		t.Fatal("state changed")
	}
}

// TestModuleTopLevelAndContinuations: the module's top level may read but
// not write; continuation handlers are refused for now, and an async def
// handler without the decorator says what it is.
func TestModuleTopLevelAndContinuations(t *testing.T) {
	e := newEnv(t)
	a := e.deploy(alice, "toplevel.py", 1, nil, "")
	eq(t, e.ok(e.exec(bob, a, "height", nil)), int64(42))
	e.ctx.Height = 7
	e.fails(e.exec(bob, a, "height", nil), "PermissionDeniedError", "E1230", "module top level")
	c := e.deploy(alice, "continuation.py", 1, nil, "")
	eq(t, e.ok(e.exec(bob, c, "ping", nil)), "pong")
	e.fails(e.exec(bob, c, "analyze", map[string]any{"text": "x"}), "CowboyError", "E1000", "not available on this chain yet")
	e.fails(e.exec(bob, c, "undecorated", nil), "CowboyError", "E1000", "Summarizer.undecorated() is an async def")
}

// brokenState fails every read after the first n.
type brokenState struct {
	State
	n int
}

func (b *brokenState) Get(key []byte) ([]byte, bool, error) {
	if b.n <= 0 {
		return nil, false, errors.New("disk on fire")
	}
	b.n--
	return b.State.Get(key)
}

// TestStateFailure: a failing State is the node's failure, returned as an
// error, never written into a receipt; nothing is applied.
func TestStateFailure(t *testing.T) {
	e := newEnv(t)
	c := e.deploy(alice, "counter.py", 1, map[string]any{}, "")
	before := e.st.Len()
	// increment reads the actor record, its code, "count", and "count"
	// again when writing it (the storage-size accounting of entitlements.go):
	// failing any of the four aborts; with all four served it succeeds.
	for n := 0; n < 4; n++ {
		bs := &brokenState{State: e.st, n: n}
		_, err := e.ex.Execute(e.ctx, Message{Sender: bob, Target: c, Method: "increment", CyclesLimit: testCycles, CellsLimit: testCells}, bs)
		if err == nil || err.Error() != "disk on fire" {
			t.Fatalf("n=%d: err %v", n, err)
		}
	}
	if e.st.Len() != before || e.storage(c, "count") != int64(0) {
		t.Fatal("a failed execution changed the state")
	}
	r, err := e.ex.Execute(e.ctx, Message{Sender: bob, Target: c, Method: "increment", CyclesLimit: testCycles, CellsLimit: testCells}, &brokenState{State: e.st, n: 4})
	if err != nil {
		t.Fatal(err)
	}
	eq(t, e.ok(r), int64(1))
}
