package state

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/cowboy-go/cowboy/core/types"
	"github.com/zeebo/blake3"
)

// Hash is a 32-byte digest: in this package, BLAKE3-256.
type Hash = types.Hash

// EmptyRoot is the root of the empty tree and the hash of every empty
// subtree: 32 zero bytes.
var EmptyRoot Hash

// MaxDepth is the number of bits in a key path; no node is deeper.
const MaxDepth = 256

// leafPrefix starts a leaf's hash input and its stored entry.
const leafPrefix = 0x00

// nodeKeyPrefix starts the KV key of every stored entry.
var nodeKeyPrefix = []byte("sn")

// appendEntryKey appends the KV key of the entry (a page root or a leaf
// stored apart) at depth d on path: "sn" ‖ uint16(d) ‖ the first d bits of
// path in ceil(d/8) bytes, the bits after them zero. A node's position,
// unlike its hash, survives a change below it, so a rewritten page
// overwrites its entry. Hosts sharing the KV with the tree must keep other
// keys out of the "sn" range.
func appendEntryKey(dst []byte, d int, path *Hash) []byte {
	dst = append(dst, nodeKeyPrefix...)
	dst = append(dst, byte(d>>8), byte(d))
	dst = append(dst, path[:(d+7)/8]...)
	if r := d % 8; r != 0 {
		dst[len(dst)-1] &= 0xff << (8 - r)
	}
	return dst
}

// entryPos is the position of an entry: its depth and a path whose first d
// bits lead to it.
type entryPos struct {
	d    int
	path Hash
}

// Errors returned by the tree. They may be wrapped with detail; test with
// errors.Is.
var (
	// ErrMissingNode: a node the root refers to is not in the KV (a wrong
	// root, or a KV that lost data).
	ErrMissingNode = errors.New("state: missing node")
	// ErrCorruptNode: a stored node does not decode or does not hash to the
	// hash its parent holds for it.
	ErrCorruptNode = errors.New("state: corrupt node")
	// ErrKeyHashCollision: two different keys have the same BLAKE3-256.
	ErrKeyHashCollision = errors.New("state: BLAKE3-256 collision between keys")
	// ErrInvalidProof: a proof is malformed or does not match the root and key.
	ErrInvalidProof = errors.New("state: invalid proof")
)

// node is a decoded tree node. Committed nodes (dirty == false) never
// change, except that kids memoizes children already loaded from the KV (nil
// means "not loaded": read kidHash). Nodes built during a Commit are dirty
// until hashed; their new children are in kids.
type node struct {
	hash      Hash
	kidHash   [2]Hash  // internal nodes: child hashes (EmptyRoot for an empty child)
	kids      [2]*node // internal nodes: loaded or new children; nil: not loaded (or empty)
	*leafData          // leaves only
	leaf      bool
	dirty     bool
	khOK      bool   // leaves: keyHash is computed
	unflushed bool   // a page root or leaf stored apart not yet written to the KV (Flush)
	stored    bool   // has an entry of its own in the KV, at depth at
	at        uint16 // stored nodes: the depth of their entry (a leaf's changes when it moves)
}

// leafData is kept apart so that internal nodes, nine in ten, stay small
// (128 bytes).
type leafData struct {
	keyHash    Hash
	key, value []byte
}

// bit returns bit d (0 = most significant) of the path h.
func bit(h *Hash, d int) int {
	return int(h[d>>3]>>(7-uint(d&7))) & 1
}

// setBit sets bit d of the path h to b.
func setBit(h *Hash, d, b int) {
	m := byte(0x80) >> uint(d&7)
	h[d>>3] = h[d>>3]&^m | m*byte(b)
}

// sum is BLAKE3-256 of b: a key's path, a value's hash. Like leafHash and
// innerHash, it hashes from the stack and does not allocate.
func sum(b []byte) Hash { return blake3.Sum256(b) }

// leafHash is BLAKE3(0x00 ‖ keyHash ‖ valueHash): 65 bytes, two BLAKE3
// compressions. Its length alone keeps it apart from an internal node's.
func leafHash(keyHash, valueHash *Hash) Hash {
	var b [1 + 2*types.HashLength]byte
	b[0] = leafPrefix
	copy(b[1:], keyHash[:])
	copy(b[1+types.HashLength:], valueHash[:])
	return blake3.Sum256(b[:])
}

// valueLeafHash is the hash of the leaf of a pair whose key hashes to
// keyHash.
func valueLeafHash(keyHash *Hash, value []byte) Hash {
	vh := sum(value)
	return leafHash(keyHash, &vh)
}

// innerHash is BLAKE3(left ‖ right): 64 bytes, one BLAKE3 compression.
func innerHash(l, r *Hash) Hash {
	var b [2 * types.HashLength]byte
	copy(b[:], l[:])
	copy(b[types.HashLength:], r[:])
	return blake3.Sum256(b[:])
}

// appendLeaf appends the stored encoding of leaf n (not consensus bytes;
// only this package reads them):
//
//	0x00 ‖ uvarint(len(key)) ‖ key ‖ value
//
// Internal nodes are stored in pages (page.go).
func appendLeaf(dst []byte, n *node) []byte {
	dst = append(dst, leafPrefix)
	dst = binary.AppendUvarint(dst, uint64(len(n.key)))
	dst = append(dst, n.key...)
	return append(dst, n.value...)
}

// decodeEntry decodes a stored entry that the tree expects to have hash h:
// a leaf, which shares b, or a page, whose root it returns with the rest of
// the page linked below it. It also returns how many nodes it decoded.
// Either is checked against h: entries are keyed by position, so the hash
// its parent holds is what binds an entry to the tree.
func decodeEntry(h Hash, b []byte) (*node, int, error) {
	if len(b) == 0 {
		return nil, 0, fmt.Errorf("%w %s: empty", ErrCorruptNode, h)
	}
	var n *node
	count := 1
	switch b[0] {
	case leafPrefix:
		kl, k := binary.Uvarint(b[1:])
		if k <= 0 || kl > uint64(len(b)-1-k) {
			return nil, 0, fmt.Errorf("%w %s: bad key length", ErrCorruptNode, h)
		}
		rest := b[1+k:]
		n = &node{leaf: true, khOK: true, leafData: &leafData{key: rest[:kl:kl], value: rest[kl:]}}
		n.keyHash = sum(n.key)
		n.hash = valueLeafHash(&n.keyHash, n.value)
	case pageType:
		var err error
		if n, count, err = decodePage(b[1:]); err != nil {
			return nil, 0, fmt.Errorf("%w %s: %w", ErrCorruptNode, h, err)
		}
	default:
		return nil, 0, fmt.Errorf("%w %s: unknown entry type %#x", ErrCorruptNode, h, b[0])
	}
	if n.hash != h {
		return nil, 0, fmt.Errorf("%w %s: entry hashes to %s", ErrCorruptNode, h, n.hash)
	}
	return n, count, nil
}

// DefaultCacheNodes is how many decoded nodes a tree keeps in memory by
// default before it drops the deeper ones (about 100 MiB).
const DefaultCacheNodes = 1 << 19
