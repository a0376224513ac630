package stf

import (
	"errors"
	"fmt"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

// Message delivery parameters (chosen; docs/parameters.md "Chain").
const (
	// DefaultMessageHandler receives a send() that names no method.
	DefaultMessageHandler = "on_message"
	// MessageCyclesLimit is the cycle budget of one delivered message,
	// including MessageBaseCycles: the per-actor per-block budget
	// per_actor_per_block_cycles of WP §12.1.
	MessageCyclesLimit = 1_000_000
	// MessageBaseCycles is charged for every delivery, like a
	// transaction's base cost (fees.TxBaseCycles), so the queue cannot be
	// drained for free.
	MessageBaseCycles = fees.TxBaseCycles
	// MessageCellsLimit is the cell budget of one delivered message.
	MessageCellsLimit = 256 << 10
)

// deliveryCapacity is the cycles a block may spend delivering messages:
// the system and timer lanes' reserved shares (timers are not implemented
// yet, so the timer lane carries deliveries until they are).
func deliveryCapacity(p fees.Params) uint64 {
	c := fees.LaneCapacities(p)
	return c[fees.LaneSystem] + c[fees.LaneTimer]
}

// reservedUse splits message-delivery cycles over the system lane, then
// the timer lane.
func reservedUse(p fees.Params, cycles uint64) [fees.NumLanes]uint64 {
	c := fees.LaneCapacities(p)
	var r [fees.NumLanes]uint64
	r[fees.LaneSystem] = min(cycles, c[fees.LaneSystem])
	r[fees.LaneTimer] = cycles - r[fees.LaneSystem]
	return r
}

// blockRun is the execution of one block over an overlay of the head state.
type blockRun struct {
	c        *Chain
	ctx      host.BlockContext
	bf       fees.Basefees
	proposer types.Address
	bo       *host.Overlay

	receipts []Receipt
	txHashes []types.Hash
	used     fees.Usage // everything the block used
	msgUsed  fees.Usage // of which message deliveries
	qHead    uint64
	qTail    uint64
}

func (c *Chain) newRun(h *Header, bf fees.Basefees) (*blockRun, error) {
	r := &blockRun{c: c, bf: bf, proposer: h.Proposer, bo: host.NewOverlay(c.st),
		ctx: host.BlockContext{Height: h.Height, TimestampMs: h.TimestampMs, Seed: h.Seed.Bytes()}}
	var err error
	r.qHead, r.qTail, err = getQueue(c.st)
	return r, err
}

// ProduceBlock builds, executes and commits the next block from the
// candidate transactions txs, listed in the proposer's order of
// preference. In order:
//
//  1. the VRF proof over (parent hash, height) gives the block's seed;
//  2. the messages queued by earlier blocks are delivered, oldest first;
//  3. candidates are checked (decoding, chain id, signature, nonce
//     sequence from the account nonce, fees.Admit with each sender's
//     balance reduced by the maximum cost of its earlier transactions) and
//     taken in preference order while the user lane and the block have
//     room for their limits;
//  4. the selected transactions are ordered by fees.Order with the VRF
//     output and executed;
//  5. state, block, receipts and indexes are committed in one batch.
//
// Transactions left out are returned in dropped with the reason. A
// timestampMs below the parent's is raised to the parent's. The error is
// non-nil only if the block could not be built or committed; the head is
// then unchanged.
func (c *Chain) ProduceBlock(txs [][]byte, timestampMs uint64, signer Proposer) (Block, []Receipt, []Dropped, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h, beta, err := c.nextHeader(timestampMs, signer)
	if err != nil {
		return Block{}, nil, nil, err
	}
	bf := fees.Basefees{Cycle: h.BasefeeCycles, Cell: h.BasefeeCells}
	var dropped []Dropped
	var cands []*prepared
	seen := map[types.Hash]bool{}
	preps, errs := c.prepareAll(txs)
	for i, p := range preps {
		if err := errs[i]; err != nil {
			d := Dropped{Err: err}
			if p != nil {
				d.Hash = p.hash
			}
			dropped = append(dropped, d)
			continue
		}
		if seen[p.hash] {
			dropped = append(dropped, Dropped{Hash: p.hash, Err: errors.New("stf: duplicate transaction in the candidates")})
			continue
		}
		seen[p.hash] = true
		cands = append(cands, p)
	}
	excluded := map[types.Hash]bool{}
	for {
		run, err := c.newRun(&h, bf)
		if err != nil {
			return Block{}, nil, nil, err
		}
		if err := run.deliverMessages(); err != nil {
			return Block{}, nil, nil, err
		}
		sel, drops, err := run.selectTxs(cands, excluded)
		if err != nil {
			return Block{}, nil, nil, err
		}
		ordered, err := orderTxs(sel, beta, h.Height)
		if err != nil {
			return Block{}, nil, nil, err
		}
		var bad *prepared
		var badErr error
		for _, p := range ordered {
			admitErr, err := run.execTx(p)
			if err != nil {
				return Block{}, nil, nil, err
			}
			if admitErr != nil { // cannot happen after selectTxs; be safe
				bad, badErr = p, admitErr
				break
			}
		}
		if bad != nil {
			excluded[bad.hash] = true
			dropped = append(dropped, Dropped{Hash: bad.hash, Err: badErr, Retry: true})
			continue
		}
		dropped = append(dropped, drops...)
		blk := Block{Header: h}
		for _, p := range ordered {
			blk.Txs = append(blk.Txs, p.raw)
		}
		receipts, err := run.commit(&blk, nil)
		if err != nil {
			return Block{}, nil, nil, err
		}
		return blk, receipts, dropped, nil
	}
}

// nextHeader starts the header of the block after the head.
func (c *Chain) nextHeader(timestampMs uint64, signer Proposer) (Header, [crypto.VRFOutputSize]byte, error) {
	var beta [crypto.VRFOutputSize]byte
	bf, err := c.nextBasefees()
	if err != nil {
		return Header{}, beta, err
	}
	h := Header{Height: c.head.Height + 1, Parent: c.headHash, TimestampMs: max(timestampMs, c.head.TimestampMs),
		Proposer: signer.Address(), ProposerKey: signer.PublicKey(), BasefeeCycles: bf.Cycle, BasefeeCells: bf.Cell}
	if c.allowed != nil && !c.allowed[h.ProposerKey] {
		return Header{}, beta, fmt.Errorf("stf: %s is not a proposer key of this chain", h.ProposerKey)
	}
	alpha := VRFInput(h.Parent, h.Height)
	if h.VRFProof, err = signer.VRFProve(alpha); err != nil {
		return Header{}, beta, fmt.Errorf("stf: VRF proof: %w", err)
	}
	if beta, err = crypto.VRFVerify(h.ProposerKey, alpha, h.VRFProof); err != nil {
		return Header{}, beta, fmt.Errorf("stf: the proposer's VRF proof does not verify under its key: %w", err)
	}
	h.Seed = SeedFromBeta(beta)
	return h, beta, nil
}

// selectTxs picks the candidates that go into the block (see
// ProduceBlock) and reports the others.
func (r *blockRun) selectTxs(cands []*prepared, excluded map[types.Hash]bool) ([]*prepared, []Dropped, error) {
	var dropped []Dropped
	// Per sender, in nonce order: the run from the account nonce.
	bySender := map[types.Address][]*prepared{}
	var senders []types.Address
	for _, p := range cands {
		if excluded[p.hash] {
			continue
		}
		if _, ok := bySender[p.sender]; !ok {
			senders = append(senders, p.sender)
		}
		bySender[p.sender] = append(bySender[p.sender], p)
	}
	ok := map[types.Hash]bool{}
	for _, s := range senders {
		list := bySender[s]
		sortByNonce(list)
		acc, err := getAccount(r.bo, s)
		if err != nil {
			return nil, nil, err
		}
		next, balance := acc.Nonce, acc.Balance
		blocked := error(nil)
		for _, p := range list {
			switch {
			case p.t.Nonce < next:
				dropped = append(dropped, Dropped{Hash: p.hash, Err: fmt.Errorf("%w: nonce %d, account %s is at %d", ErrNonceTooLow, p.t.Nonce, s, next)})
				continue
			case blocked != nil:
				dropped = append(dropped, Dropped{Hash: p.hash, Err: blocked, Retry: true})
				continue
			case p.t.Nonce > next:
				blocked = fmt.Errorf("%w: nonce %d, account %s expects %d", ErrNonceTooHigh, p.t.Nonce, s, next)
				dropped = append(dropped, Dropped{Hash: p.hash, Err: blocked, Retry: true})
				continue
			}
			q, err := fees.Admit(p.t, r.bf, balance, r.c.params)
			if err != nil {
				retry := errors.Is(err, fees.ErrInsufficientBalance) || errors.Is(err, fees.ErrFeeCapBelowBasefee)
				dropped = append(dropped, Dropped{Hash: p.hash, Err: err, Retry: retry})
				blocked = fmt.Errorf("%w: an earlier transaction of %s was left out", ErrNonceTooHigh, s)
				continue
			}
			balance, _ = balance.Sub(q.MaxCost) // Admit: MaxCost ≤ balance
			if f, isFund := p.payload.(*tx.FundActor); isFund {
				rest, under := balance.Sub(f.Amount)
				if under {
					rest = types.U128{}
				}
				balance = rest
			}
			ok[p.hash] = true
			next++
		}
	}
	// Capacity, in preference order; a sender's transactions keep nonce
	// order (each sender's selected transactions fill its positions).
	reserved := reservedUse(r.c.params, r.msgUsed.Cycles)
	userCap := fees.UserCapacity(r.c.params, reserved)
	var userCycles uint64
	totalCycles, totalCells := r.msgUsed.Cycles, r.msgUsed.Cells
	full := map[types.Address]bool{}
	nextOf := map[types.Address]int{}
	var sel []*prepared
	for _, p := range cands {
		if !ok[p.hash] {
			continue
		}
		// the sender's next transaction in nonce order
		q := nextSelected(bySender[p.sender], ok, &nextOf, p.sender)
		if full[p.sender] {
			dropped = append(dropped, Dropped{Hash: q.hash, Err: fmt.Errorf("%w: an earlier transaction of %s did not fit", ErrNonceTooHigh, p.sender), Retry: true})
			continue
		}
		if userCycles+q.t.CyclesLimit > userCap || totalCycles+q.t.CyclesLimit > r.c.params.Cycles.Cap() ||
			totalCells+q.t.CellsLimit > r.c.params.Cells.Cap() {
			full[p.sender] = true
			dropped = append(dropped, Dropped{Hash: q.hash, Err: fmt.Errorf("%w: limits %d cycles / %d cells do not fit the block", fees.ErrBlockFull, q.t.CyclesLimit, q.t.CellsLimit), Retry: true})
			continue
		}
		userCycles += q.t.CyclesLimit
		totalCycles += q.t.CyclesLimit
		totalCells += q.t.CellsLimit
		sel = append(sel, q)
	}
	if _, err := checkCapacity(r.c.params, r.msgUsed, sel); err != nil {
		return nil, nil, fmt.Errorf("stf: selection broke capacity: %w", err) // a bug
	}
	return sel, dropped, nil
}

func nextSelected(list []*prepared, ok map[types.Hash]bool, nextOf *map[types.Address]int, s types.Address) *prepared {
	i := (*nextOf)[s]
	for !ok[list[i].hash] {
		i++
	}
	(*nextOf)[s] = i + 1
	return list[i]
}

func sortByNonce(list []*prepared) {
	// insertion sort: stable, lists are short
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].t.Nonce < list[j-1].t.Nonce; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
}

