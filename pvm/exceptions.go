package pvm

import (
	"strings"

	"github.com/cowboy-go/cowboy/pvm/compile"
)

// Exception is an instance of BaseException or any subclass, built-in or
// user-defined. It is also the Go error that carries a Python exception
// through the interpreter.
type Exception struct {
	cls             *Type
	args            *Tuple
	dict            *Dict
	cause, context  Value
	suppressContext bool
	traceback       []TraceEntry // innermost frame first
	strOverride     string       // str() of a user exception, resolved for printing
	strResolved     bool         // strOverride is set (it may be empty)
	extra           *excAttrs    // keyword-given attributes (name=, obj=, path=)
}

// excAttrs are the attributes AttributeError, NameError and ImportError
// take as keywords (or from the interpreter) rather than from args.
type excAttrs struct {
	name, obj, path, filename, filename2 Value
	scope                                *nameScope // NameError: where the name was looked up
	names                                Object     // AttributeError: whose names suggestions list when not obj's (a shared function's shadow)
	group                                *excGroup  // BaseExceptionGroup's message and exceptions
	held                                 []Value    // locals of the frames it left, to finalize once handled
}

// nameScope is where a NameError's name was looked up: the names of the
// function's local variables and the globals. Only the uncaught
// exception's "Did you mean" suggestion reads it.
type nameScope struct {
	locals  []string
	globals *Dict
}

// TraceEntry is one frame of a traceback: the instruction of code the
// exception passed (file, line and function are looked up when printed).
type TraceEntry struct {
	code *compile.Code
	pc   int
}

// addTrace records that e passed through code at pc. The first entry
// makes room for a few: an exception usually unwinds several frames, and
// growing one entry at a time costs an allocation each.
//
// The entries' memory is accounted for as they grow (without a census: an
// exception unwinding is reached by none of the roots), so a program that
// keeps deep tracebacks meets its memory limit at its next allocation.
func (e *Exception) addTrace(th *Thread, code *compile.Code, pc int) {
	if e.traceback == nil {
		e.traceback = carve(th, &th.slabs.traces)[:0]
		th.mem.used += int64(cap(e.traceback)) * sizeofTraceEntry
	} else if len(e.traceback) == cap(e.traceback) {
		th.mem.used += int64(cap(e.traceback)) * sizeofTraceEntry // append doubles it
	}
	e.traceback = append(e.traceback, TraceEntry{code, pc})
}

// Type implements Object.
func (e *Exception) Type() *Type { return e.cls }

// Error renders "Type: message" like the last line of a Python traceback.
func (e *Exception) Error() string {
	msg := e.message()
	if msg == "" {
		return e.cls.Name
	}
	return e.cls.Name + ": " + msg
}

// message is str(exception) for the built-in exception types.
func (e *Exception) message() string { return e.messageAs(e.cls) }

// messageAs is str(e) as class t's __str__ makes it: Exception.__str__ of
// a KeyError does not quote its key.
func (e *Exception) messageAs(t *Type) string {
	if g := e.group(); g != nil {
		return g.str()
	}
	args := e.args.items
	switch {
	case len(args) == 0:
		return ""
	case len(args) == 1 && t.isSubtype(KeyErrorType):
		return reprNoThread(args[0])
	case len(args) == 1:
		if s, ok := args[0].obj.(*Str); ok {
			return s.s
		}
		return reprNoThread(args[0])
	case t.isSubtype(OSErrorType) && len(args) == 2:
		msg := "[Errno " + strNoThread(args[0]) + "] " + strNoThread(args[1])
		if x := e.extra; x != nil && !x.filename.IsNone() {
			msg += ": " + reprNoThread(x.filename)
			if !x.filename2.IsNone() {
				msg += " -> " + reprNoThread(x.filename2)
			}
		}
		return msg
	case t.isSubtype(SyntaxErrorType) && len(args) == 2:
		return syntaxErrorStr(args)
	case t.isSubtype(UnicodeErrorType) && len(args) == 5 && t != UnicodeErrorType:
		return unicodeErrorStr(t, args)
	}
	return reprNoThread(ObjectValue(e.args))
}

