// Package store is the native host's persistent key-value store: goleveldb
// behind the state.KV interface. A state.Batch commits as one leveldb batch
// written to the journal with fsync, so a block's writes land all together
// or not at all, and a committed block survives a crash or power loss.
package store

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"

	"github.com/cowboy-go/cowboy/core/state"
	"github.com/syndtr/goleveldb/leveldb"
	"github.com/syndtr/goleveldb/leveldb/filter"
	"github.com/syndtr/goleveldb/leveldb/opt"
	"github.com/syndtr/goleveldb/leveldb/util"
)

// Options tune a DB. The zero value is the production setting.
type Options struct {
	// NoSync skips the fsync after each batch: a process crash still loses
	// nothing, but a power loss may lose the last batches. For tests and
	// benchmarks only.
	NoSync bool
	// CacheMiB is the block cache size (default 64).
	CacheMiB int
	// WriteBufferMiB is the memtable size before a flush to disk (default 32).
	WriteBufferMiB int
}

// DB is a goleveldb database implementing state.KV. It is safe for
// concurrent use.
type DB struct {
	db    *leveldb.DB
	wo    *opt.WriteOptions
	spare atomic.Pointer[bufs] // the last batch's buffers, for the next one
}

var _ state.KV = (*DB)(nil)

// Open opens (creating if needed) the database in dir with default options.
func Open(dir string) (*DB, error) { return OpenWithOptions(dir, Options{}) }

// OpenWithOptions opens the database in dir. After a crash it replays the
// journal, so the database holds exactly the batches whose Commit returned
// (and, at most, one more that was being written).
func OpenWithOptions(dir string, o Options) (*DB, error) {
	cache := o.CacheMiB
	if cache <= 0 {
		cache = 64
	}
	wb := o.WriteBufferMiB
	if wb <= 0 {
		wb = 32
	}
	lo := &opt.Options{
		BlockCacheCapacity: cache * opt.MiB,
		WriteBuffer:        wb * opt.MiB,
		Filter:             filter.NewBloomFilter(10),
		// State nodes are mostly hashes, which do not compress.
		Compression: opt.NoCompression,
		// Fewer, larger table blocks: compaction writes each block with
		// its own write(2), which cost ~10% of a commit at the default 4 KiB.
		BlockSize:           16 * opt.KiB,
		CompactionTableSize: 8 * opt.MiB,
		CompactionTotalSize: 64 * opt.MiB,
	}
	if hasNoDatabase(dir) {
		if err := create(dir, lo); err != nil {
			return nil, fmt.Errorf("store: creating %s: %w", dir, err)
		}
	}
	db, err := leveldb.OpenFile(dir, lo)
	if err != nil {
		return nil, fmt.Errorf("store: opening %s: %w", dir, err)
	}
	return &DB{db: db, wo: &opt.WriteOptions{Sync: !o.NoSync}}, nil
}

// hasNoDatabase reports whether dir is missing or an empty directory (a
// home made ahead of the node's first start).
func hasNoDatabase(dir string) bool {
	entries, err := os.ReadDir(dir)
	return errors.Is(err, fs.ErrNotExist) || err == nil && len(entries) == 0
}

// create makes an empty database in dir, which must be missing or empty.
// goleveldb writes a new database's manifest before its CURRENT file, and
// a database with the one but not the other does not open ("entry point
// missing"): a process killed in between would leave a home that never
// starts again. So the database is made beside dir and renamed into place.
func create(dir string, lo *opt.Options) error {
	tmp := filepath.Clean(dir) + ".new"
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	db, err := leveldb.OpenFile(tmp, lo)
	if err != nil {
		return err
	}
	if err := db.Close(); err != nil {
		return err
	}
	if err := os.Remove(dir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		os.RemoveAll(tmp)
		return nil // not empty: made meanwhile by another process; open will lock it
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(dir); serr == nil {
			os.RemoveAll(tmp)
			return nil // created meanwhile by another process; open will lock it
		}
		return err
	}
	if d, err := os.Open(filepath.Dir(filepath.Clean(dir))); err == nil {
		d.Sync() // best effort: make the rename durable
		d.Close()
	}
	return nil
}

// Close closes the database. Batches not yet committed are lost.
func (d *DB) Close() error { return d.db.Close() }

// Get implements state.KV. The returned slice is the caller's.
func (d *DB) Get(key []byte) ([]byte, bool, error) {
	v, err := d.db.Get(key, nil)
	if errors.Is(err, leveldb.ErrNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("store: get: %w", err)
	}
	return v, true, nil
}

