package pvm

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// percentFormat implements str % args (printf-style formatting), following
// CPython's Objects/unicodeobject.c; floats are rendered by
// softfloat.AppendPercent, which follows CPython's own % code.
func percentFormat(th *Thread, format string, args Value) (Value, error) {
	s, err := percentCore(th, format, args, false)
	if err != nil {
		return Value{}, err
	}
	return th.strValue(s), nil
}

// percentFormatBytes implements bytes % args (PEP 461).
func percentFormatBytes(th *Thread, format []byte, args Value, mutable bool) (Value, error) {
	s, err := percentCore(th, string(format), args, true)
	if err != nil {
		return Value{}, err
	}
	if mutable {
		return ObjectValue(&ByteArray{b: []byte(s)}), nil
	}
	return ObjectValue(&Bytes{b: []byte(s)}), nil
}

// percentArgs is CPython's argument state: a tuple is consumed item by
// item; any other value is the single argument, and %(key) directives
// replace it with the looked-up value.
type percentArgs struct {
	cur            Value
	items          []Value
	arglen, argidx int
}

func (a *percentArgs) next() (Value, error) {
	if a.argidx < a.arglen {
		a.argidx++
		if a.arglen < 0 {
			return a.cur, nil
		}
		return a.items[a.argidx-1], nil
	}
	return Value{}, newError(TypeErrorType, "not enough arguments for format string")
}

// percentSpec is one directive: its flags, width and precision (-1 when
// absent) and conversion character.
type percentSpec struct {
	minus, plus, space, alt, zero bool
	width, prec                   int
	conv                          byte
}

// percentCore formats; in bytes mode the text is bytes held in a string.
// Directives are rendered straight into the result, which is sized for
// the template plus a few bytes per directive.
func percentCore(th *Thread, format string, args Value, bytesMode bool) (string, error) {
	a := percentArgs{cur: args, arglen: -1, argidx: -2}
	if t, ok := args.obj.(*Tuple); ok {
		a.items, a.arglen, a.argidx = t.items, len(t.items), 0
	}
	var mapping Value
	if isMapping(args) {
		if _, isStr := strArg(args); !isStr {
			if _, isBytes := args.obj.(*Bytes); !isBytes || !bytesMode {
				mapping = args
			}
		}
	}
	if err := th.charge(int64(len(format))/8 + 1); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(len(format) + 8*strings.Count(format, "%"))
	next := 1 << 12 // account for the result as it doubles past this
	for i := 0; i < len(format); i++ {
		if format[i] != '%' { // literal text up to the next directive
			n := strings.IndexByte(format[i:], '%')
			if n < 0 {
				n = len(format) - i
			}
			b.WriteString(format[i : i+n])
			i += n - 1
			continue
		}
		i++
		if i >= len(format) {
			return "", newError(ValueErrorType, "incomplete format")
		}
		if format[i] == '%' { // only "%%" is a literal percent sign
			b.WriteByte('%')
			continue
		}
		if format[i] == '(' {
			v, j, err := percentKey(th, format, i, mapping, bytesMode)
			if err != nil {
				return "", err
			}
			a.cur, a.arglen, a.argidx = v, -1, -2
			i = j
		}
		d := percentSpec{width: -1, prec: -1}
		if i < len(format) { // else "%(key)" ends the format: incomplete
			d.conv = format[i]
		}
		if c := d.conv; c != 's' && c != 'd' && c != 'i' { // not a bare %s, %d or %i
			var err error
			if d, i, err = parsePercentSpec(format, i, &a); err != nil {
				return "", err
			}
		}
		arg, err := a.next()
		if err != nil {
			return "", err
		}
		if bytesMode {
			err = percentOneBytes(th, &b, d, arg, i)
		} else {
			err = percentOne(th, &b, d, arg, i)
		}
		if err != nil {
			return "", err
		}
		if b.Len() >= next {
			if err := th.chargeBytes(b.Len()); err != nil {
				return "", err
			}
			next = 2 * b.Len()
		}
	}
	if a.argidx < a.arglen && mapping.obj == nil {
		if bytesMode {
			return "", newError(TypeErrorType, "not all arguments converted during bytes formatting")
		}
		return "", newError(TypeErrorType, "not all arguments converted during string formatting")
	}
	if err := th.chargeBytes(b.Len()); err != nil {
		return "", err
	}
	return b.String(), nil
}

