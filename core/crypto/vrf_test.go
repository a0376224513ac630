package crypto

import (
	"bytes"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"filippo.io/edwards25519"
)

// testRand is a deterministic byte stream (SHA-512 in counter mode) so that
// tests do not depend on system randomness.
type testRand struct {
	seed []byte
	ctr  uint64
	buf  []byte
}

func newTestRand(label string) *testRand { return &testRand{seed: []byte(label)} }

func (r *testRand) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if len(r.buf) == 0 {
			var c [8]byte
			for i := range c {
				c[i] = byte(r.ctr >> (8 * i))
			}
			r.ctr++
			sum := sha512.Sum512(append(append([]byte(nil), r.seed...), c[:]...))
			r.buf = sum[:]
		}
		m := copy(p[n:], r.buf)
		r.buf = r.buf[m:]
		n += m
	}
	return n, nil
}

// RFC 8032 §7.1 TEST 1.
func TestEd25519RFC8032Test1(t *testing.T) {
	k, err := ValidatorKeyFromSeed(mustHex(t, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
	if err != nil {
		t.Fatal(err)
	}
	pk := k.PublicKey()
	if hex.EncodeToString(pk[:]) != "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a" {
		t.Fatalf("public key %x", pk)
	}
	sig := k.Sign(nil)
	want := "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
	if hex.EncodeToString(sig[:]) != want {
		t.Fatalf("signature %x, want %s", sig, want)
	}
	if !pk.Verify(nil, sig) {
		t.Fatal("RFC 8032 signature does not verify")
	}
	if pk.Verify([]byte("x"), sig) {
		t.Fatal("signature verified for a different message")
	}
	sig[10] ^= 1
	if pk.Verify(nil, sig) {
		t.Fatal("tampered signature verified")
	}
}

func TestValidatorKeys(t *testing.T) {
	r := newTestRand("validator keys")
	k, err := GenerateValidatorKey(r)
	if err != nil {
		t.Fatal(err)
	}
	k2, err := ValidatorKeyFromSeed(k.Seed())
	if err != nil || k2.PublicKey() != k.PublicKey() {
		t.Fatalf("seed round trip: %v", err)
	}
	msg := []byte("block 1")
	if !k.PublicKey().Verify(msg, k2.Sign(msg)) {
		t.Fatal("signature does not verify")
	}
	if _, err := ValidatorKeyFromSeed(make([]byte, 31)); err == nil {
		t.Fatal("31-byte seed accepted")
	}
	if _, err := GenerateValidatorKey(bytes.NewReader(make([]byte, 31))); err == nil {
		t.Fatal("GenerateValidatorKey succeeded on a short reader")
	}
	if _, err := GenerateValidatorKey(nil); err == nil {
		t.Fatal("GenerateValidatorKey succeeded with nil reader")
	}
	pk := k.PublicKey()
	text, _ := pk.MarshalText()
	var back ValidatorPublicKey
	if err := back.UnmarshalText(text); err != nil || back != pk {
		t.Fatalf("text round trip %s: %v", text, err)
	}
	for _, bad := range []string{pk.Hex()[2:], pk.Hex()[:65], pk.Hex()[:64] + "zz"} {
		if _, err := ParseValidatorPublicKey(bad); err == nil {
			t.Errorf("ParseValidatorPublicKey(%q) accepted", bad)
		}
	}
	if b, err := ValidatorPublicKeyFromBytes(pk[:]); err != nil || b != pk {
		t.Fatal("ValidatorPublicKeyFromBytes round trip")
	}
	if _, err := ValidatorPublicKeyFromBytes(pk[:31]); err == nil {
		t.Fatal("31-byte public key accepted")
	}
}

// RFC 9381 Appendix B.3, Examples 16-18 (ECVRF-EDWARDS25519-SHA512-TAI).
var vrfVectors = []struct {
	sk, pk, alpha, h, pi, beta string
}{
	{
		sk:    "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
		pk:    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
		alpha: "",
		h:     "91bbed02a99461df1ad4c6564a5f5d829d0b90cfc7903e7a5797bd658abf3318",
		pi:    "8657106690b5526245a92b003bb079ccd1a92130477671f6fc01ad16f26f723f26f8a57ccaed74ee1b190bed1f479d9727d2d0f9b005a6e456a35d4fb0daab1268a1b0db10836d9826a528ca76567805",
		beta:  "90cf1df3b703cce59e2a35b925d411164068269d7b2d29f3301c03dd757876ff66b71dda49d2de59d03450451af026798e8f81cd2e333de5cdf4f3e140fdd8ae",
	},
	{
		sk:    "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
		pk:    "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
		alpha: "72",
		h:     "5b659fc3d4e9263fd9a4ed1d022d75eaacc20df5e09f9ea937502396598dc551", // ctr = 1
		pi:    "f3141cd382dc42909d19ec5110469e4feae18300e94f304590abdced48aed5933bf0864a62558b3ed7f2fea45c92a465301b3bbf5e3e54ddf2d935be3b67926da3ef39226bbc355bdc9850112c8f4b02",
		beta:  "eb4440665d3891d668e7e0fcaf587f1b4bd7fbfe99d0eb2211ccec90496310eb5e33821bc613efb94db5e5b54c70a848a0bef4553a41befc57663b56373a5031",
	},
	{
		sk:    "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
		pk:    "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
		alpha: "af82",
		h:     "bf4339376f5542811de615e3313d2b36f6f53c0acfebb482159711201192576a",
		pi:    "9bc0f79119cc5604bf02d23b4caede71393cedfbb191434dd016d30177ccbf8096bb474e53895c362d8628ee9f9ea3c0e52c7a5c691b6c18c9979866568add7a2d41b00b05081ed0f58ee5e31b3a970e",
		beta:  "645427e5d00c62a23fb703732fa5d892940935942101e456ecca7bb217c61c452118fec1219202a0edcf038bb6373241578be7217ba85a2687f7a0310b2df19f",
	},
}

func TestVRFRFC9381Vectors(t *testing.T) {
	for i, v := range vrfVectors {
		sk, err := ValidatorKeyFromSeed(mustHex(t, v.sk))
		if err != nil {
			t.Fatal(err)
		}
		pk := sk.PublicKey()
		if hex.EncodeToString(pk[:]) != v.pk {
			t.Fatalf("example %d: pk %x, want %s", 16+i, pk, v.pk)
		}
		alpha := mustHex(t, v.alpha)
		h, err := vrfEncodeToCurve(pk[:], alpha)
		if err != nil || hex.EncodeToString(h.Bytes()) != v.h {
			t.Errorf("example %d: H = %x (%v), want %s", 16+i, h.Bytes(), err, v.h)
		}
		pi, err := VRFProve(sk, alpha)
		if err != nil {
			t.Fatal(err)
		}
		if hex.EncodeToString(pi[:]) != v.pi {
			t.Errorf("example %d: pi = %x, want %s", 16+i, pi, v.pi)
		}
		beta, err := VRFProofToHash(pi)
		if err != nil || hex.EncodeToString(beta[:]) != v.beta {
			t.Errorf("example %d: proof_to_hash = %x (%v), want %s", 16+i, beta, err, v.beta)
		}
		var wantPi [VRFProofSize]byte
		copy(wantPi[:], mustHex(t, v.pi))
		beta, err = VRFVerify(pk, alpha, wantPi)
		if err != nil || hex.EncodeToString(beta[:]) != v.beta {
			t.Errorf("example %d: verify = %x (%v), want %s", 16+i, beta, err, v.beta)
		}
	}
}

// A valid proof from RFC 9381 Example 17, and its key, for rejection tests.
func vrfFixture(t *testing.T) (ValidatorPublicKey, []byte, [VRFProofSize]byte) {
	t.Helper()
	sk, _ := ValidatorKeyFromSeed(mustHex(t, vrfVectors[1].sk))
	alpha := mustHex(t, vrfVectors[1].alpha)
	pi, err := VRFProve(sk, alpha)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := VRFVerify(sk.PublicKey(), alpha, pi); err != nil {
		t.Fatal(err)
	}
	return sk.PublicKey(), alpha, pi
}

func wantVRFError(t *testing.T, name string, err error, substr string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: accepted", name)
		return
	}
	if !errors.Is(err, ErrInvalidVRFProof) || !strings.Contains(err.Error(), substr) {
		t.Errorf("%s: error %q, want ErrInvalidVRFProof containing %q", name, err, substr)
	}
}

func TestVRFRejectsWrongInputAndKey(t *testing.T) {
	pk, alpha, pi := vrfFixture(t)
	_, err := VRFVerify(pk, append(alpha, 0), pi)
	wantVRFError(t, "wrong alpha", err, "does not verify")
	_, err = VRFVerify(pk, nil, pi)
	wantVRFError(t, "empty alpha", err, "does not verify")

	other, _ := ValidatorKeyFromSeed(mustHex(t, vrfVectors[2].sk))
	_, err = VRFVerify(other.PublicKey(), alpha, pi)
	wantVRFError(t, "wrong key", err, "does not verify")
}

func TestVRFRejectsTamperedBytes(t *testing.T) {
	pk, alpha, pi := vrfFixture(t)
	for i := 0; i < VRFProofSize; i++ {
		for _, mask := range []byte{0x01, 0x80} {
			bad := pi
			bad[i] ^= mask
			if _, err := VRFVerify(pk, alpha, bad); err == nil {
				t.Errorf("proof with byte %d ^ %#x verified", i, mask)
			} else if !errors.Is(err, ErrInvalidVRFProof) {
				t.Errorf("byte %d: error %v does not wrap ErrInvalidVRFProof", i, err)
			}
		}
	}
	for i := 0; i < ValidatorPublicKeySize; i++ {
		bad := pk
		bad[i] ^= 0x01
		if _, err := VRFVerify(bad, alpha, pi); err == nil {
			t.Errorf("key with byte %d flipped verified", i)
		}
	}
}

// groupOrderL is L = 2^252 + 27742317777372353535851937790883648493, little-endian.
func groupOrderL() [32]byte {
	var l [32]byte
	b, _ := hex.DecodeString("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
	copy(l[:], b)
	return l
}

// addLE returns a + b for 32-byte little-endian integers (no overflow here).
func addLE(a, b []byte) []byte {
	out := make([]byte, 32)
	carry := 0
	for i := 0; i < 32; i++ {
		v := int(a[i]) + int(b[i]) + carry
		out[i] = byte(v)
		carry = v >> 8
	}
	return out
}

func TestVRFRejectsNonCanonicalS(t *testing.T) {
	pk, alpha, pi := vrfFixture(t)
	l := groupOrderL()

	sEqL := pi
	copy(sEqL[48:], l[:])
	_, err := VRFVerify(pk, alpha, sEqL)
	wantVRFError(t, "s = L", err, "s is not below the group order")

	// s + L is the same scalar mod L; accepting it would make proofs malleable.
	sPlusL := pi
	copy(sPlusL[48:], addLE(pi[48:], l[:]))
	_, err = VRFVerify(pk, alpha, sPlusL)
	wantVRFError(t, "s + L", err, "s is not below the group order")
	_, err = VRFProofToHash(sPlusL)
	wantVRFError(t, "proof_to_hash s + L", err, "s is not below the group order")

	sMax := pi
	for i := 48; i < 80; i++ {
		sMax[i] = 0xff
	}
	_, err = VRFVerify(pk, alpha, sMax)
	wantVRFError(t, "s = 2^256-1", err, "s is not below the group order")
}

// smallOrderPoints are the encodings of the eight points of order dividing 8,
// plus the non-canonical sign-bit variants that decode to them.
var smallOrderPoints = []string{
	"0100000000000000000000000000000000000000000000000000000000000000", // identity
	"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // order 2
	"0000000000000000000000000000000000000000000000000000000000000000", // order 4
	"0000000000000000000000000000000000000000000000000000000000000080", // order 4
	"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a", // order 8
	"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa", // order 8
	"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05", // order 8
	"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85", // order 8
}

func TestVRFRejectsSmallOrderKeys(t *testing.T) {
	_, alpha, pi := vrfFixture(t)
	for _, s := range smallOrderPoints {
		b := mustHex(t, s)
		p, err := new(edwards25519.Point).SetBytes(b)
		if err != nil {
			t.Fatalf("%s does not decode: %v", s, err)
		}
		if new(edwards25519.Point).MultByCofactor(p).Equal(edwards25519.NewIdentityPoint()) != 1 {
			t.Fatalf("%s is not of small order", s)
		}
		pk, _ := ValidatorPublicKeyFromBytes(b)
		_, err = VRFVerify(pk, alpha, pi)
		wantVRFError(t, "small-order key "+s, err, "small order")
	}
}

// nonCanonicalEncodings returns encodings that edwards25519.Point.SetBytes
// accepts but RFC 8032 decoding rejects: y ≥ p, and x = 0 with the sign bit set.
func nonCanonicalEncodings(t *testing.T) [][]byte {
	var out [][]byte
	// y = p + k for k = 0..18 encode as 0xed+k, 0xff..., 0x7f.
	for k := 0; k < 19; k++ {
		b := bytes.Repeat([]byte{0xff}, 32)
		b[0] = byte(0xed + k)
		b[31] = 0x7f
		if _, err := new(edwards25519.Point).SetBytes(b); err == nil {
			out = append(out, b)
		}
	}
	// The identity (x = 0, y = 1) with the sign bit set.
	id := make([]byte, 32)
	id[0], id[31] = 1, 0x80
	out = append(out, id)
	if len(out) < 3 {
		t.Fatalf("only %d non-canonical encodings found", len(out))
	}
	return out
}

func TestVRFRejectsNonCanonicalPoints(t *testing.T) {
	pk, alpha, pi := vrfFixture(t)
	for _, enc := range nonCanonicalEncodings(t) {
		bad := pi
		copy(bad[:32], enc)
		_, err := VRFVerify(pk, alpha, bad)
		wantVRFError(t, "non-canonical Gamma "+hex.EncodeToString(enc), err, "Gamma is not a canonical")
		_, err = VRFProofToHash(bad)
		wantVRFError(t, "proof_to_hash non-canonical Gamma", err, "Gamma is not a canonical")

		var badPK ValidatorPublicKey
		copy(badPK[:], enc)
		_, err = VRFVerify(badPK, alpha, pi)
		wantVRFError(t, "non-canonical key "+hex.EncodeToString(enc), err, "public key is not a canonical")
	}
	// An encoding whose y has no matching x is not a point at all.
	var notOnCurve []byte
	for y := byte(2); notOnCurve == nil; y++ {
		b := make([]byte, 32)
		b[0] = y
		if _, err := new(edwards25519.Point).SetBytes(b); err != nil {
			notOnCurve = b
		}
	}
	bad := pi
	copy(bad[:32], notOnCurve)
	_, err := VRFVerify(pk, alpha, bad)
	wantVRFError(t, "Gamma not on curve", err, "Gamma is not a canonical")
	var badPK ValidatorPublicKey
	copy(badPK[:], notOnCurve)
	_, err = VRFVerify(badPK, alpha, pi)
	wantVRFError(t, "key not on curve", err, "public key is not a canonical")
}

func TestVRFProveVerifyRandom(t *testing.T) {
	r := newTestRand("vrf round trip")
	for i := 0; i < 16; i++ {
		sk, err := GenerateValidatorKey(r)
		if err != nil {
			t.Fatal(err)
		}
		alpha := make([]byte, i*7)
		_, _ = r.Read(alpha)
		pi, err := VRFProve(sk, alpha)
		if err != nil {
			t.Fatal(err)
		}
		beta, err := VRFVerify(sk.PublicKey(), alpha, pi)
		if err != nil {
			t.Fatalf("own proof rejected: %v", err)
		}
		beta2, _ := VRFProofToHash(pi)
		if beta != beta2 {
			t.Fatal("VRFVerify and VRFProofToHash disagree")
		}
		pi2, _ := VRFProve(sk, alpha)
		if pi2 != pi {
			t.Fatal("VRFProve is not deterministic")
		}
	}
	if _, err := VRFProve(nil, nil); err == nil {
		t.Fatal("VRFProve accepted a nil key")
	}
}

func FuzzVRFVerify(f *testing.F) {
	for _, v := range vrfVectors {
		f.Add(mustHex(f, v.pk), mustHex(f, v.alpha), mustHex(f, v.pi))
	}
	f.Fuzz(func(t *testing.T, pkb, alpha, pib []byte) {
		var pk ValidatorPublicKey
		var pi [VRFProofSize]byte
		copy(pk[:], pkb)
		copy(pi[:], pib)
		beta, err := VRFVerify(pk, alpha, pi)
		if err != nil {
			if !errors.Is(err, ErrInvalidVRFProof) {
				t.Fatalf("error %v does not wrap ErrInvalidVRFProof", err)
			}
			return
		}
		if b2, err := VRFProofToHash(pi); err != nil || b2 != beta {
			t.Fatalf("verified proof: proof_to_hash %x, %v; verify gave %x", b2, err, beta)
		}
	})
}