// strNoThread is str() for values in messages built outside an execution.
func strNoThread(v Value) string {
	if s, ok := v.obj.(*Str); ok {
		return s.s
	}
	return reprNoThread(v)
}

// syntaxErrorStr is "msg (file.py, line 3)" from SyntaxError(msg, details).
func syntaxErrorStr(args []Value) string {
	msg := strNoThread(args[0])
	d, ok := args[1].obj.(*Tuple)
	if !ok || len(d.items) < 2 {
		return msg
	}
	file, line := "", ""
	if f, ok := d.items[0].obj.(*Str); ok {
		file = f.s[strings.LastIndexByte(f.s, '/')+1:]
	}
	if isInt(d.items[1]) {
		line = "line " + intString(d.items[1])
	}
	switch {
	case file != "" && line != "":
		return msg + " (" + file + ", " + line + ")"
	case file != "":
		return msg + " (" + file + ")"
	case line != "":
		return msg + " (" + line + ")"
	}
	return msg
}

// unicodeErrorStr renders UnicodeDecodeError/EncodeError/TranslateError
// from (encoding, object, start, end, reason).
func unicodeErrorStr(t *Type, args []Value) string {
	enc, reason := strNoThread(args[0]), strNoThread(args[4])
	if !args[2].isSmallInt() || !args[3].isSmallInt() {
		return reprNoThread(NewTuple(args))
	}
	start, end := args[2].small(), args[3].small()
	verb, what := "decode", "byte"
	switch t {
	case UnicodeEncodeErrorType:
		verb, what = "encode", "character"
	case UnicodeTranslateErrorType:
		verb, what = "translate", "character"
	}
	prefix := "'" + enc + "' codec can't " + verb + " "
	if t == UnicodeTranslateErrorType {
		prefix = "can't translate "
	}
	if end == start+1 {
		var ch string
		switch o := args[1].obj.(type) {
		case *Bytes:
			if start >= 0 && start < int64(len(o.b)) {
				ch = "0x" + hex2(int(o.b[start]))
			}
		case *Str:
			if start >= 0 && start < int64(o.n) {
				r := []rune(o.at(int(start)))[0]
				switch {
				case r < 0x100:
					ch = `'\x` + hex2(int(r)) + "'"
				case r < 0x10000:
					ch = `'\u` + hexN(int(r), 4) + "'"
				default:
					ch = `'\U` + hexN(int(r), 8) + "'"
				}
			}
		}
		if ch != "" {
			return prefix + what + " " + ch + " in position " + itoa(start) + ": " + reason
		}
	}
	return prefix + what + "s in position " + itoa(start) + "-" + itoa(end-1) + ": " + reason
}

// Traceback renders the full Python-style traceback, including chained
// exceptions, as CPython prints it.
func (e *Exception) Traceback() string {
	return e.TracebackWithSource(nil)
}

// TracebackWithSource is Traceback as a terminal shows it: under each
// frame, the source line sourceLine returns for it (without indentation,
// and marked with carets as CPython does), and after the message
// of an AttributeError or NameError, CPython's "Did you mean" suggestion. A
// nil sourceLine, or "" for a frame, prints no line. Receipts carry
// neither (a suggestion compares the name with up to 750 others: work no
// actor pays for).
func (e *Exception) TracebackWithSource(sourceLine func(filename string, line int) string) string {
	p := &tbPrinter{sourceLine: sourceLine}
	p.printRecursive(e, 0)
	return p.b.String()
}

// tbPrinter renders tracebacks as CPython's traceback.c does, including the
// boxed layout of exception groups: inside a group every line is indented
// two columns per nesting level and carries a "| " margin.
type tbPrinter struct {
	b          strings.Builder
	sourceLine func(string, int) string
	depth      int  // exception group nesting (exception_group_depth)
	needClose  bool // the innermost group's closing line is still owed
	seen       []*Exception
}

func (p *tbPrinter) printed(e *Exception) bool {
	for _, x := range p.seen {
		if x == e {
			return true
		}
	}
	return false
}

func (p *tbPrinter) indent() string { return strings.Repeat(" ", 2*p.depth) }

func (p *tbPrinter) margin() string {
	if p.depth > 0 {
		return "| "
	}
	return ""
}