// checkCapacity runs fees.CheckBlock over the message deliveries (system,
// then timer lane) and the transactions' limits (their lanes).
func checkCapacity(p fees.Params, msgUsed fees.Usage, txs []*prepared) (fees.BlockUsage, error) {
	res := reservedUse(p, msgUsed.Cycles)
	items := []fees.LaneItem{
		{Lane: fees.LaneSystem, Cycles: res[fees.LaneSystem], Cells: msgUsed.Cells},
		{Lane: fees.LaneTimer, Cycles: res[fees.LaneTimer]},
	}
	for _, t := range txs {
		items = append(items, fees.LaneItem{Lane: fees.AssignLane(t.t, t.sender, nil), Cycles: t.t.CyclesLimit, Cells: t.t.CellsLimit})
	}
	return fees.CheckBlock(items, p)
}

// orderTxs orders the selected transactions with fees.Order.
func orderTxs(sel []*prepared, beta [crypto.VRFOutputSize]byte, height uint64) ([]*prepared, error) {
	items := make([]fees.OrderItem, len(sel))
	for i, p := range sel {
		items[i] = fees.OrderItem{Hash: p.hash, Sender: p.sender, Nonce: p.t.Nonce}
	}
	perm, err := fees.Order(items, beta, height)
	if err != nil {
		return nil, err
	}
	out := make([]*prepared, len(perm))
	for i, j := range perm {
		out[i] = sel[j]
	}
	return out, nil
}

