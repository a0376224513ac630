package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// The methods of object and type that programs call explicitly
// (object.__eq__(a, b), super().__new__(cls), D.mro(), ...). The interpreter
// never looks them up for its own dispatch: userMethod skips built-in types.

// MethodDescriptorType is the type of unbound methods of built-in types
// (str.upper).
var MethodDescriptorType = newBuiltinType("method_descriptor", ObjectType)

// objectRepr is object.__repr__: "<__main__.C object>". The PVM shows no
// addresses, which differ between machines.
func objectRepr(v Value) string {
	t := v.Type()
	if t.module == "builtins" || t.module == "" {
		return "<" + t.qualname + " object>"
	}
	return "<" + t.module + "." + t.qualname + " object>"
}

// overrides reports whether t's attribute name comes from somewhere other
// than object itself.
func overrides(t *Type, name string) bool {
	m, ok := t.lookupString(name)
	return ok && !isObjectSlot(m, name)
}

func objectNew(th *Thread, args []Value, kw []*Str) (Value, error) {
	if len(args)-len(kw) < 1 {
		return Value{}, newError(TypeErrorType, "object.__new__(): not enough arguments")
	}
	t, ok := args[0].obj.(*Type)
	if !ok {
		return Value{}, newError(TypeErrorType, "object.__new__(X): X is not a type object ("+typeName(args[0])+")")
	}
	if len(args) > 1 {
		if overrides(t, "__new__") {
			return Value{}, newError(TypeErrorType, "object.__new__() takes exactly one argument (the type to instantiate)")
		}
		if !overrides(t, "__init__") {
			return Value{}, newError(TypeErrorType, t.Name+"() takes no arguments")
		}
	}
	if t.builtin && t != ObjectType {
		return Value{}, newError(TypeErrorType, "object.__new__("+t.Name+") is not safe, use "+t.Name+".__new__()")
	}
	if t == ObjectType {
		return ObjectValue(&Instance{cls: ObjectType}), nil
	}
	return th.newInstance(t, nil, nil)
}

// builtinNew is T.__new__(cls, *args) of the subclassable built-in types:
// the built-in value, inside an instance when cls is a subclass.
func builtinNew(owner *Type) BuiltinFunc {
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args)-len(kw) < 1 {
			return Value{}, newError(TypeErrorType, owner.Name+".__new__(): not enough arguments")
		}
		t, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, newError(TypeErrorType, owner.Name+".__new__(X): X is not a type object ("+typeName(args[0])+")")
		}
		if !t.isSubtype(owner) {
			return Value{}, newError(TypeErrorType, owner.Name+".__new__("+t.Name+"): "+t.Name+" is not a subtype of "+owner.Name)
		}
		if t.builtin {
			return th.callType(t, args[1:], kw)
		}
		return th.newInstance(t, args[1:], kw)
	}
}

func objectInit(th *Thread, args []Value, kw []*Str) (Value, error) {
	if len(args) == 0 {
		return Value{}, newError(TypeErrorType, "descriptor '__init__' of 'object' object needs an argument")
	}
	if len(args) > 1 {
		t := args[0].Type()
		if overrides(t, "__init__") {
			return Value{}, newError(TypeErrorType, "object.__init__() takes exactly one argument (the instance to initialize)")
		}
		if !overrides(t, "__new__") {
			return Value{}, newError(TypeErrorType, t.Name+".__init__() takes exactly one argument (the instance to initialize)")
		}
	}
	return None, nil
}

// objectMethod checks the arguments of object's fixed-arity methods.
func objectMethod(name string, args []Value, kw []*Str, n int) error {
	if len(args) == 0 {
		if name == "__dir__" || name == "__format__" { // method descriptors, not slot wrappers
			return newError(TypeErrorType, "unbound method object."+name+"() needs an argument")
		}
		return newError(TypeErrorType, "descriptor '"+name+"' of 'object' object needs an argument")
	}
	if err := noKwargs(name, kw); err != nil {
		return err
	}
	if len(args)-1 != n {
		return newError(TypeErrorType, "expected "+plural(n, "argument")+", got "+itoa(int64(len(args)-1)))
	}
	return nil
}

func objectCompare(op c.CompareOp) BuiltinFunc {
	name := compareDunders[op]
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod(name, args, kw, 1); err != nil {
			return Value{}, err
		}
		switch op {
		case c.CmpEQ:
			if is(args[0], args[1]) {
				return True, nil
			}
		case c.CmpNE:
			// __ne__ inverts the type's __eq__ unless it is NotImplemented.
			eq, ok := args[0].Type().lookupString("__eq__")
			if !ok {
				break
			}
			r, err := th.call(eq, args[:2], nil)
			if err != nil || is(r, NotImplemented) {
				return r, err
			}
			t, err := truth(th, r)
			return Bool(!t), err
		}
		return NotImplemented, nil
	}
}

// instanceParts returns the dict and class attribute lookups go through.
func instanceParts(v Value) (*Dict, *Type, bool) {
	switch o := v.obj.(type) {
	case *Instance:
		return o.attrDict(), o.cls, true
	case *Exception:
		return o.dict, o.cls, true
	}
	return nil, nil, false
}

