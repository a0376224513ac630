package pvm

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// The methods of str, with CPython 3.11's semantics and error messages.
// Indices and lengths are in code points; the text is UTF-8, so searches run
// on bytes and results are converted back to code-point positions.

type strMethodFunc func(th *Thread, s *Str, a []Value) (Value, error)

// defStrMethod installs a str method whose arguments follow spec.
func defStrMethod(name string, kind byte, min, max int, names []string, fn strMethodFunc) {
	spec := &methodArgs{owner: "str", name: name, kind: kind, min: min, max: max, names: names}
	defMethod(StrType, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(kw) == 0 && len(args) > min && len(args) <= max+1 {
			if s, ok := args[0].obj.(*Str); ok {
				if len(args) == max+1 {
					// Every parameter given by position: nothing to check or pad.
					return fn(th, s, args[1:])
				}
				if len(args) == 1 { // none given (s.strip(), s.split())
					return fn(th, s, unsetArgs[:max:max])
				}
				// Trailing parameters left out: unset slots stand for them.
				a := th.allocFrame(max)
				copyValues(a, args[1:])
				v, err := fn(th, s, a)
				th.freeFrame(a)
				return v, err
			}
		}
		s, err := selfStr(args, name)
		if err != nil {
			return Value{}, err
		}
		a, scratch, err := spec.parseScratch(th, args[1:], kw)
		if err != nil {
			return Value{}, err
		}
		v, err := fn(th, s, a)
		if scratch { // not deferred: a panic ends the execution anyway
			th.freeFrame(a)
		}
		return v, err
	})
}

// unsetArgs stands for the arguments of a str method called without any;
// the methods only read their argument slices.
var unsetArgs [3]Value

// maxStrResult bounds padding and repetition counts so size arithmetic
// cannot overflow; anything near it is far beyond any memory limit anyway.
const maxStrResult = 1 << 40

// newStrResult builds a str result, charging for its size.
func newStrResult(th *Thread, s string) (Value, error) {
	if err := th.chargeBytes(len(s)); err != nil {
		return Value{}, err
	}
	return th.strValue(s), nil
}

// scanCost charges for a pass over n bytes.
func scanCost(th *Thread, n int) error { return th.charge(int64(n)/8 + 1) }

