package pvm

import (
	"bytes"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"strings"
)

// The base64 module (Lib/base64.py over Modules/binascii.c of CPython
// 3.11): Base64, Base32, Base16, Base85 and Ascii85.

// BinasciiErrorType is binascii.Error, raised for malformed encoded data.
var BinasciiErrorType = newModuleException("Error", "binascii", ValueErrorType)

const (
	b64Std   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b32Std   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b32Hex   = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
	b85Chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
)

// b64Rev maps a Base64 digit to its value, 0xff for others.
var b64Rev = func() (t [256]byte) {
	for i := range t {
		t[i] = 0xff
	}
	for i := 0; i < len(b64Std); i++ {
		t[b64Std[i]] = byte(i)
	}
	return t
}()

var b85Rev = func() (t [256]int16) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(b85Chars); i++ {
		t[b85Chars[i]] = int16(i)
	}
	return t
}()

func init() {
	registerModule("base64", func(d *Dict) {
		// CPython's __all__, less encode and decode, which work on files.
		setAll(d, false,
			"encodebytes", "decodebytes", "b64encode", "b64decode", "b32encode", "b32decode",
			"b32hexencode", "b32hexdecode", "b16encode", "b16decode", "b85encode", "b85decode",
			"a85encode", "a85decode", "standard_b64encode", "standard_b64decode", "urlsafe_b64encode",
			"urlsafe_b64decode")
		setFunc(d, "b64encode", b64Encode)
		setFunc(d, "b64decode", b64Decode)
		setFunc(d, "standard_b64encode", b64Encode)
		setFunc(d, "standard_b64decode", b64Decode)
		setFunc(d, "urlsafe_b64encode", urlsafeB64Encode)
		setFunc(d, "urlsafe_b64decode", urlsafeB64Decode)
		setFunc(d, "b32encode", b32Encoder("b32encode", b32Std))
		setFunc(d, "b32decode", b32Decoder("b32decode", b32Std))
		setFunc(d, "b32hexencode", b32Encoder("b32hexencode", b32Hex))
		setFunc(d, "b32hexdecode", b32Decoder("b32hexdecode", b32Hex))
		setFunc(d, "b16encode", b16Encode)
		setFunc(d, "b16decode", b16Decode)
		setFunc(d, "b85encode", b85Encode)
		setFunc(d, "b85decode", b85Decode)
		setFunc(d, "a85encode", a85Encode)
		setFunc(d, "a85decode", a85Decode)
		setFunc(d, "encodebytes", encodeBytes)
		setFunc(d, "decodebytes", decodeBytes)
	})
}

// encodeInput is the bytes-like argument of an encoder; msg prefixes the
// type name in the TypeError for anything else.
func encodeInput(th *Thread, v Value, msg string) ([]byte, error) {
	b, ok := bytesOf(v)
	if !ok {
		return nil, newError(TypeErrorType, msg+typeName(v)+"'")
	}
	return b, th.charge(int64(len(b))/8 + 1)
}

func bytesLikeInput(th *Thread, v Value) ([]byte, error) {
	return encodeInput(th, v, "a bytes-like object is required, not '")
}

// decodeInput is base64's _bytes_from_decode_data: ASCII str or bytes-like.
func decodeInput(th *Thread, v Value) ([]byte, error) {
	if s, ok := v.obj.(*Str); ok {
		if !s.ascii() {
			return nil, newError(ValueErrorType, "string argument should contain only ASCII characters")
		}
		return []byte(s.s), th.charge(int64(len(s.s))/8 + 1)
	}
	return encodeInput(th, v, "argument should be a bytes-like object or ASCII string, not '")
}

// altChars reads a two-byte altchars argument (unbound or None: none).
func altChars(th *Thread, v Value, decode bool) ([]byte, error) {
	if v.obj == nil || v.IsNone() {
		return nil, nil
	}
	var b []byte
	var err error
	if decode {
		b, err = decodeInput(th, v)
	} else {
		b, err = bytesLikeInput(th, v)
	}
	if err == nil && len(b) != 2 {
		r, _ := repr(th, ObjectValue(&Bytes{b: b}))
		return nil, newError(AssertionErrorType, r)
	}
	return b, err
}

