package fees

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

func u(v uint64) types.U128 { return types.U128From64(v) }

func TestDefaultParams(t *testing.T) {
	p := DefaultParams()
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if p.Cycles.Target != 20_000_000 || p.Cycles.Cap() != 40_000_000 ||
		p.Cells.Target != 4_000_000 || p.Cells.Cap() != 8_000_000 {
		t.Fatalf("targets/caps %+v", p)
	}
	if p.Cycles.MinBasefee != u(10_000) || MaxBasefee.String() != "1000000000000000000000000" {
		t.Fatal("floor/ceiling")
	}
	if g := GenesisBasefees(); g.Cycle != u(10_000) || g.Cell != u(10_000) {
		t.Fatalf("genesis %+v", g)
	}
	bad := p
	bad.LaneBps[LaneUser]++
	if bad.Validate() == nil {
		t.Fatal("lane shares not summing to 100% accepted")
	}
	bad = p
	bad.Cells.MinBasefee = types.U128{}
	if bad.Validate() == nil {
		t.Fatal("zero floor accepted")
	}
}

func next(t *testing.T, b types.U128, used uint64, m Market) types.U128 {
	t.Helper()
	n, err := NextBasefee(b, used, m)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Full blocks (U = 2T): each block adds exactly ⌊b/8⌋ (+12.5%, rounded
// down) until the ceiling, where it stays.
func TestBasefeeFullBlocks(t *testing.T) {
	m := DefaultParams().Cycles
	b := u(GenesisBasefee)
	want := []uint64{10_000, 11_250, 12_656, 14_238, 16_017, 18_019}
	for i, w := range want {
		if b != u(w) {
			t.Fatalf("block %d: basefee %s, want %d", i, b, w)
		}
		b = next(t, b, m.Cap(), m)
	}
	b = u(GenesisBasefee)
	ref := big.NewInt(GenesisBasefee)
	ceil := MaxBasefee.Big()
	hit := -1
	for i := 0; i < 1000; i++ {
		// reference: ⌊9b/8⌋ capped
		ref.Mul(ref, big.NewInt(9))
		ref.Quo(ref, big.NewInt(8))
		if ref.Cmp(ceil) > 0 {
			ref.Set(ceil)
			if hit < 0 {
				hit = i
			}
		}
		b = next(t, b, m.Cap(), m)
		if b.Big().Cmp(ref) != 0 {
			t.Fatalf("full block %d: %s, want %s", i, b, ref)
		}
	}
	if hit < 0 || b != MaxBasefee {
		t.Fatalf("ceiling not reached: %s", b)
	}
	if hit < 385 || hit > 395 { // log(10^24/10^4)/log(1.125) ≈ 391
		t.Fatalf("ceiling reached after %d blocks", hit)
	}
}

// Empty blocks: each block removes ⌊b/8⌋ (−12.5%) down to the floor, where
// it stays.
func TestBasefeeEmptyBlocks(t *testing.T) {
	m := DefaultParams().Cells
	b := u(1_000_000)
	want := []uint64{1_000_000, 875_000, 765_625, 669_922, 586_182}
	for i, w := range want {
		if b != u(w) {
			t.Fatalf("block %d: %s, want %d", i, b, w)
		}
		b = next(t, b, 0, m)
	}
	for i := 0; i < 200; i++ {
		prev := b
		b = next(t, b, 0, m)
		if prev.Cmp(u(11_428)) > 0 {
			// above the floor's reach: exactly −⌊b/8⌋
			pv, _ := prev.Uint64()
			if b != u(pv-pv/8) {
				t.Fatalf("empty block: %s → %s", prev, b)
			}
		}
	}
	if b != u(MinBasefee) {
		t.Fatalf("floor not reached: %s", b)
	}
	// 11 000 − 1 375 = 9 625 is below the floor: clamped to it.
	if n := next(t, u(11_000), 0, m); n != u(10_000) {
		t.Fatalf("floor clamp: %s", n)
	}
	if n := next(t, u(MinBasefee), 0, m); n != u(MinBasefee) {
		t.Fatalf("below floor: %s", n)
	}
}

func TestBasefeeAtTarget(t *testing.T) {
	p := DefaultParams()
	bf := Basefees{Cycle: u(123_456_789), Cell: u(10_000)}
	for i := 0; i < 500; i++ {
		n, err := NextBasefees(bf, Usage{Cycles: p.Cycles.Target, Cells: p.Cells.Target}, p)
		if err != nil {
			t.Fatal(err)
		}
		if n != bf {
			t.Fatalf("at target moved: %+v → %+v", bf, n)
		}
	}
	// One unit over or under the target: the proportional change rounds
	// to 0 below; above, it is at least 1.
	if n := next(t, u(123_456_789), p.Cycles.Target-1, p.Cycles); n != u(123_456_789) {
		t.Fatalf("1 under target: %s", n)
	}
	if n := next(t, u(123_456_789), p.Cycles.Target+1, p.Cycles); n != u(123_456_790) {
		t.Fatalf("1 over target: %s", n)
	}
}

func TestBasefeePartial(t *testing.T) {
	// C3's example: U = 12M, T = 10M → +2.5%.
	m := DefaultParams().Cycles
	m.Target = 10_000_000
	if n := next(t, u(1_000_000), 12_000_000, m); n != u(1_025_000) {
		t.Fatalf("+2.5%%: %s", n)
	}
	// 75% of cap (U = 1.5T) → +6.25%; 25% of cap → −6.25%.
	m = DefaultParams().Cycles
	if n := next(t, u(1_000_000), 30_000_000, m); n != u(1_062_500) {
		t.Fatalf("+6.25%%: %s", n)
	}
	if n := next(t, u(1_000_000), 10_000_000, m); n != u(937_500) {
		t.Fatalf("−6.25%%: %s", n)
	}
}

// With parameters where the proportional change exceeds 12.5%, the clamp
// holds it to ±⌊b/8⌋.
func TestBasefeeClamp(t *testing.T) {
	m := DefaultParams().Cycles
	m.Elasticity = 4 // full block: (4T−T)/T/8 = 37.5%
	if n := next(t, u(1_000_000), m.Cap(), m); n != u(1_125_000) {
		t.Fatalf("upward clamp: %s", n)
	}
	m = DefaultParams().Cycles
	m.Alpha = 2 // empty block: −50%
	if n := next(t, u(1_000_000), 0, m); n != u(875_000) {
		t.Fatalf("downward clamp: %s", n)
	}
	if n := next(t, u(1_000_000), m.Cap(), m); n != u(1_125_000) {
		t.Fatalf("upward clamp α=2: %s", n)
	}
}

// A floor below 8 would stall increases on rounding; they are at least 1.
func TestBasefeeMinIncrement(t *testing.T) {
	m := DefaultParams().Cycles
	m.MinBasefee = u(1)
	b := u(1)
	for _, w := range []uint64{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18} {
		b = next(t, b, m.Cap(), m)
		if b != u(w) {
			t.Fatalf("got %s want %d", b, w)
		}
	}
}

func TestBasefeeErrors(t *testing.T) {
	m := DefaultParams().Cycles
	if _, err := NextBasefee(u(10_000), m.Cap()+1, m); err == nil {
		t.Fatal("usage above capacity accepted")
	}
	if _, err := NextBasefee(u(9_999), 0, m); err == nil {
		t.Fatal("parent below floor accepted")
	}
	over, _ := MaxBasefee.Add(u(1))
	if _, err := NextBasefee(over, 0, m); err == nil {
		t.Fatal("parent above ceiling accepted")
	}
	bad := m
	bad.Target = 0
	if _, err := NextBasefee(u(10_000), 0, bad); err == nil {
		t.Fatal("zero target accepted")
	}
}

// NextBasefee agrees with a rational-arithmetic reference on random inputs,
// including basefees near the ceiling.
func TestBasefeeReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	p := DefaultParams()
	for i := 0; i < 20000; i++ {
		m := p.Cycles
		if i%2 == 1 {
			m = p.Cells
		}
		var b *big.Int
		switch i % 3 {
		case 0:
			b = big.NewInt(int64(MinBasefee + rng.Uint64N(1_000_000)))
		case 1:
			b = new(big.Int).SetUint64(rng.Uint64())
			b.Lsh(b, 64).Or(b, new(big.Int).SetUint64(rng.Uint64()))
			b.Mod(b, MaxBasefee.Big())
			if b.Cmp(m.MinBasefee.Big()) < 0 {
				b.Add(b, m.MinBasefee.Big())
			}
		default:
			b = new(big.Int).Sub(MaxBasefee.Big(), big.NewInt(int64(rng.Uint64N(1000))))
		}
		used := rng.Uint64N(m.Cap() + 1)
		bu, _ := types.U128FromBig(b)
		got := next(t, bu, used, m)
		want := refNext(b, used, m)
		if got.Big().Cmp(want) != 0 {
			t.Fatalf("b=%s used=%d: got %s want %s", b, used, got, want)
		}
	}
}

// refNext is an independent statement of the rule with big.Rat.
func refNext(b *big.Int, used uint64, m Market) *big.Int {
	T := new(big.Rat).SetInt64(int64(m.Target))
	U := new(big.Rat).SetInt64(int64(used))
	B := new(big.Rat).SetInt(b)
	change := new(big.Rat).Sub(U, T)
	change.Quo(change, T)
	change.Quo(change, new(big.Rat).SetInt64(int64(m.Alpha)))
	change.Mul(change, B) // b·(U−T)/T/α, signed
	limit := new(big.Rat).Mul(B, big.NewRat(int64(m.MaxChangeNum), int64(m.MaxChangeDen)))
	neg := change.Sign() < 0
	change.Abs(change)
	d := floorRat(change)
	l := floorRat(limit)
	if d.Cmp(l) > 0 {
		d = l
	}
	out := new(big.Int)
	switch {
	case used > m.Target:
		if d.Sign() == 0 {
			d.SetInt64(1)
		}
		out.Add(b, d)
		if out.Cmp(m.MaxBasefee.Big()) > 0 {
			out = m.MaxBasefee.Big()
		}
	case neg:
		out.Sub(b, d)
		if out.Cmp(m.MinBasefee.Big()) < 0 {
			out = m.MinBasefee.Big()
		}
	default:
		out.Set(b)
	}
	return out
}

func floorRat(r *big.Rat) *big.Int {
	return new(big.Int).Quo(r.Num(), r.Denom()) // r ≥ 0
}
