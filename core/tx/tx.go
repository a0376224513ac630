package tx

import (
	"bytes"
	"fmt"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// numFields is the length of the transaction array.
const numFields = 13

// Transaction is a Cowboy transaction. Build one with its fields (setting
// Payload from EncodePayload), sign it with Sign and send Encode's bytes.
// A nil To means actor creation.
type Transaction struct {
	ChainID        uint64
	Nonce          uint64
	To             *types.Address // nil: actor creation
	Value          types.U128
	CyclesLimit    uint64
	CellsLimit     uint64
	MaxFeePerCycle types.U128
	MaxFeePerCell  types.U128
	TipPerCycle    types.U128
	TipPerCell     types.U128
	AccessList     AccessList // nil or non-empty
	Payload        []byte     // empty for a transfer; see EncodePayload
	Signature      *Signature // nil: unsigned

	// decoded is the payload Decode decoded from decodedFrom: checks,
	// fees and execution each ask for it, and DecodedPayload reuses it
	// while Payload is still that slice (assign Payload anew to change it).
	decoded     Payload
	decodedFrom []byte
}

// AccessList declares the state a transaction will touch.
type AccessList []AccessTuple

// AccessTuple is one access-list entry: an address and keys under it.
type AccessTuple struct {
	Address types.Address
	Keys    [][]byte
}

// Signature is a recoverable secp256k1 signature: YParity ∈ {0, 1} is the
// recovery id, S is in the lower half of the group order.
type Signature struct {
	YParity uint8
	R, S    [32]byte
}

// bytes65 returns the r ‖ s ‖ v layout of core/crypto.
func (s *Signature) bytes65() [crypto.SignatureSize]byte {
	var b [crypto.SignatureSize]byte
	copy(b[:32], s.R[:])
	copy(b[32:64], s.S[:])
	b[64] = s.YParity
	return b
}

// Validate checks the signature's encoding rules (y_parity ∈ {0,1},
// 0 < r < N, 0 < s ≤ N/2) without recovering a key.
func (s *Signature) Validate() error {
	if err := crypto.ValidateSignature(s.bytes65()); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidSignature, err)
	}
	return nil
}

// Copy returns a deep copy of t.
func (t *Transaction) Copy() *Transaction {
	c := *t
	if t.To != nil {
		to := *t.To
		c.To = &to
	}
	if t.AccessList != nil {
		c.AccessList = make(AccessList, len(t.AccessList))
		for i, e := range t.AccessList {
			keys := make([][]byte, len(e.Keys))
			for j, k := range e.Keys {
				keys[j] = append([]byte{}, k...)
			}
			c.AccessList[i] = AccessTuple{Address: e.Address, Keys: keys}
		}
	}
	if t.Payload != nil {
		c.Payload = append([]byte{}, t.Payload...)
	}
	if t.Signature != nil {
		s := *t.Signature
		c.Signature = &s
	}
	return &c
}

// Encode returns the canonical encoding. It fails if the transaction breaks
// a rule Decode enforces, so every encoded transaction decodes.
func (t *Transaction) Encode() ([]byte, error) {
	if err := t.validate(); err != nil {
		return nil, err
	}
	return t.encode(t.Signature)
}

// encode writes the array with the given signature (nil → null) by hand:
// it runs for every transaction decoded (the canonical check), where
// codec.Marshal's reflection cost more than the rest of decoding.
func (t *Transaction) encode(sig *Signature) ([]byte, error) {
	b := make([]byte, 0, encodedSizeHint+len(t.Payload))
	b = codec.AppendArrayHead(b, numFields)
	b = codec.AppendUint(codec.AppendUint(b, t.ChainID), t.Nonce)
	if t.To != nil {
		b = codec.AppendBytes(b, t.To[:])
	} else {
		b = codec.AppendNull(b)
	}
	b = codec.AppendU128(b, t.Value)
	b = codec.AppendUint(codec.AppendUint(b, t.CyclesLimit), t.CellsLimit)
	for _, u := range [...]types.U128{t.MaxFeePerCycle, t.MaxFeePerCell, t.TipPerCycle, t.TipPerCell} {
		b = codec.AppendU128(b, u)
	}
	b = t.AccessList.appendTo(b)
	b = codec.AppendBytes(b, t.Payload)
	if sig != nil {
		b = codec.AppendArrayHead(b, 3)
		b = codec.AppendUint(b, uint64(sig.YParity))
		b = codec.AppendBytes(codec.AppendBytes(b, sig.R[:]), sig.S[:])
	} else {
		b = codec.AppendNull(b)
	}
	if len(b) > MaxTxSize {
		return nil, &LimitError{Limit: LimitMaxTxSize, Max: MaxTxSize, Size: len(b)}
	}
	return b, nil
}

