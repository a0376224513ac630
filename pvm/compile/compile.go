package compile

import (
	"math/big"
	"strings"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// CallKw is set in the argument of CALL and CALL_METHOD when a tuple of
// keyword names (a constant) sits on top of the arguments.
const CallKw = 1 << 16

// Compile resolves names and generates code for a parsed module. src is used
// only to quote the offending line in errors.
func Compile(filename string, src []byte, mod *syntax.Module) (prog *Program, err error) {
	c := &compiler{filename: filename, src: src, lazyAnnotations: futureAnnotations(mod)}
	r := &resolver{c: c, scopes: map[syntax.Node]*scope{}}
	top := r.push(moduleScope, "<module>", mod)
	r.stmts(mod.Body)
	r.finish()
	if c.err != nil {
		return nil, c.err
	}
	c.scopes = r.scopes
	u := c.newUnit(top, "<module>")
	u.code.Flags |= FlagModule
	u.code.FirstLine = 1
	u.body(mod.Body, true)
	if c.err != nil {
		return nil, c.err
	}
	return &Program{Filename: filename, Top: u.finish()}, nil
}

type compiler struct {
	filename string
	src      []byte
	scopes   map[syntax.Node]*scope
	err      *syntax.Error

	lazyAnnotations bool // from __future__ import annotations: store them as strings
}

// futureAnnotations reports whether the module starts with
// `from __future__ import annotations` (the parser checked the placement
// of __future__ imports).
func futureAnnotations(mod *syntax.Module) bool {
	for _, s := range mod.Body {
		imp, ok := s.(*syntax.ImportFrom)
		if !ok || imp.Module != "__future__" {
			continue
		}
		for _, a := range imp.Names {
			if a.Name == "annotations" {
				return true
			}
		}
	}
	return false
}

// annotation pushes an annotation's value, or its text when annotations
// are lazy.
func (u *unit) annotation(e syntax.Expr) {
	if u.c.lazyAnnotations {
		u.loadConst(u.c.annotationText(e))
	} else {
		u.expr(e)
	}
}

func (c *compiler) errorAt(n syntax.Node, kind, msg string) {
	sp := n.Span()
	c.errorSpan(sp.Line, sp.Col, kind, msg)
}

func (c *compiler) errorAtLine(line int32, kind, msg string) { c.errorSpan(line, 0, kind, msg) }

func (c *compiler) errorSpan(line, col int32, kind, msg string) {
	if c.err != nil {
		return
	}
	k := syntax.SyntaxError
	if kind == "IndentationError" {
		k = syntax.IndentationError
	}
	c.err = &syntax.Error{Kind: k, Filename: c.filename, Line: int(line), Col: int(col) + 1, Msg: msg, Text: sourceLine(c.src, int(line))}
}

func sourceLine(src []byte, line int) string {
	for i := 1; i < line; i++ {
		j := strings.IndexByte(string(src), '\n')
		if j < 0 {
			return ""
		}
		src = src[j+1:]
	}
	if j := strings.IndexByte(string(src), '\n'); j >= 0 {
		src = src[:j]
	}
	return string(src)
}

// fblock is a construct a jump out of must clean up after (CPython's frame block).
type fblockKind uint8

const (
	fbLoop          fblockKind = iota // while / for: break and continue targets
	fbForLoop                         // for: an iterator sits on the stack
	fbTryExcept                       // try body guarded by except clauses
	fbFinallyTry                      // try body guarded by a finally
	fbFinallyEnd                      // finally body on the exception path: (prev exc) on the stack
	fbExceptHandler                   // except clause body: prev exc on the stack
	fbWith                            // with body: the exit callable on the stack
	fbPopValue                        // finally body run by a return: the return value on the stack
)

type fblock struct {
	kind          fblockKind
	brk, cont     *label
	outerHandler  int32
	owned         int           // fbForLoop: 1 when the loop made its iterator (see forStmt)
	finally       []syntax.Stmt // fbFinallyTry
	handlerName   string        // fbExceptHandler: the `as` name to delete
	handlerNameAt syntax.Node
	async         bool        // fbWith: async with
	loc           syntax.Span // fbWith: the statement, where its exit runs
}

type label struct {
	pos      int
	refs     []int
	depth    int
	hasDepth bool
}

type handlerSpec struct {
	target *label
	depth  int
}

type unit struct {
	c        *compiler
	sc       *scope
	code     *Code
	depth    int
	loc      syntax.Span // source position of the instructions being emitted
	handler  int32
	handlers []handlerSpec
	fblocks  []fblock
	consts   map[string]int
	names    map[string]int
	slots    map[string]int
	cells    map[string]int
	finals   map[string]int // captured variables read from these slots (resolver.finish)
}

func (c *compiler) newUnit(sc *scope, name string) *unit {
	u := &unit{
		c: c, sc: sc, handler: -1,
		code:   &Code{Name: name, QualName: sc.qualname, Filename: c.filename, FirstLine: sc.firstLine},
		consts: map[string]int{}, names: map[string]int{}, slots: map[string]int{}, cells: map[string]int{},
		finals: map[string]int{},
	}
	if sc.kind == moduleScope {
		u.code.QualName = "<module>"
	}
	u.loc = syntax.Span{Line: sc.firstLine, EndLine: sc.firstLine}
	u.layout()
	return u
}

// layout assigns frame slots and cell slots from the scope's symbols.
func (u *unit) layout() {
	sc := u.sc
	code := u.code
	if sc.kind == functionScope {
		for _, p := range sc.params {
			u.slots[p] = len(code.Locals)
			code.Locals = append(code.Locals, p)
		}
	}
	for _, name := range sc.order {
		f := sc.syms[name]
		if f&symCell != 0 {
			u.cells[name] = len(code.Cellvars)
			code.Cellvars = append(code.Cellvars, name)
			arg := int32(-1)
			if f&symParam != 0 {
				arg = int32(u.slots[name])
			}
			code.Cell2Arg = append(code.Cell2Arg, arg)
		}
	}
	if sc.kind == classScope && sc.needsClassCell {
		u.cells["__class__"] = len(code.Cellvars)
		code.Cellvars = append(code.Cellvars, "__class__")
		code.Cell2Arg = append(code.Cell2Arg, -1)
	}
	for _, name := range sc.order {
		if sc.syms[name]&(symFree|symFreeClass) != 0 {
			if _, ok := u.cells[name]; !ok {
				u.cells[name] = len(code.Cellvars) + len(code.Freevars)
				code.Freevars = append(code.Freevars, name)
			}
		}
	}
	if sc.kind == functionScope {
		for _, name := range sc.order {
			f := sc.syms[name]
			if f&symBound != 0 && f&(symGlobal|symCell|symFree|symParam) == 0 {
				u.slots[name] = len(code.Locals)
				code.Locals = append(code.Locals, name)
			}
		}
		for _, name := range sc.shadowed {
			if u.cells[name] >= 1<<StoreDerefSlotShift || len(code.Locals)+1 > MaxArg>>StoreDerefSlotShift {
				continue // beyond what STORE_DEREF's argument holds
			}
			if _, param := u.slots[name]; !param {
				u.slots[name] = len(code.Locals)
				code.Locals = append(code.Locals, name)
			}
			u.finals[name] = u.slots[name]
		}
		if len(code.Locals)+len(sc.snapshots) > LargeFrameLocals && !sc.generator && !sc.coroutine {
			u.emit(CHARGE_FRAME, 0) // a generator's frame is charged when it is made
		}
		// The last slots: captured values the function reads as locals.
		for _, name := range sc.snapshots {
			u.finals[name] = len(code.Locals)
			code.Locals = append(code.Locals, name)
			code.Snapshots = append(code.Snapshots, int32(u.cells[name]))
		}
		if len(sc.snapshots) > 0 {
			u.emit(SNAPSHOT_FREE_VARS, 0)
		}
	}
}

func (u *unit) finish() *Code {
	code := u.code
	code.HandlerAt = code.HandlerAt[:len(code.Code)]
	code.Handlers = make([]Handler, len(u.handlers))
	for i, h := range u.handlers {
		code.Handlers[i] = Handler{Target: int32(h.target.pos), Depth: int32(h.depth)}
	}
	threadJumps(code.Code)
	max, err := stackDepth(code)
	if err != nil {
		u.c.errorAtLine(code.FirstLine, "SystemError", "internal compiler error in "+code.QualName+": "+err.Error())
	}
	if code.Flags&(FlagGenerator|FlagCoroutine) != 0 && max < 1 {
		// The value the first send() pushes, which GEN_START drops, needs
		// a slot even when nothing else does (`async def f(): raise`).
		max = 1
	}
	code.MaxStack = max
	return code
}

// threadJumps points each jump whose target is an unconditional JUMP (the
// end of an if branch nested in another's) at that JUMP's own target.
func threadJumps(code []uint32) {
	for pc, ins := range code {
		op, arg := Decode(ins)
		switch op {
		case JUMP, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE:
		default:
			continue
		}
		// A chain of jumps is at most as long as the code (an infinite
		// `while True: pass` is a JUMP to itself).
		for n := 0; n < len(code) && arg < len(code); n++ {
			next, target := Decode(code[arg])
			if next != JUMP || target == arg {
				break
			}
			arg = target
		}
		code[pc] = Encode(op, arg)
	}
}

// ---- emission ----

func (u *unit) emit(op Opcode, arg int) int {
	if arg > MaxArg || arg < 0 {
		u.c.errorAtLine(u.loc.Line, "SyntaxError", "too many constants, names or instructions in one code object")
		arg = 0
	}
	pc := len(u.code.Code)
	u.code.Code = append(u.code.Code, Encode(op, arg))
	u.code.Locs = append(u.code.Locs, u.loc)
	u.code.HandlerAt = append(u.code.HandlerAt, u.handler)
	u.depth += stackEffect(op, arg)
	if u.depth > u.code.MaxStack {
		u.code.MaxStack = u.depth
	}
	return pc
}

func (u *unit) newLabel() *label { return &label{pos: -1} }

// jump emits a jump to l, recording the stack depth on the jump path.
func (u *unit) jump(op Opcode, l *label) {
	before := u.depth
	pc := u.emit(op, 0)
	d := before
	switch op {
	case POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE:
		d = before - 1
	case FOR_ITER, SEND:
		d = before - 1
	}
	l.depth, l.hasDepth = d, true
	if l.pos >= 0 {
		u.code.Code[pc] = Encode(op, l.pos)
		return
	}
	l.refs = append(l.refs, pc)
}

func (u *unit) bind(l *label) {
	l.pos = len(u.code.Code)
	for _, pc := range l.refs {
		op, _ := Decode(u.code.Code[pc])
		u.code.Code[pc] = Encode(op, l.pos)
	}
	if l.hasDepth {
		u.depth = l.depth
	}
}

func (u *unit) constIndex(v any) int {
	k := constKey(v)
	if k != "" {
		if i, ok := u.consts[k]; ok {
			return i
		}
		u.consts[k] = len(u.code.Consts)
	}
	u.code.Consts = append(u.code.Consts, v)
	return len(u.code.Consts) - 1
}

func (u *unit) loadConst(v any) { u.emit(LOAD_CONST, u.constIndex(v)) }

func (u *unit) nameIndex(name string) int {
	if i, ok := u.names[name]; ok {
		return i
	}
	u.names[name] = len(u.code.Names)
	u.code.Names = append(u.code.Names, name)
	return len(u.code.Names) - 1
}

// pushHandler makes target the handler for the instructions emitted next.
func (u *unit) pushHandler(target *label) int32 {
	outer := u.handler
	u.handlers = append(u.handlers, handlerSpec{target: target, depth: u.depth})
	u.handler = int32(len(u.handlers) - 1)
	return outer
}

// bindHandler starts the handler code at l: the stack holds the exception.
func (u *unit) bindHandler(l *label, h int32) {
	u.bind(l)
	u.depth = u.handlers[h].depth + 1
	if u.depth > u.code.MaxStack {
		u.code.MaxStack = u.depth
	}
}

// ---- names ----

type access uint8

const (
	accLoad access = iota
	accStore
	accDel
)

func (u *unit) name(name string, acc access) {
	sc := u.sc
	name = sc.mangle(name)
	f := sc.syms[name]
	var op Opcode
	arg := 0
	switch {
	case sc.kind == moduleScope || f&symGlobal != 0:
		op = [...]Opcode{LOAD_GLOBAL, STORE_GLOBAL, DELETE_GLOBAL}[acc]
		arg = u.nameIndex(name)
	case sc.kind == classScope:
		switch {
		case f&symFree != 0 && f&symBound == 0 && acc == accLoad:
			op, arg = LOAD_CLASSDEREF, u.cells[name]
		case f&symNonlocal != 0: // stores and deletes go to the enclosing function's cell
			op, arg = [...]Opcode{LOAD_DEREF, STORE_DEREF, DELETE_DEREF}[acc], u.cells[name]
		default:
			op = [...]Opcode{LOAD_NAME, STORE_NAME, DELETE_NAME}[acc]
			arg = u.nameIndex(name)
		}
	case f&(symCell|symFree) != 0:
		op = [...]Opcode{LOAD_DEREF, STORE_DEREF, DELETE_DEREF}[acc]
		arg = u.cells[name]
		if slot, ok := u.finals[name]; ok {
			switch acc {
			case accLoad:
				op, arg = LOAD_FAST, slot
			case accStore:
				arg |= (slot + 1) << StoreDerefSlotShift
			}
		}
	case f&symBound != 0:
		op = [...]Opcode{LOAD_FAST, STORE_FAST, DELETE_FAST}[acc]
		arg = u.slots[name]
	default:
		op = [...]Opcode{LOAD_GLOBAL, STORE_GLOBAL, DELETE_GLOBAL}[acc]
		arg = u.nameIndex(name)
	}
	u.emit(op, arg)
}

// fastLocal returns the frame slot of a function local that no closure
// captures (one LOAD_FAST reads it).
func (u *unit) fastLocal(name string) (int, bool) {
	sc := u.sc
	name = sc.mangle(name)
	f := sc.syms[name]
	if sc.kind != functionScope || f&symBound == 0 || f&(symGlobal|symNonlocal|symCell|symFree) != 0 {
		return 0, false
	}
	slot, ok := u.slots[name]
	return slot, ok
}

// plainLocal returns the frame slot of a fastLocal that is not a parameter.
func (u *unit) plainLocal(name string) (int, bool) {
	if u.sc.syms[u.sc.mangle(name)]&symParam != 0 {
		return 0, false
	}
	return u.fastLocal(name)
}

// reloadable reports whether evaluating e again after value gives the same
// object, so that an augmented assignment can load its target's operands
// twice instead of copying and rotating them on the stack: e is a constant,
// or a fast local that value does not rebind (only := could; a call cannot
// reach the caller's slots).
func (u *unit) reloadable(e, value syntax.Expr) bool {
	switch x := e.(type) {
	case *syntax.Constant:
		return true
	case *syntax.Name:
		if _, ok := u.fastLocal(x.Id); !ok {
			return false
		}
		walrus := false
		syntax.Walk(value, func(n syntax.Node) bool {
			_, w := n.(*syntax.NamedExpr)
			walrus = walrus || w
			return !walrus
		})
		return !walrus
	}
	return false
}

// ---- statements ----

// body compiles a block; for modules, classes and functions a leading string
// is the docstring.
func (u *unit) body(stmts []syntax.Stmt, isModule bool) {
	if isModule {
		if hasAnnotations(stmts) {
			u.emit(SETUP_ANNOTATIONS, 0)
		}
		if doc, ok := docstring(stmts); ok {
			u.loc = stmts[0].Span()
			u.loadConst(doc)
			u.name("__doc__", accStore)
			stmts = stmts[1:]
		}
	}
	u.stmts(stmts)
	if len(u.code.Code) == 0 || !isTerminal(u.code.Code[len(u.code.Code)-1]) || u.labelTargetsEnd() {
		u.loadConst(nil)
		u.emit(RETURN_VALUE, 0)
	}
}

func (u *unit) labelTargetsEnd() bool {
	end := len(u.code.Code)
	for _, ins := range u.code.Code {
		op, arg := Decode(ins)
		switch op {
		case JUMP, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE,
			JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP, FOR_ITER, SEND:
			if arg == end {
				return true
			}
		}
	}
	for _, h := range u.handlers {
		if h.target.pos == end || h.target.pos < 0 {
			return true
		}
	}
	return false
}

func isTerminal(ins uint32) bool {
	op, _ := Decode(ins)
	return op == RETURN_VALUE || op == RERAISE || op == RAISE_VARARGS || op == JUMP
}

func docstring(stmts []syntax.Stmt) (string, bool) {
	if len(stmts) == 0 {
		return "", false
	}
	if e, ok := stmts[0].(*syntax.ExprStmt); ok {
		if k, ok := e.Value.(*syntax.Constant); ok {
			if s, ok := k.Value.(string); ok {
				return s, true
			}
		}
	}
	return "", false
}

func hasAnnotations(stmts []syntax.Stmt) bool {
	for _, s := range stmts {
		switch s := s.(type) {
		case *syntax.AnnAssign:
			return true
		case *syntax.If:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *syntax.For:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *syntax.While:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *syntax.With:
			if hasAnnotations(s.Body) {
				return true
			}
		case *syntax.Match:
			for _, mc := range s.Cases {
				if hasAnnotations(mc.Body) {
					return true
				}
			}
		case *syntax.TryStar:
			if hasAnnotations([]syntax.Stmt{asTry(s)}) {
				return true
			}
		case *syntax.Try:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) || hasAnnotations(s.Finalbody) {
				return true
			}
			for _, h := range s.Handlers {
				if hasAnnotations(h.Body) {
					return true
				}
			}
		}
	}
	return false
}

