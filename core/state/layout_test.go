package state

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

// TestRootsUnchangedByLayout pins the roots and proofs of a long random
// history: 400 commits of sets, overwrites and deletions over a growing key
// space, with the tree reopened from the KV with a small cache now and then.
// The expected digest (keccak256 of every root and every encoded proof, in
// order) was first computed by the code that stored one KV entry per node,
// before internal nodes were grouped into pages: the storage layout must
// never change a root. It was recomputed when the tree's hash became
// BLAKE3, whose roots TestGoldenRoots and TestRootMatchesReference check.
func TestRootsUnchangedByLayout(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	var all []byte
	for c := range 400 {
		space := 100 + 40*c
		for range 1 + rng.Intn(300) {
			k := []byte(fmt.Sprintf("key/%d", rng.Intn(space)))
			if rng.Intn(4) == 0 {
				tr.Delete(k)
			} else {
				n := rng.Intn(70)
				if rng.Intn(8) == 0 {
					n = 100 + rng.Intn(200) // large values are stored apart
				}
				v := make([]byte, n)
				rng.Read(v)
				tr.Set(k, v)
			}
		}
		root := commit(t, tr, kv)
		all = append(all, root[:]...)
		for range 3 {
			k := []byte(fmt.Sprintf("key/%d", rng.Intn(space)))
			p, err := tr.Prove(k)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := VerifyProof(root, k, p); err != nil {
				t.Fatal(err)
			}
			b, err := p.MarshalCBOR()
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, b...)
		}
		if rng.Intn(10) == 0 {
			tr = mustOpen(t, kv, root)
			tr.SetCacheLimit(rng.Intn(200))
		}
	}
	const want = "0xdcde3ef4812bb7c6fba9fd1e552a0706e4955a588e14c70b23dab6d75f81ac13"
	if got := types.Keccak256(all); got.Hex() != want {
		t.Fatalf("digest of roots and proofs %s, want %s", got, want)
	}
}
