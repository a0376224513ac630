package pvm

import "strings"

// bytesOf returns the contents of a bytes or bytearray value.
func bytesOf(v Value) ([]byte, bool) {
	switch o := v.obj.(type) {
	case *Bytes:
		return o.b, true
	case *ByteArray:
		return o.b, true
	}
	return nil, false
}

func bytesContains(th *Thread, b []byte, item Value) (bool, error) {
	if err := th.charge(int64(len(b))/8 + 1); err != nil {
		return false, err
	}
	if sub, ok := bytesOf(unwrapBase(item)); ok {
		return strings.Contains(string(b), string(sub)), nil
	}
	if !isInt(unwrapBase(item)) && !hasIndex(item) {
		return false, newError(TypeErrorType, "a bytes-like object is required, not '"+typeName(item)+"'")
	}
	n, _, err := asIndexClamped(th, item)
	if err != nil {
		return false, err
	}
	if n < 0 || n > 255 {
		return false, newError(ValueErrorType, "byte must be in range(0, 256)")
	}
	return strings.IndexByte(string(b), byte(n)) >= 0, nil
}

func bytesGetItem(th *Thread, b []byte, key Value, mutable bool) (Value, error) {
	if s, ok := key.obj.(*Slice); ok {
		start, stop, step, err := sliceIndices(th, s, len(b))
		if err != nil {
			return Value{}, err
		}
		n := sliceLen(start, stop, step)
		if err := th.chargeBytes(n); err != nil {
			return Value{}, err
		}
		out := make([]byte, n)
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			out[i] = b[j]
		}
		if mutable {
			return ObjectValue(&ByteArray{b: out}), nil
		}
		return ObjectValue(&Bytes{b: out}), nil
	}
	if mutable {
		i, err := byteArrayIndex(th, key, len(b))
		if err != nil {
			return Value{}, err
		}
		return Int(int64(b[i])), nil
	}
	if _, big := key.obj.(*BigInt); big {
		return Value{}, newError(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	i, ok, err := asIndex(th, key)
	if err != nil {
		return Value{}, err
	}
	if !ok {
		return Value{}, newError(TypeErrorType, "byte indices must be integers or slices, not "+typeName(key))
	}
	if i < 0 {
		i += len(b)
	}
	if i < 0 || i >= len(b) {
		return Value{}, newError(IndexErrorType, "index out of range")
	}
	return Int(int64(b[i])), nil
}

func byteArraySetItem(th *Thread, o *ByteArray, key, v Value) error {
	if s, ok := key.obj.(*Slice); ok {
		return byteArraySetSlice(th, o, s, v)
	}
	i, err := byteArrayIndex(th, key, len(o.b))
	if err != nil {
		return err
	}
	c, err := byteValue(th, v)
	if err != nil {
		return err
	}
	o.b[i] = c
	return nil
}

// bytesRepr renders b'...' as CPython does.
func bytesRepr(b []byte) string {
	quote := byte('\'')
	if strings.IndexByte(string(b), '\'') >= 0 && strings.IndexByte(string(b), '"') < 0 {
		quote = '"'
	}
	var sb strings.Builder
	sb.WriteString("b")
	writeBytesLiteral(&sb, b, quote, quote)
	return sb.String()
}

// byteArrayRepr renders bytearray(b'...'): unlike bytes, single quotes are
// always escaped, even inside double quotes (CPython's bytearray_repr).
func byteArrayRepr(name string, b []byte) string {
	quote := byte('\'')
	for _, c := range b {
		if c == '"' {
			quote = '\''
			break
		}
		if c == '\'' {
			quote = '"'
		}
	}
	var sb strings.Builder
	sb.WriteString(name + "(b")
	writeBytesLiteral(&sb, b, quote, '\'')
	sb.WriteString(")")
	return sb.String()
}

// writeBytesLiteral writes b between quote characters, backslash-escaping
// escaped (the quote bytes need) and the bytes no literal may hold raw.
func writeBytesLiteral(sb *strings.Builder, b []byte, quote, escaped byte) {
	sb.WriteByte(quote)
	for _, c := range b {
		switch {
		case c == escaped || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c == '\n':
			sb.WriteString(`\n`)
		case c == '\r':
			sb.WriteString(`\r`)
		case c == '\t':
			sb.WriteString(`\t`)
		case c < 0x20 || c >= 0x7f:
			sb.WriteString(`\x` + hex2(int(c)))
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte(quote)
}
