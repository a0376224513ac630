package stf

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// marshalReceipt is the receipt as wireReceipt through codec.Marshal: the
// definition that Encode's hand-written bytes must match.
func marshalReceipt(r *Receipt) ([]byte, error) {
	w := wireReceipt{
		TxHash: r.TxHash.Bytes(), Block: r.Block, Index: uint64(r.Index), Kind: r.Kind, From: r.From.Bytes(),
		To: addrOrNil(r.To), Status: r.Status, Return: r.Return, CyclesUsed: r.CyclesUsed, CellsUsed: r.CellsUsed,
		Events: []wireEvent{}, Address: addrOrNil(r.Address), Messages: []wireMessage{},
		Fee: wireFee{Burned: r.Fee.Burned.Big(), Tip: r.Fee.Tip.Big(), Refund: r.Fee.Refund.Big()},
	}
	if e := r.Error; e != nil {
		w.Error = &wireError{Slug: e.Slug, Type: e.Type, Message: e.Message, Traceback: e.Traceback}
	}
	for _, e := range r.Events {
		w.Events = append(w.Events, wireEvent{Actor: e.Actor.Bytes(), Name: e.Name, Payload: nonNil(e.Payload)})
	}
	for _, m := range r.Messages {
		w.Messages = append(w.Messages, m.wire())
	}
	return codec.Marshal(w)
}

func addrOrNil(a *types.Address) []byte {
	if a == nil {
		return nil
	}
	return a.Bytes()
}

// TestReceiptEncodeMatchesMarshal compares Encode with codec.Marshal over
// receipts with and without every optional part, and round-trips them.
func TestReceiptEncodeMatchesMarshal(t *testing.T) {
	to, addr := types.Address{1: 2}, types.Address{19: 9}
	base := Receipt{TxHash: types.Hash{3: 4}, Block: 1 << 40, Index: 70_000, Kind: "transfer", From: types.Address{5: 6},
		To: &to, Status: StatusOK, CyclesUsed: 21_000, Fee: FeeInfo{Burned: types.U128From64(23), Tip: types.MaxU128, Refund: types.U128From64(1 << 33)}}
	rs := []Receipt{base}
	r := base
	r.To, r.Address, r.Kind, r.Status, r.Return = nil, &addr, "deploy", StatusError, []byte{}
	r.Error = &ErrorInfo{Slug: "E1000", Type: "ValueError", Message: strings.Repeat("é", 300), Traceback: "Traceback…"}
	rs = append(rs, r)
	r = base
	r.Return, r.CellsUsed = []byte{0xa1, 0x61, 0x6e, 0x01}, 1<<32+5
	r.Events = []Event{{Actor: addr, Name: "tick", Payload: []byte{1}}, {Actor: to, Name: ""}}
	r.Messages = []Message{{ID: types.Hash{9: 9}, Sender: to, Target: addr, Nonce: 300, Method: "on_message", Payload: bytes.Repeat([]byte{7}, 30)}, {}}
	rs = append(rs, r)
	for i := range rs {
		got := rs[i].Encode()
		want, err := marshalReceipt(&rs[i])
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("receipt %d: Encode\n%x\nMarshal\n%x (%v)", i, got, want, err)
		}
		if _, err := DecodeReceipt(got); err != nil {
			t.Fatalf("receipt %d: %v", i, err)
		}
	}
}