func (u *unit) stmts(list []syntax.Stmt) {
	for _, s := range list {
		u.stmt(s)
		if u.c.err != nil {
			return
		}
	}
}

func (u *unit) stmt(s syntax.Stmt) {
	u.loc = s.Span()
	switch s := s.(type) {
	case *syntax.FunctionDef:
		u.functionDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns)
	case *syntax.AsyncFunctionDef:
		u.functionDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns)
	case *syntax.ClassDef:
		u.classDef(s)
	case *syntax.Return:
		if u.sc.kind != functionScope {
			u.c.errorAt(s, "SyntaxError", "'return' outside function")
			return
		}
		savedH, savedD := u.handler, u.depth
		if s.Value != nil {
			u.expr(s.Value)
		} else {
			u.loadConst(nil)
		}
		u.unwindAll(true)
		u.emit(RETURN_VALUE, 0)
		u.handler, u.depth = savedH, savedD
	case *syntax.Delete:
		for _, t := range s.Targets {
			u.del(t)
		}
	case *syntax.Assign:
		if len(s.Targets) == 1 && u.parallelAssign(s.Targets[0], s.Value) {
			break
		}
		u.expr(s.Value)
		if len(s.Targets) == 1 && isSliceSubscript(s.Targets[0]) && isSliceSubscript(s.Value) {
			u.markSliceRead()
		}
		for i, t := range s.Targets {
			if i < len(s.Targets)-1 {
				u.emit(COPY, 1)
			}
			u.store(t)
		}
	case *syntax.AugAssign:
		u.augAssign(s)
	case *syntax.AnnAssign:
		u.annAssign(s)
	case *syntax.For:
		u.forStmt(s.Target, s.Iter, s.Body, s.Orelse, false)
	case *syntax.AsyncFor:
		if u.asyncOnly(s, "'async for'") {
			u.forStmt(s.Target, s.Iter, s.Body, s.Orelse, true)
		}
	case *syntax.While:
		u.whileStmt(s)
	case *syntax.If:
		u.ifStmt(s)
	case *syntax.With:
		u.with(s.Span(), s.Items, s.Body, false)
	case *syntax.Match:
		u.match(s)
	case *syntax.AsyncWith:
		if u.asyncOnly(s, "'async with'") {
			u.with(s.Span(), s.Items, s.Body, true)
		}
	case *syntax.Raise:
		n := 0
		if s.Exc != nil {
			u.expr(s.Exc)
			n++
			if s.Cause != nil {
				u.expr(s.Cause)
				n++
			}
		}
		u.emit(RAISE_VARARGS, n)
	case *syntax.Try:
		u.try(s, false)
	case *syntax.TryStar:
		u.try(asTry(s), true)
	case *syntax.Assert:
		end := u.newLabel()
		u.condJump(s.Test, true, end)
		if cmp := lastComparison(s.Test); cmp != nil {
			u.loc = cmp.Span() // where CPython's jump leaves its position
		}
		u.emit(LOAD_ASSERTION_ERROR, 0)
		if s.Msg != nil {
			u.expr(s.Msg)
			u.emit(CALL, 1)
		}
		u.emit(RAISE_VARARGS, 1)
		u.bind(end)
	case *syntax.Import:
		for _, a := range s.Names {
			u.loadConst(new(big.Int))
			u.loadConst(nil)
			u.emit(IMPORT_NAME, u.nameIndex(a.Name))
			if a.Asname == "" {
				top := a.Name
				if i := strings.IndexByte(top, '.'); i >= 0 {
					top = top[:i]
				}
				u.name(top, accStore)
				continue
			}
			parts := strings.Split(a.Name, ".")
			for _, p := range parts[1:] {
				u.emit(IMPORT_FROM, u.nameIndex(p))
				u.emit(SWAP, 2)
				u.emit(POP_TOP, 0)
			}
			u.name(a.Asname, accStore)
		}
	case *syntax.ImportFrom:
		if s.Module == "__future__" {
			break // a compiler directive (checked by the parser); nothing to import
		}
		names := make(Tuple, len(s.Names))
		for i, a := range s.Names {
			names[i] = a.Name
		}
		u.loadConst(big.NewInt(int64(s.Level)))
		u.loadConst(names)
		u.emit(IMPORT_NAME, u.nameIndex(s.Module))
		for _, a := range s.Names {
			if a.Name == "*" {
				u.emit(IMPORT_STAR, 0)
				return
			}
			u.emit(IMPORT_FROM, u.nameIndex(a.Name))
			as := a.Asname
			if as == "" {
				as = a.Name
			}
			u.name(as, accStore)
		}
		u.emit(POP_TOP, 0)
	case *syntax.Global, *syntax.Nonlocal, *syntax.Pass:
	case *syntax.ExprStmt:
		if k, ok := s.Value.(*syntax.Constant); ok {
			if _, isStr := k.Value.(string); isStr {
				return // a bare string is a comment
			}
		}
		u.expr(s.Value)
		u.emit(POP_TOP, 0)
	case *syntax.Break:
		u.loopExit(s, true)
	case *syntax.Continue:
		u.loopExit(s, false)
	default:
		u.c.errorAt(s, "SyntaxError", "unsupported statement")
	}
}

