package pvm

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Traceback source lines and their carets, as CPython 3.11's traceback.c
// (tb_displayline) prints them.

// isIndentByte reports the characters CPython strips from a source line's
// start (and, for carets, its end).
func isIndentByte(b byte) bool { return b == ' ' || b == '\t' || b == '\f' }

// sourceWithCarets returns a frame's source line without its indentation
// and, unless the position loc of the failing operation spans all of it,
// the line of carets that marks loc under it ("" if none). A binary
// operation's operator and a subscript's brackets are marked with ^ and
// the rest of the operation with ~.
func sourceWithCarets(line string, loc syntax.Span) (src, carets string) {
	indent := 0
	for indent < len(line) && isIndentByte(line[indent]) {
		indent++
	}
	src = line[indent:]
	if loc.Col < 0 || loc.EndCol < 0 || loc.EndLine < loc.Line {
		return src, ""
	}
	start, end := charOffset(line, int(loc.Col)), charOffset(line, int(loc.EndCol))
	left, right := -1, -1
	if loc.Line == loc.EndLine {
		if start <= end {
			seg := string([]rune(line)[start:end])
			if l, r, ok := caretAnchors(seg); ok {
				left, right = charOffset(seg, l)+start, charOffset(seg, r)+start
			}
		}
	} else {
		// An operation over several lines is marked to the end of its first.
		end = utf8.RuneCountInString(strings.TrimRight(line, " \t\f"))
	}
	if end-start == utf8.RuneCountInString(src) && left < 0 {
		return src, ""
	}
	// From characters to the columns a terminal shows them in.
	start, end = displayWidth(line, start), displayWidth(line, end)
	if left >= 0 {
		left, right = displayWidth(line, left), displayWidth(line, right)
	}
	primary, secondary := byte('^'), byte('^')
	if left >= 0 {
		primary = '~'
	}
	var b strings.Builder
	for off := indent - 3; off <= end; off++ {
		switch {
		case off <= start:
			b.WriteByte(' ')
		case left >= 0 && left < off && off <= right:
			b.WriteByte(secondary)
		default:
			b.WriteByte(primary)
		}
	}
	return src, b.String()
}

// displayWidth is the width of the first n characters of line on a
// terminal, where East Asian wide characters take two columns.
func displayWidth(line string, n int) int {
	w := n
	for _, r := range line {
		if n == 0 {
			break
		}
		n--
		if r >= 0x1100 && isWide(r) {
			w++
		}
	}
	return w
}

// isWide reports whether r is an East Asian wide or fullwidth character.
func isWide(r rune) bool {
	i := sort.Search(len(ucWide), func(i int) bool { return ucWide[i][1] >= int32(r) })
	return i < len(ucWide) && ucWide[i][0] <= int32(r)
}

// charOffset converts a byte offset into s to a character offset.
func charOffset(s string, byteOff int) int {
	if byteOff > len(s) {
		byteOff = len(s)
	}
	return utf8.RuneCountInString(s[:byteOff])
}

// caretAnchors finds, in the source segment of the failing operation, the
// byte range of a binary operator or of a subscript's brackets (ok false
// if the segment is neither operation).
func caretAnchors(seg string) (left, right int, ok bool) {
	mod, err := syntax.Parse("<traceback>", []byte(seg))
	if err != nil || len(mod.Body) != 1 {
		return 0, 0, false
	}
	stmt, isExpr := mod.Body[0].(*syntax.ExprStmt)
	if !isExpr {
		return 0, 0, false
	}
	switch e := stmt.Value.(type) {
	case *syntax.BinOp:
		left, right = -1, -1
		rcol := int(e.Right.Span().Col)
		for i := int(e.Left.Span().EndCol); i < rcol; i++ {
			if isIndentByte(seg[i]) {
				continue
			}
			left, right = i, i+1
			if i+1 < rcol && !isIndentByte(seg[i+1]) {
				right++ // a two-character operator such as //
			}
			if seg[i] != ')' || i+1 >= rcol {
				break
			}
		}
		return left, right, left >= 0
	case *syntax.Subscript:
		left, right = int(e.Value.Span().EndCol), int(e.Slice.Span().EndCol)+1
		for left < len(seg) && seg[left] != '[' {
			left++
		}
		for right < len(seg) && seg[right] != ']' {
			right++
		}
		if right < len(seg) {
			right++
		}
		return left, right, true
	}
	return 0, 0, false
}
