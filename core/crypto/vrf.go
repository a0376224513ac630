package crypto

import (
	"bytes"
	"crypto/sha512"
	"errors"
	"fmt"

	"filippo.io/edwards25519"
)

// ECVRF-EDWARDS25519-SHA512-TAI, RFC 9381 §5 with the suite of §5.5:
// edwards25519, SHA-512, try-and-increment encode_to_curve, cLen = 16,
// ptLen = qLen = 32, cofactor 8. Step numbers in comments refer to the RFC.

// Sizes of VRF values.
const (
	VRFProofSize  = 80 // Gamma (32) ‖ c (16) ‖ s (32)
	VRFOutputSize = 64 // beta, a SHA-512 output
)

const (
	vrfSuite = 0x03 // suite_string of ECVRF-EDWARDS25519-SHA512-TAI
	vrfCLen  = 16
)

// ErrInvalidVRFProof is wrapped by every VRF verification failure, so callers
// can test with errors.Is.
var ErrInvalidVRFProof = errors.New("invalid VRF proof")

// VRFProve computes the proof pi for input alpha under sk (RFC 9381 §5.1).
// Proving is deterministic: the same key and alpha always give the same proof.
// The VRF output is VRFProofToHash(pi).
func VRFProve(sk *ValidatorPrivateKey, alpha []byte) ([VRFProofSize]byte, error) {
	var pi [VRFProofSize]byte
	if sk == nil || sk.x == nil {
		return pi, errors.New("VRF prove: nil private key")
	}
	// 2-3. H = encode_to_curve(PK_string, alpha).
	h, err := vrfEncodeToCurve(sk.pub[:], alpha)
	if err != nil {
		return pi, err
	}
	hString := h.Bytes()
	// 4. Gamma = x*H (constant time: x is secret).
	gamma := new(edwards25519.Point).ScalarMult(sk.x, h)
	// 5. k = nonce_generation(SK, h_string) (§5.4.2.2, RFC 8032 style).
	k := vrfNonce(&sk.nonceKey, hString)
	// 6. c = challenge_generation(Y, H, Gamma, k*B, k*H).
	u := new(edwards25519.Point).ScalarBaseMult(k)
	v := new(edwards25519.Point).ScalarMult(k, h)
	c := vrfChallenge(sk.pub[:], hString, gamma.Bytes(), u.Bytes(), v.Bytes())
	// 7. s = (k + c*x) mod q.
	s := edwards25519.NewScalar().MultiplyAdd(vrfCScalar(&c), sk.x, k)
	// 8. pi = point_to_string(Gamma) ‖ int_to_string(c, cLen) ‖ int_to_string(s, qLen).
	copy(pi[0:32], gamma.Bytes())
	copy(pi[32:48], c[:])
	copy(pi[48:80], s.Bytes())
	return pi, nil
}

// VRFVerify checks proof for input alpha under pk (RFC 9381 §5.3, with
// validate_key = TRUE) and returns the VRF output beta. It rejects public keys
// and Gamma that are not canonical point encodings, public keys of small
// order, s ≥ L, and any proof whose challenge does not match.
func VRFVerify(pk ValidatorPublicKey, alpha []byte, proof [VRFProofSize]byte) ([VRFOutputSize]byte, error) {
	var beta [VRFOutputSize]byte
	// 1-2. Y = string_to_point(PK_string).
	y, ok := vrfDecodePoint(pk[:])
	if !ok {
		return beta, fmt.Errorf("%w: public key is not a canonical edwards25519 point", ErrInvalidVRFProof)
	}
	// 3. validate_key (§5.4.5): a small-order key would let a prover make
	// many valid proofs for one alpha, so the output would not be unique.
	if new(edwards25519.Point).MultByCofactor(y).Equal(edwards25519.NewIdentityPoint()) == 1 {
		return beta, fmt.Errorf("%w: public key has small order", ErrInvalidVRFProof)
	}
	// 4-6. (Gamma, c, s) = decode_proof(pi).
	gamma, c, s, err := vrfDecodeProof(&proof)
	if err != nil {
		return beta, err
	}
	// 7. H = encode_to_curve(PK_string, alpha).
	h, err := vrfEncodeToCurve(pk[:], alpha)
	if err != nil {
		return beta, err
	}
	// 8-9. U = s*B - c*Y, V = s*H - c*Gamma. Variable time is fine: every
	// input here is public.
	negC := edwards25519.NewScalar().Negate(c)
	u := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(negC, y, s)
	v := new(edwards25519.Point).VarTimeMultiScalarMult(
		[]*edwards25519.Scalar{s, negC}, []*edwards25519.Point{h, gamma})
	// 10-11. c' = challenge_generation(Y, H, Gamma, U, V); valid iff c = c'.
	c2 := vrfChallenge(pk[:], h.Bytes(), proof[0:32], u.Bytes(), v.Bytes())
	if !bytes.Equal(c2[:], proof[32:48]) {
		return beta, fmt.Errorf("%w: proof does not verify for this key and input", ErrInvalidVRFProof)
	}
	return vrfProofToHash(gamma), nil
}

