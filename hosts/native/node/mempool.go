package node

import (
	"container/heap"
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

// Mempool rejection reasons. Add wraps one of them with the numbers
// involved; test with errors.Is.
var (
	ErrNonceTooLow          = errors.New("nonce too low")
	ErrNonceGap             = errors.New("nonce gap")
	ErrReplacementUnderpaid = errors.New("replacement transaction underpriced")
	ErrMempoolFull          = errors.New("mempool full")
	ErrKnownTx              = errors.New("transaction already known")
	ErrTxTooLarge           = errors.New("transaction too large for the mempool")
)

// MempoolLimits bound the pool.
type MempoolLimits struct {
	MaxTxs        int // transactions in the pool
	MaxBytes      int // encoded bytes of all pooled transactions
	MaxPerAccount int // pending transactions of one sender
}

// DefaultMempoolLimits are the node's defaults.
func DefaultMempoolLimits() MempoolLimits {
	return MempoolLimits{MaxTxs: 4096, MaxBytes: 64 << 20, MaxPerAccount: 256}
}

// PoolTx is one pending transaction.
type PoolTx struct {
	Tx     *tx.Transaction
	Raw    []byte
	Hash   types.Hash
	Sender types.Address
	seq    uint64 // arrival order, the last tie-breaker
}

// Mempool holds admitted transactions until they are included. Each
// sender's transactions form a gap-free run of nonces starting at its
// account nonce; blocks take them in nonce order per sender and by
// effective tip across senders. It is safe for concurrent use.
type Mempool struct {
	mu       sync.Mutex
	limits   MempoolLimits
	bySender map[types.Address]map[uint64]*PoolTx // sender → nonce → tx
	byHash   map[types.Hash]*PoolTx
	bytes    int
	seq      uint64
}

// NewMempool returns an empty pool.
func NewMempool(l MempoolLimits) *Mempool {
	return &Mempool{limits: l, bySender: map[types.Address]map[uint64]*PoolTx{}, byHash: map[types.Hash]*PoolTx{}}
}

// Len is the number of pending transactions.
func (m *Mempool) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.byHash)
}

// Get returns the pending transaction with hash h.
func (m *Mempool) Get(h types.Hash) (*PoolTx, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, ok := m.byHash[h]
	return p, ok
}

// NextNonce is the nonce a sender's next transaction should carry, given its
// account nonce: one past its last pending transaction.
func (m *Mempool) NextNonce(sender types.Address, accountNonce uint64) uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.nextNonceLocked(sender, accountNonce)
}

func (m *Mempool) nextNonceLocked(sender types.Address, accountNonce uint64) uint64 {
	n := accountNonce
	q := m.bySender[sender]
	for q[n] != nil {
		n++
	}
	return n
}

// Pending returns the sender's pending transactions ahead of nonce `from`, in
// nonce order (those a new transaction with a later nonce must pay after).
func (m *Mempool) Pending(sender types.Address, from uint64) []*PoolTx {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*PoolTx
	q := m.bySender[sender]
	for n := from; q[n] != nil; n++ {
		out = append(out, q[n])
	}
	return out
}

// tipKey orders transactions for inclusion and eviction: the effective tip
// per cycle, then per cell, under basefees bf.
type tipKey struct{ cycle, cell types.U128 }

func effectiveTip(maxFee, tip, basefee types.U128) types.U128 {
	room, under := maxFee.Sub(basefee)
	if under {
		return types.U128{}
	}
	return tip.Min(room)
}

func keyOf(t *tx.Transaction, bf fees.Basefees) tipKey {
	return tipKey{effectiveTip(t.MaxFeePerCycle, t.TipPerCycle, bf.Cycle), effectiveTip(t.MaxFeePerCell, t.TipPerCell, bf.Cell)}
}

func (a tipKey) cmp(b tipKey) int {
	if c := a.cycle.Cmp(b.cycle); c != 0 {
		return c
	}
	return a.cell.Cmp(b.cell)
}

