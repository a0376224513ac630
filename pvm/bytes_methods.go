package pvm

import (
	"bytes"
)

// The methods of bytes and bytearray (CPython 3.11 semantics and messages).
// Both types share one implementation; methods of bytearray return
// bytearrays. Character classes and case mappings are ASCII-only, as in
// CPython's bytes_methods.c.

type bytesMethodFunc func(th *Thread, b []byte, self Value, a []Value) (Value, error)

// selfBytes extracts the receiver of a bytes or bytearray method.
func selfBytes(t *Type, args []Value, name string) (Value, []byte, error) {
	if len(args) == 0 {
		return Value{}, nil, newError(TypeErrorType, "unbound method "+t.Name+"."+name+"() needs an argument")
	}
	if args[0].Type().isSubtype(t) {
		base := unwrapBase(args[0])
		if b, ok := bytesOf(base); ok {
			return base, b, nil
		}
	}
	return Value{}, nil, newError(TypeErrorType, "descriptor '"+name+"' for '"+t.Name+"' objects doesn't apply to a '"+typeName(args[0])+"' object")
}

// defBytesMethod installs a method on both bytes and bytearray.
func defBytesMethod(name string, kind byte, min, max int, names []string, fn bytesMethodFunc) {
	for _, t := range []*Type{BytesType, ByteArrType} {
		t := t
		spec := &methodArgs{owner: t.Name, name: name, kind: kind, min: min, max: max, names: names}
		defMethod(t, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			self, b, err := selfBytes(t, args, name)
			if err != nil {
				return Value{}, err
			}
			a, scratch, err := spec.parseScratch(th, args[1:], kw)
			if err != nil {
				return Value{}, err
			}
			v, err := fn(th, b, self, a)
			if scratch { // not deferred: a panic ends the execution anyway
				th.freeFrame(a)
			}
			return v, err
		})
	}
}

// defByteArrayMethod installs a bytearray-only method.
func defByteArrayMethod(name string, kind byte, min, max int, fn func(th *Thread, o *ByteArray, a []Value) (Value, error)) {
	spec := &methodArgs{owner: "bytearray", name: name, kind: kind, min: min, max: max}
	defMethod(ByteArrType, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		self, _, err := selfBytes(ByteArrType, args, name)
		if err != nil {
			return Value{}, err
		}
		a, err := spec.parse(args[1:], kw)
		if err != nil {
			return Value{}, err
		}
		return fn(th, self.obj.(*ByteArray), a)
	})
}

// newBytesLike makes a result of the receiver's kind, charging for it.
func newBytesLike(th *Thread, self Value, b []byte) (Value, error) {
	if err := th.chargeBytes(len(b)); err != nil {
		return Value{}, err
	}
	if _, ok := self.obj.(*ByteArray); ok {
		return ObjectValue(&ByteArray{b: b}), nil
	}
	return ObjectValue(&Bytes{b: b}), nil
}

// sameOrCopy returns self unchanged for bytes and a copy for bytearray.
func sameOrCopy(th *Thread, self Value, b []byte) (Value, error) {
	if _, ok := self.obj.(*ByteArray); ok {
		return newBytesLike(th, self, append([]byte(nil), b...))
	}
	return self, nil
}

// bytesArg reads an argument that must be bytes-like.
func bytesArg(v Value) ([]byte, error) {
	if b, ok := bytesOf(unwrapBase(v)); ok {
		return b, nil
	}
	return nil, newError(TypeErrorType, "a bytes-like object is required, not '"+typeName(v)+"'")
}

// byteValue checks that an int is a byte.
func byteValue(th *Thread, v Value) (byte, error) {
	n, ok, err := asIndex(th, v)
	if err != nil {
		if e, isExc := err.(*Exception); isExc && e.cls == IndexErrorType {
			return 0, newError(ValueErrorType, "byte must be in range(0, 256)")
		}
		return 0, err
	}
	if !ok {
		return 0, newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
	}
	if n < 0 || n > 255 {
		return 0, newError(ValueErrorType, "byte must be in range(0, 256)")
	}
	return byte(n), nil
}