func init() {
	noArgs := func(name string, f func(string) string) {
		defStrMethod(name, argsNone, 0, 0, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
			if err := scanCost(th, len(s.s)*2); err != nil {
				return Value{}, err
			}
			out := f(s.s)
			if !s.ascii() {
				return newStrResult(th, out)
			}
			if err := th.chargeBytes(len(out)); err != nil {
				return Value{}, err
			}
			return th.strValueOf(out, len(out)), nil // ASCII stays ASCII
		})
	}
	noArgs("lower", strLower)
	noArgs("upper", strUpper)
	noArgs("casefold", strCasefold)
	noArgs("capitalize", strCapitalize)
	noArgs("swapcase", strSwapcase)
	noArgs("title", strTitle)

	pred := func(name string, f func(string) bool) {
		defStrMethod(name, argsNone, 0, 0, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
			if err := scanCost(th, len(s.s)); err != nil {
				return Value{}, err
			}
			return Bool(f(s.s)), nil
		})
	}
	pred("isalpha", func(s string) bool { return strIsAll(s, ucAlpha) })
	pred("isdecimal", func(s string) bool { return strIsAll(s, ucDecimal) })
	pred("isdigit", func(s string) bool { return strIsAll(s, ucDigit) })
	pred("isnumeric", func(s string) bool { return strIsAll(s, ucNumeric) })
	pred("isalnum", func(s string) bool { return strIsAll(s, ucAlpha|ucDecimal|ucDigit|ucNumeric) })
	pred("isspace", strIsSpace)
	pred("isprintable", strIsPrintable)
	pred("islower", strIsLower)
	pred("isupper", strIsUpper)
	pred("istitle", strIsTitle)
	pred("isidentifier", strIsIdentifier)
	pred("isascii", isASCII)

	for _, name := range []string{"center", "ljust", "rjust"} {
		name := name
		defStrMethod(name, argsPos, 1, 2, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
			return strJustify(th, s, name, a[0], a[1])
		})
	}
	defStrMethod("zfill", argsOne, 1, 1, nil, strZfill)
	defStrMethod("expandtabs", argsKw, 0, 1, []string{"tabsize"}, strExpandTabs)

	for _, name := range []string{"find", "rfind", "index", "rindex", "count"} {
		name := name
		defStrMethod(name, argsTuple, 1, 3, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
			return strFind(th, s, name, a)
		})
	}
	for _, name := range []string{"startswith", "endswith"} {
		name := name
		defStrMethod(name, argsTuple, 1, 3, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
			return strStartsEnds(th, s, name, a)
		})
	}
	for _, name := range []string{"strip", "lstrip", "rstrip"} {
		name := name
		defStrMethod(name, argsPos, 0, 1, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
			return strStrip(th, s, name, a[0])
		})
	}
	defStrMethod("split", argsKw, 0, 2, []string{"sep", "maxsplit"}, func(th *Thread, s *Str, a []Value) (Value, error) {
		return strSplit(th, s, a, false)
	})
	defStrMethod("rsplit", argsKw, 0, 2, []string{"sep", "maxsplit"}, func(th *Thread, s *Str, a []Value) (Value, error) {
		return strSplit(th, s, a, true)
	})
	defStrMethod("splitlines", argsKw, 0, 1, []string{"keepends"}, strSplitlines)
	defStrMethod("partition", argsOne, 1, 1, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
		return strPartition(th, s, a[0], false)
	})
	defStrMethod("rpartition", argsOne, 1, 1, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
		return strPartition(th, s, a[0], true)
	})
	defStrMethod("join", argsOne, 1, 1, nil, strJoin)
	defStrMethod("replace", argsPos, 2, 3, nil, strReplace)
	defStrMethod("removeprefix", argsOne, 1, 1, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
		p, ok := strArg(a[0])
		if !ok {
			return Value{}, newError(TypeErrorType, "removeprefix() argument must be str, not "+typeNameOrNone(a[0]))
		}
		return StrValue(strings.TrimPrefix(s.s, p.s)), nil
	})
	defStrMethod("removesuffix", argsOne, 1, 1, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
		p, ok := strArg(a[0])
		if !ok {
			return Value{}, newError(TypeErrorType, "removesuffix() argument must be str, not "+typeNameOrNone(a[0]))
		}
		return StrValue(strings.TrimSuffix(s.s, p.s)), nil
	})
	defStrMethod("translate", argsOne, 1, 1, nil, strTranslate)
	defStaticMethod(StrType, "maketrans", strMaketrans)
	defStrMethod("encode", argsKw, 0, 2, []string{"encoding", "errors"}, strEncodeMethod)
	defMethod(StrType, "format", strFormatMethod)
	defStrMethod("format_map", argsOne, 1, 1, nil, func(th *Thread, s *Str, a []Value) (Value, error) {
		if strings.IndexByte(s.s, '{') < 0 && strings.IndexByte(s.s, '}') < 0 {
			return ObjectValue(s), nil
		}
		f := formatter{th: th, kwargs: a[0]}
		return f.run(s.s)
	})
	defStrDunders()
}

// typeNameOrNone names v's type as CPython's argument parsing does in its
// errors ("must be str, not None"): None by itself.
func typeNameOrNone(v Value) string {
	if v.IsNone() {
		return "None"
	}
	return typeName(v)
}

// fillChar reads the fill character argument of center/ljust/rjust.
func fillChar(v Value) (string, error) {
	if !given(v) {
		return " ", nil
	}
	f, ok := strArg(v)
	if !ok {
		return "", newError(TypeErrorType, "The fill character must be a unicode character, not "+typeName(v))
	}
	if f.n != 1 {
		return "", newError(TypeErrorType, "The fill character must be exactly one character long")
	}
	return f.s, nil
}

func strJustify(th *Thread, s *Str, name string, wv, fv Value) (Value, error) {
	width, err := ssizeArg(th, wv)
	if err != nil {
		return Value{}, err
	}
	fill, err := fillChar(fv)
	if err != nil {
		return Value{}, err
	}
	if width <= s.n {
		return ObjectValue(s), nil
	}
	marg := width - s.n
	if marg > maxStrResult {
		return Value{}, newErrorArgs(MemoryErrorType)
	}
	if err := th.chargeBytes(len(s.s) + marg*len(fill)); err != nil {
		return Value{}, err
	}
	var left int
	switch name {
	case "ljust":
		left = 0
	case "rjust":
		left = marg
	default:
		left = marg/2 + (marg & width & 1)
	}
	var b strings.Builder
	b.Grow(len(s.s) + marg*len(fill))
	writeRepeat(&b, fill, left)
	b.WriteString(s.s)
	writeRepeat(&b, fill, marg-left)
	return th.strValueOf(b.String(), width), nil
}

