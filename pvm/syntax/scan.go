package syntax

// The tokenizer follows the structure and error behaviour of CPython 3.11's
// Parser/tokenizer.c: a hand-written scanner over the UTF-8 source producing
// NAME, NUMBER, STRING, operator, NEWLINE, INDENT, DEDENT and ENDMARKER
// tokens, with CPython's positions (1-based lines, 0-based byte columns) and
// CPython's tokenizer error messages and error locations.

import (
	"fmt"
	"unicode/utf8"
)

type tokKind uint8

const (
	tEOF tokKind = iota // ENDMARKER
	tNewline
	tIndent
	tDedent
	tName
	tNumber
	tString
	tError // tokenizer error; see token.err

	// operators
	tLpar
	tRpar
	tLsqb
	tRsqb
	tLbrace
	tRbrace
	tColon
	tComma
	tSemi
	tPlus
	tMinus
	tStar
	tSlash
	tVbar
	tAmper
	tLess
	tGreater
	tEqual
	tDot
	tPercent
	tEqEqual
	tNotEqual
	tLessEqual
	tGreaterEqual
	tTilde
	tCircumflex
	tLeftShift
	tRightShift
	tDoubleStar
	tPlusEqual
	tMinEqual
	tStarEqual
	tSlashEqual
	tPercentEqual
	tAmperEqual
	tVbarEqual
	tCircumflexEqual
	tLeftShiftEqual
	tRightShiftEqual
	tDoubleStarEqual
	tDoubleSlash
	tDoubleSlashEqual
	tAt
	tAtEqual
	tRarrow
	tEllipsis
	tColonEqual
	tLtGt    // '<>' (only valid with barry_as_FLUFL; never accepted)
	tOtherOp // any other printable ASCII character ('$', '?', '!', '`')

	// keywords
	tFalse
	tNone
	tTrue
	tAnd
	tAs
	tAssert
	tAsync
	tAwait
	tBreak
	tClass
	tContinue
	tDef
	tDel
	tElif
	tElse
	tExcept
	tFinally
	tFor
	tFrom
	tGlobal
	tIf
	tImport
	tIn
	tIs
	tLambda
	tNonlocal
	tNot
	tOr
	tPass
	tRaise
	tReturn
	tTry
	tWhile
	tWith
	tYield
)

// kwText is the spelling of each keyword token kind (tFalse..tYield).
var kwText = [...]string{
	"False", "None", "True", "and", "as", "assert", "async", "await", "break",
	"class", "continue", "def", "del", "elif", "else", "except", "finally",
	"for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
	"not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
}

var tokNames = map[tokKind]string{
	tEOF: "ENDMARKER", tNewline: "NEWLINE", tIndent: "INDENT", tDedent: "DEDENT",
	tName: "NAME", tNumber: "NUMBER", tString: "STRING", tError: "ERRORTOKEN",
	tLpar: "(", tRpar: ")", tLsqb: "[", tRsqb: "]", tLbrace: "{", tRbrace: "}",
	tColon: ":", tComma: ",", tSemi: ";", tPlus: "+", tMinus: "-", tStar: "*",
	tSlash: "/", tVbar: "|", tAmper: "&", tLess: "<", tGreater: ">", tEqual: "=",
	tDot: ".", tPercent: "%", tEqEqual: "==", tNotEqual: "!=", tLessEqual: "<=",
	tGreaterEqual: ">=", tTilde: "~", tCircumflex: "^", tLeftShift: "<<",
	tRightShift: ">>", tDoubleStar: "**", tPlusEqual: "+=", tMinEqual: "-=",
	tStarEqual: "*=", tSlashEqual: "/=", tPercentEqual: "%=", tAmperEqual: "&=",
	tVbarEqual: "|=", tCircumflexEqual: "^=", tLeftShiftEqual: "<<=",
	tRightShiftEqual: ">>=", tDoubleStarEqual: "**=", tDoubleSlash: "//",
	tDoubleSlashEqual: "//=", tAt: "@", tAtEqual: "@=", tRarrow: "->",
	tEllipsis: "...", tColonEqual: ":=", tLtGt: "<>", tOtherOp: "OP",
}

func (k tokKind) String() string {
	if s, ok := tokNames[k]; ok {
		return s
	}
	if k.isKeyword() {
		return kwText[k-tFalse]
	}
	return fmt.Sprintf("tok(%d)", int(k))
}