// deliverMessages delivers the queued messages, oldest first, while the
// delivery capacity has room for a whole message budget. Messages queued
// by the deliveries themselves wait for the next block.
func (r *blockRun) deliverMessages() error {
	end := r.qTail
	capCycles := deliveryCapacity(r.c.params)
	capCells := r.c.params.Cells.Cap()
	for r.qHead < end {
		if r.msgUsed.Cycles+MessageCyclesLimit > capCycles || r.msgUsed.Cells+MessageCellsLimit > capCells {
			break
		}
		key := QueueKey(r.qHead)
		b, ok, err := r.bo.Get(key)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("stf: queued message %d missing", r.qHead)
		}
		m, err := decodeMessage(b)
		if err != nil {
			return fmt.Errorf("stf: queued message %d: %w", r.qHead, err)
		}
		if err := r.bo.Delete(key); err != nil {
			return err
		}
		r.qHead++
		method := m.Method
		if method == "" {
			method = DefaultMessageHandler
		}
		hr, err := r.c.ex.Execute(r.ctx, host.Message{Sender: m.Sender, Target: m.Target, Method: method, Payload: m.Payload,
			CyclesLimit: MessageCyclesLimit - MessageBaseCycles, CellsLimit: MessageCellsLimit}, r.bo)
		if err != nil {
			return err
		}
		to := m.Target
		rc := Receipt{TxHash: m.ID, Kind: KindMessage, From: m.Sender, To: &to}
		applyHost(&rc, hr, MessageBaseCycles, 0)
		rc.CyclesUsed = min(rc.CyclesUsed, MessageCyclesLimit)
		rc.CellsUsed = min(rc.CellsUsed, MessageCellsLimit)
		if err := r.enqueue(rc.Messages); err != nil {
			return err
		}
		r.msgUsed.Cycles += rc.CyclesUsed
		r.msgUsed.Cells += rc.CellsUsed
		r.used.Cycles += rc.CyclesUsed
		r.used.Cells += rc.CellsUsed
		r.receipts = append(r.receipts, rc)
	}
	return nil
}

