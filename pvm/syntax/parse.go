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
	if !hasCR && len(src) > 0 && src[len(src)-1] == '\n' {
		// Already normalized: use the caller's bytes (they are only read
		// during the parse and not retained by the tree).
		out = src
	} else if hasCR {
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
	err   *Error
	class errClass
	scan  bool // finish with the tokenizer check of the rest of the source
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
	inAction     int           // >0 while processing literals (first-pass errors)
	latent       func() *Error // see setLatent
	diag         int           // >0 while looking ahead only to diagnose an error
	noInvalid    int           // >0 inside expression_without_invalid (PEG backtracking, no diagnoses)
	realFill     int           // tokens fetched by the "first pass" (not by diagnosis)
	juxtaChecked int           // token position of the last juxtaposition diagnosis
	scopeDecls   bool          // saw global, nonlocal or := (the checks then need a full symbol table)
	// For f-string expression sub-parsers: the enclosing parser.
	parent *parser
	// Line bookkeeping for f-string expressions inside token fcTok.
	fcTok       *token
	fcPos       int
	fcLine      int32
	fcLineStart int
	fStartCol   int     // f-string sub-parser: CPython's starting_col_offset
	sub         *parser // reusable f-string expression sub-parser
	arena       *arena  // node slabs (shared with sub-parsers)
}

func newParser(filename string, src []byte, lim Limits) *parser {
	p := &parser{filename: filename, src: src, lim: lim, juxtaChecked: -1, arena: &arena{}}
	p.sc = newScanner(filename, src, lim.MaxNesting)
	p.toks = make([]token, 0, 256)
	return p
}

// ---- Token access ----

func (p *parser) tok() *token {
	if p.pos < len(p.toks) {
		if p.pos >= p.realFill && p.diag == 0 {
			p.realFill = p.pos + 1
		}
		return &p.toks[p.pos]
	}
	return p.fetch()
}

func (p *parser) fetch() *token {
	p.toks = append(p.toks, token{})
	t := &p.toks[len(p.toks)-1]
	p.sc.next(t)
	if t.kind == tError {
		p.toks = p.toks[:len(p.toks)-1]
		p.tokenizerFailure(t)
	}
	t.level = int32(p.sc.level)
	if p.diag == 0 {
		p.realFill = len(p.toks)
	}
	return t
}

func (p *parser) kind() tokKind { return p.tok().kind }