// translate2 returns b with from[0], from[1] replaced by to[0], to[1].
func translate2(b []byte, from, to string) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		switch c {
		case from[0]:
			c = to[0]
		case from[1]:
			c = to[1]
		}
		out[i] = c
	}
	return out
}

var b64EncodeArgs = newArgSpec("b64encode", "s", "altchars=")

func b64Encode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := b64EncodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	b, err := bytesLikeInput(th, a[0])
	if err != nil {
		return Value{}, err
	}
	alt, err := altChars(th, a[1], false)
	if err != nil {
		return Value{}, err
	}
	return b64Out(th, b, alt)
}

func b64Out(th *Thread, b, alt []byte) (Value, error) {
	if err := th.chargeBytes(base64.StdEncoding.EncodedLen(len(b))); err != nil {
		return Value{}, err
	}
	out := make([]byte, base64.StdEncoding.EncodedLen(len(b)))
	base64.StdEncoding.Encode(out, b)
	if alt != nil {
		out = translate2(out, "+/", string(alt))
	}
	return ObjectValue(&Bytes{b: out}), nil
}

var b64DecodeArgs = newArgSpec("b64decode", "s", "altchars=", "validate=")

func b64Decode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := b64DecodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	b, err := decodeInput(th, a[0])
	if err != nil {
		return Value{}, err
	}
	alt, err := altChars(th, a[1], true)
	if err != nil {
		return Value{}, err
	}
	if alt != nil {
		b = translate2(b, string(alt), "+/")
	}
	strict := false
	if a[2].obj != nil {
		if strict, err = truth(th, a[2]); err != nil {
			return Value{}, err
		}
	}
	return a2bBase64(th, b, strict)
}

