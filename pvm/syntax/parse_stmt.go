package syntax

import (
	"fmt"
	"sort"
)

func (p *parser) parseFile() *Module {
	m := &Module{}
	for p.kind() != tEOF {
		m.Body = p.parseStatement(m.Body)
	}
	return m
}

// parseStatement parses one statement (a compound statement or a line of
// simple statements) and appends it to list.
func (p *parser) parseStatement(list []Stmt) []Stmt {
	p.compact()
	switch p.kind() {
	case tDef:
		return append(list, p.parseFuncDef(nil))
	case tAt:
		return append(list, p.parseDecorated())
	case tClass:
		return append(list, p.parseClassDef(nil))
	case tIf:
		return append(list, p.parseIf())
	case tWhile:
		return append(list, p.parseWhile())
	case tFor:
		return append(list, p.parseFor(nil))
	case tTry:
		return append(list, p.parseTry())
	case tWith:
		return append(list, p.parseWith(nil))
	case tAsync:
		async := p.tok()
		switch p.peekKind(1) {
		case tDef:
			p.next()
			return append(list, p.parseFuncDef(async))
		case tFor:
			p.next()
			return append(list, p.parseFor(async))
		case tWith:
			p.next()
			return append(list, p.parseWith(async))
		}
		p.next()
		p.tok()
		p.invalidSyntax()
	case tName:
		if p.isName("match") {
			if s := p.tryMatch(); s != nil {
				return append(list, s)
			}
		}
	case tIndent, tDedent:
		p.invalidSyntax()
	}
	return p.parseSimpleStmts(list)
}

// parseSimpleStmts parses simple statements separated by ';' up to NEWLINE.
func (p *parser) parseSimpleStmts(list []Stmt) []Stmt {
	for {
		list = append(list, p.parseSimpleStmt())
		if p.kind() == tSemi {
			p.next()
			if p.kind() == tNewline {
				break
			}
			continue
		}
		break
	}
	if p.kind() != tNewline {
		p.invalidSyntax()
	}
	p.next()
	return list
}

// compact drops the buffered tokens before the current one. Backtracking
// never crosses a statement start, and tokens still referenced by the
// callers of the statement parsers are copies, so at a statement start
// (outside speculation) earlier tokens are no longer needed. This keeps
// the token buffer as small as the largest statement.
func (p *parser) compact() {
	if p.speculating > 0 || p.diag > 0 || p.pos == 0 {
		return
	}
	p.tok()
	n := copy(p.toks, p.toks[p.pos:])
	p.toks = p.toks[:n]
	p.realFill -= p.pos
	p.juxtaChecked = -1
	p.fcTok = nil
	p.pos = 0
}

// lastReal returns the last consumed token that is not NEWLINE, INDENT,
// DEDENT or ENDMARKER (_PyPegen_get_last_nonnwhitespace_token).
func (p *parser) lastReal() *token {
	for i := p.pos - 1; i >= 0; i-- {
		switch p.toks[i].kind {
		case tNewline, tIndent, tDedent, tEOF:
			continue
		}
		return &p.toks[i]
	}
	return &p.toks[0]
}

// stmtSpan is EXTRA for statements: from start to the last real token.
func (p *parser) stmtSpan(start *token) Span {
	e := p.lastReal()
	return Span{Line: start.line, Col: start.col, EndLine: e.endLine, EndCol: e.endCol}
}

func (p *parser) parseSimpleStmt() Stmt {
	start := p.tok()
	switch start.kind {
	case tReturn:
		p.next()
		var v Expr
		if p.startsExpr(true) {
			v = p.parseStarExpressions()
		}
		return &Return{Loc: p.stmtSpan(start), Value: v}
	case tImport:
		return p.parseImport()
	case tFrom:
		return p.parseFromImport()
	case tRaise:
		p.next()
		r := &Raise{}
		if p.startsExpr(false) {
			r.Exc = p.parseExpression()
			if p.got(tFrom) {
				r.Cause = p.parseExpression()
			}
		}
		r.Loc = p.stmtSpan(start)
		return r
	case tPass:
		p.next()
		return &Pass{Loc: spanOfTok(start)}
	case tBreak:
		p.next()
		return &Break{Loc: spanOfTok(start)}
	case tContinue:
		p.next()
		return &Continue{Loc: spanOfTok(start)}
	case tDel:
		return p.parseDel()
	case tAssert:
		p.next()
		a := &Assert{Test: p.parseExpression()}
		if p.got(tComma) {
			a.Msg = p.parseExpression()
		}
		a.Loc = p.stmtSpan(start)
		return a
	case tGlobal, tNonlocal:
		p.next()
		p.scopeDecls = true
		var names []string
		for {
			t := p.tok()
			if t.kind != tName {
				p.invalidSyntax()
			}
			p.next()
			names = append(names, p.identifier(t))
			if !p.got(tComma) {
				break
			}
		}
		if start.kind == tGlobal {
			return &Global{Loc: p.stmtSpan(start), Names: names}
		}
		return &Nonlocal{Loc: p.stmtSpan(start), Names: names}
	}
	return p.parseExprStmt()
}

