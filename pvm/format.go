package pvm

import (
	"strings"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// repr implements repr(v).
func repr(th *Thread, v Value) (string, error) {
	switch o := v.obj.(type) {
	case noneKind:
		return "None", nil
	case boolKind:
		if v.num != 0 {
			return "True", nil
		}
		return "False", nil
	case intKind, *BigInt:
		return intString(v), nil
	case floatKind:
		return softfloat.Repr(v.float()), nil
	case *Str:
		if err := th.charge(int64(len(o.s))); err != nil {
			return "", err
		}
		return quoteStr(o.s), nil
	case *List:
		return reprSeq(th, "[", "]", &o.items, v)
	case *Tuple:
		if len(o.items) == 1 {
			return reprSeq(th, "(", ",)", &o.items, v)
		}
		return reprSeq(th, "(", ")", &o.items, v)
	case *Dict:
		return reprDict(th, o, v)
	case *Bytes:
		return bytesRepr(o.b), nil
	case *ByteArray:
		return byteArrayRepr("bytearray", o.b), nil
	case *Range:
		if o.step == 1 {
			return "range(" + itoa(o.start) + ", " + itoa(o.stop) + ")", nil
		}
		return "range(" + itoa(o.start) + ", " + itoa(o.stop) + ", " + itoa(o.step) + ")", nil
	case *Slice:
		parts := make([]string, 3)
		for i, x := range []Value{o.start, o.stop, o.step} {
			s, err := repr(th, x)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return "slice(" + strings.Join(parts, ", ") + ")", nil
	case *singleton:
		return o.repr, nil
	case *Type:
		if m := o.meta; m != nil && !m.builtin {
			if r, ok := userMethod(v, "__repr__"); ok {
				return callRepr(th, r, v)
			}
		}
		if o.module == "builtins" || o.module == "" {
			return "<class '" + o.qualname + "'>", nil
		}
		return "<class '" + o.module + "." + o.qualname + "'>", nil
	case *Function:
		return "<function " + th.view(o).qualname + ">", nil
	case *Builtin:
		if o.self.obj != nil {
			if o.owner != nil && isSlotWrapperName(o.name) {
				return "<method-wrapper '" + o.name + "' of " + typeName(o.self) + " object>", nil
			}
			return "<built-in method " + o.name + " of " + typeName(o.self) + " object>", nil
		}
		if o.owner != nil { // an unbound method of a built-in type: str.upper
			kind := "method"
			if isSlotWrapperName(o.name) {
				kind = "slot wrapper"
			}
			return "<" + kind + " '" + o.name + "' of '" + tpName(o.owner) + "' objects>", nil
		}
		return "<built-in function " + o.name + ">", nil
	case *BoundMethod:
		name := "?"
		switch f := o.fn.obj.(type) {
		case *Function:
			name = th.view(f).qualname
		case *Builtin: // a built-in classmethod: dict.fromkeys
			return "<built-in method " + f.name + " of " + typeName(o.self) + " object>", nil
		}
		self, err := repr(th, o.self)
		if err != nil {
			return "", err
		}
		return "<bound method " + name + " of " + self + ">", nil
	case *Module:
		return "<module '" + o.name + "'>", nil
	case *Generator:
		return "<" + typeName(v) + " object " + o.qualname + ">", nil
	case *Exception:
		if r, ok := userMethod(v, "__repr__"); ok {
			return callRepr(th, r, v)
		}
		return exceptionRepr(th, o)
	}
	if r, ok := userMethod(v, "__repr__"); ok {
		return callRepr(th, r, v)
	}
	return baseRepr(th, v)
}

// baseRepr is repr(v) ignoring any user __repr__: the built-in value of an
// instance of a subclass of a built-in type, or the default object repr.
func baseRepr(th *Thread, v Value) (string, error) {
	if u := unwrapBase(v); !is(u, v) {
		// bytearray and deque name the subclass in their repr.
		switch b := u.obj.(type) {
		case *ByteArray:
			return byteArrayRepr(typeName(v), b.b), nil
		case *Deque:
			return b.repr(th, v)
		}
		return repr(th, u)
	}
	if f, ok := builtinReprs[v.Type()]; ok {
		return f(th, v)
	}
	return objectRepr(v), nil
}

// isSlotWrapperName reports whether CPython implements the built-in types'
// method name as a type slot (printed "<slot wrapper ...>"): dunders, but
// for those that are ordinary methods.
func isSlotWrapperName(name string) bool {
	if len(name) < 5 || name[:2] != "__" || name[len(name)-2:] != "__" {
		return false
	}
	switch name {
	case "__format__", "__sizeof__", "__missing__", "__reduce__", "__reduce_ex__", "__dir__", "__getnewargs__",
		"__round__", "__trunc__", "__floor__", "__ceil__", "__reversed__", "__getstate__",
		"__copy__", "__deepcopy__", "__length_hint__", "__subclasshook__", "__init_subclass__",
		"__class_getitem__", "__instancecheck__", "__subclasscheck__", "__subclasses__", "__mro__":
		return false
	}
	return true
}

// builtinReprs holds repr for built-in types defined in other files.
var builtinReprs = map[*Type]func(*Thread, Value) (string, error){}

// The containers carry their own __repr__ so that a subclass's
// super().__repr__() (or dict.__repr__(self)) prints the contents rather
// than object.__repr__'s default.
func init() {
	for _, t := range []*Type{ListType, TupleType, DictType, BytesType, ByteArrType, DequeType} {
		t := t
		defMethod(t, "__repr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if len(args) == 0 {
				return Value{}, newError(TypeErrorType, "descriptor '__repr__' of '"+t.qualifiedName()+"' object needs an argument")
			}
			if !args[0].Type().isSubtype(t) {
				return Value{}, newError(TypeErrorType, "descriptor '__repr__' requires a '"+t.qualifiedName()+"' object but received a '"+typeName(args[0])+"'")
			}
			if err := exactArgs("__repr__", args[1:], kw, 0); err != nil {
				return Value{}, err
			}
			// Not repr() for a subclass instance, nor for a deque, whose
			// type dict holds this very method: either would come back here.
			_, inst := args[0].obj.(*Instance)
			_, native := builtinReprs[args[0].Type()]
			var s string
			var err error
			if inst || native {
				s, err = baseRepr(th, args[0])
			} else {
				s, err = repr(th, args[0])
			}
			return StrValue(s), err
		})
	}
}

