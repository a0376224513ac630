package host

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/pvm"
)

// Reserved storage keys (CIP-6 §6.5, §12.10): managed by the runtime, kept
// outside the actor's storage namespace, refused by the storage syscalls.
const (
	ReservedOwnerKey       = "__OWNER__"
	ReservedInitializedKey = "__INITIALIZED__"
)

// Bounds of syscall arguments (chosen; docs/parameters.md).
const (
	MaxScanPrefix  = 32   // state_scan_prefix prefix bytes (CIP-6 §12.11)
	MaxScanLimit   = 1000 // state_scan_prefix rows (CIP-6 §12.11)
	MaxEventName   = 256  // emit_event name bytes
	MaxRandomness  = 256  // randomness domain bytes
	MaxMethodBytes = 256  // send_message method name bytes
)

// Cells of the reserved slots' writes: len(slot name) + len(value), as for
// any storage write.
const (
	cellsOwnerWrite = int64(len(ReservedOwnerKey) + types.AddressLength)
	cellsInitWrite  = int64(len(ReservedInitializedKey) + 1)
)

// randomnessTag separates runtime.randomness from every other keccak use.
var randomnessTag = []byte("cowboy.randomness.v1")

func isReserved(key []byte) bool {
	return string(key) == ReservedOwnerKey || string(key) == ReservedInitializedKey
}

func reservedErr(key []byte) error {
	return hostErr("ValueError", fmt.Sprintf("%q is a reserved storage key managed by the runtime; use runtime.get_owner(), "+
		"runtime.transfer_ownership() and runtime.is_initialized() instead (CIP-6 §12.10)", string(key)))
}

func notAvailable(what string) error {
	return hostErr("CowboyError", what+" is not available on this chain yet")
}

