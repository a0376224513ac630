// Package node is the native Cowboy node: the chain (core/stf) on goleveldb
// under a home directory, a mempool, and block production on a timer. It
// implements the RPC backend (hosts/native/rpc). cowboy devnet runs one.
//
// Home directory layout (created on first start):
//
//	HOME/genesis.json    chain id, genesis time, prefunded accounts, validator keys
//	HOME/validator.key   the block proposer's ed25519 seed (0600)
//	HOME/dev.key         the prefunded dev account's secp256k1 key (0600)
//	HOME/data/           the goleveldb database
//
// On restart the node reopens the database at the last committed block; the
// mempool is not persisted.
package node

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
	"github.com/cowboy-go/cowboy/hosts/native/secp"
	"github.com/cowboy-go/cowboy/hosts/native/store"
	"github.com/cowboy-go/cowboy/hosts/native/wallet"
)

// Defaults.
const (
	DefaultChainID   = 7878
	DefaultBlockTime = time.Second
	// MaxTxsPerBlock bounds the candidates handed to one block.
	MaxTxsPerBlock = 2000
)

// DefaultDevBalance is the dev account's genesis balance: 10^27 (one
// billion coins of 18 decimals).
var DefaultDevBalance = func() types.U128 {
	u, _ := types.U128FromBig(new(big.Int).Exp(big.NewInt(10), big.NewInt(27), nil))
	return u
}()

// File names under the home directory.
const (
	GenesisFile   = "genesis.json"
	ValidatorFile = "validator.key"
	DevKeyFile    = "dev.key"
	DataDir       = "data"
)

// Config configures a node.
type Config struct {
	Home      string
	BlockTime time.Duration // default DefaultBlockTime
	// ChainID and DevBalance are used only when the home is new.
	ChainID    uint64
	DevBalance types.U128
	Mempool    MempoolLimits // zero: DefaultMempoolLimits
	Log        io.Writer     // nil: discard
	// NoSync skips fsync on commit (tests only).
	NoSync bool
}

// Node is a running chain.
type Node struct {
	cfg      Config
	log      *log.Logger
	db       *store.DB
	chain    *stf.Chain
	pool     *Mempool
	proposer stf.KeyProposer
	genesis  stf.Genesis
	devKey   *crypto.PrivateKey

	mu      sync.Mutex
	next    chan struct{} // closed when the next block commits
	dropped *droppedLog
	closed  bool
}

// GenesisDoc is genesis.json.
type GenesisDoc struct {
	ChainID      uint64                      `json:"chain_id"`
	TimestampMs  uint64                      `json:"timestamp_ms"`
	Alloc        []GenesisAlloc              `json:"alloc"`
	ProposerKeys []crypto.ValidatorPublicKey `json:"proposer_keys"`
}

// GenesisAlloc is one prefunded account.
type GenesisAlloc struct {
	Address types.Address `json:"address"`
	Balance types.U128    `json:"balance"`
}

func (g GenesisDoc) stf() stf.Genesis {
	out := stf.Genesis{ChainID: g.ChainID, TimestampMs: g.TimestampMs, ProposerKeys: g.ProposerKeys}
	for _, a := range g.Alloc {
		out.Alloc = append(out.Alloc, stf.GenesisAccount{Address: a.Address, Balance: a.Balance})
	}
	return out
}

type validatorFile struct {
	Type      string `json:"type"`
	PublicKey string `json:"public_key"`
	Seed      string `json:"seed"`
}

func loadOrCreateValidator(path string) (*crypto.ValidatorPrivateKey, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		k, err := crypto.GenerateValidatorKey(rand.Reader)
		if err != nil {
			return nil, err
		}
		out, _ := json.MarshalIndent(validatorFile{Type: "ed25519", PublicKey: k.PublicKey().Hex(),
			Seed: "0x" + hex.EncodeToString(k.Seed())}, "", "  ")
		if err := writeFileAtomic(path, append(out, '\n')); err != nil {
			return nil, err
		}
		return k, nil
	}
	if err != nil {
		return nil, err
	}
	var vf validatorFile
	if err := json.Unmarshal(b, &vf); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	seed, err := hex.DecodeString(strings.TrimPrefix(vf.Seed, "0x"))
	if err != nil {
		return nil, fmt.Errorf("%s: seed: %v", path, err)
	}
	k, err := crypto.ValidatorKeyFromSeed(seed)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return k, nil
}

// Coinbase is the address a validator key's blocks pay tips to:
// keccak256(public key)[12:].
func Coinbase(pub crypto.ValidatorPublicKey) types.Address {
	h := types.Keccak256([]byte("cowboy/coinbase/v1"), pub[:])
	var a types.Address
	copy(a[:], h[12:])
	return a
}

