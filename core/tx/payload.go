package tx

import (
	"fmt"
	"math/big"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// Kind is what a transaction does. It follows from the transaction's shape:
// an empty payload is a transfer, a null `to` is a deployment, and any other
// payload names its kind in its "kind" field.
type Kind uint8

// The transaction kinds (CLI commands of spec CIP-6 §16).
const (
	KindTransfer      Kind = iota // cowboy account transfer
	KindDeploy                    // cowboy actor deploy
	KindExecute                   // cowboy actor execute
	KindFund                      // cowboy fund-actor
	KindUpgrade                   // cowboy upgrade-actor
	KindTokenCreate               // cowboy token create
	KindTokenTransfer             // cowboy token transfer
	numKinds
)

// Wire names of the kinds, the value of a payload's "kind" field.
var kindNames = [numKinds]string{
	KindTransfer:      "transfer",
	KindDeploy:        "deploy",
	KindExecute:       "execute",
	KindFund:          "fund",
	KindUpgrade:       "upgrade",
	KindTokenCreate:   "token_create",
	KindTokenTransfer: "token_transfer",
}

// String returns the wire name of k.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// TokenSystemAddress is the `to` of token transactions: the reserved system
// address of the native CIP-20 token module. No spec page names one; 0x0c is
// the first address of the reserved band 0x01..0x100 that no system actor
// uses (spec parameters.md §9).
var TokenSystemAddress = types.Address{19: 0x0c}

// Payload is the decoded payload of one transaction kind: Transfer,
// *DeployActor, *ExecuteActor, *FundActor, *UpgradeActor, *TokenCreate or
// *TokenTransfer.
type Payload interface {
	Kind() Kind
	fields() (map[string]any, error) // wire map without "kind"; nil for Transfer
}

// Transfer is the (empty) payload of a plain value transfer to `to`.
type Transfer struct{}

// DeployActor deploys an actor (CIP-6 §6.3). The transaction's `to` is null
// and its value, if any, is the new actor's opening balance.
//
// Wire map: {"kind": "deploy", "code": bytes, "salt": bytes, ["init_handler":
// text], ["init_payload": bytes], ["manifest": bytes]}. An absent init_handler
// means no init call (the CLI's --no-init); init_payload may only accompany an
// init_handler. Optional byte fields, when present, are non-empty: absence is
// the only encoding of "none".
type DeployActor struct {
	Code        []byte // UTF-8 Python source, non-empty
	Salt        []byte // at most 32 bytes (types.MaxSaltLength)
	NoInit      bool   // deploy without an init call; InitHandler and InitPayload must be empty
	InitHandler string // handler called atomically after deployment (CLI default "init")
	InitPayload []byte // payload for InitHandler; nil = none
	Manifest    []byte // entitlement manifest; nil = none
}

// ExecuteActor calls a handler of the actor at `to` (which must equal Actor).
// The transaction's value, if any, goes to the actor with the call.
//
// Wire map: {"kind": "execute", "actor": bytes(20), "handler": text,
// "payload": bytes}.
type ExecuteActor struct {
	Actor   types.Address
	Handler string
	Payload []byte // the handler's raw payload (normally CBOR); may be empty
}

// FundActor moves Amount of the sender's balance to the actor at `to` (which
// must equal Actor). The transaction's value must be zero.
//
// Wire map: {"kind": "fund", "actor": bytes(20), "amount": uint}.
type FundActor struct {
	Actor  types.Address
	Amount types.U128 // > 0
}

// UpgradeActor replaces the code (and optionally the manifest) of the actor
// at `to` (which must equal Actor). The transaction's value must be zero.
//
// Wire map: {"kind": "upgrade", "actor": bytes(20), "code": bytes,
// ["manifest": bytes]}.
type UpgradeActor struct {
	Actor    types.Address
	Code     []byte // UTF-8 Python source, non-empty
	Manifest []byte // nil = keep no manifest change
}

// TokenCreate creates a CIP-20 token owned by the sender. `to` must be
// TokenSystemAddress and the value zero.
//
// Wire map: {"kind": "token_create", "name": text, "symbol": text,
// "decimals": uint, "initial_supply": uint, ["max_supply": uint]}.
type TokenCreate struct {
	Name          string
	Symbol        string
	Decimals      uint8
	InitialSupply types.U128
	MaxSupply     *types.U128 // nil = uncapped; else ≥ InitialSupply
}

// TokenTransfer moves Amount of token TokenID from the sender to To. `to`
// must be TokenSystemAddress and the value zero.
//
// Wire map: {"kind": "token_transfer", "token_id": bytes(32), "to":
// bytes(20), "amount": uint}.
type TokenTransfer struct {
	TokenID [TokenIDSize]byte
	To      types.Address
	Amount  types.U128
}

// Kind implementations.
func (Transfer) Kind() Kind       { return KindTransfer }
func (*DeployActor) Kind() Kind   { return KindDeploy }
func (*ExecuteActor) Kind() Kind  { return KindExecute }
func (*FundActor) Kind() Kind     { return KindFund }
func (*UpgradeActor) Kind() Kind  { return KindUpgrade }
func (*TokenCreate) Kind() Kind   { return KindTokenCreate }
func (*TokenTransfer) Kind() Kind { return KindTokenTransfer }

func (Transfer) fields() (map[string]any, error) { return nil, nil }

func (p *DeployActor) fields() (map[string]any, error) {
	if err := checkCode(p.Code); err != nil {
		return nil, err
	}
	if len(p.Salt) > types.MaxSaltLength {
		return nil, payloadErr("deploy: salt is %d bytes, more than %d", len(p.Salt), types.MaxSaltLength)
	}
	m := map[string]any{"code": p.Code, "salt": nonNil(p.Salt)}
	if p.NoInit {
		if p.InitHandler != "" || p.InitPayload != nil {
			return nil, payloadErr("deploy: NoInit with an init handler or payload")
		}
	} else {
		if err := checkHandler("init_handler", p.InitHandler); err != nil {
			return nil, err
		}
		m["init_handler"] = p.InitHandler
		if p.InitPayload != nil {
			if len(p.InitPayload) == 0 {
				return nil, payloadErr("deploy: init_payload present but empty (use nil)")
			}
			m["init_payload"] = p.InitPayload
		}
	}
	if p.Manifest != nil {
		if len(p.Manifest) == 0 {
			return nil, payloadErr("deploy: manifest present but empty (use nil)")
		}
		m["manifest"] = p.Manifest
	}
	return m, nil
}

func (p *ExecuteActor) fields() (map[string]any, error) {
	if err := checkHandler("handler", p.Handler); err != nil {
		return nil, err
	}
	return map[string]any{"actor": p.Actor[:], "handler": p.Handler, "payload": nonNil(p.Payload)}, nil
}

func (p *FundActor) fields() (map[string]any, error) {
	if p.Amount.IsZero() {
		return nil, payloadErr("fund: amount is zero")
	}
	return map[string]any{"actor": p.Actor[:], "amount": u128Value(p.Amount)}, nil
}

func (p *UpgradeActor) fields() (map[string]any, error) {
	if err := checkCode(p.Code); err != nil {
		return nil, err
	}
	m := map[string]any{"actor": p.Actor[:], "code": p.Code}
	if p.Manifest != nil {
		if len(p.Manifest) == 0 {
			return nil, payloadErr("upgrade: manifest present but empty (use nil)")
		}
		m["manifest"] = p.Manifest
	}
	return m, nil
}

func (p *TokenCreate) fields() (map[string]any, error) {
	if err := checkText("name", p.Name, MaxTokenNameSize, LimitMaxTokenNameSize); err != nil {
		return nil, err
	}
	if err := checkText("symbol", p.Symbol, MaxTokenSymbolSize, LimitMaxTokenSymbolSize); err != nil {
		return nil, err
	}
	if p.Decimals > MaxTokenDecimals {
		return nil, fmt.Errorf("%w: token_create: decimals: %w", ErrInvalidPayload,
			&LimitError{Limit: LimitMaxTokenDecimals, Max: MaxTokenDecimals, Size: int(p.Decimals)})
	}
	m := map[string]any{
		"name": p.Name, "symbol": p.Symbol, "decimals": uint64(p.Decimals),
		"initial_supply": u128Value(p.InitialSupply),
	}
	if p.MaxSupply != nil {
		if p.MaxSupply.Cmp(p.InitialSupply) < 0 {
			return nil, payloadErr("token_create: max_supply %s below initial_supply %s", p.MaxSupply, p.InitialSupply)
		}
		m["max_supply"] = u128Value(*p.MaxSupply)
	}
	return m, nil
}

func (p *TokenTransfer) fields() (map[string]any, error) {
	return map[string]any{"token_id": p.TokenID[:], "to": p.To[:], "amount": u128Value(p.Amount)}, nil
}

// EncodePayload returns the canonical payload bytes of p: empty for a
// Transfer, otherwise the CBOR map of its kind.
func EncodePayload(p Payload) ([]byte, error) {
	if p == nil {
		return nil, payloadErr("nil payload")
	}
	m, err := p.fields()
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, nil
	}
	m["kind"] = p.Kind().String()
	b, err := codec.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidPayload, err)
	}
	return b, nil
}

