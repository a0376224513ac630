package tx

import (
	"bytes"
	"encoding/hex"
	"testing"
)

// FuzzDecode: Decode never panics, and whatever it accepts is canonical
// (re-encodes to the same bytes), hashes consistently and has a valid
// payload. Run with: go test ./core/tx -fuzz FuzzDecode
func FuzzDecode(f *testing.F) {
	vec, _ := hex.DecodeString(transferVector)
	f.Add(vec)
	key := testKey(f, "fuzz")
	for _, tx := range sampleTxs(f) {
		b, err := tx.Encode()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(tx.Payload)
		s := tx.Copy()
		if err := s.Sign(key); err != nil {
			f.Fatal(err)
		}
		if b, err = s.Encode(); err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if p, err := DecodePayload(data); err == nil {
			out, err := EncodePayload(p)
			if err != nil || !bytes.Equal(out, data) {
				t.Fatalf("payload %x accepted but re-encodes to %x (%v)", data, out, err)
			}
		}
		tx, err := Decode(data)
		if err != nil {
			return
		}
		out, err := tx.Encode()
		if err != nil {
			t.Fatalf("decoded tx does not encode: %v", err)
		}
		if !bytes.Equal(out, data) {
			t.Fatalf("not canonical:\n in %x\nout %x", data, out)
		}
		if _, err := tx.Kind(); err != nil {
			t.Fatalf("decoded tx has invalid payload: %v", err)
		}
		if _, err := tx.SigningHash(); err != nil {
			t.Fatal(err)
		}
		if tx.Signature != nil {
			_, _ = tx.Sender() // may fail (no key for r), must not panic
		}
		c := tx.Copy()
		out2, err := c.Encode()
		if err != nil || !bytes.Equal(out2, data) {
			t.Fatalf("copy differs: %v", err)
		}
	})
}
