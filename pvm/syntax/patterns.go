package syntax

import "fmt"

// tryMatch parses a match statement if the statement starting with the soft
// keyword "match" is one; otherwise it returns nil with the position
// unchanged.
func (p *parser) tryMatch() Stmt {
	start := p.pos
	matchTok := *p.tok()
	var subject Expr
	state := 0 // 1: ':' follows the subject; 2: NEWLINE follows it
	p.tryReal(func() {
		p.next()
		if !p.startsExpr(true) {
			p.invalidSyntax()
		}
		subject = p.parseSubject()
		switch p.kind() {
		case tColon:
			state = 1
		case tNewline:
			state = 2
		}
	})
	if state != 1 {
		p.pos = start
		if state == 2 {
			// invalid_match_stmt: "match" subject_expr NEWLINE. CPython's
			// second pass reports this even when the statement is a valid
			// expression statement (such as `match(x)`).
			p.setLatent(func() *Error {
				// RAISE_SYNTAX_ERROR: at the furthest token of the first pass.
				return p.errAtToken(&p.toks[p.realFill-1], "expected ':'", SyntaxError, true)
			})
		}
		return nil
	}
	p.next() // ':'
	if p.kind() != tNewline {
		p.invalidSyntax()
	}
	p.next()
	if p.kind() != tIndent {
		p.indentationError(fmt.Sprintf("expected an indented block after 'match' statement on line %d", matchTok.line))
	}
	p.next()
	p.enter()
	var cases []*MatchCase
	for {
		if !p.isName("case") {
			if len(cases) > 0 && p.kind() == tDedent {
				break
			}
			p.invalidSyntax()
		}
		cases = append(cases, p.parseCaseBlock())
	}
	p.next() // DEDENT
	p.leave()
	return &Match{Loc: p.stmtSpan(&matchTok), Subject: subject, Cases: cases}
}

// parseSubject: star_named_expression ',' star_named_expressions? | named_expression.
func (p *parser) parseSubject() Expr {
	start := p.tok()
	first := p.parseStarNamedExpression()
	if p.kind() != tComma {
		if _, ok := first.(*Starred); ok {
			p.invalidSyntax()
		}
		return first
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if !p.startsExpr(true) {
			break
		}
		elts = append(elts, p.parseStarNamedExpression())
	}
	return &Tuple{Loc: p.spanFrom(start), Elts: elts}
}

func (p *parser) parseCaseBlock() *MatchCase {
	caseTok := *p.next()
	c := &MatchCase{}
	c.Pattern = p.parsePatterns()
	if p.got(tIf) {
		c.Guard = p.parseNamedExpression()
	}
	p.expectColon()
	c.Body = p.parseBlock("'case' statement", caseTok.line)
	c.Loc = p.stmtSpan(&caseTok)
	return c
}

func (p *parser) startsPattern() bool {
	switch p.kind() {
	case tName, tNumber, tString, tMinus, tLpar, tLsqb, tLbrace, tStar, tNone, tTrue, tFalse:
		return true
	}
	return false
}

// parsePatterns: open_sequence_pattern | pattern.
func (p *parser) parsePatterns() Pattern {
	start := p.tok()
	first := p.parseMaybeStarPattern()
	if p.kind() != tComma {
		if _, ok := first.(*MatchStar); ok {
			p.invalidSyntax()
		}
		return first
	}
	pats := []Pattern{first}
	for p.got(tComma) {
		if !p.startsPattern() {
			break
		}
		pats = append(pats, p.parseMaybeStarPattern())
	}
	return &MatchSequence{Loc: p.spanFrom(start), Patterns: pats}
}

func (p *parser) parseMaybeStarPattern() Pattern {
	if t := p.tok(); t.kind == tStar {
		p.next()
		n := p.tok()
		if n.kind != tName {
			p.invalidSyntax()
		}
		p.next()
		name := p.identifier(n)
		if name == "_" {
			name = ""
		} else if k := p.kind(); k == tDot || k == tLpar || k == tEqual {
			p.invalidSyntax()
		}
		return &MatchStar{Loc: p.spanFrom(t), Name: name}
	}
	return p.parsePattern()
}