// line writes s after the indentation and margin.
func (p *tbPrinter) line(s string) { p.b.WriteString(p.indent() + p.margin() + s + "\n") }

// printRecursive prints e after the exception chained to it, unless that
// was printed already (chain counts the links followed).
func (p *tbPrinter) printRecursive(e *Exception, chain int) {
	p.seen = append(p.seen, e)
	if chain < 32 {
		msg := ""
		var next *Exception
		if c, ok := e.cause.obj.(*Exception); ok {
			next, msg = c, "The above exception was the direct cause of the following exception:"
		} else if c, ok := e.context.obj.(*Exception); ok && !e.suppressContext {
			next, msg = c, "During handling of the above exception, another exception occurred:"
		}
		if next != nil && !p.printed(next) {
			needClose := p.needClose
			p.printRecursive(next, chain+1)
			p.needClose = needClose
			p.line("")
			p.line(msg)
			p.line("")
		}
	}
	if e.group() != nil {
		p.printGroup(e, chain)
		return
	}
	p.printOne(e)
}

// printOne prints one exception's traceback, its "Type: message" line and
// its notes.
func (p *tbPrinter) printOne(e *Exception) {
	if len(e.traceback) > 0 {
		header, headerMargin := "Traceback (most recent call last):", p.margin()
		if e.group() != nil {
			header = "Exception Group Traceback (most recent call last):"
			if p.depth == 1 {
				headerMargin = "+ "
			}
		}
		p.b.WriteString(p.indent() + headerMargin + header + "\n")
		var lastFile, lastName string
		lastLine, repeats := -1, 0
		for i := len(e.traceback) - 1; i >= 0; i-- {
			t := e.traceback[i]
			if t.code.Hidden {
				continue
			}
			file, line := t.code.Filename, t.code.Line(t.pc)
			if file != lastFile || line != lastLine || t.code.Name != lastName {
				p.repeated(repeats)
				lastFile, lastLine, lastName, repeats = file, line, t.code.Name, 0
			}
			if repeats++; repeats > tbRecursiveCutoff {
				continue
			}
			p.line(`  File "` + file + `", line ` + itoa(int64(line)) + ", in " + t.code.Name)
			if p.sourceLine != nil {
				if src, carets := sourceWithCarets(p.sourceLine(file, line), t.code.Loc(t.pc)); src != "" {
					p.line("    " + src)
					if carets != "" {
						p.line(carets)
					}
				}
			}
		}
		p.repeated(repeats)
	}
	text := e.qualifiedName()
	if msg := e.strForTraceback(); msg != "" {
		text += ": " + msg
	}
	if p.sourceLine != nil {
		text += e.suggestion()
	}
	p.line(text)
	if e.dict != nil {
		if notes, ok := e.dict.GetString("__notes__"); ok {
			if l, ok := notes.obj.(*List); ok {
				for _, n := range l.items {
					p.line(strNoThread(n))
				}
			}
		}
	}
}

// tbRecursiveCutoff is how many consecutive identical frames (same file,
// line and function: recursion) print before the rest are counted.
const tbRecursiveCutoff = 3

// repeated prints how many identical frames beyond the cutoff were left out.
func (p *tbPrinter) repeated(n int) {
	if n -= tbRecursiveCutoff; n > 0 {
		p.line("  [Previous line repeated " + plural(n, "more time") + "]")
	}
}

// Limits of the boxed group layout (traceback.c's max_group_width/depth).
const (
	maxGroupWidth = 15
	maxGroupDepth = 10
)

