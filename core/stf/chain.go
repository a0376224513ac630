package stf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

// Chain is the chain core: the committed head, its state, and the block,
// receipt, transaction and event indexes, all in one KV. Its methods are
// safe for concurrent use; they are serialized by one mutex, so reads wait
// while a block is being produced or applied.
type Chain struct {
	mu       sync.Mutex
	kv       IterableKV
	tree     *state.Tree
	st       *committed
	ex       *host.Executor
	params   fees.Params
	genesis  Genesis
	allowed  map[crypto.ValidatorPublicKey]bool
	head     Header
	headHash types.Hash
	flushed  uint64 // height whose state the KV holds in full (see flushBlocks)

	senders      senderCache
	keyRecoverer crypto.KeyRecoverer
	parallel     state.Parallel
}

// Options tunes a Chain without changing what it computes.
type Options struct {
	// KeyRecoverer does the curve arithmetic of sender recovery (nil: the
	// pure Go default). Hosts plug in a faster one; see crypto.KeyRecoverer.
	KeyRecoverer crypto.KeyRecoverer
	// Parallel lets the chain recover a block's senders, and the state
	// tree hash independent subtrees, concurrently (see state.Parallel;
	// nil: one at a time).
	Parallel state.Parallel
}

// senderCache remembers the senders CheckTx recovered, by transaction hash
// (which covers the signature), so ProduceBlock does not recover them a
// second time. It only saves work: a miss recovers the signature.
type senderCache struct {
	mu    sync.Mutex
	m     map[types.Hash]types.Address
	order []types.Hash
}

// senderCacheSize bounds the cache (FIFO eviction).
const senderCacheSize = 1 << 17

func (s *senderCache) get(h types.Hash) (types.Address, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, ok := s.m[h]
	return a, ok
}

func (s *senderCache) put(h types.Hash, a types.Address) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[types.Hash]types.Address{}
	}
	if _, ok := s.m[h]; ok {
		return
	}
	if len(s.order) >= senderCacheSize {
		delete(s.m, s.order[0])
		s.order = s.order[1:]
	}
	s.m[h] = a
	s.order = append(s.order, h)
}

// genesisSeedDomain separates the genesis seed.
const genesisSeedDomain = "cowboy/genesis-seed/v1"

// Open opens the chain stored in kv. On a fresh KV it writes the genesis
// block (height 0) described by g in one batch; otherwise it loads the
// committed head and checks that g is the genesis the chain was created
// with. kv must implement IterableKV (state.MemKV and
// hosts/native/store.DB do).
func Open(kv state.KV, g Genesis) (*Chain, error) { return OpenWith(kv, g, Options{}) }

