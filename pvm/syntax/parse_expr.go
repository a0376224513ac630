package syntax

import (
	"fmt"
)

// startsExpr reports whether the current token can begin an expression
// (star: also a starred expression).
func (p *parser) startsExpr(star bool) bool {
	switch p.kind() {
	case tName, tNumber, tString, tLpar, tLsqb, tLbrace, tMinus, tPlus, tTilde,
		tNot, tLambda, tAwait, tEllipsis, tNone, tTrue, tFalse:
		return true
	case tStar:
		return star
	}
	return false
}

func (p *parser) topParser() *parser {
	for p.parent != nil {
		p = p.parent
	}
	return p
}

// diagPeekStartsExpr reports whether the token after the current one can
// start an expression (looking ahead for diagnosis only).
func (p *parser) diagPeekStartsExpr() bool {
	p.diag++
	defer func() { p.diag-- }()
	p.pos++
	ok := p.startsExpr(false)
	p.pos--
	return ok
}

// identifier returns the (NFKC-checked) identifier of a NAME token.
func (p *parser) identifier(t *token) string {
	s := p.tokText(t)
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			if !isNFKC(s) {
				p.raiseAction(p.errAtToken(t, fmt.Sprintf("identifier '%s' is not in NFKC normal form (NFKC normalization of identifiers is not supported)", s), SyntaxError, false))
			}
			break
		}
	}
	return s
}

func (p *parser) nameExpr(t *token) *Name {
	return p.newName(spanOfTok(t), p.identifier(t))
}

// parseStarExpressions: star_expression (',' star_expression)* [','].
func (p *parser) parseStarExpressions() Expr {
	start := p.tok()
	first := p.parseStarExpression()
	if p.kind() != tComma {
		return first
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if !p.startsExpr(true) {
			break
		}
		elts = append(elts, p.parseStarExpression())
	}
	return &Tuple{Loc: p.spanFrom(start), Elts: elts}
}

// parseStarExpression: '*' bitwise_or | expression.
func (p *parser) parseStarExpression() Expr {
	if t := p.tok(); t.kind == tStar {
		p.next()
		p.enter()
		v := p.parseBitOr()
		p.leave()
		return &Starred{Loc: p.spanFrom(t), Value: v}
	}
	return p.parseExpression()
}

// parseStarNamedExpression: '*' bitwise_or | named_expression.
func (p *parser) parseStarNamedExpression() Expr {
	if t := p.tok(); t.kind == tStar {
		p.next()
		p.enter()
		v := p.parseBitOr()
		p.leave()
		return &Starred{Loc: p.spanFrom(t), Value: v}
	}
	return p.parseNamedExpression()
}

// parseNamedExpression: NAME ':=' expression | expression !':='.
func (p *parser) parseNamedExpression() Expr {
	t := p.tok()
	if t.kind == tName && p.peekKind(1) == tColonEqual {
		p.next()
		p.next()
		target := p.nameExpr(t)
		target.Ctx = Store
		p.topParser().scopeDecls = true
		p.enter()
		v := p.parseExpression()
		p.leave()
		return &NamedExpr{Loc: p.spanFrom(t), Target: target, Value: v}
	}
	e := p.parseExpression()
	switch p.kind() {
	case tColonEqual:
		// invalid_named_expression: a=expression ':=' expression
		save := p.pos
		p.next()
		if p.startsExpr(false) && p.try(func() { p.parseExpression() }) {
			p.errorAtNode(e, fmt.Sprintf("cannot use assignment expressions with %s", exprName(e)))
		}
		p.pos = save
	case tEqual:
		save := p.pos
		p.checkNamedExprAssign(e, p.pos+1)
		p.pos = save
	}
	return e
}

// parseExpression: disjunction ['if' disjunction 'else' expression] | lambdef.
func (p *parser) parseExpression() Expr {
	startIdx := p.pos
	start := p.tok()
	switch start.kind {
	case tLambda:
		return p.parseLambda()
	case tName, tNumber:
		// Fast path: a lone name or number (very common in argument
		// lists, subscripts and displays).
		if isExprEnd(p.peekKind(1)) {
			p.pos++
			if start.kind == tName {
				return p.nameExpr(start)
			}
			return p.numberConstant(start)
		}
	}
	a := p.parseDisjunction()
	if p.kind() == tIf {
		if p.noInvalid > 0 {
			return p.pegTernary(start, a)
		}
		p.next()
		b := p.parseDisjunction()
		if p.kind() != tElse {
			if p.kind() != tColon {
				p.errorRange(a.Span(), b.Span(), "expected 'else' after 'if' expression")
			}
			p.invalidSyntax()
		}
		p.next()
		p.enter()
		c := p.parseExpression()
		p.leave()
		return &IfExp{Loc: p.spanFrom(start), Test: b, Body: a, Orelse: c}
	}
	if p.startsExpr(false) && p.noInvalid == 0 {
		p.checkJuxtaposition(startIdx, a)
	}
	return a
}

