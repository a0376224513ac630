package pvm

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Str is Python's str: an immutable sequence of code points, held as UTF-8.
// The code-point count is computed once; indexing a non-ASCII string builds
// an offset table on first use.
type Str struct {
	s        string
	n        int // code points
	h        int64
	hashed   bool
	interned bool // the shared Str of intern(s): safe as a cache key
	// names marks a Str made by intern or a Program's loader, whose
	// sandboxed bit is then precomputed (such strings are shared and
	// never written once built).
	names     bool
	sandboxed bool
	// offsets is the byte offset of every code point, for non-ASCII
	// indexing (a pointer: it keeps a Str at 48 bytes).
	offsets *[]int32
}

// Type implements Object.
func (*Str) Type() *Type { return StrType }

// NewStr makes a str. s must be valid UTF-8.
func NewStr(s string) *Str { return &Str{s: s, n: runeCount(s)} }

// runeCount is utf8.RuneCountInString, skipping a leading ASCII run eight
// bytes at a time (the compiler fuses the byte loads into one).
func runeCount(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		if x&0x8080808080808080 != 0 {
			break
		}
	}
	return i + utf8.RuneCountInString(s[i:])
}

// String returns the Go string.
func (s *Str) String() string { return s.s }

// Len is the length in code points.
func (s *Str) Len() int { return s.n }

func (s *Str) ascii() bool { return s.n == len(s.s) }

func (s *Str) hash() int64 {
	if !s.hashed {
		s.h = hashString(s.s, s.ascii())
		s.hashed = true
	}
	return s.h
}

// byteOffset returns the byte offset of code point i (0 ≤ i ≤ n).
func (s *Str) byteOffset(i int) int {
	if s.ascii() {
		return i
	}
	if s.offsets == nil {
		offsets := make([]int32, 0, s.n+1)
		for off := range s.s {
			offsets = append(offsets, int32(off))
		}
		offsets = append(offsets, int32(len(s.s)))
		s.offsets = &offsets
	}
	return int((*s.offsets)[i])
}

// at returns code point i as a one-character string.
func (s *Str) at(i int) string {
	if s.ascii() {
		return s.s[i : i+1]
	}
	return s.s[s.byteOffset(i):s.byteOffset(i+1)]
}

// slice returns code points [i, j).
func (s *Str) slice(i, j int) string { return s.s[s.byteOffset(i):s.byteOffset(j)] }

// substrValue returns sub, a substring of s, as a str: s itself when it is
// all of s (CPython's split and strip return the str itself then), and
// without counting code points when s is ASCII.
func (th *Thread) substrValue(s *Str, sub string) Value {
	if !s.substrNeedsStr(sub) {
		if len(sub) == len(s.s) {
			return ObjectValue(s)
		}
		return StrValue(sub)
	}
	return s.substrIn(sub, th.carveStr(len(s.s)))
}

// substrIn is substrValue making the new Str it needs in room.
func (s *Str) substrIn(sub string, room *Str) Value {
	n := len(sub)
	if !s.ascii() {
		n = runeCount(sub)
	}
	*room = Str{s: sub, n: n}
	return ObjectValue(room)
}

// substrNeedsStr reports whether substrValue(sub) makes a new Str: sub is
// neither all of s nor a shared empty or one-character str.
func (s *Str) substrNeedsStr(sub string) bool { return len(sub) > 1 && len(sub) < len(s.s) }

// StrValue makes a str Value.
func StrValue(s string) Value {
	if len(s) == 1 && s[0] < utf8.RuneSelf {
		return ObjectValue(asciiChars[s[0]])
	}
	if len(s) == 0 {
		return ObjectValue(emptyStr)
	}
	return ObjectValue(NewStr(s))
}

// strValue is StrValue, a new Str coming from th's slabs if short.
func (th *Thread) strValue(s string) Value {
	if len(s) <= 1 {
		return StrValue(s)
	}
	return th.strValueOf(s, runeCount(s))
}

// strValueOf is strValue for s of n code points, which the caller knows.
func (th *Thread) strValueOf(s string, n int) Value {
	if len(s) <= 1 {
		return StrValue(s)
	}
	p := th.carveStr(len(s))
	p.s, p.n = s, n
	return ObjectValue(p)
}

var (
	emptyStr   = NewStr("")
	asciiChars [128]*Str
	internTab  = map[string]*Str{}
	frozen     bool // set once package initialisation is complete
)

func init() {
	emptyStr.hash()
	for i := range asciiChars {
		asciiChars[i] = NewStr(string(rune(i)))
		asciiChars[i].hash() // shared by every execution: only ever read
	}
}

// intern returns the shared Str for an identifier. After initialisation the
// table is read-only (executions may run concurrently), so new names get a
// fresh Str.
func intern(s string) *Str {
	if v, ok := internTab[s]; ok {
		return v
	}
	v := NewStr(s)
	if !frozen {
		// Shared by every execution: hash now so they only ever read it.
		v.interned = true
		v.markName()
		v.hash()
		internTab[s] = v
	}
	return v
}

// quoteStr renders repr(str): single quotes unless the text contains a single
// quote and no double quote; escapes as CPython does.
func quoteStr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		// Printable ASCII other than the quote and backslash is copied in runs.
		j := i
		for j < len(s) && s[j] >= 0x20 && s[j] < 0x7f && s[j] != quote && s[j] != '\\' {
			j++
		}
		b.WriteString(s[i:j])
		if j == len(s) {
			break
		}
		r, size := utf8.DecodeRuneInString(s[j:])
		quoteRune(&b, r, quote)
		i = j + size
	}
	b.WriteByte(quote)
	return b.String()
}

// quoteRune writes r as repr() shows it inside quote.
func quoteRune(b *strings.Builder, r rune, quote byte) {
	switch {
	case r == rune(quote) || r == '\\':
		b.WriteByte('\\')
		b.WriteRune(r)
	case r == '\n':
		b.WriteString(`\n`)
	case r == '\r':
		b.WriteString(`\r`)
	case r == '\t':
		b.WriteString(`\t`)
	case r < 0x20 || r == 0x7f:
		b.WriteString(`\x`)
		b.WriteString(hex2(int(r)))
	case r < 0x7f || isPrintable(r):
		b.WriteRune(r)
	case r <= 0xff:
		b.WriteString(`\x`)
		b.WriteString(hex2(int(r)))
	case r <= 0xffff:
		b.WriteString(`\u`)
		b.WriteString(hexN(int(r), 4))
	default:
		b.WriteString(`\U`)
		b.WriteString(hexN(int(r), 8))
	}
}

// asciiRepr is ascii(): repr with every non-ASCII code point escaped.
func asciiRepr(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r <= 0xff:
			b.WriteString(`\x` + hex2(int(r)))
		case r <= 0xffff:
			b.WriteString(`\u` + hexN(int(r), 4))
		default:
			b.WriteString(`\U` + hexN(int(r), 8))
		}
	}
	return b.String()
}

// isPrintable is Py_UNICODE_ISPRINTABLE, which decides what repr() escapes.
func isPrintable(r rune) bool { return ucIsPrintable(r) }

func hex2(i int) string { return hexN(i, 2) }

func hexN(i, n int) string {
	s := strconv.FormatInt(int64(i), 16)
	for len(s) < n {
		s = "0" + s
	}
	return s
}