func (u *unit) functionDef(n syntax.Node, name string, args *syntax.Arguments, body []syntax.Stmt, decorators []syntax.Expr, returns syntax.Expr) {
	for _, d := range decorators {
		u.expr(d)
	}
	sc := u.c.scopes[n]
	flags := u.argDefaults(args)
	if u.annotationsDict(args, returns) {
		flags |= FuncAnnotations
	}
	child := u.c.newUnit(sc, name)
	child.setupFunction(args)
	if doc, ok := docstring(body); ok {
		child.code.Doc = doc
		body = body[1:]
	}
	child.startGenerator()
	child.body(body, false)
	u.makeFunction(child, flags)
	u.applyDecorators(decorators)
	u.name(name, accStore)
}

// applyDecorators calls the decorators on the stack below the definition,
// innermost first, each call placed at its decorator as in CPython.
func (u *unit) applyDecorators(decorators []syntax.Expr) {
	saved := u.loc
	for i := len(decorators) - 1; i >= 0; i-- {
		u.loc = decorators[i].Span()
		u.emit(CALL, 1)
	}
	u.loc = saved
}

func (u *unit) setupFunction(args *syntax.Arguments) {
	code := u.code
	code.PosOnlyCount = len(args.Posonlyargs)
	code.ArgCount = len(args.Posonlyargs) + len(args.Args)
	code.KwOnlyCount = len(args.Kwonlyargs)
	if args.Vararg != nil {
		code.Flags |= FlagVarargs
	}
	if args.Kwarg != nil {
		code.Flags |= FlagVarkw
	}
}

func (u *unit) startGenerator() {
	if u.sc.generator {
		u.code.Flags |= FlagGenerator
	}
	if u.sc.coroutine {
		u.code.Flags |= FlagCoroutine
	}
	if u.sc.generator || u.sc.coroutine {
		u.emit(GEN_START, 0)
	}
}

// argDefaults pushes the defaults tuple and keyword-only defaults dict.
func (u *unit) argDefaults(args *syntax.Arguments) int {
	flags := 0
	if len(args.Defaults) > 0 {
		for _, d := range args.Defaults {
			u.expr(d)
		}
		u.emit(BUILD_TUPLE, len(args.Defaults))
		flags |= FuncDefaults
	}
	n := 0
	for i, d := range args.KwDefaults {
		if d != nil {
			u.loadConst(u.sc.mangle(args.Kwonlyargs[i].Arg)) // the parameter's name is mangled too
			u.expr(d)
			n++
		}
	}
	if n > 0 {
		u.emit(BUILD_MAP, n)
		flags |= FuncKwDefaults
	}
	return flags
}

// annotationsDict pushes the __annotations__ dict when there are any.
func (u *unit) annotationsDict(args *syntax.Arguments, returns syntax.Expr) bool {
	n := 0
	add := func(name string, e syntax.Expr) {
		if e != nil {
			u.loadConst(u.sc.mangle(name))
			u.annotation(e)
			n++
		}
	}
	for _, list := range [][]*syntax.Arg{args.Posonlyargs, args.Args} {
		for _, a := range list {
			add(a.Arg, a.Annotation)
		}
	}
	if args.Vararg != nil {
		add(args.Vararg.Arg, args.Vararg.Annotation)
	}
	for _, a := range args.Kwonlyargs {
		add(a.Arg, a.Annotation)
	}
	if args.Kwarg != nil {
		add(args.Kwarg.Arg, args.Kwarg.Annotation)
	}
	add("return", returns)
	if n > 0 {
		u.emit(BUILD_MAP, n)
	}
	return n > 0
}

// makeFunction pushes the closure's cells (if any) and the code, then
// MAKE_FUNCTION.
func (u *unit) makeFunction(child *unit, flags int) {
	code := child.finish()
	if len(code.Freevars) > 0 {
		for _, name := range code.Freevars {
			idx, ok := u.cells[name]
			if !ok {
				u.c.errorAtLine(code.FirstLine, "SyntaxError", "internal error: free variable '"+name+"' has no cell")
				return
			}
			u.emit(LOAD_CLOSURE, idx)
		}
		flags |= FuncClosure | len(code.Freevars)<<FuncCellsShift
	}
	u.loadConst(code)
	u.emit(MAKE_FUNCTION, flags)
}

func (u *unit) classDef(s *syntax.ClassDef) {
	for _, d := range s.DecoratorList {
		u.expr(d)
	}
	u.emit(LOAD_BUILD_CLASS, 0)
	sc := u.c.scopes[s]
	child := u.c.newUnit(sc, s.Name)
	child.code.Flags |= FlagClassBody
	child.name("__name__", accLoad)
	child.name("__module__", accStore)
	child.loadConst(sc.qualname)
	child.name("__qualname__", accStore)
	body := s.Body
	if hasAnnotations(body) {
		child.emit(SETUP_ANNOTATIONS, 0)
	}
	if doc, ok := docstring(body); ok {
		child.loadConst(doc)
		child.name("__doc__", accStore)
		body = body[1:]
	}
	child.stmts(body)
	if sc.needsClassCell {
		child.emit(LOAD_CLOSURE, child.cells["__class__"])
		child.emit(STORE_NAME, child.nameIndex("__classcell__"))
	}
	child.loadConst(nil)
	child.emit(RETURN_VALUE, 0)
	u.makeFunction(child, 0)
	u.loadConst(s.Name)
	u.call(2, s.Bases, s.Keywords)
	u.applyDecorators(s.DecoratorList)
	u.name(s.Name, accStore)
}

