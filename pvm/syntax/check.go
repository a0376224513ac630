package syntax

import (
	"fmt"
	"math/big"
)

// Checks CPython makes after parsing, when compiling a module, in CPython's
// order: the tree depth (CPython's compiler recursion limit), the
// __future__ checks (future.c), the symbol-table checks (symtable.c) and
// the compiler's checks (compile.c). Errors use the compiler's location
// convention (byte column + 1).
//
// Not done here (left to the compiler): "too many expressions in
// star-unpacking assignment", "too many statically nested blocks" and the
// checks of annotation scopes under `from __future__ import annotations`.

func checkModule(p *parser, m *Module) {
	c := &checker{p: p}
	c.depth(m)
	c.future(m)
	st := &symtable{c: c, full: p.scopeDecls}
	st.module(m)
	if st.full {
		st.analyze(st.root)
	}
	cc := &compilerCheck{c: c, futureLine: c.futureLine}
	cc.module(m)
}

type checker struct {
	p          *parser
	futureLine int32
	curDepth   int
	depthFn    func(Node) bool
	// asyncGenerators: async functions containing yield (from the
	// symbol-table pass, for "'return' with value in async generator").
	asyncGenerators map[*AsyncFunctionDef]bool
}

func (c *checker) errAt(s Span, msg string) {
	e := &Error{Kind: SyntaxError, Filename: c.p.filename, Line: int(s.Line), Col: int(s.Col) + 1,
		EndLine: int(s.EndLine), EndCol: int(s.EndCol) + 1, Msg: msg, Text: c.p.lineTextAt(s.Line, -1)}
	panic(bailout{err: e})
}

// depth enforces Limits.MaxDepth on the tree.
func (c *checker) depth(m *Module) {
	c.depthFn = c.depthVisit
	c.depthVisit(m)
}

func (c *checker) depthVisit(n Node) bool {
	c.curDepth++
	if c.curDepth > c.p.lim.MaxDepth {
		c.errAt(n.Span(), fmt.Sprintf("too many nested expressions or statements (limit %d)", c.p.lim.MaxDepth))
	}
	walkChildren(n, c.depthFn)
	c.curDepth--
	return false
}

// ---- __future__ ----

var futureFeatures = map[string]bool{
	"nested_scopes": true, "generators": true, "division": true, "absolute_import": true,
	"with_statement": true, "print_function": true, "unicode_literals": true,
	"barry_as_FLUFL": true, "generator_stop": true, "annotations": true,
}

func isDocstring(s Stmt) bool {
	if e, ok := s.(*ExprStmt); ok {
		if k, ok := e.Value.(*Constant); ok {
			_, isStr := k.Value.(string)
			return isStr
		}
	}
	return false
}

func (c *checker) future(m *Module) {
	c.futureLine = -1
	i := 0
	if len(m.Body) > 0 && isDocstring(m.Body[0]) {
		i = 1
	}
	done := false
	var prevLine int32
	for ; i < len(m.Body); i++ {
		s := m.Body[i]
		if done && s.Span().Line > prevLine {
			return
		}
		prevLine = s.Span().Line
		if imp, ok := s.(*ImportFrom); ok && imp.Module == "__future__" {
			if done {
				loc := imp.Loc
				loc.Col-- // future.c reports this one at col_offset, not col_offset+1
				c.errAt(loc, "from __future__ imports must occur at the beginning of the file")
			}
			for _, a := range imp.Names {
				if a.Name == "braces" {
					c.errAt(imp.Loc, "not a chance")
				}
				if !futureFeatures[a.Name] {
					c.errAt(imp.Loc, fmt.Sprintf("future feature %s is not defined", a.Name))
				}
			}
			c.futureLine = imp.Line
		} else {
			done = true
		}
	}
}

// ---- Symbol table ----

const (
	defGlobal = 1 << iota
	defLocal
	defParam
	defNonlocal
	defUse
	defFree
	defImport
	defAnnot
	defCompIter
)

const defBound = defLocal | defParam | defImport

type scopeKind uint8

const (
	moduleScope scopeKind = iota
	functionScope
	classScope
)

type scope struct {
	kind          scopeKind
	comprehension string     // "list comprehension", ... for comprehension scopes
	syms          []symEntry // names in order of first appearance
	node          Node       // the function or class node (nil for others)
	index         map[string]int
	directives    map[string]Span
	children      []*scope
	parent        *scope
	compIterExpr  int
	compIterTgt   bool
}

type symEntry struct {
	name  string
	flags int
}

// find returns the index of name in s.syms, or -1. Small scopes are
// searched linearly; large ones through an index map.
func (s *scope) find(name string) int {
	if s.index != nil {
		if i, ok := s.index[name]; ok {
			return i
		}
		return -1
	}
	for i := range s.syms {
		if s.syms[i].name == name {
			return i
		}
	}
	return -1
}

func (s *scope) lookup(name string) int {
	if i := s.find(name); i >= 0 {
		return s.syms[i].flags
	}
	return 0
}

type symtable struct {
	c     *checker
	root  *scope
	stack []*scope
	// full: record every name. Only needed when the module has global,
	// nonlocal or assignment expressions; otherwise only parameters are
	// recorded (for duplicate argument names).
	full bool
}

func (st *symtable) cur() *scope { return st.stack[len(st.stack)-1] }

func (st *symtable) enter(kind scopeKind, comp string) {
	s := &scope{kind: kind, comprehension: comp}
	if len(st.stack) > 0 {
		cur := st.cur()
		s.parent = cur
		cur.children = append(cur.children, s)
	} else {
		st.root = s
	}
	st.stack = append(st.stack, s)
}

