package pvm

import (
	"strings"
)

// builtinsDict is the builtins namespace shared (read-only) by executions.
var builtinsDict = newDict(64)

func defBuiltin(name string, fn BuiltinFunc) {
	builtinsDict.SetString(name, ObjectValue(&Builtin{name: name, fn: fn}))
}

// defMethod installs a built-in method on a type.
func defMethod(t *Type, name string, fn BuiltinFunc) {
	t.dict.SetString(name, ObjectValue(&Builtin{name: name, fn: fn, owner: t}))
}

func init() {
	buildClassBuiltin = ObjectValue(&Builtin{name: "__build_class__", fn: buildClass})
	for _, t := range []*Type{ObjectType, TypeType, IntType, BoolType, FloatType, StrType, BytesType,
		ByteArrType, ListType, TupleType, DictType, RangeType, SliceType, PropertyType,
		StaticMethodType, ClassMethodType, SuperType} {
		builtinsDict.SetString(t.Name, ObjectValue(t))
	}
	for _, t := range exceptionTypes {
		builtinsDict.SetString(t.Name, ObjectValue(t))
		t.construct = constructException
	}
	builtinsDict.SetString("NotImplemented", NotImplemented)
	builtinsDict.SetString("Ellipsis", Ellipsis)
	builtinsDict.SetString("__name__", StrValue("builtins"))
	builtinsDict.SetString("__build_class__", buildClassBuiltin)

	defBuiltin("print", builtinPrint)
	defBuiltin("len", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("len", args, kw, 1); err != nil {
			return Value{}, err
		}
		n, err := length(th, args[0])
		return Int(int64(n)), err
	})
	defBuiltin("repr", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("repr", args, kw, 1); err != nil {
			return Value{}, err
		}
		s, err := repr(th, args[0])
		return StrValue(s), err
	})
	defBuiltin("isinstance", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("isinstance", args, kw, 2); err != nil {
			return Value{}, err
		}
		ok, err := isInstance(args[0], args[1])
		return Bool(ok), err
	})
	defBuiltin("super", superBuiltin)
	for _, name := range []string{"set", "frozenset"} {
		defBuiltin(name, func(th *Thread, args []Value, kw []*Str) (Value, error) { return Value{}, setRefused() })
	}
	refuse := func(name, why string) {
		defBuiltin(name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return Value{}, newError(DeterminismErrorType, name+"() is not available in the PVM: "+why)
		})
	}
	refuse("id", "object addresses differ between machines")
	refuse("eval", "dynamic code execution is not allowed")
	refuse("exec", "dynamic code execution is not allowed")
	refuse("compile", "dynamic code execution is not allowed")
	refuse("__import__", "use an import statement for an allowed module")
	refuse("globals", "frame introspection is not allowed")
	refuse("locals", "frame introspection is not allowed")
	refuse("vars", "frame introspection is not allowed")
	refuse("open", "there is no file system")
	refuse("input", "there is no console input")

	ListType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := maxArgs("list", args, kw, 1); err != nil {
			return Value{}, err
		}
		if len(args) == 0 {
			return NewList(nil), nil
		}
		items, err := toValues(th, args[0])
		return NewList(items), err
	}
	TupleType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := maxArgs("tuple", args, kw, 1); err != nil {
			return Value{}, err
		}
		if len(args) == 0 {
			return ObjectValue(emptyTuple), nil
		}
		if tup, ok := args[0].obj.(*Tuple); ok {
			return ObjectValue(tup), nil
		}
		items, err := toValues(th, args[0])
		return NewTuple(items), err
	}
	DictType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		d := newDict(0)
		npos := len(args) - len(kw)
		if npos > 1 {
			return Value{}, newError(TypeErrorType, "dict expected at most 1 argument, got "+itoa(int64(npos)))
		}
		if npos == 1 {
			if err := dictFromArg(th, d, args[0]); err != nil {
				return Value{}, err
			}
		}
		for i, k := range kw {
			if err := d.setStr(th, k, args[npos+i]); err != nil {
				return Value{}, err
			}
		}
		return ObjectValue(d), nil
	}
	StrType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := maxArgs("str", args, kw, 1); err != nil {
			return Value{}, err
		}
		if len(args) == 0 {
			return StrValue(""), nil
		}
		s, err := toStr(th, args[0])
		return StrValue(s), err
	}
	BoolType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := maxArgs("bool", args, kw, 1); err != nil {
			return Value{}, err
		}
		if len(args) == 0 {
			return False, nil
		}
		b, err := truth(th, args[0])
		return Bool(b), err
	}
	RangeType.construct = constructRange
	ObjectType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if len(args) > 0 {
			return Value{}, newError(TypeErrorType, "object() takes no arguments")
		}
		return ObjectValue(&Instance{cls: ObjectType}), nil
	}
	defMethod(ObjectType, "__init__", func(th *Thread, args []Value, kw []*Str) (Value, error) { return None, nil })
	defMethod(ObjectType, "__setattr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("__setattr__", args, kw, 3); err != nil {
			return Value{}, err
		}
		name, ok := args[1].obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, "attribute name must be string, not '"+typeName(args[1])+"'")
		}
		switch o := args[0].obj.(type) {
		case *Instance:
			return None, genericSetAttr(th, args[0], o.dict, o.cls, name, args[2])
		case *Exception:
			return None, setAttr(th, args[0], name, args[2])
		}
		return None, setAttr(th, args[0], name, args[2])
	})
	defMethod(ObjectType, "__init_subclass__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(kw) > 0 {
			return Value{}, newError(TypeErrorType, "__init_subclass__() takes no keyword arguments")
		}
		return None, nil
	})
	frozen = true
}