// pegTernary parses `if b else c` after a in expression_without_invalid
// mode, where a failure leaves just a (PEG ordered choice).
func (p *parser) pegTernary(start *token, a Expr) Expr {
	mark := p.pos
	var e Expr
	if !p.catch(func() {
		p.next()
		b := p.parseDisjunction()
		if !p.got(tElse) {
			p.invalidSyntax()
		}
		p.enter()
		c := p.parseExpression()
		p.leave()
		e = &IfExp{Loc: p.spanFrom(start), Test: b, Body: a, Orelse: c}
	}, true) {
		p.pos = mark
		return a
	}
	return e
}

// pegOperand parses the operand after an operator token in
// expression_without_invalid mode: on failure the position is restored
// (before the operator) and ok is false, as PEG then ends the operation.
func (p *parser) pegOperand(parse func() Expr) (e Expr, ok bool) {
	mark := p.pos
	ok = p.catch(func() {
		p.next()
		e = parse()
	}, true)
	if !ok {
		p.pos = mark
	}
	return e, ok
}

// checkJuxtaposition runs CPython's invalid_expression and
// invalid_legacy_expression rules (in that order) for expression a followed
// by a token that can start another expression: two expressions next to
// each other inside brackets ("Perhaps you forgot a comma?") and `print x`
// ("Missing parentheses in call to 'print'").
func (p *parser) checkJuxtaposition(startIdx int, a Expr) {
	if p.pos == p.juxtaChecked {
		// Already diagnosed at this position (nested expressions ending
		// here); avoids repeated speculation.
		return
	}
	save := p.pos
	start := &p.toks[startIdx]
	name, bare := a.(*Name)
	bare = bare && startIdx+1 == save
	legacy := bare && (name.Id == "print" || name.Id == "exec")
	skip := legacy || (start.kind == tName && p.toks[startIdx+1].kind == tString)
	if start.kind == tName {
		if s := p.tokText(start); s == "match" || s == "case" || s == "_" {
			skip = true
		}
	}
	if !skip {
		// b=expression_without_invalid
		var b Expr
		p.noInvalid++
		ok := p.tryAll(func() { b = p.parseExpressionNoCheck() })
		p.noInvalid--
		if ok && p.prev().level > 0 {
			p.errorRange(a.Span(), b.Span(), "invalid syntax. Perhaps you forgot a comma?")
		}
		p.pos = save
	}
	if bare && p.kind() != tLpar {
		// invalid_legacy_expression: a=NAME !'(' b=star_expressions
		// (b is parsed without diagnoses, with PEG backtracking)
		var b Expr
		p.noInvalid++
		ok := p.tryAll(func() { b = p.parseStarExpressions() })
		p.noInvalid--
		if ok && legacy {
			p.errorRange(name.Loc, b.Span(), fmt.Sprintf("Missing parentheses in call to '%s'. Did you mean %s(...)?", name.Id, name.Id))
		}
		p.pos = save
	}
	p.juxtaChecked = save
}

// isExprEnd reports whether a token of kind k cannot continue an
// expression after an atom.
func isExprEnd(k tokKind) bool {
	switch k {
	case tRpar, tRsqb, tRbrace, tComma, tColon, tNewline, tEqual, tSemi:
		return true
	}
	return false
}

// parseExpressionNoCheck is expression_without_invalid.
func (p *parser) parseExpressionNoCheck() Expr {
	start := p.tok()
	if p.kind() == tLambda {
		return p.parseLambda()
	}
	a := p.parseDisjunction()
	if p.kind() == tIf {
		return p.pegTernary(start, a)
	}
	return a
}

func (p *parser) parseDisjunction() Expr {
	start := p.tok()
	a := p.parseConjunction()
	if p.kind() != tOr {
		return a
	}
	values := []Expr{a}
	for p.kind() == tOr {
		if p.noInvalid > 0 {
			v, ok := p.pegOperand(p.parseConjunction)
			if !ok {
				break
			}
			values = append(values, v)
			continue
		}
		p.next()
		values = append(values, p.parseConjunction())
	}
	if len(values) == 1 {
		return a
	}
	return &BoolOp{Loc: p.spanFrom(start), Op: Or, Values: values}
}

