package types

import (
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"
)

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil {
		t.Fatalf("bad hex %q: %v", s, err)
	}
	return b
}

func TestKeccak256(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"},
		{"abc", "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"},
	}
	for _, c := range cases {
		if got := Keccak256([]byte(c.in)); hex.EncodeToString(got[:]) != c.want {
			t.Errorf("Keccak256(%q) = %x, want %s", c.in, got, c.want)
		}
	}
	// Variadic input hashes the concatenation.
	if Keccak256([]byte("a"), nil, []byte("bc")) != Keccak256([]byte("abc")) {
		t.Error("Keccak256 of parts differs from Keccak256 of the concatenation")
	}
	if Keccak256() != Keccak256([]byte{}) {
		t.Error("Keccak256() differs from Keccak256 of empty input")
	}
}

func TestHashText(t *testing.T) {
	h := Keccak256(nil)
	s := h.String()
	if s != "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470" {
		t.Fatalf("String() = %s", s)
	}
	got, err := ParseHash(s[2:])
	if err == nil {
		t.Fatalf("ParseHash without prefix succeeded: %v", got)
	}
	got, err = ParseHash("0x" + strings.ToUpper(s[2:]))
	if err != nil || got != h {
		t.Fatalf("ParseHash upper: %v %v", got, err)
	}
	js, err := json.Marshal(h)
	if err != nil || string(js) != `"`+s+`"` {
		t.Fatalf("json = %s, %v", js, err)
	}
	var back Hash
	if err := json.Unmarshal(js, &back); err != nil || back != h {
		t.Fatalf("json round trip: %v %v", back, err)
	}
	if _, err := HashFromBytes(make([]byte, 31)); err == nil {
		t.Error("HashFromBytes accepted 31 bytes")
	}
}

func TestEIP55(t *testing.T) {
	// The examples of EIP-55.
	good := []string{
		// All caps.
		"0x52908400098527886E0F7030069857D2E4169EE7",
		"0x8617E340B3D01FA5F11F306F4090FD50E238070D",
		// All lower.
		"0xde709f2102306220921060314715629080e2fb77",
		"0x27b1fdb04752bbc536007a920d24acb045561c26",
		// Mixed.
		"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
		"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
		"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
		"0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
	}
	for _, s := range good {
		a, err := ParseAddress(s)
		if err != nil {
			t.Errorf("ParseAddress(%s): %v", s, err)
			continue
		}
		if a.Hex() != s || a.String() != s {
			t.Errorf("Hex(%s) = %s", s, a.Hex())
		}
		// Lower and upper forms of every example parse to the same address.
		for _, v := range []string{"0x" + strings.ToLower(s[2:]), "0x" + strings.ToUpper(s[2:])} {
			b, err := ParseAddress(v)
			if err != nil || b != a {
				t.Errorf("ParseAddress(%s) = %v, %v; want %v", v, b, err, a)
			}
		}
	}
}