// percentKey looks up the key of a %(key) directive starting at
// format[i] == '(' and returns the value and the index after the ')'.
func percentKey(th *Thread, format string, i int, mapping Value, bytesMode bool) (Value, int, error) {
	if mapping.obj == nil {
		return Value{}, 0, newError(TypeErrorType, "format requires a mapping")
	}
	depth, j := 1, i+1
	for ; j < len(format) && depth > 0; j++ {
		switch format[j] {
		case '(':
			depth++
		case ')':
			depth--
		}
	}
	if depth > 0 {
		return Value{}, 0, newError(ValueErrorType, "incomplete format key")
	}
	key := StrValue(format[i+1 : j-1])
	if bytesMode {
		key = ObjectValue(&Bytes{b: []byte(format[i+1 : j-1])})
	}
	v, err := getItem(th, mapping, key)
	return v, j, err
}

// parsePercentSpec parses the flags, width, precision and length modifier
// of the directive at format[i:] and returns it with the index of its
// conversion character.
func parsePercentSpec(format string, i int, a *percentArgs) (percentSpec, int, error) {
	d := percentSpec{width: -1, prec: -1}
flags:
	for ; i < len(format); i++ {
		switch format[i] {
		case '-':
			d.minus = true
		case '+':
			d.plus = true
		case ' ':
			d.space = true
		case '#':
			d.alt = true
		case '0':
			d.zero = true
		default:
			break flags
		}
	}
	i, err := d.readNum(format, i, a, false)
	if err != nil {
		return d, i, err
	}
	if i < len(format) && format[i] == '.' {
		if i, err = d.readNum(format, i+1, a, true); err != nil {
			return d, i, err
		}
	}
	if i < len(format) && (format[i] == 'h' || format[i] == 'l' || format[i] == 'L') {
		i++ // one length modifier, ignored as CPython does
	}
	if i >= len(format) {
		return d, i, newError(ValueErrorType, "incomplete format")
	}
	d.conv = format[i]
	return d, i, nil
}

// readNum reads the width (or, after the '.', the precision) at format[i:]:
// digits, or '*' taking it from the arguments. It returns the index after it.
func (d *percentSpec) readNum(format string, i int, a *percentArgs, isPrec bool) (int, error) {
	var n int
	var err error
	if i < len(format) && format[i] == '*' {
		if n, err = d.starNum(a, isPrec); err != nil {
			return i, err
		}
		i++
	} else if n, i, err = digitsNum(format, i, isPrec); err != nil {
		return i, err
	}
	if n > maxStrResult { // beyond any memory limit: charging fails first
		n = maxStrResult
	}
	if isPrec {
		d.prec = max(n, 0) // "%.f" is precision 0
	} else {
		d.width = n
	}
	return i, nil
}

// starNum takes a '*' width or precision from the arguments; a negative
// width left-aligns.
func (d *percentSpec) starNum(a *percentArgs, isPrec bool) (int, error) {
	v, err := a.next()
	if err != nil {
		return 0, err
	}
	if !isInt(v) {
		return 0, newError(TypeErrorType, "* wants int")
	}
	if _, big := v.obj.(*BigInt); big {
		if isPrec {
			return 0, newError(OverflowErrorType, "Python int too large to convert to C int")
		}
		return 0, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	n := v.small()
	if isPrec {
		if n > 1<<31-1 || n < -1<<31 {
			return 0, newError(OverflowErrorType, "Python int too large to convert to C int")
		}
		return int(max(n, 0)), nil
	}
	if n < 0 {
		d.minus = true
		n = -n
	}
	if n < 0 { // -(-2**63)
		return maxStrResult, nil
	}
	return int(n), nil
}

// digitsNum reads a decimal width or precision at format[i:]; n is -1 when
// there are no digits.
func digitsNum(format string, i int, isPrec bool) (n, next int, err error) {
	n = -1
	for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
		digit := int(format[i] - '0')
		n = max(n, 0)
		if isPrec && n > (1<<31-1-digit)/10 {
			return 0, i, newError(ValueErrorType, "precision too big")
		}
		if n > (1<<63-1-digit)/10 {
			return 0, i, newError(ValueErrorType, "width too big")
		}
		n = n*10 + digit
	}
	return n, i, nil
}

