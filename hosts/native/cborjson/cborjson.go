// Package cborjson converts between the JSON people type and the canonical
// CBOR actors speak, for the CLI and the RPC.
//
// JSON to CBOR (FromJSON): objects become maps with text keys, arrays arrays,
// strings text, true/false/null themselves, integer literals integers (a
// bignum beyond 64 bits) and other numbers binary64 floats. Duplicate object
// keys, trailing data and nesting deeper than MaxDepth are errors.
//
// CBOR to JSON (ToJSON): integers become JSON numbers (exact, however large),
// byte strings "0x…" hex, maps objects (non-text keys written as their JSON
// text: a byte-string key as "0x…", an integer key as its digits), and the
// non-finite floats the strings "NaN", "Infinity", "-Infinity".
//
// ParseArg implements the CLI's --payload/--init-payload forms: JSON, "0x…"
// hex of raw CBOR, or "@file" (either form in a file; a *.cbor file is raw).
package cborjson

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"strings"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/fxamacker/cbor/v2"
)

// Limits on converted documents.
const (
	MaxDepth = 32      // nested arrays/objects
	MaxBytes = 1 << 20 // JSON text or CBOR bytes
)

// FromJSON converts a JSON document to canonical CBOR.
func FromJSON(text []byte) ([]byte, error) {
	if len(text) > MaxBytes {
		return nil, fmt.Errorf("JSON is %d bytes, more than %d", len(text), MaxBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	v, err := readValue(dec, 0)
	if err != nil {
		return nil, jsonErr(text, dec, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("invalid JSON: extra data after the value (at byte %d)", dec.InputOffset())
	}
	b, err := codec.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("cannot encode as CBOR: %v", err)
	}
	return b, nil
}

func jsonErr(text []byte, dec *json.Decoder, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		if len(bytes.TrimSpace(text)) == 0 {
			return errors.New("invalid JSON: empty")
		}
		return errors.New("invalid JSON: unexpected end of input")
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("invalid JSON at byte %d: %v", se.Offset, se)
	}
	return fmt.Errorf("invalid JSON: %v", err)
}

func readValue(dec *json.Decoder, depth int) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if depth >= MaxDepth {
			return nil, fmt.Errorf("nested deeper than %d levels", MaxDepth)
		}
		switch t {
		case '[':
			arr := []any{}
			for dec.More() {
				v, err := readValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return arr, nil
		case '{':
			m := map[string]any{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("object key is not a string")
				}
				if _, dup := m[k]; dup {
					return nil, fmt.Errorf("duplicate object key %q", k)
				}
				v, err := readValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				m[k] = v
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return m, nil
		}
		return nil, fmt.Errorf("unexpected %q", t)
	case json.Number:
		return number(t)
	case string, bool, nil:
		return t, nil
	}
	return nil, fmt.Errorf("unexpected token %v", tok)
}

func number(n json.Number) (any, error) {
	s := string(n)
	if !strings.ContainsAny(s, ".eE") {
		if len(s) > 80 {
			return nil, fmt.Errorf("integer %s… is too long", s[:20])
		}
		b, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, fmt.Errorf("bad integer %q", s)
		}
		if b.IsInt64() {
			return b.Int64(), nil
		}
		return b, nil
	}
	f, err := n.Float64()
	if err != nil || math.IsInf(f, 0) {
		return nil, fmt.Errorf("number %s is out of the float range", s)
	}
	return f, nil
}

// ToJSONValue decodes canonical CBOR into a value encoding/json renders as
// described in the package comment. Empty input is null.
func ToJSONValue(b []byte) (any, error) {
	if len(b) == 0 {
		return nil, nil
	}
	var v any
	if err := codec.UnmarshalWithLimits(b, &v, codec.Limits{MaxBytes: codec.DefaultMaxBytes, MaxDepth: MaxDepth}); err != nil {
		return nil, err
	}
	return jsonable(v), nil
}

// ToJSON is ToJSONValue marshalled.
func ToJSON(b []byte) ([]byte, error) {
	v, err := ToJSONValue(b)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

func jsonable(v any) any {
	switch t := v.(type) {
	case int64:
		return json.Number(fmt.Sprint(t))
	case uint64:
		return json.Number(fmt.Sprint(t))
	case *big.Int:
		return json.Number(t.String())
	case float64:
		switch {
		case math.IsNaN(t):
			return "NaN"
		case math.IsInf(t, 1):
			return "Infinity"
		case math.IsInf(t, -1):
			return "-Infinity"
		}
		return t
	case []byte:
		return "0x" + hex.EncodeToString(t)
	case cbor.ByteString:
		return "0x" + hex.EncodeToString([]byte(t))
	case []any:
		out := make([]any, len(t))
		for i, e := range t {
			out[i] = jsonable(e)
		}
		return out
	case map[any]any:
		out := make(map[string]any, len(t))
		for k, e := range t {
			out[keyString(k)] = jsonable(e)
		}
		return out
	}
	return v
}

func keyString(k any) string {
	switch t := k.(type) {
	case string:
		return t
	case cbor.ByteString:
		return "0x" + hex.EncodeToString([]byte(t))
	case []byte:
		return "0x" + hex.EncodeToString(t)
	}
	b, err := json.Marshal(jsonable(k))
	if err != nil {
		return fmt.Sprint(k)
	}
	return string(b)
}

// ParseArg reads a --payload style argument: "@file", "0x…" hex of raw
// canonical CBOR, or JSON. The empty string is no payload (nil).
func ParseArg(arg string) ([]byte, error) {
	if arg == "" {
		return nil, nil
	}
	if name, ok := strings.CutPrefix(arg, "@"); ok {
		data, err := readFile(name)
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(name, ".cbor") {
			if err := codec.Canonical(data); err != nil {
				return nil, fmt.Errorf("%s: not canonical CBOR: %v", name, err)
			}
			return data, nil
		}
		b, err := parseText(string(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		return b, nil
	}
	return parseText(arg)
}

func parseText(s string) ([]byte, error) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X") {
		b, err := hex.DecodeString(t[2:])
		if err != nil {
			return nil, fmt.Errorf("bad hex payload: %v", err)
		}
		if len(b) == 0 {
			return nil, nil
		}
		if err := codec.Canonical(b); err != nil {
			return nil, fmt.Errorf("hex payload is not canonical CBOR: %v", err)
		}
		return b, nil
	}
	return FromJSON([]byte(t))
}

func readFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxBytes {
		return nil, fmt.Errorf("%s: larger than %d bytes", name, MaxBytes)
	}
	return b, nil
}
