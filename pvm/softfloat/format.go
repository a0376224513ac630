package softfloat

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Float to text conversions as CPython 3.11 does them (Python/pystrtod.c
// PyOS_double_to_string / format_float_short, Python/formatter_unicode.c
// for format(), Objects/unicodeobject.c for %-formatting).
//
// Decimal digits come from strconv, which is exact: shortest round-trip
// digits for repr (the same digit string as David Gay's mode 0, the
// closest shortest one) and correctly rounded (ties to even on the exact
// binary value) fixed-precision digits for the other modes, like Gay's
// modes 2 and 3.

// FmtFlags are PyOS_double_to_string's flags.
type FmtFlags uint8

const (
	FlagSign      FmtFlags = 1 << iota // always add a sign (Py_DTSF_SIGN)
	FlagAddDot0                        // add ".0" to integers (Py_DTSF_ADD_DOT_0)
	FlagAlt                            // alternate form, '#' (Py_DTSF_ALT)
	FlagNoNegZero                      // drop the sign of a zero result, 'z' (Py_DTSF_NO_NEG_0)
)

// maxFormatLen bounds widths and precisions: CPython would try to allocate
// and fail with MemoryError; we refuse deterministically before allocating.
const maxFormatLen = 1 << 24

// ErrFormatTooLarge is returned for widths or precisions above 2^24.
var ErrFormatTooLarge = &Error{MemoryError, "format width or precision too large"}

// Repr returns repr(x) (also str(x)).
func Repr(x float64) string { return FormatFloat(x, 'r', 0, FlagAddDot0) }

// digits returns the decimal digits of x >= 0 (finite) and the position of
// the decimal point, as _Py_dg_dtoa does: mode 0 shortest, mode 2 nd
// significant digits, mode 3 nd digits after the point. Trailing zeros are
// removed; zero is "0" with decpt 1; a value that rounds to zero in mode 3
// gives no digits and decpt = -nd. buf is scratch space.
func digits(buf []byte, x float64, mode, nd int) ([]byte, int) {
	if x == 0 {
		return append(buf[:0], '0'), 1
	}
	if mode == 3 {
		s := strconv.AppendFloat(buf[:0], x, 'f', nd, 64)
		// s is "iii.fff" (or "iii" when nd == 0). Squeeze out the point in
		// place (the write index never passes the read index), then drop
		// leading zeros, each of which moves the decimal point left.
		dot := len(s)
		d := s[:0]
		for i, c := range s {
			if c == '.' {
				dot = i
				continue
			}
			d = append(d, c)
		}
		z := 0
		for z < len(d) && d[z] == '0' {
			z++
		}
		decpt := dot - z
		d = d[z:]
		for len(d) > 0 && d[len(d)-1] == '0' {
			d = d[:len(d)-1]
		}
		if len(d) == 0 {
			return d, -nd
		}
		return d, decpt
	}
	prec := -1
	if mode == 2 {
		prec = nd - 1
	}
	s := strconv.AppendFloat(buf[:0], x, 'e', prec, 64)
	// s is "d.ddde+XX" or "de+XX"
	i := len(s) - 1
	for s[i] != 'e' {
		i--
	}
	exp := 0
	for _, c := range s[i+2:] {
		exp = exp*10 + int(c-'0')
	}
	if s[i+1] == '-' {
		exp = -exp
	}
	d := s[:1]
	if i > 1 {
		d = append(d, s[2:i]...) // drop the point (copy within s, forward)
	}
	for len(d) > 1 && d[len(d)-1] == '0' {
		d = d[:len(d)-1]
	}
	return d, exp + 1
}

// FormatFloat is PyOS_double_to_string: code is one of e E f F g G r
// (r = repr; prec must then be 0).
func FormatFloat(x float64, code byte, prec int, flags FmtFlags) string {
	var small [48]byte
	return string(appendFloat(small[:0], x, code, prec, flags))
}

// appendFloat is FormatFloat appending to b, so that callers that pad or
// copy the text can format it into a buffer on their stack.
func appendFloat(b []byte, x float64, code byte, prec int, flags FmtFlags) []byte {
	upper := false
	mode := 0
	switch code {
	case 'E':
		upper = true
		code = 'e'
		fallthrough
	case 'e':
		mode = 2
		prec++
	case 'F':
		upper = true
		code = 'f'
		fallthrough
	case 'f':
		mode = 3
	case 'G':
		upper = true
		code = 'g'
		fallthrough
	case 'g':
		mode = 2
		if prec == 0 {
			prec = 1
		}
	case 'r':
		mode = 0
	default:
		panic("softfloat: bad format code")
	}
	return appendShort(b, x, code, mode, prec, flags, upper)
}

func appendShort(b []byte, d float64, code byte, mode, prec int, flags FmtFlags, upper bool) []byte {
	alwaysSign := flags&FlagSign != 0
	addDot0 := flags&FlagAddDot0 != 0
	alt := flags&FlagAlt != 0
	if !isFinite(d) {
		s := "inf"
		switch {
		case d != d:
			s = "nan"
			if alwaysSign {
				s = "+nan"
			}
		case d < 0:
			s = "-inf"
		case alwaysSign:
			s = "+inf"
		}
		if upper {
			s = strings.ToUpper(s)
		}
		return append(b, s...)
	}
	sign := math.Signbit(d)
	var scratch [40]byte
	digs, decpt := digits(scratch[:], math.Abs(d), mode, prec)
	if flags&FlagNoNegZero != 0 && sign && (len(digs) == 0 || (len(digs) == 1 && digs[0] == '0')) {
		sign = false
	}
	vEnd := len(digs)
	useExp := false
	switch code {
	case 'e':
		useExp = true
		vEnd = prec
	case 'f':
		vEnd = decpt + prec
	case 'g':
		limit := prec
		if addDot0 {
			limit = prec - 1
		}
		if decpt <= -4 || decpt > limit {
			useExp = true
		}
		if alt {
			vEnd = prec
		}
	case 'r':
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	vStart := 0
	if decpt <= 0 {
		vStart = decpt - 1
	}
	if !useExp && addDot0 {
		if vEnd < decpt+1 {
			vEnd = decpt + 1
		}
	} else if vEnd < decpt {
		vEnd = decpt
	}
	b = slices.Grow(b, vEnd-vStart+10)
	if sign {
		b = append(b, '-')
	} else if alwaysSign {
		b = append(b, '+')
	}
	zeros := func(b []byte, n int) []byte {
		for ; n > 0; n-- {
			b = append(b, '0')
		}
		return b
	}
	if decpt <= 0 {
		b = zeros(b, decpt-vStart)
		b = append(b, '.')
		b = zeros(b, -decpt)
	} else {
		b = zeros(b, -vStart)
	}
	n := len(digs)
	if 0 < decpt && decpt <= n {
		b = append(b, digs[:decpt]...)
		b = append(b, '.')
		b = append(b, digs[decpt:]...)
	} else {
		b = append(b, digs...)
	}
	if n < decpt {
		b = zeros(b, decpt-n)
		b = append(b, '.')
		b = zeros(b, vEnd-decpt)
	} else {
		b = zeros(b, vEnd-n)
	}
	if b[len(b)-1] == '.' && !alt {
		b = b[:len(b)-1]
	}
	if useExp {
		if upper {
			b = append(b, 'E')
		} else {
			b = append(b, 'e')
		}
		if exp < 0 {
			b = append(b, '-')
			exp = -exp
		} else {
			b = append(b, '+')
		}
		if exp < 10 {
			b = append(b, '0')
		}
		b = strconv.AppendInt(b, int64(exp), 10)
	}
	return b
}

// FormatSpec is a parsed format specification, [[fill]align][sign][z][#]
// [0][width][grouping][.precision][type] (CPython's InternalFormatSpec). It
// is shared by float, int and str formatting. Width and Precision are -1
// when absent; Grouping is 0, ',' or '_'.
type FormatSpec struct {
	Fill, Align, Sign rune
	NoNeg0, Alt       bool
	Width             int64
	Grouping          rune
	Precision         int64
	Type              rune
}

func isAlign(c rune) bool { return c == '<' || c == '>' || c == '=' || c == '^' }

// decimalValue returns the value of a Unicode decimal digit (category Nd)
// or -1, as Py_UNICODE_TODECIMAL does.
func decimalValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 || !unicode.Is(unicode.Nd, r) {
		return -1
	}
	// Nd characters come in contiguous runs 0..9 (a Unicode stability
	// guarantee); find the run start.
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return -1
}

// getInteger parses decimal digits starting at rs[*pos] (get_integer).
func getInteger(rs []rune, pos *int) (int64, int, error) {
	var acc int64
	n := 0
	for *pos < len(rs) {
		d := decimalValue(rs[*pos])
		if d < 0 {
			break
		}
		if acc > (math.MaxInt64-int64(d))/10 {
			return 0, 0, ErrFormatTooMany
		}
		acc = acc*10 + int64(d)
		*pos++
		n++
	}
	return acc, n, nil
}

// ParseFormatSpec parses spec (CPython's parse_internal_render_format_spec)
// for a value of the named type, whose presentation type and alignment
// default to defType and defAlign. Errors are ValueErrors with CPython's
// messages.
func ParseFormatSpec(spec string, defType, defAlign rune, typeName string) (FormatSpec, error) {
	var buf [16]rune
	rs := specRunes(spec, buf[:0])
	f := &FormatSpec{Fill: ' ', Align: defAlign, Width: -1, Precision: -1, Type: defType}
	pos, end := 0, len(rs)
	fillSpecified, alignSpecified := false, false
	if end-pos >= 2 && isAlign(rs[pos+1]) {
		f.Align, f.Fill = rs[pos+1], rs[pos]
		fillSpecified, alignSpecified = true, true
		pos += 2
	} else if end-pos >= 1 && isAlign(rs[pos]) {
		f.Align = rs[pos]
		alignSpecified = true
		pos++
	}
	if end-pos >= 1 && (rs[pos] == '+' || rs[pos] == '-' || rs[pos] == ' ') {
		f.Sign = rs[pos]
		pos++
	}
	if end-pos >= 1 && rs[pos] == 'z' {
		f.NoNeg0 = true
		pos++
	}
	if end-pos >= 1 && rs[pos] == '#' {
		f.Alt = true
		pos++
	}
	if !fillSpecified && end-pos >= 1 && rs[pos] == '0' {
		f.Fill = '0'
		if !alignSpecified && defAlign == '>' {
			f.Align = '='
		}
		pos++
	}
	w, n, err := getInteger(rs, &pos)
	if err != nil {
		return FormatSpec{}, err
	}
	if n > 0 {
		f.Width = w
	}
	if end-pos > 0 && rs[pos] == ',' {
		f.Grouping = ','
		pos++
	}
	if end-pos > 0 && rs[pos] == '_' {
		if f.Grouping != 0 {
			return FormatSpec{}, ErrFormatCommaUnder
		}
		f.Grouping = '_'
		pos++
	}
	if end-pos > 0 && rs[pos] == ',' && f.Grouping == '_' {
		return FormatSpec{}, ErrFormatCommaUnder
	}
	if end-pos > 0 && rs[pos] == '.' {
		pos++
		p, n, err := getInteger(rs, &pos)
		if err != nil {
			return FormatSpec{}, err
		}
		if n == 0 {
			return FormatSpec{}, ErrFormatMissPrec
		}
		f.Precision = p
	}
	if end-pos > 1 {
		return FormatSpec{}, &Error{ValueError, "Invalid format specifier '" + spec + "' for object of type '" + typeName + "'"}
	}
	if end-pos == 1 {
		f.Type = rs[pos]
	}
	if f.Grouping != 0 {
		switch f.Type {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if f.Grouping != '_' {
				return FormatSpec{}, badThousands(f.Grouping, f.Type)
			}
		default:
			return FormatSpec{}, badThousands(f.Grouping, f.Type)
		}
	}
	return *f, nil
}

// specRunes appends the code points of spec to rs: byte by byte when spec
// is ASCII, as it nearly always is, which is much cheaper than []rune(spec).
func specRunes(spec string, rs []rune) []rune {
	for i := 0; i < len(spec); i++ {
		if spec[i] >= utf8.RuneSelf {
			return append(rs[:0], []rune(spec)...)
		}
		rs = append(rs, rune(spec[i]))
	}
	return rs
}

func charDesc(c rune) string {
	if c > 32 && c < 128 {
		return string(c)
	}
	return "\\x" + strconv.FormatInt(int64(c), 16)
}

func badThousands(sep, typ rune) error {
	return &Error{ValueError, "Cannot specify '" + string(sep) + "' with '" + charDesc(typ) + "'."}
}

// Format is format(x, spec) / f"{x:spec}" for a float.
func Format(x float64, spec string) (string, error) {
	if spec == "" {
		return Repr(x), nil
	}
	f, err := ParseFloatSpec(spec)
	if err != nil {
		return "", err
	}
	return FormatWith(x, f)
}

// ParseFloatSpec parses a non-empty format spec for a float.
func ParseFloatSpec(spec string) (FormatSpec, error) { return ParseFormatSpec(spec, 0, '>', "float") }

// FormatWith is Format with the spec already parsed by ParseFloatSpec.
func FormatWith(x float64, f FormatSpec) (string, error) {
	switch f.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", &Error{ValueError, "Unknown format code '" + charDesc(f.Type) + "' for object of type 'float'"}
	}
	if f.Width > maxFormatLen || f.Precision > maxFormatLen {
		if f.Precision > math.MaxInt32 {
			return "", &Error{ValueError, "precision too big"}
		}
		return "", ErrFormatTooLarge
	}
	precision := int(f.Precision)
	defaultPrecision := 6
	var flags FmtFlags
	if f.Alt {
		flags |= FlagAlt
	}
	if f.NoNeg0 {
		flags |= FlagNoNegZero
	}
	typ := f.Type
	if typ == 0 {
		flags |= FlagAddDot0
		typ = 'r'
		defaultPrecision = 0
	}
	if typ == 'n' {
		typ = 'g'
	}
	addPct := false
	if typ == '%' {
		typ = 'f'
		x = float64(x * 100)
		addPct = true
	}
	if precision < 0 {
		precision = defaultPrecision
	} else if typ == 'r' {
		typ = 'g'
	}
	var small [48]byte
	buf := appendFloat(small[:0], x, byte(typ), precision, flags)
	if addPct {
		buf = append(buf, '%')
	}
	if f.Sign != '+' && f.Sign != ' ' && f.Width == -1 && f.Type != 'n' && f.Grouping == 0 {
		return string(buf), nil
	}
	return fillNumber(string(buf), &f), nil
}