// isMapping is PyMapping_Check without the str exclusion: any object with
// __getitem__ other than a tuple.
func isMapping(v Value) bool {
	switch v.obj.(type) {
	case *Tuple, intKind, boolKind, floatKind, *BigInt: // "item%d" % n: no type walk
		return false
	case *Dict, *List, *Str, *Bytes, *ByteArray, *Range:
		return true
	}
	if v.Type().isSubtype(TupleType) {
		return false
	}
	_, ok := v.Type().lookup(nameGetitem)
	return ok
}

// percentOne renders one %-directive into b.
func percentOne(th *Thread, b *strings.Builder, d percentSpec, arg Value, pos int) error {
	switch d.conv {
	case 's', 'r', 'a':
		var s string
		var err error
		switch d.conv {
		case 's':
			if str, ok := arg.obj.(*Str); ok && d.width < 0 && d.prec < 0 {
				b.WriteString(str.s) // the common bare %s
				return nil
			}
			s, err = toStr(th, arg)
		case 'r':
			s, err = repr(th, arg)
		default:
			s, err = repr(th, arg)
			s = asciiRepr(s)
		}
		if err != nil {
			return err
		}
		return percentText(th, b, s, d)
	case 'c':
		var s string
		switch a := arg.obj.(type) {
		case *Str:
			if a.n != 1 {
				return newError(TypeErrorType, "%c requires int or char")
			}
			s = a.s
		default:
			if u, ok := arg.obj.(*Instance); ok {
				if str, isStr := u.base().obj.(*Str); isStr { // a str subclass
					if str.n != 1 {
						return newError(TypeErrorType, "%c requires int or char")
					}
					s = str.s
					break
				}
			}
			n, ok, err := percentCharCode(th, arg)
			if err != nil {
				return err
			}
			if !ok {
				return newError(TypeErrorType, "%c requires int or char")
			}
			if _, big := n.obj.(*BigInt); big || n.small() < 0 || n.small() > 0x10ffff {
				return newError(OverflowErrorType, "%c arg not in range(0x110000)")
			}
			s = string(rune(n.small()))
		}
		d.prec = -1
		return percentText(th, b, s, d)
	case 'd', 'i', 'u', 'x', 'X', 'o':
		bare := percentSpec{width: -1, prec: -1, conv: d.conv}
		if d == bare && arg.isSmallInt() && (d.conv == 'd' || d.conv == 'i' || d.conv == 'u') {
			var digits [20]byte // the common bare %d of an int
			b.Write(strconv.AppendInt(digits[:0], arg.small(), 10))
			return nil
		}
		v := arg
		if !isInt(v) {
			if v.isFloat() && (d.conv == 'd' || d.conv == 'i' || d.conv == 'u') {
				f, err := floatToInt(v.float())
				if err != nil {
					return err
				}
				v = f
			} else if u := unwrapBase(arg); isInt(u) {
				v = u
			} else if n, ok, err := percentIntArg(th, arg, d.conv); ok || err != nil {
				if err != nil {
					return err
				}
				v = n
			} else {
				what := "a real number"
				if d.conv == 'x' || d.conv == 'X' || d.conv == 'o' {
					what = "an integer"
				}
				return newError(TypeErrorType, "%"+string(d.conv)+" format: "+what+" is required, not "+typeName(arg))
			}
		}
		return percentInt(th, b, d, v)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		f, err := toFloatArg(th, arg)
		if err != nil {
			return err
		}
		var small [64]byte // the text is built here, then copied into b
		s, err := softfloat.AppendPercent(small[:0], f, softfloat.PercentSpec{Minus: d.minus, Plus: d.plus,
			Space: d.space && !d.plus, Alt: d.alt, Zero: d.zero && !d.minus, Width: d.width, Prec: d.prec, Conv: d.conv})
		if err != nil {
			return floatError(err)
		}
		b.Write(s)
		return nil
	}
	return newError(ValueErrorType, "unsupported format character '"+string(d.conv)+"' (0x"+hexN(int(d.conv), 0)+") at index "+itoa(int64(pos)))
}

