package pvm

import (
	"math"
	"math/big"
	"math/bits"

	c "github.com/cowboy-go/cowboy/pvm/compile"
	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// The math module. Float functions wrap pvm/softfloat (bit-exact on every
// platform); integer functions use math/big under the 4096-bit int cap.

func noErr1(f func(float64) float64) func(float64) (float64, error) {
	return func(x float64) (float64, error) { return f(x), nil }
}

func noErr2(f func(x, y float64) float64) func(x, y float64) (float64, error) {
	return func(x, y float64) (float64, error) { return f(x, y), nil }
}

// mathFloat1 are the functions of one float returning a float.
var mathFloat1 = []struct {
	name string
	fn   func(float64) (float64, error)
}{
	{"sqrt", softfloat.Sqrt}, {"exp", softfloat.Exp}, {"exp2", softfloat.Exp2}, {"expm1", softfloat.Expm1},
	{"log1p", softfloat.Log1p}, {"sin", softfloat.Sin}, {"cos", softfloat.Cos}, {"tan", softfloat.Tan},
	{"asin", softfloat.Asin}, {"acos", softfloat.Acos}, {"atan", softfloat.Atan}, {"sinh", softfloat.Sinh},
	{"cosh", softfloat.Cosh}, {"tanh", softfloat.Tanh}, {"asinh", softfloat.Asinh}, {"acosh", softfloat.Acosh},
	{"atanh", softfloat.Atanh}, {"cbrt", softfloat.Cbrt}, {"erf", softfloat.Erf}, {"erfc", softfloat.Erfc},
	{"gamma", softfloat.Gamma}, {"lgamma", softfloat.Lgamma}, {"fabs", noErr1(softfloat.Fabs)},
	{"degrees", noErr1(softfloat.Degrees)}, {"radians", noErr1(softfloat.Radians)}, {"ulp", noErr1(softfloat.Ulp)},
}

// mathFloat2 are the functions of two floats returning a float.
var mathFloat2 = []struct {
	name string
	fn   func(x, y float64) (float64, error)
}{
	{"atan2", softfloat.Atan2}, {"copysign", noErr2(softfloat.Copysign)}, {"fmod", softfloat.Fmod},
	{"remainder", softfloat.Remainder}, {"pow", softfloat.MathPow}, {"nextafter", noErr2(softfloat.Nextafter)},
}

// mathLogs are log2 and log10 (log itself also takes a base).
var mathLogs = []struct {
	name  string
	float func(float64) (float64, error)
	int   func(*big.Int) (float64, error)
}{
	{"log2", softfloat.Log2, softfloat.Log2Int}, {"log10", softfloat.Log10, softfloat.Log10Int},
}

var mathIntFuncs = []struct {
	name string
	fn   BuiltinFunc
}{
	{"ceil", mathCeil}, {"floor", mathFloor}, {"trunc", mathTrunc}, {"frexp", mathFrexp}, {"ldexp", mathLdexp},
	{"modf", mathModf}, {"isfinite", mathIsFinite}, {"isinf", mathIsInf}, {"isnan", mathIsNaN},
	{"isclose", mathIsClose}, {"hypot", mathHypot}, {"dist", mathDist}, {"fsum", mathFsum}, {"prod", mathProd},
	{"gcd", mathGcd}, {"lcm", mathLcm}, {"factorial", mathFactorial}, {"comb", mathComb}, {"perm", mathPerm},
	{"isqrt", mathIsqrt}, {"log", mathLog},
}

func init() {
	registerModule("math", func(d *Dict) {
		d.SetString("pi", Float(softfloat.Pi))
		d.SetString("e", Float(softfloat.E))
		d.SetString("tau", Float(softfloat.Tau))
		d.SetString("inf", Float(softfloat.Inf()))
		d.SetString("nan", Float(softfloat.NaN()))
		for _, f := range mathFloat1 {
			setFunc(d, f.name, mathFunc1(f.name, f.fn))
		}
		for _, f := range mathFloat2 {
			setFunc(d, f.name, mathFunc2(f.name, f.fn))
		}
		for _, f := range mathLogs {
			qual, fl, in := "math."+f.name, f.float, f.int
			setFunc(d, f.name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
				if err := exactArgs(qual, args, kw, 1); err != nil {
					return Value{}, err
				}
				r, err := mathLogOf(th, args[0], fl, in)
				return Float(r), err
			})
		}
		for _, f := range mathIntFuncs {
			setFunc(d, f.name, f.fn)
		}
	})
}

