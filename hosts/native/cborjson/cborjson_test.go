package cborjson

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
)

func TestFromJSON(t *testing.T) {
	cases := map[string]string{
		`{}`:                             "a0",
		`{"by": 2}`:                      "a1626279" + "02",
		`[1, -1, true, null, "x"]`:       "8501" + "20" + "f5f6" + "6178",
		`18446744073709551616`:           "c249010000000000000000",
		`1.5`:                            "fb3ff8000000000000",
		`{"b": 1, "aa": 2}`:              "a2616201626161" + "02",
		`  {"nested": {"list": [[]]}}  `: "a1666e6573746564a1646c6973748180",
		`"0x01"`:                         "6430783031", // a JSON string stays text
		`{"k": -9223372036854775809}`:    "a1616b3b" + "8000000000000000",
		`[9223372036854775807]`:          "811b7fffffffffffffff",
		`{"unicode": "\u00e9"}`:          "a167756e69636f646562c3a9",
		`[0.0]`:                          "81fb0000000000000000",
		`{"a": {"b": {"c": [1, 2, 3]}}}`: "a16161a16162a161638301" + "0203",
		`[1e2]`:                          "81fb4059000000000000",
		`{"count": 0, "owner": "alice"}`: "a265636f756e740065" + "6f776e657265616c696365",
		`false`:                          "f4",
	}
	for in, want := range cases {
		got, err := FromJSON([]byte(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if hex.EncodeToString(got) != want {
			t.Errorf("%s: got %x, want %s", in, got, want)
		}
		if err := codec.Canonical(got); err != nil {
			t.Errorf("%s: not canonical: %v", in, err)
		}
	}
	for in, wantErr := range map[string]string{
		``:                 "empty",
		`{"by": 2`:         "unexpected end",
		`{"a": 1, "a": 2}`: "duplicate",
		`{} {}`:            "extra data",
		`[1e400]`:          "float range",
		`{by: 2}`:          "invalid",
		strings.Repeat("[", 40) + strings.Repeat("]", 40): "deeper",
	} {
		_, err := FromJSON([]byte(in))
		if err == nil || !strings.Contains(err.Error(), wantErr) {
			t.Errorf("%q: error %v, want %q", in, err, wantErr)
		}
	}
}

func TestToJSON(t *testing.T) {
	for in, want := range map[string]string{
		"a26161016162420102":     `{"a":1,"b":"0x0102"}`,
		"c249010000000000000000": `18446744073709551616`,
		"a1410102":               `{"0x01":2}`,
		"a10102":                 `{"1":2}`,
		"fb7ff8000000000000":     `"NaN"`,
		"f6":                     `null`,
		"":                       `null`,
	} {
		b, _ := hex.DecodeString(in)
		got, err := ToJSON(b)
		if err != nil || string(got) != want {
			t.Errorf("%s: %s, %v; want %s", in, got, err, want)
		}
	}
	if _, err := ToJSON([]byte{0xff}); err == nil {
		t.Error("bad CBOR accepted")
	}
}

func TestParseArg(t *testing.T) {
	dir := t.TempDir()
	json := filepath.Join(dir, "p.json")
	os.WriteFile(json, []byte(`{"by": 2}`), 0o600)
	raw := filepath.Join(dir, "p.cbor")
	os.WriteFile(raw, []byte{0xa0}, 0o600)
	hexFile := filepath.Join(dir, "p.hex")
	os.WriteFile(hexFile, []byte("0xa0\n"), 0o600)
	for in, want := range map[string]string{
		"":            "",
		`{"by": 2}`:   "a1626279" + "02",
		"0xa0":        "a0",
		"0x":          "",
		"@" + json:    "a1626279" + "02",
		"@" + raw:     "a0",
		"@" + hexFile: "a0",
	} {
		got, err := ParseArg(in)
		if err != nil || hex.EncodeToString(got) != want {
			t.Errorf("%q: %x, %v; want %s", in, got, err, want)
		}
	}
	for _, in := range []string{"0xzz", "0x1b", "0x1800", "@" + filepath.Join(dir, "missing"), "{"} {
		if _, err := ParseArg(in); err == nil {
			t.Errorf("%q accepted", in)
		}
	}
}

func FuzzFromJSON(f *testing.F) {
	f.Add([]byte(`{"a": [1, 2.5, "x", null, true, {"b": -3}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := FromJSON(data)
		if err != nil {
			return
		}
		if err := codec.Canonical(b); err != nil {
			t.Fatalf("%q → %x not canonical: %v", data, b, err)
		}
		if _, err := ToJSON(b); err != nil {
			t.Fatalf("%q → %x does not render: %v", data, b, err)
		}
	})
}