// percentText writes s cut to d.prec code points and padded with spaces to
// d.width, as formatStr does for "%-5.2s".
func percentText(th *Thread, b *strings.Builder, s string, d percentSpec) error {
	n := len(s)
	if d.width >= 0 || d.prec >= 0 {
		n = runeCount(s)
	}
	if d.prec >= 0 && n > d.prec {
		s = s[:runeOffset(s, d.prec)]
		n = d.prec
	}
	return percentPad(th, b, s, n, d)
}

// runeOffset is the byte offset of code point i of s.
func runeOffset(s string, i int) int {
	for off := range s {
		if i == 0 {
			return off
		}
		i--
	}
	return len(s)
}

// percentPad writes s, n characters long, padded with spaces to d.width:
// on the right for '-', else on the left.
func percentPad(th *Thread, b *strings.Builder, s string, n int, d percentSpec) error {
	pad := d.width - n
	if pad <= 0 {
		b.WriteString(s)
		return nil
	}
	if err := th.chargeBytes(len(s) + pad); err != nil {
		return err
	}
	if !d.minus {
		fillRunes(b, ' ', pad)
	}
	b.WriteString(s)
	if d.minus {
		fillRunes(b, ' ', pad)
	}
	return nil
}

// percentIntArg converts a number-like object for %d (int(v): __int__,
// __index__, __trunc__) or %x and %o (__index__), as CPython's
// mainformatlong; not ok when v is not number-like or the conversion
// refuses it with a TypeError (the directive's own error then).
func percentIntArg(th *Thread, v Value, conv byte) (Value, bool, error) {
	if !isNumberLike(v) {
		return Value{}, false, nil
	}
	convert := toInt
	if conv == 'x' || conv == 'X' || conv == 'o' {
		convert = indexValue
	}
	n, err := convert(th, v)
	if isExceptionOf(err, TypeErrorType) {
		return Value{}, false, nil
	}
	return n, err == nil, err
}

// percentCharCode is the int of a %c argument that is not a character:
// an int, an int subclass's value, or what __index__ gives (CPython's
// PyLong_AsLong). ok is false for other types, and when __index__ raises
// TypeError, which %c reports with its own message.
func percentCharCode(th *Thread, v Value) (Value, bool, error) {
	if u := unwrapBase(v); isInt(u) {
		return u, true, nil
	}
	if _, ok := userMethod(v, "__index__"); !ok {
		return Value{}, false, nil
	}
	n, err := indexValue(th, v)
	if isExceptionOf(err, TypeErrorType) {
		return Value{}, false, nil
	}
	return n, err == nil, err
}

// toFloatArg converts a %-argument or a math function's to float as
// PyFloat_AsDouble does: __float__, else __index__. Floats and small ints,
// the common arguments of math functions, convert here.
func toFloatArg(th *Thread, v Value) (float64, error) {
	if v.isFloat() {
		return v.float(), nil
	}
	if v.isSmallInt() {
		return float64(v.small()), nil
	}
	return toFloatArgSlow(th, v)
}

// toFloatArgSlow is toFloatArg for the other types.
func toFloatArgSlow(th *Thread, v Value) (float64, error) {
	if isNumber(v) {
		return toFloat(v)
	}
	if u := unwrapBase(v); isNumber(u) {
		return toFloat(u)
	}
	if m, ok := userMethod(v, "__float__"); ok {
		r, err := th.callArgs(m, v)
		if err != nil {
			return 0, err
		}
		if r.isFloat() {
			return r.float(), nil
		}
	}
	if _, ok := userMethod(v, "__index__"); ok {
		n, err := indexValue(th, v)
		if err != nil {
			return 0, err
		}
		return toFloat(n)
	}
	return 0, newError(TypeErrorType, "must be real number, not "+typeName(v))
}

