package state

import (
	"sort"
	"sync"
)

// KV is the key-value store the tree keeps its nodes in. Hosts supply it:
// MemKV here, goleveldb in hosts/native/store.
type KV interface {
	// Get returns the value stored under key and whether it exists. The
	// caller must not modify the returned slice.
	Get(key []byte) (value []byte, ok bool, err error)
	// NewBatch starts an empty batch of writes.
	NewBatch() Batch
}

// Batch collects writes that Commit applies atomically: after a crash the KV
// holds either all of them or none. Put and Delete copy their arguments.
// Writes apply in the order they were made (a later write to the same key
// wins). After Commit returns, successfully or not, the batch is empty and
// may be reused.
type Batch interface {
	Put(key, value []byte)
	Delete(key []byte)
	// Len is the number of writes in the batch.
	Len() int
	Commit() error
}

// MemKV is an in-memory KV. It is safe for concurrent use.
type MemKV struct {
	mu sync.RWMutex
	m  map[string][]byte
}

// NewMemKV returns an empty MemKV.
func NewMemKV() *MemKV { return &MemKV{m: make(map[string][]byte)} }

// Get implements KV. The returned slice is shared and must not be modified.
func (kv *MemKV) Get(key []byte) ([]byte, bool, error) {
	kv.mu.RLock()
	v, ok := kv.m[string(key)]
	kv.mu.RUnlock()
	return v, ok, nil
}

// Len is the number of stored keys.
func (kv *MemKV) Len() int {
	kv.mu.RLock()
	defer kv.mu.RUnlock()
	return len(kv.m)
}

// Keys returns every stored key in ascending byte order (for tests and tools).
func (kv *MemKV) Keys() [][]byte {
	kv.mu.RLock()
	out := make([]string, 0, len(kv.m))
	for k := range kv.m {
		out = append(out, k)
	}
	kv.mu.RUnlock()
	sort.Strings(out)
	keys := make([][]byte, len(out))
	for i, k := range out {
		keys[i] = []byte(k)
	}
	return keys
}

// NewBatch implements KV.
func (kv *MemKV) NewBatch() Batch { return &memBatch{kv: kv} }

// memBatch keeps keys as strings (the map's key type) and copies values
// into a chunked arena, so a Put costs one small allocation. Values in the
// map keep pointing into the arena chunks, which are never written again.
type memBatch struct {
	kv    *MemKV
	keys  []string
	vals  [][]byte // nil: delete
	arena []byte
}

func (b *memBatch) Put(key, value []byte) {
	if b.arena == nil || len(value) > cap(b.arena)-len(b.arena) {
		b.arena = make([]byte, 0, max(64<<10, len(value)))
	}
	start := len(b.arena)
	b.arena = append(b.arena, value...)
	b.keys = append(b.keys, string(key))
	b.vals = append(b.vals, b.arena[start:len(b.arena):len(b.arena)])
}

func (b *memBatch) Delete(key []byte) {
	b.keys = append(b.keys, string(key))
	b.vals = append(b.vals, nil)
}

func (b *memBatch) Len() int { return len(b.keys) }

func (b *memBatch) Commit() error {
	b.kv.mu.Lock()
	for i, k := range b.keys {
		if v := b.vals[i]; v != nil {
			b.kv.m[k] = v
		} else {
			delete(b.kv.m, k)
		}
	}
	b.kv.mu.Unlock()
	b.keys, b.vals = nil, nil
	return nil
}

// Iterate calls fn for every stored key starting with prefix, in ascending
// byte order, until fn returns false (the same contract as
// hosts/native/store.DB.Iterate). It works on a snapshot of the matching
// keys, so fn may read the MemKV.
func (kv *MemKV) Iterate(prefix []byte, fn func(key, value []byte) bool) error {
	kv.mu.RLock()
	var keys []string
	for k := range kv.m {
		if len(k) >= len(prefix) && k[:len(prefix)] == string(prefix) {
			keys = append(keys, k)
		}
	}
	kv.mu.RUnlock()
	sort.Strings(keys)
	for _, k := range keys {
		kv.mu.RLock()
		v, ok := kv.m[k]
		kv.mu.RUnlock()
		if ok && !fn([]byte(k), v) {
			break
		}
	}
	return nil
}