// fillNumber lays out a formatted number with sign, padding and grouping
// (calc_number_widths and fill_number).
func fillNumber(buf string, f *FormatSpec) string {
	signChar := byte(0)
	if buf[0] == '-' {
		signChar = '-'
		buf = buf[1:]
	}
	// digits before the decimal point / remainder
	i := 0
	for i < len(buf) && buf[i] >= '0' && buf[i] <= '9' {
		i++
	}
	intDigits := buf[:i]
	hasDecimal := i < len(buf) && buf[i] == '.'
	rem := buf[i:]
	if hasDecimal {
		rem = buf[i+1:]
	}
	var sign byte
	switch f.Sign {
	case '+':
		sign = '+'
		if signChar == '-' {
			sign = '-'
		}
	case ' ':
		sign = ' '
		if signChar == '-' {
			sign = '-'
		}
	default:
		if signChar == '-' {
			sign = '-'
		}
	}
	nSign := 0
	if sign != 0 {
		nSign = 1
	}
	nDecimal := 0
	if hasDecimal {
		nDecimal = 1
	}
	nonDigit := nSign + nDecimal + len(rem)
	minWidth := int64(0)
	if f.Fill == '0' && f.Align == '=' {
		minWidth = f.Width - int64(nonDigit)
	}
	grouped := intDigits // as groupDigits leaves them when there is nothing to insert
	if len(intDigits) > 0 && (f.Grouping != 0 || minWidth > int64(len(intDigits))) {
		sep := ""
		if f.Grouping != 0 {
			sep = string(f.Grouping)
		}
		grouped = groupDigits(intDigits, int(minWidth), sep)
	}
	nPad := f.Width - int64(nonDigit+len(grouped))
	var lpad, spad, rpad int64
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
	fill := string(f.Fill)
	var b strings.Builder
	b.Grow(int(lpad+spad+rpad)*len(fill) + nSign + len(grouped) + nDecimal + len(rem))
	writeRepeated(&b, fill, int(lpad))
	if sign != 0 {
		b.WriteByte(sign)
	}
	writeRepeated(&b, fill, int(spad))
	b.WriteString(grouped)
	if hasDecimal {
		b.WriteByte('.')
	}
	b.WriteString(rem)
	writeRepeated(&b, fill, int(rpad))
	return b.String()
}

