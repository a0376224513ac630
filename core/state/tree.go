package state

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
)

// Tree is a Merkle map at one committed root plus the changes staged on top
// of it. Set and Delete stage; Get sees staged changes; Commit writes them
// and moves the tree to the new root; Prove and Walk read the committed root.
// A Tree is not safe for concurrent use.
type Tree struct {
	kv       KV
	root     Hash
	rootNode *node // nil for the empty tree
	pending  map[string]pendingOp
	enc      []byte // scratch: node encoding
	nk       []byte // scratch: node key

	// The tree is kept in memory as far as it has been read or built, with
	// children linked by pointer. live estimates how many nodes that is;
	// past limit (and pruneAt), the flushed subtrees below keepDepth are
	// dropped (maybePrune).
	live, limit, pruneAt int
	// unflushed counts the entries Apply made that no Flush has written
	// yet (an upper bound: some may since have been replaced).
	unflushed int
	// garbage lists the positions of entries in the KV that Apply has
	// taken out of the tree since the last Flush, which deletes them (a
	// position filled again is put after the deletion).
	garbage []entryPos
	// lost is set when an Apply failed with unflushed nodes in memory: it
	// may have half-updated them in place, and the KV cannot restore them.
	lost error

	par     Parallel
	workers []*Tree                 // one per subtree of a parallel Apply or Flush: own scratch, counters
	out     entryBuf                // workers: the entries of their subtree in a parallel Flush
	split   *[1 << splitDepth]*node // during a parallel Apply: the new subtrees at splitDepth
}

// Parallel runs task(0) … task(n-1), concurrently if it likes, and returns
// when all have returned. Hosts supply one (the core starts no goroutines)
// to let Apply hash independent subtrees on several cores. The tasks touch
// disjoint parts of the tree and their results are combined in a fixed
// order, so roots and stored bytes do not depend on scheduling.
type Parallel func(n int, task func(i int))

// splitDepth is the depth of the subtrees a parallel Apply hands out:
// 2^splitDepth tasks.
const splitDepth = 4

// minParallel is the fewest updates worth splitting across tasks.
const minParallel = 256

// keepDepth is how deep the in-memory tree stays loaded after it outgrows
// its limit: at most 2^keepDepth-1 internal nodes. It is a page boundary:
// within a page, nodes stay linked (see appendPage).
const keepDepth = 3 * pageLevels

type pendingOp struct {
	key, value []byte
	del        bool
}

// Open returns the tree with the given root over kv. The root must be
// EmptyRoot or a root flushed to kv; its node is read to check that it is
// there. The tree keeps up to DefaultCacheNodes decoded nodes in memory.
func Open(kv KV, root Hash) (*Tree, error) {
	t := &Tree{kv: kv, root: root, pending: make(map[string]pendingOp), limit: DefaultCacheNodes}
	if root != EmptyRoot {
		n, err := t.load(root, 0, &EmptyRoot)
		if err != nil {
			return nil, err
		}
		t.rootNode = n
	}
	return t, nil
}

// SetCacheLimit sets how many decoded nodes the tree keeps in memory
// (roughly; at least the top levels always stay). It only affects speed.
func (t *Tree) SetCacheLimit(nodes int) { t.limit = nodes }

// SetParallel lets Apply use p to work on subtrees concurrently (nil: one
// at a time). The KV's Get must then be safe for concurrent use.
func (t *Tree) SetParallel(p Parallel) { t.par = p }

// Root is the root of the last Apply or Commit (staged changes are not in
// it).
func (t *Tree) Root() Hash { return t.root }

// Unflushed is about how many KV entries the next Flush will write: those
// made by Apply since the last Flush (some of them may have been replaced
// since, and will not be written).
func (t *Tree) Unflushed() int { return t.unflushed }

// Pending is the number of keys with staged changes.
func (t *Tree) Pending() int { return len(t.pending) }

// Discard drops every staged change.
func (t *Tree) Discard() { clear(t.pending) }

