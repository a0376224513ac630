package pvm

import (
	"strings"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// The unicode_escape and raw_unicode_escape codecs: Python's string
// literal escapes as bytes (unicode_escape), or only \u and \U escapes
// over Latin-1 (raw_unicode_escape).

// escapeEncodedLen is the length of escapeEncode(s, raw), known before
// it is built: up to ten bytes a character.
func escapeEncodedLen(s string, raw bool) int {
	n := 0
	for _, r := range s {
		switch {
		case raw && r < 0x100, r >= 0x20 && r < 0x7f && r != '\\':
			n++
		case r == '\\' || r == '\t' || r == '\n' || r == '\r':
			n += 2
		case r < 0x100:
			n += 4
		case r < 0x10000:
			n += 6
		default:
			n += 10
		}
	}
	return n
}

// escapeEncode encodes s: every character outside printable ASCII as an
// escape (unicode_escape), or only those above Latin-1 (raw).
func escapeEncode(s string, raw bool) []byte {
	out := make([]byte, 0, escapeEncodedLen(s, raw))
	for _, r := range s {
		switch {
		case raw && r < 0x100:
			out = append(out, byte(r))
		case r == '\\':
			out = append(out, `\\`...)
		case r == '\t':
			out = append(out, `\t`...)
		case r == '\n':
			out = append(out, `\n`...)
		case r == '\r':
			out = append(out, `\r`...)
		case r >= 0x20 && r < 0x7f:
			out = append(out, byte(r))
		case r < 0x100:
			out = append(out, `\x`+hexN(int(r), 2)...)
		case r < 0x10000:
			out = append(out, `\u`+hexN(int(r), 4)...)
		default:
			out = append(out, `\U`+hexN(int(r), 8)...)
		}
	}
	return out
}

// escapeDecode decodes b as unicode_escape, or raw_unicode_escape when
// raw, into out. fail handles a malformed escape b[start:end] as the
// codec's error handler says (nil: go on after it).
func escapeDecode(b []byte, raw bool, out *strings.Builder, fail func(name string, start, end int, reason string) error) error {
	name := "unicodeescape"
	if raw {
		name = "rawunicodeescape"
	}
	for i := 0; i < len(b); {
		c := b[i]
		if c != '\\' {
			out.WriteRune(rune(c)) // Latin-1
			i++
			continue
		}
		start := i
		if raw {
			// Only \u and \U escape, and only after an odd run of
			// backslashes: the others stand for themselves.
			j := i
			for j < len(b) && b[j] == '\\' {
				j++
			}
			if (j-i)%2 == 0 || j == len(b) || b[j] != 'u' && b[j] != 'U' {
				out.WriteString(strings.Repeat(`\`, j-i))
				i = j
				continue
			}
			out.WriteString(strings.Repeat(`\`, j-i-1))
			start, i = j-1, j
		} else {
			i++
			if i == len(b) {
				if err := fail(name, start, i, `\ at end of string`); err != nil {
					return err
				}
				break
			}
		}
		c = b[i]
		i++
		if r, ok := simpleEscapes[c]; ok && !raw {
			if c != '\n' { // a backslash and a newline stand for nothing
				out.WriteByte(r)
			}
			continue
		}
		switch {
		case c >= '0' && c <= '7' && !raw:
			v := rune(c - '0')
			for k := 0; k < 2 && i < len(b) && b[i] >= '0' && b[i] <= '7'; k++ {
				v = v<<3 | rune(b[i]-'0')
				i++
			}
			out.WriteRune(v)
		case c == 'x' && !raw, c == 'u', c == 'U':
			n, what := 2, `\xXX`
			if c == 'u' {
				n, what = 4, `\uXXXX`
			} else if c == 'U' {
				n, what = 8, `\UXXXXXXXX`
			}
			var v rune
			k := 0
			for ; k < n && i < len(b) && digitValue(b[i]) < 16; k++ {
				v = v<<4 | rune(digitValue(b[i]))
				i++
			}
			reason := ""
			switch {
			case k < n:
				reason = "truncated " + what + " escape"
			case v > 0x10FFFF && raw:
				reason = `\Uxxxxxxxx out of range`
			case v > 0x10FFFF:
				reason = "illegal Unicode character"
			case v >= 0xD800 && v <= 0xDFFF:
				reason = "surrogate code points are not supported"
			}
			if reason != "" {
				if err := fail(name, start, i, reason); err != nil {
					return err
				}
				continue
			}
			out.WriteRune(v)
		case c == 'N' && !raw:
			r, end, reason := namedEscape(b, i)
			if i = end; reason == "" {
				out.WriteRune(r)
			} else if err := fail(name, start, i, reason); err != nil {
				return err
			}
		default: // not an escape: the backslash stays
			out.WriteByte('\\')
			out.WriteRune(rune(c))
		}
	}
	return nil
}

// simpleEscapes are the one-character escapes of unicode_escape.
var simpleEscapes = map[byte]byte{
	'\n': 0, '\\': '\\', '\'': '\'', '"': '"', 'a': 7, 'b': 8, 'f': 12, 'n': '\n', 'r': '\r', 't': '\t', 'v': 11,
}

// namedEscape reads the {name} of a \N escape at b[i:]: the character,
// where the escape ends, and why it is malformed if it is (as CPython,
// the end is where reading stopped: an unterminated name runs to the end).
func namedEscape(b []byte, i int) (r rune, end int, reason string) {
	const malformed = `malformed \N character escape`
	if i >= len(b) || b[i] != '{' {
		return 0, i, malformed
	}
	j := i + 1
	for j < len(b) && b[j] != '}' {
		j++
	}
	if j == len(b) || j == i+1 {
		return 0, j, malformed
	}
	r, ok := syntax.LookupUnicodeName(string(b[i+1 : j]))
	if !ok {
		return 0, j + 1, "unknown Unicode character name"
	}
	return r, j + 1, ""
}