func callRepr(th *Thread, m, v Value) (string, error) { return callText(th, m, v, "__repr__") }

// callText calls m, v's __repr__ or __str__, for the str it must return;
// as is the name the error gives the method.
func callText(th *Thread, m, v Value, as string) (string, error) {
	r, err := th.callArgs(m, v)
	if err != nil {
		return "", err
	}
	s, ok := unwrapBase(r).obj.(*Str) // a str subclass's value will do, as in CPython
	if !ok {
		return "", newError(TypeErrorType, as+" returned non-string (type "+typeName(r)+")")
	}
	return s.s, nil
}

// reprSeq reads *items at every step: an item's __repr__ may shrink the list.
func reprSeq(th *Thread, open, close string, items *[]Value, self Value) (string, error) {
	if th.reprActive(self) {
		return open + "..." + strings.TrimPrefix(close, ","), nil
	}
	if err := th.enterRepr(self); err != nil {
		return "", err
	}
	defer th.leaveRepr()
	var b strings.Builder
	b.WriteString(open)
	for i := 0; i < len(*items); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := repr(th, (*items)[i])
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	b.WriteString(close)
	return b.String(), nil
}

func reprDict(th *Thread, d *Dict, self Value) (string, error) {
	if th.reprActive(self) {
		return "{...}", nil
	}
	if err := th.enterRepr(self); err != nil {
		return "", err
	}
	defer th.leaveRepr()
	var b strings.Builder
	b.WriteByte('{')
	for i, e := range d.Items() {
		if i > 0 {
			b.WriteString(", ")
		}
		k, err := repr(th, e.key)
		if err != nil {
			return "", err
		}
		b.WriteString(k)
		b.WriteString(": ")
		v, err := repr(th, e.value)
		if err != nil {
			return "", err
		}
		b.WriteString(v)
	}
	b.WriteByte('}')
	return b.String(), nil
}

// reprActive reports whether v's repr is already being built further up:
// a container that contains itself prints as [...] (CPython's Py_ReprEnter).
func (th *Thread) reprActive(v Value) bool {
	for _, o := range th.reprs {
		if o == v.obj {
			return true
		}
	}
	return false
}