// keywordKind returns the keyword token kind of an identifier, or tName.
func keywordKind(b []byte) tokKind {
	if len(b) < 2 || len(b) > 8 {
		return tName
	}
	var k tokKind
	switch b[0] {
	case 'F':
		k = tFalse
	case 'N':
		k = tNone
	case 'T':
		k = tTrue
	case 'a':
		switch string(b) {
		case "and":
			return tAnd
		case "as":
			return tAs
		case "assert":
			return tAssert
		case "async":
			return tAsync
		case "await":
			return tAwait
		}
		return tName
	case 'b':
		k = tBreak
	case 'c':
		switch string(b) {
		case "class":
			return tClass
		case "continue":
			return tContinue
		}
		return tName
	case 'd':
		switch string(b) {
		case "def":
			return tDef
		case "del":
			return tDel
		}
		return tName
	case 'e':
		switch string(b) {
		case "elif":
			return tElif
		case "else":
			return tElse
		case "except":
			return tExcept
		}
		return tName
	case 'f':
		switch string(b) {
		case "finally":
			return tFinally
		case "for":
			return tFor
		case "from":
			return tFrom
		}
		return tName
	case 'g':
		k = tGlobal
	case 'i':
		switch string(b) {
		case "if":
			return tIf
		case "import":
			return tImport
		case "in":
			return tIn
		case "is":
			return tIs
		}
		return tName
	case 'l':
		k = tLambda
	case 'n':
		switch string(b) {
		case "nonlocal":
			return tNonlocal
		case "not":
			return tNot
		}
		return tName
	case 'o':
		k = tOr
	case 'p':
		k = tPass
	case 'r':
		switch string(b) {
		case "raise":
			return tRaise
		case "return":
			return tReturn
		}
		return tName
	case 't':
		k = tTry
	case 'w':
		switch string(b) {
		case "while":
			return tWhile
		case "with":
			return tWith
		}
		return tName
	case 'y':
		k = tYield
	default:
		return tName
	}
	if kwText[k-tFalse] == string(b) {
		return k
	}
	return tName
}

func (k tokKind) isKeyword() bool { return k >= tFalse && k <= tYield }

// token is one token. Positions follow CPython: line is 1-based, col and
// endCol are 0-based byte offsets from the start of their lines. Tokens that
// have no position in CPython (INDENT, DEDENT, ENDMARKER) have col == -1;
// for them start holds the tokenizer's current offset at the time the token
// was produced, which is where CPython reports errors at such tokens.
type token struct {
	kind       tokKind
	line, col  int32
	endLine    int32
	endCol     int32
	start, end int32 // byte offsets into the source
	lineStart  int32 // offset of the start of line 'line'
	level      int32 // bracket nesting level after this token
}

// tokError is a tokenizer error carried by a tError token.
type tokError struct {
	err *Error
	// eofInParen: EOF inside brackets (CPython's E_EOF with level > 0);
	// err is the "'(' was never closed" error.
	eofInParen bool
	// raised: the error was raised by the tokenizer itself (CPython sets
	// an exception); such errors override parser errors found earlier.
	raised bool
}

const (
	maxIndent = 100 // CPython's MAXINDENT
	eofChar   = -1
)

type scanner struct {
	filename string
	src      []byte

	cur       int // next byte to read
	lineno    int32
	lineStart int
	atEOF     bool

	atbol     bool
	pendin    int
	indstack  []int
	altstack  []int
	contLine  bool
	level     int
	maxLevel  int
	parenKind []byte
	parenLine []int32
	parenCol  []int32

	tokStart      int // start of the token being scanned
	firstLineno   int32
	multiLineStrt int

	failed    *token    // sticky error token once the tokenizer failed
	failedErr *tokError // the error of the failed token

	limit int // end of input (len(src), or the end of an f-string expression)

	// f-string expression sub-scanner: tokens of src[subBrace+1:subEnd]
	// wrapped in '(' ... ')' placed over the brace and the end character.
	sub          bool
	subState     int
	subBrace     int
	subEnd       int
	subBraceLine int32
}

func newScanner(filename string, src []byte, maxLevel int) *scanner {
	return &scanner{
		filename: filename,
		src:      src,
		lineno:   1,
		atbol:    true,
		indstack: []int{0},
		altstack: []int{0},
		maxLevel: maxLevel,
		limit:    len(src),
	}
}

// resetSubScanner returns a scanner (reusing s if not nil) for the
// f-string replacement field expression src[brace+1:end]; line and
// lineStart locate the brace.
func resetSubScanner(s *scanner, filename string, src []byte, brace, end int, line int32, lineStart int, maxLevel int) *scanner {
	if s == nil {
		s = newScanner(filename, src, maxLevel)
	} else {
		*s = scanner{filename: filename, src: src, lineno: 1, atbol: true, indstack: s.indstack[:1],
			altstack: s.altstack[:1], maxLevel: maxLevel, limit: len(src),
			parenKind: s.parenKind[:0], parenLine: s.parenLine[:0], parenCol: s.parenCol[:0]}
	}
	s.sub = true
	s.subBrace, s.subEnd, s.subBraceLine = brace, end, line
	s.limit = end
	s.lineno = line
	s.lineStart = lineStart
	s.cur = brace + 1
	s.atbol = false
	s.level = 1
	s.parenKind = append(s.parenKind, '(')
	s.parenLine = append(s.parenLine, line)
	s.parenCol = append(s.parenCol, int32(brace-lineStart))
	return s
}

