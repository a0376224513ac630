package pvm

// property, staticmethod and classmethod: constructors, methods and the
// property accessors shared with attribute access.

var propertyArgs = newArgSpec("property", "fget=", "fset=", "fdel=", "doc=")

func constructProperty(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	var a [4]Value
	if err := propertyArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	p := &Property{fget: orNone(a[0]), fset: orNone(a[1]), fdel: orNone(a[2]), doc: orNone(a[3])}
	if err := p.inheritDoc(th); err != nil {
		return Value{}, err
	}
	return ObjectValue(p), nil
}

// inheritDoc takes the getter's docstring when no doc was given.
func (p *Property) inheritDoc(th *Thread) error {
	if !p.doc.IsNone() || p.fget.IsNone() {
		return nil
	}
	d, err := getAttr(th, p.fget, intern("__doc__"))
	if err != nil {
		if isAttributeError(err) {
			return nil
		}
		return err
	}
	p.doc = d
	return nil
}

// propertyError is "property 'x' of 'A' object has no getter" (what is
// getter, setter or deleter).
func propertyError(p *Property, obj Value, what string) error {
	t := obj.Type()
	if _, native := p.fget.obj.(*Builtin); native && p.name == nil && t.builtin && what != "getter" {
		return newError(AttributeErrorType, "readonly attribute") // a member of a native type with a __dict__ (partial.func)
	}
	if p.name == nil { // assigned to the class after its creation
		return newError(AttributeErrorType, "property of '"+t.qualname+"' object has no "+what)
	}
	return newError(AttributeErrorType, "property '"+p.name.s+"' of '"+t.qualname+"' object has no "+what)
}

// propertyGet, propertySet and propertyDelete run a property's accessors.
func propertyGet(th *Thread, p *Property, obj Value) (Value, error) {
	if p.fget.obj == nil || p.fget.IsNone() {
		return Value{}, propertyError(p, obj, "getter")
	}
	if t, ok := unwrapBase(obj).obj.(*Tuple); ok && p.item > 0 && int(p.item) <= len(t.items) {
		return t.items[p.item-1], nil // a namedtuple field: an item read, as the caches do
	}
	return th.callArgs(p.fget, obj)
}

func propertySet(th *Thread, p *Property, obj, v Value) error {
	if p.fset.obj == nil || p.fset.IsNone() {
		return propertyError(p, obj, "setter")
	}
	_, err := th.callArgs(p.fset, obj, v)
	return err
}

func propertyDelete(th *Thread, p *Property, obj Value) error {
	if p.fdel.obj == nil || p.fdel.IsNone() {
		return propertyError(p, obj, "deleter")
	}
	_, err := th.callArgs(p.fdel, obj)
	return err
}

// propertyCopy implements getter/setter/deleter: a new property with one
// accessor replaced. A doc taken from the old getter is re-derived.
func propertyCopy(which int) BuiltinFunc {
	names := [...]string{"getter", "setter", "deleter"}
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		p, err := descrSelf[*Property](args, names[which], "property")
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("property."+names[which], args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		q := *p
		q.item = 0 // a plain property now
		switch which {
		case 0:
			q.fget = args[1]
		case 1:
			q.fset = args[1]
		default:
			q.fdel = args[1]
		}
		if which == 0 && !p.fget.IsNone() {
			if d, err := getAttr(th, p.fget, intern("__doc__")); err == nil && is(d, p.doc) {
				q.doc = None
			}
		}
		if err := q.inheritDoc(th); err != nil {
			return Value{}, err
		}
		if _, sub := args[0].obj.(*Instance); sub { // a property subclass copies as itself
			return th.call(ObjectValue(args[0].Type()), []Value{q.fget, q.fset, q.fdel, q.doc}, nil)
		}
		return ObjectValue(&q), nil
	}
}

// descrSelf is the receiver of a method of property, staticmethod or
// classmethod: the object itself or the built-in value of a subclass's.
func descrSelf[T Object](args []Value, method, typ string) (T, error) {
	var zero T
	if len(args) == 0 {
		return zero, newError(TypeErrorType, "descriptor '"+method+"' of '"+typ+"' object needs an argument")
	}
	if x, ok := unwrapBase(args[0]).obj.(T); ok {
		return x, nil
	}
	return zero, newError(TypeErrorType, "descriptor '"+method+"' requires a '"+typ+"' object but received a '"+typeName(args[0])+"'")
}

// defCallMethod gives the type of a built-in callable object (a T) the
// __call__ method CPython's has: obj.__call__(...) is obj(...).
func defCallMethod[T Object](t *Type) {
	defMethod(t, "__call__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		self, err := descrSelf[T](args, "__call__", t.qualifiedName())
		if err != nil {
			return Value{}, err
		}
		return th.call(ObjectValue(self), args[1:], kw)
	})
}

// isAbstract reports a callable's __isabstractmethod__ (set by abc).
func isAbstract(th *Thread, v Value) (bool, error) {
	if v.obj == nil || v.IsNone() {
		return false, nil
	}
	r, err := getAttr(th, v, intern("__isabstractmethod__"))
	if err != nil {
		if isAttributeError(err) {
			return false, nil
		}
		return false, err
	}
	return truth(th, r)
}

