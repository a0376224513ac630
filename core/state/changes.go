package state

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
)

// ErrCorruptChanges: bytes given to StageEncoded are not an AppendStaged
// encoding.
var ErrCorruptChanges = errors.New("state: corrupt change list")

// AppendStaged appends an encoding of the staged changes to dst and returns
// it. A host that Applies blocks without flushing each one stores it with
// the block, so that after a crash it can reopen the tree at the last
// flushed root and stage each later block's changes again (StageEncoded).
// The encoding lists the changes in ascending key order, each as
//
//	uvarint(len(key)) ‖ key ‖ uvarint(0)                     a deletion
//	uvarint(len(key)) ‖ key ‖ uvarint(1+len(value)) ‖ value  a value
func (t *Tree) AppendStaged(dst []byte) []byte {
	keys := make([]string, 0, len(t.pending))
	for k := range t.pending {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		op := t.pending[k]
		dst = binary.AppendUvarint(dst, uint64(len(k)))
		dst = append(dst, k...)
		if op.del {
			dst = binary.AppendUvarint(dst, 0)
			continue
		}
		dst = binary.AppendUvarint(dst, uint64(len(op.value))+1)
		dst = append(dst, op.value...)
	}
	return dst
}

// StageEncoded stages the changes encoded in b by AppendStaged, on top of
// any already staged. It accepts only that canonical encoding (keys
// strictly ascending, minimal lengths) and stages nothing if b is not one.
func (t *Tree) StageEncoded(b []byte) error {
	type change struct {
		key, value []byte
		del        bool
	}
	var list []change
	var prev []byte
	for len(b) > 0 {
		key, rest, ok := lengthPrefixed(b, 0)
		if !ok || (list != nil && bytes.Compare(prev, key) >= 0) {
			return ErrCorruptChanges
		}
		l, n := binary.Uvarint(rest)
		if !minimalUvarint(rest, n) {
			return ErrCorruptChanges
		}
		if l == 0 {
			list = append(list, change{key: key, del: true})
			b = rest[n:]
		} else {
			value, after, ok := lengthPrefixed(rest, 1)
			if !ok {
				return ErrCorruptChanges
			}
			list = append(list, change{key: key, value: value})
			b = after
		}
		prev = key
	}
	for _, c := range list {
		if c.del {
			t.Delete(c.key)
		} else {
			t.Set(c.key, c.value)
		}
	}
	return nil
}

// lengthPrefixed splits b into uvarint(bias+len(x)) ‖ x and the rest; x
// has no spare capacity. The length is checked against b before it is used.
func lengthPrefixed(b []byte, bias uint64) (x, rest []byte, ok bool) {
	l, n := binary.Uvarint(b)
	if !minimalUvarint(b, n) || l < bias || l-bias > uint64(len(b)-n) {
		return nil, nil, false
	}
	end := n + int(l-bias)
	return b[n:end:end], b[end:], true
}

// minimalUvarint reports whether the uvarint that binary.Uvarint read from b
// in n bytes was valid and encoded in as few bytes as possible.
func minimalUvarint(b []byte, n int) bool {
	return n > 0 && (n == 1 || b[n-1] != 0)
}