// Open opens (creating on first use) the node in cfg.Home.
func Open(cfg Config) (*Node, error) {
	if cfg.Home == "" {
		return nil, errors.New("node: no home directory")
	}
	if cfg.BlockTime <= 0 {
		cfg.BlockTime = DefaultBlockTime
	}
	if cfg.ChainID == 0 {
		cfg.ChainID = DefaultChainID
	}
	if cfg.DevBalance.IsZero() {
		cfg.DevBalance = DefaultDevBalance
	}
	if cfg.Mempool == (MempoolLimits{}) {
		cfg.Mempool = DefaultMempoolLimits()
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if err := os.MkdirAll(cfg.Home, 0o700); err != nil {
		return nil, fmt.Errorf("node: home %s: %w", cfg.Home, err)
	}
	vkey, err := loadOrCreateValidator(filepath.Join(cfg.Home, ValidatorFile))
	if err != nil {
		return nil, fmt.Errorf("node: validator key: %w", err)
	}
	devKey, _, err := wallet.LoadOrCreate(filepath.Join(cfg.Home, DevKeyFile))
	if err != nil {
		return nil, fmt.Errorf("node: dev key: %w", err)
	}
	gdoc, err := loadOrCreateGenesis(filepath.Join(cfg.Home, GenesisFile), cfg, vkey.PublicKey(), devKey.Address())
	if err != nil {
		return nil, fmt.Errorf("node: genesis: %w", err)
	}
	db, err := store.OpenWithOptions(filepath.Join(cfg.Home, DataDir), store.Options{NoSync: cfg.NoSync})
	if err != nil {
		return nil, fmt.Errorf("node: %w (is another node running on this home?)", err)
	}
	g := gdoc.stf()
	chain, err := stf.OpenWith(db, g, stf.Options{KeyRecoverer: secp.KeyRecoverer, Parallel: store.Parallel})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("node: opening the chain: %w", err)
	}
	n := &Node{
		cfg: cfg, log: log.New(cfg.Log, "", log.LstdFlags), db: db, chain: chain,
		pool:     NewMempool(cfg.Mempool),
		proposer: stf.KeyProposer{Key: vkey, Coinbase: Coinbase(vkey.PublicKey())},
		genesis:  g, devKey: devKey,
		next:    make(chan struct{}),
		dropped: newDroppedLog(4096),
	}
	return n, nil
}

func loadOrCreateGenesis(path string, cfg Config, vpub crypto.ValidatorPublicKey, dev types.Address) (GenesisDoc, error) {
	var g GenesisDoc
	b, err := os.ReadFile(path)
	if err == nil {
		if err := json.Unmarshal(b, &g); err != nil {
			return g, fmt.Errorf("%s: %v", path, err)
		}
		return g, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return g, err
	}
	g = GenesisDoc{
		ChainID:      cfg.ChainID,
		TimestampMs:  uint64(time.Now().UnixMilli()),
		Alloc:        []GenesisAlloc{{Address: dev, Balance: cfg.DevBalance}},
		ProposerKeys: []crypto.ValidatorPublicKey{vpub},
	}
	out, _ := json.MarshalIndent(g, "", "  ")
	if err := writeFileAtomic(path, append(out, '\n')); err != nil {
		return g, err
	}
	return g, nil
}

// writeFileAtomic writes data to path (mode 0600) so that a crash leaves
// either no file or the whole of it: a temporary file in the same
// directory, synced, then renamed into place.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp) // a no-op once renamed
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: make the rename durable
		d.Close()
	}
	return nil
}

// Chain is the underlying chain.
func (n *Node) Chain() *stf.Chain { return n.chain }

// DevAddress is the prefunded dev account.
func (n *Node) DevAddress() types.Address { return n.devKey.Address() }

// DevKeyPath is where the dev account's key is stored.
func (n *Node) DevKeyPath() string { return filepath.Join(n.cfg.Home, DevKeyFile) }

// Mempool is the node's mempool.
func (n *Node) Mempool() *Mempool { return n.pool }

// Close flushes the state (so the next start replays no blocks) and closes
// the database. Call it after Run has returned.
func (n *Node) Close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return nil
	}
	n.closed = true
	return errors.Join(n.chain.Flush(), n.db.Close())
}

// Run produces a block every BlockTime until ctx is done. A block being
// produced when ctx ends is finished and committed first.
func (n *Node) Run(ctx context.Context) error {
	t := time.NewTicker(n.cfg.BlockTime)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		if _, err := n.ProduceBlock(); err != nil {
			n.log.Printf("block production failed: %v", err)
		}
	}
}

