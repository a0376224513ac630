package pvm

import (
	"math/big"
	"strconv"
	"strings"
)

// The format-spec mini-language for int and str, as CPython 3.11's
// Python/formatter_unicode.c parses and renders it (floats are formatted
// by softfloat.Format, which follows the same code):
//
//	[[fill]align][sign][z][#][0][width][grouping][.precision][type]

type formatSpec struct {
	fill      rune
	align     rune
	sign      rune
	noNeg0    bool
	alt       bool
	width     int // -1 when absent
	grouping  rune
	precision int // -1 when absent
	typ       rune
}

func isAlignRune(r rune) bool { return r == '<' || r == '>' || r == '=' || r == '^' }

// formatGetInteger is get_integer: decimal digits (any Unicode decimal).
func formatGetInteger(rs []rune, pos *int) (int, int, error) {
	acc, n := 0, 0
	for *pos < len(rs) {
		d := ucDecimalValue(rs[*pos])
		if d < 0 {
			break
		}
		if acc > (1<<63-1-d)/10 {
			return 0, 0, newError(ValueErrorType, "Too many decimal digits in format string")
		}
		acc = acc*10 + d
		*pos++
		n++
	}
	return acc, n, nil
}

// typeCode renders a presentation type in messages (printable or \x..).
func typeCode(r rune) string {
	if r > 32 && r < 128 {
		return string(r)
	}
	return `\x` + hexN(int(r), 1)
}

// parseFormatSpec is parse_internal_render_format_spec. typeName names the
// formatted object's type in messages.
func parseFormatSpec(spec string, defType, defAlign rune, typeName string) (*formatSpec, error) {
	var buf [24]rune
	rs := buf[:0]
	for _, r := range spec {
		rs = append(rs, r)
	}
	f := &formatSpec{fill: ' ', align: defAlign, width: -1, precision: -1, typ: defType}
	pos, end := 0, len(rs)
	fillSpecified, alignSpecified := false, false
	if end-pos >= 2 && isAlignRune(rs[pos+1]) {
		f.align, f.fill = rs[pos+1], rs[pos]
		fillSpecified, alignSpecified = true, true
		pos += 2
	} else if end-pos >= 1 && isAlignRune(rs[pos]) {
		f.align = rs[pos]
		alignSpecified = true
		pos++
	}
	if end-pos >= 1 && (rs[pos] == '+' || rs[pos] == '-' || rs[pos] == ' ') {
		f.sign = rs[pos]
		pos++
	}
	if end-pos >= 1 && rs[pos] == 'z' {
		f.noNeg0 = true
		pos++
	}
	if end-pos >= 1 && rs[pos] == '#' {
		f.alt = true
		pos++
	}
	if !fillSpecified && end-pos >= 1 && rs[pos] == '0' {
		f.fill = '0'
		if !alignSpecified && defAlign == '>' {
			f.align = '='
		}
		pos++
	}
	w, n, err := formatGetInteger(rs, &pos)
	if err != nil {
		return nil, err
	}
	if n > 0 {
		f.width = w
	}
	if end-pos > 0 && rs[pos] == ',' {
		f.grouping = ','
		pos++
	}
	if end-pos > 0 && rs[pos] == '_' {
		if f.grouping != 0 {
			return nil, newError(ValueErrorType, "Cannot specify both ',' and '_'.")
		}
		f.grouping = '_'
		pos++
	}
	if end-pos > 0 && rs[pos] == ',' && f.grouping == '_' {
		return nil, newError(ValueErrorType, "Cannot specify both ',' and '_'.")
	}
	if end-pos > 0 && rs[pos] == '.' {
		pos++
		p, n, err := formatGetInteger(rs, &pos)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return nil, newError(ValueErrorType, "Format specifier missing precision")
		}
		f.precision = p
	}
	if end-pos > 1 {
		return nil, newError(ValueErrorType, "Invalid format specifier '"+spec+"' for object of type '"+typeName+"'")
	}
	if end-pos == 1 {
		f.typ = rs[pos]
	}
	if f.grouping != 0 {
		switch f.typ {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if f.grouping != '_' {
				return nil, newError(ValueErrorType, "Cannot specify ',' with '"+typeCode(f.typ)+"'.")
			}
		default:
			return nil, newError(ValueErrorType, "Cannot specify '"+string(f.grouping)+"' with '"+typeCode(f.typ)+"'.")
		}
	}
	return f, nil
}

func unknownFormatCode(typ rune, typeName string) error {
	return newError(ValueErrorType, "Unknown format code '"+typeCode(typ)+"' for object of type '"+typeName+"'")
}

// insertGrouping is _PyUnicode_InsertThousandsGrouping: separators every
// group digits (none when group is 0), left-padded with zeros to minWidth.
func insertGrouping(digits string, minWidth int, sep rune, group int) string {
	var out []string // chunks, right to left
	remaining, pos := len(digits), len(digits)
	useSep := false
	emit := func(l int) {
		nZeros := l - remaining
		if nZeros < 0 {
			nZeros = 0
		}
		nChars := remaining
		if l < nChars {
			nChars = l
		}
		if nChars < 0 {
			nChars = 0
		}
		if useSep {
			out = append(out, string(sep))
		}
		out = append(out, strings.Repeat("0", nZeros)+digits[pos-nChars:pos])
		pos -= nChars
		remaining -= nChars
	}
	maxOf := func(a, b, c int) int {
		if b > a {
			a = b
		}
		if c > a {
			a = c
		}
		return a
	}
	if group > 0 {
		for {
			l := maxOf(remaining, minWidth, 1)
			if l > group {
				l = group
			}
			emit(l)
			useSep = true
			minWidth -= group
			if remaining <= 0 && minWidth <= 0 {
				return joinReversed(out)
			}
			minWidth--
		}
	}
	emit(maxOf(remaining, minWidth, 1))
	return joinReversed(out)
}

