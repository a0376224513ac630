// Package codec is Cowboy's canonical CBOR: the only encoding used where bytes
// are hashed, signed, stored or sent. It wraps github.com/fxamacker/cbor/v2 with
// one fixed profile so that every value has exactly one byte representation.
//
// The profile (RFC 8949 §4.2 with the choices Cowboy's spec makes):
//
//   - Map keys are sorted length-first (RFC 8949 §4.2.3): shorter encoded key
//     first, equal lengths bytewise. This is the order the deployed Python SDK
//     encoder uses, not the §4.2.1 pure bytewise order. Duplicate keys are invalid.
//   - Integers, lengths and tag numbers use the shortest head. Indefinite-length
//     items are invalid.
//   - Integers outside the 64-bit CBOR range are bignums (tag 2 or 3) with no
//     leading zero bytes; a bignum whose value fits a plain integer is invalid.
//   - Floats are always IEEE 754 binary64 (spec: "64-bit floats only"), and NaN
//     is always fb7ff8000000000000. 16- and 32-bit floats are invalid input.
//   - Only false, true and null simple values and only tags 2 and 3 are
//     supported; anything else (undefined, other simple values, time and other
//     tags) is rejected with ErrUnsupported.
//   - Text must be valid UTF-8. Exactly one item, no trailing bytes.
//
// Marshal always produces bytes in this form. Unmarshal accepts only bytes in
// this form, within Limits, so decode-then-encode reproduces the input exactly.
//
// Decoding into an interface value yields: int64 or *big.Int for integers,
// float64, []byte, string, bool, nil, []any, and map[any]any (byte-string keys
// become cbor.ByteString). Maps keyed by arrays or maps cannot be represented
// that way and are rejected with ErrUnsupported.
package codec
