//go:build pvmwip

// Package softfloat defines Python float semantics for the PVM so that every
// observable float result is bit-identical on every build target (amd64,
// arm64, GOOS=js and GOOS=wasip1 wasm) and matches CPython 3.11.
//
// # Which float operations may use the hardware
//
// IEEE-754 binary64 +, -, *, / and square root are correctly rounded on
// every Go target, so this package uses Go float64 arithmetic for them. Two
// things are not portable and are avoided throughout:
//
//   - Fused multiply-add. The Go compiler may fuse x*y+z into one FMA
//     instruction on arm64, ppc64 and s390x, which skips the rounding of the
//     product. The Go specification guarantees that an explicit conversion
//     float64(x*y) rounds, so every product in this package is written as
//     float64(a*b). TestNoFusableProducts enforces this mechanically.
//   - The math package's elementary functions (Exp, Log, Sin, Pow, ...) have
//     architecture-specific assembly and FMA-dependent code paths. They are
//     never called; only exact helpers (Float64bits, Abs, Copysign, Floor,
//     Frexp, Ldexp, Nextafter, Sqrt, ...) are used.
//
// # How the elementary functions are computed
//
// There are three families, chosen by measuring CPython 3.11 on glibc 2.36
// (see testdata/gen.py and the mismatch report in the tests):
//
//   - exp, exp2, log, log2, pow, sin, cos, tan, asin, acos, atan, atan2:
//     glibc's implementations are correctly rounded on all but a few inputs
//     in a thousand, so these are correctly rounded here. A fast path works
//     in double-double arithmetic with a proven-by-test error bound; when the
//     result is too close to a rounding boundary to decide, a slow path
//     recomputes it with math/big at 250+ bits (see mp.go).
//   - expm1, log1p, log10, sinh, cosh, tanh, asinh, acosh, atanh, erf,
//     erfc, cbrt: glibc uses the classic fdlibm-style algorithms, which are
//     off by one ulp on a large fraction of inputs. Correct rounding would
//     therefore disagree with CPython often, so these follow the same
//     published algorithms and coefficients step by step (evaluated with
//     explicit roundings), which reproduces glibc's results exactly wherever
//     its internal exp/log calls are correctly rounded.
//   - gamma, lgamma, hypot, dist, fsum, remainder, fmod and the float
//     operators are CPython's own C algorithms, reproduced operation for
//     operation.
//
// Functions whose names start with C (CExp, CLog, ...) have C99 Annex F
// semantics: they never fail and return NaN or an infinity as the C library
// would. The un-prefixed functions (Exp, Log, ...) apply the error rules of
// CPython's math module and return *Error values that the interpreter maps
// to Python exceptions.
//
// NaN results are canonical (Canon): the quiet NaN 0x7ff8000000000000, so
// that NaN payloads never leak platform behaviour into stored state.
package softfloat
