package compile

import (
	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Scope analysis: which names are locals (frame slots), cells (captured by an
// inner function), free (captured from an outer function), or globals. The
// rules are Python's: a name bound anywhere in a function body is local to the
// whole body unless declared global or nonlocal; class bodies are not visible
// to the functions nested in them.

type scopeKind uint8

const (
	moduleScope scopeKind = iota
	functionScope
	classScope
)

type symFlags uint16

const (
	symBound     symFlags = 1 << iota // assigned, imported, def'd, or a parameter
	symUsed                           // read
	symParam                          // a parameter
	symGlobal                         // declared global
	symNonlocal                       // declared nonlocal
	symCell                           // captured by an inner scope
	symFree                           // captured from an outer scope
	symFreeClass                      // class scope: free for inner scopes but also a class binding
	symRebound                        // bound twice, in a loop, or bound and unbound again
	symReadTwice                      // read twice, or in a loop
)

type scope struct {
	kind     scopeKind
	name     string
	qualname string
	parent   *scope
	syms     map[string]symFlags
	order    []string // names in order of first mention: keeps slot numbering deterministic
	params   []string // parameters in slot order

	private string // enclosing class name, for mangling __names

	generator, coroutine, comprehension bool
	needsClassCell                      bool // class scope whose methods use super() / __class__
	firstLine                           int32

	// For reading captured values from frame slots (see finish).
	loops     int      // loops around the statement being walked
	snapshots []string // free variables this function reads from its own slots
	shadowed  []string // its own captured variables it also keeps, and reads, in slots
}

func newScope(kind scopeKind, name string, parent *scope) *scope {
	s := &scope{kind: kind, name: name, parent: parent, syms: map[string]symFlags{}}
	switch {
	case kind == classScope:
		s.private = name
	case parent != nil:
		s.private = parent.private
	}
	switch {
	case parent == nil || parent.kind == moduleScope:
		s.qualname = name
	case parent.kind == functionScope && !parent.comprehension: // CPython adds no <locals> for a comprehension
		s.qualname = parent.qualname + ".<locals>." + name
	default:
		s.qualname = parent.qualname + "." + name
	}
	return s
}

func (s *scope) add(name string, f symFlags) {
	old, ok := s.syms[name]
	if !ok {
		s.order = append(s.order, name)
	}
	if f&symBound != 0 && (old&symBound != 0 || s.loops > 0) {
		f |= symRebound
	}
	if f&symUsed != 0 && (old&symUsed != 0 || s.loops > 0) {
		f |= symReadTwice
	}
	s.syms[name] = old | f
}

// resolver walks the AST once, building a scope per function, lambda, class
// and comprehension, then decides every name's storage.
type resolver struct {
	c      *compiler
	cur    *scope
	scopes map[syntax.Node]*scope
	all    []*scope
}

func (r *resolver) push(kind scopeKind, name string, node syntax.Node) *scope {
	s := newScope(kind, name, r.cur)
	s.firstLine = node.Span().Line
	r.scopes[node] = s
	r.all = append(r.all, s)
	r.cur = s
	return s
}

// mangle applies private name mangling to a name in s.
func (s *scope) mangle(name string) string { return Mangle(s.private, name) }

// Mangle applies private name mangling: inside class C, an identifier
// __x (not ending in __) means _C__x. The runtime mangles __slots__ so.
func Mangle(class, name string) string {
	if len(name) < 3 || name[0] != '_' || name[1] != '_' || name[len(name)-2:] == "__" || indexByte(name, '.') >= 0 {
		return name
	}
	for len(class) > 0 && class[0] == '_' {
		class = class[1:]
	}
	if class == "" {
		return name
	}
	return "_" + class + name
}

func (r *resolver) bind(name string, n syntax.Node) {
	name = r.cur.mangle(name)
	if r.cur.syms[name]&(symGlobal|symNonlocal) != 0 {
		return
	}
	r.cur.add(name, symBound)
}

func (r *resolver) use(name string) {
	if name == "super" && r.cur.kind == functionScope {
		// super() without arguments needs the enclosing class: see __class__.
		r.cur.add("__class__", symUsed)
	}
	r.cur.add(r.cur.mangle(name), symUsed)
}

func (r *resolver) stmts(list []syntax.Stmt) {
	for _, s := range list {
		r.stmt(s)
	}
}

func (r *resolver) stmt(s syntax.Stmt) {
	switch s := s.(type) {
	case *syntax.FunctionDef:
		r.function(s, s.Name, s.Args, s.DecoratorList, s.Returns, s.Body, false)
	case *syntax.AsyncFunctionDef:
		r.function(s, s.Name, s.Args, s.DecoratorList, s.Returns, s.Body, true)
	case *syntax.ClassDef:
		r.exprs(s.DecoratorList)
		r.exprs(s.Bases)
		for _, k := range s.Keywords {
			r.expr(k.Value)
		}
		outer := r.cur
		r.push(classScope, s.Name, s)
		r.stmts(s.Body)
		r.cur = outer
		r.bind(s.Name, s)
	case *syntax.Return:
		if s.Value != nil {
			r.expr(s.Value)
		}
	case *syntax.Delete:
		r.exprs(s.Targets)
	case *syntax.Assign:
		r.expr(s.Value)
		r.exprs(s.Targets)
	case *syntax.AugAssign:
		r.expr(s.Value)
		if n, ok := s.Target.(*syntax.Name); ok {
			r.use(n.Id)
		}
		r.expr(s.Target)
	case *syntax.AnnAssign:
		if s.Value != nil {
			r.expr(s.Value)
		}
		if r.cur.kind != functionScope {
			r.annotation(s.Annotation) // evaluated only outside functions
		}
		r.expr(s.Target)
	case *syntax.For:
		r.expr(s.Iter)
		r.loop(s.Target, s.Body, s.Orelse)
	case *syntax.AsyncFor:
		r.expr(s.Iter)
		r.loop(s.Target, s.Body, s.Orelse)
	case *syntax.While:
		r.loop(s.Test, s.Body, s.Orelse)
	case *syntax.If:
		r.expr(s.Test)
		r.stmts(s.Body)
		r.stmts(s.Orelse)
	case *syntax.With:
		for _, it := range s.Items {
			r.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				r.expr(it.OptionalVars)
			}
		}
		r.stmts(s.Body)
	case *syntax.AsyncWith:
		for _, it := range s.Items {
			r.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				r.expr(it.OptionalVars)
			}
		}
		r.stmts(s.Body)
	case *syntax.Raise:
		if s.Exc != nil {
			r.expr(s.Exc)
		}
		if s.Cause != nil {
			r.expr(s.Cause)
		}
	case *syntax.Try:
		r.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *syntax.TryStar:
		r.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *syntax.Assert:
		r.expr(s.Test)
		if s.Msg != nil {
			r.expr(s.Msg)
		}
	case *syntax.Import:
		for _, a := range s.Names {
			name := a.Asname
			if name == "" {
				name = a.Name
				if i := indexByte(name, '.'); i >= 0 {
					name = name[:i]
				}
			}
			r.bind(name, a)
		}
	case *syntax.ImportFrom:
		for _, a := range s.Names {
			if a.Name == "*" {
				if r.cur.kind != moduleScope {
					r.c.errorAt(s, "SyntaxError", "import * only allowed at module level")
				}
				continue
			}
			name := a.Asname
			if name == "" {
				name = a.Name
			}
			r.bind(name, a)
		}
	case *syntax.Global:
		for _, n := range s.Names {
			r.declare(s, n, symGlobal, "global")
		}
	case *syntax.Nonlocal:
		if r.cur.kind == moduleScope {
			r.c.errorAt(s, "SyntaxError", "nonlocal declaration not allowed at module level")
			return
		}
		for _, n := range s.Names {
			r.declare(s, n, symNonlocal, "nonlocal")
		}
	case *syntax.ExprStmt:
		r.expr(s.Value)
	case *syntax.Match:
		r.expr(s.Subject)
		for _, mc := range s.Cases {
			r.pattern(mc.Pattern)
			if mc.Guard != nil {
				r.expr(mc.Guard)
			}
			r.stmts(mc.Body)
		}
	case *syntax.Pass, *syntax.Break, *syntax.Continue:
	}
}

