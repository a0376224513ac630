package state

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// proofTree is a committed tree of 500 pairs "key<i>" = "value<i>" for even
// i; odd i are absent.
func proofTree(t testing.TB) (*Tree, map[string]string) {
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	m := map[string]string{}
	for i := 0; i < 1000; i += 2 {
		k, v := fmt.Sprintf("key%d", i), fmt.Sprintf("value%d", i)
		m[k] = v
		tr.Set([]byte(k), []byte(v))
	}
	commit(t, tr, kv)
	return tr, m
}

func roundTrip(t *testing.T, p Proof) Proof {
	t.Helper()
	b, err := p.MarshalCBOR()
	if err != nil {
		t.Fatal(err)
	}
	q, err := DecodeProof(b)
	if err != nil {
		t.Fatalf("decode %x: %v", b, err)
	}
	b2, _ := q.MarshalCBOR()
	if !bytes.Equal(b, b2) {
		t.Fatalf("re-encoding changed the bytes:\n%x\n%x", b, b2)
	}
	return q
}

func TestProofsVerify(t *testing.T) {
	tr, m := proofTree(t)
	root := tr.Root()
	kinds := map[ProofKind]int{}
	for i := range 1000 {
		k := fmt.Sprintf("key%d", i)
		p, err := tr.Prove([]byte(k))
		if err != nil {
			t.Fatal(err)
		}
		kinds[p.Kind]++
		p = roundTrip(t, p)
		v, ok, err := VerifyProof(root, []byte(k), p)
		want, wantOK := m[k]
		if err != nil || ok != wantOK || string(v) != want {
			t.Fatalf("%s: %q %v %v, want %q %v", k, v, ok, err, want, wantOK)
		}
		// The wrong root fails.
		bad := root
		bad[31] ^= 1
		if _, _, err := VerifyProof(bad, []byte(k), p); !errors.Is(err, ErrInvalidProof) {
			t.Fatalf("%s verifies against a wrong root", k)
		}
		if wantOK {
			// A wrong value fails.
			q := p
			q.Value = []byte(want + "x")
			if _, _, err := VerifyProof(root, []byte(k), q); !errors.Is(err, ErrInvalidProof) {
				t.Fatalf("%s verifies with a wrong value", k)
			}
			// The proof of one key does not prove another (present or absent).
			for _, other := range []string{fmt.Sprintf("key%d", (i+2)%1000), fmt.Sprintf("key%d", i+1)} {
				if _, _, err := VerifyProof(root, []byte(other), p); !errors.Is(err, ErrInvalidProof) {
					t.Fatalf("proof of %s verifies for %s", k, other)
				}
			}
		} else {
			// A non-inclusion proof does not prove a present key absent.
			present := fmt.Sprintf("key%d", i-1)
			if _, _, err := VerifyProof(root, []byte(present), p); !errors.Is(err, ErrInvalidProof) {
				t.Fatalf("absence proof of %s verifies for present %s", k, present)
			}
		}
		// Dropping or adding a sibling fails.
		if len(p.Siblings) > 0 {
			q := p
			q.Siblings = p.Siblings[1:]
			if _, _, err := VerifyProof(root, []byte(k), q); err == nil {
				t.Fatalf("%s: proof without its first sibling verifies", k)
			}
		}
		q := p
		q.Siblings = append(append([]Hash{}, p.Siblings...), types.Keccak256([]byte("x")))
		if _, _, err := VerifyProof(root, []byte(k), q); err == nil {
			t.Fatalf("%s: proof with an extra sibling verifies", k)
		}
	}
	if kinds[ProofPresent] != 500 || kinds[ProofAbsentEmpty] == 0 || kinds[ProofAbsentLeaf] == 0 {
		t.Fatalf("proof kinds %v: want every kind exercised", kinds)
	}
}