func init() {
	o := ObjectType
	o.dict.SetString("__new__", ObjectValue(&StaticMethod{fn: ObjectValue(&Builtin{name: "__new__", fn: objectNew})}))
	defMethod(o, "__init__", objectInit)
	// type(None)() and friends return their singletons.
	for _, sg := range []struct {
		t    *Type
		name string
		v    Value
	}{{NoneType, "NoneType", None}, {NotImplType, "NotImplementedType", NotImplemented}, {EllipsisType, "EllipsisType", Ellipsis}} {
		sg := sg
		sg.t.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
			if len(args) > 0 {
				return Value{}, newError(TypeErrorType, sg.name+" takes no arguments")
			}
			return sg.v, nil
		}
	}
	defSlot(NoneType, "__bool__", 0, func(*Thread, []Value, []*Str) (Value, error) { return False, nil })
	for _, t := range []*Type{IntType, FloatType, StrType, BytesType, TupleType, ListType, DictType, ByteArrType} {
		t.dict.SetString("__new__", ObjectValue(&StaticMethod{fn: ObjectValue(&Builtin{name: "__new__", fn: builtinNew(t)})}))
	}
	for op := c.CmpLT; op <= c.CmpGE; op++ {
		defMethod(o, compareDunders[op], objectCompare(op))
	}
	defMethod(o, "__hash__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__hash__", args, kw, 0); err != nil {
			return Value{}, err
		}
		if args[0].Object() == nil {
			h, err := hashValue(th, args[0])
			return Int(h), err
		}
		return Int(identityHash(th, args[0].obj)), nil
	})
	defMethod(o, "__repr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__repr__", args, kw, 0); err != nil {
			return Value{}, err
		}
		if t := args[0].Type(); t.builtin && t != ObjectType {
			// Built-in types without a __repr__ of their own in the type
			// dict (list, None, ...) still have CPython's.
			s, err := repr(th, args[0])
			return StrValue(s), err
		}
		return StrValue(objectRepr(args[0])), nil
	})
	defMethod(o, "__dir__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__dir__", args, kw, 0); err != nil {
			return Value{}, err
		}
		names, err := objectDir(th, args[0])
		if err == nil {
			err = th.allocate(sizeofSeq(len(names)))
		}
		return NewList(names), err
	})
	defMethod(o, "__str__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__str__", args, kw, 0); err != nil {
			return Value{}, err
		}
		s, err := repr(th, args[0])
		return StrValue(s), err
	})
	defMethod(o, "__format__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__format__", args, kw, 1); err != nil {
			return Value{}, err
		}
		spec, ok := args[1].obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, "__format__() argument must be str, not "+typeNameOrNone(args[1]))
		}
		if spec.s != "" {
			return Value{}, newError(TypeErrorType, "unsupported format string passed to "+typeName(args[0])+".__format__")
		}
		s, err := toStr(th, args[0])
		return StrValue(s), err
	})
	defMethod(o, "__getattribute__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__getattribute__", args, kw, 1); err != nil {
			return Value{}, err
		}
		name, err := lookupName(th, args[1])
		if err != nil {
			return Value{}, err
		}
		if name.isSandboxed() {
			return Value{}, sandboxError(args[0], name.s)
		}
		if dict, cls, ok := instanceParts(args[0]); ok {
			if e, isExc := args[0].obj.(*Exception); isExc {
				if v, ok, err := exceptionAttr(e, name.s); ok || err != nil {
					return v, err
				}
			}
			return genericGetAttr(th, args[0], dict, cls, name)
		}
		return getAttr(th, args[0], name)
	})
	defMethod(o, "__delattr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := objectMethod("__delattr__", args, kw, 1); err != nil {
			return Value{}, err
		}
		name, err := lookupName(th, args[1])
		if err != nil {
			return Value{}, err
		}
		if dict, cls, ok := instanceParts(args[0]); ok {
			return None, genericDelAttr(th, args[0], dict, cls, name)
		}
		return None, delAttr(th, args[0], name)
	})
	o.dict.SetString("__init_subclass__", ObjectValue(&ClassMethod{fn: ObjectValue(&Builtin{name: "__init_subclass__",
		fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
			name := "object"
			if t, ok := args[0].obj.(*Type); ok {
				name = t.qualname
			}
			if len(kw) > 0 {
				return Value{}, newError(TypeErrorType, name+".__init_subclass__() takes no keyword arguments")
			}
			if len(args) > 1 {
				return Value{}, newError(TypeErrorType, name+".__init_subclass__() takes no arguments ("+itoa(int64(len(args)-1))+" given)")
			}
			return None, nil
		}})}))
	o.dict.SetString("__subclasshook__", ObjectValue(&ClassMethod{fn: ObjectValue(&Builtin{name: "__subclasshook__",
		fn: func(th *Thread, args []Value, kw []*Str) (Value, error) { return NotImplemented, nil }})}))

	TypeType.dict.SetString("__new__", ObjectValue(&StaticMethod{fn: ObjectValue(&Builtin{name: "__new__",
		fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if len(args)-len(kw) < 1 {
				return Value{}, newError(TypeErrorType, "type.__new__(): not enough arguments")
			}
			meta, ok := args[0].obj.(*Type)
			if !ok || !meta.isSubtype(TypeType) {
				return Value{}, newError(TypeErrorType, "type.__new__(X): X is not a subtype of type")
			}
			if len(args)-len(kw) == 2 && meta == TypeType {
				return ObjectValue(args[1].Type()), nil
			}
			return typeNew(th, meta, args[1:], kw)
		}})}))
	defMethod(TypeType, "__init__", func(th *Thread, args []Value, kw []*Str) (Value, error) { return None, nil })
	defMethod(TypeType, "__call__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, "descriptor '__call__' of 'type' object needs an argument")
		}
		t, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, newError(TypeErrorType, "descriptor '__call__' requires a 'type' object")
		}
		if t.builtin || t == TypeType {
			return th.callType(t, args[1:], kw)
		}
		return th.instantiate(t, args[1:], kw)
	})
	// Bound methods are equal when they bind the same function to the same
	// object; so are built-in ones ((1).__add__ == (1).__add__), each
	// access making a new one.
	for _, t := range []*Type{MethodType, BuiltinType, MethodWrapperType} {
		t.nativeDunders = true
		for _, op := range []c.CompareOp{c.CmpEQ, c.CmpNE} {
			op := op
			defMethod(t, compareDunders[op], func(th *Thread, args []Value, kw []*Str) (Value, error) {
				if err := exactArgs(compareDunders[op], args, kw, 2); err != nil {
					return Value{}, err
				}
				same, ok := sameMethod(args[0], args[1])
				if !ok {
					return NotImplemented, nil
				}
				return Bool(same == (op == c.CmpEQ)), nil
			})
		}
	}
	MethodDescriptorType.final = true
	defMethod(TypeType, "mro", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, "unbound method type.mro() needs an argument")
		}
		t, ok := args[0].obj.(*Type)
		if !ok || len(args) != 1 || len(kw) > 0 {
			return Value{}, newError(TypeErrorType, "mro() takes no arguments")
		}
		items := make([]Value, len(t.mro))
		for i, m := range t.mro {
			items[i] = ObjectValue(m)
		}
		return NewList(items), nil
	})
	// type's own checks, for metaclasses that extend them via super().
	defMethod(TypeType, "__instancecheck__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("__instancecheck__", args, kw, 2); err != nil {
			return Value{}, err
		}
		t, ok := args[0].obj.(*Type)
		return Bool(ok && args[1].Type().isSubtype(t)), nil
	})
	defMethod(TypeType, "__subclasscheck__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("__subclasscheck__", args, kw, 2); err != nil {
			return Value{}, err
		}
		t, ok := args[0].obj.(*Type)
		s, ok2 := args[1].obj.(*Type)
		if !ok2 {
			return Value{}, newError(TypeErrorType, "issubclass() arg 1 must be a class")
		}
		return Bool(ok && s.isSubtype(t)), nil
	})
}