// printGroup is traceback.c's print_exception_group.
func (p *tbPrinter) printGroup(e *Exception, chain int) {
	if p.depth > maxGroupDepth {
		p.line("... (max_group_depth is " + itoa(maxGroupDepth) + ")")
		return
	}
	top := p.depth == 0
	if top {
		p.depth++
	}
	p.printOne(e)
	excs := e.group().excs.items
	n := len(excs)
	if n > maxGroupWidth {
		n = maxGroupWidth + 1
	}
	p.needClose = false
	for i := 0; i < n; i++ {
		last := i == n-1
		if last {
			p.needClose = true // a nested group may draw the closing line
		}
		lead := "  "
		if i == 0 {
			lead = "+-"
		}
		label := itoa(int64(i + 1))
		if i >= maxGroupWidth {
			label = "..."
		}
		p.b.WriteString(p.indent() + lead + "+---------------- " + label + " ----------------\n")
		p.depth++
		if i < maxGroupWidth {
			if sub, ok := excs[i].obj.(*Exception); ok {
				p.printRecursive(sub, chain+1)
			}
		} else {
			p.line("and " + plural(len(excs)-maxGroupWidth, "more exception"))
		}
		if last && p.needClose {
			p.b.WriteString(p.indent() + "+------------------------------------\n")
			p.needClose = false
		}
		p.depth--
	}
	if top {
		p.depth--
	}
}

// qualifiedName is the name CPython prints: module-qualified for classes
// defined outside builtins and __main__.
func (e *Exception) qualifiedName() string {
	m := e.cls.module
	if m == "" || m == "builtins" || m == "__main__" {
		return e.cls.qualname
	}
	return m + "." + e.cls.qualname
}

func (e *Exception) strForTraceback() string {
	if e.strResolved {
		return e.strOverride
	}
	return e.message()
}

// newError creates a built-in exception with a message.
func newError(t *Type, msg string) *Exception {
	p := &tupleWith[[1]Value]{items: [1]Value{StrValue(msg)}}
	return &Exception{cls: t, args: p.use(p.items[:])}
}

// newErrorArgs creates an exception with arbitrary args.
func newErrorArgs(t *Type, args ...Value) *Exception {
	return &Exception{cls: t, args: &Tuple{items: args}}
}

// keyError is newErrorArgs(KeyErrorType, key) from th's slabs (a missing
// key is how many programs test for one).
func (th *Thread) keyError(key Value) *Exception {
	e, args := carve(th, &th.slabs.excs), th.newTuple(1)
	args.items[0] = key
	e.cls, e.args = KeyErrorType, args
	return e
}

// The built-in exception hierarchy.
var (
	BaseExceptionType      = newBuiltinType("BaseException", ObjectType)
	SystemExitType         = newBuiltinType("SystemExit", BaseExceptionType)
	KeyboardInterruptType  = newBuiltinType("KeyboardInterrupt", BaseExceptionType)
	GeneratorExitType      = newBuiltinType("GeneratorExit", BaseExceptionType)
	ExceptionType          = newBuiltinType("Exception", BaseExceptionType)
	StopIterationType      = newBuiltinType("StopIteration", ExceptionType)
	StopAsyncIterationType = newBuiltinType("StopAsyncIteration", ExceptionType)
	ArithmeticErrorType    = newBuiltinType("ArithmeticError", ExceptionType)
	FloatingPointErrorType = newBuiltinType("FloatingPointError", ArithmeticErrorType)
	OverflowErrorType      = newBuiltinType("OverflowError", ArithmeticErrorType)
	ZeroDivisionErrorType  = newBuiltinType("ZeroDivisionError", ArithmeticErrorType)
	AssertionErrorType     = newBuiltinType("AssertionError", ExceptionType)
	AttributeErrorType     = newBuiltinType("AttributeError", ExceptionType)
	BufferErrorType        = newBuiltinType("BufferError", ExceptionType)
	EOFErrorType           = newBuiltinType("EOFError", ExceptionType)
	ImportErrorType        = newBuiltinType("ImportError", ExceptionType)
	ModuleNotFoundType     = newBuiltinType("ModuleNotFoundError", ImportErrorType)
	LookupErrorType        = newBuiltinType("LookupError", ExceptionType)
	IndexErrorType         = newBuiltinType("IndexError", LookupErrorType)
	KeyErrorType           = newBuiltinType("KeyError", LookupErrorType)
	MemoryErrorType        = newBuiltinType("MemoryError", ExceptionType)
	NameErrorType          = newBuiltinType("NameError", ExceptionType)
	UnboundLocalErrorType  = newBuiltinType("UnboundLocalError", NameErrorType)
	OSErrorType            = newBuiltinType("OSError", ExceptionType)
	ReferenceErrorType     = newBuiltinType("ReferenceError", ExceptionType)
	RuntimeErrorType       = newBuiltinType("RuntimeError", ExceptionType)
	NotImplementedErrType  = newBuiltinType("NotImplementedError", RuntimeErrorType)
	RecursionErrorType     = newBuiltinType("RecursionError", RuntimeErrorType)
	SyntaxErrorType        = newBuiltinType("SyntaxError", ExceptionType)
	IndentationErrorType   = newBuiltinType("IndentationError", SyntaxErrorType)
	TabErrorType           = newBuiltinType("TabError", IndentationErrorType)
	SystemErrorType        = newBuiltinType("SystemError", ExceptionType)
	TypeErrorType          = newBuiltinType("TypeError", ExceptionType)
	ValueErrorType         = newBuiltinType("ValueError", ExceptionType)
	UnicodeErrorType       = newBuiltinType("UnicodeError", ValueErrorType)
	UnicodeDecodeErrorType = newBuiltinType("UnicodeDecodeError", UnicodeErrorType)
	UnicodeEncodeErrorType = newBuiltinType("UnicodeEncodeError", UnicodeErrorType)
	// UnicodeTranslateErrorType completes the standard hierarchy.
	UnicodeTranslateErrorType = newBuiltinType("UnicodeTranslateError", UnicodeErrorType)
	WarningType               = newBuiltinType("Warning", ExceptionType)
	DeprecationWarningType    = newBuiltinType("DeprecationWarning", WarningType)
	UserWarningType           = newBuiltinType("UserWarning", WarningType)
	RuntimeWarningType        = newBuiltinType("RuntimeWarning", WarningType)
	// DeterminismErrorType is raised for constructs the PVM refuses because
	// they would make execution non-deterministic (sets, id(), ...). It is
	// cowboy_sdk.DeterminismError, a CowboyError (see sdk_errors.go).
	DeterminismErrorType = newBuiltinType("DeterminismError", CowboyErrorType)
)