// TestTamperedProofBytes flips every bit of every encoded proof: the result
// must fail to decode or fail to verify.
func TestTamperedProofBytes(t *testing.T) {
	tr, _ := proofTree(t)
	root := tr.Root()
	for i := range 40 {
		k := []byte(fmt.Sprintf("key%d", i))
		p, _ := tr.Prove(k)
		b, _ := p.MarshalCBOR()
		for j := range b {
			for bitN := range 8 {
				bad := append([]byte(nil), b...)
				bad[j] ^= 1 << bitN
				q, err := DecodeProof(bad)
				if err != nil {
					continue
				}
				if _, _, err := VerifyProof(root, k, q); err == nil {
					t.Fatalf("%s: proof with byte %d bit %d flipped verifies: %x", k, j, bitN, bad)
				}
			}
		}
		// Truncations never decode.
		for j := range len(b) {
			if _, err := DecodeProof(b[:j]); err == nil {
				t.Fatalf("%s: truncated proof %x decodes", k, b[:j])
			}
		}
	}
}

// TestForgedProofs builds non-canonical or lying proofs by hand.
func TestForgedProofs(t *testing.T) {
	tr, _ := proofTree(t)
	root := tr.Root()
	k := []byte("key0")
	p, _ := tr.Prove(k)
	kh := b3(k)
	// Claim absence by presenting the key's own leaf as "another leaf".
	q := Proof{Kind: ProofAbsentLeaf, Siblings: p.Siblings, LeafKeyHash: kh, LeafValueHash: b3(p.Value)}
	if _, _, err := VerifyProof(root, k, q); !errors.Is(err, ErrInvalidProof) {
		t.Fatal("own leaf accepted as the other leaf")
	}
	// A leaf off the key's path.
	q.LeafKeyHash[0] ^= 0x80
	if _, _, err := VerifyProof(root, k, q); !errors.Is(err, ErrInvalidProof) {
		t.Fatal("leaf off the path accepted")
	}
	// Unknown kind; too many siblings.
	if _, _, err := VerifyProof(root, k, Proof{Kind: 3}); !errors.Is(err, ErrInvalidProof) {
		t.Fatal("unknown kind accepted")
	}
	if _, _, err := VerifyProof(root, k, Proof{Siblings: make([]Hash, MaxDepth+1)}); !errors.Is(err, ErrInvalidProof) {
		t.Fatal("257 siblings accepted")
	}
	if _, err := (Proof{Siblings: make([]Hash, MaxDepth+1)}).MarshalCBOR(); err == nil {
		t.Fatal("257 siblings encoded")
	}
	// Empty tree and one-leaf tree.
	if _, ok, err := VerifyProof(EmptyRoot, k, Proof{}); ok || err != nil {
		t.Fatal("absence in the empty tree")
	}
	kv := NewMemKV()
	one := mustOpen(t, kv, EmptyRoot)
	one.Set(k, []byte("v"))
	r := commit(t, one, kv)
	for _, key := range []string{"key0", "other"} {
		p, err := one.Prove([]byte(key))
		if err != nil || len(p.Siblings) != 0 {
			t.Fatalf("one-leaf proof: %v %v", p, err)
		}
		v, ok, err := VerifyProof(r, []byte(key), p)
		if err != nil || ok != (key == "key0") || (ok && string(v) != "v") {
			t.Fatalf("one-leaf tree, %s: %q %v %v", key, v, ok, err)
		}
	}
	// A non-canonical path: a leaf whose last sibling is empty.
	deep := Proof{Kind: ProofPresent, Value: []byte("v"), Siblings: []Hash{{}}}
	kh2 := b3(k)
	vh := b3([]byte("v"))
	leaf := b3([]byte{0}, kh2[:], vh[:])
	var fake Hash
	if kh2[0]&0x80 == 0 {
		fake = b3(leaf[:], make([]byte, 32))
	} else {
		fake = b3(make([]byte, 32), leaf[:])
	}
	if _, _, err := VerifyProof(fake, k, deep); !errors.Is(err, ErrInvalidProof) {
		t.Fatal("non-canonical proof accepted")
	}
}

