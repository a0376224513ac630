package crypto

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil {
		t.Fatalf("bad hex %q: %v", s, err)
	}
	return b
}

// secpN is the secp256k1 group order.
var secpN, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)

func eip155Key(t testing.TB) *PrivateKey {
	t.Helper()
	k, err := PrivateKeyFromBytes(bytes.Repeat([]byte{0x46}, 32))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestAddressOfKey(t *testing.T) {
	k := eip155Key(t)
	want := "0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F"
	if got := k.PublicKey().Address().Hex(); got != want {
		t.Fatalf("address = %s, want %s", got, want)
	}
	if got := k.Address().Hex(); got != want {
		t.Fatalf("PrivateKey.Address = %s, want %s", got, want)
	}
	if !bytes.Equal(k.Bytes(), bytes.Repeat([]byte{0x46}, 32)) {
		t.Fatalf("Bytes() = %x", k.Bytes())
	}
	// Public key encodings round-trip.
	pub := k.PublicKey()
	for _, enc := range [][]byte{pub.Bytes(), pub.CompressedBytes()} {
		p, err := PublicKeyFromBytes(enc)
		if err != nil || !p.Equal(pub) {
			t.Fatalf("PublicKeyFromBytes(%x): %v", enc, err)
		}
	}
	if len(pub.Bytes()) != 65 || pub.Bytes()[0] != 4 {
		t.Fatalf("uncompressed encoding %x", pub.Bytes())
	}
	if _, err := PublicKeyFromBytes(make([]byte, 33)); err == nil {
		t.Fatal("PublicKeyFromBytes accepted zero bytes")
	}
}

// EIP-155's worked example: the signing hash of its transaction, signed with
// the key 0x4646…46, gives these r and s and v = 37 (chain id 1 → parity 0).
func TestSignEIP155(t *testing.T) {
	k := eip155Key(t)
	var hash types.Hash
	copy(hash[:], mustHex(t, "daf5a779ae972f972197303d7b574746c7ef83eadac0f2791ad23db92e4c8e53"))
	sig, err := Sign(hash, k)
	if err != nil {
		t.Fatal(err)
	}
	wantR, _ := new(big.Int).SetString("18515461264373351373200002665853028612451056578545711640558177340181847433846", 10)
	wantS, _ := new(big.Int).SetString("46948507304638947509940763649030358759909902576025900602547168820602576006531", 10)
	if r := new(big.Int).SetBytes(sig[0:32]); r.Cmp(wantR) != 0 {
		t.Errorf("r = %s, want %s", r, wantR)
	}
	if s := new(big.Int).SetBytes(sig[32:64]); s.Cmp(wantS) != 0 {
		t.Errorf("s = %s, want %s", s, wantS)
	}
	if sig[64] != 0 {
		t.Errorf("v = %d, want 0", sig[64])
	}
	addr, err := RecoverAddress(hash, sig)
	if err != nil || addr != k.Address() {
		t.Fatalf("RecoverAddress = %s, %v; want %s", addr, err, k.Address())
	}
	pub, err := RecoverPubkey(hash, sig)
	if err != nil || !pub.Equal(k.PublicKey()) {
		t.Fatalf("RecoverPubkey: %v", err)
	}
	// Deterministic (RFC 6979).
	if again, _ := Sign(hash, k); again != sig {
		t.Fatal("Sign is not deterministic")
	}
}

func TestSignRecoverRoundTrip(t *testing.T) {
	r := newTestRand("secp256k1 round trip")
	for i := 0; i < 32; i++ {
		k, err := GenerateKey(r)
		if err != nil {
			t.Fatal(err)
		}
		hash := types.Keccak256([]byte{byte(i)})
		sig, err := Sign(hash, k)
		if err != nil {
			t.Fatal(err)
		}
		if err := ValidateSignature(sig); err != nil {
			t.Fatalf("own signature invalid: %v", err)
		}
		if new(big.Int).SetBytes(sig[32:64]).Cmp(new(big.Int).Rsh(secpN, 1)) > 0 {
			t.Fatal("Sign produced high s")
		}
		got, err := RecoverAddress(hash, sig)
		if err != nil || got != k.Address() {
			t.Fatalf("recover: %s, %v; want %s", got, err, k.Address())
		}
		k2, err := PrivateKeyFromBytes(k.Bytes())
		if err != nil || k2.Address() != k.Address() {
			t.Fatalf("PrivateKeyFromBytes(Bytes()) round trip: %v", err)
		}
	}
}

func TestRecoverTampered(t *testing.T) {
	k := eip155Key(t)
	hash := types.Keccak256([]byte("tamper"))
	sig, _ := Sign(hash, k)
	want := k.Address()

	other := hash
	other[0] ^= 1
	if got, err := RecoverAddress(other, sig); err == nil && got == want {
		t.Error("different hash recovered the signer")
	}
	for _, i := range []int{0, 31, 32, 63} {
		bad := sig
		bad[i] ^= 0x01
		if got, err := RecoverAddress(hash, bad); err == nil && got == want {
			t.Errorf("flipping byte %d still recovers the signer", i)
		}
	}
	flipped := sig
	flipped[64] ^= 1
	if got, err := RecoverAddress(hash, flipped); err == nil && got == want {
		t.Error("flipped v still recovers the signer")
	}
}

func TestRejectMalformedSignatures(t *testing.T) {
	k := eip155Key(t)
	hash := types.Keccak256([]byte("malformed"))
	sig, _ := Sign(hash, k)

	put := func(dst []byte, v *big.Int) { v.FillBytes(dst) }
	withR := func(v *big.Int) [65]byte { s := sig; put(s[0:32], v); return s }
	withS := func(v *big.Int) [65]byte { s := sig; put(s[32:64], v); return s }
	highS := new(big.Int).Sub(secpN, new(big.Int).SetBytes(sig[32:64]))
	highSig := withS(highS)
	highSig[64] ^= 1 // the high-s twin recovers the same key with the other parity

	cases := []struct {
		name string
		sig  [65]byte
		want string
	}{
		{"v=2", func() [65]byte { s := sig; s[64] = 2; return s }(), "recovery id v = 2"},
		{"v=27", func() [65]byte { s := sig; s[64] = 27; return s }(), "recovery id v = 27"},
		{"r=0", withR(big.NewInt(0)), "r is zero"},
		{"s=0", withS(big.NewInt(0)), "s is zero"},
		{"r=N", withR(secpN), "r is not below"},
		{"s=N", withS(secpN), "s is not below"},
		{"r=2^256-1", withR(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))), "r is not below"},
		{"high s", highSig, "high-s"},
	}
	for _, c := range cases {
		err := ValidateSignature(c.sig)
		if err == nil || !errors.Is(err, ErrInvalidSignature) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: ValidateSignature = %v, want error containing %q", c.name, err, c.want)
		}
		if _, err := RecoverPubkey(hash, c.sig); err == nil {
			t.Errorf("%s: RecoverPubkey accepted", c.name)
		}
		if _, err := RecoverAddress(hash, c.sig); err == nil {
			t.Errorf("%s: RecoverAddress accepted", c.name)
		}
	}
}

func TestPrivateKeyFromBytesRejects(t *testing.T) {
	nMinus1 := new(big.Int).Sub(secpN, big.NewInt(1)).FillBytes(make([]byte, 32))
	if _, err := PrivateKeyFromBytes(nMinus1); err != nil {
		t.Errorf("N-1 rejected: %v", err)
	}
	for name, b := range map[string][]byte{
		"zero":  make([]byte, 32),
		"N":     secpN.FillBytes(make([]byte, 32)),
		"short": make([]byte, 31),
		"long":  append([]byte{0}, nMinus1...),
	} {
		if _, err := PrivateKeyFromBytes(b); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
	if _, err := GenerateKey(bytes.NewReader(make([]byte, 10))); err == nil {
		t.Error("GenerateKey succeeded on a short reader")
	}
	if _, err := GenerateKey(nil); err == nil {
		t.Error("GenerateKey succeeded with nil reader")
	}
	if _, err := Sign(types.Hash{}, nil); err == nil {
		t.Error("Sign accepted a nil key")
	}
}
