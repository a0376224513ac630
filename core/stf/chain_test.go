package stf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

func TestGenesis(t *testing.T) {
	h := newHarness(t, 3)
	head := h.c.Head()
	if head.Height != 0 || head.Parent != (types.Hash{}) || head.TimestampMs != h.gen.TimestampMs {
		t.Fatalf("genesis header %+v", head)
	}
	if head.BasefeeCycles != u(fees.GenesisBasefee) || head.BasefeeCells != u(fees.GenesisBasefee) {
		t.Fatal("genesis basefees")
	}
	for i := range h.keys {
		if a := h.account(h.addr(i)); a.Balance != u(initialBalance) || a.Nonce != 0 {
			t.Fatalf("account %d: %+v", i, a)
		}
	}
	blk, ok, err := h.c.Block(0)
	if err != nil || !ok || blk.Header != head {
		t.Fatalf("block 0: %v %v", ok, err)
	}
	// The same genesis gives the same header on another KV.
	h2 := newHarness(t, 3)
	if h2.c.Head().Hash() != head.Hash() {
		t.Fatal("genesis not deterministic")
	}
	// Duplicate allocation is refused.
	g := h.gen
	g.Alloc = append(g.Alloc, g.Alloc[0])
	if _, err := Open(state.NewMemKV(), g); err == nil {
		t.Fatal("duplicate alloc accepted")
	}
}

func TestTransferFeesExact(t *testing.T) {
	h := newHarness(t, 2)
	to := types.Address{19: 0x42}
	raw := h.transfer(0, 0, to, 12345)
	// Second transaction with a tip above the room under max fee: price is
	// capped at max_fee.
	raw2 := h.signTx(1, 0, &to, tx.Transfer{}, txOpts{cycles: 30_000, maxFee: 10_500, tip: 2_000, value: 1})
	blk, rs := h.produceOK(raw, raw2)
	if blk.Header.Height != 1 || len(blk.Txs) != 2 || len(rs) != 2 {
		t.Fatalf("block %+v receipts %d", blk.Header, len(rs))
	}
	r := receiptFor(t, rs, txHash(raw))
	// basefee 10 000, tip 1 000, max fee 20 000: price 11 000; 21 000 cycles.
	if r.CyclesUsed != 21_000 || r.CellsUsed != 0 || r.Kind != "transfer" || r.From != h.addr(0) || *r.To != to {
		t.Fatalf("receipt %+v", r)
	}
	wantBurn, wantTip := uint64(21_000*10_000), uint64(21_000*1_000)
	wantRefund := uint64(21_000*20_000) - wantBurn - wantTip
	if r.Fee != (FeeInfo{Burned: u(wantBurn), Tip: u(wantTip), Refund: u(wantRefund)}) {
		t.Fatalf("fee %+v", r.Fee)
	}
	r2 := receiptFor(t, rs, txHash(raw2))
	// price min(10 500, 12 000) = 10 500: tip 500 per cycle; unused 9 000 cycles refunded.
	wantBurn2, wantTip2 := uint64(21_000*10_000), uint64(21_000*500)
	if r2.Fee != (FeeInfo{Burned: u(wantBurn2), Tip: u(wantTip2), Refund: u(30_000*10_500 - wantBurn2 - wantTip2)}) {
		t.Fatalf("fee2 %+v", r2.Fee)
	}
	if a := h.account(h.addr(0)); a.Balance != u(initialBalance-12345-wantBurn-wantTip) || a.Nonce != 1 {
		t.Fatalf("sender %+v", a)
	}
	if a := h.account(h.addr(1)); a.Balance != u(initialBalance-1-wantBurn2-wantTip2) || a.Nonce != 1 {
		t.Fatalf("sender2 %+v", a)
	}
	if a := h.account(to); a.Balance != u(12346) || a.Nonce != 0 {
		t.Fatalf("recipient %+v", a)
	}
	if a := h.account(h.prop.Coinbase); a.Balance != u(wantTip+wantTip2) {
		t.Fatalf("proposer %+v", a)
	}
	if blk.Header.CyclesUsed != 42_000 || blk.Header.CellsUsed != 0 {
		t.Fatalf("usage %d/%d", blk.Header.CyclesUsed, blk.Header.CellsUsed)
	}
	// Stored and indexed.
	got, height, ok, err := h.c.Tx(txHash(raw))
	if err != nil || !ok || height != 1 || !bytes.Equal(got, raw) {
		t.Fatalf("Tx: %v %v %d", ok, err, height)
	}
	sr, ok, err := h.c.Receipt(txHash(raw))
	if err != nil || !ok || !reflect.DeepEqual(sr, r) {
		t.Fatalf("stored receipt %+v vs %+v (%v)", sr, r, err)
	}
	all, ok, err := h.c.Receipts(1)
	if err != nil || !ok || !reflect.DeepEqual(all, rs) {
		t.Fatalf("Receipts(1): %v", err)
	}
	hashes := []types.Hash{txHash(blk.Txs[0]), txHash(blk.Txs[1])}
	if blk.Header.TxRoot != MerkleRoot(hashes) {
		t.Fatal("tx root")
	}
	if blk.Header.ReceiptRoot != MerkleRoot([]types.Hash{rs[0].Hash(), rs[1].Hash()}) {
		t.Fatal("receipt root")
	}
	sb, ok, err := h.c.Block(1)
	if err != nil || !ok || !reflect.DeepEqual(sb, blk) {
		t.Fatalf("stored block differs: %v", err)
	}
}

