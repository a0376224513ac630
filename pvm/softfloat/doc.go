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
//   - Implicit fused multiply-add. The Go compiler fuses x*y+z into one FMA
//     instruction on arm64, ppc64, s390x and amd64 with GOAMD64=v3, which
//     skips the rounding of the product. The Go specification guarantees
//     that an explicit conversion float64(x*y) rounds, so every product in
//     this package is written float64(a*b); TestNoFusableProducts enforces
//     it with go/types. The test suite passes bit for bit with GOAMD64=v3,
//     where unwrapped products would be fused.
//   - The math package's elementary functions (Exp, Log, Sin, Pow, ...) have
//     architecture-specific assembly and FMA-dependent code paths. They are
//     never called. Only exact operations are used: Float64bits/frombits,
//     Abs, Copysign, Signbit, Floor, Ceil, Trunc, Frexp, Ldexp, Modf, Sqrt
//     and FMA. math.FMA is exactly specified (one rounding, in hardware or
//     in software on every target); it is used where glibc itself runs an
//     FMA-contracted build, to reproduce CPython's results (expm1, log1p),
//     and for the exact error of a product (twoProd), which is the same
//     value Dekker's splitting gives; WebAssembly, without a hardware FMA,
//     keeps the splitting (prod.go; TestTwoProdIsDekkers checks the two
//     agree).
//
// math/big, math/bits and strconv are pure Go and exact (or correctly
// rounded), so they are used for the slow paths, Payne-Hanek reduction and
// decimal conversion.
//
// # How the elementary functions are computed
//
// There are three families, chosen by measuring CPython 3.11 on glibc 2.36
// x86-64 (testdata/gen.py writes the reference data; TestCPython reports
// per-function mismatch counts):
//
//   - exp, exp2, log, log2, pow, sin, cos, tan, asin, acos, atan, atan2:
//     glibc is correctly rounded on all but about one input in a thousand,
//     so these are correctly rounded here. A fast path works in
//     double-double arithmetic with a relative error bound checked against
//     math/big (TestKernelErrors); when the result is too close to a
//     rounding boundary for that bound, a slow path recomputes it with
//     math/big at 300 bits (mp.go), detecting exact and halfway pow results
//     exactly. The slow path costs 15-55us (pow at an exact midpoint only
//     0.3us) and is taken less than once in a million random calls (never
//     in 2*10^6 samples per function), but a caller can provoke it with
//     published hard-to-round inputs: metering must price for it. exp,
//     log, pow, sin, cos, atan and atan2 first try cheaper kernels that
//     keep only the leading terms in double-double (relative error about
//     2^-64, against 2^-80); they decide all but a few results in a
//     thousand, and since every stage returns only a result it has proved
//     correctly rounded, the stages cannot disagree (fastpath_test.go
//     compares them over millions of arguments).
//   - expm1, log1p, log10, sinh, cosh, tanh, asinh, acosh, atanh, erf,
//     erfc, cbrt: glibc uses the classic fdlibm-style algorithms, which are
//     off by one ulp on up to 30% of inputs. Correct rounding would disagree
//     with CPython that often, so these follow the same published methods
//     and coefficients operation by operation (fdlibm.go), calling our
//     exp/log/sqrt where glibc calls its own. They match CPython exactly
//     except where glibc's internal exp/log is itself not correctly rounded.
//   - gamma, lgamma, hypot, dist, fsum, remainder, fmod and the float
//     operators are CPython's own C algorithms, reproduced operation for
//     operation (no FMA contraction: CPython is built for baseline x86-64).
//
// Functions whose names start with C (CExp, CLog, ...) have C99 Annex F
// semantics: they never fail and return NaN or an infinity as the C library
// would. The un-prefixed functions (Exp, Log, ...) apply the error rules of
// CPython's math module and return *Error values that the interpreter maps
// to Python exceptions (Error.Kind).
//
// NaN results of arithmetic are canonical (Canon): the quiet NaN
// 0x7ff8000000000000, so that NaN payloads and signs produced by different
// hardware never become observable. Negation and float('-nan') keep the
// sign bit as CPython does on every platform.
//
// # Tests
//
//	go test ./pvm/softfloat/                       # native, incl. CPython comparison
//	GOAMD64=v3 go test ./pvm/softfloat/            # with FMA fusion enabled
//	GOOS=wasip1 GOARCH=wasm go test -exec="wazero run -mount=/:/ -env PWD=$PWD/pvm/softfloat" ./pvm/softfloat/
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./pvm/softfloat/
//	python3 pvm/softfloat/testdata/gen.py         # regenerate CPython reference data
//	SOFTFLOAT_GEN=1 go test -run 'TestTables|TestDeterminismDigest' ./pvm/softfloat/
//
// TestDeterminismDigest hashes every function's results over a fixed sweep
// and compares them with testdata/digest.txt produced natively, so the wasm
// runs prove bit-identical results.
package softfloat