func (u *unit) augAssign(s *syntax.AugAssign) {
	op := int(binaryOp(s.Op)) + int(OpInplace)
	switch t := s.Target.(type) {
	case *syntax.Name:
		if slot, ok := u.plainLocal(t.Id); ok && s.Op == syntax.Add {
			u.emit(LOAD_FAST_ACC, slot)
			u.expr(s.Value)
			u.emit(INPLACE_ADD_FAST, slot)
			return
		}
		u.name(t.Id, accLoad)
		u.expr(s.Value)
		u.emit(BINARY_OP, op)
		u.name(t.Id, accStore)
	case *syntax.Attribute:
		// self.n += v: self loaded again for the store when it can be
		// (two fused instructions), else kept on the stack.
		reload := u.reloadable(t.Value, s.Value)
		u.loc = t.Span()
		u.expr(t.Value)
		if !reload {
			u.emit(COPY, 1)
		}
		u.emit(LOAD_ATTR, u.nameIndex(u.sc.mangle(t.Attr)))
		u.expr(s.Value)
		u.loc = s.Span()
		u.emit(BINARY_OP, op)
		u.loc = t.Span()
		if reload {
			u.expr(t.Value)
		} else {
			u.emit(SWAP, 2)
		}
		u.emit(STORE_ATTR, u.nameIndex(u.sc.mangle(t.Attr)))
	case *syntax.Subscript:
		// b[3] -= dx * m: likewise for the container and the key.
		reload := u.reloadable(t.Value, s.Value) && u.reloadable(t.Slice, s.Value)
		u.loc = t.Span()
		u.expr(t.Value)
		u.expr(t.Slice)
		if !reload {
			u.emit(COPY, 2)
			u.emit(COPY, 2)
		}
		u.emit(BINARY_SUBSCR, 0)
		u.expr(s.Value)
		u.loc = s.Span()
		u.emit(BINARY_OP, op)
		u.loc = t.Span()
		if reload {
			u.expr(t.Value)
			u.expr(t.Slice)
		} else {
			u.emit(SWAP, 3)
			u.emit(SWAP, 2)
		}
		u.emit(STORE_SUBSCR, 0)
	default:
		u.c.errorAt(s, "SyntaxError", "'"+exprKind(s.Target)+"' is an illegal expression for augmented assignment")
	}
}

func (u *unit) annAssign(s *syntax.AnnAssign) {
	if s.Value != nil {
		u.expr(s.Value)
		u.store(s.Target)
	}
	if u.sc.kind == functionScope {
		return
	}
	if n, ok := s.Target.(*syntax.Name); ok && s.Simple {
		u.annotation(s.Annotation)
		if u.sc.kind == classScope {
			u.emit(LOAD_NAME, u.nameIndex("__annotations__"))
		} else {
			u.emit(LOAD_GLOBAL, u.nameIndex("__annotations__"))
		}
		u.loadConst(n.Id)
		u.emit(STORE_SUBSCR, 0)
		return
	}
	if !u.c.lazyAnnotations { // a complex target's annotation is only checked
		u.expr(s.Annotation)
		u.emit(POP_TOP, 0)
	}
}

func (u *unit) forStmt(target, iter syntax.Expr, body, orelse []syntax.Stmt, async bool) {
	top, after := u.newLabel(), u.newLabel()
	// A loop over a call's result (`for x in gen():`) may own a fresh
	// generator no one else can reach: GET_ITER 1 (GET_AITER 1) marks it,
	// and leaving the loop early (POP_TOP 1) closes it, as CPython's
	// reference counting does.
	owned := 0
	if _, ok := iter.(*syntax.Call); ok {
		owned = 1
	}
	if async {
		u.expr(iter) // a list display stays a list: its error names it
		u.emit(GET_AITER, owned)
	} else {
		u.iterable(iter)
		u.emit(GET_ITER, owned)
	}
	exit := u.iterNext(top, async)
	u.store(target)
	u.fblocks = append(u.fblocks, fblock{kind: fbForLoop, brk: after, cont: top, owned: owned})
	u.stmts(body)
	u.fblocks = u.fblocks[:len(u.fblocks)-1]
	u.jump(JUMP, top)
	u.bindLoopExit(exit)
	u.stmts(orelse)
	u.bind(after)
}

// loopExit is where a for loop goes when its iterator is exhausted; an
// async loop gets there through a handler for its __anext__ awaitable.
type loopExit struct {
	l       *label
	handler int32
	async   bool
}

// iterNext binds top and emits the step of a for loop: the iterator is on
// the stack and the next value is pushed above it, or the loop exits with
// the iterator popped.
func (u *unit) iterNext(top *label, async bool) loopExit {
	u.bind(top)
	exit := loopExit{l: u.newLabel(), async: async}
	if !async {
		u.jump(FOR_ITER, exit.l)
		return exit
	}
	outer := u.pushHandler(exit.l)
	exit.handler = u.handler
	u.emit(GET_ANEXT, 0)
	u.awaitTop()
	u.handler = outer
	return exit
}

// bindLoopExit places the exit of a loop whose step iterNext emitted.
func (u *unit) bindLoopExit(exit loopExit) {
	if !exit.async {
		u.bind(exit.l)
		return
	}
	u.bindHandler(exit.l, exit.handler)
	u.emit(END_ASYNC_FOR, 0)
}

// asyncOnly reports whether an async statement is inside an async
// function, recording CPython's SyntaxError when it is not.
func (u *unit) asyncOnly(s syntax.Stmt, what string) bool {
	if !u.sc.coroutine {
		u.c.errorAt(s, "SyntaxError", what+" outside async function")
		return false
	}
	return true
}

// whileStmt tests the condition before the first iteration and again at
// the bottom of the body, as CPython does: an iteration then costs no jump
// back to a test at the top.
func (u *unit) whileStmt(s *syntax.While) {
	body, cont, exit, after := u.newLabel(), u.newLabel(), u.newLabel(), u.newLabel()
	forever := isConstTrue(s.Test)
	if !forever {
		u.condJump(s.Test, false, exit)
	}
	u.bind(body)
	u.fblocks = append(u.fblocks, fblock{kind: fbLoop, brk: after, cont: cont})
	u.stmts(s.Body)
	u.fblocks = u.fblocks[:len(u.fblocks)-1]
	u.bind(cont)
	if forever {
		u.jump(JUMP, body)
	} else {
		u.loc = s.Test.Span()
		u.condJump(s.Test, true, body)
		u.loc = s.Span()
	}
	u.bind(exit)
	u.stmts(s.Orelse)
	u.bind(after)
}

func isConstTrue(e syntax.Expr) bool {
	k, ok := e.(*syntax.Constant)
	if !ok {
		return false
	}
	switch v := k.Value.(type) {
	case bool:
		return v
	case *big.Int:
		return v.Sign() != 0
	}
	return false
}

func (u *unit) ifStmt(s *syntax.If) {
	orelse, end := u.newLabel(), u.newLabel()
	u.condJump(s.Test, false, orelse)
	u.stmts(s.Body)
	if len(s.Orelse) > 0 {
		u.jump(JUMP, end)
		u.bind(orelse)
		u.stmts(s.Orelse)
	} else {
		u.bind(orelse)
	}
	u.bind(end)
}

// condJump evaluates e and jumps to target when its truth equals jumpIf.
func (u *unit) condJump(e syntax.Expr, jumpIf bool, target *label) {
	switch e := e.(type) {
	case *syntax.UnaryOp:
		if e.Op == syntax.Not {
			u.condJump(e.Operand, !jumpIf, target)
			return
		}
	case *syntax.BoolOp:
		isAnd := e.Op == syntax.And
		if isAnd != jumpIf {
			// and-jump-if-false / or-jump-if-true: any operand decides.
			for _, v := range e.Values {
				u.condJump(v, jumpIf, target)
			}
			return
		}
		skip := u.newLabel()
		for _, v := range e.Values[:len(e.Values)-1] {
			u.condJump(v, !jumpIf, skip)
		}
		u.condJump(e.Values[len(e.Values)-1], jumpIf, target)
		u.bind(skip)
		return
	case *syntax.Compare:
		if x, ok := isNoneTest(e); ok {
			u.expr(x)
			if (e.Ops[0] == syntax.Is) == jumpIf {
				u.jump(POP_JUMP_IF_NONE, target)
			} else {
				u.jump(POP_JUMP_IF_NOT_NONE, target)
			}
			return
		}
	}
	u.expr(e)
	if jumpIf {
		u.jump(POP_JUMP_IF_TRUE, target)
	} else {
		u.jump(POP_JUMP_IF_FALSE, target)
	}
}

// isNoneTest returns x of `x is None` or `x is not None`.
func isNoneTest(e *syntax.Compare) (syntax.Expr, bool) {
	if len(e.Ops) != 1 || e.Ops[0] != syntax.Is && e.Ops[0] != syntax.IsNot {
		return nil, false
	}
	if k, ok := e.Comparators[0].(*syntax.Constant); ok && k.Value == nil {
		return e.Left, true
	}
	return nil, false
}

// with compiles a with statement at loc; async with awaits what
// __aenter__ and __aexit__ return (arg 1 of the with instructions). The
// exits are at the statement, where tracebacks show an error __exit__
// raises.
func (u *unit) with(loc syntax.Span, items []*syntax.WithItem, body []syntax.Stmt, async bool) {
	item := items[0]
	u.expr(item.ContextExpr)
	asyncArg := 0
	if async {
		asyncArg = 1
	}
	u.emit(BEFORE_WITH, asyncArg)
	if async {
		u.awaitTop()
	}
	// Stack: exit, enter-result.
	handler, after := u.newLabel(), u.newLabel()
	u.depth-- // the handler depth excludes the enter result
	outer := u.pushHandler(handler)
	u.depth++
	if item.OptionalVars != nil {
		u.store(item.OptionalVars)
	} else {
		u.emit(POP_TOP, 0)
	}
	u.fblocks = append(u.fblocks, fblock{kind: fbWith, outerHandler: outer, async: async, loc: loc})
	if len(items) > 1 {
		u.with(loc, items[1:], body, async)
	} else {
		u.stmts(body)
	}
	u.fblocks = u.fblocks[:len(u.fblocks)-1]
	h := u.handler
	u.handler = outer
	u.loc = loc
	u.withExit(async)
	u.jump(JUMP, after)

	// Exception path. Stack: exit, exc.
	u.bindHandler(handler, h)
	u.loc = loc
	u.emit(PUSH_EXC_INFO, 0)
	cleanup := u.newLabel()
	u.depth-- // cleanup handler depth: exit, prev
	hc := u.pushHandler(cleanup)
	u.depth++
	u.emit(WITH_EXCEPT, asyncArg)
	if async {
		u.awaitTop()
	}
	suppress := u.newLabel()
	u.jump(POP_JUMP_IF_TRUE, suppress)
	u.emit(RERAISE, 0)
	u.bind(suppress)
	u.depth = u.handlers[u.handler].depth + 1
	ch := u.handler
	u.handler = hc
	u.emit(POP_TOP, 0)    // exc
	u.emit(POP_EXCEPT, 0) // prev
	u.emit(POP_TOP, 0)    // exit
	u.jump(JUMP, after)
	u.cleanupHandler(cleanup, ch)
	u.bind(after)
}

