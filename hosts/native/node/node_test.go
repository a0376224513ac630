package node

import (
	"strings"
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
)

func transfer(t *testing.T, n *Node, key *crypto.PrivateKey, nonce uint64, to types.Address, value, tip uint64) []byte {
	t.Helper()
	st := n.Status()
	tr := &tx.Transaction{ChainID: st.ChainID, Nonce: nonce, To: &to, Value: types.U128From64(value),
		CyclesLimit: 21000, MaxFeePerCycle: types.U128From64(100_000), TipPerCycle: types.U128From64(tip)}
	if err := tr.Sign(key); err != nil {
		t.Fatal(err)
	}
	raw, err := tr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func TestNodeBlocksAndRestart(t *testing.T) {
	home := t.TempDir()
	n, err := Open(Config{Home: home, NoSync: true, BlockTime: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	dev := n.devKey
	bob := types.Address{0xb0}
	// Two pending transactions from one sender: the second's nonce is ahead
	// of the account but follows the pending one.
	h0, _, err := n.SendTx(transfer(t, n, dev, 0, bob, 5, 0))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := n.SendTx(transfer(t, n, dev, 1, bob, 7, 0)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := n.SendTx(transfer(t, n, dev, 3, bob, 7, 0)); err == nil || !strings.Contains(err.Error(), "nonce gap") {
		t.Fatalf("gap: %v", err)
	}
	acc, _ := n.Account(dev.Address())
	if acc.Nonce != 0 || acc.PendingNonce != 2 {
		t.Fatalf("account %+v", acc)
	}
	if st, _, _, _, _ := n.Tx(h0); st != rpc.TxPending {
		t.Fatalf("status %s", st)
	}
	// A stranger with no funds is refused with a clear reason.
	poor := testKey(t, 9)
	if _, _, err := n.SendTx(transfer(t, n, poor, 0, bob, 1, 0)); err == nil || !strings.Contains(err.Error(), "balance") {
		t.Fatalf("poor sender: %v", err)
	}
	next := n.NextBlock()
	if _, err := n.ProduceBlock(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-next:
	default:
		t.Fatal("NextBlock not signalled")
	}
	if n.pool.Len() != 0 {
		t.Fatalf("mempool still has %d", n.pool.Len())
	}
	if st, _, h, _, _ := n.Tx(h0); st != rpc.TxIncluded || h != 1 {
		t.Fatalf("after block: %s at %d", st, h)
	}
	got, _ := n.Account(bob)
	if got.Balance != types.U128From64(12) {
		t.Fatalf("bob has %s", got.Balance)
	}
	// The account is provable against the head's state root.
	value, present, proof, root, _, err := n.Proof(stf.AccountKey(bob))
	if err != nil || !present || root != n.Head().StateRoot {
		t.Fatalf("proof: %v present=%v", err, present)
	}
	p, err := state.DecodeProof(proof)
	if err != nil {
		t.Fatal(err)
	}
	if v, ok, err := state.VerifyProof(root, stf.AccountKey(bob), p); err != nil || !ok || string(v) != string(value) {
		t.Fatalf("proof does not verify: %v", err)
	}
	// A used nonce is refused.
	if _, _, err := n.SendTx(transfer(t, n, dev, 0, bob, 5, 1)); err == nil {
		t.Fatal("reused nonce accepted")
	}
	head := n.Head()
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	n2, err := Open(Config{Home: home, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer n2.Close()
	if h2 := n2.Head(); h2.Hash() != head.Hash() {
		t.Fatalf("restart at %d, was %d", h2.Height, head.Height)
	}
	// Close flushed the state: no block's change list is left to replay.
	left := 0
	if err := n2.db.Iterate([]byte("cb/chg/"), func(_, _ []byte) bool { left++; return true }); err != nil || left != 0 {
		t.Fatalf("%d change lists left after a clean shutdown (%v)", left, err)
	}
	if n2.DevAddress() != dev.Address() {
		t.Fatal("dev key changed on restart")
	}
	got, _ = n2.Account(bob)
	if got.Balance != types.U128From64(12) {
		t.Fatalf("after restart bob has %s", got.Balance)
	}
}