// VRFProofToHash returns the VRF output beta of a proof (RFC 9381 §5.2). It
// only decodes the proof; it does not check it against a key or input, so
// beta is trustworthy only for a proof that VRFVerify accepted.
func VRFProofToHash(proof [VRFProofSize]byte) ([VRFOutputSize]byte, error) {
	gamma, _, _, err := vrfDecodeProof(&proof)
	if err != nil {
		return [VRFOutputSize]byte{}, err
	}
	return vrfProofToHash(gamma), nil
}

// vrfProofToHash: beta = Hash(suite ‖ 0x03 ‖ point_to_string(cofactor*Gamma) ‖ 0x00).
func vrfProofToHash(gamma *edwards25519.Point) [VRFOutputSize]byte {
	g8 := new(edwards25519.Point).MultByCofactor(gamma)
	d := sha512.New()
	d.Write([]byte{vrfSuite, 0x03})
	d.Write(g8.Bytes())
	d.Write([]byte{0x00})
	var beta [VRFOutputSize]byte
	d.Sum(beta[:0])
	return beta
}

// vrfDecodePoint is string_to_point: RFC 8032 §5.1.3 decoding, which fails on
// y ≥ p and on x = 0 with the sign bit set. The edwards25519 package accepts
// both, so a point is kept only if it re-encodes to the same bytes.
func vrfDecodePoint(b []byte) (*edwards25519.Point, bool) {
	p, err := new(edwards25519.Point).SetBytes(b)
	if err != nil || !bytes.Equal(p.Bytes(), b) {
		return nil, false
	}
	return p, true
}

// vrfDecodeProof is decode_proof (§5.4.4).
func vrfDecodeProof(pi *[VRFProofSize]byte) (gamma *edwards25519.Point, c, s *edwards25519.Scalar, err error) {
	gamma, ok := vrfDecodePoint(pi[0:32])
	if !ok {
		return nil, nil, nil, fmt.Errorf("%w: Gamma is not a canonical edwards25519 point", ErrInvalidVRFProof)
	}
	var cb [vrfCLen]byte
	copy(cb[:], pi[32:48])
	c = vrfCScalar(&cb)
	s, err = edwards25519.NewScalar().SetCanonicalBytes(pi[48:80])
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%w: s is not below the group order L", ErrInvalidVRFProof)
	}
	return gamma, c, s, nil
}

// vrfEncodeToCurve is encode_to_curve_try_and_increment (§5.4.1.1) with
// encode_to_curve_salt = PK_string.
func vrfEncodeToCurve(pkString, alpha []byte) (*edwards25519.Point, error) {
	d := sha512.New()
	var sum [sha512.Size]byte
	identity := edwards25519.NewIdentityPoint()
	// ctr_string is one byte, so at most 256 tries; each succeeds with
	// probability about 1/2, so running out is a 2^-256 event.
	for ctr := 0; ctr < 256; ctr++ {
		d.Reset()
		d.Write([]byte{vrfSuite, 0x01})
		d.Write(pkString)
		d.Write(alpha)
		d.Write([]byte{byte(ctr), 0x00})
		d.Sum(sum[:0])
		// interpret_hash_value_as_a_point: the first ptLen bytes.
		p, ok := vrfDecodePoint(sum[:32])
		if !ok {
			continue
		}
		p.MultByCofactor(p)
		if p.Equal(identity) == 1 {
			continue
		}
		return p, nil
	}
	return nil, errors.New("VRF encode_to_curve: no point found in 256 tries")
}

// vrfNonce is nonce_generation_rfc8032 (§5.4.2.2):
// k = string_to_int(SHA-512(SHA-512(SK)[32:64] ‖ h_string)) mod L.
func vrfNonce(nonceKey *[32]byte, hString []byte) *edwards25519.Scalar {
	d := sha512.New()
	d.Write(nonceKey[:])
	d.Write(hString)
	var sum [sha512.Size]byte
	d.Sum(sum[:0])
	k, err := edwards25519.NewScalar().SetUniformBytes(sum[:])
	if err != nil {
		panic(err) // unreachable: the input is always 64 bytes
	}
	return k
}

// vrfChallenge is challenge_generation (§5.4.3) over the five encoded points
// Y, H, Gamma, U, V; it returns the first cLen bytes of the hash, which are c
// as a little-endian integer.
func vrfChallenge(points ...[]byte) [vrfCLen]byte {
	d := sha512.New()
	d.Write([]byte{vrfSuite, 0x02})
	for _, p := range points {
		d.Write(p)
	}
	d.Write([]byte{0x00})
	var sum [sha512.Size]byte
	d.Sum(sum[:0])
	var c [vrfCLen]byte
	copy(c[:], sum[:vrfCLen])
	return c
}

// vrfCScalar turns the 16-byte challenge into a scalar; c < 2^128 < L, so it
// is always canonical.
func vrfCScalar(c *[vrfCLen]byte) *edwards25519.Scalar {
	var b [32]byte
	copy(b[:], c[:])
	s, err := edwards25519.NewScalar().SetCanonicalBytes(b[:])
	if err != nil {
		panic(err) // unreachable: c < 2^128 < L
	}
	return s
}