// Add puts an admitted transaction into the pool. accountNonce is the
// sender's committed nonce. The caller has already checked signature, chain
// and fees against the sender's balance (the node's CheckTx). It returns the
// replaced transaction, if any.
//
// Rules: the nonce must not be below accountNonce (ErrNonceTooLow) nor leave a
// gap after the sender's pending run (ErrNonceGap); a transaction with the
// nonce of a pending one replaces it only if it pays a strictly higher tip per
// cycle and no lower tip per cell (ErrReplacementUnderpaid); when the pool is
// full the lowest-tipped transaction that ends its sender's run is evicted if
// the newcomer tips more, else the newcomer is refused (ErrMempoolFull).
func (m *Mempool) Add(p *PoolTx, accountNonce uint64, bf fees.Basefees) (replaced *PoolTx, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.byHash[p.Hash]; ok {
		return nil, fmt.Errorf("%w: %s", ErrKnownTx, p.Hash)
	}
	if len(p.Raw) > m.limits.MaxBytes {
		return nil, fmt.Errorf("%w: %d bytes", ErrTxTooLarge, len(p.Raw))
	}
	n := p.Tx.Nonce
	if n < accountNonce {
		return nil, fmt.Errorf("%w: nonce %d, the account's next nonce is %d", ErrNonceTooLow, n, accountNonce)
	}
	q := m.bySender[p.Sender]
	if old := q[n]; old != nil {
		if p.Tx.TipPerCycle.Cmp(old.Tx.TipPerCycle) <= 0 || p.Tx.TipPerCell.Cmp(old.Tx.TipPerCell) < 0 {
			return nil, fmt.Errorf("%w: nonce %d is pending with tip_per_cycle %s, tip_per_cell %s; a replacement must pay a higher tip per cycle and no lower tip per cell",
				ErrReplacementUnderpaid, n, old.Tx.TipPerCycle, old.Tx.TipPerCell)
		}
		m.removeLocked(old)
		m.insertLocked(p)
		return old, nil
	}
	if next := m.nextNonceLocked(p.Sender, accountNonce); n != next {
		return nil, fmt.Errorf("%w: nonce %d, expected %d (account nonce %d plus %d pending)", ErrNonceGap, n, next, accountNonce, next-accountNonce)
	}
	if len(q) >= m.limits.MaxPerAccount {
		return nil, fmt.Errorf("%w: sender %s already has %d pending transactions", ErrMempoolFull, p.Sender, len(q))
	}
	for len(m.byHash) >= m.limits.MaxTxs || m.bytes+len(p.Raw) > m.limits.MaxBytes {
		victim := m.evictionCandidateLocked(p.Sender, bf)
		if victim == nil || keyOf(victim.Tx, bf).cmp(keyOf(p.Tx, bf)) >= 0 {
			return nil, fmt.Errorf("%w: %d transactions, %d bytes pending; pay a higher tip to displace one", ErrMempoolFull, len(m.byHash), m.bytes)
		}
		m.removeLocked(victim)
	}
	m.insertLocked(p)
	return nil, nil
}

// evictionCandidateLocked is the lowest-tipped transaction that is last in
// its sender's run (so evicting it leaves no gap), excluding sender `not`.
func (m *Mempool) evictionCandidateLocked(not types.Address, bf fees.Basefees) *PoolTx {
	var best *PoolTx
	var bestKey tipKey
	for s, q := range m.bySender {
		if s == not {
			continue
		}
		var last *PoolTx
		for _, p := range q {
			if last == nil || p.Tx.Nonce > last.Tx.Nonce {
				last = p
			}
		}
		k := keyOf(last.Tx, bf)
		if best == nil || k.cmp(bestKey) < 0 || (k.cmp(bestKey) == 0 && last.seq > best.seq) {
			best, bestKey = last, k
		}
	}
	return best
}

func (m *Mempool) insertLocked(p *PoolTx) {
	m.seq++
	p.seq = m.seq
	q := m.bySender[p.Sender]
	if q == nil {
		q = map[uint64]*PoolTx{}
		m.bySender[p.Sender] = q
	}
	q[p.Tx.Nonce] = p
	m.byHash[p.Hash] = p
	m.bytes += len(p.Raw)
}