// groupDigits is _PyUnicode_InsertThousandsGrouping with groups of three
// (or no grouping when sep is empty), padding with zeros to minWidth. Like
// the C code it fills the output from the right.
func groupDigits(digits string, minWidth int, sep string) string {
	if minWidth < 0 {
		minWidth = 0
	}
	size := len(digits) + minWidth + (len(digits)+minWidth)/3*len(sep) + 8
	out := make([]byte, size)
	w := size // write position (exclusive)
	remaining := len(digits)
	pos := len(digits)
	emit := func(l int, useSep bool) {
		nChars := remaining
		if l < nChars {
			nChars = l
		}
		if nChars < 0 {
			nChars = 0
		}
		if useSep {
			w -= len(sep)
			copy(out[w:], sep)
		}
		w -= nChars
		copy(out[w:], digits[pos-nChars:pos])
		pos -= nChars
		for z := l - remaining; z > 0; z-- {
			w--
			out[w] = '0'
		}
		remaining -= nChars
	}
	atLeast1 := func(a, b int) int {
		if b > a {
			a = b
		}
		if a < 1 {
			a = 1
		}
		return a
	}
	useSep := false
	broken := false
	if sep != "" {
		for {
			l := atLeast1(remaining, minWidth)
			if l > 3 {
				l = 3
			}
			emit(l, useSep)
			useSep = true
			minWidth -= l
			if remaining <= 0 && minWidth <= 0 {
				broken = true
				break
			}
			minWidth -= len(sep)
		}
	}
	if !broken {
		emit(atLeast1(remaining, minWidth), useSep)
	}
	return string(out[w:])
}