// payloadLimits bound the decoding of a payload map: flat maps of at most
// seven pairs. MaxDepth and the counts are the decoder's minimums.
var payloadLimits = codec.Limits{MaxBytes: MaxTxSize, MaxDepth: 4, MaxArrayElements: 16, MaxMapPairs: 16}

// DecodePayload decodes payload bytes: empty bytes are a Transfer, anything
// else must be one canonical CBOR map of a known kind with exactly its
// fields. It checks the payload alone; Transaction.Payload also checks it
// against `to` and value.
func DecodePayload(b []byte) (Payload, error) {
	if len(b) == 0 {
		return Transfer{}, nil
	}
	if len(b) > MaxTxSize {
		return nil, fmt.Errorf("%w: %w", ErrInvalidPayload, &LimitError{Limit: LimitMaxTxSize, Max: MaxTxSize, Size: len(b)})
	}
	// Canonical form is proved below, by re-encoding the typed payload.
	g, err := codec.DecodeGeneric(b, payloadLimits)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidPayload, err)
	}
	raw, ok := g.(map[any]any)
	if !ok {
		return nil, payloadErr("not a CBOR map")
	}
	m := make(map[string]any, len(raw))
	for k, v := range raw {
		ks, ok := k.(string)
		if !ok {
			return nil, payloadErr("map key %v is not a text string", k)
		}
		m[ks] = v
	}
	kindName, ok := m["kind"].(string)
	if !ok {
		return nil, payloadErr(`missing or non-text "kind"`)
	}
	delete(m, "kind")
	f := fieldReader{m: m}
	var p Payload
	switch kindName {
	case "deploy":
		d := &DeployActor{}
		d.Code = f.bytes("code", true)
		d.Salt = f.bytes("salt", true)
		d.InitHandler = f.text("init_handler", false)
		d.InitPayload = f.bytes("init_payload", false)
		d.Manifest = f.bytes("manifest", false)
		if f.err == nil {
			if _, ok := m["init_handler"]; !ok {
				if _, ok := m["init_payload"]; ok {
					return nil, payloadErr("deploy: init_payload without init_handler")
				}
				d.NoInit = true
			}
			if len(d.Salt) == 0 {
				d.Salt = nil
			}
		}
		p = d
	case "execute":
		e := &ExecuteActor{}
		e.Actor = f.address("actor")
		e.Handler = f.text("handler", true)
		e.Payload = f.bytes("payload", true)
		if len(e.Payload) == 0 {
			e.Payload = nil
		}
		p = e
	case "fund":
		p = &FundActor{Actor: f.address("actor"), Amount: f.u128("amount", true)}
	case "upgrade":
		p = &UpgradeActor{Actor: f.address("actor"), Code: f.bytes("code", true), Manifest: f.bytes("manifest", false)}
	case "token_create":
		t := &TokenCreate{Name: f.text("name", true), Symbol: f.text("symbol", true)}
		dec := f.u128("decimals", true)
		if d, ok := dec.Uint64(); !ok || d > MaxTokenDecimals {
			if f.err == nil {
				return nil, fmt.Errorf("%w: token_create: decimals: %w", ErrInvalidPayload,
					&LimitError{Limit: LimitMaxTokenDecimals, Max: MaxTokenDecimals, Size: clampInt(dec)})
			}
		} else {
			t.Decimals = uint8(d)
		}
		t.InitialSupply = f.u128("initial_supply", true)
		if _, ok := m["max_supply"]; ok {
			ms := f.u128("max_supply", true)
			t.MaxSupply = &ms
		}
		p = t
	case "token_transfer":
		t := &TokenTransfer{}
		id := f.bytes("token_id", true)
		if f.err == nil && len(id) != TokenIDSize {
			return nil, payloadErr("token_transfer: token_id is %d bytes, expected %d", len(id), TokenIDSize)
		}
		copy(t.TokenID[:], id)
		t.To = f.address("to")
		t.Amount = f.u128("amount", true)
		p = t
	default:
		return nil, payloadErr("unknown kind %q", kindName)
	}
	if f.err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrInvalidPayload, kindName, f.err)
	}
	if len(f.seen) != len(m) {
		for k := range m {
			if !f.seen[k] {
				return nil, payloadErr("%s: unknown field %q", kindName, k)
			}
		}
	}
	// The field rules (sizes, non-empty, ranges) live in fields(); running
	// it here keeps one definition, and re-encoding must give the input back.
	out, err := EncodePayload(p)
	if err != nil {
		return nil, err
	}
	if string(out) != string(b) {
		return nil, fmt.Errorf("%w: %w: payload does not re-encode to itself", ErrInvalidPayload, ErrNotCanonical)
	}
	return p, nil
}

