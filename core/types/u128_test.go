package types

import (
	"encoding/json"
	"math/big"
	"testing"
)

func TestU128(t *testing.T) {
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	for _, s := range []string{"0", "1", "18446744073709551615", "18446744073709551616", max.String()} {
		u, err := ParseU128(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if u.String() != s || u.Big().String() != s {
			t.Fatalf("%s: round trip %s", s, u)
		}
		b, _ := new(big.Int).SetString(s, 10)
		v, err := U128FromBig(b)
		if err != nil || v != u {
			t.Fatalf("%s: FromBig %v", s, err)
		}
	}
	if m, _ := U128FromBig(max); m != MaxU128 {
		t.Fatal("MaxU128")
	}
	for _, s := range []string{"", "-1", "+1", "01", "1 ", "0x10", new(big.Int).Add(max, big.NewInt(1)).String()} {
		if _, err := ParseU128(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
	if _, err := U128FromBig(big.NewInt(-1)); err == nil {
		t.Fatal("negative accepted")
	}
	if _, err := U128FromBig(nil); err == nil {
		t.Fatal("nil accepted")
	}
	a := U128From64(^uint64(0))
	s, o := a.Add(U128From64(1))
	if o || s.String() != "18446744073709551616" {
		t.Fatalf("carry: %s %v", s, o)
	}
	if _, o := MaxU128.Add(U128From64(1)); !o {
		t.Fatal("overflow not reported")
	}
	d, b := s.Sub(U128From64(1))
	if b || d != a {
		t.Fatal("borrow across words")
	}
	if _, b := U128From64(1).Sub(U128From64(2)); !b {
		t.Fatal("borrow not reported")
	}
	if s.Cmp(a) != 1 || a.Cmp(s) != -1 || a.Cmp(a) != 0 || a.Min(s) != a || s.Min(a) != a {
		t.Fatal("Cmp/Min")
	}
	if x, ok := a.Uint64(); !ok || x != ^uint64(0) {
		t.Fatal("Uint64")
	}
	if _, ok := s.Uint64(); ok {
		t.Fatal("Uint64 of 2^64")
	}
	j, _ := json.Marshal(map[string]U128{"v": MaxU128})
	if string(j) != `{"v":"`+max.String()+`"}` {
		t.Fatal(string(j))
	}
	var back map[string]U128
	if err := json.Unmarshal(j, &back); err != nil || back["v"] != MaxU128 {
		t.Fatal(err)
	}
	if !(U128{}).IsZero() || MaxU128.IsZero() {
		t.Fatal("IsZero")
	}
}

// TestU128Mul64 checks Mul64 against big.Int, overflow included.
func TestU128Mul64(t *testing.T) {
	limit := new(big.Int).Lsh(big.NewInt(1), 128)
	vals := []U128{{}, U128From64(1), U128From64(^uint64(0)), {hi: 1}, {hi: 1 << 63}, {hi: 12345, lo: 678}, MaxU128}
	for _, u := range vals {
		for _, n := range []uint64{0, 1, 2, 3, 21_000, 1 << 32, ^uint64(0)} {
			want := new(big.Int).Mul(u.Big(), new(big.Int).SetUint64(n))
			got, over := u.Mul64(n)
			if over != (want.Cmp(limit) >= 0) {
				t.Fatalf("%s·%d: overflow %v", u, n, over)
			}
			if !over && got.Big().Cmp(want) != 0 {
				t.Fatalf("%s·%d = %s, want %s", u, n, got, want)
			}
		}
	}
}
