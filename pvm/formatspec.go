package pvm

import (
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// The format-spec mini-language for int and str, as CPython 3.11's
// Python/formatter_unicode.c parses and renders it (floats are formatted
// by softfloat.Format, which follows the same code):
//
//	[[fill]align][sign][z][#][0][width][grouping][.precision][type]

// formatSpec is softfloat's parsed format specification, with the
// rendering methods int and str formatting need.
type formatSpec softfloat.FormatSpec

// typeCode renders a presentation type in messages (printable or \x..).
func typeCode(r rune) string {
	if r > 32 && r < 128 {
		return string(r)
	}
	return `\x` + hexN(int(r), 1)
}

// parseFormatSpec parses spec for a value of the named type (see
// softfloat.ParseFormatSpec), through th's cache of parsed specs.
func (th *Thread) parseFormatSpec(spec string, defType, defAlign rune, typeName string) (formatSpec, error) {
	e := th.specs.slot(spec, defType)
	if e != nil && e.spec == spec && e.defType == defType && e.defAlign == defAlign {
		return e.f, nil
	}
	var f softfloat.FormatSpec
	var err error
	if defType == 0 {
		f, err = softfloat.ParseFloatSpec(spec)
	} else {
		f, err = softfloat.ParseFormatSpec(spec, defType, defAlign, typeName)
	}
	if err != nil {
		return formatSpec{}, floatError(err)
	}
	if e != nil {
		*e = specEntry{spec: spec, defType: defType, defAlign: defAlign, f: formatSpec(f)}
	}
	return formatSpec(f), nil
}

// specCache remembers the format specs a thread parsed last, by a hash
// of their text: a program formats with a few constant specs over and
// over, and finding one costs a fraction of parsing it again.
type specCache struct {
	entries *[64]specEntry // made on first use
}

type specEntry struct {
	spec              string
	defType, defAlign rune
	f                 formatSpec
}

// maxCachedSpec bounds the length of the specs cached (and hashed).
const maxCachedSpec = 16

// slot returns the entry where spec would be, nil for a spec too long
// to cache.
func (c *specCache) slot(spec string, defType rune) *specEntry {
	if len(spec) > maxCachedSpec {
		return nil
	}
	if c.entries == nil {
		c.entries = new([64]specEntry)
	}
	h := uint(defType)
	for i := 0; i < len(spec); i++ {
		h = h*31 + uint(spec[i])
	}
	return &c.entries[h%64]
}

func unknownFormatCode(typ rune, typeName string) error {
	return newError(ValueErrorType, "Unknown format code '"+typeCode(typ)+"' for object of type '"+typeName+"'")
}

// insertGrouping is _PyUnicode_InsertThousandsGrouping: separators every
// group digits (none when group is 0), left-padded with zeros to minWidth.
func insertGrouping(digits string, minWidth int, sep rune, group int) string {
	// The result is written right to left into buf, on the stack when it fits.
	var small [64]byte
	buf := small[:]
	at := len(buf)
	prepend := func(s string) {
		if at < len(s) {
			grown := make([]byte, 2*len(buf)+len(s))
			n := copy(grown[len(grown)-(len(buf)-at):], buf[at:])
			buf, at = grown, len(grown)-n
		}
		at -= len(s)
		copy(buf[at:], s)
	}
	sepStr := string(sep)
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
			prepend(sepStr)
		}
		prepend(digits[pos-nChars : pos])
		for ; nZeros > 0; nZeros-- {
			prepend("0")
		}
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
				return string(buf[at:])
			}
			minWidth--
		}
	}
	emit(maxOf(remaining, minWidth, 1))
	return string(buf[at:])
}

