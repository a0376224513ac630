// Code generated from CPython 3.11 (see unicode_names_gen.py); the expected
// values are what ast.literal_eval gives for each literal body.

package syntax

import "testing"

func TestNamedEscapes(t *testing.T) {
	cases := []struct{ body, want, err string }{
		{"\\N{LATIN SMALL LETTER E WITH ACUTE}", "\u00e9", ""},
		{"\\N{latin small letter e with acute}", "\u00e9", ""},
		{"\\N{Latin Small Letter E With Acute}", "\u00e9", ""},
		{"\\N{GREEK SMALL LETTER ALPHA}", "\u03b1", ""},
		{"\\N{SNOWMAN}", "\u2603", ""},
		{"\\N{GRINNING FACE}", "\U0001f600", ""},
		{"\\N{LF}", "\x0a", ""},
		{"\\N{nbsp}", "\u00a0", ""},
		{"\\N{NULL}", "\x00", ""},
		{"\\N{BYTE ORDER MARK}", "\ufeff", ""},
		{"\\N{LATIN CAPITAL LETTER GHA}", "\u01a2", ""},
		{"\\N{CJK UNIFIED IDEOGRAPH-4E00}", "\u4e00", ""},
		{"\\N{CJK UNIFIED IDEOGRAPH-4e00}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-29: unknown Unicode character name"},
		{"\\N{cjk unified ideograph-4E00}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-29: unknown Unicode character name"},
		{"\\N{CJK UNIFIED IDEOGRAPH-2A6DF}", "\U0002a6df", ""},
		{"\\N{CJK UNIFIED IDEOGRAPH-2B739}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-30: unknown Unicode character name"},
		{"\\N{CJK COMPATIBILITY IDEOGRAPH-f900}", "\uf900", ""},
		{"\\N{HANGUL SYLLABLE GA}", "\uac00", ""},
		{"\\N{HANGUL SYLLABLE GAG}", "\uac01", ""},
		{"\\N{HANGUL SYLLABLE HIH}", "\ud7a3", ""},
		{"\\N{HANGUL SYLLABLE A}", "\uc544", ""},
		{"\\N{hangul syllable ga}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-21: unknown Unicode character name"},
		{"\\N{HANGUL SYLLABLE GX}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-21: unknown Unicode character name"},
		{"\\N{KEYCAP NUMBER SIGN}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-21: unknown Unicode character name"},
		{"\\N{TANGUT IDEOGRAPH-17000}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-25: unknown Unicode character name"},
		{"\\N{<control>}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-12: unknown Unicode character name"},
		{"\\N{ SPACE}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: unknown Unicode character name"},
		{"ab\\N{NOPE}cd", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-9: unknown Unicode character name"},
		{"ab\\N{}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-4: malformed \\N character escape"},
		{"ab\\N{x", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-5: malformed \\N character escape"},
		{"ab\\Nx", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-3: malformed \\N character escape"},
		{"ab\\N", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-3: malformed \\N character escape"},
		{"\u00e9\\N{NOPE}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 10-17: unknown Unicode character name"},
		{"\\N{\u00e9}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-13: unknown Unicode character name"},
		{"x\\N{SPACE}y\\N{DIGIT ONE}", "x y1", ""},
		{"\\N{KAWI LETTER A}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-16: unknown Unicode character name"},
		{"\\N{LATIN SMALL LETTER A WITH ACUTE}\\u00e9", "\u00e1\u00e9", ""},
		{"\\N{EURO SIGN}", "\u20ac", ""},
		{"\\N{zero width joiner}", "\u200d", ""},
		{"\\N{ZWJ}", "\u200d", ""},
		{"\\N{LINE FEED (LF)}", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-17: unknown Unicode character name"},
		{"\\N{END OF LINE}", "\x0a", ""},
		{"\\N{DEVANAGARI LETTER KA}", "\u0915", ""},
		{"\\N{SPACE", "", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-7: malformed \\N character escape"},
		{"\\N{SPACE}\\N{SPACE}", "  ", ""},
	}
	for _, c := range cases {
		got, err := decodeStrEscapes([]byte(c.body))
		if got != c.want || err != c.err {
			t.Errorf("%q: got %q, %q; want %q, %q", c.body, got, err, c.want, c.err)
		}
	}
}
