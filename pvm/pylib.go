package pvm

import (
	"embed"
	"strings"
	"sync"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Stdlib modules written in Python. Their sources are embedded, compiled
// once per process on first use (compilation is deterministic, and compiled
// code is immutable, so executions share it) and their bodies run once per
// process into the library image, which every Thread that imports them
// copies (libimage.go); runLibModule runs a body in a Thread itself.
//
// lib/NAME.py is the module NAME. A directory lib/PKG holding __init__.py is
// the package PKG: its __init__.py is the package's body and lib/PKG/SUB.py
// is the submodule PKG.SUB (packages may nest).

//go:embed lib/*.py lib/collections/*.py lib/cowboy_sdk/*.py
var libFiles embed.FS

// libPrefix starts the file name of library code in tracebacks.
const libPrefix = "<pvm>/"

type libModule struct {
	path string // file inside libFiles, e.g. "lib/cowboy_sdk/__init__.py"
	pkg  bool   // a package (its submodules are NAME.SUB)
	once sync.Once
	code *Code
	err  error
}

// libModules are the modules in pvm/lib, by dotted name.
var libModules = map[string]*libModule{}

func init() { registerLibDir("lib", "") }

// registerLibDir registers the modules in dir; prefix is the dotted package
// name they belong to ("" at the top).
func registerLibDir(dir, prefix string) {
	entries, err := libFiles.ReadDir(dir)
	if err != nil {
		panic("pvm: embedded library: " + err.Error())
	}
	for _, e := range entries {
		name, path := e.Name(), dir+"/"+e.Name()
		switch {
		case e.IsDir():
			if _, err := libFiles.ReadFile(path + "/__init__.py"); err != nil {
				continue
			}
			libModules[prefix+name] = &libModule{path: path + "/__init__.py", pkg: true}
			registerLibDir(path, prefix+name+".")
		case strings.HasSuffix(name, ".py") && name != "__init__.py":
			libModules[prefix+strings.TrimSuffix(name, ".py")] = &libModule{path: path}
		}
	}
}

// compiled returns the module's top-level code, compiling it on first use.
func (m *libModule) compiled() (*Code, error) {
	m.once.Do(func() {
		src, err := libFiles.ReadFile(m.path)
		if err != nil {
			m.err = err
			return
		}
		p, err := Compile(libPrefix+strings.TrimPrefix(m.path, "lib/"), src)
		if err != nil {
			m.err = err
			return
		}
		m.code = p.top
	})
	return m.code, m.err
}

// runLibModule executes a library module's body for this Thread. The module
// is registered first so that circular imports see it, and dropped again if
// its body fails.
// libInitCycles bounds the top-level code of one library module.
const libInitCycles = 50_000_000

func (th *Thread) runLibModule(name string, lib *libModule) (*Module, error) {
	code, err := lib.compiled()
	if err != nil {
		return nil, &InternalError{Detail: err}
	}
	if err := th.allocate(sizeofDict(0)); err != nil {
		return nil, err
	}
	globals := newDict(0)
	globals.SetString("__name__", StrValue(name))
	globals.SetString("__doc__", None)
	pkg := name
	if !lib.pkg {
		pkg = name[:max(strings.LastIndexByte(name, '.'), 0)]
	}
	globals.SetString("__package__", StrValue(pkg))
	if lib.pkg {
		globals.SetString("__path__", NewList(nil))
	}
	m := &Module{name: name, globals: globals}
	th.modules[name] = m
	if err := th.enter(); err != nil {
		delete(th.modules, name)
		return nil, err
	}
	// A library module's top level is platform code that does the same
	// work in every execution: it runs outside the program's cycle budget
	// (the import itself costs IMPORT_NAME's cycles). Its memory counts.
	budget := th.cycles
	th.cycles = libInitCycles
	slots := th.allocFrame(code.frameSize)
	_, err = th.run(&frame{code: code, globals: globals, locals: slots})
	th.freeFrame(slots)
	th.leave()
	th.cycles = budget
	if err != nil {
		delete(th.modules, name)
		return nil, err
	}
	return m, nil
}

// inLibrary reports whether the running code is library code, which may
// import private helper modules.
func (th *Thread) inLibrary() bool {
	return th.frame != nil && strings.HasPrefix(th.frame.code.Filename, libPrefix)
}

// The private module _pylib holds helpers the library needs natively.
func init() {
	registerModule("_pylib", func(d *Dict) {
		setFunc(d, "caller_module", callerModule)
		setFunc(d, "generated_as", pylibGeneratedAs)
		setFunc(d, "iskeyword", isKeyword)
		setFunc(d, "make_function", pylibMakeFunction)
		setFunc(d, "new_instance", newInstanceOf)
		setFunc(d, "module_namespace", pylibModuleNamespace)
		setFunc(d, "repr_enter", pylibReprEnter)
		setFunc(d, "repr_leave", pylibReprLeave)
	})
}

// callerModule is caller_module(): the __name__ of the innermost module
// outside the library on the call stack, for classes made by factories
// (namedtuple, Enum("Name", ...)), which CPython finds with sys._getframe.
func callerModule(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	for f := th.frame; f != nil; f = f.back {
		if !strings.HasPrefix(f.code.Filename, libPrefix) {
			if name, ok := f.globals.GetString("__name__"); ok {
				return name, nil
			}
			break
		}
	}
	return StrValue("__main__"), nil
}

// newInstanceOf is new_instance(cls, *args): a bare instance of a user
// class, its built-in base (int, str, tuple, ...) made from args, without
// running the class's own __new__ or __init__ (object.__new__ /
// int.__new__(cls, ...) in CPython's enum and namedtuple).
func newInstanceOf(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) == 0 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "new_instance() takes a class and positional arguments")
	}
	cls, ok := args[0].obj.(*Type)
	if !ok || cls.builtin {
		return Value{}, newError(TypeErrorType, "new_instance(): "+typeName(args[0])+" is not a user class")
	}
	return th.newInstance(cls, args[1:], nil)
}