// subArg reads the needle of find/count/index: bytes-like or an int byte.
func subArg(th *Thread, v Value) ([]byte, error) {
	if b, ok := bytesOf(unwrapBase(v)); ok {
		return b, nil
	}
	if isInt(unwrapBase(v)) || hasIndex(v) {
		c, err := byteValue(th, v)
		if err != nil {
			return nil, err
		}
		return []byte{c}, nil
	}
	return nil, newError(TypeErrorType, "argument should be integer or bytes-like object, not '"+typeName(v)+"'")
}

func hasIndex(v Value) bool {
	if _, ok := v.obj.(*Instance); ok {
		_, ok := v.Type().lookupString("__index__")
		return ok
	}
	return false
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}
func isASCIILower(c byte) bool { return c >= 'a' && c <= 'z' }
func isASCIIUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isASCIIAlpha(c byte) bool { return isASCIILower(c) || isASCIIUpper(c) }
func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

// The ASCII case mappings of bytes, which str also uses for ASCII text,
// rewrite b in place: callers copy first, so a short str is mapped in a
// stack buffer and copied once into its result.

func bytesLower(b []byte) {
	for i, c := range b {
		if isASCIIUpper(c) {
			b[i] = c + 32
		}
	}
}

func bytesUpper(b []byte) {
	for i, c := range b {
		if isASCIILower(c) {
			b[i] = c - 32
		}
	}
}

func bytesSwapcase(b []byte) {
	for i, c := range b {
		if isASCIILower(c) {
			b[i] = c - 32
		} else if isASCIIUpper(c) {
			b[i] = c + 32
		}
	}
}

func bytesTitle(b []byte) {
	prev := false
	for i, c := range b {
		switch {
		case isASCIIUpper(c):
			if prev {
				b[i] = c + 32
			}
			prev = true
		case isASCIILower(c):
			if !prev {
				b[i] = c - 32
			}
			prev = true
		default:
			prev = false
		}
	}
}

func bytesCapitalize(b []byte) {
	bytesLower(b)
	if len(b) > 0 && isASCIILower(b[0]) {
		b[0] -= 32
	}
}

func bytesAll(b []byte, f func(byte) bool) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if !f(c) {
			return false
		}
	}
	return true
}

