package rpc

import (
	"encoding/hex"
	"encoding/json"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/cborjson"
)

// The JSON documents of the API (docs/rpc.md). Amounts (types.U128) are
// decimal strings, hashes and addresses 0x-hex, byte strings "0x…" hex, and
// CBOR values (returns, event payloads) are rendered as JSON by
// hosts/native/cborjson with the raw bytes alongside.

// Basefees are the per-unit basefees of the next block.
type Basefees struct {
	Cycle types.U128 `json:"cycle"`
	Cell  types.U128 `json:"cell"`
}

// Status is GET /v1/status.
type Status struct {
	ChainID   uint64     `json:"chain_id"`
	Height    uint64     `json:"height"`
	HeadHash  types.Hash `json:"head_hash"`
	StateRoot types.Hash `json:"state_root"`
	// TimestampMs is the head block's time.
	TimestampMs uint64   `json:"timestamp_ms"`
	Basefees    Basefees `json:"basefees"`
	Mempool     int      `json:"mempool"`
	// Limits the node enforces on one transaction.
	MaxCyclesLimit uint64 `json:"max_cycles_limit"`
	MaxCellsLimit  uint64 `json:"max_cells_limit"`
}

// Account is GET /v1/account/{address}.
type Account struct {
	Address types.Address `json:"address"`
	Balance types.U128    `json:"balance"`
	Nonce   uint64        `json:"nonce"`
	// PendingNonce is the nonce for the sender's next transaction: past its
	// transactions waiting in the mempool.
	PendingNonce uint64 `json:"pending_nonce"`
}

// Actor is GET /v1/actor/{address}.
type Actor struct {
	Address  types.Address  `json:"address"`
	CodeHash types.Hash     `json:"code_hash"`
	Creator  types.Address  `json:"creator"`
	Owner    *types.Address `json:"owner"` // null: unowned; zero address: renounced
	Balance  types.U128     `json:"balance"`
	CodeSize int            `json:"code_size"`
	Code     *string        `json:"code,omitempty"` // with ?code=true
	// Manifest is the entitlement manifest as JSON (null: none), with its
	// canonical CBOR in ManifestHex.
	Manifest    json.RawMessage `json:"manifest"`
	ManifestHex string          `json:"manifest_hex"`
}

// ErrorInfo is a failed execution's error (CIP-6 §15).
type ErrorInfo struct {
	Slug      string `json:"slug"`
	Type      string `json:"type"`
	Message   string `json:"message"`
	Traceback string `json:"traceback,omitempty"`
}

// Event is one emitted event.
type Event struct {
	Actor      types.Address   `json:"actor"`
	Name       string          `json:"name"`
	Payload    json.RawMessage `json:"payload"`
	PayloadHex string          `json:"payload_hex"`
	Block      uint64          `json:"block"`
	TxHash     types.Hash      `json:"tx_hash"`
	Index      int             `json:"index"`
}

// Message is one send() queued for the next block.
type Message struct {
	ID         types.Hash      `json:"id"`
	Sender     types.Address   `json:"sender"`
	Target     types.Address   `json:"target"`
	Nonce      uint64          `json:"nonce"`
	Method     string          `json:"method"`
	Payload    json.RawMessage `json:"payload"`
	PayloadHex string          `json:"payload_hex"`
}

// Fee is what a transaction paid.
type Fee struct {
	Burned types.U128 `json:"burned"`
	Tip    types.U128 `json:"tip"`
	Refund types.U128 `json:"refund"`
}

// Receipt is a transaction's (or a delivered message's, or a read-only
// call's) outcome.
type Receipt struct {
	TxHash     types.Hash      `json:"tx_hash"`
	Block      uint64          `json:"block"`
	Index      int             `json:"index"`
	Kind       string          `json:"kind"`
	From       types.Address   `json:"from"`
	To         *types.Address  `json:"to"`
	Status     string          `json:"status"` // "ok" | "error"
	Return     json.RawMessage `json:"return"`
	ReturnHex  string          `json:"return_hex"`
	Error      *ErrorInfo      `json:"error"`
	CyclesUsed uint64          `json:"cycles_used"`
	CellsUsed  uint64          `json:"cells_used"`
	Events     []Event         `json:"events"`
	Messages   []Message       `json:"messages"`
	Address    *types.Address  `json:"address,omitempty"` // deploys
	Fee        Fee             `json:"fee"`
}

