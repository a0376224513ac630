package syntax

import (
	"sort"
)

// CPython NFKC-normalizes every non-ASCII identifier. This package does not
// carry full normalization tables; instead it accepts exactly the identifiers
// that are already in NFKC form (for which normalization is the identity)
// and rejects the others with a SyntaxError. isNFKC implements the Unicode
// quick-check algorithm (UAX #15) with the "maybe" cases resolved by the
// canonical composition pairs, using tables generated from CPython 3.11.

type cccRange struct {
	lo, hi rune
	ccc    uint8
}

func combiningClass(r rune) uint8 {
	if r < 0x300 {
		return 0
	}
	i := sort.Search(len(cccRanges), func(i int) bool { return cccRanges[i].hi >= r })
	if i < len(cccRanges) && cccRanges[i].lo <= r {
		return cccRanges[i].ccc
	}
	return 0
}

func inRanges(tab [][2]rune, r rune) bool {
	i := sort.Search(len(tab), func(i int) bool { return tab[i][1] >= r })
	return i < len(tab) && tab[i][0] <= r
}

var nfcSecond map[rune]bool
var nfcPairSet map[[2]rune]bool

func initNFC() {
	if nfcSecond != nil {
		return
	}
	nfcSecond = make(map[rune]bool)
	nfcPairSet = make(map[[2]rune]bool, len(nfcPairs))
	for _, p := range nfcPairs {
		nfcSecond[p[1]] = true
		nfcPairSet[p] = true
	}
}

const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulSCount = hangulLCount * hangulVCount * hangulTCount
)

func composes(a, b rune) bool {
	if a >= hangulLBase && a < hangulLBase+hangulLCount && b >= hangulVBase && b < hangulVBase+hangulVCount {
		return true
	}
	if a >= hangulSBase && a < hangulSBase+hangulSCount && (a-hangulSBase)%hangulTCount == 0 &&
		b > hangulTBase && b < hangulTBase+hangulTCount {
		return true
	}
	return nfcPairSet[[2]rune{a, b}]
}

// isNFKC reports whether the identifier s (valid UTF-8) is in NFKC form.
func isNFKC(s string) bool {
	initNFC()
	var runes []rune
	for _, r := range s {
		runes = append(runes, r)
	}
	var last uint8
	for i, r := range runes {
		if r < 128 {
			last = 0
			continue
		}
		if inRanges(nfkcNo, r) {
			return false
		}
		ccc := combiningClass(r)
		if ccc != 0 && last > ccc {
			return false
		}
		last = ccc
		isV := r >= hangulVBase && r < hangulVBase+hangulVCount
		isT := r > hangulTBase && r < hangulTBase+hangulTCount
		if nfcSecond[r] || isV || isT {
			// Find the starter this character could compose with.
			blocked := false
			j := i - 1
			for ; j >= 0; j-- {
				cj := combiningClass(runes[j])
				if cj == 0 {
					break
				}
				if ccc == 0 || cj >= ccc {
					blocked = true
					break
				}
			}
			if !blocked && j >= 0 && composes(runes[j], r) {
				return false
			}
		}
	}
	return true
}