// OpenWith is Open with options.
func OpenWith(kv state.KV, g Genesis, opts Options) (*Chain, error) {
	ikv, ok := kv.(IterableKV)
	if !ok {
		return nil, fmt.Errorf("stf: the KV (%T) has no Iterate(prefix, fn) method", kv)
	}
	c := &Chain{kv: ikv, ex: host.NewExecutor(host.DefaultLimits()), params: fees.DefaultParams(), genesis: g, keyRecoverer: opts.KeyRecoverer, parallel: opts.Parallel}
	if len(g.ProposerKeys) > 0 {
		c.allowed = map[crypto.ValidatorPublicKey]bool{}
		for _, k := range g.ProposerKeys {
			c.allowed[k] = true
		}
	}
	gHeader, gTree, err := buildGenesis(g)
	if err != nil {
		return nil, err
	}
	stored, ok, err := ikv.Get(kvGenesis)
	if err != nil {
		return nil, err
	}
	if !ok {
		// Fresh KV: write the genesis block. The tree's nodes go into the
		// same batch as the block and the head pointer.
		tr, err := state.Open(ikv, state.EmptyRoot)
		if err != nil {
			return nil, err
		}
		tr.SetParallel(c.parallel)
		if err := gTree.Walk(func(k, v []byte) error { tr.Set(k, v); return nil }); err != nil {
			return nil, err
		}
		b := ikv.NewBatch()
		root, err := tr.Commit(b)
		if err != nil {
			return nil, err
		}
		if root != gHeader.StateRoot {
			return nil, fmt.Errorf("stf: genesis root mismatch")
		}
		h := gHeader.Hash()
		b.Put(kvState, stateRecord(0, root))
		b.Put(kvGenesis, h[:])
		b.Put(kvFormat, u64be(StorageFormat))
		b.Put(heightKey(kvBlock, 0), Block{Header: gHeader}.Encode())
		b.Put(heightKey(kvReceipts, 0), encodeHashList(nil))
		b.Put(kvHead, u64be(0))
		if err := b.Commit(); err != nil {
			return nil, fmt.Errorf("stf: writing genesis: %w", err)
		}
		c.tree, c.head, c.headHash = tr, gHeader, h
		c.st = &committed{tree: tr, kv: ikv}
		return c, nil
	}
	format, _, err := ikv.Get(kvFormat)
	if err != nil {
		return nil, err
	}
	if got := storedFormat(format); got != StorageFormat {
		return nil, fmt.Errorf("stf: %w: the chain was stored in format %d, this build reads format %d; start the chain afresh in a new home (for a devnet, remove its data directory or pass another --home)",
			ErrStorageFormat, got, StorageFormat)
	}
	if want := gHeader.Hash(); !bytes.Equal(stored, want[:]) {
		return nil, fmt.Errorf("stf: the KV holds a chain with genesis %x, not this genesis (%s)", stored, want)
	}
	hb, ok, err := ikv.Get(kvHead)
	if err != nil {
		return nil, err
	}
	if !ok || len(hb) != 8 {
		return nil, fmt.Errorf("stf: head pointer missing or corrupt")
	}
	blk, ok, err := c.loadBlock(binary.BigEndian.Uint64(hb))
	if err != nil || !ok {
		return nil, fmt.Errorf("stf: head block missing: %v", err)
	}
	c.head, c.headHash = blk.Header, blk.Header.Hash()
	if err := c.loadState(); err != nil {
		return nil, err
	}
	return c, nil
}

// The tree's new pages are flushed to the KV every flushBlocks blocks, or
// sooner once about flushEntries wait: a page that changes in several
// blocks in between is written once, which halves what a busy chain
// writes. Until its state is flushed, each block's batch carries its state
// changes (kvChanges), which loadState replays after a restart; a block
// is still committed, state included, by its one atomic batch.
const (
	flushBlocks  = 32
	flushEntries = 1 << 16
)

func stateRecord(height uint64, root types.Hash) []byte { return append(u64be(height), root[:]...) }

// loadState opens the tree at the flushed state and replays the changes of
// every later block up to the head, checking each root against its block's
// header. It is how the chain opens, and how it drops the in-memory state
// of a block that failed.
func (c *Chain) loadState() error {
	b, ok, err := c.kv.Get(kvState)
	if err != nil {
		return err
	}
	if !ok || len(b) != 8+types.HashLength {
		return fmt.Errorf("stf: the flushed state record is missing or corrupt")
	}
	flushed, root := binary.BigEndian.Uint64(b), types.Hash(b[8:])
	if flushed > c.head.Height {
		return fmt.Errorf("stf: the state is flushed at height %d, above the head %d", flushed, c.head.Height)
	}
	tr, err := state.Open(c.kv, root)
	if err != nil {
		return err
	}
	tr.SetParallel(c.parallel)
	for h := flushed; h <= c.head.Height; h++ {
		if h > flushed {
			chg, ok, err := c.kv.Get(heightKey(kvChanges, h))
			if err != nil {
				return err
			}
			if !ok {
				return fmt.Errorf("stf: the state changes of block %d are missing", h)
			}
			if err := tr.StageEncoded(chg); err != nil {
				return fmt.Errorf("stf: the state changes of block %d: %w", h, err)
			}
			if root, err = tr.Apply(); err != nil {
				return fmt.Errorf("stf: replaying the state changes of block %d: %w", h, err)
			}
		}
		blk, ok, err := c.loadBlock(h)
		if err != nil || !ok {
			return fmt.Errorf("stf: block %d missing: %v", h, err)
		}
		if blk.Header.StateRoot != root {
			return fmt.Errorf("stf: the stored state of block %d has root %s, its header %s", h, root, blk.Header.StateRoot)
		}
	}
	c.tree, c.flushed = tr, flushed
	c.st = &committed{tree: tr, kv: c.kv}
	return nil
}