// int and float carry their own __repr__ and __format__ (programs call them
// explicitly, e.g. (10).__format__("x")); bool inherits int's. As in
// CPython they have no __str__: object.__str__ calls the type's __repr__,
// so str() of a subclass with its own __repr__ shows that.
func init() {
	for _, t := range []*Type{IntType, FloatType} {
		name := t.Name
		self := func(method string, args []Value, kw []*Str, n int) error {
			if len(args) == 0 || !args[0].Type().isSubtype(t) {
				return newError(TypeErrorType, "descriptor '"+method+"' requires a '"+name+"' object")
			}
			return exactArgs(method, args[1:], kw, n)
		}
		defMethod(t, "__repr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := self("__repr__", args, kw, 0); err != nil {
				return Value{}, err
			}
			s, err := repr(th, unwrapBase(args[0]))
			return StrValue(s), err
		})
		defMethod(t, "__format__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := self("__format__", args, kw, 1); err != nil {
				return Value{}, err
			}
			spec, ok := args[1].obj.(*Str)
			if !ok {
				return Value{}, newError(TypeErrorType, "__format__() argument must be str, not "+typeNameOrNone(args[1]))
			}
			s, err := format(th, unwrapBase(args[0]), spec.s)
			return StrValue(s), err
		})
	}
}

// sameMethod reports whether a and b bind the same method to the same
// object; ok is false unless both are bound methods of the same kind.
func sameMethod(a, b Value) (same, ok bool) {
	switch x := a.obj.(type) {
	case *BoundMethod:
		if y, ok := b.obj.(*BoundMethod); ok {
			return is(x.self, y.self) && is(x.fn, y.fn), true
		}
	case *Builtin:
		if y, ok := b.obj.(*Builtin); ok {
			if x.self.obj == nil || y.self.obj == nil {
				return x == y, true
			}
			return is(x.self, y.self) && x.name == y.name && x.owner == y.owner && x.module == y.module, true
		}
	}
	return false, false
}