// pythonKeywords are the hard keywords of Python 3.11 (keyword.kwlist).
var pythonKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

// pylibModuleNamespace is module_namespace(name): the globals of the loaded
// module name, or None (typing.get_type_hints resolves string annotations
// in them, as CPython does through sys.modules).
func pylibModuleNamespace(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if !th.inLibrary() { // a program's own globals() is refused
		return Value{}, newError(RuntimeErrorType, "module_namespace() is internal to the library")
	}
	if len(args) != 1 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "module_namespace() takes exactly one argument")
	}
	if s, ok := args[0].obj.(*Str); ok {
		if m, ok := th.modules[s.s]; ok {
			return ObjectValue(m.globals), nil
		}
	}
	return None, nil
}

// pylibReprEnter is repr_enter(obj), Py_ReprEnter for library __repr__
// methods: True if obj's repr is already being built further up (print a
// placeholder), else False after marking it, to be undone by repr_leave().
func pylibReprEnter(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) != 1 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "repr_enter() takes exactly one argument")
	}
	if th.reprActive(args[0]) {
		return True, nil
	}
	return False, th.enterRepr(args[0])
}

// pylibReprLeave is repr_leave(), after a repr_enter that returned False.
func pylibReprLeave(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(th.reprs) == 0 {
		return Value{}, newError(RuntimeErrorType, "repr_leave() without repr_enter()")
	}
	th.leaveRepr()
	return None, nil
}

// makeFunctionCost is the cycles charged per byte of source compiled by
// make_function (docs/metering.md).
const makeFunctionCost = 2

