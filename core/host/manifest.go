package host

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/cowboy-go/cowboy/core/codec"
)

// Entitlement manifests (CIP-6 §14). A manifest arrives as JSON (the
// --manifest-json shape of §14.1) or as canonical CBOR of the same shape;
// the host validates it and stores its normal form: canonical CBOR of
// {"entitlements": [{"id": ..., "params": {...}}, ...]} with integer
// bounds as CBOR integers (JSON's "1000" and 1000 store alike) and "params"
// left out when empty.

// Manifest is a validated entitlement manifest.
type Manifest struct {
	Entitlements []Entitlement
}

// Entitlement is one granted capability with its normalized parameters:
// *big.Int for integer bounds, []string for lists, any CBOR value for
// entitlements whose parameters the registry leaves open.
type Entitlement struct {
	ID     string
	Params map[string]any
}

// Has reports whether the manifest grants id.
func (m *Manifest) Has(id string) bool {
	for _, e := range m.Entitlements {
		if e.ID == id {
			return true
		}
	}
	return false
}

type paramKind int

const (
	paramMax     paramKind = iota // non-negative integer upper bound (max_*): smaller is stronger
	paramList                     // list of strings (allowlists, keys): a subset is stronger
	paramOpaque                   // any value: an upgrade must keep it unchanged
	paramAnyKeys                  // the whole params map is opaque (registry says "varies")
)

// registry is the Entitlement Registry of CIP-6 §14.3 with each id's
// parameter schema. nil marks ids whose parameters vary (kept opaque).
var registry = map[string]map[string]paramKind{
	"accel.gpu":              {"min_vram_gb": paramOpaque},
	"bridge.asset":           nil,
	"bridge.subscribe_event": nil,
	"econ.hold_balance":      {},
	"econ.transfer":          {"max_amount": paramMax, "max_per_block": paramMax},
	"exec.spawn":             {"max_children": paramMax},
	"http.fetch":             {"allowlist_domains": paramList, "max_requests": paramMax},
	"oracle.llm":             {"max_tokens": paramMax, "max_requests": paramMax},
	"sec.data_residency":     nil,
	"secrets.read":           {"keys": paramList},
	"storage.kv":             {"max_bytes": paramMax},
	"sys.upgrade":            {},
	"timer.schedule":         {},
}

// Manifest bounds (chosen; docs/parameters.md).
const (
	MaxManifestBytes = 16 << 10
	maxParamList     = 256
	maxParamString   = 256
)

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// ManifestError is a manifest that breaks a §14 rule.
type ManifestError struct{ Msg string }

func (e *ManifestError) Error() string { return "invalid manifest: " + e.Msg }

func manifestErr(format string, args ...any) error {
	return &ManifestError{Msg: fmt.Sprintf(format, args...)}
}

// ParseManifest validates a manifest given as JSON or canonical CBOR. nil
// or empty input is the empty manifest.
func ParseManifest(data []byte) (*Manifest, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return &Manifest{}, nil
	}
	if len(data) > MaxManifestBytes {
		return nil, manifestErr("%d bytes, at most %d allowed", len(data), MaxManifestBytes)
	}
	var doc any
	if t := bytes.TrimSpace(data); t[0] == '{' {
		d := json.NewDecoder(bytes.NewReader(data))
		d.UseNumber()
		if err := d.Decode(&doc); err != nil {
			return nil, manifestErr("not valid JSON: %v", err)
		}
		if d.More() {
			return nil, manifestErr("trailing data after the JSON object")
		}
	} else if err := codec.Unmarshal(data, &doc); err != nil {
		return nil, manifestErr("neither a JSON object nor canonical CBOR: %v", err)
	}
	top, ok := stringMap(doc)
	if !ok {
		return nil, manifestErr(`the manifest must be an object {"entitlements": [...]}`)
	}
	for k := range top {
		if k != "entitlements" {
			return nil, manifestErr("unknown top-level field %q (only \"entitlements\")", k)
		}
	}
	list, ok := top["entitlements"].([]any)
	if !ok && top["entitlements"] != nil {
		return nil, manifestErr("\"entitlements\" must be a list")
	}
	m := &Manifest{}
	for i, raw := range list {
		obj, ok := stringMap(raw)
		if !ok {
			return nil, manifestErr("entitlement %d is not an object", i)
		}
		for k := range obj {
			if k != "id" && k != "params" {
				return nil, manifestErr("entitlement %d: unknown field %q (only \"id\" and \"params\")", i, k)
			}
		}
		id, ok := obj["id"].(string)
		if !ok {
			return nil, manifestErr("entitlement %d has no string \"id\"", i)
		}
		schema, known := registry[id]
		if !known {
			if strings.HasPrefix(id, "token.") {
				return nil, manifestErr("%q is not a registry id: token capabilities are typed per token (CIP-6 §14.3 note); token_create is ungated and a token's creator is its mint authority", id)
			}
			return nil, manifestErr("unknown entitlement id %q; known ids: %s", id, strings.Join(registryIDs(), ", "))
		}
		if i > 0 {
			prev := m.Entitlements[i-1].ID
			if id == prev {
				return nil, manifestErr("entitlement %q is listed twice", id)
			}
			if id < prev {
				return nil, manifestErr("entitlements must be sorted by id: %q comes after %q", id, prev)
			}
		}
		params, err := normalizeParams(id, schema, obj["params"])
		if err != nil {
			return nil, err
		}
		m.Entitlements = append(m.Entitlements, Entitlement{ID: id, Params: params})
	}
	return m, nil
}

