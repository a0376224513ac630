package pvm

import (
	"errors"

	"github.com/cowboy-go/cowboy/core/types"
)

// Host is the chain side of an actor execution. Everything cowboy_sdk cannot
// do inside the PVM (storage, execution context, messages, calls, events,
// tokens, timers, jobs, randomness, ownership) goes through its one method.
// name is a syscall name from docs/sdk.md; payload and result are one
// canonical CBOR item each (core/codec), the payload a map of the named
// arguments.
//
// A failing syscall returns a *HostError, which the SDK raises as the
// cowboy_sdk exception its Class (or else its Slug) names; actor code may
// catch it. Returning a *LimitError (for example when the host's cell budget
// is exhausted) or any other error ends the execution uncatchably, and Run
// returns that error unchanged.
//
// A nil Host is a plain script run (`cowboy pvm run`): every chain-bound SDK
// function raises cowboy_sdk.HostUnavailableError.
type Host interface {
	Syscall(name string, payload []byte) ([]byte, error)
}

// SyscallCoster is optionally implemented by a Host to charge the cycles of
// a syscall (the spec's host-call costs) before it runs. Without it a
// syscall costs SyscallBaseCycles plus one cycle per payload byte.
type SyscallCoster interface {
	SyscallCycles(name string, payload []byte) int64
}

// SyscallBaseCycles is the default cycle cost of crossing into the host.
const SyscallBaseCycles = 100

// HostError is an error a Host returns from Syscall: a CIP-6 §15 error the
// SDK raises in the actor. Class names the exception class ("ActorCallError",
// "PermissionDeniedError", ... or one of ValueError, TypeError, KeyError,
// OverflowError); when Class is unknown the first class with Slug is used,
// then CowboyError. Code is the HOST_ERROR_CODE category (HostErr*).
type HostError struct {
	Code    int
	Slug    string
	Class   string
	Message string
}

func (e *HostError) Error() string {
	return e.Slug + " " + e.Class + ": " + e.Message
}

// hostBuiltinErrors are the Python built-in exceptions a host may name.
var hostBuiltinErrors = map[string]*Type{
	"ValueError": ValueErrorType, "TypeError": TypeErrorType, "KeyError": KeyErrorType,
	"OverflowError": OverflowErrorType,
}

// exception converts a host error to the Python exception the SDK raises.
func (e *HostError) exception() *Exception {
	if t, ok := sdkErrorTypes[e.Class]; ok {
		return newError(t, e.Message)
	}
	if t, ok := hostBuiltinErrors[e.Class]; ok {
		return newError(t, e.Message)
	}
	for _, t := range sdkErrorOrder {
		if v, ok := t.dict.GetString("ERROR_SLUG"); ok && e.Slug != "" && v.obj.(*Str).s == e.Slug {
			return newError(t, e.Message)
		}
	}
	return newError(CowboyErrorType, e.Message)
}

// NewHostError builds the HostError for an SDK exception class by name,
// filling in its code and slug.
func NewHostError(class, message string) *HostError {
	e := &HostError{Code: HostErrOther, Slug: "E1000", Class: class, Message: message}
	if t, ok := sdkErrorTypes[class]; ok {
		if v, ok := t.lookupString("ERROR_SLUG"); ok {
			e.Slug = v.obj.(*Str).s
		}
		if v, ok := t.lookupString("HOST_ERROR_CODE"); ok {
			e.Code = int(v.small())
		}
	}
	return e
}

// The private module _cowboy_host is the SDK's single way out of the PVM.
func init() {
	registerModule("_cowboy_host", func(d *Dict) {
		setFunc(d, "syscall", sdkSyscall)
		setFunc(d, "available", sdkHostAvailable)
	})
}

// sdkHostAvailable is available(): whether a host is attached.
func sdkHostAvailable(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("available", args, kw, 0); err != nil {
		return Value{}, err
	}
	th.hostUsed = true
	return Bool(th.host != nil), nil
}

// sdkSyscall is syscall(name, payload, caller): payload is canonical CBOR
// bytes, the result the host's CBOR bytes. caller is the SDK function's
// name for the error without a host.
func sdkSyscall(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("syscall", args, kw, 3); err != nil {
		return Value{}, err
	}
	name, ok1 := args[0].obj.(*Str)
	payload, ok2 := args[1].obj.(*Bytes)
	caller, ok3 := args[2].obj.(*Str)
	if !ok1 || !ok2 || !ok3 {
		return Value{}, newError(TypeErrorType, "syscall() takes (str, bytes, str)")
	}
	th.hostUsed = true
	if th.host == nil {
		return Value{}, noHostError(caller.s)
	}
	cost := SyscallBaseCycles + int64(len(payload.b))
	if c, ok := th.host.(SyscallCoster); ok {
		cost = c.SyscallCycles(name.s, payload.b)
	}
	if err := th.charge(cost); err != nil {
		return Value{}, err
	}
	out, err := th.host.Syscall(name.s, payload.b)
	if err != nil {
		var he *HostError
		if errors.As(err, &he) {
			return Value{}, he.exception()
		}
		return Value{}, err
	}
	if err := th.charge(int64(len(out))); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofStr(len(out))); err != nil {
		return Value{}, err
	}
	return ObjectValue(&Bytes{b: append([]byte(nil), out...)}), nil
}

