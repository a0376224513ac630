package pvm

import "strings"

// UnionTypeType is the type of `int | None` (PEP 604): unions of classes
// used in annotations and accepted by isinstance and issubclass.
var UnionTypeType = newModuleType("UnionType", "types", ObjectType)

type unionObj struct{ args []Value }

func (*unionObj) Type() *Type { return UnionTypeType }

// unionOperand reports whether v may appear in a `|` union of types.
func unionOperand(v Value) bool {
	switch v.obj.(type) {
	case *Type, *unionObj, *genericAliasObj, noneKind:
		return true
	}
	return false
}

// unionOr is type.__or__ / type.__ror__: ok is false when a | b is not a
// union of types (at least one side must be a class, alias or union).
func unionOr(th *Thread, a, b Value) (Value, bool, error) {
	if !unionOperand(a) || !unionOperand(b) || (is(a, None) && is(b, None)) {
		return Value{}, false, nil
	}
	n := int64(1)
	for _, v := range []Value{a, b} {
		if u, ok := v.obj.(*unionObj); ok {
			n += int64(len(u.args))
		}
	}
	if err := th.charge(n * n); err != nil { // the duplicate check below is quadratic
		return Value{}, true, err
	}
	var args []Value
	add := func(v Value) {
		if is(v, None) {
			v = ObjectValue(NoneType)
		}
		for _, x := range args {
			if is(x, v) {
				return
			}
		}
		args = append(args, v)
	}
	for _, v := range []Value{a, b} {
		if u, ok := v.obj.(*unionObj); ok {
			for _, x := range u.args {
				add(x)
			}
		} else {
			add(v)
		}
	}
	if len(args) == 1 {
		return args[0], true, nil
	}
	if err := th.allocate(sizeofSeq(len(args))); err != nil {
		return Value{}, true, err
	}
	return ObjectValue(&unionObj{args: args}), true, nil
}

// typeArgRepr is CPython's repr of an argument of a generic alias or union:
// classes by qualified name, ... as "...".
func typeArgRepr(th *Thread, v Value) (string, error) {
	if t, ok := v.obj.(*Type); ok {
		return t.qualifiedName(), nil
	}
	if is(v, Ellipsis) {
		return "...", nil
	}
	return repr(th, v)
}

func joinTypeArgs(th *Thread, args []Value, sep string, noneName bool) (string, error) {
	parts := make([]string, len(args))
	for i, a := range args {
		if t, ok := a.obj.(*Type); ok && t == NoneType && noneName {
			parts[i] = "None"
			continue
		}
		s, err := typeArgRepr(th, a)
		if err != nil {
			return "", err
		}
		parts[i] = s
	}
	return strings.Join(parts, sep), nil
}

func init() {
	GenericAliasType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("GenericAlias", args, kw, 2); err != nil {
			return Value{}, err
		}
		origin, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, newError(TypeErrorType, "GenericAlias() origin must be a class in the PVM, not "+typeName(args[0]))
		}
		return genericAlias(origin, args[1]), nil
	}
	// class C(list[int]) derives from list, as CPython's ga_mro_entries.
	defMethod(GenericAliasType, "__mro_entries__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("__mro_entries__", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		g, ok := args[0].obj.(*genericAliasObj)
		if !ok {
			return Value{}, newError(TypeErrorType, "descriptor '__mro_entries__' requires a 'types.GenericAlias' object but received a '"+typeName(args[0])+"'")
		}
		return NewTuple([]Value{ObjectValue(g.origin)}), nil
	})
	builtinReprs[UnionTypeType] = func(th *Thread, v Value) (string, error) {
		return joinTypeArgs(th, v.obj.(*unionObj).args, " | ", true)
	}
	builtinReprs[GenericAliasType] = func(th *Thread, v Value) (string, error) {
		g := v.obj.(*genericAliasObj)
		origin, err := typeArgRepr(th, ObjectValue(g.origin))
		if err != nil {
			return "", err
		}
		args := []Value{g.args}
		if t, ok := g.args.obj.(*Tuple); ok {
			if len(t.items) == 0 {
				return origin + "[()]", nil
			}
			args = t.items
		}
		inner, err := joinTypeArgs(th, args, ", ", false)
		return origin + "[" + inner + "]", err
	}
}

// typeFormEqual compares unions (as sets of arguments) and generic aliases
// (origin and arguments); ok is false for other operands.
func typeFormEqual(th *Thread, a, b Value) (eq, ok bool, err error) {
	switch x := a.obj.(type) {
	case *unionObj:
		y, isUnion := b.obj.(*unionObj)
		if !isUnion {
			return false, false, nil
		}
		if len(x.args) != len(y.args) {
			return false, true, nil
		}
		for _, v := range x.args {
			found, err := seqContains(th, &y.args, v)
			if err != nil || !found {
				return false, true, err
			}
		}
		return true, true, nil
	case *genericAliasObj:
		y, isAlias := b.obj.(*genericAliasObj)
		if !isAlias {
			return false, false, nil
		}
		if x.origin != y.origin {
			return false, true, nil
		}
		eq, err := equal(th, x.args, y.args)
		return eq, true, err
	}
	return false, false, nil
}

// hashTypeForm hashes a union (independent of argument order) or a generic
// alias consistently with typeFormEqual.
func hashTypeForm(th *Thread, v Value) (int64, error) {
	switch x := v.obj.(type) {
	case *unionObj:
		var h int64
		for _, a := range x.args {
			ha, err := hashValue(th, a)
			if err != nil {
				return 0, err
			}
			h ^= ha
		}
		return fixHash(uint64(h)), nil
	case *genericAliasObj:
		ho, err := hashValue(th, ObjectValue(x.origin))
		if err != nil {
			return 0, err
		}
		ha, err := hashValue(th, x.args)
		return fixHash(uint64(ho ^ ha)), err
	}
	return identityHash(th, v.obj), nil
}

// parameterizedGenericError is raised by isinstance/issubclass(x, list[int]).
func parameterizedGenericError(fn string) error {
	return newError(TypeErrorType, fn+"() argument 2 cannot be a parameterized generic")
}