// nextc returns the next byte or eofChar. Crossing a newline starts the next
// line lazily, as CPython's line-by-line tokenizer does.
func (s *scanner) nextc() int {
	if s.cur > s.lineStart && s.src[s.cur-1] == '\n' {
		if s.cur >= s.limit {
			s.atEOF = true
			return eofChar
		}
		s.lineno++
		s.lineStart = s.cur
	}
	if s.cur >= s.limit {
		s.atEOF = true
		return eofChar
	}
	c := s.src[s.cur]
	s.cur++
	return int(c)
}

func (s *scanner) backup(c int) {
	if c != eofChar {
		s.cur--
	}
}

// lineText returns the text of the line starting at offset ls, without the
// trailing newline.
func lineText(src []byte, ls int) string {
	if ls > len(src) {
		return ""
	}
	e := ls
	for e < len(src) && src[e] != '\n' {
		e++
	}
	return string(src[ls:e])
}

// charCount returns the number of characters (code points, invalid bytes
// counting one each) in b.
func charCount(b []byte) int {
	return utf8.RuneCount(b)
}

// errorAt builds an error whose 1-based character offset is computed from
// the byte range [lineStart, lineStart+byteOff) as CPython's tokenizer
// does (the number of characters before cur).
func (s *scanner) syntaxError(msg string) *token {
	col := charCount(s.src[s.lineStart:s.cur])
	e := &Error{Kind: SyntaxError, Filename: s.filename, Line: int(s.lineno), Col: col,
		EndLine: int(s.lineno), EndCol: col, Msg: msg, Text: lineText(s.src, s.lineStart)}
	return s.fail(&tokError{err: e, raised: true})
}

func (s *scanner) fail(te *tokError) *token {
	t := &token{kind: tError, line: s.lineno, col: int32(s.cur - s.lineStart), start: int32(s.cur), end: int32(s.cur),
		lineStart: int32(s.lineStart), endLine: s.lineno}
	t.endCol = t.col
	s.failed = t
	s.failedErr = te
	return t
}

// doneError reports the errors CPython's pegen reports from the tokenizer's
// "done" state (E_TABSPACE, E_TOODEEP, E_DEDENT, E_LINECONT): at the current
// line with column cur-linestart (1-based: +1 applied by the caller's formula).
func (s *scanner) doneError(kind ErrorKind, msg string, colBytes int) *token {
	if colBytes < 0 {
		colBytes = 0
	}
	line := s.src[s.lineStart:]
	if i := indexByte(line, '\n'); i >= 0 {
		line = line[:i+1]
	}
	off := colBytes + 1
	if off > len(line)+1 {
		off = len(line) + 1
	}
	var col int
	if off > len(line) {
		col = charCount(line) + (off - len(line))
	} else {
		col = charCount(line[:off])
	}
	e := &Error{Kind: kind, Filename: s.filename, Line: int(s.lineno), Col: col,
		EndLine: int(s.lineno), EndCol: 0, Msg: msg, Text: lineText(s.src, s.lineStart)}
	return s.fail(&tokError{err: e})
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

func (s *scanner) indentError() *token {
	return s.doneError(TabError, "inconsistent use of tabs and spaces in indentation", 0)
}

// unclosedParenError is CPython's raise_unclosed_parentheses_error.
func (s *scanner) unclosedParenError() *Error {
	i := s.level - 1
	line := s.parenLine[i]
	ls := lineStartOf(s.src, line)
	colBytes := int(s.parenCol[i]) + 1
	text := lineText(s.src, ls)
	return &Error{Kind: SyntaxError, Filename: s.filename, Line: int(line),
		Col: byteToCharOffset(text, colBytes), EndLine: int(line), EndCol: 0,
		Msg: fmt.Sprintf("'%c' was never closed", s.parenKind[i]), Text: text}
}

// lineStartOf returns the byte offset of the start of 1-based line n.
func lineStartOf(src []byte, n int32) int {
	line := int32(1)
	for i, c := range src {
		if line == n {
			return i
		}
		if c == '\n' {
			line++
		}
	}
	if line == n {
		return len(src)
	}
	return len(src)
}

// byteToCharOffset converts a 1-based byte offset within text into CPython's
// 1-based character offset (_PyPegen_byte_offset_to_character_offset).
func byteToCharOffset(text string, off int) int {
	if off < 0 {
		return off
	}
	if off > len(text)+1 {
		off = len(text) + 1
	}
	if off > len(text) {
		return utf8.RuneCountInString(text) + (off - len(text))
	}
	return utf8.RuneCountInString(text[:off])
}

// identChar[b] is isPotentialIdentChar for a byte.
var identChar = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isPotentialIdentChar(c)
	}
	return
}()