func mathFunc1(name string, f func(float64) (float64, error)) BuiltinFunc {
	qual := "math." + name
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) != 1 || len(kw) != 0 {
			return Value{}, exactArgsError(qual, args, kw, 1)
		}
		x, err := toFloatArg(th, args[0])
		if err != nil {
			return Value{}, err
		}
		r, err := f(x)
		if err != nil {
			return Value{}, floatError(err)
		}
		return Float(r), nil
	}
}

// args2 checks a two-argument math function's call and converts both.
func args2(th *Thread, name string, args []Value, kw []*Str) (float64, float64, error) {
	if len(args) != 2 || len(kw) != 0 {
		if len(kw) != 0 {
			return 0, 0, noKwargs("math."+name, kw)
		}
		return 0, 0, argCountError(name, args, nil, 2, 2)
	}
	x, err := toFloatArg(th, args[0])
	if err != nil {
		return 0, 0, err
	}
	y, err := toFloatArg(th, args[1])
	return x, y, err
}

func mathFunc2(name string, f func(x, y float64) (float64, error)) BuiltinFunc {
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		x, y, err := args2(th, name, args, kw)
		if err != nil {
			return Value{}, err
		}
		r, err := f(x, y)
		if err != nil {
			return Value{}, floatError(err)
		}
		return Float(r), nil
	}
}

// mathLogOf is CPython's loghelper: ints are handled exactly, so the log of
// an int too large for a float still works.
func mathLogOf(th *Thread, v Value, fl func(float64) (float64, error), in func(*big.Int) (float64, error)) (float64, error) {
	var r float64
	var err error
	if b, ok := unwrapBase(v).obj.(*BigInt); ok {
		r, err = in(&b.v)
	} else {
		var x float64
		if x, err = toFloatArg(th, v); err != nil {
			return 0, err
		}
		r, err = fl(x)
	}
	if err != nil {
		return 0, floatError(err)
	}
	return r, nil
}

func mathLog(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("math.log", kw); err != nil {
		return Value{}, err
	}
	if len(args) < 1 || len(args) > 2 {
		return Value{}, newError(TypeErrorType, "math.log requires 1 to 2 arguments")
	}
	num, err := mathLogOf(th, args[0], softfloat.Log, softfloat.LogInt)
	if err != nil || len(args) == 1 {
		return Float(num), err
	}
	den, err := mathLogOf(th, args[1], softfloat.Log, softfloat.LogInt)
	if err != nil {
		return Value{}, err
	}
	r, err := softfloat.Div(num, den)
	if err != nil {
		return Value{}, floatError(err)
	}
	return Float(r), nil
}

// mathRound implements floor and ceil: ints are returned unchanged, user
// classes may define the dunder, anything else is converted to float.
func mathRound(th *Thread, qual string, args []Value, kw []*Str, dunder string, f func(float64) float64) (Value, error) {
	if err := exactArgs(qual, args, kw, 1); err != nil {
		return Value{}, err
	}
	v := args[0]
	if m, ok := userMethod(v, dunder); ok {
		return th.callArgs(m, v)
	}
	v = unwrapBase(v)
	if isInt(v) {
		return indexValue(th, v)
	}
	x, err := toFloatArg(th, v)
	if err != nil {
		return Value{}, err
	}
	return floatToInt(f(x))
}

func mathFloor(th *Thread, args []Value, kw []*Str) (Value, error) {
	return mathRound(th, "math.floor", args, kw, "__floor__", softfloat.Floor)
}

func mathCeil(th *Thread, args []Value, kw []*Str) (Value, error) {
	return mathRound(th, "math.ceil", args, kw, "__ceil__", softfloat.Ceil)
}

// mathTrunc differs from floor/ceil: without __trunc__ it does not fall
// back to float conversion.
func mathTrunc(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("math.trunc", args, kw, 1); err != nil {
		return Value{}, err
	}
	v := args[0]
	if m, ok := userMethod(v, "__trunc__"); ok {
		return th.callArgs(m, v)
	}
	switch u := unwrapBase(v); {
	case u.isFloat():
		return floatToInt(u.float())
	case isInt(u):
		return indexValue(th, u)
	}
	return Value{}, newError(TypeErrorType, "type "+typeName(v)+" doesn't define __trunc__ method")
}