// loop walks the parts of a loop that may run more than once: a for
// loop's target or a while loop's test, and its body. Its else block runs
// at most once, but is counted in too: simpler, and rarely a closure's.
func (r *resolver) loop(head syntax.Expr, body, orelse []syntax.Stmt) {
	r.cur.loops++
	r.expr(head)
	r.stmts(body)
	r.stmts(orelse)
	r.cur.loops--
}

// declare records a global or nonlocal declaration, refusing names already
// used, assigned or declared the other way in this scope.
func (r *resolver) declare(s syntax.Stmt, n string, flag symFlags, word string) {
	n = r.cur.mangle(n)
	f := r.cur.syms[n]
	if f&(symBound|symUsed) != 0 {
		what := "assigned to"
		if f&symBound == 0 {
			what = "used"
		}
		if f&symParam != 0 {
			r.c.errorAt(s, "SyntaxError", "name '"+n+"' is parameter and "+word)
		} else {
			r.c.errorAt(s, "SyntaxError", "name '"+n+"' is "+what+" before "+word+" declaration")
		}
	}
	if f&(symGlobal|symNonlocal)&^flag != 0 {
		r.c.errorAt(s, "SyntaxError", "name '"+n+"' is nonlocal and global")
	}
	r.cur.add(n, flag)
}