// withExit calls the exit callable on top of the stack with no exception,
// awaiting its result for async with.
func (u *unit) withExit(async bool) {
	if !async {
		u.emit(WITH_EXIT, 0)
		return
	}
	u.emit(WITH_EXIT, 1)
	u.awaitTop()
	u.emit(POP_TOP, 0)
}

// cleanupHandler emits the landing pad that restores the previously handled
// exception before re-raising one that escaped a handler body.
func (u *unit) cleanupHandler(l *label, h int32) {
	u.bindHandler(l, h)
	u.emit(SWAP, 2)
	u.emit(POP_EXCEPT, 0)
	u.emit(RERAISE, 0)
}

// try compiles try/except/else/finally; star: the clauses are except*.
func (u *unit) try(s *syntax.Try, star bool) {
	if len(s.Finalbody) > 0 {
		u.tryFinally(s, star)
	} else {
		u.tryExcept(s.Body, s.Handlers, s.Orelse, star)
	}
}

// asTry is try/except* as a try statement, compiled with star set.
func asTry(s *syntax.TryStar) *syntax.Try {
	return &syntax.Try{Loc: s.Loc, Body: s.Body, Handlers: s.Handlers, Orelse: s.Orelse, Finalbody: s.Finalbody}
}

func (u *unit) tryExcept(body []syntax.Stmt, handlers []*syntax.ExceptHandler, orelse []syntax.Stmt, star bool) {
	handlerL, end := u.newLabel(), u.newLabel()
	outer := u.pushHandler(handlerL)
	h := u.handler
	u.fblocks = append(u.fblocks, fblock{kind: fbTryExcept, outerHandler: outer})
	u.stmts(body)
	u.fblocks = u.fblocks[:len(u.fblocks)-1]
	u.handler = outer
	u.stmts(orelse)
	u.jump(JUMP, end)

	// Stack: exc.
	u.bindHandler(handlerL, h)
	u.emit(PUSH_EXC_INFO, 0)
	cleanup := u.newLabel()
	u.depth--
	hc := u.pushHandler(cleanup)
	u.depth++
	if star {
		u.exceptStarClauses(handlers, outer, cleanup, end)
	} else {
		u.exceptClauses(handlers, outer, hc, cleanup, end)
	}
	ch := u.handlerIndexFor(cleanup)
	u.handler = hc
	u.cleanupHandler(cleanup, ch)
	u.handler = outer
	u.bind(end)
}

// exceptClauses compiles except clauses. Stack: prev exc; the clause that
// matches runs and jumps to end, handled; none matching re-raises exc.
func (u *unit) exceptClauses(handlers []*syntax.ExceptHandler, outer, hc int32, cleanup, end *label) {
	base := u.depth // prev, exc
	for i, eh := range handlers {
		u.loc = eh.Span()
		next := u.newLabel()
		if eh.Type != nil {
			u.expr(eh.Type)
			u.emit(CHECK_EXC_MATCH, 0)
			u.jump(POP_JUMP_IF_FALSE, next)
		} else if i != len(handlers)-1 {
			u.c.errorAt(eh, "SyntaxError", "default 'except:' must be last")
			return
		}
		u.bindMatch(eh.Name)
		// Stack: prev. A nested handler deletes the bound name on the way out.
		if eh.Name != "" {
			nameCleanup := u.newLabel()
			ho := u.pushHandler(nameCleanup)
			hn := u.handler
			u.fblocks = append(u.fblocks, fblock{kind: fbExceptHandler, outerHandler: hc, handlerName: eh.Name, handlerNameAt: eh})
			u.stmts(eh.Body)
			u.fblocks = u.fblocks[:len(u.fblocks)-1]
			u.handler = ho
			u.clearName(eh.Name)
			u.handler = outer
			u.emit(POP_EXCEPT, 0)
			u.jump(JUMP, end)
			// Exception inside the body: clear the name, then the usual cleanup.
			u.bindHandler(nameCleanup, hn)
			u.handler = u.handlerIndexFor(cleanup)
			u.clearName(eh.Name)
			u.emit(RERAISE, 0)
		} else {
			u.fblocks = append(u.fblocks, fblock{kind: fbExceptHandler, outerHandler: hc})
			u.stmts(eh.Body)
			u.fblocks = u.fblocks[:len(u.fblocks)-1]
			u.handler = outer
			u.emit(POP_EXCEPT, 0)
			u.jump(JUMP, end)
		}
		u.handler = u.handlerIndexFor(cleanup)
		u.bind(next)
		u.depth = base
	}
	u.emit(RERAISE, 0) // no clause matched
}

// exceptStarClauses compiles except* clauses (CPython's layout). Stack:
// prev orig. Each clause splits what is left of orig by its type and runs
// on the part that matches; what the clauses raise (a bare raise re-raises
// their part) and what none matched are raised together at the end.
func (u *unit) exceptStarClauses(handlers []*syntax.ExceptHandler, outer int32, cleanup, end *label) {
	u.emit(COPY, 1)
	u.emit(BUILD_LIST, 0)
	u.emit(SWAP, 2)
	base := u.depth // prev orig raised rest
	for _, eh := range handlers {
		u.loc = eh.Span()
		next, noMatch := u.newLabel(), u.newLabel()
		u.expr(eh.Type)
		u.emit(CHECK_EG_MATCH, 0)
		u.emit(COPY, 1)
		u.jump(POP_JUMP_IF_NONE, noMatch)
		u.bindMatch(eh.Name)
		// Stack: prev orig raised rest. What the body raises joins raised.
		bodyErr := u.newLabel()
		ho := u.pushHandler(bodyErr)
		hb := u.handler
		u.stmts(eh.Body)
		u.handler = ho
		u.clearName(eh.Name)
		u.jump(JUMP, next)
		u.bindHandler(bodyErr, hb)
		u.handler = ho
		u.clearName(eh.Name)
		u.emit(LIST_APPEND, 2)
		u.jump(JUMP, next)
		u.bind(noMatch)
		u.depth = base + 1
		u.emit(POP_TOP, 0)
		u.bind(next)
		u.depth = base
	}
	u.emit(LIST_APPEND, 1)
	u.emit(PREP_RERAISE_STAR, 0)
	reraise := u.newLabel()
	u.emit(COPY, 1)
	u.jump(POP_JUMP_IF_NOT_NONE, reraise)
	d := u.depth // prev exc
	u.emit(POP_TOP, 0)
	u.handler = outer
	u.emit(POP_EXCEPT, 0)
	u.jump(JUMP, end)
	u.bind(reraise)
	u.depth = d
	u.handler = u.handlerIndexFor(cleanup)
	u.emit(RERAISE, 0) // through the cleanup, which restores prev
}

// bindMatch stores the exception a clause matched in its `as` name, or
// drops it.
func (u *unit) bindMatch(name string) {
	if name != "" {
		u.name(name, accStore)
	} else {
		u.emit(POP_TOP, 0)
	}
}

// clearName deletes an except clause's `as` name on the way out of it
// (as CPython does: the exception would keep the frame alive).
func (u *unit) clearName(name string) {
	if name != "" {
		u.loadConst(nil)
		u.name(name, accStore)
		u.name(name, accDel)
	}
}

func (u *unit) handlerIndexFor(l *label) int32 {
	for i := len(u.handlers) - 1; i >= 0; i-- {
		if u.handlers[i].target == l {
			return int32(i)
		}
	}
	return -1
}

func (u *unit) tryFinally(s *syntax.Try, star bool) {
	handlerL, end := u.newLabel(), u.newLabel()
	outer := u.pushHandler(handlerL)
	h := u.handler
	u.fblocks = append(u.fblocks, fblock{kind: fbFinallyTry, outerHandler: outer, finally: s.Finalbody})
	if len(s.Handlers) > 0 {
		u.tryExcept(s.Body, s.Handlers, s.Orelse, star)
	} else {
		u.stmts(s.Body)
	}
	u.fblocks = u.fblocks[:len(u.fblocks)-1]
	u.handler = outer
	u.stmts(s.Finalbody)
	u.jump(JUMP, end)

	// Exception path. Stack: exc.
	u.bindHandler(handlerL, h)
	u.emit(PUSH_EXC_INFO, 0)
	cleanup := u.newLabel()
	u.depth--
	hc := u.pushHandler(cleanup)
	ch := u.handler
	u.depth++
	u.fblocks = append(u.fblocks, fblock{kind: fbFinallyEnd, outerHandler: hc})
	u.stmts(s.Finalbody)
	u.fblocks = u.fblocks[:len(u.fblocks)-1]
	u.emit(RERAISE, 0)
	u.handler = hc
	u.cleanupHandler(cleanup, ch)
	u.handler = outer
	u.bind(end)
}

