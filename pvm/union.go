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
		if t.module == "builtins" || t.module == "" {
			return t.qualname, nil
		}
		return t.module + "." + t.qualname, nil
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
