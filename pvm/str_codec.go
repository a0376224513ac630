package pvm

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Text codecs: str.encode, bytes.decode and str(bytes, encoding, errors).
// The PVM carries the codecs contracts need: utf-8 (and utf-8-sig), ascii,
// latin-1, utf-16 and utf-32 (both byte orders), cp1252, unicode_escape and
// raw_unicode_escape (str_escape_codec.go), under the same
// names and aliases CPython accepts, with CPython's error handlers and
// UnicodeEncodeError/UnicodeDecodeError ranges and messages.

// codecInfo is a resolved encoding.
type codecInfo struct {
	name string // CPython's codec module name: utf_8, latin_1, ...
}

var codecAliases = map[string]string{
	"646": "ascii", "ansi_x3.4_1968": "ascii", "ansi_x3.4_1986": "ascii", "ansi_x3_4_1968": "ascii",
	"cp367": "ascii", "csascii": "ascii", "ibm367": "ascii", "iso646_us": "ascii",
	"iso_646.irv_1991": "ascii", "iso_ir_6": "ascii", "us": "ascii", "us_ascii": "ascii",
	"1252": "cp1252", "windows_1252": "cp1252",
	"8859": "latin_1", "cp819": "latin_1", "csisolatin1": "latin_1", "ibm819": "latin_1",
	"iso8859": "latin_1", "iso8859_1": "latin_1", "iso_8859_1": "latin_1", "iso_8859_1_1987": "latin_1",
	"iso_ir_100": "latin_1", "l1": "latin_1", "latin": "latin_1", "latin1": "latin_1",
	"u16": "utf_16", "utf16": "utf_16", "unicodebigunmarked": "utf_16_be", "utf_16be": "utf_16_be",
	"unicodelittleunmarked": "utf_16_le", "utf_16le": "utf_16_le",
	"u32": "utf_32", "utf32": "utf_32", "utf_32be": "utf_32_be", "utf_32le": "utf_32_le",
	"cp65001": "utf_8", "u8": "utf_8", "utf": "utf_8", "utf8": "utf_8", "utf8_ucs2": "utf_8", "utf8_ucs4": "utf_8",
}

var codecModules = map[string]bool{
	"ascii": true, "latin_1": true, "utf_8": true, "utf_8_sig": true, "utf_16": true, "utf_16_le": true,
	"utf_16_be": true, "utf_32": true, "utf_32_le": true, "utf_32_be": true, "cp1252": true,
	"unicode_escape": true, "raw_unicode_escape": true,
}

// lookupCodec resolves an encoding name as codecs.lookup does.
func lookupCodec(name string) (codecInfo, error) {
	switch name { // the usual spellings skip the normalisation, as in CPython
	case "utf-8", "utf8", "UTF-8", "utf_8":
		return codecInfo{name: "utf_8"}, nil
	case "ascii":
		return codecInfo{name: "ascii"}, nil
	case "latin-1", "latin1":
		return codecInfo{name: "latin_1"}, nil
	}
	var b strings.Builder
	punct := false
	for _, r := range strings.ToLower(name) {
		if r == '.' || ucIsAlnum(r) {
			if punct && b.Len() > 0 {
				b.WriteByte('_')
			}
			if r < 0x80 {
				b.WriteRune(r)
			}
			punct = false
		} else {
			punct = true
		}
	}
	norm := b.String()
	cands := []string{norm}
	if a, ok := codecAliases[norm]; ok {
		cands = []string{a}
	} else if a, ok := codecAliases[strings.ReplaceAll(norm, ".", "_")]; ok {
		cands = []string{a}
	}
	for _, c := range cands {
		if codecModules[c] {
			return codecInfo{name: c}, nil
		}
	}
	return codecInfo{}, newError(LookupErrorType, "unknown encoding: "+name)
}

// errorName is the codec name CPython puts in Unicode errors.
func (c codecInfo) errorName() string {
	switch c.name {
	case "utf_8", "utf_8_sig":
		return "utf-8"
	case "latin_1":
		return "latin-1"
	case "cp1252":
		return "charmap"
	case "unicode_escape", "raw_unicode_escape":
		return strings.ReplaceAll(c.name, "_", "")
	}
	return strings.ReplaceAll(c.name, "_", "-")
}

func unknownHandler(errors string) error {
	return newError(LookupErrorType, "unknown error handler name '"+errors+"'")
}