// flushInto puts the tree's unflushed pages into b, with the record of the
// flushed state at height (the head's) and the deletion of the change
// lists that makes redundant.
func (c *Chain) flushInto(b state.Batch, height uint64) error {
	if err := c.tree.Flush(b); err != nil {
		return err
	}
	b.Put(kvState, stateRecord(height, c.tree.Root()))
	for h := c.flushed + 1; h < height; h++ {
		b.Delete(heightKey(kvChanges, h))
	}
	return nil
}

// Flush writes the state's unflushed pages now, so that the next Open
// replays nothing. Hosts call it when they shut down cleanly.
func (c *Chain) Flush() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.flushed == c.head.Height {
		return nil
	}
	b := c.kv.NewBatch()
	b.Delete(heightKey(kvChanges, c.head.Height))
	if err := c.flushInto(b, c.head.Height); err != nil {
		return err
	}
	if err := b.Commit(); err != nil {
		return errors.Join(fmt.Errorf("stf: flushing the state: %w", err), c.reopen())
	}
	c.flushed = c.head.Height
	return nil
}

// buildGenesis computes the genesis header (and its state in a scratch
// tree) from g.
func buildGenesis(g Genesis) (Header, *state.Tree, error) {
	mem := state.NewMemKV()
	tr, err := state.Open(mem, state.EmptyRoot)
	if err != nil {
		return Header{}, nil, err
	}
	seen := map[types.Address]bool{}
	total := new(big.Int)
	for _, a := range g.Alloc {
		if seen[a.Address] {
			return Header{}, nil, fmt.Errorf("stf: genesis allocates %s twice", a.Address)
		}
		seen[a.Address] = true
		total.Add(total, a.Balance.Big())
		tr.Set(AccountKey(a.Address), EncodeAccount(Account{Balance: a.Balance}))
	}
	if _, err := types.U128FromBig(total); err != nil {
		return Header{}, nil, fmt.Errorf("stf: genesis allocations sum to %s, more than u128 holds", total)
	}
	root, err := tr.Commit(mem.NewBatch())
	if err != nil {
		return Header{}, nil, err
	}
	bf := fees.GenesisBasefees()
	h := Header{
		Height: 0, TimestampMs: g.TimestampMs, StateRoot: root,
		BasefeeCycles: bf.Cycle, BasefeeCells: bf.Cell,
		Seed: types.Keccak256([]byte(genesisSeedDomain), u64be(g.ChainID)),
	}
	return h, tr, nil
}

func u64be(n uint64) []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, n)
	return b
}

func encodeHashList(hs []types.Hash) []byte {
	out := make([][]byte, len(hs))
	for i, h := range hs {
		out[i] = h.Bytes()
	}
	b, err := codec.Marshal(out)
	if err != nil {
		panic(err)
	}
	return b
}

func decodeHashList(b []byte) ([]types.Hash, error) {
	var raw [][]byte
	if err := codec.UnmarshalWithLimits(b, &raw, decodeLimits); err != nil {
		return nil, err
	}
	out := make([]types.Hash, len(raw))
	for i, r := range raw {
		h, err := types.HashFromBytes(r)
		if err != nil {
			return nil, err
		}
		out[i] = h
	}
	return out, nil
}

// Head returns the header of the last committed block.
func (c *Chain) Head() Header {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.head
}

// ChainID returns the chain id transactions must carry.
func (c *Chain) ChainID() uint64 { return c.genesis.ChainID }

// Params returns the fee-market and lane parameters.
func (c *Chain) Params() fees.Params { return c.params }

// nextBasefees are the basefees of the block after the head.
func (c *Chain) nextBasefees() (fees.Basefees, error) {
	return fees.NextBasefees(fees.Basefees{Cycle: c.head.BasefeeCycles, Cell: c.head.BasefeeCells},
		fees.Usage{Cycles: c.head.CyclesUsed, Cells: c.head.CellsUsed}, c.params)
}

