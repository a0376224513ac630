package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/cborjson"
	"github.com/cowboy-go/cowboy/hosts/native/node"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
	"github.com/cowboy-go/cowboy/hosts/native/wallet"
)

// crashLedger is every committed block the test has seen, with what it
// implies for the accounts the workload touches.
type crashLedger struct {
	mu     sync.Mutex
	blocks []rpc.Block // blocks[h] is block h; blocks[0] is genesis
	// life[h] is the node life (iteration) in which block h was first seen.
	life []int
}

func (l *crashLedger) height() uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return uint64(len(l.blocks) - 1)
}

func (l *crashLedger) block(h uint64) rpc.Block {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.blocks[h]
}

var errBadLink = errors.New("the chain does not link up")

// catchUp fetches (with receipts) every block above the ledger's height up
// to `to`, checking that each links to its parent.
func (l *crashLedger) catchUp(ctx context.Context, c *rpc.Client, to uint64, life int) error {
	for h := l.height() + 1; h <= to; h++ {
		b, err := c.Block(ctx, int64(h), true)
		if err != nil {
			return err
		}
		l.mu.Lock()
		prev := l.blocks[h-1].Header.Hash
		if b.Header.Height != h || b.Header.Parent != prev {
			l.mu.Unlock()
			return fmt.Errorf("%w: block %d (height %d) has parent %s, want %s", errBadLink, h, b.Header.Height, b.Header.Parent, prev)
		}
		l.blocks = append(l.blocks, b)
		l.life = append(l.life, life)
		l.mu.Unlock()
	}
	return nil
}

// crashExpect is what the ledger says the workload's accounts hold after a
// block, and how many increments the counter has applied.
type crashExpect struct {
	accounts   map[types.Address]stf.Account
	increments int
	events     int
}

// expectAt replays the ledger's receipts up to height h. Only the dev
// account sends transactions, with zero tips: it pays burned (+ tip) per
// transaction and the value of each successful transfer, which the
// recipient receives.
func (l *crashLedger) expectAt(dev types.Address, genesis types.U128, h uint64, counter types.Address) (crashExpect, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	bal := map[types.Address]*big.Int{dev: genesis.Big()}
	nonce := map[types.Address]uint64{}
	var ex crashExpect
	for _, b := range l.blocks[1 : h+1] {
		for _, r := range b.Receipts {
			if r.Kind == "message" {
				continue
			}
			if r.From != dev {
				return ex, fmt.Errorf("block %d: receipt %s from %s, not the dev account", b.Header.Height, r.TxHash, r.From)
			}
			nonce[dev]++
			bal[dev].Sub(bal[dev], r.Fee.Burned.Big())
			bal[dev].Sub(bal[dev], r.Fee.Tip.Big())
			switch r.Kind {
			case "transfer":
				if r.Status != "ok" || r.To == nil {
					return ex, fmt.Errorf("block %d: transfer %s: %s", b.Header.Height, r.TxHash, r.Status)
				}
				v := crashValue(*r.To)
				bal[dev].Sub(bal[dev], v)
				if bal[*r.To] == nil {
					bal[*r.To] = new(big.Int)
				}
				bal[*r.To].Add(bal[*r.To], v)
			case "execute":
				if r.Status != "ok" || r.To == nil || *r.To != counter {
					return ex, fmt.Errorf("block %d: execute %s: %s %+v", b.Header.Height, r.TxHash, r.Status, r.Error)
				}
				ex.increments++
				ex.events += len(r.Events)
			}
		}
	}
	ex.accounts = map[types.Address]stf.Account{}
	for a, v := range bal {
		u, err := types.U128FromBig(v)
		if err != nil {
			return ex, fmt.Errorf("%s: balance %s", a, v)
		}
		ex.accounts[a] = stf.Account{Balance: u, Nonce: nonce[a]}
	}
	return ex, nil
}

// crashValue is what every transfer to `to` carries: derived from the
// address so a receipt alone says how much moved.
func crashValue(to types.Address) *big.Int {
	return big.NewInt(1_000_000 + int64(to[0])*1000 + int64(to[1]))
}