// parsePattern: as_pattern | or_pattern.
func (p *parser) parsePattern() Pattern {
	start := p.tok()
	p.enter()
	defer p.leave()
	or := p.parseOrPattern()
	if p.kind() != tAs {
		return or
	}
	p.next()
	t := p.tok()
	if t.kind == tName {
		name := p.identifier(t)
		if name == "_" {
			p.errorAtTok(t, "cannot use '_' as a target")
		}
		p.next()
		if k := p.kind(); k == tDot || k == tLpar || k == tEqual {
			p.invalidSyntax()
		}
		return &MatchAs{Loc: p.spanFrom(start), Pattern: or, Name: name}
	}
	var e Expr
	if p.startsExpr(false) && p.try(func() { e = p.parseExpression() }) {
		p.errorAtNode(e, "invalid pattern target")
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) parseOrPattern() Pattern {
	start := p.tok()
	first := p.parseClosedPattern()
	if p.kind() != tVbar {
		return first
	}
	pats := []Pattern{first}
	for p.got(tVbar) {
		pats = append(pats, p.parseClosedPattern())
	}
	return &MatchOr{Loc: p.spanFrom(start), Patterns: pats}
}

func (p *parser) parseClosedPattern() Pattern {
	t := p.tok()
	switch t.kind {
	case tNumber, tMinus:
		v := p.parseNumberPattern()
		return &MatchValue{Loc: v.Span(), Value: v}
	case tString:
		v := p.parseStrings()
		return &MatchValue{Loc: v.Span(), Value: v}
	case tNone:
		p.next()
		return &MatchSingleton{Loc: spanOfTok(t), Value: nil}
	case tTrue:
		p.next()
		return &MatchSingleton{Loc: spanOfTok(t), Value: true}
	case tFalse:
		p.next()
		return &MatchSingleton{Loc: spanOfTok(t), Value: false}
	case tName:
		name := p.identifier(t)
		next := p.peekKind(1)
		if name == "_" {
			p.next()
			return &MatchAs{Loc: spanOfTok(t)}
		}
		if next != tDot && next != tLpar && next != tEqual {
			p.next()
			return &MatchAs{Loc: spanOfTok(t), Name: name}
		}
		var cls Expr = p.nameExpr(p.next())
		for p.kind() == tDot {
			p.next()
			n := p.tok()
			if n.kind != tName {
				p.invalidSyntax()
			}
			p.next()
			cls = &Attribute{Loc: p.spanFrom(t), Value: cls, Attr: p.identifier(n)}
		}
		if p.kind() == tLpar {
			return p.parseClassPattern(t, cls)
		}
		if _, ok := cls.(*Attribute); !ok || p.kind() == tEqual {
			p.invalidSyntax()
		}
		return &MatchValue{Loc: cls.Span(), Value: cls}
	case tLpar:
		open := p.next()
		if p.got(tRpar) {
			return &MatchSequence{Loc: p.spanFrom(open), Patterns: []Pattern{}}
		}
		first := p.parseMaybeStarPattern()
		if p.got(tRpar) {
			if _, ok := first.(*MatchStar); ok {
				p.invalidSyntax()
			}
			return first
		}
		if p.kind() != tComma {
			p.invalidSyntax()
		}
		pats := []Pattern{first}
		for p.got(tComma) {
			if p.kind() == tRpar {
				break
			}
			pats = append(pats, p.parseMaybeStarPattern())
		}
		if !p.got(tRpar) {
			p.invalidSyntax()
		}
		return &MatchSequence{Loc: p.spanFrom(open), Patterns: pats}
	case tLsqb:
		open := p.next()
		pats := []Pattern{}
		for p.kind() != tRsqb {
			pats = append(pats, p.parseMaybeStarPattern())
			if !p.got(tComma) {
				break
			}
		}
		if !p.got(tRsqb) {
			p.invalidSyntax()
		}
		return &MatchSequence{Loc: p.spanFrom(open), Patterns: pats}
	case tLbrace:
		return p.parseMappingPattern()
	}
	p.invalidSyntax()
	return nil
}

// parseNumberPattern: signed_number !('+'|'-') | complex_number.
func (p *parser) parseNumberPattern() Expr {
	start := p.tok()
	var v Expr
	if start.kind == tMinus {
		p.next()
		n := p.tok()
		if n.kind != tNumber {
			p.invalidSyntax()
		}
		p.next()
		v = &UnaryOp{Loc: p.spanFrom(start), Op: USub, Operand: p.numberConstant(n)}
	} else {
		p.next()
		v = p.numberConstant(start)
	}
	if k := p.kind(); k == tPlus || k == tMinus {
		real := v
		if u, ok := v.(*UnaryOp); ok {
			real = u.Operand
		}
		if _, isImag := real.(*Constant).Value.(Imaginary); isImag {
			p.inAction++
			p.errorAtNode(real, "real number required in complex literal")
		}
		op := Add
		if k == tMinus {
			op = Sub
		}
		p.next()
		n := p.tok()
		if n.kind != tNumber {
			p.invalidSyntax()
		}
		p.next()
		imag := p.numberConstant(n)
		if _, isImag := imag.(*Constant).Value.(Imaginary); !isImag {
			p.inAction++
			p.errorAtNode(imag, "imaginary number required in complex literal")
		}
		v = &BinOp{Loc: p.spanFrom(start), Left: v, Op: op, Right: imag}
	}
	return v
}

// parseLiteralOrAttrKey parses a mapping pattern key: literal_expr | attr.
func (p *parser) parseMappingKey() Expr {
	t := p.tok()
	switch t.kind {
	case tNumber, tMinus:
		return p.parseNumberPattern()
	case tString:
		return p.parseStrings()
	case tNone:
		p.next()
		return &Constant{Loc: spanOfTok(t), Value: nil}
	case tTrue:
		p.next()
		return &Constant{Loc: spanOfTok(t), Value: true}
	case tFalse:
		p.next()
		return &Constant{Loc: spanOfTok(t), Value: false}
	case tName:
		if p.peekKind(1) != tDot {
			break
		}
		var e Expr = p.nameExpr(p.next())
		for p.kind() == tDot {
			p.next()
			n := p.tok()
			if n.kind != tName {
				p.invalidSyntax()
			}
			p.next()
			e = &Attribute{Loc: p.spanFrom(t), Value: e, Attr: p.identifier(n)}
		}
		return e
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) parseMappingPattern() Pattern {
	open := p.next()
	m := &MatchMapping{Keys: []Expr{}, Patterns: []Pattern{}}
	for p.kind() != tRbrace {
		if p.kind() == tDoubleStar {
			p.next()
			n := p.tok()
			if n.kind != tName {
				p.invalidSyntax()
			}
			name := p.identifier(n)
			if name == "_" {
				p.invalidSyntax()
			}
			p.next()
			if k := p.kind(); k == tDot || k == tLpar || k == tEqual {
				p.invalidSyntax()
			}
			m.Rest = name
			p.got(tComma)
			break
		}
		k := p.parseMappingKey()
		if !p.got(tColon) {
			p.invalidSyntax()
		}
		m.Keys = append(m.Keys, k)
		m.Patterns = append(m.Patterns, p.parsePattern())
		if !p.got(tComma) {
			break
		}
	}
	if !p.got(tRbrace) {
		p.invalidSyntax()
	}
	m.Loc = p.spanFrom(open)
	return m
}

func (p *parser) parseClassPattern(start *token, cls Expr) Pattern {
	p.next() // '('
	c := &MatchClass{Cls: cls, Patterns: []Pattern{}, KwdAttrs: []string{}, KwdPatterns: []Pattern{}}
	var misplaced []Pattern
	for p.kind() != tRpar {
		if t := p.tok(); t.kind == tName && p.peekKind(1) == tEqual {
			if len(misplaced) > 0 {
				break
			}
			p.next()
			p.next()
			c.KwdAttrs = append(c.KwdAttrs, p.identifier(t))
			c.KwdPatterns = append(c.KwdPatterns, p.parsePattern())
		} else {
			pat := p.parsePattern()
			if len(c.KwdAttrs) > 0 {
				misplaced = append(misplaced, pat)
			} else {
				c.Patterns = append(c.Patterns, pat)
			}
		}
		if !p.got(tComma) {
			break
		}
	}
	if len(misplaced) > 0 {
		p.errorRange(misplaced[0].Span(), misplaced[len(misplaced)-1].Span(), "positional patterns follow keyword patterns")
	}
	if !p.got(tRpar) {
		p.invalidSyntax()
	}
	c.Loc = p.spanFrom(start)
	return c
}
