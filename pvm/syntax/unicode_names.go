package syntax

//go:generate sh -c "python3.11 unicode_names_gen.py | gofmt > unicode_names_tables.go"

import (
	"sort"
	"sync"

	"golang.org/x/text/unicode/runenames"
)

// Character names for \N{...} escapes, resolved as CPython 3.11 does
// (Modules/unicodedata.c _getcode): names and name aliases match
// case-insensitively; CJK unified ideographs and Hangul syllables have
// algorithmic names whose prefixes and components must be upper case; named
// sequences are not accepted. The set of named characters is pinned to
// CPython's Unicode 14.0.0 by namedRanges, whatever version runenames has.

var (
	nameIndexOnce sync.Once
	nameIndex     map[string]rune
)

func buildNameIndex() {
	nameIndex = make(map[string]rune, 40000)
	for _, rg := range namedRanges {
		for r := rune(rg[0]); r <= rune(rg[1]); r++ {
			n := runenames.Name(r)
			if n == "" || n[0] == '<' {
				continue
			}
			nameIndex[n] = r
		}
	}
}

var (
	jamoL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI",
		"YU", "EU", "YI", "I"}
	jamoT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B",
		"BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// findSyllable is CPython's find_syllable: the longest component of the
// column that prefixes s.
func findSyllable(s string, column []string) (length, pos int) {
	length, pos = -1, -1
	for i, c := range column {
		if len(c) <= length {
			continue
		}
		if len(s) >= len(c) && s[:len(c)] == c {
			length, pos = len(c), i
		}
	}
	if length == -1 {
		length = 0
	}
	return length, pos
}

// LookupUnicodeName resolves the name in a \N{name} escape (for the
// unicode_escape codec too).
func LookupUnicodeName(name string) (rune, bool) {
	const hangul, cjk = "HANGUL SYLLABLE ", "CJK UNIFIED IDEOGRAPH-"
	if len(name) >= len(hangul) && name[:len(hangul)] == hangul {
		s := name[len(hangul):]
		n, l := findSyllable(s, jamoL)
		s = s[n:]
		n, v := findSyllable(s, jamoV)
		s = s[n:]
		n, t := findSyllable(s, jamoT)
		s = s[n:]
		if l < 0 || v < 0 || t < 0 || s != "" {
			return 0, false
		}
		return rune(0xAC00 + (l*21+v)*28 + t), true
	}
	if len(name) >= len(cjk) && name[:len(cjk)] == cjk {
		hex := name[len(cjk):]
		if len(hex) != 4 && len(hex) != 5 {
			return 0, false
		}
		var v rune
		for i := 0; i < len(hex); i++ {
			c := hex[i]
			switch {
			case c >= '0' && c <= '9':
				v = v*16 + rune(c-'0')
			case c >= 'A' && c <= 'F':
				v = v*16 + rune(c-'A'+10)
			default:
				return 0, false
			}
		}
		for _, rg := range cjkUnifiedRanges {
			if int32(v) >= rg[0] && int32(v) <= rg[1] {
				return v, true
			}
		}
		return 0, false
	}
	upper := make([]byte, len(name))
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		upper[i] = c
	}
	if r, ok := nameAliases[string(upper)]; ok {
		return r, true
	}
	nameIndexOnce.Do(buildNameIndex)
	if r, ok := nameIndex[string(upper)]; ok {
		return r, true
	}
	return 0, false
}

// UnicodeName is unicodedata.name() of CPython 3.11: the character's name,
// or "" when it has none (str.encode's "namereplace" error handler).
func UnicodeName(r rune) string {
	if r >= 0xAC00 && r <= 0xD7A3 {
		s := int(r - 0xAC00)
		return "HANGUL SYLLABLE " + jamoL[s/(21*28)] + jamoV[s%(21*28)/28] + jamoT[s%28]
	}
	for _, rg := range cjkUnifiedRanges {
		if int32(r) >= rg[0] && int32(r) <= rg[1] {
			const digits = "0123456789ABCDEF"
			var hex []byte
			for v := r; v > 0 || len(hex) < 4; v >>= 4 {
				hex = append([]byte{digits[v&15]}, hex...)
			}
			return "CJK UNIFIED IDEOGRAPH-" + string(hex)
		}
	}
	i := sort.Search(len(namedRanges), func(i int) bool { return namedRanges[i][1] >= int32(r) })
	if i == len(namedRanges) || namedRanges[i][0] > int32(r) {
		return ""
	}
	if n := runenames.Name(r); n != "" && n[0] != '<' {
		return n
	}
	return ""
}
