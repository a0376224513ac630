package pvm

// Built-ins about objects and classes: callable, getattr, setattr, hasattr,
// delattr, isinstance, issubclass.

func isCallable(v Value) bool {
	switch v.obj.(type) {
	case *Function, *Builtin, *BoundMethod, *Type, goCallable:
		return true
	}
	m, ok := v.Type().lookupString("__call__")
	return ok && !m.IsNone()
}

// attrName checks the name argument of the *attr() built-ins.
func attrName(v Value) (*Str, error) {
	if s, ok := v.obj.(*Str); ok {
		return s, nil
	}
	if s, ok := unwrapBase(v).obj.(*Str); ok {
		return s, nil
	}
	return nil, newError(TypeErrorType, "attribute name must be string, not '"+typeName(v)+"'")
}

// lookupName is attrName for a name about to be looked up: the lookup
// compares it with the names of equal hash it meets (in the instance's
// dict and along the class's MRO), so a long one is charged as compared.
func lookupName(th *Thread, v Value) (*Str, error) {
	s, err := attrName(v)
	if err == nil {
		err = th.chargeCompare(len(s.s))
	}
	return s, err
}

func isAttributeError(err error) bool {
	e, ok := err.(*Exception)
	return ok && e.cls.isSubtype(AttributeErrorType)
}

func builtinGetattr(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("getattr", args, kw, 2, 3); err != nil {
		return Value{}, err
	}
	name, err := lookupName(th, args[1])
	if err != nil {
		return Value{}, err
	}
	if len(args) == 2 {
		return getAttr(th, args[0], name)
	}
	v, ok, err := attrOrAbsent(th, args[0], name)
	if !ok && err == nil {
		return args[2], nil
	}
	return v, err
}

// attrOrAbsent is obj.name for getattr with a default and hasattr: ok is
// false where obj.name raises AttributeError, which is not built where
// that is cheap to tell.
func attrOrAbsent(th *Thread, obj Value, name *Str) (Value, bool, error) {
	if inst := defaultHooksInstance(obj, name); inst != nil {
		if _, found := inst.cls.lookup(name); !found {
			v, ok := inst.ownAttr(name)
			return v, ok, nil
		}
	}
	v, ok, err := findAttr(th, obj, name)
	if err != nil && isAttributeError(err) {
		return Value{}, false, nil
	}
	return v, ok, err
}

// defaultHooksInstance returns obj if it is an instance of a class with the
// default attribute hooks and name an ordinary one: then obj.name is its
// class's attribute or else its own, or raises AttributeError.
func defaultHooksInstance(obj Value, name *Str) *Instance {
	inst, ok := obj.obj.(*Instance)
	if !ok || inst.base().obj != nil || name.isSandboxed() || name.s == "__class__" || name.s == "__dict__" {
		return nil
	}
	if sp := inst.cls.specials(); sp.userGetattribute || sp.getattr.obj != nil {
		return nil
	}
	return inst
}

func builtinHasattr(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("hasattr", args, kw, 2, 2); err != nil {
		return Value{}, err
	}
	name, err := lookupName(th, args[1])
	if err != nil {
		return Value{}, err
	}
	_, ok, err := attrOrAbsent(th, args[0], name)
	if err != nil {
		return Value{}, err
	}
	return Bool(ok), nil
}

func builtinSetattr(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("setattr", args, kw, 3, 3); err != nil {
		return Value{}, err
	}
	name, err := lookupName(th, args[1])
	if err != nil {
		return Value{}, err
	}
	return None, setAttr(th, args[0], name, args[2])
}

func builtinDelattr(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("delattr", args, kw, 2, 2); err != nil {
		return Value{}, err
	}
	name, err := lookupName(th, args[1])
	if err != nil {
		return Value{}, err
	}
	return None, delAttr(th, args[0], name)
}

