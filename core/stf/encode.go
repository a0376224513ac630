package stf

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/big"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// Canonical encodings of headers, blocks and receipts: canonical CBOR maps
// through core/codec (docs/chain.md lists the keys). Amounts are CBOR
// integers (a tag-2 bignum above 2^64). Decoders accept exactly what the
// encoders produce.

type wireHeader struct {
	Height        uint64   `cbor:"height"`
	Parent        []byte   `cbor:"parent"`
	TimestampMs   uint64   `cbor:"timestamp_ms"`
	Proposer      []byte   `cbor:"proposer"`
	ProposerKey   []byte   `cbor:"proposer_key"`
	VRFProof      []byte   `cbor:"vrf_proof"`
	StateRoot     []byte   `cbor:"state_root"`
	TxRoot        []byte   `cbor:"tx_root"`
	ReceiptRoot   []byte   `cbor:"receipt_root"`
	BasefeeCycles *big.Int `cbor:"basefee_cycles"`
	BasefeeCells  *big.Int `cbor:"basefee_cells"`
	CyclesUsed    uint64   `cbor:"cycles_used"`
	CellsUsed     uint64   `cbor:"cells_used"`
	Seed          []byte   `cbor:"seed"`
}

func (h *Header) wire() wireHeader {
	return wireHeader{
		Height: h.Height, Parent: h.Parent.Bytes(), TimestampMs: h.TimestampMs, Proposer: h.Proposer.Bytes(),
		ProposerKey: bytes.Clone(h.ProposerKey[:]), VRFProof: bytes.Clone(h.VRFProof[:]),
		StateRoot: h.StateRoot.Bytes(), TxRoot: h.TxRoot.Bytes(), ReceiptRoot: h.ReceiptRoot.Bytes(),
		BasefeeCycles: h.BasefeeCycles.Big(), BasefeeCells: h.BasefeeCells.Big(),
		CyclesUsed: h.CyclesUsed, CellsUsed: h.CellsUsed, Seed: h.Seed.Bytes(),
	}
}

func (w *wireHeader) header() (Header, error) {
	var h Header
	var err error
	fixed := func(dst []byte, src []byte, name string) {
		if err == nil && len(src) != len(dst) {
			err = fmt.Errorf("stf: header %s has %d bytes, want %d", name, len(src), len(dst))
		}
		copy(dst, src)
	}
	u128 := func(b *big.Int, name string) types.U128 {
		if b == nil {
			if err == nil {
				err = fmt.Errorf("stf: header %s missing", name)
			}
			return types.U128{}
		}
		u, e := types.U128FromBig(b)
		if e != nil && err == nil {
			err = fmt.Errorf("stf: header %s: %w", name, e)
		}
		return u
	}
	h.Height, h.TimestampMs, h.CyclesUsed, h.CellsUsed = w.Height, w.TimestampMs, w.CyclesUsed, w.CellsUsed
	fixed(h.Parent[:], w.Parent, "parent")
	fixed(h.Proposer[:], w.Proposer, "proposer")
	fixed(h.ProposerKey[:], w.ProposerKey, "proposer_key")
	fixed(h.VRFProof[:], w.VRFProof, "vrf_proof")
	fixed(h.StateRoot[:], w.StateRoot, "state_root")
	fixed(h.TxRoot[:], w.TxRoot, "tx_root")
	fixed(h.ReceiptRoot[:], w.ReceiptRoot, "receipt_root")
	fixed(h.Seed[:], w.Seed, "seed")
	h.BasefeeCycles = u128(w.BasefeeCycles, "basefee_cycles")
	h.BasefeeCells = u128(w.BasefeeCells, "basefee_cells")
	return h, err
}

// Encode returns the header's canonical CBOR: a map with keys height,
// parent, timestamp_ms, proposer, proposer_key, vrf_proof, state_root,
// tx_root, receipt_root, basefee_cycles, basefee_cells, cycles_used,
// cells_used, seed.
func (h Header) Encode() []byte {
	b, err := codec.Marshal(h.wire())
	if err != nil {
		panic("stf: header encoding failed: " + err.Error()) // fixed shape: cannot happen
	}
	return b
}

// Hash is keccak256 of the header's canonical CBOR encoding.
func (h Header) Hash() types.Hash { return types.Keccak256(h.Encode()) }

// decodeLimits bound the decoding of stored and received blocks.
var decodeLimits = codec.Limits{MaxBytes: 256 << 20, MaxDepth: 8, MaxArrayElements: 1 << 20, MaxMapPairs: 32}

