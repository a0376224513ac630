package pvm

import (
	"math/big"
	"strings"
	"unicode/utf8"
)

// formatSpec is a parsed format-spec mini-language string:
// [[fill]align][sign][z][#][0][width][grouping][.precision][type].
type formatSpec struct {
	fill      rune
	align     byte
	sign      byte
	alt, zero bool
	width     int
	grouping  byte
	precision int // -1 when absent
	typ       byte
}

func parseFormatSpec(spec string) (formatSpec, error) {
	fs := formatSpec{fill: ' ', precision: -1}
	s := spec
	isAlign := func(b byte) bool { return b == '<' || b == '>' || b == '=' || b == '^' }
	if r, n := utf8.DecodeRuneInString(s); n > 0 && len(s) > n && isAlign(s[n]) {
		fs.fill, fs.align, s = r, s[n], s[n+1:]
	} else if len(s) > 0 && isAlign(s[0]) {
		fs.align, s = s[0], s[1:]
	}
	if len(s) > 0 && (s[0] == '+' || s[0] == '-' || s[0] == ' ') {
		fs.sign, s = s[0], s[1:]
	}
	if len(s) > 0 && s[0] == 'z' {
		s = s[1:]
	}
	if len(s) > 0 && s[0] == '#' {
		fs.alt, s = true, s[1:]
	}
	if len(s) > 0 && s[0] == '0' {
		fs.zero, s = true, s[1:]
	}
	for len(s) > 0 && s[0] >= '0' && s[0] <= '9' {
		fs.width = fs.width*10 + int(s[0]-'0')
		s = s[1:]
		if fs.width > 1<<20 {
			return fs, newError(ValueErrorType, "Too many decimal digits in format string")
		}
	}
	if len(s) > 0 && (s[0] == ',' || s[0] == '_') {
		fs.grouping, s = s[0], s[1:]
	}
	if len(s) > 0 && s[0] == '.' {
		s = s[1:]
		if len(s) == 0 || s[0] < '0' || s[0] > '9' {
			return fs, newError(ValueErrorType, "Format specifier missing precision")
		}
		fs.precision = 0
		for len(s) > 0 && s[0] >= '0' && s[0] <= '9' {
			fs.precision = fs.precision*10 + int(s[0]-'0')
			s = s[1:]
			if fs.precision > 1<<20 {
				return fs, newError(ValueErrorType, "Too many decimal digits in format string")
			}
		}
	}
	if len(s) > 1 {
		return fs, newError(ValueErrorType, "Invalid format specifier '"+spec+"' for object of type '%s'")
	}
	if len(s) == 1 {
		fs.typ = s[0]
	}
	return fs, nil
}

// pad aligns body (already signed) to the spec's width. numeric selects
// right alignment by default and allows '=' padding after the sign.
func (fs formatSpec) pad(sign, body string, numeric bool) string {
	n := utf8.RuneCountInString(sign) + utf8.RuneCountInString(body)
	if n >= fs.width {
		return sign + body
	}
	fill := fs.fill
	align := fs.align
	if align == 0 {
		if fs.zero && numeric {
			fill, align = '0', '='
		} else if numeric {
			align = '>'
		} else {
			align = '<'
		}
	}
	padding := fs.width - n
	rep := func(k int) string { return strings.Repeat(string(fill), k) }
	switch align {
	case '<':
		return sign + body + rep(padding)
	case '^':
		return rep(padding/2) + sign + body + rep(padding-padding/2)
	case '=':
		return sign + rep(padding) + body
	}
	return rep(padding) + sign + body
}

// group inserts a separator every 3 digits (or 4 for non-decimal types).
func group(digits string, sep byte, every int) string {
	if sep == 0 || len(digits) <= every {
		return digits
	}
	var b strings.Builder
	first := len(digits) % every
	if first == 0 {
		first = every
	}
	b.WriteString(digits[:first])
	for i := first; i < len(digits); i += every {
		b.WriteByte(sep)
		b.WriteString(digits[i : i+every])
	}
	return b.String()
}

func formatInt(th *Thread, v Value, spec string) (string, error) {
	fs, err := parseFormatSpec(spec)
	if err != nil {
		return "", fixSpecError(err, "int")
	}
	if fs.width > 0 {
		if err := th.charge(int64(fs.width)); err != nil {
			return "", err
		}
	}
	switch fs.typ {
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		f, err := toFloat(v)
		if err != nil {
			return "", err
		}
		return format(th, Float(f), spec)
	case 'c':
		return fs.pad("", string(rune(v.small())), false), nil
	case 's':
		return "", newError(ValueErrorType, "Unknown format code 's' for object of type 'int'")
	}
	if fs.precision >= 0 {
		return "", newError(ValueErrorType, "Precision not allowed in integer format specifier")
	}
	x := new(big.Int).Set(toBig(v))
	neg := x.Sign() < 0
	x.Abs(x)
	base, prefix, every := 10, "", 3
	switch fs.typ {
	case 'b':
		base, prefix, every = 2, "0b", 4
	case 'o':
		base, prefix, every = 8, "0o", 4
	case 'x':
		base, prefix, every = 16, "0x", 4
	case 'X':
		base, prefix, every = 16, "0X", 4
	case 'd', 'n', 0:
	default:
		return "", newError(ValueErrorType, "Unknown format code '"+string(fs.typ)+"' for object of type 'int'")
	}
	digits := x.Text(base)
	if fs.typ == 'X' {
		digits = strings.ToUpper(digits)
	}
	if !fs.alt {
		prefix = ""
	}
	sign := ""
	switch {
	case neg:
		sign = "-"
	case fs.sign == '+':
		sign = "+"
	case fs.sign == ' ':
		sign = " "
	}
	if fs.zero && fs.align == 0 && fs.grouping != 0 {
		// Zero padding participates in grouping.
		width := fs.width - len(sign) - len(prefix)
		for len(group(digits, fs.grouping, every)) < width {
			digits = "0" + digits
		}
	}
	return fs.pad(sign+prefix, group(digits, fs.grouping, every), true), nil
}

func formatStr(s, spec string) (string, error) {
	fs, err := parseFormatSpec(spec)
	if err != nil {
		return "", fixSpecError(err, "str")
	}
	if fs.typ != 0 && fs.typ != 's' {
		return "", newError(ValueErrorType, "Unknown format code '"+string(fs.typ)+"' for object of type 'str'")
	}
	if fs.sign != 0 {
		return "", newError(ValueErrorType, "Sign not allowed in string format specifier")
	}
	if fs.align == '=' {
		return "", newError(ValueErrorType, "'=' alignment not allowed in string format specifier")
	}
	if fs.precision >= 0 && utf8.RuneCountInString(s) > fs.precision {
		s = NewStr(s).slice(0, fs.precision)
	}
	return fs.pad("", s, false), nil
}

func fixSpecError(err error, typ string) error {
	if e, ok := err.(*Exception); ok {
		if s, ok := e.args.items[0].obj.(*Str); ok && strings.Contains(s.s, "%s") {
			return newError(ValueErrorType, strings.Replace(s.s, "%s", typ, 1))
		}
	}
	return err
}