func (r *blockRun) enqueue(msgs []Message) error {
	for _, m := range msgs {
		if err := r.bo.Set(QueueKey(r.qTail), encodeMessage(m)); err != nil {
			return err
		}
		r.qTail++
	}
	return nil
}

// applyHost copies a host receipt into r, adding the intrinsic usage.
func applyHost(r *Receipt, hr host.Receipt, baseCycles, baseCells uint64) {
	r.Status = hr.Status
	r.Return = hr.Return
	if e := hr.Error; e != nil {
		r.Error = &ErrorInfo{Slug: e.Slug, Type: e.Type, Message: e.Message, Traceback: e.Traceback}
	}
	r.CyclesUsed = baseCycles + uint64(max(hr.CyclesUsed, 0))
	r.CellsUsed = baseCells + uint64(max(hr.CellsUsed, 0))
	for _, e := range hr.Events {
		r.Events = append(r.Events, Event{Actor: e.Actor, Name: e.Name, Payload: e.Payload})
	}
	for _, m := range hr.Messages {
		msg := Message{ID: m.ID, Sender: m.Sender, Target: m.Target, Nonce: m.Nonce, Payload: m.Payload}
		if m.Method != nil {
			msg.Method = *m.Method
		}
		r.Messages = append(r.Messages, msg)
	}
	if hr.Actor != nil {
		a := *hr.Actor
		r.Address = &a
	}
}

func failWith(r *Receipt, slug, typ, msg string) {
	r.Status = StatusError
	r.Error = &ErrorInfo{Slug: slug, Type: typ, Message: msg}
}