// unwind emits the cleanup for leaving u.fblocks[i] early. preserveTop keeps
// a return value on top of the stack.
func (u *unit) unwind(i int, preserveTop bool) {
	b := u.fblocks[i]
	switch b.kind {
	case fbForLoop:
		if preserveTop {
			u.emit(SWAP, 2)
		}
		u.emit(POP_TOP, b.owned)
	case fbTryExcept:
		u.handler = b.outerHandler
	case fbFinallyTry:
		u.handler = b.outerHandler
		// The finally body runs with only the fblocks outside this try.
		// A break or continue in it must drop a pending return value.
		saved := u.fblocks
		u.fblocks = saved[:i:i]
		if preserveTop {
			u.fblocks = append(u.fblocks, fblock{kind: fbPopValue})
		}
		u.stmts(b.finally)
		u.fblocks = saved
	case fbFinallyEnd, fbExceptHandler:
		// Stack: prev [exc] [return value].
		u.handler = b.outerHandler
		if b.kind == fbFinallyEnd {
			if preserveTop {
				u.emit(SWAP, 2)
			}
			u.emit(POP_TOP, 0)
		}
		if b.handlerName != "" {
			u.loadConst(nil)
			u.name(b.handlerName, accStore)
			u.name(b.handlerName, accDel)
		}
		if preserveTop {
			u.emit(SWAP, 2)
		}
		u.emit(POP_EXCEPT, 0)
	case fbWith:
		u.handler = b.outerHandler
		if preserveTop {
			u.emit(SWAP, 2)
		}
		saved := u.loc
		u.loc = b.loc
		u.withExit(b.async)
		u.loc = saved
	case fbPopValue:
		if preserveTop {
			u.emit(SWAP, 2)
		}
		u.emit(POP_TOP, 0)
	}
}

// unwindAll cleans up every enclosing fblock before a return.
func (u *unit) unwindAll(preserveTop bool) {
	for i := len(u.fblocks) - 1; i >= 0; i-- {
		u.unwind(i, preserveTop)
	}
}

func (u *unit) loopExit(s syntax.Stmt, isBreak bool) {
	savedH, savedD := u.handler, u.depth
	for i := len(u.fblocks) - 1; i >= 0; i-- {
		b := u.fblocks[i]
		if b.kind == fbLoop || b.kind == fbForLoop {
			if isBreak {
				if b.kind == fbForLoop {
					u.emit(POP_TOP, b.owned)
				}
				u.jump(JUMP, b.brk)
			} else {
				u.jump(JUMP, b.cont)
			}
			u.handler, u.depth = savedH, savedD
			return
		}
		u.unwind(i, false)
	}
	u.handler, u.depth = savedH, savedD
	if isBreak {
		u.c.errorAt(s, "SyntaxError", "'break' outside loop")
	} else {
		u.c.errorAt(s, "SyntaxError", "'continue' not properly in loop")
	}
}

// ---- targets ----

// negatedLiteral folds a minus applied to an int or float literal (-1,
// -0.5) into the constant, as CPython does.
func negatedLiteral(e *syntax.UnaryOp) (any, bool) {
	if k, ok := e.Operand.(*syntax.Constant); ok && e.Op == syntax.USub {
		switch v := k.Value.(type) {
		case *big.Int:
			return new(big.Int).Neg(v), true
		case float64:
			return -v, true
		}
	}
	return nil, false
}

// lastComparison is the comparison a condition ends by testing, if any:
// through `not`, and the last operand of `and`/`or`.
func lastComparison(e syntax.Expr) *syntax.Compare {
	for {
		switch x := e.(type) {
		case *syntax.UnaryOp:
			if x.Op != syntax.Not {
				return nil
			}
			e = x.Operand
		case *syntax.BoolOp:
			e = x.Values[len(x.Values)-1]
		case *syntax.Compare:
			return x
		default:
			return nil
		}
	}
}

func (u *unit) store(t syntax.Expr) {
	saved := u.loc
	u.loc = t.Span()
	defer func() { u.loc = saved }()
	switch t := t.(type) {
	case *syntax.Name:
		u.name(t.Id, accStore)
	case *syntax.Attribute:
		u.expr(t.Value)
		u.emit(STORE_ATTR, u.nameIndex(u.sc.mangle(t.Attr)))
	case *syntax.Subscript:
		u.expr(t.Value)
		u.expr(t.Slice)
		u.emit(STORE_SUBSCR, 0)
	case *syntax.Tuple:
		u.unpack(t.Elts)
	case *syntax.List:
		u.unpack(t.Elts)
	case *syntax.Starred:
		u.c.errorAt(t, "SyntaxError", "starred assignment target must be in a list or tuple")
	default:
		u.c.errorAt(t, "SyntaxError", "cannot assign to "+exprKind(t))
	}
}

// parallelAssign compiles `a, b = x, y` (a tuple display assigned to as
// many targets, nothing starred) without building and unpacking the tuple:
// the values are pushed left to right and stored right to left, which
// distinct local names (whose stores run no code and cannot observe each
// other) allow; other targets, two or three, are reordered with SWAP and
// stored left to right, as CPython does. It reports whether it compiled
// the statement.
func (u *unit) parallelAssign(target, value syntax.Expr) bool {
	var targets []syntax.Expr
	switch t := target.(type) {
	case *syntax.Tuple:
		targets = t.Elts
	case *syntax.List:
		targets = t.Elts
	default:
		return false
	}
	v, ok := value.(*syntax.Tuple)
	n := len(targets)
	if !ok || len(v.Elts) != n || n < 2 || hasStarred(targets) || hasStarred(v.Elts) {
		return false
	}
	if n > 3 && !u.distinctLocals(targets) {
		return false
	}
	for _, e := range v.Elts {
		u.expr(e)
	}
	if n <= 3 && !u.distinctLocals(targets) {
		u.emit(SWAP, n)
		for _, t := range targets {
			u.store(t)
		}
		return true
	}
	for i := n - 1; i >= 0; i-- {
		u.store(targets[i])
	}
	return true
}

// distinctLocals reports whether every target is a different name bound
// in this function (a fast local or a cell, not a global).
func (u *unit) distinctLocals(targets []syntax.Expr) bool {
	sc := u.sc
	if sc.kind != functionScope {
		return false
	}
	seen := make(map[string]bool, len(targets))
	for _, t := range targets {
		n, ok := t.(*syntax.Name)
		if !ok {
			return false
		}
		name := sc.mangle(n.Id)
		if seen[name] || sc.syms[name]&symBound == 0 || sc.syms[name]&(symGlobal|symNonlocal) != 0 {
			return false
		}
		seen[name] = true
	}
	return true
}

func (u *unit) unpack(elts []syntax.Expr) {
	star := -1
	for i, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			if star >= 0 {
				u.c.errorAt(e, "SyntaxError", "multiple starred expressions in assignment")
				return
			}
			star = i
		}
	}
	if star < 0 {
		u.emit(UNPACK_SEQUENCE, len(elts))
	} else {
		after := len(elts) - star - 1
		if star > 0xff || after > 0xffff {
			u.c.errorAt(elts[0], "SyntaxError", "too many expressions in star-unpacking assignment")
			return
		}
		u.emit(UNPACK_EX, star|after<<8)
	}
	for _, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			u.store(s.Value)
		} else {
			u.store(e)
		}
	}
}

func (u *unit) del(t syntax.Expr) {
	saved := u.loc
	u.loc = t.Span()
	defer func() { u.loc = saved }()
	switch t := t.(type) {
	case *syntax.Name:
		u.name(t.Id, accDel)
	case *syntax.Attribute:
		u.expr(t.Value)
		u.emit(DELETE_ATTR, u.nameIndex(u.sc.mangle(t.Attr)))
	case *syntax.Subscript:
		u.expr(t.Value)
		u.expr(t.Slice)
		u.emit(DELETE_SUBSCR, 0)
	case *syntax.Tuple:
		for _, e := range t.Elts {
			u.del(e)
		}
	case *syntax.List:
		for _, e := range t.Elts {
			u.del(e)
		}
	default:
		u.c.errorAt(t, "SyntaxError", "cannot delete "+exprKind(t))
	}
}

// ---- expressions ----

func (u *unit) expr(e syntax.Expr) {
	saved := u.loc
	u.loc = e.Span()
	u.expr1(e)
	u.loc = saved
}

