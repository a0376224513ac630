package state

import (
	"errors"

	"github.com/cowboy-go/cowboy/core/types"
)

// Internal nodes are stored in pages: the internal node at a depth that is a
// multiple of pageLevels (a page root) is stored together with its internal
// descendants of the next pageLevels-1 levels, as one KV entry under the page
// root's NodeKey. A commit that changes a node rewrites its whole page, but
// writes about pageLevels times fewer entries than one per node, and
// goleveldb's cost is mostly per entry (docs/performance.md). Leaves keep an
// entry of their own: a leaf's value may be large, and leaves float up and
// down between pages without being rewritten.
//
// Only the hashes of a page's external children (leaves and the roots of
// the pages below) are stored; the hashes of the nodes inside a page are
// recomputed when it is read, which also checks the page against its key.
const pageLevels = 4

// pageType is the first byte of a stored page (a stored leaf starts with
// leafPrefix, 0x00; 0x01 is not used, so the entries of the old
// one-node-per-entry layout do not decode).
const pageType = 0x02

// A page encodes its root node, and recursively each node of the page, as
// one tag byte followed by the node's left child and then its right child.
// Bits 0-1 of the tag describe the left child and bits 2-3 the right one:
const (
	tagEmpty  = 0 // empty subtree: nothing follows
	tagHash   = 1 // a leaf, or the root of the next page: its 32-byte hash follows
	tagInline = 2 // an internal node of this page: its encoding follows
)

// appendPage appends the stored page rooted at the internal node n. The
// internal descendants of n within the page must be linked (n.kids): the
// tree never unlinks an internal node except at a page boundary, so an
// unlinked child inside a page is a leaf.
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
		case lvl+1 < pageLevels && c != nil && !c.leaf:
			tag |= tagInline << (2 * i)
			dst = appendPageNode(dst, c, lvl+1)
		default:
			tag |= tagHash << (2 * i)
			dst = append(dst, n.kidHash[i][:]...)
		}
	}
	dst[at] = tag
	return dst
}

var errBadPage = errors.New("malformed page")

// decodePage decodes a stored page without its type byte and returns its
// root with the page's internal nodes linked and hashed, and the number of
// internal nodes. It accepts only the canonical encoding (appendPage gives
// back b) and returns an error, never panics, on any other input. The nodes
// share no memory with b.
func decodePage(h *hasher, b []byte) (*node, int, error) {
	d := pageDecoder{h: h, b: b}
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
	h     *hasher
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
		default:
			return nil, errBadPage
		}
	}
	n.hash = d.h.innerHash(&n.kidHash[0], &n.kidHash[1])
	return n, nil
}
