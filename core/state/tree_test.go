package state

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
	"github.com/zeebo/blake3"
)

// b3 is BLAKE3-256 of the concatenated parts, computed apart from the
// package's hashing functions.
func b3(parts ...[]byte) Hash {
	return blake3.Sum256(bytes.Join(parts, nil))
}

// refRoot computes the root of a set of pairs straight from the definition
// in the package documentation, independently of the Tree code.
func refRoot(m map[string]string) Hash {
	type pair struct {
		kh Hash
		v  string
	}
	var l []pair
	for k, v := range m {
		l = append(l, pair{b3([]byte(k)), v})
	}
	sort.Slice(l, func(i, j int) bool { return bytes.Compare(l[i].kh[:], l[j].kh[:]) < 0 })
	var sub func(l []pair, d int) Hash
	sub = func(l []pair, d int) Hash {
		switch len(l) {
		case 0:
			return Hash{}
		case 1:
			vh := b3([]byte(l[0].v))
			return b3([]byte{0}, l[0].kh[:], vh[:])
		}
		i := sort.Search(len(l), func(i int) bool { return (l[i].kh[d/8]>>(7-d%8))&1 == 1 })
		left, right := sub(l[:i], d+1), sub(l[i:], d+1)
		return b3(left[:], right[:])
	}
	return sub(l, 0)
}

