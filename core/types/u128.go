package types

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
)

// U128 is an unsigned 128-bit integer, the protocol's type for amounts and
// prices (transaction value, fee caps and tips are u128 on the wire). It is a
// comparable value type: == compares values, and the zero value is 0.
// Arithmetic that could leave the range reports it instead of wrapping.
type U128 struct {
	hi, lo uint64
}

// MaxU128 is 2^128 − 1.
var MaxU128 = U128{hi: ^uint64(0), lo: ^uint64(0)}

// ErrU128Range reports a value outside [0, 2^128).
var ErrU128Range = errors.New("value outside the u128 range [0, 2^128)")

// U128From64 returns v as a U128.
func U128From64(v uint64) U128 { return U128{lo: v} }

// U128FromWords returns hi·2^64 + lo.
func U128FromWords(hi, lo uint64) U128 { return U128{hi: hi, lo: lo} }

// U128FromBig converts b, which must lie in [0, 2^128).
func U128FromBig(b *big.Int) (U128, error) {
	if b == nil || b.Sign() < 0 || b.BitLen() > 128 {
		return U128{}, ErrU128Range
	}
	var lo, hi big.Int
	lo.And(b, new(big.Int).SetUint64(^uint64(0)))
	hi.Rsh(b, 64)
	return U128{hi: hi.Uint64(), lo: lo.Uint64()}, nil
}

// ParseU128 parses a decimal integer in [0, 2^128) with no sign, spaces or
// leading zeros (except "0" itself).
func ParseU128(s string) (U128, error) {
	if s == "" {
		return U128{}, errors.New("invalid u128: empty string")
	}
	if len(s) > 1 && s[0] == '0' {
		return U128{}, fmt.Errorf("invalid u128 %q: leading zero", s)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return U128{}, fmt.Errorf("invalid u128 %q: non-digit at offset %d", s, i)
		}
	}
	b, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return U128{}, fmt.Errorf("invalid u128 %q", s)
	}
	u, err := U128FromBig(b)
	if err != nil {
		return U128{}, fmt.Errorf("invalid u128 %q: %w", s, err)
	}
	return u, nil
}

// Big returns the value as a new big.Int.
func (u U128) Big() *big.Int {
	b := new(big.Int).SetUint64(u.hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(u.lo))
}

// Uint64 returns the value and whether it fits in 64 bits.
func (u U128) Uint64() (uint64, bool) { return u.lo, u.hi == 0 }

// Words returns the high and low 64 bits.
func (u U128) Words() (hi, lo uint64) { return u.hi, u.lo }

// IsZero reports whether u is 0.
func (u U128) IsZero() bool { return u.hi == 0 && u.lo == 0 }

// Cmp returns -1, 0 or +1 as u is less than, equal to or greater than v.
func (u U128) Cmp(v U128) int {
	switch {
	case u.hi < v.hi:
		return -1
	case u.hi > v.hi:
		return 1
	case u.lo < v.lo:
		return -1
	case u.lo > v.lo:
		return 1
	}
	return 0
}

// Add returns u+v and whether the sum overflowed 128 bits.
func (u U128) Add(v U128) (U128, bool) {
	lo, c := bits.Add64(u.lo, v.lo, 0)
	hi, c := bits.Add64(u.hi, v.hi, c)
	return U128{hi: hi, lo: lo}, c != 0
}

// Sub returns u−v and whether it borrowed (v > u).
func (u U128) Sub(v U128) (U128, bool) {
	lo, b := bits.Sub64(u.lo, v.lo, 0)
	hi, b := bits.Sub64(u.hi, v.hi, b)
	return U128{hi: hi, lo: lo}, b != 0
}

// Mul64 returns u·n and whether the product overflowed 128 bits.
func (u U128) Mul64(n uint64) (U128, bool) {
	carry, lo := bits.Mul64(u.lo, n)
	over, mid := bits.Mul64(u.hi, n)
	hi, c := bits.Add64(mid, carry, 0)
	return U128{hi: hi, lo: lo}, over != 0 || c != 0
}

// Min returns the smaller of u and v.
func (u U128) Min(v U128) U128 {
	if u.Cmp(v) <= 0 {
		return u
	}
	return v
}

// String returns the decimal form.
func (u U128) String() string {
	if u.hi == 0 {
		return fmt.Sprint(u.lo)
	}
	return u.Big().String()
}

// MarshalText encodes the decimal form, so JSON carries a string that no
// float-based reader can round.
func (u U128) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText parses the decimal form with ParseU128 rules.
func (u *U128) UnmarshalText(text []byte) error {
	v, err := ParseU128(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