func isPotentialIdentStart(c int) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 128
}

func isPotentialIdentChar(c int) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 128
}

func isDigit(c int) bool  { return c >= '0' && c <= '9' }
func isXDigit(c int) bool { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }

func (s *scanner) makeTokInto(t *token, kind tokKind, start, end int) {
	*t = token{kind: kind, start: int32(start), end: int32(end), endLine: s.lineno,
		endCol: int32(end - s.lineStart)}
	if kind == tString {
		t.line = s.firstLineno
		t.lineStart = int32(s.multiLineStrt)
	} else {
		t.line = s.lineno
		t.lineStart = int32(s.lineStart)
	}
	t.col = int32(start) - t.lineStart
}

func (s *scanner) makeTok(kind tokKind, start, end int) token {
	// start and end are byte offsets; end is on the current line.
	t := token{kind: kind, start: int32(start), end: int32(end), endLine: s.lineno,
		endCol: int32(end - s.lineStart)}
	if kind == tString {
		t.line = s.firstLineno
		t.lineStart = int32(s.multiLineStrt)
	} else {
		t.line = s.lineno
		t.lineStart = int32(s.lineStart)
	}
	t.col = int32(start) - t.lineStart
	return t
}

// noPosTok makes an INDENT/DEDENT/ENDMARKER token.
func (s *scanner) noPosTok(kind tokKind) token {
	return token{kind: kind, line: s.lineno, col: -1, endLine: s.lineno, endCol: -1,
		start: int32(s.cur), end: int32(s.cur), lineStart: int32(s.lineStart)}
}

// next scans the next token into out.
func (s *scanner) next(out *token) {
	if s.failed != nil {
		*out = *s.failed
		return
	}
	if s.sub {
		switch s.subState {
		case 0:
			s.subState = 1
			*out = token{kind: tLpar, line: s.lineno, col: int32(s.subBrace - s.lineStart), endLine: s.lineno,
				endCol: int32(s.subBrace - s.lineStart + 1), start: int32(s.subBrace), end: int32(s.subBrace + 1),
				lineStart: int32(s.lineStart)}
			return
		case 2:
			*out = s.noPosTok(tEOF)
			return
		}
	}
	s.scan(out)
}

