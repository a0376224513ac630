// Package types holds the base value types shared by the whole core: 32-byte
// hashes and 20-byte Ethereum-style account and actor addresses.
package types

import (
	"encoding/hex"
	"fmt"
	"hash"
	"io"

	"golang.org/x/crypto/sha3"
)

// HashLength is the size of a Hash in bytes.
const HashLength = 32

// Hash is a 32-byte digest, normally a Keccak-256 output.
type Hash [HashLength]byte

// Keccak256 returns the legacy (pre-FIPS-202, Ethereum) Keccak-256 digest of
// the concatenation of data. It is not SHA3-256: the padding differs.
func Keccak256(data ...[]byte) Hash {
	var k Keccak
	return k.Sum(data...)
}

// Keccak is a reusable Keccak256: a loop that hashes many small inputs
// keeps one instead of allocating a sponge per hash. The zero value is
// ready to use.
type Keccak struct {
	d hash.Hash
}

// Sum returns the Keccak-256 digest of the concatenation of data.
func (k *Keccak) Sum(data ...[]byte) Hash {
	if k.d == nil {
		k.d = sha3.NewLegacyKeccak256()
	} else {
		k.d.Reset()
	}
	for _, b := range data {
		k.d.Write(b)
	}
	var h Hash
	k.d.(io.Reader).Read(h[:]) // squeezes in place, where Sum would copy the sponge
	return h
}

// HashFromBytes copies b into a Hash; b must be exactly 32 bytes.
func HashFromBytes(b []byte) (Hash, error) {
	var h Hash
	if len(b) != HashLength {
		return h, fmt.Errorf("invalid hash: got %d bytes, expected %d", len(b), HashLength)
	}
	copy(h[:], b)
	return h, nil
}

// ParseHash parses a "0x"-prefixed string of 64 hex digits (either case).
func ParseHash(s string) (Hash, error) {
	var h Hash
	err := parseHex("hash", s, h[:])
	return h, err
}

// Bytes returns a copy of the hash as a slice.
func (h Hash) Bytes() []byte { return append([]byte(nil), h[:]...) }

// IsZero reports whether every byte is zero.
func (h Hash) IsZero() bool { return h == Hash{} }

// Hex returns "0x" followed by 64 lower-case hex digits.
func (h Hash) Hex() string { return "0x" + hex.EncodeToString(h[:]) }

// String is Hex.
func (h Hash) String() string { return h.Hex() }

// MarshalText encodes the hash as its Hex form (so JSON carries a string).
func (h Hash) MarshalText() ([]byte, error) { return []byte(h.Hex()), nil }

// UnmarshalText parses the form produced by MarshalText.
func (h *Hash) UnmarshalText(text []byte) error {
	v, err := ParseHash(string(text))
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// parseHex decodes a "0x"-prefixed hex string of exactly 2*len(out) digits
// into out, with errors that say what is wrong and where. what names the kind
// of value ("hash", "address") in the messages.
func parseHex(what, s string, out []byte) error {
	if len(s) < 2 || s[0] != '0' || s[1] != 'x' {
		return fmt.Errorf("invalid %s %s: missing \"0x\" prefix", what, quoteShort(s))
	}
	digits := s[2:]
	for i, r := range digits {
		if !isHexDigit(r) {
			return fmt.Errorf("invalid %s: non-hex character %q at position %d", what, r, i+2)
		}
	}
	if len(digits) != 2*len(out) {
		return fmt.Errorf("invalid %s: found %d hex digits, expected %d", what, len(digits), 2*len(out))
	}
	// Cannot fail: every byte was checked above.
	_, _ = hex.Decode(out, []byte(digits))
	return nil
}

func isHexDigit(r rune) bool {
	return ('0' <= r && r <= '9') || ('a' <= r && r <= 'f') || ('A' <= r && r <= 'F')
}

// quoteShort quotes s for an error message, cutting it short so that huge
// untrusted inputs do not end up verbatim in errors and logs.
func quoteShort(s string) string {
	const max = 50
	if len(s) > max {
		return fmt.Sprintf("%q...", s[:max])
	}
	return fmt.Sprintf("%q", s)
}
