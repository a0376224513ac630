package pvm

import (
	"strings"
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
}

// TraceEntry is one frame of a traceback.
type TraceEntry struct {
	Filename string
	Line     int
	Function string
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
func (e *Exception) message() string {
	if e.args == nil || len(e.args.items) == 0 {
		return ""
	}
	if len(e.args.items) == 1 {
		a := e.args.items[0]
		if e.cls.isSubtype(KeyErrorType) {
			return reprNoThread(a)
		}
		if s, ok := a.obj.(*Str); ok {
			return s.s
		}
		return reprNoThread(a)
	}
	return reprNoThread(ObjectValue(e.args))
}

// Traceback renders the full Python-style traceback, including chained
// exceptions, as CPython prints it.
func (e *Exception) Traceback() string {
	var b strings.Builder
	e.writeChain(&b, 0)
	return b.String()
}

func (e *Exception) writeChain(b *strings.Builder, depth int) {
	if depth < 32 {
		if c, ok := e.cause.obj.(*Exception); ok {
			c.writeChain(b, depth+1)
			b.WriteString("\nThe above exception was the direct cause of the following exception:\n\n")
		} else if c, ok := e.context.obj.(*Exception); ok && !e.suppressContext {
			c.writeChain(b, depth+1)
			b.WriteString("\nDuring handling of the above exception, another exception occurred:\n\n")
		}
	}
	if len(e.traceback) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		for i := len(e.traceback) - 1; i >= 0; i-- {
			t := e.traceback[i]
			b.WriteString(`  File "` + t.Filename + `", line ` + itoa(int64(t.Line)) + ", in " + t.Function + "\n")
		}
	}
	b.WriteString(e.qualifiedName())
	if msg := e.strForTraceback(); msg != "" {
		b.WriteString(": " + msg)
	}
	b.WriteByte('\n')
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
	if e.strOverride != "" {
		return e.strOverride
	}
	return e.message()
}

// newError creates a built-in exception with a message.
func newError(t *Type, msg string) *Exception {
	return &Exception{cls: t, args: &Tuple{items: []Value{StrValue(msg)}}}
}

// newErrorArgs creates an exception with arbitrary args.
func newErrorArgs(t *Type, args ...Value) *Exception {
	return &Exception{cls: t, args: &Tuple{items: args}}
}

// The built-in exception hierarchy.
var (
	BaseExceptionType      = newBuiltinType("BaseException", ObjectType)
	SystemExitType         = newBuiltinType("SystemExit", BaseExceptionType)
	KeyboardInterruptType  = newBuiltinType("KeyboardInterrupt", BaseExceptionType)
	GeneratorExitType      = newBuiltinType("GeneratorExit", BaseExceptionType)
	ExceptionType          = newBuiltinType("Exception", BaseExceptionType)
	StopIterationType      = newBuiltinType("StopIteration", ExceptionType)
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
	WarningType            = newBuiltinType("Warning", ExceptionType)
	DeprecationWarningType = newBuiltinType("DeprecationWarning", WarningType)
	UserWarningType        = newBuiltinType("UserWarning", WarningType)
	RuntimeWarningType     = newBuiltinType("RuntimeWarning", WarningType)
	// DeterminismErrorType is raised for constructs the PVM refuses because
	// they would make execution non-deterministic (sets, id(), ...).
	DeterminismErrorType = newBuiltinType("DeterminismError", ExceptionType)
)

var exceptionTypes = []*Type{
	BaseExceptionType, SystemExitType, KeyboardInterruptType, GeneratorExitType, ExceptionType,
	StopIterationType, ArithmeticErrorType, FloatingPointErrorType, OverflowErrorType,
	ZeroDivisionErrorType, AssertionErrorType, AttributeErrorType, BufferErrorType, EOFErrorType,
	ImportErrorType, ModuleNotFoundType, LookupErrorType, IndexErrorType, KeyErrorType,
	MemoryErrorType, NameErrorType, UnboundLocalErrorType, OSErrorType, ReferenceErrorType,
	RuntimeErrorType, NotImplementedErrType, RecursionErrorType, SyntaxErrorType,
	IndentationErrorType, TabErrorType, SystemErrorType, TypeErrorType, ValueErrorType,
	UnicodeErrorType, UnicodeDecodeErrorType, UnicodeEncodeErrorType, WarningType,
	DeprecationWarningType, UserWarningType, RuntimeWarningType, DeterminismErrorType,
}

// isExceptionClass reports whether v is a class deriving from BaseException.
func isExceptionClass(v Value) (*Type, bool) {
	t, ok := v.obj.(*Type)
	if !ok || !t.isSubtype(BaseExceptionType) {
		return nil, false
	}
	return t, true
}
