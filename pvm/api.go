package pvm

import (
	"errors"
	"io"
	"math/big"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/cowboy-go/cowboy/pvm/compile"
	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Program is a compiled module ready to run any number of times.
type Program struct {
	Filename string
	top      *Code
	snapshot atomic.Pointer[actorSnapshot] // see snapshot.go
}

// Compile parses and compiles Python source. Errors are *syntax.Error with
// file, line and column.
func Compile(filename string, src []byte) (*Program, error) {
	return compileWith(filename, src, map[string]*Str{})
}

// compileWith is Compile with the loader's strs seeded: names and constants
// equal to one of them use that *Str, so that code compiled later shares
// the attribute names of the program that asked for it (inline caches and
// instance key layouts compare names by pointer first).
func compileWith(filename string, src []byte, strs map[string]*Str) (*Program, error) {
	if err := checkDigitRuns(filename, src); err != nil {
		return nil, err
	}
	mod, err := syntax.Parse(filename, src)
	if err != nil {
		return nil, err
	}
	prog, err := compile.Compile(filename, src, mod)
	if err != nil {
		return nil, err
	}
	l := &loader{strs: strs}
	return &Program{Filename: filename, top: l.code(prog.Top)}, nil
}

// MaxDigitRun is the longest run of decimal digits allowed anywhere in
// source (spec: a 4096-bit integer has at most 1234 digits; the static check
// keeps huge literals from costing work before metering starts).
const MaxDigitRun = 1234

// checkDigitRuns refuses source containing a longer run of decimal digits,
// in code, strings or comments alike.
func checkDigitRuns(filename string, src []byte) error {
	line, col, run := 1, 0, 0
	for i, b := range src {
		col++
		if b >= '0' && b <= '9' {
			run++
			if run > MaxDigitRun {
				start := i - run + 1
				lineStart := strings.LastIndexByte(string(src[:start]), '\n') + 1
				lineEnd := strings.IndexByte(string(src[start:]), '\n')
				text := string(src[lineStart:])
				if lineEnd >= 0 {
					text = string(src[lineStart : start+lineEnd])
				}
				return &syntax.Error{Kind: syntax.SyntaxError, Filename: filename, Line: line, Col: col - run + 1,
					Text: text, Msg: "run of more than " + itoa(MaxDigitRun) + " decimal digits exceeds the PVM's source digit limit (MaxDigitRun; integers are capped at 4096 bits)"}
			}
			continue
		}
		run = 0
		if b == '\n' {
			line, col = line+1, 0
		}
	}
	return nil
}

// loader converts compiled code to its runtime form once per Program.
// Every name and string constant of the program becomes one shared Str
// with its hash computed up front: attribute and dict lookups then match
// keys by pointer, and executions sharing the Program only read them.
type loader struct{ strs map[string]*Str }

func (l *loader) str(s string) *Str {
	if v, ok := l.strs[s]; ok {
		return v
	}
	v := intern(s)
	if !v.interned {
		v.markName()
		v.hash()
	}
	l.strs[s] = v
	return v
}

// code converts a compiled code object's names and constants to values.
func (l *loader) code(cc *compile.Code) *Code {
	code := &Code{Code: cc, consts: make([]Value, len(cc.Consts)), names: make([]*Str, len(cc.Names)),
		locals: make([]*Str, len(cc.Locals)), kwnames: map[*Tuple][]*Str{}}
	for i, n := range cc.Names {
		code.names[i] = l.str(n)
	}
	code.doc = None
	if cc.Doc != nil {
		code.doc = ObjectValue(l.str(cc.Doc.(string)))
	}
	code.insts = fuse(cc.Code, cc.Names)
	code.cacheSlot, code.ncaches = cacheSlots(cc)
	code.plainArgs = -1
	if cc.KwOnlyCount == 0 && cc.Flags&(compile.FlagVarargs|compile.FlagVarkw) == 0 {
		code.plainArgs = cc.ArgCount
	}
	code.simpleArgs = code.plainArgs
	if len(cc.Cellvars) > 0 || cc.Flags&(compile.FlagGenerator|compile.FlagCoroutine) != 0 {
		code.simpleArgs = -1
	}
	code.frameSize = len(cc.Locals) + cc.MaxStack
	code.classCell, code.firstArgCell = -1, -1
	for i, name := range cc.Freevars {
		if name == "__class__" {
			code.classCell = len(cc.Cellvars) + i
		}
	}
	for i, a := range cc.Cell2Arg {
		if a == 0 {
			code.firstArgCell = i
		}
	}
	for i, n := range cc.Locals {
		code.locals[i] = l.str(n)
	}
	for i, k := range cc.Consts {
		code.consts[i] = l.constValue(code, k)
	}
	code.returns, code.returnsCost = returnsOf(code)
	return code
}

func (l *loader) constValue(code *Code, k any) Value {
	switch k := k.(type) {
	case nil:
		return None
	case bool:
		return Bool(k)
	case *big.Int:
		v, err := intValue(k)
		if err != nil {
			return ObjectValue(&BigInt{v: *k}) // oversized literals are refused before compiling
		}
		return v
	case float64:
		return Float(k)
	case string:
		return ObjectValue(l.str(k))
	case syntax.Bytes:
		return ObjectValue(&Bytes{b: []byte(k)})
	case syntax.Ellipsis:
		return Ellipsis
	case *compile.Code:
		return ObjectValue(l.code(k))
	case compile.Tuple:
		items := make([]Value, len(k))
		names := make([]*Str, 0, len(k))
		for i, e := range k {
			items[i] = l.constValue(code, e)
			if s, ok := items[i].obj.(*Str); ok {
				names = append(names, s)
			}
		}
		t := &Tuple{items: items}
		if len(names) == len(items) {
			code.kwnames[t] = names
		}
		return ObjectValue(t)
	}
	return None
}

// Options bound one execution.
type Options struct {
	CyclesLimit int64
	MemoryLimit int64
	MaxDepth    int
	Stdout      io.Writer
	Host        Host

	// NoLibraryImage is for a process that runs this one program (`cowboy
	// pvm run`): importing a library module runs its top level, rather
	// than first building the process's image of every library module,
	// which pays off only over many executions. The cycles used then
	// include the imported modules' top levels.
	NoLibraryImage bool

	// Slabs makes the execution's small objects in arrays of several (see
	// slab): faster, but a program can then make the Go heap hold more
	// than MemoryLimit. For trusted scripts, not for actors.
	Slabs bool

	// Repanic lets a PVM bug crash with its Go stack instead of returning
	// *InternalError; for debugging the PVM itself.
	Repanic bool
}

// Result reports what an execution used.
type Result struct {
	CyclesUsed int64
	CellsUsed  int64 // counted by the host at I/O boundaries; 0 for plain scripts
	MemoryPeak int64
}

// Run executes the program as __main__. A Python exception comes back as
// *Exception (with its traceback); exhausted limits as *LimitError.
func (p *Program) Run(opts Options) (res Result, err error) {
	th := newThread(opts)
	defer func() {
		res = Result{CyclesUsed: th.CyclesUsed(), MemoryPeak: th.MemoryPeak()}
		if r := recover(); r != nil {
			if opts.Repanic {
				panic(r)
			}
			err = &InternalError{Detail: r}
		}
	}()
	globals := newDict(0)
	globals.SetString("__name__", StrValue("__main__"))
	globals.SetString("__doc__", None)
	th.modules["__main__"] = &Module{name: "__main__", globals: globals}
	slots := th.allocFrame(len(p.top.Locals) + p.top.MaxStack)
	f := &frame{code: p.top, globals: globals, locals: slots}
	th.finalizers = p.top.YieldsInHandler()
	th.depth++ // the module's frame counts towards the recursion limit, as in CPython
	_, err = th.run(f)
	th.leave()
	if exc, ok := err.(*Exception); ok {
		resolveStrs(th, exc)
	}
	if _, limit := err.(*LimitError); !limit && th.finalizers {
		if ferr := th.finalizeAtExit(globals); ferr != nil {
			return res, ferr
		}
	}
	return res, err
}

// InternalError reports a bug in the PVM itself; the host keeps running.
type InternalError struct{ Detail any }

func (e *InternalError) Error() string { return "internal PVM error: " + reprAny(e.Detail) }

func reprAny(v any) string {
	if e, ok := v.(error); ok {
		return e.Error()
	}
	if s, ok := v.(string); ok {
		return s
	}
	return "panic"
}

// resolveStrs computes str() of user exceptions in a chain, and in the
// exception groups on it, so the traceback can be printed after the
// execution ends. At most 256 exceptions are visited, as printed.
func resolveStrs(th *Thread, exc *Exception) {
	work := []*Exception{exc}
	for n := 0; len(work) > 0 && n < 256; n++ {
		e := work[len(work)-1]
		work = work[:len(work)-1]
		if m, ok := userMethod(ObjectValue(e), "__str__"); ok && !e.strResolved {
			th.cycles = 1 << 40 // printing the error is not metered against the program
			s, err := callStr(th, m, ObjectValue(e))
			if err != nil {
				s = "<exception str() failed>" // as CPython's traceback prints it
			}
			e.strOverride, e.strResolved = s, true
		}
		if g := e.group(); g != nil {
			for i := len(g.excs.items) - 1; i >= 0; i-- {
				if x, ok := g.excs.items[i].obj.(*Exception); ok {
					work = append(work, x)
				}
			}
		}
		next, _ := e.cause.obj.(*Exception)
		if next == nil && !e.suppressContext {
			next, _ = e.context.obj.(*Exception)
		}
		if next != nil {
			work = append(work, next)
		}
	}
}

func newThread(opts Options) *Thread {
	th := &Thread{
		cycles:      opts.CyclesLimit,
		cyclesLimit: opts.CyclesLimit,
		maxDepth:    opts.MaxDepth,
		out:         opts.Stdout,
		host:        opts.Host,
		modules:     map[string]*Module{},
		noImage:     opts.NoLibraryImage,
	}
	th.slabs.on = opts.Slabs
	th.mem.limit = opts.MemoryLimit
	th.mem.next = min(censusGap(opts.MemoryLimit), opts.MemoryLimit)
	if th.maxDepth == 0 {
		th.maxDepth = DefaultMaxDepth
	}
	if th.out == nil {
		th.out = io.Discard
	}
	return th
}

// newScratchThread serves helpers that need a Thread outside an execution
// (rendering error messages); it has generous limits and no output.
func newScratchThread() *Thread {
	return newThread(Options{CyclesLimit: 1 << 40, MemoryLimit: 1 << 40})
}

// sortedModules lists loaded modules in name order (deterministic walks).
func (th *Thread) sortedModules() []*Module {
	names := make([]string, 0, len(th.modules))
	for n := range th.modules {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]*Module, len(names))
	for i, n := range names {
		out[i] = th.modules[n]
	}
	return out
}