// Tx states in TxInfo.Status.
const (
	TxPending  = "pending"  // in the mempool
	TxIncluded = "included" // in a block; Receipt is set
	TxDropped  = "dropped"  // left the mempool without inclusion; Reason says why
	TxUnknown  = "unknown"  // never seen (or forgotten)
)

// TxInfo is GET /v1/tx/{hash}.
type TxInfo struct {
	TxHash  types.Hash `json:"tx_hash"`
	Status  string     `json:"status"`
	Reason  string     `json:"reason,omitempty"`
	Block   *uint64    `json:"block"`
	Tx      *TxBody    `json:"tx"`
	Receipt *Receipt   `json:"receipt"`
}

// TxBody is a decoded transaction.
type TxBody struct {
	From           types.Address   `json:"from"`
	ChainID        uint64          `json:"chain_id"`
	Nonce          uint64          `json:"nonce"`
	To             *types.Address  `json:"to"`
	Value          types.U128      `json:"value"`
	Kind           string          `json:"kind"`
	CyclesLimit    uint64          `json:"cycles_limit"`
	CellsLimit     uint64          `json:"cells_limit"`
	MaxFeePerCycle types.U128      `json:"max_fee_per_cycle"`
	MaxFeePerCell  types.U128      `json:"max_fee_per_cell"`
	TipPerCycle    types.U128      `json:"tip_per_cycle"`
	TipPerCell     types.U128      `json:"tip_per_cell"`
	Payload        json.RawMessage `json:"payload"` // the decoded payload map, null for transfers
	Raw            string          `json:"raw"`     // the signed encoding, hex
}

// Header is a block header.
type Header struct {
	Height      uint64                    `json:"height"`
	Hash        types.Hash                `json:"hash"`
	Parent      types.Hash                `json:"parent"`
	TimestampMs uint64                    `json:"timestamp_ms"`
	Proposer    types.Address             `json:"proposer"`
	ProposerKey crypto.ValidatorPublicKey `json:"proposer_key"`
	VRFProof    string                    `json:"vrf_proof"`
	StateRoot   types.Hash                `json:"state_root"`
	TxRoot      types.Hash                `json:"tx_root"`
	ReceiptRoot types.Hash                `json:"receipt_root"`
	Basefees    Basefees                  `json:"basefees"`
	CyclesUsed  uint64                    `json:"cycles_used"`
	CellsUsed   uint64                    `json:"cells_used"`
	Seed        types.Hash                `json:"seed"`
}

// Block is GET /v1/block/{height|latest}.
type Block struct {
	Header   Header       `json:"header"`
	Txs      []types.Hash `json:"txs"`
	Receipts []Receipt    `json:"receipts,omitempty"` // with ?receipts=true
}

// CallRequest is the body of POST /v1/call. Payload is hex of canonical
// CBOR; Args, if given instead, is JSON converted to CBOR.
type CallRequest struct {
	Actor   string          `json:"actor"`
	Handler string          `json:"handler"`
	Payload string          `json:"payload,omitempty"`
	Args    json.RawMessage `json:"args,omitempty"`
	From    string          `json:"from,omitempty"`
}

// SendTxRequest is the body of POST /v1/tx.
type SendTxRequest struct {
	Tx string `json:"tx"` // hex of the signed encoding
}

// SendTxResponse answers POST /v1/tx.
type SendTxResponse struct {
	TxHash types.Hash `json:"tx_hash"`
	// Replaced is the pending transaction this one replaced (same nonce).
	Replaced *types.Hash `json:"replaced,omitempty"`
}

// Events is GET /v1/events/{actor}.
type Events struct {
	Actor  types.Address `json:"actor"`
	From   uint64        `json:"from"`
	To     uint64        `json:"to"`
	Events []Event       `json:"events"`
}

// Proof is GET /v1/proof/{key}: the value (or absence) of a state key at the
// head and the Merkle proof of it against StateRoot.
type Proof struct {
	Key       string     `json:"key"`
	Present   bool       `json:"present"`
	Value     string     `json:"value"` // hex; "" when absent
	StateRoot types.Hash `json:"state_root"`
	Height    uint64     `json:"height"`
	Proof     string     `json:"proof"` // hex of the proof's canonical CBOR (core/state)
}

