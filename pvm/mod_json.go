package pvm

import (
	"bytes"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// The json module: dumps and loads with CPython 3.11's output, error
// messages and positions (Lib/json, Modules/_json.c). The parser is
// hand-written because Python's semantics (ordered keys, big ints, float
// reprs, exact messages) differ from encoding/json's.

// JSONDecodeErrorType is json.JSONDecodeError (json.decoder.JSONDecodeError).
var JSONDecodeErrorType = newModuleException("JSONDecodeError", "json.decoder", ValueErrorType)

func init() {
	JSONDecodeErrorType.construct = constructJSONDecodeError
	// The json module (lib/json.py) re-exports these and adds JSONEncoder
	// and JSONDecoder.
	registerModule("_json", func(d *Dict) {
		setFunc(d, "dumps", jsonDumps)
		setFunc(d, "loads", jsonLoads)
		setFunc(d, "raw_decode", jsonRawDecode)
		d.SetString("JSONDecodeError", ObjectValue(JSONDecodeErrorType))
		dec := newDict(2)
		dec.SetString("__name__", StrValue("json.decoder"))
		dec.SetString("JSONDecodeError", ObjectValue(JSONDecodeErrorType))
		d.SetString("decoder", ObjectValue(&Module{name: "json.decoder", globals: dec}))
	})
}

// newJSONDecodeError builds the exception as JSONDecodeError(msg, doc, pos)
// does; pos counts code points.
func newJSONDecodeError(msg string, doc Value, pos int) *Exception {
	line, col := 1, pos+1
	if s, ok := doc.obj.(*Str); ok && pos <= s.n {
		prefix := s.slice(0, pos)
		line += strings.Count(prefix, "\n")
		if nl := strings.LastIndexByte(prefix, '\n'); nl >= 0 {
			col = utf8.RuneCountInString(prefix[nl+1:]) + 1
		}
	}
	full := msg + ": line " + itoa(int64(line)) + " column " + itoa(int64(col)) + " (char " + itoa(int64(pos)) + ")"
	e := newError(JSONDecodeErrorType, full)
	e.dict = newDict(5)
	e.dict.SetString("msg", StrValue(msg))
	e.dict.SetString("doc", doc)
	e.dict.SetString("pos", Int(int64(pos)))
	e.dict.SetString("lineno", Int(int64(line)))
	e.dict.SetString("colno", Int(int64(col)))
	return e
}

var jsonDecodeErrorArgs = newArgSpec("JSONDecodeError", "msg", "doc", "pos")

func constructJSONDecodeError(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := jsonDecodeErrorArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	msg, ok := a[0].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "JSONDecodeError() argument 'msg' must be str, not "+typeName(a[0]))
	}
	pos, ok, err := asIndex(th, a[2])
	if err != nil {
		return Value{}, err
	}
	if !ok || pos < 0 {
		return Value{}, newError(TypeErrorType, "JSONDecodeError() argument 'pos' must be a non-negative int")
	}
	e := newJSONDecodeError(msg.s, a[1], pos)
	e.cls = t
	return ObjectValue(e), nil
}

// ---- encoding ----

var dumpsArgs = newArgSpec("dumps", "obj", "*", "skipkeys=", "ensure_ascii=", "check_circular=", "allow_nan=",
	"cls=", "indent=", "separators=", "default=", "sort_keys=")

type jsonEncoder struct {
	th       *Thread
	b        strings.Builder
	reserved int // bytes of b already charged to the memory meter

	indent    []string // indent[level] is "\n" + level indents; nil without indent
	unit      string
	itemSep   string
	keySep    string
	sortKeys  bool
	skipKeys  bool
	ascii     bool
	allowNaN  bool
	circular  bool
	dflt      Value
	active    []Object // containers being encoded, for circular reference checks
	indentLvl int
}

