package pvm

import (
	"math"
	"strconv"
	"unicode/utf8"

	c "github.com/cowboy-go/cowboy/pvm/compile"
	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// The numeric and aggregate built-in functions: abs, divmod, pow, round,
// min, max, sum, any, all, sorted.

// forEach calls f on each item of iterable until f asks to stop, charging a
// cycle per item before its work.
func forEach(th *Thread, iterable Value, f func(Value) (stop bool, err error)) error {
	switch o := iterable.obj.(type) {
	case *List:
		return forEachFrom(th, o, 0, f)
	case *Tuple:
		for _, x := range o.items {
			if err := th.charge(1); err != nil {
				return err
			}
			if stop, err := f(x); stop || err != nil {
				return err
			}
		}
		return nil
	case *Range:
		n := o.length()
		for i, x := int64(0), o.start; i < n; i, x = i+1, x+o.step {
			if err := th.charge(1); err != nil {
				return err
			}
			if stop, err := f(Int(x)); stop || err != nil {
				return err
			}
		}
		return nil
	}
	it, err := getIter(th, iterable)
	if err != nil {
		return err
	}
	for {
		if err := th.charge(1); err != nil {
			return err
		}
		x, ok, err := iterNext(th, it)
		if !ok || err != nil {
			return err
		}
		if stop, err := f(x); stop || err != nil {
			return err
		}
	}
}

// forEachFrom is forEach over a list's items from index i on, seeing
// items appended meanwhile.
func forEachFrom(th *Thread, l *List, i int, f func(Value) (stop bool, err error)) error {
	for ; i < len(l.items); i++ {
		if err := th.charge(1); err != nil {
			return err
		}
		if stop, err := f(l.items[i]); stop || err != nil {
			return err
		}
	}
	return nil
}

// binaryDunder tries a.__name__(b) then b.__rname__(a) (reflected first for
// a subclass), as for divmod() and pow(); ok is false if neither applies.
func binaryDunder(th *Thread, a, b Value, name string, extra ...Value) (Value, bool, error) {
	fwd, hasFwd := userMethod(a, "__"+name+"__")
	var rev Value
	hasRev := false
	if a.Type() != b.Type() && len(extra) == 0 {
		rev, hasRev = userMethod(b, "__r"+name+"__")
	}
	if hasRev && b.Type().isSubtype(a.Type()) {
		r, err := th.callArgs(rev, b, a)
		if err != nil || !is(r, NotImplemented) {
			return r, true, err
		}
		hasRev = false
	}
	if hasFwd {
		r, err := th.call(fwd, append([]Value{a, b}, extra...), nil)
		if err != nil || !is(r, NotImplemented) {
			return r, true, err
		}
	}
	if hasRev {
		r, err := th.callArgs(rev, b, a)
		if err != nil || !is(r, NotImplemented) {
			return r, true, err
		}
	}
	return Value{}, false, nil
}

func builtinAbs(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("abs", args, kw, 1); err != nil {
		return Value{}, err
	}
	return absValue(th, args[0])
}

func absValue(th *Thread, v Value) (Value, error) {
	switch v.obj.(type) {
	case intKind:
		if x := v.small(); x >= 0 {
			return v, nil
		} else if x != math.MinInt64 {
			return Int(-x), nil
		}
		return intAbs(v)
	case boolKind, *BigInt:
		return intAbs(v)
	case floatKind:
		return Float(math.Abs(v.float())), nil
	}
	if m, ok := userMethod(v, "__abs__"); ok {
		return th.callArgs(m, v)
	}
	if u := unwrapBase(v); !is(u, v) {
		r, err := absValue(th, u)
		return r, renameOperands(err, u, None, v, None)
	}
	return Value{}, newError(TypeErrorType, "bad operand type for abs(): '"+typeName(v)+"'")
}

func builtinDivmod(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("divmod", args, kw, 2); err != nil {
		return Value{}, err
	}
	return divmod(th, args[0], args[1])
}

func divmod(th *Thread, a, b Value) (Value, error) {
	if isNumber(a) && isNumber(b) {
		if isInt(a) && isInt(b) {
			return th.intDivmod(a, b)
		}
		x, err := toFloat(a)
		if err != nil {
			return Value{}, err
		}
		y, err := toFloat(b)
		if err != nil {
			return Value{}, err
		}
		q, r, err := softfloat.DivMod(x, y)
		if err != nil {
			return Value{}, floatError(err)
		}
		return th.tupleOf(Float(q), Float(r)), nil
	}
	if r, ok, err := binaryDunder(th, a, b, "divmod"); ok || err != nil {
		return r, err
	}
	if ua, ub := unwrapBase(a), unwrapBase(b); !is(ua, a) || !is(ub, b) {
		r, err := divmod(th, ua, ub)
		return r, renameOperands(err, ua, ub, a, b)
	}
	return Value{}, newError(TypeErrorType, "unsupported operand type(s) for divmod(): '"+typeName(a)+"' and '"+typeName(b)+"'")
}

var powArgs = newArgSpec("pow", "base", "exp", "mod=")

func builtinPow(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := powArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	base, exp, mod := a[0], a[1], a[2]
	if mod.obj == nil || mod.IsNone() {
		return binaryOp(th, c.OpPow, base, exp)
	}
	if isInt(base) && isInt(exp) && isInt(mod) {
		return intPow(th, base, exp, mod)
	}
	if r, ok, err := binaryDunder(th, base, exp, "pow", mod); ok || err != nil {
		return r, err
	}
	// What int and float make of the three, subclass instances included:
	// float refuses a modulus before it looks at the other operands.
	ub, ue, um := unwrapBase(base), unwrapBase(exp), unwrapBase(mod)
	if isInt(ub) && isInt(ue) && isInt(um) {
		return intPow(th, ub, ue, um)
	}
	if ub.isFloat() || ue.isFloat() || um.isFloat() {
		return Value{}, newError(TypeErrorType, "pow() 3rd argument not allowed unless all arguments are integers")
	}
	return Value{}, newError(TypeErrorType, "unsupported operand type(s) for ** or pow(): '"+typeName(base)+"', '"+typeName(exp)+"', '"+typeName(mod)+"'")
}

var roundArgs = newArgSpec("round", "number", "ndigits=")

func builtinRound(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := roundArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	num, nd := a[0], a[1]
	m, ok := num.Type().lookup(nameRound)
	if !ok {
		return Value{}, newError(TypeErrorType, "type "+typeName(num)+" doesn't define __round__ method")
	}
	if nd.obj == nil || nd.IsNone() {
		return th.callArgs(m, num)
	}
	return th.callArgs(m, num, nd)
}

func builtinMin(th *Thread, args []Value, kw []*Str) (Value, error) {
	return minMax(th, args, kw, "min", c.CmpLT)
}

func builtinMax(th *Thread, args []Value, kw []*Str) (Value, error) {
	return minMax(th, args, kw, "max", c.CmpGT)
}

var (
	minKwArgs = newArgSpec("min", "*", "key=", "default=")
	maxKwArgs = newArgSpec("max", "*", "key=", "default=")
)

// minMax is min() and max(): the first item x for which no later item y
// has `y op x`.
func minMax(th *Thread, args []Value, kw []*Str, name string, op c.CompareOp) (Value, error) {
	npos := len(args) - len(kw)
	var opts [2]Value // key, default
	if len(kw) > 0 {
		spec := minKwArgs
		if op == c.CmpGT {
			spec = maxKwArgs
		}
		if err := spec.bind(args[npos:], kw, opts[:]); err != nil {
			return Value{}, err
		}
	}
	key, dflt := opts[0], opts[1]
	if key.IsNone() {
		key = Value{}
	}
	if npos == 0 {
		return Value{}, newError(TypeErrorType, name+" expected at least 1 argument, got 0")
	}
	if npos > 1 && dflt.obj != nil {
		return Value{}, newError(TypeErrorType, "Cannot specify a default for "+name+"() with multiple positional arguments")
	}
	var best, bestKey Value
	var keyArg []Value // the key function's argument, reused
	if key.obj != nil {
		keyArg = make([]Value, 1)
	}
	step := func(x Value) (bool, error) {
		k := x
		if key.obj != nil {
			keyArg[0] = x
			var err error
			if k, err = th.call(key, keyArg, nil); err != nil {
				return true, err
			}
		}
		if best.obj == nil {
			best, bestKey = x, k
			return false, nil
		}
		var better bool
		switch {
		case k.isSmallInt() && bestKey.isSmallInt():
			better = compareInts(op, k.small(), bestKey.small())
		case k.isFloat() && bestKey.isFloat():
			better = floatCmp(op, k.float(), bestKey.float()).num != 0
		default:
			r, err := compare(th, op, k, bestKey)
			if err != nil {
				return true, err
			}
			if better, err = truth(th, r); err != nil {
				return true, err
			}
		}
		if better {
			best, bestKey = x, k
		}
		return false, nil
	}
	var err error
	if npos == 1 {
		err = forEach(th, args[0], step)
	} else {
		for _, x := range args[:npos] {
			if _, err = step(x); err != nil {
				break
			}
		}
	}
	if err != nil {
		return Value{}, err
	}
	if best.obj == nil {
		if dflt.obj != nil {
			return dflt, nil
		}
		return Value{}, newError(ValueErrorType, name+"() arg is an empty sequence")
	}
	return best, nil
}

// sumStartRefused is sum()'s TypeError for a start that is a str, bytes
// or bytearray (or a subclass of one), else "".
func sumStartRefused(start Value) string {
	switch unwrapBase(start).obj.(type) {
	case *Str:
		return "sum() can't sum strings [use ''.join(seq) instead]"
	case *Bytes:
		return "sum() can't sum bytes [use b''.join(seq) instead]"
	case *ByteArray:
		return "sum() can't sum bytearray [use b''.join(seq) instead]"
	}
	return ""
}

var sumArgs = newArgSpec("sum", "iterable", "/", "start=")

func builtinSum(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := sumArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	acc := a[1]
	if acc.obj == nil {
		acc = Int(0)
	} else if msg := sumStartRefused(acc); msg != "" {
		// CPython asks for the iterator first: a non-iterable is that error.
		if _, err := getIter(th, a[0]); err != nil {
			return Value{}, err
		}
		return Value{}, newError(TypeErrorType, msg)
	}
	add := func(x Value) (bool, error) {
		switch {
		case acc.isSmallInt() && (x.isSmallInt() || x.isBool()):
			if s, ok := fastIntOp(c.OpAdd, acc.small(), x.small()); ok {
				acc = s
				return false, nil
			}
		case acc.isFloat() && x.isFloat():
			acc = Float(acc.float() + x.float())
			return false, nil
		case acc.isFloat() && (x.isSmallInt() || x.isBool()):
			acc = Float(acc.float() + float64(x.small()))
			return false, nil
		}
		var err error
		acc, err = binaryOp(th, c.OpAdd, acc, x)
		return err != nil, err
	}
	if l, ok := a[0].obj.(*List); ok && acc.isSmallInt() {
		// The general loop takes over at the first item not added.
		var n int
		acc, n = sumSmallInts(th, l.items, acc.small())
		err := forEachFrom(th, l, n, add)
		return acc, err
	}
	err := forEach(th, a[0], add)
	return acc, err
}

// sumSmallInts is sum()'s loop over a list of small ints, without a call
// per item: it adds the leading items while they are small ints (or bools)
// and the total stays small, charging each as forEach would, and returns
// the total and how many items it took. It stops early when cycles run
// out; the caller's loop then reports that.
func sumSmallInts(th *Thread, items []Value, acc int64) (Value, int) {
	i := 0
	for ; i < len(items) && th.cycles > 0; i++ {
		x := items[i]
		if !x.isSmallInt() && !x.isBool() {
			break
		}
		y := x.small()
		z := acc + y
		if (z > acc) != (y > 0) {
			break
		}
		th.cycles--
		acc = z
	}
	return Int(acc), i
}

func builtinAny(th *Thread, args []Value, kw []*Str) (Value, error) {
	return anyAll(th, args, kw, "any", true)
}

func builtinAll(th *Thread, args []Value, kw []*Str) (Value, error) {
	return anyAll(th, args, kw, "all", false)
}

// anyAll stops at the first item whose truth is `want`.
func anyAll(th *Thread, args []Value, kw []*Str, name string, want bool) (Value, error) {
	if err := exactArgs(name, args, kw, 1); err != nil {
		return Value{}, err
	}
	found := false
	err := forEach(th, args[0], func(x Value) (bool, error) {
		t, err := truth(th, x)
		found = t == want
		return found || err != nil, err
	})
	return Bool(found == want), err
}

var sortArgs = newArgSpec("sort", "*", "key=", "reverse=")

func builtinSorted(th *Thread, args []Value, kw []*Str) (Value, error) {
	npos := len(args) - len(kw)
	if npos != 1 {
		return Value{}, newError(TypeErrorType, "sorted expected 1 argument, got "+itoa(int64(npos)))
	}
	var opts [2]Value
	if err := sortArgs.bind(args[1:], kw, opts[:]); err != nil {
		return Value{}, err
	}
	reverse, err := boolArg(th, opts[1])
	if err != nil {
		return Value{}, err
	}
	items, err := toValues(th, args[0])
	if err != nil {
		return Value{}, err
	}
	if err := sortValues(th, items, opts[0], reverse); err != nil {
		return Value{}, err
	}
	return NewList(items), nil
}

// boolArg reads an int-valued flag argument (Argument Clinic's bool with
// accept={int}); unbound means false.
func boolArg(th *Thread, v Value) (bool, error) {
	if v.obj == nil {
		return false, nil
	}
	n, err := indexValue(th, v)
	if err != nil {
		return false, err
	}
	return intSign(n) != 0, nil
}

// Conversions: chr, ord, hex, oct, bin, ascii, format, hash.

func builtinChr(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("chr", args, kw, 1); err != nil {
		return Value{}, err
	}
	n, err := indexValue(th, args[0])
	if err != nil {
		return Value{}, err
	}
	if !n.isSmallInt() || n.small() != int64(int32(n.small())) {
		return Value{}, newError(OverflowErrorType, "Python int too large to convert to C int")
	}
	if i := n.small(); i < 0 || i > 0x10ffff {
		return Value{}, newError(ValueErrorType, "chr() arg not in range(0x110000)")
	}
	return StrValue(string(rune(n.small()))), nil
}

func builtinOrd(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("ord", args, kw, 1); err != nil {
		return Value{}, err
	}
	var n int
	switch o := unwrapBase(args[0]).obj.(type) {
	case *Str:
		if o.n == 1 {
			r, _ := utf8.DecodeRuneInString(o.s)
			return Int(int64(r)), nil
		}
		n = o.n
	case *Bytes:
		if len(o.b) == 1 {
			return Int(int64(o.b[0])), nil
		}
		n = len(o.b)
	case *ByteArray:
		if len(o.b) == 1 {
			return Int(int64(o.b[0])), nil
		}
		n = len(o.b)
	default:
		return Value{}, newError(TypeErrorType, "ord() expected string of length 1, but "+typeName(args[0])+" found")
	}
	return Value{}, newError(TypeErrorType, "ord() expected a character, but string of length "+itoa(int64(n))+" found")
}

// intBase formats an int with a Python base prefix: hex, oct, bin.
func intBase(th *Thread, args []Value, kw []*Str, name, prefix string, base int) (Value, error) {
	if err := exactArgs(name, args, kw, 1); err != nil {
		return Value{}, err
	}
	n, err := indexValue(th, args[0])
	if err != nil {
		return Value{}, err
	}
	if b, ok := n.obj.(*BigInt); ok {
		if err := th.charge(int64(len(b.v.Bits()))); err != nil {
			return Value{}, err
		}
		digits := b.v.Text(base)
		if digits[0] == '-' {
			return StrValue("-" + prefix + digits[1:]), nil
		}
		return StrValue(prefix + digits), nil
	}
	// A small int: formatted in a stack buffer, one allocation for the str.
	var buf [72]byte
	out, i := buf[:0], n.small()
	u := uint64(i)
	if i < 0 {
		out, u = append(out, '-'), -u // the magnitude, math.MinInt64's too
	}
	out = strconv.AppendUint(append(out, prefix...), u, base)
	return th.strValueOf(string(out), len(out)), nil
}

func builtinASCII(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("ascii", args, kw, 1); err != nil {
		return Value{}, err
	}
	s, err := repr(th, args[0])
	if err != nil {
		return Value{}, err
	}
	return StrValue(asciiRepr(s)), nil
}

func builtinFormat(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("format", args, kw, 1, 2); err != nil {
		return Value{}, err
	}
	spec := ""
	if len(args) == 2 {
		s, ok := args[1].obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, "format() argument 2 must be str, not "+typeNameOrNone(args[1]))
		}
		spec = s.s
	}
	s, err := format(th, args[0], spec)
	if err != nil {
		return Value{}, err
	}
	return StrValue(s), nil
}