// Iterate calls fn for every key with the given prefix, in ascending key
// order, until fn returns false. fn must not keep its arguments.
func (d *DB) Iterate(prefix []byte, fn func(key, value []byte) bool) error {
	it := d.db.NewIterator(util.BytesPrefix(prefix), nil)
	defer it.Release()
	for it.Next() {
		if !fn(it.Key(), it.Value()) {
			break
		}
	}
	return it.Error()
}

// NewBatch implements state.KV.
func (d *DB) NewBatch() state.Batch { return &batch{d: d} }

// batch collects writes in its own buffer and hands them to goleveldb in
// key order at Commit. goleveldb inserts every record into a skip list
// (the memtable, up to a few hundred thousand entries); the state tree's
// keys are hashes, so in write order each insert's search misses the CPU
// cache from the top of the list down. Sorted, consecutive searches share
// most of their path and mostly hit the cache. Writes to the same key
// keep the order they were made in (later wins), as Batch requires.
type batch struct {
	d *DB
	*bufs
}

// bufs are a batch's buffers, taken from the DB's spare on the first write
// and given back at Commit: a block's batch is about a megabyte, one that
// flushes the state tree tens of megabytes, and growing them again for
// every block (as after a sync.Pool drops them at a GC) costs a tenth of a
// commit's time.
type bufs struct {
	recs  []rec
	buf   []byte // keys and values of recs, back to back
	lb    leveldb.Batch
	lbCap int // bytes lb was made with
}

func (b *batch) get() *bufs {
	if b.bufs == nil {
		if b.bufs = b.d.spare.Swap(nil); b.bufs == nil {
			b.bufs = new(bufs)
		}
	}
	return b.bufs
}

// rec is one write: key buf[off:off+kl], value the vl bytes after it. pre
// is the key's first 8 bytes, big-endian and zero-padded: most comparisons
// end there.
type rec struct {
	pre         uint64
	off, kl, vl int
	del         bool
}

func prefix8(key []byte) uint64 {
	var p [8]byte
	copy(p[:], key)
	return binary.BigEndian.Uint64(p[:])
}

func (b *batch) Put(key, value []byte) {
	b.get()
	b.recs = append(b.recs, rec{pre: prefix8(key), off: len(b.buf), kl: len(key), vl: len(value)})
	b.buf = append(append(b.buf, key...), value...)
}

func (b *batch) Delete(key []byte) {
	b.get()
	b.recs = append(b.recs, rec{pre: prefix8(key), off: len(b.buf), kl: len(key), del: true})
	b.buf = append(b.buf, key...)
}

func (b *batch) Len() int {
	if b.bufs == nil {
		return 0
	}
	return len(b.recs)
}

func (b *bufs) key(r *rec) []byte { return b.buf[r.off : r.off+r.kl] }

// Commit writes the batch atomically (and, unless NoSync, durably).
func (b *batch) Commit() error {
	if b.bufs == nil {
		return nil
	}
	defer b.release()
	slices.SortFunc(b.recs, func(x, y rec) int {
		if x.pre != y.pre {
			return cmp.Compare(x.pre, y.pre)
		}
		if c := bytes.Compare(b.key(&x), b.key(&y)); c != 0 {
			return c
		}
		return cmp.Compare(x.off, y.off) // same key: keep the order of writes
	})
	// goleveldb's batch record: a type byte, the key and the value, each
	// with a uvarint length.
	need := 0
	for i := range b.recs {
		need += 1 + 2*binary.MaxVarintLen32 + b.recs[i].kl + b.recs[i].vl
	}
	if need > b.lbCap {
		b.lb, b.lbCap = *leveldb.MakeBatch(need), need
	}
	b.lb.Reset()
	for i := range b.recs {
		r := &b.recs[i]
		k := b.key(r)
		if r.del {
			b.lb.Delete(k)
		} else {
			b.lb.Put(k, b.buf[r.off+r.kl:r.off+r.kl+r.vl])
		}
	}
	if err := b.d.db.Write(&b.lb, b.d.wo); err != nil {
		return fmt.Errorf("store: commit: %w", err)
	}
	return nil
}

// release empties the batch and keeps its buffers as the DB's spare
// (unless they grew very large).
func (b *batch) release() {
	bf := b.bufs
	b.bufs = nil
	if cap(bf.buf) > 64<<20 {
		return
	}
	bf.lb.Reset()
	bf.recs, bf.buf = bf.recs[:0], bf.buf[:0]
	b.d.spare.Store(bf)
}