// Set stages key = value. The tree keeps copies of both. An empty value is
// a present value, not a deletion.
func (t *Tree) Set(key, value []byte) {
	buf := make([]byte, len(key)+len(value)) // one allocation for both copies
	k, v := buf[:len(key):len(key)], buf[len(key):]
	copy(k, key)
	copy(v, value)
	t.pending[string(k)] = pendingOp{key: k, value: v}
}

// Delete stages the removal of key (a no-op if it is absent).
func (t *Tree) Delete(key []byte) {
	k := append([]byte(nil), key...)
	t.pending[string(k)] = pendingOp{key: k, del: true}
}

// Get returns the value of key, staged changes included, as a fresh copy.
func (t *Tree) Get(key []byte) ([]byte, bool, error) {
	if t.lost != nil {
		return nil, false, t.lost
	}
	if op, ok := t.pending[string(key)]; ok {
		if op.del {
			return nil, false, nil
		}
		return append([]byte{}, op.value...), true, nil
	}
	n, err := t.lookup(key)
	if err != nil || n == nil {
		return nil, false, err
	}
	return append([]byte{}, n.value...), true, nil
}

// lookup finds the committed leaf of key, or nil.
func (t *Tree) lookup(key []byte) (*node, error) {
	n := t.rootNode
	if n == nil {
		return nil, nil
	}
	kh := sum(key)
	for d := 0; ; d++ {
		if n.leaf {
			if bytes.Equal(n.key, key) {
				return n, nil
			}
			return nil, nil
		}
		if d >= MaxDepth {
			return nil, fmt.Errorf("%w %s: internal node below depth %d", ErrCorruptNode, n.hash, MaxDepth)
		}
		c, err := t.child(n, d, bit(&kh, d), &kh)
		if err != nil || c == nil {
			return nil, err
		}
		n = c
	}
}

// child returns child i of the committed internal node n at depth d (nil if
// empty), loading and linking it if needed; path holds the first d bits of
// n's path.
func (t *Tree) child(n *node, d, i int, path *Hash) (*node, error) {
	if c := n.kids[i]; c != nil {
		return c, nil
	}
	if n.kidHash[i] == EmptyRoot {
		return nil, nil
	}
	p := *path
	setBit(&p, d, i)
	c, err := t.load(n.kidHash[i], d+1, &p)
	if err != nil {
		return nil, err
	}
	n.kids[i] = c
	return c, nil
}

// load reads the committed node with hash h at depth d on path from the KV:
// a leaf stored apart, or the root of a page with the rest of the page
// linked below it.
func (t *Tree) load(h Hash, d int, path *Hash) (*node, error) {
	b, err := t.read(h, d, path)
	if err != nil {
		return nil, err
	}
	n, count, err := decodeEntry(h, b)
	if err != nil {
		return nil, err
	}
	n.stored, n.at = true, uint16(d)
	t.live += count
	return n, nil
}

// read returns the stored entry at depth d on path, which should hash to h.
func (t *Tree) read(h Hash, d int, path *Hash) ([]byte, error) {
	t.nk = appendEntryKey(t.nk[:0], d, path)
	b, ok, err := t.kv.Get(t.nk)
	if err != nil {
		return nil, fmt.Errorf("state: reading node %s: %w", h, err)
	}
	if !ok {
		return nil, fmt.Errorf("%w %s at depth %d", ErrMissingNode, h, d)
	}
	return b, nil
}

func (t *Tree) keyHashOf(n *node) *Hash {
	if !n.khOK {
		n.keyHash = sum(n.key)
		n.khOK = true
	}
	return &n.keyHash
}

// update is one staged change during Commit; leaf is nil for a deletion.
type update struct {
	kh   Hash
	key  []byte
	leaf *node
}

// Commit is Apply followed by Flush: it applies the staged changes, puts
// every node not yet in the KV into b (and deletes the ones the tree no
// longer holds) and returns the new root. The caller commits b (with the
// rest of its block) before using the tree again; if b is never committed,
// reopen the tree at the previous root.
func (t *Tree) Commit(b Batch) (Hash, error) {
	root, err := t.Apply()
	if err != nil {
		return root, err
	}
	return root, t.Flush(b)
}

