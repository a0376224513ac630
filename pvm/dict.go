package pvm

import "slices"

// Dict is Python's insertion-ordered dict. Entries are kept in insertion
// order; small dicts are scanned linearly and larger ones get an
// open-addressing index of entry positions, probed like CPython's.
type Dict struct {
	entries []dictEntry
	index   []int32 // nil while small; else a power-of-two table of entry positions (-1 empty)
	live    int     // entries not deleted
	dead    int32   // tombstones in index since the last rebuild (int32: with version, one word)
	version uint32  // bumped on every insertion or deletion, for iterators
	head    int     // entries[:head] are all deleted, so the first item is found without a scan
}

type dictEntry struct {
	hash  int64
	key   Value // unbound when the entry was deleted
	value Value
}

const dictLinearMax = 8

// newDict makes an empty dict with room for capacity entries: in the
// same allocation as the dict when there are at most four (most literals,
// copies and decoded objects), which costs the Go allocator half as much.
func newDict(capacity int) *Dict {
	switch capacity {
	case 0:
		return &Dict{}
	case 1:
		o := new(dictWithEntries[[1]dictEntry])
		o.d.entries = o.room[:0]
		return &o.d
	case 2:
		o := new(dictWithEntries[[2]dictEntry])
		o.d.entries = o.room[:0]
		return &o.d
	case 3:
		o := new(dictWithEntries[[3]dictEntry])
		o.d.entries = o.room[:0]
		return &o.d
	case 4:
		o := new(dictWithEntries[[4]dictEntry])
		o.d.entries = o.room[:0]
		return &o.d
	}
	return &Dict{entries: make([]dictEntry, 0, capacity)}
}

// dictWithEntries is a dict allocated together with its first entries.
type dictWithEntries[R [1]dictEntry | [2]dictEntry | [3]dictEntry | [4]dictEntry] struct {
	d    Dict
	room R
}

// Type implements Object.
func (d *Dict) Type() *Type { return DictType }

// Len returns the number of items.
func (d *Dict) Len() int { return d.live }

// keyEqual is equal for a stored key and the key looked up (the stored
// key's __eq__ first, as in CPython), two small ints compared at once.
func keyEqual(th *Thread, stored, key Value) (bool, error) {
	if stored.isSmallInt() && key.isSmallInt() {
		return stored.num == key.num, nil
	}
	return equal(th, stored, key)
}

