package node

import (
	"errors"
	"testing"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

var bf = fees.Basefees{Cycle: types.U128From64(10), Cell: types.U128From64(10)}

func testKey(t *testing.T, seed byte) *crypto.PrivateKey {
	t.Helper()
	b := make([]byte, 32)
	b[31] = seed
	k, err := crypto.PrivateKeyFromBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// poolTx builds a signed transfer with the given nonce and tip per cycle.
func poolTx(t *testing.T, key *crypto.PrivateKey, nonce, tip uint64) *PoolTx {
	t.Helper()
	to := types.Address{1}
	tr := &tx.Transaction{ChainID: 1, Nonce: nonce, To: &to, Value: types.U128From64(1),
		CyclesLimit: 21000, MaxFeePerCycle: types.U128From64(100), TipPerCycle: types.U128From64(tip)}
	if err := tr.Sign(key); err != nil {
		t.Fatal(err)
	}
	raw, err := tr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return &PoolTx{Tx: tr, Raw: raw, Hash: types.Keccak256(raw), Sender: key.Address()}
}

func mustAdd(t *testing.T, m *Mempool, p *PoolTx, accountNonce uint64) {
	t.Helper()
	if _, err := m.Add(p, accountNonce, bf); err != nil {
		t.Fatalf("add nonce %d: %v", p.Tx.Nonce, err)
	}
}

func TestMempoolNonceRules(t *testing.T) {
	m := NewMempool(DefaultMempoolLimits())
	a := testKey(t, 1)
	if _, err := m.Add(poolTx(t, a, 2, 1), 3, bf); !errors.Is(err, ErrNonceTooLow) {
		t.Fatalf("nonce below account: %v", err)
	}
	if _, err := m.Add(poolTx(t, a, 4, 1), 3, bf); !errors.Is(err, ErrNonceGap) {
		t.Fatalf("gap: %v", err)
	}
	mustAdd(t, m, poolTx(t, a, 3, 1), 3)
	mustAdd(t, m, poolTx(t, a, 4, 1), 3)
	p := poolTx(t, a, 4, 1)
	if _, err := m.Add(p, 3, bf); !errors.Is(err, ErrKnownTx) {
		t.Fatalf("duplicate: %v", err)
	}
	if got := m.NextNonce(a.Address(), 3); got != 5 {
		t.Fatalf("next nonce %d, want 5", got)
	}
	if m.Len() != 2 {
		t.Fatalf("len %d", m.Len())
	}
}

func TestMempoolReplacement(t *testing.T) {
	m := NewMempool(DefaultMempoolLimits())
	a := testKey(t, 1)
	first := poolTx(t, a, 0, 5)
	mustAdd(t, m, first, 0)
	if _, err := m.Add(poolTx(t, a, 0, 5), 0, bf); !errors.Is(err, ErrKnownTx) {
		t.Fatalf("identical transaction: %v", err)
	}
	same := poolTx(t, a, 0, 5)
	same.Tx.Value = types.U128From64(2)
	same.Hash = types.Hash{9} // a different transaction with the same tip
	if _, err := m.Add(same, 0, bf); !errors.Is(err, ErrReplacementUnderpaid) {
		t.Fatalf("equal tip replacement: %v", err)
	}
	better := poolTx(t, a, 0, 6)
	replaced, err := m.Add(better, 0, bf)
	if err != nil || replaced != first {
		t.Fatalf("replacement: %v, replaced %v", err, replaced)
	}
	if _, ok := m.Get(first.Hash); ok {
		t.Fatal("replaced tx still pooled")
	}
	if m.Len() != 1 {
		t.Fatalf("len %d", m.Len())
	}
}

func TestMempoolSelectOrder(t *testing.T) {
	m := NewMempool(DefaultMempoolLimits())
	a, b, c := testKey(t, 1), testKey(t, 2), testKey(t, 3)
	// a: nonces 0 (tip 1), 1 (tip 100): the high tip must wait for nonce 0.
	mustAdd(t, m, poolTx(t, a, 0, 1), 0)
	mustAdd(t, m, poolTx(t, a, 1, 90), 0)
	mustAdd(t, m, poolTx(t, b, 0, 50), 0)
	mustAdd(t, m, poolTx(t, c, 7, 20), 7)
	nonces := map[types.Address]uint64{c.Address(): 7}
	got := m.Select(10, bf, func(x types.Address) (uint64, error) { return nonces[x], nil }, nil)
	want := []struct {
		who   *crypto.PrivateKey
		nonce uint64
	}{{b, 0}, {c, 7}, {a, 0}, {a, 1}}
	if len(got) != len(want) {
		t.Fatalf("selected %d, want %d", len(got), len(want))
	}
	for i, w := range want {
		if got[i].Sender != w.who.Address() || got[i].Tx.Nonce != w.nonce {
			t.Fatalf("position %d: %s nonce %d", i, got[i].Sender, got[i].Tx.Nonce)
		}
	}
	// A refused candidate ends its sender's run.
	got = m.Select(10, bf, func(x types.Address) (uint64, error) { return nonces[x], nil },
		func(p *PoolTx) bool { return !(p.Sender == a.Address() && p.Tx.Nonce == 0) })
	if len(got) != 2 {
		t.Fatalf("with a refusal: %d selected", len(got))
	}
	// Effective tip is capped by max fee - basefee: a tip of 90 with max fee
	// 100 under basefee 95 is worth 5.
	high := fees.Basefees{Cycle: types.U128From64(95), Cell: bf.Cell}
	if k := keyOf(poolTx(t, a, 0, 90).Tx, high); k.cycle != types.U128From64(5) {
		t.Fatalf("effective tip %s", k.cycle)
	}
}

func TestMempoolLimitsAndEviction(t *testing.T) {
	m := NewMempool(MempoolLimits{MaxTxs: 2, MaxBytes: 1 << 20, MaxPerAccount: 2})
	a, b, c := testKey(t, 1), testKey(t, 2), testKey(t, 3)
	mustAdd(t, m, poolTx(t, a, 0, 5), 0)
	mustAdd(t, m, poolTx(t, a, 1, 5), 0)
	if _, err := m.Add(poolTx(t, a, 2, 5), 0, bf); !errors.Is(err, ErrMempoolFull) {
		t.Fatalf("per-account limit: %v", err)
	}
	// Full: a lower tip is refused, a higher one evicts a's last nonce.
	if _, err := m.Add(poolTx(t, b, 0, 1), 0, bf); !errors.Is(err, ErrMempoolFull) {
		t.Fatalf("full, low tip: %v", err)
	}
	mustAdd(t, m, poolTx(t, b, 0, 10), 0)
	if m.Len() != 2 || m.NextNonce(a.Address(), 0) != 1 {
		t.Fatalf("eviction took the wrong tx: len %d, a's next nonce %d", m.Len(), m.NextNonce(a.Address(), 0))
	}
	mustAdd(t, m, poolTx(t, c, 0, 20), 0)
	if m.NextNonce(a.Address(), 0) != 0 {
		t.Fatal("second eviction should take a's remaining tx (lowest tip)")
	}
	big := poolTx(t, c, 1, 30)
	small := NewMempool(MempoolLimits{MaxTxs: 10, MaxBytes: len(big.Raw) - 1, MaxPerAccount: 10})
	if _, err := small.Add(big, 1, bf); !errors.Is(err, ErrTxTooLarge) {
		t.Fatalf("byte limit: %v", err)
	}
}

func TestMempoolPrune(t *testing.T) {
	m := NewMempool(DefaultMempoolLimits())
	a := testKey(t, 1)
	for n := uint64(0); n < 4; n++ {
		mustAdd(t, m, poolTx(t, a, n, 1), 0)
	}
	// Nonces 0 and 1 were included.
	m.Prune(func(types.Address) (uint64, error) { return 2, nil })
	if m.Len() != 2 || m.NextNonce(a.Address(), 2) != 4 {
		t.Fatalf("after inclusion: len %d", m.Len())
	}
	// Nonce 2 dropped by the chain: 3 is stranded.
	p2 := m.Pending(a.Address(), 2)[0]
	m.Remove(p2.Hash)
	dropped := m.Prune(func(types.Address) (uint64, error) { return 2, nil })
	if m.Len() != 0 || len(dropped) != 1 || dropped[0].Tx.Nonce != 3 {
		t.Fatalf("stranded: len %d, dropped %d", m.Len(), len(dropped))
	}
}