// PercentSpec describes one %-conversion: flags, width and precision (-1
// when absent) and the conversion character.
type PercentSpec struct {
	Minus, Plus, Space, Alt, Zero bool
	Width, Prec                   int
	Conv                          byte // e E f F g G, or r s a (repr)
}

// AppendPercent appends "%<spec>" % x for a float argument to dst.
func AppendPercent(dst []byte, x float64, p PercentSpec) ([]byte, error) {
	if p.Width > maxFormatLen || p.Prec > maxFormatLen {
		return dst, ErrFormatTooLarge
	}
	var small [48]byte
	var str []byte
	numeric := true
	switch p.Conv {
	case 'e', 'E', 'f', 'F', 'g', 'G':
		prec := p.Prec
		if prec < 0 {
			prec = 6
		}
		var flags FmtFlags
		if p.Alt {
			flags |= FlagAlt
		}
		str = appendFloat(small[:0], x, p.Conv, prec, flags)
	case 'r', 's', 'a':
		str = appendFloat(small[:0], x, 'r', 0, FlagAddDot0)
		numeric = false
		if p.Prec >= 0 && len(str) > p.Prec {
			str = str[:p.Prec]
		}
	default:
		return dst, &Error{ValueError, "unsupported format character '" + string(rune(p.Conv)) + "'"}
	}
	width := p.Width
	l := len(str)
	var signChar byte
	hasSign := false
	if numeric {
		switch {
		case str[0] == '-' || str[0] == '+':
			signChar = str[0]
			str = str[1:]
			l--
			hasSign = true
		case p.Plus:
			signChar, hasSign = '+', true
		case p.Space:
			signChar, hasSign = ' ', true
		}
	}
	if width < l {
		width = l
	}
	fill := byte(' ')
	if numeric && p.Zero {
		fill = '0'
	}
	dst = slices.Grow(dst, width+1)
	if hasSign {
		if fill != ' ' {
			dst = append(dst, signChar)
		}
		if width > l {
			width--
		}
	}
	if width > l && !p.Minus {
		dst = appendRepeated(dst, fill, width-l)
		width = l
	}
	if fill == ' ' && hasSign {
		dst = append(dst, signChar)
	}
	dst = append(dst, str...)
	return appendRepeated(dst, ' ', width-l), nil
}