// metaHook finds a special method (__instancecheck__, __subclasscheck__)
// defined by a user metaclass of cls.
func metaHook(cls *Type, name string) (Value, bool) {
	if cls.meta == nil || cls.meta.builtin {
		return Value{}, false
	}
	return cls.meta.lookupString(name)
}

// isinstanceFunc is the isinstance built-in, which CALL runs at once with
// two loaded arguments, as it does len.
var isinstanceFunc = &Builtin{name: "isinstance"}

// plainIsInstance is isinstance(v, cls) for a class or a tuple of classes
// whose metaclasses define no __instancecheck__, the usual case, without
// isInstance's calls; ok is false for anything else.
func plainIsInstance(v, cls Value) (is, ok bool) {
	vt := v.Type()
	switch o := cls.obj.(type) {
	case *Type:
		if vt == o {
			return true, true
		}
		if o.meta != nil && !o.meta.builtin {
			return false, false
		}
		if vt.isSubtype(o) {
			return true, true
		}
	case *Tuple:
		for _, c := range o.items {
			t, ok := c.obj.(*Type)
			if !ok || t.meta != nil && !t.meta.builtin {
				return false, false // isInstance goes through the items in order again
			}
			if vt.isSubtype(t) {
				return true, true
			}
		}
	default:
		return false, false
	}
	inst, isInst := v.obj.(*Instance)
	return false, !isInst || !inst.cls.specials().ownClass
}

// instanceByClass is isinstance's second chance for an object of a class
// that is not cls (CPython's object_isinstance): what its __class__ says,
// when that is another class (a proxy's property).
func instanceByClass(th *Thread, v Value, vt, cls *Type) (bool, error) {
	if inst, ok := v.obj.(*Instance); !ok || !inst.cls.specials().ownClass {
		return false, nil
	}
	c, err := getAttr(th, v, intern("__class__"))
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(AttributeErrorType) {
			return false, nil
		}
		return false, err
	}
	if ct, ok := c.obj.(*Type); ok && ct != vt {
		return ct.isSubtype(cls), nil
	}
	return false, nil
}

// isInstance implements isinstance(v, cls), including __instancecheck__.
func isInstance(th *Thread, v, cls Value) (bool, error) {
	if t, ok := cls.obj.(*Type); ok {
		vt := v.Type()
		if vt == t {
			return true, nil
		}
		if m, ok := metaHook(t, "__instancecheck__"); ok {
			r, err := th.callArgs(m, cls, v)
			if err != nil {
				return false, err
			}
			return truth(th, r)
		}
		if vt.isSubtype(t) {
			return true, nil
		}
		return instanceByClass(th, v, vt, t)
	}
	if u, ok := cls.obj.(*unionObj); ok {
		cls = NewTuple(u.args)
	}
	if _, ok := cls.obj.(*genericAliasObj); ok {
		return false, parameterizedGenericError("isinstance")
	}
	if tup, ok := cls.obj.(*Tuple); ok {
		return anyOfTuple(th, tup, func(c Value) (bool, error) { return isInstance(th, v, c) })
	}
	if r, ok, err := objectHook(th, cls, "__instancecheck__", v); ok {
		return r, err
	}
	return false, newError(TypeErrorType, "isinstance() arg 2 must be a type, a tuple of types, or a union")
}