func (s *scanner) scan(out *token) {
	blankline := false
nextline:
	blankline = false
	if s.atbol {
		col, altcol, contCol := 0, 0, 0
		s.atbol = false
		var c int
		for {
			c = s.nextc()
			if c == ' ' {
				col++
				altcol++
			} else if c == '\t' {
				col = (col/8 + 1) * 8
				altcol = altcol + 1
			} else if c == '\f' {
				col, altcol = 0, 0
			} else if c == '\\' {
				if contCol == 0 {
					contCol = col
				}
				if c = s.continuationLine(); c == -2 {
					*out = *s.failed
					return
				}
			} else {
				break
			}
		}
		s.backup(c)
		if c == '#' || c == '\n' {
			blankline = true
		}
		if !blankline && s.level == 0 {
			if contCol != 0 {
				col, altcol = contCol, contCol
			}
			top := len(s.indstack) - 1
			if col == s.indstack[top] {
				if altcol != s.altstack[top] {
					*out = *s.indentError()
					return
				}
			} else if col > s.indstack[top] {
				if top+1 >= maxIndent {
					s.cur = s.lineEnd()
					*out = *s.doneError(IndentationError, "too many levels of indentation", 0)
					return
				}
				if altcol <= s.altstack[top] {
					*out = *s.indentError()
					return
				}
				s.pendin++
				s.indstack = append(s.indstack, col)
				s.altstack = append(s.altstack, altcol)
			} else {
				for top > 0 && col < s.indstack[top] {
					s.pendin--
					top--
				}
				s.indstack = s.indstack[:top+1]
				s.altstack = s.altstack[:top+1]
				if col != s.indstack[top] {
					s.cur = s.lineEnd()
					*out = *s.doneError(IndentationError, "unindent does not match any outer indentation level", s.cur-s.lineStart-1)
					return
				}
				if altcol != s.altstack[top] {
					*out = *s.indentError()
					return
				}
			}
		}
	}

	if s.pendin != 0 {
		if s.pendin < 0 {
			s.pendin++
			*out = s.noPosTok(tDedent)
			return
		}
		s.pendin--
		*out = s.noPosTok(tIndent)
		return
	}

again:
	c := s.nextc()
	for c == ' ' || c == '\t' || c == '\f' {
		c = s.nextc()
	}
	s.tokStart = s.cur - 1
	if c == eofChar {
		s.tokStart = s.cur
	}

	if c == '#' {
		for s.cur < s.limit && s.src[s.cur] != '\n' {
			s.cur++
		}
		c = s.nextc()
	}

	if c == eofChar {
		if s.sub && s.level == 1 && s.subState == 1 {
			s.subState = 2
			s.level = 0
			ls, line := s.lineStart, s.lineno
			if s.subEnd > ls && s.src[s.subEnd-1] == '\n' {
				ls, line = s.subEnd, line+1
			}
			*out = token{kind: tRpar, line: line, col: int32(s.subEnd - ls), endLine: line,
				endCol: int32(s.subEnd - ls + 1), start: int32(s.subEnd), end: int32(s.subEnd + 1),
				lineStart: int32(ls)}
			return
		}
		if s.level > 0 {
			t := s.fail(&tokError{eofInParen: true})
			s.failedErr.err = s.unclosedParenError()
			*out = *t
			return
		}
		*out = s.noPosTok(tEOF)
		return
	}

	start := s.tokStart

	// Identifier or string prefix.
	if isPotentialIdentStart(c) {
		sawB, sawR, sawU, sawF := false, false, false, false
		for {
			if !(sawB || sawU || sawF) && (c == 'b' || c == 'B') {
				sawB = true
			} else if !(sawB || sawU || sawR || sawF) && (c == 'u' || c == 'U') {
				sawU = true
			} else if !(sawR || sawU) && (c == 'r' || c == 'R') {
				sawR = true
			} else if !(sawF || sawB || sawU) && (c == 'f' || c == 'F') {
				sawF = true
			} else {
				break
			}
			c = s.nextc()
			if c == '"' || c == '\'' {
				*out = s.scanString(c, start)
				return
			}
		}
		nonascii := false
		if isPotentialIdentChar(c) {
			// c is consumed; scan the rest directly (identifiers never
			// contain a newline, so no line bookkeeping is needed).
			nonascii = c >= 128
			for s.cur < s.limit {
				b := s.src[s.cur]
				if !identChar[b] {
					break
				}
				if b >= 128 {
					nonascii = true
				}
				s.cur++
			}
		} else {
			s.backup(c)
		}
		if nonascii {
			if t := s.verifyIdentifier(start); t != nil {
				*out = *t
				return
			}
		}
		kind := tName
		if c := s.src[start]; c >= 'a' && c <= 'y' || c == 'F' || c == 'N' || c == 'T' {
			kind = keywordKind(s.src[start:s.cur])
		}
		s.makeTokInto(out, kind, start, s.cur)
		return
	}

	if c == '\n' {
		s.atbol = true
		if blankline || s.level > 0 {
			goto nextline
		}
		s.contLine = false
		s.makeTokInto(out, tNewline, start, s.cur-1)
		return
	}

	if c == '.' {
		c = s.nextc()
		if isDigit(c) {
			*out = s.scanNumberFraction(start, c)
			return
		} else if c == '.' {
			c = s.nextc()
			if c == '.' {
				s.makeTokInto(out, tEllipsis, start, s.cur)
				return
			}
			s.backup(c)
			s.backup('.')
		} else {
			s.backup(c)
		}
		s.makeTokInto(out, tDot, start, s.cur)
		return
	}

	if isDigit(c) {
		*out = s.scanNumber(start, c)
		return
	}

	if c == '"' || c == '\'' {
		*out = s.scanString(c, start)
		return
	}

	if c == '\\' {
		if c = s.continuationLine(); c == -2 {
			*out = *s.failed
			return
		}
		s.contLine = true
		goto again
	}

	// Two- and three-character operators.
	c2 := s.nextc()
	if k := twoChars(c, c2); k != 0 {
		c3 := s.nextc()
		if k3 := threeChars(c, c2, c3); k3 != 0 {
			k = k3
		} else {
			s.backup(c3)
		}
		s.makeTokInto(out, k, start, s.cur)
		return
	}
	s.backup(c2)

	switch c {
	case '(', '[', '{':
		if s.level >= s.maxLevel {
			*out = *s.syntaxError("too many nested parentheses")
			return
		}
		if s.level < len(s.parenKind) {
			s.parenKind[s.level] = byte(c)
			s.parenLine[s.level] = s.lineno
			s.parenCol[s.level] = int32(start - s.lineStart)
		} else {
			s.parenKind = append(s.parenKind, byte(c))
			s.parenLine = append(s.parenLine, s.lineno)
			s.parenCol = append(s.parenCol, int32(start-s.lineStart))
		}
		s.level++
	case ')', ']', '}':
		if s.level == 0 {
			*out = *s.syntaxError(fmt.Sprintf("unmatched '%c'", c))
			return
		}
		s.level--
		opening := int(s.parenKind[s.level])
		if !(opening == '(' && c == ')' || opening == '[' && c == ']' || opening == '{' && c == '}') {
			if s.parenLine[s.level] != s.lineno {
				*out = *s.syntaxError(fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, opening, s.parenLine[s.level]))
				return
			}
			*out = *s.syntaxError(fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'", c, opening))
			return
		}
	}

	if c < 32 || c == 127 {
		*out = *s.syntaxError(fmt.Sprintf("invalid non-printable character U+%04X", c))
		return
	}
	s.makeTokInto(out, oneChar(c), start, s.cur)
}