// newUnicodeEncodeError builds UnicodeEncodeError(encoding, object, start, end, reason).
func newUnicodeEncodeError(enc, s string, start, end int, reason string) *Exception {
	return newErrorArgs(UnicodeEncodeErrorType, StrValue(enc), StrValue(s), Int(int64(start)), Int(int64(end)), StrValue(reason))
}

// newUnicodeDecodeError builds UnicodeDecodeError(encoding, object, start, end, reason).
func newUnicodeDecodeError(enc string, b []byte, start, end int, reason string) *Exception {
	cp := append([]byte(nil), b...)
	return newErrorArgs(UnicodeDecodeErrorType, StrValue(enc), ObjectValue(&Bytes{b: cp}), Int(int64(start)), Int(int64(end)), StrValue(reason))
}

// cp1252High maps bytes 0x80-0x9f of cp1252 (0 where undefined).
var cp1252High = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

// codecEncode implements str.encode.
func codecEncode(th *Thread, s string, encoding, errors string) ([]byte, error) {
	b, err := codecEncodeRaw(th, s, encoding, errors)
	return b, wrapCodecError(err, "encoding", encoding)
}

func codecEncodeRaw(th *Thread, s string, encoding, errors string) ([]byte, error) {
	codec, err := lookupCodec(encoding)
	if err != nil {
		return nil, err
	}
	if err := th.charge(int64(len(s))/4 + 1); err != nil {
		return nil, err
	}
	switch codec.name {
	case "utf_8":
		return []byte(s), nil
	case "utf_8_sig":
		return append([]byte{0xef, 0xbb, 0xbf}, s...), nil
	case "unicode_escape", "raw_unicode_escape":
		// Up to ten bytes a character: accounted for before it is built.
		raw := codec.name == "raw_unicode_escape"
		n := int64(escapeEncodedLen(s, raw))
		if err := th.allocateTemp(n); err != nil {
			return nil, err
		}
		defer th.freeTemp(n)
		return escapeEncode(s, raw), nil
	case "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be":
		wide := strings.HasPrefix(codec.name, "utf_32")
		be := strings.HasSuffix(codec.name, "_be")
		var out []byte
		put := func(u uint32, n int) {
			for k := 0; k < n; k++ {
				shift := 8 * k
				if be {
					shift = 8 * (n - 1 - k)
				}
				out = append(out, byte(u>>shift))
			}
		}
		if codec.name == "utf_16" || codec.name == "utf_32" {
			if wide {
				put(0xFEFF, 4)
			} else {
				put(0xFEFF, 2)
			}
		}
		for _, r := range s {
			switch {
			case wide:
				put(uint32(r), 4)
			case r >= 0x10000:
				r -= 0x10000
				put(uint32(0xD800+(r>>10)), 2)
				put(uint32(0xDC00+(r&0x3FF)), 2)
			default:
				put(uint32(r), 2)
			}
		}
		return out, nil
	}
	// Single-byte codecs: ascii, latin-1, cp1252.
	limit := rune(0x80)
	reason := "ordinal not in range(128)"
	if codec.name == "latin_1" {
		limit, reason = 0x100, "ordinal not in range(256)"
	}
	encodeOne := func(r rune) (byte, bool) {
		if r < limit {
			if codec.name == "cp1252" && r >= 0x80 && r < 0xa0 {
				return 0, false
			}
			return byte(r), true
		}
		if codec.name == "cp1252" {
			if r < 0x100 && r >= 0xa0 {
				return byte(r), true
			}
			for i, m := range cp1252High {
				if m == r && m != 0 {
					return byte(0x80 + i), true
				}
			}
		}
		return 0, false
	}
	if codec.name == "cp1252" {
		limit, reason = 0x100, "character maps to <undefined>"
	}
	rs := []rune(s)
	out := make([]byte, 0, len(rs))
	for i := 0; i < len(rs); {
		if b, ok := encodeOne(rs[i]); ok {
			out = append(out, b)
			i++
			continue
		}
		j := i + 1
		for j < len(rs) {
			if _, ok := encodeOne(rs[j]); ok {
				break
			}
			j++
		}
		switch errors {
		case "strict", "surrogateescape", "surrogatepass":
			return nil, newUnicodeEncodeError(codec.errorName(), s, i, j, reason)
		case "ignore":
		case "replace":
			for k := i; k < j; k++ {
				out = append(out, '?')
			}
		case "backslashreplace":
			for _, r := range rs[i:j] {
				out = append(out, backslashEscape(r)...)
			}
		case "xmlcharrefreplace":
			for _, r := range rs[i:j] {
				out = append(out, "&#"+strconv.Itoa(int(r))+";"...)
			}
		case "namereplace":
			for _, r := range rs[i:j] {
				if n := syntax.UnicodeName(r); n != "" {
					out = append(out, `\N{`+n+`}`...)
				} else {
					out = append(out, backslashEscape(r)...)
				}
			}
		default:
			return nil, unknownHandler(errors)
		}
		i = j
	}
	return out, nil
}

