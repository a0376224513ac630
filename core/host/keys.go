package host

import (
	"encoding/binary"

	"github.com/cowboy-go/cowboy/core/types"
)

// Key layout of the host's state (docs/host.md). Every key starts with a
// one-byte prefix naming what it holds; per-actor records follow it with the
// actor's 20-byte address, so an actor's storage is a namespace no other
// actor can name: the storage syscalls only ever build keys under the
// executing actor's own address.
const (
	prefixActor        = 0x01 // ‖ addr: actor record (canonical CBOR actorRecord); present = deployed
	prefixCode         = 0x02 // ‖ addr: the actor's Python source
	prefixStorage      = 0x03 // ‖ addr ‖ mode ‖ key: actor storage (see storageKey)
	prefixManifest     = 0x04 // ‖ addr: the entitlement manifest (canonical CBOR)
	prefixOwner        = 0x05 // ‖ addr: owner, 20 bytes (all zero once renounced); the __OWNER__ slot
	prefixInitialized  = 0x06 // ‖ addr: 0x01 once init returned; the __INITIALIZED__ slot
	prefixMsgNonce     = 0x07 // ‖ addr: next outgoing message nonce, 8 bytes big-endian
	prefixTokenNonce   = 0x08 // ‖ addr: next token-creation nonce, 8 bytes big-endian
	prefixStorageUsage = 0x09 // ‖ addr: storage size, Σ len(key)+len(value), 8 bytes big-endian (absent = 0)
	prefixToken        = 0x10 // ‖ token_id: token record (canonical CBOR tokenRecord)
	prefixBalance      = 0x11 // ‖ token_id ‖ account: balance, big-endian magnitude
	prefixAllowance    = 0x12 // ‖ token_id ‖ owner ‖ spender: allowance, big-endian magnitude
)

// Storage key modes: keys of up to MaxVerbatimKey bytes are stored verbatim
// (and are the only ones state_scan_prefix sees, CIP-6 §12.11); longer keys
// are stored under their keccak256.
const (
	storageVerbatim = 0x00
	storageHashed   = 0x01
	// MaxVerbatimKey is the longest storage key kept verbatim.
	MaxVerbatimKey = 32
)

func addrKey(prefix byte, a types.Address) []byte {
	k := make([]byte, 0, 1+types.AddressLength)
	return append(append(k, prefix), a[:]...)
}

// ActorKey, CodeKey, ManifestKey, OwnerKey and InitializedKey are the keys
// of an actor's records.
func ActorKey(a types.Address) []byte       { return addrKey(prefixActor, a) }
func CodeKey(a types.Address) []byte        { return addrKey(prefixCode, a) }
func ManifestKey(a types.Address) []byte    { return addrKey(prefixManifest, a) }
func OwnerKey(a types.Address) []byte       { return addrKey(prefixOwner, a) }
func InitializedKey(a types.Address) []byte { return addrKey(prefixInitialized, a) }

// StorageKey is the state key of an actor's storage key userKey.
func StorageKey(a types.Address, userKey []byte) []byte {
	k := make([]byte, 0, 2+types.AddressLength+max(len(userKey), types.HashLength))
	k = append(append(k, prefixStorage), a[:]...)
	if len(userKey) <= MaxVerbatimKey {
		return append(append(k, storageVerbatim), userKey...)
	}
	h := types.Keccak256(userKey)
	return append(append(k, storageHashed), h[:]...)
}

// storageScanPrefix is the state prefix of an actor's verbatim keys
// starting with userPrefix (len ≤ MaxVerbatimKey).
func storageScanPrefix(a types.Address, userPrefix []byte) []byte {
	k := make([]byte, 0, 2+types.AddressLength+len(userPrefix))
	k = append(append(k, prefixStorage), a[:]...)
	return append(append(k, storageVerbatim), userPrefix...)
}

func tokenKey(id types.Hash) []byte {
	return append([]byte{prefixToken}, id[:]...)
}

func balanceKey(id types.Hash, acct types.Address) []byte {
	k := make([]byte, 0, 1+types.HashLength+types.AddressLength)
	k = append(append(k, prefixBalance), id[:]...)
	return append(k, acct[:]...)
}

func allowanceKey(id types.Hash, owner, spender types.Address) []byte {
	k := make([]byte, 0, 1+types.HashLength+2*types.AddressLength)
	k = append(append(k, prefixAllowance), id[:]...)
	k = append(k, owner[:]...)
	return append(k, spender[:]...)
}

func u64(n uint64) []byte {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], n)
	return b[:]
}