func TestDecodeProofRejects(t *testing.T) {
	h32 := bytes.Repeat([]byte{7}, 32)
	enc := func(v any) []byte {
		b, err := codec.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for name, b := range map[string][]byte{
		"empty":             {},
		"not array":         enc(uint64(1)),
		"one item":          enc([]any{uint64(0)}),
		"kind 3":            enc([]any{uint64(3), []byte{}}),
		"negative kind":     enc([]any{int64(-1), []byte{}}),
		"kind as text":      enc([]any{"0", []byte{}}),
		"absent+value":      enc([]any{uint64(0), []byte{}, []byte{}}),
		"present no value":  enc([]any{uint64(1), []byte{}}),
		"leaf short hash":   enc([]any{uint64(2), []byte{}, h32[:31], h32}),
		"leaf text hash":    enc([]any{uint64(2), []byte{}, string(h32), h32}),
		"siblings 33 bytes": enc([]any{uint64(0), make([]byte, 33)}),
		"257 siblings":      enc([]any{uint64(0), make([]byte, 257*32)}),
		"value as text":     enc([]any{uint64(1), []byte{}, "v"}),
		"nested":            enc([]any{uint64(0), []any{[]byte{}}}),
		"non-canonical int": mustHex("82180040"),
		"indefinite":        mustHex("9f0040ff"),
		"trailing":          append(enc([]any{uint64(0), []byte{}}), 0),
		"too big":           append(mustHex("8201"), append([]byte{0x5a, 0, 0x40, 0, 0}, make([]byte, MaxProofBytes)...)...),
	} {
		if _, err := DecodeProof(b); !errors.Is(err, ErrInvalidProof) {
			t.Errorf("%s: %x decoded (err %v)", name, b[:min(len(b), 40)], err)
		}
	}
	var le *codec.LimitError
	big := append(mustHex("8301405a00400001"), make([]byte, MaxProofBytes)...)
	if _, err := DecodeProof(big); !errors.As(err, &le) {
		t.Errorf("oversized proof: %v, want a LimitError", err)
	}
}

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// TestProofEmbedsInCodec: Proof is a CBOR (un)marshaler, so it nests in
// other codec values.
func TestProofEmbedsInCodec(t *testing.T) {
	tr, _ := proofTree(t)
	p, _ := tr.Prove([]byte("key2"))
	type resp struct {
		Root  Hash  `cbor:"root"`
		Proof Proof `cbor:"proof"`
	}
	b, err := codec.Marshal(resp{tr.Root(), p})
	if err != nil {
		t.Fatal(err)
	}
	var got resp
	if err := codec.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if v, ok, err := VerifyProof(got.Root, []byte("key2"), got.Proof); err != nil || !ok || string(v) != "value2" {
		t.Fatalf("embedded proof: %q %v %v", v, ok, err)
	}
}

// fuzzTree is the fixed tree the fuzzer attacks.
var fuzzTree = func() *Tree {
	kv := NewMemKV()
	tr, _ := Open(kv, EmptyRoot)
	rng := rand.New(rand.NewSource(9))
	for i := range 200 {
		tr.Set([]byte{byte(i)}, []byte{byte(rng.Intn(3))})
	}
	b := kv.NewBatch()
	if _, err := tr.Commit(b); err != nil {
		panic(err)
	}
	if err := b.Commit(); err != nil {
		panic(err)
	}
	return tr
}()

// FuzzDecodeProof: decoding never panics, accepted input is canonical
// (re-encodes to itself), and no input proves anything false about
// fuzzTree: a proof that verifies agrees with the tree.
func FuzzDecodeProof(f *testing.F) {
	for _, k := range [][]byte{{0}, {7}, {199}, {200}, {255}, {}, []byte("x")} {
		p, err := fuzzTree.Prove(k)
		if err != nil {
			f.Fatal(err)
		}
		b, _ := p.MarshalCBOR()
		f.Add(b, k)
	}
	f.Add(mustHex("8200405820"), []byte{1})
	f.Fuzz(func(t *testing.T, data, key []byte) {
		p, err := DecodeProof(data)
		if err != nil {
			if !errors.Is(err, ErrInvalidProof) {
				t.Fatalf("error %v does not wrap ErrInvalidProof", err)
			}
			return
		}
		again, err := p.MarshalCBOR()
		if err != nil || !bytes.Equal(again, data) {
			t.Fatalf("accepted %x re-encodes as %x (%v)", data, again, err)
		}
		v, ok, err := VerifyProof(fuzzTree.Root(), key, p)
		if err != nil {
			return
		}
		want, wantOK, _ := fuzzTree.Get(key)
		if ok != wantOK || !bytes.Equal(v, want) {
			t.Fatalf("forged proof for %x: says %x %v, tree has %x %v", key, v, ok, want, wantOK)
		}
	})
}
