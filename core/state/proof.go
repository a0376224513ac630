package state

import (
	"bytes"
	"fmt"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// ProofKind says where the path of the proven key ends.
type ProofKind uint8

const (
	// ProofAbsentEmpty: the path ends in an empty subtree; the key is absent.
	ProofAbsentEmpty ProofKind = 0
	// ProofPresent: the path ends at the key's own leaf; Value is its value.
	ProofPresent ProofKind = 1
	// ProofAbsentLeaf: the path ends at the leaf of another key, whose key
	// hash and value hash are given; the key is absent.
	ProofAbsentLeaf ProofKind = 2
)

// Proof shows that a key has a value, or has none, under a root. Siblings
// are the hashes of the sibling subtrees along the key's path from the root
// down (Siblings[i] is the child at depth i+1 not on the path); their number
// is the depth at which the path ends.
type Proof struct {
	Kind     ProofKind
	Siblings []Hash
	// Value is the key's value (ProofPresent only).
	Value []byte
	// LeafKeyHash and LeafValueHash describe the other leaf (ProofAbsentLeaf only).
	LeafKeyHash, LeafValueHash Hash
}

// MaxProofBytes bounds an encoded proof (DecodeProof rejects longer input;
// MarshalCBOR refuses to produce it). Proofs are at most 256 siblings plus,
// for a present key, its value.
const MaxProofBytes = codec.DefaultMaxBytes

// Prove returns a proof for key against the committed root (staged changes
// are not included): inclusion if the key is present, else non-inclusion.
func (t *Tree) Prove(key []byte) (Proof, error) {
	var p Proof
	if t.lost != nil {
		return p, t.lost
	}
	kh := sum(key)
	n := t.rootNode
	for d := 0; ; d++ {
		if n == nil {
			p.Kind = ProofAbsentEmpty
			return p, nil
		}
		if n.leaf {
			if bytes.Equal(n.key, key) {
				p.Kind = ProofPresent
				p.Value = append([]byte{}, n.value...)
			} else {
				p.Kind = ProofAbsentLeaf
				p.LeafKeyHash = *t.keyHashOf(n)
				p.LeafValueHash = sum(n.value)
			}
			return p, nil
		}
		if d >= MaxDepth {
			return Proof{}, fmt.Errorf("%w %s: internal node below depth %d", ErrCorruptNode, n.hash, MaxDepth)
		}
		b := bit(&kh, d)
		p.Siblings = append(p.Siblings, n.kidHash[1-b])
		c, err := t.child(n, d, b, &kh)
		if err != nil {
			return Proof{}, err
		}
		n = c
	}
}

// VerifyProof checks p for key against root. It returns the key's value and
// true for a valid inclusion proof, nil and false for a valid non-inclusion
// proof, and an error wrapping ErrInvalidProof otherwise. Only the canonical
// proof (the one Prove produces) is accepted.
func VerifyProof(root Hash, key []byte, p Proof) (value []byte, present bool, err error) {
	d := len(p.Siblings)
	if d > MaxDepth {
		return nil, false, fmt.Errorf("%w: %d siblings, at most %d", ErrInvalidProof, d, MaxDepth)
	}
	kh := sum(key)
	var cur Hash
	switch p.Kind {
	case ProofAbsentEmpty:
		cur = EmptyRoot
	case ProofPresent:
		cur = valueLeafHash(&kh, p.Value)
	case ProofAbsentLeaf:
		if p.LeafKeyHash == kh {
			return nil, false, fmt.Errorf("%w: the other leaf has the proven key's hash", ErrInvalidProof)
		}
		if commonPrefix(&p.LeafKeyHash, &kh) < d {
			return nil, false, fmt.Errorf("%w: the other leaf is not on the key's path", ErrInvalidProof)
		}
		cur = leafHash(&p.LeafKeyHash, &p.LeafValueHash)
	default:
		return nil, false, fmt.Errorf("%w: unknown kind %d", ErrInvalidProof, p.Kind)
	}
	// In a canonical tree the deepest node on a path has two non-empty
	// children: a leaf or an empty subtree never has an empty sibling.
	if d > 0 && p.Siblings[d-1] == EmptyRoot {
		return nil, false, fmt.Errorf("%w: empty sibling at the end of the path", ErrInvalidProof)
	}
	for i := d - 1; i >= 0; i-- {
		if bit(&kh, i) == 0 {
			cur = innerHash(&cur, &p.Siblings[i])
		} else {
			cur = innerHash(&p.Siblings[i], &cur)
		}
	}
	if cur != root {
		return nil, false, fmt.Errorf("%w: does not lead to root %s", ErrInvalidProof, root)
	}
	if p.Kind == ProofPresent {
		return append([]byte{}, p.Value...), true, nil
	}
	return nil, false, nil
}

// MarshalCBOR encodes the proof as one canonical CBOR array:
//
//	[0, siblings]                          ProofAbsentEmpty
//	[1, siblings, value]                   ProofPresent
//	[2, siblings, leafKeyHash, leafValueHash] ProofAbsentLeaf
//
// where siblings is one byte string of 32·len(Siblings) bytes, root first,
// and the hashes are 32-byte strings.
func (p Proof) MarshalCBOR() ([]byte, error) {
	if len(p.Siblings) > MaxDepth {
		return nil, fmt.Errorf("%w: %d siblings, at most %d", ErrInvalidProof, len(p.Siblings), MaxDepth)
	}
	sibs := make([]byte, 0, len(p.Siblings)*types.HashLength)
	for _, s := range p.Siblings {
		sibs = append(sibs, s[:]...)
	}
	var v []any
	switch p.Kind {
	case ProofAbsentEmpty:
		v = []any{uint64(p.Kind), sibs}
	case ProofPresent:
		val := p.Value
		if val == nil {
			val = []byte{}
		}
		v = []any{uint64(p.Kind), sibs, val}
	case ProofAbsentLeaf:
		v = []any{uint64(p.Kind), sibs, p.LeafKeyHash[:], p.LeafValueHash[:]}
	default:
		return nil, fmt.Errorf("%w: unknown kind %d", ErrInvalidProof, p.Kind)
	}
	b, err := codec.Marshal(v)
	if err != nil {
		return nil, err
	}
	if len(b) > MaxProofBytes {
		return nil, fmt.Errorf("state: encoded proof is %d bytes, more than MaxProofBytes (%d)", len(b), MaxProofBytes)
	}
	return b, nil
}

// UnmarshalCBOR is DecodeProof into p.
func (p *Proof) UnmarshalCBOR(b []byte) error {
	q, err := DecodeProof(b)
	if err != nil {
		return err
	}
	*p = q
	return nil
}

var proofLimits = codec.Limits{MaxBytes: MaxProofBytes, MaxDepth: 4, MaxArrayElements: 16, MaxMapPairs: 16}

// DecodeProof decodes the canonical encoding written by MarshalCBOR. It
// accepts at most MaxProofBytes and nothing but that exact form, so
// re-encoding the result gives back b.
func DecodeProof(b []byte) (Proof, error) {
	var v any
	if err := codec.UnmarshalWithLimits(b, &v, proofLimits); err != nil {
		return Proof{}, fmt.Errorf("%w: %w", ErrInvalidProof, err)
	}
	arr, ok := v.([]any)
	if !ok || len(arr) < 2 {
		return Proof{}, fmt.Errorf("%w: not an array of at least 2 items", ErrInvalidProof)
	}
	kind, ok := arr[0].(int64)
	if !ok || kind < 0 || kind > int64(ProofAbsentLeaf) {
		return Proof{}, fmt.Errorf("%w: bad kind", ErrInvalidProof)
	}
	want := [...]int{ProofAbsentEmpty: 2, ProofPresent: 3, ProofAbsentLeaf: 4}[kind]
	if len(arr) != want {
		return Proof{}, fmt.Errorf("%w: kind %d has %d items, want %d", ErrInvalidProof, kind, len(arr), want)
	}
	for i, it := range arr[1:] {
		if _, ok := it.([]byte); !ok {
			return Proof{}, fmt.Errorf("%w: item %d is not a byte string", ErrInvalidProof, i+1)
		}
	}
	sibs := arr[1].([]byte)
	if len(sibs)%types.HashLength != 0 || len(sibs) > MaxDepth*types.HashLength {
		return Proof{}, fmt.Errorf("%w: siblings of %d bytes", ErrInvalidProof, len(sibs))
	}
	p := Proof{Kind: ProofKind(kind)}
	if len(sibs) > 0 {
		p.Siblings = make([]Hash, len(sibs)/types.HashLength)
		for i := range p.Siblings {
			copy(p.Siblings[i][:], sibs[i*types.HashLength:])
		}
	}
	switch p.Kind {
	case ProofPresent:
		p.Value = arr[2].([]byte)
	case ProofAbsentLeaf:
		for i, dst := range []*Hash{&p.LeafKeyHash, &p.LeafValueHash} {
			h, err := types.HashFromBytes(arr[2+i].([]byte))
			if err != nil {
				return Proof{}, fmt.Errorf("%w: %w", ErrInvalidProof, err)
			}
			*dst = h
		}
	}
	return p, nil
}