// encodedSizeHint is about the encoded size of a transfer without its
// payload (a signed one is 150-odd bytes).
const encodedSizeHint = 192

// appendTo writes the access list: null when empty, else
// [[address, [key, ...]], ...].
func (al AccessList) appendTo(b []byte) []byte {
	if len(al) == 0 {
		return codec.AppendNull(b)
	}
	b = codec.AppendArrayHead(b, len(al))
	for _, e := range al {
		b = codec.AppendArrayHead(b, 2)
		b = codec.AppendArrayHead(codec.AppendBytes(b, e.Address[:]), len(e.Keys))
		for _, k := range e.Keys {
			b = codec.AppendBytes(b, k)
		}
	}
	return b
}

// validate checks everything Decode checks beyond the CBOR shape.
func (t *Transaction) validate() error {
	if err := t.AccessList.validate(); err != nil {
		return err
	}
	if _, err := t.DecodedPayload(); err != nil {
		return err
	}
	if t.Signature != nil {
		if err := t.Signature.Validate(); err != nil {
			return err
		}
	}
	return nil
}

func (al AccessList) validate() error {
	if al == nil {
		return nil
	}
	if len(al) == 0 {
		return fmt.Errorf("%w: empty access list (use null)", ErrMalformed)
	}
	if len(al) > MaxAccessListEntries {
		return &LimitError{Limit: LimitMaxAccessListEntries, Max: MaxAccessListEntries, Size: len(al)}
	}
	total := 0
	addrs := make(map[types.Address]bool, len(al))
	for i, e := range al {
		if addrs[e.Address] {
			return fmt.Errorf("%w: access list repeats address %s", ErrMalformed, e.Address)
		}
		addrs[e.Address] = true
		total += len(e.Keys)
		if total > MaxAccessListKeys {
			return &LimitError{Limit: LimitMaxAccessListKeys, Max: MaxAccessListKeys, Size: total}
		}
		keys := make(map[string]bool, len(e.Keys))
		for _, k := range e.Keys {
			if len(k) > MaxAccessKeySize {
				return &LimitError{Limit: LimitMaxAccessKeySize, Max: MaxAccessKeySize, Size: len(k)}
			}
			if keys[string(k)] {
				return fmt.Errorf("%w: access list entry %d repeats key 0x%x", ErrMalformed, i, k)
			}
			keys[string(k)] = true
		}
	}
	return nil
}

// DecodedPayload decodes the payload and checks it against the rest of the
// transaction: a null `to` carries a deployment and only a null `to` does;
// execute, fund and upgrade are addressed to their actor; token operations to
// TokenSystemAddress; fund, upgrade and token operations carry no value.
func (t *Transaction) DecodedPayload() (Payload, error) {
	p := t.decoded
	if p == nil || !sameSlice(t.Payload, t.decodedFrom) {
		var err error
		if p, err = DecodePayload(t.Payload); err != nil {
			return nil, err
		}
	}
	k := p.Kind()
	if (t.To == nil) != (k == KindDeploy) {
		if t.To == nil {
			return nil, payloadErr("to is null (actor creation) but the payload is %s", k)
		}
		return nil, payloadErr("deploy payload needs a null to")
	}
	var target *types.Address
	switch p := p.(type) {
	case *ExecuteActor:
		target = &p.Actor
	case *FundActor:
		target = &p.Actor
	case *UpgradeActor:
		target = &p.Actor
	case *TokenCreate, *TokenTransfer:
		target = &TokenSystemAddress
	}
	if target != nil && *t.To != *target {
		return nil, payloadErr("%s: to is %s, must be %s", k, t.To, target)
	}
	switch k {
	case KindFund, KindUpgrade, KindTokenCreate, KindTokenTransfer:
		if !t.Value.IsZero() {
			return nil, payloadErr("%s: value must be zero, is %s", k, t.Value)
		}
	}
	return p, nil
}

// sameSlice reports whether a and b are the same bytes in memory.
func sameSlice(a, b []byte) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// Kind returns the transaction's kind, or an error if its payload is invalid.
func (t *Transaction) Kind() (Kind, error) {
	p, err := t.DecodedPayload()
	if err != nil {
		return 0, err
	}
	return p.Kind(), nil
}