// writeRepeat writes fill n times to b, doubling what it has written (the
// caller has grown b to hold it all).
func writeRepeat(b *strings.Builder, fill string, n int) {
	if n <= 0 {
		return
	}
	start := b.Len()
	b.WriteString(fill)
	for done := 1; done < n; {
		k := min(done, n-done)
		b.WriteString(b.String()[start : start+k*len(fill)])
		done += k
	}
}

func strZfill(th *Thread, s *Str, a []Value) (Value, error) {
	width, err := ssizeArg(th, a[0])
	if err != nil {
		return Value{}, err
	}
	if width <= s.n {
		return ObjectValue(s), nil
	}
	fill := width - s.n
	if fill > maxStrResult {
		return Value{}, newErrorArgs(MemoryErrorType)
	}
	if err := th.chargeBytes(len(s.s) + fill); err != nil {
		return Value{}, err
	}
	var b strings.Builder
	b.Grow(len(s.s) + fill)
	digits := s.s
	if s.n > 0 && (digits[0] == '+' || digits[0] == '-') {
		b.WriteByte(digits[0])
		digits = digits[1:]
	}
	writeRepeat(&b, "0", fill)
	b.WriteString(digits)
	return th.strValueOf(b.String(), width), nil
}

func strExpandTabs(th *Thread, s *Str, a []Value) (Value, error) {
	tab := 8
	if given(a[0]) {
		var err error
		if tab, err = intArg(th, a[0]); err != nil {
			return Value{}, err
		}
	}
	if strings.IndexByte(s.s, '\t') < 0 {
		return ObjectValue(s), nil
	}
	// Size the result first, so it is charged once and up front.
	size, col := 0, 0
	for i := 0; i < len(s.s); i++ {
		c := s.s[i]
		switch {
		case c == '\t':
			if tab > 0 {
				n := tab - col%tab
				size += n
				col += n
			}
		case c == '\n' || c == '\r':
			size++
			col = 0
		default:
			size++
			if c < utf8.RuneSelf || c >= 0xC0 {
				col++ // count each character at its lead byte
			}
		}
		if size > maxStrResult {
			return Value{}, newErrorArgs(MemoryErrorType)
		}
	}
	if err := th.chargeBytes(size); err != nil {
		return Value{}, err
	}
	var b strings.Builder
	b.Grow(size)
	col = 0
	for _, r := range s.s {
		switch r {
		case '\t':
			if tab > 0 {
				n := tab - col%tab
				b.WriteString(strings.Repeat(" ", n))
				col += n
			}
		case '\n', '\r':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return StrValue(b.String()), nil
}

// adjustIndices is CPython's ADJUST_INDICES.
func adjustIndices(start, end, n int) (int, int) {
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	return start, end
}

// strRange reads the optional start/end arguments of find-like methods.
func strRange(th *Thread, a []Value, n int) (int, int, error) {
	start, err := sliceIndexArg(th, a[0], 0)
	if err != nil {
		return 0, 0, err
	}
	end, err := sliceIndexArg(th, a[1], n)
	if err != nil {
		return 0, 0, err
	}
	start, end = adjustIndices(start, end, n)
	return start, end, nil
}

// cpIndex converts a byte offset within s to a code-point index.
func (s *Str) cpIndex(off int) int {
	if s.ascii() {
		return off
	}
	s.byteOffset(0) // builds the offset table
	offsets := *s.offsets
	return sort.Search(len(offsets), func(i int) bool { return int(offsets[i]) >= off })
}

func strFind(th *Thread, s *Str, name string, a []Value) (Value, error) {
	sub, ok := strArg(a[0])
	if !ok {
		// CPython reads start and end before it checks the substring.
		if _, _, err := strRange(th, a[1:], s.n); err != nil {
			return Value{}, err
		}
		return Value{}, newError(TypeErrorType, "must be str, not "+typeName(a[0]))
	}
	start, end, err := strRange(th, a[1:], s.n)
	if err != nil {
		return Value{}, err
	}
	if err := scanCost(th, len(s.s)); err != nil {
		return Value{}, err
	}
	if name == "count" {
		if end-start < sub.n {
			return Int(0), nil
		}
		if sub.n == 0 {
			return Int(int64(end - start + 1)), nil
		}
		return Int(int64(strings.Count(s.s[s.byteOffset(start):s.byteOffset(end)], sub.s))), nil
	}
	pos := -1
	if end-start >= sub.n {
		lo, hi := s.byteOffset(start), s.byteOffset(end)
		var i int
		if name == "find" || name == "index" {
			i = strings.Index(s.s[lo:hi], sub.s)
		} else {
			i = strings.LastIndex(s.s[lo:hi], sub.s)
		}
		if i >= 0 {
			pos = s.cpIndex(lo + i)
		}
	}
	if pos < 0 && (name == "index" || name == "rindex") {
		return Value{}, newError(ValueErrorType, "substring not found")
	}
	return Int(int64(pos)), nil
}

func strStartsEnds(th *Thread, s *Str, name string, a []Value) (Value, error) {
	start, end, err := strRange(th, a[1:], s.n)
	if err != nil {
		return Value{}, err
	}
	match := func(sub *Str) bool {
		if end-sub.n < start {
			return false
		}
		if sub.n == 0 {
			return true
		}
		part := s.s[s.byteOffset(start):s.byteOffset(end)]
		if name == "startswith" {
			return strings.HasPrefix(part, sub.s)
		}
		return strings.HasSuffix(part, sub.s)
	}
	if tup, ok := a[0].obj.(*Tuple); ok {
		for _, it := range tup.items {
			sub, ok := strArg(it)
			if !ok {
				return Value{}, newError(TypeErrorType, "tuple for "+name+" must only contain str, not "+typeName(it))
			}
			if match(sub) {
				return True, nil
			}
		}
		return False, nil
	}
	sub, ok := strArg(a[0])
	if !ok {
		return Value{}, newError(TypeErrorType, name+" first arg must be str or a tuple of str, not "+typeName(a[0]))
	}
	return Bool(match(sub)), nil
}

func strStrip(th *Thread, s *Str, name string, cv Value) (Value, error) {
	left, right := name != "rstrip", name != "lstrip"
	if err := scanCost(th, len(s.s)); err != nil {
		return Value{}, err
	}
	if !given(cv) || cv.IsNone() {
		return th.substrValue(s, trimUnicodeSpace(s.s, left, right)), nil
	}
	chars, ok := strArg(cv)
	if !ok {
		return Value{}, newError(TypeErrorType, name+" arg must be None or str")
	}
	// strings.Trim's cutset is a set of code points, as chars is; Trim
	// builds it once for both ends.
	var out string
	switch {
	case left && right:
		out = strings.Trim(s.s, chars.s)
	case left:
		out = strings.TrimLeft(s.s, chars.s)
	default:
		out = strings.TrimRight(s.s, chars.s)
	}
	return th.substrValue(s, out), nil
}

// maxsplitArg reads a maxsplit argument (-1: no limit).
func maxsplitArg(th *Thread, v Value) (int, error) {
	if !given(v) {
		return -1, nil
	}
	return ssizeArg(th, v)
}

func strSplit(th *Thread, s *Str, a []Value, right bool) (Value, error) {
	maxsplit, err := maxsplitArg(th, a[1])
	if err != nil {
		return Value{}, err
	}
	if maxsplit < 0 {
		maxsplit = 1 << 62
	}
	var parts []string
	if !given(a[0]) || a[0].IsNone() {
		parts = splitWhitespace(th.strParts[:0], s.s, maxsplit, right, strSpace)
	} else {
		sep, ok := strArg(a[0])
		if !ok {
			return Value{}, newError(TypeErrorType, "must be str or None, not "+typeName(a[0]))
		}
		if sep.n == 0 {
			return Value{}, newError(ValueErrorType, "empty separator")
		}
		parts = splitSep(th.strParts[:0], s.s, sep.s, maxsplit, right)
	}
	return newStrList(th, s, parts)
}

// newStrList makes a list of parts, substrings of s, charging for them.
// parts is in th.strParts's storage, which it clears for the next split.
func newStrList(th *Thread, s *Str, parts []string) (Value, error) {
	l, err := th.strList(s, parts)
	clear(parts)
	th.strParts = parts[:0]
	return l, err
}

// strList is newStrList's work: the list, charged before it is made.
func (th *Thread) strList(s *Str, parts []string) (Value, error) {
	total := len(s.s)
	if err := th.charge(int64(total)/8 + int64(len(parts)) + 1); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofSeq(len(parts)) + int64(len(parts))*objectHeader + int64(total)); err != nil {
		return Value{}, err
	}
	l, items := newListOfLen(len(parts))
	if th.slabs.on && total <= slabStrBytes {
		// The parts of a short str (a line) come from the slabs, as any
		// substring of it would (see carveStr).
		for i, p := range parts {
			items[i] = th.substrValue(s, p)
		}
		return ObjectValue(l), nil
	}
	// The parts that need a new Str (not s itself, not one character)
	// share one allocation.
	n := 0
	for _, p := range parts {
		if s.substrNeedsStr(p) {
			n++
		}
	}
	room := make([]Str, n)
	for i, p := range parts {
		if s.substrNeedsStr(p) {
			items[i] = s.substrIn(p, &room[0])
			room = room[1:]
		} else {
			items[i] = th.substrValue(s, p)
		}
	}
	return ObjectValue(l), nil
}

// splitWhitespace is split()/rsplit() without a separator, appending the
// parts to parts.
func splitWhitespace(parts []string, s string, maxsplit int, right bool, kind uint8) []string {
	if !right {
		i := 0
		for ; maxsplit > 0; maxsplit-- {
			if i = skipWhitespace(s, i, kind, true); i >= len(s) {
				return parts
			}
			j := skipWhitespace(s, i, kind, false)
			parts = append(parts, s[i:j])
			if i = j; i >= len(s) {
				return parts
			}
		}
		if i = skipWhitespace(s, i, kind, true); i < len(s) {
			parts = append(parts, s[i:])
		}
		return parts
	}
	j := len(s)
	for ; maxsplit > 0; maxsplit-- {
		if j = skipWhitespaceBack(s, j, kind, true); j <= 0 {
			break
		}
		i := skipWhitespaceBack(s, j, kind, false)
		parts = append(parts, s[i:j])
		if j = i; j <= 0 {
			break
		}
	}
	if maxsplit == 0 {
		if j = skipWhitespaceBack(s, j, kind, true); j > 0 {
			parts = append(parts, s[:j])
		}
	}
	for l, r := 0, len(parts)-1; l < r; l, r = l+1, r-1 {
		parts[l], parts[r] = parts[r], parts[l]
	}
	return parts
}

// Whitespace as split() without a separator skips it: kinds of ASCII
// whitespace, and the kind a split looks for.
const (
	bytesSpace = 1 // bytes: \t \n \v \f \r and space
	strSpace   = 2 // str: those, \x1c-\x1f, and Unicode's non-ASCII spaces
)

var asciiSpaces = func() (t [utf8.RuneSelf]uint8) {
	for c := range t {
		if isASCIISpace(byte(c)) {
			t[c] |= bytesSpace
		}
		if isASCIIUcSpace(byte(c)) {
			t[c] |= strSpace
		}
	}
	return t
}()

// skipWhitespace returns the index of the first code point at or after i
// that is not (space) or is (!space) whitespace of the given kind. ASCII,
// the usual case, is a table lookup.
func skipWhitespace(s string, i int, kind uint8, space bool) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if (asciiSpaces[c]&kind != 0) != space {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if (kind == strSpace && ucHas(r, ucSpace)) != space {
			return i
		}
		i += n
	}
	return i
}