func jsonDumps(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [11]Value
	if err := dumpsArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	e := &jsonEncoder{th: th, itemSep: ", ", keySep: ": ", ascii: true, allowNaN: true, circular: true}
	flags := []*bool{&e.skipKeys, &e.ascii, &e.circular, &e.allowNaN}
	for i, f := range flags {
		if v := a[1+i]; v.obj != nil {
			t, err := truth(th, v)
			if err != nil {
				return Value{}, err
			}
			*f = t
		}
	}
	if cls := a[5]; cls.obj != nil && !cls.IsNone() {
		return dumpsWithEncoder(th, cls, a[:])
	}
	if ind := a[6]; ind.obj != nil && !ind.IsNone() {
		if s, ok := ind.obj.(*Str); ok {
			e.unit = s.s
		} else {
			n, err := indexValue(th, ind)
			if err != nil {
				return Value{}, err
			}
			if !n.isSmallInt() {
				return Value{}, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
			if n.small() > 0 {
				if err := th.chargeBytes(int(n.small())); err != nil {
					return Value{}, err
				}
				e.unit = strings.Repeat(" ", int(n.small()))
			}
		}
		e.indent = []string{"\n"}
		e.itemSep = ","
	}
	if sep := a[7]; sep.obj != nil && !sep.IsNone() {
		parts, err := unpackN(th, sep, 2, -1, 0)
		if err != nil {
			return Value{}, err
		}
		for i, p := range []*string{&e.itemSep, &e.keySep} {
			s, ok := parts[i].obj.(*Str)
			if !ok {
				return Value{}, newError(TypeErrorType, "make_encoder() argument "+itoa(int64(5+i))+" must be str, not "+typeName(parts[i]))
			}
			*p = s.s
		}
	}
	if d := a[8]; d.obj != nil && !d.IsNone() {
		e.dflt = d
	}
	if v := a[9]; v.obj != nil {
		t, err := truth(th, v)
		if err != nil {
			return Value{}, err
		}
		e.sortKeys = t
	}
	if err := e.encode(a[0]); err != nil {
		return Value{}, err
	}
	out := e.b.String()
	// With ensure_ascii, everything but the separators and the indent is
	// escaped to ASCII: when they are ASCII too, so is out.
	if e.ascii && isASCII(e.itemSep) && isASCII(e.keySep) && isASCII(e.unit) {
		return th.strValueOf(out, len(out)), nil
	}
	return ObjectValue(NewStr(out)), nil
}

// dumpsWithEncoder is dumps(obj, cls=cls, ...): cls(<the other options>).encode(obj).
func dumpsWithEncoder(th *Thread, cls Value, a []Value) (Value, error) {
	defaults := [...]Value{False, True, True, True, {}, None, None, None, False}
	var vals []Value
	var names []*Str
	for i, name := range dumpsArgs.names[1:] {
		if name == "cls" {
			continue
		}
		v := a[1+i]
		if v.obj == nil {
			v = defaults[i]
		}
		vals, names = append(vals, v), append(names, intern(name))
	}
	enc, err := th.call(cls, vals, names)
	if err != nil {
		return Value{}, err
	}
	return callMethod(th, enc, "encode", a[0])
}

// reserve charges n cycles and makes sure the memory meter covers the
// output growing by up to grow bytes, before they are written.
func (e *jsonEncoder) reserve(n, grow int) error {
	if err := e.th.charge(int64(n)); err != nil {
		return err
	}
	if need := e.b.Len() + grow; need > e.reserved {
		more := max(need, 2*e.reserved, 64) - e.reserved
		if err := e.th.allocate(int64(more)); err != nil {
			return err
		}
		e.reserved += more
	}
	return nil
}

func (e *jsonEncoder) encode(v Value) error {
	if err := e.reserve(1, 24); err != nil {
		return err
	}
	switch o := v.obj.(type) {
	case noneKind:
		e.b.WriteString("null")
	case boolKind:
		if v.num != 0 {
			e.b.WriteString("true")
		} else {
			e.b.WriteString("false")
		}
	case intKind:
		var buf [24]byte
		e.b.Write(strconv.AppendInt(buf[:0], v.small(), 10))
	case *BigInt:
		s := o.v.String()
		if err := e.reserve(len(s), len(s)); err != nil {
			return err
		}
		e.b.WriteString(s)
	case floatKind:
		return e.float(v.float())
	case *Str:
		return e.str(o.s)
	case *List:
		return e.list(o, nil)
	case *Tuple:
		return e.list(o, o.items)
	case *Dict:
		return e.dict(o)
	case *Instance:
		if o.base().obj != nil {
			switch o.base().obj.(type) {
			case *List:
				return e.list(o, o.base().obj.(*List).items)
			case *Dict:
				if items, ok := userMethod(v, "items"); ok {
					return e.dictItems(v, o.base().obj.(*Dict), items)
				}
				return e.dict(o.base().obj.(*Dict))
			}
			return e.encode(o.base())
		}
		return e.fallback(v)
	default:
		return e.fallback(v)
	}
	return nil
}

// fallback encodes what default() makes of an unsupported object.
func (e *jsonEncoder) fallback(v Value) error {
	if e.dflt.obj == nil {
		return newError(TypeErrorType, "Object of type "+v.Type().Name+" is not JSON serializable")
	}
	if err := e.push(v.obj); err != nil {
		return err
	}
	r, err := e.th.callArgs(e.dflt, v)
	if err == nil {
		err = e.encode(r)
	}
	e.pop()
	return err
}

// push enters a container: recursion limit and circular reference check.
func (e *jsonEncoder) push(o Object) error {
	if err := e.th.enter(); err != nil {
		return newError(RecursionErrorType, "maximum recursion depth exceeded while encoding a JSON object")
	}
	if e.circular {
		for _, a := range e.active {
			if a == o {
				e.th.leave()
				return newError(ValueErrorType, "Circular reference detected")
			}
		}
		e.active = append(e.active, o)
	}
	return nil
}

func (e *jsonEncoder) pop() {
	if e.circular {
		e.active = e.active[:len(e.active)-1]
	}
	e.th.leave()
}

// open writes a container's opening bracket and first newline.
func (e *jsonEncoder) open(bracket byte) error {
	e.b.WriteByte(bracket)
	if e.indent == nil {
		return nil
	}
	e.indentLvl++
	if e.indentLvl == len(e.indent) {
		nl := e.indent[e.indentLvl-1] + e.unit
		if err := e.th.allocate(sizeofStr(len(nl))); err != nil {
			return err
		}
		e.indent = append(e.indent, nl)
	}
	nl := e.indent[e.indentLvl]
	if err := e.reserve(len(nl), len(nl)); err != nil {
		return err
	}
	e.b.WriteString(nl)
	return nil
}

// separate writes the separator between items.
func (e *jsonEncoder) separate() error {
	nl := ""
	if e.indent != nil {
		nl = e.indent[e.indentLvl]
	}
	if err := e.reserve(len(nl), len(e.itemSep)+len(nl)); err != nil {
		return err
	}
	e.b.WriteString(e.itemSep)
	e.b.WriteString(nl)
	return nil
}

func (e *jsonEncoder) close(bracket byte) error {
	if e.indent != nil {
		e.indentLvl--
		nl := e.indent[e.indentLvl]
		if err := e.reserve(len(nl), len(nl)+1); err != nil {
			return err
		}
		e.b.WriteString(nl)
	}
	e.b.WriteByte(bracket)
	return nil
}

// list encodes a list (items nil: read live, as the list may change while
// default() runs) or a tuple.
func (e *jsonEncoder) list(o Object, items []Value) error {
	l, live := o.(*List)
	if live {
		items = l.items
	}
	if len(items) == 0 {
		e.b.WriteString("[]")
		return nil
	}
	if err := e.push(o); err != nil {
		return err
	}
	defer e.pop()
	if err := e.open('['); err != nil {
		return err
	}
	for i := 0; i < len(items); i++ {
		if i > 0 {
			if err := e.separate(); err != nil {
				return err
			}
		}
		if err := e.encode(items[i]); err != nil {
			return err
		}
		if live {
			items = l.items
		}
	}
	return e.close(']')
}

func (e *jsonEncoder) dict(d *Dict) error {
	if d.Len() == 0 {
		e.b.WriteString("{}")
		return nil
	}
	if err := e.push(d); err != nil {
		return err
	}
	defer e.pop()
	if err := e.open('{'); err != nil {
		return err
	}
	entries := d.Items()
	if e.sortKeys {
		keys := d.Keys()
		if err := sortValues(e.th, keys, Value{}, false); err != nil {
			return err
		}
		sorted := make([]dictEntry, len(keys))
		for i, k := range keys {
			v, _, err := d.Get(e.th, k)
			if err != nil {
				return err
			}
			sorted[i] = dictEntry{key: k, value: v}
		}
		entries = sorted
	}
	return e.object(entries)
}

// dictItems encodes a dict subclass that defines items() from what that
// returns, as CPython's encoder does for any dict that is not exactly one.
func (e *jsonEncoder) dictItems(v Value, d *Dict, items Value) error {
	if d.Len() == 0 {
		e.b.WriteString("{}")
		return nil
	}
	r, err := e.th.callSelf(items, v, nil, nil)
	if err != nil {
		return err
	}
	pairs, err := toValues(e.th, r)
	if err != nil {
		return err
	}
	if e.sortKeys {
		if err := sortValues(e.th, pairs, Value{}, false); err != nil {
			return err
		}
	}
	entries := make([]dictEntry, len(pairs))
	for i, p := range pairs {
		t, ok := p.obj.(*Tuple)
		if !ok || len(t.items) != 2 {
			return newError(ValueErrorType, "items must return 2-tuples")
		}
		entries[i] = dictEntry{key: t.items[0], value: t.items[1]}
	}
	if err := e.push(v.obj); err != nil {
		return err
	}
	defer e.pop()
	if err := e.open('{'); err != nil {
		return err
	}
	return e.object(entries)
}

// object writes the members of an open JSON object and closes it.
func (e *jsonEncoder) object(entries []dictEntry) error {
	first := true
	for _, en := range entries {
		var key string
		switch kv := unwrapBase(en.key); k := kv.obj.(type) {
		case *Str:
			key = k.s
		case floatKind:
			s, err := e.floatStr(kv.float())
			if err != nil {
				return err
			}
			key = s
		case boolKind:
			key = "false"
			if kv.num != 0 {
				key = "true"
			}
		case noneKind:
			key = "null"
		case intKind, *BigInt:
			key = intString(kv)
		default:
			if e.skipKeys {
				continue
			}
			return newError(TypeErrorType, "keys must be str, int, float, bool or None, not "+typeName(en.key))
		}
		if !first {
			if err := e.separate(); err != nil {
				return err
			}
		}
		first = false
		if err := e.str(key); err != nil {
			return err
		}
		if err := e.reserve(0, len(e.keySep)); err != nil {
			return err
		}
		e.b.WriteString(e.keySep)
		if err := e.encode(en.value); err != nil {
			return err
		}
	}
	return e.close('}')
}

func (e *jsonEncoder) floatStr(x float64) (string, error) {
	switch {
	case !math.IsNaN(x) && !math.IsInf(x, 0):
		return softfloat.Repr(x), nil
	case !e.allowNaN:
		return "", newError(ValueErrorType, "Out of range float values are not JSON compliant")
	case math.IsNaN(x):
		return "NaN", nil
	case x > 0:
		return "Infinity", nil
	}
	return "-Infinity", nil
}

func (e *jsonEncoder) float(x float64) error {
	s, err := e.floatStr(x)
	e.b.WriteString(s)
	return err
}

const hexDigits = "0123456789abcdef"

// str writes a JSON string literal: every escape CPython's encoder makes,
// and with ensure_ascii every non-ASCII code point as \uXXXX (surrogate
// pairs beyond the BMP).
func (e *jsonEncoder) str(s string) error {
	// An escape is at most 6 output bytes per input byte (12 for a 4-byte
	// code point as a surrogate pair: 3 per byte).
	if err := e.reserve(len(s), 6*len(s)+2); err != nil {
		return err
	}
	b := &e.b
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < 0x7f || (c >= 0x7f && !e.ascii) {
			i++
			continue
		}
		b.WriteString(s[start:i])
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			r, size := rune(c), 1
			if c >= 0x80 {
				r, size = utf8.DecodeRuneInString(s[i:])
			}
			if r >= 0x10000 {
				r -= 0x10000
				writeU4(b, 0xd800|(r>>10))
				r = 0xdc00 | (r & 0x3ff)
			}
			writeU4(b, r)
			i += size
			start = i
			continue
		}
		i++
		start = i
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
	return nil
}

