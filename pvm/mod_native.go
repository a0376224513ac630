package pvm

// Helpers shared by the stdlib modules implemented in Go (mod_*.go).

// registerModule makes a Go module importable. build fills the namespace
// of a fresh module object on every import by a new execution: modules are
// mutable, so executions must not share them.
func registerModule(name string, build func(d *Dict)) {
	nativeModules[name] = func(th *Thread) (*Module, error) {
		d := newDict(0)
		d.SetString("__name__", StrValue(name))
		build(d)
		if err := th.allocate(sizeofDict(d.Len())); err != nil {
			return nil, err
		}
		return &Module{name: name, globals: d}, nil
	}
}

// setFunc adds a built-in function to a module namespace.
func setFunc(d *Dict, name string, fn BuiltinFunc) {
	module, _ := d.getStr(intern("__name__"))
	d.SetString(name, ObjectValue(&Builtin{name: name, fn: fn, module: module.obj.(*Str).s}))
}

// setAll sets a module's __all__ to names (a tuple for tuple, else a list),
// which `from m import *` then imports.
func setAll(d *Dict, tuple bool, names ...string) {
	vals := make([]Value, len(names))
	for i, n := range names {
		vals[i] = StrValue(n)
	}
	if tuple {
		d.SetString("__all__", NewTuple(vals))
		return
	}
	d.SetString("__all__", NewList(vals))
}

// newModuleType creates a class defined by a Go module; module is the
// dotted name CPython shows in reprs and tracebacks (e.g. "json.decoder").
func newModuleType(name, module string, base *Type) *Type {
	t := newBuiltinType(name, base)
	t.module = module
	return t
}

// newModuleException creates an exception class of a Go module.
func newModuleException(name, module string, base *Type) *Type {
	t := newModuleType(name, module, base)
	t.construct = constructException
	return t
}

// indexValue converts v to an int value as operator.index does (ints,
// bools and __index__), with CPython's TypeError otherwise.
func indexValue(th *Thread, v Value) (Value, error) {
	switch v.obj.(type) {
	case intKind, *BigInt:
		return v, nil
	case boolKind:
		return Int(v.small()), nil
	}
	if u := unwrapBase(v); isInt(u) { // an int subclass: its value, not its __index__
		return indexValue(th, u)
	}
	if m, ok := userMethod(v, "__index__"); ok {
		r, err := th.callArgs(m, v)
		if err != nil {
			return Value{}, err
		}
		if !isInt(unwrapBase(r)) { // an int subclass is taken (CPython deprecates it)
			return Value{}, newError(TypeErrorType, "__index__ returned non-int (type "+typeName(r)+")")
		}
		return indexValue(th, unwrapBase(r))
	}
	return Value{}, newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
}

// intOverflow is the OverflowError of int results beyond MaxIntBits,
// raised before computing them.
func intOverflow() error {
	return newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
}

// defGetter installs a read-only attribute computed from the object.
func defGetter(t *Type, name string, get func(self Value) Value) {
	fn := func(th *Thread, args []Value, kw []*Str) (Value, error) { return get(args[0]), nil }
	t.dict.SetString(name, ObjectValue(&Property{fget: ObjectValue(&Builtin{name: name, fn: fn})}))
}
