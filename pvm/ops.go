package pvm

import (
	"bytes"
	"cmp"
	"strings"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

var binaryDunders = [c.NumBinaryOps]string{"add", "sub", "mul", "matmul", "truediv", "mod", "pow", "lshift", "rshift", "or", "xor", "and", "floordiv"}

// intOpChar maps an operator to the int kernel's operation code.
var intOpChar = [c.NumBinaryOps]byte{c.OpAdd: '+', c.OpSub: '-', c.OpMul: '*', c.OpFloorDiv: '/', c.OpMod: '%',
	c.OpAnd: '&', c.OpOr: '|', c.OpXor: '^', c.OpLShift: '<', c.OpRShift: '>'}

// fastIntOp is the interpreter's inline path for small ints.
func fastIntOp(op c.BinaryOp, x, y int64) (Value, bool) {
	if op >= c.OpInplace {
		op -= c.OpInplace
	}
	switch op {
	case c.OpAdd:
		z := x + y
		if (z > x) == (y > 0) {
			return Int(z), true
		}
		return Value{}, false
	case c.OpSub:
		z := x - y
		if (z < x) == (y > 0) {
			return Int(z), true
		}
		return Value{}, false
	case c.OpTrueDiv:
		// Exact operands give the correctly rounded quotient, as in
		// CPython's long_true_divide.
		if y != 0 && absInt64(x) <= 1<<53 && absInt64(y) <= 1<<53 {
			return Float(float64(x) / float64(y)), true
		}
		return Value{}, false
	case c.OpMod, c.OpFloorDiv:
		// Floor and truncation agree on these (i % n, i // n).
		if x >= 0 && y > 0 {
			if op == c.OpMod {
				return Int(x % y), true
			}
			return Int(x / y), true
		}
	}
	if k := intOpChar[op]; k != 0 {
		return smallBinop(k, x, y)
	}
	return Value{}, false
}

// floatIntOp is a + b, a - b, a * b or a / b (op) when one operand is a
// float and the other a small int (1.0 / n, x * 2), converted as
// numericBinop does, in the cases that cannot fail.
func floatIntOp(op c.BinaryOp, a, b Value) (Value, bool) {
	switch {
	case a.isFloat() && b.isSmallInt():
		return fastFloatOp(op, a.float(), float64(b.small()))
	case a.isSmallInt() && b.isFloat():
		return fastFloatOp(op, float64(a.small()), b.float())
	}
	return Value{}, false
}

// fastFloatOp is the interpreter's inline path for float arithmetic that
// cannot fail; the rest (division by zero, //, %, **) takes the full path.
func fastFloatOp(op c.BinaryOp, x, y float64) (Value, bool) {
	if op >= c.OpInplace {
		op -= c.OpInplace
	}
	switch op {
	case c.OpAdd:
		return Float(x + y), true
	case c.OpSub:
		return Float(x - y), true
	case c.OpMul:
		return Float(x * y), true
	case c.OpTrueDiv:
		if y != 0 {
			return Float(x / y), true
		}
	}
	return Value{}, false
}

// The outcomes of comparing two numbers, as bit positions in compareMasks.
const (
	orderLess = iota
	orderEqual
	orderGreater
	orderUnordered // a NaN
)

// compareMasks[op] has the bit of each outcome for which op holds. The
// comparisons are lookups so that they inline in the interpreter loop.
var compareMasks = [...]uint8{
	c.CmpLT: 1 << orderLess,
	c.CmpLE: 1<<orderLess | 1<<orderEqual,
	c.CmpEQ: 1 << orderEqual,
	c.CmpNE: 1<<orderLess | 1<<orderGreater | 1<<orderUnordered,
	c.CmpGT: 1 << orderGreater,
	c.CmpGE: 1<<orderGreater | 1<<orderEqual,
}

func compareInts(op c.CompareOp, x, y int64) bool { return compareMasks[op]>>intOrder(x, y)&1 != 0 }

func compareFloats(op c.CompareOp, x, y float64) bool {
	return compareMasks[op]>>floatOrder(x, y)&1 != 0
}

func intOrder(x, y int64) uint8 {
	if x < y {
		return orderLess
	}
	if x > y {
		return orderGreater
	}
	return orderEqual
}

// strOrder orders a and b when both are strs short enough to compare for
// free (UTF-8's byte order is code point order); ok is false otherwise.
func strOrder(a, b Value) (order uint8, ok bool) {
	x, ok := a.obj.(*Str)
	if !ok {
		return 0, false
	}
	y, ok := b.obj.(*Str)
	if !ok || len(x.s) >= freeCompareBytes && len(y.s) >= freeCompareBytes {
		return 0, false
	}
	switch d := strings.Compare(x.s, y.s); {
	case d < 0:
		return orderLess, true
	case d > 0:
		return orderGreater, true
	}
	return orderEqual, true
}

func floatOrder(x, y float64) uint8 {
	if x < y {
		return orderLess
	}
	if x > y {
		return orderGreater
	}
	if x == y {
		return orderEqual
	}
	return orderUnordered
}

// binaryOp applies a binary (or in-place) operator.
func binaryOp(th *Thread, op c.BinaryOp, a, b Value) (Value, error) {
	base := op
	inplace := op >= c.OpInplace
	if inplace {
		base = op - c.OpInplace
	}
	if x, ok := a.obj.(*Str); ok && base == c.OpAdd {
		// The commonest operation on objects, ahead of the checks for
		// numbers and instances.
		if y, ok := b.obj.(*Str); ok {
			return th.concatStrs(x, y)
		}
	}
	if v, ok, err := numericBinop(th, base, a, b); ok || err != nil {
		return v, err
	}
	if isUserObject(b) && reflectsFirst(base, a, b) && !(inplace && hasInplace(a, base)) {
		// b's class derives from a's and overrides the reflected method
		// ("a" % StrSub(), 1 + IntSub()): it goes first, after only a's
		// own in-place method.
		r, err := th.callSelf(asSpecial(b.Type().reflected(base)), b, []Value{a}, nil)
		if err != nil || !is(r, NotImplemented) {
			return r, err
		}
	}
	if isUserObject(a) || isUserObject(b) {
		if v, ok, err := th.instanceBinop(op, a, b); ok {
			return v, err
		}
	}
	if (base == c.OpAdd || base == c.OpMul) && isUserObject(b) && isBuiltinSequence(a) {
		// The right operand's __radd__/__rmul__ comes before a built-in
		// sequence's concatenation or repetition (CPython's number slots
		// before sq_concat), += and *= included.
		if m, ok := userMethodStr(b, reflectedNames[base]); ok {
			r, err := th.callSelf(m, b, []Value{a}, nil)
			if err != nil || !is(r, NotImplemented) {
				return r, err
			}
		}
	}
	if v, ok, err := builtinBinop(th, base, a, b, inplace); ok || err != nil {
		return v, err
	}
	if inplace {
		if m, ok := userMethodStr(a, inplaceNames[base]); ok {
			r, err := th.callSelf(m, a, []Value{b}, nil)
			if err != nil || !is(r, NotImplemented) {
				return r, err
			}
		}
		// A subclass of a mutable built-in (list, dict, bytearray) without
		// its own operator updates its value in place and stays itself.
		if u := unwrapBase(a); !is(u, a) && !hasUserDunder(a, base) {
			switch u.obj.(type) {
			case *List, *Dict, *ByteArray:
				if r, ok, err := builtinBinop(th, base, u, unwrapBase(b), true); ok || err != nil {
					if err == nil && is(r, u) {
						r = a
					}
					return r, err
				}
			}
		}
	}
	return dunderBinop(th, base, a, b, op.Symbol(), inplace)
}

// userMethod finds a method defined by a user class (not by a built-in type).
func userMethod(v Value, name string) (Value, bool) {
	if t := v.Type(); t.builtin && !t.nativeDunders {
		return Value{}, false // before the name's lookup, which costs more
	}
	if s, ok := dunderTab[name]; ok {
		return userMethodStr(v, s)
	}
	return userMethodStr(v, intern(name))
}

// userMethodStr is userMethod for a name already held as a str. Results for
// interned names are cached on the class until it or a base changes.
func userMethodStr(v Value, name *Str) (Value, bool) {
	t := v.Type()
	if t.builtin {
		if t.nativeDunders {
			return t.dict.getStr(name)
		}
		return Value{}, false
	}
	if m, ok := t.methods[name]; ok {
		return m, m.obj != nil
	}
	m := asSpecial(t.userLookup(name))
	if name.interned {
		if t.methods == nil {
			t.methods = map[*Str]Value{}
		}
		t.methods[name] = m
	}
	return m, m.obj != nil
}

// asSpecial is a class attribute found for a special method, to be called
// with the instance first: a function as it is, anything else through
// specialMethod.
func asSpecial(m Value) Value {
	switch m.obj.(type) {
	case nil, *Function, *Builtin, noneKind:
		return m
	}
	return ObjectValue(&specialMethod{attr: m})
}

// specialMethod calls a special method that is not a function (a
// staticmethod, classmethod, other descriptor or callable object) as
// CPython does: bound to the instance by its __get__, or called without
// the instance when it has none.
type specialMethod struct{ attr Value }

func (*specialMethod) Type() *Type { return MethodType }

func (m *specialMethod) call(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	self := args[0]
	fn, err := descriptorGet(th, m.attr, self, self.Type())
	if err != nil {
		return Value{}, err
	}
	return th.call(fn, args[1:], kwnames)
}

// userLookup finds name along the MRO of a user class; unbound when
// absent or when a built-in class defines it first (class I(int, Mixin)
// keeps int's __repr__, as CPython's MRO lookup does).
func (t *Type) userLookup(name *Str) Value {
	for _, cls := range t.mro {
		m, ok := cls.dict.getStr(name)
		if !ok {
			continue
		}
		if cls.builtin {
			return Value{}
		}
		return m
	}
	return Value{}
}

// Interned dunder names of the binary operators: forward, reflected, in-place.
// They are dunder strs rather than intern's: this init runs after the
// intern table is frozen, when intern would return uncacheable strs.
var binaryNames, reflectedNames, inplaceNames [c.NumBinaryOps]*Str

// unaryNames are those of -, + and ~ (see unaryName).
var unaryNames [3]*Str

func init() {
	unaryNames = [3]*Str{dunder("__neg__"), dunder("__pos__"), dunder("__invert__")}
	for op, name := range binaryDunders {
		binaryNames[op] = dunder("__" + name + "__")
		reflectedNames[op] = dunder("__r" + name + "__")
		inplaceNames[op] = dunder("__i" + name + "__")
	}
}

func dunderBinop(th *Thread, op c.BinaryOp, a, b Value, symbol string, inplace bool) (Value, error) {
	fwd, hasFwd := userMethodStr(a, binaryNames[op])
	var rev Value
	hasRev := false
	if a.Type() != b.Type() && !reflectsFirst(op, a, b) { // binaryOp tried that one first
		rev, hasRev = userMethodStr(b, reflectedNames[op])
	}
	if hasFwd {
		r, err := th.callSelf(fwd, a, []Value{b}, nil)
		if err != nil || !is(r, NotImplemented) {
			return r, err
		}
	} else if ua, ub := unwrapBase(a), unwrapBase(b); (!is(ua, a) || !is(ub, b)) && (ua.isFloat() || !ub.isFloat()) {
		// The built-in operator of a's class (or base) on the values:
		// 1.5 + IntSub(2), IntSub(1) + IntSub2(2) without an __add__. (An
		// int's declines a float: 1 + FloatSub(2) is for FloatSub.)
		if r, ok, err := numericBinop(th, op, ua, ub); ok || err != nil {
			return r, err
		}
	}
	if hasRev {
		r, err := th.callSelf(rev, b, []Value{a}, nil)
		if err != nil || !is(r, NotImplemented) {
			return r, err
		}
	}
	return binopUnsupported(th, op, a, b, symbol, inplace)
}

// reflectsFirst reports whether b's reflected method for op goes before
// a's method: b's class is a proper subclass of a's that overrides it
// (CPython's binary_op1 and its slot functions' method_is_overloaded).
func reflectsFirst(op c.BinaryOp, a, b Value) bool {
	ta, tb := a.Type(), b.Type()
	if ta == tb || !tb.isSubtype(ta) {
		return false
	}
	rev := tb.reflected(op)
	if rev.obj == nil {
		return false
	}
	inherited, _ := ta.lookup(reflectedNames[op])
	return rev.obj != inherited.obj
}

// hasInplace reports whether a's class defines op's in-place method.
func hasInplace(a Value, op c.BinaryOp) bool {
	_, ok := userMethodStr(a, inplaceNames[op])
	return ok
}

// reflected is the reflected method for op that t's instances have from
// a user class (unbound when none).
func (t *Type) reflected(op c.BinaryOp) Value {
	if t.builtin {
		return Value{}
	}
	m := t.userLookup(reflectedNames[op])
	if m.IsNone() {
		return Value{}
	}
	return m
}

// binopUnsupported ends a binary operator whose operands' methods all
// declined: the built-in fallbacks, else the TypeError.
func binopUnsupported(th *Thread, op c.BinaryOp, a, b Value, symbol string, inplace bool) (Value, error) {
	// Instances of built-in subclasses fall back to their built-in value.
	ua, ub := unwrapBase(a), unwrapBase(b)
	if !is(ua, a) || !is(ub, b) {
		r, err := binaryOp(th, op, ua, ub)
		return r, renameOperands(err, ua, ub, a, b)
	}
	if op == c.OpAdd { // b's __radd__ declined: the sequence's own message
		if err := concatError(a, b); err != nil {
			return Value{}, err
		}
	}
	// seq * non-int (str_dunders.go). `x *= seq` never repeats seq when x
	// is an instance of a user class (CPython finds the class's empty
	// sequence slots and stops there).
	if _, user := a.obj.(*Instance); op == c.OpMul && !(inplace && user) {
		if r, ok, err := seqRepeatFallback(th, a, b); ok {
			return r, err
		}
	}
	if op == c.OpOr {
		if r, ok, err := unionOr(th, a, b); ok {
			return r, err
		}
	}
	if op == c.OpPow && !inplace { // x **= y says **=
		symbol = "** or pow()"
	}
	return Value{}, newError(TypeErrorType, "unsupported operand type(s) for "+symbol+": '"+typeName(a)+"' and '"+typeName(b)+"'")
}

// renameOperands rewrites the TypeError of an operation retried on the
// built-in values inside subclass instances (ua, ub) to name the operands'
// own classes (a, b), as CPython's message does.
func renameOperands(err error, ua, ub, a, b Value) error {
	e, ok := err.(*Exception)
	if !ok || e.cls != TypeErrorType || len(e.args.items) != 1 {
		return err
	}
	s, ok := e.args.items[0].obj.(*Str)
	if !ok {
		return err
	}
	from := "'" + typeName(ua) + "' and '" + typeName(ub) + "'"
	if strings.HasSuffix(s.s, from) {
		return newError(TypeErrorType, strings.TrimSuffix(s.s, from)+"'"+typeName(a)+"' and '"+typeName(b)+"'")
	}
	// Messages naming one operand: `can only concatenate str (not "dict")
	// to str`, `can't concat dict to bytes`, `... non-int of type 'dict'`.
	u, v := ub, b
	if is(ub, b) {
		u, v = ua, a
	} else if !is(ua, a) {
		return err // both wrapped: ambiguous
	}
	for _, q := range [...][2]string{{`"`, `"`}, {"'", "'"}, {"concat ", " to"}} {
		if from := q[0] + typeName(u) + q[1]; strings.Contains(s.s, from) {
			return newError(TypeErrorType, strings.Replace(s.s, from, q[0]+typeName(v)+q[1], 1))
		}
	}
	return err
}

// unwrapBase returns the built-in value inside an instance of a built-in subclass.
func unwrapBase(v Value) Value {
	if inst, ok := v.obj.(*Instance); ok && inst.base().obj != nil {
		return inst.base()
	}
	return v
}

func unaryOp(th *Thread, op byte, v Value) (Value, error) {
	switch v.obj.(type) {
	case intKind, boolKind, *BigInt:
		switch op {
		case '-':
			return intNeg(v)
		case '+':
			if v.isBool() {
				return Int(v.small()), nil
			}
			return v, nil
		default:
			return intInvert(v)
		}
	case floatKind:
		switch op {
		case '-':
			return Float(-v.float()), nil
		case '+':
			return v, nil
		}
	}
	if m, ok := userMethodStr(v, unaryName(op)); ok {
		return th.callArgs(m, v)
	}
	if u := unwrapBase(v); !is(u, v) {
		r, err := unaryOp(th, op, u)
		return r, renameOperands(err, u, None, v, None)
	}
	return Value{}, newError(TypeErrorType, "bad operand type for unary "+string(op)+": '"+typeName(v)+"'")
}

// unaryName returns the method name of the unary operator op.
func unaryName(op byte) *Str {
	switch op {
	case '-':
		return unaryNames[0]
	case '+':
		return unaryNames[1]
	}
	return unaryNames[2]
}

// truth implements bool(v).
func truth(th *Thread, v Value) (bool, error) {
	switch o := v.obj.(type) {
	case boolKind, intKind:
		return v.num != 0, nil
	case noneKind:
		return false, nil
	case floatKind:
		return v.float() != 0, nil
	case *Str:
		return o.n != 0, nil
	case *List:
		return len(o.items) != 0, nil
	case *Tuple:
		return len(o.items) != 0, nil
	case *Dict:
		return o.live != 0, nil
	case *BigInt:
		return true, nil
	case *Bytes:
		return len(o.b) != 0, nil
	case *ByteArray:
		return len(o.b) != 0, nil
	case *Range:
		return o.length() != 0, nil
	case *bigRange:
		return o.n.Sign() != 0, nil
	case *Instance, *Type, *Exception:
		t := v.Type()
		if t.builtin {
			return true, nil
		}
		sp := t.specials()
		if sp.bool.obj != nil {
			r, err := th.callArgs(sp.bool, v)
			if err != nil {
				return false, err
			}
			if !r.isBool() {
				return false, newError(TypeErrorType, "__bool__ should return bool, returned "+typeName(r))
			}
			return r.num != 0, nil
		}
		if sp.len.obj != nil {
			n, err := length(th, v)
			return n != 0, err
		}
		if inst, ok := o.(*Instance); ok && inst.base().obj != nil {
			return truth(th, inst.base())
		}
	}
	if lenFn, ok := builtinLen[v.Type()]; ok {
		return lenFn(v) != 0, nil
	}
	return true, nil
}

// length implements len(v).
func length(th *Thread, v Value) (int, error) {
	switch o := v.obj.(type) {
	case *Str:
		return o.n, nil
	case *List:
		return len(o.items), nil
	case *Tuple:
		return len(o.items), nil
	case *Dict:
		return o.live, nil
	case *Bytes:
		return len(o.b), nil
	case *ByteArray:
		return len(o.b), nil
	case *Range:
		return int(o.length()), nil
	case *bigRange:
		n, err := o.length()
		return int(n), err
	}
	// Built-in types first: their __len__ methods (deque.__len__) need no call.
	if t := v.Type(); t.builtin {
		if lenFn, ok := builtinLen[t]; ok {
			return lenFn(v), nil
		}
	}
	if m, ok := userMethodStr(v, nameLen); ok {
		r, err := th.callArgs(m, v)
		if err != nil {
			return 0, err
		}
		n, err := indexValue(th, r)
		if err != nil {
			return 0, err
		}
		if intSign(n) < 0 {
			return 0, newError(ValueErrorType, "__len__() should return >= 0")
		}
		if !n.isSmallInt() {
			return 0, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return int(n.small()), nil
	}
	if u := unwrapBase(v); !is(u, v) {
		n, err := length(th, u)
		return n, renameOperands(err, u, None, v, None)
	}
	return 0, newError(TypeErrorType, "object of type '"+typeName(v)+"' has no len()")
}

// builtinLen holds len() for built-in types defined outside this file
// (iterators views, deque, ...).
var builtinLen = map[*Type]func(Value) int{}

// equal implements ==, returning a Go bool.
func equal(th *Thread, a, b Value) (bool, error) {
	// Common cases that need no dispatch, tested before identity (comparing
	// the interfaces calls into the runtime): small ints and strs compare
	// by value.
	switch x := a.obj.(type) {
	case intKind:
		if b.isSmallInt() {
			return a.num == b.num, nil
		}
	case *Str:
		if y, ok := b.obj.(*Str); ok {
			if len(x.s) == len(y.s) && len(x.s) >= freeCompareBytes && x != y {
				if err := th.chargeCompare(len(x.s)); err != nil {
					return false, err
				}
			}
			return x.s == y.s, nil
		}
	}
	if a.obj == b.obj && a.num == b.num {
		return true, nil // identity implies equality, even for NaN (PyObject_RichCompareBool)
	}
	switch x := a.obj.(type) {
	case *Tuple:
		if y, ok := b.obj.(*Tuple); ok {
			if eq, ok, err := tupleEqual(th, x, y); ok || err != nil {
				return eq, err
			}
		}
	}
	r, err := compare(th, c.CmpEQ, a, b)
	if err != nil {
		return false, err
	}
	if r.isBool() {
		return r.num != 0, nil
	}
	return truth(th, r)
}

var reflected = [...]c.CompareOp{c.CmpLT: c.CmpGT, c.CmpLE: c.CmpGE, c.CmpEQ: c.CmpEQ, c.CmpNE: c.CmpNE, c.CmpGT: c.CmpLT, c.CmpGE: c.CmpLE}
var compareDunders = [...]string{"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"}

// compareNames holds compareDunders interned, for cached method lookups.
var compareNames = func() (names [6]*Str) {
	for i, n := range compareDunders {
		names[i] = intern(n)
	}
	return
}()

// compare implements the rich comparisons.
func compare(th *Thread, op c.CompareOp, a, b Value) (Value, error) {
	if r, ok, err := builtinCompare(th, op, a, b); ok || err != nil {
		return r, err
	}
	if r, ok := identityCompare(op, a, b); ok {
		return r, nil
	}
	if r, ok, err := th.instanceCompare(op, a, b); ok {
		return r, err
	}
	ta, tb := a.Type(), b.Type()
	fwd, hasFwd := compareMethod(a, op)
	rev, hasRev := compareMethod(b, reflected[op])
	if hasRev && ta != tb && tb.isSubtype(ta) {
		r, err := rev.call(th, b, a)
		if err != nil || !is(r, NotImplemented) {
			return r, err
		}
		hasRev = false
	}
	if hasFwd {
		r, err := fwd.call(th, a, b)
		if err != nil || !is(r, NotImplemented) {
			return r, err
		}
	}
	return compareReflected(th, op, a, b, rev, hasRev)
}

// compareReflected ends a comparison a's method did not decide: b's
// reflected method rev if it has one, then the built-in values inside
// instances of built-in subclasses, then identity for == and !=.
func compareReflected(th *Thread, op c.CompareOp, a, b Value, rev compareHook, hasRev bool) (Value, error) {
	if hasRev {
		r, err := rev.call(th, b, a)
		if err != nil || !is(r, NotImplemented) {
			return r, err
		}
	}
	ua, ub := unwrapBase(a), unwrapBase(b)
	if !is(ua, a) || !is(ub, b) {
		r, err := compare(th, op, ua, ub)
		return r, renameOperands(err, ua, ub, a, b)
	}
	switch op {
	case c.CmpEQ:
		return Bool(is(a, b)), nil
	case c.CmpNE:
		return Bool(!is(a, b)), nil
	}
	return Value{}, newError(TypeErrorType, "'"+op.Symbol()+"' not supported between instances of '"+typeName(a)+"' and '"+typeName(b)+"'")
}

// compareHook is a user-defined comparison method; invert marks the
// __eq__ that stands in for a missing __ne__ (object.__ne__ inverts it).
type compareHook struct {
	m      Value
	invert bool
}

// compareMethod returns x's user-defined method for op, if it has one.
func compareMethod(x Value, op c.CompareOp) (compareHook, bool) {
	if m, ok := userMethodStr(x, compareNames[op]); ok {
		return compareHook{m: m}, true
	}
	if op == c.CmpNE {
		if m, ok := userMethodStr(x, compareNames[c.CmpEQ]); ok {
			return compareHook{m: m, invert: true}, true
		}
	}
	return compareHook{}, false
}

// call calls the hook as x <op> y.
func (h compareHook) call(th *Thread, x, y Value) (Value, error) {
	r, err := th.callArgs(h.m, x, y)
	if err != nil || !h.invert || is(r, NotImplemented) {
		return r, err
	}
	t, err := truth(th, r)
	return Bool(!t), err
}

// identityCompare answers == and != between instances of classes that
// compare by identity (specialMethods.identityEq) without the method
// lookups of the general path; ok is false for anything else.
func identityCompare(op c.CompareOp, a, b Value) (r Value, ok bool) {
	if op != c.CmpEQ && op != c.CmpNE {
		return Value{}, false
	}
	ia, okA := a.obj.(*Instance)
	ib, okB := b.obj.(*Instance)
	if !okA || !okB || !ia.cls.specials().identityEq || !ib.cls.specials().identityEq {
		return Value{}, false
	}
	return Bool((ia == ib) == (op == c.CmpEQ)), true
}

// cmpResult turns a three-way result into the operator's answer.
func cmpResult(op c.CompareOp, r int) Value {
	switch op {
	case c.CmpLT:
		return Bool(r < 0)
	case c.CmpLE:
		return Bool(r <= 0)
	case c.CmpEQ:
		return Bool(r == 0)
	case c.CmpNE:
		return Bool(r != 0)
	case c.CmpGT:
		return Bool(r > 0)
	}
	return Bool(r >= 0)
}

// builtinCompare handles comparisons between built-in values.
func builtinCompare(th *Thread, op c.CompareOp, a, b Value) (Value, bool, error) {
	if x, ok := a.obj.(*Str); ok {
		// First: the interpreter's own fast paths leave numbers out.
		if y, ok := b.obj.(*Str); ok {
			if op == c.CmpEQ || op == c.CmpNE {
				eq, err := equal(th, a, b)
				return Bool(eq == (op == c.CmpEQ)), true, err
			}
			if err := th.chargeCompare(min(len(x.s), len(y.s))); err != nil {
				return Value{}, true, err
			}
			return cmpResult(op, strings.Compare(x.s, y.s)), true, nil
		}
	}
	if isNumber(a) && isNumber(b) {
		return numCompare(op, a, b), true, nil
	}
	switch x := a.obj.(type) {
	case *List:
		if y, ok := b.obj.(*List); ok {
			r, err := compareSeq(th, op, &x.items, &y.items)
			return r, true, err
		}
	case *Tuple:
		if y, ok := b.obj.(*Tuple); ok {
			r, err := compareSeq(th, op, &x.items, &y.items)
			return r, true, err
		}
	case *Bytes, *ByteArray:
		xb, _ := bytesOf(a)
		if y, ok := bytesOf(b); ok {
			if err := th.chargeCompare(min(len(xb), len(y))); err != nil {
				return Value{}, true, err
			}
			return cmpResult(op, bytes.Compare(xb, y)), true, nil
		}
	case *Dict:
		if y, ok := b.obj.(*Dict); ok && (op == c.CmpEQ || op == c.CmpNE) {
			eq, err := dictEqual(th, x, y)
			return Bool(eq == (op == c.CmpEQ)), true, err
		}
	case *Range:
		if y, ok := b.obj.(*Range); ok && (op == c.CmpEQ || op == c.CmpNE) {
			eq := rangeEqual(x, y)
			return Bool(eq == (op == c.CmpEQ)), true, nil
		}
		if _, ok := b.obj.(*bigRange); ok {
			return compareRanges(th, op, a, b)
		}
	case *bigRange:
		return compareRanges(th, op, a, b)
	case *dictView:
		return compareDictViews(th, op, x, b)
	case *Slice:
		if y, ok := b.obj.(*Slice); ok {
			r, err := compareSlices(th, op, x, y)
			return r, true, err
		}
	case *unionObj, *genericAliasObj:
		if op == c.CmpEQ || op == c.CmpNE {
			if eq, ok, err := typeFormEqual(th, a, b); ok || err != nil {
				return Bool(eq == (op == c.CmpEQ)), true, err
			}
		}
	}
	return Value{}, false, nil
}

func rangeEqual(x, y *Range) bool {
	nx, ny := x.length(), y.length()
	if nx != ny {
		return false
	}
	if nx == 0 {
		return true
	}
	if x.start != y.start {
		return false
	}
	return nx == 1 || x.step == y.step
}

func dictEqual(th *Thread, x, y *Dict) (bool, error) {
	if x.live != y.live {
		return false, nil
	}
	if err := th.enterCompare(); err != nil {
		return false, err
	}
	defer th.leave()
	// By the hashes x stored, as CPython compares: a key's __hash__ does
	// not run again. An __eq__ may change either dict, so every entry is
	// read afresh.
	for i := 0; i < len(x.entries); i++ {
		e := x.entries[i]
		if e.key.obj == nil {
			continue
		}
		j, err := y.find(th, e.key, e.hash)
		if err != nil || j < 0 {
			return false, err
		}
		eq, err := equal(th, e.value, y.entries[j].value)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

// enterCompare bounds the depth of nested containers compared recursively
// (a list or dict that contains itself), as calls are bounded.
func (th *Thread) enterCompare() error {
	if th.depth >= th.maxDepth {
		return newError(RecursionErrorType, "maximum recursion depth exceeded in comparison")
	}
	th.depth++
	return nil
}

func isNumber(v Value) bool {
	switch v.obj.(type) {
	case intKind, boolKind, floatKind, *BigInt:
		return true
	}
	return false
}

// compareSeq compares sequences item by item. It reads *x and *y at every
// step: an item's __eq__ may shrink a list being compared.
func compareSeq(th *Thread, op c.CompareOp, x, y *[]Value) (Value, error) {
	if err := th.enterCompare(); err != nil {
		return Value{}, err
	}
	defer th.leave()
	if err := th.charge(int64(min(len(*x), len(*y)))); err != nil {
		return Value{}, err
	}
	for i := 0; i < len(*x) && i < len(*y); i++ {
		a, b := (*x)[i], (*y)[i]
		if a.isSmallInt() && b.isSmallInt() {
			// Tuples of ints (sort keys, coordinates) compare here.
			if a.num == b.num {
				continue
			}
			return cmpResult(op, cmp.Compare(a.small(), b.small())), nil
		}
		eq, err := equal(th, a, b)
		if err != nil {
			return Value{}, err
		}
		switch {
		case eq:
			continue
		case op == c.CmpEQ:
			return False, nil
		case op == c.CmpNE:
			return True, nil
		case i < len(*x) && i < len(*y):
			return compare(th, op, (*x)[i], (*y)[i])
		}
		break // the comparison shrank a list: the lengths decide
	}
	return cmpResult(op, len(*x)-len(*y)), nil
}

// contains implements `item in container`.
func contains(th *Thread, container, item Value) (bool, error) {
	switch o := container.obj.(type) {
	case *Dict:
		_, ok, err := o.Get(th, item)
		return ok, err
	case *List:
		return seqContains(th, &o.items, item)
	case *Tuple:
		return seqContains(th, &o.items, item)
	case *Str:
		s, ok := strArg(item) // str subclasses too (str_args.go)
		if !ok {
			return false, newError(TypeErrorType, "'in <string>' requires string as left operand, not "+typeName(item))
		}
		if err := th.charge(int64(len(o.s))); err != nil {
			return false, err
		}
		return strings.Contains(o.s, s.s), nil
	case *Range:
		if !isInt(item) {
			break
		}
		i := item.small()
		if _, big := item.obj.(*BigInt); big {
			return false, nil
		}
		if o.step > 0 {
			return i >= o.start && i < o.stop && (i-o.start)%o.step == 0, nil
		}
		return i <= o.start && i > o.stop && (o.start-i)%(-o.step) == 0, nil
	case *bigRange:
		if isInt(item) {
			return o.find(item) != nil, nil
		}
	case *Bytes:
		return bytesContains(th, o.b, item)
	case *ByteArray:
		return bytesContains(th, o.b, item)
	case *dictView:
		return o.contains(th, item)
	case *Instance:
		if d, ok := o.base().obj.(*Dict); ok && o.cls.specials().dictContains {
			_, found, err := d.Get(th, item)
			return found, err
		}
	}
	if m, ok := userMethodStr(container, nameContains); ok {
		if m.IsNone() {
			return false, newError(TypeErrorType, "'"+typeName(container)+"' object is not a container")
		}
		r, err := th.callArgs(m, container, item)
		if err != nil {
			return false, err
		}
		return truth(th, r)
	}
	if u := unwrapBase(container); !is(u, container) {
		return contains(th, u, item)
	}
	it, err := getIter(th, container)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
			return false, newError(TypeErrorType, "argument of type '"+typeName(container)+"' is not iterable")
		}
		return false, err
	}
	for {
		v, ok, err := iterNext(th, it)
		if err != nil || !ok {
			return false, err
		}
		eq, err := equal(th, v, item)
		if err != nil || eq {
			return eq, err
		}
	}
}

// seqContains is `item in seq`. It reads *items at every step: an __eq__
// may shrink the list being searched.
func seqContains(th *Thread, items *[]Value, item Value) (bool, error) {
	for i := 0; i < len(*items); i++ {
		if err := th.charge(1); err != nil {
			return false, err
		}
		eq, err := equal(th, (*items)[i], item)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

// setRefused is the error for every set/frozenset construction.
func setRefused() error {
	return &Exception{cls: DeterminismErrorType, args: &Tuple{items: []Value{StrValue(
		"E1101 set and frozenset are not allowed: their iteration order is not deterministic; use cowboy_sdk.ordered_set (or a dict with None values) instead")}}}
}

// hasUserDunder reports whether a's class defines the forward operator op.
func hasUserDunder(a Value, op c.BinaryOp) bool {
	_, ok := userMethodStr(a, binaryNames[op])
	return ok
}