func writeU4(b *strings.Builder, r rune) {
	b.WriteString(`\u`)
	b.WriteByte(hexDigits[r>>12&0xf])
	b.WriteByte(hexDigits[r>>8&0xf])
	b.WriteByte(hexDigits[r>>4&0xf])
	b.WriteByte(hexDigits[r&0xf])
}

// ---- decoding ----

var loadsArgs = newArgSpec("loads", "s", "*", "cls=", "object_hook=", "parse_float=", "parse_int=",
	"parse_constant=", "object_pairs_hook=", "strict=")

type jsonDecoder struct {
	th     *Thread
	s      string
	strict bool
	// Hooks; unbound when not given (or None).
	objectHook, parseFloat, parseInt, parseConstant, pairsHook Value
	scratch                                                    []Value // stack of items of the open containers
	keys                                                       map[string]*Str
}

// jsonSyntaxError is a decoding failure at byte offset pos, converted to
// JSONDecodeError (with a code point offset) at the top.
type jsonSyntaxError struct {
	msg string
	pos int
}

func (e *jsonSyntaxError) Error() string { return e.msg }

func jsonLoads(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [8]Value
	if err := loadsArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	doc := unwrapBase(a[0])
	var s string
	switch o := doc.obj.(type) {
	case *Str:
		s = o.s
		if strings.HasPrefix(s, "\ufeff") {
			return Value{}, newJSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", doc, 0)
		}
	case *Bytes, *ByteArray:
		// bytes.decode reports invalid input.
		b, _ := bytesOf(doc)
		dec, err := getAttr(th, ObjectValue(&Bytes{b: b}), intern("decode"))
		if err != nil {
			return Value{}, err
		}
		if doc, err = th.call(dec, []Value{StrValue(jsonEncoding(b))}, nil); err != nil {
			return Value{}, err
		}
		s = doc.obj.(*Str).s
	default:
		return Value{}, newError(TypeErrorType, "the JSON object must be str, bytes or bytearray, not "+typeName(a[0]))
	}
	if err := th.charge(int64(len(s))); err != nil {
		return Value{}, err
	}
	if cls := a[1]; cls.obj != nil && !cls.IsNone() {
		// cls(**hooks given).decode(s), as CPython's loads does.
		var vals []Value
		var names []*Str
		for i, name := range loadsArgs.names[2:] {
			if v := a[2+i]; v.obj != nil && !v.IsNone() {
				vals, names = append(vals, v), append(names, intern(name))
			}
		}
		dec, err := th.call(cls, vals, names)
		if err != nil {
			return Value{}, err
		}
		return callMethod(th, dec, "decode", a[0])
	}
	d, err := newJSONDecoder(th, s, a[2:8])
	if err != nil {
		return Value{}, err
	}
	v, end, err := d.value(d.skipSpace(0))
	if err == nil && d.skipSpace(end) != len(s) {
		err = &jsonSyntaxError{"Extra data", d.skipSpace(end)}
	}
	if se, ok := err.(*jsonSyntaxError); ok {
		return Value{}, newJSONDecodeError(se.msg, doc, utf8.RuneCountInString(s[:se.pos]))
	}
	return v, err
}