// lineEnd returns the offset just past the end of the current line
// (including its newline).
func (s *scanner) lineEnd() int {
	i := s.lineStart
	for i < len(s.src) && s.src[i] != '\n' {
		i++
	}
	if i < len(s.src) {
		i++
	}
	return i
}

// continuationLine handles a backslash: returns the next character (pushed
// back), or -2 after recording an error token.
func (s *scanner) continuationLine() int {
	c := s.nextc()
	if c != '\n' {
		// E_LINECONT: CPython reports col = cur - buf - 1 where buf is the
		// start of the current line.
		s.doneError(SyntaxError, "unexpected character after line continuation character", s.cur-s.lineStart-1)
		return -2
	}
	c = s.nextc()
	if c == eofChar {
		if s.level > 0 {
			s.fail(&tokError{eofInParen: true})
			s.failedErr.err = s.unclosedParenError()
		} else {
			// E_EOF: "unexpected EOF while parsing" at the last token.
			col := charCount(s.src[s.lineStart:s.cur])
			e := &Error{Kind: SyntaxError, Filename: s.filename, Line: int(s.lineno), Col: col,
				EndLine: int(s.lineno), EndCol: -1, Msg: "unexpected EOF while parsing", Text: lineText(s.src, s.lineStart)}
			s.fail(&tokError{err: e})
		}
		return -2
	}
	s.backup(c)
	return c
}

func oneChar(c int) tokKind {
	switch c {
	case '%':
		return tPercent
	case '&':
		return tAmper
	case '(':
		return tLpar
	case ')':
		return tRpar
	case '*':
		return tStar
	case '+':
		return tPlus
	case ',':
		return tComma
	case '-':
		return tMinus
	case '.':
		return tDot
	case '/':
		return tSlash
	case ':':
		return tColon
	case ';':
		return tSemi
	case '<':
		return tLess
	case '=':
		return tEqual
	case '>':
		return tGreater
	case '@':
		return tAt
	case '[':
		return tLsqb
	case ']':
		return tRsqb
	case '^':
		return tCircumflex
	case '{':
		return tLbrace
	case '|':
		return tVbar
	case '}':
		return tRbrace
	case '~':
		return tTilde
	}
	return tOtherOp
}

func twoChars(c1, c2 int) tokKind {
	switch c1 {
	case '!':
		if c2 == '=' {
			return tNotEqual
		}
	case '%':
		if c2 == '=' {
			return tPercentEqual
		}
	case '&':
		if c2 == '=' {
			return tAmperEqual
		}
	case '*':
		switch c2 {
		case '*':
			return tDoubleStar
		case '=':
			return tStarEqual
		}
	case '+':
		if c2 == '=' {
			return tPlusEqual
		}
	case '-':
		switch c2 {
		case '=':
			return tMinEqual
		case '>':
			return tRarrow
		}
	case '/':
		switch c2 {
		case '/':
			return tDoubleSlash
		case '=':
			return tSlashEqual
		}
	case ':':
		if c2 == '=' {
			return tColonEqual
		}
	case '<':
		switch c2 {
		case '<':
			return tLeftShift
		case '=':
			return tLessEqual
		case '>':
			return tLtGt
		}
	case '=':
		if c2 == '=' {
			return tEqEqual
		}
	case '>':
		switch c2 {
		case '=':
			return tGreaterEqual
		case '>':
			return tRightShift
		}
	case '@':
		if c2 == '=' {
			return tAtEqual
		}
	case '^':
		if c2 == '=' {
			return tCircumflexEqual
		}
	case '|':
		if c2 == '=' {
			return tVbarEqual
		}
	}
	return 0
}

func threeChars(c1, c2, c3 int) tokKind {
	if c3 != '=' {
		if c1 == '.' && c2 == '.' && c3 == '.' {
			return tEllipsis
		}
		return 0
	}
	switch {
	case c1 == '*' && c2 == '*':
		return tDoubleStarEqual
	case c1 == '/' && c2 == '/':
		return tDoubleSlashEqual
	case c1 == '<' && c2 == '<':
		return tLeftShiftEqual
	case c1 == '>' && c2 == '>':
		return tRightShiftEqual
	}
	return 0
}