func (st *symtable) exit() { st.stack = st.stack[:len(st.stack)-1] }

func (st *symtable) addDefIn(s *scope, name string, flag int, loc Span) {
	if !st.full && flag&defParam == 0 {
		return
	}
	i := s.find(name)
	val := 0
	if i < 0 {
		i = len(s.syms)
		if s.syms == nil {
			s.syms = make([]symEntry, 0, 8)
		}
		s.syms = append(s.syms, symEntry{name: name})
		if s.index != nil {
			s.index[name] = i
		} else if len(s.syms) > 32 {
			s.index = make(map[string]int, 64)
			for j := range s.syms {
				s.index[s.syms[j].name] = j
			}
		}
	} else {
		val = s.syms[i].flags
	}
	if flag&defParam != 0 && val&defParam != 0 {
		st.c.errAt(loc, fmt.Sprintf("duplicate argument '%s' in function definition", name))
	}
	if s.compIterTgt && flag&defLocal != 0 {
		if val&(defGlobal|defNonlocal) != 0 {
			st.c.errAt(loc, fmt.Sprintf("comprehension inner loop cannot rebind assignment expression target '%s'", name))
		}
		flag |= defCompIter
	}
	s.syms[i].flags = val | flag
}

func (st *symtable) addDef(name string, flag int, loc Span) { st.addDefIn(st.cur(), name, flag, loc) }

func (st *symtable) module(m *Module) {
	st.enter(moduleScope, "")
	st.stmts(m.Body)
	st.exit()
}

func (st *symtable) stmts(list []Stmt) {
	for _, s := range list {
		st.stmt(s)
	}
}

func (st *symtable) exprs(list []Expr) {
	for _, e := range list {
		if e != nil {
			st.expr(e)
		}
	}
}

func (st *symtable) function(node Node, name string, loc Span, args *Arguments, returns Expr, decos []Expr, body []Stmt) {
	st.addDef(name, defLocal, loc)
	st.exprs(args.Defaults)
	st.exprs(args.KwDefaults)
	st.annotations(args, returns)
	st.exprs(decos)
	st.enter(functionScope, "")
	st.cur().node = node
	st.params(args)
	st.stmts(body)
	st.exit()
}

func (st *symtable) annotations(a *Arguments, returns Expr) {
	for _, list := range [][]*Arg{a.Posonlyargs, a.Args} {
		for _, arg := range list {
			st.optExpr(arg.Annotation)
		}
	}
	if a.Vararg != nil {
		st.optExpr(a.Vararg.Annotation)
	}
	for _, arg := range a.Kwonlyargs {
		st.optExpr(arg.Annotation)
	}
	if a.Kwarg != nil {
		st.optExpr(a.Kwarg.Annotation)
	}
	st.optExpr(returns)
}

func (st *symtable) params(a *Arguments) {
	for _, list := range [][]*Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, arg := range list {
			st.addDef(arg.Arg, defParam, arg.Loc)
		}
	}
	if a.Vararg != nil {
		st.addDef(a.Vararg.Arg, defParam, a.Vararg.Loc)
	}
	if a.Kwarg != nil {
		st.addDef(a.Kwarg.Arg, defParam, a.Kwarg.Loc)
	}
}

func (st *symtable) optExpr(e Expr) {
	if e != nil {
		st.expr(e)
	}
}

