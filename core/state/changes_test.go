package state

import (
	"bytes"
	"errors"
	"testing"
)

func TestStagedRoundTrip(t *testing.T) {
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	tr.Set([]byte("b"), []byte("two"))
	tr.Set([]byte("a"), nil) // empty value: present
	tr.Delete([]byte("c"))
	enc := tr.AppendStaged(nil)
	want := []byte("\x01a\x01\x01b\x04two\x01c\x00")
	if !bytes.Equal(enc, want) {
		t.Fatalf("encoding %q, want %q", enc, want)
	}
	want1, _ := tr.Apply()
	re := mustOpen(t, kv, EmptyRoot)
	if err := re.StageEncoded(enc); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(re.AppendStaged(nil), enc) {
		t.Fatal("restaged changes encode differently")
	}
	if got, _ := re.Apply(); got != want1 {
		t.Fatalf("restaged root %s, want %s", got, want1)
	}
}

func TestStageEncodedRejects(t *testing.T) {
	for _, b := range []string{
		"\x01a",              // no value length
		"\x01a\x05ab",        // value runs past the end
		"\x05a\x00",          // key runs past the end
		"\x81\x00a\x00",      // non-minimal key length
		"\x01b\x00\x01a\x00", // keys out of order
		"\x01a\x00\x01a\x00", // a key twice
		"\x01a\x80\x00",      // non-minimal value length
	} {
		tr := mustOpen(t, NewMemKV(), EmptyRoot)
		if err := tr.StageEncoded([]byte(b)); !errors.Is(err, ErrCorruptChanges) {
			t.Errorf("%q: %v", b, err)
		}
		if tr.Pending() != 0 {
			t.Errorf("%q: a rejected list staged %d changes", b, tr.Pending())
		}
	}
}

func FuzzStageEncoded(f *testing.F) {
	f.Add([]byte("\x01a\x01\x01b\x04two\x01c\x00"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		tr := mustOpen(t, NewMemKV(), EmptyRoot)
		if tr.StageEncoded(b) != nil {
			return
		}
		if got := tr.AppendStaged(nil); !bytes.Equal(got, b) {
			t.Fatalf("accepted %q, re-encodes as %q", b, got)
		}
	})
}
