package crypto

import (
	"crypto/ed25519"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"fmt"
	"io"

	"filippo.io/edwards25519"
)

// Sizes of validator (ed25519) encodings.
const (
	ValidatorSeedSize      = ed25519.SeedSize      // 32
	ValidatorPublicKeySize = ed25519.PublicKeySize // 32
	ValidatorSignatureSize = ed25519.SignatureSize // 64
)

// ValidatorPublicKey is an ed25519 public key (RFC 8032 point encoding). The
// same key verifies validator signatures and VRF proofs.
type ValidatorPublicKey [ValidatorPublicKeySize]byte

// ValidatorPrivateKey is an ed25519 key. It also carries the values the VRF
// needs (RFC 9381 §5.5: secret scalar and nonce key both come from SHA-512 of
// the seed exactly as in RFC 8032), computed once at construction. Build it
// with GenerateValidatorKey or ValidatorKeyFromSeed; the zero value is unusable.
type ValidatorPrivateKey struct {
	priv     ed25519.PrivateKey // seed ‖ public key, as crypto/ed25519 stores it
	pub      ValidatorPublicKey
	x        *edwards25519.Scalar // clamped SHA-512(seed)[0:32], reduced mod L
	nonceKey [32]byte             // SHA-512(seed)[32:64]
}

// GenerateValidatorKey draws a 32-byte seed from rand, which must be
// cryptographically secure randomness supplied by the host.
func GenerateValidatorKey(rand io.Reader) (*ValidatorPrivateKey, error) {
	if rand == nil {
		return nil, errors.New("generate validator key: nil randomness source")
	}
	var seed [ValidatorSeedSize]byte
	if _, err := io.ReadFull(rand, seed[:]); err != nil {
		return nil, fmt.Errorf("generate validator key: %w", err)
	}
	return ValidatorKeyFromSeed(seed[:])
}

// ValidatorKeyFromSeed builds the key for a 32-byte RFC 8032 seed (the
// "secret key" of RFC 8032 and RFC 9381 test vectors).
func ValidatorKeyFromSeed(seed []byte) (*ValidatorPrivateKey, error) {
	if len(seed) != ValidatorSeedSize {
		return nil, fmt.Errorf("invalid validator seed: got %d bytes, expected %d", len(seed), ValidatorSeedSize)
	}
	k := &ValidatorPrivateKey{priv: ed25519.NewKeyFromSeed(seed)}
	copy(k.pub[:], k.priv[ValidatorSeedSize:])
	h := sha512.Sum512(seed)
	x, err := edwards25519.NewScalar().SetBytesWithClamping(h[:32])
	if err != nil {
		return nil, fmt.Errorf("validator seed: %w", err) // unreachable: length is 32
	}
	k.x = x
	copy(k.nonceKey[:], h[32:])
	return k, nil
}

// Seed returns the 32-byte seed the key was built from.
func (k *ValidatorPrivateKey) Seed() []byte { return k.priv.Seed() }

// PublicKey returns the public key.
func (k *ValidatorPrivateKey) PublicKey() ValidatorPublicKey { return k.pub }

// Sign returns the RFC 8032 Ed25519 signature of msg (deterministic).
func (k *ValidatorPrivateKey) Sign(msg []byte) [ValidatorSignatureSize]byte {
	var sig [ValidatorSignatureSize]byte
	copy(sig[:], ed25519.Sign(k.priv, msg))
	return sig
}

// Verify reports whether sig is a valid Ed25519 signature of msg by pk, with
// the standard library's rules (canonical S, cofactorless equation).
func (pk ValidatorPublicKey) Verify(msg []byte, sig [ValidatorSignatureSize]byte) bool {
	return ed25519.Verify(pk[:], msg, sig[:])
}

// ValidatorPublicKeyFromBytes copies a 32-byte public key. It checks only the
// length; Verify and VRFVerify reject encodings that are not valid points.
func ValidatorPublicKeyFromBytes(b []byte) (ValidatorPublicKey, error) {
	var pk ValidatorPublicKey
	if len(b) != ValidatorPublicKeySize {
		return pk, fmt.Errorf("invalid validator public key: got %d bytes, expected %d", len(b), ValidatorPublicKeySize)
	}
	copy(pk[:], b)
	return pk, nil
}

// ParseValidatorPublicKey parses "0x" followed by 64 hex digits.
func ParseValidatorPublicKey(s string) (ValidatorPublicKey, error) {
	var pk ValidatorPublicKey
	if len(s) < 2 || s[0] != '0' || s[1] != 'x' {
		return pk, errors.New(`invalid validator public key: missing "0x" prefix`)
	}
	if len(s)-2 != 2*ValidatorPublicKeySize {
		return pk, fmt.Errorf("invalid validator public key: found %d hex digits, expected %d", len(s)-2, 2*ValidatorPublicKeySize)
	}
	if _, err := hex.Decode(pk[:], []byte(s[2:])); err != nil {
		return ValidatorPublicKey{}, fmt.Errorf("invalid validator public key: %w", err)
	}
	return pk, nil
}

// Hex returns "0x" followed by 64 lower-case hex digits.
func (pk ValidatorPublicKey) Hex() string { return "0x" + hex.EncodeToString(pk[:]) }

// String is Hex.
func (pk ValidatorPublicKey) String() string { return pk.Hex() }

// MarshalText encodes the key in its Hex form.
func (pk ValidatorPublicKey) MarshalText() ([]byte, error) { return []byte(pk.Hex()), nil }

// UnmarshalText parses the form produced by MarshalText.
func (pk *ValidatorPublicKey) UnmarshalText(text []byte) error {
	v, err := ParseValidatorPublicKey(string(text))
	if err != nil {
		return err
	}
	*pk = v
	return nil
}