func (st *symtable) stmt(s Stmt) {
	switch x := s.(type) {
	case *FunctionDef:
		st.function(x, x.Name, x.Loc, x.Args, x.Returns, x.DecoratorList, x.Body)
	case *AsyncFunctionDef:
		st.function(x, x.Name, x.Loc, x.Args, x.Returns, x.DecoratorList, x.Body)
	case *ClassDef:
		st.addDef(x.Name, defLocal, x.Loc)
		st.exprs(x.Bases)
		for _, k := range x.Keywords {
			st.expr(k.Value)
		}
		st.exprs(x.DecoratorList)
		st.enter(classScope, "")
		st.stmts(x.Body)
		st.exit()
	case *Return:
		st.optExpr(x.Value)
	case *Delete:
		st.exprs(x.Targets)
	case *Assign:
		st.exprs(x.Targets)
		st.expr(x.Value)
	case *AnnAssign:
		if n, ok := x.Target.(*Name); ok {
			cur := st.cur().lookup(n.Id)
			if cur&(defGlobal|defNonlocal) != 0 && st.cur() != st.root && x.Simple {
				what := "global"
				if cur&defNonlocal != 0 {
					what = "nonlocal"
				}
				st.c.errAt(x.Loc, fmt.Sprintf("annotated name '%s' can't be %s", n.Id, what))
			}
			if x.Simple {
				st.addDef(n.Id, defAnnot|defLocal, n.Loc)
			} else if x.Value != nil {
				st.addDef(n.Id, defLocal, n.Loc)
			}
		} else {
			st.expr(x.Target)
		}
		st.expr(x.Annotation)
		st.optExpr(x.Value)
	case *AugAssign:
		st.expr(x.Target)
		st.expr(x.Value)
	case *For:
		st.expr(x.Target)
		st.expr(x.Iter)
		st.stmts(x.Body)
		st.stmts(x.Orelse)
	case *AsyncFor:
		st.expr(x.Target)
		st.expr(x.Iter)
		st.stmts(x.Body)
		st.stmts(x.Orelse)
	case *While:
		st.expr(x.Test)
		st.stmts(x.Body)
		st.stmts(x.Orelse)
	case *If:
		st.expr(x.Test)
		st.stmts(x.Body)
		st.stmts(x.Orelse)
	case *Match:
		st.expr(x.Subject)
		for _, mc := range x.Cases {
			st.pattern(mc.Pattern)
			st.optExpr(mc.Guard)
			st.stmts(mc.Body)
		}
	case *Raise:
		st.optExpr(x.Exc)
		st.optExpr(x.Cause)
	case *Try:
		st.try(x.Body, x.Orelse, x.Handlers, x.Finalbody)
	case *TryStar:
		st.try(x.Body, x.Orelse, x.Handlers, x.Finalbody)
	case *Assert:
		st.expr(x.Test)
		st.optExpr(x.Msg)
	case *Import:
		st.aliases(x.Names)
	case *ImportFrom:
		st.aliases(x.Names)
	case *Global:
		for _, name := range x.Names {
			cur := st.cur().lookup(name)
			if cur&(defParam|defLocal|defUse|defAnnot) != 0 {
				var msg string
				switch {
				case cur&defParam != 0:
					msg = "name '%s' is parameter and global"
				case cur&defUse != 0:
					msg = "name '%s' is used prior to global declaration"
				case cur&defAnnot != 0:
					msg = "annotated name '%s' can't be global"
				default:
					msg = "name '%s' is assigned to before global declaration"
				}
				st.c.errAt(x.Loc, fmt.Sprintf(msg, name))
			}
			st.addDef(name, defGlobal, x.Loc)
			st.directive(name, x.Loc)
		}
	case *Nonlocal:
		for _, name := range x.Names {
			cur := st.cur().lookup(name)
			if cur&(defParam|defLocal|defUse|defAnnot) != 0 {
				var msg string
				switch {
				case cur&defParam != 0:
					msg = "name '%s' is parameter and nonlocal"
				case cur&defUse != 0:
					msg = "name '%s' is used prior to nonlocal declaration"
				case cur&defAnnot != 0:
					msg = "annotated name '%s' can't be nonlocal"
				default:
					msg = "name '%s' is assigned to before nonlocal declaration"
				}
				st.c.errAt(x.Loc, fmt.Sprintf(msg, name))
			}
			st.addDef(name, defNonlocal, x.Loc)
			st.directive(name, x.Loc)
		}
	case *ExprStmt:
		st.expr(x.Value)
	case *With:
		for _, it := range x.Items {
			st.expr(it.ContextExpr)
			st.optExpr(it.OptionalVars)
		}
		st.stmts(x.Body)
	case *AsyncWith:
		for _, it := range x.Items {
			st.expr(it.ContextExpr)
			st.optExpr(it.OptionalVars)
		}
		st.stmts(x.Body)
	}
}

func (st *symtable) directive(name string, loc Span) {
	s := st.cur()
	if s.directives == nil {
		s.directives = map[string]Span{}
	}
	if _, ok := s.directives[name]; !ok {
		s.directives[name] = loc
	}
}

func (st *symtable) try(body, orelse []Stmt, handlers []*ExceptHandler, final []Stmt) {
	st.stmts(body)
	st.stmts(orelse)
	for _, h := range handlers {
		st.optExpr(h.Type)
		if h.Name != "" {
			st.addDef(h.Name, defLocal, h.Loc)
		}
		st.stmts(h.Body)
	}
	st.stmts(final)
}

func (st *symtable) aliases(names []*Alias) {
	for _, a := range names {
		if a.Name == "*" {
			if st.cur().kind != moduleScope {
				st.c.errAt(a.Loc, "import * only allowed at module level")
			}
			continue
		}
		name := a.Asname
		if name == "" {
			name = a.Name
			for i := 0; i < len(name); i++ {
				if name[i] == '.' {
					name = name[:i]
					break
				}
			}
		}
		st.addDef(name, defImport, a.Loc)
	}
}

func (st *symtable) pattern(p Pattern) {
	switch x := p.(type) {
	case *MatchValue:
		st.expr(x.Value)
	case *MatchSequence:
		for _, q := range x.Patterns {
			st.pattern(q)
		}
	case *MatchStar:
		if x.Name != "" {
			st.addDef(x.Name, defLocal, x.Loc)
		}
	case *MatchMapping:
		st.exprs(x.Keys)
		for _, q := range x.Patterns {
			st.pattern(q)
		}
		if x.Rest != "" {
			st.addDef(x.Rest, defLocal, x.Loc)
		}
	case *MatchClass:
		st.expr(x.Cls)
		for _, q := range x.Patterns {
			st.pattern(q)
		}
		for _, q := range x.KwdPatterns {
			st.pattern(q)
		}
	case *MatchAs:
		if x.Pattern != nil {
			st.pattern(x.Pattern)
		}
		if x.Name != "" {
			st.addDef(x.Name, defLocal, x.Loc)
		}
	case *MatchOr:
		for _, q := range x.Patterns {
			st.pattern(q)
		}
	}
}