// fieldReader pulls typed fields out of a decoded payload map, keeping the
// first error and which keys it consumed.
type fieldReader struct {
	m    map[string]any
	seen map[string]bool
	err  error
}

func (f *fieldReader) get(name string, required bool) (any, bool) {
	if f.err != nil {
		return nil, false
	}
	v, ok := f.m[name]
	if !ok {
		if required {
			f.err = fmt.Errorf("missing field %q", name)
		}
		return nil, false
	}
	if f.seen == nil {
		f.seen = make(map[string]bool, len(f.m))
	}
	f.seen[name] = true
	return v, true
}

func (f *fieldReader) bytes(name string, required bool) []byte {
	v, ok := f.get(name, required)
	if !ok {
		return nil
	}
	b, ok := v.([]byte)
	if !ok {
		f.err = fmt.Errorf("field %q is not a byte string", name)
		return nil
	}
	if b == nil {
		b = []byte{}
	}
	return b
}

func (f *fieldReader) text(name string, required bool) string {
	v, ok := f.get(name, required)
	if !ok {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		f.err = fmt.Errorf("field %q is not a text string", name)
	}
	return s
}

func (f *fieldReader) address(name string) types.Address {
	b := f.bytes(name, true)
	if f.err != nil {
		return types.Address{}
	}
	a, err := types.AddressFromBytes(b)
	if err != nil {
		f.err = fmt.Errorf("field %q: %w", name, err)
	}
	return a
}