func (p *parser) parseConjunction() Expr {
	start := p.tok()
	a := p.parseInversion()
	if p.kind() != tAnd {
		return a
	}
	values := []Expr{a}
	for p.kind() == tAnd {
		if p.noInvalid > 0 {
			v, ok := p.pegOperand(p.parseInversion)
			if !ok {
				break
			}
			values = append(values, v)
			continue
		}
		p.next()
		values = append(values, p.parseInversion())
	}
	if len(values) == 1 {
		return a
	}
	return &BoolOp{Loc: p.spanFrom(start), Op: And, Values: values}
}

func (p *parser) parseInversion() Expr {
	if t := p.tok(); t.kind == tNot {
		p.next()
		p.enter()
		v := p.parseInversion()
		p.leave()
		return &UnaryOp{Loc: p.spanFrom(t), Op: Not, Operand: v}
	}
	return p.parseComparison()
}

func (p *parser) parseComparison() Expr {
	start := p.tok()
	a := p.parseBitOr()
	var ops []CmpOp
	var comps []Expr
	for {
		var op CmpOp
		switch p.kind() {
		case tEqEqual:
			op = Eq
		case tNotEqual:
			op = NotEq
		case tLess:
			op = Lt
		case tLessEqual:
			op = LtE
		case tGreater:
			op = Gt
		case tGreaterEqual:
			op = GtE
		case tIn:
			op = In
		case tIs:
			op = Is
			if p.peekKind(1) == tNot {
				p.next()
				op = IsNot
			}
		case tNot:
			if p.peekKind(1) != tIn {
				goto done
			}
			p.next()
			op = NotIn
		default:
			goto done
		}
		if p.noInvalid > 0 {
			mark := p.pos
			if op == IsNot || op == NotIn {
				mark--
			}
			var c Expr
			if !p.catch(func() { p.next(); c = p.parseBitOr() }, true) {
				p.pos = mark
				goto done
			}
			ops = append(ops, op)
			comps = append(comps, c)
			continue
		}
		p.next()
		ops = append(ops, op)
		comps = append(comps, p.parseBitOr())
	}
done:
	if ops == nil {
		return a
	}
	return &Compare{Loc: p.spanFrom(start), Left: a, Ops: ops, Comparators: comps}
}

// binary operator precedence (bitwise_or .. term).
func binaryOp(k tokKind) (Operator, int) {
	switch k {
	case tVbar:
		return BitOr, 1
	case tCircumflex:
		return BitXor, 2
	case tAmper:
		return BitAnd, 3
	case tLeftShift:
		return LShift, 4
	case tRightShift:
		return RShift, 4
	case tPlus:
		return Add, 5
	case tMinus:
		return Sub, 5
	case tStar:
		return Mult, 6
	case tSlash:
		return Div, 6
	case tDoubleSlash:
		return FloorDiv, 6
	case tPercent:
		return Mod, 6
	case tAt:
		return MatMult, 6
	}
	return 0, 0
}

func (p *parser) parseBitOr() Expr { return p.parseBinary(1) }

func (p *parser) parseBinary(minPrec int) Expr {
	start := p.tok()
	left := p.parseFactor()
	for {
		op, prec := binaryOp(p.kind())
		if prec < minPrec || prec == 0 {
			return left
		}
		var right Expr
		if p.noInvalid > 0 {
			var ok bool
			if prec == 6 {
				right, ok = p.pegOperand(p.parseFactor)
			} else {
				right, ok = p.pegOperand(func() Expr { return p.parseBinary(prec + 1) })
			}
			if !ok {
				return left
			}
		} else {
			p.next()
			if prec == 6 {
				right = p.parseFactor()
			} else {
				right = p.parseBinary(prec + 1)
			}
		}
		b := p.arena.binops.alloc()
		*b = BinOp{Loc: p.spanFrom(start), Left: left, Op: op, Right: right}
		left = b
	}
}

func (p *parser) parseFactor() Expr {
	t := p.tok()
	var op UnaryOpKind
	switch t.kind {
	case tPlus:
		op = UAdd
	case tMinus:
		op = USub
	case tTilde:
		op = Invert
	default:
		return p.parsePower()
	}
	p.next()
	p.enter()
	v := p.parseFactor()
	p.leave()
	return &UnaryOp{Loc: p.spanFrom(t), Op: op, Operand: v}
}