// find returns the entry position of key, or -1.
func (d *Dict) find(th *Thread, key Value, h int64) (int, error) {
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if e.hash == h && e.key.obj != nil {
				eq, err := keyEqual(th, e.key, key)
				if err != nil {
					return -1, err
				}
				if eq {
					return i, nil
				}
			}
		}
		return -1, nil
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		pos := d.index[i]
		if pos == -1 {
			return -1, nil
		}
		if pos >= 0 {
			e := &d.entries[pos]
			if e.hash == h && e.key.obj != nil {
				eq, err := keyEqual(th, e.key, key)
				if err != nil {
					return -1, err
				}
				if eq {
					return int(pos), nil
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// findStr is find for str keys, which never fails. It returns -1 when key
// is absent, or strOther when an entry of another type has key's hash:
// only find can then tell (a str subclass instance equal to key).
func (d *Dict) findStr(key *Str) int {
	h := key.hash()
	missing := -1
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if e.hash == h {
				if s, ok := e.key.obj.(*Str); ok && (s == key || s.s == key.s) {
					return i
				} else if !ok && e.key.obj != nil {
					missing = strOther
				}
			}
		}
		return missing
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		pos := d.index[i]
		if pos == -1 {
			return missing
		}
		if pos >= 0 {
			e := &d.entries[pos]
			if e.hash == h {
				if s, ok := e.key.obj.(*Str); ok && (s == key || s.s == key.s) {
					return int(pos)
				} else if !ok && e.key.obj != nil {
					missing = strOther
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// chargeStrMatch charges for the comparison findStr made when it found
// key at entry i as another str of equal content.
func (d *Dict) chargeStrMatch(th *Thread, i int, key *Str) error {
	if s, _ := d.entries[i].key.obj.(*Str); s != key {
		return th.chargeCompare(len(key.s))
	}
	return nil
}

// strOther is findStr's answer when only a full comparison finds key.
const strOther = -2

// Get looks up key.
func (d *Dict) Get(th *Thread, key Value) (Value, bool, error) {
	if s, ok := key.obj.(*Str); ok {
		if i := d.findStr(s); i != strOther {
			if i < 0 {
				return Value{}, false, nil
			}
			return d.entries[i].value, true, d.chargeStrMatch(th, i, s)
		}
	}
	h, err := hashValue(th, key)
	if err != nil {
		return Value{}, false, err
	}
	i, err := d.find(th, key, h)
	if err != nil || i < 0 {
		return Value{}, false, err
	}
	return d.entries[i].value, true, nil
}

func (d *Dict) getStr(key *Str) (Value, bool) {
	if i := d.findStr(key); i >= 0 {
		return d.entries[i].value, true
	}
	return Value{}, false
}

// Set inserts or replaces key.
func (d *Dict) Set(th *Thread, key, value Value) error { return d.set(th, key, value, false) }

// set is Set, charging a new entry's memory first when account is set.
func (d *Dict) set(th *Thread, key, value Value, account bool) error {
	h, i, err := d.lookup(th, key)
	if err != nil {
		return err
	}
	if i >= 0 {
		d.entries[i].value = value
		return nil
	}
	return d.add(th, h, key, value, account)
}

// setDefault is dict.setdefault: key's value, after inserting value (and
// charging for it) when key is absent.
func (d *Dict) setDefault(th *Thread, key, value Value) (Value, error) {
	h, i, err := d.lookup(th, key)
	if err != nil {
		return Value{}, err
	}
	if i >= 0 {
		return d.entries[i].value, nil
	}
	return value, d.add(th, h, key, value, true)
}

// lookup hashes key and finds its entry position (-1 if absent), once:
// a user __hash__ or __eq__ runs as often as in CPython.
func (d *Dict) lookup(th *Thread, key Value) (h int64, i int, err error) {
	if s, ok := key.obj.(*Str); ok {
		if i = d.findStr(s); i != strOther {
			if i >= 0 {
				err = d.chargeStrMatch(th, i, s)
			}
			return s.hash(), i, err
		}
	}
	if key.isSmallInt() {
		h = hashSmallInt(key.small())
	} else if h, err = hashValue(th, key); err != nil {
		return 0, -1, err
	}
	i, err = d.find(th, key, h)
	return h, i, err
}

// fillDisplay puts the pairs of a dict display (kv: a key, its value, the
// next key, ...) into d, new and with room for them. A small-int or str key
// whose hash no entry has yet cannot be there, and is appended without a
// lookup while d is small enough to have no index; any other key takes Set,
// which runs the keys' __eq__ as CPython does.
func (d *Dict) fillDisplay(th *Thread, kv []Value) error {
	for i := 0; i < len(kv); i += 2 {
		k := kv[i]
		var h int64
		quick := true
		switch o := k.obj.(type) {
		case intKind:
			h = hashSmallInt(k.small())
		case *Str:
			h = o.hash()
		default:
			quick = false
		}
		if !quick || len(d.entries) >= min(cap(d.entries), dictLinearMax) || d.holdsHash(h) {
			if err := d.Set(th, k, kv[i+1]); err != nil {
				return err
			}
			continue
		}
		d.entries = append(d.entries, dictEntry{hash: h, key: k, value: kv[i+1]})
		d.live++
		d.version++
	}
	return nil
}

// holdsHash reports whether an entry of d has hash h.
func (d *Dict) holdsHash(h int64) bool {
	for i := range d.entries {
		if d.entries[i].hash == h {
			return true
		}
	}
	return false
}

// add inserts a key known to be absent, charging the entry's memory first
// when account is set.
func (d *Dict) add(th *Thread, h int64, key, value Value, account bool) error {
	if account {
		if err := th.allocate(dictEntrySize); err != nil {
			return err
		}
	}
	return d.insert(th, h, key, value)
}

func (d *Dict) setStr(th *Thread, key *Str, value Value) error {
	if i := d.findStr(key); i >= 0 {
		d.entries[i].value = value
		return nil
	}
	return d.insert(th, key.hash(), ObjectValue(key), value)
}

func (d *Dict) insert(th *Thread, h int64, key, value Value) error {
	if len(d.entries) == cap(d.entries) {
		if err := d.grow(th); err != nil {
			return err
		}
	}
	d.entries = append(d.entries, dictEntry{hash: h, key: key, value: value})
	d.live++
	d.version++
	if d.index != nil {
		d.indexInsert(h, int32(len(d.entries)-1))
		if 3*(len(d.entries)+int(d.dead)) > 2*len(d.index) {
			// Deleted entries count towards the load until dropped, so churn
			// (an LRU's delete and re-insert) would rebuild the index on
			// every insertion until the next grow; instead they are
			// dropped and the index gets room for as many again.
			if d.live < len(d.entries) {
				d.dropDeleted()
				d.rebuild(2 * len(d.entries))
			} else {
				d.rebuild(len(d.entries))
			}
		}
	} else if len(d.entries) > dictLinearMax {
		d.rebuild(len(d.entries))
	}
	return nil
}

// grow makes room for more entries, dropping deleted ones first when they
// are a large share, and charges the new capacity to the memory meter.
func (d *Dict) grow(th *Thread) error {
	if d.live < len(d.entries)/2 && len(d.entries) > 0 {
		d.compact()
		if len(d.entries) < cap(d.entries) {
			return nil
		}
	}
	n := cap(d.entries) * 2
	if n < 4 {
		n = 4
	}
	if th != nil {
		if err := th.allocate(int64(n-cap(d.entries)) * dictEntrySize); err != nil {
			return err
		}
	}
	entries := make([]dictEntry, len(d.entries), n)
	copy(entries, d.entries)
	d.entries = entries
	return nil
}

const dictEntrySize = 64

// reserve gives an empty dict that has never grown room for n entries,
// and an index for as many, charged as growing to that capacity would be.
func (d *Dict) reserve(th *Thread, n int) error {
	if err := th.allocate(int64(n) * dictEntrySize); err != nil {
		return err
	}
	d.entries = make([]dictEntry, 0, n)
	if n > dictLinearMax {
		d.rebuild(n)
	}
	return nil
}

// dictWithRoom is an empty dict allocated together with the entries of its
// first growth (a **kwargs dict that is about to be filled).
type dictWithRoom struct {
	Dict
	room [4]dictEntry
}

// growInto is the first growth of an empty, never grown dict, into room
// (len 0, cap 4) instead of a new allocation, metered as grow meters it.
func (d *Dict) growInto(th *Thread, room []dictEntry) error {
	if err := th.allocate(int64(cap(room)) * dictEntrySize); err != nil {
		return err
	}
	d.entries = room
	return nil
}

func (d *Dict) compact() {
	d.dropDeleted()
	if d.index != nil {
		d.rebuild(len(d.entries))
	}
}

// dropDeleted removes the deleted entries, leaving the index stale.
func (d *Dict) dropDeleted() {
	out := d.entries[:0]
	for _, e := range d.entries {
		if e.key.obj != nil {
			out = append(out, e)
		}
	}
	for i := len(out); i < len(d.entries); i++ {
		d.entries[i] = dictEntry{}
	}
	d.entries = out
	d.head = 0
}

// indexSize is the size of the index rebuilt for n entries: at most two
// thirds full.
func indexSize(n int) int {
	size := 16
	for size*2 < n*3 {
		size *= 2
	}
	return size
}

func (d *Dict) rebuild(n int) {
	size := indexSize(n)
	if len(d.index) != size {
		d.index = make([]int32, size)
	} // else clearing tombstones: the table is reused (it is d's alone)
	d.dead = 0
	d.index[0] = -1
	for n := 1; n < len(d.index); n *= 2 {
		copy(d.index[n:], d.index[:n])
	}
	for i := range d.entries {
		if e := &d.entries[i]; e.key.obj != nil {
			d.indexInsert(e.hash, int32(i))
		}
	}
}

func (d *Dict) indexInsert(h int64, pos int32) {
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for d.index[i] >= 0 {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	d.index[i] = pos
}

// Delete removes key, reporting whether it was present.
func (d *Dict) Delete(th *Thread, key Value) (Value, bool, error) {
	h, err := hashValue(th, key)
	if err != nil {
		return Value{}, false, err
	}
	i, err := d.find(th, key, h)
	if err != nil || i < 0 {
		return Value{}, false, err
	}
	old := d.entries[i].value
	d.removeAt(i)
	return old, true, nil
}

func (d *Dict) removeAt(i int) {
	h := d.entries[i].hash
	d.entries[i] = dictEntry{hash: h}
	d.live--
	d.version++
	if d.index != nil {
		mask := uint64(len(d.index) - 1)
		perturb := uint64(h)
		j := uint64(h) & mask
		for d.index[j] != int32(i) {
			perturb >>= 5
			j = (j*5 + perturb + 1) & mask
		}
		d.index[j] = -2 // a tombstone keeps probe chains intact
		d.dead++
	}
	for d.head < len(d.entries) && d.entries[d.head].key.obj == nil {
		d.head++
	}
	// Dropping trailing deleted entries keeps popitem() and stack-like use
	// O(1); their tombstones count towards the next rebuild.
	if i == len(d.entries)-1 {
		d.entries = d.entries[:i]
		for len(d.entries) > 0 && d.entries[len(d.entries)-1].key.obj == nil {
			d.entries = d.entries[:len(d.entries)-1]
		}
		d.head = min(d.head, len(d.entries))
	}
}

// popEnd removes the last item, or the first unless last, from d (not
// empty) and returns it as a (key, value) tuple.
func (d *Dict) popEnd(th *Thread, last bool) (Value, error) {
	if err := th.allocate(sizeofSeq(2)); err != nil {
		return Value{}, err
	}
	i := d.head
	if last {
		i = len(d.entries) - 1 // trailing deleted entries are always dropped
	}
	e := d.entries[i]
	d.removeAt(i)
	t := th.newTuple(2)
	t.items[0], t.items[1] = e.key, e.value
	return ObjectValue(t), nil
}

// Clear removes every item.
func (d *Dict) Clear() {
	d.entries = d.entries[:0]
	d.head = 0
	d.index = nil
	d.live = 0
	d.dead = 0
	d.version++
}

// Items returns the live entries in insertion order.
func (d *Dict) Items() []dictEntry {
	if d.live == len(d.entries) {
		return d.entries
	}
	out := make([]dictEntry, 0, d.live)
	for _, e := range d.entries {
		if e.key.obj != nil {
			out = append(out, e)
		}
	}
	return out
}

// Keys returns the keys in insertion order.
func (d *Dict) Keys() []Value {
	out := make([]Value, 0, d.live)
	for _, e := range d.entries {
		if e.key.obj != nil {
			out = append(out, e.key)
		}
	}
	return out
}

// strKeys reports whether every key is a str.
func (d *Dict) strKeys() bool {
	for i := d.head; i < len(d.entries); i++ {
		if k := d.entries[i].key; k.obj != nil {
			if _, ok := strArg(k); !ok {
				return false
			}
		}
	}
	return true
}

// Copy returns a shallow copy.
func (d *Dict) Copy() *Dict {
	c := newDict(d.live)
	c.copyFrom(d, d.live)
	return c
}

// cloneFrom fills d, a dict that has held nothing, with m's items, as
// CPython's dict_merge clones into an empty dict: the entries are copied
// with their hashes (no key's __hash__ or __eq__ runs) and accounted for
// as growing by inserting them one by one would be (from 4 entries,
// doubling).
func (d *Dict) cloneFrom(th *Thread, m *Dict) error {
	c := 0
	for c < m.live {
		c = max(4, 2*c)
	}
	if err := th.allocate(int64(c) * dictEntrySize); err != nil {
		return err
	}
	d.copyFrom(m, c)
	d.version++
	return nil
}

// copyFrom fills d, empty, with m's items, in room for c entries.
func (d *Dict) copyFrom(m *Dict, c int) {
	n := m.live
	if cap(d.entries) >= c {
		d.entries = d.entries[:n]
	} else {
		d.entries = make([]dictEntry, n, c)
	}
	d.live = n
	if len(m.entries) == n {
		// Nothing deleted: the entries as they are, and m's index if it
		// is the one rebuilding would make (no tombstones, the same size:
		// the same entries inserted in the same order).
		copy(d.entries, m.entries)
		if m.dead == 0 && len(m.index) == indexSize(n) {
			d.index = slices.Clone(m.index)
			return
		}
	} else {
		d.entries = d.entries[:0]
		for _, e := range m.entries[m.head:] {
			if e.key.obj != nil {
				d.entries = append(d.entries, e)
			}
		}
	}
	if n > dictLinearMax {
		d.rebuild(n)
	}
}

// SetString sets a str key from Go (module and class set-up).
func (d *Dict) SetString(key string, v Value) { _ = d.setStr(nil, intern(key), v) }

// GetString looks up a str key from Go.
func (d *Dict) GetString(key string) (Value, bool) { return d.getStr(intern(key)) }
