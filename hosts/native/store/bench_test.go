package store

import (
	"encoding/binary"
	"testing"

	"github.com/cowboy-go/cowboy/core/state"
)

// The same workload as core/state's BenchmarkCommit: a 100 000-key tree,
// then commits of 1 000 updates (half overwrites, half inserts), each batch
// written to goleveldb with fsync.
func benchKey(i uint64) []byte {
	k := make([]byte, 28)
	copy(k, "\x03actor-address-20-bytes")
	binary.BigEndian.PutUint64(k[20:], i)
	return k
}

func benchValue(i, round uint64) []byte {
	v := make([]byte, 32)
	binary.BigEndian.PutUint64(v, i)
	binary.BigEndian.PutUint64(v[24:], round)
	return v
}

func commitTree(tb testing.TB, tr *state.Tree, db state.KV) state.Hash {
	tb.Helper()
	b := db.NewBatch()
	root, err := tr.Commit(b)
	if err != nil {
		tb.Fatal(err)
	}
	if err := b.Commit(); err != nil {
		tb.Fatal(err)
	}
	return root
}

func benchCommit(b *testing.B, o Options) {
	db, err := OpenWithOptions(b.TempDir(), o)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	tr, err := state.Open(db, state.EmptyRoot)
	if err != nil {
		b.Fatal(err)
	}
	tr.SetCacheLimit(1 << 21) // the whole tree stays decoded: this measures writes
	const base, batch = 100_000, 1_000
	for i := range uint64(base) {
		tr.Set(benchKey(i), benchValue(i, 0))
		if (i+1)%10_000 == 0 {
			commitTree(b, tr, db)
		}
	}
	next := uint64(base)
	var x uint64 = 1
	b.ReportAllocs()
	b.ResetTimer()
	for round := uint64(1); round <= uint64(b.N); round++ {
		for j := range batch {
			var i uint64
			if j%2 == 0 {
				x = x*6364136223846793005 + 1442695040888963407
				i = (x >> 33) % next
			} else {
				i = next
				next++
			}
			tr.Set(benchKey(i), benchValue(i, round))
		}
		commitTree(b, tr, db)
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "updates/s")
}

// BenchmarkCommit: fsync on every commit, as a validator runs.
func BenchmarkCommit(b *testing.B) { benchCommit(b, Options{}) }

// BenchmarkCommitNoSync: the same without fsync.
func BenchmarkCommitNoSync(b *testing.B) { benchCommit(b, Options{NoSync: true}) }