func joinReversed(parts []string) string {
	var b strings.Builder
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteString(parts[i])
	}
	return b.String()
}

// fillNumber lays out sign, prefix, digits and padding (calc_number_widths
// and fill_number). remainder is text copied after the digits ('c').
func (f *formatSpec) fillNumber(negative bool, prefix, digits, remainder string, group int) string {
	sign := ""
	switch {
	case negative:
		sign = "-"
	case f.sign == '+':
		sign = "+"
	case f.sign == ' ':
		sign = " "
	}
	nonDigit := len(sign) + len(prefix) + len([]rune(remainder))
	minWidth := 0
	if f.fill == '0' && f.align == '=' {
		minWidth = f.width - nonDigit
	}
	grouped := digits
	if digits != "" && (group > 0 || minWidth > len(digits)) {
		grouped = insertGrouping(digits, minWidth, f.grouping, group)
	}
	nPad := f.width - (nonDigit + len(grouped))
	var lpad, spad, rpad int
	if nPad > 0 {
		switch f.align {
		case '<':
			rpad = nPad
		case '^':
			lpad = nPad / 2
			rpad = nPad - lpad
		case '=':
			spad = nPad
		default:
			lpad = nPad
		}
	}
	if lpad == 0 && spad == 0 && rpad == 0 {
		return sign + prefix + grouped + remainder
	}
	fill := string(f.fill)
	return strings.Repeat(fill, lpad) + sign + prefix + strings.Repeat(fill, spad) + grouped + remainder + strings.Repeat(fill, rpad)
}

// formatInt is int.__format__ for a non-empty spec.
func formatInt(th *Thread, v Value, spec string) (string, error) {
	f, err := parseFormatSpec(spec, 'd', '>', typeName(v))
	if err != nil {
		return "", err
	}
	if f.width > 0 {
		if err := th.chargeBytes(f.width); err != nil {
			return "", err
		}
	}
	switch f.typ {
	case 'b', 'c', 'd', 'o', 'x', 'X', 'n':
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		x, err := toFloat(v)
		if err != nil {
			return "", err
		}
		return format(th, Float(x), spec)
	default:
		return "", unknownFormatCode(f.typ, typeName(v))
	}
	if f.precision != -1 {
		return "", newError(ValueErrorType, "Precision not allowed in integer format specifier")
	}
	if f.noNeg0 {
		return "", newError(ValueErrorType, "Negative zero coercion (z) not allowed in integer format specifier")
	}
	if f.typ == 'c' {
		if f.sign != 0 {
			return "", newError(ValueErrorType, "Sign not allowed with integer format specifier 'c'")
		}
		if f.alt {
			return "", newError(ValueErrorType, "Alternate form (#) not allowed with integer format specifier 'c'")
		}
		if _, big := v.obj.(*BigInt); big {
			return "", newError(OverflowErrorType, "Python int too large to convert to C long")
		}
		x := v.small()
		if x < 0 || x > 0x10ffff {
			return "", newError(OverflowErrorType, "%c arg not in range(0x110000)")
		}
		return f.fillNumber(false, "", "", string(rune(x)), 0), nil
	}
	base, prefix := 10, ""
	switch f.typ {
	case 'b':
		base, prefix = 2, "0b"
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if !f.alt {
		prefix = ""
	}
	var neg bool
	var digits string
	if v.isSmallInt() || v.isBool() {
		n := v.small()
		neg = n < 0
		u := uint64(n)
		if neg {
			u = -u
		}
		digits = strconv.FormatUint(u, base)
	} else {
		x := toBig(v)
		neg = x.Sign() < 0
		if err := th.charge(int64(x.BitLen())/64 + 1); err != nil {
			return "", err
		}
		digits = new(big.Int).Abs(x).Text(base)
	}
	if f.typ == 'X' {
		digits = strings.ToUpper(digits)
	}
	group := 0
	switch f.grouping {
	case ',':
		group = 3
	case '_':
		group = 3
		if base != 10 {
			group = 4
		}
	}
	return f.fillNumber(neg, prefix, digits, "", group), nil
}

// formatStr is str.__format__.
func formatStr(th *Thread, s, spec string) (string, error) {
	if spec == "" {
		return s, nil
	}
	f, err := parseFormatSpec(spec, 's', '<', "str")
	if err != nil {
		return "", err
	}
	if f.typ != 's' {
		return "", unknownFormatCode(f.typ, "str")
	}
	switch {
	case f.sign == ' ':
		return "", newError(ValueErrorType, "Space not allowed in string format specifier")
	case f.sign != 0:
		return "", newError(ValueErrorType, "Sign not allowed in string format specifier")
	case f.noNeg0:
		return "", newError(ValueErrorType, "Negative zero coercion (z) not allowed in string format specifier")
	case f.alt:
		return "", newError(ValueErrorType, "Alternate form (#) not allowed in string format specifier")
	case f.align == '=':
		return "", newError(ValueErrorType, "'=' alignment not allowed in string format specifier")
	}
	n := len([]rune(s))
	if f.precision >= 0 && n > f.precision {
		s = NewStr(s).slice(0, f.precision)
		n = f.precision
	}
	if f.width <= n {
		return s, nil
	}
	pad := f.width - n
	if err := th.chargeBytes(len(s) + pad*len(string(f.fill))); err != nil {
		return "", err
	}
	left := 0
	switch f.align {
	case '>':
		left = pad
	case '^':
		left = pad / 2
	}
	fill := string(f.fill)
	return strings.Repeat(fill, left) + s + strings.Repeat(fill, pad-left), nil
}