func init() {
	for _, t := range []*Type{BytesType, ByteArrType} {
		t.construct = constructBytes
		defSeqDunders(t)
	}
	caseFn := func(name string, f func([]byte)) {
		defBytesMethod(name, argsNone, 0, 0, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
			out := append([]byte(nil), b...)
			f(out)
			return newBytesLike(th, self, out)
		})
	}
	caseFn("lower", bytesLower)
	caseFn("upper", bytesUpper)
	caseFn("swapcase", bytesSwapcase)
	caseFn("title", bytesTitle)
	caseFn("capitalize", bytesCapitalize)

	pred := func(name string, f func([]byte) bool) {
		defBytesMethod(name, argsNone, 0, 0, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
			if err := scanCost(th, len(b)); err != nil {
				return Value{}, err
			}
			return Bool(f(b)), nil
		})
	}
	pred("isalpha", func(b []byte) bool { return bytesAll(b, isASCIIAlpha) })
	pred("isdigit", func(b []byte) bool { return bytesAll(b, isASCIIDigit) })
	pred("isalnum", func(b []byte) bool {
		return bytesAll(b, func(c byte) bool { return isASCIIAlpha(c) || isASCIIDigit(c) })
	})
	pred("isspace", func(b []byte) bool { return bytesAll(b, isASCIISpace) })
	pred("isascii", func(b []byte) bool {
		for _, c := range b {
			if c >= 0x80 {
				return false
			}
		}
		return true
	})
	pred("islower", func(b []byte) bool {
		cased := false
		for _, c := range b {
			if isASCIIUpper(c) {
				return false
			}
			cased = cased || isASCIILower(c)
		}
		return cased
	})
	pred("isupper", func(b []byte) bool {
		cased := false
		for _, c := range b {
			if isASCIILower(c) {
				return false
			}
			cased = cased || isASCIIUpper(c)
		}
		return cased
	})
	pred("istitle", func(b []byte) bool {
		cased, prev := false, false
		for _, c := range b {
			switch {
			case isASCIIUpper(c):
				if prev {
					return false
				}
				prev, cased = true, true
			case isASCIILower(c):
				if !prev {
					return false
				}
				prev, cased = true, true
			default:
				prev = false
			}
		}
		return cased
	})

	for _, name := range []string{"center", "ljust", "rjust"} {
		name := name
		defBytesMethod(name, argsPos, 1, 2, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
			return bytesJustify(th, b, self, name, a[0], a[1])
		})
	}
	defBytesMethod("zfill", argsOne, 1, 1, nil, bytesZfill)
	defBytesMethod("expandtabs", argsKw, 0, 1, []string{"tabsize"}, bytesExpandTabs)
	for _, name := range []string{"find", "rfind", "index", "rindex", "count"} {
		name := name
		defBytesMethod(name, argsTuple, 1, 3, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
			return bytesFind(th, b, name, a)
		})
	}
	for _, name := range []string{"startswith", "endswith"} {
		name := name
		defBytesMethod(name, argsTuple, 1, 3, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
			return bytesStartsEnds(th, b, name, a)
		})
	}
	for _, name := range []string{"strip", "lstrip", "rstrip"} {
		name := name
		defBytesMethod(name, argsPos, 0, 1, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
			return bytesStrip(th, b, self, name, a[0])
		})
	}
	defBytesMethod("split", argsKw, 0, 2, []string{"sep", "maxsplit"}, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		return bytesSplit(th, b, self, a, false)
	})
	defBytesMethod("rsplit", argsKw, 0, 2, []string{"sep", "maxsplit"}, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		return bytesSplit(th, b, self, a, true)
	})
	defBytesMethod("splitlines", argsKw, 0, 1, []string{"keepends"}, bytesSplitlines)
	defBytesMethod("partition", argsOne, 1, 1, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		return bytesPartition(th, b, self, a[0], false)
	})
	defBytesMethod("rpartition", argsOne, 1, 1, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		return bytesPartition(th, b, self, a[0], true)
	})
	defBytesMethod("join", argsOne, 1, 1, nil, bytesJoin)
	defBytesMethod("replace", argsPos, 2, 3, nil, bytesReplace)
	defBytesMethod("removeprefix", argsOne, 1, 1, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		p, err := bytesArg(a[0])
		if err != nil {
			return Value{}, err
		}
		if bytes.HasPrefix(b, p) && len(p) > 0 {
			return newBytesLike(th, self, append([]byte(nil), b[len(p):]...))
		}
		return sameOrCopy(th, self, b)
	})
	defBytesMethod("removesuffix", argsOne, 1, 1, nil, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		p, err := bytesArg(a[0])
		if err != nil {
			return Value{}, err
		}
		if bytes.HasSuffix(b, p) && len(p) > 0 {
			return newBytesLike(th, self, append([]byte(nil), b[:len(b)-len(p)]...))
		}
		return sameOrCopy(th, self, b)
	})
	defBytesMethod("translate", argsKw, 1, 2, []string{"", "delete"}, bytesTranslate)
	defBytesMethod("decode", argsKw, 0, 2, []string{"encoding", "errors"}, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		enc, errs, err := codecArgs("decode", a[0], a[1])
		if err != nil {
			return Value{}, err
		}
		s, err := codecDecode(th, b, enc, errs)
		if err != nil {
			return Value{}, err
		}
		return newStrResult(th, s)
	})
	defBytesMethod("hex", argsKw, 0, 2, []string{"sep", "bytes_per_sep"}, func(th *Thread, b []byte, self Value, a []Value) (Value, error) {
		s, err := bytesHex(th, b, a[0], a[1])
		if err != nil {
			return Value{}, err
		}
		return newStrResult(th, s)
	})
	for _, t := range []*Type{BytesType, ByteArrType} {
		t := t
		defStaticMethod(t, "maketrans", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			spec := methodArgs{owner: t.Name, name: "maketrans", kind: argsPos, min: 2, max: 2}
			a, err := spec.parse(args, kw)
			if err != nil {
				return Value{}, err
			}
			from, err := bytesArg(a[0])
			if err != nil {
				return Value{}, err
			}
			to, err := bytesArg(a[1])
			if err != nil {
				return Value{}, err
			}
			if len(from) != len(to) {
				return Value{}, newError(ValueErrorType, "maketrans arguments must have same length")
			}
			table := make([]byte, 256)
			for i := range table {
				table[i] = byte(i)
			}
			for i, c := range from {
				table[c] = to[i]
			}
			return ObjectValue(&Bytes{b: table}), nil
		})
		fromhex := &Builtin{name: "fromhex", fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
			spec := methodArgs{owner: t.Name, name: "fromhex", kind: argsOne}
			a, err := spec.parse(args[1:], kw)
			if err != nil {
				return Value{}, err
			}
			s, ok := strArg(a[0])
			if !ok {
				return Value{}, newError(TypeErrorType, "fromhex() argument must be str, not "+typeNameOrNone(a[0]))
			}
			b, err := bytesFromHex(s.s)
			if err != nil {
				return Value{}, err
			}
			if err := th.chargeBytes(len(b)); err != nil {
				return Value{}, err
			}
			cls, _ := args[0].obj.(*Type)
			if cls == ByteArrType {
				return ObjectValue(&ByteArray{b: b}), nil
			}
			if cls == BytesType || cls == nil {
				return ObjectValue(&Bytes{b: b}), nil
			}
			return th.callArgs(args[0], ObjectValue(&Bytes{b: b}))
		}}
		t.dict.SetString("fromhex", ObjectValue(&ClassMethod{fn: ObjectValue(fromhex)}))
	}
	defByteArrayMutators()
	ByteArrType.dict.SetString("__hash__", None) // mutable: unhashable
	defMethod(BytesType, "__getnewargs__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		_, b, err := selfBytes(BytesType, args, "__getnewargs__")
		if err != nil {
			return Value{}, err
		}
		return NewTuple([]Value{ObjectValue(&Bytes{b: b})}), nil
	})
	defMethod(BytesType, "__bytes__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		_, b, err := selfBytes(BytesType, args, "__bytes__")
		if err != nil {
			return Value{}, err
		}
		return ObjectValue(&Bytes{b: b}), nil
	})
}