// parseExprStmt parses an expression statement, assignment, augmented
// assignment or annotated assignment.
func (p *parser) parseExprStmt() Stmt {
	start := p.tok()
	var first Expr
	firstIsYield := start.kind == tYield
	if firstIsYield {
		first = p.parseYieldExpr()
	} else {
		first = p.parseStarExpressions()
	}
	switch k := p.kind(); k {
	case tColon:
		return p.parseAnnAssign(start, first, firstIsYield)
	case tEqual:
		return p.parseAssign(start, first, firstIsYield)
	default:
		if op, ok := augOps[k]; ok {
			opTok := p.tok()
			p.next()
			var value Expr
			if p.kind() == tYield {
				value = p.parseYieldExpr()
			} else {
				value = p.parseStarExpressions()
			}
			switch first.(type) {
			case *Name, *Attribute, *Subscript:
				if !firstIsYield {
					setContext(first, Store)
					return &AugAssign{Loc: p.stmtSpan(start), Target: first, Op: op, Value: value}
				}
			}
			_ = opTok
			p.errorAtNode(first, fmt.Sprintf("'%s' is an illegal expression for augmented assignment", exprName(first)))
		}
	}
	s := p.arena.exprStmts.alloc()
	*s = ExprStmt{Loc: p.stmtSpan(start), Value: first}
	return s
}

var augOps = map[tokKind]Operator{
	tPlusEqual: Add, tMinEqual: Sub, tStarEqual: Mult, tAtEqual: MatMult,
	tSlashEqual: Div, tPercentEqual: Mod, tAmperEqual: BitAnd, tVbarEqual: BitOr,
	tCircumflexEqual: BitXor, tLeftShiftEqual: LShift, tRightShiftEqual: RShift,
	tDoubleStarEqual: Pow, tDoubleSlashEqual: FloorDiv,
}

func (p *parser) parseAnnAssign(start *token, target Expr, isYield bool) Stmt {
	simple := false
	ok := false
	if !isYield {
		switch target.(type) {
		case *Name:
			ok = true
			simple = start.kind == tName
		case *Attribute, *Subscript:
			ok = true
		}
	}
	if !ok {
		// invalid_assignment: the messages need `':' expression` to parse.
		colon := p.pos
		p.diag++
		p.next()
		annOK := p.startsExpr(false) && p.try(func() { p.parseExpression() })
		p.diag--
		p.pos = colon
		if annOK && !isYield {
			switch t := target.(type) {
			case *List:
				p.errorAtNode(t, "only single target (not list) can be annotated")
			case *Tuple:
				if start.kind == tLpar && t.Col == start.col && t.Line == start.line {
					p.errorAtNode(t, "only single target (not tuple) can be annotated")
				}
				if len(t.Elts) > 0 {
					p.errorAtNode(t.Elts[0], "only single target (not tuple) can be annotated")
				}
			case *Starred:
			default:
				p.errorAtNode(target, "illegal target for annotation")
			}
		}
		p.invalidSyntax()
	}
	p.next() // ':'
	ann := p.parseExpression()
	var value Expr
	if p.got(tEqual) {
		if p.kind() == tYield {
			value = p.parseYieldExpr()
		} else {
			value = p.parseStarExpressions()
		}
	}
	setContext(target, Store)
	return &AnnAssign{Loc: p.stmtSpan(start), Target: target, Annotation: ann, Value: value, Simple: simple}
}