var exceptionTypes = []*Type{
	BaseExceptionType, SystemExitType, KeyboardInterruptType, GeneratorExitType, ExceptionType,
	StopIterationType, StopAsyncIterationType, ArithmeticErrorType, FloatingPointErrorType, OverflowErrorType,
	ZeroDivisionErrorType, AssertionErrorType, AttributeErrorType, BufferErrorType, EOFErrorType,
	ImportErrorType, ModuleNotFoundType, LookupErrorType, IndexErrorType, KeyErrorType,
	MemoryErrorType, NameErrorType, UnboundLocalErrorType, OSErrorType, ReferenceErrorType,
	RuntimeErrorType, NotImplementedErrType, RecursionErrorType, SyntaxErrorType,
	IndentationErrorType, TabErrorType, SystemErrorType, TypeErrorType, ValueErrorType,
	UnicodeErrorType, UnicodeDecodeErrorType, UnicodeEncodeErrorType, UnicodeTranslateErrorType, WarningType,
	DeprecationWarningType, UserWarningType, RuntimeWarningType, DeterminismErrorType,
}

// The rest of the standard hierarchy, which the PVM never raises itself.
func init() {
	osErrors := map[string]*Type{}
	for _, d := range []struct{ name, base string }{
		{"PendingDeprecationWarning", "Warning"}, {"SyntaxWarning", "Warning"}, {"FutureWarning", "Warning"},
		{"ImportWarning", "Warning"}, {"UnicodeWarning", "Warning"}, {"BytesWarning", "Warning"},
		{"ResourceWarning", "Warning"}, {"EncodingWarning", "Warning"},
		{"BlockingIOError", "OSError"}, {"ChildProcessError", "OSError"}, {"ConnectionError", "OSError"},
		{"BrokenPipeError", "ConnectionError"}, {"ConnectionAbortedError", "ConnectionError"},
		{"ConnectionRefusedError", "ConnectionError"}, {"ConnectionResetError", "ConnectionError"},
		{"FileExistsError", "OSError"}, {"FileNotFoundError", "OSError"}, {"InterruptedError", "OSError"},
		{"IsADirectoryError", "OSError"}, {"NotADirectoryError", "OSError"}, {"PermissionError", "OSError"},
		{"ProcessLookupError", "OSError"}, {"TimeoutError", "OSError"},
	} {
		base := WarningType
		if d.base != "Warning" {
			base = OSErrorType
			if b, ok := osErrors[d.base]; ok {
				base = b
			}
		}
		t := newBuiltinType(d.name, base)
		osErrors[d.name] = t
		exceptionTypes = append(exceptionTypes, t)
	}
	// OSError(errno, strerror) picks the subclass for the errno, as CPython
	// does with the Linux errno values.
	for errno, name := range map[int64]string{
		1: "PermissionError", 2: "FileNotFoundError", 3: "ProcessLookupError", 4: "InterruptedError",
		10: "ChildProcessError", 11: "BlockingIOError", 13: "PermissionError", 17: "FileExistsError",
		20: "NotADirectoryError", 21: "IsADirectoryError", 32: "BrokenPipeError", 103: "ConnectionAbortedError",
		104: "ConnectionResetError", 110: "TimeoutError", 111: "ConnectionRefusedError", 114: "BlockingIOError",
		115: "BlockingIOError",
	} {
		osErrnoTypes[errno] = osErrors[name]
	}
}

