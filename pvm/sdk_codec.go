package pvm

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/big"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/core/codec"
)

// cowboy_sdk.codec: PVM values to and from Cowboy's canonical CBOR, the same
// bytes core/codec produces and accepts (RFC 8949 §4.2 with length-first map
// keys, shortest heads, binary64 floats, bignums only beyond 64 bits, tags 2
// and 3 only). The encoder writes the profile directly rather than building
// Go values for core/codec, so encoding costs one output buffer, not an
// allocation per item; tests check the bytes against core/codec.
//
// Values: None, bool, int (bignums up to the 4096-bit cap), float, str,
// bytes and bytearray (byte strings), list and tuple (arrays), dict (maps
// with any encodable keys), instances of built-in subclasses as their base
// value, and objects whose class defines __cbor__() (the SDK's Address,
// CowboyModel, ordered_set and Capture) as what that method returns.
// Decoding gives None, bool, int, float, str, bytes, list and dict; arrays
// used as map keys become tuples. Nesting, sizes and counts are bounded by
// core/codec's default limits on both sides, so whatever encodes here
// decodes on the Go side and the other way round.

const (
	cborMaxBytes  = codec.DefaultMaxBytes
	cborMaxDepth  = codec.DefaultMaxDepth
	cborMaxArray  = codec.DefaultMaxArrayElements
	cborMaxPairs  = codec.DefaultMaxMapPairs
	cborItemCost  = 2 // cycles per encoded or decoded item, on top of 1 per byte
	cborNaN       = 0x7ff8000000000000
	cborMajorUint = 0
	cborMajorNeg  = 1
	cborMajorByte = 2
	cborMajorText = 3
	cborMajorArr  = 4
	cborMajorMap  = 5
	cborMajorTag  = 6
	cborMajorSimp = 7
)

func codecError(msg string) *Exception { return sdkError("CodecError", msg) }

// ---- encoding ----

type cborEncoder struct {
	th       *Thread
	buf      []byte
	reserved int    // bytes of buf's growth already charged to the memory meter
	scratch  []byte // map bodies being re-sorted
}

// sdkEncode is encode(value) -> bytes.
func sdkEncode(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("encode", args, kw, 1); err != nil {
		return Value{}, err
	}
	e := &cborEncoder{th: th}
	if err := e.encode(args[0], 0); err != nil {
		return Value{}, err
	}
	if err := th.allocate(objectHeader); err != nil {
		return Value{}, err
	}
	return ObjectValue(&Bytes{b: e.buf}), nil
}

// encodeValue is the encoder for Go callers (tests, the host glue).
func encodeValue(th *Thread, v Value) ([]byte, error) {
	e := &cborEncoder{th: th}
	if err := e.encode(v, 0); err != nil {
		return nil, err
	}
	return e.buf, nil
}

// reserve charges cycles for n more output bytes (plus the item cost) and
// covers their memory before they are written.
func (e *cborEncoder) reserve(n int) error {
	if err := e.th.charge(int64(n) + cborItemCost); err != nil {
		return err
	}
	need := len(e.buf) + n
	if need > cborMaxBytes {
		return codecError("encoded value would exceed " + strconv.Itoa(cborMaxBytes) + " bytes, the canonical CBOR size limit")
	}
	if need > e.reserved {
		more := max(need, 2*e.reserved, 64) - e.reserved
		if err := e.th.allocate(int64(more)); err != nil {
			return err
		}
		e.reserved += more
		if cap(e.buf) < need {
			e.buf = slices.Grow(e.buf, more)
		}
	}
	return nil
}

func appendCBORHead(b []byte, major byte, arg uint64) []byte {
	m := major << 5
	switch {
	case arg < 24:
		return append(b, m|byte(arg))
	case arg <= math.MaxUint8:
		return append(b, m|24, byte(arg))
	case arg <= math.MaxUint16:
		return binary.BigEndian.AppendUint16(append(b, m|25), uint16(arg))
	case arg <= math.MaxUint32:
		return binary.BigEndian.AppendUint32(append(b, m|26), uint32(arg))
	}
	return binary.BigEndian.AppendUint64(append(b, m|27), arg)
}