func decodeExact(b []byte, v any, reencode func() ([]byte, error)) error {
	if err := codec.UnmarshalWithLimits(b, v, decodeLimits); err != nil {
		return err
	}
	out, err := reencode()
	if err != nil {
		return err
	}
	if !bytes.Equal(out, b) {
		return fmt.Errorf("stf: encoding is not canonical")
	}
	return nil
}

// DecodeHeader parses Header.Encode's output.
func DecodeHeader(b []byte) (Header, error) {
	var w wireHeader
	var h Header
	err := decodeExact(b, &w, func() ([]byte, error) {
		var err error
		if h, err = w.header(); err != nil {
			return nil, err
		}
		return h.Encode(), nil
	})
	return h, err
}

type wireBlock struct {
	Header wireHeader `cbor:"header"`
	Txs    [][]byte   `cbor:"txs"`
}

// Encode returns the block's canonical CBOR: {header: <header map>, txs:
// [bytes, ...]}.
func (b Block) Encode() []byte {
	txs := b.Txs
	if txs == nil {
		txs = [][]byte{}
	}
	out, err := codec.Marshal(wireBlock{Header: b.Header.wire(), Txs: txs})
	if err != nil {
		panic("stf: block encoding failed: " + err.Error())
	}
	return out
}

// DecodeBlock parses Block.Encode's output.
func DecodeBlock(data []byte) (Block, error) {
	var w wireBlock
	var b Block
	err := decodeExact(data, &w, func() ([]byte, error) {
		h, err := w.Header.header()
		if err != nil {
			return nil, err
		}
		b = Block{Header: h, Txs: w.Txs}
		if len(b.Txs) == 0 {
			b.Txs = nil
		}
		return b.Encode(), nil
	})
	return b, err
}

type wireError struct {
	Slug      string `cbor:"slug"`
	Type      string `cbor:"type"`
	Message   string `cbor:"message"`
	Traceback string `cbor:"traceback"`
}

type wireEvent struct {
	Actor   []byte `cbor:"actor"`
	Name    string `cbor:"name"`
	Payload []byte `cbor:"payload"`
}

type wireMessage struct {
	ID      []byte `cbor:"id"`
	Sender  []byte `cbor:"sender"`
	Target  []byte `cbor:"target"`
	Nonce   uint64 `cbor:"nonce"`
	Method  string `cbor:"method"`
	Payload []byte `cbor:"payload"`
}

type wireFee struct {
	Burned *big.Int `cbor:"burned"`
	Tip    *big.Int `cbor:"tip"`
	Refund *big.Int `cbor:"refund"`
}

type wireReceipt struct {
	TxHash     []byte        `cbor:"tx_hash"`
	Block      uint64        `cbor:"block"`
	Index      uint64        `cbor:"index"`
	Kind       string        `cbor:"kind"`
	From       []byte        `cbor:"from"`
	To         []byte        `cbor:"to"` // null: deploy
	Status     string        `cbor:"status"`
	Return     []byte        `cbor:"return"` // null: none
	Error      *wireError    `cbor:"error"`
	CyclesUsed uint64        `cbor:"cycles_used"`
	CellsUsed  uint64        `cbor:"cells_used"`
	Events     []wireEvent   `cbor:"events"`
	Address    []byte        `cbor:"address"` // null unless a deploy
	Messages   []wireMessage `cbor:"messages"`
	Fee        wireFee       `cbor:"fee"`
}