func (p *parser) parsePower() Expr {
	start := p.tok()
	a := p.parseAwaitPrimary()
	if p.kind() == tDoubleStar {
		var b Expr
		p.enter()
		if p.noInvalid > 0 {
			var ok bool
			if b, ok = p.pegOperand(p.parseFactor); !ok {
				p.leave()
				return a
			}
		} else {
			p.next()
			b = p.parseFactor()
		}
		p.leave()
		return &BinOp{Loc: p.spanFrom(start), Left: a, Op: Pow, Right: b}
	}
	return a
}

func (p *parser) parseAwaitPrimary() Expr {
	if t := p.tok(); t.kind == tAwait {
		p.next()
		p.enter()
		v := p.parsePrimary()
		p.leave()
		return &Await{Loc: p.spanFrom(t), Value: v}
	}
	return p.parsePrimary()
}

func (p *parser) parsePrimary() Expr {
	start := p.tok()
	e := p.parseAtom()
	for {
		switch p.kind() {
		case tDot:
			if p.peekKind(1) != tName {
				// PEG: the trailer fails and primary ends before the '.'.
				return e
			}
			p.next()
			n := p.next()
			a := p.arena.attrs.alloc()
			*a = Attribute{Loc: p.spanFrom(start), Value: e, Attr: p.identifier(n)}
			e = a
		case tLpar:
			if p.noInvalid > 0 {
				if t, ok := p.pegTrailer(start, e); ok {
					e = t
					continue
				}
				return e
			}
			open := p.next()
			args, kws := p.parseCallArgs(open, false)
			c := p.arena.calls.alloc()
			*c = Call{Loc: p.spanFrom(start), Func: e, Args: args, Keywords: kws}
			e = c
		case tLsqb:
			if p.noInvalid > 0 {
				if t, ok := p.pegTrailer(start, e); ok {
					e = t
					continue
				}
				return e
			}
			p.next()
			p.enter()
			s := p.parseSlices()
			p.leave()
			if !p.got(tRsqb) {
				p.invalidSyntax()
			}
			sub := p.arena.subscripts.alloc()
			*sub = Subscript{Loc: p.spanFrom(start), Value: e, Slice: s}
			e = sub
		default:
			return e
		}
	}
}

// pegTrailer parses a call or subscript trailer of e in
// expression_without_invalid mode; on failure the primary ends at e.
func (p *parser) pegTrailer(start *token, e Expr) (Expr, bool) {
	mark := p.pos
	var r Expr
	ok := p.catch(func() {
		if p.kind() == tLpar {
			open := p.next()
			args, kws := p.parseCallArgs(open, false)
			r = &Call{Loc: p.spanFrom(start), Func: e, Args: args, Keywords: kws}
			return
		}
		p.next()
		p.enter()
		s := p.parseSlices()
		p.leave()
		if !p.got(tRsqb) {
			p.invalidSyntax()
		}
		r = &Subscript{Loc: p.spanFrom(start), Value: e, Slice: s}
	}, true)
	if !ok {
		p.pos = mark
	}
	return r, ok
}

// parseSlices: slice !',' | ','.(slice | starred_expression)+ [','].
func (p *parser) parseSlices() Expr {
	start := p.tok()
	first := p.parseSlice()
	if p.kind() != tComma {
		if _, ok := first.(*Starred); !ok {
			return first
		}
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if p.kind() == tRsqb {
			break
		}
		elts = append(elts, p.parseSlice())
	}
	return &Tuple{Loc: p.spanFrom(start), Elts: elts}
}

func (p *parser) parseSlice() Expr {
	startIdx := p.pos
	start := p.tok()
	if start.kind == tStar {
		p.next()
		v := p.parseExpression()
		return &Starred{Loc: p.spanFrom(start), Value: v}
	}
	var lower Expr
	if start.kind != tColon {
		if start.kind == tName && p.peekKind(1) == tColonEqual {
			return p.parseNamedExpression()
		}
		lower = p.parseExpression()
		if p.kind() != tColon {
			switch p.kind() {
			case tColonEqual, tEqual:
				p.pos = startIdx
				return p.parseNamedExpression()
			}
			return lower
		}
	}
	p.next() // ':'
	s := &Slice{Lower: lower}
	if p.startsExpr(false) {
		s.Upper = p.parseExpression()
	}
	if p.got(tColon) {
		if p.startsExpr(false) {
			s.Step = p.parseExpression()
		}
	}
	s.Loc = p.spanFrom(start)
	return s
}