func backslashEscape(r rune) string {
	switch {
	case r <= 0xff:
		return `\x` + hexN(int(r), 2)
	case r <= 0xffff:
		return `\u` + hexN(int(r), 4)
	}
	return `\U` + hexN(int(r), 8)
}

// codecDecode implements bytes.decode.
func codecDecode(th *Thread, b []byte, encoding, errors string) (string, error) {
	if len(b) == 0 {
		return "", nil // CPython decodes empty input without looking the codec up
	}
	s, err := codecDecodeRaw(th, b, encoding, errors)
	return s, wrapCodecError(err, "decoding", encoding)
}

// fastCodec reports whether CPython encodes/decodes name in C directly
// rather than through the codec registry (PyUnicode_Decode's fast paths).
func fastCodec(name string) bool {
	var b strings.Builder
	punct := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' {
			if punct && b.Len() > 0 {
				b.WriteByte('_')
			}
			punct = false
			b.WriteByte(c)
		} else {
			punct = true
		}
	}
	switch b.String() {
	case "utf8", "utf_8", "utf16", "utf_16", "utf32", "utf_32", "ascii", "us_ascii",
		"latin1", "latin_1", "iso_8859_1", "iso8859_1":
		return true
	}
	return false
}

// wrapCodecError is _PyErr_TrySetFromCause for codecs run through the
// registry: an error-handler LookupError or TypeError is re-raised as
// "decoding with 'cp1252' codec failed (LookupError: ...)".
func wrapCodecError(err error, what, encoding string) error {
	e, ok := err.(*Exception)
	if !ok || fastCodec(encoding) || (e.cls != LookupErrorType && e.cls != TypeErrorType) {
		return err
	}
	msg := e.message()
	if strings.HasPrefix(msg, "unknown encoding: ") {
		return err
	}
	w := newError(e.cls, what+" with '"+encoding+"' codec failed ("+e.cls.Name+": "+msg+")")
	w.cause = ObjectValue(e)
	w.suppressContext = true
	return w
}