func urlsafeB64Encode(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("urlsafe_b64encode", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, err := bytesLikeInput(th, args[0])
	if err != nil {
		return Value{}, err
	}
	return b64Out(th, b, []byte("-_"))
}

func urlsafeB64Decode(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("urlsafe_b64decode", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, err := decodeInput(th, args[0])
	if err != nil {
		return Value{}, err
	}
	return a2bBase64(th, translate2(b, "-_", "+/"), false)
}

// a2bBase64 is binascii.a2b_base64: non-strict mode skips characters
// outside the alphabet and stops at the first complete padding.
func a2bBase64(th *Thread, in []byte, strict bool) (Value, error) {
	if err := th.chargeBytes(len(in) / 4 * 3); err != nil {
		return Value{}, err
	}
	if strict && len(in) > 0 && in[0] == '=' {
		return Value{}, newError(BinasciiErrorType, "Leading padding not allowed")
	}
	out := make([]byte, 0, (len(in)+3)/4*3)
	quad, pads := 0, 0
	var left byte
	padding := false
	for i, c := range in {
		if c == '=' {
			padding = true
			if pads++; quad >= 2 && quad+pads >= 4 {
				if strict && i+1 < len(in) {
					return Value{}, newError(BinasciiErrorType, "Excess data after padding")
				}
				return ObjectValue(&Bytes{b: out}), nil
			}
			continue
		}
		v := b64Rev[c]
		if v == 0xff {
			if strict {
				return Value{}, newError(BinasciiErrorType, "Only base64 data is allowed")
			}
			continue
		}
		if strict && padding {
			return Value{}, newError(BinasciiErrorType, "Discontinuous padding not allowed")
		}
		pads = 0
		switch quad {
		case 0:
			left = v
		case 1:
			out = append(out, left<<2|v>>4)
			left = v & 0x0f
		case 2:
			out = append(out, left<<4|v>>2)
			left = v & 0x03
		case 3:
			out = append(out, left<<6|v)
		}
		quad = (quad + 1) % 4
	}
	switch quad {
	case 0:
		return ObjectValue(&Bytes{b: out}), nil
	case 1:
		return Value{}, newError(BinasciiErrorType, "Invalid base64-encoded string: number of data characters ("+
			itoa(int64(len(out)/3*4+1))+") cannot be 1 more than a multiple of 4")
	}
	return Value{}, newError(BinasciiErrorType, "Incorrect padding")
}

func b32Encoder(name, alphabet string) BuiltinFunc {
	enc := base32.NewEncoding(alphabet)
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs(name, args, kw, 1); err != nil {
			return Value{}, err
		}
		b, err := encodeInput(th, args[0], "memoryview: a bytes-like object is required, not '")
		if err != nil {
			return Value{}, err
		}
		if err := th.chargeBytes(enc.EncodedLen(len(b))); err != nil {
			return Value{}, err
		}
		return ObjectValue(&Bytes{b: []byte(enc.EncodeToString(b))}), nil
	}
}

// b32Decoder is base64._b32decode, written after the Python original so
// that errors come in the same order.
func b32Decoder(name, alphabet string) BuiltinFunc {
	spec := newArgSpec(name, "s", "casefold=", "map01=")
	var rev [256]int16
	for i := range rev {
		rev[i] = -1
	}
	for i := 0; i < len(alphabet); i++ {
		rev[alphabet[i]] = int16(i)
	}
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		var a [3]Value
		if err := spec.bind(args, kw, a[:]); err != nil {
			return Value{}, err
		}
		s, err := decodeInput(th, a[0])
		if err != nil {
			return Value{}, err
		}
		if len(s)%8 != 0 {
			return Value{}, newError(BinasciiErrorType, "Incorrect padding")
		}
		if m := a[2]; m.obj != nil && !m.IsNone() && alphabet == b32Std {
			mb, err := decodeInput(th, m)
			if err != nil {
				return Value{}, err
			}
			if len(mb) != 1 {
				r, _ := repr(th, ObjectValue(&Bytes{b: mb}))
				return Value{}, newError(AssertionErrorType, r)
			}
			s = translate2(s, "01", "O"+string(mb))
		}
		if a[1].obj != nil {
			fold, err := truth(th, a[1])
			if err != nil {
				return Value{}, err
			}
			if fold {
				s = bytes.ToUpper(s)
			}
		}
		n := len(s)
		s = bytes.TrimRight(s, "=")
		pads := n - len(s)
		if err := th.chargeBytes(n / 8 * 5); err != nil {
			return Value{}, err
		}
		out := make([]byte, 0, n/8*5)
		var acc uint64
		for i := 0; i < len(s); i += 8 {
			acc = 0
			for _, c := range s[i:min(i+8, len(s))] {
				if rev[c] < 0 {
					return Value{}, newError(BinasciiErrorType, "Non-base32 digit found")
				}
				acc = acc<<5 | uint64(rev[c])
			}
			out = appendUint40(out, acc)
		}
		switch pads {
		case 0, 1, 3, 4, 6:
		default:
			return Value{}, newError(BinasciiErrorType, "Incorrect padding")
		}
		if pads > 0 && len(out) > 0 {
			acc <<= 5 * pads
			keep := (43 - 5*pads) / 8
			out = appendUint40(out[:len(out)-5], acc)[:len(out)-5+keep]
		}
		return ObjectValue(&Bytes{b: out}), nil
	}
}

// appendUint40 appends the low 40 bits of x, big-endian.
func appendUint40(b []byte, x uint64) []byte {
	return append(b, byte(x>>32), byte(x>>24), byte(x>>16), byte(x>>8), byte(x))
}

func b16Encode(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("b16encode", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, err := bytesLikeInput(th, args[0])
	if err != nil {
		return Value{}, err
	}
	if err := th.chargeBytes(2 * len(b)); err != nil {
		return Value{}, err
	}
	return ObjectValue(&Bytes{b: []byte(strings.ToUpper(hex.EncodeToString(b)))}), nil
}

var b16DecodeArgs = newArgSpec("b16decode", "s", "casefold=")

func b16Decode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := b16DecodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	s, err := decodeInput(th, a[0])
	if err != nil {
		return Value{}, err
	}
	if a[1].obj != nil {
		fold, err := truth(th, a[1])
		if err != nil {
			return Value{}, err
		}
		if fold {
			s = bytes.ToUpper(s)
		}
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'F') {
			return Value{}, newError(BinasciiErrorType, "Non-base16 digit found")
		}
	}
	if len(s)%2 != 0 {
		return Value{}, newError(BinasciiErrorType, "Odd-length string")
	}
	if err := th.chargeBytes(len(s) / 2); err != nil {
		return Value{}, err
	}
	out := make([]byte, len(s)/2)
	hex.Decode(out, s)
	return ObjectValue(&Bytes{b: out}), nil
}