// verifyEndOfNumber is CPython's verify_end_of_number: a number directly
// followed by an identifier character is an error, except for the keywords
// that may legally follow a number (and, else, for, if, in, is, or, not),
// which only warn in CPython 3.11.
func (s *scanner) verifyEndOfNumber(c int, kind string) bool {
	r := false
	switch c {
	case 'a':
		r = s.lookahead("nd")
	case 'e':
		r = s.lookahead("lse")
	case 'f':
		r = s.lookahead("or")
	case 'i':
		c2 := s.nextc()
		if c2 == 'f' || c2 == 'n' || c2 == 's' {
			r = true
		}
		s.backup(c2)
	case 'o':
		r = s.lookahead("r")
	case 'n':
		r = s.lookahead("ot")
	}
	if r {
		return true
	}
	if isPotentialIdentChar(c) {
		s.backup(c)
		s.syntaxError(fmt.Sprintf("invalid %s literal", kind))
		return false
	}
	return true
}

// lookahead reports whether the input continues with test followed by a
// character that cannot continue an identifier (does not consume).
func (s *scanner) lookahead(test string) bool {
	p := s.cur
	for i := 0; i < len(test); i++ {
		if p >= s.limit || s.src[p] != test[i] {
			return false
		}
		p++
	}
	return p >= s.limit || !isPotentialIdentChar(int(s.src[p]))
}

// decimalTail scans [0-9](_?[0-9])* continuing after the first digit; it
// returns the first character after the digits, or -2 on error.
func (s *scanner) decimalTail() int {
	var c int
	for {
		for {
			c = s.nextc()
			if !isDigit(c) {
				break
			}
		}
		if c != '_' {
			break
		}
		c = s.nextc()
		if !isDigit(c) {
			s.backup(c)
			s.syntaxError("invalid decimal literal")
			return -2
		}
	}
	return c
}

func (s *scanner) scanNumber(start int, c int) token {
	if c == '0' {
		c = s.nextc()
		switch c {
		case 'x', 'X':
			c = s.nextc()
			for {
				if c == '_' {
					c = s.nextc()
				}
				if !isXDigit(c) {
					s.backup(c)
					return *s.syntaxError("invalid hexadecimal literal")
				}
				for {
					c = s.nextc()
					if !isXDigit(c) {
						break
					}
				}
				if c != '_' {
					break
				}
			}
			if !s.verifyEndOfNumber(c, "hexadecimal") {
				return *s.failed
			}
		case 'o', 'O':
			c = s.nextc()
			for {
				if c == '_' {
					c = s.nextc()
				}
				if c < '0' || c >= '8' {
					if isDigit(c) {
						return *s.syntaxError(fmt.Sprintf("invalid digit '%c' in octal literal", c))
					}
					s.backup(c)
					return *s.syntaxError("invalid octal literal")
				}
				for {
					c = s.nextc()
					if !(c >= '0' && c < '8') {
						break
					}
				}
				if c != '_' {
					break
				}
			}
			if isDigit(c) {
				return *s.syntaxError(fmt.Sprintf("invalid digit '%c' in octal literal", c))
			}
			if !s.verifyEndOfNumber(c, "octal") {
				return *s.failed
			}
		case 'b', 'B':
			c = s.nextc()
			for {
				if c == '_' {
					c = s.nextc()
				}
				if c != '0' && c != '1' {
					if isDigit(c) {
						return *s.syntaxError(fmt.Sprintf("invalid digit '%c' in binary literal", c))
					}
					s.backup(c)
					return *s.syntaxError("invalid binary literal")
				}
				for {
					c = s.nextc()
					if c != '0' && c != '1' {
						break
					}
				}
				if c != '_' {
					break
				}
			}
			if isDigit(c) {
				return *s.syntaxError(fmt.Sprintf("invalid digit '%c' in binary literal", c))
			}
			if !s.verifyEndOfNumber(c, "binary") {
				return *s.failed
			}
		default:
			nonzero := false
			for {
				if c == '_' {
					c = s.nextc()
					if !isDigit(c) {
						s.backup(c)
						return *s.syntaxError("invalid decimal literal")
					}
				}
				if c != '0' {
					break
				}
				c = s.nextc()
			}
			zerosEnd := s.cur
			if isDigit(c) {
				nonzero = true
				c = s.decimalTail()
				if c == -2 {
					return *s.failed
				}
			}
			if c == '.' {
				c = s.nextc()
				return s.scanNumberFraction(start, c)
			} else if c == 'e' || c == 'E' {
				return s.scanNumberExponent(start, c)
			} else if c == 'j' || c == 'J' {
				return s.scanNumberImaginary(start)
			} else if nonzero {
				s.backup(c)
				// syntaxerror_known_range(start+1, zeros_end): byte columns.
				e := &Error{Kind: SyntaxError, Filename: s.filename, Line: int(s.lineno),
					Col: start + 1 - s.lineStart, EndLine: int(s.lineno), EndCol: zerosEnd - s.lineStart,
					Msg:  "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
					Text: lineText(s.src, s.lineStart)}
				return *s.fail(&tokError{err: e, raised: true})
			}
			if !s.verifyEndOfNumber(c, "decimal") {
				return *s.failed
			}
		}
	} else {
		c = s.decimalTail()
		if c == -2 {
			return *s.failed
		}
		if c == '.' {
			c = s.nextc()
			return s.scanNumberFraction(start, c)
		}
		if c == 'e' || c == 'E' {
			return s.scanNumberExponent(start, c)
		}
		if c == 'j' || c == 'J' {
			return s.scanNumberImaginary(start)
		}
		if !s.verifyEndOfNumber(c, "decimal") {
			return *s.failed
		}
	}
	s.backup(c)
	return s.makeTok(tNumber, start, s.cur)
}