func (r *resolver) try(body []syntax.Stmt, handlers []*syntax.ExceptHandler, orelse, final []syntax.Stmt) {
	r.stmts(body)
	for _, h := range handlers {
		if h.Type != nil {
			r.expr(h.Type)
		}
		if h.Name != "" {
			r.bind(h.Name, h)
			r.cur.add(r.cur.mangle(h.Name), symRebound) // unbound when the handler ends
		}
		r.stmts(h.Body)
	}
	r.stmts(orelse)
	r.stmts(final)
}

func (r *resolver) function(n syntax.Node, name string, args *syntax.Arguments, decorators []syntax.Expr, returns syntax.Expr, body []syntax.Stmt, async bool) {
	r.exprs(decorators)
	r.argDefaults(args)
	r.annotations(args, returns)
	outer := r.cur
	s := r.push(functionScope, name, n)
	s.coroutine = async
	r.params(args)
	r.stmts(body)
	r.cur = outer
	if name != "" {
		r.bind(name, n)
	}
}

func (r *resolver) argDefaults(a *syntax.Arguments) {
	r.exprs(a.Defaults)
	for _, d := range a.KwDefaults {
		if d != nil {
			r.expr(d)
		}
	}
}

func (r *resolver) annotations(a *syntax.Arguments, returns syntax.Expr) {
	for _, list := range [][]*syntax.Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, p := range list {
			if p.Annotation != nil {
				r.annotation(p.Annotation)
			}
		}
	}
	for _, p := range []*syntax.Arg{a.Vararg, a.Kwarg} {
		if p != nil && p.Annotation != nil {
			r.annotation(p.Annotation)
		}
	}
	if returns != nil {
		r.annotation(returns)
	}
}

// annotation visits an annotation unless annotations are lazy (strings).
func (r *resolver) annotation(e syntax.Expr) {
	if !r.c.lazyAnnotations {
		r.expr(e)
	}
}

func (r *resolver) params(a *syntax.Arguments) {
	add := func(p *syntax.Arg) {
		name := r.cur.mangle(p.Arg)
		if r.cur.syms[name]&symParam != 0 {
			r.c.errorAt(p, "SyntaxError", "duplicate argument '"+p.Arg+"' in function definition")
		}
		r.cur.add(name, symBound|symParam)
		r.cur.params = append(r.cur.params, name)
	}
	for _, p := range a.Posonlyargs {
		add(p)
	}
	for _, p := range a.Args {
		add(p)
	}
	for _, p := range a.Kwonlyargs {
		add(p)
	}
	if a.Vararg != nil {
		add(a.Vararg)
	}
	if a.Kwarg != nil {
		add(a.Kwarg)
	}
}

func (r *resolver) exprs(list []syntax.Expr) {
	for _, e := range list {
		if e != nil {
			r.expr(e)
		}
	}
}