// Apply applies the staged changes in memory and returns the new root,
// which becomes the tree's root: every changed node is hashed once,
// bottom-up as the pass creates it. Nothing is written: the new nodes stay
// in memory (never evicted) until Flush puts them into a batch, so a host
// may apply several blocks and flush once, writing each page once however
// often it changed in between. Only the last flushed root can be Opened
// from the KV.
//
// On error the tree and its staged changes are unchanged when every node
// was flushed (the tree reloads its root from the KV); otherwise the tree
// is unusable, and every later call returns the error: reopen it from the
// last flushed root and apply the changes since again.
func (t *Tree) Apply() (Hash, error) {
	if t.lost != nil {
		return t.root, t.lost
	}
	if len(t.pending) == 0 {
		return t.root, nil
	}
	ups := make([]update, 0, len(t.pending))
	for _, op := range t.pending { // order fixed by the sort below
		u := update{key: op.key}
		if !op.del {
			// One allocation per leaf (a slab would be pinned by any survivor).
			ln := &struct {
				node
				leafData
			}{node{leaf: true, dirty: true, khOK: true}, leafData{key: op.key, value: op.value}}
			ln.node.leafData = &ln.leafData
			u.leaf = &ln.node
		}
		ups = append(ups, u)
	}
	t.hashKeys(ups)
	t.sortByPath(ups)
	for i := 1; i < len(ups); i++ {
		if ups[i].kh == ups[i-1].kh {
			return t.root, fmt.Errorf("%w: %x and %x", ErrKeyHashCollision, ups[i-1].key, ups[i].key)
		}
	}
	hadUnflushed := t.unflushed > 0
	nr, err := t.applyAll(ups)
	if err != nil {
		if hadUnflushed {
			t.lost = fmt.Errorf("state: the tree lost its unflushed changes; reopen it: %w", err)
			return t.root, err
		}
		// apply updates the in-memory nodes in place: drop them and start
		// again from the committed root in the KV.
		t.rootNode, t.live, t.unflushed, t.garbage = nil, 0, 0, t.garbage[:0]
		if t.root != EmptyRoot {
			n, lerr := t.load(t.root, 0, &EmptyRoot)
			if lerr != nil {
				return t.root, fmt.Errorf("%w (and reloading the root: %w)", err, lerr)
			}
			t.rootNode = n
		}
		return t.root, err
	}
	root := EmptyRoot
	if nr != nil {
		root = nr.hash
	}
	t.root, t.rootNode = root, nr
	clear(t.pending)
	t.maybePrune()
	return root, nil
}

// hashKeys sets the path of each update and its new leaf: with a Parallel
// and enough updates, in tasks of their own.
func (t *Tree) hashKeys(ups []update) {
	hash := func(ups []update) {
		for i := range ups {
			u := &ups[i]
			u.kh = sum(u.key)
			if u.leaf != nil {
				u.leaf.keyHash = u.kh
			}
		}
	}
	if t.par == nil || len(ups) < minParallel {
		hash(ups)
		return
	}
	t.ensureWorkers()
	n := len(t.workers)
	t.par(n, func(i int) { hash(ups[i*len(ups)/n : (i+1)*len(ups)/n]) })
}

