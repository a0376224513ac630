package pvm

//go:generate sh -c "python3.11 str_unicode_gen.py | gofmt > str_unicode_tables.go"

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Unicode character properties and case mappings with CPython 3.11's exact
// semantics. The tables (str_unicode_tables.go) are generated from CPython
// itself; this file looks them up and implements the string-level
// algorithms of Objects/unicodeobject.c (final sigma, title case, ...).

type caseRun struct{ lo, hi, stride, delta int32 }

type caseMulti struct {
	cp rune
	s  string
}

var asciiFlags [128]uint16

func init() {
	for r := rune(0); r < 128; r++ {
		asciiFlags[r] = ucFlagsSlow(r)
	}
}

// ucFlags returns the property bits of r.
func ucFlags(r rune) uint16 {
	if r >= 0 && r < 128 {
		return asciiFlags[r]
	}
	return ucFlagsSlow(r)
}

func ucFlagsSlow(r rune) uint16 {
	if r < 0 || r > 0x10FFFF {
		return 0
	}
	i := sort.Search(len(ucRunStart), func(i int) bool { return ucRunStart[i] > int32(r) }) - 1
	return ucRunFlags[i]
}

func ucHas(r rune, f uint16) bool { return ucFlags(r)&f != 0 }

// ucIsSpace is Py_UNICODE_ISSPACE.
func ucIsSpace(r rune) bool {
	if r < 128 {
		return isASCIIUcSpace(byte(r))
	}
	return ucHas(r, ucSpace)
}

// ucIsPrintable is Py_UNICODE_ISPRINTABLE.
func ucIsPrintable(r rune) bool { return ucHas(r, ucPrintable) }

// ucIsAlnum is Py_UNICODE_ISALNUM.
func ucIsAlnum(r rune) bool { return ucHas(r, ucAlpha|ucDecimal|ucDigit|ucNumeric) }

// ucDecimalValue returns the decimal digit value of r, or -1.
func ucDecimalValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 128 || !ucHas(r, ucDecimal) {
		return -1
	}
	i := sort.Search(len(ucDecimalZeros), func(i int) bool { return ucDecimalZeros[i] > int32(r) }) - 1
	return int(int32(r) - ucDecimalZeros[i])
}

// caseMap applies one of the full case mappings; it appends the result to b.
func caseMap(b []rune, runs []caseRun, multi []caseMulti, r rune) []rune {
	i := sort.Search(len(runs), func(i int) bool { return runs[i].lo > int32(r) }) - 1
	if i >= 0 {
		cr := runs[i]
		if int32(r) <= cr.hi && (int32(r)-cr.lo)%cr.stride == 0 {
			return append(b, r+rune(cr.delta))
		}
	}
	j := sort.Search(len(multi), func(j int) bool { return multi[j].cp >= r })
	if j < len(multi) && multi[j].cp == r {
		for _, m := range multi[j].s {
			b = append(b, m)
		}
		return b
	}
	return append(b, r)
}

func toLowerFull(b []rune, r rune) []rune {
	if r < 128 {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(b, r)
	}
	return caseMap(b, ucLowerRuns[:], ucLowerMulti[:], r)
}

func toUpperFull(b []rune, r rune) []rune {
	if r < 128 {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return append(b, r)
	}
	return caseMap(b, ucUpperRuns[:], ucUpperMulti[:], r)
}

func toTitleFull(b []rune, r rune) []rune {
	if r < 128 {
		return toUpperFull(b, r)
	}
	return caseMap(b, ucTitleRuns[:], ucTitleMulti[:], r)
}

func toFoldFull(b []rune, r rune) []rune {
	if r < 128 {
		return toLowerFull(b, r)
	}
	return caseMap(b, ucFoldRuns[:], ucFoldMulti[:], r)
}

// finalSigma decides how U+03A3 at rs[i] lowercases (handle_capital_sigma).
func finalSigma(rs []rune, i int) rune {
	j := i - 1
	var c rune
	for ; j >= 0; j-- {
		c = rs[j]
		if !ucHas(c, ucCaseIgnorable) {
			break
		}
	}
	final := j >= 0 && ucHas(c, ucCased)
	if final && i+1 < len(rs) {
		j = i + 1
		for ; j < len(rs); j++ {
			c = rs[j]
			if !ucHas(c, ucCaseIgnorable) {
				break
			}
		}
		final = j == len(rs) || !ucHas(c, ucCased)
	}
	if final {
		return 0x3C2
	}
	return 0x3C3
}