func builtinHash(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("hash", args, kw, 1); err != nil {
		return Value{}, err
	}
	h, err := hashValue(th, args[0])
	return Int(h), err
}

func builtinRepr(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("repr", args, kw, 1); err != nil {
		return Value{}, err
	}
	s, err := repr(th, args[0])
	return StrValue(s), err
}

func lenBuiltin(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("len", args, kw, 1); err != nil {
		return Value{}, err
	}
	n, err := length(th, args[0])
	return Int(int64(n)), err
}

// lenFunc is the len built-in. CALL runs len(x), the commonest built-in
// call, through callLen rather than the generic path (CPython specialises
// it too).
var lenFunc = &Builtin{name: "len"}

// callLen is len(v) called with one positional argument: what th.call
// does for lenFunc, charges included, without binding the arguments.
func (th *Thread) callLen(v Value) (Value, error) {
	if err := th.charge(costCallBuiltin); err != nil {
		return Value{}, err
	}
	n, err := length(th, v)
	return Int(int64(n)), err
}

func init() {
	lenFunc.fn = lenBuiltin
	builtinsDict.SetString("len", ObjectValue(lenFunc))
	defBuiltin("repr", builtinRepr)
	defBuiltin("abs", builtinAbs)
	defBuiltin("divmod", builtinDivmod)
	defBuiltin("pow", builtinPow)
	defBuiltin("round", builtinRound)
	defBuiltin("min", builtinMin)
	defBuiltin("max", builtinMax)
	defBuiltin("sum", builtinSum)
	defBuiltin("any", builtinAny)
	defBuiltin("all", builtinAll)
	defBuiltin("sorted", builtinSorted)
	defBuiltin("chr", builtinChr)
	defBuiltin("ord", builtinOrd)
	defBuiltin("hex", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return intBase(th, args, kw, "hex", "0x", 16)
	})
	defBuiltin("oct", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return intBase(th, args, kw, "oct", "0o", 8)
	})
	defBuiltin("bin", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return intBase(th, args, kw, "bin", "0b", 2)
	})
	defBuiltin("ascii", builtinASCII)
	defBuiltin("format", builtinFormat)
	defBuiltin("hash", builtinHash)
}