// RunSource compiles and runs a program in one step.
func RunSource(filename string, src []byte, opts Options) (Result, error) {
	prog, err := Compile(filename, src)
	if err != nil {
		return Result{}, err
	}
	return prog.Run(opts)
}

// ErrorText renders an execution error as `cowboy pvm run` prints it: a
// Python traceback for exceptions and syntax errors, the slug and name for
// exhausted limits. It never ends in a newline.
func ErrorText(err error) string {
	var exc *Exception
	if errors.As(err, &exc) {
		return strings.TrimSuffix(exc.Traceback(), "\n")
	}
	return err.Error()
}

// ErrorTextSource is ErrorText for a program whose source is at hand: the
// traceback also shows, under each frame in filename, that frame's source
// line without its indentation and with carets, as CPython prints it
// (trailing blanks stay).
func ErrorTextSource(err error, filename string, src []byte) string {
	var exc *Exception
	if !errors.As(err, &exc) {
		return err.Error()
	}
	var lines []string // split once, on the first frame that needs it
	text := exc.TracebackWithSource(func(file string, line int) string {
		if file != filename {
			return ""
		}
		if lines == nil {
			lines = strings.Split(string(src), "\n")
		}
		if line < 1 || line > len(lines) {
			return ""
		}
		return strings.TrimSuffix(lines[line-1], "\r")
	})
	return strings.TrimSuffix(text, "\n")
}

// SystemExitStatus reports whether err is an uncaught SystemExit (raised by
// `raise SystemExit(...)`, exit() or quit()) and, if so, what CPython does
// with it at the top level: the process exit status and the text it prints
// to stderr ("" for nothing). A code of None exits 0 silently, an int exits
// with that status (modulo 256, as the OS reports it), anything else prints
// its str() and exits 1.
func SystemExitStatus(err error) (status int, msg string, ok bool) {
	var exc *Exception
	if !errors.As(err, &exc) || !exc.cls.isSubtype(SystemExitType) {
		return 0, "", false
	}
	var code Value
	switch items := exc.args.items; len(items) {
	case 0:
		code = None
	case 1:
		code = items[0]
	default:
		code = ObjectValue(exc.args)
	}
	switch {
	case code.IsNone():
		return 0, "", true
	case isInt(code):
		return int(toBig(code).Int64() & 0xff), "", true
	}
	return 1, strNoThread(code), true
}