// execTx executes one selected transaction. admitErr reports a
// transaction that may not execute (nonce or admission) and changed
// nothing; err a state failure (the block must not commit).
func (r *blockRun) execTx(p *prepared) (admitErr, err error) {
	t, bo, s := p.t, r.bo, p.sender
	acc, err := getAccount(bo, s)
	if err != nil {
		return nil, err
	}
	if t.Nonce != acc.Nonce {
		if t.Nonce < acc.Nonce {
			return fmt.Errorf("%w: nonce %d, account %s is at %d", ErrNonceTooLow, t.Nonce, s, acc.Nonce), nil
		}
		return fmt.Errorf("%w: nonce %d, account %s is at %d", ErrNonceTooHigh, t.Nonce, s, acc.Nonce), nil
	}
	q, err := fees.Admit(t, r.bf, acc.Balance, r.c.params)
	if err != nil {
		return err, nil
	}
	// Pre-pay the limits and use the nonce: these stay whatever happens.
	acc.Balance, _ = acc.Balance.Sub(q.Prepay)
	acc.Nonce++
	if err := putAccount(bo, s, acc); err != nil {
		return nil, err
	}
	cycles := int64(t.CyclesLimit - q.Intrinsic.Cycles)
	cells := int64(t.CellsLimit - q.Intrinsic.Cells)
	kind := p.payload.Kind()
	rc := Receipt{TxHash: p.hash, Kind: kind.String(), From: s, To: t.To, Status: StatusOK}
	var hr *host.Receipt
	run := func(f func(st host.State) (host.Receipt, error)) error {
		res, err := f(bo)
		if err != nil {
			return err
		}
		hr = &res
		return nil
	}
	switch pl := p.payload.(type) {
	case tx.Transfer:
		if msg, err := moveBalance(bo, s, *t.To, t.Value); err != nil {
			return nil, err
		} else if msg != "" {
			failWith(&rc, "E1000", "ValueError", msg)
		}
	case *tx.DeployActor:
		err = run(func(st host.State) (host.Receipt, error) {
			xo := host.NewOverlay(st)
			if !t.Value.IsZero() {
				addr, aerr := host.ActorAddress(s, pl.Salt, pl.Code)
				if aerr == nil {
					if msg, err := moveBalance(xo, s, addr, t.Value); err != nil || msg != "" {
						return host.Receipt{Status: StatusError, Actor: &addr, Error: &host.ErrorInfo{Slug: "E1000", Type: "ValueError", Message: msg}}, err
					}
				}
			}
			init := pl.InitHandler
			if pl.NoInit {
				init = ""
			}
			res, err := r.c.ex.Deploy(r.ctx, host.Deployment{Creator: s, Salt: pl.Salt, Code: pl.Code, Manifest: pl.Manifest,
				InitHandler: init, InitPayload: pl.InitPayload, CyclesLimit: cycles, CellsLimit: cells}, xo)
			if err == nil && res.Status == StatusOK {
				err = xo.Commit()
			}
			return res, err
		})
	case *tx.ExecuteActor:
		err = run(func(st host.State) (host.Receipt, error) {
			xo := host.NewOverlay(st)
			if !t.Value.IsZero() {
				if msg, err := moveBalance(xo, s, pl.Actor, t.Value); err != nil || msg != "" {
					return host.Receipt{Status: StatusError, Error: &host.ErrorInfo{Slug: "E1000", Type: "ValueError", Message: msg}}, err
				}
			}
			res, err := r.c.ex.Execute(r.ctx, host.Message{Sender: s, Target: pl.Actor, Method: pl.Handler, Payload: pl.Payload,
				CyclesLimit: cycles, CellsLimit: cells}, xo)
			if err == nil && res.Status == StatusOK {
				err = xo.Commit()
			}
			return res, err
		})
	case *tx.FundActor:
		_, exists, gerr := bo.Get(host.ActorKey(pl.Actor))
		switch {
		case gerr != nil:
			return nil, gerr
		case !exists:
			failWith(&rc, "E1220", "ActorNotFoundError", "no actor is deployed at "+pl.Actor.Hex())
		default:
			msg, err := moveBalance(bo, s, pl.Actor, pl.Amount)
			if err != nil {
				return nil, err
			}
			if msg != "" {
				failWith(&rc, "E1000", "ValueError", msg)
			}
		}
	case *tx.UpgradeActor:
		err = run(func(st host.State) (host.Receipt, error) {
			return r.c.ex.Upgrade(r.ctx, host.Upgrade{Sender: s, Actor: pl.Actor, Code: pl.Code, Manifest: pl.Manifest, CellsLimit: cells}, st)
		})
	case *tx.TokenCreate:
		err = run(func(st host.State) (host.Receipt, error) {
			tc := host.TokenCreate{Name: pl.Name, Symbol: pl.Symbol, Decimals: pl.Decimals, InitialSupply: pl.InitialSupply.Big()}
			if pl.MaxSupply != nil {
				tc.MaxSupply = pl.MaxSupply.Big()
			}
			return r.c.ex.CreateToken(r.ctx, s, tc, st)
		})
	case *tx.TokenTransfer:
		err = run(func(st host.State) (host.Receipt, error) {
			return r.c.ex.TransferToken(r.ctx, s, types.Hash(pl.TokenID), pl.To, pl.Amount.Big(), cycles, cells, st)
		})
	default:
		return nil, fmt.Errorf("stf: unknown payload %T", pl)
	}
	if err != nil {
		return nil, err
	}
	if hr != nil {
		applyHost(&rc, *hr, q.Intrinsic.Cycles, q.Intrinsic.Cells)
	} else {
		rc.CyclesUsed, rc.CellsUsed = q.Intrinsic.Cycles, q.Intrinsic.Cells
	}
	rc.CyclesUsed = min(rc.CyclesUsed, t.CyclesLimit)
	rc.CellsUsed = min(rc.CellsUsed, t.CellsLimit)
	settle, err := fees.Settle(t, r.bf, fees.Usage{Cycles: rc.CyclesUsed, Cells: rc.CellsUsed})
	if err != nil {
		return nil, err
	}
	rc.Fee = FeeInfo{Burned: settle.Burned, Tip: settle.Tip, Refund: settle.Refund}
	if err := credit(bo, s, settle.Refund); err != nil {
		return nil, err
	}
	if err := credit(bo, r.proposer, settle.Tip); err != nil {
		return nil, err
	}
	if err := r.enqueue(rc.Messages); err != nil {
		return nil, err
	}
	r.used.Cycles += rc.CyclesUsed
	r.used.Cells += rc.CellsUsed
	r.receipts = append(r.receipts, rc)
	r.txHashes = append(r.txHashes, p.hash)
	return nil, nil
}