// percentOneBytes renders one directive of bytes % args into b.
func percentOneBytes(th *Thread, b *strings.Builder, d percentSpec, arg Value, pos int) error {
	var s string
	switch d.conv {
	case 's', 'b':
		if raw, ok := bytesOf(unwrapBase(arg)); ok {
			s = string(raw)
		} else if m, ok := userMethod(arg, "__bytes__"); ok {
			r, err := th.callArgs(m, arg)
			if err != nil {
				return err
			}
			rb, ok := r.obj.(*Bytes)
			if !ok {
				return newError(TypeErrorType, "__bytes__ returned non-bytes (type "+typeName(r)+")")
			}
			s = string(rb.b)
		} else {
			return newError(TypeErrorType, "%b requires a bytes-like object, or an object that implements __bytes__, not '"+typeName(arg)+"'")
		}
	case 'r', 'a':
		r, err := repr(th, arg)
		if err != nil {
			return err
		}
		s = asciiRepr(r)
	case 'c':
		if raw, ok := bytesOf(unwrapBase(arg)); ok {
			if len(raw) != 1 {
				return newError(TypeErrorType, "%c requires an integer in range(256) or a single byte")
			}
			return percentPad(th, b, string(raw), 1, d)
		}
		v, ok, err := percentCharCode(th, arg)
		if err != nil {
			return err
		}
		if !ok {
			return newError(TypeErrorType, "%c requires an integer in range(256) or a single byte")
		}
		if _, big := v.obj.(*BigInt); big || v.small() < 0 || v.small() > 255 {
			return newError(OverflowErrorType, "%c arg not in range(256)")
		}
		return percentPad(th, b, string([]byte{byte(v.small())}), 1, d)
	case 'i':
		d.conv = 'd'
		return percentOne(th, b, d, arg, pos)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		if _, err := toFloatArg(th, arg); err != nil {
			if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
				return newError(TypeErrorType, "float argument required, not "+typeName(arg))
			}
			return err
		}
		return percentOne(th, b, d, arg, pos)
	default:
		return percentOne(th, b, d, arg, pos)
	}
	if d.prec >= 0 && len(s) > d.prec {
		s = s[:d.prec]
	}
	return percentPad(th, b, s, len(s), d)
}

// percentInt renders %d %i %u %o %x %X as CPython's _PyUnicode_FormatLong
// and unicode_format_arg_output do: precision is a minimum digit count,
// '#' adds 0o/0x/0X, and zero padding goes between sign/prefix and digits.
func percentInt(th *Thread, b *strings.Builder, d percentSpec, v Value) error {
	base, prefix := 10, ""
	switch d.conv {
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if !d.alt {
		prefix = ""
	}
	var small [24]byte // an int64's digits in base 8 or more
	var neg bool
	var digits []byte
	if v.isSmallInt() || v.isBool() {
		n := v.small()
		neg = n < 0
		u := uint64(n)
		if neg {
			u = -u
		}
		digits = strconv.AppendUint(small[:0], u, base)
	} else {
		x := toBig(v)
		neg = x.Sign() < 0
		if err := th.charge(int64(x.BitLen())/64 + 1); err != nil {
			return err
		}
		digits = new(big.Int).Abs(x).Append(nil, base)
	}
	if d.conv == 'X' {
		for i, c := range digits {
			if c >= 'a' {
				digits[i] = c - 'a' + 'A'
			}
		}
	}
	zeros := 0 // the precision's zeros
	if d.prec > len(digits) {
		if err := th.chargeBytes(d.prec); err != nil {
			return err
		}
		zeros = d.prec - len(digits)
	}
	sign := ""
	switch {
	case neg:
		sign = "-"
	case d.plus:
		sign = "+"
	case d.space:
		sign = " "
	}
	pad := d.width - (len(sign) + len(prefix) + zeros + len(digits))
	if pad > 0 {
		if err := th.chargeBytes(d.width); err != nil {
			return err
		}
	}
	if pad > 0 && !d.minus && !d.zero {
		fillRunes(b, ' ', pad)
	}
	b.WriteString(sign)
	b.WriteString(prefix)
	if pad > 0 && d.zero && !d.minus {
		zeros += pad
	}
	fillRunes(b, '0', zeros)
	b.Write(digits)
	if pad > 0 && d.minus {
		fillRunes(b, ' ', pad)
	}
	return nil
}