// sortByPath sorts ups by path: with a Parallel and enough updates, by
// their first splitDepth bits first, then each part in a task of its own.
func (t *Tree) sortByPath(ups []update) {
	byPath := func(a, b update) int { return bytes.Compare(a.kh[:], b.kh[:]) }
	if t.par == nil || len(ups) < minParallel {
		slices.SortFunc(ups, byPath)
		return
	}
	var start [1<<splitDepth + 1]int
	for i := range ups {
		start[ups[i].kh[0]>>(8-splitDepth)+1]++
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	parts := make([]update, len(ups))
	next := start
	for _, u := range ups {
		p := u.kh[0] >> (8 - splitDepth)
		parts[next[p]] = u
		next[p]++
	}
	copy(ups, parts)
	t.par(1<<splitDepth, func(i int) { slices.SortFunc(ups[start[i]:start[i+1]], byPath) })
}

// Flush puts into b every entry of the current root that is not in the KV
// yet (pages and leaves stored apart made by Apply since the last Flush and
// still part of the tree), and deletes the entries Apply took out of the
// tree since then. Once b is committed, the root can be Opened from the
// KV, and the previously flushed one no longer can. Past its cache limit,
// the tree then drops the nodes below its top levels.
func (t *Tree) Flush(b Batch) error {
	if t.lost != nil {
		return t.lost
	}
	// Deletions first: a position emptied and filled again ends with its
	// new entry.
	for i := range t.garbage {
		t.nk = appendEntryKey(t.nk[:0], t.garbage[i].d, &t.garbage[i].path)
		b.Delete(t.nk)
	}
	t.garbage = t.garbage[:0]
	if n := t.rootNode; n != nil && n.unflushed {
		t.flushAll(b, n)
	}
	t.unflushed = 0
	t.pruneAt = 0
	t.maybePrune()
	return nil
}

// flushAll flushes the tree from its unflushed root n. With a Parallel
// and enough entries to write, the subtrees at splitDepth (a page boundary:
// each one entry and what is below it) are encoded first, each in a task
// of its own into its worker's buffer, and put into b in path order.
func (t *Tree) flushAll(b Batch, n *node) {
	if t.par != nil && t.unflushed >= minParallel {
		t.ensureWorkers()
		t.par(len(t.workers), func(i int) {
			if c := linkedAt(n, i); c != nil && c.unflushed {
				w, path := t.workers[i], Hash{byte(i << (8 - splitDepth))}
				w.flushEntry(&w.out, c, splitDepth, &path)
			}
		})
		for _, w := range t.workers {
			w.out.putInto(b)
		}
	}
	var path Hash
	t.flushEntry(b, n, 0, &path)
}

// linkedAt returns the node at depth splitDepth on the path of subtree i
// under n, or nil if the way there is not all linked internal nodes (an
// empty or flushed subtree, or a leaf above it).
func linkedAt(n *node, i int) *node {
	for d := 0; d < splitDepth && n != nil; d++ {
		if n.leaf {
			return nil
		}
		n = n.kids[i>>(splitDepth-1-d)&1]
	}
	return n
}

// putter is where a flush puts entries: the caller's Batch, or a worker's
// entryBuf.
type putter interface{ Put(key, value []byte) }

// entryBuf records the entries a flush task encodes: keys and values back
// to back in buf, ends[2i] the end of key i and ends[2i+1] of its value.
type entryBuf struct {
	buf  []byte
	ends []int
}

func (e *entryBuf) Put(key, value []byte) {
	e.buf = append(e.buf, key...)
	e.ends = append(e.ends, len(e.buf))
	e.buf = append(e.buf, value...)
	e.ends = append(e.ends, len(e.buf))
}

// putInto puts the recorded entries into b, in order, and empties e.
func (e *entryBuf) putInto(b Batch) {
	start := 0
	for i := 0; i < len(e.ends); i += 2 {
		k, v := e.ends[i], e.ends[i+1]
		b.Put(e.buf[start:k], e.buf[k:v])
		start = v
	}
	e.buf, e.ends = e.buf[:0], e.ends[:0]
}

// flushEntry puts the unflushed page root or stored-apart leaf n, at depth
// d on path, into b, then the unflushed entries below it. An entry that is
// flushed has everything below it flushed too: a change anywhere below a
// node rehashes it (and so marks it unflushed again) on the way up.
func (t *Tree) flushEntry(b putter, n *node, d int, path *Hash) {
	n.unflushed, n.stored, n.at = false, true, uint16(d)
	t.put(b, n, d, path)
	if !n.leaf {
		t.flushPage(b, n, d, path)
	}
}

// flushPage flushes the unflushed entries under n, the internal node at
// depth d on path. It overwrites path's bits from d on.
func (t *Tree) flushPage(b putter, n *node, d int, path *Hash) {
	for i, c := range n.kids {
		inPage := c != nil && !c.leaf && (d+1)%pageLevels != 0
		if c == nil || !c.unflushed && !inPage { // empty, not loaded, or in the KV
			continue
		}
		setBit(path, d, i)
		if c.unflushed {
			t.flushEntry(b, c, d+1, path)
		} else {
			t.flushPage(b, c, d+1, path)
		}
	}
}

// applyAll is apply at the root. With a Parallel, and enough updates under
// a tree whose top splitDepth levels are internal nodes on every updated
// path, it applies the updates of each subtree at splitDepth in a task of
// its own (each with a worker Tree: scratch and counters), then
// the levels above in one pass that takes the subtrees' results.
func (t *Tree) applyAll(ups []update) (*node, error) {
	if t.par == nil || len(ups) < minParallel {
		return t.apply(t.rootNode, 0, ups)
	}
	var subs [1 << splitDepth]*node
	var parts [1 << splitDepth][]update
	for i := range subs {
		lo := sort.Search(len(ups), func(j int) bool { return int(ups[j].kh[0]>>(8-splitDepth)) >= i })
		hi := sort.Search(len(ups), func(j int) bool { return int(ups[j].kh[0]>>(8-splitDepth)) > i })
		parts[i] = ups[lo:hi]
		if len(parts[i]) == 0 {
			continue
		}
		n := t.rootNode
		path := parts[i][0].kh
		for d := 0; d < splitDepth; d++ {
			if n == nil || n.leaf {
				return t.apply(t.rootNode, 0, ups) // a small tree: not worth it
			}
			c, err := t.child(n, d, bit(&path, d), &path)
			if err != nil {
				return nil, err
			}
			n = c
		}
		subs[i] = n
	}
	t.ensureWorkers()
	var errs [1 << splitDepth]error
	t.par(len(subs), func(i int) {
		if w := t.workers[i]; len(parts[i]) > 0 {
			subs[i], errs[i] = w.apply(subs[i], splitDepth, parts[i])
		}
	})
	for i, w := range t.workers {
		t.live += w.live
		t.unflushed += w.unflushed
		t.garbage = append(t.garbage, w.garbage...)
		w.live, w.unflushed, w.garbage = 0, 0, w.garbage[:0]
		if errs[i] != nil {
			return nil, errs[i]
		}
	}
	t.split = &subs
	defer func() { t.split = nil }()
	return t.apply(t.rootNode, 0, ups)
}

// ensureWorkers makes the worker Trees of parallel Applies and Flushes.
func (t *Tree) ensureWorkers() {
	for len(t.workers) < 1<<splitDepth {
		t.workers = append(t.workers, &Tree{kv: t.kv})
	}
}

// maybePrune drops the flushed subtrees below keepDepth once the tree
// holds more than its limit of nodes. Unflushed nodes must stay: if they
// alone keep it above the limit, it waits for twice as many before walking
// the tree again (Flush resets that).
func (t *Tree) maybePrune() {
	if t.live > max(t.limit, t.pruneAt) {
		t.live = prune(t.rootNode, 0)
		t.pruneAt = 2 * t.live
	}
}

// prune unlinks, below keepDepth, the entries (page roots and leaves
// stored apart, which start on page boundaries) that are in the KV, and
// returns how many nodes stay linked under n, at depth d. A flushed entry
// has everything below it flushed, so only unflushed ones are entered.
func prune(n *node, d int) int {
	if n == nil {
		return 0
	}
	count := 1
	for i, c := range n.kids {
		if c != nil && d+1 >= keepDepth && (d+1)%pageLevels == 0 && !c.unflushed {
			n.kids[i] = nil
			continue
		}
		count += prune(c, d+1)
	}
	return count
}

// splitAt returns the index of the first update whose path has bit d set;
// ups is sorted and shares the first d bits.
func splitAt(ups []update, d int) int {
	return sort.Search(len(ups), func(i int) bool { return bit(&ups[i].kh, d) == 1 })
}

// apply returns the subtree at depth d after applying ups (sorted by path,
// all inside the subtree) to n (nil for empty), every changed node in it
// already hashed. Committed internal nodes on the way are
// updated in place rather than copied: the tree holds only its latest
// version, which spares an allocation per changed node. A subtree is unchanged iff its hash is.
func (t *Tree) apply(n *node, d int, ups []update) (*node, error) {
	if len(ups) == 0 {
		return n, nil
	}
	if d == splitDepth && t.split != nil {
		return t.split[ups[0].kh[0]>>(8-splitDepth)], nil // done in parallel (applyAll)
	}
	if n == nil {
		return t.build(d, ups)
	}
	if n.leaf {
		return t.mergeLeaf(n, d, ups)
	}
	if d >= MaxDepth {
		return nil, fmt.Errorf("%w %s: internal node below depth %d", ErrCorruptNode, n.hash, MaxDepth)
	}
	s := splitAt(ups, d)
	parts := [2][]update{ups[:s], ups[s:]}
	kids := n.kids
	hashes := n.kidHash
	for i := range 2 {
		if len(parts[i]) == 0 {
			continue
		}
		c, err := t.child(n, d, i, &parts[i][0].kh)
		if err != nil {
			return nil, err
		}
		nc, err := t.apply(c, d+1, parts[i])
		if err != nil {
			return nil, err
		}
		kids[i], hashes[i] = nc, EmptyRoot
		if nc != nil {
			hashes[i] = nc.hash
		}
	}
	if hashes == n.kidHash {
		n.kids = kids
		return n, nil
	}
	// A lone leaf floats up; no children leaves nothing.
	e0, e1 := hashes[0] == EmptyRoot, hashes[1] == EmptyRoot
	if e0 && e1 {
		t.live--
		t.drop(n, &ups[0].kh)
		return nil, nil
	}
	if e0 || e1 {
		i := 0
		if e0 {
			i = 1
		}
		c := kids[i]
		if c == nil { // the unchanged side, not loaded
			var err error
			if c, err = t.child(n, d, i, &ups[0].kh); err != nil {
				return nil, err
			}
			kids[i] = c
		}
		if c.leaf {
			t.live--
			t.drop(n, &ups[0].kh)
			t.moved(c, d)
			return c, nil
		}
	}
	n.kids, n.kidHash = kids, hashes
	return t.finish(n, d), nil
}

// mergeLeaf applies ups to the subtree at depth d that holds only leaf e.
func (t *Tree) mergeLeaf(e *node, d int, ups []update) (*node, error) {
	ekh := t.keyHashOf(e)
	if len(ups) == 1 && ups[0].kh != *ekh {
		// The common case at the bottom of the tree: no slice to allocate.
		if ups[0].leaf == nil {
			return e, nil // deleting an absent key
		}
		two := [2]update{{kh: *ekh, key: e.key, leaf: e}, ups[0]}
		if bytes.Compare(ups[0].kh[:], ekh[:]) < 0 {
			two[0], two[1] = two[1], two[0]
		}
		return t.build(d, two[:])
	}
	i := sort.Search(len(ups), func(i int) bool { return bytes.Compare(ups[i].kh[:], ekh[:]) >= 0 })
	merged := make([]update, 0, len(ups)+1)
	merged = append(merged, ups[:i]...)
	if i < len(ups) && ups[i].kh == *ekh {
		u := ups[i]
		if !bytes.Equal(u.key, e.key) {
			return nil, fmt.Errorf("%w: %x and %x", ErrKeyHashCollision, e.key, u.key)
		}
		if u.leaf != nil && bytes.Equal(u.leaf.value, e.value) {
			if len(ups) == 1 {
				return e, nil // the same pair again: nothing moves or changes
			}
			u.leaf = e // same pair: keep the stored leaf
		} else {
			t.live-- // e is replaced or deleted
			if u.leaf != nil {
				// The new leaf takes e's entry over: finish overwrites it
				// if the leaf stays at its depth, and drops it otherwise.
				u.leaf.stored, u.leaf.at = e.stored, e.at
			} else {
				t.drop(e, nil)
			}
		}
		merged = append(merged, u)
		merged = append(merged, ups[i+1:]...)
	} else {
		merged = append(merged, update{kh: *ekh, key: e.key, leaf: e})
		merged = append(merged, ups[i:]...)
	}
	return t.build(d, merged)
}

// build makes the subtree at depth d holding the leaves of ups (deletions
// are skipped).
func (t *Tree) build(d int, ups []update) (*node, error) {
	var first *node
	count := 0
	for i := range ups {
		if ups[i].leaf != nil {
			if count++; count == 1 {
				first = ups[i].leaf
			} else {
				break
			}
		}
	}
	switch count {
	case 0:
		return nil, nil
	case 1:
		if first.dirty {
			t.live++
			t.finish(first, d)
		} else {
			t.moved(first, d)
		}
		return first, nil
	}
	if d >= MaxDepth {
		return nil, ErrKeyHashCollision
	}
	s := splitAt(ups, d)
	l, err := t.build(d+1, ups[:s])
	if err != nil {
		return nil, err
	}
	r, err := t.build(d+1, ups[s:])
	if err != nil {
		return nil, err
	}
	n := &node{dirty: true, kids: [2]*node{l, r}}
	t.live++
	if l != nil {
		n.kidHash[0] = l.hash
	}
	if r != nil {
		n.kidHash[1] = r.hash
	}
	return t.finish(n, d), nil
}

// finish hashes the new or changed node n at depth d (its children are
// final) and returns it. A leaf that is not inlined, and an internal node
// at a page boundary (a page root), need their KV entry written: they are
// marked for the next Flush, which overwrites a changed page root's entry.
func (t *Tree) finish(n *node, d int) *node {
	n.dirty = false
	switch {
	case n.leaf:
		n.hash = valueLeafHash(&n.keyHash, n.value)
		t.place(n, d)
	case d%pageLevels == 0:
		n.hash = innerHash(&n.kidHash[0], &n.kidHash[1])
		t.markUnflushed(n)
	default:
		n.hash = innerHash(&n.kidHash[0], &n.kidHash[1])
	}
	return n
}

// moved is called when the unchanged leaf n may have moved to depth d.
func (t *Tree) moved(n *node, d int) {
	if !n.stored || int(n.at) != d {
		t.place(n, d)
	}
}

// place puts the leaf n, new or moved, at depth d: an entry it has at
// another depth, or that it no longer needs (a small leaf off the page
// boundaries goes into the page being rewritten), goes, and a leaf not
// inlined has its entry written at the next Flush.
func (t *Tree) place(n *node, d int) {
	in := inlined(n, d)
	if in || int(n.at) != d {
		t.drop(n, nil)
	}
	if in {
		n.unflushed = false
	} else {
		t.markUnflushed(n)
	}
}

// drop notes that n leaves the tree (or, for a leaf, its position): if it
// has an entry in the KV, the next Flush deletes it. A stored leaf knows its
// path (its key hash); for a page root, path holds the first n.at bits of
// its path.
func (t *Tree) drop(n *node, path *Hash) {
	if !n.stored {
		return
	}
	if n.leaf {
		path = t.keyHashOf(n)
	}
	t.garbage = append(t.garbage, entryPos{d: int(n.at), path: *path})
	n.stored = false
}

func (t *Tree) markUnflushed(n *node) {
	if !n.unflushed {
		n.unflushed = true
		t.unflushed++
	}
}

// put writes the entry of the leaf or page root n, at depth d on path,
// into b.
func (t *Tree) put(b putter, n *node, d int, path *Hash) {
	if n.leaf {
		t.enc = appendLeaf(t.enc[:0], n)
	} else {
		t.enc = appendPage(t.enc[:0], n)
	}
	t.nk = appendEntryKey(t.nk[:0], d, path)
	b.Put(t.nk, t.enc)
}

// Walk calls fn for every committed pair in path order (by BLAKE3 of the
// key), stopping at the first error, which it returns. fn must not modify
// its arguments or the tree.
func (t *Tree) Walk(fn func(key, value []byte) error) error {
	if t.lost != nil {
		return t.lost
	}
	if t.rootNode == nil {
		return nil
	}
	var path Hash
	return t.walk(t.rootNode, 0, &path, fn)
}

// walk visits the subtree n at depth d; path holds the first d bits of its
// path, and walk overwrites the bits from d on.
func (t *Tree) walk(n *node, d int, path *Hash, fn func(key, value []byte) error) error {
	if n.leaf {
		return fn(n.key, n.value)
	}
	if d >= MaxDepth {
		return fmt.Errorf("%w %s: internal node below depth %d", ErrCorruptNode, n.hash, MaxDepth)
	}
	for i := range 2 {
		c, err := t.child(n, d, i, path)
		if err != nil {
			return err
		}
		if c != nil {
			setBit(path, d, i)
			if err := t.walk(c, d+1, path, fn); err != nil {
				return err
			}
		}
	}
	return nil
}

// Verify reads every node of the tree from the KV (not from memory; Flush
// first) and checks that it is present, hashes to the hash its parent holds,
// sits on its own path and is in canonical form, and that the storage layout
// is the canonical one (pages start on page boundaries, and only there are
// small leaves stored apart). It returns the number of pairs. Its cost is
// linear in the size of the state: for recovery checks and tools.
func (t *Tree) Verify() (int, error) {
	if t.root == EmptyRoot {
		return 0, nil
	}
	var path Hash
	return t.verify(t.root, 0, &path)
}

// verify checks the stored entry of the node with hash h at depth d; path
// holds the first d bits of its path.
func (t *Tree) verify(h Hash, d int, path *Hash) (int, error) {
	b, err := t.read(h, d, path)
	if err != nil {
		return 0, err
	}
	n, _, err := decodeEntry(h, b) // checks the entry's hashes
	if err != nil {
		return 0, err
	}
	if n.leaf {
		if inlined(n, d) {
			return 0, fmt.Errorf("%w %s: small leaf at depth %d stored apart", ErrCorruptNode, h, d)
		}
		return t.verifyLeaf(n, h, d, path)
	}
	if d%pageLevels != 0 {
		return 0, fmt.Errorf("%w %s: page at depth %d, not at a page boundary", ErrCorruptNode, h, d)
	}
	return t.verifyInner(n, d, path)
}

// verifyLeaf checks that the decoded leaf n at depth d hashes to h and sits
// on its path.
func (t *Tree) verifyLeaf(n *node, h Hash, d int, path *Hash) (int, error) {
	kh := sum(n.key)
	if got := valueLeafHash(&kh, n.value); got != h {
		return 0, fmt.Errorf("%w %s: leaf hashes to %s", ErrCorruptNode, h, got)
	}
	if commonPrefix(&kh, path) < d {
		return 0, fmt.Errorf("%w %s: leaf for key %x is off its path at depth %d", ErrCorruptNode, h, n.key, d)
	}
	return 1, nil
}

// verifyInner checks the decoded internal node n at depth d and, through
// verify, the entries below its page.
func (t *Tree) verifyInner(n *node, d int, path *Hash) (int, error) {
	if d >= MaxDepth {
		return 0, fmt.Errorf("%w %s: internal node below depth %d", ErrCorruptNode, n.hash, MaxDepth)
	}
	total := 0
	for i, k := range n.kidHash {
		if k == EmptyRoot {
			continue
		}
		if i == 1 {
			path[d>>3] |= 0x80 >> uint(d&7)
		}
		var c int
		var err error
		switch kid := n.kids[i]; { // a linked child is in the same page
		case kid == nil:
			c, err = t.verify(k, d+1, path)
		case kid.leaf:
			c, err = t.verifyLeaf(kid, k, d+1, path)
		default:
			c, err = t.verifyInner(kid, d+1, path)
		}
		path[d>>3] &^= 0x80 >> uint(d&7)
		if err != nil {
			return 0, err
		}
		total += c
	}
	if total < 2 {
		return 0, fmt.Errorf("%w %s: internal node over a single leaf", ErrCorruptNode, n.hash)
	}
	return total, nil
}

// commonPrefix is the number of leading bits a and b share.
func commonPrefix(a, b *Hash) int {
	for i := range a {
		if x := a[i] ^ b[i]; x != 0 {
			n := i * 8
			for x&0x80 == 0 {
				x <<= 1
				n++
			}
			return n
		}
	}
	return MaxDepth
}
