package softfloat

// Kind names the Python exception class an *Error maps to.
type Kind uint8

// The Python exception classes this package can ask for.
const (
	ValueError Kind = iota + 1
	OverflowError
	ZeroDivisionError
	// MemoryError: a requested size that CPython would fail to allocate.
	MemoryError
	// ComplexResult is not an exception: CPython's float ** returns a
	// complex number for a negative base and a non-integer exponent. The
	// interpreter must redo the operation in complex arithmetic.
	ComplexResult
)

func (k Kind) String() string {
	switch k {
	case ValueError:
		return "ValueError"
	case OverflowError:
		return "OverflowError"
	case ZeroDivisionError:
		return "ZeroDivisionError"
	case MemoryError:
		return "MemoryError"
	case ComplexResult:
		return "ComplexResult"
	}
	return "Kind(?)"
}

// Error is a Python-level failure: Kind says which exception to raise and
// Msg is the exact CPython 3.11 message text.
type Error struct {
	Kind Kind
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

// Is makes errors.Is match on kind and message, so callers can compare with
// the exported sentinels even when an *Error was built elsewhere.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Kind == e.Kind && t.Msg == e.Msg
}

// Sentinel errors with CPython's messages.
var (
	ErrMathDomain = &Error{ValueError, "math domain error"}
	ErrMathRange  = &Error{OverflowError, "math range error"}

	ErrDivisionByZero      = &Error{ZeroDivisionError, "float division by zero"}
	ErrFloorDivisionByZero = &Error{ZeroDivisionError, "float floor division by zero"}
	ErrModuloByZero        = &Error{ZeroDivisionError, "float modulo"}
	ErrDivmodByZero        = &Error{ZeroDivisionError, "float divmod()"}
	ErrZeroNegativePower   = &Error{ZeroDivisionError, "0.0 cannot be raised to a negative power"}
	// ErrPowOverflow is what float ** raises on overflow: CPython calls
	// PyErr_SetFromErrno(OverflowError) with ERANGE, so the exception's
	// args are (34, 'Numerical result out of range') and str() of it is
	// "[Errno 34] Numerical result out of range". Msg holds the str() form
	// of the args tuple that CPython reports in a traceback.
	ErrPowOverflow = &Error{OverflowError, "(34, 'Numerical result out of range')"}
	// ErrComplexPower: negative float ** non-integer float. CPython
	// returns a complex; the caller computes it (Kind ComplexResult).
	ErrComplexPower = &Error{ComplexResult, "negative number cannot be raised to a fractional power"}

	ErrIntTooLarge      = &Error{OverflowError, "int too large to convert to float"}
	ErrIntDivZero       = &Error{ZeroDivisionError, "division by zero"}
	ErrIntDivTooLarge   = &Error{OverflowError, "integer division result too large for a float"}
	ErrInfToInt         = &Error{OverflowError, "cannot convert float infinity to integer"}
	ErrNaNToInt         = &Error{ValueError, "cannot convert float NaN to integer"}
	ErrInfRatio         = &Error{OverflowError, "cannot convert Infinity to integer ratio"}
	ErrNaNRatio         = &Error{ValueError, "cannot convert NaN to integer ratio"}
	ErrHexTooLarge      = &Error{OverflowError, "hexadecimal value too large to represent as a float"}
	ErrHexInvalid       = &Error{ValueError, "invalid hexadecimal floating-point string"}
	ErrRoundTooLarge    = &Error{OverflowError, "rounded value too large to represent"}
	ErrFsumOverflow     = &Error{OverflowError, "intermediate overflow in fsum"}
	ErrFsumInfMinusInf  = &Error{ValueError, "-inf + inf in fsum"}
	ErrNegativeTol      = &Error{ValueError, "tolerances must be non-negative"}
	ErrDistDimensions   = &Error{ValueError, "both points must have the same number of dimensions"}
	ErrFormatMissPrec   = &Error{ValueError, "Format specifier missing precision"}
	ErrFormatTooMany    = &Error{ValueError, "Too many decimal digits in format string"}
	ErrFormatCommaUnder = &Error{ValueError, "Cannot specify both ',' and '_'."}
)
