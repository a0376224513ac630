package codec

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math"
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/fxamacker/cbor/v2"
)

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.ReplaceAll(s, " ", ""))
	if err != nil {
		t.Fatalf("bad hex %q: %v", s, err)
	}
	return b
}

func bigInt(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad big int " + s)
	}
	return n
}

type vector struct {
	hex   string
	value any
}

// rfcVectors are the RFC 8949 Appendix A examples that are already canonical
// in this profile. Left out, and covered by TestRFCFloatsNotApplicable and
// TestReject instead: every float16/float32 example (the profile allows only
// 64-bit floats, so those bytes are non-canonical input), the undefined and
// simple(16)/simple(255) examples and the tagged examples other than bignums
// (outside the profile), and all indefinite-length examples.
var rfcVectors = []vector{
	{"00", 0},
	{"01", 1},
	{"0a", 10},
	{"17", 23},
	{"1818", 24},
	{"1819", 25},
	{"1864", 100},
	{"1903e8", 1000},
	{"1a000f4240", 1000000},
	{"1b000000e8d4a51000", int64(1000000000000)},
	{"1bffffffffffffffff", uint64(18446744073709551615)},
	{"c249010000000000000000", bigInt("18446744073709551616")},
	{"3bffffffffffffffff", bigInt("-18446744073709551616")},
	{"c349010000000000000000", bigInt("-18446744073709551617")},
	{"20", -1},
	{"29", -10},
	{"3863", -100},
	{"3903e7", -1000},
	{"fb3ff199999999999a", 1.1},
	{"fb7e37e43c8800759c", 1.0e+300},
	{"fbc010666666666666", -4.1},
	{"fb7ff0000000000000", math.Inf(1)},
	{"fb7ff8000000000000", math.NaN()},
	{"fbfff0000000000000", math.Inf(-1)},
	{"f4", false},
	{"f5", true},
	{"f6", nil},
	{"40", []byte{}},
	{"4401020304", []byte{1, 2, 3, 4}},
	{"60", ""},
	{"6161", "a"},
	{"6449455446", "IETF"},
	{"62225c", "\"\\"},
	{"62c3bc", "\u00fc"},
	{"63e6b0b4", "\u6c34"},
	{"64f0908591", "\U00010151"},
	{"80", []any{}},
	{"83010203", []any{1, 2, 3}},
	{"8301820203820405", []any{1, []any{2, 3}, []any{4, 5}}},
	{"98190102030405060708090a0b0c0d0e0f101112131415161718181819",
		[]any{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25}},
	{"a0", map[any]any{}},
	{"a201020304", map[any]any{1: 2, 3: 4}},
	{"a26161016162820203", map[string]any{"a": 1, "b": []any{2, 3}}},
	{"826161a161626163", []any{"a", map[string]any{"b": "c"}}},
	{"a56161614161626142616361436164614461656145",
		map[string]string{"a": "A", "b": "B", "c": "C", "d": "D", "e": "E"}},
}

