package host

import (
	"errors"
	"fmt"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/pvm"
	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// frame is one actor execution: the top-level handler of a transaction or
// a call() into another (or the same) actor. Each frame has its own PVM
// execution, its own overlay over its caller's, and buffers the events
// and messages it produces until it returns successfully.
type frame struct {
	tx         *txn
	actor      types.Address
	sender     types.Address
	method     string
	mode       string // "pure" or "deferred" once the handler is known
	readOnly   bool   // §8.1: set for the message and inherited by calls
	loading    bool   // the module's top level is running
	deployInit bool   // the init handler run by Deploy
	depth      int    // 1 for the top-level handler
	st         *Overlay
	exec       *pvm.Execution
	manifest   *Manifest

	events []Event
	msgs   []OutMessage
}

// invoke loads the frame's actor and dispatches its method with payload
// under a budget of cycles. It returns the result (canonical CBOR) and the
// cycles the execution used.
func (f *frame) invoke(payload []byte, cycles int64) ([]byte, int64, error) {
	tx := f.tx
	recBytes, ok, err := f.st.Get(ActorKey(f.actor))
	if err != nil {
		return nil, 0, tx.stateErr(err)
	}
	if !ok {
		return nil, 0, hostErr("ActorNotFoundError", "no actor is deployed at "+f.actor.Hex())
	}
	var rec actorRecord
	if err := codec.Unmarshal(recBytes, &rec); err != nil {
		return nil, 0, fmt.Errorf("host: actor record of %s is corrupt: %w", f.actor.Hex(), err)
	}
	code, _, err := f.st.Get(CodeKey(f.actor))
	if err != nil {
		return nil, 0, tx.stateErr(err)
	}
	h, err := types.HashFromBytes(rec.CodeHash)
	if err != nil {
		return nil, 0, fmt.Errorf("host: actor record of %s is corrupt: %w", f.actor.Hex(), err)
	}
	prog, err := tx.ex.program(h, code)
	if err != nil {
		return nil, 0, err
	}
	f.exec = prog.NewExecution(pvm.Options{CyclesLimit: cycles, MemoryLimit: tx.limits.MemoryLimit, Host: f})
	used := func() int64 { return f.exec.Result().CyclesUsed }
	f.loading = true
	err = f.exec.LoadActor()
	f.loading = false
	if err != nil {
		return nil, used(), err
	}
	if f.deployInit && f.method == "" {
		return nil, used(), nil // a --no-init deploy only checks the module
	}
	table, err := f.exec.Handlers()
	if err != nil {
		return nil, used(), err
	}
	// The handler table (docs/sdk.md, "Decorator metadata"): the host
	// reads the handler's mode and whether it is a continuation; dispatch
	// itself reports unknown handlers and checks permissions.
	// The PVM's own encoder wrote the table: the checks, without a round trip.
	g, err := codec.DecodeGeneric(table, codec.Limits{})
	if err != nil {
		return nil, used(), hostErr("ActorCallError", "the actor's handler table is not valid CBOR: "+err.Error())
	}
	handlers, ok := g.(map[any]any)
	if !ok {
		return nil, used(), hostErr("ActorCallError", "the actor's handler table is not a CBOR map")
	}
	f.mode = "pure"
	if meta, ok := handlers[f.method].(map[any]any); ok {
		if meta["mode"] == "deferred" {
			f.mode = "deferred"
		}
		if meta["continuation"] != nil {
			return nil, used(), hostErr("CowboyError", fmt.Sprintf(
				"handler %s is a continuation (@runner.continuation / @actor.continuation); continuations are not available on this chain yet", f.method))
		}
	}
	result, err := f.exec.Dispatch(f.method, payload)
	return result, used(), err
}

// SyscallCycles implements pvm.SyscallCoster.
func (f *frame) SyscallCycles(name string, payload []byte) int64 {
	return syscallCycles(name, payload)
}

// Syscall implements pvm.Host.
func (f *frame) Syscall(name string, payload []byte) ([]byte, error) {
	if f.tx.fatal != nil {
		return nil, f.tx.fatal
	}
	out, err := f.syscall(name, payload)
	if err != nil {
		return nil, err
	}
	if f.tx.fatal != nil {
		return nil, f.tx.fatal
	}
	return codec.Marshal(out)
}

// decode reads a syscall payload into p; a malformed payload is a CodecError.
func decode(name string, payload []byte, p any) error {
	if err := codec.Unmarshal(payload, p); err != nil {
		return hostErr("CodecError", name+": malformed syscall payload: "+err.Error())
	}
	return nil
}

// writable refuses a mutating syscall in a read-only execution (§8.1) or
// while the module's top level runs.
func (f *frame) writable(what string) error {
	if f.readOnly {
		return hostErr("PermissionDeniedError", what+" mutates state and this execution is read-only (CIP-6 §8.1: a read-only query, or a call() made from one)")
	}
	if f.loading {
		return hostErr("PermissionDeniedError", what+" is not allowed at module top level; do it inside a handler")
	}
	return nil
}

// deferredOnly refuses an asynchronous side effect from a @pure handler.
func (f *frame) deferredOnly(what string) error {
	if f.mode != "deferred" {
		handler := f.method
		if f.loading {
			handler = "<module>"
		}
		return hostErr("PurityViolationError", fmt.Sprintf("%s is an asynchronous side effect and handler %q is @pure (the default); mark it @deferred", what, handler))
	}
	return nil
}

// getManifest loads the executing actor's manifest.
func (f *frame) getManifest() (*Manifest, error) {
	if f.manifest != nil {
		return f.manifest, nil
	}
	b, _, err := f.st.Get(ManifestKey(f.actor))
	if err != nil {
		return nil, f.tx.stateErr(err)
	}
	m, err := decodeStoredManifest(b)
	if err != nil {
		return nil, err
	}
	f.manifest = m
	return m, nil
}

// callActor runs a synchronous call() (CIP-6 §9.1) in a nested frame.
func (f *frame) callActor(payload []byte) (any, error) {
	var p struct {
		Target      []byte `cbor:"target"`
		Method      string `cbor:"method"`
		Args        []byte `cbor:"args"`
		CyclesLimit int64  `cbor:"cycles_limit"`
	}
	if err := decode("call_actor", payload, &p); err != nil {
		return nil, err
	}
	target, err := types.AddressFromBytes(p.Target)
	if err != nil {
		return nil, hostErr("AddressError", "call(): target "+err.Error())
	}
	if p.Method == "" || p.CyclesLimit < 1 {
		return nil, hostErr("ValueError", "call() needs a method name and a positive cycles_limit")
	}
	if f.loading {
		return nil, hostErr("PermissionDeniedError", "call() is not allowed at module top level; do it inside a handler")
	}
	result, err := f.call(target, p.Method, p.Args, p.CyclesLimit)
	if err != nil {
		return nil, err
	}
	return rawCBOR(result), nil
}

// call runs target.method(args) in a nested frame with sender = f's actor
// and a budget of cyclesLimit (capped at what f has left), every cycle of
// which is charged to f. The callee's writes, events and messages join
// f's if it succeeds and are dropped if it fails.
func (f *frame) call(target types.Address, method string, args []byte, cyclesLimit int64) ([]byte, error) {
	if f.depth >= f.tx.limits.MaxCallDepth {
		return nil, hostErr("CallDepthExceeded", fmt.Sprintf("call to %s.%s() would be %d calls deep; the limit is %d",
			target.Hex(), method, f.depth+1, f.tx.limits.MaxCallDepth))
	}
	budget, capped := cyclesLimit, false
	if rem := f.cyclesRemaining(); budget > rem {
		budget, capped = rem, true
	}
	child := &frame{tx: f.tx, actor: target, sender: f.actor, method: method, readOnly: f.readOnly,
		depth: f.depth + 1, st: NewOverlay(f.st)}
	result, used, err := child.invoke(args, budget)
	if f.tx.fatal != nil {
		return nil, f.tx.fatal
	}
	if cerr := f.chargeCycles(used); cerr != nil {
		return nil, cerr
	}
	if err != nil {
		child.st.Discard()
		return nil, f.calleeError(target, method, cyclesLimit, capped, err)
	}
	if err := child.st.Commit(); err != nil {
		return nil, f.tx.stateErr(err)
	}
	f.events = append(f.events, child.events...)
	f.msgs = append(f.msgs, child.msgs...)
	return result, nil
}

// cyclesRemaining is what f may still spend: its execution's budget or,
// in an account's token transaction (no execution), the transaction's.
func (f *frame) cyclesRemaining() int64 {
	if f.exec != nil {
		return f.exec.CyclesRemaining()
	}
	return f.tx.accountCycles
}

// chargeCycles spends n of f's cycles (see cyclesRemaining).
func (f *frame) chargeCycles(n int64) error {
	if f.exec != nil {
		return f.exec.Charge(n)
	}
	if n > f.tx.accountCycles {
		f.tx.accountCycles = 0
		return &pvm.LimitError{Slug: pvm.SlugCycleLimit, Name: "CycleLimitExceeded", Limit: f.tx.accountCyclesLimit,
			Msg: fmt.Sprintf("the transaction's %d cycles ran out; raise its cycles limit", f.tx.accountCyclesLimit)}
	}
	f.tx.accountCycles -= n
	return nil
}

// calleeError maps a failed call() to what the caller sees: SDK errors keep
// their class (CallDepthExceeded, PermissionDeniedError, ReentrancyError...,
// prefixed with the callee), other exceptions and the callee's own cycle or
// memory exhaustion become a catchable ActorCallError. Transaction-wide
// limits (cells, message queue) and node errors end the caller too.
func (f *frame) calleeError(target types.Address, method string, limit int64, capped bool, err error) error {
	where := target.Hex() + "." + method + "()"
	var lim *pvm.LimitError
	var he *pvm.HostError
	switch {
	case isTxLimit(err):
		return err
	case errors.As(err, &lim):
		if capped && lim.Slug == pvm.SlugCycleLimit {
			// The callee's budget was all the caller had left: the caller
			// is out of cycles too.
			return f.chargeCycles(f.cyclesRemaining() + 1)
		}
		return hostErr("ActorCallError", fmt.Sprintf("%s ran out of its budget: %s %s (cycles_limit %d)", where, lim.Slug, lim.Name, limit))
	case errors.As(err, &he):
		e := *he
		e.Message = where + ": " + he.Message
		return &e
	case errors.Is(err, pvm.ErrNoActor):
		return hostErr("ActorCallError", where+": "+err.Error())
	}
	if cls, msg, ok := pvm.ExceptionText(err); ok {
		if c, _, _, sdk := pvm.SDKErrorInfo(err); sdk && c == cls {
			if msg == "" {
				msg = cls
			}
			return hostErr(cls, where+": "+msg)
		}
		if msg != "" {
			msg = ": " + msg
		}
		return hostErr("ActorCallError", where+" raised "+cls+msg)
	}
	var se *syntax.Error
	if errors.As(err, &se) {
		return hostErr("ActorCallError", where+": its code does not compile: "+err.Error())
	}
	return err // internal errors end the transaction
}

// rawCBOR is an already-encoded CBOR item passed through codec.Marshal.
type rawCBOR []byte

// MarshalCBOR implements cbor.Marshaler.
func (r rawCBOR) MarshalCBOR() ([]byte, error) { return []byte(r), nil }

func decodeRecord(b []byte, rec *actorRecord) error {
	if err := codec.Unmarshal(b, rec); err != nil {
		return fmt.Errorf("host: actor record is corrupt: %w", err)
	}
	return nil
}

func (f *frame) putRecord(rec actorRecord) error {
	b, err := codec.Marshal(rec)
	if err != nil {
		return err
	}
	return f.tx.stateErr(f.st.Set(ActorKey(f.actor), b))
}