// wrapperAttr serves the attributes staticmethod and classmethod objects
// take from the function they wrap.
func wrapperAttr(th *Thread, fn Value, name string) (Value, bool, error) {
	switch name {
	case "__func__", "__wrapped__":
		return fn, true, nil
	case "__isabstractmethod__":
		ok, err := isAbstract(th, fn)
		return Bool(ok), true, err
	case "__name__", "__qualname__", "__doc__", "__module__", "__annotations__":
		v, err := getAttr(th, fn, intern(name))
		return v, true, err
	}
	return Value{}, false, nil
}

func init() {
	PropertyType.construct = constructProperty
	defMethod(PropertyType, "getter", propertyCopy(0))
	defMethod(PropertyType, "setter", propertyCopy(1))
	defMethod(PropertyType, "deleter", propertyCopy(2))
	defMethod(PropertyType, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		p, err := descrSelf[*Property](args, "__get__", "property")
		if err != nil {
			return Value{}, err
		}
		if err := rangeArgs("__get__", args[1:], kw, 1, 2); err != nil {
			return Value{}, err
		}
		if args[1].IsNone() {
			return args[0], nil
		}
		return propertyGet(th, p, args[1])
	})
	defMethod(PropertyType, "__set__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		p, err := descrSelf[*Property](args, "__set__", "property")
		if err != nil {
			return Value{}, err
		}
		if err := rangeArgs("__set__", args[1:], kw, 2, 2); err != nil {
			return Value{}, err
		}
		return None, propertySet(th, p, args[1], args[2])
	})
	defMethod(PropertyType, "__delete__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		p, err := descrSelf[*Property](args, "__delete__", "property")
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("__delete__", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		return None, propertyDelete(th, p, args[1])
	})
	StaticMethodType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs("staticmethod", args, kw, 1, 1); err != nil {
			return Value{}, err
		}
		return ObjectValue(&StaticMethod{fn: args[0]}), nil
	}
	defMethod(StaticMethodType, "__call__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		sm, err := descrSelf[*StaticMethod](args, "__call__", "staticmethod")
		if err != nil {
			return Value{}, err
		}
		return th.call(sm.fn, args[1:], kw)
	})
	defMethod(StaticMethodType, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		sm, err := descrSelf[*StaticMethod](args, "__get__", "staticmethod")
		if err != nil {
			return Value{}, err
		}
		if err := rangeArgs("__get__", args[1:], kw, 1, 2); err != nil {
			return Value{}, err
		}
		return sm.fn, nil
	})
	ClassMethodType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs("classmethod", args, kw, 1, 1); err != nil {
			return Value{}, err
		}
		return ObjectValue(&ClassMethod{fn: args[0]}), nil
	}
	// <staticmethod(f)> and <classmethod(f)>, as CPython 3.10+ prints them.
	builtinReprs[StaticMethodType] = func(th *Thread, v Value) (string, error) {
		r, err := repr(th, v.obj.(*StaticMethod).fn)
		return "<staticmethod(" + r + ")>", err
	}
	builtinReprs[ClassMethodType] = func(th *Thread, v Value) (string, error) {
		r, err := repr(th, v.obj.(*ClassMethod).fn)
		return "<classmethod(" + r + ")>", err
	}
	defMethod(ClassMethodType, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		cm, err := descrSelf[*ClassMethod](args, "__get__", "classmethod")
		if err != nil {
			return Value{}, err
		}
		if err := rangeArgs("__get__", args[1:], kw, 1, 2); err != nil {
			return Value{}, err
		}
		owner := args[1]
		if len(args) == 3 && !args[2].IsNone() {
			owner = args[2]
		} else {
			owner = ObjectValue(owner.Type())
		}
		return ObjectValue(&BoundMethod{fn: cm.fn, self: owner}), nil
	})
	// function.__get__(obj, type=None) binds a method, as attribute lookup does.
	defMethod(FunctionType, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if _, err := descrSelf[*Function](args, "__get__", "function"); err != nil {
			return Value{}, err
		}
		if err := rangeArgs("__get__", args[1:], kw, 1, 2); err != nil {
			return Value{}, err
		}
		if args[1].IsNone() {
			return args[0], nil
		}
		return ObjectValue(&BoundMethod{fn: args[0], self: args[1]}), nil
	})
	// f.__call__(...) calls f; hasattr(f, "__call__") is a common callability test.
	// A built-in type's unbound method binds as attribute lookup does:
	// str.upper.__get__("a")().
	for _, t := range []*Type{MethodDescriptorType, WrapperDescriptorType} {
		defMethod(t, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if len(args) == 0 || args[0].Type() != t {
				return Value{}, newError(TypeErrorType, "descriptor '__get__' requires a '"+t.Name+"' object")
			}
			if err := rangeArgs("__get__", args[1:], kw, 1, 2); err != nil {
				return Value{}, err
			}
			m, obj := args[0].obj.(*Builtin), args[1]
			if obj.IsNone() {
				return args[0], nil
			}
			if !obj.Type().isSubtype(m.owner) {
				return Value{}, newError(TypeErrorType, "descriptor '"+m.name+"' for '"+m.owner.Name+"' objects doesn't apply to a '"+typeName(obj)+"' object")
			}
			return ObjectValue(&Builtin{name: m.name, fn: m.fn, self: obj, owner: m.owner}), nil
		})
	}
	for _, t := range []*Type{FunctionType, BuiltinType, MethodType, MethodDescriptorType, WrapperDescriptorType, MethodWrapperType} {
		defMethod(t, "__call__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if len(args) == 0 || args[0].Type() != t {
				return Value{}, newError(TypeErrorType, "descriptor '__call__' requires a '"+t.Name+"' object")
			}
			return th.call(args[0], args[1:], kw)
		})
	}
}