func (r *resolver) expr(e syntax.Expr) {
	switch e := e.(type) {
	case *syntax.Name:
		if e.Ctx == syntax.Load {
			r.use(e.Id)
		} else {
			r.bind(e.Id, e)
		}
	case *syntax.BoolOp:
		r.exprs(e.Values)
	case *syntax.NamedExpr:
		r.expr(e.Value)
		target := e.Target.(*syntax.Name).Id
		// In a comprehension the target binds in the enclosing function or module.
		s := r.cur
		for s.comprehension {
			if s.syms[target]&symParam != 0 {
				r.c.errorAt(e, "SyntaxError", "assignment expression cannot rebind comprehension iteration variable '"+target+"'")
			}
			s.add(target, symNonlocal|symUsed)
			s = s.parent
		}
		if s != r.cur {
			if s.kind == classScope {
				r.c.errorAt(e, "SyntaxError", "assignment expression within a comprehension cannot be used in a class body")
				return
			}
			if s.syms[target]&(symGlobal|symNonlocal) == 0 {
				s.add(target, symBound|symRebound) // once an item
			}
			if s.kind == moduleScope {
				for c := r.cur; c != s; c = c.parent {
					c.syms[target] = c.syms[target]&^symNonlocal | symGlobal
				}
			}
			return
		}
		r.bind(target, e)
	case *syntax.BinOp:
		r.expr(e.Left)
		r.expr(e.Right)
	case *syntax.UnaryOp:
		r.expr(e.Operand)
	case *syntax.Lambda:
		r.argDefaults(e.Args)
		outer := r.cur
		r.push(functionScope, "<lambda>", e)
		r.params(e.Args)
		r.expr(e.Body)
		r.cur = outer
	case *syntax.IfExp:
		r.expr(e.Test)
		r.expr(e.Body)
		r.expr(e.Orelse)
	case *syntax.Dict:
		r.exprs(e.Keys)
		r.exprs(e.Values)
	case *syntax.Set:
		r.exprs(e.Elts)
	case *syntax.ListComp:
		r.comprehension(e, "<listcomp>", e.Generators, e.Elt, nil)
	case *syntax.SetComp:
		r.comprehension(e, "<setcomp>", e.Generators, e.Elt, nil)
	case *syntax.GeneratorExp:
		r.comprehension(e, "<genexpr>", e.Generators, e.Elt, nil)
	case *syntax.DictComp:
		r.comprehension(e, "<dictcomp>", e.Generators, e.Key, e.Value)
	case *syntax.Await:
		if r.cur.comprehension {
			r.cur.coroutine = true // an async comprehension, awaited by its caller
		}
		r.expr(e.Value)
	case *syntax.Yield:
		r.markGenerator(e)
		if e.Value != nil {
			r.expr(e.Value)
		}
	case *syntax.YieldFrom:
		r.markGenerator(e)
		r.expr(e.Value)
	case *syntax.Compare:
		r.expr(e.Left)
		r.exprs(e.Comparators)
	case *syntax.Call:
		r.expr(e.Func)
		r.exprs(e.Args)
		for _, k := range e.Keywords {
			r.expr(k.Value)
		}
	case *syntax.FormattedValue:
		r.expr(e.Value)
		if e.FormatSpec != nil {
			r.expr(e.FormatSpec)
		}
	case *syntax.JoinedStr:
		r.exprs(e.Values)
	case *syntax.Attribute:
		r.expr(e.Value)
	case *syntax.Subscript:
		r.expr(e.Value)
		r.expr(e.Slice)
	case *syntax.Starred:
		r.expr(e.Value)
	case *syntax.List:
		r.exprs(e.Elts)
	case *syntax.Tuple:
		r.exprs(e.Elts)
	case *syntax.Slice:
		r.exprs([]syntax.Expr{e.Lower, e.Upper, e.Step})
	case *syntax.Constant:
	}
}

func (r *resolver) markGenerator(e syntax.Expr) {
	switch {
	case r.cur.kind != functionScope:
		r.c.errorAt(e, "SyntaxError", "'yield' outside function")
	case r.cur.comprehension:
		r.c.errorAt(e, "SyntaxError", "'yield' inside "+r.cur.name[1:len(r.cur.name)-1]+" comprehension")
	default:
		r.cur.generator = true
	}
}

