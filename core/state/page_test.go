package state

import (
	"bytes"
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// storedPages commits a random tree of n pairs into a MemKV and returns its
// stored pages by key.
func storedPages(t testing.TB, seed int64, n int) map[string][]byte {
	t.Helper()
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	for k, v := range randPairs(rand.New(rand.NewSource(seed)), n) {
		tr.Set([]byte(k), []byte(v))
	}
	commit(t, tr, kv)
	pages := map[string][]byte{}
	for _, k := range kv.Keys() {
		if v, _, _ := kv.Get(k); v[0] == pageType {
			pages[string(k)] = v
		}
	}
	return pages
}

// TestPageRoundTrip: every stored page decodes, is keyed by a page
// boundary, with at most 2^pageLevels-1 internal nodes and 2^pageLevels leaves,
// and encodes back to the same bytes.
func TestPageRoundTrip(t *testing.T) {
	for seed, n := range []int{2, 3, 10, 100, 3000} {
		pages := storedPages(t, int64(seed), n)
		if len(pages) == 0 {
			t.Fatalf("%d pairs: no pages stored", n)
		}
		full := 0
		for k, b := range pages {
			root, count, err := decodePage(b[1:])
			if err != nil {
				t.Fatalf("page %x: %v", k, err)
			}
			if d := int(k[2])<<8 | int(k[3]); d%pageLevels != 0 || len(k) != 4+(d+7)/8 {
				t.Fatalf("page %x is not keyed by a page boundary", k)
			}
			if count < 1 || count > 1<<(pageLevels+1)-1 {
				t.Fatalf("page %x: %d nodes", k, count)
			}
			if internalNodes(root) == 1<<pageLevels-1 {
				full++
			}
			if again := appendPage(nil, root); !bytes.Equal(again, b) {
				t.Fatalf("page %x re-encodes as %x", b, again)
			}
		}
		if n == 3000 && full == 0 {
			t.Fatal("no full page in a 3 000-pair tree")
		}
	}
}

// internalNodes counts the internal nodes linked under n.
func internalNodes(n *node) int {
	if n == nil || n.leaf {
		return 0
	}
	return 1 + internalNodes(n.kids[0]) + internalNodes(n.kids[1])
}

func TestDecodePageRejects(t *testing.T) {
	h := strings.Repeat("\x11", 32)
	for name, b := range map[string]string{
		"empty":              "",
		"no children":        "\x00",
		"unknown tag":        "\x03",
		"unused bits":        "\x11" + h,
		"truncated hash":     "\x01" + h[:31],
		"empty as hash":      "\x01" + strings.Repeat("\x00", 32),
		"trailing bytes":     "\x01" + h + "\x00",
		"missing inline":     "\x02",
		"too deep":           strings.Repeat("\x02", pageLevels) + "\x01" + h,
		"inline without kid": "\x02\x00",
		"leaf too large":     "\x03\x01k\x80\x01" + strings.Repeat("v", maxInlineLeaf),
		"non-minimal length": "\x03\x81\x00k\x00",
		"truncated leaf":     "\x03\x05ab",
		"leaf then nothing":  "\x0f\x01a\x00",
		"leaf at the bottom": strings.Repeat("\x02", pageLevels-1) + "\x03\x01a\x00",
	} {
		if _, _, err := decodePage([]byte(b)); !errors.Is(err, errBadPage) {
			t.Errorf("%s (%x): %v", name, b, err)
		}
	}
	// Two inlined leaves, and the deepest allowed page, decode.
	if _, n, err := decodePage([]byte("\x0f\x01a\x00\x01b\x01v")); err != nil || n != 3 {
		t.Fatalf("two leaves: %d %v", n, err)
	}
	deep := strings.Repeat("\x02", pageLevels-1) + "\x01" + h
	if _, n, err := decodePage([]byte(deep)); err != nil || n != pageLevels {
		t.Fatalf("chain of %d nodes: %d %v", pageLevels, n, err)
	}
}

// FuzzDecodePage: decoding a stored entry never panics, and an accepted
// page is canonical (re-encodes to itself) and no larger than a page.
func FuzzDecodePage(f *testing.F) {
	pages := storedPages(f, 1, 300)
	for _, b := range pages {
		f.Add(b)
	}
	f.Add([]byte{leafPrefix, 1, 'k', 'v'})
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, _, err := decodeEntry(sum(data), data); err != nil && !errors.Is(err, ErrCorruptNode) {
			t.Fatalf("error %v does not wrap ErrCorruptNode", err)
		}
		if len(data) == 0 || data[0] != pageType {
			return
		}
		root, count, err := decodePage(data[1:])
		if err != nil {
			return
		}
		if count > 1<<(pageLevels+1)-1 {
			t.Fatalf("%d nodes in one page", count)
		}
		if again := appendPage(nil, root); !bytes.Equal(again, data) {
			t.Fatalf("accepted %x re-encodes as %x", data, again)
		}
	})
}

// TestRootLeaf: a small leaf is stored in its parent's page, so when it
// floats up to the root (its last sibling deleted) it gets an entry of its
// own and the root stays readable.
func TestRootLeaf(t *testing.T) {
	kv := NewMemKV()
	tr := mustOpen(t, kv, EmptyRoot)
	tr.Set([]byte("a"), []byte("1"))
	tr.Set([]byte("c"), []byte("2")) // its path parts from a's at the root
	commit(t, tr, kv)
	if kv.Len() != 1 {
		t.Fatalf("two small leaves: %d entries, want one page", kv.Len())
	}
	tr.Delete([]byte("c"))
	root := commit(t, tr, kv)
	re := mustOpen(t, kv, root)
	if v, ok, err := re.Get([]byte("a")); err != nil || !ok || string(v) != "1" {
		t.Fatalf("Get after reopening at a root leaf: %q %v %v", v, ok, err)
	}
	if n, err := re.Verify(); err != nil || n != 1 {
		t.Fatalf("Verify: %d %v", n, err)
	}
}
