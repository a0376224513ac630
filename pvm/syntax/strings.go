package syntax

// String and number literals: decoding of escapes, implicit concatenation
// of adjacent literals and f-string parsing, following CPython 3.11's
// Parser/string_parser.c (including its position conventions for f-string
// parts) and Parser/pegen.c.

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxStrDigits is CPython's default int max_str_digits.
const maxStrDigits = 4300

func (p *parser) numberConstant(t *token) Expr {
	p.inAction++
	defer func() { p.inAction-- }()
	text := p.tokText(t)
	c := p.newConstant(spanOfTok(t), nil)
	clean := text
	if strings.IndexByte(text, '_') >= 0 {
		clean = strings.ReplaceAll(text, "_", "")
	}
	last := clean[len(clean)-1]
	switch {
	case last == 'j' || last == 'J':
		f, _ := strconv.ParseFloat(clean[:len(clean)-1], 64)
		c.Value = Imaginary(f)
	case len(clean) > 1 && clean[0] == '0' && (clean[1] == 'x' || clean[1] == 'X' || clean[1] == 'o' || clean[1] == 'O' || clean[1] == 'b' || clean[1] == 'B'):
		base := 16
		switch clean[1] {
		case 'o', 'O':
			base = 8
		case 'b', 'B':
			base = 2
		}
		digits := clean[2:]
		if len(digits) <= 15 {
			v, err := strconv.ParseUint(digits, base, 64)
			if err == nil {
				c.Value = new(big.Int).SetUint64(v)
				break
			}
		}
		n, ok := new(big.Int).SetString(digits, base)
		if !ok {
			p.syntaxError("invalid number literal")
		}
		c.Value = n
	case strings.ContainsAny(clean, ".eE"):
		f, _ := strconv.ParseFloat(clean, 64)
		c.Value = f
	default:
		if len(clean) > maxStrDigits {
			p.syntaxError(fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.", maxStrDigits, len(clean)))
		}
		if len(clean) <= 18 {
			v, err := strconv.ParseUint(clean, 10, 64)
			if err == nil {
				c.Value = new(big.Int).SetUint64(v)
				break
			}
		}
		n, ok := new(big.Int).SetString(clean, 10)
		if !ok {
			p.syntaxError("invalid number literal")
		}
		c.Value = n
	}
	return c
}

// fstrState is CPython's FstringParser.
type fstrState struct {
	last    strings.Builder
	hasLast bool
	exprs   []Expr
	fmode   bool
}

func (st *fstrState) concat(s string) {
	if s == "" {
		return
	}
	st.last.WriteString(s)
	st.hasLast = true
}

func (p *parser) strConstant(st *fstrState, first, last *token) *Constant {
	s := st.last.String()
	st.last.Reset()
	st.hasLast = false
	c := p.newConstant(Span{Line: first.line, Col: first.col, EndLine: last.endLine, EndCol: last.endCol}, s)
	if p.src[first.start] == 'u' {
		c.Kind = "u"
	}
	return c
}

func (p *parser) fstrFinish(st *fstrState, first, last *token) Expr {
	if !st.fmode {
		return p.strConstant(st, first, last)
	}
	if st.hasLast {
		st.exprs = append(st.exprs, p.strConstant(st, first, last))
	}
	values := st.exprs
	if values == nil {
		values = []Expr{}
	}
	return &JoinedStr{Loc: Span{Line: first.line, Col: first.col, EndLine: last.endLine, EndCol: last.endCol}, Values: values}
}

// parseStrings parses one or more adjacent STRING tokens
// (_PyPegen_concatenate_strings).
func (p *parser) parseStrings() Expr {
	firstIdx := p.pos
	p.inAction++
	defer func() { p.inAction-- }()
	for p.kind() == tString {
		p.next()
	}
	p.tok() // CPython's STRING+ loop looks at the following token
	lastIdx := p.pos - 1
	first, last := &p.toks[firstIdx], &p.toks[lastIdx]

	var st fstrState
	bytesmode := false
	var bytesVal []byte
	for i := firstIdx; i <= lastIdx; i++ {
		t := &p.toks[i]
		s := int(t.start)
		thisBytes, raw, fmode := false, false, false
		for {
			switch p.src[s] {
			case 'b', 'B':
				thisBytes = true
			case 'r', 'R':
				raw = true
			case 'f', 'F':
				fmode = true
			case 'u', 'U':
			default:
				goto prefixDone
			}
			s++
		}
	prefixDone:
		quote := p.src[s]
		bodyStart, bodyEnd := s+1, int(t.end)-1
		if bodyEnd-bodyStart >= 4 && p.src[bodyStart] == quote && p.src[bodyStart+1] == quote {
			bodyStart += 2
			bodyEnd -= 2
		}
		if i != firstIdx && bytesmode != thisBytes {
			p.syntaxError("cannot mix bytes and nonbytes literals")
		}
		bytesmode = thisBytes
		body := p.src[bodyStart:bodyEnd]
		switch {
		case fmode:
			p.fstringConcat(&st, bodyStart, bodyEnd, raw, 0, first, t, last)
		case thisBytes:
			for _, c := range body {
				if c >= 0x80 {
					p.errorAtTok(t, "bytes can only contain ASCII literal characters")
				}
			}
			if raw || indexByte(body, '\\') < 0 {
				bytesVal = append(bytesVal, body...)
			} else {
				b, err := decodeBytesEscapes(body)
				if err != "" {
					p.syntaxError(err)
				}
				bytesVal = append(bytesVal, b...)
			}
		default:
			if raw || indexByte(body, '\\') < 0 {
				st.concat(string(body))
			} else {
				s, err := decodeStrEscapes(body)
				if err != "" {
					p.syntaxError(err)
				}
				st.concat(s)
			}
		}
	}
	if bytesmode {
		if bytesVal == nil {
			bytesVal = []byte{}
		}
		return &Constant{Loc: Span{Line: first.line, Col: first.col, EndLine: last.endLine, EndCol: last.endCol}, Value: Bytes(bytesVal)}
	}
	return p.fstrFinish(&st, first, last)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) rune {
	switch {
	case c >= '0' && c <= '9':
		return rune(c - '0')
	case c >= 'a' && c <= 'f':
		return rune(c-'a') + 10
	}
	return rune(c-'A') + 10
}

// decodeStrEscapes decodes the escapes of a non-raw str literal body. The
// error message, if any, is CPython's (with positions counted in CPython's
// intermediate buffer, where each non-ASCII character takes 10 bytes).
func decodeStrEscapes(s []byte) (string, string) {
	var b strings.Builder
	b.Grow(len(s))
	pos := 0 // position in CPython's transformed buffer
	for i := 0; i < len(s); {
		c := s[i]
		if c != '\\' {
			if c < 0x80 {
				b.WriteByte(c)
				i++
				pos++
				continue
			}
			_, size := utf8.DecodeRune(s[i:])
			b.Write(s[i : i+size])
			i += size
			pos += 10
			continue
		}
		start := pos
		i++
		pos++
		if i >= len(s) {
			b.WriteByte('\\')
			break
		}
		c = s[i]
		if c >= 0x80 {
			// "\ä": the backslash stays (invalid escape).
			b.WriteByte('\\')
			pos += 5
			continue
		}
		i++
		pos++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			b.WriteByte(c)
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'f':
			b.WriteByte(12)
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte(11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(c - '0')
			for k := 0; k < 2 && i < len(s) && s[i] >= '0' && s[i] <= '7'; k++ {
				v = v<<3 + rune(s[i]-'0')
				i++
				pos++
			}
			b.WriteRune(v)
		case 'x', 'u', 'U':
			n := 2
			what := "\\xXX"
			if c == 'u' {
				n, what = 4, "\\uXXXX"
			} else if c == 'U' {
				n, what = 8, "\\UXXXXXXXX"
			}
			var v rune
			k := 0
			for ; k < n && i < len(s) && isHex(s[i]); k++ {
				v = v<<4 | hexVal(s[i])
				i++
				pos++
			}
			if k < n {
				return "", fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: truncated %s escape", start, pos-1, what)
			}
			if v > 0x10FFFF {
				return "", fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: illegal Unicode character", start, pos-1)
			}
			if v >= 0xD800 && v <= 0xDFFF {
				return "", "surrogate code points are not supported"
			}
			b.WriteRune(v)
		case 'N':
			// \N{name}: a character by its Unicode name (unicode_names.go).
			if i < len(s) && s[i] == '{' {
				i++
				pos++
				nameStart := i
				for i < len(s) && s[i] != '}' {
					if s[i] < 0x80 {
						i++
						pos++
						continue
					}
					_, size := utf8.DecodeRune(s[i:])
					i += size
					pos += 10
				}
				if i < len(s) && i > nameStart {
					name := string(s[nameStart:i])
					i++
					pos++
					if r, ok := LookupUnicodeName(name); ok {
						b.WriteRune(r)
						continue
					}
					return "", fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: unknown Unicode character name", start, pos-1)
				}
			}
			return "", fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: malformed \\N character escape", start, pos-1)
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String(), ""
}

// decodeBytesEscapes decodes the escapes of a non-raw bytes literal body.
func decodeBytesEscapes(s []byte) ([]byte, string) {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		start := i
		i++
		if i >= len(s) {
			return nil, "(value error) Trailing \\ in string"
		}
		c = s[i]
		i++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			out = append(out, c)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for k := 0; k < 2 && i < len(s) && s[i] >= '0' && s[i] <= '7'; k++ {
				v = v<<3 + int(s[i]-'0')
				i++
			}
			out = append(out, byte(v))
		case 'x':
			if i+1 < len(s) && isHex(s[i]) && isHex(s[i+1]) {
				out = append(out, byte(hexVal(s[i])<<4|hexVal(s[i+1])))
				i += 2
			} else {
				return nil, fmt.Sprintf("(value error) invalid \\x escape at position %d", start)
			}
		default:
			out = append(out, '\\', c)
		}
	}
	return out, ""
}

// ---- f-strings ----

// fstringConcat is _PyPegen_FstringParser_ConcatFstring over the f-string
// body src[pos:end]; it returns the position where parsing stopped.
func (p *parser) fstringConcat(st *fstrState, pos, end int, raw bool, recurse int, first, t, last *token) int {
	st.fmode = true
	for {
		lit, np, result := p.fstringFindLiteral(pos, end, raw, recurse)
		pos = np
		st.concat(lit)
		if result == 1 {
			continue
		}
		if pos >= end || p.src[pos] == '}' {
			break
		}
		var exprText string
		var expr Expr
		pos, exprText, expr = p.fstringFindExpr(pos, end, raw, recurse, first, t, last)
		st.concat(exprText)
		if st.hasLast {
			st.exprs = append(st.exprs, p.strConstant(st, first, last))
		}
		st.exprs = append(st.exprs, expr)
	}
	if recurse != 0 && (pos >= end || p.src[pos] != '}') {
		p.syntaxError("f-string: expecting '}'")
	}
	return pos
}

// fstringFindLiteral is fstring_find_literal. result 1 means a doubled
// brace was consumed and the caller should continue.
func (p *parser) fstringFindLiteral(pos, end int, raw bool, recurse int) (string, int, int) {
	src := p.src
	s := pos
	literalStart := s
	result := 0
	for s < end {
		ch := src[s]
		s++
		if !raw && ch == '\\' && s < end {
			ch = src[s]
			s++
			if ch == 'N' {
				if s < end {
					c := src[s]
					s++
					if c == '{' {
						for s < end {
							c := src[s]
							s++
							if c == '}' {
								break
							}
						}
						continue
					}
				}
				break
			}
		}
		if ch == '{' || ch == '}' {
			if recurse == 0 {
				if s < end && src[s] == ch {
					pos = s + 1
					result = 1
					goto done
				}
				if ch == '}' {
					p.syntaxError("f-string: single '}' is not allowed")
				}
			}
			s--
			break
		}
	}
	pos = s
done:
	if literalStart == s {
		return "", pos, result
	}
	body := src[literalStart:s]
	if raw || indexByte(body, '\\') < 0 {
		return string(body), pos, result
	}
	lit, err := decodeStrEscapes(body)
	if err != "" {
		p.syntaxError(err)
	}
	return lit, pos, result
}

func isPySpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// fstringFindExpr is fstring_find_expr; pos is at '{'.
func (p *parser) fstringFindExpr(pos, end int, raw bool, recurse int, first, t, last *token) (int, string, Expr) {
	src := p.src
	if recurse >= 2 {
		p.syntaxError("f-string: expressions nested too deeply")
	}
	pos++
	exprStart := pos
	var quoteChar byte
	stringType := 0
	var parenStack []byte
	for ; pos < end; pos++ {
		ch := src[pos]
		if ch == '\\' {
			p.syntaxError("f-string expression part cannot include a backslash")
		}
		if quoteChar != 0 {
			if ch == quoteChar {
				if stringType == 3 {
					if pos+2 < end && src[pos+1] == ch && src[pos+2] == ch {
						pos += 2
						stringType = 0
						quoteChar = 0
					}
				} else {
					stringType = 0
					quoteChar = 0
				}
			}
			continue
		}
		switch {
		case ch == '\'' || ch == '"':
			if pos+2 < end && src[pos+1] == ch && src[pos+2] == ch {
				stringType = 3
				pos += 2
			} else {
				stringType = 1
			}
			quoteChar = ch
		case ch == '[' || ch == '{' || ch == '(':
			if len(parenStack) >= 200 {
				p.syntaxError("f-string: too many nested parenthesis")
			}
			parenStack = append(parenStack, ch)
		case ch == '#':
			p.syntaxError("f-string expression part cannot include '#'")
		case len(parenStack) == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<'):
			if pos+1 < end {
				next := src[pos+1]
				if (ch == '!' || ch == '=' || ch == '<' || ch == '>') && next == '=' {
					pos++
					continue
				}
				if ch == '>' || ch == '<' {
					continue
				}
			}
			goto exprDone
		case ch == ']' || ch == '}' || ch == ')':
			if len(parenStack) == 0 {
				p.syntaxError(fmt.Sprintf("f-string: unmatched '%c'", ch))
			}
			opening := parenStack[len(parenStack)-1]
			parenStack = parenStack[:len(parenStack)-1]
			if !(opening == '(' && ch == ')' || opening == '[' && ch == ']' || opening == '{' && ch == '}') {
				p.syntaxError(fmt.Sprintf("f-string: closing parenthesis '%c' does not match opening parenthesis '%c'", ch, opening))
			}
		}
	}
exprDone:
	exprEnd := pos
	if quoteChar != 0 {
		p.syntaxError("f-string: unterminated string")
	}
	if len(parenStack) > 0 {
		p.syntaxError(fmt.Sprintf("f-string: unmatched '%c'", parenStack[len(parenStack)-1]))
	}
	if pos >= end {
		p.syntaxError("f-string: expecting '}'")
	}
	expr := p.fstringCompileExpr(exprStart, exprEnd, t)
	exprText := ""
	if src[pos] == '=' {
		pos++
		for pos < end && isPySpace(src[pos]) {
			pos++
		}
		if pos >= end {
			p.syntaxError("f-string: expecting '}'")
		}
		exprText = string(src[exprStart:pos])
	}
	conversion := -1
	if src[pos] == '!' {
		pos++
		if pos >= end {
			p.syntaxError("f-string: expecting '}'")
		}
		conversion = int(src[pos])
		pos++
		if conversion != 's' && conversion != 'r' && conversion != 'a' {
			p.syntaxError("f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
	}
	if pos >= end {
		p.syntaxError("f-string: expecting '}'")
	}
	var spec Expr
	if src[pos] == ':' {
		pos++
		if pos >= end {
			p.syntaxError("f-string: expecting '}'")
		}
		var st fstrState
		pos = p.fstringConcat(&st, pos, end, raw, recurse+1, first, t, last)
		spec = p.fstrFinish(&st, t, t)
	}
	if pos >= end || src[pos] != '}' {
		p.syntaxError("f-string: expecting '}'")
	}
	pos++
	if exprText != "" && spec == nil && conversion == -1 {
		conversion = 'r'
	}
	fv := &FormattedValue{Loc: Span{Line: first.line, Col: first.col, EndLine: last.endLine, EndCol: last.endCol},
		Value: expr, Conversion: conversion, FormatSpec: spec}
	return pos, exprText, fv
}

// fstringCompileExpr parses the expression src[exprStart:exprEnd] of an
// f-string replacement field as CPython does: as "(expr)" with the
// parentheses placed over the braces, so positions are true source
// positions.
func (p *parser) fstringCompileExpr(exprStart, exprEnd int, t *token) Expr {
	allSpace := true
	for _, c := range p.src[exprStart:exprEnd] {
		if !(c == ' ' || c == '\t' || c == '\n' || c == '\f') {
			allSpace = false
			break
		}
	}
	if allSpace {
		if c := p.src[exprEnd]; c == '!' || c == ':' || c == '=' {
			p.syntaxError(fmt.Sprintf("f-string: expression required before '%c'", c))
		}
		p.syntaxError("f-string: empty expression not allowed")
	}
	brace := exprStart - 1
	if p.fcTok != t || brace < p.fcPos {
		p.fcTok, p.fcPos, p.fcLine, p.fcLineStart = t, int(t.start), t.line, int(t.lineStart)
	}
	for i := p.fcPos; i < brace; i++ {
		if p.src[i] == '\n' {
			p.fcLine++
			p.fcLineStart = i + 1
		}
	}
	p.fcPos = brace
	// CPython's starting_col_offset for the sub-parser (used to make error
	// columns relative to the "(expr)" text).
	newlineAfterBrace := true
	for i := exprStart; i < exprEnd && p.src[i] != '}' && p.src[i] != '\n'; i++ {
		if c := p.src[i]; c != ' ' && c != '\t' && c != '\f' {
			newlineAfterBrace = false
			break
		}
	}
	startCol := 0
	if !newlineAfterBrace {
		startCol = brace - p.fcLineStart
	} else if p.fcLine == t.line {
		startCol = int(t.col)
	}
	// The sub-parser and its buffers are reused across replacement fields.
	sub := p.sub
	if sub == nil {
		sub = &parser{toks: make([]token, 0, 16)}
		p.sub = sub
	}
	*sub = parser{filename: p.filename, src: p.src, lim: p.lim, depth: p.depth + 1, parent: p, arena: p.arena,
		fStartCol: startCol, juxtaChecked: -1, toks: sub.toks[:0], sub: sub.sub, sc: sub.sc}
	sub.sc = resetSubScanner(sub.sc, p.filename, p.src, brace, exprEnd, p.fcLine, p.fcLineStart, p.lim.MaxNesting)
	if sub.depth > p.lim.MaxDepth {
		p.syntaxError(fmt.Sprintf("too many nested expressions or statements (limit %d)", p.lim.MaxDepth))
	}
	var result Expr
	func() {
		defer func() {
			if r := recover(); r != nil {
				b, ok := r.(bailout)
				if !ok {
					panic(r)
				}
				p.raiseAction(b.err)
			}
		}()
		result = sub.parseStarExpressions()
	}()
	return result
}

// fstringError converts an error raised inside an f-string expression
// sub-parser the way CPython reports them: parser errors get the
// "f-string: " prefix, and columns are relative to the "(expr)" text.
func (p *parser) fstringError(e *Error) *Error {
	if e.fsub {
		return e
	}
	sc := p.sc
	ne := *e
	ne.fsub = true
	braceLineStart := lineStartOfOffset(p.src, sc.subBrace)
	before := utf8.RuneCount(p.src[braceLineStart:sc.subBrace])
	text := "(" + string(p.src[sc.subBrace+1:sc.subEnd]) + ")"
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		text = text[:i]
	}
	if int32(e.Line) == sc.subBraceLine {
		ne.Col = e.Col - before
		if ne.EndCol > 0 && int32(e.EndLine) == sc.subBraceLine {
			ne.EndCol = e.EndCol - before
		}
		ne.Text = text
	}
	return &ne
}

func lineStartOfOffset(src []byte, off int) int {
	for off > 0 && src[off-1] != '\n' {
		off--
	}
	return off
}