// skipWhitespaceBack is skipWhitespace backwards: the index after the last
// code point before j that is not (space) or is (!space) whitespace.
func skipWhitespaceBack(s string, j int, kind uint8, space bool) int {
	for j > 0 {
		n := 1
		is := false
		if c := s[j-1]; c < utf8.RuneSelf {
			is = asciiSpaces[c]&kind != 0
		} else {
			var r rune
			r, n = utf8.DecodeLastRuneInString(s[:j])
			is = kind == strSpace && ucHas(r, ucSpace)
		}
		if is != space {
			return j
		}
		j -= n
	}
	return j
}

// splitSep is split(sep)/rsplit(sep), appending the parts to parts.
func splitSep(parts []string, s, sep string, maxsplit int, right bool) []string {
	if !right {
		for maxsplit > 0 {
			i := strings.Index(s, sep)
			if i < 0 {
				break
			}
			parts = append(parts, s[:i])
			s = s[i+len(sep):]
			maxsplit--
		}
		return append(parts, s)
	}
	for maxsplit > 0 {
		i := strings.LastIndex(s, sep)
		if i < 0 {
			break
		}
		parts = append(parts, s[i+len(sep):])
		s = s[:i]
		maxsplit--
	}
	parts = append(parts, s)
	for l, r := 0, len(parts)-1; l < r; l, r = l+1, r-1 {
		parts[l], parts[r] = parts[r], parts[l]
	}
	return parts
}

