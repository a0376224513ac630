package host

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

// storageUsage reads an actor's storage-size counter.
func (e *env) storageUsage(a types.Address) uint64 {
	e.t.Helper()
	b, ok, _ := e.st.Get(addrKey(prefixStorageUsage, a))
	if !ok {
		return 0
	}
	return binary.BigEndian.Uint64(b)
}

// TestEntitlementTimers: timers need timer.schedule (§12.5, §14.2); with
// it they reach the "not available yet" refusal. Read-only and purity are
// checked first.
func TestEntitlementTimers(t *testing.T) {
	e := newEnv(t)
	without := e.deploy(alice, "entitled.py", 1, nil, "")
	with := e.deploy(alice, "entitled.py", 2, nil, `{"entitlements": [{"id": "timer.schedule"}]}`)
	for _, h := range []string{"timer", "cancel"} {
		e.fails(e.exec(bob, without, h, nil), "PermissionDeniedError", "E1230",
			"needs the timer.schedule entitlement", without.Hex(), `{"id": "timer.schedule"}`, "manifest")
		e.fails(e.exec(bob, with, h, nil), "CowboyError", "E1000", "not available on this chain yet")
	}
}

// TestEntitlementUpgrade: upgrade_self and the upgrade transaction need
// sys.upgrade; the refusal names it and says how to declare it.
func TestEntitlementUpgrade(t *testing.T) {
	e := newEnv(t)
	code := string(source(t, "entitled.py"))
	without := e.deploy(alice, "entitled.py", 1, nil, `{"entitlements": [{"id": "timer.schedule"}]}`)
	e.fails(e.exec(bob, without, "upgrade", map[string]any{"code": code}), "PermissionDeniedError", "E1230",
		"upgrade_self() needs the sys.upgrade entitlement", `{"id": "sys.upgrade"}`, "redeployed")
	r, err := e.ex.Upgrade(e.ctx, Upgrade{Sender: alice, Actor: without, Code: []byte(code), CellsLimit: testCells}, e.st)
	if err != nil {
		t.Fatal(err)
	}
	e.fails(r, "PermissionDeniedError", "E1230", "sys.upgrade entitlement")
	with := e.deploy(alice, "entitled.py", 2, nil, `{"entitlements": [{"id": "sys.upgrade"}]}`)
	eq(t, e.ok(e.exec(bob, with, "upgrade", map[string]any{"code": code})), "upgraded")
}

// TestEntitlementStorageQuota: without storage.kv an actor's storage is
// capped at DefaultStorageQuota; storage.kv lifts the cap, to max_bytes
// when given. Overwrites and deletes are accounted; shrinking always works.
func TestEntitlementStorageQuota(t *testing.T) {
	e := newEnv(t)
	put := func(a types.Address, key string, n int) Receipt {
		return e.exec(bob, a, "put", map[string]any{"key": key, "n": n})
	}
	// Without storage.kv: up to the default quota, not a byte more.
	a := e.deploy(alice, "entitled.py", 1, nil, "")
	e.ok(put(a, "k", DefaultStorageQuota-1))
	if got := e.storageUsage(a); got != DefaultStorageQuota {
		t.Fatalf("usage %d", got)
	}
	e.fails(put(a, "j", 0), "PermissionDeniedError", "E1230",
		"beyond the default quota of 1048576 bytes", "storage.kv entitlement", `{"id": "storage.kv"}`, "max_bytes")
	e.ok(put(a, "k", 10)) // overwriting with less shrinks the usage
	if got := e.storageUsage(a); got != 11 {
		t.Fatalf("usage after overwrite %d", got)
	}
	e.ok(put(a, "j", DefaultStorageQuota-13)) // 11 + 1 + quota-13 = quota-1
	e.fails(put(a, "i", 1), "PermissionDeniedError", "E1230", "storage.kv")
	eq(t, e.ok(e.exec(bob, a, "put_catch", map[string]any{"key": "i", "n": 1})), []any{"caught", "E1230", true})
	e.ok(e.exec(bob, a, "drop", map[string]any{"key": "j"}))
	e.ok(e.exec(bob, a, "drop", map[string]any{"key": "j"})) // deleting an absent key changes nothing
	if got := e.storageUsage(a); got != 11 {
		t.Fatalf("usage after delete %d", got)
	}
	e.ok(e.exec(bob, a, "drop", map[string]any{"key": "k"}))
	if _, ok, _ := e.st.Get(addrKey(prefixStorageUsage, a)); ok {
		t.Fatal("empty storage keeps a usage counter")
	}

	// storage.kv without max_bytes: unbounded.
	u := e.deploy(alice, "entitled.py", 2, nil, `{"entitlements": [{"id": "storage.kv"}]}`)
	e.ok(put(u, "k", DefaultStorageQuota+1000))

	// storage.kv with max_bytes: a hard cap, even below the default quota.
	m := e.deploy(alice, "entitled.py", 3, nil, `{"entitlements": [{"id": "storage.kv", "params": {"max_bytes": "100"}}, {"id": "sys.upgrade"}]}`)
	e.ok(put(m, "k", 99)) // 1 + 99
	e.fails(put(m, "j", 0), "PermissionDeniedError", "E1230", "above storage.kv max_bytes = 100")
	e.ok(put(m, "k", 98))
	e.ok(put(m, "j", 0)) // 99 + 1 = 100
	// Narrowing max_bytes below the usage by an upgrade: growth is refused,
	// shrinking still works.
	man := `{"entitlements": [{"id": "storage.kv", "params": {"max_bytes": 50}}]}`
	eq(t, e.ok(e.exec(bob, m, "upgrade", map[string]any{"code": string(source(t, "entitled.py")), "manifest": man})), "upgraded")
	e.fails(put(m, "k", 99), "PermissionDeniedError", "E1230", "max_bytes = 50")
	e.ok(put(m, "k", 10))
	if got := e.storageUsage(m); got != 12 {
		t.Fatalf("usage %d", got)
	}

	// Keys count by their length, hashed or verbatim alike.
	e.ok(put(m, "k", 0)) // k: 1, j: 1
	long := strings.Repeat("x", 40)
	e.ok(put(m, long, 5))
	if got := e.storageUsage(m); got != 47 {
		t.Fatalf("usage with a long key %d", got)
	}
	e.ok(put(m, "z", 1))                                                        // 49
	e.fails(put(m, "y", 1), "PermissionDeniedError", "E1230", "max_bytes = 50") // 51
}

// TestEntitlementsUngated: token operations (typed per-token scopes, §14.3
// note: token_create ungated, the creator mints) and small storage need no
// manifest entry.
func TestEntitlementsUngated(t *testing.T) {
	e := newEnv(t)
	tk := e.deploy(alice, "tokens.py", 1, nil, "")
	f := directFrame(t, e, tk)
	f.mode = "deferred"
	if _, err := f.Syscall("token_create", enc(t, map[string]any{"name": "T", "symbol": "T", "decimals": 0, "initial_supply": 5,
		"max_supply": nil, "transfer_hook": nil, "metadata_uri": nil})); err != nil {
		t.Fatal(err)
	}
}
