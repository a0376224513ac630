package pvm

import (
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// int(x) and int(str, base) as CPython 3.11 does them.

// maxStrDigits is CPython's default sys.int_info.default_max_str_digits:
// int(str) in a base that is not a power of two refuses longer inputs.
const maxStrDigits = 4300

var intArgs = newArgSpec("int", "x=", "/", "base=")

func constructInt(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := intArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	x, baseArg := a[0], a[1]
	if baseArg.IsUnbound() {
		if x.IsUnbound() {
			return Int(0), nil
		}
		return toInt(th, x)
	}
	if x.IsUnbound() {
		return Value{}, newError(TypeErrorType, "int() missing string argument")
	}
	base, ok, err := asIndexClamped(th, baseArg) // CPython saturates a huge base
	if err != nil || !ok {
		return Value{}, indexTypeError(baseArg, err)
	}
	if base != 0 && (base < 2 || base > 36) {
		return Value{}, newError(ValueErrorType, "int() base must be >= 2 and <= 36, or 0")
	}
	switch o := unwrapBase(x).obj.(type) {
	case *Str:
		return parseIntValue(th, o.s, base, x)
	case *Bytes:
		return parseIntValue(th, string(o.b), base, x)
	case *ByteArray:
		return parseIntValue(th, string(o.b), base, x)
	}
	return Value{}, newError(TypeErrorType, "int() can't convert non-string with explicit base")
}

// toInt is int(x) with one argument.
func toInt(th *Thread, x Value) (Value, error) {
	switch o := x.obj.(type) {
	case intKind, *BigInt:
		return x, nil
	case boolKind:
		return Int(x.small()), nil
	case floatKind:
		return floatToInt(x.float())
	case *Str:
		return parseIntValue(th, o.s, 10, x)
	case *Bytes:
		return parseIntValue(th, string(o.b), 10, x)
	case *ByteArray:
		return parseIntValue(th, string(o.b), 10, x)
	case *Instance:
		for _, name := range [...]string{"__int__", "__index__", "__trunc__"} {
			if name != "__int__" && isNumber(o.base()) {
				break // int and float have __int__: a subclass's __index__ or __trunc__ is not asked
			}
			m, ok := userMethod(x, name)
			if !ok {
				continue
			}
			r, err := th.callArgs(m, x)
			if err != nil {
				return Value{}, err
			}
			if u := unwrapBase(r); isInt(u) {
				return toInt(th, u)
			}
			if name == "__trunc__" {
				if _, ok, err := asIndex(th, r); err != nil || !ok {
					return Value{}, newError(TypeErrorType, "__trunc__ returned non-Integral (type "+typeName(r)+")")
				}
				return toInt(th, unwrapBase(r))
			}
			return Value{}, newError(TypeErrorType, name+" returned non-int (type "+typeName(r)+")")
		}
		if b := o.base(); b.obj != nil {
			r, err := toInt(th, b)
			return r, renameOperands(err, b, None, x, None)
		}
	}
	return Value{}, newError(TypeErrorType, "int() argument must be a string, a bytes-like object or a real number, not '"+typeName(x)+"'")
}

// parseIntValue parses s (the text of src) in base, with CPython's errors.
func parseIntValue(th *Thread, s string, base int, src Value) (Value, error) {
	if err := th.charge(int64(len(s))/8 + 1); err != nil {
		return Value{}, err
	}
	if v, ok := parseSmallInt(s, base); ok {
		return v, nil
	}
	n, digits, ok := parseIntLiteral(s, base)
	if !ok {
		var r string
		if str, isStr := unwrapBase(src).obj.(*Str); isStr {
			r = quoteStr(str.s)
		} else {
			r = bytesRepr([]byte(s))
		}
		if utf8.RuneCountInString(r) > 200 {
			r = string([]rune(r)[:200])
		}
		return Value{}, newError(ValueErrorType, "invalid literal for int() with base "+itoa(int64(base))+": "+r)
	}
	if digits > maxStrDigits {
		return Value{}, newError(ValueErrorType, "Exceeds the limit (4300 digits) for integer string conversion: value has "+itoa(int64(digits))+" digits; use sys.set_int_max_str_digits() to increase the limit")
	}
	if err := th.charge(int64(len(s)) * int64(len(s)) / 4096); err != nil {
		return Value{}, err
	}
	return intValue(n)
}

// parseSmallInt is the fast path for digits in base 2 to 36 that fit in
// 63 bits, with a sign and ASCII white space around them: no prefix, no
// underscores (parseIntLiteral does those).
func parseSmallInt(s string, base int) (Value, bool) {
	for len(s) > 0 && asciiSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && asciiSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	if base < 2 || len(s) == 0 || len(s) > 64 {
		return Value{}, false
	}
	i, neg := 0, false
	if s[0] == '-' || s[0] == '+' {
		neg, i = s[0] == '-', 1
	}
	if len(s) > i+2 && s[i] == '0' && prefixBase(s[i+1]) == base {
		i += 2 // int('0x1f', 16)
	}
	if i == len(s) {
		return Value{}, false
	}
	const limit = (1<<63 - 1 - 35) / 36 // n*base + digit stays in 63 bits
	var n int64
	for ; i < len(s); i++ {
		d := digitValue(s[i])
		if d >= base || n > limit {
			return Value{}, false
		}
		n = n*int64(base) + int64(d)
	}
	if neg {
		n = -n
	}
	return Int(n), true
}

func asciiSpace(c byte) bool { return c == ' ' || c-'\t' <= '\r'-'\t' }

// parseIntLiteral implements CPython's PyLong_FromString: surrounding white
// space, a sign, a base prefix (required to match base, or choosing it when
// base is 0) and single underscores between digits. digits counts the
// digits when base is not a power of two (for the max_str_digits limit).
func parseIntLiteral(s string, base int) (n *big.Int, digits int, ok bool) {
	s, ok = intTextToASCII(s)
	if !ok {
		return nil, 0, false
	}
	s = strings.Trim(s, " \t\n\v\f\r")
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	prefixed := false
	if len(s) >= 2 && s[0] == '0' {
		if pb := prefixBase(s[1]); pb != 0 && (base == 0 || base == pb) {
			base, s, prefixed = pb, s[2:], true
		}
	}
	if base == 0 {
		if s != "" && s[0] == '0' {
			// Leading zeros are only allowed for zero itself.
			if strings.Trim(s, "0_") != "" || strings.HasSuffix(s, "_") || strings.Contains(s, "__") {
				return nil, 0, false
			}
			return new(big.Int), 0, true
		}
		base = 10
	}
	if prefixed && strings.HasPrefix(s, "_") {
		s = s[1:]
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return nil, 0, false
	}
	clean := strings.ReplaceAll(s, "_", "")
	for i := 0; i < len(clean); i++ {
		if digitValue(clean[i]) >= base {
			return nil, 0, false
		}
	}
	if base&(base-1) != 0 {
		digits = len(clean)
		if digits > maxStrDigits {
			return nil, digits, true
		}
	}
	n, ok = new(big.Int).SetString(clean, base)
	if neg {
		n.Neg(n)
	}
	return n, digits, ok
}

// prefixBase is the base named by the letter of a 0x / 0o / 0b prefix.
func prefixBase(c byte) int {
	switch c | 0x20 {
	case 'x':
		return 16
	case 'o':
		return 8
	case 'b':
		return 2
	}
	return 0
}

func digitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// intTextToASCII maps non-ASCII white space to ' ' and non-ASCII decimal
// digits to ASCII ones (CPython's _PyUnicode_TransformDecimalAndSpaceToASCII);
// any other non-ASCII character makes the text invalid.
func intTextToASCII(s string) (string, bool) {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s, true
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		case unicode.Is(unicode.Nd, r):
			// Decimal digits come in runs of whole blocks of ten.
			start := r
			for unicode.Is(unicode.Nd, start-1) {
				start--
			}
			b.WriteByte(byte('0' + (r-start)%10))
		default:
			return "", false
		}
	}
	return b.String(), true
}
