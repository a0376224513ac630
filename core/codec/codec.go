package codec

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/fxamacker/cbor/v2"
)

// Errors returned by this package. They may be wrapped with detail; test with
// errors.Is. Limit violations are reported as *LimitError.
var (
	// ErrNotCanonical: well-formed CBOR that is not in the canonical form
	// (non-shortest head, key order, float width, NaN form, bignum form).
	ErrNotCanonical = errors.New("codec: not canonical")
	// ErrDuplicateKey: a map holds the same key twice.
	ErrDuplicateKey = errors.New("codec: duplicate map key")
	// ErrIndefiniteLength: an indefinite-length string, array or map.
	ErrIndefiniteLength = errors.New("codec: indefinite-length item")
	// ErrTrailingBytes: bytes follow the single top-level item.
	ErrTrailingBytes = errors.New("codec: trailing bytes after item")
	// ErrInvalidUTF8: a text string is not valid UTF-8.
	ErrInvalidUTF8 = errors.New("codec: invalid UTF-8 in text string")
	// ErrUnsupported: valid CBOR outside the profile, or a value that cannot be
	// represented when decoding into an interface.
	ErrUnsupported = errors.New("codec: unsupported item")
	// ErrMalformed: not well-formed CBOR (truncated, reserved values, bad tag content).
	ErrMalformed = errors.New("codec: malformed CBOR")
)

// Limit names used in LimitError.Limit; they match the Limits field names.
const (
	LimitMaxBytes         = "MaxBytes"
	LimitMaxDepth         = "MaxDepth"
	LimitMaxArrayElements = "MaxArrayElements"
	LimitMaxMapPairs      = "MaxMapPairs"
)

// LimitError reports input that exceeds one of the decoding Limits.
type LimitError struct {
	Limit string // one of the Limit* names
	Max   int    // the limit in force
	Size  int    // the input length, for MaxBytes only
}

func (e *LimitError) Error() string {
	switch e.Limit {
	case LimitMaxBytes:
		return fmt.Sprintf("codec: input is %d bytes, exceeds MaxBytes (%d)", e.Size, e.Max)
	case LimitMaxDepth:
		return fmt.Sprintf("codec: nesting depth exceeds MaxDepth (%d)", e.Max)
	case LimitMaxArrayElements:
		return fmt.Sprintf("codec: array length exceeds MaxArrayElements (%d)", e.Max)
	case LimitMaxMapPairs:
		return fmt.Sprintf("codec: map size exceeds MaxMapPairs (%d)", e.Max)
	}
	return fmt.Sprintf("codec: input exceeds %s (%d)", e.Limit, e.Max)
}

// Default decoding limits. They bound the work and memory one decode can cause
// while leaving room for the largest consensus objects (a block of a few MiB).
const (
	DefaultMaxBytes         = 4 << 20 // 4 MiB of input
	DefaultMaxDepth         = 32      // arrays, maps and tags nested inside each other
	DefaultMaxArrayElements = 65536   // elements in any one array
	DefaultMaxMapPairs      = 65536   // key/value pairs in any one map
)

// Limits bounds what Unmarshal accepts. A zero field means its default.
// MaxDepth counts arrays, maps and tags: 1 is a flat array, so [[1]] has depth 2.
// The underlying decoder requires MaxDepth in [4, 65535] and the element
// counts in [16, 2147483647]; MaxBytes must be positive.
type Limits struct {
	MaxBytes         int
	MaxDepth         int
	MaxArrayElements int
	MaxMapPairs      int
}

// DefaultLimits returns the limits used by Unmarshal and Canonical.
func DefaultLimits() Limits {
	return Limits{
		MaxBytes:         DefaultMaxBytes,
		MaxDepth:         DefaultMaxDepth,
		MaxArrayElements: DefaultMaxArrayElements,
		MaxMapPairs:      DefaultMaxMapPairs,
	}
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits()
	if l.MaxBytes == 0 {
		l.MaxBytes = d.MaxBytes
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = d.MaxDepth
	}
	if l.MaxArrayElements == 0 {
		l.MaxArrayElements = d.MaxArrayElements
	}
	if l.MaxMapPairs == 0 {
		l.MaxMapPairs = d.MaxMapPairs
	}
	return l
}

func (l Limits) validate() error {
	const maxCount = 1<<31 - 1
	switch {
	case l.MaxBytes < 1:
		return fmt.Errorf("codec: invalid Limits: MaxBytes %d is not positive", l.MaxBytes)
	case l.MaxDepth < 4 || l.MaxDepth > 65535:
		return fmt.Errorf("codec: invalid Limits: MaxDepth %d outside [4, 65535]", l.MaxDepth)
	case l.MaxArrayElements < 16 || l.MaxArrayElements > maxCount:
		return fmt.Errorf("codec: invalid Limits: MaxArrayElements %d outside [16, %d]", l.MaxArrayElements, maxCount)
	case l.MaxMapPairs < 16 || l.MaxMapPairs > maxCount:
		return fmt.Errorf("codec: invalid Limits: MaxMapPairs %d outside [16, %d]", l.MaxMapPairs, maxCount)
	}
	return nil
}

