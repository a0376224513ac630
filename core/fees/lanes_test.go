package fees

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

func TestLaneCapacities(t *testing.T) {
	p := DefaultParams()
	c := LaneCapacities(p)
	want := [NumLanes]uint64{2_000_000, 8_000_000, 10_000_000, 20_000_000}
	if c != want {
		t.Fatalf("capacities %v, want %v", c, want)
	}
	// Rounding: shares of an odd capacity still add up exactly.
	p.Cycles.Target = 10_000_001
	c = LaneCapacities(p)
	var sum uint64
	for _, v := range c {
		sum += v
	}
	if sum != p.Cycles.Cap() || c[LaneSystem] != 1_000_000 {
		t.Fatalf("odd capacity %v (sum %d)", c, sum)
	}
	names := []string{"system", "timer", "runner", "user"}
	for l := LaneSystem; l < NumLanes; l++ {
		if l.String() != names[l] {
			t.Error(l)
		}
	}
}

func TestLaneSpill(t *testing.T) {
	p := DefaultParams()
	// Nothing reserved in use: the user lane may fill the whole block.
	if uc := UserCapacity(p, [NumLanes]uint64{}); uc != 40_000_000 {
		t.Fatalf("empty reserved lanes: %d", uc)
	}
	// Reserved lanes fully used: the user lane keeps exactly its share.
	full := [NumLanes]uint64{2_000_000, 8_000_000, 10_000_000, 0}
	if uc := UserCapacity(p, full); uc != 20_000_000 {
		t.Fatalf("full reserved lanes: %d", uc)
	}
	// Partly used: the unused part spills.
	if uc := UserCapacity(p, [NumLanes]uint64{500_000, 8_000_000, 0, 0}); uc != 20_000_000+1_500_000+10_000_000 {
		t.Fatalf("partial: %d", uc)
	}

	items := func(sys, timer, runner, user uint64) []LaneItem {
		var out []LaneItem
		for l, n := range []uint64{sys, timer, runner, user} {
			// split into several entries to exercise summing
			for n > 0 {
				c := min(n, 1_500_000)
				out = append(out, LaneItem{Lane: Lane(l), Cycles: c, Cells: 10})
				n -= c
			}
		}
		return out
	}
	ok := []struct{ s, ti, r, us uint64 }{
		{0, 0, 0, 40_000_000},                          // all spill to user
		{2_000_000, 8_000_000, 10_000_000, 20_000_000}, // every lane exactly full
		{1_000_000, 0, 10_000_000, 29_000_000},         // partial spill
	}
	for _, c := range ok {
		u, err := CheckBlock(items(c.s, c.ti, c.r, c.us), p)
		if err != nil {
			t.Errorf("%+v: %v", c, err)
		}
		if u.Lanes != [NumLanes]uint64{c.s, c.ti, c.r, c.us} || u.Total.Cycles != c.s+c.ti+c.r+c.us {
			t.Errorf("%+v: usage %+v", c, u)
		}
	}
	bad := []struct {
		s, ti, r, us uint64
		want         error
	}{
		{2_000_001, 0, 0, 0, ErrLaneFull},                           // system over its share, even in an empty block
		{0, 8_000_001, 0, 0, ErrLaneFull},                           // timer cannot borrow from user either
		{0, 0, 10_000_001, 0, ErrLaneFull},                          // runner
		{2_000_000, 8_000_000, 10_000_000, 20_000_001, ErrLaneFull}, // user cannot borrow reserved cycles in use
		{0, 0, 0, 40_000_001, ErrLaneFull},                          // nor exceed the block
		{1_000_000, 0, 10_000_000, 29_000_001, ErrLaneFull},
	}
	for _, c := range bad {
		if _, err := CheckBlock(items(c.s, c.ti, c.r, c.us), p); !errors.Is(err, c.want) {
			t.Errorf("%+v: %v", c, err)
		}
	}
	// Cells are a block-wide cap.
	if _, err := CheckBlock([]LaneItem{{Lane: LaneUser, Cycles: 1, Cells: 8_000_001}}, p); !errors.Is(err, ErrBlockFull) {
		t.Fatalf("cells: %v", err)
	}
	if _, err := CheckBlock([]LaneItem{{Lane: LaneUser, Cycles: ^uint64(0)}, {Lane: LaneUser, Cycles: 2}}, p); !errors.Is(err, ErrBlockFull) {
		t.Fatalf("overflow: %v", err)
	}
	if _, err := CheckBlock([]LaneItem{{Lane: NumLanes}}, p); !errors.Is(err, ErrBadLane) {
		t.Fatalf("bad lane: %v", err)
	}
}

func TestAssignLane(t *testing.T) {
	runner := *address(0xaa)
	isRunner := func(a types.Address) bool { return a == runner }
	verifier := RunnerLaneActors[1]
	exec := &tx.Transaction{To: &verifier, Payload: mustPayload(t, &tx.ExecuteActor{Actor: verifier, Handler: "commit"})}
	if l := AssignLane(exec, runner, isRunner); l != LaneRunner {
		t.Fatalf("runner commit: %s", l)
	}
	if l := AssignLane(exec, *address(0xbb), isRunner); l != LaneUser {
		t.Fatalf("non-runner to verifier: %s", l)
	}
	if l := AssignLane(exec, runner, nil); l != LaneUser {
		t.Fatalf("no registry: %s", l)
	}
	fund := &tx.Transaction{To: &verifier, Payload: mustPayload(t, &tx.FundActor{Actor: verifier, Amount: u(1)})}
	if l := AssignLane(fund, runner, isRunner); l != LaneUser {
		t.Fatalf("runner funding: %s", l)
	}
	other := &tx.Transaction{To: address(0x22), Payload: mustPayload(t, &tx.ExecuteActor{Actor: *address(0x22), Handler: "x"})}
	if l := AssignLane(other, runner, isRunner); l != LaneUser {
		t.Fatalf("runner calling an actor: %s", l)
	}
	deploy := &tx.Transaction{Payload: mustPayload(t, &tx.DeployActor{Code: []byte("x=1"), NoInit: true})}
	if l := AssignLane(deploy, runner, isRunner); l != LaneUser {
		t.Fatalf("deploy: %s", l)
	}
}