var osErrnoTypes = map[int64]*Type{}

// isExceptionClass reports whether v is a class deriving from BaseException.
func isExceptionClass(v Value) (*Type, bool) {
	t, ok := v.obj.(*Type)
	if !ok || !t.isSubtype(BaseExceptionType) {
		return nil, false
	}
	return t, true
}

func constructException(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if t == OSErrorType && len(args)-len(kw) >= 2 && args[0].isSmallInt() {
		if sub, ok := osErrnoTypes[args[0].small()]; ok {
			t = sub
		}
	}
	// The exception and its args tuple, accounted as the census counts them.
	if err := th.allocate(sizeofException + sizeofSeq(len(args)-len(kw))); err != nil {
		return Value{}, err
	}
	e := carve(th, &th.slabs.excs)
	e.cls = t
	if err := e.init(th, args, kw); err != nil {
		return Value{}, err
	}
	return ObjectValue(e), nil
}

// Keyword arguments the exception constructors accept.
var (
	attributeErrorKw = newArgSpec("AttributeError", "*", "name=", "obj=")
	nameErrorKw      = newArgSpec("NameError", "*", "name=")
	importErrorKw    = newArgSpec("ImportError", "*", "name=", "path=")
)

// init is BaseException.__init__ and the argument handling of the
// constructors: args from the positional arguments, keyword attributes for
// the types that take them.
func (e *Exception) init(th *Thread, args []Value, kw []*Str) error {
	npos := len(args) - len(kw)
	if e.cls.isSubtype(UnicodeErrorType) && e.cls != UnicodeErrorType {
		want := 5
		if e.cls == UnicodeTranslateErrorType {
			want = 4
		}
		if npos != want {
			return newError(TypeErrorType, "function takes exactly "+itoa(int64(want))+" arguments ("+itoa(int64(npos))+" given)")
		}
	}
	if len(kw) > 0 {
		var spec *argSpec
		switch {
		case e.cls.isSubtype(AttributeErrorType):
			spec = attributeErrorKw
		case e.cls.isSubtype(NameErrorType):
			spec = nameErrorKw
		case e.cls.isSubtype(ImportErrorType):
			spec = importErrorKw
		default:
			return newError(TypeErrorType, e.cls.Name+"() takes no keyword arguments")
		}
		var a [2]Value
		if err := spec.bind(args[npos:], kw, a[:]); err != nil {
			return err
		}
		x := e.attrs()
		x.name = orNone(a[0])
		if spec == importErrorKw {
			x.path = orNone(a[1])
		} else {
			x.obj = orNone(a[1])
		}
	}
	t := th.newTuple(npos)
	items := t.items
	copyValues(items, args[:npos])
	if e.cls.isSubtype(OSErrorType) && npos >= 3 && npos <= 5 {
		// OSError(errno, strerror, filename[, winerror, filename2]) keeps
		// only the first two as args.
		x := e.attrs()
		x.filename = args[2]
		if npos == 5 {
			x.filename2 = args[4]
		}
		t.items = items[:2]
	}
	e.args = t
	return nil
}

