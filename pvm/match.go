package pvm

import (
	"strconv"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// Structural pattern matching: the instructions a match statement compiles
// to (compile/match.go), with CPython 3.11's semantics and messages.

// matchSequence reports whether a sequence pattern may match v: lists,
// tuples, ranges, deques and their subclasses (not str, bytes, bytearray),
// and classes deriving from or registered with collections.abc.Sequence.
func matchSequence(v Value) bool {
	t := v.Type()
	return t.isSubtype(ListType) || t.isSubtype(TupleType) || t.isSubtype(RangeType) || t.isSubtype(DequeType) ||
		abcCollectionFlag(t) == tpflagsSequence
}

// matchMapping reports whether a mapping pattern may match v: dicts and
// classes deriving from or registered with collections.abc.Mapping.
func matchMapping(v Value) bool {
	t := v.Type()
	return t.isSubtype(DictType) || abcCollectionFlag(t) == tpflagsMapping
}

// CPython's Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING, which
// collections.abc's Sequence and Mapping give their subclasses and the
// classes registered with them (the __abc_tpflags__ class attribute here).
const (
	tpflagsSequence = 1 << 5
	tpflagsMapping  = 1 << 6
)

// abcCollectionFlag is the collection flag a user class has, or 0.
func abcCollectionFlag(t *Type) int64 {
	if t.builtin {
		return 0
	}
	f, ok := t.lookupString("__abc_tpflags__")
	if !ok || !isInt(f) {
		return 0
	}
	return f.small() & (tpflagsSequence | tpflagsMapping)
}

// matchSelfTypes are the built-in classes whose single positional
// sub-pattern matches the subject itself, e.g. `case int(n)`.
var matchSelfTypes = []*Type{BoolType, ByteArrType, BytesType, DictType, FloatType, IntType, ListType, StrType, TupleType}

// matchKeys looks every key up with subject.get(key, missing) and returns
// the values, or nil when a key is absent.
func matchKeys(th *Thread, subj Value, keys []Value) (Value, error) {
	if err := th.charge(int64(len(keys))); err != nil {
		return Value{}, err
	}
	get, err := getAttr(th, subj, intern("get"))
	if err != nil {
		return Value{}, err
	}
	missing := ObjectValue(&Instance{cls: ObjectType})
	if err := th.allocate(sizeofSeq(len(keys))); err != nil {
		return Value{}, err
	}
	values := make([]Value, len(keys))
	for i, k := range keys {
		v, err := th.callArgs(get, k, missing)
		if err != nil {
			return Value{}, err
		}
		if is(v, missing) {
			return None, nil
		}
		values[i] = v
	}
	return NewTuple(values), nil
}

// dictWithoutKeys copies a mapping subject into a new dict and removes keys.
func dictWithoutKeys(th *Thread, subj Value, keys []Value) (Value, error) {
	if err := th.allocate(sizeofDict(0)); err != nil {
		return Value{}, err
	}
	d := newDict(0)
	if err := dictUpdate(th, d, subj, false, Value{}); err != nil {
		return Value{}, err
	}
	for _, k := range keys {
		if _, _, err := d.Delete(th, k); err != nil {
			return Value{}, err
		}
	}
	return ObjectValue(d), nil
}

// matchClass implements `case cls(p0, ..., name=p, ...)`: it returns the
// tuple of the attributes to match against the sub-patterns, positional ones
// first, or None when subj is not an instance of cls or lacks an attribute.
func matchClass(th *Thread, subj, cls Value, npos int, names []Value) (Value, error) {
	t, ok := cls.obj.(*Type)
	if !ok {
		return Value{}, newError(TypeErrorType, "called match pattern must be a type")
	}
	if ok, err := isInstance(th, subj, cls); err != nil || !ok {
		return None, err
	}
	if err := th.charge(int64(npos + len(names))); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofSeq(npos + len(names))); err != nil {
		return Value{}, err
	}
	attrs := make([]Value, 0, npos+len(names))
	var seen []string
	fetch := func(nameV Value) (bool, error) {
		name, ok := nameV.obj.(*Str)
		if !ok {
			return false, newError(TypeErrorType, "__match_args__ elements must be strings (got "+typeName(nameV)+")")
		}
		for _, s := range seen {
			if s == name.s {
				r, _ := repr(th, nameV)
				return false, newError(TypeErrorType, t.Name+"() got multiple sub-patterns for attribute "+r)
			}
		}
		seen = append(seen, name.s)
		v, err := getAttr(th, subj, name)
		if err != nil {
			if isAttributeError(err) {
				return false, nil
			}
			return false, err
		}
		attrs = append(attrs, v)
		return true, nil
	}
	if npos > 0 {
		var matchArgs []Value
		allowed, self := 0, false
		m, err := getAttr(th, cls, intern("__match_args__"))
		switch {
		case err == nil:
			tup, ok := m.obj.(*Tuple)
			if !ok {
				return Value{}, newError(TypeErrorType, t.Name+".__match_args__ must be a tuple (got "+typeName(m)+")")
			}
			matchArgs, allowed = tup.items, len(tup.items)
		case !isAttributeError(err):
			return Value{}, err
		default:
			for _, st := range matchSelfTypes {
				if t.isSubtype(st) {
					allowed, self = 1, true
					break
				}
			}
		}
		if npos > allowed {
			plural := "s"
			if allowed == 1 {
				plural = ""
			}
			return Value{}, newError(TypeErrorType, t.Name+"() accepts "+strconv.Itoa(allowed)+" positional sub-pattern"+plural+" ("+strconv.Itoa(npos)+" given)")
		}
		if self {
			attrs = append(attrs, subj)
		} else {
			for _, name := range matchArgs[:npos] {
				if ok, err := fetch(name); err != nil || !ok {
					return None, err
				}
			}
		}
	}
	for _, name := range names {
		if ok, err := fetch(name); err != nil || !ok {
			return None, err
		}
	}
	return NewTuple(attrs), nil
}

// execMatch runs one pattern-matching instruction on the operand stack and
// returns the new stack pointer.
func execMatch(th *Thread, op c.Opcode, arg int, stack []Value, sp int) (int, error) {
	switch op {
	case c.MATCH_SEQUENCE:
		stack[sp] = Bool(matchSequence(stack[sp-1]))
		return sp + 1, nil
	case c.MATCH_MAPPING:
		stack[sp] = Bool(matchMapping(stack[sp-1]))
		return sp + 1, nil
	case c.GET_LEN:
		n, err := length(th, stack[sp-1])
		stack[sp] = Int(int64(n))
		return sp + 1, err
	case c.MATCH_KEYS:
		v, err := matchKeys(th, stack[sp-2], stack[sp-1].obj.(*Tuple).items)
		stack[sp] = v
		return sp + 1, err
	case c.COPY_DICT_WITHOUT_KEYS:
		v, err := dictWithoutKeys(th, stack[sp-2], stack[sp-1].obj.(*Tuple).items)
		stack[sp-1] = Value{}
		stack[sp-2] = v
		return sp - 1, err
	case c.MATCH_CLASS:
		v, err := matchClass(th, stack[sp-3], stack[sp-2], arg, stack[sp-1].obj.(*Tuple).items)
		stack[sp-1], stack[sp-2] = Value{}, Value{}
		stack[sp-3] = v
		return sp - 2, err
	}
	panic("execMatch: " + op.String())
}
