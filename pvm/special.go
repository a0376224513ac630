package pvm

// GenericAliasType is the type of list[int] and friends (annotations, and
// calls that build the origin type).
var GenericAliasType = newModuleType("GenericAlias", "types", ObjectType)

type genericAliasObj struct {
	origin *Type
	args   Value
}

func (*genericAliasObj) Type() *Type { return GenericAliasType }

// call makes list[int](...) build a list, as CPython's alias does.
func (g *genericAliasObj) call(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	return th.callType(g.origin, args, kwnames)
}

func genericAlias(origin *Type, args Value) Value {
	return ObjectValue(&genericAliasObj{origin: origin, args: args})
}

// builtinQualname is the __qualname__ of b bound to self (or unbound): a
// method is named after the class it is bound to, or its receiver's class.
func builtinQualname(b *Builtin, self Value) string {
	switch t, ok := self.obj.(*Type); {
	case ok:
		return t.qualname + "." + b.name
	case b.owner != nil && self.obj != nil:
		return self.Type().qualname + "." + b.name
	case b.owner != nil:
		return b.owner.qualname + "." + b.name
	}
	return b.name
}

// specialAttr serves the data attributes of built-in objects.
func specialAttr(th *Thread, v Value, name string) (Value, bool, error) {
	switch o := v.obj.(type) {
	case intKind, boolKind, *BigInt:
		switch name {
		case "real", "numerator":
			if v.isBool() {
				return Int(v.small()), true, nil
			}
			return v, true, nil
		case "imag":
			return Int(0), true, nil
		case "denominator":
			return Int(1), true, nil
		}
	case floatKind:
		switch name {
		case "real":
			return v, true, nil
		case "imag":
			return Float(0), true, nil
		}
	case *BoundMethod:
		switch name {
		case "__self__":
			return o.self, true, nil
		case "__func__":
			return o.fn, true, nil
		case "__class__":
			return ObjectValue(o.Type()), true, nil
		case "__qualname__":
			if b, ok := o.fn.obj.(*Builtin); ok { // a built-in classmethod: dict.fromkeys
				return StrValue(builtinQualname(b, o.self)), true, nil
			}
		}
		v2, err := getAttr(th, o.fn, intern(name))
		return v2, true, err
	case *Builtin:
		switch name {
		case "__name__":
			return StrValue(o.name), true, nil
		case "__qualname__":
			return StrValue(builtinQualname(o, o.self)), true, nil
		case "__module__": // methods have none, bound ones None
			switch {
			case o.owner == nil && o.module != "":
				return StrValue(o.module), true, nil
			case o.owner == nil:
				return StrValue("builtins"), true, nil
			case o.self.obj != nil:
				return None, true, nil
			}
		case "__objclass__":
			if o.owner != nil && o.self.obj == nil {
				return ObjectValue(o.owner), true, nil
			}
		case "__self__":
			if o.self.obj == nil {
				return None, true, nil
			}
			return o.self, true, nil
		case "__doc__":
			return None, true, nil
		}
	case *Range:
		switch name {
		case "start":
			return Int(o.start), true, nil
		case "stop":
			return Int(o.stop), true, nil
		case "step":
			return Int(o.step), true, nil
		}
	case *Slice:
		switch name {
		case "start":
			return o.start, true, nil
		case "stop":
			return o.stop, true, nil
		case "step":
			return o.step, true, nil
		}
	case *Property:
		switch name {
		case "fget":
			return orNone(o.fget), true, nil
		case "fset":
			return orNone(o.fset), true, nil
		case "fdel":
			return orNone(o.fdel), true, nil
		case "__doc__":
			return orNone(o.doc), true, nil
		case "__isabstractmethod__":
			for _, f := range []Value{o.fget, o.fset, o.fdel} {
				if ok, err := isAbstract(th, f); ok || err != nil {
					return Bool(ok), true, err
				}
			}
			return False, true, nil
		}
	case *StaticMethod:
		if r, ok, err := wrapperAttr(th, o.fn, name); ok || err != nil {
			return r, ok, err
		}
	case *ClassMethod:
		if r, ok, err := wrapperAttr(th, o.fn, name); ok || err != nil {
			return r, ok, err
		}
	case *Traceback:
		if v, ok := o.attr(name); ok {
			return v, true, nil
		}
	case *Generator:
		switch name {
		case "__name__":
			return StrValue(o.name), true, nil
		case "__qualname__":
			return StrValue(o.qualname), true, nil
		}
		if r, ok := o.attr(name); ok {
			return r, true, nil
		}
	case *slotDescr:
		switch name {
		case "__name__":
			return StrValue(o.name), true, nil
		case "__qualname__":
			return StrValue(o.owner.qualname + "." + o.name), true, nil
		case "__objclass__":
			return ObjectValue(o.owner), true, nil
		}
	case *unionObj:
		if name == "__args__" {
			return NewTuple(o.args), true, nil
		}
	case *genericAliasObj:
		switch name {
		case "__origin__":
			return ObjectValue(o.origin), true, nil
		case "__args__":
			if _, ok := o.args.obj.(*Tuple); ok {
				return o.args, true, nil
			}
			return NewTuple([]Value{o.args}), true, nil
		}
	}
	if name == "__class__" {
		return ObjectValue(v.Type()), true, nil
	}
	return Value{}, false, nil
}

func orNone(v Value) Value {
	if v.obj == nil {
		return None
	}
	return v
}
