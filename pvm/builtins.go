package pvm

import (
	"io"
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

// defStaticMethod installs a static method of a built-in type
// (str.maketrans). As in CPython it is bound to the type, which it is
// called without and which is not its __self__: its repr is a built-in
// method of a type object.
func defStaticMethod(t *Type, name string, fn BuiltinFunc) {
	unbound := func(th *Thread, args []Value, kw []*Str) (Value, error) { return fn(th, args[1:], kw) }
	m := &Builtin{name: name, fn: unbound, self: ObjectValue(t), owner: t, static: true}
	t.dict.SetString(name, ObjectValue(&StaticMethod{fn: ObjectValue(m)}))
}

// refusedType is a built-in type the PVM has no values of, with the error
// making one raises.
type refusedType struct {
	t       *Type
	refusal func() error
}

func refusedTypes() []refusedType {
	unsupported := func(what string) func() error {
		return func() error { return newError(ValueErrorType, what+" not supported by the PVM") }
	}
	return []refusedType{
		{SetType, setRefused},
		{FrozenSetType, setRefused},
		{ComplexType, unsupported("complex numbers are")},
		{MemoryViewType, unsupported("memoryview is")},
	}
}

func init() {
	buildClassBuiltin = ObjectValue(&Builtin{name: "__build_class__", fn: buildClass})
	for _, t := range []*Type{ObjectType, TypeType, IntType, BoolType, FloatType, StrType, BytesType,
		ByteArrType, ListType, TupleType, DictType, RangeType, SliceType, PropertyType,
		StaticMethodType, ClassMethodType, SuperType} {
		builtinsDict.SetString(t.Name, ObjectValue(t))
	}
	builtinsDict.SetString("NotImplemented", NotImplemented)
	builtinsDict.SetString("Ellipsis", Ellipsis)
	builtinsDict.SetString("__debug__", True) // no -O: assert statements always run
	builtinsDict.SetString("__name__", StrValue("builtins"))
	builtinsDict.SetString("__build_class__", buildClassBuiltin)

	defBuiltin("print", builtinPrint)
	// super is a type, as in CPython; calling it makes the proxy.
	SuperType.construct = func(th *Thread, _ *Type, args []Value, kw []*Str) (Value, error) {
		return superBuiltin(th, args, kw)
	}
	for _, r := range refusedTypes() {
		refusal := r.refusal
		r.t.construct = func(*Thread, *Type, []Value, []*Str) (Value, error) { return Value{}, refusal() }
		builtinsDict.SetString(r.t.Name, ObjectValue(r.t))
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
	defBuiltin("vars", builtinVars)
	defBuiltin("dir", builtinDir)
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
			return None, genericSetAttr(th, args[0], o.dict(), o.cls, name, args[2])
		case *Exception:
			return None, setAttr(th, args[0], name, args[2])
		}
		return None, setAttr(th, args[0], name, args[2])
	})
	internDunders()
	frozen = true
}

var printArgs = newArgSpec("print", "*", "sep=", "end=", "file=", "flush=")

// builtinPrint keeps the output before a failing __str__, as CPython does.
// A file other than None is written to through its write method.
func builtinPrint(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	npos := len(args) - len(kwnames)
	var opts [4]Value
	if len(kwnames) > 0 {
		if err := printArgs.bind(args[npos:], kwnames, opts[:]); err != nil {
			return Value{}, err
		}
	}
	sep, end := " ", "\n"
	for i, name := range [2]string{"sep", "end"} {
		v := opts[i]
		if v.obj == nil || v.IsNone() {
			continue
		}
		s, ok := v.obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, name+" must be None or a string, not "+typeName(v))
		}
		if i == 0 {
			sep = s.s
		} else {
			end = s.s
		}
	}
	var write Value
	if f := opts[2]; f.obj != nil && !f.IsNone() {
		w, err := getAttr(th, f, intern("write"))
		if err != nil {
			return Value{}, err
		}
		write = w
	}
	var buf strings.Builder
	emit := func(s string) error {
		if err := th.charge(int64(len(s))); err != nil {
			return err
		}
		if write.obj != nil {
			_, err := th.callArgs(write, StrValue(s))
			return err
		}
		buf.WriteString(s)
		return nil
	}
	err := func() error {
		for i, a := range args[:npos] {
			if i > 0 {
				if err := emit(sep); err != nil {
					return err
				}
			}
			s, err := toStr(th, a)
			if err != nil {
				return err
			}
			if err := emit(s); err != nil {
				return err
			}
		}
		return emit(end)
	}()
	_, _ = io.WriteString(th.out, buf.String())
	return None, err
}
