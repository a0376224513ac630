package pvm

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// percentFormat implements str % args (printf-style formatting). Each
// directive is translated to a format spec and rendered by the same code as
// format(), so both agree on every number; floats are rendered by
// softfloat.FormatPercent, which follows CPython's own % code.
func percentFormat(th *Thread, format string, args Value) (Value, error) {
	s, err := percentCore(th, format, args, false)
	if err != nil {
		return Value{}, err
	}
	return StrValue(s), nil
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

// percentCore formats; in bytes mode the text is bytes held in a string.
func percentCore(th *Thread, format string, args Value, bytesMode bool) (string, error) {
	// CPython's argument state: a tuple is consumed item by item; any other
	// value is the single argument, and %(key) directives replace it with
	// the looked-up value.
	cur := args
	var items []Value
	arglen, argidx := -1, -2
	if t, ok := args.obj.(*Tuple); ok {
		items, arglen, argidx = t.items, len(t.items), 0
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
	next := 1 << 12
	nextArg := func() (Value, error) {
		if argidx < arglen {
			argidx++
			if arglen < 0 {
				return cur, nil
			}
			return items[argidx-1], nil
		}
		return Value{}, newError(TypeErrorType, "not enough arguments for format string")
	}
	write := func(s string) error {
		b.WriteString(s)
		if b.Len() >= next { // account for the result as it doubles
			if err := th.chargeBytes(b.Len()); err != nil {
				return err
			}
			next = 2 * b.Len()
		}
		return nil
	}
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
			if mapping.obj == nil {
				return "", newError(TypeErrorType, "format requires a mapping")
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
				return "", newError(ValueErrorType, "incomplete format key")
			}
			key := StrValue(format[i+1 : j-1])
			if bytesMode {
				key = ObjectValue(&Bytes{b: []byte(format[i+1 : j-1])})
			}
			v, err := getItem(th, mapping, key)
			if err != nil {
				return "", err
			}
			cur, arglen, argidx = v, -1, -2
			i = j
		}
		if i < len(format) && !bytesMode {
			// A bare %s, %d or %i (the common case) has no flags, width or
			// precision to parse; plain strs and ints need no formatting.
			if conv := format[i]; conv == 's' || conv == 'd' || conv == 'i' {
				arg, err := nextArg()
				if err != nil {
					return "", err
				}
				s, ok := percentPlain(conv, arg)
				if !ok {
					if s, err = percentOne(th, conv, "", "", "", arg, i); err != nil {
						return "", err
					}
				}
				if err := write(s); err != nil {
					return "", err
				}
				continue
			}
		}
		// Flags.
		var flags strings.Builder
		for ; i < len(format) && strings.IndexByte("-+ #0", format[i]) >= 0; i++ {
			flags.WriteByte(format[i])
		}
		readNum := func(isPrec bool) (string, error) {
			if i < len(format) && format[i] == '*' {
				i++
				v, err := nextArg()
				if err != nil {
					return "", err
				}
				if !isInt(v) {
					return "", newError(TypeErrorType, "* wants int")
				}
				if _, big := v.obj.(*BigInt); big {
					if isPrec {
						return "", newError(OverflowErrorType, "Python int too large to convert to C int")
					}
					return "", newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
				}
				n := v.small()
				if isPrec {
					if n > 1<<31-1 || n < -1<<31 {
						return "", newError(OverflowErrorType, "Python int too large to convert to C int")
					}
					if n < 0 {
						n = 0
					}
				} else if n < 0 {
					flags.WriteByte('-')
					n = -n
				}
				return itoa(n), nil
			}
			start := i
			n := 0
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				d := int(format[i] - '0')
				if isPrec && n > (1<<31-1-d)/10 {
					return "", newError(ValueErrorType, "precision too big")
				}
				if n > (1<<63-1-d)/10 {
					return "", newError(ValueErrorType, "width too big")
				}
				n = n*10 + d
				i++
			}
			return format[start:i], nil
		}
		width, err := readNum(false)
		if err != nil {
			return "", err
		}
		prec := ""
		if i < len(format) && format[i] == '.' {
			i++
			if prec, err = readNum(true); err != nil {
				return "", err
			}
			if prec == "" {
				prec = "0"
			}
		}
		for i < len(format) && (format[i] == 'h' || format[i] == 'l' || format[i] == 'L') {
			i++
		}
		if i >= len(format) {
			return "", newError(ValueErrorType, "incomplete format")
		}
		conv := format[i]
		arg, err := nextArg()
		if err != nil {
			return "", err
		}
		var s string
		if bytesMode {
			s, err = percentOneBytes(th, conv, flags.String(), width, prec, arg, i)
		} else {
			s, err = percentOne(th, conv, flags.String(), width, prec, arg, i)
		}
		if err != nil {
			return "", err
		}
		if err := write(s); err != nil {
			return "", err
		}
	}
	if argidx < arglen && mapping.obj == nil {
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

// percentPlain renders %s of a str and %d or %i of a small int or bool,
// which percentOne renders unchanged and without charging; ok is false for
// any other argument.
func percentPlain(conv byte, arg Value) (string, bool) {
	if conv == 's' {
		if s, ok := arg.obj.(*Str); ok {
			return s.s, true
		}
		return "", false
	}
	if arg.isSmallInt() || arg.isBool() {
		return strconv.FormatInt(arg.small(), 10), true
	}
	return "", false
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

// percentOne renders one %-directive.
func percentOne(th *Thread, conv byte, flags, width, prec string, arg Value, pos int) (string, error) {
	left := strings.IndexByte(flags, '-') >= 0
	zero := strings.IndexByte(flags, '0') >= 0 && !left
	sign := ""
	if strings.IndexByte(flags, '+') >= 0 {
		sign = "+"
	} else if strings.IndexByte(flags, ' ') >= 0 {
		sign = " "
	}
	alt := strings.IndexByte(flags, '#') >= 0
	align := ">"
	if left {
		align = "<"
	}
	switch conv {
	case 's', 'r', 'a':
		var s string
		var err error
		switch conv {
		case 's':
			s, err = toStr(th, arg)
		case 'r':
			s, err = repr(th, arg)
		default:
			s, err = repr(th, arg)
			s = asciiRepr(s)
		}
		if err != nil {
			return "", err
		}
		spec := align + width
		if prec != "" {
			spec += "." + prec
		}
		return formatStr(th, s, spec)
	case 'c':
		var s string
		switch a := arg.obj.(type) {
		case *Str:
			if a.n != 1 {
				return "", newError(TypeErrorType, "%c requires int or char")
			}
			s = a.s
		default:
			if !isInt(arg) {
				return "", newError(TypeErrorType, "%c requires int or char")
			}
			if _, big := arg.obj.(*BigInt); big || arg.small() < 0 || arg.small() > 0x10ffff {
				return "", newError(OverflowErrorType, "%c arg not in range(0x110000)")
			}
			s = string(rune(arg.small()))
		}
		return formatStr(th, s, align+width)
	case 'd', 'i', 'u', 'x', 'X', 'o':
		v := arg
		if !isInt(v) {
			if v.isFloat() && (conv == 'd' || conv == 'i' || conv == 'u') {
				f, err := floatToInt(v.float())
				if err != nil {
					return "", err
				}
				v = f
			} else if u := unwrapBase(arg); isInt(u) {
				v = u
			} else {
				what := "a real number"
				if conv == 'x' || conv == 'X' || conv == 'o' {
					what = "an integer"
				}
				return "", newError(TypeErrorType, "%"+string(conv)+" format: "+what+" is required, not "+typeName(arg))
			}
		}
		return percentInt(th, conv, flags, width, prec, v)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		f, err := toFloatArg(th, arg)
		if err != nil {
			return "", err
		}
		p := softfloat.PercentSpec{Minus: left, Plus: sign == "+", Space: sign == " ", Alt: alt, Zero: zero,
			Width: -1, Prec: -1, Conv: conv}
		if width != "" {
			p.Width = atoiSmall(width)
		}
		if prec != "" {
			p.Prec = atoiSmall(prec)
		}
		s, err := softfloat.FormatPercent(f, p)
		if err != nil {
			return "", floatError(err)
		}
		return s, nil
	}
	return "", newError(ValueErrorType, "unsupported format character '"+string(conv)+"' (0x"+hexN(int(conv), 0)+") at index "+itoa(int64(pos)))
}

// toFloatArg converts a %-argument to float as float() would.
func toFloatArg(th *Thread, v Value) (float64, error) {
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
	return 0, newError(TypeErrorType, "must be real number, not "+typeName(v))
}

func atoiSmall(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
		if n > maxStrResult {
			return maxStrResult // beyond any memory limit; charging fails first
		}
	}
	return n
}

// percentOneBytes renders one directive of bytes % args.
func percentOneBytes(th *Thread, conv byte, flags, width, prec string, arg Value, pos int) (string, error) {
	pad := func(s string) string {
		w := atoiSmall(width)
		if len(s) >= w {
			return s
		}
		if strings.IndexByte(flags, '-') >= 0 {
			return s + strings.Repeat(" ", w-len(s))
		}
		return strings.Repeat(" ", w-len(s)) + s
	}
	switch conv {
	case 's', 'b':
		var raw []byte
		if b, ok := bytesOf(unwrapBase(arg)); ok {
			raw = b
		} else if m, ok := userMethod(arg, "__bytes__"); ok {
			r, err := th.callArgs(m, arg)
			if err != nil {
				return "", err
			}
			rb, ok := r.obj.(*Bytes)
			if !ok {
				return "", newError(TypeErrorType, "__bytes__ returned non-bytes (type "+typeName(r)+")")
			}
			raw = rb.b
		} else {
			return "", newError(TypeErrorType, "%b requires a bytes-like object, or an object that implements __bytes__, not '"+typeName(arg)+"'")
		}
		s := string(raw)
		if prec != "" && len(s) > atoiSmall(prec) {
			s = s[:atoiSmall(prec)]
		}
		return pad(s), nil
	case 'r', 'a':
		s, err := repr(th, arg)
		if err != nil {
			return "", err
		}
		s = asciiRepr(s)
		if prec != "" && len(s) > atoiSmall(prec) {
			s = s[:atoiSmall(prec)]
		}
		return pad(s), nil
	case 'c':
		if b, ok := bytesOf(unwrapBase(arg)); ok {
			if len(b) != 1 {
				return "", newError(TypeErrorType, "%c requires an integer in range(256) or a single byte")
			}
			return pad(string(b)), nil
		}
		if !isInt(unwrapBase(arg)) {
			return "", newError(TypeErrorType, "%c requires an integer in range(256) or a single byte")
		}
		v := unwrapBase(arg)
		if _, big := v.obj.(*BigInt); big || v.small() < 0 || v.small() > 255 {
			return "", newError(OverflowErrorType, "%c arg not in range(256)")
		}
		return pad(string([]byte{byte(v.small())})), nil
	case 'i':
		conv = 'd'
	case 'e', 'E', 'f', 'F', 'g', 'G':
		if _, err := toFloatArg(th, arg); err != nil {
			if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
				return "", newError(TypeErrorType, "float argument required, not "+typeName(arg))
			}
			return "", err
		}
	}
	return percentOne(th, conv, flags, width, prec, arg, pos)
}