// txLimits bound the CBOR decoding of a transaction: the signature and
// access-list entries nest at most three deep under the top array (the
// decoder's minimum MaxDepth is 4), and no array is longer than the key limit.
var txLimits = codec.Limits{
	MaxBytes:         MaxTxSize,
	MaxDepth:         4,
	MaxArrayElements: MaxAccessListKeys,
	MaxMapPairs:      16,
}

// Decode parses a transaction, accepting exactly the canonical encoding of a
// valid transaction (see the package documentation). It does not verify the
// signature against a key: use Sender or Verify.
func Decode(b []byte) (*Transaction, error) {
	if len(b) > MaxTxSize {
		return nil, &LimitError{Limit: LimitMaxTxSize, Max: MaxTxSize, Size: len(b)}
	}
	if t := decodeFast(b); t != nil && t.finishDecode(b) == nil {
		return t, nil
	}
	return decodeGeneric(b)
}

// decodeFast reads a transaction of the right shape straight from b, or
// returns nil. It is Decode's path for valid transactions: finishDecode
// then proves b canonical by re-encoding, and anything else takes
// decodeGeneric, which says what is wrong.
func decodeFast(b []byte) *Transaction {
	r := codec.NewReader(b)
	if r.ArrayHead() != numFields {
		return nil
	}
	t := &Transaction{}
	t.ChainID = r.Uint()
	t.Nonce = r.Uint()
	if !r.Null() {
		a, err := types.AddressFromBytes(r.Bytes())
		if err != nil {
			return nil
		}
		t.To = &a
	}
	t.Value = r.U128()
	t.CyclesLimit = r.Uint()
	t.CellsLimit = r.Uint()
	for _, f := range []*types.U128{&t.MaxFeePerCycle, &t.MaxFeePerCell, &t.TipPerCycle, &t.TipPerCell} {
		*f = r.U128()
	}
	if !r.Null() {
		if t.AccessList = readAccessList(r); t.AccessList == nil {
			return nil
		}
	}
	if p := r.Bytes(); len(p) > 0 {
		t.Payload = bytes.Clone(p)
	}
	if !r.Null() {
		if t.Signature = readSignature(r); t.Signature == nil {
			return nil
		}
	}
	if !r.Done() {
		return nil
	}
	return t
}

// readAccessList reads a non-null access list, or returns nil.
func readAccessList(r *codec.Reader) AccessList {
	al := make(AccessList, r.ArrayHead())
	for i := range al {
		e := &al[i]
		if r.ArrayHead() != 2 {
			return nil
		}
		a, err := types.AddressFromBytes(r.Bytes())
		if err != nil {
			return nil
		}
		e.Address, e.Keys = a, make([][]byte, r.ArrayHead())
		for j := range e.Keys {
			e.Keys[j] = bytes.Clone(r.Bytes())
		}
	}
	return al
}

// readSignature reads a non-null signature, or returns nil.
func readSignature(r *codec.Reader) *Signature {
	if r.ArrayHead() != 3 {
		return nil
	}
	yp, rb, sb := r.Uint(), r.Bytes(), r.Bytes()
	if yp > 1 || len(rb) != 32 || len(sb) != 32 {
		return nil
	}
	s := &Signature{YParity: uint8(yp)}
	copy(s.R[:], rb)
	copy(s.S[:], sb)
	return s
}