// peekKind returns the kind of the token n positions ahead (n >= 0).
func (p *parser) peekKind(n int) tokKind {
	for p.pos+n >= len(p.toks) {
		p.fetch()
	}
	if p.diag == 0 && p.pos+n >= p.realFill {
		p.realFill = p.pos + n + 1
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

func (p *parser) tokenizerFailure(t *token) {
	e := p.sc.failedErr.err
	if p.parent != nil {
		e = p.fstringError(e)
	}
	panic(bailout{err: e, class: errAction})
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
	if p.parent != nil {
		// Errors of the f-string expression sub-parser: CPython reports
		// byte columns relative to the "(expr)" text.
		sc := p.sc
		text := "(" + string(p.src[sc.subBrace+1:sc.subEnd]) + ")"
		if line != sc.subBraceLine {
			text = p.lineTextAt(line, lineStart)
		} else if i := strings.IndexByte(text, '\n'); i >= 0 {
			text = text[:i]
		}
		e := &Error{Kind: kind, Filename: p.filename, Line: int(line), EndLine: int(endLine),
			Msg: "f-string: " + msg, Text: text, fsub: true}
		e.Col = col1 - p.fStartCol
		e.EndCol = endCol1
		if endCol1 > 0 {
			e.EndCol = endCol1 - p.fStartCol
		}
		return e
	}
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
				EndLine: int(t.endLine), EndCol: -1, Msg: msg, Text: text, atEOF: t.kind == tEOF}
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

// errorStartingFrom is RAISE_SYNTAX_ERROR_STARTING_FROM: from a to the end
// of the last token the rule consumed.
func (p *parser) errorStartingFrom(a Span, msg string) {
	end := p.prev()
	p.raise(p.mkError(SyntaxError, a.Line, -1, int(a.Col)+1, end.endLine, int(end.endCol)+1, msg))
}

// invalidSyntax reports CPython's generic error for the token where the
// parse failed: the last token fetched by the first pass (lookahead done
// only to diagnose errors, CPython's second pass, does not count).
func (p *parser) invalidSyntax() {
	t := &p.toks[p.realFill-1]
	// CPython raises these two without the tokenizer check of the rest of
	// the source that raise performs.
	switch t.kind {
	case tIndent:
		p.raiseClass(p.errAtToken(t, "unexpected indent", IndentationError, true), errGeneric, false)
	case tDedent:
		p.raiseClass(p.errAtToken(t, "unexpected unindent", IndentationError, true), errGeneric, false)
	}
	p.raiseClass(p.errAtToken(t, "invalid syntax", SyntaxError, false), errGeneric, true)
}

// errClass classifies parser errors by how CPython produces them.
type errClass uint8

const (
	// errGeneric: the parse failed (PEG alternatives exhausted); reported
	// as "invalid syntax" at the furthest token.
	errGeneric errClass = iota
	// errSpecific: a message from CPython's second pass (invalid_* rules).
	errSpecific
	// errAction: an error raised during the first pass (tokenizer,
	// literal decoding, f-strings, resource limits); always final.
	errAction
)

// raise reports a second-pass style error (or a first-pass one inside
// literal processing, see inAction).
func (p *parser) raise(e *Error) {
	if p.inAction > 0 {
		p.raiseClass(e, errAction, true)
	}
	p.raiseClass(e, errSpecific, true)
}

// raiseAction reports a first-pass error.
func (p *parser) raiseAction(e *Error) { p.raiseClass(e, errAction, true) }

// raiseClass finishes a parser error the way _PyPegen_set_syntax_error
// does: an error CPython's second pass would meet earlier (p.latent) takes
// precedence over second-pass errors, and (scan) the rest of the source is
// tokenized, a tokenizer error found there taking precedence.
func (p *parser) raiseClass(e *Error, class errClass, scan bool) {
	if p.speculating > 0 || p.parent != nil {
		panic(bailout{err: e, class: class, scan: scan})
	}
	if class != errAction && p.latent != nil {
		e = p.latent()
	}
	if scan {
		errLine := p.lastFetched().line
		var t token
		for {
			p.sc.next(&t)
			if t.kind == tEOF {
				break
			}
			if t.kind == tError {
				if p.sc.failedErr.raised {
					e = p.sc.failedErr.err
				} else if p.sc.level > 0 && errLine > p.sc.parenLine[p.sc.level-1] {
					e = p.sc.unclosedParenError()
				}
				break
			}
		}
	}
	panic(bailout{err: e, class: class})
}

// setLatent records an error CPython's second pass would raise at an
// earlier statement that parsed successfully (see raiseClass).
func (p *parser) setLatent(f func() *Error) {
	if p.latent == nil && p.parent == nil {
		p.latent = f
	}
}

// ---- Depth accounting ----

func (p *parser) enter() {
	p.depth++
	if p.depth > p.lim.MaxDepth {
		p.raiseAction(p.errAtToken(p.tok(), fmt.Sprintf("too many nested expressions or statements (limit %d)", p.lim.MaxDepth), SyntaxError, false))
	}
}

func (p *parser) leave() { p.depth-- }

// ---- Speculation ----

// try runs f as a diagnosis emulating CPython's second-pass invalid_*
// rules: if f fails with a generic syntax error the token position is
// restored and try returns false; other errors propagate. Tokens f looks
// at do not move the location of generic syntax errors.
func (p *parser) try(f func()) bool {
	p.diag++
	defer func() { p.diag-- }()
	return p.catch(f, false)
}

// tryAll is try for expression_without_invalid: second-pass errors inside
// f are discarded too.
func (p *parser) tryAll(f func()) bool {
	p.diag++
	defer func() { p.diag-- }()
	return p.catch(f, true)
}

// diagPeek is peekKind for diagnosis.
func (p *parser) diagPeek(n int) tokKind {
	p.diag++
	defer func() { p.diag-- }()
	return p.peekKind(n)
}

// tryReal is speculation that is part of the normal parse (PEG
// backtracking in CPython's first pass): any non-action error makes it
// return false. A second-pass error met there is what CPython's second
// pass would report, so it is kept as the latent error.
func (p *parser) tryReal(f func()) bool {
	return p.catch(f, true)
}

func (p *parser) catch(f func(), specific bool) (ok bool) {
	mark := p.pos
	depth := p.depth
	p.speculating++
	defer func() {
		p.speculating--
		if r := recover(); r != nil {
			b, isB := r.(bailout)
			if !isB {
				panic(r)
			}
			if b.class == errAction || (b.class == errSpecific && !specific) {
				// Not ours to catch: finish the error if this was the
				// outermost speculation.
				p.raiseClass(b.err, b.class, b.scan)
			}
			if b.class == errSpecific && p.diag == 0 {
				err := b.err
				p.setLatent(func() *Error { return err })
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

func joinSpans(a, b Span) Span {
	return Span{Line: a.Line, Col: a.Col, EndLine: b.EndLine, EndCol: b.EndCol}
}