func TestParseAddressErrors(t *testing.T) {
	cases := []struct{ in, wantSubstr string }{
		{"", `missing "0x" prefix`},
		{"5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", `missing "0x" prefix`},
		{"0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", `missing "0x" prefix`},
		{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", "found 39 hex digits, expected 40"},
		{"0x", "found 0 hex digits, expected 40"},
		{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00", "found 42 hex digits, expected 40"},
		{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", `non-hex character 'g' at position 41`},
		{"0x 5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", `non-hex character ' ' at position 2`},
		{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAé", `non-hex character 'é' at position 40`},
		// One letter's case flipped: checksum error naming the right form.
		{"0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			"checksum: 0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed does not match EIP-55; the checksummed form is 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
	}
	for _, c := range cases {
		a, err := ParseAddress(c.in)
		if err == nil {
			t.Errorf("ParseAddress(%q) = %v, want error", c.in, a)
			continue
		}
		if !strings.Contains(err.Error(), c.wantSubstr) {
			t.Errorf("ParseAddress(%q) error %q, want it to contain %q", c.in, err, c.wantSubstr)
		}
	}
	long := "0x" + strings.Repeat("z", 10000)
	if _, err := ParseAddress(long); err == nil || len(err.Error()) > 200 {
		t.Errorf("long input: error %v", err)
	}
	if _, err := ParseAddress(strings.Repeat("z", 10000)); err == nil || len(err.Error()) > 200 {
		t.Errorf("long input without prefix: error %v", err)
	}
}

func TestAddressJSON(t *testing.T) {
	a, _ := ParseAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359")
	js, err := json.Marshal(struct{ A Address }{a})
	if err != nil || string(js) != `{"A":"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"}` {
		t.Fatalf("json = %s, %v", js, err)
	}
	var back struct{ A Address }
	if err := json.Unmarshal(js, &back); err != nil || back.A != a {
		t.Fatalf("round trip: %v %v", back.A, err)
	}
	if err := json.Unmarshal([]byte(`{"A":"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35A"}`), &back); err == nil {
		t.Error("bad checksum accepted by UnmarshalText")
	}
	if _, err := AddressFromBytes(make([]byte, 21)); err == nil {
		t.Error("AddressFromBytes accepted 21 bytes")
	}
}

func TestDeriveActorAddressEIP1014(t *testing.T) {
	// The examples of EIP-1014, with codeHash = keccak256(init_code).
	cases := []struct{ deployer, salt, initCode, want string }{
		{"0x0000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00", "0x4D1A2e2bB4F88F0250f26Ffff098B0b30B26BF38"},
		{"0xdeadbeef00000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00", "0xB928f69Bb1D91Cd65274e3c79d8986362984fDA3"},
		{"0xdeadbeef00000000000000000000000000000000", "0x000000000000000000000000feed000000000000000000000000000000000000", "0x00", "0xD04116cDd17beBE565EB2422F2497E06cC1C9833"},
		{"0x0000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0xdeadbeef", "0x70f2b2914A2a4b783FaEFb75f459A580616Fcb5e"},
		{"0x00000000000000000000000000000000deadbeef", "0x00000000000000000000000000000000000000000000000000000000cafebabe", "0xdeadbeef", "0x60f3f640a8508fC6a86d45DF051962668E1e8AC7"},
		{"0x00000000000000000000000000000000deadbeef", "0x00000000000000000000000000000000000000000000000000000000cafebabe", "0x" + strings.Repeat("deadbeef", 11), "0x1d8bfDC5D46DC4f61D6b6115972536eBE6A8854C"},
		{"0x0000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x", "0xE33C0C7F7df4809055C3ebA6c09CFe4BaF1BD9e0"},
	}
	for i, c := range cases {
		dep, err := ParseAddress(c.deployer)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DeriveActorAddress(dep, mustHex(t, c.salt), Keccak256(mustHex(t, c.initCode)))
		if err != nil {
			t.Fatalf("example %d: %v", i, err)
		}
		if got.Hex() != c.want {
			t.Errorf("example %d: got %s, want %s", i, got, c.want)
		}
	}
}

func TestDeriveActorAddressSalt(t *testing.T) {
	dep, _ := ParseAddress("0x00000000000000000000000000000000deadbeef")
	code := Keccak256([]byte{0xde, 0xad, 0xbe, 0xef})
	want, _ := ParseAddress("0x60f3f640a8508fC6a86d45DF051962668E1e8AC7")
	// Short salts are left-padded: 0xcafebabe is the same salt as its 32-byte form.
	for _, salt := range [][]byte{{0xca, 0xfe, 0xba, 0xbe}, append(make([]byte, 28), 0xca, 0xfe, 0xba, 0xbe)} {
		got, err := DeriveActorAddress(dep, salt, code)
		if err != nil || got != want {
			t.Errorf("salt %x: got %s, %v; want %s", salt, got, err, want)
		}
	}
	// Empty and nil salt are salt zero.
	zero, _ := DeriveActorAddress(dep, make([]byte, 32), code)
	for _, salt := range [][]byte{nil, {}, {0}} {
		if got, err := DeriveActorAddress(dep, salt, code); err != nil || got != zero {
			t.Errorf("salt %x: got %s, %v; want %s", salt, got, err, zero)
		}
	}
	if _, err := DeriveActorAddress(dep, make([]byte, 33), code); err == nil || !strings.Contains(err.Error(), "33 bytes") {
		t.Errorf("33-byte salt: err = %v", err)
	}
}

func FuzzParseAddress(f *testing.F) {
	for _, s := range []string{
		"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
		"0x52908400098527886E0F7030069857D2E4169EE7",
		"0xde709f2102306220921060314715629080e2fb77",
		"0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
		"0x", "", "0xg", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAé",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAddress(s)
		if err != nil {
			return
		}
		b, err := ParseAddress(a.String())
		if err != nil {
			t.Fatalf("String() %s of parsed %q does not re-parse: %v", a.String(), s, err)
		}
		if a != b {
			t.Fatalf("re-parse of %s gave %v, want %v", a.String(), b, a)
		}
		if !strings.EqualFold(a.String(), s) {
			t.Fatalf("parsed %q but String() is %s", s, a.String())
		}
	})
}