func strSplitlines(th *Thread, s *Str, a []Value) (Value, error) {
	keep := false
	if given(a[0]) {
		k, err := intArg(th, a[0])
		if err != nil {
			return Value{}, err
		}
		keep = k != 0
	}
	parts := th.strParts[:0]
	t := s.s
	i := 0
	for i < len(t) {
		j := i
		var eol, n int
		for j < len(t) {
			r, size := utf8.DecodeRuneInString(t[j:])
			if isLineBreak(r) {
				n = size
				if r == '\r' && j+1 < len(t) && t[j+1] == '\n' {
					n = 2
				}
				break
			}
			j += size
		}
		eol = j
		if keep {
			eol = j + n
		}
		parts = append(parts, t[i:eol])
		i = j + n
	}
	return newStrList(th, s, parts)
}

func strPartition(th *Thread, s *Str, sv Value, right bool) (Value, error) {
	sep, ok := strArg(sv)
	if !ok {
		return Value{}, newError(TypeErrorType, "must be str, not "+typeName(sv))
	}
	if sep.n == 0 {
		return Value{}, newError(ValueErrorType, "empty separator")
	}
	if err := scanCost(th, len(s.s)); err != nil {
		return Value{}, err
	}
	var i int
	if right {
		i = strings.LastIndex(s.s, sep.s)
	} else {
		i = strings.Index(s.s, sep.s)
	}
	if i < 0 {
		if right {
			return th.tupleOf(StrValue(""), StrValue(""), ObjectValue(s)), nil
		}
		return th.tupleOf(ObjectValue(s), StrValue(""), StrValue("")), nil
	}
	return th.tupleOf(StrValue(s.s[:i]), ObjectValue(sep), StrValue(s.s[i+len(sep.s):])), nil
}

