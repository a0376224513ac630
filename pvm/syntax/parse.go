//go:build pvmwip

package syntax

// The parser is a hand-written recursive-descent parser for the Python 3.11
// grammar (Grammar/python.gram), with precedence climbing for binary
// operators. It reproduces CPython's AST, positions and the syntax errors of
// CPython's second ("invalid_*" rules) pass for the common cases. Tokens are
// buffered so the few places that need PEG-style backtracking (soft
// keywords, error diagnosis) can rewind.

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Limits bounds the resources the parser may use on untrusted source.
type Limits struct {
	// MaxSourceBytes is the largest accepted source, in bytes.
	MaxSourceBytes int
	// MaxNesting is the deepest nesting of brackets (CPython: 200).
	MaxNesting int
	// MaxDepth bounds the depth of the syntax tree and of the parser's
	// recursion (CPython's compiler fails at about 3000 levels).
	MaxDepth int
}

// DefaultLimits are the limits used by Parse.
var DefaultLimits = Limits{
	MaxSourceBytes: 1 << 20,
	MaxNesting:     200,
	MaxDepth:       2900,
}

// Parse parses a Python 3.11 module. On failure the error is an *Error.
func Parse(filename string, src []byte) (*Module, error) {
	return ParseWithLimits(filename, src, DefaultLimits)
}

// ParseWithLimits is Parse with explicit resource limits; zero fields take
// their DefaultLimits value.
func ParseWithLimits(filename string, src []byte, lim Limits) (mod *Module, err error) {
	if lim.MaxSourceBytes <= 0 {
		lim.MaxSourceBytes = DefaultLimits.MaxSourceBytes
	}
	if lim.MaxNesting <= 0 {
		lim.MaxNesting = DefaultLimits.MaxNesting
	}
	if lim.MaxDepth <= 0 {
		lim.MaxDepth = DefaultLimits.MaxDepth
	}
	if len(src) > lim.MaxSourceBytes {
		return nil, &Error{Kind: SyntaxError, Filename: filename, Line: 1, Col: 1,
			Msg: fmt.Sprintf("source code too large (%d bytes; limit is %d bytes)", len(src), lim.MaxSourceBytes)}
	}
	text, e := prepareSource(filename, src)
	if e != nil {
		return nil, e
	}
	p := newParser(filename, text, lim)
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			mod = nil
			err = b.err
		}
	}()
	mod = p.parseFile()
	checkModule(p, mod)
	return mod, nil
}

// prepareSource validates the encoding and normalizes newlines as CPython's
// string tokenizer does (\r\n and \r become \n; a final newline is added).
func prepareSource(filename string, src []byte) ([]byte, *Error) {
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		src = src[3:]
	}
	hasCR := false
	for _, c := range src {
		if c == 0 {
			return nil, &Error{Kind: SyntaxError, Filename: filename, Msg: "source code cannot contain null bytes"}
		}
		if c == '\r' {
			hasCR = true
		}
	}
	var out []byte
	if hasCR {
		out = make([]byte, 0, len(src)+1)
		for i := 0; i < len(src); i++ {
			c := src[i]
			if c == '\r' {
				if i+1 < len(src) && src[i+1] == '\n' {
					continue
				}
				c = '\n'
			}
			out = append(out, c)
		}
	} else {
		out = make([]byte, len(src), len(src)+1)
		copy(out, src)
	}
	if len(out) > 0 && out[len(out)-1] != '\n' {
		out = append(out, '\n')
	}
	if err := checkCoding(filename, out); err != nil {
		return nil, err
	}
	if !utf8.Valid(out) {
		// Find the first invalid byte for the message.
		line, ls := 1, 0
		for i := 0; i < len(out); {
			r, size := utf8.DecodeRune(out[i:])
			if r == utf8.RuneError && size <= 1 {
				return nil, &Error{Kind: SyntaxError, Filename: filename, Line: line, Col: i - ls + 1,
					Msg:  fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: invalid start byte", out[i], i-ls),
					Text: strings.ToValidUTF8(lineText(out, ls), "\uFFFD")}
			}
			if r == '\n' {
				line++
				ls = i + 1
			}
			i += size
		}
	}
	return out, nil
}