// ErrorBody is every error response: {"error": {"code", "message"}}.
type ErrorBody struct {
	Error *Error `json:"error"`
}

func hexs(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return "0x" + hex.EncodeToString(b)
}

// cborJSON renders CBOR as JSON; bytes that do not decode are shown as a
// hex string so a response never fails on a strange value.
func cborJSON(b []byte) json.RawMessage {
	if len(b) == 0 {
		return json.RawMessage("null")
	}
	j, err := cborjson.ToJSON(b)
	if err != nil {
		j, _ = json.Marshal(hexs(b))
	}
	return j
}

// ConvertReceipt renders an stf receipt.
func ConvertReceipt(r stf.Receipt) Receipt {
	out := Receipt{
		TxHash: r.TxHash, Block: r.Block, Index: r.Index, Kind: r.Kind, From: r.From, To: r.To,
		Status: r.Status, Return: cborJSON(r.Return), ReturnHex: hexs(r.Return),
		CyclesUsed: r.CyclesUsed, CellsUsed: r.CellsUsed, Address: r.Address,
		Fee:      Fee{Burned: r.Fee.Burned, Tip: r.Fee.Tip, Refund: r.Fee.Refund},
		Events:   []Event{},
		Messages: []Message{},
	}
	if r.Error != nil {
		out.Error = &ErrorInfo{Slug: r.Error.Slug, Type: r.Error.Type, Message: r.Error.Message, Traceback: r.Error.Traceback}
	}
	for _, e := range r.Events {
		out.Events = append(out.Events, ConvertEvent(e))
	}
	for _, m := range r.Messages {
		out.Messages = append(out.Messages, Message{ID: m.ID, Sender: m.Sender, Target: m.Target, Nonce: m.Nonce,
			Method: m.Method, Payload: cborJSON(m.Payload), PayloadHex: hexs(m.Payload)})
	}
	return out
}

// ConvertEvent renders an stf event.
func ConvertEvent(e stf.Event) Event {
	return Event{Actor: e.Actor, Name: e.Name, Payload: cborJSON(e.Payload), PayloadHex: hexs(e.Payload),
		Block: e.Height, TxHash: e.TxHash, Index: e.Index}
}

// ConvertHeader renders an stf header.
func ConvertHeader(h stf.Header) Header {
	return Header{
		Height: h.Height, Hash: h.Hash(), Parent: h.Parent, TimestampMs: h.TimestampMs,
		Proposer: h.Proposer, ProposerKey: h.ProposerKey, VRFProof: hexs(h.VRFProof[:]),
		StateRoot: h.StateRoot, TxRoot: h.TxRoot, ReceiptRoot: h.ReceiptRoot,
		Basefees:   Basefees{Cycle: h.BasefeeCycles, Cell: h.BasefeeCells},
		CyclesUsed: h.CyclesUsed, CellsUsed: h.CellsUsed, Seed: h.Seed,
	}
}

// ConvertTx renders a signed transaction encoding. It fails only if raw
// does not decode.
func ConvertTx(raw []byte) (*TxBody, error) {
	t, err := tx.Decode(raw)
	if err != nil {
		return nil, err
	}
	from, _ := t.Sender()
	b := &TxBody{From: from, ChainID: t.ChainID, Nonce: t.Nonce, To: t.To, Value: t.Value,
		CyclesLimit: t.CyclesLimit, CellsLimit: t.CellsLimit, MaxFeePerCycle: t.MaxFeePerCycle,
		MaxFeePerCell: t.MaxFeePerCell, TipPerCycle: t.TipPerCycle, TipPerCell: t.TipPerCell,
		Payload: cborJSON(t.Payload), Raw: hexs(raw)}
	if k, err := t.Kind(); err == nil {
		b.Kind = k.String()
	}
	return b, nil
}

// ConvertActor renders an stf actor.
func ConvertActor(a stf.ActorInfo, withCode bool) Actor {
	out := Actor{Address: a.Address, CodeHash: a.CodeHash, Creator: a.Creator, Owner: a.Owner,
		Balance: a.Balance, CodeSize: len(a.Code), Manifest: cborJSON(a.Manifest), ManifestHex: hexs(a.Manifest)}
	if withCode {
		s := string(a.Code)
		out.Code = &s
	}
	return out
}