func lowerAt(b []rune, rs []rune, i int) []rune {
	if rs[i] == 0x3A3 {
		return append(b, finalSigma(rs, i))
	}
	return toLowerFull(b, rs[i])
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// strLower is str.lower().
func strLower(s string) string {
	if isASCII(s) {
		return asciiLower(s)
	}
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	for i := range rs {
		out = lowerAt(out, rs, i)
	}
	return string(out)
}

// strUpper is str.upper().
func strUpper(s string) string {
	if isASCII(s) {
		return asciiUpper(s)
	}
	out := make([]rune, 0, len(s))
	for _, r := range s {
		out = toUpperFull(out, r)
	}
	return string(out)
}

// strCasefold is str.casefold().
func strCasefold(s string) string {
	if isASCII(s) {
		return asciiLower(s)
	}
	out := make([]rune, 0, len(s))
	for _, r := range s {
		out = toFoldFull(out, r)
	}
	return string(out)
}

// strCapitalize is str.capitalize(): title-case the first character and
// lowercase the rest.
func strCapitalize(s string) string {
	if isASCII(s) { // the bytes method does the same to ASCII, without runes
		b := []byte(s) // on the stack when short: one copy, into the result
		bytesCapitalize(b)
		return string(b)
	}
	if s == "" {
		return s
	}
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	out = toTitleFull(out, rs[0])
	for i := 1; i < len(rs); i++ {
		out = lowerAt(out, rs, i)
	}
	return string(out)
}

// strSwapcase is str.swapcase().
func strSwapcase(s string) string {
	if isASCII(s) { // the bytes method does the same to ASCII, without runes
		b := []byte(s) // on the stack when short: one copy, into the result
		bytesSwapcase(b)
		return string(b)
	}
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	for i, r := range rs {
		f := ucFlags(r)
		switch {
		case f&ucUpper != 0:
			out = lowerAt(out, rs, i)
		case f&ucLower != 0:
			out = toUpperFull(out, r)
		default:
			out = append(out, r)
		}
	}
	return string(out)
}

// strTitle is str.title().
func strTitle(s string) string {
	if isASCII(s) { // the bytes method does the same to ASCII, without runes
		b := []byte(s) // on the stack when short: one copy, into the result
		bytesTitle(b)
		return string(b)
	}
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	prevCased := false
	for i, r := range rs {
		if prevCased {
			out = lowerAt(out, rs, i)
		} else {
			out = toTitleFull(out, r)
		}
		prevCased = ucHas(r, ucCased)
	}
	return string(out)
}

func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 32
				}
			}
			return string(b)
		}
	}
	return s
}

func asciiUpper(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'a' && c <= 'z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'a' && c <= 'z' {
					b[j] = c - 32
				}
			}
			return string(b)
		}
	}
	return s
}

// strIsAll reports whether s is non-empty and every character has one of
// the property bits f (isalpha, isdecimal, isdigit, isnumeric, isalnum).
func strIsAll(s string, f uint16) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if ucFlags(r)&f == 0 {
			return false
		}
	}
	return true
}

func strIsSpace(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !ucIsSpace(r) {
			return false
		}
	}
	return true
}

func strIsPrintable(s string) bool {
	for _, r := range s {
		if !ucIsPrintable(r) {
			return false
		}
	}
	return true
}

func strIsLower(s string) bool {
	cased := false
	for _, r := range s {
		f := ucFlags(r)
		if f&(ucUpper|ucTitle) != 0 {
			return false
		}
		if f&ucLower != 0 {
			cased = true
		}
	}
	return cased
}

func strIsUpper(s string) bool {
	cased := false
	for _, r := range s {
		f := ucFlags(r)
		if f&(ucLower|ucTitle) != 0 {
			return false
		}
		if f&ucUpper != 0 {
			cased = true
		}
	}
	return cased
}

func strIsTitle(s string) bool {
	cased, prev := false, false
	for _, r := range s {
		f := ucFlags(r)
		switch {
		case f&(ucUpper|ucTitle) != 0:
			if prev {
				return false
			}
			prev, cased = true, true
		case f&ucLower != 0:
			if !prev {
				return false
			}
			prev, cased = true, true
		default:
			prev = false
		}
	}
	return cased
}

func strIsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if i == 0 {
			if !ucHas(r, ucXIDStart) {
				return false
			}
		} else if !ucHas(r, ucXIDContinue) {
			return false
		}
	}
	return true
}

// isLineBreak is Py_UNICODE_ISLINEBREAK (str.splitlines boundaries).
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// trimUnicodeSpace strips Unicode whitespace as str.strip() does.
func trimUnicodeSpace(s string, left, right bool) string {
	// ASCII ends are trimmed byte by byte; strings.Trim*Func, which decodes
	// and calls ucIsSpace per rune, only runs from a non-ASCII byte on.
	if left {
		i := 0
		for i < len(s) && isASCIIUcSpace(s[i]) {
			i++
		}
		if s = s[i:]; s != "" && s[0] >= utf8.RuneSelf {
			s = strings.TrimLeftFunc(s, ucIsSpace)
		}
	}
	if right {
		j := len(s)
		for j > 0 && isASCIIUcSpace(s[j-1]) {
			j--
		}
		if s = s[:j]; s != "" && s[j-1] >= utf8.RuneSelf {
			s = strings.TrimRightFunc(s, ucIsSpace)
		}
	}
	return s
}

// isASCIIUcSpace reports whether c is an ASCII character str.isspace()
// accepts (which, unlike bytes.isspace(), include \x1c-\x1f).
func isASCIIUcSpace(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f)
}
