package softfloat

import "fmt"

func init() {
	for name, f := range map[string]func(float64) (float64, error){
		"exp": Exp, "exp2": Exp2, "expm1": Expm1, "log": Log, "log2": Log2, "log10": Log10,
		"log1p": Log1p, "sin": Sin, "cos": Cos, "tan": Tan, "asin": Asin, "acos": Acos,
		"atan": Atan, "sinh": Sinh, "cosh": Cosh, "tanh": Tanh, "asinh": Asinh,
		"acosh": Acosh, "atanh": Atanh, "erf": Erf, "erfc": Erfc, "gamma": Gamma,
		"lgamma": Lgamma, "cbrt": Cbrt, "sqrt": Sqrt,
	} {
		registerCPython(name, f1(f))
	}
	for name, f := range map[string]func(float64, float64) (float64, error){
		"pow": MathPow, "fpow": Pow, "atan2": Atan2, "fmod": Fmod, "remainder": Remainder,
		"mod": Mod, "floordiv": FloorDiv, "truediv": Div, "logb": LogBase,
	} {
		registerCPython(name, f2(f))
	}
	registerCPython("fabs", pure1(Fabs))
	registerCPython("degrees", pure1(Degrees))
	registerCPython("radians", pure1(Radians))
	registerCPython("ulp", pure1(Ulp))
	intRes := func(f func(float64) float64) func([]float64) result {
		return func(a []float64) result {
			r := f(a[0])
			if _, err := ToBigInt(r); err != nil {
				return errName(err)
			}
			return fbits(r + 0) // an int has no negative zero
		}
	}
	registerCPython("floor", intRes(Floor))
	registerCPython("ceil", intRes(Ceil))
	registerCPython("trunc", intRes(Trunc))
	registerCPython("round0", intRes(RoundHalfEven))
	registerCPython("frexp", func(a []float64) result {
		m, e := Frexp(a[0])
		return fmt.Sprintf("%s,i%d", fbits(m), e)
	})
	registerCPython("modf", func(a []float64) result {
		f, i := Modf(a[0])
		return fbits(f) + "," + fbits(i)
	})
	registerCPython("hash", func(a []float64) result { return fmt.Sprintf("i%d", Hash(a[0])) })
	registerCPython("isinteger", func(a []float64) result {
		if IsInteger(a[0]) {
			return "T"
		}
		return "F"
	})
	registerCPython("divmod", func(a []float64) result {
		q, r, err := DivMod(a[0], a[1])
		if err != nil {
			return errName(err)
		}
		return fbits(q) + "," + fbits(r)
	})
	registerCPython("hypot", func(a []float64) result { return fbits(Hypot(a...)) })
	registerCPython("hypot3", func(a []float64) result { return fbits(Hypot(a[0], a[1], float64(a[0]*0.5))) })
	registerCPython("copysign", func(a []float64) result { return fbits(Copysign(a[0], a[1])) })
	registerCPython("nextafter", func(a []float64) result { return fbits(Nextafter(a[0], a[1])) })
	registerCPython("isclose", func(a []float64) result {
		ok, err := IsClose(a[0], a[1], 1e-9, 1e-300)
		if err != nil {
			return errName(err)
		}
		if ok {
			return "T"
		}
		return "F"
	})
	registerCPython("ldexp", func(a []float64) result { return res1(Ldexp(a[0], int64(a[1]))) })
	registerCPython("fsum", func(a []float64) result { return res1(Fsum(a)) })
	registerCPython("dist", func(a []float64) result {
		n := len(a) / 2
		return res1(Dist(a[:n], a[n:]))
	})
}