// scanNumberFraction continues after '.', with c the first character after it.
func (s *scanner) scanNumberFraction(start int, c int) token {
	if isDigit(c) {
		c = s.decimalTail()
		if c == -2 {
			return *s.failed
		}
	}
	if c == 'e' || c == 'E' {
		return s.scanNumberExponent(start, c)
	}
	if c == 'j' || c == 'J' {
		return s.scanNumberImaginary(start)
	}
	if !s.verifyEndOfNumber(c, "decimal") {
		return *s.failed
	}
	s.backup(c)
	return s.makeTok(tNumber, start, s.cur)
}

func (s *scanner) scanNumberExponent(start int, e int) token {
	c := s.nextc()
	if c == '+' || c == '-' {
		c = s.nextc()
		if !isDigit(c) {
			s.backup(c)
			return *s.syntaxError("invalid decimal literal")
		}
	} else if !isDigit(c) {
		s.backup(c)
		if !s.verifyEndOfNumber(e, "decimal") {
			return *s.failed
		}
		s.backup(e)
		return s.makeTok(tNumber, start, s.cur)
	}
	c = s.decimalTail()
	if c == -2 {
		return *s.failed
	}
	if c == 'j' || c == 'J' {
		return s.scanNumberImaginary(start)
	}
	if !s.verifyEndOfNumber(c, "decimal") {
		return *s.failed
	}
	s.backup(c)
	return s.makeTok(tNumber, start, s.cur)
}

func (s *scanner) scanNumberImaginary(start int) token {
	c := s.nextc()
	if !s.verifyEndOfNumber(c, "imaginary") {
		return *s.failed
	}
	s.backup(c)
	return s.makeTok(tNumber, start, s.cur)
}

func (s *scanner) scanString(quote int, start int) token {
	s.firstLineno = s.lineno
	s.multiLineStrt = s.lineStart
	quoteSize := 1
	endQuoteSize := 0
	c := s.nextc()
	if c == quote {
		c = s.nextc()
		if c == quote {
			quoteSize = 3
		} else {
			endQuoteSize = 1 // empty string
		}
	}
	if c != quote {
		s.backup(c)
	}
	for endQuoteSize != quoteSize {
		c = s.nextc()
		if c == eofChar || (quoteSize == 1 && c == '\n') {
			detected := s.lineno
			s.cur = start + 1
			s.lineStart = s.multiLineStrt
			s.lineno = s.firstLineno
			if quoteSize == 3 {
				return *s.syntaxError(fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", detected))
			}
			return *s.syntaxError(fmt.Sprintf("unterminated string literal (detected at line %d)", detected))
		}
		if c == quote {
			endQuoteSize++
		} else {
			endQuoteSize = 0
			if c == '\\' {
				s.nextc()
			}
		}
	}
	return s.makeTok(tString, start, s.cur)
}

// verifyIdentifier checks a non-ASCII identifier in src[start:s.cur].
func (s *scanner) verifyIdentifier(start int) *token {
	b := s.src[start:s.cur]
	first := true
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		ok := r != utf8.RuneError || size > 1
		if ok {
			if first {
				ok = r == '_' || isXIDStart(r)
			} else {
				ok = isXIDContinue(r)
			}
		}
		if !ok {
			if r == utf8.RuneError && size <= 1 {
				// Invalid UTF-8 is caught earlier; be safe anyway.
				s.cur = start + i + 1
				return s.syntaxError(fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x", b[i]))
			}
			s.cur = start + i + size
			if isPrintable(r) {
				return s.syntaxError(fmt.Sprintf("invalid character '%c' (U+%04X)", r, r))
			}
			return s.syntaxError(fmt.Sprintf("invalid non-printable character U+%04X", r))
		}
		first = false
		i += size
	}
	return nil
}