func (st *symtable) expr(e Expr) {
	switch x := e.(type) {
	case *NamedExpr:
		cur := st.cur()
		if cur.compIterExpr > 0 {
			st.c.errAt(x.Loc, "assignment expression cannot be used in a comprehension iterable expression")
		}
		if cur.comprehension != "" {
			st.extendNamedExprScope(x.Target.(*Name))
		}
		st.expr(x.Value)
		st.expr(x.Target)
	case *BoolOp:
		st.exprs(x.Values)
	case *BinOp:
		st.expr(x.Left)
		st.expr(x.Right)
	case *UnaryOp:
		st.expr(x.Operand)
	case *Lambda:
		st.exprs(x.Args.Defaults)
		st.exprs(x.Args.KwDefaults)
		st.enter(functionScope, "")
		st.params(x.Args)
		st.expr(x.Body)
		st.exit()
	case *IfExp:
		st.expr(x.Test)
		st.expr(x.Body)
		st.expr(x.Orelse)
	case *Dict:
		st.exprs(x.Keys)
		st.exprs(x.Values)
	case *Set:
		st.exprs(x.Elts)
	case *GeneratorExp:
		st.comprehension("generator expression", x.Generators, x.Elt, nil)
	case *ListComp:
		st.comprehension("list comprehension", x.Generators, x.Elt, nil)
	case *SetComp:
		st.comprehension("set comprehension", x.Generators, x.Elt, nil)
	case *DictComp:
		st.comprehension("dict comprehension", x.Generators, x.Key, x.Value)
	case *Yield:
		if c := st.cur().comprehension; c != "" {
			st.c.errAt(x.Loc, fmt.Sprintf("'yield' inside %s", c))
		}
		st.markGenerator()
		st.optExpr(x.Value)
	case *YieldFrom:
		if c := st.cur().comprehension; c != "" {
			st.c.errAt(x.Loc, fmt.Sprintf("'yield' inside %s", c))
		}
		st.markGenerator()
		st.expr(x.Value)
	case *Await:
		st.expr(x.Value)
	case *Compare:
		st.expr(x.Left)
		st.exprs(x.Comparators)
	case *Call:
		st.expr(x.Func)
		st.exprs(x.Args)
		for _, k := range x.Keywords {
			st.expr(k.Value)
		}
	case *FormattedValue:
		st.expr(x.Value)
		st.optExpr(x.FormatSpec)
	case *JoinedStr:
		st.exprs(x.Values)
	case *Attribute:
		st.expr(x.Value)
	case *Subscript:
		st.expr(x.Value)
		st.expr(x.Slice)
	case *Starred:
		st.expr(x.Value)
	case *Slice:
		st.optExpr(x.Lower)
		st.optExpr(x.Upper)
		st.optExpr(x.Step)
	case *Name:
		flag := defUse
		if x.Ctx != Load {
			flag = defLocal
		}
		st.addDef(x.Id, flag, x.Loc)
	case *List:
		st.exprs(x.Elts)
	case *Tuple:
		st.exprs(x.Elts)
	}
}

func (st *symtable) markGenerator() {
	if f, ok := st.cur().node.(*AsyncFunctionDef); ok {
		if st.c.asyncGenerators == nil {
			st.c.asyncGenerators = map[*AsyncFunctionDef]bool{}
		}
		st.c.asyncGenerators[f] = true
	}
}

func (st *symtable) comprehension(kind string, gens []*Comprehension, elt, value Expr) {
	outer := gens[0]
	st.cur().compIterExpr++
	st.expr(outer.Iter)
	st.cur().compIterExpr--
	st.enter(functionScope, kind)
	cur := st.cur()
	cur.compIterTgt = true
	st.expr(outer.Target)
	cur.compIterTgt = false
	st.exprs(outer.Ifs)
	for _, g := range gens[1:] {
		cur.compIterTgt = true
		st.expr(g.Target)
		cur.compIterTgt = false
		cur.compIterExpr++
		st.expr(g.Iter)
		cur.compIterExpr--
		st.exprs(g.Ifs)
	}
	if value != nil {
		st.expr(value)
	}
	st.expr(elt)
	st.exit()
}

func (st *symtable) extendNamedExprScope(target *Name) {
	name := target.Id
	for i := len(st.stack) - 1; i >= 0; i-- {
		s := st.stack[i]
		if s.comprehension != "" {
			if s.lookup(name)&defCompIter != 0 {
				st.c.errAt(target.Loc, fmt.Sprintf("assignment expression cannot rebind comprehension iteration variable '%s'", name))
			}
			continue
		}
		switch s.kind {
		case functionScope:
			if s.lookup(name)&defGlobal != 0 {
				st.addDef(name, defGlobal, target.Loc)
			} else {
				st.addDef(name, defNonlocal, target.Loc)
			}
			st.directive(name, target.Loc)
			st.addDefIn(s, name, defLocal, target.Loc)
			return
		case moduleScope:
			st.addDef(name, defGlobal, target.Loc)
			st.directive(name, target.Loc)
			st.addDefIn(s, name, defGlobal, target.Loc)
			return
		case classScope:
			st.c.errAt(target.Loc, "assignment expression within a comprehension cannot be used in a class body")
		}
	}
}

// analyze checks global/nonlocal declarations as CPython's analyze_name
// does: a nonlocal name must be bound in an enclosing function scope.
func (st *symtable) analyze(s *scope) {
	for _, e := range s.syms {
		name, flags := e.name, e.flags
		if flags&defGlobal != 0 && flags&defNonlocal != 0 {
			st.c.errAt(s.directives[name], fmt.Sprintf("name '%s' is nonlocal and global", name))
		}
		if flags&defNonlocal == 0 || flags&defGlobal != 0 {
			continue
		}
		if s.parent == nil {
			st.c.errAt(s.directives[name], "nonlocal declaration not allowed at module level")
		}
		if !enclosingBinds(s, name) {
			st.c.errAt(s.directives[name], fmt.Sprintf("no binding for nonlocal '%s' found", name))
		}
	}
	for _, ch := range s.children {
		st.analyze(ch)
	}
}