// attrs returns the keyword attributes, creating them (all None).
func (e *Exception) attrs() *excAttrs {
	if e.extra == nil {
		e.extra = &excAttrs{name: None, obj: None, path: None, filename: None, filename2: None}
	}
	return e.extra
}

// exceptionAttr serves the data attributes of exceptions: args, the
// chaining links and the attributes specific exception types derive from
// their arguments (StopIteration.value, OSError.errno, ...).
func exceptionAttr(e *Exception, name string) (Value, bool, error) {
	switch name {
	case "args":
		return ObjectValue(e.args), true, nil
	case "__cause__":
		return orNone(e.cause), true, nil
	case "__context__":
		return orNone(e.context), true, nil
	case "__suppress_context__":
		return Bool(e.suppressContext), true, nil
	case "__dict__":
		if e.dict == nil {
			e.dict = newDict(0)
		}
		return ObjectValue(e.dict), true, nil
	}
	if e.dict != nil {
		if v, ok := e.dict.GetString(name); ok {
			return v, true, nil
		}
	}
	if g := e.group(); g != nil {
		switch name {
		case "message":
			return g.message, true, nil
		case "exceptions":
			return ObjectValue(g.excs), true, nil
		}
	}
	args := e.args.items
	arg := func(i int) (Value, bool, error) {
		if i < len(args) {
			return args[i], true, nil
		}
		return None, true, nil
	}
	c := e.cls
	switch {
	case c.isSubtype(StopIterationType) && name == "value":
		return arg(0)
	case c.isSubtype(SystemExitType) && name == "code":
		if len(args) > 1 {
			return ObjectValue(e.args), true, nil
		}
		return arg(0)
	case c.isSubtype(AttributeErrorType) && (name == "name" || name == "obj"),
		c.isSubtype(NameErrorType) && name == "name",
		c.isSubtype(ImportErrorType) && (name == "name" || name == "path"),
		c.isSubtype(OSErrorType) && (name == "filename" || name == "filename2"):
		x := e.attrs()
		switch name {
		case "name":
			return x.name, true, nil
		case "obj":
			return x.obj, true, nil
		case "path":
			return x.path, true, nil
		case "filename":
			return x.filename, true, nil
		}
		return x.filename2, true, nil
	case c.isSubtype(ImportErrorType) && name == "msg":
		if len(args) == 1 {
			return args[0], true, nil
		}
		return None, true, nil
	case c.isSubtype(OSErrorType) && (name == "errno" || name == "strerror"):
		if len(args) != 2 {
			return None, true, nil
		}
		if name == "errno" {
			return args[0], true, nil
		}
		return args[1], true, nil
	case c.isSubtype(SyntaxErrorType):
		if name == "msg" {
			return arg(0)
		}
		for i, n := range [...]string{"filename", "lineno", "offset", "text", "end_lineno", "end_offset"} {
			if n == name {
				if d, ok := arg1Tuple(args); ok && i < len(d) {
					return d[i], true, nil
				}
				return None, true, nil
			}
		}
	case c.isSubtype(UnicodeErrorType) && c != UnicodeErrorType:
		fields := [...]string{"encoding", "object", "start", "end", "reason"}
		off := 0
		if c == UnicodeTranslateErrorType {
			if name == "encoding" {
				return None, true, nil
			}
			off = 1
		}
		for i, n := range fields {
			if n == name {
				return arg(i - off)
			}
		}
	}
	return Value{}, false, nil
}

// arg1Tuple returns the details tuple of SyntaxError(msg, details).
func arg1Tuple(args []Value) ([]Value, bool) {
	if len(args) != 2 {
		return nil, false
	}
	t, ok := args[1].obj.(*Tuple)
	if !ok {
		return nil, false
	}
	return t.items, true
}

// exceptionRepr is BaseException.__repr__: Name(args...).
func exceptionRepr(th *Thread, e *Exception) (string, error) {
	if len(e.args.items) == 1 {
		s, err := repr(th, e.args.items[0])
		return e.cls.Name + "(" + s + ")", err
	}
	s, err := repr(th, ObjectValue(e.args))
	return e.cls.Name + s, err
}

