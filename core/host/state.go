package host

import (
	"bytes"
	"sort"
	"strings"
)

// State is the key-value store actors run against. Keys and values are
// opaque bytes; the host's key layout is in keys.go (docs/host.md). The
// chain backs it with goleveldb; MemState is an in-memory implementation
// and Overlay a transactional layer over any State.
//
// An error from State is a failure of the node (a broken disk), never a
// result of the transaction: the host stops at the first one and returns it
// to its caller instead of writing it into a receipt.
type State interface {
	// Get returns the value stored under key; ok is false when it is absent.
	Get(key []byte) (value []byte, ok bool, err error)
	// Set stores value under key (both are copied).
	Set(key, value []byte) error
	// Delete removes key; deleting an absent key is not an error.
	Delete(key []byte) error
	// Iterate calls fn for every key starting with prefix, in ascending
	// bytewise key order, until fn returns false. fn must not modify the
	// State.
	Iterate(prefix []byte, fn func(key, value []byte) bool) error
}

// MemState is a State held in memory. The zero value is not usable; call
// NewMemState.
type MemState struct {
	m map[string][]byte
}

// NewMemState returns an empty in-memory State.
func NewMemState() *MemState { return &MemState{m: map[string][]byte{}} }

// Get implements State.
func (s *MemState) Get(key []byte) ([]byte, bool, error) {
	v, ok := s.m[string(key)]
	return v, ok, nil
}

// Set implements State.
func (s *MemState) Set(key, value []byte) error {
	s.m[string(key)] = bytes.Clone(value)
	if s.m[string(key)] == nil {
		s.m[string(key)] = []byte{}
	}
	return nil
}

// Delete implements State.
func (s *MemState) Delete(key []byte) error {
	delete(s.m, string(key))
	return nil
}

// Iterate implements State.
func (s *MemState) Iterate(prefix []byte, fn func(key, value []byte) bool) error {
	keys := make([]string, 0)
	for k := range s.m {
		if strings.HasPrefix(k, string(prefix)) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !fn([]byte(k), s.m[k]) {
			break
		}
	}
	return nil
}

// Len reports the number of keys held.
func (s *MemState) Len() int { return len(s.m) }

// Dump returns every key and value in key order (for tests and tools).
func (s *MemState) Dump() []Write {
	out := make([]Write, 0, len(s.m))
	_ = s.Iterate(nil, func(k, v []byte) bool {
		out = append(out, Write{Key: bytes.Clone(k), Value: bytes.Clone(v)})
		return true
	})
	return out
}

// Write is one buffered change: Value under Key, or the deletion of Key.
type Write struct {
	Key     []byte
	Value   []byte
	Deleted bool
}

// Overlay is a transaction over a parent State: reads see its own writes
// first, writes stay in the overlay until Commit applies them to the parent
// as a unit. Discarding an overlay (not committing it) rolls every write
// back. Overlays nest: a call runs in an overlay over its caller's.
type Overlay struct {
	parent State
	writes map[string]Write
}

// NewOverlay starts a transaction over parent.
func NewOverlay(parent State) *Overlay {
	return &Overlay{parent: parent, writes: map[string]Write{}}
}

// Get implements State.
func (o *Overlay) Get(key []byte) ([]byte, bool, error) {
	if w, ok := o.writes[string(key)]; ok {
		if w.Deleted {
			return nil, false, nil
		}
		return w.Value, true, nil
	}
	return o.parent.Get(key)
}

// Set implements State.
func (o *Overlay) Set(key, value []byte) error {
	v := bytes.Clone(value)
	if v == nil {
		v = []byte{}
	}
	o.writes[string(key)] = Write{Key: bytes.Clone(key), Value: v}
	return nil
}

// Delete implements State.
func (o *Overlay) Delete(key []byte) error {
	o.writes[string(key)] = Write{Key: bytes.Clone(key), Deleted: true}
	return nil
}

// Iterate implements State: the parent's keys merged with the overlay's
// writes, in ascending order, deleted keys left out.
func (o *Overlay) Iterate(prefix []byte, fn func(key, value []byte) bool) error {
	var mine []Write
	for k, w := range o.writes {
		if strings.HasPrefix(k, string(prefix)) {
			mine = append(mine, w)
		}
	}
	sort.Slice(mine, func(i, j int) bool { return bytes.Compare(mine[i].Key, mine[j].Key) < 0 })
	i, stopped := 0, false
	// emit yields overlay entries below limit (all of them when limit is nil).
	emit := func(limit []byte) bool {
		for i < len(mine) && (limit == nil || bytes.Compare(mine[i].Key, limit) < 0) {
			w := mine[i]
			i++
			if !w.Deleted && !fn(w.Key, w.Value) {
				return false
			}
		}
		return true
	}
	err := o.parent.Iterate(prefix, func(k, v []byte) bool {
		if !emit(k) {
			stopped = true
			return false
		}
		if _, shadowed := o.writes[string(k)]; shadowed {
			if i < len(mine) && bytes.Equal(mine[i].Key, k) {
				w := mine[i]
				i++
				if !w.Deleted && !fn(w.Key, w.Value) {
					stopped = true
					return false
				}
			}
			return true
		}
		if !fn(k, v) {
			stopped = true
			return false
		}
		return true
	})
	if err != nil || stopped {
		return err
	}
	emit(nil)
	return nil
}

// Writes lists the overlay's buffered changes in ascending key order.
func (o *Overlay) Writes() []Write {
	out := make([]Write, 0, len(o.writes))
	for _, w := range o.writes {
		out = append(out, w)
	}
	sort.Slice(out, func(i, j int) bool { return bytes.Compare(out[i].Key, out[j].Key) < 0 })
	return out
}

// Commit applies the buffered changes to the parent in key order and
// empties the overlay.
func (o *Overlay) Commit() error {
	for _, w := range o.Writes() {
		var err error
		if w.Deleted {
			err = o.parent.Delete(w.Key)
		} else {
			err = o.parent.Set(w.Key, w.Value)
		}
		if err != nil {
			return err
		}
	}
	o.Discard()
	return nil
}

// Discard drops the buffered changes.
func (o *Overlay) Discard() { o.writes = map[string]Write{} }