func (th *Thread) enterRepr(v Value) error {
	if th.depth >= th.maxDepth {
		return newError(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	th.depth++
	th.reprs = append(th.reprs, v.obj)
	return nil
}

func (th *Thread) leaveRepr() {
	th.reprs = th.reprs[:len(th.reprs)-1]
	th.leave()
}

// reprNoThread renders values in error messages built outside an execution.
func reprNoThread(v Value) string {
	th := newScratchThread()
	s, err := repr(th, v)
	if err != nil {
		return "<" + typeName(v) + " object>"
	}
	return s
}

// toStr implements str(v).
func toStr(th *Thread, v Value) (string, error) {
	switch o := v.obj.(type) {
	case *Str:
		return o.s, nil
	case *Exception:
		// The first __str__ in the MRO: a built-in one (KeyError's, ...) wins
		// over a user class later in the MRO.
		if m, ok := o.cls.lookupString("__str__"); ok && !isBuiltinAttr(m) {
			return callStr(th, m, v)
		}
		return o.message(), nil
	case *mappingProxy:
		return toStr(th, ObjectValue(o.d))
	case *Instance:
		if m, ok := userMethod(v, "__str__"); ok {
			return callStr(th, m, v)
		}
		if bs, ok := o.base().obj.(*Str); ok {
			return bs.s, nil // str.__str__ of a str subclass: the plain text
		}
		if o.base().obj == nil {
			// object.__str__ is repr(), and its result is checked as
			// __str__'s.
			if m, ok := userMethod(v, "__repr__"); ok {
				return callText(th, m, v, "__str__")
			}
		}
	case *Type:
		if o.meta != nil { // a metaclass's __str__ (repr goes through its __repr__)
			if m, ok := userMethod(v, "__str__"); ok {
				return callStr(th, m, v)
			}
		}
	}
	return repr(th, v)
}

func callStr(th *Thread, m, v Value) (string, error) { return callText(th, m, v, "__str__") }

// joinStrs concatenates the parts of an f-string.
func joinStrs(th *Thread, parts []Value) (Value, error) {
	n, runes := 0, 0
	for _, p := range parts {
		n += len(p.obj.(*Str).s)
		runes += p.obj.(*Str).n
	}
	if err := th.charge(int64(n)); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofStr(n)); err != nil {
		return Value{}, err
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range parts {
		b.WriteString(p.obj.(*Str).s)
	}
	return th.strValueOf(b.String(), runes), nil
}

// formatValue implements FORMAT_VALUE: conversion then format(v, spec).
func formatValue(th *Thread, v Value, conv int, spec Value) (Value, error) {
	var err error
	switch conv {
	case 1:
		var s string
		s, err = toStr(th, v)
		v = th.strValue(s)
	case 2:
		var s string
		s, err = repr(th, v)
		v = th.strValue(s)
	case 3:
		var s string
		s, err = repr(th, v)
		v = th.strValue(asciiRepr(s))
	}
	if err != nil {
		return Value{}, err
	}
	specStr := ""
	if spec.obj != nil {
		specStr = spec.obj.(*Str).s
	}
	if specStr == "" {
		if _, ok := v.obj.(*Str); ok {
			return v, nil
		}
	}
	s, err := format(th, v, specStr)
	if err != nil {
		return Value{}, err
	}
	return th.strValue(s), nil
}

// format implements format(v, spec).
func format(th *Thread, v Value, spec string) (string, error) {
	if m, ok := userMethod(v, "__format__"); ok {
		r, err := th.callArgs(m, v, StrValue(spec))
		if err != nil {
			return "", err
		}
		s, ok := r.obj.(*Str)
		if !ok {
			return "", newError(TypeErrorType, "__format__ must return a str, not "+typeName(r))
		}
		return s.s, nil
	}
	u := unwrapBase(v) // instances of int, float and str subclasses
	switch o := u.obj.(type) {
	case floatKind:
		if spec == "" && !is(u, v) {
			return toStr(th, v)
		}
		if spec == "" {
			return softfloat.Repr(u.float()), nil
		}
		f, err := th.parseFormatSpec(spec, 0, '>', "float")
		if err != nil {
			return "", err
		}
		s, err := softfloat.FormatWith(u.float(), softfloat.FormatSpec(f))
		if err != nil {
			return "", floatError(err)
		}
		return s, nil
	case intKind, boolKind, *BigInt:
		if spec == "" {
			return toStr(th, v)
		}
		return formatInt(th, u, spec)
	case *Str:
		if spec == "" {
			return toStr(th, v)
		}
		return formatStr(th, o.s, spec)
	}
	if spec != "" {
		return "", newError(TypeErrorType, "unsupported format string passed to "+typeName(v)+".__format__")
	}
	return toStr(th, v)
}
