// Package crypto holds the chain's signature schemes: secp256k1 ECDSA for
// accounts (Ethereum-compatible keys, addresses and recoverable signatures),
// ed25519 for validators, and ECVRF-EDWARDS25519-SHA512-TAI (RFC 9381) for
// verifiable randomness. It is pure: randomness is always passed in.
package crypto

import (
	"errors"
	"fmt"
	"io"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/cowboy-go/cowboy/core/types"
)

// Sizes of secp256k1 encodings.
const (
	PrivateKeySize = 32
	SignatureSize  = 65 // r ‖ s ‖ v
)

// ErrInvalidSignature is wrapped by every error about a malformed or
// non-canonical account signature, so callers can test with errors.Is.
var ErrInvalidSignature = errors.New("invalid signature")

// PrivateKey is a secp256k1 account key. Build it with GenerateKey or
// PrivateKeyFromBytes; the zero value is unusable.
type PrivateKey struct {
	k *secp256k1.PrivateKey
}

// PublicKey is a secp256k1 account public key.
type PublicKey struct {
	k *secp256k1.PublicKey
}

// GenerateKey draws a new account key from rand, which must be a source of
// cryptographically secure randomness (the host supplies it; this package
// never reads the system's randomness itself).
func GenerateKey(rand io.Reader) (*PrivateKey, error) {
	if rand == nil {
		return nil, errors.New("generate key: nil randomness source")
	}
	k, err := secp256k1.GeneratePrivateKeyFromRand(rand)
	if err != nil {
		return nil, fmt.Errorf("generate key: %w", err)
	}
	return &PrivateKey{k: k}, nil
}

// PrivateKeyFromBytes parses a 32-byte big-endian scalar, which must lie in
// [1, N-1]. Unlike the underlying library it never reduces silently, so two
// different byte strings can never name the same key.
func PrivateKeyFromBytes(b []byte) (*PrivateKey, error) {
	if len(b) != PrivateKeySize {
		return nil, fmt.Errorf("invalid private key: got %d bytes, expected %d", len(b), PrivateKeySize)
	}
	var s secp256k1.ModNScalar
	if overflow := s.SetByteSlice(b); overflow {
		return nil, errors.New("invalid private key: not below the secp256k1 group order")
	}
	if s.IsZero() {
		return nil, errors.New("invalid private key: zero")
	}
	return &PrivateKey{k: secp256k1.NewPrivateKey(&s)}, nil
}

// Bytes returns the key as a 32-byte big-endian scalar.
func (k *PrivateKey) Bytes() []byte {
	b := k.k.Key.Bytes()
	return b[:]
}

// PublicKey returns the public key of k.
func (k *PrivateKey) PublicKey() *PublicKey {
	return &PublicKey{k: k.k.PubKey()}
}

// Address returns the account address of k.
func (k *PrivateKey) Address() types.Address {
	return k.PublicKey().Address()
}

// PublicKeyFromBytes parses a 33-byte compressed or 65-byte uncompressed SEC1
// public key and checks it lies on the curve.
func PublicKeyFromBytes(b []byte) (*PublicKey, error) {
	p, err := secp256k1.ParsePubKey(b)
	if err != nil {
		return nil, fmt.Errorf("invalid public key: %w", err)
	}
	return &PublicKey{k: p}, nil
}

// Bytes returns the 65-byte uncompressed SEC1 encoding 0x04 ‖ X ‖ Y.
func (p *PublicKey) Bytes() []byte { return p.k.SerializeUncompressed() }

// CompressedBytes returns the 33-byte compressed SEC1 encoding.
func (p *PublicKey) CompressedBytes() []byte { return p.k.SerializeCompressed() }

// Equal reports whether p and q are the same point.
func (p *PublicKey) Equal(q *PublicKey) bool { return p.k.IsEqual(q.k) }

// Address returns the Ethereum-style address: the last 20 bytes of
// keccak256(X ‖ Y), with X and Y as 32-byte big-endian coordinates.
func (p *PublicKey) Address() types.Address {
	return addressOf(p.k.SerializeUncompressed()[1:])
}

// Sign signs a 32-byte message hash with RFC 6979 deterministic nonces and
// returns r ‖ s ‖ v in the Ethereum layout: r and s 32-byte big-endian, s in
// the lower half of the group order, and v ∈ {0, 1} the parity of the nonce
// point's y coordinate (the recovery id, without Ethereum's 27 or EIP-155
// offsets).
func Sign(hash types.Hash, key *PrivateKey) ([SignatureSize]byte, error) {
	var out [SignatureSize]byte
	if key == nil || key.k == nil {
		return out, errors.New("sign: nil private key")
	}
	// Compact layout: [27 + recovery code] ‖ r ‖ s, with s already low.
	compact := ecdsa.SignCompact(key.k, hash[:], false)
	code := compact[0] - 27
	if code > 1 {
		// The nonce point's x was ≥ N (probability ~2^-128). Ethereum's
		// one-bit v cannot express that, so such a signature is unusable.
		return out, errors.New("sign: signature needs a recovery id above 1; not representable")
	}
	copy(out[0:64], compact[1:65])
	out[64] = code
	return out, nil
}

