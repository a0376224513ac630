package types

import (
	"encoding/hex"
	"fmt"
)

// AddressLength is the size of an Address in bytes.
const AddressLength = 20

// MaxSaltLength is the largest actor-deployment salt, in bytes (CIP-6 §6.3).
const MaxSaltLength = 32

// Address is a 20-byte account or actor address, Ethereum-compatible.
type Address [AddressLength]byte

// AddressFromBytes copies b into an Address; b must be exactly 20 bytes.
func AddressFromBytes(b []byte) (Address, error) {
	var a Address
	if len(b) != AddressLength {
		return a, fmt.Errorf("invalid address: got %d bytes, expected %d", len(b), AddressLength)
	}
	copy(a[:], b)
	return a, nil
}

// ParseAddress parses "0x" followed by 40 hex digits. All-lower-case and
// all-upper-case digits are accepted as carrying no checksum; mixed case must
// be the exact EIP-55 checksummed form, so that a mistyped address is caught
// rather than silently accepted.
//
// Error positions are 0-based byte offsets into s, counting the "0x" prefix.
func ParseAddress(s string) (Address, error) {
	var a Address
	if err := parseHex("address", s, a[:]); err != nil {
		return Address{}, err
	}
	digits := s[2:]
	hasLower, hasUpper := false, false
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		hasLower = hasLower || ('a' <= c && c <= 'f')
		hasUpper = hasUpper || ('A' <= c && c <= 'F')
	}
	if hasLower && hasUpper {
		if want := a.Hex(); s != want {
			return Address{}, fmt.Errorf("invalid address checksum: %s does not match EIP-55; the checksummed form is %s", s, want)
		}
	}
	return a, nil
}

// Bytes returns a copy of the address as a slice.
func (a Address) Bytes() []byte { return append([]byte(nil), a[:]...) }

// IsZero reports whether every byte is zero.
func (a Address) IsZero() bool { return a == Address{} }

// Hex returns the EIP-55 mixed-case checksummed form: "0x" and 40 hex digits
// where a letter is upper case iff the matching nibble of
// keccak256(lower-case hex digits) is 8 or more.
func (a Address) Hex() string {
	var buf [2 + 2*AddressLength]byte
	buf[0], buf[1] = '0', 'x'
	digits := buf[2:]
	hex.Encode(digits, a[:])
	h := Keccak256(digits)
	for i, c := range digits {
		if c < 'a' {
			continue // a decimal digit has no case
		}
		nibble := h[i/2] >> 4
		if i%2 == 1 {
			nibble = h[i/2] & 0x0f
		}
		if nibble >= 8 {
			digits[i] = c - 'a' + 'A'
		}
	}
	return string(buf[:])
}

// String is Hex.
func (a Address) String() string { return a.Hex() }

// MarshalText encodes the address in its checksummed Hex form, so JSON
// carries the same string users see elsewhere.
func (a Address) MarshalText() ([]byte, error) { return []byte(a.Hex()), nil }

// UnmarshalText parses with ParseAddress rules.
func (a *Address) UnmarshalText(text []byte) error {
	v, err := ParseAddress(string(text))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// DeriveActorAddress computes an actor's address the way CREATE2 does
// (EIP-1014, CIP-6 §6.2):
//
//	keccak256(0xff ‖ deployer ‖ salt32 ‖ codeHash)[12:]
//
// salt may be at most 32 bytes. A shorter salt is left-padded with zeros to
// 32 bytes, i.e. it is read as a big-endian integer: salt 0x01 and salt
// 0x0000…01 give the same address, and "--salt 0x01" means the integer 1, as
// in Ethereum tooling where the CREATE2 salt is a uint256.
func DeriveActorAddress(deployer Address, salt []byte, codeHash Hash) (Address, error) {
	if len(salt) > MaxSaltLength {
		return Address{}, fmt.Errorf("invalid salt: %d bytes, at most %d allowed", len(salt), MaxSaltLength)
	}
	var salt32 [MaxSaltLength]byte
	copy(salt32[MaxSaltLength-len(salt):], salt)
	h := Keccak256([]byte{0xff}, deployer[:], salt32[:], codeHash[:])
	var a Address
	copy(a[:], h[HashLength-AddressLength:])
	return a, nil
}
