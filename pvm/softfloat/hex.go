package softfloat

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// float.hex() and float.fromhex() (Objects/floatobject.c).

// Hex is float.hex(x): "0x1.8000000000000p+1", "-0x0.0p+0", "inf", "nan".
func Hex(x float64) string {
	if x != x {
		return "nan"
	}
	if isInf(x) {
		if x > 0 {
			return "inf"
		}
		return "-inf"
	}
	if x == 0 {
		if math.Signbit(x) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	b := math.Float64bits(x)
	frac := b & (1<<52 - 1)
	be := int(b>>52) & 0x7ff
	lead := "1"
	e := be - 1023
	if be == 0 { // subnormal: printed as 0x0.<frac>p-1022
		lead = "0"
		e = -1022
	}
	s := strconv.FormatUint(frac, 16)
	s = strings.Repeat("0", 13-len(s)) + s
	var sb strings.Builder
	if x < 0 {
		sb.WriteByte('-')
	}
	sb.WriteString("0x")
	sb.WriteString(lead)
	sb.WriteByte('.')
	sb.WriteString(s)
	sb.WriteByte('p')
	if e < 0 {
		sb.WriteByte('-')
		e = -e
	} else {
		sb.WriteByte('+')
	}
	sb.WriteString(strconv.Itoa(e))
	return sb.String()
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// FromHex is float.fromhex(s): exact rounding half to even, ValueError for
// malformed input, OverflowError when the value is too large.
func FromHex(s string) (float64, error) {
	i, n := 0, len(s)
	for i < n && isPySpace(s[i]) {
		i++
	}
	// inf / nan
	{
		j := i
		neg := false
		if j < n && (s[j] == '+' || s[j] == '-') {
			neg = s[j] == '-'
			j++
		}
		rest := strings.ToLower(s[j:])
		var v float64
		k := 0
		switch {
		case strings.HasPrefix(rest, "infinity"):
			v, k = posInf, 8
		case strings.HasPrefix(rest, "inf"):
			v, k = posInf, 3
		case strings.HasPrefix(rest, "nan"):
			v, k = nan, 3
		}
		if k > 0 {
			j += k
			for j < n && isPySpace(s[j]) {
				j++
			}
			if j != n {
				return 0, ErrHexInvalid
			}
			if neg {
				v = math.Copysign(v, -1)
			}
			return v, nil
		}
	}
	neg := false
	if i < n && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	if i+1 < n && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') {
		i += 2
	}
	mant := new(big.Int)
	ndigits, fdigits := 0, 0
	for i < n && hexVal(s[i]) >= 0 {
		mant.Lsh(mant, 4)
		mant.Or(mant, big.NewInt(int64(hexVal(s[i]))))
		i++
		ndigits++
	}
	if i < n && s[i] == '.' {
		i++
		for i < n && hexVal(s[i]) >= 0 {
			mant.Lsh(mant, 4)
			mant.Or(mant, big.NewInt(int64(hexVal(s[i]))))
			i++
			ndigits++
			fdigits++
		}
	}
	if ndigits == 0 {
		return 0, ErrHexInvalid
	}
	var exp int64
	if i < n && (s[i] == 'p' || s[i] == 'P') {
		i++
		start := i
		if i < n && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if !(i < n && s[i] >= '0' && s[i] <= '9') {
			return 0, ErrHexInvalid
		}
		for i < n && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		// strtol saturates at the long range
		e, err := strconv.ParseInt(s[start:i], 10, 64)
		if err != nil {
			if s[start] == '-' {
				e = math.MinInt64
			} else {
				e = math.MaxInt64
			}
		}
		exp = e
	}
	var x float64
	switch {
	case mant.Sign() == 0 || exp < math.MinInt64/2:
		x = 0
	case exp > math.MaxInt64/2:
		return 0, ErrHexTooLarge
	default:
		e := exp - 4*int64(fdigits)
		top := e + int64(mant.BitLen())
		switch {
		case top < -1074-1:
			x = 0 // below half the smallest subnormal
		case top > 1024:
			return 0, ErrHexTooLarge
		default:
			f := new(big.Float).SetInt(mant)
			f.SetMantExp(f, int(e))
			x, _ = f.Float64()
			if isInf(x) {
				return 0, ErrHexTooLarge
			}
		}
	}
	for i < n && isPySpace(s[i]) {
		i++
	}
	if i != n {
		return 0, ErrHexInvalid
	}
	if neg {
		x = -x
	}
	return x, nil
}