func (e *cborEncoder) head(major byte, arg uint64) error {
	if err := e.reserve(9); err != nil {
		return err
	}
	e.buf = appendCBORHead(e.buf, major, arg)
	return nil
}

func (e *cborEncoder) str(major byte, s []byte) error {
	if err := e.reserve(9 + len(s)); err != nil {
		return err
	}
	e.buf = append(appendCBORHead(e.buf, major, uint64(len(s))), s...)
	return nil
}

func (e *cborEncoder) nest(depth int) error {
	if depth >= cborMaxDepth {
		return codecError("value nests deeper than " + strconv.Itoa(cborMaxDepth) + " levels (arrays, maps and bignums), the canonical CBOR limit; a container that contains itself cannot be encoded")
	}
	return nil
}

// encode appends v; depth counts the arrays, maps and tags around it.
func (e *cborEncoder) encode(v Value, depth int) error {
	switch o := v.obj.(type) {
	case noneKind:
		return e.simple(0xf6)
	case boolKind:
		if v.num != 0 {
			return e.simple(0xf5)
		}
		return e.simple(0xf4)
	case intKind:
		if n := v.small(); n < 0 {
			return e.head(cborMajorNeg, uint64(-1-n))
		}
		return e.head(cborMajorUint, v.num)
	case *BigInt:
		return e.bigInt(&o.v, depth)
	case floatKind:
		bits := v.num
		if math.IsNaN(v.float()) {
			bits = cborNaN
		}
		if err := e.reserve(9); err != nil {
			return err
		}
		e.buf = binary.BigEndian.AppendUint64(append(e.buf, 0xfb), bits)
		return nil
	case *Str:
		if err := e.reserve(9 + len(o.s)); err != nil {
			return err
		}
		e.buf = append(appendCBORHead(e.buf, cborMajorText, uint64(len(o.s))), o.s...)
		return nil
	case *Bytes:
		return e.str(cborMajorByte, o.b)
	case *ByteArray:
		return e.str(cborMajorByte, o.b)
	case *List:
		return e.array(o, nil, depth)
	case *Tuple:
		return e.array(o, o.items, depth)
	case *Dict:
		return e.dict(o, depth)
	case *Instance:
		if o.base().obj != nil {
			return e.encode(o.base(), depth)
		}
		if m, ok := userMethod(v, "__cbor__"); ok {
			if err := e.nest(depth); err != nil {
				return err
			}
			r, err := e.th.callArgs(m, v)
			if err != nil {
				return err
			}
			return e.encode(r, depth+1)
		}
	}
	return codecError("cannot encode a value of type '" + typeName(v) + "' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set")
}

func (e *cborEncoder) simple(b byte) error {
	if err := e.reserve(1); err != nil {
		return err
	}
	e.buf = append(e.buf, b)
	return nil
}

// bigInt encodes an int outside int64: a plain head while it fits in 64
// bits, else a bignum (tag 2, or tag 3 holding -1-n).
func (e *cborEncoder) bigInt(x *big.Int, depth int) error {
	major, tag := byte(cborMajorUint), uint64(2)
	m := x
	if x.Sign() < 0 {
		major, tag = cborMajorNeg, 3
		m = new(big.Int).Neg(x)
		m.Sub(m, big.NewInt(1))
	}
	if m.IsUint64() {
		return e.head(major, m.Uint64())
	}
	if err := e.nest(depth); err != nil {
		return err
	}
	if err := e.head(cborMajorTag, tag); err != nil {
		return err
	}
	return e.str(cborMajorByte, m.Bytes())
}

// array encodes a list (items nil: read live, as __cbor__ hooks may run) or
// a tuple.
func (e *cborEncoder) array(o Object, items []Value, depth int) error {
	l, live := o.(*List)
	if live {
		items = l.items
	}
	if err := e.nest(depth); err != nil {
		return err
	}
	if len(items) > cborMaxArray {
		return codecError("array of " + strconv.Itoa(len(items)) + " items exceeds the canonical CBOR limit of " + strconv.Itoa(cborMaxArray))
	}
	if err := e.head(cborMajorArr, uint64(len(items))); err != nil {
		return err
	}
	n := len(items)
	for i := 0; i < n; i++ {
		if live {
			if i >= len(l.items) {
				return newError(RuntimeErrorType, "list changed size during CBOR encoding")
			}
			items = l.items
		}
		if err := e.encode(items[i], depth+1); err != nil {
			return err
		}
	}
	return nil
}