func bytesJustify(th *Thread, b []byte, self Value, name string, wv, fv Value) (Value, error) {
	width, err := ssizeArg(th, wv)
	if err != nil {
		return Value{}, err
	}
	fill := byte(' ')
	if given(fv) {
		f, ok := bytesOf(unwrapBase(fv))
		if !ok || len(f) != 1 {
			return Value{}, newError(TypeErrorType, name+"() argument 2 must be a byte string of length 1, not "+typeNameOrNone(fv))
		}
		fill = f[0]
	}
	if width <= len(b) {
		return sameOrCopy(th, self, b)
	}
	marg := width - len(b)
	if width > maxStrResult {
		return Value{}, newErrorArgs(MemoryErrorType)
	}
	if err := th.chargeBytes(width); err != nil {
		return Value{}, err
	}
	var left int
	switch name {
	case "ljust":
	case "rjust":
		left = marg
	default:
		left = marg/2 + (marg & width & 1)
	}
	out := make([]byte, 0, width)
	out = append(out, bytes.Repeat([]byte{fill}, left)...)
	out = append(out, b...)
	out = append(out, bytes.Repeat([]byte{fill}, marg-left)...)
	return newBytesLike(th, self, out)
}

func bytesZfill(th *Thread, b []byte, self Value, a []Value) (Value, error) {
	width, err := ssizeArg(th, a[0])
	if err != nil {
		return Value{}, err
	}
	if width <= len(b) {
		return sameOrCopy(th, self, b)
	}
	fill := width - len(b)
	if width > maxStrResult {
		return Value{}, newErrorArgs(MemoryErrorType)
	}
	if err := th.chargeBytes(width); err != nil {
		return Value{}, err
	}
	out := append(bytes.Repeat([]byte{'0'}, fill), b...)
	if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
		out[0] = b[0]
		out[fill] = '0'
	}
	return newBytesLike(th, self, out)
}