// anyOfTuple is isinstance's and issubclass's test against a tuple of
// classes (or of tuples: the depth is guarded); apart from their class
// case, which then needs no defer.
func anyOfTuple(th *Thread, tup *Tuple, test func(cls Value) (bool, error)) (bool, error) {
	if err := th.enter(); err != nil {
		return false, err
	}
	defer th.leave()
	for _, c := range tup.items {
		ok, err := test(c)
		if err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// objectHook calls cls.name(arg) when cls, not a class, is an object whose
// class defines name (__instancecheck__ or __subclasscheck__, as typing's
// aliases do); ok reports whether it does.
func objectHook(th *Thread, cls Value, name string, arg Value) (r, ok bool, err error) {
	m, ok := userMethod(cls, name)
	if !ok {
		return false, false, nil
	}
	res, err := th.callArgs(m, cls, arg)
	if err != nil {
		return false, true, err
	}
	r, err = truth(th, res)
	return r, true, err
}

// isSubclass implements issubclass(sub, cls), including __subclasscheck__.
func isSubclass(th *Thread, sub, cls Value) (bool, error) {
	if t, ok := cls.obj.(*Type); ok {
		if m, ok := metaHook(t, "__subclasscheck__"); ok {
			r, err := th.callArgs(m, cls, sub)
			if err != nil {
				return false, err
			}
			return truth(th, r)
		}
		s, ok := sub.obj.(*Type)
		if !ok {
			return false, newError(TypeErrorType, "issubclass() arg 1 must be a class")
		}
		return s.isSubtype(t), nil
	}
	if u, ok := cls.obj.(*unionObj); ok {
		cls = NewTuple(u.args)
	}
	if _, ok := cls.obj.(*genericAliasObj); ok {
		return false, parameterizedGenericError("issubclass")
	}
	if tup, ok := cls.obj.(*Tuple); ok {
		return anyOfTuple(th, tup, func(c Value) (bool, error) { return isSubclass(th, sub, c) })
	}
	if r, ok, err := objectHook(th, cls, "__subclasscheck__", sub); ok {
		return r, err
	}
	if _, ok := sub.obj.(*Type); !ok {
		return false, newError(TypeErrorType, "issubclass() arg 1 must be a class")
	}
	return false, newError(TypeErrorType, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
}

func init() {
	defBuiltin("callable", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("callable", args, kw, 1); err != nil {
			return Value{}, err
		}
		return Bool(isCallable(args[0])), nil
	})
	defBuiltin("getattr", builtinGetattr)
	defBuiltin("hasattr", builtinHasattr)
	defBuiltin("setattr", builtinSetattr)
	defBuiltin("delattr", builtinDelattr)
	isinstanceFunc.fn = func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("isinstance", args, kw, 2); err != nil {
			return Value{}, err
		}
		if is, ok := plainIsInstance(args[0], args[1]); ok {
			return Bool(is), nil
		}
		ok, err := isInstance(th, args[0], args[1])
		return Bool(ok), err
	}
	builtinsDict.SetString("isinstance", ObjectValue(isinstanceFunc))
	defBuiltin("issubclass", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs("issubclass", args, kw, 2, 2); err != nil {
			return Value{}, err
		}
		ok, err := isSubclass(th, args[0], args[1])
		return Bool(ok), err
	})
}

// exit and quit raise SystemExit as CPython's site-installed builtins do.
func init() {
	for _, name := range []string{"exit", "quit"} {
		name := name
		defBuiltin(name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			code, err := quitterCode(args, kw)
			if err != nil {
				return Value{}, err
			}
			return Value{}, newErrorArgs(SystemExitType, code)
		})
	}
}

// quitterCode binds exit's argument as CPython's Quitter.__call__(self,
// code=None) does, with that Python method's errors: the exit code, None
// by default.
func quitterCode(args []Value, kw []*Str) (Value, error) {
	const name = "Quitter.__call__()"
	npos := len(args) - len(kw)
	if npos > 1 {
		return Value{}, newError(TypeErrorType, name+" takes from 1 to 2 positional arguments but "+itoa(int64(npos+1))+" were given")
	}
	code := None
	if npos == 1 {
		code = args[0]
	}
	for i, k := range kw {
		switch {
		case k.s != "code":
			return Value{}, newError(TypeErrorType, name+" got an unexpected keyword argument '"+k.s+"'")
		case npos == 1:
			return Value{}, newError(TypeErrorType, name+" got multiple values for argument 'code'")
		}
		code = args[npos+i]
	}
	return code, nil
}
