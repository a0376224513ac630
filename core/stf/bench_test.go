package stf

import (
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/core/types"
)

// Throughput through ProduceBlock on a MemKV: decoding, signature
// recovery, admission, ordering, execution, settlement, the Merkle commit
// and the block/receipt/index writes. Transactions are signed outside the
// timer. Run:
//
//	go test ./core/stf -run '^$' -bench 'Chain' -benchtime 20x
const benchSenders = 1000

func BenchmarkChainTransfers(b *testing.B) {
	h := newHarness(b, benchSenders)
	var txCount int
	var elapsed time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		txs := make([][]byte, benchSenders)
		for s := range txs {
			txs[s] = h.transfer(s, uint64(i), types.Address{19: byte(s)}, 1)
		}
		b.StartTimer()
		start := time.Now()
		blk, _, d := h.produce(txs...)
		elapsed += time.Since(start)
		if len(d) != 0 || len(blk.Txs) != benchSenders {
			b.Fatalf("dropped %d", len(d))
		}
		txCount += len(blk.Txs)
	}
	b.ReportMetric(float64(txCount)/elapsed.Seconds(), "transfers/s")
}

// benchCallers is below benchSenders: a block has room for the limits of
// about 570 70 000-cycle calls.
const benchCallers = 500

func BenchmarkChainActorCalls(b *testing.B) {
	h := newHarness(b, benchCallers)
	dep, actor := h.deploy(0, 0, counterCode(b), 1)
	h.produceOK(dep)
	var txCount int
	var elapsed time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		txs := make([][]byte, benchCallers)
		for s := range txs {
			n := uint64(i)
			if s == 0 {
				n++
			}
			txs[s] = h.execute(s, n, actor, "increment", nil, txOpts{cycles: 70_000, cells: 500})
		}
		b.StartTimer()
		start := time.Now()
		blk, rs, d := h.produce(txs...)
		elapsed += time.Since(start)
		if len(d) != 0 || len(blk.Txs) != benchCallers {
			b.Fatalf("dropped %d: %v", len(d), d[0].Err)
		}
		if rs[0].Status != StatusOK {
			b.Fatalf("%+v", rs[0].Error)
		}
		txCount += len(blk.Txs)
	}
	b.ReportMetric(float64(txCount)/elapsed.Seconds(), "calls/s")
}

// BenchmarkChainTransfersPrechecked times ProduceBlock alone after every
// transaction went through CheckTx (outside the timer), as in a node where
// the mempool recovered the senders — possibly on other cores.
func BenchmarkChainTransfersPrechecked(b *testing.B) {
	h := newHarness(b, benchSenders)
	var txCount int
	var elapsed time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		txs := make([][]byte, benchSenders)
		for s := range txs {
			txs[s] = h.transfer(s, uint64(i), types.Address{19: byte(s)}, 1)
			if _, err := h.c.CheckTx(txs[s]); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
		start := time.Now()
		blk, _, d := h.produce(txs...)
		elapsed += time.Since(start)
		if len(d) != 0 || len(blk.Txs) != benchSenders {
			b.Fatalf("dropped %d", len(d))
		}
		txCount += len(blk.Txs)
	}
	b.ReportMetric(float64(txCount)/elapsed.Seconds(), "transfers/s")
}