// decodeGeneric is Decode through a generic CBOR decode: slower, but
// it explains every way b can be wrong.
func decodeGeneric(b []byte) (*Transaction, error) {
	// Canonical form is proved below, by re-encoding the typed transaction.
	g, err := codec.DecodeGeneric(b, txLimits)
	if err != nil {
		return nil, fmt.Errorf("tx: %w", err)
	}
	arr, ok := g.([]any)
	if !ok {
		return nil, fmt.Errorf("%w: not a CBOR array", ErrMalformed)
	}
	if len(arr) != numFields {
		return nil, fmt.Errorf("%w: array has %d fields, expected %d", ErrMalformed, len(arr), numFields)
	}
	t := &Transaction{}
	field := func(i int, name string, f func(v any) error) {
		if err == nil {
			if e := f(arr[i]); e != nil {
				err = fmt.Errorf("%w: %s: %w", ErrMalformed, name, e)
			}
		}
	}
	u64 := func(dst *uint64) func(any) error {
		return func(v any) (e error) { *dst, e = toUint64(v); return }
	}
	u128 := func(dst *types.U128) func(any) error {
		return func(v any) (e error) { *dst, e = toU128(v); return }
	}
	field(0, "chain_id", u64(&t.ChainID))
	field(1, "nonce", u64(&t.Nonce))
	field(2, "to", func(v any) error {
		if v == nil {
			return nil
		}
		a, e := toAddress(v)
		t.To = &a
		return e
	})
	field(3, "value", u128(&t.Value))
	field(4, "cycles_limit", u64(&t.CyclesLimit))
	field(5, "cells_limit", u64(&t.CellsLimit))
	field(6, "max_fee_per_cycle", u128(&t.MaxFeePerCycle))
	field(7, "max_fee_per_cell", u128(&t.MaxFeePerCell))
	field(8, "tip_per_cycle", u128(&t.TipPerCycle))
	field(9, "tip_per_cell", u128(&t.TipPerCell))
	field(10, "access_list", func(v any) (e error) { t.AccessList, e = toAccessList(v); return })
	field(11, "payload", func(v any) error {
		p, ok := v.([]byte)
		if !ok {
			return fmt.Errorf("not a byte string (%T)", v)
		}
		if len(p) > 0 {
			t.Payload = p
		}
		return nil
	})
	field(12, "signature", func(v any) (e error) { t.Signature, e = toSignature(v); return })
	if err != nil {
		return nil, err
	}
	if err := t.finishDecode(b); err != nil {
		return nil, err
	}
	return t, nil
}

// finishDecode runs validate's checks in its order, keeping the decoded
// payload, and proves b canonical: the struct must encode to b.
func (t *Transaction) finishDecode(b []byte) error {
	if err := t.AccessList.validate(); err != nil {
		return err
	}
	var err error
	if t.decoded, err = DecodePayload(t.Payload); err != nil {
		return err
	}
	t.decodedFrom = t.Payload
	if err := t.validate(); err != nil {
		return err
	}
	out, err := t.encode(t.Signature)
	if err != nil {
		return err
	}
	if !bytes.Equal(out, b) {
		return fmt.Errorf("%w: re-encoding differs from input", ErrNotCanonical)
	}
	return nil
}

func toAddress(v any) (types.Address, error) {
	b, ok := v.([]byte)
	if !ok {
		return types.Address{}, fmt.Errorf("not a byte string (%T)", v)
	}
	return types.AddressFromBytes(b)
}

func toAccessList(v any) (AccessList, error) {
	if v == nil {
		return nil, nil
	}
	arr, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("not null or an array (%T)", v)
	}
	if len(arr) == 0 {
		return nil, fmt.Errorf("empty array (no access list is null)")
	}
	if len(arr) > MaxAccessListEntries {
		return nil, &LimitError{Limit: LimitMaxAccessListEntries, Max: MaxAccessListEntries, Size: len(arr)}
	}
	al := make(AccessList, len(arr))
	for i, ev := range arr {
		e, ok := ev.([]any)
		if !ok || len(e) != 2 {
			return nil, fmt.Errorf("entry %d is not [address, keys]", i)
		}
		a, err := toAddress(e[0])
		if err != nil {
			return nil, fmt.Errorf("entry %d address: %w", i, err)
		}
		ks, ok := e[1].([]any)
		if !ok {
			return nil, fmt.Errorf("entry %d keys: not an array", i)
		}
		keys := make([][]byte, len(ks))
		for j, kv := range ks {
			k, ok := kv.([]byte)
			if !ok {
				return nil, fmt.Errorf("entry %d key %d: not a byte string", i, j)
			}
			keys[j] = k
		}
		al[i] = AccessTuple{Address: a, Keys: keys}
	}
	return al, nil
}

func toSignature(v any) (*Signature, error) {
	if v == nil {
		return nil, nil
	}
	arr, ok := v.([]any)
	if !ok || len(arr) != 3 {
		return nil, fmt.Errorf("not null or [y_parity, r, s]")
	}
	yp, err := toUint64(arr[0])
	if err != nil || yp > 1 {
		return nil, fmt.Errorf("%w: y_parity must be 0 or 1", ErrInvalidSignature)
	}
	s := &Signature{YParity: uint8(yp)}
	for i, dst := range []*[32]byte{&s.R, &s.S} {
		b, ok := arr[1+i].([]byte)
		if !ok || len(b) != 32 {
			return nil, fmt.Errorf("%w: %c must be a 32-byte byte string", ErrInvalidSignature, "rs"[i])
		}
		copy(dst[:], b)
	}
	return s, nil
}