func (p *parser) parseAssign(start *token, first Expr, firstIsYield bool) Stmt {
	targets := []Expr{first}
	yields := []bool{firstIsYield}
	afterFirstEq := 0
	var value Expr
	diag := false
	defer func() {
		if diag {
			p.diag--
		}
	}()
	for p.kind() == tEqual {
		if last := len(targets) - 1; !diag && (yields[last] || invalidTarget(targets[last], starTargets) != nil) {
			// CPython's first pass fails at this target: the rest is
			// only parsed to diagnose the error.
			diag = true
			p.diag++
		}
		p.next()
		if afterFirstEq == 0 {
			afterFirstEq = p.pos
		}
		isYield := p.kind() == tYield
		if !isYield && !p.startsExpr(true) {
			// The assignment alternative fails (a right-hand side that
			// fails later still parses as a prefix in the PEG grammar):
			// CPython's second pass tries invalid_assignment first.
			p.diagnoseAssign(start, targets, yields, afterFirstEq, false)
			p.invalidSyntax()
		}
		if isYield {
			value = p.parseYieldExpr()
		} else {
			value = p.parseStarExpressions()
		}
		yields = append(yields, isYield)
		targets = append(targets, value)
	}
	targets = targets[:len(targets)-1]
	for i, t := range targets {
		if yields[i] || invalidTarget(t, starTargets) != nil {
			p.diagnoseAssign(start, targets, yields, afterFirstEq, true)
		}
	}
	for _, t := range targets {
		setContext(t, Store)
	}
	a := p.arena.assigns.alloc()
	*a = Assign{Loc: p.stmtSpan(start), Targets: targets, Value: value}
	return a
}

// diagnoseAssign reports the error CPython's invalid_assignment rule gives
// for an assignment with an invalid target.
func (p *parser) diagnoseAssign(start *token, targets []Expr, yields []bool, afterFirstEq int, final bool) {
	// invalid_named_expression on the last element of the first target
	// (reached through `star_named_expression ',' star_named_expressions*`).
	if !yields[0] {
		last := targets[0]
		if t, ok := last.(*Tuple); ok && !(start.kind == tLpar && t.Col == start.col && t.Line == start.line) && len(t.Elts) > 0 {
			last = t.Elts[len(t.Elts)-1]
			if e := last.Span(); e.EndLine != t.EndLine || e.EndCol != t.EndCol {
				last = nil // a trailing comma: the element is not followed by '='
			}
		}
		if last != nil {
			p.checkNamedExprAssign(last, afterFirstEq)
		}
	}
	for i, t := range targets {
		if yields[i] {
			p.errorAtNode(t, "assignment to yield expression not possible")
		}
		if bad := invalidTarget(t, starTargets); bad != nil {
			p.errorAtNode(bad, fmt.Sprintf("cannot assign to %s", exprName(bad)))
		}
	}
	if final {
		p.invalidSyntax()
	}
}