// enclosingBinds reports whether name is bound in a function scope
// enclosing s (class scopes only provide __class__ to their children).
func enclosingBinds(s *scope, name string) bool {
	for a := s.parent; a != nil && a.kind != moduleScope; a = a.parent {
		switch a.kind {
		case classScope:
			if name == "__class__" {
				return true
			}
		case functionScope:
			if f := a.lookup(name); f&defBound != 0 && f&(defGlobal|defNonlocal) == 0 {
				return true
			}
		}
	}
	return false
}

// ---- Compiler checks ----

type unitKind uint8

const (
	unitModule unitKind = iota
	unitClass
	unitFunction
	unitAsyncFunction
	unitLambda
	unitComprehension
)

type unit struct {
	kind      unitKind
	loops     int
	generator bool // contains yield (for async generators)
	// starLoops holds, for each except* clause being checked, the loop
	// depth where it began: break and continue may not leave it, nor return.
	starLoops []int
}

// leavesExceptStar reports whether a jump out of loops (all of them for a
// return) leaves an except* clause.
func (u *unit) leavesExceptStar(ret bool) bool {
	n := len(u.starLoops)
	return n > 0 && (ret || u.starLoops[n-1] == u.loops)
}

type compilerCheck struct {
	c          *checker
	futureLine int32
	units      []*unit
}

func (cc *compilerCheck) u() *unit { return cc.units[len(cc.units)-1] }

func (cc *compilerCheck) err(s Span, msg string) { cc.c.errAt(s, msg) }

func (cc *compilerCheck) isFunction() bool {
	k := cc.u().kind
	return k == unitFunction || k == unitAsyncFunction || k == unitLambda || k == unitComprehension
}

func (cc *compilerCheck) module(m *Module) {
	cc.units = []*unit{{kind: unitModule}}
	cc.stmts(m.Body)
}

func (cc *compilerCheck) stmts(list []Stmt) {
	for _, s := range list {
		cc.stmt(s)
	}
}

func (cc *compilerCheck) exprs(list []Expr) {
	for _, e := range list {
		if e != nil {
			cc.expr(e)
		}
	}
}

func (cc *compilerCheck) optExpr(e Expr) {
	if e != nil {
		cc.expr(e)
	}
}

func (cc *compilerCheck) forbidden(name string, ctx ExprContext, loc Span) {
	if name == "__debug__" {
		if ctx == Del {
			cc.err(loc, "cannot delete __debug__")
		}
		cc.err(loc, "cannot assign to __debug__")
	}
}

func (cc *compilerCheck) checkDebugArgs(a *Arguments, loc Span) {
	for _, list := range [][]*Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, arg := range list {
			cc.forbidden(arg.Arg, Store, loc)
		}
	}
	if a.Vararg != nil {
		cc.forbidden(a.Vararg.Arg, Store, loc)
	}
	if a.Kwarg != nil {
		cc.forbidden(a.Kwarg.Arg, Store, loc)
	}
}

func (cc *compilerCheck) annotations(a *Arguments, returns Expr) {
	for _, list := range [][]*Arg{a.Args, a.Posonlyargs} {
		for _, arg := range list {
			cc.optExpr(arg.Annotation)
		}
	}
	if a.Vararg != nil && a.Vararg.Annotation != nil {
		if st, ok := a.Vararg.Annotation.(*Starred); ok {
			cc.expr(st.Value)
		} else {
			cc.expr(a.Vararg.Annotation)
		}
	}
	for _, arg := range a.Kwonlyargs {
		cc.optExpr(arg.Annotation)
	}
	if a.Kwarg != nil {
		cc.optExpr(a.Kwarg.Annotation)
	}
	cc.optExpr(returns)
}

func (cc *compilerCheck) function(loc Span, name string, args *Arguments, returns Expr, decos []Expr, body []Stmt, async, generator bool) {
	cc.checkDebugArgs(args, loc)
	cc.exprs(decos)
	cc.exprs(args.Defaults)
	cc.exprs(args.KwDefaults)
	cc.annotations(args, returns)
	kind := unitFunction
	if async {
		kind = unitAsyncFunction
	}
	cc.units = append(cc.units, &unit{kind: kind, generator: generator})
	cc.stmts(body)
	cc.units = cc.units[:len(cc.units)-1]
	cc.forbidden(name, Store, loc)
}