// Basefees returns the basefees of the next block.
func (c *Chain) Basefees() (cycles, cells types.U128) {
	c.mu.Lock()
	defer c.mu.Unlock()
	bf, err := c.nextBasefees()
	if err != nil { // the head was validated when committed
		return c.head.BasefeeCycles, c.head.BasefeeCells
	}
	return bf.Cycle, bf.Cell
}

// Checked is a transaction CheckTx accepted: its hash, the decoded
// transaction and its recovered sender.
type Checked struct {
	Hash   types.Hash
	Tx     *tx.Transaction
	Sender types.Address
}

// CheckTx is mempool admission against the head state: it decodes raw,
// checks chain id and signature, that the nonce is not below the
// account's (ErrNonceTooLow; a nonce ahead is accepted: it waits for its
// predecessors), and fees.Admit against the next block's basefees and the
// sender's current balance. On error, Hash is set if raw decoded.
func (c *Chain) CheckTx(raw []byte) (Checked, error) {
	p, err := c.prepare(raw)
	if err != nil {
		if p != nil {
			return Checked{Hash: p.hash}, err
		}
		return Checked{}, err
	}
	c.senders.put(p.hash, p.sender)
	failed := Checked{Hash: p.hash}
	c.mu.Lock()
	defer c.mu.Unlock()
	acc, err := getAccount(c.st, p.sender)
	if err != nil {
		return failed, err
	}
	if p.t.Nonce < acc.Nonce {
		return failed, fmt.Errorf("%w: transaction nonce %d, account %s is at nonce %d", ErrNonceTooLow, p.t.Nonce, p.sender, acc.Nonce)
	}
	bf, err := c.nextBasefees()
	if err != nil {
		return failed, err
	}
	if _, err := fees.Admit(p.t, bf, acc.Balance, c.params); err != nil {
		return failed, err
	}
	return Checked{Hash: p.hash, Tx: p.t, Sender: p.sender}, nil
}

// Block returns the block at height.
func (c *Chain) Block(height uint64) (Block, bool, error) {
	return c.loadBlock(height)
}

func (c *Chain) loadBlock(height uint64) (Block, bool, error) {
	b, ok, err := c.kv.Get(heightKey(kvBlock, height))
	if err != nil || !ok {
		return Block{}, false, err
	}
	blk, err := DecodeBlock(b)
	if err != nil {
		return Block{}, false, fmt.Errorf("stf: stored block %d: %w", height, err)
	}
	return blk, true, nil
}

// Receipts returns the receipts of the block at height, in order
// (delivered messages first, then transactions).
func (c *Chain) Receipts(height uint64) ([]Receipt, bool, error) {
	b, ok, err := c.kv.Get(heightKey(kvReceipts, height))
	if err != nil || !ok {
		return nil, false, err
	}
	ids, err := decodeHashList(b)
	if err != nil {
		return nil, false, err
	}
	out := make([]Receipt, 0, len(ids))
	for _, id := range ids {
		r, ok, err := c.Receipt(id)
		if err != nil {
			return nil, false, err
		}
		if !ok {
			return nil, false, fmt.Errorf("stf: receipt %s of block %d missing", id, height)
		}
		out = append(out, r)
	}
	return out, true, nil
}

// Receipt returns the receipt of a transaction or of a delivered message
// (by its id).
func (c *Chain) Receipt(h types.Hash) (Receipt, bool, error) {
	b, ok, err := c.kv.Get(hashKey(kvReceipt, h))
	if err != nil || !ok {
		return Receipt{}, false, err
	}
	r, err := DecodeReceipt(b)
	if err != nil {
		return Receipt{}, false, fmt.Errorf("stf: stored receipt %s: %w", h, err)
	}
	return r, true, nil
}