// parseSignature splits and validates sig, returning it in the library's
// compact layout. It rejects v > 1, r or s outside [1, N-1] and high s, so
// every accepted signature is the single canonical one for its (key, hash).
func parseSignature(sig [SignatureSize]byte) ([SignatureSize]byte, error) {
	var compact [SignatureSize]byte
	v := sig[64]
	if v > 1 {
		return compact, fmt.Errorf("%w: recovery id v = %d, must be 0 or 1", ErrInvalidSignature, v)
	}
	var r, s secp256k1.ModNScalar
	if r.SetByteSlice(sig[0:32]) {
		return compact, fmt.Errorf("%w: r is not below the secp256k1 group order", ErrInvalidSignature)
	}
	if r.IsZero() {
		return compact, fmt.Errorf("%w: r is zero", ErrInvalidSignature)
	}
	if s.SetByteSlice(sig[32:64]) {
		return compact, fmt.Errorf("%w: s is not below the secp256k1 group order", ErrInvalidSignature)
	}
	if s.IsZero() {
		return compact, fmt.Errorf("%w: s is zero", ErrInvalidSignature)
	}
	if s.IsOverHalfOrder() {
		// (r, N-s) verifies as well as (r, s); accepting both would make
		// signatures malleable.
		return compact, fmt.Errorf("%w: s is above half the group order (high-s form is not canonical)", ErrInvalidSignature)
	}
	compact[0] = 27 + v
	copy(compact[1:], sig[0:64])
	return compact, nil
}

// ValidateSignature checks the encoding rules of a signature (v ∈ {0,1},
// 0 < r < N, 0 < s ≤ N/2) without recovering a key.
func ValidateSignature(sig [SignatureSize]byte) error {
	_, err := parseSignature(sig)
	return err
}

// RecoverPubkey returns the public key that produced sig over hash. A
// well-formed signature over a different hash, or with tampered bytes,
// recovers a different key or fails; callers must compare the result with the
// expected signer.
func RecoverPubkey(hash types.Hash, sig [SignatureSize]byte) (*PublicKey, error) {
	compact, err := parseSignature(sig)
	if err != nil {
		return nil, err
	}
	p, _, err := ecdsa.RecoverCompact(compact[:], hash[:])
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidSignature, err)
	}
	return &PublicKey{k: p}, nil
}

// KeyRecoverer does the curve arithmetic of signature recovery: it returns
// the 65-byte uncompressed public key (0x04 ‖ X ‖ Y) that produced sig
// (r ‖ s ‖ v, already through the encoding checks) over hash. The result is
// exact, so every correct implementation accepts the same signatures and
// recovers the same keys; hosts may plug in a faster one than this package's
// pure Go default (hosts/native/secp uses libsecp256k1).
type KeyRecoverer func(hash types.Hash, sig [SignatureSize]byte) ([]byte, error)

// RecoverAddress returns the address of the key that produced sig over hash.
func RecoverAddress(hash types.Hash, sig [SignatureSize]byte) (types.Address, error) {
	return RecoverAddressWith(nil, hash, sig)
}

// RecoverAddressWith is RecoverAddress with the curve arithmetic done by
// kr (nil: this package's). The encoding rules are checked here either
// way.
func RecoverAddressWith(kr KeyRecoverer, hash types.Hash, sig [SignatureSize]byte) (types.Address, error) {
	if kr == nil {
		p, err := RecoverPubkey(hash, sig)
		if err != nil {
			return types.Address{}, err
		}
		return p.Address(), nil
	}
	if _, err := parseSignature(sig); err != nil {
		return types.Address{}, err
	}
	pub, err := kr(hash, sig)
	if err != nil {
		return types.Address{}, fmt.Errorf("%w: %v", ErrInvalidSignature, err)
	}
	if len(pub) != 65 || pub[0] != 4 {
		return types.Address{}, fmt.Errorf("%w: recovered key is not a 65-byte uncompressed point", ErrInvalidSignature)
	}
	return addressOf(pub[1:]), nil
}

// addressOf is the Ethereum-style address of a public key given as X ‖ Y:
// the last 20 bytes of its keccak256.
func addressOf(xy []byte) types.Address {
	h := types.Keccak256(xy)
	var a types.Address
	copy(a[:], h[types.HashLength-types.AddressLength:])
	return a
}