// pylibMakeFunction is make_function(source, namespace, name, names): the
// function that source (a def statement) defines when run with namespace
// as its globals, compiled as file "<string>". dataclasses generates
// __init__ this way, as CPython's does with exec, so that it is a plain
// function with the fields as parameters. Only library code may call it
// (a program could reach it through dataclasses' globals), and the source
// is the library's own text around field names. names (strs) seed the
// compiler's strings, so the function's attribute names are the program's
// own.
func pylibMakeFunction(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if !th.inLibrary() { // reached through a library module's globals
		return Value{}, newError(RuntimeErrorType, "make_function() is internal to the library: programs cannot compile source at run time")
	}
	if len(args) != 4 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "make_function() takes 4 arguments")
	}
	src, ok1 := args[0].obj.(*Str)
	ns, ok2 := args[1].obj.(*Dict)
	name, ok3 := args[2].obj.(*Str)
	if !ok1 || !ok2 || !ok3 {
		return Value{}, newError(TypeErrorType, "make_function(source: str, namespace: dict, name: str, names)")
	}
	if err := th.charge(int64(len(src.s)) * makeFunctionCost); err != nil {
		return Value{}, err
	}
	names, err := strList(th, args[3])
	if err != nil {
		return Value{}, err
	}
	strs := make(map[string]*Str, len(names))
	for _, n := range names {
		strs[n.s] = n
	}
	p, err := compileWith("<string>", []byte(src.s), strs)
	if err != nil {
		return Value{}, newError(SyntaxErrorType, err.Error())
	}
	if err := th.enter(); err != nil {
		return Value{}, err
	}
	slots := th.allocFrame(len(p.top.Locals) + p.top.MaxStack)
	_, err = th.run(&frame{code: p.top, globals: ns, locals: slots})
	th.freeFrame(slots)
	th.leave()
	if err != nil {
		return Value{}, err
	}
	fn, ok := ns.getStr(name)
	if !ok {
		return Value{}, newError(ValueErrorType, "make_function(): the source does not define "+name.s)
	}
	return fn, nil
}

// pylibGeneratedAs is generated_as(fn, line): a copy of fn whose frames
// show in tracebacks as line `line` of "<string>", where CPython places the
// methods dataclasses generates with exec; with line 0 they do not show,
// as for code CPython runs natively.
func pylibGeneratedAs(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if !th.inLibrary() { // as make_function
		return Value{}, newError(RuntimeErrorType, "generated_as() is internal to the library")
	}
	if len(args) != 2 || !args[1].isSmallInt() {
		return Value{}, newError(TypeErrorType, "generated_as(function, line)")
	}
	f, ok := args[0].obj.(*Function)
	if !ok {
		return Value{}, newError(TypeErrorType, "generated_as(function, line)")
	}
	f = th.fn(f)
	line := int32(args[1].small())
	cc := *f.code.Code
	if line == 0 {
		cc.Hidden = true
	} else {
		cc.Filename = "<string>"
		cc.Locs = make([]syntax.Span, len(cc.Locs))
		for i := range cc.Locs {
			cc.Locs[i] = syntax.Span{Line: line, EndLine: line}
		}
	}
	code := *f.code
	code.Code = &cc
	g := *f
	g.code, g.caches = &code, nil
	return ObjectValue(&g), nil
}

// isKeyword is iskeyword(s), as keyword.iskeyword.
func isKeyword(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) != 1 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "iskeyword() takes exactly one argument")
	}
	s, ok := args[0].obj.(*Str)
	return Bool(ok && pythonKeywords[s.s]), nil
}

// strList converts an iterable of strings to []*Str.
func strList(th *Thread, v Value) ([]*Str, error) {
	items, err := toValues(th, v)
	if err != nil {
		return nil, err
	}
	out := make([]*Str, len(items))
	for i, it := range items {
		s, ok := it.obj.(*Str)
		if !ok {
			return nil, newError(TypeErrorType, "expected str, not "+typeName(it))
		}
		out[i] = s
	}
	return out, nil
}
