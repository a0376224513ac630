// Package pvm is the Cowboy Python VM: a deterministic, metered interpreter
// for the Python 3.11 subset actors are written in. It is pure Go (no clocks,
// randomness, I/O or goroutines) so the same execution gives the same output,
// cycle count and errors natively, under wazero and in the browser.
//
// Values are small structs rather than interfaces so that ints, floats,
// booleans and None never allocate: the dynamic type of Value.obj identifies
// the kind, and immediate kinds keep their payload in Value.num.
package pvm

import (
	"math"
)

// Object is anything a Value can refer to. Heap objects are pointers; the
// immediate kinds (int, float, bool, None) are zero-size marker types.
type Object interface {
	Type() *Type
}

// Value is a Python value. The zero Value is "unbound" (an unset local).
type Value struct {
	obj Object
	num uint64
}

// Immediate kinds: their payload lives in Value.num.
type (
	noneKind  struct{}
	boolKind  struct{}
	intKind   struct{} // int64 in num
	floatKind struct{} // float64 bits in num
)

func (noneKind) Type() *Type  { return NoneType }
func (boolKind) Type() *Type  { return BoolType }
func (intKind) Type() *Type   { return IntType }
func (floatKind) Type() *Type { return FloatType }

// Shared immediate values.
var (
	None  = Value{obj: noneKind{}}
	True  = Value{obj: boolKind{}, num: 1}
	False = Value{obj: boolKind{}}
)

// Int makes a small int.
func Int(i int64) Value { return Value{obj: intKind{}, num: uint64(i)} }

// Float makes a float; NaNs are canonicalised so no payload bits leak.
func Float(f float64) Value {
	bits := math.Float64bits(f)
	if f != f {
		bits = canonicalNaN
	}
	return Value{obj: floatKind{}, num: bits}
}

const canonicalNaN = 0x7ff8000000000000

// Bool makes a bool.
func Bool(b bool) Value {
	if b {
		return True
	}
	return False
}

// ObjectValue wraps a heap object.
func ObjectValue(o Object) Value { return Value{obj: o} }

// Type returns the value's Python type.
func (v Value) Type() *Type { return v.obj.Type() }

// IsUnbound reports whether v is the zero Value.
func (v Value) IsUnbound() bool { return v.obj == nil }

// IsNone reports whether v is None.
func (v Value) IsNone() bool { _, ok := v.obj.(noneKind); return ok }

func (v Value) isSmallInt() bool { _, ok := v.obj.(intKind); return ok }
func (v Value) isFloat() bool    { _, ok := v.obj.(floatKind); return ok }
func (v Value) isBool() bool     { _, ok := v.obj.(boolKind); return ok }

// small returns the payload of a small int or bool.
func (v Value) small() int64 { return int64(v.num) }

// float returns the payload of a float.
func (v Value) float() float64 { return math.Float64frombits(v.num) }

// Object returns the heap object, or nil for immediates.
func (v Value) Object() Object {
	switch v.obj.(type) {
	case noneKind, boolKind, intKind, floatKind:
		return nil
	}
	return v.obj
}

// is implements Python's `is`: identity for heap objects, value identity for
// immediates (small ints are interned in CPython too, so programs cannot tell).
func is(a, b Value) bool {
	return a.obj == b.obj && a.num == b.num
}

// typeName is the name shown in error messages.
func typeName(v Value) string { return tpName(v.Type()) }

// tpName is the name CPython gives type t in messages: its tp_name.
func tpName(t *Type) string {
	if t.builtin && t.module != "builtins" && t.module != "" && !pythonClassInCPython[t] && !t.isSubtype(BaseExceptionType) {
		return t.module + "." + t.Name // a C type's tp_name: 'collections.deque'
	}
	if !t.builtin && t.module == "collections" && (t.Name == "OrderedDict" || t.Name == "defaultdict") {
		return "collections." + t.Name // library classes that are C types in CPython
	}
	return t.Name
}

// pythonClassInCPython are the Go-native module types that CPython defines
// in Python: its messages name them without their module.
var pythonClassInCPython = map[*Type]bool{}