// newJSONDecoder sets up decoding s with the hooks given in opts
// (object_hook, parse_float, parse_int, parse_constant, object_pairs_hook,
// strict; unbound or None when not given).
func newJSONDecoder(th *Thread, s string, opts []Value) (*jsonDecoder, error) {
	d := &jsonDecoder{th: th, s: s, strict: true}
	for i, h := range []*Value{&d.objectHook, &d.parseFloat, &d.parseInt, &d.parseConstant, &d.pairsHook} {
		if v := opts[i]; v.obj != nil && !v.IsNone() {
			*h = v
		}
	}
	if v := opts[5]; v.obj != nil {
		t, err := truth(th, v)
		if err != nil {
			return nil, err
		}
		d.strict = t
	}
	return d, nil
}

// jsonEncoding is the encoding json.loads reads bytes in, as CPython
// detects it: from a byte order mark, else from where the first
// characters (ASCII, in a JSON text) have zero bytes.
func jsonEncoding(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0, 0, 0xfe, 0xff}), bytes.HasPrefix(b, []byte{0xff, 0xfe, 0, 0}):
		return "utf-32"
	case bytes.HasPrefix(b, []byte{0xfe, 0xff}), bytes.HasPrefix(b, []byte{0xff, 0xfe}):
		return "utf-16"
	case bytes.HasPrefix(b, []byte{0xef, 0xbb, 0xbf}):
		return "utf-8-sig"
	case len(b) >= 4 && b[0] == 0 && b[1] == 0:
		return "utf-32-be"
	case len(b) >= 4 && b[0] == 0:
		return "utf-16-be"
	case len(b) >= 4 && b[1] == 0 && b[2] == 0 && b[3] == 0:
		return "utf-32-le"
	case len(b) >= 4 && b[1] == 0:
		return "utf-16-le"
	case len(b) == 2 && b[0] == 0:
		return "utf-16-be"
	case len(b) == 2 && b[1] == 0:
		return "utf-16-le"
	}
	return "utf-8"
}

