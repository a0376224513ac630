package pvm

// dir(obj) lists attribute names, sorted: the object's own __dict__ (or a
// module's namespace) and the attributes of its class and bases, as
// CPython's object.__dir__, type.__dir__ and module.__dir__ do; a class's
// own __dir__ is called instead when it defines one. dir() without an
// argument would inspect the caller's frame and is refused like vars().
func builtinDir(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("dir", args, kw, 0, 1); err != nil {
		return Value{}, err
	}
	if len(args) == 0 {
		return Value{}, newError(DeterminismErrorType, "dir() without an argument is not available in the PVM: frame introspection is not allowed")
	}
	obj := args[0]
	var names []Value
	if m, ok := userMethod(obj, "__dir__"); ok {
		r, err := th.callSelf(m, obj, nil, nil)
		if err != nil {
			return Value{}, err
		}
		if names, err = toValues(th, r); err != nil {
			return Value{}, err
		}
	} else {
		var err error
		if names, err = objectDir(th, obj); err != nil {
			return Value{}, err
		}
	}
	if err := th.allocate(sizeofSeq(len(names))); err != nil {
		return Value{}, err
	}
	items := append([]Value(nil), names...)
	err := sortValues(th, items, Value{}, false)
	return NewList(items), err
}

// objectDir is object.__dir__(obj): its attribute names, unsorted.
func objectDir(th *Thread, obj Value) ([]Value, error) {
	if f, ok := obj.obj.(*Function); ok {
		obj = ObjectValue(th.view(f)) // its names, not an identity
	}
	return dirNames(obj, th.charge)
}

// dirNames lists obj's attribute names, unsorted, as CPython's
// object.__dir__, type.__dir__ and module.__dir__ do (a class's own
// __dir__ is the caller's business). charge is given the size of each dict
// before it is read.
func dirNames(obj Value, charge func(n int64) error) ([]Value, error) {
	var names []Value
	var dicts []*Dict
	var classes []*Type
	switch o := obj.obj.(type) {
	case *Module:
		dicts = append(dicts, o.globals)
	case *Type:
		classes = o.mro
	case *Instance:
		if d := o.attrDict(); d != nil {
			dicts = append(dicts, d)
		}
		classes = o.cls.mro
	case *Exception:
		if o.dict != nil {
			dicts = append(dicts, o.dict)
		}
		classes = o.cls.mro
	default:
		if d, ok := obj.obj.(dictObject); ok && d.attrDict() != nil {
			dicts = append(dicts, d.attrDict())
		}
		classes = obj.Type().mro
	}
	withDict := false
	for _, c := range classes {
		dicts = append(dicts, c.dict)
		for _, n := range specialDirNames[c] {
			names = append(names, StrValue(n))
		}
		if _, slotted := c.dict.GetString("__slots__"); !c.builtin && !slotted {
			withDict = true
		}
	}
	seen := map[string]bool{}
	if len(classes) > 0 {
		// Names CPython's object (and a class's instance __dict__)
		// provide that the PVM serves without a dict entry.
		extra := objectDirNames
		if withDict {
			extra = append(extra[:len(extra):len(extra)], "__dict__", "__weakref__")
		}
		for _, n := range extra {
			names = append(names, StrValue(n))
		}
	}
	for _, n := range names {
		seen[n.obj.(*Str).s] = true
	}
	for _, d := range dicts {
		if err := charge(int64(d.Len())); err != nil {
			return nil, err
		}
		for _, k := range d.Keys() {
			if s, ok := k.obj.(*Str); ok && !seen[s.s] {
				seen[s.s] = true
				names = append(names, k)
			}
		}
	}
	return names, nil
}

// specialDirNames are data attributes of built-in types served by
// specialAttr rather than their class dicts.
var specialDirNames = map[*Type][]string{
	IntType:                   {"denominator", "imag", "numerator", "real"},
	FloatType:                 {"imag", "real"},
	RangeType:                 {"start", "step", "stop"},
	SliceType:                 {"start", "step", "stop"},
	PropertyType:              {"__isabstractmethod__", "fdel", "fget", "fset"},
	StaticMethodType:          {"__func__", "__isabstractmethod__", "__wrapped__"},
	ClassMethodType:           {"__func__", "__isabstractmethod__", "__wrapped__"},
	BaseExceptionType:         {"__cause__", "__context__", "__suppress_context__", "__traceback__", "args"},
	SystemExitType:            {"code"},
	StopIterationType:         {"value"},
	OSErrorType:               {"characters_written", "errno", "filename", "filename2", "strerror"},
	SyntaxErrorType:           {"end_lineno", "end_offset", "filename", "lineno", "msg", "offset", "print_file_and_line", "text"},
	ImportErrorType:           {"msg", "name", "path"},
	NameErrorType:             {"name"},
	AttributeErrorType:        {"name", "obj"},
	UnicodeDecodeErrorType:    unicodeErrorDirNames,
	UnicodeEncodeErrorType:    unicodeErrorDirNames,
	UnicodeTranslateErrorType: unicodeErrorDirNames,
	BaseExceptionGroupType:    {"exceptions", "message"},
}

var unicodeErrorDirNames = []string{"encoding", "end", "object", "reason", "start"}

var objectDirNames = []string{"__class__", "__dir__", "__doc__", "__getstate__", "__reduce__", "__reduce_ex__", "__sizeof__"}

// vars(obj) is obj.__dict__.
func builtinVars(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("vars", args, kw, 0, 1); err != nil {
		return Value{}, err
	}
	if len(args) == 0 {
		return Value{}, newError(DeterminismErrorType, "vars() is not available in the PVM: frame introspection is not allowed")
	}
	d, err := getAttr(th, args[0], intern("__dict__"))
	if err != nil && isAttributeError(err) {
		return Value{}, newError(TypeErrorType, "vars() argument must have __dict__ attribute")
	}
	return d, err
}
