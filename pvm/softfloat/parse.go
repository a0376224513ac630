package softfloat

import (
	"math"
	"strconv"
	"strings"
)

// float(str) and float(bytes) as CPython 3.11 parses them
// (Objects/floatobject.c PyFloat_FromString, Python/pystrtod.c).

// isPySpace is Py_ISSPACE: the ASCII whitespace CPython strips.
func isPySpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// isUnicodeSpace is Py_UNICODE_ISSPACE for non-ASCII code points.
func isUnicodeSpace(r rune) bool {
	switch r {
	case 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// Parse is float(s) for a str s (valid UTF-8). Errors are ValueError
// "could not convert string to float: <repr(s)>".
func Parse(s string) (float64, error) {
	// _PyUnicode_TransformDecimalAndSpaceToASCII: non-ASCII white space
	// becomes ' ', non-ASCII decimal digits become ASCII digits, anything
	// else ends the string with '?', which cannot parse.
	ascii := s
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x7f {
			ascii = transformToASCII(s)
			break
		}
	}
	if f, ok := parseASCII(ascii); ok {
		return f, nil
	}
	return 0, &Error{ValueError, "could not convert string to float: " + pyStrRepr(s)}
}

// ParseBytes is float(b) for a bytes-like object.
func ParseBytes(b []byte) (float64, error) {
	if f, ok := parseASCII(string(b)); ok {
		return f, nil
	}
	return 0, &Error{ValueError, "could not convert string to float: " + pyBytesRepr(b)}
}

func transformToASCII(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 127:
			b.WriteRune(r)
		case isUnicodeSpace(r):
			b.WriteByte(' ')
		default:
			d := decimalValue(r)
			if d < 0 {
				b.WriteByte('?')
				return b.String()
			}
			b.WriteByte(byte('0' + d))
		}
	}
	return b.String()
}

// parseASCII parses s as float() does, short literals the fast way.
func parseASCII(s string) (float64, bool) {
	if f, ok := parseShort(s); ok {
		return f, true
	}
	return parseGeneral(s)
}

// parseGeneral applies the underscore rules, strips white space and parses
// the rest as a Python float literal (or inf/infinity/nan).
func parseGeneral(s string) (float64, bool) {
	if strings.IndexByte(s, 0) >= 0 {
		return 0, false // embedded NUL
	}
	if strings.IndexByte(s, '_') >= 0 {
		var b strings.Builder
		prev := byte(0)
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c == '_' {
				if !(prev >= '0' && prev <= '9') {
					return 0, false
				}
			} else {
				b.WriteByte(c)
				if prev == '_' && !(c >= '0' && c <= '9') {
					return 0, false
				}
			}
			prev = c
		}
		if prev == '_' {
			return 0, false
		}
		s = b.String()
	}
	for len(s) > 0 && isPySpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isPySpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	if s == "" {
		return 0, false
	}
	neg := false
	body := s
	if body[0] == '+' || body[0] == '-' {
		neg = body[0] == '-'
		body = body[1:]
	}
	if body == "" {
		return 0, false
	}
	if c := body[0] | 0x20; c == 'i' || c == 'n' {
		switch {
		case strings.EqualFold(body, "inf"), strings.EqualFold(body, "infinity"):
			if neg {
				return negInf, true
			}
			return posInf, true
		case strings.EqualFold(body, "nan"):
			if neg {
				return math.Copysign(nan, -1), true
			}
			return nan, true
		}
		return 0, false
	}
	if !validDecimal(body) {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, false
		}
	}
	return f, true
}

// validDecimal checks digits [. digits] [e [sign] digits] with at least
// one mantissa digit (no sign, no hex, no underscores).
func validDecimal(s string) bool {
	i, n := 0, len(s)
	digits := 0
	for i < n && s[i] >= '0' && s[i] <= '9' {
		i++
		digits++
	}
	if i < n && s[i] == '.' {
		i++
		for i < n && s[i] >= '0' && s[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < n && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < n && (s[i] == '+' || s[i] == '-') {
			i++
		}
		ed := 0
		for i < n && s[i] >= '0' && s[i] <= '9' {
			i++
			ed++
		}
		if ed == 0 {
			return false
		}
	}
	return i == n
}

// exactPow10 are the powers of ten that float64 represents exactly.
var exactPow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// parseShort parses the common plain literals, [sign] digits [. digits]
// [e [sign] digits] with no white space or underscores, whose significand
// (at most 19 digits) is below 2^53 and whose decimal exponent is at most
// 22 in magnitude. Both the significand and the power of ten are then
// exact doubles, so one correctly rounded multiplication or division gives
// the correctly rounded value (Clinger), the same as strconv.ParseFloat.
// ok is false for anything else, which parseASCII handles in full.
func parseShort(s string) (f float64, ok bool) {
	i, n := 0, len(s)
	neg := n > 0 && s[0] == '-'
	if n > 0 && (s[0] == '-' || s[0] == '+') {
		i++
	}
	var m uint64
	digits, exp := 0, 0
	for ; i < n && s[i] >= '0' && s[i] <= '9'; i++ {
		m = m*10 + uint64(s[i]-'0')
		digits++
	}
	if i < n && s[i] == '.' {
		for i++; i < n && s[i] >= '0' && s[i] <= '9'; i++ {
			m = m*10 + uint64(s[i]-'0')
			digits++
			exp--
		}
	}
	if digits == 0 || digits > 19 || m >= 1<<53 {
		return 0, false
	}
	if i < n && (s[i]|0x20) == 'e' {
		i++
		eneg := i < n && s[i] == '-'
		if i < n && (s[i] == '-' || s[i] == '+') {
			i++
		}
		e, ed := 0, 0
		for ; i < n && s[i] >= '0' && s[i] <= '9' && ed < 4; i++ {
			e = e*10 + int(s[i]-'0')
			ed++
		}
		if ed == 0 {
			return 0, false
		}
		if eneg {
			e = -e
		}
		exp += e
	}
	if i != n || exp < -22 || exp > 22 {
		return 0, false
	}
	f = float64(m)
	if exp >= 0 {
		f = float64(f * exactPow10[exp])
	} else {
		f /= exactPow10[-exp]
	}
	if neg {
		f = -f
	}
	return f, true
}