func codecDecodeRaw(th *Thread, b []byte, encoding, errors string) (string, error) {
	codec, err := lookupCodec(encoding)
	if err != nil {
		return "", err
	}
	if err := th.charge(int64(len(b))/4 + 1); err != nil {
		return "", err
	}
	var out strings.Builder
	// fail handles the undecodable bytes b[start:end]; it returns the error to
	// raise, if any.
	fail := func(name string, start, end int, reason string) error {
		switch errors {
		case "strict", "surrogateescape", "surrogatepass":
			return newUnicodeDecodeError(name, b, start, end, reason)
		case "ignore":
		case "replace":
			out.WriteRune(0xFFFD)
		case "backslashreplace":
			for _, c := range b[start:end] {
				out.WriteString(`\x` + hexN(int(c), 2))
			}
		case "xmlcharrefreplace", "namereplace":
			return newError(TypeErrorType, "don't know how to handle UnicodeDecodeError in error callback")
		default:
			return unknownHandler(errors)
		}
		return nil
	}
	switch codec.name {
	case "unicode_escape", "raw_unicode_escape":
		if err := escapeDecode(b, codec.name == "raw_unicode_escape", &out, fail); err != nil {
			return "", err
		}
		return out.String(), nil
	case "utf_8", "utf_8_sig":
		data := b
		base := 0
		if codec.name == "utf_8_sig" && len(b) >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf {
			base = 3
		}
		if utf8.Valid(data[base:]) {
			return string(data[base:]), nil
		}
		n := len(b)
		cont := func(c byte) bool { return c&0xC0 == 0x80 }
		for i := base; i < n; {
			c := b[i]
			if c < 0x80 {
				out.WriteByte(c)
				i++
				continue
			}
			size := 0
			lo, hi := byte(0x80), byte(0xBF)
			switch {
			case c >= 0xC2 && c <= 0xDF:
				size = 2
			case c >= 0xE0 && c <= 0xEF:
				size = 3
				if c == 0xE0 {
					lo = 0xA0
				} else if c == 0xED {
					hi = 0x9F
				}
			case c >= 0xF0 && c <= 0xF4:
				size = 4
				if c == 0xF0 {
					lo = 0x90
				} else if c == 0xF4 {
					hi = 0x8F
				}
			default:
				if err := fail("utf-8", i, i+1, "invalid start byte"); err != nil {
					return "", err
				}
				i++
				continue
			}
			k := 1
			bad := ""
			for ; k < size; k++ {
				if i+k >= n {
					bad = "unexpected end of data"
					break
				}
				d := b[i+k]
				if k == 1 && (d < lo || d > hi) || !cont(d) {
					bad = "invalid continuation byte"
					break
				}
			}
			if bad == "" {
				r, _ := utf8.DecodeRune(b[i : i+size])
				out.WriteRune(r)
				i += size
				continue
			}
			end := i + k
			if bad == "unexpected end of data" {
				end = n
			}
			if err := fail("utf-8", i, end, bad); err != nil {
				return "", err
			}
			i = end
		}
		return out.String(), nil
	case "ascii", "latin_1", "cp1252":
		for i, c := range b {
			switch {
			case c < 0x80:
				out.WriteByte(c)
			case codec.name == "latin_1":
				out.WriteRune(rune(c))
			case codec.name == "cp1252":
				r := rune(c)
				if c < 0xa0 {
					r = cp1252High[c-0x80]
				}
				if r == 0 {
					if err := fail("charmap", i, i+1, "character maps to <undefined>"); err != nil {
						return "", err
					}
					continue
				}
				out.WriteRune(r)
			default:
				if err := fail("ascii", i, i+1, "ordinal not in range(128)"); err != nil {
					return "", err
				}
			}
		}
		return out.String(), nil
	}
	// UTF-16 and UTF-32.
	wide := strings.HasPrefix(codec.name, "utf_32")
	unit := 2
	if wide {
		unit = 4
	}
	be := strings.HasSuffix(codec.name, "_be")
	i := 0
	if codec.name == "utf_16" || codec.name == "utf_32" {
		switch {
		case !wide && len(b) >= 2 && b[0] == 0xff && b[1] == 0xfe:
			i = 2
		case !wide && len(b) >= 2 && b[0] == 0xfe && b[1] == 0xff:
			i, be = 2, true
		case wide && len(b) >= 4 && b[0] == 0xff && b[1] == 0xfe && b[2] == 0 && b[3] == 0:
			i = 4
		case wide && len(b) >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xfe && b[3] == 0xff:
			i, be = 4, true
		}
	}
	name := "utf-16-le"
	if wide {
		name = "utf-32-le"
	}
	if be {
		name = name[:len(name)-2] + "be"
	}
	read := func(at int) uint32 {
		var u uint32
		for k := 0; k < unit; k++ {
			shift := 8 * k
			if be {
				shift = 8 * (unit - 1 - k)
			}
			u |= uint32(b[at+k]) << shift
		}
		return u
	}
	n := len(b)
	for i < n {
		if i+unit > n {
			if err := fail(name, i, n, "truncated data"); err != nil {
				return "", err
			}
			break
		}
		u := read(i)
		if wide {
			switch {
			case u > 0x10FFFF:
				if err := fail(name, i, i+4, "code point not in range(0x110000)"); err != nil {
					return "", err
				}
			case u >= 0xD800 && u < 0xE000:
				if err := fail(name, i, i+4, "code point in surrogate code point range(0xd800, 0xe000)"); err != nil {
					return "", err
				}
			default:
				out.WriteRune(rune(u))
			}
			i += 4
			continue
		}
		switch {
		case u < 0xD800 || u >= 0xE000:
			out.WriteRune(rune(u))
			i += 2
		case u >= 0xDC00:
			if err := fail(name, i, i+2, "illegal encoding"); err != nil {
				return "", err
			}
			i += 2
		case i+4 > n:
			if err := fail(name, i, n, "unexpected end of data"); err != nil {
				return "", err
			}
			i = n
		default:
			u2 := read(i + 2)
			if u2 < 0xDC00 || u2 >= 0xE000 {
				if err := fail(name, i, i+2, "illegal UTF-16 surrogate"); err != nil {
					return "", err
				}
				i += 2
				continue
			}
			out.WriteRune(rune(0x10000 + (u-0xD800)<<10 + (u2 - 0xDC00)))
			i += 4
		}
	}
	return out.String(), nil
}