// checkBothWays asserts encode(value) == bytes, and that bytes decode and
// re-encode to themselves.
func checkBothWays(t *testing.T, h string, value any) {
	t.Helper()
	want := unhex(t, h)
	got, err := Marshal(value)
	if err != nil {
		t.Fatalf("Marshal(%#v): %v", value, err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("Marshal(%#v) = %x, want %s", value, got, h)
	}
	var v any
	if err := Unmarshal(want, &v); err != nil {
		t.Fatalf("Unmarshal(%s): %v", h, err)
	}
	again, err := Marshal(v)
	if err != nil {
		t.Fatalf("re-Marshal(%#v): %v", v, err)
	}
	if !bytes.Equal(again, want) {
		t.Fatalf("re-encoded %s as %x", h, again)
	}
	if err := Canonical(want); err != nil {
		t.Fatalf("Canonical(%s): %v", h, err)
	}
}

func TestRFCVectors(t *testing.T) {
	for _, tc := range rfcVectors {
		t.Run(tc.hex, func(t *testing.T) { checkBothWays(t, tc.hex, tc.value) })
	}
}

// TestRFCFloatsNotApplicable covers the Appendix A floats given there in
// 16- or 32-bit form: the value must encode as binary64, and the RFC's short
// bytes must be rejected as non-canonical.
func TestRFCFloatsNotApplicable(t *testing.T) {
	for _, tc := range []struct {
		rfc   string
		value float64
		want  string
	}{
		{"f90000", 0.0, "fb0000000000000000"},
		{"f98000", math.Copysign(0, -1), "fb8000000000000000"},
		{"f93c00", 1.0, "fb3ff0000000000000"},
		{"f93e00", 1.5, "fb3ff8000000000000"},
		{"f97bff", 65504.0, "fb40effc0000000000"},
		{"fa47c35000", 100000.0, "fb40f86a0000000000"},
		{"fa7f7fffff", 3.4028234663852886e+38, "fb47efffffe0000000"},
		{"f90001", 5.960464477539063e-8, "fb3e70000000000000"},
		{"f90400", 0.00006103515625, "fb3f10000000000000"},
		{"f9c400", -4.0, "fbc010000000000000"},
		{"f97c00", math.Inf(1), "fb7ff0000000000000"},
		{"f97e00", math.NaN(), "fb7ff8000000000000"},
		{"f9fc00", math.Inf(-1), "fbfff0000000000000"},
		{"fa7f800000", math.Inf(1), "fb7ff0000000000000"},
		{"fa7fc00000", math.NaN(), "fb7ff8000000000000"},
		{"faff800000", math.Inf(-1), "fbfff0000000000000"},
	} {
		checkBothWays(t, tc.want, tc.value)
		if err := Canonical(unhex(t, tc.rfc)); !errors.Is(err, ErrNotCanonical) {
			t.Errorf("Canonical(%s) = %v, want ErrNotCanonical", tc.rfc, err)
		}
		// Short floats arriving as raw bytes are widened exactly by Marshal.
		got, err := Marshal(cbor.RawMessage(unhex(t, tc.rfc)))
		if err != nil || hex.EncodeToString(got) != tc.want {
			t.Errorf("Marshal(RawMessage %s) = %x, %v; want %s", tc.rfc, got, err, tc.want)
		}
	}
}

func TestLengthFirstKeyOrder(t *testing.T) {
	// "a" and "b" encode in 2 bytes, "aa" in 3: length first, then bytewise.
	got, err := Marshal(map[string]int{"b": 1, "aa": 2, "a": 3})
	if err != nil {
		t.Fatal(err)
	}
	if want := "a3" + "616103" + "616201" + "62616102"; hex.EncodeToString(got) != want {
		t.Fatalf("got %x, want %s", got, want)
	}
	// Mixed key types sort by their encodings: 0x0a < 0x20 < 0x6161.
	got, err = Marshal(map[any]any{"a": 0, -1: 0, 10: 0})
	if err != nil {
		t.Fatal(err)
	}
	if want := "a3" + "0a00" + "2000" + "616100"; hex.EncodeToString(got) != want {
		t.Fatalf("got %x, want %s", got, want)
	}
}

func TestDecodedTypes(t *testing.T) {
	for _, tc := range []struct {
		hex  string
		want any
	}{
		{"01", int64(1)},
		{"20", int64(-1)},
		{"1bffffffffffffffff", bigInt("18446744073709551615")},
		{"c249010000000000000000", bigInt("18446744073709551616")},
		{"fb3ff8000000000000", 1.5},
		{"4101", []byte{1}},
		{"6161", "a"},
		{"a1410102", map[any]any{cbor.ByteString("\x01"): int64(2)}},
		{"820af6", []any{int64(10), nil}},
	} {
		var v any
		if err := Unmarshal(unhex(t, tc.hex), &v); err != nil {
			t.Fatalf("%s: %v", tc.hex, err)
		}
		if !reflect.DeepEqual(v, tc.want) {
			t.Errorf("%s decoded to %#v, want %#v", tc.hex, v, tc.want)
		}
	}
}

func TestMarshal(t *testing.T) {
	payloadNaN := math.Float64frombits(0x7ff8000000000001)
	for _, tc := range []struct {
		name  string
		value any
		want  string
	}{
		{"float32 widened", float32(1.5), "fb3ff8000000000000"},
		{"float32 NaN", float32(math.NaN()), "fb7ff8000000000000"},
		{"NaN payload dropped", payloadNaN, "fb7ff8000000000000"},
		{"negative NaN", math.Copysign(math.NaN(), -1), "fb7ff8000000000000"},
		{"float32 -Inf", float32(math.Inf(-1)), "fbfff0000000000000"},
		{"big fits uint64", bigInt("18446744073709551615"), "1bffffffffffffffff"},
		{"big small", big.NewInt(-5), "24"},
		{"nil slice", []byte(nil), "f6"},
		{"byte array", [3]byte{1, 2, 3}, "43010203"},
		{"raw non-shortest fixed", cbor.RawMessage{0x18, 0x01}, "01"},
		// fxamacker orders the 5-byte float32 key before the 6-byte text key;
		// widened to 9 bytes it must move after it.
		{"float32 key reordered", map[any]any{float32(1.5): 1, "abcde": 2},
			"a2" + "656162636465" + "02" + "fb3ff8000000000000" + "01"},
	} {
		got, err := Marshal(tc.value)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if hex.EncodeToString(got) != tc.want {
			t.Errorf("%s: got %x, want %s", tc.name, got, tc.want)
		}
	}
}

func TestMarshalRejects(t *testing.T) {
	for _, tc := range []struct {
		name  string
		value any
		want  error
	}{
		{"keys equal once encoded", map[any]any{uint64(1): 1, int64(1): 2}, ErrDuplicateKey},
		{"float keys equal once widened", map[any]any{float32(1.5): 1, 1.5: 2}, ErrDuplicateKey},
		{"invalid UTF-8", "\xff", ErrInvalidUTF8},
		{"other tag", cbor.Tag{Number: 24, Content: []byte{1}}, ErrUnsupported},
		{"simple value", cbor.SimpleValue(16), ErrUnsupported},
	} {
		if _, err := Marshal(tc.value); !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, err := Marshal(make(chan int)); err == nil {
		t.Error("Marshal(chan) succeeded")
	}
}

func TestReject(t *testing.T) {
	for _, tc := range []struct {
		name string
		hex  string
		want error
	}{
		{"empty", "", ErrMalformed},
		{"truncated", "1a0000", ErrMalformed},
		{"break alone", "ff", ErrMalformed},
		{"reserved ai", "1c", ErrMalformed},
		{"indefinite array", "9fff", ErrIndefiniteLength},
		{"indefinite array nested", "9f018202039f0405ffff", ErrIndefiniteLength},
		{"indefinite bytes", "5f42010243030405ff", ErrIndefiniteLength},
		{"indefinite text", "7f657374726561646d696e67ff", ErrIndefiniteLength},
		{"indefinite map", "bf61610161629f0203ffff", ErrIndefiniteLength},
		{"duplicate key", "a2616101616102", ErrDuplicateKey},
		{"duplicate int key", "a201020103", ErrDuplicateKey},
		{"non-shortest uint", "1801", ErrNotCanonical},
		{"non-shortest uint16", "190001", ErrNotCanonical},
		{"non-shortest uint32", "1a0000ffff", ErrNotCanonical},
		{"non-shortest uint64", "1b00000000ffffffff", ErrNotCanonical},
		{"non-shortest negint", "3800", ErrNotCanonical},
		{"non-shortest bytes length", "580100", ErrNotCanonical},
		{"non-shortest array length", "980101", ErrNotCanonical},
		{"non-shortest map length", "b8010101", ErrNotCanonical},
		{"non-shortest tag", "d80249010000000000000000", ErrNotCanonical},
		{"key order bytewise", "a2616201616102", ErrNotCanonical},
		{"key order length-first", "a262616101616202", ErrNotCanonical},
		{"float16", "f93c00", ErrNotCanonical},
		{"float32", "fa3fc00000", ErrNotCanonical},
		{"float16 in array", "82f93c00f6", ErrNotCanonical},
		{"NaN with payload", "fb7ff8000000000001", ErrNotCanonical},
		{"negative NaN", "fbfff8000000000000", ErrNotCanonical},
		{"bignum fits uint64", "c24101", ErrNotCanonical},
		{"bignum 8 bytes", "c248ffffffffffffffff", ErrNotCanonical},
		{"bignum leading zero", "c24a00010000000000000000", ErrNotCanonical},
		{"negative bignum fits", "c34101", ErrNotCanonical},
		{"empty bignum", "c240", ErrNotCanonical},
		{"bignum of text", "c26161", ErrMalformed},
		{"trailing bytes", "0100", ErrTrailingBytes},
		{"two items", "f6f6", ErrTrailingBytes},
		{"invalid UTF-8", "62c328", ErrInvalidUTF8},
		{"undefined", "f7", ErrUnsupported},
		{"simple(16)", "f0", ErrUnsupported},
		{"simple(255)", "f8ff", ErrUnsupported},
		{"date tag", "c11a514b67b0", ErrUnsupported},
		{"tag 24", "d818456449455446", ErrUnsupported},
		{"array key", "a1820102f6", ErrUnsupported},
		{"map key", "a1a0f6", ErrUnsupported},
		{"+0 and -0 keys", "a2fb000000000000000001fb800000000000000002", ErrUnsupported},
	} {
		data := unhex(t, tc.hex)
		var v any
		err := Unmarshal(data, &v)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: Unmarshal(%s) = %v, want %v", tc.name, tc.hex, err, tc.want)
		}
		if cerr := Canonical(data); !errors.Is(cerr, tc.want) {
			t.Errorf("%s: Canonical(%s) = %v, want %v", tc.name, tc.hex, cerr, tc.want)
		}
		// The structural check alone, before any round trip, rejects it too.
		if _, gerr := DecodeGeneric(data, Limits{}); !errors.Is(gerr, tc.want) {
			t.Errorf("%s: DecodeGeneric(%s) = %v, want %v", tc.name, tc.hex, gerr, tc.want)
		}
		var s struct{ A int }
		if err := Unmarshal(data, &s); err == nil {
			t.Errorf("%s: Unmarshal into struct accepted %s", tc.name, tc.hex)
		}
	}
}

func wantLimit(t *testing.T, err error, limit string, max int, msg string) {
	t.Helper()
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != limit || le.Max != max {
		t.Fatalf("got %v, want LimitError{%s, %d}", err, limit, max)
	}
	if err.Error() != msg {
		t.Fatalf("message %q, want %q", err.Error(), msg)
	}
}

func nested(depth int) []byte {
	return append(bytes.Repeat([]byte{0x81}, depth), 0x01)
}

// countedItem builds a head with a 4-byte count (e.g. 0x9a for an array)
// followed by per once for each entry.
func countedItem(initial byte, n int, per []byte) []byte {
	b := []byte{initial, byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}
	for i := 0; i < n; i++ {
		b = append(b, per...)
	}
	return b
}

// mapOfN builds a canonical map with n keys 0..n-1, each mapped to null.
func mapOfN(t *testing.T, n int) []byte {
	m := make(map[int]any, n)
	for i := 0; i < n; i++ {
		m[i] = nil
	}
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// arrayOfN builds an array of n zeros with a 4-byte count, which is the
// canonical head only for n > 65535.
func arrayOfN(n int) []byte {
	return countedItem(0x9a, n, []byte{0})
}

func TestLimits(t *testing.T) {
	var v any
	if err := Unmarshal(nested(DefaultMaxDepth), &v); err != nil {
		t.Fatalf("depth %d: %v", DefaultMaxDepth, err)
	}
	wantLimit(t, Unmarshal(nested(DefaultMaxDepth+1), &v), LimitMaxDepth, 32,
		"codec: nesting depth exceeds MaxDepth (32)")
	wantLimit(t, Canonical(nested(100)), LimitMaxDepth, 32,
		"codec: nesting depth exceeds MaxDepth (32)")

	// 65536 elements use a 4-byte count, so they are canonical.
	if err := Unmarshal(arrayOfN(DefaultMaxArrayElements), &v); err != nil {
		t.Fatalf("array of %d: %v", DefaultMaxArrayElements, err)
	}
	wantLimit(t, Unmarshal(arrayOfN(DefaultMaxArrayElements+1), &v), LimitMaxArrayElements, 65536,
		"codec: array length exceeds MaxArrayElements (65536)")

	if err := Unmarshal(mapOfN(t, DefaultMaxMapPairs), &v); err != nil {
		t.Fatalf("map of %d: %v", DefaultMaxMapPairs, err)
	}
	wantLimit(t, Unmarshal(mapOfN(t, DefaultMaxMapPairs+1), &v), LimitMaxMapPairs, 65536,
		"codec: map size exceeds MaxMapPairs (65536)")

	huge := append([]byte{0x5a, 0, 0x4c, 0x4b, 0x3b}, make([]byte, 5000000-5)...)
	wantLimit(t, Unmarshal(huge, &v), LimitMaxBytes, 4194304,
		"codec: input is 5000000 bytes, exceeds MaxBytes (4194304)")
	if err := UnmarshalWithLimits(huge, &v, Limits{MaxBytes: 8 << 20}); err != nil {
		t.Fatalf("5 MB byte string under 8 MiB limit: %v", err)
	}
}

func TestUnmarshalWithLimits(t *testing.T) {
	var v any
	lim := Limits{MaxBytes: 64, MaxDepth: 4, MaxArrayElements: 16, MaxMapPairs: 16}
	if err := UnmarshalWithLimits(nested(4), &v, lim); err != nil {
		t.Fatal(err)
	}
	wantLimit(t, UnmarshalWithLimits(nested(5), &v, lim), LimitMaxDepth, 4,
		"codec: nesting depth exceeds MaxDepth (4)")
	arr17 := append([]byte{0x91}, make([]byte, 17)...)
	wantLimit(t, UnmarshalWithLimits(arr17, &v, lim), LimitMaxArrayElements, 16,
		"codec: array length exceeds MaxArrayElements (16)")
	wantLimit(t, UnmarshalWithLimits(mapOfN(t, 17), &v, lim), LimitMaxMapPairs, 16,
		"codec: map size exceeds MaxMapPairs (16)")
	wantLimit(t, UnmarshalWithLimits(make([]byte, 65), &v, lim), LimitMaxBytes, 64,
		"codec: input is 65 bytes, exceeds MaxBytes (64)")
	// Zero fields take defaults.
	wantLimit(t, UnmarshalWithLimits(nested(33), &v, Limits{MaxBytes: 100}), LimitMaxDepth, 32,
		"codec: nesting depth exceeds MaxDepth (32)")

	_, err := DecodeGeneric(nested(5), lim)
	wantLimit(t, err, LimitMaxDepth, 4, "codec: nesting depth exceeds MaxDepth (4)")
	for _, bad := range []Limits{{MaxDepth: 3}, {MaxDepth: 70000}, {MaxArrayElements: 15}, {MaxMapPairs: -1}, {MaxBytes: -1}} {
		if err := UnmarshalWithLimits([]byte{1}, &v, bad); err == nil || !strings.Contains(err.Error(), "invalid Limits") {
			t.Errorf("%+v: got %v, want invalid Limits error", bad, err)
		}
	}
}

// txEnvelope mirrors the spec's transaction array (parameters.md, WP App A).
type txEnvelope struct {
	_              struct{} `cbor:",toarray"`
	ChainID        uint64
	Nonce          uint64
	To             *[20]byte
	Value          *big.Int
	CyclesLimit    uint64
	CellsLimit     uint64
	MaxFeePerCycle uint64
	MaxFeePerCell  uint64
	TipPerCycle    uint64
	TipPerCell     uint64
	AccessList     []any
	Payload        []byte
	Signature      []any
}

func TestStructToArray(t *testing.T) {
	var to [20]byte
	for i := range to {
		to[i] = 0x11
	}
	tx := txEnvelope{ChainID: 1, To: &to, Value: big.NewInt(1), CyclesLimit: 21000,
		MaxFeePerCycle: 10, MaxFeePerCell: 2, TipPerCycle: 1, Payload: []byte{}}
	const want = "8d010054111111111111111111111111111111111111111101195208000a020100f640f6"
	got, err := Marshal(tx)
	if err != nil {
		t.Fatal(err)
	}
	if hex.EncodeToString(got) != want {
		t.Fatalf("got %x, want %s", got, want)
	}
	var back txEnvelope
	if err := Unmarshal(got, &back); err != nil {
		t.Fatal(err)
	}
	again, err := Marshal(back)
	if err != nil || !bytes.Equal(again, got) {
		t.Fatalf("round trip: %x, %v", again, err)
	}
	// A short array does not fit the struct.
	if err := Unmarshal(unhex(t, "8201f6"), &back); err == nil {
		t.Fatal("accepted 2-element array into 13-field toarray struct")
	}
}

type keyed struct {
	Amount uint64 `cbor:"1,keyasint"`
	Memo   string `cbor:"2,keyasint,omitempty"`
	Neg    []byte `cbor:"-1,keyasint"`
	Big    int64  `cbor:"24,keyasint"`
}

func TestStructKeyAsInt(t *testing.T) {
	in := keyed{Amount: 7, Memo: "hi", Neg: []byte{9}, Big: -2}
	got, err := Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	// Keys 01, 02, 20 (1 byte each, bytewise) then 1818 (2 bytes).
	if want := "a4" + "0107" + "02626869" + "204109" + "181821"; hex.EncodeToString(got) != want {
		t.Fatalf("got %x, want %s", got, want)
	}
	var out keyed
	if err := Unmarshal(got, &out); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, out) {
		t.Fatalf("round trip %+v != %+v", out, in)
	}
	// Key 3 names no field: rejected rather than silently dropped.
	if err := Unmarshal(unhex(t, "a201070300"), &out); err == nil {
		t.Fatal("unknown key accepted")
	}
	// Field names match case-sensitively.
	var named struct{ Amount uint64 }
	if err := Unmarshal(unhex(t, "a166616d6f756e7401"), &named); err == nil {
		t.Fatal(`"amount" matched field Amount`)
	}
	// Overflow of the target type is an error, not truncation.
	var small struct {
		_ struct{} `cbor:",toarray"`
		N uint8
	}
	if err := Unmarshal(unhex(t, "81190100"), &small); err == nil {
		t.Fatal("256 decoded into uint8")
	}
}

func TestHalfToFloat64(t *testing.T) {
	for h := 0; h < 1<<16; h++ {
		got := halfToFloat64(uint16(h))
		// Reference: decode the float16 with fxamacker into float64.
		var want float64
		if err := cbor.Unmarshal([]byte{0xf9, byte(h >> 8), byte(h)}, &want); err != nil {
			t.Fatal(err)
		}
		if math.IsNaN(want) {
			if !math.IsNaN(got) {
				t.Fatalf("%04x: got %v, want NaN", h, got)
			}
			continue
		}
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%04x: got %v, want %v", h, got, want)
		}
	}
}