// Tx returns an included transaction's encoding and block height.
func (c *Chain) Tx(hash types.Hash) (raw []byte, height uint64, ok bool, err error) {
	v, ok, err := c.kv.Get(hashKey(kvTx, hash))
	if err != nil || !ok {
		return nil, 0, false, err
	}
	if len(v) != 12 {
		return nil, 0, false, fmt.Errorf("stf: tx index of %s corrupt", hash)
	}
	height = binary.BigEndian.Uint64(v)
	idx := binary.BigEndian.Uint32(v[8:])
	blk, ok, err := c.loadBlock(height)
	if err != nil || !ok || int(idx) >= len(blk.Txs) {
		return nil, 0, false, fmt.Errorf("stf: block %d of tx %s missing: %v", height, hash, err)
	}
	return blk.Txs[idx], height, true, nil
}

// Account returns an account at the head (zero if it never existed).
func (c *Chain) Account(a types.Address) (Account, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return getAccount(c.st, a)
}

// Actor returns a deployed actor at the head.
func (c *Chain) Actor(a types.Address) (ActorInfo, bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	rec, ok, err := c.st.Get(host.ActorKey(a))
	if err != nil || !ok {
		return ActorInfo{}, false, err
	}
	var r struct {
		CodeHash []byte `cbor:"code_hash"`
		Creator  []byte `cbor:"creator"`
		Salt     []byte `cbor:"salt"`
	}
	if err := codec.Unmarshal(rec, &r); err != nil {
		return ActorInfo{}, false, fmt.Errorf("stf: actor record of %s: %w", a, err)
	}
	info := ActorInfo{Address: a}
	if info.CodeHash, err = types.HashFromBytes(r.CodeHash); err != nil {
		return ActorInfo{}, false, err
	}
	if info.Creator, err = types.AddressFromBytes(r.Creator); err != nil {
		return ActorInfo{}, false, err
	}
	if info.Code, _, err = c.st.Get(host.CodeKey(a)); err != nil {
		return ActorInfo{}, false, err
	}
	if info.Manifest, _, err = c.st.Get(host.ManifestKey(a)); err != nil {
		return ActorInfo{}, false, err
	}
	owner, ok, err := c.st.Get(host.OwnerKey(a))
	if err != nil {
		return ActorInfo{}, false, err
	}
	if ok {
		o, err := types.AddressFromBytes(owner)
		if err != nil {
			return ActorInfo{}, false, err
		}
		info.Owner = &o
	}
	acc, err := getAccount(c.st, a)
	if err != nil {
		return ActorInfo{}, false, err
	}
	info.Balance = acc.Balance
	info.Code, info.Manifest = bytes.Clone(info.Code), bytes.Clone(info.Manifest)
	return info, true, nil
}

// Call limits: a read-only query may use a whole block's capacity.
const (
	CallCyclesLimit = fees.CyclesTarget * fees.Elasticity
	CallCellsLimit  = fees.CellsTarget * fees.Elasticity
)

// Call runs a handler read-only against the head state (CIP-6 §8.1): every
// mutating syscall fails with PermissionDeniedError, and nothing is
// written. The block context is the head's (height, timestamp, seed). The
// receipt has Kind "call", Block = head height and no fee.
func (c *Chain) Call(actor types.Address, method string, payload []byte, from types.Address) (Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ctx := host.BlockContext{Height: c.head.Height, TimestampMs: c.head.TimestampMs, Seed: c.head.Seed.Bytes()}
	ov := host.NewOverlay(c.st)
	hr, err := c.ex.Execute(ctx, host.Message{Sender: from, Target: actor, Method: method, Payload: payload,
		CyclesLimit: CallCyclesLimit, CellsLimit: CallCellsLimit, ReadOnly: true}, ov)
	ov.Discard()
	if err != nil {
		return Receipt{}, err
	}
	to := actor
	r := Receipt{Block: c.head.Height, Kind: "call", From: from, To: &to}
	applyHost(&r, hr, 0, 0)
	return r, nil
}

// MaxEventsPerQuery bounds the answer of Events.
const MaxEventsPerQuery = 10_000

