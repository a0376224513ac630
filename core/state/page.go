package state

import (
	"encoding/binary"
	"errors"

	"github.com/cowboy-go/cowboy/core/types"
)

// Internal nodes are stored in pages: the internal node at a depth that is a
// multiple of pageLevels (a page root) is stored together with its internal
// descendants of the next pageLevels-1 levels, as one KV entry keyed by the
// page root's position (appendEntryKey). A commit that changes a node
// rewrites its whole page, but writes about pageLevels times fewer entries
// than one per node, and goleveldb's cost is mostly per entry
// (docs/performance.md). A leaf of at most maxInlineLeaf bytes is stored in
// the page of its parent (so rewritten with it), unless it sits at a page
// boundary (the root included), where it has an entry of its own like a
// page root: then a page's bottom children are always external, and
// writing a page never reads them. A larger leaf always has an entry of its
// own.
//
// Besides the inline leaves, only the hashes of a page's external children
// (leaves stored apart and the roots of the pages below) are stored; the
// hashes of the nodes inside a page are recomputed when it is read, which
// also checks the page against the hash its parent holds for it.
const pageLevels = 4

// maxInlineLeaf is the largest leaf (key plus value bytes) stored inside its
// parent's page: accounts and storage slots are, code and other blobs are
// not, so that rewriting a page does not rewrite them.
const maxInlineLeaf = 128

// small reports whether leaf n is small enough to inline.
func small(n *node) bool { return len(n.key)+len(n.value) <= maxInlineLeaf }

// inlined reports whether leaf n at depth d goes into its parent's page.
func inlined(n *node, d int) bool { return small(n) && d%pageLevels != 0 }

// pageType is the first byte of a stored page (a stored leaf starts with
// leafPrefix, 0x00; 0x01 is not used, so the entries of the old
// one-node-per-entry layout do not decode).
const pageType = 0x02

// A page encodes its root node, and recursively each node of the page, as
// one tag byte followed by the node's left child and then its right child.
// Bits 0-1 of the tag describe the left child and bits 2-3 the right one:
const (
	tagEmpty  = 0 // empty subtree: nothing follows
	tagHash   = 1 // a leaf stored apart, or the root of the next page: its 32-byte hash follows
	tagInline = 2 // an internal node of this page: its encoding follows
	tagLeaf   = 3 // a small leaf, not at the page's bottom: uvarint(len(key)) ‖ key ‖ uvarint(len(value)) ‖ value
)

// appendPage appends the stored page rooted at the internal node n. The
// internal descendants of n within the page and their inlined leaves must
// be linked (n.kids): the tree unlinks nodes only at a page boundary, so an
// unlinked child inside a page is a large leaf.
func appendPage(dst []byte, n *node) []byte {
	return appendPageNode(append(dst, pageType), n, 0)
}

// appendPageNode appends n, an internal node at level lvl of its page.
func appendPageNode(dst []byte, n *node, lvl int) []byte {
	at := len(dst)
	dst = append(dst, 0)
	var tag byte
	for i, c := range n.kids {
		switch {
		case n.kidHash[i] == EmptyRoot:
			continue
		case lvl+1 == pageLevels || c == nil || c.leaf && !small(c):
			// A child below the page's last level (stored apart, and not
			// read here), or a large leaf.
			tag |= tagHash << (2 * i)
			dst = append(dst, n.kidHash[i][:]...)
		case c.leaf:
			tag |= tagLeaf << (2 * i)
			dst = binary.AppendUvarint(dst, uint64(len(c.key)))
			dst = append(dst, c.key...)
			dst = binary.AppendUvarint(dst, uint64(len(c.value)))
			dst = append(dst, c.value...)
		default:
			tag |= tagInline << (2 * i)
			dst = appendPageNode(dst, c, lvl+1)
		}
	}
	dst[at] = tag
	return dst
}

var errBadPage = errors.New("malformed page")

// decodePage decodes a stored page without its type byte and returns its
// root with the page's internal nodes and inlined leaves linked and hashed,
// and the number of nodes. It accepts only the canonical encoding
// (appendPage gives back b) and returns an error, never panics, on any other
// input. The leaves' keys and values share b.
func decodePage(b []byte) (*node, int, error) {
	d := pageDecoder{b: b}
	root, err := d.node(0)
	if err != nil {
		return nil, 0, err
	}
	if len(d.b) != 0 {
		return nil, 0, errBadPage
	}
	return root, d.count, nil
}

type pageDecoder struct {
	b     []byte // the rest of the input
	count int
}

// node decodes an internal node at level lvl of the page; the recursion is
// at most pageLevels deep.
func (d *pageDecoder) node(lvl int) (*node, error) {
	// An internal node has a child; the top four bits are unused.
	if len(d.b) == 0 || d.b[0] == 0 || d.b[0]>>4 != 0 {
		return nil, errBadPage
	}
	tag := d.b[0]
	d.b = d.b[1:]
	n := &node{}
	d.count++
	for i := range 2 {
		switch tag >> (2 * i) & 3 {
		case tagEmpty:
		case tagHash:
			if len(d.b) < types.HashLength {
				return nil, errBadPage
			}
			copy(n.kidHash[i][:], d.b)
			d.b = d.b[types.HashLength:]
			if n.kidHash[i] == EmptyRoot { // an empty child must be tagEmpty
				return nil, errBadPage
			}
		case tagInline:
			if lvl+1 >= pageLevels {
				return nil, errBadPage
			}
			c, err := d.node(lvl + 1)
			if err != nil {
				return nil, err
			}
			n.kids[i], n.kidHash[i] = c, c.hash
		case tagLeaf:
			if lvl+1 >= pageLevels {
				return nil, errBadPage
			}
			c, err := d.leaf()
			if err != nil {
				return nil, err
			}
			n.kids[i], n.kidHash[i] = c, c.hash
		}
	}
	n.hash = innerHash(&n.kidHash[0], &n.kidHash[1])
	return n, nil
}

// leaf decodes an inlined leaf.
func (d *pageDecoder) leaf() (*node, error) {
	key, ok := d.bytes()
	if !ok {
		return nil, errBadPage
	}
	value, ok := d.bytes()
	if !ok {
		return nil, errBadPage
	}
	n := &node{leaf: true, khOK: true, leafData: &leafData{key: key, value: value}}
	if !small(n) {
		return nil, errBadPage // stored apart
	}
	n.keyHash = sum(key)
	n.hash = valueLeafHash(&n.keyHash, value)
	d.count++
	return n, nil
}

// bytes reads uvarint(len) ‖ bytes; the length is checked against the input
// before it is used.
func (d *pageDecoder) bytes() ([]byte, bool) {
	v, rest, ok := lengthPrefixed(d.b, 0)
	if ok {
		d.b = rest
	}
	return v, ok
}
