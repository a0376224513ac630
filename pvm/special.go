package pvm

import "slices"

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

// genericAliasOwnAttr reports whether name is an attribute of a generic
// alias itself; it takes any other from its origin (CPython's
// attr_exceptions in ga_getattro).
func genericAliasOwnAttr(name string) bool {
	switch name {
	case "__class__", "__origin__", "__args__", "__unpacked__", "__parameters__",
		"__typing_unpacked_tuple_args__", "__mro_entries__", "__reduce_ex__", "__reduce__",
		"__copy__", "__deepcopy__":
		return true
	}
	return false
}

// argItems are g's arguments (list[int] has one, dict[str, int] two).
func (g *genericAliasObj) argItems() []Value {
	if t, ok := g.args.obj.(*Tuple); ok {
		return t.items
	}
	return []Value{g.args}
}

// params appends to out the type variables in g's arguments (nested
// aliases' too) not in it yet, in order: __parameters__.
func (g *genericAliasObj) params(out []Value) []Value {
	for _, a := range g.argItems() {
		switch {
		case isTypeVar(a):
			if !slices.ContainsFunc(out, func(v Value) bool { return is(v, a) }) {
				out = append(out, a)
			}
		default:
			if n, ok := a.obj.(*genericAliasObj); ok {
				out = n.params(out)
			}
		}
	}
	return out
}

// isTypeVar reports whether v is a typing.TypeVar (or a subclass's).
func isTypeVar(v Value) bool {
	for _, t := range v.Type().mro {
		if t.Name == "TypeVar" && t.module == "typing" {
			return true
		}
	}
	return false
}

// subscript is g[key]: g with its type variables replaced by key's items,
// in order (list[T][int] is list[int], dict[str, list[T]][int] is
// dict[str, list[int]]).
func (g *genericAliasObj) subscript(th *Thread, key Value) (Value, error) {
	params := g.params(nil)
	if len(params) == 0 {
		r, err := repr(th, ObjectValue(g))
		if err != nil {
			return Value{}, err
		}
		return Value{}, newError(TypeErrorType, r+" is not a generic class")
	}
	items := []Value{key}
	if t, ok := key.obj.(*Tuple); ok {
		items = t.items
	}
	if len(items) != len(params) {
		r, err := repr(th, ObjectValue(g))
		if err != nil {
			return Value{}, err
		}
		many := "many"
		if len(items) < len(params) {
			many = "few"
		}
		return Value{}, newError(TypeErrorType, "Too "+many+" arguments for "+r+"; actual "+itoa(int64(len(items)))+", expected "+itoa(int64(len(params))))
	}
	return g.substitute(params, items), nil
}

func (g *genericAliasObj) substitute(params, items []Value) Value {
	args := slices.Clone(g.argItems())
	for i, a := range args {
		if n, ok := a.obj.(*genericAliasObj); ok {
			args[i] = n.substitute(params, items)
			continue
		}
		for j, p := range params {
			if is(a, p) {
				args[i] = items[j]
			}
		}
	}
	if _, ok := g.args.obj.(*Tuple); !ok {
		return genericAlias(g.origin, args[0])
	}
	return genericAlias(g.origin, NewTuple(args))
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
			if o.self.obj == nil || o.static {
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
			return NewTuple(o.argItems()), true, nil
		case "__parameters__":
			return NewTuple(o.params(nil)), true, nil
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
