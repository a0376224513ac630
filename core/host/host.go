// Package host executes Cowboy actors: it runs a message against an actor's
// state on the PVM and returns a receipt (CIP-6 §6-§9, §12, §14, §15).
//
// The host implements the chain side of cowboy_sdk's syscall boundary
// (pvm.Host, docs/sdk.md): storage, context, events, synchronous calls,
// outgoing messages, CIP-20 tokens, ownership, upgrades, randomness and
// metering. Every transaction runs in an Overlay over the caller's State,
// so a failure anywhere rolls back all its writes, events and messages;
// each call() runs in a nested overlay so a failed callee's writes vanish
// while its caller goes on. docs/host.md describes the key layout, the
// error mapping and the costs.
package host

import (
	"errors"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/pvm"
	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Executor runs messages and deployments. It caches compiled actor code by
// code hash; it is safe for concurrent use by several goroutines, each
// executing against its own State.
type Executor struct {
	limits Limits

	mu    sync.Mutex
	progs map[types.Hash]*pvm.Program
	order []types.Hash // insertion order, for eviction
}

// ProgramCacheSize is the number of compiled actor programs an Executor
// keeps. Caching changes only speed, never cycles or receipts.
const ProgramCacheSize = 512

// NewExecutor returns an Executor enforcing limits (DefaultLimits() for the
// spec's values).
func NewExecutor(limits Limits) *Executor {
	return &Executor{limits: limits, progs: map[types.Hash]*pvm.Program{}}
}

// program returns the compiled code with hash h, compiling src on a miss.
// The filename in tracebacks is fixed ("actor.py") so that receipts do not
// depend on which actor first compiled shared code.
func (e *Executor) program(h types.Hash, src []byte) (*pvm.Program, error) {
	e.mu.Lock()
	p, ok := e.progs[h]
	e.mu.Unlock()
	if ok {
		return p, nil
	}
	p, err := pvm.Compile(ActorFilename, src)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if q, ok := e.progs[h]; ok {
		return q, nil
	}
	if len(e.order) >= ProgramCacheSize {
		delete(e.progs, e.order[0])
		e.order = e.order[1:]
	}
	e.progs[h] = p
	e.order = append(e.order, h)
	return p, nil
}

// ActorFilename is the file name actor code carries in tracebacks.
const ActorFilename = "actor.py"

// actorRecord is the stored record of a deployed actor.
type actorRecord struct {
	CodeHash []byte `cbor:"code_hash"`
	Creator  []byte `cbor:"creator"`
	Salt     []byte `cbor:"salt"`
}

// txn is the state shared by every frame of one transaction.
type txn struct {
	ex         *Executor
	ctx        BlockContext
	limits     Limits
	cellsLimit int64
	cellsUsed  int64
	messages   int
	mailbox    int
	events     int
	fatal      error // the first State error: the node, not the transaction, failed

	// An account's token transaction runs no PVM execution; these are its
	// cycles for transfer hooks (see frame.cyclesRemaining).
	accountCycles, accountCyclesLimit int64
}

// Host limit names (uncatchable, transaction-wide).
const (
	CellLimitName    = "CellLimitExceeded"
	MessageLimitName = "MessageLimitExceeded"
	MailboxLimitName = "MailboxLimitExceeded"
	EventLimitName   = "EventLimitExceeded"
)

// Slugs of the host's limits: cells are a budget like cycles (E1201, the
// budget-exhausted category of §15); message, mailbox and event caps are
// count/size limits like the continuation caps (E1208).
const (
	SlugCellLimit  = "E1201"
	SlugQueueLimit = "E1208"
)

func isTxLimit(err error) bool {
	var lim *pvm.LimitError
	if !errors.As(err, &lim) {
		return false
	}
	switch lim.Name {
	case CellLimitName, MessageLimitName, MailboxLimitName, EventLimitName:
		return true
	}
	return false
}

// chargeCells counts n cells, failing uncatchably past the limit.
func (tx *txn) chargeCells(n int64) error {
	if n < 0 {
		n = 0
	}
	if tx.cellsUsed+n > tx.cellsLimit {
		tx.cellsUsed = tx.cellsLimit
		return &pvm.LimitError{Slug: SlugCellLimit, Name: CellLimitName, Limit: tx.cellsLimit,
			Msg: fmt.Sprintf("the transaction needs more than its cell limit of %d (cells count bytes of payloads, storage writes, events, messages and return data); raise --cells-limit or write less", tx.cellsLimit)}
	}
	tx.cellsUsed += n
	return nil
}

// state wraps State errors: the first one is kept as fatal.
func (tx *txn) stateErr(err error) error {
	if err != nil && tx.fatal == nil {
		tx.fatal = err
	}
	return err
}

func newTxn(e *Executor, ctx BlockContext, cellsLimit int64) *txn {
	return &txn{ex: e, ctx: ctx, limits: e.limits, cellsLimit: cellsLimit}
}

// Execute runs msg against st. On success the writes are applied to st
// (and listed in the receipt); on failure st is left exactly as it was.
// The error is non-nil only when st itself failed; the receipt is then
// meaningless and the block must not be committed.
func (e *Executor) Execute(ctx BlockContext, msg Message, st State) (Receipt, error) {
	tx := newTxn(e, ctx, msg.CellsLimit)
	ov := NewOverlay(st)
	f := &frame{tx: tx, actor: msg.Target, sender: msg.Sender, method: msg.Method, readOnly: msg.ReadOnly,
		depth: 1, st: ov}
	var result []byte
	var cycles int64
	err := tx.chargeCells(int64(len(msg.Payload)))
	if err == nil {
		result, cycles, err = f.invoke(msg.Payload, msg.CyclesLimit)
	}
	if tx.fatal != nil {
		return Receipt{}, tx.fatal
	}
	if err == nil {
		err = tx.chargeCells(int64(len(result)))
	}
	return finish(tx, f, ov, st, result, cycles, err)
}

// finish builds the receipt and applies or drops the overlay.
func finish(tx *txn, f *frame, ov *Overlay, st State, result []byte, cycles int64, err error) (Receipt, error) {
	r := Receipt{CyclesUsed: cycles, CellsUsed: tx.cellsUsed}
	if err != nil {
		ov.Discard()
		r.Status = StatusError
		r.Error = errorInfo(err)
		return r, nil
	}
	r.Status = StatusOK
	r.Return = result
	r.Events = f.events
	r.Messages = f.msgs
	r.Writes = ov.Writes()
	if err := ov.Commit(); err != nil {
		return Receipt{}, err
	}
	return r, nil
}

// Deploy runs a DeployActor transaction: it derives the CREATE2 address
// (CIP-6 §6.2), stores code, manifest and actor record, and runs the init
// handler atomically (sender = Creator). If anything fails — a bad
// manifest, code without an @actor class, init raising — nothing is
// stored. The receipt carries the address either way.
func (e *Executor) Deploy(ctx BlockContext, d Deployment, st State) (Receipt, error) {
	tx := newTxn(e, ctx, d.CellsLimit)
	ov := NewOverlay(st)
	codeHash := types.Keccak256(d.Code)
	addr, derr := types.DeriveActorAddress(d.Creator, d.Salt, codeHash)
	f := &frame{tx: tx, actor: addr, sender: d.Creator, method: d.InitHandler, depth: 1, st: ov, deployInit: true}
	var result []byte
	var cycles int64
	err := func() error {
		if derr != nil {
			return hostErr("ValueError", "invalid salt: "+derr.Error())
		}
		if len(d.Code) > tx.limits.MaxCodeBytes {
			return hostErr("ValueError", fmt.Sprintf("actor code is %d bytes, at most %d allowed", len(d.Code), tx.limits.MaxCodeBytes))
		}
		if !utf8.Valid(d.Code) {
			return hostErr("ValueError", "actor code is not valid UTF-8")
		}
		man, err := ParseManifest(d.Manifest)
		if err != nil {
			return hostErr("ValueError", err.Error())
		}
		manBytes, err := man.Encode()
		if err != nil {
			return hostErr("ValueError", "manifest: "+err.Error())
		}
		if err := tx.chargeCells(int64(len(d.Code) + len(manBytes) + len(d.InitPayload))); err != nil {
			return err
		}
		if _, err := e.program(codeHash, d.Code); err != nil {
			return err
		}
		if _, exists, err := ov.Get(ActorKey(addr)); err != nil {
			return tx.stateErr(err)
		} else if exists {
			return hostErr("ValueError", "an actor is already deployed at "+addr.Hex()+" (same creator, salt and code); use another salt")
		}
		rec, err := codec.Marshal(actorRecord{CodeHash: codeHash[:], Creator: d.Creator.Bytes(), Salt: padSalt(d.Salt)})
		if err != nil {
			return err
		}
		for _, w := range []Write{{Key: ActorKey(addr), Value: rec}, {Key: CodeKey(addr), Value: d.Code},
			{Key: ManifestKey(addr), Value: manBytes}} {
			if err := ov.Set(w.Key, w.Value); err != nil {
				return tx.stateErr(err)
			}
		}
		if d.InitHandler == "" {
			// No init: still load the module once (its top level cannot
			// write) to refuse code that defines no actor.
			result, cycles, err = f.invoke(nil, d.CyclesLimit)
			return err
		}
		result, cycles, err = f.invoke(d.InitPayload, d.CyclesLimit)
		if err != nil {
			return err
		}
		if err := tx.chargeCells(int64(len(result))); err != nil {
			return err
		}
		// A custom-named init handler is not the SDK's bootstrap init, so
		// the SDK did not mark the actor initialized; the deploy does.
		_, inited, err := ov.Get(InitializedKey(addr))
		if err != nil {
			return tx.stateErr(err)
		}
		if !inited {
			if err := ov.Set(InitializedKey(addr), []byte{1}); err != nil {
				return tx.stateErr(err)
			}
		}
		return nil
	}()
	if tx.fatal != nil {
		return Receipt{}, tx.fatal
	}
	r, ferr := finish(tx, f, ov, st, result, cycles, err)
	if derr == nil {
		r.Actor = &addr
	}
	return r, ferr
}

func padSalt(s []byte) []byte {
	out := make([]byte, 32)
	if len(s) <= 32 {
		copy(out[32-len(s):], s)
	}
	return out
}

// ActorAddress is the CREATE2 address a deployment of code by creator with
// salt gets (CIP-6 §6.2; code hash = keccak256 of the source bytes).
func ActorAddress(creator types.Address, salt, code []byte) (types.Address, error) {
	return types.DeriveActorAddress(creator, salt, types.Keccak256(code))
}

// hostErr builds the HostError of an SDK error class or a Python built-in
// (ValueError, TypeError, KeyError, OverflowError).
func hostErr(class, msg string) *pvm.HostError {
	e := pvm.NewHostError(class, msg)
	switch class {
	case "ValueError", "TypeError", "KeyError":
		e.Code = pvm.HostErrInvalid
	case "OverflowError":
		e.Code = pvm.HostErrLimit
	}
	return e
}

// errorInfo maps an execution error to the receipt's error (CIP-6 §15).
func errorInfo(err error) *ErrorInfo {
	var he *pvm.HostError
	var lim *pvm.LimitError
	var ie *pvm.InternalError
	switch {
	case errors.As(err, &lim):
		return &ErrorInfo{Slug: lim.Slug, Type: lim.Name, Code: pvm.HostErrLimit, Message: lim.Msg}
	case errors.As(err, &he):
		return &ErrorInfo{Slug: he.Slug, Type: he.Class, Code: he.Code, Message: he.Message}
	case errors.As(err, &ie):
		return &ErrorInfo{Slug: "E1000", Type: "InternalError", Code: pvm.HostErrOther, Message: ie.Error()}
	case errors.Is(err, pvm.ErrNoActor):
		e := pvm.NewHostError("ActorCallError", err.Error())
		return &ErrorInfo{Slug: e.Slug, Type: e.Class, Code: e.Code, Message: e.Message}
	}
	if cls, msg, ok := pvm.ExceptionText(err); ok {
		info := &ErrorInfo{Slug: "E1000", Type: cls, Code: pvm.HostErrOther, Message: msg, Traceback: pvm.ErrorText(err)}
		if c, slug, code, ok := pvm.SDKErrorInfo(err); ok {
			info.Type, info.Slug, info.Code = c, slug, code
		}
		return info
	}
	// Syntax errors (deploy, upgrade) and anything else.
	return &ErrorInfo{Slug: "E1000", Type: errorType(err), Code: pvm.HostErrInvalid, Message: err.Error()}
}

func errorType(err error) string {
	var se *syntax.Error
	if errors.As(err, &se) {
		return se.Kind.String()
	}
	return "Error"
}