// encMode is shared by every caller. fxamacker has no "always binary64"
// float mode, so floats are emitted unconverted and finish() widens any
// float32 and fixes NaN afterwards.
var encMode = func() cbor.EncMode {
	em, err := cbor.EncOptions{
		Sort:          cbor.SortLengthFirst,
		ShortestFloat: cbor.ShortestFloatNone,
		NaNConvert:    cbor.NaNConvertNone,
		InfConvert:    cbor.InfConvertNone,
		BigIntConvert: cbor.BigIntConvertShortest,
		IndefLength:   cbor.IndefLengthForbidden,
		TagsMd:        cbor.TagsAllowed, // needed for bignums; other tags are rejected by the check
	}.EncMode()
	if err != nil {
		panic("codec: bad encoder options: " + err.Error())
	}
	return em
}()

// onlyFalseTrueNull makes the decoder reject every simple value except
// false, true and null (undefined has no canonical Go value to round-trip).
var onlyFalseTrueNull = func() *cbor.SimpleValueRegistry {
	var opts []func(*cbor.SimpleValueRegistry) error
	for sv := 0; sv < 256; sv++ {
		if (sv >= 20 && sv <= 22) || (sv >= 24 && sv <= 31) {
			continue // allowed, or reserved (already malformed)
		}
		opts = append(opts, cbor.WithRejectedSimpleValue(cbor.SimpleValue(sv)))
	}
	r, err := cbor.NewSimpleValueRegistryFromDefaults(opts...)
	if err != nil {
		panic("codec: bad simple value registry: " + err.Error())
	}
	return r
}()

func newDecMode(l Limits) (cbor.DecMode, error) {
	return cbor.DecOptions{
		DupMapKey:         cbor.DupMapKeyEnforcedAPF,
		MaxNestedLevels:   l.MaxDepth,
		MaxArrayElements:  l.MaxArrayElements,
		MaxMapPairs:       l.MaxMapPairs,
		IndefLength:       cbor.IndefLengthForbidden,
		TagsMd:            cbor.TagsAllowed,
		IntDec:            cbor.IntDecConvertSignedOrBigInt,
		BigIntDec:         cbor.BigIntDecodePointer,
		MapKeyByteString:  cbor.MapKeyByteStringAllowed,
		UTF8:              cbor.UTF8RejectInvalid,
		SimpleValues:      onlyFalseTrueNull,
		FieldNameMatching: cbor.FieldNameMatchingCaseSensitive,
		// A struct decode that silently dropped fields would not re-encode to
		// the signed bytes.
		ExtraReturnErrors: cbor.ExtraDecErrorUnknownField,
	}.DecMode()
}

var defaultDecMode = func() cbor.DecMode {
	dm, err := newDecMode(DefaultLimits())
	if err != nil {
		panic("codec: bad decoder options: " + err.Error())
	}
	return dm
}()

// decModes caches modes for non-default Limits, keyed with MaxBytes zeroed
// (MaxBytes is enforced here, not by fxamacker).
var decModes sync.Map

func decModeFor(l Limits) (cbor.DecMode, error) {
	key := l
	key.MaxBytes = 0
	if d := DefaultLimits(); key.MaxDepth == d.MaxDepth && key.MaxArrayElements == d.MaxArrayElements && key.MaxMapPairs == d.MaxMapPairs {
		return defaultDecMode, nil
	}
	if dm, ok := decModes.Load(key); ok {
		return dm.(cbor.DecMode), nil
	}
	dm, err := newDecMode(l)
	if err != nil {
		return nil, fmt.Errorf("codec: invalid Limits: %w", err)
	}
	actual, _ := decModes.LoadOrStore(key, dm)
	return actual.(cbor.DecMode), nil
}

// Marshal returns the canonical CBOR encoding of v.
func Marshal(v any) ([]byte, error) {
	b, err := encMode.Marshal(v)
	if err != nil {
		return nil, mapError(err, Limits{})
	}
	return finish(b)
}

// finish makes fxamacker's output canonical. The common case is a single
// allocation-free check; only output with non-binary64 floats, non-canonical
// NaNs or non-canonical raw bytes (from cbor.RawMessage or custom marshalers)
// is rewritten.
func finish(b []byte) ([]byte, error) {
	err := check(b)
	if err == nil {
		return b, nil
	}
	if !errors.Is(err, ErrNotCanonical) {
		return nil, err
	}
	b, err = rewrite(b)
	if err != nil {
		return nil, err
	}
	if err := check(b); err != nil {
		return nil, err
	}
	return b, nil
}

// Unmarshal decodes canonical CBOR into v under DefaultLimits. Input that is
// not canonical, or exceeds a limit, is rejected. Decoding into a struct
// rejects map keys that match no field (case-sensitive). On error a non-*any
// v may have been partly written.
func Unmarshal(data []byte, v any) error {
	return unmarshal(data, v, DefaultLimits(), defaultDecMode)
}