// percentInt renders %d %i %u %o %x %X as CPython's _PyUnicode_FormatLong
// and unicode_format_arg_output do: precision is a minimum digit count,
// '#' adds 0o/0x/0X, and zero padding goes between sign/prefix and digits.
func percentInt(th *Thread, conv byte, flags, width, prec string, v Value) (string, error) {
	minus := strings.IndexByte(flags, '-') >= 0
	zero := strings.IndexByte(flags, '0') >= 0 && !minus
	base, prefix := 10, ""
	switch conv {
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if strings.IndexByte(flags, '#') < 0 {
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
	if conv == 'X' {
		digits = strings.ToUpper(digits)
	}
	if prec != "" {
		if p := atoiSmall(prec); p > len(digits) {
			if err := th.chargeBytes(p); err != nil {
				return "", err
			}
			digits = strings.Repeat("0", p-len(digits)) + digits
		}
	}
	sign := ""
	switch {
	case neg:
		sign = "-"
	case strings.IndexByte(flags, '+') >= 0:
		sign = "+"
	case strings.IndexByte(flags, ' ') >= 0:
		sign = " "
	}
	n := len(sign) + len(prefix) + len(digits)
	w := atoiSmall(width)
	if w <= n {
		return sign + prefix + digits, nil
	}
	if err := th.chargeBytes(w); err != nil {
		return "", err
	}
	switch {
	case zero:
		return sign + prefix + strings.Repeat("0", w-n) + digits, nil
	case minus:
		return sign + prefix + digits + strings.Repeat(" ", w-n), nil
	}
	return strings.Repeat(" ", w-n) + sign + prefix + digits, nil
}