var rawDecodeArgs = newArgSpec("raw_decode", "s", "idx", "*", "object_hook=", "parse_float=", "parse_int=",
	"parse_constant=", "object_pairs_hook=", "strict=")

// jsonRawDecode is JSONDecoder.raw_decode(s, idx): the value starting at
// code point idx (no leading whitespace skipped) and the index after it.
func jsonRawDecode(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [8]Value
	if err := rawDecodeArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	doc := unwrapBase(a[0])
	str, ok := doc.obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "first argument must be a string, not "+typeName(a[0]))
	}
	idx, ok, err := asIndex(th, a[1])
	if err != nil {
		return Value{}, err
	}
	if !ok {
		return Value{}, newError(TypeErrorType, "'"+typeName(a[1])+"' object cannot be interpreted as an integer")
	}
	if idx < 0 {
		return Value{}, newError(ValueErrorType, "idx cannot be negative")
	}
	if idx >= str.n {
		return Value{}, newJSONDecodeError("Expecting value", doc, idx)
	}
	if err := th.charge(int64(len(str.s))); err != nil {
		return Value{}, err
	}
	start := len(str.slice(0, idx))
	d, err := newJSONDecoder(th, str.s, a[2:8])
	if err != nil {
		return Value{}, err
	}
	v, end, err := d.value(start)
	if se, ok := err.(*jsonSyntaxError); ok {
		return Value{}, newJSONDecodeError(se.msg, doc, utf8.RuneCountInString(str.s[:se.pos]))
	}
	if err != nil {
		return Value{}, err
	}
	return NewTuple([]Value{v, Int(int64(idx + utf8.RuneCountInString(str.s[start:end])))}), nil
}