func bytesExpandTabs(th *Thread, b []byte, self Value, a []Value) (Value, error) {
	tab := 8
	if given(a[0]) {
		var err error
		if tab, err = intArg(th, a[0]); err != nil {
			return Value{}, err
		}
	}
	size, col := 0, 0
	for _, c := range b {
		switch c {
		case '\t':
			if tab > 0 {
				n := tab - col%tab
				size += n
				col += n
			}
		case '\n', '\r':
			size++
			col = 0
		default:
			size++
			col++
		}
		if size > maxStrResult {
			return Value{}, newErrorArgs(MemoryErrorType)
		}
	}
	if err := th.chargeBytes(size); err != nil {
		return Value{}, err
	}
	out := make([]byte, 0, size)
	col = 0
	for _, c := range b {
		switch c {
		case '\t':
			if tab > 0 {
				n := tab - col%tab
				out = append(out, bytes.Repeat([]byte{' '}, n)...)
				col += n
			}
		case '\n', '\r':
			out = append(out, c)
			col = 0
		default:
			out = append(out, c)
			col++
		}
	}
	if _, ok := self.obj.(*ByteArray); ok {
		return ObjectValue(&ByteArray{b: out}), nil
	}
	return ObjectValue(&Bytes{b: out}), nil
}

func bytesFind(th *Thread, b []byte, name string, a []Value) (Value, error) {
	// CPython reads start and end before the needle.
	start, end, err := strRange(th, a[1:], len(b))
	if err != nil {
		return Value{}, err
	}
	sub, err := subArg(th, a[0])
	if err != nil {
		return Value{}, err
	}
	if err := scanCost(th, len(b)); err != nil {
		return Value{}, err
	}
	if name == "count" {
		if end-start < len(sub) {
			return Int(0), nil
		}
		if len(sub) == 0 {
			return Int(int64(end - start + 1)), nil
		}
		return Int(int64(bytes.Count(b[start:end], sub))), nil
	}
	pos := -1
	if end-start >= len(sub) {
		var i int
		if name == "find" || name == "index" {
			i = bytes.Index(b[start:end], sub)
		} else {
			i = bytes.LastIndex(b[start:end], sub)
		}
		if i >= 0 {
			pos = start + i
		}
	}
	if pos < 0 && (name == "index" || name == "rindex") {
		return Value{}, newError(ValueErrorType, "subsection not found")
	}
	return Int(int64(pos)), nil
}

func bytesStartsEnds(th *Thread, b []byte, name string, a []Value) (Value, error) {
	start, end, err := strRange(th, a[1:], len(b))
	if err != nil {
		return Value{}, err
	}
	match := func(sub []byte) bool {
		if end-len(sub) < start {
			return false
		}
		if name == "startswith" {
			return bytes.HasPrefix(b[start:end], sub)
		}
		return bytes.HasSuffix(b[start:end], sub)
	}
	if tup, ok := a[0].obj.(*Tuple); ok {
		for _, it := range tup.items {
			sub, err := bytesArg(it)
			if err != nil {
				return Value{}, err
			}
			if match(sub) {
				return True, nil
			}
		}
		return False, nil
	}
	sub, ok := bytesOf(unwrapBase(a[0]))
	if !ok {
		return Value{}, newError(TypeErrorType, name+" first arg must be bytes or a tuple of bytes, not "+typeName(a[0]))
	}
	return Bool(match(sub)), nil
}

func bytesStrip(th *Thread, b []byte, self Value, name string, cv Value) (Value, error) {
	in := isASCIISpace
	if given(cv) && !cv.IsNone() {
		chars, err := bytesArg(cv)
		if err != nil {
			return Value{}, err
		}
		in = func(c byte) bool { return bytes.IndexByte(chars, c) >= 0 }
	}
	i, j := 0, len(b)
	if name != "rstrip" {
		for i < j && in(b[i]) {
			i++
		}
	}
	if name != "lstrip" {
		for j > i && in(b[j-1]) {
			j--
		}
	}
	if i == 0 && j == len(b) {
		return sameOrCopy(th, self, b)
	}
	return newBytesLike(th, self, append([]byte(nil), b[i:j]...))
}