// joinIterableMsg is join's TypeError for an argument it cannot iterate.
func joinIterableMsg() string { return "can only join an iterable" }

func strJoin(th *Thread, s *Str, a []Value) (Value, error) {
	var items []Value
	switch o := a[0].obj.(type) {
	case *List:
		items = o.items
	case *Tuple:
		items = o.items
	default:
		// The items of an iterator (a generator expression, usually) are
		// collected into the thread's scratch slice, reused by the next join;
		// a join the iteration runs finds it taken and allocates its own.
		scratch := th.joinItems
		th.joinItems = nil
		var err error
		if items, err = sequenceFastInto(th, a[0], joinIterableMsg, scratch[:0]); err != nil {
			return Value{}, err
		}
		defer func() {
			clear(items)
			if cap(items) <= maxJoinScratch {
				th.joinItems = items[:0]
			}
		}()
	}
	n, runes := 0, 0
	for i, it := range items {
		p, ok := strArg(it)
		if !ok {
			return Value{}, newError(TypeErrorType, "sequence item "+itoa(int64(i))+": expected str instance, "+typeName(it)+" found")
		}
		n += len(p.s)
		runes += p.n
	}
	if len(items) > 1 {
		n += len(s.s) * (len(items) - 1)
		runes += s.n * (len(items) - 1)
	}
	if err := th.chargeBytes(n); err != nil {
		return Value{}, err
	}
	switch len(items) {
	case 0:
		return StrValue(""), nil
	case 1:
		p, _ := strArg(items[0])
		return ObjectValue(p), nil
	}
	var b strings.Builder
	b.Grow(n)
	first, _ := strArg(items[0])
	b.WriteString(first.s)
	for _, it := range items[1:] {
		if len(s.s) == 1 { // the usual separator: a byte, not a copy's call
			b.WriteByte(s.s[0])
		} else {
			b.WriteString(s.s)
		}
		p, _ := strArg(it)
		b.WriteString(p.s)
	}
	return th.strValueOf(b.String(), runes), nil
}

// maxJoinScratch bounds the scratch slice str.join keeps between calls.
const maxJoinScratch = 1 << 16

func strReplace(th *Thread, s *Str, a []Value) (Value, error) {
	old, ok := strArg(a[0])
	if !ok {
		return Value{}, argTypeError("replace", 1, "str", a[0])
	}
	repl, ok := strArg(a[1])
	if !ok {
		return Value{}, argTypeError("replace", 2, "str", a[1])
	}
	count := -1
	if given(a[2]) {
		var err error
		if count, err = ssizeArg(th, a[2]); err != nil {
			return Value{}, err
		}
	}
	if err := scanCost(th, len(s.s)); err != nil {
		return Value{}, err
	}
	m := strings.Count(s.s, old.s)
	if count >= 0 && count < m {
		m = count
	}
	if m == 0 {
		return ObjectValue(s), nil
	}
	if int64(len(s.s))+int64(m)*int64(len(repl.s)-len(old.s)) > 1<<40 {
		return Value{}, newError(OverflowErrorType, "replace string is too long")
	}
	if err := th.chargeBytes(len(s.s) + m*(len(repl.s)-len(old.s))); err != nil {
		return Value{}, err
	}
	return th.strValueOf(replaceN(s.s, old.s, repl.s, m), s.n+m*(repl.n-old.n)), nil
}