func orderItems(n int) []OrderItem {
	items := make([]OrderItem, n)
	for i := range items {
		sender := byte(i % 7) // several transactions per sender
		items[i] = OrderItem{
			Hash:   types.Keccak256([]byte(fmt.Sprint("tx", i))),
			Sender: *address(sender),
			Nonce:  uint64(100 + i/7),
		}
	}
	return items
}

func hashesInOrder(items []OrderItem, perm []int) []types.Hash {
	out := make([]types.Hash, len(perm))
	for i, j := range perm {
		out[i] = items[j].Hash
	}
	return out
}

func TestOrderIndependentOfArrival(t *testing.T) {
	var beta [crypto.VRFOutputSize]byte
	beta[0] = 42
	items := orderItems(60)
	perm, err := Order(items, beta, 1000)
	if err != nil {
		t.Fatal(err)
	}
	want := hashesInOrder(items, perm)
	rng := rand.New(rand.NewPCG(3, 4))
	for round := 0; round < 50; round++ {
		shuffled := slices.Clone(items)
		rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		p, err := Order(shuffled, beta, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if got := hashesInOrder(shuffled, p); !slices.Equal(got, want) {
			t.Fatalf("round %d: order depends on arrival order", round)
		}
	}
	// It is a permutation.
	seen := make([]bool, len(items))
	for _, j := range perm {
		if seen[j] {
			t.Fatal("index repeated")
		}
		seen[j] = true
	}
	// Each sender's transactions run in nonce order.
	last := map[types.Address]uint64{}
	for _, j := range perm {
		it := items[j]
		if n, ok := last[it.Sender]; ok && it.Nonce <= n {
			t.Fatalf("sender %s: nonce %d after %d", it.Sender, it.Nonce, n)
		}
		last[it.Sender] = it.Nonce
	}
}

func TestOrderDependsOnVRF(t *testing.T) {
	items := orderItems(40)
	var b1, b2 [crypto.VRFOutputSize]byte
	b2[63] = 1
	p1, _ := Order(items, b1, 7)
	p2, _ := Order(items, b2, 7)
	p3, _ := Order(items, b1, 8)
	if slices.Equal(p1, p2) || slices.Equal(p1, p3) {
		t.Fatal("order does not depend on beta and height")
	}
	// Not simply the arrival order or the hash order.
	ident := make([]int, len(items))
	for i := range ident {
		ident[i] = i
	}
	if slices.Equal(p1, ident) {
		t.Fatal("order is arrival order")
	}
	// Without same-sender constraints the order is exactly by key.
	single := make([]OrderItem, 30)
	for i := range single {
		single[i] = OrderItem{Hash: types.Keccak256([]byte{byte(i)}), Sender: *address(byte(i))}
	}
	p, _ := Order(single, b1, 7)
	for i := 1; i < len(p); i++ {
		a, b := OrderKey(b1, 7, single[p[i-1]].Hash), OrderKey(b1, 7, single[p[i]].Hash)
		if string(a[:]) >= string(b[:]) {
			t.Fatal("not sorted by order key")
		}
	}
}

func TestOrderKey(t *testing.T) {
	var beta [crypto.VRFOutputSize]byte
	h := types.Keccak256([]byte("tx"))
	k := OrderKey(beta, 5, h)
	want := types.Keccak256([]byte("cowboy/tx-order/v1"), beta[:], []byte{0, 0, 0, 0, 0, 0, 0, 5}, h[:])
	if k != want {
		t.Fatal("order key layout changed")
	}
	// With a real VRF output.
	sk, err := crypto.ValidatorKeyFromSeed(make([]byte, 32))
	if err != nil {
		t.Fatal(err)
	}
	proof, err := crypto.VRFProve(sk, []byte("block 5"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := crypto.VRFVerify(sk.PublicKey(), []byte("block 5"), proof)
	if err != nil {
		t.Fatal(err)
	}
	if OrderKey(out, 5, h) == k {
		t.Fatal("beta ignored")
	}
}

func TestOrderDuplicates(t *testing.T) {
	var beta [crypto.VRFOutputSize]byte
	items := orderItems(5)
	dupHash := append(slices.Clone(items), items[2])
	if _, err := Order(dupHash, beta, 1); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("duplicate hash: %v", err)
	}
	dupNonce := append(slices.Clone(items), OrderItem{Hash: types.Keccak256([]byte("x")), Sender: items[1].Sender, Nonce: items[1].Nonce})
	if _, err := Order(dupNonce, beta, 1); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("duplicate nonce: %v", err)
	}
	if p, err := Order(nil, beta, 1); err != nil || len(p) != 0 {
		t.Fatal("empty block")
	}
}