func bytesParts(th *Thread, self Value, parts [][]byte, total int) (Value, error) {
	if err := th.charge(int64(total)/8 + int64(len(parts)) + 1); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofSeq(len(parts)) + int64(len(parts))*objectHeader + int64(total)); err != nil {
		return Value{}, err
	}
	_, mutable := self.obj.(*ByteArray)
	items := make([]Value, len(parts))
	for i, p := range parts {
		p = append([]byte{}, p...)
		if mutable {
			items[i] = ObjectValue(&ByteArray{b: p})
		} else {
			items[i] = ObjectValue(&Bytes{b: p})
		}
	}
	return NewList(items), nil
}

func bytesSplit(th *Thread, b []byte, self Value, a []Value, right bool) (Value, error) {
	maxsplit, err := maxsplitArg(th, a[1])
	if err != nil {
		return Value{}, err
	}
	if maxsplit < 0 {
		maxsplit = 1 << 62
	}
	var strs []string
	if !given(a[0]) || a[0].IsNone() {
		strs = splitWhitespace(nil, string(b), maxsplit, right, bytesSpace)
	} else {
		sep, err := bytesArg(a[0])
		if err != nil {
			return Value{}, err
		}
		if len(sep) == 0 {
			return Value{}, newError(ValueErrorType, "empty separator")
		}
		strs = splitSep(nil, string(b), string(sep), maxsplit, right)
	}
	parts := make([][]byte, len(strs))
	for i, s := range strs {
		parts[i] = []byte(s)
	}
	return bytesParts(th, self, parts, len(b))
}

func bytesSplitlines(th *Thread, b []byte, self Value, a []Value) (Value, error) {
	keep := false
	if given(a[0]) {
		k, err := intArg(th, a[0])
		if err != nil {
			return Value{}, err
		}
		keep = k != 0
	}
	var parts [][]byte
	i := 0
	for i < len(b) {
		j := i
		n := 0
		for j < len(b) {
			if b[j] == '\n' {
				n = 1
				break
			}
			if b[j] == '\r' {
				n = 1
				if j+1 < len(b) && b[j+1] == '\n' {
					n = 2
				}
				break
			}
			j++
		}
		eol := j
		if keep {
			eol = j + n
		}
		parts = append(parts, b[i:eol])
		i = j + n
	}
	return bytesParts(th, self, parts, len(b))
}

func bytesPartition(th *Thread, b []byte, self Value, sv Value, right bool) (Value, error) {
	sep, err := bytesArg(sv)
	if err != nil {
		return Value{}, err
	}
	if len(sep) == 0 {
		return Value{}, newError(ValueErrorType, "empty separator")
	}
	var i int
	if right {
		i = bytes.LastIndex(b, sep)
	} else {
		i = bytes.Index(b, sep)
	}
	mk := func(p []byte) Value {
		v, _ := newBytesLike(th, self, append([]byte{}, p...))
		return v
	}
	if err := th.chargeBytes(len(b) + len(sep)); err != nil {
		return Value{}, err
	}
	if i < 0 {
		if right {
			return NewTuple([]Value{mk(nil), mk(nil), mk(b)}), nil
		}
		return NewTuple([]Value{mk(b), mk(nil), mk(nil)}), nil
	}
	mid := sv // bytes.partition gives back the separator object itself
	if _, mutable := unwrapBase(self).obj.(*ByteArray); mutable {
		mid = mk(sep)
	}
	return NewTuple([]Value{mk(b[:i]), mid, mk(b[i+len(sep):])}), nil
}

func bytesJoin(th *Thread, b []byte, self Value, a []Value) (Value, error) {
	items, err := sequenceFast(th, a[0], joinIterableMsg)
	if err != nil {
		return Value{}, err
	}
	n := 0
	parts := make([][]byte, len(items))
	for i, it := range items {
		p, ok := bytesOf(unwrapBase(it))
		if !ok {
			return Value{}, newError(TypeErrorType, "sequence item "+itoa(int64(i))+": expected a bytes-like object, "+typeName(it)+" found")
		}
		parts[i] = p
		n += len(p)
	}
	if len(items) > 1 {
		n += len(b) * (len(items) - 1)
	}
	if err := th.chargeBytes(n); err != nil {
		return Value{}, err
	}
	return newBytesLike(th, self, bytes.Join(parts, b))
}