// comprehension: the first iterable is evaluated in the enclosing scope and
// passed as the hidden parameter ".0"; everything else runs in a new scope.
func (r *resolver) comprehension(e syntax.Expr, name string, gens []*syntax.Comprehension, elt, value syntax.Expr) {
	r.expr(gens[0].Iter)
	outer := r.cur
	s := r.push(functionScope, name, e)
	s.comprehension = true
	s.loops = 1 // all but the first iterable runs once an item
	s.generator = name == "<genexpr>"
	s.add(".0", symBound|symParam)
	s.params = []string{".0"}
	for i, g := range gens {
		if i > 0 {
			r.expr(g.Iter)
		}
		r.expr(g.Target)
		r.exprs(g.Ifs)
		if g.IsAsync {
			s.coroutine = true
		}
	}
	r.expr(elt)
	if value != nil {
		r.expr(value)
	}
	r.cur = outer
	if s.coroutine && !s.generator && outer.comprehension {
		outer.coroutine = true // it awaits this one (not an async generator expression)
	}
}

// finish decides every symbol's storage once all scopes are known.
//
// A captured variable that its function binds once and never again (a
// parameter, or an assignment outside any loop, never deleted, never
// declared nonlocal below it) holds its value for good once set, so it is
// read from frame slots, a LOAD_FAST instead of a LOAD_DEREF: in the
// function that binds it, from a slot its one store fills beside the cell
// (or its parameter's slot); in the functions that capture it, from a slot
// copied from the cell when they start (SNAPSHOT_FREE_VARS). A slot copied
// from a cell still empty is read from the cell again when it is loaded.
func (r *resolver) finish() {
	var captured []capturedRead
	for _, s := range r.all {
		for _, name := range s.order {
			f := s.syms[name]
			if s.kind == moduleScope {
				continue
			}
			if f&symNonlocal != 0 {
				owner := r.capture(s, name)
				if owner == nil {
					r.c.errorAtLine(s.firstLine, "SyntaxError", "no binding for nonlocal '"+name+"' found")
					continue
				}
				owner.syms[name] |= symRebound
				continue
			}
			if f&(symBound|symGlobal) == 0 && f&symUsed != 0 {
				if name == "__class__" && s.kind == functionScope {
					r.classCell(s)
					continue
				}
				if owner := r.capture(s, name); owner != nil {
					captured = append(captured, capturedRead{s, name, owner})
				}
			}
		}
	}
	// Nonlocal declarations are all known now.
	for _, c := range captured {
		if c.reader.kind == functionScope && c.owner.syms[c.name]&symRebound == 0 && c.reader.syms[c.name]&symReadTwice != 0 {
			c.reader.snapshots = append(c.reader.snapshots, c.name)
		}
	}
	for _, s := range r.all {
		if s.kind != functionScope {
			continue
		}
		for _, name := range s.order {
			if f := s.syms[name]; f&symCell != 0 && f&(symRebound|symReadTwice) == symReadTwice {
				s.shadowed = append(s.shadowed, name)
			}
		}
	}
}

// capturedRead is a function's read of a variable that an enclosing
// function binds.
type capturedRead struct {
	reader *scope
	name   string
	owner  *scope
}

// capture makes name free in s if some enclosing function binds it, marking
// it as a cell there and free in every scope between. It returns the scope
// that binds it, or nil.
func (r *resolver) capture(s *scope, name string) *scope {
	var between []*scope
	for p := s.parent; p != nil && p.kind != moduleScope; p = p.parent {
		if p.kind == functionScope {
			f := p.syms[name]
			if f&symGlobal != 0 {
				return nil
			}
			if f&symBound != 0 && f&symNonlocal == 0 {
				p.syms[name] |= symCell
				s.syms[name] |= symFree
				for _, c := range between {
					c.passThrough(name)
				}
				return p
			}
		}
		between = append(between, p)
	}
	return nil
}

// passThrough records that a captured variable flows through s to an inner scope.
func (s *scope) passThrough(name string) {
	f, ok := s.syms[name]
	if !ok {
		s.order = append(s.order, name)
	}
	if s.kind == classScope && f&symBound != 0 {
		s.syms[name] = f | symFreeClass
	} else {
		s.syms[name] = f | symFree
	}
}

// classCell wires the implicit __class__ variable of a method to the cell
// the nearest enclosing class body creates.
func (r *resolver) classCell(s *scope) {
	var between []*scope
	for p := s.parent; p != nil; p = p.parent {
		if p.kind == classScope {
			p.needsClassCell = true
			s.syms["__class__"] |= symFree
			for _, c := range between {
				c.passThrough("__class__")
			}
			return
		}
		between = append(between, p)
	}
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}