func (cc *compilerCheck) stmt(s Stmt) {
	switch x := s.(type) {
	case *FunctionDef:
		cc.function(x.Loc, x.Name, x.Args, x.Returns, x.DecoratorList, x.Body, false, false)
	case *AsyncFunctionDef:
		cc.function(x.Loc, x.Name, x.Args, x.Returns, x.DecoratorList, x.Body, true, cc.c.asyncGenerators[x])
	case *ClassDef:
		cc.exprs(x.DecoratorList)
		cc.units = append(cc.units, &unit{kind: unitClass})
		cc.stmts(x.Body)
		cc.units = cc.units[:len(cc.units)-1]
		cc.keywordsCheck(x.Keywords, x.Loc)
		cc.callArgs(x.Bases)
		for _, k := range x.Keywords {
			cc.expr(k.Value)
		}
		cc.forbidden(x.Name, Store, x.Loc)
	case *Return:
		if !cc.isFunction() {
			cc.err(x.Loc, "'return' outside function")
		}
		if x.Value != nil && cc.u().kind == unitAsyncFunction && cc.u().generator {
			cc.err(x.Loc, "'return' with value in async generator")
		}
		cc.optExpr(x.Value)
		if cc.u().leavesExceptStar(true) {
			loc := x.Loc // CPython points at a constant value
			if k, ok := x.Value.(*Constant); ok {
				loc = k.Loc
			}
			cc.err(loc, exceptStarJump)
		}
	case *Delete:
		cc.exprs(x.Targets)
	case *Assign:
		cc.expr(x.Value)
		cc.exprs(x.Targets)
	case *AugAssign:
		switch t := x.Target.(type) {
		case *Name:
			cc.forbidden(t.Id, Store, t.Loc)
		case *Attribute:
			cc.expr(t.Value)
		case *Subscript:
			cc.expr(t.Value)
			cc.expr(t.Slice)
		}
		cc.expr(x.Value)
	case *AnnAssign:
		cc.optExpr(x.Value)
		if n, ok := x.Target.(*Name); ok {
			cc.forbidden(n.Id, Store, n.Loc)
		} else {
			cc.expr(x.Target)
		}
		if cc.u().kind == unitModule || cc.u().kind == unitClass {
			cc.expr(x.Annotation)
		}
	case *For:
		cc.loop(x.Target, x.Iter, x.Body, x.Orelse, false, x.Loc)
	case *AsyncFor:
		cc.loop(x.Target, x.Iter, x.Body, x.Orelse, true, x.Loc)
	case *While:
		cc.expr(x.Test)
		cc.u().loops++
		cc.stmts(x.Body)
		cc.u().loops--
		cc.stmts(x.Orelse)
	case *If:
		cc.expr(x.Test)
		cc.stmts(x.Body)
		cc.stmts(x.Orelse)
	case *With:
		for _, it := range x.Items {
			cc.expr(it.ContextExpr)
			cc.optExpr(it.OptionalVars)
		}
		cc.stmts(x.Body)
	case *AsyncWith:
		if cc.u().kind != unitAsyncFunction {
			cc.err(x.Loc, "'async with' outside async function")
		}
		for _, it := range x.Items {
			cc.expr(it.ContextExpr)
			cc.optExpr(it.OptionalVars)
		}
		cc.stmts(x.Body)
	case *Match:
		cc.expr(x.Subject)
		for i, mc := range x.Cases {
			pc := &patternCtx{allowIrrefutable: mc.Guard != nil || i == len(x.Cases)-1}
			cc.pattern(mc.Pattern, pc)
			cc.optExpr(mc.Guard)
			cc.stmts(mc.Body)
		}
	case *Raise:
		cc.optExpr(x.Exc)
		cc.optExpr(x.Cause)
	case *Try:
		cc.try(x.Body, x.Handlers, x.Orelse, x.Finalbody, false)
	case *TryStar:
		cc.try(x.Body, x.Handlers, x.Orelse, x.Finalbody, true)
	case *Assert:
		cc.expr(x.Test)
		cc.optExpr(x.Msg)
	case *Import:
		for _, a := range x.Names {
			name := a.Asname
			if name == "" {
				name = a.Name
			}
			cc.forbidden(name, Store, x.Loc)
		}
	case *ImportFrom:
		if x.Module == "__future__" && x.Line > cc.futureLine {
			cc.err(x.Loc, "from __future__ imports must occur at the beginning of the file")
		}
		for _, a := range x.Names {
			name := a.Asname
			if name == "" {
				name = a.Name
			}
			cc.forbidden(name, Store, x.Loc)
		}
	case *ExprStmt:
		cc.expr(x.Value)
	case *Break:
		cc.loopJump(x.Loc, "'break' outside loop")
	case *Continue:
		cc.loopJump(x.Loc, "'continue' not properly in loop")
	}
}

const exceptStarJump = "'break', 'continue' and 'return' cannot appear in an except* block"

// loopJump checks a break or continue: it needs a loop, and may not
// leave an except* clause for it.
func (cc *compilerCheck) loopJump(loc Span, outside string) {
	switch u := cc.u(); {
	case u.leavesExceptStar(false):
		cc.err(loc, exceptStarJump)
	case u.loops == 0:
		cc.err(loc, outside)
	}
}

func (cc *compilerCheck) loop(target, iter Expr, body, orelse []Stmt, async bool, loc Span) {
	if async && cc.u().kind != unitAsyncFunction {
		cc.err(loc, "'async for' outside async function")
	}
	cc.expr(iter)
	cc.expr(target)
	cc.u().loops++
	cc.stmts(body)
	cc.u().loops--
	cc.stmts(orelse)
}

func (cc *compilerCheck) try(body []Stmt, handlers []*ExceptHandler, orelse, final []Stmt, star bool) {
	cc.stmts(body)
	cc.stmts(orelse)
	u := cc.u()
	for i, h := range handlers {
		if h.Type == nil && i < len(handlers)-1 {
			cc.err(h.Loc, "default 'except:' must be last")
		}
		cc.optExpr(h.Type)
		if h.Name != "" {
			cc.forbidden(h.Name, Store, h.Loc)
		}
		if star {
			u.starLoops = append(u.starLoops, u.loops)
		}
		cc.stmts(h.Body)
		if star {
			u.starLoops = u.starLoops[:len(u.starLoops)-1]
		}
	}
	cc.stmts(final)
}

func (cc *compilerCheck) keywordsCheck(kws []*Keyword, loc Span) {
	for i, k := range kws {
		if k.Arg == "" {
			continue
		}
		cc.forbidden(k.Arg, Store, loc)
		for _, o := range kws[i+1:] {
			if o.Arg == k.Arg {
				cc.err(o.Loc, fmt.Sprintf("keyword argument repeated: %s", k.Arg))
			}
		}
	}
}