func mustOpen(t testing.TB, kv KV, root Hash) *Tree {
	t.Helper()
	tr, err := Open(kv, root)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func commit(t testing.TB, tr *Tree, kv KV) Hash {
	t.Helper()
	b := kv.NewBatch()
	root, err := tr.Commit(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	return root
}

func randPairs(rng *rand.Rand, n int) map[string]string {
	m := make(map[string]string, n)
	for len(m) < n {
		k := make([]byte, 1+rng.Intn(40))
		rng.Read(k)
		v := make([]byte, rng.Intn(50))
		rng.Read(v)
		m[string(k)] = string(v)
	}
	return m
}

func sortedKeys(m map[string]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func TestEmptyTree(t *testing.T) {
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	if tr.Root() != EmptyRoot || !EmptyRoot.IsZero() {
		t.Fatal("empty root is not 32 zero bytes")
	}
	b := kv.NewBatch()
	if r, err := tr.Commit(b); err != nil || r != EmptyRoot || b.Len() != 0 {
		t.Fatalf("commit of nothing: %s %v, %d writes", r, err, b.Len())
	}
	tr.Delete([]byte("absent"))
	if r := commit(t, tr, kv); r != EmptyRoot || kv.Len() != 0 {
		t.Fatalf("deleting an absent key: root %s, %d stored", r, kv.Len())
	}
	if _, ok, err := tr.Get([]byte("x")); ok || err != nil {
		t.Fatal("Get on the empty tree")
	}
}

// TestBLAKE3Vectors checks sum against official BLAKE3 test vectors (input
// byte j is j % 251; the first 32 bytes of the digest).
func TestBLAKE3Vectors(t *testing.T) {
	for n, want := range map[int]string{
		0:    "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262",
		1:    "2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213",
		1023: "10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11",
		1025: "d00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444",
	} {
		in := make([]byte, n)
		for j := range in {
			in[j] = byte(j % 251)
		}
		if got := sum(in); fmt.Sprintf("%x", got[:]) != want {
			t.Errorf("BLAKE3 of %d bytes: %x, want %s", n, got, want)
		}
	}
}

// TestGoldenRoots pins the hash definition: a change here changes every
// state root of the chain. The expected roots were computed by an
// independent Python implementation of the definition and of BLAKE3,
// testdata/golden_roots.py (checked against the official BLAKE3 vectors).
func TestGoldenRoots(t *testing.T) {
	hundred := map[string]string{}
	for i := range 100 {
		hundred[fmt.Sprintf("k%d", i)] = fmt.Sprintf("v%d", i)
	}
	for _, tc := range []struct {
		pairs map[string]string
		root  string
	}{
		{map[string]string{"a": "1"}, "0xfc0743bb16959663757b3542813fdf218f39726c49915e384cb37d179dd623a5"},
		{map[string]string{"a": "1", "b": "2", "c": "3"}, "0xb8c07d3759c6274a89d6b98b68fc1bd7d891caa5d21dca9eb849037b422eaec4"},
		{map[string]string{"": ""}, "0xf05833213d2777aeaa395143ff94d2e0f5e4c9dbb0bac2727915b95fa52c1020"},
		{hundred, "0xc3e88ea7fa35cbc73ed6459310a421cd2d829124d83164adf61bca4dce8dd57e"},
	} {
		kv := NewMemKV()
		tr := mustOpen(t, kv, EmptyRoot)
		for _, k := range sortedKeys(tc.pairs) {
			tr.Set([]byte(k), []byte(tc.pairs[k]))
		}
		got := commit(t, tr, kv)
		if ref := refRoot(tc.pairs); got != ref {
			t.Errorf("%v: tree root %s, reference %s", tc.pairs, got, ref)
		}
		if got.Hex() != tc.root {
			t.Errorf("%v: root %s, want %s", tc.pairs, got, tc.root)
		}
	}
}

func TestRootMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, n := range []int{0, 1, 2, 3, 5, 17, 100, 1000} {
		m := randPairs(rng, n)
		kv := NewMemKV()
		tr := mustOpen(t, kv, EmptyRoot)
		for k, v := range m {
			tr.Set([]byte(k), []byte(v))
		}
		if got, want := commit(t, tr, kv), refRoot(m); got != want {
			t.Fatalf("n=%d: root %s, reference %s", n, got, want)
		}
		if n, err := tr.Verify(); err != nil || n != len(m) {
			t.Fatalf("Verify: %d leaves, %v; want %d", n, err, len(m))
		}
	}
}

// TestRootIndependentOfOrder inserts the same pairs in random orders, with
// random commit boundaries and detours through other values and extra keys.
func TestRootIndependentOfOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	m := randPairs(rng, 2000)
	keys := sortedKeys(m)
	want := refRoot(m)
	for round := range 6 {
		kv := NewMemKV()
		tr := mustOpen(t, kv, EmptyRoot)
		order := rng.Perm(len(keys))
		extra := randPairs(rng, 300)
		for i, j := range order {
			k := keys[j]
			if round%2 == 1 && rng.Intn(4) == 0 {
				tr.Set([]byte(k), []byte("detour"))
				if rng.Intn(2) == 0 {
					commit(t, tr, kv)
				}
			}
			tr.Set([]byte(k), []byte(m[k]))
			if round > 0 && i < len(extra) {
				for ek, ev := range extra {
					if _, clash := m[ek]; !clash {
						tr.Set([]byte(ek), []byte(ev))
					}
					delete(extra, ek)
					break
				}
			}
			if rng.Intn(50) == 0 {
				commit(t, tr, kv)
			}
		}
		commit(t, tr, kv)
		// Remove the extra keys again.
		extraKeys := map[string]bool{}
		if err := tr.Walk(func(k, _ []byte) error {
			if _, ok := m[string(k)]; !ok {
				extraKeys[string(k)] = true
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		for k := range extraKeys {
			tr.Delete([]byte(k))
		}
		if got := commit(t, tr, kv); got != want {
			t.Fatalf("round %d: root %s, want %s", round, got, want)
		}
		// Delete everything, in yet another order, in a few commits.
		for i, j := range rng.Perm(len(keys)) {
			tr.Delete([]byte(keys[j]))
			if i%700 == 0 {
				commit(t, tr, kv)
			}
		}
		if got := commit(t, tr, kv); got != EmptyRoot {
			t.Fatalf("round %d: root after deleting everything is %s, want EmptyRoot", round, got)
		}
	}
}

// TestModel runs random operation sequences against a Go map, committing
// in between and reopening the tree from the KV (with a tiny cache) at every
// committed root; older roots must stay readable too.
func TestModel(t *testing.T) {
	for seed := int64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { runModel(t, seed) })
	}
}

// goroutines is a Parallel as hosts write it: a goroutine per task.
func goroutines(n int, task func(int)) {
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() { defer wg.Done(); task(i) }()
	}
	wg.Wait()
}

func runModel(t *testing.T, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	model := map[string]string{}
	staged := map[string]*string{}
	type snapshot struct {
		root Hash
		m    map[string]string
	}
	history := []snapshot{{EmptyRoot, nil}} // flushed roots
	var journal [][]byte                    // changes applied since the last flush
	var applied []Hash                      // and the roots they gave
	keySpace := 50 + rng.Intn(400)
	key := func() []byte { return []byte(fmt.Sprintf("k%d", rng.Intn(keySpace))) }
	check := func(tr *Tree, m map[string]string, pending map[string]*string) {
		t.Helper()
		for i := range keySpace + 10 {
			k := fmt.Sprintf("k%d", i)
			want, wantOK := m[k]
			if p, ok := pending[k]; ok {
				want, wantOK = "", p != nil
				if p != nil {
					want = *p
				}
			}
			got, ok, err := tr.Get([]byte(k))
			if err != nil || ok != wantOK || string(got) != want {
				t.Fatalf("Get(%s) = %q %v %v, want %q %v", k, got, ok, err, want, wantOK)
			}
		}
	}
	for step := range 3000 {
		switch op := rng.Intn(100); {
		case op < 55:
			k, v := key(), fmt.Sprint(rng.Intn(1000))
			switch rng.Intn(20) {
			case 0:
				v = ""
			case 1:
				v = strings.Repeat(v, 50) // too large to inline
			}
			tr.Set(k, []byte(v))
			staged[string(k)] = &v
		case op < 85:
			k := key()
			tr.Delete(k)
			staged[string(k)] = nil
		case op < 87:
			tr.Discard()
			clear(staged)
		case op < 94:
			// Apply without flushing, as a host does between flushes,
			// keeping the changes' journal as it would.
			journal = append(journal, tr.AppendStaged(nil))
			root, err := tr.Apply()
			if err != nil {
				t.Fatal(err)
			}
			applyStaged(model, staged)
			if want := refRoot(model); root != want {
				t.Fatalf("step %d: applied root %s, reference %s", step, root, want)
			}
			applied = append(applied, root)
			check(tr, model, nil)
		default:
			if len(journal) > 0 && rng.Intn(2) == 0 {
				// Recover the unflushed roots from the last flushed one
				// and the journal, as a host does after a crash.
				re := mustOpen(t, kv, history[len(history)-1].root)
				for i, j := range journal {
					if err := re.StageEncoded(j); err != nil {
						t.Fatal(err)
					}
					if root, err := re.Apply(); err != nil || root != applied[i] {
						t.Fatalf("replaying journal entry %d: root %s, %v; want %s", i, root, err, applied[i])
					}
				}
			}
			journal, applied = nil, nil
			root := commit(t, tr, kv)
			applyStaged(model, staged)
			if want := refRoot(model); root != want {
				t.Fatalf("step %d: root %s, reference %s", step, root, want)
			}
			cp := make(map[string]string, len(model))
			for k, v := range model {
				cp[k] = v
			}
			history = append(history, snapshot{root, cp})
			// Reopen from the KV with a cache too small to hold the tree.
			re, err := Open(kv, root)
			if err != nil {
				t.Fatal(err)
			}
			re.SetCacheLimit(rng.Intn(50))
			check(re, model, nil)
			n, err := re.Verify()
			if err != nil || n != len(model) {
				t.Fatalf("Verify: %d, %v; want %d leaves", n, err, len(model))
			}
			walked := map[string]string{}
			if err := re.Walk(func(k, v []byte) error { walked[string(k)] = string(v); return nil }); err != nil {
				t.Fatal(err)
			}
			if len(walked) != len(model) {
				t.Fatalf("Walk saw %d pairs, want %d", len(walked), len(model))
			}
			for k, v := range model {
				if walked[k] != v {
					t.Fatalf("Walk: %s = %q, want %q", k, walked[k], v)
				}
			}
			for range 5 {
				k := key()
				p, err := re.Prove(k)
				if err != nil {
					t.Fatal(err)
				}
				v, ok, err := VerifyProof(root, k, p)
				want, wantOK := model[string(k)]
				if err != nil || ok != wantOK || string(v) != want {
					t.Fatalf("proof of %s: %q %v %v, want %q %v", k, v, ok, err, want, wantOK)
				}
			}
			// The KV holds the flushed root's entries and nothing else.
			checkNoGarbage(t, kv, root)
			// Sometimes carry on from the reopened tree.
			if rng.Intn(3) == 0 {
				tr = re
			}
		}
		if step%97 == 0 {
			check(tr, model, staged)
		}
	}
}

// applyStaged moves the staged changes of a model into its committed map.
func applyStaged(model map[string]string, staged map[string]*string) {
	for k, v := range staged {
		if v == nil {
			delete(model, k)
		} else {
			model[k] = *v
		}
	}
	clear(staged)
}

func TestGetSeesStagedChanges(t *testing.T) {
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	tr.Set([]byte("a"), []byte("1"))
	tr.Set([]byte("b"), []byte("2"))
	commit(t, tr, kv)
	tr.Set([]byte("a"), []byte("9"))
	tr.Delete([]byte("b"))
	tr.Set([]byte("c"), nil)
	for k, want := range map[string]*string{"a": ptr("9"), "b": nil, "c": ptr("")} {
		got, ok, err := tr.Get([]byte(k))
		if err != nil || ok != (want != nil) || (want != nil && string(got) != *want) {
			t.Fatalf("Get(%s) = %q %v %v", k, got, ok, err)
		}
	}
	// Proofs and Walk see the committed state only.
	p, _ := tr.Prove([]byte("b"))
	if v, ok, err := VerifyProof(tr.Root(), []byte("b"), p); err != nil || !ok || string(v) != "2" {
		t.Fatalf("proof of committed b: %q %v %v", v, ok, err)
	}
	// An empty value is present and distinct from absence.
	commit(t, tr, kv)
	if v, ok, _ := tr.Get([]byte("c")); !ok || len(v) != 0 {
		t.Fatal("empty value lost")
	}
}

func ptr(s string) *string { return &s }

// TestCommitWritesOnlyChangedNodes: one update writes exactly the entries
// on its path: one page per pageLevels internal nodes, and the small leaf
// inside the last one or, on a page boundary, apart (this pins the page
// layout); re-setting a value writes nothing.
func TestCommitWritesOnlyChangedNodes(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	m := randPairs(rng, 5000)
	for k, v := range m {
		tr.Set([]byte(k), []byte(v))
	}
	root := commit(t, tr, kv)
	for _, k := range sortedKeys(m)[:50] {
		p, err := tr.Prove([]byte(k))
		if err != nil {
			t.Fatal(err)
		}
		tr.Set([]byte(k), []byte(m[k]))
		b := kv.NewBatch()
		if r, err := tr.Commit(b); err != nil || r != root || b.Len() != 0 {
			t.Fatalf("re-setting %x: root %s (want %s), %d writes, %v", k, r, root, b.Len(), err)
		}
		tr.Set([]byte(k), []byte("new"))
		if _, err := tr.Commit(b); err != nil {
			t.Fatal(err)
		}
		// Pages start at depths 0, pageLevels, 2·pageLevels, … above the
		// leaf, which is in the last one unless it is on a page boundary.
		// Each entry overwrites the one at its position: nothing is deleted.
		d := len(p.Siblings)
		want := (d + pageLevels - 1) / pageLevels
		if d%pageLevels == 0 {
			want++
		}
		if b.Len() != want {
			t.Fatalf("update at depth %d made %d writes, want %d puts", len(p.Siblings), b.Len(), want)
		}
		if err := b.Commit(); err != nil {
			t.Fatal(err)
		}
		tr.Set([]byte(k), []byte(m[k]))
		if r := commit(t, tr, kv); r != root {
			t.Fatal("restoring the value did not restore the root")
		}
	}
}

func TestOpenAndVerifyDetectDamage(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	kv := NewMemKV()
	if _, err := Open(kv, types.Keccak256([]byte("nowhere"))); !errors.Is(err, ErrMissingNode) {
		t.Fatalf("Open at an unknown root: %v", err)
	}
	tr := mustOpen(t, kv, EmptyRoot)
	for k, v := range randPairs(rng, 300) {
		tr.Set([]byte(k), []byte(v))
	}
	root := commit(t, tr, kv)
	keys := kv.Keys()
	for i, k := range keys {
		v, _, _ := kv.Get(k)
		b := kv.NewBatch()
		switch i % 3 {
		case 0: // lose the node
			b.Delete(k)
		case 1: // flip a bit
			bad := append([]byte(nil), v...)
			bad[len(bad)-1] ^= 1
			b.Put(k, bad)
		case 2: // truncate
			b.Put(k, v[:len(v)/2])
		}
		if err := b.Commit(); err != nil {
			t.Fatal(err)
		}
		re, err := Open(kv, root)
		if err == nil {
			_, err = re.Verify()
		}
		if !errors.Is(err, ErrMissingNode) && !errors.Is(err, ErrCorruptNode) {
			t.Fatalf("damage %d to node %x not detected: %v", i%3, k, err)
		}
		b.Put(k, v)
		if err := b.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := mustOpen(t, kv, root).Verify(); err != nil || n != 300 {
		t.Fatalf("after repair: %d %v", n, err)
	}
}

// TestCacheLimit: a tree that outgrows its node limit drops the deeper
// nodes and reloads them from the KV, without changing any result.
func TestCacheLimit(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	m := randPairs(rng, 20000)
	keys := sortedKeys(m)
	var roots []Hash
	for _, limit := range []int{0, 100, 5000, 1 << 30} {
		kv := NewMemKV()
		tr := mustOpen(t, kv, EmptyRoot)
		tr.SetCacheLimit(limit)
		for i, k := range keys {
			tr.Set([]byte(k), []byte(m[k]))
			if i%1000 == 999 {
				commit(t, tr, kv)
				if tr.live > max(limit, 1<<keepDepth)+1000*40 {
					t.Fatalf("limit %d: %d nodes in memory", limit, tr.live)
				}
			}
		}
		for i, k := range keys {
			if i%3 == 0 {
				tr.Set([]byte(k), []byte("changed"))
			}
		}
		roots = append(roots, commit(t, tr, kv))
		for _, k := range keys[:500] {
			if _, ok, err := tr.Get([]byte(k)); !ok || err != nil {
				t.Fatalf("limit %d: %x lost (%v)", limit, k, err)
			}
		}
	}
	for _, r := range roots[1:] {
		if r != roots[0] {
			t.Fatalf("roots differ across cache limits: %s", roots)
		}
	}
}

// TestCommitErrorLeavesTreeIntact: a Commit that hits a missing node fails
// without changing the tree (which updates nodes in place, so it reloads),
// and succeeds once the node is back.
func TestCommitErrorLeavesTreeIntact(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	m := randPairs(rng, 500)
	victim := sortedKeys(m)[7]
	m[victim] = strings.Repeat("v", maxInlineLeaf) // too large to inline: stored apart
	for k, v := range m {
		tr.Set([]byte(k), []byte(v))
	}
	root := commit(t, tr, kv)
	p, _ := tr.Prove([]byte(victim))
	kh := b3([]byte(victim))
	leafKey := appendEntryKey(nil, len(p.Siblings), &kh)
	saved, ok, _ := kv.Get(leafKey)
	if !ok || p.Kind != ProofPresent {
		t.Fatal("victim leaf not found")
	}
	b := kv.NewBatch()
	b.Delete(leafKey)
	b.Commit()

	tr = mustOpen(t, kv, root)
	other := sortedKeys(m)[8]
	for _, k := range sortedKeys(m)[8:] { // some are finished before the victim is reached
		tr.Set([]byte(k), []byte("changed"))
	}
	tr.Set([]byte(victim), []byte("changed"))
	if _, err := tr.Commit(kv.NewBatch()); !errors.Is(err, ErrMissingNode) {
		t.Fatalf("Commit over a missing node: %v", err)
	}
	if tr.Root() != root || tr.Pending() != len(m)-7 {
		t.Fatalf("failed Commit moved the tree: root %s, %d pending", tr.Root(), tr.Pending())
	}
	tr.Discard()
	if v, ok, err := tr.Get([]byte(other)); err != nil || !ok || string(v) != m[other] {
		t.Fatalf("after a failed Commit: %q %v %v", v, ok, err)
	}
	b.Put(leafKey, saved)
	b.Commit()
	tr.Set([]byte(victim), []byte("changed"))
	m[victim] = "changed"
	if got := commit(t, tr, kv); got != refRoot(m) {
		t.Fatal("root after recovery differs from the reference")
	}
}

// TestApplyErrorWithUnflushedNodes: an Apply that fails while the tree
// holds unflushed nodes cannot reload them from the KV, so the tree refuses
// every later use; reopened at its last flushed root with the journal
// restaged, it carries on.
func TestApplyErrorWithUnflushedNodes(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	m := randPairs(rng, 500)
	keys := sortedKeys(m)
	for _, k := range keys {
		tr.Set([]byte(k), []byte(m[k]))
	}
	flushed := commit(t, tr, kv)
	tr = mustOpen(t, kv, flushed) // nothing below the root loaded
	tr.Set([]byte(keys[0]), []byte("first"))
	journal := tr.AppendStaged(nil)
	if _, err := tr.Apply(); err != nil {
		t.Fatal(err)
	}
	// Take the whole KV away: the next Apply needs nodes it has not read.
	kv.mu.Lock()
	saved := kv.m
	kv.m = map[string][]byte{}
	kv.mu.Unlock()
	for _, k := range keys[1:] {
		tr.Set([]byte(k), []byte("second"))
	}
	if _, err := tr.Apply(); !errors.Is(err, ErrMissingNode) {
		t.Fatalf("Apply over a missing node: %v", err)
	}
	if _, _, err := tr.Get([]byte(keys[0])); !errors.Is(err, ErrMissingNode) {
		t.Fatalf("Get on a tree that lost its changes: %v", err)
	}
	if err := tr.Flush(kv.NewBatch()); !errors.Is(err, ErrMissingNode) || kv.Len() != 0 {
		t.Fatalf("Flush on a tree that lost its changes: %v", err)
	}
	kv.mu.Lock()
	kv.m = saved
	kv.mu.Unlock()
	re := mustOpen(t, kv, flushed)
	if err := re.StageEncoded(journal); err != nil {
		t.Fatal(err)
	}
	m[keys[0]] = "first"
	if root, err := re.Apply(); err != nil || root != refRoot(m) {
		t.Fatalf("recovered root %s, %v; want %s", root, err, refRoot(m))
	}
}

// TestFlushWritesEachPageOnce: applying many changes and flushing once
// writes each surviving page once, fewer entries than flushing each time,
// and the flushed root reads back whole.
func TestFlushWritesEachPageOnce(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	m := randPairs(rng, 5000)
	keys := sortedKeys(m)
	puts := [2]int{}
	for i, deferred := range []bool{false, true} {
		kv := &countingKV{MemKV: NewMemKV()}
		tr := mustOpen(t, kv, EmptyRoot)
		for _, k := range keys {
			tr.Set([]byte(k), []byte(m[k]))
		}
		commit(t, tr, kv)
		kv.puts = 0
		r := rand.New(rand.NewSource(9))
		for round := range 20 {
			for range 100 {
				tr.Set([]byte(keys[r.Intn(len(keys))]), []byte(fmt.Sprint(round)))
			}
			if deferred {
				if _, err := tr.Apply(); err != nil {
					t.Fatal(err)
				}
			} else {
				commit(t, tr, kv)
			}
		}
		root := commit(t, tr, kv)
		puts[i] = kv.puts
		n, err := mustOpen(t, kv, root).Verify()
		if err != nil || n != len(keys) {
			t.Fatalf("deferred=%v: Verify %d, %v", deferred, n, err)
		}
		checkNoGarbage(t, kv.MemKV, root)
	}
	if puts[1]*2 > puts[0] {
		t.Fatalf("one flush wrote %d entries, a flush per round %d: expected well under half", puts[1], puts[0])
	}
}

// countingKV is a MemKV that counts the Puts of its batches.
type countingKV struct {
	*MemKV
	puts int
}

type countingBatch struct {
	Batch
	kv *countingKV
}

func (c *countingKV) NewBatch() Batch          { return &countingBatch{c.MemKV.NewBatch(), c} }
func (b *countingBatch) Put(key, value []byte) { b.kv.puts++; b.Batch.Put(key, value) }

// TestParallelApply: Apply and Flush with subtrees hashed and encoded
// concurrently give the same roots and stored entries as one at a time,
// through inserts, overwrites and deletions down to an empty tree (which
// also takes the one-at-a-time path once the top levels thin out). Run it
// with -race.
func TestParallelApply(t *testing.T) {
	rng := rand.New(rand.NewSource(10))
	kvs := [2]*MemKV{NewMemKV(), NewMemKV()}
	trs := [2]*Tree{mustOpen(t, kvs[0], EmptyRoot), mustOpen(t, kvs[1], EmptyRoot)}
	trs[1].SetParallel(goroutines)
	model := map[string]string{}
	keys := sortedKeys(randPairs(rng, 6000))
	for round := range 12 {
		for range 1500 {
			k := keys[rng.Intn(len(keys))]
			switch {
			case round >= 8 || rng.Intn(4) == 0: // the last rounds delete
				delete(model, k)
				for _, tr := range trs {
					tr.Delete([]byte(k))
				}
			default:
				v := fmt.Sprint(round, rng.Intn(100))
				if rng.Intn(10) == 0 {
					v = strings.Repeat(v, 40) // stored apart
				}
				model[k] = v
				for _, tr := range trs {
					tr.Set([]byte(k), []byte(v))
				}
			}
		}
		if round >= 8 {
			for k := range model { // empty the tree in the last rounds
				if rng.Intn(2) == 0 || round == 11 {
					delete(model, k)
					for _, tr := range trs {
						tr.Delete([]byte(k))
					}
				}
			}
		}
		var roots [2]Hash
		for i, tr := range trs {
			if round%3 == 2 {
				roots[i] = commit(t, tr, kvs[i])
			} else {
				var err error
				if roots[i], err = tr.Apply(); err != nil {
					t.Fatal(err)
				}
			}
		}
		if roots[0] != roots[1] || roots[0] != refRoot(model) {
			t.Fatalf("round %d: roots %s (one at a time), %s (parallel), reference %s", round, roots[0], roots[1], refRoot(model))
		}
		if round%3 == 2 {
			checkNoGarbage(t, kvs[1], roots[1])
			sameEntries(t, kvs[0], kvs[1])
		}
		if trs[0].Unflushed() != trs[1].Unflushed() || trs[0].live != trs[1].live {
			t.Fatalf("round %d: counters differ: %d/%d unflushed, %d/%d live", round,
				trs[0].Unflushed(), trs[1].Unflushed(), trs[0].live, trs[1].live)
		}
	}
	if roots := [2]Hash{trs[0].Root(), trs[1].Root()}; roots[0] != EmptyRoot || roots[1] != EmptyRoot {
		t.Fatalf("not emptied: %s", roots)
	}
	sameEntries(t, kvs[0], kvs[1])
}

// sameEntries fails unless a and b hold the same keys and values.
func sameEntries(t *testing.T, a, b *MemKV) {
	t.Helper()
	keys := a.Keys()
	if !slices.EqualFunc(keys, b.Keys(), bytes.Equal) {
		t.Fatal("the KVs hold different keys")
	}
	for _, k := range keys {
		va, _, _ := a.Get(k)
		vb, _, _ := b.Get(k)
		if !bytes.Equal(va, vb) {
			t.Fatalf("the KVs hold different values under %x", k)
		}
	}
}

// TestCacheLimitBetweenFlushes: a tree applying many blocks without
// flushing still drops what it has read past its limit (keeping the
// unflushed nodes), reads correctly, and flushes whole.
func TestCacheLimitBetweenFlushes(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	m := randPairs(rng, 20000)
	keys := sortedKeys(m)
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	for _, k := range keys {
		tr.Set([]byte(k), []byte(m[k]))
	}
	commit(t, tr, kv)
	tr = mustOpen(t, kv, tr.Root())
	tr.SetCacheLimit(2000)
	for round := range 30 {
		for range 20 { // a few writes
			k := keys[rng.Intn(len(keys))]
			m[k] = fmt.Sprint(round)
			tr.Set([]byte(k), []byte(m[k]))
		}
		for range 2000 { // and many reads, which load pages
			k := keys[rng.Intn(len(keys))]
			if v, ok, err := tr.Get([]byte(k)); err != nil || !ok || string(v) != m[k] {
				t.Fatalf("round %d: Get = %q %v %v, want %q", round, v, ok, err, m[k])
			}
		}
		if _, err := tr.Apply(); err != nil {
			t.Fatal(err)
		}
		if tr.live > 3*2000+tr.Unflushed()*16 {
			t.Fatalf("round %d: %d nodes in memory with %d unflushed entries", round, tr.live, tr.Unflushed())
		}
	}
	root := commit(t, tr, kv)
	if root != refRoot(m) {
		t.Fatal("root differs from the reference")
	}
	checkNoGarbage(t, kv, root)
	if n, err := mustOpen(t, kv, root).Verify(); err != nil || n != len(m) {
		t.Fatalf("Verify: %d, %v", n, err)
	}
}

// checkNoGarbage fails unless kv's tree entries are exactly those
// reachable from root.
func checkNoGarbage(t *testing.T, kv *MemKV, root Hash) {
	t.Helper()
	stored := 0
	for _, k := range kv.Keys() {
		if bytes.HasPrefix(k, nodeKeyPrefix) {
			stored++
		}
	}
	reachable := 0
	if root != EmptyRoot {
		reachable = countEntries(t, kv, root, 0, EmptyRoot)
	}
	if stored != reachable {
		t.Fatalf("the KV holds %d tree entries, %d of them reachable from %s", stored, reachable, root)
	}
}

// countEntries counts the entries reachable from the entry with hash h at
// depth d on path.
func countEntries(t *testing.T, kv KV, h Hash, d int, path Hash) int {
	b, ok, err := kv.Get(appendEntryKey(nil, d, &path))
	if err != nil || !ok {
		t.Fatalf("entry %s: %v %v", h, ok, err)
	}
	n, _, err := decodeEntry(h, b)
	if err != nil {
		t.Fatal(err)
	}
	var inPage func(n *node, d int) int
	inPage = func(n *node, d int) int {
		c := 0
		for i, k := range n.kids {
			setBit(&path, d, i)
			switch {
			case n.kidHash[i] == EmptyRoot:
			case k == nil:
				c += countEntries(t, kv, n.kidHash[i], d+1, path)
			case !k.leaf:
				c += inPage(k, d+1)
			}
		}
		return c
	}
	if n.leaf {
		return 1
	}
	return 1 + inPage(n, d)
}
