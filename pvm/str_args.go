package pvm

import "math/big"

// Argument parsing for the methods of str, bytes and bytearray, with the
// exact TypeError messages of CPython 3.11. CPython parses these methods'
// arguments in several historical styles, each with its own wording; the
// style is part of each method's spec.

const (
	argsNone  = 'N' // METH_NOARGS: "str.lower() takes no arguments (1 given)"
	argsOne   = 'O' // METH_O: "str.join() takes exactly one argument (0 given)"
	argsPos   = 'C' // clinic, positional only: "center expected at least 1 argument, got 0"
	argsTuple = 'T' // PyArg_ParseTuple: "find() takes at least 1 argument (0 given)"
	argsKw    = 'K' // clinic with keywords: "'x' is an invalid keyword argument for split()"
)

type methodArgs struct {
	owner    string // "str", "bytes", "bytearray"
	name     string
	kind     byte
	min, max int
	names    []string // parameter names (argsKw)
}

// qual is the method's name in error messages, built only for errors.
func (a *methodArgs) qual() string { return a.owner + "." + a.name + "()" }

// parse checks the arguments of a call (self excluded) and returns max
// slots, unbound (zero Value) where an optional argument was not given.
func (a *methodArgs) parse(args []Value, kw []*Str) ([]Value, error) {
	return a.parseInto(args, kw, func(n int) []Value { return make([]Value, n) })
}

// parseScratch is parse with the slots, when args must be padded to them,
// carved from th's value stack instead of the heap (str.strip(),
// str.split(sep) and find(sub) need them on every call); scratch reports
// whether the caller must release them with th.freeFrame. The method must
// not keep the slice.
func (a *methodArgs) parseScratch(th *Thread, args []Value, kw []*Str) (vals []Value, scratch bool, err error) {
	var slots []Value
	vals, err = a.parseInto(args, kw, func(n int) []Value {
		slots = th.allocFrame(n)
		return slots
	})
	if err != nil && slots != nil {
		th.freeFrame(slots)
		slots = nil
	}
	return vals, slots != nil, err
}

// parseInto is parse taking the padded slots from slots.
func (a *methodArgs) parseInto(args []Value, kw []*Str, slots func(n int) []Value) ([]Value, error) {
	nkw := len(kw)
	npos := len(args) - nkw
	switch a.kind {
	case argsNone:
		if nkw > 0 {
			return nil, newError(TypeErrorType, a.qual()+" takes no keyword arguments")
		}
		if npos > 0 {
			return nil, newError(TypeErrorType, a.qual()+" takes no arguments ("+itoa(int64(npos))+" given)")
		}
		return nil, nil
	case argsOne:
		if nkw > 0 {
			return nil, newError(TypeErrorType, a.qual()+" takes no keyword arguments")
		}
		if npos != 1 {
			return nil, newError(TypeErrorType, a.qual()+" takes exactly one argument ("+itoa(int64(npos))+" given)")
		}
		return args, nil
	case argsPos:
		if nkw > 0 {
			return nil, newError(TypeErrorType, a.qual()+" takes no keyword arguments")
		}
		if npos < a.min {
			word := "at least "
			if a.min == a.max {
				word = ""
			}
			return nil, newError(TypeErrorType, a.name+" expected "+word+itoa(int64(a.min))+" argument"+pluralS(a.min)+", got "+itoa(int64(npos)))
		}
		if npos > a.max {
			word := "at most "
			if a.min == a.max {
				word = ""
			}
			return nil, newError(TypeErrorType, a.name+" expected "+word+itoa(int64(a.max))+" argument"+pluralS(a.max)+", got "+itoa(int64(npos)))
		}
	case argsTuple:
		if nkw > 0 {
			return nil, newError(TypeErrorType, a.qual()+" takes no keyword arguments")
		}
		if npos < a.min || npos > a.max {
			word, n := "at most", a.max
			if a.min == a.max {
				word = "exactly"
			} else if npos < a.min {
				word, n = "at least", a.min
			}
			return nil, newError(TypeErrorType, a.name+"() takes "+word+" "+itoa(int64(n))+" argument"+pluralS(n)+" ("+itoa(int64(npos))+" given)")
		}
	case argsKw:
		if nkw == 0 && npos == a.max {
			return args, nil
		}
		if npos+nkw > a.max {
			kwWord := ""
			if npos == 0 {
				kwWord = "keyword "
			}
			return nil, newError(TypeErrorType, a.name+"() takes at most "+itoa(int64(a.max))+" "+kwWord+"argument"+pluralS(a.max)+" ("+itoa(int64(npos+nkw))+" given)")
		}
		out := slots(a.max)
		copy(out, args[:npos])
		for i, k := range kw {
			idx := -1
			for j, n := range a.names {
				if n == k.s {
					idx = j
					break
				}
			}
			if idx < 0 {
				return nil, newError(TypeErrorType, "'"+k.s+"' is an invalid keyword argument for "+a.name+"()")
			}
			if idx < npos {
				return nil, newError(TypeErrorType, "argument for "+a.name+"() given by name ('"+k.s+"') and position ("+itoa(int64(idx+1))+")")
			}
			out[idx] = args[npos+i]
		}
		for i := 0; i < a.min; i++ {
			if out[i].obj == nil && a.names[i] == "" {
				return nil, newError(TypeErrorType, a.name+"() takes at least "+itoa(int64(a.min))+" positional argument"+pluralS(a.min)+" ("+itoa(int64(npos))+" given)")
			}
			if out[i].obj == nil {
				return nil, newError(TypeErrorType, a.name+"() missing required argument '"+a.names[i]+"' (pos "+itoa(int64(i+1))+")")
			}
		}
		return out, nil
	}
	if len(args) == a.max {
		return args, nil
	}
	out := slots(a.max)
	copy(out, args)
	return out, nil
}