// encode85 is base64._85encode: big-endian 32-bit words in base 85, with
// the optional 'z' (zero word) and 'y' (four spaces) abbreviations.
func encode85(th *Thread, b []byte, chars string, pad, foldNuls, foldSpaces bool) ([]byte, error) {
	padding := (4 - len(b)%4) % 4
	if err := th.chargeBytes((len(b) + padding) / 4 * 5); err != nil {
		return nil, err
	}
	src := append(append([]byte(nil), b...), make([]byte, padding)...)
	out := make([]byte, 0, len(src)/4*5)
	var last []byte
	for i := 0; i < len(src); i += 4 {
		w := binary.BigEndian.Uint32(src[i:])
		start := len(out)
		switch {
		case foldNuls && w == 0:
			out = append(out, 'z')
		case foldSpaces && w == 0x20202020:
			out = append(out, 'y')
		default:
			var g [5]byte
			for j := 4; j >= 0; j-- {
				g[j] = chars[w%85]
				w /= 85
			}
			out = append(out, g[:]...)
		}
		last = out[start:]
	}
	if padding > 0 && !pad {
		if len(last) == 1 && last[0] == 'z' {
			out = append(out[:len(out)-1], bytes.Repeat([]byte{chars[0]}, 5)...)
		}
		out = out[:len(out)-padding]
	}
	return out, nil
}

var b85EncodeArgs = newArgSpec("b85encode", "b", "pad=")

func b85Encode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := b85EncodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	b, err := encodeInput(th, a[0], "memoryview: a bytes-like object is required, not '")
	if err != nil {
		return Value{}, err
	}
	pad, err := optTruth(th, a[1])
	if err != nil {
		return Value{}, err
	}
	out, err := encode85(th, b, b85Chars, pad, false, false)
	if err != nil {
		return Value{}, err
	}
	return ObjectValue(&Bytes{b: out}), nil
}

// optTruth is the truth of an optional flag argument (false if absent).
func optTruth(th *Thread, v Value) (bool, error) {
	if v.obj == nil {
		return false, nil
	}
	return truth(th, v)
}

func b85Decode(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("b85decode", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, err := decodeInput(th, args[0])
	if err != nil {
		return Value{}, err
	}
	padding := (5 - len(b)%5) % 5
	if err := th.chargeBytes((len(b) + padding) / 5 * 4); err != nil {
		return Value{}, err
	}
	b = append(append([]byte(nil), b...), bytes.Repeat([]byte{'~'}, padding)...)
	out := make([]byte, 0, len(b)/5*4)
	for i := 0; i < len(b); i += 5 {
		var acc uint64
		for j, c := range b[i : i+5] {
			if b85Rev[c] < 0 {
				return Value{}, newError(ValueErrorType, "bad base85 character at position "+itoa(int64(i+j)))
			}
			acc = acc*85 + uint64(b85Rev[c])
		}
		if acc > 0xffffffff {
			return Value{}, newError(ValueErrorType, "base85 overflow in hunk starting at byte "+itoa(int64(i)))
		}
		out = binary.BigEndian.AppendUint32(out, uint32(acc))
	}
	return ObjectValue(&Bytes{b: out[:len(out)-padding]}), nil
}

var a85EncodeArgs = newArgSpec("a85encode", "b", "*", "foldspaces=", "wrapcol=", "pad=", "adobe=")

func a85Encode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [5]Value
	if err := a85EncodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	b, err := encodeInput(th, a[0], "memoryview: a bytes-like object is required, not '")
	if err != nil {
		return Value{}, err
	}
	var flags [3]bool // foldspaces, pad, adobe
	for i, v := range []Value{a[1], a[3], a[4]} {
		if flags[i], err = optTruth(th, v); err != nil {
			return Value{}, err
		}
	}
	wrap := 0
	if a[2].obj != nil {
		n, ok, err := asIndex(th, a[2])
		if err != nil || !ok {
			return Value{}, orTypeError(err, "wrapcol", a[2])
		}
		wrap = n
	}
	out, err := encode85(th, b, a85Chars, flags[1], true, flags[0])
	if err != nil {
		return Value{}, err
	}
	adobe := flags[2]
	if adobe {
		out = append([]byte("<~"), out...)
	}
	if wrap > 0 {
		if adobe {
			wrap = max(wrap, 2)
		}
		if err := th.chargeBytes(len(out) + len(out)/wrap + 1); err != nil {
			return Value{}, err
		}
		var w []byte
		lastLen := 0
		for i := 0; i < len(out); i += wrap {
			if i > 0 {
				w = append(w, '\n')
			}
			chunk := out[i:min(i+wrap, len(out))]
			w = append(w, chunk...)
			lastLen = len(chunk)
		}
		if adobe && lastLen+2 > wrap {
			w = append(w, '\n')
		}
		out = w
	}
	if adobe {
		out = append(out, "~>"...)
	}
	return ObjectValue(&Bytes{b: out}), nil
}