func builtinPrint(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	sep, end := " ", "\n"
	npos := len(args) - len(kwnames)
	for i, k := range kwnames {
		v := args[npos+i]
		switch k.s {
		case "sep", "end":
			s := " "
			if k.s == "end" {
				s = "\n"
			}
			if !v.IsNone() {
				str, ok := v.obj.(*Str)
				if !ok {
					return Value{}, newError(TypeErrorType, k.s+" must be None or a string, not "+typeName(v))
				}
				s = str.s
			}
			if k.s == "sep" {
				sep = s
			} else {
				end = s
			}
		case "file", "flush":
		default:
			return Value{}, newError(TypeErrorType, "'"+k.s+"' is an invalid keyword argument for print()")
		}
	}
	var b strings.Builder
	for i, a := range args[:npos] {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := toStr(th, a)
		if err != nil {
			return Value{}, err
		}
		b.WriteString(s)
	}
	b.WriteString(end)
	if err := th.charge(int64(b.Len())); err != nil {
		return Value{}, err
	}
	_, _ = th.out.Write([]byte(b.String()))
	return None, nil
}

func exactArgs(name string, args []Value, kw []*Str, n int) error {
	if len(kw) > 0 {
		return newError(TypeErrorType, name+"() takes no keyword arguments")
	}
	if len(args) != n {
		if n == 1 {
			return newError(TypeErrorType, name+"() takes exactly one argument ("+itoa(int64(len(args)))+" given)")
		}
		return newError(TypeErrorType, name+" expected "+itoa(int64(n))+" arguments, got "+itoa(int64(len(args))))
	}
	return nil
}

func maxArgs(name string, args []Value, kw []*Str, n int) error {
	if len(kw) > 0 {
		return newError(TypeErrorType, name+"() takes no keyword arguments")
	}
	if len(args) > n {
		return newError(TypeErrorType, name+" expected at most "+itoa(int64(n))+" argument"+pluralS(n)+", got "+itoa(int64(len(args))))
	}
	return nil
}

func isInstance(v, cls Value) (bool, error) {
	if t, ok := cls.obj.(*Type); ok {
		return v.Type().isSubtype(t), nil
	}
	if tup, ok := cls.obj.(*Tuple); ok {
		for _, c := range tup.items {
			ok, err := isInstance(v, c)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	}
	return false, newError(TypeErrorType, "isinstance() arg 2 must be a type, a tuple of types, or a union")
}

func dictFromArg(th *Thread, d *Dict, src Value) error {
	if _, ok := src.obj.(*Dict); ok {
		return dictUpdate(th, d, src, false, Value{})
	}
	items, err := toValues(th, src)
	if err != nil {
		return err
	}
	for i, it := range items {
		pair, err := toValues(th, it)
		if err != nil {
			return newError(TypeErrorType, "cannot convert dictionary update sequence element #"+itoa(int64(i))+" to a sequence")
		}
		if len(pair) != 2 {
			return newError(ValueErrorType, "dictionary update sequence element #"+itoa(int64(i))+" has length "+itoa(int64(len(pair)))+"; 2 is required")
		}
		if err := d.Set(th, pair[0], pair[1]); err != nil {
			return err
		}
	}
	return nil
}

func constructRange(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) > 0 {
		return Value{}, newError(TypeErrorType, "range() takes no keyword arguments")
	}
	var vals [3]int64
	for i, a := range args {
		if i >= 3 {
			return Value{}, newError(TypeErrorType, "range expected at most 3 arguments, got "+itoa(int64(len(args))))
		}
		n, ok, err := asIndex(th, a)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, newError(TypeErrorType, "'"+typeName(a)+"' object cannot be interpreted as an integer")
		}
		vals[i] = int64(n)
	}
	switch len(args) {
	case 0:
		return Value{}, newError(TypeErrorType, "range expected at least 1 argument, got 0")
	case 1:
		return ObjectValue(&Range{start: 0, stop: vals[0], step: 1}), nil
	case 2:
		return ObjectValue(&Range{start: vals[0], stop: vals[1], step: 1}), nil
	}
	if vals[2] == 0 {
		return Value{}, newError(ValueErrorType, "range() arg 3 must not be zero")
	}
	return ObjectValue(&Range{start: vals[0], stop: vals[1], step: vals[2]}), nil
}

func constructException(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) > 0 {
		return Value{}, newError(TypeErrorType, t.Name+"() takes no keyword arguments")
	}
	items := make([]Value, len(args))
	copy(items, args)
	return ObjectValue(&Exception{cls: t, args: &Tuple{items: items}}), nil
}