// Events returns the events actor emitted in blocks fromHeight..toHeight
// (inclusive), oldest first, at most MaxEventsPerQuery of them.
func (c *Chain) Events(actor types.Address, fromHeight, toHeight uint64) ([]Event, error) {
	var out []Event
	prefix := append(bytes.Clone(kvEvent), actor[:]...)
	start := heightKey(prefix, fromHeight)
	var ierr error
	err := c.kv.Iterate(prefix, func(k, v []byte) bool {
		if bytes.Compare(k, start) < 0 {
			return true
		}
		rest := k[len(prefix):]
		if len(rest) != 12 {
			return true
		}
		h := binary.BigEndian.Uint64(rest)
		if h > toHeight || len(out) >= MaxEventsPerQuery {
			return false
		}
		var w struct {
			Name    string `cbor:"name"`
			Payload []byte `cbor:"payload"`
			TxHash  []byte `cbor:"tx_hash"`
		}
		if err := codec.Unmarshal(v, &w); err != nil {
			ierr = err
			return false
		}
		e := Event{Actor: actor, Name: w.Name, Payload: w.Payload, Height: h, Index: int(binary.BigEndian.Uint32(rest[8:]))}
		e.TxHash, ierr = types.HashFromBytes(w.TxHash)
		out = append(out, e)
		return ierr == nil
	})
	if err == nil {
		err = ierr
	}
	return out, err
}

// Proof proves the presence (with its value) or absence of a state key
// against the head's state root. AccountKey(addr) is an account's key;
// core/host's ActorKey, CodeKey, StorageKey, ... name the actor records.
// Verify with state.VerifyProof(root, key, proof).
func (c *Chain) Proof(key []byte) (value []byte, present bool, proof state.Proof, root types.Hash, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	proof, err = c.tree.Prove(key)
	if err != nil {
		return nil, false, state.Proof{}, types.Hash{}, err
	}
	root = c.tree.Root()
	if proof.Kind == state.ProofPresent {
		return bytes.Clone(proof.Value), true, proof, root, nil
	}
	return nil, false, proof, root, nil
}

// prepared is a decoded, signature-checked transaction.
type prepared struct {
	raw       []byte
	hash      types.Hash
	t         *tx.Transaction
	payload   tx.Payload
	sender    types.Address
	intrinsic fees.Usage
}

// prepareTasks is how many tasks prepareAll splits a block's
// transactions into, and minPrepareTask the fewest transactions worth a
// task of their own.
const (
	prepareTasks   = 16
	minPrepareTask = 16
)

// prepareAll runs prepare over txs, in tasks of c.parallel when the chain
// has one: recovering senders is most of a transfer's cost, and each
// transaction's is independent. Results are in txs' order.
func (c *Chain) prepareAll(txs [][]byte) ([]*prepared, []error) {
	ps, errs := make([]*prepared, len(txs)), make([]error, len(txs))
	run := func(from, to int) {
		for i := from; i < to; i++ {
			ps[i], errs[i] = c.prepare(txs[i])
		}
	}
	n := min(prepareTasks, len(txs)/minPrepareTask)
	if c.parallel == nil || n < 2 {
		run(0, len(txs))
		return ps, errs
	}
	c.parallel(n, func(k int) { run(k*len(txs)/n, (k+1)*len(txs)/n) })
	return ps, errs
}

// prepare runs the stateless checks: decoding, chain id, signature (or
// the sender CheckTx recovered) and payload.
func (c *Chain) prepare(raw []byte) (*prepared, error) {
	s, err := tx.DecodeSigned(raw)
	if err != nil {
		return nil, err
	}
	t, chainID := s.Tx, c.genesis.ChainID
	p := &prepared{raw: raw, hash: s.Hash, t: t}
	if t.ChainID != chainID {
		return p, fmt.Errorf("%w: transaction is for chain %d, this is chain %d", tx.ErrWrongChain, t.ChainID, chainID)
	}
	if a, ok := c.senders.get(p.hash); ok {
		p.sender = a
	} else if p.sender, err = s.SenderWith(c.keyRecoverer); err != nil {
		return p, err
	}
	if p.payload, err = t.DecodedPayload(); err != nil {
		return p, err
	}
	if p.intrinsic, err = fees.Intrinsic(t); err != nil {
		return p, err
	}
	return p, nil
}