func registryIDs() []string {
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// stringMap views a decoded JSON or CBOR map with text keys.
func stringMap(v any) (map[string]any, bool) {
	switch m := v.(type) {
	case map[string]any:
		return m, true
	case map[any]any:
		out := make(map[string]any, len(m))
		for k, x := range m {
			s, ok := k.(string)
			if !ok {
				return nil, false
			}
			out[s] = x
		}
		return out, true
	}
	return nil, false
}

func normalizeParams(id string, schema map[string]paramKind, raw any) (map[string]any, error) {
	if raw == nil {
		return nil, nil
	}
	obj, ok := stringMap(raw)
	if !ok {
		return nil, manifestErr("%s: \"params\" must be an object", id)
	}
	if len(obj) == 0 {
		return nil, nil
	}
	out := map[string]any{}
	for k, v := range obj {
		kind, known := schema[k]
		if schema == nil {
			kind, known = paramAnyKeys, true
		}
		if !known {
			names := make([]string, 0, len(schema))
			for n := range schema {
				names = append(names, n)
			}
			sort.Strings(names)
			if len(names) == 0 {
				return nil, manifestErr("%s takes no params, got %q", id, k)
			}
			return nil, manifestErr("%s: unknown param %q (allowed: %s)", id, k, strings.Join(names, ", "))
		}
		nv, err := normalizeParam(id, k, kind, v)
		if err != nil {
			return nil, err
		}
		out[k] = nv
	}
	return out, nil
}

func normalizeParam(id, name string, kind paramKind, v any) (any, error) {
	switch kind {
	case paramMax:
		n, ok := paramInt(v)
		if !ok {
			return nil, manifestErr("%s: param %s must be a non-negative integer (a number or a decimal string) below 2^256", id, name)
		}
		return n, nil
	case paramList:
		l, ok := v.([]any)
		if !ok {
			return nil, manifestErr("%s: param %s must be a list of strings", id, name)
		}
		if len(l) > maxParamList {
			return nil, manifestErr("%s: param %s has %d entries, at most %d", id, name, len(l), maxParamList)
		}
		out := make([]string, 0, len(l))
		for _, x := range l {
			s, ok := x.(string)
			if !ok || s == "" || len(s) > maxParamString {
				return nil, manifestErr("%s: param %s must hold non-empty strings of at most %d bytes", id, name, maxParamString)
			}
			out = append(out, s)
		}
		return out, nil
	}
	return normalizeOpaque(id, name, v, 0)
}

// normalizeOpaque turns JSON values into CBOR-encodable ones (integers
// only: fractional numbers are refused, floats have no place in a manifest).
func normalizeOpaque(id, name string, v any, depth int) (any, error) {
	if depth > 8 {
		return nil, manifestErr("%s: param %s is nested too deeply", id, name)
	}
	switch x := v.(type) {
	case nil, bool, string, []byte, int64, *big.Int:
		return x, nil
	case json.Number:
		n, ok := new(big.Int).SetString(string(x), 10)
		if !ok {
			return nil, manifestErr("%s: param %s: only integers are allowed, not %s", id, name, x)
		}
		return n, nil
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			n, err := normalizeOpaque(id, name, e, depth+1)
			if err != nil {
				return nil, err
			}
			out[i] = n
		}
		return out, nil
	}
	if m, ok := stringMap(v); ok {
		out := make(map[string]any, len(m))
		for k, e := range m {
			n, err := normalizeOpaque(id, name, e, depth+1)
			if err != nil {
				return nil, err
			}
			out[k] = n
		}
		return out, nil
	}
	return nil, manifestErr("%s: param %s has an unsupported value", id, name)
}