// syscall runs one syscall and returns its result as a Go value for
// canonical CBOR (nil is CBOR null).
func (f *frame) syscall(name string, payload []byte) (any, error) {
	tx := f.tx
	switch name {
	case "get_sender":
		return f.sender.Bytes(), nil
	case "get_actor_address":
		return f.actor.Bytes(), nil
	case "get_block_height":
		return tx.ctx.Height, nil
	case "get_timestamp_ms":
		return tx.ctx.TimestampMs, nil

	case "state_get":
		var p struct {
			Key []byte `cbor:"key"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		if isReserved(p.Key) {
			return nil, reservedErr(p.Key)
		}
		v, ok, err := f.st.Get(StorageKey(f.actor, p.Key))
		if err != nil {
			return nil, tx.stateErr(err)
		}
		if !ok {
			return nil, nil
		}
		return v, nil

	case "state_set":
		var p struct {
			Key   []byte `cbor:"key"`
			Value []byte `cbor:"value"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		if err := f.writable("storage write"); err != nil {
			return nil, err
		}
		if isReserved(p.Key) {
			return nil, reservedErr(p.Key)
		}
		if err := f.accountStorage(p.Key, p.Value, false); err != nil {
			return nil, err
		}
		if err := tx.chargeCells(int64(len(p.Key) + len(p.Value))); err != nil {
			return nil, err
		}
		return nil, tx.stateErr(f.st.Set(StorageKey(f.actor, p.Key), p.Value))

	case "state_delete":
		var p struct {
			Key []byte `cbor:"key"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		if err := f.writable("storage delete"); err != nil {
			return nil, err
		}
		if isReserved(p.Key) {
			return nil, reservedErr(p.Key)
		}
		if err := f.accountStorage(p.Key, nil, true); err != nil {
			return nil, err
		}
		return nil, tx.stateErr(f.st.Delete(StorageKey(f.actor, p.Key)))

	case "state_scan_prefix":
		return f.scanPrefix(payload)

	case "emit_event":
		var p struct {
			Name    string `cbor:"name"`
			Payload []byte `cbor:"payload"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		if err := f.writable("emit_event()"); err != nil {
			return nil, err
		}
		if p.Name == "" || len(p.Name) > MaxEventName {
			return nil, hostErr("ValueError", fmt.Sprintf("event name must be 1 to %d bytes", MaxEventName))
		}
		if tx.events >= tx.limits.MaxEvents {
			return nil, &pvm.LimitError{Slug: SlugQueueLimit, Name: EventLimitName, Limit: int64(tx.limits.MaxEvents),
				Msg: fmt.Sprintf("a transaction may emit at most %d events", tx.limits.MaxEvents)}
		}
		if err := tx.chargeCells(int64(len(p.Name) + len(p.Payload))); err != nil {
			return nil, err
		}
		tx.events++
		f.events = append(f.events, Event{Actor: f.actor, Name: p.Name, Payload: p.Payload})
		return nil, nil

	case "call_actor":
		return f.callActor(payload)

	case "send_message":
		return f.sendMessage(payload)

	case "token_create", "token_transfer", "token_approve", "token_transfer_from", "token_mint", "token_burn",
		"token_balance_of", "token_allowance", "token_total_supply":
		return f.token(name, payload)

	case "schedule_timer", "schedule_timer_ex", "extend_timer", "cancel_timer":
		if err := f.writable(name + "()"); err != nil {
			return nil, err
		}
		if err := f.deferredOnly("runtime." + name + "()"); err != nil {
			return nil, err
		}
		if _, err := f.require("timer.schedule", "runtime."+name+"()"); err != nil {
			return nil, err
		}
		return nil, notAvailable("timers (runtime." + name + "(), CIP-5)")

	case "submit_job":
		if err := f.writable("submit_job()"); err != nil {
			return nil, err
		}
		if err := f.deferredOnly("runtime.submit_job()"); err != nil {
			return nil, err
		}
		return nil, notAvailable("off-chain jobs (runtime.submit_job(), runners and continuations, CIP-2)")

	case "upgrade_self":
		return f.upgradeSelf(payload)

	case "randomness":
		var p struct {
			Domain []byte `cbor:"domain"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		if len(p.Domain) > MaxRandomness {
			return nil, hostErr("ValueError", fmt.Sprintf("randomness domain is %d bytes, at most %d allowed", len(p.Domain), MaxRandomness))
		}
		seed := types.Keccak256(tx.ctx.Seed)
		r := types.Keccak256(randomnessTag, seed[:], f.actor[:], p.Domain)
		return r.Bytes(), nil

	case "charge_gas":
		var p struct {
			Amount *big.Int `cbor:"amount"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		if p.Amount == nil || p.Amount.Sign() < 0 {
			return nil, hostErr("ValueError", "charge_gas() amount must be a non-negative int")
		}
		if !p.Amount.IsInt64() || p.Amount.Int64() > maxChargeGas {
			// Not charged up front: more than any budget holds.
			return nil, f.exec.Charge(f.exec.CyclesRemaining() + 1)
		}
		return nil, nil

	case "get_owner":
		owner, ok, err := f.st.Get(OwnerKey(f.actor))
		if err != nil {
			return nil, tx.stateErr(err)
		}
		if !ok {
			return []byte{}, nil
		}
		return owner, nil

	case "assume_ownership_if_unowned":
		owner, ok, err := f.st.Get(OwnerKey(f.actor))
		if err != nil {
			return nil, tx.stateErr(err)
		}
		if ok {
			return owner, nil
		}
		if err := f.writable("assume_ownership_if_unowned()"); err != nil {
			return nil, err
		}
		if err := f.setOwner(f.sender); err != nil {
			return nil, err
		}
		return f.sender.Bytes(), nil

	case "transfer_ownership":
		var p struct {
			NewOwner []byte `cbor:"new_owner"`
		}
		if err := decode(name, payload, &p); err != nil {
			return nil, err
		}
		to, err := types.AddressFromBytes(p.NewOwner)
		if err != nil {
			return nil, hostErr("AddressError", "transfer_ownership(): new_owner "+err.Error())
		}
		if to.IsZero() {
			return nil, hostErr("ValueError", "transfer_ownership() to the zero address is refused; call renounce_ownership() to give up ownership")
		}
		if err := f.mayChangeOwner("transfer_ownership()"); err != nil {
			return nil, err
		}
		return nil, f.setOwner(to)

	case "renounce_ownership":
		if err := f.mayChangeOwner("renounce_ownership()"); err != nil {
			return nil, err
		}
		return nil, f.setOwner(types.Address{})

	case "is_initialized":
		_, ok, err := f.st.Get(InitializedKey(f.actor))
		if err != nil {
			return nil, tx.stateErr(err)
		}
		return ok, nil

	case "mark_initialized":
		if err := f.writable("mark_initialized()"); err != nil {
			return nil, err
		}
		if f.method != "init" && !f.deployInit {
			return nil, hostErr("PermissionDeniedError", "mark_initialized() is issued by the runtime after init returns, not by handler "+f.method)
		}
		if _, ok, err := f.st.Get(InitializedKey(f.actor)); err != nil || ok {
			return nil, tx.stateErr(err)
		}
		if err := tx.chargeCells(cellsInitWrite); err != nil {
			return nil, err
		}
		return nil, tx.stateErr(f.st.Set(InitializedKey(f.actor), []byte{1}))
	}
	return nil, hostErr("CowboyError", "unknown syscall "+name)
}

// mayChangeOwner applies the transfer rules of §12.10: anyone while no
// owner is set (the bootstrap window), then only the owner or the actor
// itself; never after renouncing.
func (f *frame) mayChangeOwner(what string) error {
	if err := f.writable(what); err != nil {
		return err
	}
	owner, ok, err := f.st.Get(OwnerKey(f.actor))
	if err != nil {
		return f.tx.stateErr(err)
	}
	if !ok {
		return nil
	}
	cur, _ := types.AddressFromBytes(owner)
	if cur.IsZero() {
		return hostErr("PermissionDeniedError", what+" refused: ownership of "+f.actor.Hex()+" was renounced, irrevocably")
	}
	if f.sender != cur && f.sender != f.actor {
		return hostErr("PermissionDeniedError", fmt.Sprintf("%s refused: %s is not the owner of %s (only the owner or the actor itself may change it)",
			what, f.sender.Hex(), f.actor.Hex()))
	}
	return nil
}

func (f *frame) setOwner(a types.Address) error {
	if err := f.tx.chargeCells(cellsOwnerWrite); err != nil {
		return err
	}
	return f.tx.stateErr(f.st.Set(OwnerKey(f.actor), a[:]))
}

// scanPrefix is state_scan_prefix: verbatim keys only, ascending, at most
// limit rows (clamped to MaxScanLimit), each row charged as it is read.
func (f *frame) scanPrefix(payload []byte) (any, error) {
	var p struct {
		Prefix []byte `cbor:"prefix"`
		Limit  int64  `cbor:"limit"`
	}
	if err := decode("state_scan_prefix", payload, &p); err != nil {
		return nil, err
	}
	if len(p.Prefix) > MaxScanPrefix {
		return nil, hostErr("ValueError", fmt.Sprintf("scan prefix is %d bytes, at most %d allowed (only verbatim keys of up to %d bytes are scannable)", len(p.Prefix), MaxScanPrefix, MaxVerbatimKey))
	}
	if p.Limit < 1 {
		return nil, hostErr("ValueError", "scan limit must be at least 1")
	}
	limit := min(p.Limit, MaxScanLimit)
	base := len(storageScanPrefix(f.actor, nil))
	rows := [][]any{}
	var cerr error
	err := f.st.Iterate(storageScanPrefix(f.actor, p.Prefix), func(k, v []byte) bool {
		if cerr = f.exec.Charge(CostScanRow); cerr != nil {
			return false
		}
		rows = append(rows, []any{append([]byte(nil), k[base:]...), append([]byte(nil), v...)})
		return int64(len(rows)) < limit
	})
	if err != nil {
		return nil, f.tx.stateErr(err)
	}
	if cerr != nil {
		return nil, cerr
	}
	return rows, nil
}

// sendMessage is send() (CIP-6 §9.2): queued in order, delivered next
// block; refused from @pure handlers and read-only executions.
func (f *frame) sendMessage(payload []byte) (any, error) {
	tx := f.tx
	var p struct {
		Target  []byte  `cbor:"target"`
		Method  *string `cbor:"method"`
		Payload []byte  `cbor:"payload"`
	}
	if err := decode("send_message", payload, &p); err != nil {
		return nil, err
	}
	if err := f.writable("send()"); err != nil {
		return nil, err
	}
	if err := f.deferredOnly("send()"); err != nil {
		return nil, err
	}
	target, err := types.AddressFromBytes(p.Target)
	if err != nil {
		return nil, hostErr("AddressError", "send(): target "+err.Error())
	}
	if p.Method != nil && (*p.Method == "" || len(*p.Method) > MaxMethodBytes || !utf8.ValidString(*p.Method)) {
		return nil, hostErr("ValueError", fmt.Sprintf("send(): method must be 1 to %d bytes of UTF-8", MaxMethodBytes))
	}
	if tx.messages >= tx.limits.MaxMessages {
		return nil, &pvm.LimitError{Slug: SlugQueueLimit, Name: MessageLimitName, Limit: int64(tx.limits.MaxMessages),
			Msg: fmt.Sprintf("a transaction may enqueue at most %d messages, nested calls included", tx.limits.MaxMessages)}
	}
	if tx.mailbox+len(p.Payload) > tx.limits.MaxMailboxBytes {
		return nil, &pvm.LimitError{Slug: SlugQueueLimit, Name: MailboxLimitName, Limit: int64(tx.limits.MaxMailboxBytes),
			Msg: fmt.Sprintf("the messages of a transaction may carry at most %d payload bytes", tx.limits.MaxMailboxBytes)}
	}
	if err := tx.chargeCells(int64(len(p.Payload))); err != nil {
		return nil, err
	}
	nonceKey := addrKey(prefixMsgNonce, f.actor)
	nonce, err := f.readCounter(nonceKey)
	if err != nil {
		return nil, err
	}
	if err := f.st.Set(nonceKey, u64(nonce+1)); err != nil {
		return nil, tx.stateErr(err)
	}
	ph := types.Keccak256(p.Payload)
	id := types.Keccak256(f.actor[:], u64(nonce), target[:], ph[:])
	tx.messages++
	tx.mailbox += len(p.Payload)
	f.msgs = append(f.msgs, OutMessage{ID: id, Sender: f.actor, Target: target, Nonce: nonce, Method: p.Method, Payload: p.Payload})
	return nil, nil
}

// readCounter reads an 8-byte big-endian counter (absent = 0).
func (f *frame) readCounter(key []byte) (uint64, error) {
	b, ok, err := f.st.Get(key)
	if err != nil {
		return 0, f.tx.stateErr(err)
	}
	if !ok {
		return 0, nil
	}
	if len(b) != 8 {
		return 0, fmt.Errorf("host: counter %x is corrupt", key)
	}
	return binary.BigEndian.Uint64(b), nil
}

// upgradeSelf replaces the executing actor's code and optionally narrows its
// manifest (CIP-6 §12.7); it needs the sys.upgrade entitlement. The running
// execution keeps its code; later executions run the new code.
func (f *frame) upgradeSelf(payload []byte) (any, error) {
	tx := f.tx
	var p struct {
		Code     []byte `cbor:"code"`
		Manifest []byte `cbor:"manifest"`
	}
	if err := decode("upgrade_self", payload, &p); err != nil {
		return nil, err
	}
	if err := f.writable("upgrade_self()"); err != nil {
		return nil, err
	}
	if _, err := f.require("sys.upgrade", "upgrade_self()"); err != nil {
		return nil, err
	}
	cur, err := f.getManifest()
	if err != nil {
		return nil, err
	}
	if len(p.Code) > tx.limits.MaxCodeBytes {
		return nil, hostErr("ValueError", fmt.Sprintf("new code is %d bytes, at most %d allowed", len(p.Code), tx.limits.MaxCodeBytes))
	}
	if !utf8.Valid(p.Code) {
		return nil, hostErr("ValueError", "new code is not valid UTF-8")
	}
	manBytes, err := cur.Encode()
	if err != nil {
		return nil, err
	}
	next := cur
	if p.Manifest != nil {
		m, err := ParseManifest(p.Manifest)
		if err != nil {
			return nil, hostErr("ValueError", err.Error())
		}
		if err := m.SubsetOf(cur); err != nil {
			return nil, hostErr("PermissionDeniedError", err.Error()+" (an upgrade's manifest must be a subset of the current one, CIP-6 §14.1)")
		}
		if manBytes, err = m.Encode(); err != nil {
			return nil, err
		}
		next = m
	}
	if err := tx.chargeCells(int64(len(p.Code) + len(manBytes))); err != nil {
		return nil, err
	}
	h := types.Keccak256(p.Code)
	if _, err := tx.ex.program(h, p.Code); err != nil {
		return nil, hostErr("ValueError", "new code does not compile: "+err.Error())
	}
	recBytes, _, err := f.st.Get(ActorKey(f.actor))
	if err != nil {
		return nil, tx.stateErr(err)
	}
	var rec actorRecord
	if err := decodeRecord(recBytes, &rec); err != nil {
		return nil, err
	}
	rec.CodeHash = h[:]
	if err := f.putRecord(rec); err != nil {
		return nil, err
	}
	for _, w := range []Write{{Key: CodeKey(f.actor), Value: p.Code}, {Key: ManifestKey(f.actor), Value: manBytes}} {
		if err := f.st.Set(w.Key, w.Value); err != nil {
			return nil, tx.stateErr(err)
		}
	}
	f.manifest = next
	return nil, nil
}