// checkNamedExprAssign emulates invalid_named_expression's '=' alternatives
// for expression e directly followed by '=' whose right-hand side starts at
// token index rhs.
func (p *parser) checkNamedExprAssign(e Expr, rhs int) {
	save := p.pos
	defer func() { p.pos = save }()
	p.pos = rhs
	var b Expr
	if !p.startsExpr(false) || !p.try(func() { b = p.parseBitOr() }) {
		return
	}
	if k := p.kind(); k == tEqual || k == tColonEqual {
		return
	}
	if n, ok := e.(*Name); ok && !p.isParenthesized(n) {
		p.errorRange(n.Loc, b.Span(), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
	}
	if (!isBitwiseOrLevel(e) && !p.isParenthesized(e)) || startsWithDisplay(e) {
		return
	}
	p.errorAtNode(e, fmt.Sprintf("cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(e)))
}

// tokIndexAt returns the index of the buffered token starting at (line,
// col), or -1.
func (p *parser) tokIndexAt(line, col int32) int {
	i := sort.Search(len(p.toks), func(i int) bool {
		t := &p.toks[i]
		return t.line > line || (t.line == line && t.col >= col)
	})
	if i < len(p.toks) && p.toks[i].line == line && p.toks[i].col == col {
		return i
	}
	return -1
}

// isParenthesized reports whether e was written in parentheses (a group).
func (p *parser) isParenthesized(e Expr) bool {
	s := e.Span()
	i := p.tokIndexAt(s.Line, s.Col)
	if i <= 0 || p.toks[i-1].kind != tLpar {
		return false
	}
	for j := i; j < len(p.toks)-1; j++ {
		t := &p.toks[j]
		if t.endLine == s.EndLine && t.endCol == s.EndCol {
			return p.toks[j+1].kind == tRpar
		}
	}
	return false
}

func isBitwiseOrLevel(e Expr) bool {
	switch x := e.(type) {
	case *Compare, *BoolOp, *IfExp, *Lambda, *NamedExpr, *Starred, *Yield, *YieldFrom:
		return false
	case *UnaryOp:
		return x.Op != Not
	}
	return true
}

// startsWithDisplay reports whether e begins with a list, tuple or generator
// display or with True/None/False (the negative lookahead of
// invalid_named_expression).
func startsWithDisplay(e Expr) bool {
	for {
		switch x := e.(type) {
		case *List, *Tuple, *GeneratorExp:
			return true
		case *Constant:
			switch x.Value.(type) {
			case nil, bool:
				return true
			}
			return false
		case *Attribute:
			e = x.Value
		case *Subscript:
			e = x.Value
		case *Call:
			e = x.Func
		case *BinOp:
			e = x.Left
		default:
			return false
		}
	}
}

func (p *parser) parseDel() Stmt {
	start := p.next()
	var targets []Expr
	for {
		if !p.startsExpr(true) {
			break
		}
		t := p.parseStarExpression()
		targets = append(targets, t)
		if !p.got(tComma) {
			break
		}
	}
	for _, t := range targets {
		if bad := invalidTarget(t, delTargets); bad != nil {
			p.errorAtNode(bad, fmt.Sprintf("cannot delete %s", exprName(bad)))
		}
	}
	if len(targets) == 0 || (p.kind() != tSemi && p.kind() != tNewline) {
		p.invalidSyntax()
	}
	for _, t := range targets {
		setContext(t, Del)
	}
	return &Delete{Loc: p.stmtSpan(start), Targets: targets}
}

// ---- Imports ----

func (p *parser) parseDottedName() (string, Span) {
	t := p.tok()
	if t.kind != tName {
		p.invalidSyntax()
	}
	p.next()
	name := p.identifier(t)
	for p.kind() == tDot {
		p.next()
		n := p.tok()
		if n.kind != tName {
			p.invalidSyntax()
		}
		p.next()
		name += "." + p.identifier(n)
	}
	return name, p.spanFrom(t)
}

func (p *parser) parseImport() Stmt {
	start := p.next()
	var names []*Alias
	for {
		t := p.tok()
		name, _ := p.parseDottedName()
		a := &Alias{Name: name}
		if p.got(tAs) {
			n := p.tok()
			if n.kind != tName {
				p.invalidSyntax()
			}
			p.next()
			a.Asname = p.identifier(n)
		}
		a.Loc = p.spanFrom(t)
		names = append(names, a)
		if !p.got(tComma) {
			break
		}
	}
	return &Import{Loc: p.stmtSpan(start), Names: names}
}

func (p *parser) parseFromImport() Stmt {
	start := p.next()
	level := 0
	for {
		if p.kind() == tDot {
			level++
		} else if p.kind() == tEllipsis {
			level += 3
		} else {
			break
		}
		p.next()
	}
	module := ""
	if p.kind() != tImport || level == 0 {
		module, _ = p.parseDottedName()
	}
	if p.kind() != tImport {
		p.invalidSyntax()
	}
	p.next()
	var names []*Alias
	if t := p.tok(); t.kind == tStar {
		p.next()
		names = []*Alias{{Loc: spanOfTok(t), Name: "*"}}
	} else {
		paren := p.got(tLpar)
		for {
			t := p.tok()
			if t.kind != tName {
				p.invalidSyntax()
			}
			p.next()
			a := &Alias{Name: p.identifier(t)}
			if p.got(tAs) {
				n := p.tok()
				if n.kind != tName {
					p.invalidSyntax()
				}
				p.next()
				a.Asname = p.identifier(n)
			}
			a.Loc = p.spanFrom(t)
			names = append(names, a)
			if !p.got(tComma) {
				break
			}
			if paren && p.kind() == tRpar {
				break
			}
			if !paren && p.kind() == tNewline {
				p.syntaxError("trailing comma not allowed without surrounding parentheses")
			}
		}
		if paren && !p.got(tRpar) {
			p.invalidSyntax()
		}
	}
	return &ImportFrom{Loc: p.stmtSpan(start), Module: module, Names: names, Level: level}
}

// ---- Blocks and compound statements ----

// expectColon handles the ':' after a compound statement header: a NEWLINE
// instead gives "expected ':'" (the invalid_*_stmt rules), anything else is
// a generic syntax error.
func (p *parser) expectColon() {
	if p.kind() == tColon {
		p.next()
		return
	}
	if p.kind() == tNewline {
		p.syntaxError("expected ':'")
	}
	p.invalidSyntax()
}

// expectForced is CPython's &&tok: anything else is "expected 'tok'".
func (p *parser) expectForced(k tokKind) *token {
	t := p.tok()
	if t.kind != k {
		p.errorAtTok(t, fmt.Sprintf("expected '%s'", k))
	}
	p.pos++
	return t
}

// parseBlock parses the block after a compound statement header's ':'.
func (p *parser) parseBlock(what string, line int32) []Stmt {
	if p.kind() != tNewline {
		return p.parseSimpleStmts(nil)
	}
	p.next()
	if p.kind() != tIndent {
		p.indentationError(fmt.Sprintf("expected an indented block after %s on line %d", what, line))
	}
	p.next()
	p.enter()
	var body []Stmt
	for p.kind() != tDedent {
		if p.kind() == tEOF {
			p.invalidSyntax()
		}
		body = p.parseStatement(body)
	}
	p.next()
	p.leave()
	return body
}

func (p *parser) parseDecorated() Stmt {
	var decos []Expr
	for p.kind() == tAt {
		p.next()
		decos = append(decos, p.parseNamedExpression())
		if p.kind() != tNewline {
			p.invalidSyntax()
		}
		p.next()
	}
	switch p.kind() {
	case tDef:
		s := p.parseFuncDef(nil)
		s.(*FunctionDef).DecoratorList = decos
		return s
	case tClass:
		s := p.parseClassDef(decos)
		return s
	case tAsync:
		if p.peekKind(1) == tDef {
			async := p.next()
			s := p.parseFuncDef(async)
			s.(*AsyncFunctionDef).DecoratorList = decos
			return s
		}
	}
	p.invalidSyntax()
	return nil
}

func (p *parser) parseFuncDef(async *token) Stmt {
	// Tokens held across a block are copied: statement starts compact the
	// token buffer.
	def := *p.next()
	start := def
	if async != nil {
		start = *async
	}
	nameTok := p.tok()
	if nameTok.kind != tName {
		p.invalidSyntax()
	}
	p.next()
	name := p.identifier(nameTok)
	p.expectForced(tLpar)
	args := p.parseParams(tRpar)
	if !p.got(tRpar) {
		p.invalidSyntax()
	}
	var returns Expr
	if p.kind() == tRarrow && p.diagPeekStartsExpr() {
		p.next()
		returns = p.parseExpression()
	}
	p.expectForced(tColon)
	body := p.parseBlock("function definition", def.line)
	if async != nil {
		return &AsyncFunctionDef{Loc: p.stmtSpan(&start), Name: name, Args: args, Body: body, Returns: returns, DecoratorList: []Expr{}}
	}
	return &FunctionDef{Loc: p.stmtSpan(&start), Name: name, Args: args, Body: body, Returns: returns, DecoratorList: []Expr{}}
}

func (p *parser) parseClassDef(decos []Expr) Stmt {
	start := *p.next()
	nameTok := p.tok()
	if nameTok.kind != tName {
		p.invalidSyntax()
	}
	p.next()
	c := &ClassDef{Name: p.identifier(nameTok), DecoratorList: decos}
	if c.DecoratorList == nil {
		c.DecoratorList = []Expr{}
	}
	if p.kind() == tLpar {
		open := p.next()
		c.Bases, c.Keywords = p.parseCallArgs(open, true)
	}
	p.expectColon()
	c.Body = p.parseBlock("class definition", start.line)
	c.Loc = p.stmtSpan(&start)
	return c
}

func (p *parser) parseIf() Stmt {
	kw := *p.next()
	what := "'if' statement"
	if kw.kind == tElif {
		what = "'elif' statement"
	}
	s := &If{Test: p.parseNamedExpression()}
	p.expectColon()
	s.Body = p.parseBlock(what, kw.line)
	switch p.kind() {
	case tElif:
		s.Orelse = []Stmt{p.parseIf()}
	case tElse:
		s.Orelse = p.parseElse()
	}
	s.Loc = p.stmtSpan(&kw)
	return s
}

func (p *parser) parseElse() []Stmt {
	kw := p.next()
	p.expectForced(tColon)
	return p.parseBlock("'else' statement", kw.line)
}

func (p *parser) parseWhile() Stmt {
	kw := *p.next()
	s := &While{Test: p.parseNamedExpression()}
	p.expectColon()
	s.Body = p.parseBlock("'while' statement", kw.line)
	if p.kind() == tElse {
		s.Orelse = p.parseElse()
	}
	s.Loc = p.stmtSpan(&kw)
	return s
}

func (p *parser) parseFor(async *token) Stmt {
	kw := *p.next()
	start := kw
	if async != nil {
		start = *async
	}
	target := p.parseForTarget()
	p.next() // 'in'
	iter := p.parseStarExpressions()
	p.expectColon()
	body := p.parseBlock("'for' statement", kw.line)
	var orelse []Stmt
	if p.kind() == tElse {
		orelse = p.parseElse()
	}
	if async != nil {
		return &AsyncFor{Loc: p.stmtSpan(&start), Target: target, Iter: iter, Body: body, Orelse: orelse}
	}
	return &For{Loc: p.stmtSpan(&start), Target: target, Iter: iter, Body: body, Orelse: orelse}
}

// parseForTarget parses the star_targets of a for loop or comprehension and
// leaves the parser at 'in'.
func (p *parser) parseForTarget() Expr {
	startPos := p.pos
	var t Expr
	ok := p.tryReal(func() { t = p.parseStarTargets() })
	if ok && p.kind() == tIn && invalidTarget(t, forTargets) == nil {
		setContext(t, Store)
		return t
	}
	// invalid_for_target: 'for' a=star_expressions
	errTok := p.lastFetched()
	p.pos = startPos
	var e Expr
	if p.startsExpr(true) && p.try(func() { e = p.parseStarExpressions() }) {
		if bad := invalidTarget(e, forTargets); bad != nil {
			p.errorAtNode(bad, fmt.Sprintf("cannot assign to %s", exprName(bad)))
		}
	}
	p.raise(p.errAtToken(errTok, "invalid syntax", SyntaxError, false))
	return nil
}

// parseStarTargets parses a comma-separated list of star targets (as
// expressions at the bitwise-or level), returning a Tuple for more than one.
func (p *parser) parseStarTargets() Expr {
	start := p.tok()
	first := p.parseStarTargetItem()
	if p.kind() != tComma {
		return first
	}
	elts := []Expr{first}
	for p.kind() == tComma {
		p.next()
		if !p.startsExpr(true) {
			break
		}
		elts = append(elts, p.parseStarTargetItem())
	}
	return &Tuple{Loc: p.spanFrom(start), Elts: elts}
}

func (p *parser) parseStarTargetItem() Expr {
	if t := p.tok(); t.kind == tStar {
		p.next()
		p.enter()
		v := p.parseStarTargetItemNoStar()
		p.leave()
		return &Starred{Loc: p.spanFrom(t), Value: v}
	}
	return p.parseStarTargetItemNoStar()
}

func (p *parser) parseStarTargetItemNoStar() Expr {
	return p.parseBitOr()
}

func (p *parser) parseTry() Stmt {
	kw := *p.next()
	p.expectForced(tColon)
	body := p.parseBlock("'try' statement", kw.line)
	var handlers []*ExceptHandler
	star := -1 // unknown
	for p.kind() == tExcept {
		ex := *p.next()
		isStar := false
		if p.kind() == tStar {
			isStar = true
			p.next()
		}
		if star == -1 {
			if isStar {
				star = 1
			} else {
				star = 0
			}
		} else if (star == 1) != isStar {
			p.errorAtTok(&ex, "cannot have both 'except' and 'except*' on the same 'try'")
		}
		h := &ExceptHandler{}
		what := "'except' statement"
		if isStar {
			what = "'except*' statement"
		}
		if p.kind() == tColon {
			if isStar {
				p.syntaxError("expected one or more exception types")
			}
		} else {
			if isStar && p.kind() == tNewline {
				p.syntaxError("expected one or more exception types")
			}
			if p.kind() == tNewline {
				p.syntaxError("expected ':'")
			}
			h.Type = p.parseExpression()
			if p.kind() == tComma {
				// 'except' expression ',' expressions ['as' NAME] ':'
				save := p.pos
				p.next()
				if p.try(func() {
					p.parseExpressions()
					if p.got(tAs) {
						if p.kind() != tName {
							p.invalidSyntax()
						}
						p.next()
					}
					if p.kind() != tColon {
						p.invalidSyntax()
					}
				}) {
					p.errorStartingFrom(h.Type.Span(), "multiple exception types must be parenthesized")
				}
				p.pos = save
			}
			if p.got(tAs) {
				n := p.tok()
				if n.kind != tName {
					p.invalidSyntax()
				}
				p.next()
				h.Name = p.identifier(n)
			}
		}
		p.expectColon()
		h.Body = p.parseBlock(what, ex.line)
		h.Loc = p.stmtSpan(&ex)
		handlers = append(handlers, h)
	}
	var orelse, finalbody []Stmt
	if len(handlers) > 0 && p.kind() == tElse {
		orelse = p.parseElse()
	}
	if p.kind() == tFinally {
		fk := p.next()
		p.expectForced(tColon)
		finalbody = p.parseBlock("'finally' statement", fk.line)
	}
	if len(handlers) == 0 && finalbody == nil {
		p.syntaxError("expected 'except' or 'finally' block")
	}
	if star == 1 {
		return &TryStar{Loc: p.stmtSpan(&kw), Body: body, Handlers: handlers, Orelse: orelse, Finalbody: finalbody}
	}
	return &Try{Loc: p.stmtSpan(&kw), Body: body, Handlers: handlers, Orelse: orelse, Finalbody: finalbody}
}

// parseExpressions parses `expression (',' expression)* [',']`.
func (p *parser) parseExpressions() Expr {
	start := p.tok()
	first := p.parseExpression()
	if p.kind() != tComma {
		return first
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if !p.startsExpr(false) {
			break
		}
		elts = append(elts, p.parseExpression())
	}
	return &Tuple{Loc: p.spanFrom(start), Elts: elts}
}

func (p *parser) parseWith(async *token) Stmt {
	kw := *p.next()
	start := kw
	if async != nil {
		start = *async
	}
	var items []*WithItem
	parsed := false
	if p.kind() == tLpar {
		// 'with' '(' ','.with_item+ ','? ')' ':'
		mark := p.pos
		var its []*WithItem
		parsed = p.tryReal(func() {
			p.next()
			for {
				its = append(its, p.parseWithItem())
				if !p.got(tComma) {
					break
				}
				if p.kind() == tRpar {
					break
				}
			}
			// A NEWLINE for the ':' is invalid_with_stmt's "expected ':'".
			if !p.got(tRpar) || p.kind() != tColon && p.kind() != tNewline {
				p.invalidSyntax()
			}
		})
		if parsed {
			items = its
		} else {
			p.pos = mark
		}
	}
	if !parsed {
		for {
			items = append(items, p.parseWithItem())
			if !p.got(tComma) {
				break
			}
		}
	}
	p.expectColon()
	body := p.parseBlock("'with' statement", kw.line)
	if async != nil {
		return &AsyncWith{Loc: p.stmtSpan(&start), Items: items, Body: body}
	}
	return &With{Loc: p.stmtSpan(&start), Items: items, Body: body}
}

func (p *parser) parseWithItem() *WithItem {
	start := p.tok()
	e := p.parseExpression()
	it := &WithItem{ContextExpr: e}
	if p.kind() == tAs {
		p.next()
		tstart := p.pos
		var t Expr
		ok := p.tryReal(func() { t = p.parseStarTargetItem() })
		if ok && invalidTarget(t, starTargets) == nil {
			if k := p.kind(); k == tComma || k == tRpar || k == tColon || k == tNewline {
				setContext(t, Store)
				it.OptionalVars = t
				it.Loc = p.spanFrom(start)
				return it
			}
		}
		// invalid_with_item: expression 'as' a=expression &(',' | ')' | ':')
		errTok := p.lastFetched()
		p.pos = tstart
		var a Expr
		if p.startsExpr(false) && p.try(func() { a = p.parseExpression() }) {
			if k := p.kind(); k == tComma || k == tRpar || k == tColon {
				if bad := invalidTarget(a, starTargets); bad != nil {
					p.errorAtNode(bad, fmt.Sprintf("cannot assign to %s", exprName(bad)))
				}
			}
		}
		p.raise(p.errAtToken(errTok, "invalid syntax", SyntaxError, false))
	}
	it.Loc = p.spanFrom(start)
	return it
}