func mathFrexp(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("math.frexp", args, kw, 1); err != nil {
		return Value{}, err
	}
	x, err := toFloatArg(th, args[0])
	if err != nil {
		return Value{}, err
	}
	m, e := softfloat.Frexp(x)
	return NewTuple([]Value{Float(m), Int(int64(e))}), nil
}

func mathModf(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("math.modf", args, kw, 1); err != nil {
		return Value{}, err
	}
	x, err := toFloatArg(th, args[0])
	if err != nil {
		return Value{}, err
	}
	frac, in := softfloat.Modf(x)
	return NewTuple([]Value{Float(frac), Float(in)}), nil
}

func mathLdexp(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("math.ldexp", kw); err != nil {
		return Value{}, err
	}
	if err := rangeArgs("ldexp", args, nil, 2, 2); err != nil {
		return Value{}, err
	}
	x, err := toFloatArg(th, args[0])
	if err != nil {
		return Value{}, err
	}
	i := unwrapBase(args[1])
	if !isInt(i) {
		return Value{}, newError(TypeErrorType, "Expected an int as second argument to ldexp.")
	}
	// Exponents beyond int64 saturate: the result is already 0 or overflow.
	e := int64(1 << 62)
	if b, ok := i.obj.(*BigInt); !ok {
		e = i.small()
	} else if b.v.Sign() < 0 {
		e = -e
	}
	r, err := softfloat.Ldexp(x, e)
	if err != nil {
		return Value{}, floatError(err)
	}
	return Float(r), nil
}

// mathPredicate builds isfinite, isinf and isnan.
func mathPredicate(name string, f func(float64) bool) BuiltinFunc {
	qual := "math." + name
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) != 1 || len(kw) != 0 {
			return Value{}, exactArgsError(qual, args, kw, 1)
		}
		x, err := toFloatArg(th, args[0])
		if err != nil {
			return Value{}, err
		}
		return Bool(f(x)), nil
	}
}

var (
	mathIsFinite = mathPredicate("isfinite", func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) })
	mathIsInf    = mathPredicate("isinf", func(x float64) bool { return math.IsInf(x, 0) })
	mathIsNaN    = mathPredicate("isnan", math.IsNaN)
)

var isCloseArgs = newArgSpec("isclose", "a", "b", "*", "rel_tol=", "abs_tol=")

func mathIsClose(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [4]Value
	if err := isCloseArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	xs := [4]float64{0, 0, 1e-09, 0}
	for i, v := range a {
		if v.obj == nil {
			continue
		}
		x, err := toFloatArg(th, v)
		if err != nil {
			return Value{}, err
		}
		xs[i] = x
	}
	r, err := softfloat.IsClose(xs[0], xs[1], xs[2], xs[3])
	if err != nil {
		return Value{}, floatError(err)
	}
	return Bool(r), nil
}