var a85Chars = func() string {
	var b [85]byte
	for i := range b {
		b[i] = byte('!' + i)
	}
	return string(b[:])
}()

var a85DecodeArgs = newArgSpec("a85decode", "b", "*", "foldspaces=", "adobe=", "ignorechars=")

func a85Decode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [4]Value
	if err := a85DecodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	b, err := decodeInput(th, a[0])
	if err != nil {
		return Value{}, err
	}
	foldSpaces, err := optTruth(th, a[1])
	if err != nil {
		return Value{}, err
	}
	adobe, err := optTruth(th, a[2])
	if err != nil {
		return Value{}, err
	}
	ignore := []byte(" \t\n\r\v")
	if a[3].obj != nil {
		if ignore, err = decodeInput(th, a[3]); err != nil {
			return Value{}, err
		}
	}
	if adobe {
		if !bytes.HasSuffix(b, []byte("~>")) {
			return Value{}, newError(ValueErrorType, "Ascii85 encoded byte sequences must end with b'~>'")
		}
		b = bytes.TrimPrefix(b[:len(b)-2], []byte("<~"))
	}
	if err := th.chargeBytes(len(b) * 4); err != nil {
		return Value{}, err
	}
	var out, curr []byte
	for _, c := range append(append([]byte(nil), b...), "uuuu"...) {
		switch {
		case c >= '!' && c <= 'u':
			curr = append(curr, c)
			if len(curr) == 5 {
				var acc uint64
				for _, x := range curr {
					acc = 85*acc + uint64(x-33)
				}
				if acc > 0xffffffff {
					return Value{}, newError(ValueErrorType, "Ascii85 overflow")
				}
				out = binary.BigEndian.AppendUint32(out, uint32(acc))
				curr = curr[:0]
			}
		case c == 'z' || foldSpaces && c == 'y':
			if len(curr) > 0 {
				return Value{}, newError(ValueErrorType, string(c)+" inside Ascii85 5-tuple")
			}
			fill := byte(0)
			if c == 'y' {
				fill = ' '
			}
			out = append(out, fill, fill, fill, fill)
		case bytes.IndexByte(ignore, c) >= 0:
		default:
			return Value{}, newError(ValueErrorType, "Non-Ascii85 digit found: "+string(rune(c)))
		}
	}
	// curr holds what is left of the "uuuu" padding: all four when the
	// input ended on a group boundary, else k-1 after a final group of k
	// characters, whose four bytes are cut to k-1 (none for a lone one).
	drop := 0
	if len(curr) < 4 {
		drop = 4 - len(curr)
	}
	return ObjectValue(&Bytes{b: out[:len(out)-drop]}), nil
}

// encodeBytes is base64.encodebytes: lines of 76 characters, each ending
// with a newline.
func encodeBytes(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("encodebytes", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, ok := bytesOf(args[0])
	if !ok {
		return Value{}, newError(TypeErrorType, "expected bytes-like object, not "+typeName(args[0]))
	}
	const chunk = 57 // 76 output characters
	n := base64.StdEncoding.EncodedLen(len(b))
	if err := th.chargeBytes(n + n/76 + 1); err != nil {
		return Value{}, err
	}
	var out []byte
	for i := 0; i < len(b); i += chunk {
		out = base64.StdEncoding.AppendEncode(out, b[i:min(i+chunk, len(b))])
		out = append(out, '\n')
	}
	return ObjectValue(&Bytes{b: out}), nil
}

func decodeBytes(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("decodebytes", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, ok := bytesOf(args[0])
	if !ok {
		return Value{}, newError(TypeErrorType, "expected bytes-like object, not "+typeName(args[0]))
	}
	return a2bBase64(th, b, false)
}
