package stf

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

const testChainID = 7

func u(v uint64) types.U128 { return types.U128From64(v) }

func testKey(t testing.TB, i int) *crypto.PrivateKey {
	t.Helper()
	h := types.Keccak256([]byte("stf test key"), []byte{byte(i >> 8), byte(i)})
	k, err := crypto.PrivateKeyFromBytes(h[:])
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func testProposer(t testing.TB, i byte) KeyProposer {
	t.Helper()
	seed := make([]byte, 32)
	seed[0] = i
	k, err := crypto.ValidatorKeyFromSeed(seed)
	if err != nil {
		t.Fatal(err)
	}
	var coinbase types.Address
	coinbase[0], coinbase[19] = 0xcb, i
	return KeyProposer{Key: k, Coinbase: coinbase}
}

const initialBalance = 1_000_000_000_000_000 // 10^15

type harness struct {
	t    testing.TB
	kv   *state.MemKV
	c    *Chain
	keys []*crypto.PrivateKey
	prop KeyProposer
	gen  Genesis
	ts   uint64
}

func newHarness(t testing.TB, accounts int) *harness {
	t.Helper()
	h := &harness{t: t, kv: state.NewMemKV(), prop: testProposer(t, 1), ts: 1_700_000_000_000}
	h.gen = Genesis{ChainID: testChainID, TimestampMs: h.ts}
	for i := 0; i < accounts; i++ {
		k := testKey(t, i)
		h.keys = append(h.keys, k)
		h.gen.Alloc = append(h.gen.Alloc, GenesisAccount{Address: k.Address(), Balance: u(initialBalance)})
	}
	c, err := Open(h.kv, h.gen)
	if err != nil {
		t.Fatal(err)
	}
	h.c = c
	return h
}

func (h *harness) addr(i int) types.Address { return h.keys[i].Address() }

// txOpts are a transaction's fee fields; zero fields take defaults.
type txOpts struct {
	cycles, cells     uint64
	maxFee, tip       uint64 // both resources
	maxFeeCell, tipCl uint64
	chainID           uint64
	value             uint64
}

func (o txOpts) withDefaults() txOpts {
	if o.maxFee == 0 {
		o.maxFee = 20_000
	}
	if o.tip == 0 {
		o.tip = 1_000
	}
	if o.maxFeeCell == 0 {
		o.maxFeeCell = o.maxFee
	}
	if o.tipCl == 0 {
		o.tipCl = o.tip
	}
	if o.chainID == 0 {
		o.chainID = testChainID
	}
	return o
}

func (h *harness) signTx(from int, nonce uint64, to *types.Address, payload tx.Payload, o txOpts) []byte {
	h.t.Helper()
	o = o.withDefaults()
	t := &tx.Transaction{ChainID: o.chainID, Nonce: nonce, To: to, Value: u(o.value),
		CyclesLimit: o.cycles, CellsLimit: o.cells,
		MaxFeePerCycle: u(o.maxFee), MaxFeePerCell: u(o.maxFeeCell), TipPerCycle: u(o.tip), TipPerCell: u(o.tipCl)}
	if _, isTransfer := payload.(tx.Transfer); !isTransfer && payload != nil {
		b, err := tx.EncodePayload(payload)
		if err != nil {
			h.t.Fatal(err)
		}
		t.Payload = b
	}
	if err := t.Sign(h.keys[from]); err != nil {
		h.t.Fatal(err)
	}
	raw, err := t.Encode()
	if err != nil {
		h.t.Fatal(err)
	}
	return raw
}

func (h *harness) transfer(from int, nonce uint64, to types.Address, value uint64) []byte {
	return h.signTx(from, nonce, &to, tx.Transfer{}, txOpts{cycles: 21_000, value: value})
}

func (h *harness) deploy(from int, nonce uint64, code []byte, salt byte) ([]byte, types.Address) {
	h.t.Helper()
	p := &tx.DeployActor{Code: code, Salt: []byte{salt}, InitHandler: "init"}
	a, err := host.ActorAddress(h.addr(from), p.Salt, code)
	if err != nil {
		h.t.Fatal(err)
	}
	return h.signTx(from, nonce, nil, p, txOpts{cycles: 5_000_000, cells: 200_000}), a
}

func (h *harness) execute(from int, nonce uint64, actor types.Address, handler string, args any, o txOpts) []byte {
	h.t.Helper()
	if o.cycles == 0 {
		o.cycles, o.cells = 2_000_000, 100_000
	}
	return h.signTx(from, nonce, &actor, &tx.ExecuteActor{Actor: actor, Handler: handler, Payload: enc(h.t, args)}, o)
}

func (h *harness) produce(txs ...[]byte) (Block, []Receipt, []Dropped) {
	h.t.Helper()
	h.ts += 1000
	b, rs, d, err := h.c.ProduceBlock(txs, h.ts, h.prop)
	if err != nil {
		h.t.Fatal(err)
	}
	return b, rs, d
}

// produceOK produces a block and requires every transaction in it with
// status ok.
func (h *harness) produceOK(txs ...[]byte) (Block, []Receipt) {
	h.t.Helper()
	b, rs, d := h.produce(txs...)
	if len(d) > 0 {
		h.t.Fatalf("dropped: %v", d[0].Err)
	}
	for _, r := range rs {
		if r.Status != StatusOK {
			h.t.Fatalf("receipt %s (%s): %+v", r.TxHash, r.Kind, r.Error)
		}
	}
	return b, rs
}

func (h *harness) account(a types.Address) Account {
	h.t.Helper()
	acc, err := h.c.Account(a)
	if err != nil {
		h.t.Fatal(err)
	}
	return acc
}

func enc(t testing.TB, v any) []byte {
	t.Helper()
	if v == nil {
		return nil
	}
	b, err := codec.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func dec(t testing.TB, b []byte) any {
	t.Helper()
	var v any
	if err := codec.Unmarshal(b, &v); err != nil {
		t.Fatalf("decoding %x: %v", b, err)
	}
	return v
}

func counterCode(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "counter.py"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func receiptFor(t testing.TB, rs []Receipt, h types.Hash) Receipt {
	t.Helper()
	for _, r := range rs {
		if r.TxHash == h {
			return r
		}
	}
	t.Fatalf("no receipt for %s", h)
	return Receipt{}
}

func txHash(raw []byte) types.Hash { return types.Keccak256(raw) }
