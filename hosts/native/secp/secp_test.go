package secp

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// detRand is a deterministic byte stream for key generation.
type detRand struct{ n uint64 }

func (r *detRand) Read(p []byte) (int, error) {
	for i := range p {
		if i%32 == 0 {
			var b [8]byte
			binary.BigEndian.PutUint64(b[:], r.n)
			r.n++
			h := types.Keccak256(b[:])
			copy(p[i:], h[:])
		}
	}
	return len(p), nil
}

// agree checks that libsecp256k1 and the pure Go default accept and reject
// the same signatures and recover the same addresses: a chain whose nodes
// mix them must not fork.
func agree(t *testing.T, name string, hash types.Hash, sig [crypto.SignatureSize]byte) (types.Address, error) {
	t.Helper()
	want, wantErr := crypto.RecoverAddress(hash, sig)
	got, err := crypto.RecoverAddressWith(KeyRecoverer, hash, sig)
	if got != want || (err == nil) != (wantErr == nil) {
		t.Fatalf("%s: libsecp256k1 recovered %s, %v; pure Go %s, %v", name, got, err, want, wantErr)
	}
	if err != nil && !errors.Is(err, crypto.ErrInvalidSignature) {
		t.Fatalf("%s: error %v does not wrap ErrInvalidSignature", name, err)
	}
	return got, err
}

func TestAgreesWithPureGo(t *testing.T) {
	if KeyRecoverer == nil {
		t.Skip("built without cgo: the pure Go default is in use")
	}
	r := &detRand{}
	for i := range 200 {
		k, err := crypto.GenerateKey(r)
		if err != nil {
			t.Fatal(err)
		}
		hash := types.Keccak256([]byte{byte(i), byte(i >> 8)})
		sig, err := crypto.Sign(hash, k)
		if err != nil {
			t.Fatal(err)
		}
		if a, err := agree(t, "valid", hash, sig); err != nil || a != k.Address() {
			t.Fatalf("signature %d: recovered %s, %v; want %s", i, a, err, k.Address())
		}
		// Tampering recovers another key or fails, identically.
		for _, j := range []int{0, 5, 31, 32, 50, 63, 64} {
			bad := sig
			bad[j] ^= 1 << (i % 8)
			agree(t, "tampered", hash, bad)
		}
		other := hash
		other[i%32] ^= 0x80
		agree(t, "other hash", other, sig)
	}
}

func TestRejectsWhatPureGoRejects(t *testing.T) {
	if KeyRecoverer == nil {
		t.Skip("built without cgo")
	}
	hash := types.Keccak256([]byte("edge"))
	var sig [crypto.SignatureSize]byte
	// No curve point has x = 5 or 7 (x³+7 is not a square mod p); x = 1
	// and 2 do. s = 1 is canonical.
	for _, r := range []byte{1, 2, 5, 7} {
		sig[31], sig[63] = r, 1
		for v := range byte(2) {
			sig[64] = v
			_, err := agree(t, "small r", hash, sig)
			if (err == nil) != (r < 5) {
				t.Fatalf("r=%d v=%d: err = %v", r, v, err)
			}
		}
	}
	sig[64] = 2
	if _, err := agree(t, "v=2", hash, sig); err == nil {
		t.Fatal("v=2 accepted")
	}
}

func BenchmarkRecoverLibsecp256k1(b *testing.B) { benchRecover(b, KeyRecoverer) }
func BenchmarkRecoverPureGo(b *testing.B)       { benchRecover(b, nil) }

func benchRecover(b *testing.B, kr crypto.KeyRecoverer) {
	k, err := crypto.GenerateKey(&detRand{})
	if err != nil {
		b.Fatal(err)
	}
	hash := types.Keccak256([]byte("bench"))
	sig, err := crypto.Sign(hash, k)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := crypto.RecoverAddressWith(kr, hash, sig); err != nil {
			b.Fatal(err)
		}
	}
}