// starredElts checks the elements of a list or tuple display or target.
func (cc *compilerCheck) starredElts(elts []Expr, ctx ExprContext, loc Span) {
	seen := false
	for _, e := range elts {
		if st, ok := e.(*Starred); ok {
			if ctx == Store {
				if seen {
					cc.err(loc, "multiple starred expressions in assignment")
				}
				seen = true
			}
			cc.expr(st.Value)
			continue
		}
		cc.expr(e)
	}
}

func (cc *compilerCheck) callArgs(args []Expr) {
	for _, a := range args {
		if st, ok := a.(*Starred); ok {
			cc.expr(st.Value)
		} else {
			cc.expr(a)
		}
	}
}

func (cc *compilerCheck) comprehension(loc Span, gens []*Comprehension, elt, value Expr, genexp bool) {
	async := false
	for _, g := range gens {
		if g.IsAsync {
			async = true
		}
	}
	if !async && !genexp {
		// An await in the comprehension also makes it asynchronous.
		check := func(n Node) {
			Walk(n, func(m Node) bool {
				switch m.(type) {
				case *Await:
					async = true
					return false
				case *Lambda, *ListComp, *SetComp, *DictComp, *GeneratorExp:
					return false
				}
				return !async
			})
		}
		for i, g := range gens {
			if i > 0 {
				check(g.Iter)
			}
			check(g.Target)
			for _, e := range g.Ifs {
				check(e)
			}
		}
		check(elt)
		if value != nil {
			check(value)
		}
	}
	k := cc.u().kind
	if async && !genexp && k != unitAsyncFunction && k != unitComprehension {
		cc.err(loc, "asynchronous comprehension outside of an asynchronous function")
	}
	cc.units = append(cc.units, &unit{kind: unitComprehension})
	for i, g := range gens {
		if i > 0 {
			cc.expr(g.Iter)
		}
		cc.expr(g.Target)
		cc.exprs(g.Ifs)
	}
	if value != nil {
		cc.expr(elt)
		cc.expr(value)
	} else {
		cc.expr(elt)
	}
	cc.units = cc.units[:len(cc.units)-1]
	cc.expr(gens[0].Iter)
}

func (cc *compilerCheck) expr(e Expr) {
	switch x := e.(type) {
	case *BoolOp:
		cc.exprs(x.Values)
	case *NamedExpr:
		cc.expr(x.Value)
		cc.expr(x.Target)
	case *BinOp:
		cc.expr(x.Left)
		cc.expr(x.Right)
	case *UnaryOp:
		cc.expr(x.Operand)
	case *Lambda:
		cc.checkDebugArgs(x.Args, x.Loc)
		cc.exprs(x.Args.Defaults)
		cc.exprs(x.Args.KwDefaults)
		cc.units = append(cc.units, &unit{kind: unitLambda})
		cc.expr(x.Body)
		cc.units = cc.units[:len(cc.units)-1]
	case *IfExp:
		cc.expr(x.Test)
		cc.expr(x.Body)
		cc.expr(x.Orelse)
	case *Dict:
		for i, v := range x.Values {
			if x.Keys[i] != nil {
				cc.expr(x.Keys[i])
			}
			cc.expr(v)
		}
	case *Set:
		cc.starredElts(x.Elts, Load, x.Loc)
	case *ListComp:
		cc.comprehension(x.Loc, x.Generators, x.Elt, nil, false)
	case *SetComp:
		cc.comprehension(x.Loc, x.Generators, x.Elt, nil, false)
	case *DictComp:
		cc.comprehension(x.Loc, x.Generators, x.Key, x.Value, false)
	case *GeneratorExp:
		cc.comprehension(x.Loc, x.Generators, x.Elt, nil, true)
	case *Await:
		k := cc.u().kind
		if !cc.isFunction() {
			cc.err(x.Loc, "'await' outside function")
		}
		if k != unitAsyncFunction && k != unitComprehension {
			cc.err(x.Loc, "'await' outside async function")
		}
		cc.expr(x.Value)
	case *Yield:
		if !cc.isFunction() {
			cc.err(x.Loc, "'yield' outside function")
		}
		cc.optExpr(x.Value)
	case *YieldFrom:
		if !cc.isFunction() {
			cc.err(x.Loc, "'yield' outside function")
		}
		if cc.u().kind == unitAsyncFunction {
			cc.err(x.Loc, "'yield from' inside async function")
		}
		cc.expr(x.Value)
	case *Compare:
		cc.expr(x.Left)
		cc.exprs(x.Comparators)
	case *Call:
		cc.expr(x.Func)
		cc.keywordsCheck(x.Keywords, x.Loc)
		cc.callArgs(x.Args)
		for _, k := range x.Keywords {
			cc.expr(k.Value)
		}
	case *FormattedValue:
		cc.expr(x.Value)
		cc.optExpr(x.FormatSpec)
	case *JoinedStr:
		cc.exprs(x.Values)
	case *Attribute:
		cc.expr(x.Value)
		if x.Ctx == Store {
			cc.forbidden(x.Attr, x.Ctx, x.Loc)
		}
	case *Subscript:
		cc.expr(x.Value)
		cc.expr(x.Slice)
	case *Starred:
		if x.Ctx == Store {
			cc.err(x.Loc, "starred assignment target must be in a list or tuple")
		}
		cc.err(x.Loc, "can't use starred expression here")
	case *Name:
		if x.Ctx != Load {
			cc.forbidden(x.Id, x.Ctx, x.Loc)
		}
	case *List:
		cc.starredElts(x.Elts, x.Ctx, x.Loc)
	case *Tuple:
		cc.starredElts(x.Elts, x.Ctx, x.Loc)
	case *Slice:
		cc.optExpr(x.Lower)
		cc.optExpr(x.Upper)
		cc.optExpr(x.Step)
	}
}

