package state

import (
	"encoding/binary"
	"runtime/debug"
	"testing"
)

// Benchmark shape (docs/performance.md, "State store"): a tree of
// benchBaseKeys pairs, then commits of benchBatch updates each, half of them
// overwriting existing keys and half inserting new ones. Keys are 28 bytes
// (an address-like prefix and a slot number), values 32 bytes.
const (
	benchBaseKeys = 100_000
	benchBatch    = 1_000
)

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

// discardKV measures the Merkle work alone: its batches count bytes and
// drop them. Nothing is ever read back (the tree's cache limit is raised so
// that it never needs to).
type discardKV struct{ bytes int }

type discardBatch struct {
	kv *discardKV
	n  int
}

func (*discardKV) Get([]byte) ([]byte, bool, error) { return nil, false, nil }
func (kv *discardKV) NewBatch() Batch               { return &discardBatch{kv: kv} }
func (b *discardBatch) Put(k, v []byte)             { b.n++; b.kv.bytes += len(k) + len(v) }
func (b *discardBatch) Delete([]byte)               { b.n++ }
func (b *discardBatch) Len() int                    { return b.n }
func (b *discardBatch) Commit() error               { b.n = 0; return nil }

// nodeGCPercent is the Go GC target the native node runs with
// (hosts/native/node.NodeGC); the benchmarks measure under it.
const nodeGCPercent = 400

func runCommitBench(b *testing.B, kv KV, par Parallel) {
	defer debug.SetGCPercent(debug.SetGCPercent(nodeGCPercent))
	tr := mustOpen(b, kv, EmptyRoot)
	tr.SetCacheLimit(1 << 30)
	tr.SetParallel(par)
	for i := range uint64(benchBaseKeys) {
		tr.Set(benchKey(i), benchValue(i, 0))
		if (i+1)%10_000 == 0 {
			commit(b, tr, kv)
		}
	}
	next := uint64(benchBaseKeys)
	var x uint64 = 1
	written := 0
	if d, ok := kv.(*discardKV); ok {
		d.bytes = 0
	}
	b.ReportAllocs()
	b.ResetTimer()
	for round := uint64(1); round <= uint64(b.N); round++ {
		for j := range benchBatch {
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
		batch := kv.NewBatch()
		if _, err := tr.Commit(batch); err != nil {
			b.Fatal(err)
		}
		written += batch.Len()
		if err := batch.Commit(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*benchBatch)/b.Elapsed().Seconds(), "updates/s")
	b.ReportMetric(float64(written)/float64(b.N), "entries/commit")
	if d, ok := kv.(*discardKV); ok {
		b.ReportMetric(float64(d.bytes)/float64(b.N), "bytes/commit")
	}
}

// BenchmarkCommit measures Merkle commits (staging, applying, hashing and
// encoding the changed nodes into the batch) of 1 000 updates into a
// 100 000-key tree; the batch's bytes are discarded.
func BenchmarkCommit(b *testing.B) { runCommitBench(b, &discardKV{}, nil) }

// BenchmarkCommitParallel is BenchmarkCommit with subtrees hashed on a
// goroutine each (as the native host does; run with -cpu 2 or more).
func BenchmarkCommitParallel(b *testing.B) { runCommitBench(b, &discardKV{}, goroutines) }

// BenchmarkCommitMemKV is the same, end to end into a MemKV (which keeps
// every version: it grows by about 10 000 nodes a commit).
func BenchmarkCommitMemKV(b *testing.B) { runCommitBench(b, NewMemKV(), nil) }

func BenchmarkGet(b *testing.B) {
	kv := NewMemKV()
	tr := mustOpen(b, kv, EmptyRoot)
	for i := range uint64(benchBaseKeys) {
		tr.Set(benchKey(i), benchValue(i, 0))
	}
	commit(b, tr, kv)
	b.ResetTimer()
	for i := range b.N {
		if _, ok, err := tr.Get(benchKey(uint64(i) % benchBaseKeys)); !ok || err != nil {
			b.Fatal("missing key")
		}
	}
}

func BenchmarkProveVerify(b *testing.B) {
	kv := NewMemKV()
	tr := mustOpen(b, kv, EmptyRoot)
	for i := range uint64(benchBaseKeys) {
		tr.Set(benchKey(i), benchValue(i, 0))
	}
	commit(b, tr, kv)
	b.ResetTimer()
	for i := range b.N {
		k := benchKey(uint64(i) % benchBaseKeys)
		p, err := tr.Prove(k)
		if err != nil {
			b.Fatal(err)
		}
		if _, ok, err := VerifyProof(tr.Root(), k, p); !ok || err != nil {
			b.Fatal(err)
		}
	}
}
