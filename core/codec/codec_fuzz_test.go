package codec

import (
	"bytes"
	"encoding/hex"
	"errors"
	"testing"

	"github.com/fxamacker/cbor/v2"
)

// lenient decodes any well-formed CBOR, canonical or not, within our limits;
// the fuzzer uses it to feed Marshal arbitrary values.
var lenient = func() cbor.DecMode {
	dm, err := cbor.DecOptions{
		MaxNestedLevels:  DefaultMaxDepth,
		MaxArrayElements: DefaultMaxArrayElements,
		MaxMapPairs:      DefaultMaxMapPairs,
		IntDec:           cbor.IntDecConvertSignedOrBigInt,
		BigIntDec:        cbor.BigIntDecodePointer,
	}.DecMode()
	if err != nil {
		panic(err)
	}
	return dm
}()

func FuzzUnmarshal(f *testing.F) {
	for _, tc := range rfcVectors {
		b, _ := hex.DecodeString(tc.hex)
		f.Add(b)
	}
	for _, s := range []string{
		"9fff", "5f42010243030405ff", "a2616101616102", "1801", "a2616201616102",
		"a262616101616202", "f93c00", "fa3fc00000", "fb7ff8000000000001", "0100",
		"c24101", "c24a00010000000000000000", "62c328", "f7", "c11a514b67b0",
		"a1820102f6", "a2fb000000000000000001fb800000000000000002", "8181818101",
		"a2fa3fc0000001656162636465f6", "8d010054111111111111111111111111111111111111111101195208000a020100f640f6",
	} {
		b, _ := hex.DecodeString(s)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v any
		err := Unmarshal(data, &v)
		if cerr := Canonical(data); (err == nil) != (cerr == nil) {
			t.Fatalf("Unmarshal err %v but Canonical err %v", err, cerr)
		}
		if err == nil {
			out, err := Marshal(v)
			if err != nil {
				t.Fatalf("accepted %x but Marshal failed: %v", data, err)
			}
			if !bytes.Equal(out, data) {
				t.Fatalf("accepted %x but re-encoded as %x", data, out)
			}
		}
		// Whatever Marshal emits must itself be accepted: feed it values from
		// any well-formed input, canonical or not.
		var w any
		if lenient.Unmarshal(data, &w) != nil {
			return
		}
		out, err := Marshal(w)
		if err != nil {
			return // e.g. unsupported tags or duplicate keys once canonical
		}
		if err := Canonical(out); err != nil {
			var le *LimitError
			if errors.As(err, &le) || errors.Is(err, ErrUnsupported) {
				return // canonical but beyond limits or not representable as any
			}
			t.Fatalf("Marshal output %x (from %x) not canonical: %v", out, data, err)
		}
	})
}