// noHostError is the HostUnavailableError of a chain-bound function called
// in a plain script.
func noHostError(caller string) *Exception {
	return sdkError("HostUnavailableError", caller+" needs a running actor on a chain, and this program has no host "+
		"(a plain `cowboy pvm run` script). Deploy the actor with `cowboy actor deploy --code FILE.py` and call it "+
		"with `cowboy actor execute`, or run it on a local chain started with `cowboy devnet`.")
}

// The private module _cowboy_core holds the SDK's pure natives: canonical
// CBOR, keccak256, addresses and the exception classes.
func init() {
	registerModule("_cowboy_core", func(d *Dict) {
		setFunc(d, "encode", sdkEncode)
		setFunc(d, "decode", sdkDecode)
		setFunc(d, "keccak256", sdkKeccak256)
		setFunc(d, "parse_address", sdkParseAddress)
		setFunc(d, "address_hex", sdkAddressHex)
		setFunc(d, "derive_actor_address", sdkDeriveActorAddress)
		for _, t := range sdkErrorOrder {
			d.SetString(t.Name, ObjectValue(t))
		}
	})
}

// sdkBytesArg reads a bytes-like argument, charging one cycle per 8 bytes.
func sdkBytesArg(th *Thread, fname, what string, v Value) ([]byte, error) {
	b, ok := bytesOf(v)
	if !ok {
		return nil, newError(TypeErrorType, fname+"() "+what+" must be bytes, not "+typeName(v))
	}
	return b, th.charge(int64(len(b))/8 + 1)
}

// sdkKeccak256 is keccak256(data) -> 32 bytes (legacy Keccak, as Ethereum).
func sdkKeccak256(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("keccak256", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, err := sdkBytesArg(th, "keccak256", "data", args[0])
	if err != nil {
		return Value{}, err
	}
	if err := th.charge(30 + 6*int64(len(b)+31)/32); err != nil {
		return Value{}, err
	}
	h := types.Keccak256(b)
	return newBytesValue(th, h[:])
}

func newBytesValue(th *Thread, b []byte) (Value, error) {
	if err := th.allocate(sizeofStr(len(b))); err != nil {
		return Value{}, err
	}
	return ObjectValue(&Bytes{b: append([]byte(nil), b...)}), nil
}

// sdkParseAddress is parse_address(text) -> 20 bytes, with EIP-55 checksum
// validation for mixed-case input; errors are AddressError.
func sdkParseAddress(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("parse_address", args, kw, 1); err != nil {
		return Value{}, err
	}
	s, ok := args[0].obj.(*Str)
	if !ok {
		return Value{}, sdkError("AddressError", "Address.from_hex() needs a str, not "+typeName(args[0]))
	}
	if err := th.charge(int64(len(s.s)) + 50); err != nil {
		return Value{}, err
	}
	a, err := types.ParseAddress(s.s)
	if err != nil {
		return Value{}, sdkError("AddressError", err.Error())
	}
	return newBytesValue(th, a[:])
}

// sdkAddressHex is address_hex(b20) -> the EIP-55 checksummed hex string.
func sdkAddressHex(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("address_hex", args, kw, 1); err != nil {
		return Value{}, err
	}
	b, ok := bytesOf(args[0])
	if !ok || len(b) != types.AddressLength {
		return Value{}, sdkError("AddressError", "an address is 20 bytes")
	}
	if err := th.charge(60); err != nil {
		return Value{}, err
	}
	a, _ := types.AddressFromBytes(b)
	if err := th.allocate(sizeofStr(42)); err != nil {
		return Value{}, err
	}
	return StrValue(a.Hex()), nil
}

// sdkDeriveActorAddress is derive_actor_address(creator20, salt, code_hash32)
// -> 20 bytes (CREATE2, CIP-6 §6.2).
func sdkDeriveActorAddress(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("derive_actor_address", args, kw, 3); err != nil {
		return Value{}, err
	}
	creator, ok1 := bytesOf(args[0])
	salt, ok2 := bytesOf(args[1])
	hash, ok3 := bytesOf(args[2])
	if !ok1 || !ok2 || !ok3 {
		return Value{}, newError(TypeErrorType, "derive_actor_address() takes bytes arguments")
	}
	if err := th.charge(100); err != nil {
		return Value{}, err
	}
	a, err := types.AddressFromBytes(creator)
	if err != nil {
		return Value{}, sdkError("AddressError", "derive_actor_address(): creator "+err.Error())
	}
	h, err := types.HashFromBytes(hash)
	if err != nil {
		return Value{}, newError(ValueErrorType, "derive_actor_address(): code hash "+err.Error())
	}
	out, err := types.DeriveActorAddress(a, salt, h)
	if err != nil {
		return Value{}, newError(ValueErrorType, "derive_actor_address(): "+err.Error())
	}
	return newBytesValue(th, out[:])
}