// checkCoding honours PEP 263 coding declarations on the first two lines:
// only UTF-8 is supported.
func checkCoding(filename string, src []byte) *Error {
	ls := 0
	for line := 1; line <= 2 && ls < len(src); line++ {
		text := lineText(src, ls)
		t := strings.TrimLeft(text, " \t\f")
		if strings.HasPrefix(t, "#") {
			if i := strings.Index(t, "coding"); i >= 0 && i+6 < len(t) && (t[i+6] == ':' || t[i+6] == '=') {
				rest := strings.TrimLeft(t[i+7:], " \t")
				j := 0
				for j < len(rest) && (isAlnum(rest[j]) || rest[j] == '-' || rest[j] == '_' || rest[j] == '.') {
					j++
				}
				enc := strings.ToLower(strings.ReplaceAll(rest[:j], "_", "-"))
				if j > 0 && enc != "utf-8" && enc != "utf8" && !strings.HasPrefix(enc, "utf-8-") {
					return &Error{Kind: SyntaxError, Filename: filename, Line: line, Col: 0,
						Msg: fmt.Sprintf("encoding problem: %s (only utf-8 is supported)", rest[:j]), Text: text}
				}
			}
		} else if t != "" {
			break
		}
		ls += len(text) + 1
	}
	return nil
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// bailout carries a syntax error up the parser's call stack.
type bailout struct {
	err *Error
	// fromTokenizer marks errors that must not be discarded by
	// speculative parsing.
	fromTokenizer bool
}

type parser struct {
	filename string
	src      []byte
	sc       *scanner
	toks     []token
	pos      int
	lim      Limits
	depth    int

	speculating  int
	fstringDepth int
	// For f-string expression sub-parsers: the enclosing parser.
	parent *parser
	// Line bookkeeping for f-string expressions inside token fcTok.
	fcTok       *token
	fcPos       int
	fcLine      int32
	fcLineStart int
}

func newParser(filename string, src []byte, lim Limits) *parser {
	p := &parser{filename: filename, src: src, lim: lim}
	p.sc = newScanner(filename, src, lim.MaxNesting)
	p.toks = make([]token, 0, len(src)/4+16)
	return p
}

// ---- Token access ----

func (p *parser) tok() *token {
	if p.pos < len(p.toks) {
		return &p.toks[p.pos]
	}
	return p.fetch()
}

func (p *parser) fetch() *token {
	t := p.sc.next()
	if t.kind == tError {
		p.tokenizerFailure(&t)
	}
	t.level = int32(p.sc.level)
	p.toks = append(p.toks, t)
	return &p.toks[len(p.toks)-1]
}

func (p *parser) kind() tokKind { return p.tok().kind }

// peekKind returns the kind of the token n positions ahead (n >= 0).
func (p *parser) peekKind(n int) tokKind {
	for p.pos+n >= len(p.toks) {
		p.fetch()
	}
	return p.toks[p.pos+n].kind
}

func (p *parser) next() *token {
	t := p.tok()
	p.pos++
	return t
}

func (p *parser) prev() *token { return &p.toks[p.pos-1] }

// lastFetched is CPython's p->tokens[p->fill-1].
func (p *parser) lastFetched() *token { return &p.toks[len(p.toks)-1] }

func (p *parser) got(k tokKind) bool {
	if p.tok().kind == k {
		p.pos++
		return true
	}
	return false
}

// isName reports whether the current token is the NAME (soft keyword) s.
func (p *parser) isName(s string) bool {
	t := p.tok()
	return t.kind == tName && int(t.end-t.start) == len(s) && string(p.src[t.start:t.end]) == s
}

func (p *parser) tokText(t *token) string { return string(p.src[t.start:t.end]) }

// ---- Errors ----

func (p *parser) fail(e *Error) {
	panic(bailout{err: e})
}

func (p *parser) tokenizerFailure(t *token) {
	te := t.err
	e := te.err
	if te.atLastToken {
		// CPython: RAISE_SYNTAX_ERROR at the last token received.
		if len(p.toks) > 0 {
			e = p.errAtToken(p.lastFetched(), e.Msg, SyntaxError, true)
		} else {
			e.Line, e.Col = 1, 0
		}
	}
	if p.parent != nil {
		e = p.fstringError(e)
	}
	panic(bailout{err: e, fromTokenizer: true})
}

// lineTextAt returns the text of 1-based line n of the source.
func (p *parser) lineTextAt(n int32, hint int32) string {
	if hint >= 0 && int(hint) <= len(p.src) {
		return lineText(p.src, int(hint))
	}
	return lineText(p.src, lineStartOf(p.src, n))
}

// mkError builds an error from byte-based, 1-based columns as CPython's
// _PyPegen_raise_error_known_location does.
func (p *parser) mkError(kind ErrorKind, line int32, lineStart int32, col1 int, endLine int32, endCol1 int, msg string) *Error {
	text := p.lineTextAt(line, lineStart)
	e := &Error{Kind: kind, Filename: p.filename, Line: int(line), EndLine: int(endLine), Msg: msg, Text: text}
	e.Col = byteToCharOffset(text, col1)
	if endCol1 > 0 {
		e.EndCol = byteToCharOffset(text, endCol1)
	} else {
		e.EndCol = endCol1
	}
	return e
}

// errAtToken is _PyPegen_raise_error for token t (generic=true: the
// RAISE_SYNTAX_ERROR form, which handles position-less tokens through the
// tokenizer's position) or RAISE_SYNTAX_ERROR_KNOWN_LOCATION (generic=false).
func (p *parser) errAtToken(t *token, msg string, kind ErrorKind, generic bool) *Error {
	if t.col < 0 {
		if generic {
			// col = tok->cur - line_start, no +1.
			text := p.lineTextAt(t.line, t.lineStart)
			n := int(t.start - t.lineStart)
			col := 0
			if n > 0 {
				if n > len(text) {
					col = utf8.RuneCountInString(text) + n - len(text)
				} else {
					col = utf8.RuneCountInString(text[:n])
				}
			}
			return &Error{Kind: kind, Filename: p.filename, Line: int(t.line), Col: col,
				EndLine: int(t.endLine), EndCol: -1, Msg: msg, Text: text}
		}
		return p.mkError(kind, t.line, t.lineStart, 0, t.endLine, 0, msg)
	}
	end := int(t.endCol) + 1
	return p.mkError(kind, t.line, t.lineStart, int(t.col)+1, t.endLine, end, msg)
}

// syntaxError is RAISE_SYNTAX_ERROR: located at the last token fetched.
func (p *parser) syntaxError(msg string) {
	p.raise(p.errAtToken(p.lastFetched(), msg, SyntaxError, true))
}

func (p *parser) indentationError(msg string) {
	p.raise(p.errAtToken(p.lastFetched(), msg, IndentationError, true))
}

// errorAtTok is RAISE_SYNTAX_ERROR_KNOWN_LOCATION.
func (p *parser) errorAtTok(t *token, msg string) {
	p.raise(p.errAtToken(t, msg, SyntaxError, false))
}

// errorAtNode is RAISE_SYNTAX_ERROR_KNOWN_NODE.
func (p *parser) errorAtNode(n Node, msg string) {
	s := n.Span()
	p.raise(p.mkError(SyntaxError, s.Line, -1, int(s.Col)+1, s.EndLine, int(s.EndCol)+1, msg))
}

// errorRange is RAISE_SYNTAX_ERROR_KNOWN_RANGE.
func (p *parser) errorRange(a, b Span, msg string) {
	p.raise(p.mkError(SyntaxError, a.Line, -1, int(a.Col)+1, b.EndLine, int(b.EndCol)+1, msg))
}

// errorStartingFrom is RAISE_SYNTAX_ERROR_STARTING_FROM.
func (p *parser) errorStartingFrom(a Span, msg string) {
	p.raise(p.mkError(SyntaxError, a.Line, -1, int(a.Col)+1, a.Line, -1, msg))
}

// invalidSyntax reports CPython's generic error for the token where the
// parse failed (the last token fetched).
func (p *parser) invalidSyntax() {
	t := p.lastFetched()
	switch t.kind {
	case tIndent:
		p.raise(p.errAtToken(t, "unexpected indent", IndentationError, true))
	case tDedent:
		p.raise(p.errAtToken(t, "unexpected unindent", IndentationError, true))
	}
	p.raise(p.errAtToken(t, "invalid syntax", SyntaxError, false))
}

// raise finishes a parser error the way _PyPegen_set_syntax_error does: the
// rest of the source is tokenized and a tokenizer error found there takes
// precedence.
func (p *parser) raise(e *Error) {
	if p.speculating > 0 {
		panic(bailout{err: e})
	}
	if p.parent != nil {
		if !e.fsub {
			ne := *e
			ne.Msg = "f-string: " + ne.Msg
			e = p.fstringError(&ne)
		}
		panic(bailout{err: e})
	}
	errLine := p.lastFetched().line
	for {
		t := p.sc.next()
		if t.kind == tEOF {
			break
		}
		if t.kind == tError {
			if p.sc.level > 0 && errLine > p.sc.parenLine[p.sc.level-1] {
				e = p.sc.unclosedParenError()
			} else if t.err.raised {
				e = t.err.err
			}
			break
		}
	}
	panic(bailout{err: e})
}

// ---- Depth accounting ----

func (p *parser) enter() {
	p.depth++
	if p.depth > p.lim.MaxDepth {
		p.raise(p.errAtToken(p.tok(), fmt.Sprintf("too many nested expressions or statements (limit %d)", p.lim.MaxDepth), SyntaxError, false))
	}
}

func (p *parser) leave() { p.depth-- }

// ---- Speculation ----

// try runs f; if it raises a (non-tokenizer) syntax error the token
// position is restored and try returns false.
func (p *parser) try(f func()) (ok bool) {
	mark := p.pos
	depth := p.depth
	p.speculating++
	defer func() {
		p.speculating--
		if r := recover(); r != nil {
			b, isB := r.(bailout)
			if !isB || b.fromTokenizer {
				panic(r)
			}
			p.pos = mark
			p.depth = depth
			ok = false
		}
	}()
	f()
	return true
}

// ---- Spans ----

func spanOfTok(t *token) Span {
	return Span{Line: t.line, Col: t.col, EndLine: t.endLine, EndCol: t.endCol}
}

// spanFrom returns the span from the start of token t to the end of the last
// consumed token.
func (p *parser) spanFrom(t *token) Span {
	e := p.prev()
	return Span{Line: t.line, Col: t.col, EndLine: e.endLine, EndCol: e.endCol}
}

// spanFromSpan returns the span from the start of s to the end of the last
// consumed token.
func (p *parser) spanFromSpan(s Span) Span {
	e := p.prev()
	return Span{Line: s.Line, Col: s.Col, EndLine: e.endLine, EndCol: e.endCol}
}

func joinSpans(a, b Span) Span {
	return Span{Line: a.Line, Col: a.Col, EndLine: b.EndLine, EndCol: b.EndCol}
}
