package syntax

import "unicode"

// Identifier character classes. Python uses Unicode's XID_Start and
// XID_Continue properties; Go's unicode package provides the ingredients of
// ID_Start/ID_Continue, and the handful of code points where XID differs
// from ID (because of NFKC closure) are listed explicitly.

var notXIDStart = map[rune]bool{
	0x037A: true, 0x0E33: true, 0x0EB3: true, 0x309B: true, 0x309C: true,
	0xFC5E: true, 0xFC5F: true, 0xFC60: true, 0xFC61: true, 0xFC62: true, 0xFC63: true,
	0xFDFA: true, 0xFDFB: true, 0xFE70: true, 0xFE72: true, 0xFE74: true, 0xFE76: true,
	0xFE78: true, 0xFE7A: true, 0xFE7C: true, 0xFE7E: true, 0xFF9E: true, 0xFF9F: true,
}

var notXIDContinue = map[rune]bool{
	0x037A: true, 0x309B: true, 0x309C: true,
	0xFC5E: true, 0xFC5F: true, 0xFC60: true, 0xFC61: true, 0xFC62: true, 0xFC63: true,
	0xFDFA: true, 0xFDFB: true, 0xFE70: true, 0xFE72: true, 0xFE74: true, 0xFE76: true,
	0xFE78: true, 0xFE7A: true, 0xFE7C: true, 0xFE7E: true,
}

// unassigned14 lists the code points assigned in Go's Unicode tables but
// unassigned in Unicode 14.0 (CPython 3.11's version); they are treated as
// unassigned so identifiers are accepted exactly as CPython 3.11 does.
var unassigned14 = [][2]rune{
	{0x0CF3, 0x0CF3},
	{0x0ECE, 0x0ECE},
	{0x10EFD, 0x10EFF},
	{0x1123F, 0x11241},
	{0x11B00, 0x11B09},
	{0x11F00, 0x11F10},
	{0x11F12, 0x11F3A},
	{0x11F3E, 0x11F59},
	{0x1342F, 0x1342F},
	{0x13440, 0x13455},
	{0x1B132, 0x1B132},
	{0x1B155, 0x1B155},
	{0x1D2C0, 0x1D2D3},
	{0x1DF25, 0x1DF2A},
	{0x1E030, 0x1E06D},
	{0x1E08F, 0x1E08F},
	{0x1E4D0, 0x1E4F9},
	{0x1F6DC, 0x1F6DC},
	{0x1F774, 0x1F776},
	{0x1F77B, 0x1F77F},
	{0x1F7D9, 0x1F7D9},
	{0x1FA75, 0x1FA77},
	{0x1FA87, 0x1FA88},
	{0x1FAAD, 0x1FAAF},
	{0x1FABB, 0x1FABD},
	{0x1FABF, 0x1FABF},
	{0x1FACE, 0x1FACF},
	{0x1FADA, 0x1FADB},
	{0x1FAE8, 0x1FAE8},
	{0x1FAF7, 0x1FAF8},
	{0x2B739, 0x2B739},
	{0x31350, 0x323AF},
}

func isUnassigned14(r rune) bool {
	lo, hi := 0, len(unassigned14)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < unassigned14[m][0]:
			hi = m
		case r > unassigned14[m][1]:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

func isIDStart(r rune) bool {
	if isUnassigned14(r) {
		return false
	}
	if unicode.Is(unicode.Pattern_Syntax, r) || unicode.Is(unicode.Pattern_White_Space, r) {
		return false
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

func isXIDStart(r rune) bool {
	if r < 128 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return isIDStart(r) && !notXIDStart[r]
}

func isXIDContinue(r rune) bool {
	if r < 128 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
	}
	if notXIDContinue[r] || isUnassigned14(r) {
		return false
	}
	if isIDStart(r) {
		return true
	}
	if unicode.Is(unicode.Pattern_Syntax, r) || unicode.Is(unicode.Pattern_White_Space, r) {
		return false
	}
	return unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}

// isPrintable matches Python's str.isprintable for one character.
func isPrintable(r rune) bool {
	return unicode.IsPrint(r) && !isUnassigned14(r)
}