// parseCallArgs parses call arguments after '(' up to and including ')',
// or a class's bases (where a bare generator expression is invalid).
func (p *parser) parseCallArgs(open *token, bases bool) ([]Expr, []*Keyword) {
	p.enter()
	defer p.leave()
	var args []Expr
	var kws []*Keyword
	sawKeyword, sawDoubleStar := false, false
	var argsStart *token
	pending := ""
	for p.kind() != tRpar {
		t := p.tok()
		if argsStart == nil {
			argsStart = t
		}
		switch {
		case t.kind == tStar:
			if sawDoubleStar && pending == "" {
				p.errorAtTok(t, "iterable argument unpacking follows keyword argument unpacking")
			}
			p.next()
			v := p.parseExpression()
			st := &Starred{Loc: p.spanFrom(t), Value: v}
			if p.atComprehension() {
				save := p.pos
				if p.try(func() { p.parseComprehensions() }) {
					p.errorAtNode(st, "iterable unpacking cannot be used in comprehension")
				}
				p.pos = save
			}
			args = append(args, st)
		case t.kind == tDoubleStar:
			p.next()
			v := p.parseExpression()
			kws = append(kws, &Keyword{Loc: p.spanFrom(t), Value: v})
			sawDoubleStar = true
		case t.kind == tName && p.peekKind(1) == tEqual:
			p.next()
			eq := p.next()
			v := p.parseExpression()
			if p.kind() == tFor || (p.kind() == tAsync && p.peekKind(1) == tFor) {
				p.errorRange(spanOfTok(t), spanOfTok(eq), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
			}
			k := p.arena.keywords.alloc()
			*k = Keyword{Loc: p.spanFrom(t), Arg: p.identifier(t), Value: v}
			kws = append(kws, k)
			sawKeyword = true
		case (t.kind == tTrue || t.kind == tFalse || t.kind == tNone) && p.peekKind(1) == tEqual:
			p.next()
			eq := p.next()
			p.errorRange(spanOfTok(t), spanOfTok(eq), fmt.Sprintf("cannot assign to %s", t.kind))
		default:
			var e Expr
			walrus := false
			if t.kind == tName && p.peekKind(1) == tColonEqual {
				e = p.parseNamedExpression()
				walrus = true
			} else {
				e = p.parseExpression()
			}
			if p.kind() == tFor || (p.kind() == tAsync && p.peekKind(1) == tFor) {
				first := p.tok()
				comps := p.parseComprehensions()
				g := &GeneratorExp{Elt: e, Generators: comps}
				if len(args) == 0 && len(kws) == 0 && p.kind() == tRpar {
					if bases { // a call's own parentheses may be a generator's, a class's not
						p.errorRange(spanOfTok(first), spanOfTok(first), "invalid syntax")
					}
					p.next()
					g.Loc = p.spanFrom(open)
					return []Expr{g}, nil
				}
				g.Loc = joinSpans(e.Span(), lastComprehensionSpan(comps))
				if p.kind() == tComma || len(args) > 0 || len(kws) > 0 {
					p.errorRange(e.Span(), lastComprehensionSpan(comps), "Generator expression must be parenthesized")
				}
				p.invalidSyntax()
			}
			if p.kind() == tEqual && !walrus {
				p.errorRange(e.Span(), spanOfTok(p.tok()), "expression cannot contain assignment, perhaps you meant \"==\"?")
			}
			if (sawKeyword || sawDoubleStar) && pending == "" {
				if sawDoubleStar {
					pending = "positional argument follows keyword argument unpacking"
				} else {
					pending = "positional argument follows keyword argument"
				}
			}
			args = append(args, e)
		}
		if !p.got(tComma) {
			break
		}
	}
	if pending != "" {
		p.syntaxError(pending)
	}
	if !p.got(tRpar) {
		p.invalidSyntax()
	}
	if args == nil {
		args = []Expr{}
	}
	if kws == nil {
		kws = []*Keyword{}
	}
	return args, kws
}

func lastComprehensionSpan(comps []*Comprehension) Span {
	c := comps[len(comps)-1]
	if len(c.Ifs) > 0 {
		return c.Ifs[len(c.Ifs)-1].Span()
	}
	return c.Iter.Span()
}

// parseComprehensions: for_if_clauses.
func (p *parser) parseComprehensions() []*Comprehension {
	var comps []*Comprehension
	for {
		start := p.tok()
		isAsync := false
		if start.kind == tAsync && p.peekKind(1) == tFor {
			p.next()
			isAsync = true
		} else if start.kind != tFor {
			break
		}
		p.next()
		target := p.parseForTarget()
		p.next() // 'in'
		iter := p.parseDisjunction()
		c := &Comprehension{Target: target, Iter: iter, IsAsync: isAsync}
		for p.kind() == tIf {
			p.next()
			c.Ifs = append(c.Ifs, p.parseDisjunction())
		}
		if c.Ifs == nil {
			c.Ifs = []Expr{}
		}
		c.Loc = p.spanFrom(start)
		comps = append(comps, c)
	}
	return comps
}

func (p *parser) atComprehension() bool {
	k := p.kind()
	return k == tFor || (k == tAsync && p.peekKind(1) == tFor)
}

func (p *parser) parseYieldExpr() Expr {
	start := p.next()
	if p.kind() == tFrom {
		p.next()
		v := p.parseExpression()
		return &YieldFrom{Loc: p.spanFrom(start), Value: v}
	}
	var v Expr
	if p.startsExpr(true) {
		v = p.parseStarExpressions()
	}
	return &Yield{Loc: p.spanFrom(start), Value: v}
}

func (p *parser) parseAtom() Expr {
	t := p.tok()
	switch t.kind {
	case tName:
		p.next()
		return p.nameExpr(t)
	case tNumber:
		p.next()
		return p.numberConstant(t)
	case tString:
		return p.parseStrings()
	case tTrue:
		p.next()
		return p.newConstant(spanOfTok(t), true)
	case tFalse:
		p.next()
		return p.newConstant(spanOfTok(t), false)
	case tNone:
		p.next()
		return p.newConstant(spanOfTok(t), nil)
	case tEllipsis:
		p.next()
		return p.newConstant(spanOfTok(t), Ellipsis{})
	case tLpar:
		return p.parseParenAtom()
	case tLsqb:
		return p.parseListAtom()
	case tLbrace:
		return p.parseBraceAtom()
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) parseParenAtom() Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	switch p.kind() {
	case tRpar:
		p.next()
		return &Tuple{Loc: p.spanFrom(open), Elts: []Expr{}}
	case tYield:
		y := p.parseYieldExpr()
		if !p.got(tRpar) {
			p.invalidSyntax()
		}
		return y
	case tDoubleStar:
		ds := p.tok()
		save := p.pos
		p.next()
		if p.try(func() { p.parseExpression() }) && p.kind() == tRpar {
			p.errorAtTok(ds, "cannot use double starred expression here")
		}
		p.pos = save
		p.invalidSyntax()
	}
	first := p.parseStarNamedExpression()
	switch p.kind() {
	case tFor, tAsync:
		if p.atComprehension() {
			if _, ok := first.(*Starred); ok {
				p.errorAtNode(first, "iterable unpacking cannot be used in comprehension")
			}
			comps := p.parseComprehensions()
			if !p.got(tRpar) {
				p.invalidSyntax()
			}
			return &GeneratorExp{Loc: p.spanFrom(open), Elt: first, Generators: comps}
		}
	case tComma:
		elts := []Expr{first}
		for p.got(tComma) {
			if p.kind() == tRpar {
				break
			}
			elts = append(elts, p.parseStarNamedExpression())
		}
		if !p.got(tRpar) {
			p.invalidSyntax()
		}
		return &Tuple{Loc: p.spanFrom(open), Elts: elts}
	case tRpar:
		if _, ok := first.(*Starred); ok {
			p.errorAtNode(first, "cannot use starred expression here")
		}
		p.next()
		return first
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) parseListAtom() Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	if p.got(tRsqb) {
		return &List{Loc: p.spanFrom(open), Elts: []Expr{}}
	}
	first := p.parseStarNamedExpression()
	if p.atComprehension() {
		if _, ok := first.(*Starred); ok {
			p.errorAtNode(first, "iterable unpacking cannot be used in comprehension")
		}
		comps := p.parseComprehensions()
		if !p.got(tRsqb) {
			p.invalidSyntax()
		}
		return &ListComp{Loc: p.spanFrom(open), Elt: first, Generators: comps}
	}
	elts := p.parseDisplayTail(first, tRsqb)
	return &List{Loc: p.spanFrom(open), Elts: elts}
}

// parseDisplayTail parses the remaining `, elt` items of a list or set
// display up to and including the closing bracket.
func (p *parser) parseDisplayTail(first Expr, closing tokKind) []Expr {
	elts := []Expr{first}
	for p.kind() == tComma {
		comma := p.next()
		if p.kind() == closing {
			break
		}
		if p.atComprehension() {
			p.forgotParens(first, spanOfTok(comma))
		}
		elts = append(elts, p.parseStarNamedExpression())
		if p.atComprehension() {
			p.forgotParens(first, elts[len(elts)-1].Span())
		}
	}
	if !p.got(closing) {
		p.invalidSyntax()
	}
	return elts
}

func (p *parser) forgotParens(first Expr, end Span) {
	save := p.pos
	if p.try(func() { p.parseComprehensions() }) {
		p.errorRange(first.Span(), end, "did you forget parentheses around the comprehension target?")
	}
	p.pos = save
	p.invalidSyntax()
}

func (p *parser) parseBraceAtom() Expr {
	open := p.next()
	p.enter()
	defer p.leave()
	if p.got(tRbrace) {
		return &Dict{Loc: p.spanFrom(open), Keys: []Expr{}, Values: []Expr{}}
	}
	var keys, values []Expr
	if t := p.tok(); t.kind == tDoubleStar {
		p.next()
		v := p.parseBitOr()
		if p.atComprehension() {
			p.errorAtTok(t, "dict unpacking cannot be used in dict comprehension")
		}
		keys = append(keys, nil)
		values = append(values, v)
	} else {
		firstTok := p.tok()
		first := p.parseStarNamedExpression()
		if p.kind() != tColon {
			// set or set comprehension
			if p.atComprehension() {
				if _, ok := first.(*Starred); ok {
					p.errorAtNode(first, "iterable unpacking cannot be used in comprehension")
				}
				comps := p.parseComprehensions()
				if !p.got(tRbrace) {
					p.invalidSyntax()
				}
				return &SetComp{Loc: p.spanFrom(open), Elt: first, Generators: comps}
			}
			elts := p.parseDisplayTail(first, tRbrace)
			return &Set{Loc: p.spanFrom(open), Elts: elts}
		}
		switch first.(type) {
		case *Starred, *NamedExpr:
			if firstTok.kind != tLpar {
				p.invalidSyntax()
			}
		}
		v := p.parseDictValue()
		if p.atComprehension() {
			comps := p.parseComprehensions()
			if !p.got(tRbrace) {
				p.invalidSyntax()
			}
			return &DictComp{Loc: p.spanFrom(open), Key: first, Value: v, Generators: comps}
		}
		keys = append(keys, first)
		values = append(values, v)
	}
	for p.got(tComma) {
		if p.kind() == tRbrace {
			break
		}
		if t := p.tok(); t.kind == tDoubleStar {
			p.next()
			keys = append(keys, nil)
			values = append(values, p.parseBitOr())
			continue
		}
		// invalid_double_starred_kvpairs: a key after the first pair is
		// the longest expression there, parsed without diagnoses; not
		// followed by ':' it is the error ("b" 2, f(x y), "b" if x 2),
		// before anything wrong inside it that a diagnosing parse finds.
		save := p.pos
		var k Expr
		p.noInvalid++
		ok := p.tryAll(func() { k = p.parseExpressionNoCheck() })
		p.noInvalid--
		if !ok || p.kind() == tColon {
			p.pos = save
			k = p.parseExpression()
		}
		if p.kind() != tColon {
			s := k.Span()
			p.raise(p.mkError(SyntaxError, s.Line, -1, int(s.EndCol), s.EndLine, 0, "':' expected after dictionary key"))
		}
		keys = append(keys, k)
		values = append(values, p.parseDictValue())
	}
	if !p.got(tRbrace) {
		p.invalidSyntax()
	}
	return &Dict{Loc: p.spanFrom(open), Keys: keys, Values: values}
}

// parseDictValue parses ':' expression after a dictionary key.
func (p *parser) parseDictValue() Expr {
	colon := p.next()
	switch t := p.tok(); t.kind {
	case tStar:
		save := p.pos
		p.next()
		if p.try(func() { p.parseBitOr() }) {
			p.errorStartingFrom(spanOfTok(t), "cannot use a starred expression in a dictionary value")
		}
		p.pos = save
	case tRbrace, tComma:
		p.errorAtTok(colon, "expression expected after dictionary key and ':'")
	}
	return p.parseExpression()
}

// ---- Lambda and parameters ----

func (p *parser) parseLambda() Expr {
	start := p.next()
	p.enter()
	defer p.leave()
	args := p.parseParams(tColon)
	if !p.got(tColon) {
		p.invalidSyntax()
	}
	body := p.parseExpression()
	return &Lambda{Loc: p.spanFrom(start), Args: args, Body: body}
}

// parseParams parses a parameter list up to (not including) the closing
// token (')' for def, ':' for lambda).
func (p *parser) parseParams(closing tokKind) *Arguments {
	lambda := closing == tColon
	a := &Arguments{Posonlyargs: []*Arg{}, Args: []*Arg{}, Kwonlyargs: []*Arg{}, KwDefaults: []Expr{}, Defaults: []Expr{}}
	sawSlash, sawStar, sawDefault := false, false, false
	for p.kind() != closing {
		t := p.tok()
		switch t.kind {
		case tSlash:
			if sawSlash {
				p.errorAtTok(t, "/ may appear only once")
			}
			if sawStar {
				p.errorAtTok(t, "/ must be ahead of *")
			}
			if len(a.Args) == 0 {
				if p.diagPeek(1) == tComma {
					p.errorAtTok(t, "at least one argument must precede /")
				}
				p.invalidSyntax()
			}
			p.next()
			sawSlash = true
			a.Posonlyargs = a.Args
			a.Args = []*Arg{}
		case tStar:
			if sawStar {
				p.errorAtTok(t, "* argument may appear only once")
			}
			p.next()
			sawStar = true
			if p.kind() == tComma || p.kind() == closing {
				if p.kind() == closing || p.peekKind(1) == closing || p.peekKind(1) == tDoubleStar {
					if lambda {
						p.syntaxError("named arguments must follow bare *")
					}
					p.errorAtTok(t, "named arguments must follow bare *")
				}
			} else {
				a.Vararg = p.parseParam(lambda, true)
				if eq := p.tok(); eq.kind == tEqual {
					p.errorAtTok(eq, "var-positional argument cannot have default value")
				}
			}
		case tDoubleStar:
			p.next()
			a.Kwarg = p.parseParam(lambda, false)
			if eq := p.tok(); eq.kind == tEqual {
				p.errorAtTok(eq, "var-keyword argument cannot have default value")
			}
			if p.kind() == tComma {
				p.next()
				switch n := p.tok(); n.kind {
				case closing:
				case tName:
					arg := p.parseParam(lambda, false)
					p.errorAtNode(arg, "arguments cannot follow var-keyword argument")
				case tStar, tDoubleStar, tSlash:
					p.errorAtTok(n, "arguments cannot follow var-keyword argument")
				default:
					p.invalidSyntax()
				}
			}
			if p.kind() != closing {
				p.invalidSyntax()
			}
			return a
		case tName:
			arg := p.parseParam(lambda, false)
			var def Expr
			if eq := p.tok(); eq.kind == tEqual {
				p.next()
				if k := p.kind(); k == tRpar || k == tComma || (lambda && k == tColon) {
					p.errorAtTok(eq, "expected default value expression")
				}
				def = p.parseExpression()
			}
			if sawStar {
				a.Kwonlyargs = append(a.Kwonlyargs, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				if def != nil {
					sawDefault = true
					a.Defaults = append(a.Defaults, def)
				} else if sawDefault {
					p.errorAtNode(arg, "non-default argument follows default argument")
				}
				a.Args = append(a.Args, arg)
			}
		case tLpar:
			p.parenthesizedParams(lambda)
		default:
			p.invalidSyntax()
		}
		if p.kind() == closing {
			break
		}
		if !p.got(tComma) {
			p.invalidSyntax()
		}
	}
	return a
}

// parenthesizedParams reports `def f((a, b))` as CPython 3.11 does.
func (p *parser) parenthesizedParams(lambda bool) {
	open := p.tok()
	save := p.pos
	var close *token
	if p.try(func() {
		p.next()
		for {
			if p.kind() != tName {
				p.invalidSyntax()
			}
			p.parseParam(lambda, false)
			if !p.got(tComma) {
				break
			}
			if p.kind() == tRpar {
				break
			}
		}
		close = p.tok()
		if close.kind != tRpar {
			p.invalidSyntax()
		}
	}) {
		if lambda {
			p.errorRange(spanOfTok(open), spanOfTok(close), "Lambda expression parameters cannot be parenthesized")
		}
		p.errorRange(spanOfTok(open), spanOfTok(close), "Function parameters cannot be parenthesized")
	}
	p.pos = save
	p.invalidSyntax()
}

func (p *parser) parseParam(lambda, star bool) *Arg {
	t := p.tok()
	if t.kind != tName {
		p.invalidSyntax()
	}
	p.next()
	arg := p.arena.args.alloc()
	arg.Arg = p.identifier(t)
	if !lambda && p.got(tColon) {
		if star && p.kind() == tStar {
			arg.Annotation = p.parseStarExpression()
		} else {
			arg.Annotation = p.parseExpression()
		}
	}
	arg.Loc = p.spanFrom(t)
	return arg
}