func (n *Node) basefees() fees.Basefees {
	c, l := n.chain.Basefees()
	return fees.Basefees{Cycle: c, Cell: l}
}

func (n *Node) nonceOf(a types.Address) (uint64, error) {
	acc, err := n.chain.Account(a)
	return acc.Nonce, err
}

// ProduceBlock builds and commits one block from the mempool now.
func (n *Node) ProduceBlock() (stf.Block, error) {
	n.mu.Lock()
	if n.closed {
		n.mu.Unlock()
		return stf.Block{}, errors.New("node: closed")
	}
	n.mu.Unlock()
	bf := n.basefees()
	cands := n.pool.Select(MaxTxsPerBlock, bf, n.nonceOf, nil)
	raws := make([][]byte, len(cands))
	for i, p := range cands {
		raws[i] = p.Raw
	}
	head := n.chain.Head()
	ts := uint64(time.Now().UnixMilli())
	if ts <= head.TimestampMs {
		ts = head.TimestampMs + 1
	}
	block, receipts, dropped, err := n.chain.ProduceBlock(raws, ts, n.proposer)
	if err != nil {
		return stf.Block{}, err
	}
	included := make([]types.Hash, 0, len(block.Txs))
	for _, raw := range block.Txs {
		included = append(included, types.Keccak256(raw))
	}
	n.pool.Remove(included...)
	for _, d := range dropped {
		if d.Retry {
			continue
		}
		if p, ok := n.pool.Get(d.Hash); ok {
			n.pool.Remove(p.Hash)
		}
		n.dropped.add(d.Hash, d.Err.Error())
		n.log.Printf("dropped transaction %s: %v", d.Hash, d.Err)
	}
	for _, p := range n.pool.Prune(n.nonceOf) {
		n.dropped.add(p.Hash, "an earlier nonce of the same sender was dropped")
	}
	if len(block.Txs) > 0 || len(receipts) > 0 {
		failed := 0
		for _, r := range receipts {
			if r.Status != stf.StatusOK {
				failed++
			}
		}
		n.log.Printf("block %d %s: %d txs, %d receipts (%d failed), cycles %d, cells %d",
			block.Header.Height, block.Header.Hash(), len(block.Txs), len(receipts), failed, block.Header.CyclesUsed, block.Header.CellsUsed)
	}
	n.mu.Lock()
	close(n.next)
	n.next = make(chan struct{})
	n.mu.Unlock()
	return block, nil
}

// --- rpc.Backend ---

var _ rpc.Backend = (*Node)(nil)

// NextBlock implements rpc.Backend.
func (n *Node) NextBlock() <-chan struct{} {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.next
}

// Status implements rpc.Backend.
func (n *Node) Status() rpc.Status {
	h := n.chain.Head()
	bf := n.basefees()
	c, l := maxLimits()
	return rpc.Status{ChainID: n.chain.ChainID(), Height: h.Height, HeadHash: h.Hash(), StateRoot: h.StateRoot,
		TimestampMs: h.TimestampMs, Basefees: rpc.Basefees{Cycle: bf.Cycle, Cell: bf.Cell},
		Mempool: n.pool.Len(), MaxCyclesLimit: c, MaxCellsLimit: l}
}

func maxLimits() (uint64, uint64) {
	p := fees.DefaultParams()
	return p.Cycles.Cap(), p.Cells.Cap()
}

// SendTx implements rpc.Backend: CheckTx against the head, then mempool
// admission with the sender's pending transactions accounted for.
func (n *Node) SendTx(raw []byte) (types.Hash, *types.Hash, error) {
	ck, err := n.chain.CheckTx(raw)
	if err != nil {
		return types.Hash{}, nil, cleanErr(err)
	}
	h, t, sender := ck.Hash, ck.Tx, ck.Sender
	acc, err := n.chain.Account(sender)
	if err != nil {
		return types.Hash{}, nil, err
	}
	// The sender must afford this transaction after everything it has
	// pending before it.
	need := fees.MaxCost(t)
	for _, p := range n.pool.Pending(sender, acc.Nonce) {
		if p.Tx.Nonce >= t.Nonce {
			break
		}
		need.Add(need, fees.MaxCost(p.Tx))
	}
	if need.Cmp(acc.Balance.Big()) > 0 {
		return types.Hash{}, nil, fmt.Errorf("insufficient funds: balance %s cannot cover %s (this transaction's limits·max fees + value, plus those of the sender's pending transactions)", acc.Balance, need)
	}
	replaced, err := n.pool.Add(&PoolTx{Tx: t, Raw: raw, Hash: h, Sender: sender}, acc.Nonce, n.basefees())
	if err != nil {
		return types.Hash{}, nil, err
	}
	if replaced != nil {
		n.dropped.add(replaced.Hash, "replaced by "+h.Hex())
		return h, &replaced.Hash, nil
	}
	return h, nil, nil
}

