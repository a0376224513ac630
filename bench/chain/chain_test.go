// Package chain benchmarks the chain end to end on one core, the way a
// validator runs it: signed transactions through stf.Chain.ProduceBlock
// (decoding, sender recovery with libsecp256k1, admission, VRF ordering,
// execution, fee settlement, the Merkle commit and the block, receipt and
// index writes) into goleveldb, fsync on, with the node's garbage
// collector settings. Transactions are signed outside the timer.
// `make bench-chain` runs it; docs/performance.md records it. Senders are
// recovered in the node's Parallel tasks, whose cgo calls run on threads
// of their own even with -cpu 1: pin the process to one CPU (taskset -c
// 0, as the Makefile does) for a one-core figure.
package chain

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/node"
	"github.com/cowboy-go/cowboy/hosts/native/secp"
	"github.com/cowboy-go/cowboy/hosts/native/store"
)

const chainID = 7

type bench struct {
	b     *testing.B
	c     *stf.Chain
	keys  []*crypto.PrivateKey
	nonce []uint64
	prop  stf.KeyProposer
	ts    uint64
}

func newBench(b *testing.B, accounts int) *bench {
	node.TuneGC(node.NodeGC) // as the node runs
	db, err := store.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	vk, err := crypto.ValidatorKeyFromSeed(make([]byte, 32))
	if err != nil {
		b.Fatal(err)
	}
	x := &bench{b: b, prop: stf.KeyProposer{Key: vk}, ts: 1_700_000_000_000, nonce: make([]uint64, accounts)}
	g := stf.Genesis{ChainID: chainID, TimestampMs: x.ts}
	for i := range accounts {
		seed := types.Keccak256([]byte(fmt.Sprint("bench key ", i)))
		k, err := crypto.PrivateKeyFromBytes(seed[:])
		if err != nil {
			b.Fatal(err)
		}
		x.keys = append(x.keys, k)
		g.Alloc = append(g.Alloc, stf.GenesisAccount{Address: k.Address(), Balance: types.U128From64(1e15)})
	}
	if x.c, err = stf.OpenWith(db, g, stf.Options{KeyRecoverer: secp.KeyRecoverer, Parallel: store.Parallel}); err != nil {
		b.Fatal(err)
	}
	return x
}

// sign makes account from's next transaction.
func (x *bench) sign(from int, to *types.Address, value uint64, payload tx.Payload, cycles, cells uint64) []byte {
	t := &tx.Transaction{ChainID: chainID, Nonce: x.nonce[from], To: to, Value: types.U128From64(value),
		CyclesLimit: cycles, CellsLimit: cells,
		MaxFeePerCycle: types.U128From64(20_000), MaxFeePerCell: types.U128From64(20_000),
		TipPerCycle: types.U128From64(1_000), TipPerCell: types.U128From64(1_000)}
	if payload != nil {
		b, err := tx.EncodePayload(payload)
		if err != nil {
			x.b.Fatal(err)
		}
		t.Payload = b
	}
	if err := t.Sign(x.keys[from]); err != nil {
		x.b.Fatal(err)
	}
	raw, err := t.Encode()
	if err != nil {
		x.b.Fatal(err)
	}
	x.nonce[from]++
	return raw
}

// produce times one block of txs and requires every one of them in it
// with status ok.
func (x *bench) produce(txs [][]byte) time.Duration {
	x.ts += 1000
	start := time.Now()
	blk, rs, dropped, err := x.c.ProduceBlock(txs, x.ts, x.prop)
	elapsed := time.Since(start)
	if err != nil {
		x.b.Fatal(err)
	}
	if len(dropped) > 0 || len(blk.Txs) != len(txs) {
		x.b.Fatalf("%d of %d transactions in the block; dropped: %v", len(blk.Txs), len(txs), dropped)
	}
	for _, r := range rs {
		if r.Status != stf.StatusOK {
			x.b.Fatalf("receipt %s: %+v", r.Kind, r.Error)
		}
	}
	return elapsed
}

// run times b.N blocks of one transaction per account, made by next.
func (x *bench) run(unit string, next func(from int) []byte) {
	var elapsed time.Duration
	for range x.b.N {
		x.b.StopTimer()
		txs := make([][]byte, len(x.keys))
		for i := range txs {
			txs[i] = next(i)
		}
		x.b.StartTimer()
		elapsed += x.produce(txs)
	}
	x.b.ReportMetric(float64(x.b.N*len(x.keys))/elapsed.Seconds(), unit)
}

// BenchmarkTransfers: blocks of 1 000 transfers from distinct accounts.
func BenchmarkTransfers(b *testing.B) {
	x := newBench(b, 1000)
	x.run("transfers/s", func(from int) []byte {
		return x.sign(from, &types.Address{19: byte(from)}, 1, nil, 21_000, 0)
	})
}

// BenchmarkActorCalls: blocks of 500 calls of counter.py's increment
// (a storage read and write and an event), from distinct accounts. A
// block's cycle limit has room for about 570 calls of 70 000 cycles.
func BenchmarkActorCalls(b *testing.B) {
	x := newBench(b, 500)
	code, err := os.ReadFile("counter.py")
	if err != nil {
		b.Fatal(err)
	}
	deploy := &tx.DeployActor{Code: code, Salt: []byte{1}, InitHandler: "init"}
	actor, err := host.ActorAddress(x.keys[0].Address(), deploy.Salt, code)
	if err != nil {
		b.Fatal(err)
	}
	x.produce([][]byte{x.sign(0, nil, 0, deploy, 5_000_000, 200_000)})
	x.run("calls/s", func(from int) []byte {
		return x.sign(from, &actor, 0, &tx.ExecuteActor{Actor: actor, Handler: "increment"}, 70_000, 500)
	})
}