type cborSpan struct{ key, mid, end int } // key bytes [key:mid], value [mid:end]

// dict encodes a map, its entries sorted by encoded key, length first.
func (e *cborEncoder) dict(d *Dict, depth int) error {
	if err := e.nest(depth); err != nil {
		return err
	}
	entries := d.Items()
	if len(entries) > cborMaxPairs {
		return codecError("map of " + strconv.Itoa(len(entries)) + " entries exceeds the canonical CBOR limit of " + strconv.Itoa(cborMaxPairs))
	}
	if err := e.head(cborMajorMap, uint64(len(entries))); err != nil {
		return err
	}
	if len(entries) == 0 {
		return nil
	}
	if err := e.th.allocate(int64(len(entries)) * 24); err != nil {
		return err
	}
	spans := make([]cborSpan, len(entries))
	body := len(e.buf)
	sorted := true
	for i, en := range entries {
		spans[i].key = len(e.buf)
		if err := e.encode(en.key, depth+1); err != nil {
			return err
		}
		spans[i].mid = len(e.buf)
		if err := e.encode(en.value, depth+1); err != nil {
			return err
		}
		spans[i].end = len(e.buf)
		if i > 0 && cborKeyCompare(e.buf[spans[i-1].key:spans[i-1].mid], e.buf[spans[i].key:spans[i].mid]) >= 0 {
			sorted = false
		}
	}
	if sorted {
		return nil
	}
	slices.SortFunc(spans, func(a, b cborSpan) int {
		return cborKeyCompare(e.buf[a.key:a.mid], e.buf[b.key:b.mid])
	})
	for i := 1; i < len(spans); i++ {
		if bytes.Equal(e.buf[spans[i-1].key:spans[i-1].mid], e.buf[spans[i].key:spans[i].mid]) {
			return codecError("two map keys encode to the same CBOR bytes; canonical maps need distinct keys")
		}
	}
	n := len(e.buf) - body
	if err := e.th.charge(int64(n)); err != nil {
		return err
	}
	if cap(e.scratch) < n {
		if err := e.th.allocate(int64(n - cap(e.scratch))); err != nil {
			return err
		}
		e.scratch = make([]byte, 0, n)
	}
	e.scratch = e.scratch[:0]
	for _, s := range spans {
		e.scratch = append(e.scratch, e.buf[s.key:s.end]...)
	}
	copy(e.buf[body:], e.scratch)
	return nil
}

// cborKeyCompare orders encoded keys length-first, then bytewise.
func cborKeyCompare(a, b []byte) int {
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return bytes.Compare(a, b)
}

// ---- decoding ----

type cborDecoder struct {
	th *Thread
	b  []byte
}