// ---- Patterns ----

type patternCtx struct {
	allowIrrefutable bool
	stores           []string
	last             Span // location of the last pattern visited
}

func (cc *compilerCheck) storeName(name string, pc *patternCtx, loc Span) {
	if name == "" {
		return
	}
	cc.forbidden(name, Store, loc)
	for _, s := range pc.stores {
		if s == name {
			cc.err(loc, fmt.Sprintf("multiple assignments to name %s in pattern", ReprStr(name)))
		}
	}
	pc.stores = append(pc.stores, name)
}

func (cc *compilerCheck) subpattern(p Pattern, pc *patternCtx) {
	allow := pc.allowIrrefutable
	pc.allowIrrefutable = true
	cc.pattern(p, pc)
	pc.allowIrrefutable = allow
}

func isMatchValueExpr(e Expr) bool {
	switch x := e.(type) {
	case *Constant, *Attribute:
		return true
	case *UnaryOp:
		_, ok := x.Operand.(*Constant)
		return ok && x.Op == USub
	case *BinOp:
		return isMatchValueExpr(x.Left) && isMatchValueExpr(x.Right)
	}
	return false
}

// foldedKey returns a comparable representation of a constant mapping key
// after CPython's constant folding, and its repr.
func foldedKey(e Expr) (string, string, bool) {
	switch x := e.(type) {
	case *Constant:
		switch v := x.Value.(type) {
		case nil, bool, string, Bytes:
			r := pyRepr(v)
			return r, r, true
		case *big.Int:
			r := v.String()
			return "n" + r, r, true
		case float64:
			r := FormatFloat(v)
			return "f" + r, r, true
		}
		return "", "", false
	case *UnaryOp:
		if c, ok := x.Operand.(*Constant); ok {
			switch v := c.Value.(type) {
			case *big.Int:
				r := new(big.Int).Neg(v).String()
				return "n" + r, r, true
			case float64:
				r := FormatFloat(-v)
				return "f" + r, r, true
			}
		}
	}
	return "", "", false
}

func (cc *compilerCheck) pattern(p Pattern, pc *patternCtx) {
	pc.last = p.Span()
	switch x := p.(type) {
	case *MatchValue:
		if !isMatchValueExpr(x.Value) {
			cc.err(x.Loc, "patterns may only match literals and attribute lookups")
		}
		cc.expr(x.Value)
	case *MatchSingleton:
	case *MatchSequence:
		star := false
		for _, q := range x.Patterns {
			if _, ok := q.(*MatchStar); ok {
				if star {
					cc.err(x.Loc, "multiple starred names in sequence pattern")
				}
				star = true
			}
		}
		for _, q := range x.Patterns {
			cc.subpattern(q, pc)
		}
	case *MatchStar:
		cc.storeName(x.Name, pc, x.Loc)
	case *MatchMapping:
		seen := map[string]bool{}
		for _, k := range x.Keys {
			if !isMatchValueExpr(k) {
				cc.err(x.Loc, "mapping pattern keys may only match literals and attribute lookups")
			}
			if key, repr, ok := foldedKey(k); ok {
				if seen[key] {
					cc.err(x.Loc, fmt.Sprintf("mapping pattern checks duplicate key (%s)", repr))
				}
				seen[key] = true
			}
		}
		for _, q := range x.Patterns {
			cc.subpattern(q, pc)
		}
		if x.Rest != "" {
			cc.storeName(x.Rest, pc, x.Loc)
		}
	case *MatchClass:
		for i, a := range x.KwdAttrs {
			cc.forbidden(a, Store, x.KwdPatterns[i].Span())
			for j := i + 1; j < len(x.KwdAttrs); j++ {
				if x.KwdAttrs[j] == a {
					cc.err(x.KwdPatterns[j].Span(), fmt.Sprintf("attribute name repeated in class pattern: %s", a))
				}
			}
		}
		cc.expr(x.Cls)
		for _, q := range x.Patterns {
			cc.subpattern(q, pc)
		}
		for _, q := range x.KwdPatterns {
			cc.subpattern(q, pc)
		}
	case *MatchAs:
		if x.Pattern == nil {
			if !pc.allowIrrefutable {
				if x.Name != "" {
					cc.err(x.Loc, fmt.Sprintf("name capture %s makes remaining patterns unreachable", ReprStr(x.Name)))
				}
				cc.err(x.Loc, "wildcard makes remaining patterns unreachable")
			}
			cc.storeName(x.Name, pc, x.Loc)
			return
		}
		cc.pattern(x.Pattern, pc)
		pc.last = x.Loc
		cc.storeName(x.Name, pc, x.Loc)
	case *MatchOr:
		var control []string
		allow := pc.allowIrrefutable
		outer := pc.stores
		for i, alt := range x.Patterns {
			pc.stores = nil
			pc.allowIrrefutable = i == len(x.Patterns)-1 && allow
			cc.pattern(alt, pc)
			if i == 0 {
				control = pc.stores
			} else if !sameNames(control, pc.stores) {
				cc.err(pc.last, "alternative patterns bind different names")
			}
		}
		pc.allowIrrefutable = allow
		pc.stores = outer
		for _, name := range control {
			cc.storeName(name, pc, x.Loc)
		}
	}
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