// Encode returns the receipt's canonical CBOR (docs/chain.md); its
// keccak256 is the leaf of the block's ReceiptRoot. Events' Height, TxHash
// and Index are not encoded: they follow from the receipt. It writes the
// map by hand, keys in canonical order (length first): every receipt is
// encoded, and codec.Marshal's reflection was most of the cost. The
// encoding is wireReceipt's, as tests check against codec.Marshal.
func (r *Receipt) Encode() []byte {
	if !r.validText() {
		panic("stf: receipt encoding failed: a text field is not valid UTF-8")
	}
	b := make([]byte, 0, 256+len(r.Return))
	b = codec.AppendMapHead(b, 15)
	b = appendOptAddr(codec.AppendText(b, "to"), r.To)
	b = codec.AppendMapHead(codec.AppendText(b, "fee"), 3)
	b = codec.AppendU128(codec.AppendText(b, "tip"), r.Fee.Tip)
	b = codec.AppendU128(codec.AppendText(b, "burned"), r.Fee.Burned)
	b = codec.AppendU128(codec.AppendText(b, "refund"), r.Fee.Refund)
	b = codec.AppendBytes(codec.AppendText(b, "from"), r.From[:])
	b = codec.AppendText(codec.AppendText(b, "kind"), r.Kind)
	b = codec.AppendUint(codec.AppendText(b, "block"), r.Block)
	b = r.Error.appendTo(codec.AppendText(b, "error"))
	b = codec.AppendUint(codec.AppendText(b, "index"), uint64(r.Index))
	b = codec.AppendArrayHead(codec.AppendText(b, "events"), len(r.Events))
	for i := range r.Events {
		e := &r.Events[i]
		b = codec.AppendMapHead(b, 3)
		b = codec.AppendText(codec.AppendText(b, "name"), e.Name)
		b = codec.AppendBytes(codec.AppendText(b, "actor"), e.Actor[:])
		b = codec.AppendBytes(codec.AppendText(b, "payload"), e.Payload)
	}
	b = appendOptBytes(codec.AppendText(b, "return"), r.Return)
	b = codec.AppendText(codec.AppendText(b, "status"), r.Status)
	b = appendOptAddr(codec.AppendText(b, "address"), r.Address)
	b = codec.AppendBytes(codec.AppendText(b, "tx_hash"), r.TxHash[:])
	b = codec.AppendArrayHead(codec.AppendText(b, "messages"), len(r.Messages))
	for i := range r.Messages {
		m := &r.Messages[i]
		b = codec.AppendMapHead(b, 6)
		b = codec.AppendBytes(codec.AppendText(b, "id"), m.ID[:])
		b = codec.AppendUint(codec.AppendText(b, "nonce"), m.Nonce)
		b = codec.AppendText(codec.AppendText(b, "method"), m.Method)
		b = codec.AppendBytes(codec.AppendText(b, "sender"), m.Sender[:])
		b = codec.AppendBytes(codec.AppendText(b, "target"), m.Target[:])
		b = codec.AppendBytes(codec.AppendText(b, "payload"), m.Payload)
	}
	b = codec.AppendUint(codec.AppendText(b, "cells_used"), r.CellsUsed)
	return codec.AppendUint(codec.AppendText(b, "cycles_used"), r.CyclesUsed)
}

// validText reports whether every text field is valid UTF-8, as CBOR
// text must be (codec.Marshal refused such receipts too).
func (r *Receipt) validText() bool {
	ok := utf8.ValidString(r.Kind) && utf8.ValidString(r.Status)
	if e := r.Error; e != nil {
		ok = ok && utf8.ValidString(e.Slug) && utf8.ValidString(e.Type) && utf8.ValidString(e.Message) && utf8.ValidString(e.Traceback)
	}
	for i := range r.Events {
		ok = ok && utf8.ValidString(r.Events[i].Name)
	}
	for i := range r.Messages {
		ok = ok && utf8.ValidString(r.Messages[i].Method)
	}
	return ok
}

// appendTo writes the error map, or null.
func (e *ErrorInfo) appendTo(b []byte) []byte {
	if e == nil {
		return codec.AppendNull(b)
	}
	b = codec.AppendMapHead(b, 4)
	b = codec.AppendText(codec.AppendText(b, "slug"), e.Slug)
	b = codec.AppendText(codec.AppendText(b, "type"), e.Type)
	b = codec.AppendText(codec.AppendText(b, "message"), e.Message)
	return codec.AppendText(codec.AppendText(b, "traceback"), e.Traceback)
}

func appendOptAddr(b []byte, a *types.Address) []byte {
	if a == nil {
		return codec.AppendNull(b)
	}
	return codec.AppendBytes(b, a[:])
}

func appendOptBytes(b, p []byte) []byte {
	if p == nil {
		return codec.AppendNull(b)
	}
	return codec.AppendBytes(b, p)
}

func (m *Message) wire() wireMessage {
	return wireMessage{ID: m.ID.Bytes(), Sender: m.Sender.Bytes(), Target: m.Target.Bytes(), Nonce: m.Nonce,
		Method: m.Method, Payload: nonNil(m.Payload)}
}