func (u *unit) expr1(e syntax.Expr) {
	switch e := e.(type) {
	case *syntax.Constant:
		if _, ok := e.Value.(syntax.Imaginary); ok {
			u.exprError(e, "complex numbers are not supported by the PVM")
			return
		}
		u.loadConst(e.Value)
	case *syntax.Name:
		u.name(e.Id, accLoad)
	case *syntax.BoolOp:
		end := u.newLabel()
		op := JUMP_IF_FALSE_OR_POP
		if e.Op == syntax.Or {
			op = JUMP_IF_TRUE_OR_POP
		}
		for _, v := range e.Values[:len(e.Values)-1] {
			u.expr(v)
			u.jump(op, end)
		}
		u.expr(e.Values[len(e.Values)-1])
		u.bind(end)
	case *syntax.NamedExpr:
		u.expr(e.Value)
		u.emit(COPY, 1)
		u.store(e.Target)
	case *syntax.BinOp:
		if k, ok := foldConst(e); ok {
			u.loadConst(k)
			break
		}
		u.binOp(e, 0)
	case *syntax.UnaryOp:
		if k, ok := negatedLiteral(e); ok {
			u.loadConst(k)
			break
		}
		if k, ok := foldConst(e); ok {
			u.loadConst(k)
			break
		}
		u.expr(e.Operand)
		switch e.Op {
		case syntax.Not:
			u.emit(UNARY_NOT, 0)
		case syntax.USub:
			u.emit(UNARY_NEG, 0)
		case syntax.UAdd:
			u.emit(UNARY_POS, 0)
		case syntax.Invert:
			u.emit(UNARY_INVERT, 0)
		}
	case *syntax.Lambda:
		flags := u.argDefaults(e.Args)
		child := u.c.newUnit(u.c.scopes[e], "<lambda>")
		child.setupFunction(e.Args)
		child.startGenerator()
		child.expr(e.Body)
		if child.sc.generator {
			child.emit(POP_TOP, 0)
			child.loadConst(nil)
		}
		child.emit(RETURN_VALUE, 0)
		u.makeFunction(child, flags)
	case *syntax.IfExp:
		orelse, end := u.newLabel(), u.newLabel()
		u.condJump(e.Test, false, orelse)
		u.expr(e.Body)
		u.jump(JUMP, end)
		u.bind(orelse)
		u.expr(e.Orelse)
		u.bind(end)
	case *syntax.Dict:
		u.dict(e)
	case *syntax.Set:
		for _, x := range e.Elts {
			u.expr(x)
		}
		u.emit(BUILD_SET, len(e.Elts))
	case *syntax.ListComp:
		u.comprehension(e, e.Generators, e.Elt, nil)
	case *syntax.SetComp:
		u.comprehension(e, e.Generators, e.Elt, nil)
	case *syntax.DictComp:
		u.comprehension(e, e.Generators, e.Key, e.Value)
	case *syntax.GeneratorExp:
		u.comprehension(e, e.Generators, e.Elt, nil)
	case *syntax.Await:
		if !u.sc.coroutine {
			u.exprError(e, "'await' outside async function")
			return
		}
		u.expr(e.Value)
		u.awaitTop()
	case *syntax.Yield:
		if e.Value != nil {
			u.expr(e.Value)
		} else {
			u.loadConst(nil)
		}
		u.emit(YIELD_VALUE, 0)
	case *syntax.YieldFrom:
		if u.sc.coroutine {
			u.exprError(e, "'yield from' inside async function")
			return
		}
		u.expr(e.Value)
		u.emit(GET_YIELD_FROM_ITER, 0)
		u.loadConst(nil)
		u.yieldFrom()
	case *syntax.Compare:
		u.compare(e)
	case *syntax.Call:
		u.callExpr(e)
	case *syntax.FormattedValue:
		u.expr(e.Value)
		arg := 0
		switch e.Conversion {
		case 's':
			arg = 1
		case 'r':
			arg = 2
		case 'a':
			arg = 3
		}
		if e.FormatSpec != nil {
			u.expr(e.FormatSpec)
			arg |= 4
		}
		u.emit(FORMAT_VALUE, arg)
	case *syntax.JoinedStr:
		for _, v := range e.Values {
			u.expr(v)
		}
		if len(e.Values) != 1 {
			u.emit(BUILD_STRING, len(e.Values))
		} else if _, ok := e.Values[0].(*syntax.Constant); !ok {
			u.emit(BUILD_STRING, 1)
		}
	case *syntax.Attribute:
		u.expr(e.Value)
		u.loc = attrStart(u.loc, e)
		u.emit(LOAD_ATTR, u.nameIndex(u.sc.mangle(e.Attr)))
	case *syntax.Subscript:
		u.expr(e.Value)
		u.expr(e.Slice)
		u.emit(BINARY_SUBSCR, 0)
	case *syntax.Slice:
		n := 2
		u.optional(e.Lower)
		u.optional(e.Upper)
		if e.Step != nil {
			u.expr(e.Step)
			n = 3
		}
		u.emit(BUILD_SLICE, n)
	case *syntax.Starred:
		u.exprError(e, "can't use starred expression here")
	case *syntax.List:
		u.sequence(e.Elts, false)
	case *syntax.Tuple:
		if k, ok := constTuple(e.Elts); ok {
			u.loadConst(k)
			return
		}
		u.sequence(e.Elts, true)
	default:
		u.exprError(e, "unsupported expression")
	}
}

// exprError records a syntax error in e and pushes a placeholder, so that
// the stack depth stays consistent while the rest of the (discarded) code
// compiles: match patterns index their failure exits by depth.
func (u *unit) exprError(e syntax.Expr, msg string) {
	u.c.errorAt(e, "SyntaxError", msg)
	u.loadConst(nil)
}

func (u *unit) optional(e syntax.Expr) {
	if e == nil {
		u.loadConst(nil)
	} else {
		u.expr(e)
	}
}

// awaitTop awaits the value on top of the stack, replacing it by the result.
func (u *unit) awaitTop() {
	u.emit(GET_AWAITABLE, 0)
	u.loadConst(nil)
	u.yieldFrom()
}

// yieldFrom emits the delegation loop. Stack on entry: subiterator, None.
func (u *unit) yieldFrom() {
	loop, done := u.newLabel(), u.newLabel()
	u.bind(loop)
	u.jump(SEND, done)
	u.emit(YIELD_VALUE, 0)
	u.jump(JUMP, loop)
	u.bind(done)
}

func constTuple(elts []syntax.Expr) (Tuple, bool) {
	t := make(Tuple, len(elts))
	for i, e := range elts {
		if k, ok := e.(*syntax.Constant); ok {
			if _, isImag := k.Value.(syntax.Imaginary); !isImag {
				t[i] = k.Value // None, True, ... as well as what foldConst folds
				continue
			}
		}
		k, ok := foldConst(e)
		if !ok {
			return nil, false
		}
		t[i] = k
	}
	return t, true
}

func hasStarred(elts []syntax.Expr) bool {
	for _, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			return true
		}
	}
	return false
}

func (u *unit) sequence(elts []syntax.Expr, tuple bool) {
	if !hasStarred(elts) {
		for _, e := range elts {
			u.expr(e)
		}
		if tuple {
			u.emit(BUILD_TUPLE, len(elts))
		} else {
			u.emit(BUILD_LIST, len(elts))
		}
		return
	}
	u.emit(BUILD_LIST, 0)
	for _, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			u.expr(s.Value)
			u.emit(LIST_EXTEND, 1)
		} else {
			u.expr(e)
			u.emit(LIST_APPEND, 1)
		}
	}
	if tuple {
		u.emit(LIST_TO_TUPLE, 0)
	}
}

func (u *unit) dict(e *syntax.Dict) {
	n := 0
	for n < len(e.Keys) && e.Keys[n] != nil {
		n++
	}
	for i := 0; i < n; i++ {
		u.expr(e.Keys[i])
		u.expr(e.Values[i])
	}
	u.emit(BUILD_MAP, n)
	for i := n; i < len(e.Keys); i++ {
		if e.Keys[i] == nil {
			u.expr(e.Values[i])
			u.emit(DICT_UPDATE, 1)
		} else {
			u.expr(e.Keys[i])
			u.expr(e.Values[i])
			u.emit(MAP_ADD, 1)
		}
	}
}

func (u *unit) compare(e *syntax.Compare) {
	u.expr(e.Left)
	if len(e.Ops) == 1 {
		u.comparand(e.Ops[0], e.Comparators[0])
		u.compareOp(e.Ops[0])
		return
	}
	cleanup, end := u.newLabel(), u.newLabel()
	for i, op := range e.Ops[:len(e.Ops)-1] {
		u.expr(e.Comparators[i]) // the next comparison's left operand too
		u.emit(SWAP, 2)
		u.emit(COPY, 2)
		u.compareOp(op)
		u.jump(JUMP_IF_FALSE_OR_POP, cleanup)
	}
	u.comparand(e.Ops[len(e.Ops)-1], e.Comparators[len(e.Comparators)-1])
	u.compareOp(e.Ops[len(e.Ops)-1])
	u.jump(JUMP, end)
	u.bind(cleanup)
	u.emit(SWAP, 2)
	u.emit(POP_TOP, 0)
	u.bind(end)
}

// comparand compiles the right operand of op: the list display of
// `x in [a, b]` as a tuple, as CPython does.
func (u *unit) comparand(op syntax.CmpOp, e syntax.Expr) {
	if op == syntax.In || op == syntax.NotIn {
		u.iterable(e)
	} else {
		u.expr(e)
	}
}

// iterable compiles an expression that is only iterated or searched: a
// list display becomes a tuple, a constant one when its items are (no list
// is built each time).
func (u *unit) iterable(e syntax.Expr) {
	l, ok := e.(*syntax.List)
	if !ok || hasStarred(l.Elts) {
		u.expr(e)
		return
	}
	u.expr(&syntax.Tuple{Loc: l.Loc, Elts: l.Elts, Ctx: l.Ctx})
}

func (u *unit) compareOp(op syntax.CmpOp) {
	switch op {
	case syntax.Eq:
		u.emit(COMPARE_OP, int(CmpEQ))
	case syntax.NotEq:
		u.emit(COMPARE_OP, int(CmpNE))
	case syntax.Lt:
		u.emit(COMPARE_OP, int(CmpLT))
	case syntax.LtE:
		u.emit(COMPARE_OP, int(CmpLE))
	case syntax.Gt:
		u.emit(COMPARE_OP, int(CmpGT))
	case syntax.GtE:
		u.emit(COMPARE_OP, int(CmpGE))
	case syntax.Is:
		u.emit(IS_OP, 0)
	case syntax.IsNot:
		u.emit(IS_OP, 1)
	case syntax.In:
		u.emit(CONTAINS_OP, 0)
	case syntax.NotIn:
		u.emit(CONTAINS_OP, 1)
	}
}

func (u *unit) callExpr(e *syntax.Call) {
	if attr, ok := e.Func.(*syntax.Attribute); ok && !hasStarred(e.Args) && !hasDoubleStar(e.Keywords) {
		u.expr(attr.Value)
		saved := u.loc
		u.loc = attrStart(attr.Span(), attr)
		u.emit(LOAD_METHOD, u.nameIndex(u.sc.mangle(attr.Attr)))
		u.loc = saved
		for _, a := range e.Args {
			u.expr(a)
		}
		nargs := u.keywords(len(e.Args), e.Keywords)
		u.loc = attrStart(saved, attr)
		u.emit(CALL_METHOD, nargs)
		u.loc = saved
		return
	}
	u.expr(e.Func)
	u.call(0, e.Args, e.Keywords)
}

// attrStart is CPython's update_start_location_to_match_attr: an operation
// on attribute a whose name is on a later line than where loc starts is
// placed from the name on.
func attrStart(loc syntax.Span, a *syntax.Attribute) syntax.Span {
	if loc.Line != a.EndLine {
		loc.Line, loc.Col = a.EndLine, a.EndCol-int32(len(a.Attr))
		if loc.EndLine == loc.Line && loc.EndCol < loc.Col {
			loc.EndCol = loc.Col
		}
	}
	return loc
}

func hasDoubleStar(kws []*syntax.Keyword) bool {
	for _, k := range kws {
		if k.Arg == "" {
			return true
		}
	}
	return false
}