// excSelf checks the receiver of a BaseException method.
func excSelf(name string, args []Value) (*Exception, error) {
	if len(args) > 0 {
		if e, ok := args[0].obj.(*Exception); ok {
			return e, nil
		}
	}
	return nil, newError(TypeErrorType, "descriptor '"+name+"' requires a 'BaseException' object")
}

func init() {
	for _, t := range exceptionTypes {
		builtinsDict.SetString(t.Name, ObjectValue(t))
		t.construct = constructException
	}
	builtinsDict.SetString("IOError", ObjectValue(OSErrorType))
	builtinsDict.SetString("EnvironmentError", ObjectValue(OSErrorType))
	b := BaseExceptionType
	b.dict.SetString("__new__", ObjectValue(&StaticMethod{fn: ObjectValue(&Builtin{name: "__new__", fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args)-len(kw) < 1 {
			return Value{}, newError(TypeErrorType, "BaseException.__new__(): not enough arguments")
		}
		t, ok := args[0].obj.(*Type)
		if !ok || !t.isSubtype(BaseExceptionType) {
			return Value{}, newError(TypeErrorType, "BaseException.__new__(X): X is not a subtype of BaseException")
		}
		if t.builtin {
			return t.construct(th, t, args[1:], kw)
		}
		return th.newInstance(t, args[1:len(args)-len(kw)], nil)
	}})}))
	defMethod(b, "__init__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		e, err := excSelf("__init__", args)
		if err != nil {
			return Value{}, err
		}
		return None, e.init(th, args[1:], kw)
	})
	// Types whose str() differs from BaseException's carry their own
	// __str__, so it wins over a user __str__ later in a subclass's MRO.
	for _, t := range []*Type{b, KeyErrorType, OSErrorType, SyntaxErrorType, UnicodeDecodeErrorType,
		UnicodeEncodeErrorType, UnicodeTranslateErrorType} {
		defMethod(t, "__str__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			e, err := excSelf("__str__", args)
			if err != nil {
				return Value{}, err
			}
			return StrValue(e.messageAs(t)), nil
		})
	}
	defMethod(b, "__repr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		e, err := excSelf("__repr__", args)
		if err != nil {
			return Value{}, err
		}
		s, err := exceptionRepr(th, e)
		return StrValue(s), err
	})
	defMethod(b, "with_traceback", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		e, err := excSelf("with_traceback", args)
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("BaseException.with_traceback", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		switch tb := args[1].obj.(type) {
		case noneKind:
			e.traceback = nil
		case *Traceback: // the entries from tb's frame inwards, copied: they grow as e propagates
			e.traceback = append([]TraceEntry(nil), tb.entries[:len(tb.entries)-tb.i]...)
		default:
			return Value{}, newError(TypeErrorType, "__traceback__ must be a traceback or None")
		}
		return args[0], nil
	})
	defMethod(b, "add_note", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		e, err := excSelf("add_note", args)
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("BaseException.add_note", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		if _, ok := args[1].obj.(*Str); !ok {
			return Value{}, newError(TypeErrorType, "note must be a str, not '"+typeName(args[1])+"'")
		}
		if e.dict == nil {
			e.dict = newDict(0)
		}
		notes, ok := e.dict.GetString("__notes__")
		if !ok {
			notes = NewList(nil)
			e.dict.SetString("__notes__", notes)
		}
		l, ok := notes.obj.(*List)
		if !ok {
			return Value{}, newError(TypeErrorType, "Cannot add note: __notes__ is not a list")
		}
		return None, l.append(th, args[1])
	})
}

// nameError is the NameError for an undefined name, looked up in code's
// locals and globals.
func nameError(name string, code *Code, globals *Dict) *Exception {
	e := newError(NameErrorType, "name '"+name+"' is not defined")
	x := e.attrs()
	x.name = StrValue(name)
	x.scope = &nameScope{locals: code.Locals, globals: globals}
	return e
}

// unboundLocalError is raised reading a local before assignment.
func unboundLocalError(name string) *Exception {
	e := newError(UnboundLocalErrorType, "cannot access local variable '"+name+"' where it is not associated with a value")
	e.attrs().name = StrValue(name)
	return e
}
