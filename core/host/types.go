package host

import (
	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// BlockContext is what an execution may learn about its block.
type BlockContext struct {
	Height      uint64
	TimestampMs uint64
	// Seed is the block's randomness (the proposer's VRF output);
	// runtime.randomness(domain) is derived from it.
	Seed []byte
}

// Message is one handler invocation: a transaction's actor message, a
// delivered send(), or a read-only query.
type Message struct {
	Sender      types.Address
	Target      types.Address
	Method      string
	Payload     []byte // canonical CBOR for the handler; empty gives None
	CyclesLimit int64
	CellsLimit  int64
	// ReadOnly refuses every mutating syscall (CIP-6 §8.1), here and in
	// every call() the handler makes.
	ReadOnly bool
}

// Deployment is a DeployActor transaction (CIP-6 §6.3).
type Deployment struct {
	Creator types.Address
	Salt    []byte // ≤ 32 bytes, left-padded with zeros
	Code    []byte // UTF-8 Python source
	// Manifest is the entitlement manifest as JSON or canonical CBOR (§14.1);
	// nil is the empty manifest.
	Manifest []byte
	// InitHandler names the handler run atomically with the deploy, with
	// sender = Creator; "" deploys without an init call (--no-init).
	InitHandler string
	InitPayload []byte
	CyclesLimit int64
	CellsLimit  int64
}

// Limits are the host's bounds on one transaction.
type Limits struct {
	MaxCallDepth    int   // nested call() depth, the top-level handler being 1
	MemoryLimit     int64 // heap bytes per execution (each call has its own)
	MaxMessages     int   // send()s per transaction, nested calls included
	MaxMailboxBytes int   // payload bytes of all send()s of a transaction
	MaxEvents       int   // events per transaction
	MaxCodeBytes    int   // actor source size (deploy and upgrade_self)
}

// DefaultLimits are the spec's values (docs/parameters.md).
func DefaultLimits() Limits {
	return Limits{
		MaxCallDepth:    32,
		MemoryLimit:     10 << 20,
		MaxMessages:     1024,
		MaxMailboxBytes: 1_000_000,
		MaxEvents:       1000,
		MaxCodeBytes:    128 << 10,
	}
}

// DefaultCallCycles is call()'s cycle budget when the caller names none
// (applied by cowboy_sdk; recorded here for documentation and tools).
const DefaultCallCycles = 100_000

// Receipt statuses.
const (
	StatusOK    = "ok"
	StatusError = "error"
)

// Receipt is the outcome of one Execute or Deploy. On error nothing of the
// transaction's effects remains: Events, Messages and Writes are empty.
type Receipt struct {
	Status string
	// Actor is the deployed actor's address (Deploy only).
	Actor      *types.Address
	Return     []byte // the handler's result, canonical CBOR
	Error      *ErrorInfo
	CyclesUsed int64
	CellsUsed  int64
	Events     []Event
	Messages   []OutMessage
	Writes     []Write // state changes in key order (already applied to the State)
}

// ErrorInfo describes a failed execution (CIP-6 §15).
type ErrorInfo struct {
	Slug      string // E1xxx
	Type      string // exception class, e.g. "PermissionDeniedError"
	Code      int    // HOST_ERROR_CODE category, 1-8
	Message   string
	Traceback string // Python traceback when the error came from actor code
}

// Event is one runtime.emit_event() entry.
type Event struct {
	Actor   types.Address
	Name    string
	Payload []byte // canonical CBOR
}

// OutMessage is one send(), delivered at the start of the next block.
type OutMessage struct {
	ID      types.Hash // keccak256(sender ‖ nonce ‖ target ‖ keccak256(payload))
	Sender  types.Address
	Target  types.Address
	Nonce   uint64
	Method  *string // nil: the recipient's default delivery
	Payload []byte  // canonical CBOR
}

// wire forms for Encode: plain CBOR types, fixed key names.
type wireReceipt struct {
	Status     string        `cbor:"status"`
	Actor      []byte        `cbor:"actor,omitempty"`
	Return     []byte        `cbor:"return"`
	Error      *wireError    `cbor:"error"`
	CyclesUsed int64         `cbor:"cycles_used"`
	CellsUsed  int64         `cbor:"cells_used"`
	Events     []wireEvent   `cbor:"events"`
	Messages   []wireMessage `cbor:"messages"`
	Writes     [][]any       `cbor:"writes"`
}

type wireError struct {
	Slug      string `cbor:"slug"`
	Type      string `cbor:"type"`
	Code      int    `cbor:"code"`
	Message   string `cbor:"message"`
	Traceback string `cbor:"traceback"`
}

type wireEvent struct {
	Actor   []byte `cbor:"actor"`
	Name    string `cbor:"name"`
	Payload []byte `cbor:"payload"`
}

type wireMessage struct {
	ID      []byte  `cbor:"id"`
	Sender  []byte  `cbor:"sender"`
	Target  []byte  `cbor:"target"`
	Nonce   uint64  `cbor:"nonce"`
	Method  *string `cbor:"method"`
	Payload []byte  `cbor:"payload"`
}

// Encode returns the receipt as canonical CBOR: a map with keys status,
// actor (deploys), return, error, cycles_used, cells_used, events,
// messages and writes ([key, value] pairs, value null for a deletion).
func (r *Receipt) Encode() ([]byte, error) {
	w := wireReceipt{Status: r.Status, Return: r.Return, CyclesUsed: r.CyclesUsed, CellsUsed: r.CellsUsed,
		Events: []wireEvent{}, Messages: []wireMessage{}, Writes: [][]any{}}
	if r.Actor != nil {
		w.Actor = r.Actor.Bytes()
	}
	if e := r.Error; e != nil {
		w.Error = &wireError{Slug: e.Slug, Type: e.Type, Code: e.Code, Message: e.Message, Traceback: e.Traceback}
	}
	for _, e := range r.Events {
		w.Events = append(w.Events, wireEvent{Actor: e.Actor.Bytes(), Name: e.Name, Payload: e.Payload})
	}
	for _, m := range r.Messages {
		w.Messages = append(w.Messages, wireMessage{ID: m.ID.Bytes(), Sender: m.Sender.Bytes(),
			Target: m.Target.Bytes(), Nonce: m.Nonce, Method: m.Method, Payload: m.Payload})
	}
	for _, x := range r.Writes {
		if x.Deleted {
			w.Writes = append(w.Writes, []any{x.Key, nil})
		} else {
			w.Writes = append(w.Writes, []any{x.Key, x.Value})
		}
	}
	return codec.Marshal(w)
}