// keywords pushes keyword values and their names tuple, returning the CALL argument.
func (u *unit) keywords(nargs int, kws []*syntax.Keyword) int {
	if len(kws) == 0 {
		return nargs
	}
	names := make(Tuple, len(kws))
	for i, k := range kws {
		for _, prev := range kws[:i] {
			if prev.Arg == k.Arg {
				u.c.errorAt(k, "SyntaxError", "keyword argument repeated: "+k.Arg)
			}
		}
		u.expr(k.Value)
		names[i] = k.Arg
	}
	u.loadConst(names)
	return (nargs + len(kws)) | CallKw
}

// call emits a call of the callable on the stack, with `pre` arguments
// already pushed after it.
func (u *unit) call(pre int, args []syntax.Expr, kws []*syntax.Keyword) {
	if !hasStarred(args) && !hasDoubleStar(kws) {
		for _, a := range args {
			u.expr(a)
		}
		u.emit(CALL, u.keywords(pre+len(args), kws))
		return
	}
	// f(a, b, *it): the arguments stay on the stack, where CALL_STAR
	// adds the iterable's items, building neither a list nor a tuple.
	if len(kws) == 0 && pre+len(args) > 1 && lastStarredOnly(args) {
		for _, a := range args[:len(args)-1] {
			u.expr(a)
		}
		u.expr(args[len(args)-1].(*syntax.Starred).Value)
		u.emit(CALL_STAR, pre+len(args)-1)
		return
	}
	// General form: a positional tuple and a keyword dict. A lone f(*it)
	// passes the iterable itself, which CALL_EX converts (naming f if it is
	// not iterable, as CPython does).
	if s, ok := loneStarred(pre, args); ok {
		u.expr(s.Value)
	} else {
		u.emit(BUILD_LIST, pre)
		for _, a := range args {
			if s, ok := a.(*syntax.Starred); ok {
				u.expr(s.Value)
				u.emit(LIST_EXTEND, 1)
			} else {
				u.expr(a)
				u.emit(LIST_APPEND, 1)
			}
		}
		u.emit(LIST_TO_TUPLE, 0)
	}
	if len(kws) == 0 {
		u.emit(CALL_EX, 0)
		return
	}
	if len(kws) == 1 && kws[0].Arg == "" {
		// f(*args, **kw): CALL_EX reads a dict's items where it is and
		// merges anything else into a new one (CallExMapping).
		u.expr(kws[0].Value)
		u.emit(CALL_EX, CallExMapping)
		return
	}
	u.emit(BUILD_MAP, 0)
	for i := 0; i < len(kws); {
		if kws[i].Arg == "" {
			u.expr(kws[i].Value)
			u.emit(DICT_MERGE, 1)
			i++
			continue
		}
		n := 0
		for ; i < len(kws) && kws[i].Arg != ""; i++ {
			u.loadConst(kws[i].Arg)
			u.expr(kws[i].Value)
			n++
		}
		u.emit(BUILD_MAP, n)
		u.emit(DICT_MERGE, 1)
	}
	u.emit(CALL_EX, 1)
}

// lastStarredOnly reports whether a call's last positional argument, and
// no other, is *it.
func lastStarredOnly(args []syntax.Expr) bool {
	for i, a := range args {
		if _, ok := a.(*syntax.Starred); ok != (i == len(args)-1) {
			return false
		}
	}
	return true
}

// loneStarred reports whether a call's only positional argument is *it.
func loneStarred(pre int, args []syntax.Expr) (*syntax.Starred, bool) {
	if pre != 0 || len(args) != 1 {
		return nil, false
	}
	s, ok := args[0].(*syntax.Starred)
	return s, ok
}

// comprehension compiles a nested function taking the first iterator as ".0"
// and calls it immediately.
func (u *unit) comprehension(e syntax.Expr, gens []*syntax.Comprehension, elt, value syntax.Expr) {
	sc := u.c.scopes[e]
	child := u.c.newUnit(sc, sc.name)
	child.loc = e.Span()
	child.code.ArgCount = 1
	child.startGenerator()
	var accumulator Opcode
	switch e.(type) {
	case *syntax.ListComp:
		accumulator = LIST_APPEND
		child.emit(BUILD_LIST, 0)
		if len(gens) == 1 && len(gens[0].Ifs) == 0 && !gens[0].IsAsync {
			child.code.Flags |= FlagOneItemEach
		}
	case *syntax.DictComp:
		accumulator = MAP_ADD
		child.emit(BUILD_MAP, 0)
		if len(gens) == 1 && len(gens[0].Ifs) == 0 && !gens[0].IsAsync {
			child.code.Flags |= FlagOneItemEach
		}
	case *syntax.SetComp:
		child.emit(BUILD_SET, 0)
	}
	child.compGenerator(gens, 0, elt, value, accumulator)
	if accumulator == 0 {
		child.loadConst(nil)
	}
	child.emit(RETURN_VALUE, 0)
	u.makeFunction(child, 0)
	u.expr(gens[0].Iter)
	if gens[0].IsAsync {
		u.emit(GET_AITER, 0)
	} else {
		u.emit(GET_ITER, 0)
	}
	u.emit(CALL, 1)
	if sc.coroutine && !sc.generator { // an async generator expression is not awaited
		if !u.sc.coroutine {
			u.c.errorAt(e, "SyntaxError", "asynchronous comprehension outside of an asynchronous function")
			return
		}
		u.awaitTop()
	}
}

func (u *unit) compGenerator(gens []*syntax.Comprehension, i int, elt, value syntax.Expr, acc Opcode) {
	g := gens[i]
	top := u.newLabel()
	switch {
	case i == 0:
		u.emit(LOAD_FAST, 0)
	case g.IsAsync:
		u.expr(g.Iter)
		u.emit(GET_AITER, 0)
	default:
		u.expr(g.Iter)
		u.emit(GET_ITER, 0)
	}
	exit := u.iterNext(top, g.IsAsync)
	u.store(g.Target)
	for _, cond := range g.Ifs {
		u.condJump(cond, false, top)
	}
	if i+1 < len(gens) {
		u.compGenerator(gens, i+1, elt, value, acc)
	} else {
		switch acc {
		case LIST_APPEND:
			u.expr(elt)
			u.emit(LIST_APPEND, len(gens)+1)
		case MAP_ADD:
			u.expr(elt)
			u.expr(value)
			u.emit(MAP_ADD, len(gens)+1)
		default:
			u.expr(elt)
			u.emit(YIELD_VALUE, 0)
			u.emit(POP_TOP, 0)
		}
	}
	u.jump(JUMP, top)
	u.bindLoopExit(exit)
}

// binOp compiles e, marking in BINARY_OP's argument which operands are
// themselves binary operations: their results are temporaries that only
// the stack holds (flags has BinaryTempResult when e's is one).
func (u *unit) binOp(e *syntax.BinOp, flags int) {
	for i, operand := range [2]syntax.Expr{e.Left, e.Right} {
		b, ok := operand.(*syntax.BinOp)
		if _, folds := foldConst(operand); !ok || folds {
			u.expr(operand) // a folded constant is no temporary to reuse
			continue
		}
		saved := u.loc
		u.loc = b.Span()
		u.binOp(b, BinaryTempResult)
		u.loc = saved
		flags |= BinaryTempLeft << i
	}
	u.emit(BINARY_OP, int(binaryOp(e.Op))|flags)
}

// markSliceRead marks the BINARY_SUBSCR just emitted for y[c:d] in
// x[a:b] = y[c:d] with SubscrTempResult.
func (u *unit) markSliceRead() {
	last := &u.code.Code[len(u.code.Code)-1]
	if Opcode(*last) == BINARY_SUBSCR {
		*last = Encode(BINARY_SUBSCR, SubscrTempResult)
	}
}

// isSliceSubscript reports whether e is x[a:b] or x[a:b:c].
func isSliceSubscript(e syntax.Expr) bool {
	s, ok := e.(*syntax.Subscript)
	if !ok {
		return false
	}
	_, ok = s.Slice.(*syntax.Slice)
	return ok
}

func binaryOp(op syntax.Operator) BinaryOp {
	switch op {
	case syntax.Add:
		return OpAdd
	case syntax.Sub:
		return OpSub
	case syntax.Mult:
		return OpMul
	case syntax.MatMult:
		return OpMatMul
	case syntax.Div:
		return OpTrueDiv
	case syntax.Mod:
		return OpMod
	case syntax.Pow:
		return OpPow
	case syntax.LShift:
		return OpLShift
	case syntax.RShift:
		return OpRShift
	case syntax.BitOr:
		return OpOr
	case syntax.BitXor:
		return OpXor
	case syntax.BitAnd:
		return OpAnd
	}
	return OpFloorDiv
}

// exprKind names an expression the way CPython's error messages do.
func exprKind(e syntax.Expr) string {
	switch e := e.(type) {
	case *syntax.Call:
		return "function call"
	case *syntax.Constant:
		if e.Value == nil || e.Value == true || e.Value == false {
			return "constant"
		}
		return "literal"
	case *syntax.Compare:
		return "comparison"
	case *syntax.BinOp, *syntax.UnaryOp, *syntax.BoolOp:
		return "expression"
	case *syntax.Lambda:
		return "lambda"
	case *syntax.Tuple:
		return "tuple"
	case *syntax.List:
		return "list"
	case *syntax.Dict:
		return "dict literal"
	case *syntax.NamedExpr:
		return "named expression"
	case *syntax.IfExp:
		return "conditional expression"
	case *syntax.JoinedStr, *syntax.FormattedValue:
		return "f-string expression"
	case *syntax.ListComp:
		return "list comprehension"
	case *syntax.GeneratorExp:
		return "generator expression"
	case *syntax.Await:
		return "await expression"
	case *syntax.Yield, *syntax.YieldFrom:
		return "yield expression"
	}
	return "expression"
}