// replaceN is strings.Replace for a count m of occurrences the caller has
// already counted (strings.Replace counts them again), building the result
// in one allocation of its exact size.
func replaceN(s, old, repl string, m int) string {
	if old == "" {
		return strings.Replace(s, old, repl, m)
	}
	if len(old) == 1 && len(repl) == 1 && len(s) <= 32 {
		// A byte for a byte in a short string: replaced in a copy on the
		// stack, which costs less than searching and copying piece by piece.
		b := []byte(s)
		for i := 0; m > 0; i++ {
			if b[i] == old[0] {
				b[i] = repl[0]
				m--
			}
		}
		return string(b)
	}
	var b strings.Builder
	b.Grow(len(s) + m*(len(repl)-len(old)))
	for ; m > 0; m-- {
		i := strings.Index(s, old)
		b.WriteString(s[:i])
		b.WriteString(repl)
		s = s[i+len(old):]
	}
	b.WriteString(s)
	return b.String()
}

func strTranslate(th *Thread, s *Str, a []Value) (Value, error) {
	table := a[0]
	if err := scanCost(th, len(s.s)*4); err != nil {
		return Value{}, err
	}
	var b strings.Builder
	next := 1 << 12 // account for the growing result at each doubling
	b.Grow(min(len(s.s), next))
	var cache translateCache
	_, cache.dict = table.obj.(*Dict)
	cache.fast = s.ascii()
	for _, r := range s.s {
		v, err := cache.get(th, table, r)
		if err != nil {
			return Value{}, err
		}
		switch o := v.obj.(type) {
		case nil:
			b.WriteRune(r)
		case noneKind:
		case intKind, boolKind, *BigInt:
			if _, big := o.(*BigInt); big || v.small() < 0 || v.small() > 0x10FFFF {
				return Value{}, newError(ValueErrorType, "character mapping must be in range(0x110000)")
			}
			b.WriteRune(rune(v.small()))
		default:
			if t, ok := strArg(v); ok {
				b.WriteString(t.s)
				if b.Len() >= next {
					if err := th.chargeBytes(b.Len()); err != nil {
						return Value{}, err
					}
					next = 2 * b.Len()
				}
				break
			}
			return Value{}, newError(TypeErrorType, "character mapping must return integer, None or str")
		}
	}
	if err := th.chargeBytes(len(s.s)); err != nil {
		return Value{}, err
	}
	return StrValue(b.String()), nil
}

// translateCache remembers what str.translate's table maps code points to
// (a zero Value: the code point is kept). A dict's lookups cannot be
// observed, so all its mappings are cached; any other table sees
// CPython's lookups: only ASCII text is cached, only mappings to at most
// one ASCII character, and once another mapping turns up, that code point
// is looked up again and every later one each time.
type translateCache struct {
	ascii [utf8.RuneSelf]Value
	known [utf8.RuneSelf]bool
	other map[rune]Value // a dict's non-ASCII mappings
	dict  bool
	fast  bool // caching ASCII mappings, for a table that is not a dict
	// deleting: the last lookup, uncached, mapped to None. CPython then
	// looks the next code point up to find the end of the deletions and,
	// if it is not deleted too, looks it up again to translate it.
	deleting bool
}

func (c *translateCache) get(th *Thread, table Value, r rune) (Value, error) {
	if r < utf8.RuneSelf && c.known[r] {
		return c.ascii[r], nil
	}
	if v, ok := c.other[r]; ok {
		return v, nil
	}
	v, err := translateLookup(th, table, r)
	if err != nil {
		return Value{}, err
	}
	switch {
	case c.dict && r < utf8.RuneSelf:
		c.ascii[r], c.known[r] = v, true
		return v, nil
	case c.dict:
		if c.other == nil {
			c.other = map[rune]Value{}
		}
		c.other[r] = v
		return v, nil
	case c.fast && !translateSlowMapping(v):
		c.ascii[r], c.known[r] = v, true
		return v, nil
	case c.fast:
		c.fast = false
		clear(c.known[:])
		v, err = translateLookup(th, table, r)
	case c.deleting && !v.IsNone():
		v, err = translateLookup(th, table, r)
	}
	c.deleting = v.IsNone()
	return v, err
}

// translateLookup is table[r], where a LookupError means no mapping.
func translateLookup(th *Thread, table Value, r rune) (Value, error) {
	v, err := getItem(th, table, Int(int64(r)))
	if err != nil {
		if e, ok := err.(*Exception); !ok || !e.cls.isSubtype(LookupErrorType) {
			return Value{}, err
		}
		return Value{}, nil
	}
	return v, nil
}