// TestDevnetCrashRecovery SIGKILLs a devnet at random moments while it
// produces blocks under a stream of transfers and actor executions, and
// after every restart checks that no block seen committed is lost or
// changed, that proofs of the touched accounts verify against the head's
// state root and hold what every committed receipt implies, and that the
// node takes new transactions. Some kills land while the node is still
// opening its database.
func TestDevnetCrashRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and crashes a devnet repeatedly")
	}
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))

	dir := t.TempDir()
	bin := buildCowboy(t, dir)

	// A first start killed while it creates the home (keys, genesis,
	// database) must leave a home that starts.
	for i := range 8 {
		f := &e2e{t: t, bin: bin, home: filepath.Join(dir, fmt.Sprintf("fresh%d", i)), addr: freeAddr(t), blockTime: "10ms"}
		f.spawn()
		time.Sleep(time.Duration(rng.Intn(40)) * time.Millisecond)
		f.kill()
		f.start()
		f.kill()
	}

	e := &e2e{t: t, bin: bin, home: filepath.Join(dir, "home"), addr: freeAddr(t), blockTime: "10ms"}
	e.start()
	defer e.kill()
	c, err := rpc.NewClient("http://" + e.addr)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	devKey, err := wallet.Load(filepath.Join(e.home, node.DevKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	dev := devKey.Address()
	recipients := make([]types.Address, 4)
	for i := range recipients {
		rng.Read(recipients[i][:])
	}

	// A counter actor, deployed through the CLI.
	var rc receipt
	e.ok(&rc, "actor", "deploy", "--code", filepath.Join("testdata", "counter.py"), "--salt", "0x01")
	if rc.Status != "ok" {
		t.Fatalf("deploy %+v", rc)
	}
	counter, err := types.ParseAddress(rc.Address)
	if err != nil {
		t.Fatal(err)
	}
	incPayload, err := cborjson.FromJSON([]byte(`{"by": 1}`))
	if err != nil {
		t.Fatal(err)
	}

	genesisBlock, err := c.Block(ctx, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	ledger := &crashLedger{blocks: []rpc.Block{genesisBlock}, life: []int{0}}
	var gdoc node.GenesisDoc
	if b, err := os.ReadFile(filepath.Join(e.home, node.GenesisFile)); err != nil {
		t.Fatal(err)
	} else if err := json.Unmarshal(b, &gdoc); err != nil {
		t.Fatal(err)
	}
	if len(gdoc.Alloc) != 1 || gdoc.Alloc[0].Address != dev {
		t.Fatalf("genesis allocations %+v", gdoc.Alloc)
	}
	genesisDev := gdoc.Alloc[0].Balance

	sign := func(t *tx.Transaction, st rpc.Status, defCycles, defCells uint64) ([]byte, error) {
		tf := &txFlags{tipCycle: "0", tipCell: "0", defaultCycles: defCycles, defaultCells: defCells}
		if err := fillFees(t, tf, st); err != nil {
			return nil, err
		}
		if err := t.Sign(devKey); err != nil {
			return nil, err
		}
		return t.Encode()
	}
	// submit sends one transaction from the dev account (a transfer to a
	// recipient or, one time in four, a counter increment) at nonce.
	submit := func(r *rand.Rand, st rpc.Status, nonce uint64) (types.Hash, error) {
		t := &tx.Transaction{ChainID: st.ChainID, Nonce: nonce}
		var raw []byte
		var err error
		if r.Intn(4) == 0 {
			pl, perr := tx.EncodePayload(&tx.ExecuteActor{Actor: counter, Handler: "increment", Payload: incPayload})
			if perr != nil {
				return types.Hash{}, perr
			}
			t.To, t.Payload = &counter, pl
			raw, err = sign(t, st, executeCycles, executeCells)
		} else {
			to := recipients[r.Intn(len(recipients))]
			v, _ := types.U128FromBig(crashValue(to))
			t.To, t.Value = &to, v
			raw, err = sign(t, st, 0, 0)
		}
		if err != nil {
			return types.Hash{}, err
		}
		resp, err := c.SendTx(ctx, raw)
		return resp.TxHash, err
	}

	// verify runs after each restart (life is the new life's number).
	verify := func(life int) {
		t.Helper()
		seen := ledger.height()
		st, err := c.Status(ctx)
		if err != nil {
			t.Fatal(err)
		}
		// (1) The head is at or past every block seen committed.
		if st.Height < seen {
			t.Fatalf("life %d: restarted at height %d, below %d seen committed\n%s", life, st.Height, seen, e.out.String())
		}
		// (2) Every block seen is served unchanged: those seen in the life
		// just ended, a sample of older ones, and all of them at the end.
		for h := uint64(1); h <= seen; h++ {
			b := ledger.block(h)
			ledger.mu.Lock()
			recent := ledger.life[h] == life-1
			ledger.mu.Unlock()
			if !recent && life >= 0 && rng.Intn(20) != 0 {
				continue
			}
			got, err := c.Block(ctx, int64(h), false)
			if err != nil {
				t.Fatalf("life %d: block %d: %v", life, h, err)
			}
			if got.Header.Hash != b.Header.Hash || got.Header.StateRoot != b.Header.StateRoot || len(got.Txs) != len(b.Txs) {
				t.Fatalf("life %d: block %d changed across the crash: %s (root %s, %d txs), was %s (root %s, %d txs)",
					life, h, got.Header.Hash, got.Header.StateRoot, len(got.Txs), b.Header.Hash, b.Header.StateRoot, len(b.Txs))
			}
			for _, th := range b.Txs {
				info, err := c.Tx(ctx, th, 0)
				if err != nil || info.Status != rpc.TxIncluded || info.Block == nil || *info.Block != h {
					t.Fatalf("life %d: tx %s of block %d: %+v %v", life, th, h, info, err)
				}
			}
		}
		// (3) Proofs of every touched account verify against the state root
		// of the header at their height and hold what the receipts of all
		// committed blocks up to there imply.
		for _, a := range append([]types.Address{dev}, recipients...) {
			p, err := c.Proof(ctx, stf.AccountKey(a))
			if err != nil {
				t.Fatalf("life %d: proof of %s: %v", life, a, err)
			}
			if err := ledger.catchUp(ctx, c, p.Height, life); err != nil {
				t.Fatalf("life %d: %v", life, err)
			}
			hdr := ledger.block(p.Height).Header
			if p.StateRoot != hdr.StateRoot {
				t.Fatalf("life %d: proof at height %d against root %s, header says %s", life, p.Height, p.StateRoot, hdr.StateRoot)
			}
			pb, err := hex.DecodeString(strings.TrimPrefix(p.Proof, "0x"))
			if err != nil {
				t.Fatal(err)
			}
			proof, err := state.DecodeProof(pb)
			if err != nil {
				t.Fatalf("life %d: proof of %s: %v", life, a, err)
			}
			val, present, err := state.VerifyProof(hdr.StateRoot, stf.AccountKey(a), proof)
			if err != nil {
				t.Fatalf("life %d: proof of %s at height %d: %v", life, a, p.Height, err)
			}
			if want := "0x" + hex.EncodeToString(val); present != p.Present || (present && want != p.Value) {
				t.Fatalf("life %d: proof of %s proves %v %s, response says %v %s", life, a, present, want, p.Present, p.Value)
			}
			ex, err := ledger.expectAt(dev, genesisDev, p.Height, counter)
			if err != nil {
				t.Fatalf("life %d: %v", life, err)
			}
			var got stf.Account
			if present {
				if got, err = stf.DecodeAccount(val); err != nil {
					t.Fatal(err)
				}
			}
			if want := ex.accounts[a]; got.Balance.Cmp(want.Balance) != 0 || got.Nonce != want.Nonce {
				t.Fatalf("life %d: %s at height %d holds %s (nonce %d); the committed receipts imply %s (nonce %d)",
					life, a, p.Height, got.Balance, got.Nonce, want.Balance, want.Nonce)
			}
		}
		// The counter's events up to the ledger's height match its receipts.
		h := ledger.height()
		ex, err := ledger.expectAt(dev, genesisDev, h, counter)
		if err != nil {
			t.Fatalf("life %d: %v", life, err)
		}
		evs, err := c.Events(ctx, counter, 0, int64(h))
		if err != nil {
			t.Fatal(err)
		}
		if len(evs.Events) != ex.events {
			t.Fatalf("life %d: counter has %d events up to %d, receipts show %d", life, len(evs.Events), h, ex.events)
		}
		if n := len(evs.Events); n > 0 {
			var last struct{ Count int }
			if err := json.Unmarshal(evs.Events[n-1].Payload, &last); err != nil || last.Count != ex.increments {
				t.Fatalf("life %d: last Incremented %s, want count %d (%v)", life, evs.Events[n-1].Payload, ex.increments, err)
			}
		}
		// (4) The node takes a new transaction and commits it.
		acc, err := c.Account(ctx, dev)
		if err != nil {
			t.Fatal(err)
		}
		if st, err = c.Status(ctx); err != nil {
			t.Fatal(err)
		}
		th, err := submit(rng, st, acc.PendingNonce)
		if err != nil {
			t.Fatalf("life %d: transaction after restart: %v", life, err)
		}
		r, err := c.Receipt(ctx, th, 10*time.Second)
		if err != nil || r.Status != "ok" {
			t.Fatalf("life %d: receipt after restart: %+v %v", life, r, err)
		}
	}

	// run drives one node life until it is killed after d: a workload that
	// keeps transactions pending, and an observer that records each
	// committed block as soon as the node serves it.
	run := func(life int, d time.Duration) {
		lctx, cancel := context.WithCancel(ctx)
		var wg sync.WaitGroup
		wg.Add(2)
		var observeErr error
		go func() {
			defer wg.Done()
			for lctx.Err() == nil {
				st, err := c.Status(lctx)
				if err == nil {
					err = ledger.catchUp(lctx, c, st.Height, life)
				}
				// Transport errors are the kill; the API failing or the
				// chain not linking up are not.
				var apiErr *rpc.Error
				if errors.As(err, &apiErr) || errors.Is(err, errBadLink) {
					observeErr = err
					return
				}
				time.Sleep(2 * time.Millisecond)
			}
		}()
		r := rand.New(rand.NewSource(rng.Int63()))
		go func() {
			defer wg.Done()
			var nonce uint64
			synced := false
			for lctx.Err() == nil {
				st, err := c.Status(lctx)
				if err != nil {
					time.Sleep(5 * time.Millisecond)
					continue
				}
				if !synced {
					acc, err := c.Account(lctx, dev)
					if err != nil {
						time.Sleep(5 * time.Millisecond)
						continue
					}
					nonce, synced = acc.PendingNonce, true
				}
				for range 1 + r.Intn(4) {
					if _, err := submit(r, st, nonce); err != nil {
						synced = false // a rejected nonce: resynchronise
						break
					}
					nonce++
				}
				time.Sleep(time.Duration(5+r.Intn(15)) * time.Millisecond)
			}
		}()
		time.Sleep(d)
		e.kill()
		cancel()
		wg.Wait()
		if observeErr != nil {
			t.Fatalf("life %d: %v", life, observeErr)
		}
	}

	const iterations = 20
	start := time.Now()
	crashes, early := 0, 0
	for life := 1; life <= iterations; life++ {
		d := time.Duration(20+rng.Intn(400)) * time.Millisecond
		run(life, d)
		crashes++
		// Sometimes crash again while the node is still opening the
		// database or starting up, before it serves anything.
		if rng.Intn(4) == 0 {
			early++
			e.spawn()
			time.Sleep(time.Duration(rng.Intn(60)) * time.Millisecond)
			e.kill()
		}
		e.start()
		verify(life + 1)
		if time.Since(start) > 25*time.Second {
			t.Logf("stopping after %d iterations (time budget)", life)
			break
		}
	}
	// Finally every block ever seen must still be served unchanged.
	verify(-1)
	ex, err := ledger.expectAt(dev, genesisDev, ledger.height(), counter)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d crashes (%d more during startup), %d blocks with %d transactions (%d increments) checked, %s",
		crashes, early, ledger.height(), ex.accounts[dev].Nonce, ex.increments, time.Since(start).Round(time.Millisecond))
}
