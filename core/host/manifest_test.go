package host

import (
	"bytes"
	"strings"
	"testing"
)

func TestParseManifest(t *testing.T) {
	ok := []string{
		``,
		`{"entitlements": []}`,
		// the §14.1 example
		`{"entitlements": [
		  {"id": "econ.hold_balance"},
		  {"id": "econ.transfer", "params": {"max_amount": "1000000000", "max_per_block": "10000"}},
		  {"id": "http.fetch", "params": {"allowlist_domains": ["api.example.com"], "max_requests": 100}},
		  {"id": "oracle.llm", "params": {"max_tokens": 4096, "max_requests": 50}}
		]}`,
		`{"entitlements": [{"id": "bridge.asset", "params": {"chains": ["eth"], "limit": 5}}, {"id": "sys.upgrade", "params": {}}]}`,
	}
	for _, s := range ok {
		if _, err := ParseManifest([]byte(s)); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	bad := map[string]string{
		`{"entitlements": [{"id": "oracle.llm"}, {"id": "http.fetch"}]}`:                     "sorted",
		`{"entitlements": [{"id": "http.fetch"}, {"id": "http.fetch"}]}`:                     "twice",
		`{"entitlements": [{"id": "magic"}]}`:                                                "unknown entitlement",
		`{"entitlements": [{"id": "token.mint"}]}`:                                           "not a registry id",
		`{"entitlements": [{"id": "http.fetch", "params": {"max_requests": -1}}]}`:           "non-negative integer",
		`{"entitlements": [{"id": "http.fetch", "params": {"max_requests": 1.5}}]}`:          "non-negative integer",
		`{"entitlements": [{"id": "http.fetch", "params": {"allowlist_domains": "a.com"}}]}`: "list of strings",
		`{"entitlements": [{"id": "http.fetch", "params": {"timeout": 5}}]}`:                 "unknown param",
		`{"entitlements": [{"id": "sys.upgrade", "params": {"x": 1}}]}`:                      "takes no params",
		`{"entitlements": [{"id": "econ.transfer", "params": {"max_amount": "12a"}}]}`:       "non-negative integer",
		`{"entitlements": [{"id": "sys.upgrade", "inheritable": true}]}`:                     "unknown field",
		`{"entitlement": []}`:  "unknown top-level field",
		`{"entitlements": {}}`: "must be a list",
		`[1]`:                  "neither",
		`{"entitlements": [{"id": "bridge.asset", "params": {"f": 0.5}}]}`:                                          "only integers",
		`{"entitlements": [{"id": "econ.transfer", "params": {"max_amount": "1` + strings.Repeat("0", 80) + `"}}]}`: "2^256",
	}
	for s, frag := range bad {
		_, err := ParseManifest([]byte(s))
		if err == nil || !strings.Contains(err.Error(), frag) {
			t.Errorf("%s: got %v, want an error containing %q", s, err, frag)
		}
	}
}

// TestManifestNormalForm: JSON and CBOR input, numbers and decimal strings
// give the same stored bytes, which parse back to themselves.
func TestManifestNormalForm(t *testing.T) {
	a, err := ParseManifest([]byte(`{"entitlements": [{"id": "econ.transfer", "params": {"max_amount": "1000", "max_per_block": 7}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseManifest(enc(t, map[string]any{"entitlements": []any{map[string]any{"id": "econ.transfer",
		"params": map[string]any{"max_amount": 1000, "max_per_block": "7"}}}}))
	if err != nil {
		t.Fatal(err)
	}
	ab, _ := a.Encode()
	bb, _ := b.Encode()
	if !bytes.Equal(ab, bb) {
		t.Fatalf("%x != %x", ab, bb)
	}
	c, err := ParseManifest(ab)
	if err != nil {
		t.Fatal(err)
	}
	cb, _ := c.Encode()
	if !bytes.Equal(ab, cb) {
		t.Fatal("stored form does not round-trip")
	}
}

func TestManifestSubset(t *testing.T) {
	parse := func(s string) *Manifest {
		m, err := ParseManifest([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	cur := parse(`{"entitlements": [{"id": "accel.gpu", "params": {"min_vram_gb": 16}},
		{"id": "econ.transfer", "params": {"max_amount": 100}},
		{"id": "secrets.read", "params": {"keys": ["a", "b"]}}, {"id": "sys.upgrade"}]}`)
	for s, frag := range map[string]string{
		`{"entitlements": []}`: "",
		`{"entitlements": [{"id": "econ.transfer", "params": {"max_amount": 100, "max_per_block": 1}}]}`: "",
		`{"entitlements": [{"id": "secrets.read", "params": {"keys": ["b"]}}]}`:                          "",
		`{"entitlements": [{"id": "accel.gpu", "params": {"min_vram_gb": 16}}]}`:                         "",
		`{"entitlements": [{"id": "econ.transfer", "params": {"max_amount": 101}}]}`:                     "raises",
		`{"entitlements": [{"id": "econ.transfer"}]}`:                                                    "drops the bound",
		`{"entitlements": [{"id": "secrets.read", "params": {"keys": ["c"]}}]}`:                          "adds \"c\"",
		`{"entitlements": [{"id": "accel.gpu", "params": {"min_vram_gb": 8}}]}`:                          "changes",
		`{"entitlements": [{"id": "timer.schedule"}]}`:                                                   "adds entitlement",
	} {
		err := parse(s).SubsetOf(cur)
		if frag == "" && err != nil || frag != "" && (err == nil || !strings.Contains(err.Error(), frag)) {
			t.Errorf("%s: got %v, want %q", s, err, frag)
		}
	}
}