// moveBalance moves amount from one account to another. A non-empty msg
// reports why it could not (nothing was written).
func moveBalance(st host.State, from, to types.Address, amount types.U128) (msg string, err error) {
	if amount.IsZero() || from == to {
		a, err := getAccount(st, from)
		if err != nil {
			return "", err
		}
		if a.Balance.Cmp(amount) < 0 {
			return fmt.Sprintf("insufficient balance: %s holds %s, %s needed", from, a.Balance, amount), nil
		}
		return "", nil
	}
	fa, err := getAccount(st, from)
	if err != nil {
		return "", err
	}
	ta, err := getAccount(st, to)
	if err != nil {
		return "", err
	}
	nf, under := fa.Balance.Sub(amount)
	if under {
		return fmt.Sprintf("insufficient balance: %s holds %s, %s needed", from, fa.Balance, amount), nil
	}
	nt, over := ta.Balance.Add(amount)
	if over {
		return fmt.Sprintf("balance of %s would overflow u128", to), nil
	}
	fa.Balance, ta.Balance = nf, nt
	if err := putAccount(st, from, fa); err != nil {
		return "", err
	}
	return "", putAccount(st, to, ta)
}

func credit(st host.State, a types.Address, amount types.U128) error {
	if amount.IsZero() {
		return nil
	}
	acc, err := getAccount(st, a)
	if err != nil {
		return err
	}
	nb, over := acc.Balance.Add(amount)
	if over {
		return fmt.Errorf("stf: balance of %s overflows u128", a) // the total supply fits u128: cannot happen
	}
	acc.Balance = nb
	return putAccount(st, a, acc)
}