func (w *wireMessage) message() (Message, error) {
	m := Message{Nonce: w.Nonce, Method: w.Method, Payload: w.Payload}
	var err error
	if m.ID, err = types.HashFromBytes(w.ID); err != nil {
		return m, err
	}
	if m.Sender, err = types.AddressFromBytes(w.Sender); err != nil {
		return m, err
	}
	m.Target, err = types.AddressFromBytes(w.Target)
	return m, err
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// Hash is keccak256 of the receipt's encoding.
func (r *Receipt) Hash() types.Hash { return types.Keccak256(r.Encode()) }

// DecodeReceipt parses Receipt.Encode's output.
func DecodeReceipt(b []byte) (Receipt, error) {
	var w wireReceipt
	var r Receipt
	err := decodeExact(b, &w, func() ([]byte, error) {
		var err error
		if r, err = w.receipt(); err != nil {
			return nil, err
		}
		return r.Encode(), nil
	})
	return r, err
}

func (w *wireReceipt) receipt() (Receipt, error) {
	r := Receipt{Block: w.Block, Index: int(w.Index), Kind: w.Kind, Status: w.Status, Return: w.Return,
		CyclesUsed: w.CyclesUsed, CellsUsed: w.CellsUsed}
	var err error
	if r.TxHash, err = types.HashFromBytes(w.TxHash); err != nil {
		return r, err
	}
	if r.From, err = types.AddressFromBytes(w.From); err != nil {
		return r, err
	}
	optAddr := func(b []byte) (*types.Address, error) {
		if b == nil {
			return nil, nil
		}
		a, err := types.AddressFromBytes(b)
		return &a, err
	}
	if r.To, err = optAddr(w.To); err != nil {
		return r, err
	}
	if r.Address, err = optAddr(w.Address); err != nil {
		return r, err
	}
	if e := w.Error; e != nil {
		r.Error = &ErrorInfo{Slug: e.Slug, Type: e.Type, Message: e.Message, Traceback: e.Traceback}
	}
	for _, e := range w.Events {
		a, err := types.AddressFromBytes(e.Actor)
		if err != nil {
			return r, err
		}
		r.Events = append(r.Events, Event{Actor: a, Name: e.Name, Payload: e.Payload, Height: r.Block, TxHash: r.TxHash})
	}
	for _, wm := range w.Messages {
		m, err := wm.message()
		if err != nil {
			return r, err
		}
		r.Messages = append(r.Messages, m)
	}
	for i, p := range []*big.Int{w.Fee.Burned, w.Fee.Tip, w.Fee.Refund} {
		if p == nil {
			return r, fmt.Errorf("stf: receipt fee missing")
		}
		u, err := types.U128FromBig(p)
		if err != nil {
			return r, err
		}
		*[]*types.U128{&r.Fee.Burned, &r.Fee.Tip, &r.Fee.Refund}[i] = u
	}
	return r, nil
}

// MerkleRoot is the root of a binary Merkle tree over hashes in order:
// the empty list has the zero hash; a leaf is keccak256(0x00 ‖ h); a node
// keccak256(0x01 ‖ left ‖ right); a level with an odd number of nodes
// carries its last node up unchanged (never duplicated, so no two lists
// share a root). TxRoot is over transaction hashes, ReceiptRoot over
// receipt hashes (keccak256 of Receipt.Encode).
func MerkleRoot(hashes []types.Hash) types.Hash {
	if len(hashes) == 0 {
		return types.Hash{}
	}
	var k types.Keccak
	level := make([]types.Hash, len(hashes))
	for i, h := range hashes {
		level[i] = k.Sum([]byte{0}, h[:])
	}
	for len(level) > 1 {
		next := level[:0] // in place: node i/2 is written after nodes i and i+1 are read
		for i := 0; i+1 < len(level); i += 2 {
			next = append(next, k.Sum([]byte{1}, level[i][:], level[i+1][:]))
		}
		if len(level)%2 == 1 {
			next = append(next, level[len(level)-1])
		}
		level = next
	}
	return level[0]
}

// vrfDomain separates the block VRF input from every other VRF use.
const vrfDomain = "cowboy/block-vrf/v1"

// VRFInput is the message a proposer proves with ECVRF for the block at
// height on top of parent: "cowboy/block-vrf/v1" ‖ parent ‖ height (8 bytes
// big-endian).
func VRFInput(parent types.Hash, height uint64) []byte {
	b := make([]byte, 0, len(vrfDomain)+types.HashLength+8)
	b = append(append(append(b, vrfDomain...), parent[:]...), 0, 0, 0, 0, 0, 0, 0, 0)
	binary.BigEndian.PutUint64(b[len(b)-8:], height)
	return b
}

// SeedFromBeta is a block's Seed: keccak256 of its VRF output.
func SeedFromBeta(beta [crypto.VRFOutputSize]byte) types.Hash { return types.Keccak256(beta[:]) }
