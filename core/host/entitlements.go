package host

import (
	"fmt"
	"math/big"
)

// Runtime enforcement of entitlement manifests (CIP-6 §14.2): the host
// checks the executing actor's manifest at the syscall boundary and
// refuses with a catchable PermissionDeniedError (E1230, HOST_ERROR_CODE 5
// "forbidden") when the entitlement is missing (§14.2 step 4,
// HostError::MissingEntitlement) or when a granted entitlement's parameter
// forbids the operation (step 5). Enforced today (docs/host.md,
// "Entitlements"):
//
//   - sys.upgrade: upgrade_self and the upgrade-actor transaction;
//   - timer.schedule: schedule_timer, schedule_timer_ex, extend_timer,
//     cancel_timer (checked before the "not available yet" refusal);
//   - storage.kv: the actor's storage size. Without storage.kv an actor
//     may store DefaultStorageQuota bytes; with it, up to max_bytes (no
//     bound when max_bytes is left out).
//
// token.* capabilities are typed per-token scopes, not manifest ids (§14.3
// note): token_create is ungated, and the token's creator is its only mint
// authority.

// DefaultStorageQuota is the storage an actor may hold without the
// storage.kv entitlement (CIP-6 §14.3 "self.storage.set_raw beyond quota";
// the quota is CIP-4's per-actor 1 MiB, docs/parameters.md). Size is the sum
// of len(key)+len(value) over the actor's storage entries (reserved slots,
// code and manifest are not storage).
const DefaultStorageQuota = 1 << 20

// Get returns the manifest's grant of id, or nil.
func (m *Manifest) Get(id string) *Entitlement {
	for i := range m.Entitlements {
		if m.Entitlements[i].ID == id {
			return &m.Entitlements[i]
		}
	}
	return nil
}

// howToGrant tells an author how to obtain entitlement id.
func howToGrant(id string) string {
	return fmt.Sprintf(`declare it in the actor's manifest at deploy time, e.g. --manifest with {"entitlements": [{"id": %q}]} (entries sorted by id, CIP-6 §14.1); `+
		"an upgrade may only narrow a manifest, so an actor deployed without it must be redeployed", id)
}

// require refuses what (an operation of the executing actor) unless the
// actor's manifest grants id, and returns the grant.
func (f *frame) require(id, what string) (*Entitlement, error) {
	m, err := f.getManifest()
	if err != nil {
		return nil, err
	}
	e := m.Get(id)
	if e == nil {
		return nil, hostErr("PermissionDeniedError", fmt.Sprintf("%s needs the %s entitlement, which the manifest of %s does not grant (missing entitlement, CIP-6 §14.2); %s",
			what, id, f.actor.Hex(), howToGrant(id)))
	}
	return e, nil
}

// accountStorage keeps the executing actor's storage size (key
// prefixStorageUsage) up to date for a write of key (value nil: a delete)
// and enforces the storage quota on growth. Shrinking is always allowed, so
// an actor above its quota (after an upgrade narrowed max_bytes) can still
// clean up.
func (f *frame) accountStorage(key, value []byte, del bool) error {
	old, had, err := f.st.Get(StorageKey(f.actor, key))
	if err != nil {
		return f.tx.stateErr(err)
	}
	var oldSize, newSize uint64
	if had {
		oldSize = uint64(len(key) + len(old))
	}
	if !del {
		newSize = uint64(len(key) + len(value))
	}
	if oldSize == newSize {
		return nil
	}
	uk := addrKey(prefixStorageUsage, f.actor)
	used, err := f.readCounter(uk)
	if err != nil {
		return err
	}
	next := used + newSize
	if oldSize > next {
		next = 0
	} else {
		next -= oldSize
	}
	if newSize > oldSize {
		if err := f.checkStorageQuota(next); err != nil {
			return err
		}
	}
	if next == 0 {
		return f.tx.stateErr(f.st.Delete(uk))
	}
	return f.tx.stateErr(f.st.Set(uk, u64(next)))
}

// checkStorageQuota refuses growing the actor's storage to size bytes
// beyond what its manifest allows.
func (f *frame) checkStorageQuota(size uint64) error {
	m, err := f.getManifest()
	if err != nil {
		return err
	}
	e := m.Get("storage.kv")
	if e == nil {
		if size > DefaultStorageQuota {
			return hostErr("PermissionDeniedError", fmt.Sprintf("storage write refused: it would bring the storage of %s to %d bytes, beyond the default quota of %d bytes; "+
				"storing more needs the storage.kv entitlement, which its manifest does not grant (missing entitlement, CIP-6 §14.2); %s, "+
				`optionally bounded with "params": {"max_bytes": N}`, f.actor.Hex(), size, DefaultStorageQuota, howToGrant("storage.kv")))
		}
		return nil
	}
	if max, ok := e.Params["max_bytes"].(*big.Int); ok && new(big.Int).SetUint64(size).Cmp(max) > 0 {
		return hostErr("PermissionDeniedError", fmt.Sprintf("storage write refused: it would bring the storage of %s to %d bytes, above storage.kv max_bytes = %s granted by its manifest (CIP-6 §14.2); "+
			"delete entries first, or deploy with a larger max_bytes (an upgrade cannot raise it)", f.actor.Hex(), size, max))
	}
	return nil
}