func (f *fieldReader) u128(name string, required bool) types.U128 {
	v, ok := f.get(name, required)
	if !ok {
		return types.U128{}
	}
	u, err := toU128(v)
	if err != nil {
		f.err = fmt.Errorf("field %q: %w", name, err)
	}
	return u
}

// toU128 converts a decoded CBOR integer to a U128.
func toU128(v any) (types.U128, error) {
	switch x := v.(type) {
	case int64:
		if x < 0 {
			return types.U128{}, fmt.Errorf("negative integer %d", x)
		}
		return types.U128From64(uint64(x)), nil
	case *big.Int:
		u, err := types.U128FromBig(x)
		if err != nil {
			return types.U128{}, fmt.Errorf("integer %s: %w", x, err)
		}
		return u, nil
	}
	return types.U128{}, fmt.Errorf("not an unsigned integer (%T)", v)
}

// toUint64 converts a decoded CBOR integer to a uint64.
func toUint64(v any) (uint64, error) {
	u, err := toU128(v)
	if err != nil {
		return 0, err
	}
	x, ok := u.Uint64()
	if !ok {
		return 0, fmt.Errorf("integer %s does not fit 64 bits", u)
	}
	return x, nil
}

// u128Value is the value handed to codec.Marshal for a u128 field: a plain
// integer when it fits 64 bits, else a big.Int (encoded as a tag-2 bignum).
func u128Value(u types.U128) any {
	if x, ok := u.Uint64(); ok {
		return x
	}
	return u.Big()
}

func clampInt(u types.U128) int {
	if x, ok := u.Uint64(); ok && x <= 1<<31-1 {
		return int(x)
	}
	return 1<<31 - 1
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func payloadErr(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalidPayload, fmt.Sprintf(format, a...))
}

func checkCode(code []byte) error {
	if len(code) == 0 {
		return payloadErr("code is empty")
	}
	if !utf8.Valid(code) {
		return payloadErr("code is not valid UTF-8")
	}
	return nil
}

func checkHandler(field, name string) error {
	if name == "" {
		return payloadErr("%s is empty", field)
	}
	if len(name) > MaxHandlerSize {
		return fmt.Errorf("%w: %s: %w", ErrInvalidPayload, field,
			&LimitError{Limit: LimitMaxHandlerSize, Max: MaxHandlerSize, Size: len(name)})
	}
	if !utf8.ValidString(name) {
		return payloadErr("%s is not valid UTF-8", field)
	}
	return nil
}

func checkText(field, s string, max int, limit string) error {
	if s == "" {
		return payloadErr("%s is empty", field)
	}
	if len(s) > max {
		return fmt.Errorf("%w: %s: %w", ErrInvalidPayload, field, &LimitError{Limit: limit, Max: max, Size: len(s)})
	}
	if !utf8.ValidString(s) {
		return payloadErr("%s is not valid UTF-8", field)
	}
	return nil
}