// given reports whether an optional argument slot was filled.
func given(v Value) bool { return v.obj != nil }

// selfStr extracts the str receiver of a str method (unwrapping str
// subclasses), raising CPython's descriptor errors for anything else.
func selfStr(args []Value, name string) (*Str, error) {
	if len(args) == 0 {
		return nil, newError(TypeErrorType, "unbound method str."+name+"() needs an argument")
	}
	if s, ok := unwrapBase(args[0]).obj.(*Str); ok {
		return s, nil
	}
	return nil, newError(TypeErrorType, "descriptor '"+name+"' for 'str' objects doesn't apply to a '"+typeName(args[0])+"' object")
}

// strArg returns the str inside v (a str or an instance of a str subclass).
func strArg(v Value) (*Str, bool) {
	if s, ok := v.obj.(*Str); ok {
		return s, true
	}
	s, ok := unwrapBase(v).obj.(*Str)
	return s, ok
}

// sliceIndexArg is _PyEval_SliceIndex: None keeps the default, integers
// (and __index__) are clamped to the machine range.
func sliceIndexArg(th *Thread, v Value, def int) (int, error) {
	if !given(v) || v.IsNone() {
		return def, nil
	}
	if b, ok := v.obj.(*BigInt); ok {
		if b.v.Sign() < 0 {
			return -1 << 62, nil
		}
		return 1 << 62, nil
	}
	n, ok, err := asIndexClamped(th, v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, newError(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
	}
	return n, nil
}

// asIndexClamped is asIndex where an out-of-range int saturates.
func asIndexClamped(th *Thread, v Value) (int, bool, error) {
	switch o := v.obj.(type) {
	case *BigInt:
		if o.v.Sign() < 0 {
			return -1 << 62, true, nil
		}
		return 1 << 62, true, nil
	case *Instance:
		if b := unwrapBase(v); isInt(b) {
			return asIndexClamped(th, b)
		}
		if m, ok := v.Type().lookupString("__index__"); ok {
			r, err := th.callArgs(m, v)
			if err != nil {
				return 0, true, err
			}
			if !isInt(unwrapBase(r)) { // an int subclass is taken (CPython deprecates it)
				return 0, true, newError(TypeErrorType, "__index__ returned non-int (type "+typeName(r)+")")
			}
			return asIndexClamped(th, unwrapBase(r))
		}
	}
	return asIndex(th, v)
}

// ssizeArg converts an argument that CPython reads as Py_ssize_t ("n"):
// non-integers are a TypeError, huge ints an OverflowError.
func ssizeArg(th *Thread, v Value) (int, error) {
	if _, ok := v.obj.(*BigInt); ok {
		return 0, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	if _, ok := v.obj.(floatKind); ok {
		return 0, newError(TypeErrorType, "'float' object cannot be interpreted as an integer")
	}
	n, ok, err := asIndex(th, v)
	if err != nil {
		if e, isExc := err.(*Exception); isExc && e.cls == IndexErrorType {
			return 0, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		return 0, err
	}
	if !ok {
		return 0, newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
	}
	return n, nil
}

// intArg converts an argument CPython reads as a C int (clinic's int
// converter, _PyLong_AsInt): non-integers are a TypeError, ints beyond
// 32 bits an OverflowError.
func intArg(th *Thread, v Value) (int, error) {
	if _, ok := v.obj.(*BigInt); ok {
		return 0, newError(OverflowErrorType, "Python int too large to convert to C int")
	}
	n, err := ssizeArg(th, v)
	if err != nil {
		if isExceptionOf(err, OverflowErrorType) {
			err = newError(OverflowErrorType, "Python int too large to convert to C int")
		}
		return 0, err
	}
	if n > 1<<31-1 || n < -1<<31 {
		return 0, newError(OverflowErrorType, "Python int too large to convert to C int")
	}
	return n, nil
}

// argTypeError is clinic's "center() argument 2 must be str, not int".
func argTypeError(fname string, pos int, want string, got Value) error {
	return newError(TypeErrorType, fname+"() argument "+itoa(int64(pos))+" must be "+want+", not "+typeNameOrNone(got))
}

var _ = big.NewInt
