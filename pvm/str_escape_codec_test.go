package pvm

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzEscapeCodecs decodes arbitrary bytes with both escape codecs under
// two handlers (no panic; "ignore" never fails and gets sane ranges), and
// checks that encoding text and decoding it gives the text back.
//
//	go test ./pvm -run X -fuzz FuzzEscapeCodecs -fuzztime 30s
func FuzzEscapeCodecs(f *testing.F) {
	for _, s := range []string{`a\tb\x41\u00e9\U0001F600\N{BULLET}\777\q`, `\\u0041\\\u0041`, `\N{`, `\x4`, "caf\xe9\\", "\u4e2d\n\\"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, raw := range []bool{false, true} {
			var out strings.Builder
			strict := func(string, int, int, string) error { return errStrict }
			if err := escapeDecode(b, raw, &out, strict); err != nil && err != errStrict {
				t.Fatalf("strict decode of %q: %v", b, err)
			}
			out.Reset()
			ignore := func(_ string, start, end int, _ string) error {
				if start < 0 || end > len(b) || start >= end {
					t.Fatalf("decode of %q: bad error range %d-%d", b, start, end)
				}
				return nil
			}
			if err := escapeDecode(b, raw, &out, ignore); err != nil {
				t.Fatalf("ignoring decode of %q: %v", b, err)
			}
			// raw_unicode_escape leaves a backslash as it is, so text
			// with one may not come back (in CPython neither).
			if s := string(b); utf8.ValidString(s) && !(raw && strings.Contains(s, `\`)) {
				if enc := escapeEncode(s, raw); len(enc) != escapeEncodedLen(s, raw) {
					t.Fatalf("encoding %q (raw %v): %d bytes, escapeEncodedLen says %d", s, raw, len(enc), escapeEncodedLen(s, raw))
				}
				out.Reset()
				if err := escapeDecode(escapeEncode(s, raw), raw, &out, strict); err != nil || out.String() != s {
					t.Fatalf("round trip of %q (raw %v): %q, %v", s, raw, out.String(), err)
				}
			}
		}
	})
}

var errStrict = newError(ValueErrorType, "strict")