// cleanErr drops package prefixes ("stf: ", "fees: ", "tx: ") from a
// rejection so the user reads one sentence.
func cleanErr(err error) error {
	s := err.Error()
	for _, p := range []string{"stf: ", "fees: ", "tx: "} {
		s = strings.ReplaceAll(s, p, "")
	}
	if errors.Is(err, fees.ErrInsufficientBalance) {
		s = "insufficient funds: " + s
	}
	return errors.New(s)
}

// Account implements rpc.Backend.
func (n *Node) Account(a types.Address) (rpc.Account, error) {
	acc, err := n.chain.Account(a)
	if err != nil {
		return rpc.Account{}, err
	}
	return rpc.Account{Address: a, Balance: acc.Balance, Nonce: acc.Nonce, PendingNonce: n.pool.NextNonce(a, acc.Nonce)}, nil
}

// Actor implements rpc.Backend.
func (n *Node) Actor(a types.Address) (stf.ActorInfo, bool, error) { return n.chain.Actor(a) }

// Call implements rpc.Backend.
func (n *Node) Call(actor types.Address, method string, payload []byte, from types.Address) (stf.Receipt, error) {
	return n.chain.Call(actor, method, payload, from)
}

// Tx implements rpc.Backend.
func (n *Node) Tx(h types.Hash) (string, []byte, uint64, string, error) {
	raw, height, ok, err := n.chain.Tx(h)
	if err != nil {
		return "", nil, 0, "", err
	}
	if ok {
		return rpc.TxIncluded, raw, height, "", nil
	}
	// A delivered send() has a receipt under its message id but no
	// transaction.
	if r, ok, err := n.chain.Receipt(h); err != nil {
		return "", nil, 0, "", err
	} else if ok {
		return rpc.TxIncluded, nil, r.Block, "", nil
	}
	if p, ok := n.pool.Get(h); ok {
		return rpc.TxPending, p.Raw, 0, "", nil
	}
	if reason, ok := n.dropped.get(h); ok {
		return rpc.TxDropped, nil, 0, reason, nil
	}
	return rpc.TxUnknown, nil, 0, "", nil
}

// Receipt implements rpc.Backend.
func (n *Node) Receipt(h types.Hash) (stf.Receipt, bool, error) { return n.chain.Receipt(h) }

// Head implements rpc.Backend.
func (n *Node) Head() stf.Header { return n.chain.Head() }

// Block implements rpc.Backend.
func (n *Node) Block(height uint64) (stf.Block, bool, error) { return n.chain.Block(height) }

// Receipts implements rpc.Backend.
func (n *Node) Receipts(height uint64) ([]stf.Receipt, bool, error) { return n.chain.Receipts(height) }

// Events implements rpc.Backend.
func (n *Node) Events(actor types.Address, from, to uint64) ([]stf.Event, error) {
	return n.chain.Events(actor, from, to)
}

// Proof implements rpc.Backend.
func (n *Node) Proof(key []byte) ([]byte, bool, []byte, types.Hash, uint64, error) {
	for {
		before := n.chain.Head()
		value, present, proof, root, err := n.chain.Proof(key)
		if err != nil {
			return nil, false, nil, types.Hash{}, 0, err
		}
		if root != before.StateRoot && n.chain.Head().Height != before.Height {
			continue // a block landed in between; prove again
		}
		pb, err := proof.MarshalCBOR()
		if err != nil {
			return nil, false, nil, types.Hash{}, 0, err
		}
		return value, present, pb, root, before.Height, nil
	}
}

// droppedLog remembers why recent transactions left the mempool.
type droppedLog struct {
	mu    sync.Mutex
	max   int
	order []types.Hash
	why   map[types.Hash]string
}

func newDroppedLog(max int) *droppedLog {
	return &droppedLog{max: max, why: map[types.Hash]string{}}
}

func (d *droppedLog) add(h types.Hash, reason string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.why[h]; !ok {
		d.order = append(d.order, h)
	}
	d.why[h] = reason
	for len(d.order) > d.max {
		delete(d.why, d.order[0])
		d.order = d.order[1:]
	}
}

func (d *droppedLog) get(h types.Hash) (string, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	r, ok := d.why[h]
	return r, ok
}