// UnmarshalWithLimits is Unmarshal with caller-chosen limits; zero fields of
// lim take their defaults.
func UnmarshalWithLimits(data []byte, v any, lim Limits) error {
	lim = lim.withDefaults()
	if err := lim.validate(); err != nil {
		return err
	}
	dm, err := decModeFor(lim)
	if err != nil {
		return err
	}
	return unmarshal(data, v, lim, dm)
}

func unmarshal(data []byte, v any, lim Limits, dm cbor.DecMode) error {
	g, err := decodeCanonical(data, lim, dm)
	if err != nil {
		return err
	}
	// The generic value is already the result for *any; skip a second decode.
	if p, ok := v.(*any); ok && p != nil {
		*p = g
		return nil
	}
	if err := dm.Unmarshal(data, v); err != nil {
		return mapError(err, lim)
	}
	return nil
}

// Canonical reports whether data is exactly one canonical CBOR item within
// DefaultLimits. It returns nil or an error as Unmarshal would.
func Canonical(data []byte) error {
	_, err := decodeCanonical(data, DefaultLimits(), defaultDecMode)
	return err
}

// DecodeGeneric decodes data to a generic value under lim (zero fields take
// their defaults), with the well-formedness, limit and structural checks of
// Unmarshal but without its re-encoding round trip. It is for callers that
// re-encode what they decode into their own types and compare the bytes
// with data (tx.DecodePayload): that round trip proves canonical form as
// well, and a second one would only double the cost.
func DecodeGeneric(data []byte, lim Limits) (any, error) {
	lim = lim.withDefaults()
	if err := lim.validate(); err != nil {
		return nil, err
	}
	dm, err := decModeFor(lim)
	if err != nil {
		return nil, err
	}
	return decodeChecked(data, lim, dm)
}

// decodeCanonical decodes data to a generic value and proves it canonical by
// re-encoding it: the bytes must come back identical. The structural check
// before decoding gives precise errors; the round trip is the final word.
func decodeCanonical(data []byte, lim Limits, dm cbor.DecMode) (any, error) {
	g, err := decodeChecked(data, lim, dm)
	if err != nil {
		return nil, err
	}
	out, err := Marshal(g)
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(out, data) {
		i := 0
		for i < len(out) && i < len(data) && out[i] == data[i] {
			i++
		}
		return nil, fmt.Errorf("%w: re-encoding differs from input at offset %d", ErrNotCanonical, i)
	}
	return g, nil
}

// decodeChecked is decodeCanonical without the round trip.
func decodeChecked(data []byte, lim Limits, dm cbor.DecMode) (any, error) {
	if len(data) > lim.MaxBytes {
		return nil, &LimitError{Limit: LimitMaxBytes, Max: lim.MaxBytes, Size: len(data)}
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: empty input", ErrMalformed)
	}
	// Well-formedness and limits first, so the check below runs on bounded input.
	if err := dm.Wellformed(data); err != nil {
		return nil, mapError(err, lim)
	}
	if err := check(data); err != nil {
		return nil, err
	}
	var g any
	if err := dm.Unmarshal(data, &g); err != nil {
		var dup *cbor.DupMapKeyError
		if errors.As(err, &dup) {
			// check() proved the keys differ as bytes, so they collide only as
			// Go values (e.g. 0.0 and -0.0).
			return nil, fmt.Errorf("%w: map keys distinct in CBOR collide as Go values: %w", ErrUnsupported, err)
		}
		return nil, mapError(err, lim)
	}
	return g, nil
}

// mapError turns fxamacker errors into this package's errors, keeping the
// original text as detail. Limit errors name our Limits fields instead.
func mapError(err error, lim Limits) error {
	var (
		nested *cbor.MaxNestedLevelError
		arr    *cbor.MaxArrayElementsError
		pairs  *cbor.MaxMapPairsError
		indef  *cbor.IndefiniteLengthError
		extra  *cbor.ExtraneousDataError
		dup    *cbor.DupMapKeyError
		key    *cbor.InvalidMapKeyTypeError
		unacc  *cbor.UnacceptableDataItemError
		syn    *cbor.SyntaxError
		sem    *cbor.SemanticError
	)
	switch {
	case errors.As(err, &nested):
		return &LimitError{Limit: LimitMaxDepth, Max: lim.MaxDepth}
	case errors.As(err, &arr):
		return &LimitError{Limit: LimitMaxArrayElements, Max: lim.MaxArrayElements}
	case errors.As(err, &pairs):
		return &LimitError{Limit: LimitMaxMapPairs, Max: lim.MaxMapPairs}
	case errors.As(err, &indef):
		return fmt.Errorf("%w: %w", ErrIndefiniteLength, err)
	case errors.As(err, &extra):
		return fmt.Errorf("%w: %w", ErrTrailingBytes, err)
	case errors.As(err, &dup):
		return fmt.Errorf("%w: %w", ErrDuplicateKey, err)
	case errors.As(err, &key), errors.As(err, &unacc):
		return fmt.Errorf("%w: %w", ErrUnsupported, err)
	case errors.As(err, &syn), errors.As(err, &sem),
		errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	return fmt.Errorf("codec: %w", err)
}