// sdkDecode is decode(data) -> value. Only canonical CBOR is accepted.
func sdkDecode(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("decode", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, ok := bytesOf(args[0])
	if !ok {
		return Value{}, newError(TypeErrorType, "decode() argument must be bytes, not "+typeName(args[0]))
	}
	return decodeValue(th, b)
}

// decodeValue decodes one canonical CBOR item filling all of b.
func decodeValue(th *Thread, b []byte) (Value, error) {
	if len(b) > cborMaxBytes {
		return Value{}, codecError("input is " + strconv.Itoa(len(b)) + " bytes, over the canonical CBOR limit of " + strconv.Itoa(cborMaxBytes))
	}
	if len(b) == 0 {
		return Value{}, codecError("empty input is not CBOR")
	}
	if err := th.charge(int64(len(b)) + 10); err != nil {
		return Value{}, err
	}
	d := &cborDecoder{th: th, b: b}
	v, end, err := d.item(0, 0, false)
	if err != nil {
		return Value{}, err
	}
	if end != len(b) {
		return Value{}, codecError(strconv.Itoa(len(b)-end) + " trailing bytes after the CBOR item at offset " + strconv.Itoa(end))
	}
	return v, nil
}

func (d *cborDecoder) fail(off int, what string) error {
	return codecError(what + " at offset " + strconv.Itoa(off))
}

// head reads the head at off: major type, additional info, argument, size.
func (d *cborDecoder) head(off int) (major, ai byte, arg uint64, size int, err error) {
	if off >= len(d.b) {
		return 0, 0, 0, 0, d.fail(off, "unexpected end of input")
	}
	major, ai = d.b[off]>>5, d.b[off]&0x1f
	n := 0
	switch {
	case ai < 24:
		return major, ai, uint64(ai), 1, nil
	case ai <= 27:
		n = 1 << (ai - 24)
	case ai == 31 && major >= cborMajorByte && major <= cborMajorMap:
		return 0, 0, 0, 0, d.fail(off, "indefinite-length item (not canonical)")
	default:
		return 0, 0, 0, 0, d.fail(off, "reserved or unsupported initial byte 0x"+strconv.FormatUint(uint64(d.b[off]), 16))
	}
	if len(d.b)-off-1 < n {
		return 0, 0, 0, 0, d.fail(off, "truncated head")
	}
	for _, c := range d.b[off+1 : off+1+n] {
		arg = arg<<8 | uint64(c)
	}
	if major != cborMajorSimp {
		shortest := true
		switch ai {
		case 24:
			shortest = arg >= 24
		case 25:
			shortest = arg > math.MaxUint8
		case 26:
			shortest = arg > math.MaxUint16
		case 27:
			shortest = arg > math.MaxUint32
		}
		if !shortest {
			return 0, 0, 0, 0, d.fail(off, "integer or length not in shortest form (not canonical)")
		}
	}
	return major, ai, arg, 1 + n, nil
}

// item decodes the item at off; depth counts enclosing arrays, maps and
// tags; key is set for map keys (arrays become tuples, maps are refused).
func (d *cborDecoder) item(off, depth int, key bool) (Value, int, error) {
	major, ai, arg, size, err := d.head(off)
	if err != nil {
		return Value{}, 0, err
	}
	if err := d.th.charge(cborItemCost); err != nil {
		return Value{}, 0, err
	}
	end := off + size
	rest := uint64(len(d.b) - end)
	switch major {
	case cborMajorUint:
		if arg <= math.MaxInt64 {
			return Int(int64(arg)), end, nil
		}
		v, err := d.bigValue(new(big.Int).SetUint64(arg), false)
		return v, end, err
	case cborMajorNeg:
		if arg <= math.MaxInt64 {
			return Int(-1 - int64(arg)), end, nil
		}
		v, err := d.bigValue(new(big.Int).SetUint64(arg), true)
		return v, end, err
	case cborMajorByte, cborMajorText:
		if arg > rest {
			return Value{}, 0, d.fail(off, "string runs past the end of input")
		}
		s := d.b[end : end+int(arg)]
		if err := d.th.allocate(sizeofStr(len(s))); err != nil {
			return Value{}, 0, err
		}
		if major == cborMajorByte {
			return ObjectValue(&Bytes{b: append([]byte(nil), s...)}), end + len(s), nil
		}
		if !utf8.Valid(s) {
			return Value{}, 0, d.fail(off, "text string is not valid UTF-8")
		}
		return ObjectValue(NewStr(string(s))), end + len(s), nil
	case cborMajorArr:
		if depth >= cborMaxDepth {
			return Value{}, 0, d.fail(off, "nesting deeper than "+strconv.Itoa(cborMaxDepth))
		}
		if arg > rest || arg > cborMaxArray {
			return Value{}, 0, d.fail(off, "array length "+strconv.FormatUint(arg, 10)+" exceeds the input or the limit of "+strconv.Itoa(cborMaxArray))
		}
		if err := d.th.allocate(sizeofSeq(int(arg))); err != nil {
			return Value{}, 0, err
		}
		items := make([]Value, arg)
		for i := range items {
			if items[i], end, err = d.item(end, depth+1, key); err != nil {
				return Value{}, 0, err
			}
		}
		if key {
			return ObjectValue(&Tuple{items: items}), end, nil
		}
		return ObjectValue(&List{items: items}), end, nil
	case cborMajorMap:
		if key {
			return Value{}, 0, d.fail(off, "map used as a map key (not hashable in Python)")
		}
		if depth >= cborMaxDepth {
			return Value{}, 0, d.fail(off, "nesting deeper than "+strconv.Itoa(cborMaxDepth))
		}
		if arg > rest/2 || arg > cborMaxPairs {
			return Value{}, 0, d.fail(off, "map size "+strconv.FormatUint(arg, 10)+" exceeds the input or the limit of "+strconv.Itoa(cborMaxPairs))
		}
		if err := d.th.allocate(sizeofDict(int(arg))); err != nil {
			return Value{}, 0, err
		}
		m := newDict(int(arg))
		prevKey, prevEnd := -1, -1
		for i := uint64(0); i < arg; i++ {
			keyStart := end
			k, kend, err := d.item(end, depth+1, true)
			if err != nil {
				return Value{}, 0, err
			}
			if prevKey >= 0 {
				switch c := cborKeyCompare(d.b[prevKey:prevEnd], d.b[keyStart:kend]); {
				case c == 0:
					return Value{}, 0, d.fail(keyStart, "duplicate map key")
				case c > 0:
					return Value{}, 0, d.fail(keyStart, "map keys not in length-first order (not canonical)")
				}
			}
			prevKey, prevEnd = keyStart, kend
			v, vend, err := d.item(kend, depth+1, false)
			if err != nil {
				return Value{}, 0, err
			}
			end = vend
			if err := m.Set(d.th, k, v); err != nil {
				return Value{}, 0, err
			}
			if uint64(m.Len()) != i+1 {
				return Value{}, 0, d.fail(keyStart, "map key equal in Python to an earlier key (such as 1, 1.0 and True)")
			}
		}
		return ObjectValue(m), end, nil
	case cborMajorTag:
		if arg != 2 && arg != 3 {
			return Value{}, 0, d.fail(off, "tag "+strconv.FormatUint(arg, 10)+" (only bignum tags 2 and 3 are canonical)")
		}
		if depth >= cborMaxDepth {
			return Value{}, 0, d.fail(off, "nesting deeper than "+strconv.Itoa(cborMaxDepth))
		}
		cmajor, _, clen, csize, err := d.head(end)
		if err != nil {
			return Value{}, 0, err
		}
		if cmajor != cborMajorByte {
			return Value{}, 0, d.fail(off, "bignum tag must enclose a byte string")
		}
		start := end + csize
		if clen > uint64(len(d.b)-start) {
			return Value{}, 0, d.fail(off, "bignum runs past the end of input")
		}
		n := d.b[start : start+int(clen)]
		if len(n) <= 8 || n[0] == 0 {
			return Value{}, 0, d.fail(off, "bignum that fits in 64 bits or has leading zero bytes (not canonical)")
		}
		if len(n) > MaxIntBits/8+1 {
			return Value{}, 0, d.fail(off, "integer exceeds the 4096-bit limit")
		}
		v, err := d.bigValue(new(big.Int).SetBytes(n), arg == 3)
		return v, start + len(n), err
	}
	// Major type 7: simple values and floats.
	switch ai {
	case 20:
		return False, end, nil
	case 21:
		return True, end, nil
	case 22:
		return None, end, nil
	case 25, 26:
		return Value{}, 0, d.fail(off, "16- or 32-bit float (canonical CBOR uses 64-bit floats only)")
	case 27:
		f := math.Float64frombits(arg)
		if math.IsNaN(f) && arg != cborNaN {
			return Value{}, 0, d.fail(off, "NaN other than fb7ff8000000000000 (not canonical)")
		}
		return Float(f), end, nil
	}
	return Value{}, 0, d.fail(off, "simple value "+strconv.FormatUint(arg, 10)+" (only false, true and null)")
}

// bigValue makes the int n, or -1-n when neg, enforcing the 4096-bit cap.
func (d *cborDecoder) bigValue(n *big.Int, neg bool) (Value, error) {
	if neg {
		n.Add(n, big.NewInt(1)).Neg(n)
	}
	if n.BitLen() > MaxIntBits {
		return Value{}, codecError("integer exceeds the 4096-bit limit")
	}
	if err := d.th.allocate(objectHeader + int64(len(n.Bits()))*8); err != nil {
		return Value{}, err
	}
	return intValue(n)
}