// SigningHash is keccak256 of the encoding with signature = null: the
// message the sender signs.
func (t *Transaction) SigningHash() (types.Hash, error) {
	if err := t.validate(); err != nil {
		return types.Hash{}, err
	}
	b, err := t.encode(nil)
	if err != nil {
		return types.Hash{}, err
	}
	return types.Keccak256(b), nil
}

// Hash is keccak256 of the full encoding (signature included): the
// transaction's id.
func (t *Transaction) Hash() (types.Hash, error) {
	b, err := t.Encode()
	if err != nil {
		return types.Hash{}, err
	}
	return types.Keccak256(b), nil
}

// Sign signs t with key (RFC 6979, low s) and sets t.Signature.
func (t *Transaction) Sign(key *crypto.PrivateKey) error {
	h, err := t.SigningHash()
	if err != nil {
		return err
	}
	sig, err := crypto.Sign(h, key)
	if err != nil {
		return fmt.Errorf("tx: sign: %w", err)
	}
	s := &Signature{YParity: sig[64]}
	copy(s.R[:], sig[:32])
	copy(s.S[:], sig[32:64])
	t.Signature = s
	return nil
}

// Sender recovers the address that signed t. Any change to a signed field
// recovers a different address (or fails), so callers that know the
// expected sender must compare.
func (t *Transaction) Sender() (types.Address, error) {
	return t.SenderWith(nil)
}

// SenderWith is Sender with the curve arithmetic done by kr (nil: the
// pure Go default); see crypto.KeyRecoverer.
func (t *Transaction) SenderWith(kr crypto.KeyRecoverer) (types.Address, error) {
	if t.Signature == nil {
		return types.Address{}, ErrUnsigned
	}
	if err := t.Signature.Validate(); err != nil {
		return types.Address{}, err
	}
	h, err := t.SigningHash()
	if err != nil {
		return types.Address{}, err
	}
	return recoverSender(kr, h, t.Signature)
}

func recoverSender(kr crypto.KeyRecoverer, h types.Hash, sig *Signature) (types.Address, error) {
	a, err := crypto.RecoverAddressWith(kr, h, sig.bytes65())
	if err != nil {
		return types.Address{}, fmt.Errorf("%w: %w", ErrInvalidSignature, err)
	}
	return a, nil
}

// Signed is a decoded transaction with the hashes of its encoding, each
// computed once: Hash, its id, and SigningHash, taken from the bytes
// themselves instead of encoding the transaction again.
type Signed struct {
	Tx          *Transaction
	Raw         []byte
	Hash        types.Hash
	SigningHash types.Hash
}

// sigItemSize is the length of an encoded signature: a 3-array head,
// y_parity (0 or 1, one byte) and two 32-byte strings with 2-byte heads.
const sigItemSize = 1 + 1 + 2*(2+32)

// cborNull is the encoding of null, the signature of unsigned bytes.
var cborNull = []byte{0xf6}

// DecodeSigned is Decode keeping raw and its hashes. Raw is canonical and
// the signature its last item, so the signed bytes are raw with that item
// replaced by null.
func DecodeSigned(raw []byte) (*Signed, error) {
	t, err := Decode(raw)
	if err != nil {
		return nil, err
	}
	var k types.Keccak
	s := &Signed{Tx: t, Raw: raw, Hash: k.Sum(raw)}
	s.SigningHash = s.Hash
	if t.Signature != nil {
		s.SigningHash = k.Sum(raw[:len(raw)-sigItemSize], cborNull)
	}
	return s, nil
}

// SenderWith is Transaction.SenderWith for the decoded bytes (whose
// signature Decode validated).
func (s *Signed) SenderWith(kr crypto.KeyRecoverer) (types.Address, error) {
	if s.Tx.Signature == nil {
		return types.Address{}, ErrUnsigned
	}
	return recoverSender(kr, s.SigningHash, s.Tx.Signature)
}

// Verify checks that t is for chain chainID and signed, and returns its
// sender.
func (t *Transaction) Verify(chainID uint64) (types.Address, error) {
	if t.ChainID != chainID {
		return types.Address{}, fmt.Errorf("%w: transaction is for chain %d, this is chain %d", ErrWrongChain, t.ChainID, chainID)
	}
	return t.Sender()
}
