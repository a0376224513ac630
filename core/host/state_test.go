package host

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
)

func collect(t *testing.T, s State, prefix string, limit int) []string {
	t.Helper()
	var out []string
	err := s.Iterate([]byte(prefix), func(k, v []byte) bool {
		out = append(out, string(k)+"="+string(v))
		return limit == 0 || len(out) < limit
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOverlay checks reads, merged iteration, nesting, commit and discard
// against a plain map model.
func TestOverlay(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	base := NewMemState()
	model := map[string]string{}
	for i := 0; i < 40; i++ {
		k := fmt.Sprintf("k%02d", rng.Intn(60))
		_ = base.Set([]byte(k), []byte("base"))
		model[k] = "base"
	}
	o1 := NewOverlay(base)
	o2 := NewOverlay(o1)
	m1 := copyMap(model)
	m2 := copyMap(model)
	for i := 0; i < 200; i++ {
		k := fmt.Sprintf("k%02d", rng.Intn(60))
		v := fmt.Sprint(i)
		if rng.Intn(2) == 0 {
			_ = o1.Set([]byte(k), []byte(v))
			m1[k] = v
			if _, shadowed := o2.writes[k]; !shadowed {
				m2[k] = v
			}
		}
		if rng.Intn(3) == 0 {
			_ = o2.Delete([]byte(k))
			delete(m2, k)
		} else if rng.Intn(2) == 0 {
			_ = o2.Set([]byte(k), []byte(v+"!"))
			m2[k] = v + "!"
		}
	}
	for _, prefix := range []string{"", "k1", "k5", "k9", "x"} {
		for _, limit := range []int{0, 1, 3} {
			check(t, "o1", collect(t, o1, prefix, limit), m1, prefix, limit)
			check(t, "o2", collect(t, o2, prefix, limit), m2, prefix, limit)
		}
	}
	for k, v := range m2 {
		got, ok, _ := o2.Get([]byte(k))
		if !ok || string(got) != v {
			t.Fatalf("o2.Get(%s) = %q %v, want %q", k, got, ok, v)
		}
	}
	// Discarding o2 leaves o1 as it was; committing o1 makes base equal m1.
	o2.Discard()
	check(t, "o2 discarded", collect(t, o2, "", 0), m1, "", 0)
	if err := o1.Commit(); err != nil {
		t.Fatal(err)
	}
	check(t, "base", collect(t, base, "", 0), m1, "", 0)
	if len(o1.Writes()) != 0 {
		t.Fatal("commit left writes behind")
	}
}

func copyMap(m map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

func check(t *testing.T, what string, got []string, model map[string]string, prefix string, limit int) {
	t.Helper()
	var want []string
	for k, v := range model {
		if strings.HasPrefix(k, prefix) {
			want = append(want, k+"="+v)
		}
	}
	sort.Strings(want)
	if limit > 0 && len(want) > limit {
		want = want[:limit]
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("%s prefix %q limit %d:\n got %v\nwant %v", what, prefix, limit, got, want)
	}
}

// TestStorageKeys: actors' namespaces are disjoint and long keys hash.
func TestStorageKeys(t *testing.T) {
	a, b := StorageKey(alice, []byte("k")), StorageKey(bob, []byte("k"))
	if string(a) == string(b) || !strings.HasPrefix(string(a), string(storageScanPrefix(alice, nil))) {
		t.Fatal("namespaces overlap")
	}
	long := StorageKey(alice, []byte(strings.Repeat("x", 33)))
	if len(long) != 1+20+1+32 || long[21] != storageHashed {
		t.Fatalf("long key %x", long)
	}
	if k := StorageKey(alice, []byte(strings.Repeat("x", 32))); k[21] != storageVerbatim {
		t.Fatal("32-byte key not verbatim")
	}
}