func bytesReplace(th *Thread, b []byte, self Value, a []Value) (Value, error) {
	old, err := bytesArg(a[0])
	if err != nil {
		return Value{}, err
	}
	repl, err := bytesArg(a[1])
	if err != nil {
		return Value{}, err
	}
	count := -1
	if given(a[2]) {
		if count, err = ssizeArg(th, a[2]); err != nil {
			return Value{}, err
		}
	}
	if err := scanCost(th, len(b)); err != nil {
		return Value{}, err
	}
	m := bytes.Count(b, old)
	if count >= 0 && count < m {
		m = count
	}
	if m == 0 {
		return sameOrCopy(th, self, b)
	}
	if int64(len(b))+int64(m)*int64(len(repl)-len(old)) > 1<<40 {
		return Value{}, newError(OverflowErrorType, "replace bytes is too long")
	}
	if err := th.chargeBytes(len(b) + m*(len(repl)-len(old))); err != nil {
		return Value{}, err
	}
	return newBytesLike(th, self, bytes.Replace(b, old, repl, m))
}

func bytesTranslate(th *Thread, b []byte, self Value, a []Value) (Value, error) {
	var table []byte
	if !a[0].IsNone() {
		t, err := bytesArg(a[0])
		if err != nil {
			return Value{}, err
		}
		if len(t) != 256 {
			return Value{}, newError(ValueErrorType, "translation table must be 256 characters long")
		}
		table = t
	}
	var del []byte
	if given(a[1]) {
		d, err := bytesArg(a[1])
		if err != nil {
			return Value{}, err
		}
		del = d
	}
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if bytes.IndexByte(del, c) >= 0 {
			continue
		}
		if table != nil {
			c = table[c]
		}
		out = append(out, c)
	}
	return newBytesLike(th, self, out)
}

func bytesHex(th *Thread, b []byte, sepv, perv Value) (string, error) {
	const digits = "0123456789abcdef"
	// CPython converts bytes_per_sep before it looks at sep.
	per := 1
	if given(perv) {
		var err error
		if per, err = intArg(th, perv); err != nil {
			return "", err
		}
	}
	sep, hasSep := byte(0), given(sepv)
	if hasSep {
		var s string
		switch o := unwrapBase(sepv).obj.(type) {
		case *Str:
			if o.n != 1 {
				return "", newError(ValueErrorType, "sep must be length 1.")
			}
			s = o.s
		case *Bytes:
			if len(o.b) != 1 {
				return "", newError(ValueErrorType, "sep must be length 1.")
			}
			s = string(o.b)
		default: // CPython takes len(sep) before checking its type (a bytearray is refused)
			n, err := length(th, sepv)
			if err != nil {
				return "", err
			}
			if n != 1 {
				return "", newError(ValueErrorType, "sep must be length 1.")
			}
			return "", newError(TypeErrorType, "sep must be str or bytes.")
		}
		if s[0] >= 0x80 {
			return "", newError(ValueErrorType, "sep must be ASCII.")
		}
		sep = s[0]
	}
	if err := th.chargeBytes(len(b) * 3); err != nil {
		return "", err
	}
	out := make([]byte, 0, len(b)*3)
	if !hasSep || per == 0 || len(b) == 0 {
		for _, c := range b {
			out = append(out, digits[c>>4], digits[c&15])
		}
		return string(out), nil
	}
	group := per
	if group < 0 {
		group = -group
	}
	for i, c := range b {
		if i > 0 {
			// Groups are counted from the right for a positive
			// bytes_per_sep, from the left for a negative one.
			if per > 0 && (len(b)-i)%group == 0 || per < 0 && i%group == 0 {
				out = append(out, sep)
			}
		}
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out), nil
}

func hexDigit(r rune) int {
	switch {
	case r >= '0' && r <= '9':
		return int(r - '0')
	case r >= 'a' && r <= 'f':
		return int(r-'a') + 10
	case r >= 'A' && r <= 'F':
		return int(r-'A') + 10
	}
	return -1
}