func (d *jsonDecoder) skipSpace(i int) int {
	for i < len(d.s) {
		switch d.s[i] {
		case ' ', '\t', '\n', '\r':
			i++
			continue
		}
		break
	}
	return i
}

func (d *jsonDecoder) has(i int, lit string) bool { return strings.HasPrefix(d.s[i:], lit) }

// value parses the JSON value at byte offset i (scan_once).
func (d *jsonDecoder) value(i int) (Value, int, error) {
	if i >= len(d.s) {
		return Value{}, 0, &jsonSyntaxError{"Expecting value", i}
	}
	switch d.s[i] {
	case '"':
		return d.str(i + 1)
	case '{':
		return d.object(i + 1)
	case '[':
		return d.array(i + 1)
	case 'n':
		if d.has(i, "null") {
			return None, i + 4, nil
		}
	case 't':
		if d.has(i, "true") {
			return True, i + 4, nil
		}
	case 'f':
		if d.has(i, "false") {
			return False, i + 5, nil
		}
	case 'N':
		if d.has(i, "NaN") {
			return d.constant("NaN", softfloat.NaN(), i)
		}
	case 'I':
		if d.has(i, "Infinity") {
			return d.constant("Infinity", softfloat.Inf(), i)
		}
	case '-':
		if d.has(i, "-Infinity") {
			return d.constant("-Infinity", -softfloat.Inf(), i)
		}
	}
	return d.number(i)
}

func (d *jsonDecoder) constant(name string, x float64, i int) (Value, int, error) {
	end := i + len(name)
	if d.parseConstant.obj == nil {
		return Float(x), end, nil
	}
	v, err := d.th.callArgs(d.parseConstant, StrValue(name))
	return v, end, err
}