// mathFloats converts a sequence of math arguments, charging per item.
func mathFloats(th *Thread, vals []Value) ([]float64, error) {
	if err := th.charge(int64(len(vals))); err != nil {
		return nil, err
	}
	out := make([]float64, len(vals))
	for i, v := range vals {
		x, err := toFloatArg(th, v)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

func mathHypot(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("math.hypot", kw); err != nil {
		return Value{}, err
	}
	xs, err := mathFloats(th, args)
	if err != nil {
		return Value{}, err
	}
	return Float(softfloat.Hypot(xs...)), nil
}

func mathDist(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("math.dist", kw); err != nil {
		return Value{}, err
	}
	if err := rangeArgs("dist", args, nil, 2, 2); err != nil {
		return Value{}, err
	}
	var pts [2][]float64
	for i := range pts {
		vals, err := toValues(th, args[i])
		if err != nil {
			return Value{}, err
		}
		if pts[i], err = mathFloats(th, vals); err != nil {
			return Value{}, err
		}
	}
	r, err := softfloat.Dist(pts[0], pts[1])
	if err != nil {
		return Value{}, floatError(err)
	}
	return Float(r), nil
}

func mathFsum(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("math.fsum", args, kw, 1); err != nil {
		return Value{}, err
	}
	vals, err := toValues(th, args[0])
	if err != nil {
		return Value{}, err
	}
	xs, err := mathFloats(th, vals)
	if err != nil {
		return Value{}, err
	}
	r, err := softfloat.Fsum(xs)
	if err != nil {
		return Value{}, floatError(err)
	}
	return Float(r), nil
}

var prodArgs = newArgSpec("prod", "iterable", "/", "*", "start=")

func mathProd(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := prodArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	r := a[1]
	if r.obj == nil {
		r = Int(1)
	}
	it, err := getIter(th, a[0])
	if err != nil {
		return Value{}, err
	}
	for {
		x, ok, err := iterNext(th, it)
		if err != nil || !ok {
			return r, err
		}
		if r, err = binaryOp(th, c.OpMul, r, x); err != nil {
			return Value{}, err
		}
	}
}

// bigArgs converts integer arguments to big.Ints (copies, safe to modify).
func bigArgs(th *Thread, args []Value) ([]*big.Int, error) {
	out := make([]*big.Int, len(args))
	for i, a := range args {
		v, err := indexValue(th, a)
		if err != nil {
			return nil, err
		}
		out[i] = new(big.Int).Set(toBig(v))
	}
	return out, nil
}

// chargeLimbs charges for an operation on a big int whose cost grows with
// the square of its size (multiplication, division, gcd).
func (th *Thread) chargeLimbs(x *big.Int) error {
	n := int64(len(x.Bits()))
	return th.charge(1 + n*n)
}

func mathGcd(th *Thread, args []Value, kw []*Str) (Value, error) {
	return gcdLcm(th, "math.gcd", args, kw, false)
}

func mathLcm(th *Thread, args []Value, kw []*Str) (Value, error) {
	return gcdLcm(th, "math.lcm", args, kw, true)
}

func gcdLcm(th *Thread, name string, args []Value, kw []*Str, lcm bool) (Value, error) {
	if err := noKwargs(name, kw); err != nil {
		return Value{}, err
	}
	if !lcm {
		if g, ok, err := th.smallGCD(args); ok {
			return g, err
		}
	}
	xs, err := bigArgs(th, args)
	if err != nil {
		return Value{}, err
	}
	r := big.NewInt(0)
	if lcm {
		r.SetInt64(1)
	}
	for _, x := range xs {
		x.Abs(x)
		if err := th.chargeLimbs(x); err != nil {
			return Value{}, err
		}
		if err := th.chargeLimbs(r); err != nil {
			return Value{}, err
		}
		if !lcm {
			r.GCD(nil, nil, r, x)
			continue
		}
		if x.Sign() == 0 || r.Sign() == 0 {
			r.SetInt64(0)
			continue
		}
		g := new(big.Int).GCD(nil, nil, r, x)
		r.Mul(r, x.Quo(x, g))
		if r.BitLen() > MaxIntBits {
			return Value{}, intOverflow()
		}
	}
	return intValue(r)
}

// smallGCD is math.gcd of ints that fit 63 bits, without math/big, charged
// as the general path charges them (one limb each, none for a zero); ok is
// false when an argument is anything else.
func (th *Thread) smallGCD(args []Value) (v Value, ok bool, err error) {
	limb := func(x uint64) int64 { return int64(min(x, 1)) }
	var r uint64
	var cost int64
	for _, a := range args {
		if !a.isSmallInt() || a.small() == math.MinInt64 {
			return Value{}, false, nil
		}
		x := uint64(absInt64(a.small()))
		cost += 2 + limb(x) + limb(r)
		for x != 0 {
			r, x = x, r%x
		}
	}
	return Int(int64(r)), true, th.charge(cost)
}

// mulChecked multiplies r by x in place, stopping at the int cap (the
// returned error is the cap's OverflowError).
func (th *Thread) mulChecked(r, x *big.Int) error {
	if err := th.charge(1 + int64(len(r.Bits()))*int64(len(x.Bits()))); err != nil {
		return err
	}
	r.Mul(r, x)
	if r.BitLen() > MaxIntBits {
		return intOverflow()
	}
	return nil
}

func mathFactorial(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("math.factorial", args, kw, 1); err != nil {
		return Value{}, err
	}
	v, err := indexValue(th, args[0])
	if err != nil {
		return Value{}, err
	}
	if intSign(v) < 0 {
		return Value{}, newError(ValueErrorType, "factorial() not defined for negative values")
	}
	if !v.isSmallInt() {
		return Value{}, newError(OverflowErrorType, "factorial() argument should not exceed 9223372036854775807")
	}
	r, x := big.NewInt(1), new(big.Int)
	for i := int64(2); i <= v.small(); i++ {
		if err := th.mulChecked(r, x.SetInt64(i)); err != nil {
			return Value{}, err
		}
	}
	return intValue(r)
}

// combPermArgs converts and checks n and k of comb and perm.
func combPermArgs(th *Thread, n, k Value) (*big.Int, *big.Int, error) {
	xs, err := bigArgs(th, []Value{n, k})
	if err != nil {
		return nil, nil, err
	}
	if xs[0].Sign() < 0 {
		return nil, nil, newError(ValueErrorType, "n must be a non-negative integer")
	}
	if xs[1].Sign() < 0 {
		return nil, nil, newError(ValueErrorType, "k must be a non-negative integer")
	}
	return xs[0], xs[1], nil
}

func mathComb(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("math.comb", kw); err != nil {
		return Value{}, err
	}
	if err := rangeArgs("comb", args, nil, 2, 2); err != nil {
		return Value{}, err
	}
	n, k, err := combPermArgs(th, args[0], args[1])
	if err != nil {
		return Value{}, err
	}
	if k.Cmp(n) > 0 {
		return Int(0), nil
	}
	if nk := new(big.Int).Sub(n, k); nk.Cmp(k) < 0 {
		k = nk
	}
	// C(n, k) >= 2**k for k <= n/2, so a larger k exceeds the int cap.
	if k.Cmp(big.NewInt(MaxIntBits)) > 0 {
		return Value{}, intOverflow()
	}
	// r runs through C(n-k+i, i), which only grows.
	r, f := big.NewInt(1), new(big.Int).Sub(n, k)
	for i := int64(1); i <= k.Int64(); i++ {
		if err := th.mulChecked(r, f.Add(f, big.NewInt(1))); err != nil {
			return Value{}, err
		}
		r.Quo(r, big.NewInt(i))
	}
	return intValue(r)
}

func mathPerm(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("math.perm", kw); err != nil {
		return Value{}, err
	}
	if err := rangeArgs("perm", args, nil, 1, 2); err != nil {
		return Value{}, err
	}
	if len(args) == 1 || args[1].IsNone() {
		return mathFactorial(th, args[:1], nil)
	}
	n, k, err := combPermArgs(th, args[0], args[1])
	if err != nil {
		return Value{}, err
	}
	if k.Cmp(n) > 0 {
		return Int(0), nil
	}
	// Every factor but the last is at least 2.
	if k.Cmp(big.NewInt(MaxIntBits+1)) > 0 {
		return Value{}, intOverflow()
	}
	r, f := big.NewInt(1), new(big.Int).Set(n)
	for i := int64(0); i < k.Int64(); i++ {
		if err := th.mulChecked(r, f); err != nil {
			return Value{}, err
		}
		f.Sub(f, big.NewInt(1))
	}
	return intValue(r)
}

// isqrt64 is the integer square root of x: Newton's iteration from above.
func isqrt64(x uint64) uint64 {
	if x == 0 {
		return 0
	}
	r := uint64(1) << ((bits.Len64(x) + 1) / 2) // at least the root
	for {
		s := (r + x/r) / 2
		if s >= r {
			return r
		}
		r = s
	}
}

func mathIsqrt(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("math.isqrt", args, kw, 1); err != nil {
		return Value{}, err
	}
	v, err := indexValue(th, args[0])
	if err != nil {
		return Value{}, err
	}
	if intSign(v) < 0 {
		return Value{}, newError(ValueErrorType, "isqrt() argument must be nonnegative")
	}
	if v.isSmallInt() {
		x := uint64(v.small())
		return Int(int64(isqrt64(x))), th.charge(1 + int64(min(x, 1)))
	}
	x := toBig(v)
	if err := th.chargeLimbs(x); err != nil {
		return Value{}, err
	}
	return intValue(new(big.Int).Sqrt(x))
}