// appendRepeated appends n copies of c to b (none when n ≤ 0).
func appendRepeated(b []byte, c byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, c)
	}
	return b
}

// writeRepeated writes n copies of s to b (none when n ≤ 0).
func writeRepeated(b *strings.Builder, s string, n int) {
	for ; n > 0; n-- {
		b.WriteString(s)
	}
}

// pyStrRepr returns repr() of a Python str given as UTF-8.
func pyStrRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	const hex = "0123456789abcdef"
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString("\\t")
		case r == '\n':
			b.WriteString("\\n")
		case r == '\r':
			b.WriteString("\\r")
		case r < ' ' || r == 0x7f:
			b.WriteString("\\x")
			b.WriteByte(hex[r>>4])
			b.WriteByte(hex[r&15])
		case r < 0x7f:
			b.WriteRune(r)
		case unicode.IsPrint(r):
			b.WriteRune(r)
		case r <= 0xff:
			b.WriteString("\\x")
			b.WriteByte(hex[r>>4])
			b.WriteByte(hex[r&15])
		case r <= 0xffff:
			b.WriteString("\\u")
			for sh := 12; sh >= 0; sh -= 4 {
				b.WriteByte(hex[(r>>uint(sh))&15])
			}
		default:
			b.WriteString("\\U")
			for sh := 28; sh >= 0; sh -= 4 {
				b.WriteByte(hex[(r>>uint(sh))&15])
			}
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// pyBytesRepr returns repr() of a Python bytes object.
func pyBytesRepr(s []byte) string {
	quote := byte('\'')
	if strings.IndexByte(string(s), '\'') >= 0 && strings.IndexByte(string(s), '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteString("b")
	b.WriteByte(quote)
	const hex = "0123456789abcdef"
	for _, c := range s {
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString("\\t")
		case c == '\n':
			b.WriteString("\\n")
		case c == '\r':
			b.WriteString("\\r")
		case c < ' ' || c >= 0x7f:
			b.WriteString("\\x")
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}