// commit finishes the header (usage, roots), writes everything of the
// block into one batch and commits it. With want non-nil (ApplyBlock) the
// computed header must equal *want, else nothing is committed.
func (r *blockRun) commit(blk *Block, want *Header) ([]Receipt, error) {
	c := r.c
	if err := putQueueIfChanged(r); err != nil {
		return nil, err
	}
	h := &blk.Header
	h.CyclesUsed, h.CellsUsed = r.used.Cycles, r.used.Cells
	// Receipts: positions and event indexes; each is encoded once, for its
	// hash and its record.
	encoded := make([][]byte, len(r.receipts))
	rhashes := make([]types.Hash, len(r.receipts))
	ids := make([]types.Hash, len(r.receipts))
	ev := 0
	var k types.Keccak
	for i := range r.receipts {
		rc := &r.receipts[i]
		rc.Block, rc.Index = h.Height, i
		for j := range rc.Events {
			e := &rc.Events[j]
			e.Height, e.TxHash, e.Index = h.Height, rc.TxHash, ev
			ev++
		}
		encoded[i] = rc.Encode()
		rhashes[i] = k.Sum(encoded[i])
		ids[i] = rc.TxHash
	}
	h.TxRoot = MerkleRoot(r.txHashes)
	h.ReceiptRoot = MerkleRoot(rhashes)
	batch := c.kv.NewBatch()
	for _, w := range r.bo.Writes() {
		scan := len(w.Key) > 0 && w.Key[0] == storageByte
		if w.Deleted {
			c.tree.Delete(w.Key)
			if scan {
				batch.Delete(append(append([]byte{}, kvScanIndex...), w.Key...))
			}
		} else {
			c.tree.Set(w.Key, w.Value)
			if scan {
				batch.Put(append(append([]byte{}, kvScanIndex...), w.Key...), w.Value)
			}
		}
	}
	changes := c.tree.AppendStaged(nil)
	root, err := c.tree.Apply()
	if err != nil {
		return nil, errors.Join(err, c.reopen())
	}
	h.StateRoot = root
	if want != nil && *h != *want {
		return nil, errors.Join(fmt.Errorf("%w: %s", ErrBadBlock, headerDiff(want, h)), c.reopen())
	}
	flush := h.Height-c.flushed >= flushBlocks || c.tree.Unflushed() >= flushEntries
	if flush {
		if err := c.flushInto(batch, h.Height); err != nil {
			return nil, errors.Join(err, c.reopen())
		}
	} else {
		batch.Put(heightKey(kvChanges, h.Height), changes)
	}
	batch.Put(heightKey(kvBlock, h.Height), blk.Encode())
	batch.Put(heightKey(kvReceipts, h.Height), encodeHashList(ids))
	for i := range r.receipts {
		rc := &r.receipts[i]
		batch.Put(hashKey(kvReceipt, rc.TxHash), encoded[i])
		for _, e := range rc.Events {
			k := append(append([]byte{}, kvEvent...), e.Actor[:]...)
			k = heightKey(k, h.Height)
			k = append(k, byte(e.Index>>24), byte(e.Index>>16), byte(e.Index>>8), byte(e.Index))
			v, err := codec.Marshal(map[string]any{"name": e.Name, "payload": nonNil(e.Payload), "tx_hash": e.TxHash.Bytes()})
			if err != nil {
				return nil, err
			}
			batch.Put(k, v)
		}
	}
	for i, th := range r.txHashes {
		v := append(u64be(h.Height), byte(i>>24), byte(i>>16), byte(i>>8), byte(i))
		batch.Put(hashKey(kvTx, th), v)
	}
	batch.Put(kvHead, u64be(h.Height))
	if err := batch.Commit(); err != nil {
		return nil, errors.Join(fmt.Errorf("stf: committing block %d: %w", h.Height, err), c.reopen())
	}
	c.head, c.headHash = *h, h.Hash()
	if flush {
		c.flushed = h.Height
	}
	return r.receipts, nil
}

func putQueueIfChanged(r *blockRun) error {
	h, t, err := getQueue(r.c.st)
	if err != nil {
		return err
	}
	if h == r.qHead && t == r.qTail {
		return nil
	}
	return putQueue(r.bo, r.qHead, r.qTail)
}

