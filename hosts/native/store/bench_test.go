package store

import (
	"encoding/binary"
	"fmt"
	"runtime/debug"
	"testing"

	"github.com/cowboy-go/cowboy/core/state"
)

// The same workload as core/state's BenchmarkCommit: a 100 000-key tree,
// then blocks of 1 000 updates (half overwrites, half inserts), each
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

// benchCommit models a validator: each block applies its updates to the
// tree, stores the block's change list (the crash journal) and commits
// with fsync (unless o.NoSync); every flushEvery blocks the block's batch
// also carries the tree's new pages.
func benchCommit(b *testing.B, o Options, batch, flushEvery int) {
	// The Go GC target the node runs with (node.NodeGC; the node
	// package imports this one).
	defer debug.SetGCPercent(debug.SetGCPercent(400))
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
	tr.SetParallel(Parallel)
	const base = 100_000
	for i := range uint64(base) {
		tr.Set(benchKey(i), benchValue(i, 0))
		if (i+1)%10_000 == 0 {
			commitTree(b, tr, db)
		}
	}
	next := uint64(base)
	var x uint64 = 1
	var journal []byte
	entries := 0
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
		wb := db.NewBatch()
		journal = tr.AppendStaged(journal[:0])
		if _, err := tr.Apply(); err != nil {
			b.Fatal(err)
		}
		wb.Put(binary.BigEndian.AppendUint64([]byte("journal/"), round), journal)
		if round%uint64(flushEvery) == 0 || tr.Unflushed() >= 1<<16 { // core/stf's policy
			if err := tr.Flush(wb); err != nil {
				b.Fatal(err)
			}
		}
		entries += wb.Len()
		if err := wb.Commit(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "updates/s")
	b.ReportMetric(float64(entries)/float64(b.N), "entries/block")
}

// BenchmarkCommit: blocks of 1 000 updates with fsync on every block, as
// a validator runs, flushing the tree's pages with every block (flush=1)
// or every 32 blocks or once 65 536 entries wait (flush=32, what core/stf
// does); and blocks of 10 000 updates, where the fixed cost of an fsync
// weighs less: a one-second block at the chain's target of 10 000
// transfers a second updates about twice as many accounts.
func BenchmarkCommit(b *testing.B) {
	for _, size := range []int{1000, 10_000} {
		for _, k := range []int{1, 32} {
			name := fmt.Sprintf("block=%d/flush=%d", size, k)
			b.Run(name, func(b *testing.B) { benchCommit(b, Options{}, size, k) })
		}
	}
}

// BenchmarkCommitNoSync: the same without fsync.
func BenchmarkCommitNoSync(b *testing.B) { benchCommit(b, Options{NoSync: true}, 1000, 32) }