// fillNumber lays out sign, prefix, digits and padding (calc_number_widths
// and fill_number). remainder is text copied after the digits ('c').
func (f *formatSpec) fillNumber(negative bool, prefix, digits, remainder string, group int) string {
	sign := ""
	switch {
	case negative:
		sign = "-"
	case f.Sign == '+':
		sign = "+"
	case f.Sign == ' ':
		sign = " "
	}
	nonDigit := len(sign) + len(prefix) + utf8.RuneCountInString(remainder)
	minWidth := 0
	if f.Fill == '0' && f.Align == '=' {
		minWidth = int(f.Width) - nonDigit
	}
	grouped, zeros := digits, 0
	switch {
	case digits == "":
	case group > 0:
		grouped = insertGrouping(digits, minWidth, f.Grouping, group)
	case minWidth > len(digits):
		zeros = minWidth - len(digits)
	}
	nPad := int(f.Width) - (nonDigit + zeros + len(grouped))
	var lpad, spad, rpad int
	if nPad > 0 {
		switch f.Align {
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
	// One allocation for the result: it is built piece by piece in place.
	var b strings.Builder
	b.Grow((lpad+spad+rpad)*utf8.RuneLen(f.Fill) + nonDigit + zeros + len(grouped) + len(remainder))
	fillRunes(&b, f.Fill, lpad)
	b.WriteString(sign)
	b.WriteString(prefix)
	fillRunes(&b, f.Fill, spad)
	fillRunes(&b, '0', zeros)
	b.WriteString(grouped)
	b.WriteString(remainder)
	fillRunes(&b, f.Fill, rpad)
	return b.String()
}

// fillRunes writes n copies of r to b.
func fillRunes(b *strings.Builder, r rune, n int) {
	for ; n > 0; n-- {
		b.WriteRune(r)
	}
}

// formatInt is int.__format__ for a non-empty spec.
func formatInt(th *Thread, v Value, spec string) (string, error) {
	name := "int" // v is an int or a bool, not an instance of a subclass
	if v.isBool() {
		name = "bool"
	}
	f, err := th.parseFormatSpec(spec, 'd', '>', name)
	if err != nil {
		return "", err
	}
	if f.Width > 0 {
		if err := th.chargeBytes(int(f.Width)); err != nil {
			return "", err
		}
	}
	switch f.Type {
	case 'b', 'c', 'd', 'o', 'x', 'X', 'n':
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		x, err := toFloat(v)
		if err != nil {
			return "", err
		}
		return format(th, Float(x), spec)
	default:
		return "", unknownFormatCode(f.Type, name)
	}
	if f.Precision != -1 {
		return "", newError(ValueErrorType, "Precision not allowed in integer format specifier")
	}
	if f.NoNeg0 {
		return "", newError(ValueErrorType, "Negative zero coercion (z) not allowed in integer format specifier")
	}
	if f.Type == 'c' {
		if f.Sign != 0 {
			return "", newError(ValueErrorType, "Sign not allowed with integer format specifier 'c'")
		}
		if f.Alt {
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
	switch f.Type {
	case 'b':
		base, prefix = 2, "0b"
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if !f.Alt {
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
		var small [64]byte // converted on the stack: digits does not escape
		digits = string(strconv.AppendUint(small[:0], u, base))
	} else {
		x := toBig(v)
		neg = x.Sign() < 0
		if err := th.charge(int64(x.BitLen())/64 + 1); err != nil {
			return "", err
		}
		digits = new(big.Int).Abs(x).Text(base)
	}
	if f.Type == 'X' {
		digits = strings.ToUpper(digits)
	}
	group := 0
	switch f.Grouping {
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
	f, err := th.parseFormatSpec(spec, 's', '<', "str")
	if err != nil {
		return "", err
	}
	if f.Type != 's' {
		return "", unknownFormatCode(f.Type, "str")
	}
	switch {
	case f.Sign == ' ':
		return "", newError(ValueErrorType, "Space not allowed in string format specifier")
	case f.Sign != 0:
		return "", newError(ValueErrorType, "Sign not allowed in string format specifier")
	case f.NoNeg0:
		return "", newError(ValueErrorType, "Negative zero coercion (z) not allowed in string format specifier")
	case f.Alt:
		return "", newError(ValueErrorType, "Alternate form (#) not allowed in string format specifier")
	case f.Align == '=':
		return "", newError(ValueErrorType, "'=' alignment not allowed in string format specifier")
	}
	n := runeCount(s)
	if p := int(f.Precision); p >= 0 && n > p {
		s = NewStr(s).slice(0, p)
		n = p
	}
	width := int(f.Width)
	if width <= n {
		return s, nil
	}
	pad := width - n
	if err := th.chargeBytes(len(s) + pad*utf8.RuneLen(f.Fill)); err != nil {
		return "", err
	}
	left := 0
	switch f.Align {
	case '>':
		left = pad
	case '^':
		left = pad / 2
	}
	var b strings.Builder
	b.Grow(len(s) + pad*utf8.RuneLen(f.Fill))
	fillRunes(&b, f.Fill, left)
	b.WriteString(s)
	fillRunes(&b, f.Fill, pad-left)
	return b.String(), nil
}