// reopen drops the tree's in-memory state after a failed block (or
// flush) and loads the state of the committed head again.
func (c *Chain) reopen() error {
	if err := c.loadState(); err != nil {
		return fmt.Errorf("stf: reloading the state of block %d: %w", c.head.Height, err)
	}
	return nil
}

func headerDiff(want, got *Header) string {
	switch {
	case want.StateRoot != got.StateRoot:
		return fmt.Sprintf("state root %s, computed %s", want.StateRoot, got.StateRoot)
	case want.TxRoot != got.TxRoot:
		return fmt.Sprintf("tx root %s, computed %s", want.TxRoot, got.TxRoot)
	case want.ReceiptRoot != got.ReceiptRoot:
		return fmt.Sprintf("receipt root %s, computed %s", want.ReceiptRoot, got.ReceiptRoot)
	case want.CyclesUsed != got.CyclesUsed || want.CellsUsed != got.CellsUsed:
		return fmt.Sprintf("usage %d/%d, computed %d/%d", want.CyclesUsed, want.CellsUsed, got.CyclesUsed, got.CellsUsed)
	}
	return "header differs from the computed one"
}

// ApplyBlock validates and commits a block produced elsewhere (a replica,
// or a replay): parent, height, timestamp, proposer key, VRF proof and
// seed, basefees; every transaction decodes, is signed for this chain and
// admissible when it runs; the transactions are exactly in fees.Order
// order and fit the lanes; and the re-executed header (usage, roots)
// equals the block's. On error nothing is committed.
func (c *Chain) ApplyBlock(b Block) ([]Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h := b.Header
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w %d: %s", ErrBadBlock, h.Height, fmt.Sprintf(format, a...))
	}
	if h.Height != c.head.Height+1 || h.Parent != c.headHash {
		return nil, bad("does not extend the head %d (%s)", c.head.Height, c.headHash)
	}
	if h.TimestampMs < c.head.TimestampMs {
		return nil, bad("timestamp %d before the parent's %d", h.TimestampMs, c.head.TimestampMs)
	}
	if c.allowed != nil && !c.allowed[h.ProposerKey] {
		return nil, bad("%s is not a proposer key of this chain", h.ProposerKey)
	}
	beta, err := crypto.VRFVerify(h.ProposerKey, VRFInput(h.Parent, h.Height), h.VRFProof)
	if err != nil {
		return nil, bad("VRF proof: %v", err)
	}
	if h.Seed != SeedFromBeta(beta) {
		return nil, bad("seed is not the VRF output's")
	}
	bf, err := c.nextBasefees()
	if err != nil {
		return nil, err
	}
	if h.BasefeeCycles != bf.Cycle || h.BasefeeCells != bf.Cell {
		return nil, bad("basefees %s/%s, expected %s/%s", h.BasefeeCycles, h.BasefeeCells, bf.Cycle, bf.Cell)
	}
	txs, errs := c.prepareAll(b.Txs)
	for i, err := range errs {
		if err != nil {
			return nil, bad("transaction %d: %v", i, err)
		}
	}
	ordered, err := orderTxs(txs, beta, h.Height)
	if err != nil {
		return nil, bad("%v", err)
	}
	for i := range ordered {
		if ordered[i] != txs[i] {
			return nil, bad("transactions are not in VRF order (position %d)", i)
		}
	}
	run, err := c.newRun(&h, bf)
	if err != nil {
		return nil, err
	}
	if err := run.deliverMessages(); err != nil {
		return nil, err
	}
	if _, err := checkCapacity(c.params, run.msgUsed, txs); err != nil {
		return nil, bad("%v", err)
	}
	for i, p := range txs {
		admitErr, err := run.execTx(p)
		if err != nil {
			return nil, err
		}
		if admitErr != nil {
			return nil, bad("transaction %d (%s): %v", i, p.hash, admitErr)
		}
	}
	blk := Block{Header: h, Txs: b.Txs}
	blk.Header.StateRoot, blk.Header.TxRoot, blk.Header.ReceiptRoot = types.Hash{}, types.Hash{}, types.Hash{}
	return run.commit(&blk, &h)
}