// paramInt reads a non-negative integer below 2^256 from a JSON number, a
// decimal string or a CBOR integer.
func paramInt(v any) (*big.Int, bool) {
	var n *big.Int
	switch x := v.(type) {
	case json.Number:
		n, _ = new(big.Int).SetString(string(x), 10)
	case string:
		for _, c := range x {
			if c < '0' || c > '9' {
				return nil, false
			}
		}
		n, _ = new(big.Int).SetString(x, 10)
	case int64:
		n = big.NewInt(x)
	case *big.Int:
		n = x
	}
	if n == nil || n.Sign() < 0 || n.Cmp(maxUint256) > 0 {
		return nil, false
	}
	return n, true
}

// Encode returns the manifest's stored form (canonical CBOR).
func (m *Manifest) Encode() ([]byte, error) {
	list := make([]map[string]any, 0, len(m.Entitlements))
	for _, e := range m.Entitlements {
		item := map[string]any{"id": e.ID}
		if len(e.Params) > 0 {
			item["params"] = e.Params
		}
		list = append(list, item)
	}
	return codec.Marshal(map[string]any{"entitlements": list})
}

// SubsetOf checks the upgrade rule of §14.1: every entitlement of m is in
// prior, and every parameter is at least as restrictive (integer bounds no
// larger, lists no wider, other values unchanged; a bound left out means
// unbounded, so it may be left out only if prior leaves it out too).
func (m *Manifest) SubsetOf(prior *Manifest) error {
	old := map[string]Entitlement{}
	for _, e := range prior.Entitlements {
		old[e.ID] = e
	}
	for _, e := range m.Entitlements {
		p, ok := old[e.ID]
		if !ok {
			return manifestErr("the upgrade adds entitlement %q, which the current manifest does not grant", e.ID)
		}
		schema := registry[e.ID]
		if schema == nil {
			if !sameValue(e.Params, p.Params) {
				return manifestErr("the upgrade changes the params of %q", e.ID)
			}
			continue
		}
		names := map[string]bool{}
		for k := range e.Params {
			names[k] = true
		}
		for k := range p.Params {
			names[k] = true
		}
		for _, k := range sortedKeys(names) {
			nv, hasNew := e.Params[k]
			ov, hasOld := p.Params[k]
			if !hasOld {
				if schema[k] == paramOpaque && hasNew {
					return manifestErr("the upgrade sets %s.%s, which the current manifest leaves unset", e.ID, k)
				}
				continue // a new bound only restricts
			}
			if !hasNew {
				return manifestErr("the upgrade drops the bound %s.%s (unbounded is wider than %v)", e.ID, k, describe(ov))
			}
			switch schema[k] {
			case paramMax:
				if nv.(*big.Int).Cmp(ov.(*big.Int)) > 0 {
					return manifestErr("the upgrade raises %s.%s from %v to %v", e.ID, k, ov, nv)
				}
			case paramList:
				allowed := map[string]bool{}
				for _, s := range ov.([]string) {
					allowed[s] = true
				}
				for _, s := range nv.([]string) {
					if !allowed[s] {
						return manifestErr("the upgrade adds %q to %s.%s", s, e.ID, k)
					}
				}
			default:
				if !sameValue(nv, ov) {
					return manifestErr("the upgrade changes %s.%s", e.ID, k)
				}
			}
		}
	}
	return nil
}

func describe(v any) string {
	if l, ok := v.([]string); ok {
		return "[" + strings.Join(l, ", ") + "]"
	}
	return fmt.Sprint(v)
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sameValue(a, b any) bool {
	x, err1 := codec.Marshal(a)
	y, err2 := codec.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// decodeStoredManifest reads a manifest from its stored form.
func decodeStoredManifest(data []byte) (*Manifest, error) {
	if len(data) == 0 {
		return &Manifest{}, nil
	}
	m, err := ParseManifest(data)
	if err != nil {
		return nil, errors.New("stored manifest is corrupt: " + err.Error())
	}
	return m, nil
}
