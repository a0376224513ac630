package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// operatorMethods caches a user class's binary operator and comparison
// methods by operator (unbound where the class has none).
type operatorMethods struct {
	fwd, rev, inplace [c.NumBinaryOps]Value
	cmp               [len(compareNames)]Value
}

// operators returns t's operator methods, looked up once per version of
// the class (invalidate drops them).
func (t *Type) operators() *operatorMethods {
	if t.ops == nil {
		m := &operatorMethods{}
		for op := range m.fwd {
			m.fwd[op] = t.userLookup(binaryNames[op])
			m.rev[op] = t.userLookup(reflectedNames[op])
			m.inplace[op] = t.userLookup(inplaceNames[op])
		}
		for op, name := range compareNames {
			m.cmp[op] = t.userLookup(name)
		}
		t.ops = m
	}
	return t.ops
}

// plainInstance returns v's class if v is an instance of a user class
// without a built-in base.
func plainInstance(v Value) (*Type, bool) {
	if x, ok := v.obj.(*Instance); ok && x.cls.layout == ObjectType {
		return x.cls, true
	}
	return nil, false
}

// operandClass returns the class of a, a plain instance, if b is an
// instance of the same class or a number: then no method of b's class
// comes before a's.
func operandClass(a, b Value) (*Type, bool) {
	t, ok := plainInstance(a)
	if !ok {
		return nil, false
	}
	if u, ok := plainInstance(b); ok {
		return t, u == t
	}
	return t, isNumber(b)
}

// isUserObject reports whether v is an instance of a user class: the
// callers of instanceBinop test it first, inlined, as most operands are not.
func isUserObject(v Value) bool {
	_, ok := v.obj.(*Instance)
	return ok
}

// instanceBinop is binaryOp for the usual operands of a user class's
// operators: a plain instance with one of its own class or a number, either
// way round. Then no reflected method goes before the other operand's, and
// the one method that applies is called straight. ok is false for other
// operands and for methods that are not plain functions.
func (th *Thread) instanceBinop(op c.BinaryOp, a, b Value) (Value, bool, error) {
	base, inplace := op, op >= c.OpInplace
	if inplace {
		base -= c.OpInplace
	}
	var r Value
	var ok bool
	var err error
	if t, fwd := operandClass(a, b); fwd {
		ops := t.operators()
		if m := ops.inplace[base]; inplace && m.obj != nil {
			if r, ok, err = th.callOperator(m, a, b); !ok || err != nil || !is(r, NotImplemented) {
				return r, ok, err
			}
			r, err = dunderBinop(th, base, a, b, op.Symbol(), true)
			return r, true, err
		}
		r, ok, err = th.callOperator(ops.fwd[base], a, b)
	} else if t, isB := plainInstance(b); isB && isNumber(a) {
		r, ok, err = th.callOperator(t.operators().rev[base], b, a)
	}
	if ok && err == nil && is(r, NotImplemented) {
		r, err = binopUnsupported(th, base, a, b, op.Symbol(), inplace)
	}
	return r, ok, err
}

// instanceCompare is compare for a plain instance with one of its own
// class or a number, the class defining the comparison: its method is
// called straight. ok is false for other operands and methods.
func (th *Thread) instanceCompare(op c.CompareOp, a, b Value) (Value, bool, error) {
	t, fwd := operandClass(a, b)
	if !fwd {
		return Value{}, false, nil
	}
	cmp := &t.operators().cmp
	h := compareHook{m: cmp[op]}
	if h.m.obj == nil && op == c.CmpNE {
		h = compareHook{m: cmp[c.CmpEQ], invert: true} // object.__ne__
	}
	if _, ok := h.m.obj.(*Function); !ok {
		return Value{}, false, nil
	}
	r, err := h.call(th, a, b)
	if err == nil && is(r, NotImplemented) {
		rev, hasRev := compareMethod(b, reflected[op])
		r, err = compareReflected(th, op, a, b, rev, hasRev)
	}
	return r, true, err
}

// callOperator calls fn(self, other) if fn is a plain function (ok is
// false otherwise).
func (th *Thread) callOperator(fn, self, other Value) (Value, bool, error) {
	f, ok := fn.obj.(*Function)
	if !ok {
		return Value{}, false, nil
	}
	args := [2]Value{self, other} // on the Go stack: callFunction copies them
	r, err := th.callFunction(f, args[:], nil)
	return r, true, err
}