func (m *Mempool) removeLocked(p *PoolTx) {
	q := m.bySender[p.Sender]
	if q[p.Tx.Nonce] == p {
		delete(q, p.Tx.Nonce)
		if len(q) == 0 {
			delete(m.bySender, p.Sender)
		}
	}
	if m.byHash[p.Hash] == p {
		delete(m.byHash, p.Hash)
		m.bytes -= len(p.Raw)
	}
}

// Remove drops the transactions with the given hashes (included in a block).
func (m *Mempool) Remove(hashes ...types.Hash) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, h := range hashes {
		if p := m.byHash[h]; p != nil {
			m.removeLocked(p)
		}
	}
}

// Prune drops every transaction whose nonce is below its sender's committed
// nonce (included, or made stale by another transaction), and every later
// one of a sender whose run no longer starts at its nonce. nonceOf reads a
// committed nonce; it is called once per pending sender.
func (m *Mempool) Prune(nonceOf func(types.Address) (uint64, error)) []*PoolTx {
	m.mu.Lock()
	defer m.mu.Unlock()
	var dropped []*PoolTx
	for _, s := range m.sendersLocked() {
		next, err := nonceOf(s)
		if err != nil {
			continue
		}
		q := m.bySender[s]
		for _, p := range sortedRun(q) {
			if p.Tx.Nonce < next {
				m.removeLocked(p)
			}
		}
		// Anything not reachable from next without a gap is stranded.
		n := next
		for q[n] != nil {
			n++
		}
		for _, p := range sortedRun(q) {
			if p.Tx.Nonce >= n {
				m.removeLocked(p)
				dropped = append(dropped, p)
			}
		}
	}
	return dropped
}

func (m *Mempool) sendersLocked() []types.Address {
	out := make([]types.Address, 0, len(m.bySender))
	for s := range m.bySender {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return string(out[i][:]) < string(out[j][:]) })
	return out
}

func sortedRun(q map[uint64]*PoolTx) []*PoolTx {
	out := make([]*PoolTx, 0, len(q))
	for _, p := range q {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Tx.Nonce < out[j].Tx.Nonce })
	return out
}

// Select returns up to max transactions for the next block: each sender's
// in nonce order starting at its committed nonce, senders interleaved by
// effective tip (highest first, then arrival). accept is asked about each
// candidate in that order (e.g. to check the block's remaining capacity);
// a refused candidate ends its sender's run for this block.
func (m *Mempool) Select(max int, bf fees.Basefees, nonceOf func(types.Address) (uint64, error), accept func(*PoolTx) bool) []*PoolTx {
	m.mu.Lock()
	defer m.mu.Unlock()
	h := &tipHeap{bf: bf}
	next := map[types.Address]uint64{}
	for _, s := range m.sendersLocked() {
		n, err := nonceOf(s)
		if err != nil {
			continue
		}
		if p := m.bySender[s][n]; p != nil {
			next[s] = n
			h.items = append(h.items, p)
		}
	}
	heap.Init(h)
	var out []*PoolTx
	for h.Len() > 0 && len(out) < max {
		p := heap.Pop(h).(*PoolTx)
		if accept != nil && !accept(p) {
			continue
		}
		out = append(out, p)
		n := next[p.Sender] + 1
		next[p.Sender] = n
		if q := m.bySender[p.Sender][n]; q != nil {
			heap.Push(h, q)
		}
	}
	return out
}

type tipHeap struct {
	bf    fees.Basefees
	items []*PoolTx
}

func (h *tipHeap) Len() int { return len(h.items) }
func (h *tipHeap) Less(i, j int) bool {
	a, b := h.items[i], h.items[j]
	if c := keyOf(a.Tx, h.bf).cmp(keyOf(b.Tx, h.bf)); c != 0 {
		return c > 0
	}
	return a.seq < b.seq
}
func (h *tipHeap) Swap(i, j int) { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *tipHeap) Push(x any)    { h.items = append(h.items, x.(*PoolTx)) }
func (h *tipHeap) Pop() any {
	old := h.items
	x := old[len(old)-1]
	h.items = old[:len(old)-1]
	return x
}