// number parses a number as _match_number_unicode does: an exponent
// without digits is left for the caller to reject as extra data.
func (d *jsonDecoder) number(start int) (Value, int, error) {
	s := d.s
	i := start
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		i = skipDigits(s, i+1)
	case i < len(s) && s[i] == '0':
		i++
	default:
		return Value{}, 0, &jsonSyntaxError{"Expecting value", start}
	}
	isFloat := false
	if i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		isFloat = true
		i = skipDigits(s, i+2)
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '-' || s[j] == '+') {
			j++
		}
		if k := skipDigits(s, j); k > j {
			isFloat = true
			i = k
		}
	}
	num := s[start:i]
	hook := d.parseInt
	if isFloat {
		hook = d.parseFloat
	}
	if hook.obj != nil {
		if err := d.th.allocate(sizeofStr(len(num))); err != nil {
			return Value{}, 0, err
		}
		v, err := d.th.callArgs(hook, StrValue(num))
		return v, i, err
	}
	if isFloat {
		x, err := softfloat.Parse(num)
		if err != nil {
			return Value{}, 0, floatError(err)
		}
		return Float(x), i, nil
	}
	if len(num) <= 18 {
		n, _ := strconv.ParseInt(num, 10, 64)
		return Int(n), i, nil
	}
	// Decimal digits beyond the int cap are refused before parsing.
	if len(num) > MaxIntBits*30103/100000+2 {
		return Value{}, 0, intOverflow()
	}
	n, _ := new(big.Int).SetString(num, 10)
	v, err := intValue(n)
	return v, i, err
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func skipDigits(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// str parses a string whose opening quote is at i-1 (scanstring).
func (d *jsonDecoder) str(i int) (Value, int, error) {
	s, end, err := d.strText(i)
	if err != nil {
		return Value{}, 0, err
	}
	if err := d.th.allocate(sizeofStr(len(s))); err != nil {
		return Value{}, 0, err
	}
	return d.th.strValue(s), end, nil
}

// strText returns the text of the string starting at i and the offset
// after its closing quote.
func (d *jsonDecoder) strText(i int) (string, int, error) {
	s, begin := d.s, i-1
	j := i
	for j < len(s) {
		c := s[j]
		if c == '"' {
			return s[i:j], j + 1, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 && d.strict {
			return "", 0, &jsonSyntaxError{"Invalid control character at", j}
		}
		j++
	}
	var b strings.Builder
	b.WriteString(s[i:j])
	for {
		for j < len(s) && s[j] != '"' && s[j] != '\\' {
			if s[j] < 0x20 && d.strict {
				return "", 0, &jsonSyntaxError{"Invalid control character at", j}
			}
			b.WriteByte(s[j])
			j++
		}
		if j >= len(s) || j+1 >= len(s) && s[j] == '\\' {
			return "", 0, &jsonSyntaxError{"Unterminated string starting at", begin}
		}
		if s[j] == '"' {
			return b.String(), j + 1, nil
		}
		esc := s[j+1]
		if esc != 'u' {
			r := jsonEscapes[esc]
			if r == 0 {
				return "", 0, &jsonSyntaxError{"Invalid \\escape", j}
			}
			b.WriteByte(r)
			j += 2
			continue
		}
		r, ok := hex4(s, j+2)
		if !ok {
			return "", 0, &jsonSyntaxError{"Invalid \\uXXXX escape", j + 1}
		}
		next := j + 6
		if r >= 0xd800 && r < 0xdc00 && next+6 < len(s) && s[next] == '\\' && s[next+1] == 'u' {
			r2, ok := hex4(s, next+2)
			if !ok {
				return "", 0, &jsonSyntaxError{"Invalid \\uXXXX escape", next + 1}
			}
			if r2 >= 0xdc00 && r2 < 0xe000 {
				r = 0x10000 + (r-0xd800)<<10 + (r2 - 0xdc00)
				next += 6
			}
		}
		if r >= 0xd800 && r < 0xe000 {
			return "", 0, &jsonSyntaxError{"Unpaired surrogate \\u" + s[j+2:j+6] + " (the PVM's strings cannot hold surrogates)", j}
		}
		b.WriteRune(r)
		j = next
	}
}

var jsonEscapes = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// hex4 decodes the four hex digits at s[i:]; like CPython it requires a
// character after them (the closing quote at least).
func hex4(s string, i int) (rune, bool) {
	if i+4 >= len(s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[i : i+4]) {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

func (d *jsonDecoder) enter(what string) error {
	if err := d.th.enter(); err != nil {
		return newError(RecursionErrorType, "maximum recursion depth exceeded while decoding a JSON "+what+" from a unicode string")
	}
	return nil
}

// array parses the items after '[' at i-1. Items are collected on the
// shared scratch stack and copied out once the length is known (after an
// error the stack is abandoned with the whole document).
func (d *jsonDecoder) array(i int) (Value, int, error) {
	if err := d.enter("array"); err != nil {
		return Value{}, 0, err
	}
	defer d.th.leave()
	base := len(d.scratch)
	i = d.skipSpace(i)
	if i >= len(d.s) || d.s[i] != ']' {
		for {
			v, next, err := d.value(i)
			if err != nil {
				return Value{}, 0, err
			}
			if err := d.th.allocate(valueSize); err != nil {
				return Value{}, 0, err
			}
			d.scratch = append(d.scratch, v)
			i = d.skipSpace(next)
			if i < len(d.s) && d.s[i] == ']' {
				break
			}
			if i >= len(d.s) || d.s[i] != ',' {
				return Value{}, 0, &jsonSyntaxError{"Expecting ',' delimiter", i}
			}
			i = d.skipSpace(i + 1)
		}
	}
	if err := d.th.allocate(objectHeader); err != nil {
		return Value{}, 0, err
	}
	items := append([]Value(nil), d.scratch[base:]...)
	d.scratch = d.scratch[:base]
	return NewList(items), i + 1, nil
}

// key returns the Str for an object key, shared between equal keys of one
// document as CPython's memo does.
func (d *jsonDecoder) key(s string) (*Str, error) {
	if k, ok := d.keys[s]; ok {
		return k, nil
	}
	if err := d.th.allocate(sizeofStr(len(s))); err != nil {
		return nil, err
	}
	if d.keys == nil {
		d.keys = map[string]*Str{}
	}
	k := NewStr(s)
	d.keys[s] = k
	return k, nil
}

// object parses the members after '{' at i-1; keys and values alternate
// on the scratch stack.
func (d *jsonDecoder) object(i int) (Value, int, error) {
	if err := d.enter("object"); err != nil {
		return Value{}, 0, err
	}
	defer d.th.leave()
	base := len(d.scratch)
	s := d.s
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != '}' {
		for {
			if i >= len(s) || s[i] != '"' {
				return Value{}, 0, &jsonSyntaxError{"Expecting property name enclosed in double quotes", i}
			}
			text, next, err := d.strText(i + 1)
			if err != nil {
				return Value{}, 0, err
			}
			k, err := d.key(text)
			if err != nil {
				return Value{}, 0, err
			}
			i = d.skipSpace(next)
			if i >= len(s) || s[i] != ':' {
				return Value{}, 0, &jsonSyntaxError{"Expecting ':' delimiter", i}
			}
			v, next, err := d.value(d.skipSpace(i + 1))
			if err != nil {
				return Value{}, 0, err
			}
			d.scratch = append(d.scratch, ObjectValue(k), v)
			i = d.skipSpace(next)
			if i < len(s) && s[i] == '}' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return Value{}, 0, &jsonSyntaxError{"Expecting ',' delimiter", i}
			}
			i = d.skipSpace(i + 1)
		}
	}
	v, err := d.makeObject(d.scratch[base:])
	d.scratch = d.scratch[:base]
	return v, i + 1, err
}

// makeObject builds the dict (or calls the hooks) from key/value pairs.
func (d *jsonDecoder) makeObject(kv []Value) (Value, error) {
	n := len(kv) / 2
	if d.pairsHook.obj != nil {
		if err := d.th.allocate(sizeofSeq(n) + int64(n)*sizeofSeq(2)); err != nil {
			return Value{}, err
		}
		pairs := make([]Value, n)
		for j := range pairs {
			pairs[j] = NewTuple([]Value{kv[2*j], kv[2*j+1]})
		}
		return d.th.callArgs(d.pairsHook, NewList(pairs))
	}
	if err := d.th.allocate(sizeofDict(n)); err != nil {
		return Value{}, err
	}
	m := newDict(n)
	for j := 0; j < len(kv); j += 2 {
		if err := m.setStr(d.th, kv[j].obj.(*Str), kv[j+1]); err != nil {
			return Value{}, err
		}
	}
	if d.objectHook.obj != nil {
		return d.th.callArgs(d.objectHook, ObjectValue(m))
	}
	return ObjectValue(m), nil
}