// codecArgs reads the encoding and errors arguments of encode/decode/str().
func codecArgs(fname string, encv, errv Value) (string, string, error) {
	enc, errs := "utf-8", "strict"
	if given(encv) {
		s, ok := strArg(encv)
		if !ok {
			return "", "", newError(TypeErrorType, fname+"() argument 'encoding' must be str, not "+typeNameOrNone(encv))
		}
		enc = s.s
	}
	if given(errv) {
		s, ok := strArg(errv)
		if !ok {
			return "", "", newError(TypeErrorType, fname+"() argument 'errors' must be str, not "+typeNameOrNone(errv))
		}
		errs = s.s
	}
	return enc, errs, nil
}

func strEncodeMethod(th *Thread, s *Str, a []Value) (Value, error) {
	if !given(a[0]) && !given(a[1]) { // UTF-8, which s already is: codecEncode's charges only
		if err := th.charge(int64(len(s.s))/4 + 1); err != nil {
			return Value{}, err
		}
		if err := th.chargeBytes(len(s.s)); err != nil {
			return Value{}, err
		}
		return ObjectValue(bytesOfString(s.s)), nil
	}
	enc, errs, err := codecArgs("encode", a[0], a[1])
	if err != nil {
		return Value{}, err
	}
	b, err := codecEncode(th, s.s, enc, errs)
	if err != nil {
		return Value{}, err
	}
	if err := th.chargeBytes(len(b)); err != nil {
		return Value{}, err
	}
	return ObjectValue(&Bytes{b: b}), nil
}

// bytesOfString makes a bytes object of the bytes of s, a short one in the
// same allocation as its object.
func bytesOfString(s string) *Bytes {
	if len(s) > shortBytes {
		return &Bytes{b: []byte(s)}
	}
	p := &struct {
		Bytes
		room [shortBytes]byte
	}{}
	p.b = append(p.room[:0:len(s)], s...) // capped: an append elsewhere copies
	return &p.Bytes
}

// shortBytes is the most bytes bytesOfString keeps with their object (both
// then fill one 64-byte allocation).
const shortBytes = 40

// constructStr is str(object="", encoding="utf-8", errors="strict").
func constructStr(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) == 0 && len(args) <= 1 {
		if len(args) == 0 {
			return StrValue(""), nil
		}
		switch args[0].obj.(type) {
		case *Str:
			return args[0], nil // immutable: CPython returns it too
		case intKind:
			s := itoa(args[0].small())
			return th.strValueOf(s, len(s)), nil
		}
		s, err := toStr(th, args[0])
		return StrValue(s), err
	}
	spec := methodArgs{owner: "str", name: "str", kind: argsKw, max: 3, names: []string{"object", "encoding", "errors"}}
	a, err := spec.parse(args, kw)
	if err != nil {
		return Value{}, err
	}
	if !given(a[1]) && !given(a[2]) {
		if !given(a[0]) {
			return StrValue(""), nil
		}
		s, err := toStr(th, a[0])
		return StrValue(s), err
	}
	enc, errs, err := codecArgs("str", a[1], a[2])
	if err != nil {
		return Value{}, err
	}
	if !given(a[0]) {
		return StrValue(""), nil
	}
	b, ok := bytesOf(unwrapBase(a[0]))
	if !ok {
		if _, isStr := strArg(a[0]); isStr {
			return Value{}, newError(TypeErrorType, "decoding str is not supported")
		}
		return Value{}, newError(TypeErrorType, "decoding to str: need a bytes-like object, "+typeName(a[0])+" found")
	}
	s, err := codecDecode(th, b, enc, errs)
	if err != nil {
		return Value{}, err
	}
	return newStrResult(th, s)
}

func init() {
	StrType.construct = constructStr
}