// translateSlowMapping reports whether v, a valid mapping, ends CPython's
// ASCII fast path: a code point beyond ASCII, or a str that is not one
// ASCII character. (Invalid mappings raise before that.)
func translateSlowMapping(v Value) bool {
	switch v.obj.(type) {
	case intKind, boolKind:
		return v.small() > 0x7f && v.small() <= 0x10FFFF
	}
	t, ok := strArg(v)
	return ok && (len(t.s) != 1 || t.s[0] >= utf8.RuneSelf)
}

func strMaketrans(th *Thread, args []Value, kw []*Str) (Value, error) {
	spec := methodArgs{owner: "str", name: "maketrans", kind: argsPos, min: 1, max: 3}
	a, err := spec.parse(args, kw)
	if err != nil {
		return Value{}, err
	}
	d := newDict(0)
	if !given(a[1]) {
		src, ok := a[0].obj.(*Dict)
		if !ok {
			if inst, isInst := a[0].obj.(*Instance); isInst {
				src, ok = inst.base().obj.(*Dict)
			}
		}
		if !ok {
			return Value{}, newError(TypeErrorType, "if you give only one argument to maketrans it must be a dict")
		}
		for _, e := range src.Items() {
			key := e.key
			if k, ok := strArg(key); ok {
				if k.n != 1 {
					return Value{}, newError(ValueErrorType, "string keys in translate table must be of length 1")
				}
				r, _ := utf8.DecodeRuneInString(k.s)
				key = Int(int64(r))
			} else if !isInt(key) {
				return Value{}, newError(TypeErrorType, "keys in translate table must be strings or integers")
			}
			if err := d.Set(th, key, e.value); err != nil {
				return Value{}, err
			}
		}
		return ObjectValue(d), nil
	}
	// The argument parser checks y and z before x is looked at.
	y, ok := strArg(a[1])
	if !ok {
		return Value{}, argTypeError("maketrans", 2, "str", a[1])
	}
	var z *Str
	if given(a[2]) {
		if z, ok = strArg(a[2]); !ok {
			return Value{}, argTypeError("maketrans", 3, "str", a[2])
		}
	}
	x, ok := strArg(a[0])
	if !ok {
		return Value{}, newError(TypeErrorType, "first maketrans argument must be a string if there is a second argument")
	}
	if x.n != y.n {
		return Value{}, newError(ValueErrorType, "the first two maketrans arguments must have equal length")
	}
	if err := th.charge(int64(x.n + 1)); err != nil {
		return Value{}, err
	}
	yr := []rune(y.s)
	i := 0
	for _, r := range x.s {
		if err := d.Set(th, Int(int64(r)), Int(int64(yr[i]))); err != nil {
			return Value{}, err
		}
		i++
	}
	if z != nil {
		for _, r := range z.s {
			if err := d.Set(th, Int(int64(r)), None); err != nil {
				return Value{}, err
			}
		}
	}
	return ObjectValue(d), nil
}

// strGetItem is s[key]: an index or a slice.
func strGetItem(th *Thread, s *Str, key Value) (Value, error) {
	if sl, ok := key.obj.(*Slice); ok {
		return strSlice(th, s, sl)
	}
	if _, big := key.obj.(*BigInt); big {
		return Value{}, newError(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	i, ok, err := asIndex(th, key)
	if err != nil {
		return Value{}, err
	}
	if !ok {
		return Value{}, newError(TypeErrorType, "string indices must be integers, not '"+typeName(key)+"'")
	}
	if i < 0 {
		i += s.n
	}
	if i < 0 || i >= s.n {
		return Value{}, newError(IndexErrorType, "string index out of range")
	}
	return StrValue(s.at(i)), nil
}

// sequenceFast is PySequence_Fast: the items of an iterable, a list's or
// tuple's own (the caller only reads them), with msg's text as the
// TypeError when it cannot be iterated.
func sequenceFast(th *Thread, v Value, msg func() string) ([]Value, error) {
	return sequenceFastInto(th, v, msg, nil)
}

// sequenceFastInto is sequenceFast collecting an iterator's items in out
// (len 0).
func sequenceFastInto(th *Thread, v Value, msg func() string, out []Value) ([]Value, error) {
	switch o := v.obj.(type) {
	case *List:
		return o.items, nil
	case *Tuple:
		return o.items, nil
	}
	it, err := getIter(th, v)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
			return nil, newError(TypeErrorType, msg())
		}
		return nil, err
	}
	return toValuesInto(th, it, out)
}