// bytesFromHex is bytes.fromhex.
func bytesFromHex(s string) ([]byte, error) {
	rs := []rune(s)
	var out []byte
	bad := func(i int) error {
		return newError(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position "+itoa(int64(i)))
	}
	for i := 0; i < len(rs); {
		if rs[i] < 0x80 && isASCIISpace(byte(rs[i])) {
			i++
			continue
		}
		hi := hexDigit(rs[i])
		if hi < 0 {
			return nil, bad(i)
		}
		if i+1 >= len(rs) {
			return nil, bad(i + 1)
		}
		lo := hexDigit(rs[i+1])
		if lo < 0 {
			return nil, bad(i + 1)
		}
		out = append(out, byte(hi<<4|lo))
		i += 2
	}
	if out == nil {
		out = []byte{}
	}
	return out, nil
}

// constructBytes is bytes(source, encoding, errors) and bytearray(...).
func constructBytes(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	spec := methodArgs{owner: t.Name, name: t.Name, kind: argsKw, max: 3, names: []string{"source", "encoding", "errors"}}
	a, err := spec.parse(args, kw)
	if err != nil {
		return Value{}, err
	}
	mutable := t == ByteArrType
	wrap := func(b []byte) (Value, error) {
		if err := th.chargeBytes(len(b)); err != nil {
			return Value{}, err
		}
		if mutable {
			return ObjectValue(&ByteArray{b: b}), nil
		}
		return ObjectValue(&Bytes{b: b}), nil
	}
	src := a[0]
	if given(a[1]) || given(a[2]) {
		// encoding and errors must be str before anything else is checked.
		enc, errs, err := codecArgs(t.Name, a[1], a[2])
		if err != nil {
			return Value{}, err
		}
		s, ok := strArg(src)
		if !ok {
			if given(a[1]) {
				return Value{}, newError(TypeErrorType, "encoding without a string argument")
			}
			return Value{}, newError(TypeErrorType, "errors without a string argument")
		}
		if !given(a[1]) {
			return Value{}, newError(TypeErrorType, "string argument without an encoding")
		}
		b, err := codecEncode(th, s.s, enc, errs)
		if err != nil {
			return Value{}, err
		}
		return wrap(b)
	}
	if !given(src) {
		return wrap([]byte{})
	}
	if _, ok := strArg(src); ok {
		return Value{}, newError(TypeErrorType, "string argument without an encoding")
	}
	if !mutable {
		if m, ok := userMethod(src, "__bytes__"); ok {
			r, err := th.callArgs(m, src)
			if err != nil {
				return Value{}, err
			}
			rb, ok := r.obj.(*Bytes)
			if !ok {
				return Value{}, newError(TypeErrorType, "__bytes__ returned non-bytes (type "+typeName(r)+")")
			}
			return ObjectValue(rb), nil
		}
	}
	if b, ok := bytesOf(unwrapBase(src)); ok {
		return wrap(append([]byte{}, b...))
	}
	if isInt(src) || hasIndex(src) {
		n, ok, err := asIndex(th, src)
		if err != nil {
			if e, isExc := err.(*Exception); isExc && e.cls == IndexErrorType {
				return Value{}, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
			return Value{}, err
		}
		if ok {
			if n < 0 {
				return Value{}, newError(ValueErrorType, "negative count")
			}
			if n > 1<<40 {
				return Value{}, newErrorArgs(MemoryErrorType)
			}
			if err := th.chargeBytes(n); err != nil {
				return Value{}, err
			}
			return wrap(make([]byte, n))
		}
	}
	items, err := sequenceFast(th, src, func() string { return "cannot convert '" + typeName(src) + "' object to " + t.Name })
	if err != nil {
		return Value{}, err
	}
	out := make([]byte, len(items))
	for i, it := range items {
		c, err := byteValue(th, it)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.cls == ValueErrorType && !mutable {
				return Value{}, newError(ValueErrorType, "bytes must be in range(0, 256)")
			}
			return Value{}, err
		}
		out[i] = c
	}
	return wrap(out)
}