// usedNext checks that header n's basefees are NextBasefees of header n-1.
func checkBasefeeStep(t *testing.T, prev, cur Header) {
	t.Helper()
	want, err := fees.NextBasefees(fees.Basefees{Cycle: prev.BasefeeCycles, Cell: prev.BasefeeCells},
		fees.Usage{Cycles: prev.CyclesUsed, Cells: prev.CellsUsed}, fees.DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	if cur.BasefeeCycles != want.Cycle || cur.BasefeeCells != want.Cell {
		t.Fatalf("block %d basefees %s/%s, want %s/%s", cur.Height, cur.BasefeeCycles, cur.BasefeeCells, want.Cycle, want.Cell)
	}
}

func TestBasefeeSequence(t *testing.T) {
	h := newHarness(t, 4)
	code := counterCode(t)
	// "burn" stores 1.9 MB, beyond the default storage quota: storage.kv.
	p := &tx.DeployActor{Code: code, Salt: []byte{1}, InitHandler: "init", Manifest: []byte(`{"entitlements":[{"id":"storage.kv"}]}`)}
	actor, err := host.ActorAddress(h.addr(0), p.Salt, code)
	if err != nil {
		t.Fatal(err)
	}
	h.produceOK(h.signTx(0, 0, nil, p, txOpts{cycles: 5_000_000, cells: 200_000}))
	nonces := make([]uint64, 4)
	nonces[0] = 1
	prev := h.c.Head()
	// Full blocks: four transactions burning ~9.9M cycles each and writing
	// 1.9M bytes: near the 40M cycle / 8M cell capacity.
	for round := 0; round < 4; round++ {
		var txs [][]byte
		for i := 0; i < 4; i++ {
			txs = append(txs, h.execute(i, nonces[i], actor, "burn", map[string]any{"cycles": 3_900_000, "bytes": 1_900_000},
				txOpts{cycles: 10_000_000, cells: 1_990_000, maxFee: 100_000, tip: 1}))
			nonces[i]++
		}
		blk, _ := h.produceOK(txs...)
		checkBasefeeStep(t, prev, blk.Header)
		if blk.Header.CyclesUsed < 39_000_000 || blk.Header.CellsUsed < 7_600_000 {
			t.Fatalf("block %d not full: %d cycles, %d cells", blk.Header.Height, blk.Header.CyclesUsed, blk.Header.CellsUsed)
		}
		prev = blk.Header
	}
	// Next block's basefees rose by ~12.5% a block, as core/fees says.
	bc, bl := h.c.Basefees()
	if bc.Cmp(u(15_000)) < 0 || bl.Cmp(u(15_000)) < 0 {
		t.Fatalf("basefees after full blocks %s/%s", bc, bl)
	}
	// Empty blocks bring them back down to the floor.
	for i := 0; i < 6; i++ {
		blk, _ := h.produceOK()
		checkBasefeeStep(t, prev, blk.Header)
		if i > 0 && blk.Header.BasefeeCycles.Cmp(prev.BasefeeCycles) >= 0 && prev.BasefeeCycles != u(fees.MinBasefee) {
			t.Fatalf("empty block did not lower the basefee: %s → %s", prev.BasefeeCycles, blk.Header.BasefeeCycles)
		}
		prev = blk.Header
	}
}

func TestNonceAndSignatureRejection(t *testing.T) {
	h := newHarness(t, 2)
	to := types.Address{19: 9}
	ok0 := h.transfer(0, 0, to, 1)
	future := h.transfer(0, 5, to, 1)
	wrongChain := h.signTx(0, 1, &to, tx.Transfer{}, txOpts{cycles: 21_000, chainID: 99})
	// A signature over a different transaction (fields changed after
	// signing) recovers another address, which has no funds.
	tt, _ := tx.Decode(h.transfer(1, 0, to, 1))
	tt.Value = u(1_000_000)
	forged, _ := tt.Encode()
	unsigned := func() []byte {
		t2, _ := tx.Decode(h.transfer(1, 0, to, 2))
		t2.Signature = nil
		b, _ := t2.Encode()
		return b
	}()
	garbage := []byte{0x01, 0x02}
	if _, err := h.c.CheckTx(ok0); err != nil {
		t.Fatal(err)
	}
	if _, err := h.c.CheckTx(wrongChain); !errors.Is(err, tx.ErrWrongChain) {
		t.Fatalf("wrong chain: %v", err)
	}
	if _, err := h.c.CheckTx(forged); !errors.Is(err, fees.ErrInsufficientBalance) {
		t.Fatalf("forged: %v", err)
	}
	if _, err := h.c.CheckTx(unsigned); !errors.Is(err, tx.ErrUnsigned) {
		t.Fatalf("unsigned: %v", err)
	}
	if _, err := h.c.CheckTx(garbage); err == nil {
		t.Fatal("garbage accepted")
	}
	blk, rs, dropped := h.produce(ok0, future, wrongChain, forged, unsigned, garbage, ok0)
	if len(blk.Txs) != 1 || len(rs) != 1 || rs[0].TxHash != txHash(ok0) {
		t.Fatalf("block has %d txs", len(blk.Txs))
	}
	if len(dropped) != 6 {
		t.Fatalf("dropped %d: %+v", len(dropped), dropped)
	}
	byHash := map[types.Hash]Dropped{}
	for _, d := range dropped {
		byHash[d.Hash] = d
	}
	if d := byHash[txHash(future)]; !errors.Is(d.Err, ErrNonceTooHigh) || !d.Retry {
		t.Fatalf("future nonce: %+v", d)
	}
	if d := byHash[txHash(wrongChain)]; !errors.Is(d.Err, tx.ErrWrongChain) || d.Retry {
		t.Fatalf("wrong chain: %+v", d)
	}
	if d := byHash[txHash(forged)]; !errors.Is(d.Err, fees.ErrInsufficientBalance) {
		t.Fatalf("forged: %+v", d)
	}
	// Replaying the included transaction: nonce too low.
	if _, err := h.c.CheckTx(ok0); !errors.Is(err, ErrNonceTooLow) {
		t.Fatalf("replay CheckTx: %v", err)
	}
	_, _, d := h.produce(ok0)
	if len(d) != 1 || !errors.Is(d[0].Err, ErrNonceTooLow) || d[0].Retry {
		t.Fatalf("replay: %+v", d)
	}
	// Nonces are strictly sequential: 1 and 2 together are fine, 3 missing
	// blocks 4.
	n1, n2, n4 := h.transfer(0, 1, to, 1), h.transfer(0, 2, to, 1), h.transfer(0, 4, to, 1)
	blk, _, d = h.produce(n4, n2, n1)
	if len(blk.Txs) != 2 || len(d) != 1 || d[0].Hash != txHash(n4) || !d[0].Retry {
		t.Fatalf("sequence: %d txs, dropped %+v", len(blk.Txs), d)
	}
	if a := h.account(h.addr(0)); a.Nonce != 3 {
		t.Fatalf("nonce %d", a.Nonce)
	}
}

func TestInsufficientFunds(t *testing.T) {
	h := newHarness(t, 1)
	to := types.Address{19: 9}
	// value + limit·max_fee just above the balance.
	maxFee := uint64(20_000)
	value := initialBalance - 21_000*maxFee + 1
	raw := h.transfer(0, 0, to, value)
	if _, err := h.c.CheckTx(raw); !errors.Is(err, fees.ErrInsufficientBalance) {
		t.Fatalf("CheckTx: %v", err)
	}
	blk, _, d := h.produce(raw)
	if len(blk.Txs) != 0 || len(d) != 1 || !errors.Is(d[0].Err, fees.ErrInsufficientBalance) {
		t.Fatalf("included: %d, dropped %+v", len(blk.Txs), d)
	}
	// Exactly enough passes and leaves the refund.
	raw = h.transfer(0, 0, to, value-1)
	_, rs := h.produceOK(raw)
	want := initialBalance - (value - 1) - 21_000*11_000
	if a := h.account(h.addr(0)); a.Balance != u(want) {
		t.Fatalf("balance %s want %d (fee %+v)", a.Balance, want, rs[0].Fee)
	}
	// Two transactions that each fit the balance but not together: the
	// second waits.
	h2 := newHarness(t, 1)
	half := initialBalance/2 - 21_000*maxFee + 10
	a, b := h2.transfer(0, 0, to, half), h2.transfer(0, 1, to, half)
	blk, _, d = h2.produce(a, b)
	if len(blk.Txs) != 1 || len(d) != 1 || d[0].Hash != txHash(b) || !d[0].Retry {
		t.Fatalf("cumulative: %d txs, dropped %+v", len(blk.Txs), d)
	}
}

func TestLaneCapacity(t *testing.T) {
	h := newHarness(t, 6)
	to := types.Address{19: 9}
	var txs [][]byte
	for i := 0; i < 6; i++ {
		txs = append(txs, h.signTx(i, 0, &to, tx.Transfer{}, txOpts{cycles: 10_000_000}))
	}
	// No reserved-lane work: the user lane takes the whole 40M; four 10M
	// transactions fit, the other two wait.
	blk, _, d := h.produce(txs...)
	if len(blk.Txs) != 4 || len(d) != 2 {
		t.Fatalf("%d included, %d dropped", len(blk.Txs), len(d))
	}
	for _, x := range d {
		if !errors.Is(x.Err, fees.ErrBlockFull) || !x.Retry {
			t.Fatalf("dropped %+v", x)
		}
	}
	// Preference order decides who is in: the first four.
	for i := 0; i < 4; i++ {
		if a := h.account(h.addr(i)); a.Nonce != 1 {
			t.Fatalf("account %d not included", i)
		}
	}
	blk, _, d = h.produce(txs[4:]...)
	if len(blk.Txs) != 2 || len(d) != 0 {
		t.Fatalf("second block: %d included", len(blk.Txs))
	}
	// Cells: one block-wide cap of 8M.
	h2 := newHarness(t, 3)
	var big [][]byte
	for i := 0; i < 3; i++ {
		big = append(big, h2.signTx(i, 0, &to, tx.Transfer{}, txOpts{cycles: 21_000, cells: 3_000_000}))
	}
	blk, _, d = h2.produce(big...)
	if len(blk.Txs) != 2 || len(d) != 1 || !errors.Is(d[0].Err, fees.ErrBlockFull) {
		t.Fatalf("cells cap: %d included, %+v", len(blk.Txs), d)
	}
	// Admission: a limit above the block capacity is never admissible.
	huge := h2.signTx(0, 1, &to, tx.Transfer{}, txOpts{cycles: 40_000_001})
	if _, err := h2.c.CheckTx(huge); !errors.Is(err, fees.ErrLimitAboveCapacity) {
		t.Fatalf("huge: %v", err)
	}
}

func TestDeployExecuteCounter(t *testing.T) {
	h := newHarness(t, 2)
	code := counterCode(t)
	dep, actor := h.deploy(0, 0, code, 1)
	_, rs := h.produceOK(dep)
	if rs[0].Kind != "deploy" || rs[0].Address == nil || *rs[0].Address != actor || rs[0].To != nil {
		t.Fatalf("deploy receipt %+v", rs[0])
	}
	if rs[0].CyclesUsed <= fees.DeployCycles || rs[0].CellsUsed < uint64(len(code)) {
		t.Fatalf("deploy usage %d/%d", rs[0].CyclesUsed, rs[0].CellsUsed)
	}
	info, ok, err := h.c.Actor(actor)
	if err != nil || !ok || !bytes.Equal(info.Code, code) || info.CodeHash != types.Keccak256(code) ||
		info.Creator != h.addr(0) || info.Owner == nil || *info.Owner != h.addr(0) {
		t.Fatalf("actor info %+v %v %v", info, ok, err)
	}
	inc1 := h.execute(1, 0, actor, "increment", nil, txOpts{})
	inc2 := h.execute(1, 1, actor, "increment", nil, txOpts{})
	inc3 := h.execute(0, 1, actor, "increment", nil, txOpts{})
	_, rs = h.produceOK(inc1, inc2, inc3)
	// Results count up in execution order.
	for i, r := range rs {
		if got := dec(t, r.Return); got != int64(i+1) {
			t.Fatalf("receipt %d returned %v", i, got)
		}
		if len(r.Events) != 1 || r.Events[0].Name != "Incremented" || r.Events[0].Actor != actor || r.Events[0].Index != i {
			t.Fatalf("events %+v", r.Events)
		}
		if r.CyclesUsed <= fees.TxBaseCycles {
			t.Fatal("execution cycles not counted")
		}
	}
	call, err := h.c.Call(actor, "get", nil, h.addr(1))
	if err != nil || call.Status != StatusOK || dec(t, call.Return) != int64(3) {
		t.Fatalf("call %+v %v", call, err)
	}
	evs, err := h.c.Events(actor, 0, 100)
	if err != nil || len(evs) != 3 || evs[2].Height != 2 || !bytes.Equal(evs[2].Payload, enc(t, map[string]any{"count": 3})) {
		t.Fatalf("events %+v %v", evs, err)
	}
	if evs, _ := h.c.Events(actor, 3, 100); len(evs) != 0 {
		t.Fatal("event range")
	}
	// Storage scans read the side index written with the block.
	sc, err := h.c.Call(actor, "scan", enc(t, map[string]any{"prefix": "co"}), h.addr(1))
	if err != nil || sc.Status != StatusOK {
		t.Fatalf("scan %+v %v", sc.Error, err)
	}
	if rows := dec(t, sc.Return).([]any); len(rows) != 1 {
		t.Fatalf("scan rows %v", rows)
	}
}

func TestCallIsReadOnly(t *testing.T) {
	h := newHarness(t, 1)
	dep, actor := h.deploy(0, 0, counterCode(t), 1)
	h.produceOK(dep)
	root := h.c.Head().StateRoot
	kvLen := h.kv.Len()
	r, err := h.c.Call(actor, "increment", nil, h.addr(0))
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != StatusError || r.Error.Type != "PermissionDeniedError" {
		t.Fatalf("mutating call: %+v", r)
	}
	r, err = h.c.Call(actor, "get", nil, h.addr(0))
	if err != nil || r.Status != StatusOK {
		t.Fatal(err)
	}
	if h.c.Head().StateRoot != root || h.kv.Len() != kvLen {
		t.Fatal("Call changed state")
	}
	if r, _ := h.c.Call(types.Address{1}, "get", nil, h.addr(0)); r.Status != StatusError || r.Error.Type != "ActorNotFoundError" {
		t.Fatalf("no actor: %+v", r)
	}
}

func TestFailedExecutionPaysFeesRevertsState(t *testing.T) {
	h := newHarness(t, 1)
	dep, actor := h.deploy(0, 0, counterCode(t), 1)
	h.produceOK(dep)
	before := h.account(h.addr(0))
	fail := h.execute(0, 1, actor, "fail", nil, txOpts{value: 777})
	_, rs, d := h.produce(fail)
	if len(d) != 0 || len(rs) != 1 {
		t.Fatal("not included")
	}
	r := rs[0]
	if r.Status != StatusError || r.Error == nil || r.Error.Type != "ValueError" || r.Error.Message == "" {
		t.Fatalf("receipt %+v", r)
	}
	if r.CyclesUsed <= fees.TxBaseCycles || len(r.Events) != 0 {
		t.Fatalf("usage %d events %d", r.CyclesUsed, len(r.Events))
	}
	after := h.account(h.addr(0))
	charged := new(big.Int).Add(r.Fee.Burned.Big(), r.Fee.Tip.Big())
	if after.Nonce != before.Nonce+1 || new(big.Int).Sub(before.Balance.Big(), after.Balance.Big()).Cmp(charged) != 0 || charged.Sign() == 0 {
		t.Fatalf("before %+v after %+v charged %s", before, after, charged)
	}
	// The write and the value transfer were reverted.
	if c, _ := h.c.Call(actor, "get", nil, h.addr(0)); dec(t, c.Return) != int64(0) {
		t.Fatalf("count %v", dec(t, c.Return))
	}
	if a := h.account(actor); !a.Balance.IsZero() {
		t.Fatal("value moved by a failed execution")
	}
	// Running out of cycles: an error receipt that pays for all its cycles.
	oog := h.execute(0, 2, actor, "burn", map[string]any{"cycles": 5_000_000}, txOpts{cycles: 1_000_000, cells: 1000})
	_, rs, _ = h.produce(oog)
	if rs[0].Status != StatusError || rs[0].Error.Slug != "E1201" || rs[0].CyclesUsed != 1_000_000 {
		t.Fatalf("out of cycles: %+v", rs[0])
	}
}

func TestSendDeliveredNextBlock(t *testing.T) {
	h := newHarness(t, 1)
	code := counterCode(t)
	depA, a := h.deploy(0, 0, code, 1)
	depB, b := h.deploy(0, 1, code, 2)
	h.produceOK(depA, depB)
	ping := h.execute(0, 2, a, "ping", map[string]any{"n": 3, "to": b.Bytes()}, txOpts{})
	blk, rs := h.produceOK(ping)
	if len(rs) != 1 || len(rs[0].Messages) != 3 {
		t.Fatalf("ping receipt: %+v", rs)
	}
	sent := rs[0].Messages
	// Not delivered yet.
	if c, _ := h.c.Call(b, "get_log", nil, h.addr(0)); len(dec(t, c.Return).([]any)) != 0 {
		t.Fatal("delivered in the same block")
	}
	// Block N+1 delivers them first, in send order, each with a receipt.
	to := types.Address{19: 5}
	tr := h.transfer(0, 3, to, 1)
	blk2, rs2 := h.produceOK(tr)
	if blk2.Header.Height != blk.Header.Height+1 || len(rs2) != 4 {
		t.Fatalf("block N+1 has %d receipts", len(rs2))
	}
	for i := 0; i < 3; i++ {
		r := rs2[i]
		if r.Kind != KindMessage || r.TxHash != sent[i].ID || r.From != a || *r.To != b || r.Index != i || r.Status != StatusOK {
			t.Fatalf("message receipt %d: %+v", i, r)
		}
		if dec(t, r.Return) != int64(i+1) || r.CyclesUsed <= MessageBaseCycles || !r.Fee.Burned.IsZero() {
			t.Fatalf("message receipt %d: return %v cycles %d", i, dec(t, r.Return), r.CyclesUsed)
		}
		if sr, ok, _ := h.c.Receipt(sent[i].ID); !ok || sr.Kind != KindMessage || sr.Block != blk2.Header.Height {
			t.Fatal("message receipt not stored")
		}
	}
	if rs2[3].TxHash != txHash(tr) {
		t.Fatal("transactions after messages")
	}
	c, _ := h.c.Call(b, "get_log", nil, h.addr(0))
	if got := dec(t, c.Return); !reflect.DeepEqual(got, []any{int64(0), int64(1), int64(2)}) {
		t.Fatalf("log %v", got)
	}
	// Messages use cycles the block counts.
	var sum uint64
	for _, r := range rs2 {
		sum += r.CyclesUsed
	}
	if blk2.Header.CyclesUsed != sum {
		t.Fatalf("block usage %d, receipts %d", blk2.Header.CyclesUsed, sum)
	}
	if hq, tq, _ := getQueue(h.c.st); hq != tq || hq != 3 {
		t.Fatalf("queue pointers %d %d", hq, tq)
	}
	// A message sent while delivering waits one more block: a → b (N+1),
	// b relays → a (N+2).
	relay := h.execute(0, 4, a, "ping", map[string]any{"n": 1, "to": b.Bytes(), "relay": a.Bytes()}, txOpts{})
	h.produceOK(relay)
	_, rs3 := h.produceOK()
	if len(rs3) != 1 || rs3[0].To == nil || *rs3[0].To != b || len(rs3[0].Messages) != 1 {
		t.Fatalf("N+1: %+v", rs3)
	}
	_, rs4 := h.produceOK()
	if len(rs4) != 1 || *rs4[0].To != a || rs4[0].From != b {
		t.Fatalf("N+2: %+v", rs4)
	}
	if c, _ := h.c.Call(a, "get_log", nil, h.addr(0)); !reflect.DeepEqual(dec(t, c.Return), []any{int64(0)}) {
		t.Fatal("relayed message not delivered")
	}
}

func TestMessageChainAndFailure(t *testing.T) {
	h := newHarness(t, 1)
	code := counterCode(t)
	depA, a := h.deploy(0, 0, code, 1)
	depB, b := h.deploy(0, 1, code, 2)
	h.produceOK(depA, depB)
	// Deliver to a non-actor and to an actor lacking the handler: error
	// receipts, the queue moves on.
	nowhere := types.Address{19: 0x77}
	p1 := h.execute(0, 2, a, "ping", map[string]any{"n": 1, "to": nowhere.Bytes()}, txOpts{})
	p2 := h.execute(0, 3, a, "ping", map[string]any{"n": 2, "to": b.Bytes()}, txOpts{})
	h.produceOK(p1, p2)
	_, rs, _ := h.produce()
	if len(rs) != 3 {
		t.Fatalf("%d receipts", len(rs))
	}
	// The order is the order of the sending transactions in the block.
	blk, _, _ := h.c.Block(h.c.Head().Height - 1)
	first := txHash(blk.Txs[0])
	if first == txHash(p1) {
		if rs[0].Status != StatusError || rs[0].Error.Type != "ActorNotFoundError" {
			t.Fatalf("to nowhere: %+v", rs[0])
		}
	} else if rs[2].Status != StatusError {
		t.Fatalf("to nowhere last: %+v", rs[2])
	}
	if hq, tq, _ := getQueue(h.c.st); hq != tq {
		t.Fatal("queue not drained")
	}
}

func TestFundUpgradeTokens(t *testing.T) {
	h := newHarness(t, 2)
	code := counterCode(t)
	dep, actor := h.deploy(0, 0, code, 1)
	h.produceOK(dep)
	fund := h.signTx(1, 0, &actor, &tx.FundActor{Actor: actor, Amount: u(5_000)}, txOpts{cycles: 21_000, cells: 1000})
	noActor := types.Address{19: 0x55}
	fundNone := h.signTx(1, 1, &noActor, &tx.FundActor{Actor: noActor, Amount: u(5_000)}, txOpts{cycles: 21_000, cells: 1000})
	_, rs, _ := h.produce(fund, fundNone)
	if r := receiptFor(t, rs, txHash(fund)); r.Status != StatusOK {
		t.Fatalf("fund %+v", r)
	}
	if r := receiptFor(t, rs, txHash(fundNone)); r.Status != StatusError || r.Error.Type != "ActorNotFoundError" {
		t.Fatalf("fund none %+v", r)
	}
	if info, _, _ := h.c.Actor(actor); info.Balance != u(5_000) {
		t.Fatalf("actor balance %s", info.Balance)
	}
	// Upgrade: only the owner, and only with sys.upgrade.
	newCode := bytes.Replace(code, []byte("n = (self.storage.get(\"count\") or 0) + 1"), []byte("n = (self.storage.get(\"count\") or 0) + 10"), 1)
	upByOther := h.signTx(1, 2, &actor, &tx.UpgradeActor{Actor: actor, Code: newCode}, txOpts{cycles: 200_000, cells: 20_000})
	upNoEnt := h.signTx(0, 1, &actor, &tx.UpgradeActor{Actor: actor, Code: newCode}, txOpts{cycles: 200_000, cells: 20_000})
	_, rs, _ = h.produce(upByOther, upNoEnt)
	for _, r := range rs {
		if r.Status != StatusError || r.Error.Type != "PermissionDeniedError" {
			t.Fatalf("upgrade %+v", r)
		}
	}
	manifest := []byte(`{"entitlements":[{"id":"sys.upgrade"}]}`)
	dep2 := h.signTx(0, 2, nil, &tx.DeployActor{Code: code, Salt: []byte{9}, InitHandler: "init", Manifest: manifest}, txOpts{cycles: 5_000_000, cells: 200_000})
	_, rs = h.produceOK(dep2)
	up := *rs[0].Address
	upOK := h.signTx(0, 3, &up, &tx.UpgradeActor{Actor: up, Code: newCode}, txOpts{cycles: 200_000, cells: 20_000})
	inc := h.execute(0, 4, up, "increment", nil, txOpts{})
	_, rs = h.produceOK(upOK, inc)
	if r := receiptFor(t, rs, txHash(inc)); dec(t, r.Return) != int64(10) {
		t.Fatalf("upgraded code not running: %v", dec(t, r.Return))
	}
	// Tokens.
	tc := h.signTx(0, 5, &tx.TokenSystemAddress, &tx.TokenCreate{Name: "Gold", Symbol: "GLD", Decimals: 2, InitialSupply: u(1000)}, txOpts{cycles: 100_000, cells: 1000})
	_, rs = h.produceOK(tc)
	id := host.TokenID(h.addr(0), 0)
	if got := dec(t, rs[0].Return); !bytes.Equal(got.([]byte), id[:]) {
		t.Fatalf("token id %x", got)
	}
	tt := h.signTx(0, 6, &tx.TokenSystemAddress, &tx.TokenTransfer{TokenID: id, To: h.addr(1), Amount: u(250)}, txOpts{cycles: 100_000, cells: 1000})
	tooMuch := h.signTx(0, 7, &tx.TokenSystemAddress, &tx.TokenTransfer{TokenID: id, To: h.addr(1), Amount: u(5000)}, txOpts{cycles: 100_000, cells: 1000})
	_, rs, _ = h.produce(tt, tooMuch)
	if r := receiptFor(t, rs, txHash(tt)); r.Status != StatusOK {
		t.Fatalf("token transfer %+v", r.Error)
	}
	if r := receiptFor(t, rs, txHash(tooMuch)); r.Status != StatusError {
		t.Fatal("overdraft accepted")
	}
	// The balance is in the state tree, provable.
	key := append(append([]byte{0x11}, id[:]...), h.addr(1).Bytes()...)
	v, present, proof, root, err := h.c.Proof(key)
	if err != nil || !present || new(big.Int).SetBytes(v).Int64() != 250 {
		t.Fatalf("token balance proof: %v %v %x", err, present, v)
	}
	if _, ok, err := state.VerifyProof(root, key, proof); err != nil || !ok {
		t.Fatal("token proof does not verify")
	}
}

func TestProofsAgainstHeader(t *testing.T) {
	h := newHarness(t, 2)
	to := types.Address{19: 9}
	h.produceOK(h.transfer(0, 0, to, 99))
	head := h.c.Head()
	for _, a := range []types.Address{h.addr(0), to} {
		v, present, proof, root, err := h.c.Proof(AccountKey(a))
		if err != nil || !present || root != head.StateRoot {
			t.Fatalf("proof: %v %v", err, present)
		}
		got, ok, err := state.VerifyProof(head.StateRoot, AccountKey(a), proof)
		if err != nil || !ok || !bytes.Equal(got, v) {
			t.Fatalf("verify: %v", err)
		}
		acc, _ := DecodeAccount(got)
		if acc != h.account(a) {
			t.Fatal("proved account differs")
		}
		// Against another root it fails.
		if _, _, err := state.VerifyProof(types.Keccak256([]byte("x")), AccountKey(a), proof); err == nil {
			t.Fatal("verified against a wrong root")
		}
	}
	// Non-inclusion.
	missing := types.Address{19: 0xee}
	_, present, proof, root, err := h.c.Proof(AccountKey(missing))
	if err != nil || present {
		t.Fatal("missing account present")
	}
	if _, ok, err := state.VerifyProof(root, AccountKey(missing), proof); err != nil || ok {
		t.Fatalf("non-inclusion: %v %v", ok, err)
	}
}

// chainScript runs the same transactions on a chain and returns its headers.
func chainScript(t *testing.T) (*harness, []Block) {
	h := newHarness(t, 3)
	code := counterCode(t)
	dep, actor := h.deploy(0, 0, code, 1)
	dep2, actor2 := h.deploy(1, 0, code, 1)
	var blocks []Block
	b, _ := h.produceOK(dep, dep2, h.transfer(2, 0, h.addr(0), 5))
	blocks = append(blocks, b)
	b, _, _ = h.produce(h.execute(0, 1, actor, "increment", nil, txOpts{}),
		h.execute(1, 1, actor, "ping", map[string]any{"n": 2, "to": actor2.Bytes()}, txOpts{}),
		h.execute(2, 1, actor, "fail", nil, txOpts{}), h.transfer(0, 2, h.addr(2), 7))
	blocks = append(blocks, b)
	b, _, _ = h.produce(h.execute(2, 2, actor2, "increment", nil, txOpts{}))
	blocks = append(blocks, b)
	return h, blocks
}

func TestDeterministicRoots(t *testing.T) {
	_, b1 := chainScript(t)
	_, b2 := chainScript(t)
	for i := range b1 {
		if b1[i].Header.Hash() != b2[i].Header.Hash() || b1[i].Header.StateRoot != b2[i].Header.StateRoot {
			t.Fatalf("block %d differs between runs", i+1)
		}
	}
}

func TestApplyBlockReplays(t *testing.T) {
	h, blocks := chainScript(t)
	// A replica with the same genesis applies the produced blocks.
	r, err := Open(state.NewMemKV(), h.gen)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range blocks {
		enc := b.Encode()
		dec, err := DecodeBlock(enc)
		if err != nil || !reflect.DeepEqual(dec, b) {
			t.Fatalf("block round trip: %v", err)
		}
		want, _, _ := h.c.Receipts(b.Header.Height)
		got, err := r.ApplyBlock(dec)
		if err != nil {
			t.Fatalf("apply %d: %v", b.Header.Height, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("receipts of %d differ", b.Header.Height)
		}
	}
	if r.Head() != h.c.Head() {
		t.Fatal("replica head differs")
	}
	// Tampered blocks are refused and leave the head alone.
	r2, _ := Open(state.NewMemKV(), h.gen)
	bad := blocks[0]
	bad.Header.StateRoot[0] ^= 1
	if _, err := r2.ApplyBlock(bad); !errors.Is(err, ErrBadBlock) {
		t.Fatalf("bad root: %v", err)
	}
	bad = blocks[0]
	bad.Txs = [][]byte{bad.Txs[1], bad.Txs[0], bad.Txs[2]}
	if _, err := r2.ApplyBlock(bad); !errors.Is(err, ErrBadBlock) {
		t.Fatalf("reordered: %v", err)
	}
	bad = blocks[0]
	bad.Header.VRFProof[5] ^= 1
	if _, err := r2.ApplyBlock(bad); !errors.Is(err, ErrBadBlock) {
		t.Fatalf("bad vrf: %v", err)
	}
	bad = blocks[0]
	bad.Header.BasefeeCycles = u(20_000)
	if _, err := r2.ApplyBlock(bad); !errors.Is(err, ErrBadBlock) {
		t.Fatalf("bad basefee: %v", err)
	}
	if r2.Head().Height != 0 {
		t.Fatal("head moved")
	}
	if _, err := r2.ApplyBlock(blocks[0]); err != nil {
		t.Fatalf("valid block after refusals: %v", err)
	}
}

func TestReopenAtCommittedHead(t *testing.T) {
	h, _ := chainScript(t)
	head := h.c.Head()
	c2, err := Open(h.kv, h.gen)
	if err != nil {
		t.Fatal(err)
	}
	if c2.Head() != head {
		t.Fatal("reopened at another head")
	}
	for i := range h.keys {
		a1, _ := h.c.Account(h.addr(i))
		a2, _ := c2.Account(h.addr(i))
		if a1 != a2 {
			t.Fatal("accounts differ after reopen")
		}
	}
	// It continues: the next block is the same on both.
	h.c = c2
	blk, _ := h.produceOK(h.transfer(0, 3, h.addr(1), 1))
	if blk.Header.Height != head.Height+1 || blk.Header.Parent != head.Hash() {
		t.Fatal("does not extend the head")
	}
	// Another genesis is refused.
	g := h.gen
	g.ChainID++
	if _, err := Open(h.kv, g); err == nil {
		t.Fatal("opened with another genesis")
	}
	// A chain stored in another format (here: before format keys) is refused.
	b := h.kv.NewBatch()
	b.Delete(kvFormat)
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(h.kv, h.gen); !errors.Is(err, ErrStorageFormat) || !strings.Contains(err.Error(), "format 1") {
		t.Fatalf("opened a format-1 chain: %v", err)
	}
	// So is one whose state tree was hashed with Keccak-256 (format 2).
	b = h.kv.NewBatch()
	b.Put(kvFormat, u64be(2))
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(h.kv, h.gen); !errors.Is(err, ErrStorageFormat) || !strings.Contains(err.Error(), "format 2") {
		t.Fatalf("opened a format-2 chain: %v", err)
	}
}

// TestStateFlushAndReplay: the state is flushed every flushBlocks blocks;
// in between, a reopened chain replays the stored changes to the same
// head state, and Flush leaves nothing to replay.
func TestStateFlushAndReplay(t *testing.T) {
	h := newHarness(t, 2)
	changeLists := func() (heights []uint64) {
		h.kv.Iterate(kvChanges, func(k, _ []byte) bool {
			heights = append(heights, binary.BigEndian.Uint64(k[len(kvChanges):]))
			return true
		})
		return heights
	}
	flushedAt := func() uint64 {
		b, _, _ := h.kv.Get(kvState)
		return binary.BigEndian.Uint64(b)
	}
	reopenSame := func() {
		t.Helper()
		c2, err := Open(h.kv, h.gen)
		if err != nil {
			t.Fatal(err)
		}
		if c2.Head() != h.c.Head() {
			t.Fatal("reopened at another head")
		}
		for i := range h.keys {
			a1, _ := h.c.Account(h.addr(i))
			a2, _ := c2.Account(h.addr(i))
			if a1 != a2 {
				t.Fatalf("account %d differs after reopening at %d", i, h.c.Head().Height)
			}
		}
	}
	n := uint64(2*flushBlocks + 5)
	for i := range n {
		h.produceOK(h.transfer(0, i, h.addr(1), 1))
		if i%7 == 3 {
			reopenSame()
		}
	}
	if got := flushedAt(); got != 2*flushBlocks {
		t.Fatalf("flushed at %d, want %d", got, 2*flushBlocks)
	}
	if got := changeLists(); len(got) != 5 || got[0] != 2*flushBlocks+1 {
		t.Fatalf("change lists kept for blocks %v, want the 5 after the flush", got)
	}
	reopenSame()
	if err := h.c.Flush(); err != nil {
		t.Fatal(err)
	}
	if got := changeLists(); flushedAt() != n || len(got) != 0 {
		t.Fatalf("after Flush: flushed at %d, change lists %v", flushedAt(), got)
	}
	reopenSame()
	// A damaged change list is reported with its block.
	h.produceOK(h.transfer(0, n, h.addr(1), 1))
	b := h.kv.NewBatch()
	b.Put(heightKey(kvChanges, n+1), []byte("\x05junk"))
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(h.kv, h.gen); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("block %d", n+1)) {
		t.Fatalf("opened over a damaged change list: %v", err)
	}
}

// failingKV fails every batch commit after `after` successes.
type failingKV struct {
	*state.MemKV
	after int
}

type failingBatch struct {
	state.Batch
	kv *failingKV
}

func (f *failingKV) NewBatch() state.Batch { return &failingBatch{Batch: f.MemKV.NewBatch(), kv: f} }
func (b *failingBatch) Commit() error {
	if b.kv.after <= 0 {
		return errors.New("disk full")
	}
	b.kv.after--
	return b.Batch.Commit()
}

func TestFailedCommitKeepsHead(t *testing.T) {
	kv := &failingKV{MemKV: state.NewMemKV(), after: 2}
	h := newHarness(t, 2)
	c, err := Open(kv, h.gen)
	if err != nil {
		t.Fatal(err)
	}
	h.c = c
	h.produceOK(h.transfer(0, 0, h.addr(1), 1)) // second successful commit
	head := c.Head()
	h.ts += 1000
	if _, _, _, err := c.ProduceBlock([][]byte{h.transfer(0, 1, h.addr(1), 1)}, h.ts, h.prop); err == nil {
		t.Fatal("commit failure not reported")
	}
	if c.Head() != head {
		t.Fatal("head moved")
	}
	// A reopened chain is at the last committed block, and the in-memory
	// chain still works once the disk does.
	c2, err := Open(kv.MemKV, h.gen)
	if err != nil || c2.Head() != head {
		t.Fatalf("reopen: %v", err)
	}
	if a, _ := c2.Account(h.addr(0)); a.Nonce != 1 {
		t.Fatal("uncommitted block visible")
	}
	kv.after = 10
	h.produceOK(h.transfer(0, 1, h.addr(1), 1))
	if a := h.account(h.addr(0)); a.Nonce != 2 {
		t.Fatal("chain stuck after a failed commit")
	}
}

func TestProposerKeys(t *testing.T) {
	p1, p2 := testProposer(t, 1), testProposer(t, 2)
	gen := Genesis{ChainID: 1}
	gen.ProposerKeys = append(gen.ProposerKeys, p1.PublicKey())
	c, err := Open(state.NewMemKV(), gen)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := c.ProduceBlock(nil, 1, p2); err == nil {
		t.Fatal("unknown proposer accepted")
	}
	blk, _, _, err := c.ProduceBlock(nil, 1, p1)
	if err != nil {
		t.Fatal(err)
	}
	if blk.Header.ProposerKey != p1.PublicKey() || blk.Header.Proposer != p1.Coinbase {
		t.Fatal("proposer fields")
	}
}

func TestMerkleRoot(t *testing.T) {
	hs := func(n int) []types.Hash {
		out := make([]types.Hash, n)
		for i := range out {
			out[i] = types.Keccak256([]byte{byte(i)})
		}
		return out
	}
	if MerkleRoot(nil) != (types.Hash{}) {
		t.Fatal("empty")
	}
	l := func(h types.Hash) types.Hash { return types.Keccak256([]byte{0}, h[:]) }
	n := func(a, b types.Hash) types.Hash { return types.Keccak256([]byte{1}, a[:], b[:]) }
	x := hs(3)
	if MerkleRoot(x) != n(n(l(x[0]), l(x[1])), l(x[2])) {
		t.Fatal("3 leaves")
	}
	seen := map[types.Hash]int{}
	for i := 1; i <= 9; i++ {
		r := MerkleRoot(hs(i))
		if j, dup := seen[r]; dup {
			t.Fatalf("roots of %d and %d leaves collide", i, j)
		}
		seen[r] = i
	}
}

func TestEncodingsRoundTrip(t *testing.T) {
	h, _ := chainScript(t)
	for height := uint64(1); height <= h.c.Head().Height; height++ {
		rs, _, _ := h.c.Receipts(height)
		for _, r := range rs {
			b := r.Encode()
			d, err := DecodeReceipt(b)
			if err != nil || !bytes.Equal(d.Encode(), b) {
				t.Fatalf("receipt round trip: %v", err)
			}
		}
		hd := h.c.Head()
		d, err := DecodeHeader(hd.Encode())
		if err != nil || d != hd {
			t.Fatal("header round trip")
		}
	}
	if _, err := DecodeHeader([]byte{0xa0}); err == nil {
		t.Fatal("empty map decoded as a header")
	}
}

// More messages than one block's delivery capacity: the rest are delivered
// in the following block, still in order.
func TestMessageQueueSpills(t *testing.T) {
	h := newHarness(t, 1)
	code := counterCode(t)
	depA, a := h.deploy(0, 0, code, 1)
	depB, b := h.deploy(0, 1, code, 2)
	h.produceOK(depA, depB)
	const n = 400
	h.produceOK(h.execute(0, 2, a, "ping", map[string]any{"n": n, "to": b.Bytes()}, txOpts{cycles: 5_000_000, cells: 200_000}))
	blk1, rs1 := h.produceOK()
	if len(rs1) == 0 || len(rs1) >= n {
		t.Fatalf("first block delivered %d of %d", len(rs1), n)
	}
	if blk1.Header.CyclesUsed+MessageCyclesLimit <= deliveryCapacity(fees.DefaultParams()) {
		t.Fatalf("stopped early: %d cycles used", blk1.Header.CyclesUsed)
	}
	total := len(rs1)
	for total < n {
		_, rs := h.produceOK()
		if len(rs) == 0 {
			t.Fatal("queue stalled")
		}
		total += len(rs)
	}
	c, _ := h.c.Call(b, "get_log", nil, h.addr(0))
	log := dec(t, c.Return).([]any)
	if len(log) != n {
		t.Fatalf("log has %d entries", len(log))
	}
	for i, v := range log {
		if v != int64(i) {
			t.Fatalf("entry %d is %v", i, v)
		}
	}
}

// TestParallelPrepare produces and replays a block whose candidates are
// prepared in parallel tasks (bad ones among them) and requires the same
// block, receipts and dropped list as one at a time.
func TestParallelPrepare(t *testing.T) {
	run := func(par state.Parallel) (Block, []Receipt, []Dropped, *harness) {
		h := newHarness(t, 80)
		var err error
		if h.c, err = OpenWith(state.NewMemKV(), h.gen, Options{Parallel: par}); err != nil {
			t.Fatal(err)
		}
		var txs [][]byte
		for i := range 80 {
			switch i % 23 {
			case 5:
				txs = append(txs, []byte{0x80}) // not a transaction
			case 11:
				txs = append(txs, h.transfer(i, 1, h.addr(0), 1)) // nonce ahead
			default:
				txs = append(txs, h.transfer(i, 0, h.addr((i+1)%80), uint64(i)))
			}
		}
		b, rs, d := h.produce(txs...)
		return b, rs, d, h
	}
	b1, r1, d1, _ := run(nil)
	b2, r2, d2, h := run(func(n int, task func(int)) {
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { task(i) })
		}
		wg.Wait()
	})
	if len(b1.Txs) < 70 || !reflect.DeepEqual(b1, b2) || !reflect.DeepEqual(r1, r2) || fmt.Sprint(d1) != fmt.Sprint(d2) {
		t.Fatalf("parallel preparation changed the block (%d/%d transactions, dropped %v / %v)", len(b1.Txs), len(b2.Txs), d1, d2)
	}
	r, err := OpenWith(state.NewMemKV(), h.gen, Options{Parallel: func(n int, task func(int)) {
		for i := n - 1; i >= 0; i-- { // any order
			task(i)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := r.ApplyBlock(b2); err != nil || !reflect.DeepEqual(got, r2) {
		t.Fatalf("replay: %v", err)
	}
}
