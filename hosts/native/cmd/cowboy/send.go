package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/cowboy-go/cowboy/core/fees"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
)

// txFlags are the flags of every command that sends a transaction.
type txFlags struct {
	cyclesLimit, cellsLimit     uint64
	maxFeeCycle, maxFeeCell     string
	tipCycle, tipCell           string
	nonce                       int64
	noWait                      bool
	wait                        time.Duration
	defaultCycles, defaultCells uint64
}

func addTxFlags(fs *flag.FlagSet, t *txFlags) {
	fs.Uint64Var(&t.cyclesLimit, "cycles-limit", 0, "most cycles the transaction may use (default: per command)")
	fs.Uint64Var(&t.cellsLimit, "cells-limit", 0, "most cells (bytes) the transaction may use (default: per command)")
	fs.StringVar(&t.maxFeeCycle, "max-fee-per-cycle", "", "fee cap per cycle (default: 2 × the current cycle basefee + tip)")
	fs.StringVar(&t.maxFeeCell, "max-fee-per-cell", "", "fee cap per cell (default: 2 × the current cell basefee + tip)")
	fs.StringVar(&t.tipCycle, "tip-per-cycle", "0", "tip per cycle for the block proposer")
	fs.StringVar(&t.tipCell, "tip-per-cell", "0", "tip per cell for the block proposer")
	fs.Int64Var(&t.nonce, "nonce", -1, "nonce (default: the account's next, past its pending transactions)")
	fs.BoolVar(&t.noWait, "no-wait", false, "print the transaction hash and return without waiting for the receipt")
	fs.DurationVar(&t.wait, "wait", 60*time.Second, "how long to wait for the receipt")
}

// sentTx is what send returns.
type sentTx struct {
	hash    types.Hash
	from    types.Address
	nonce   uint64
	receipt *rpc.Receipt // nil with --no-wait
}

// send builds, signs and submits a transaction; build fills in the kind-
// specific fields (To, Value, Payload). Unless --no-wait it waits for and
// returns the receipt.
func (e *env) send(tf *txFlags, build func(t *tx.Transaction, from types.Address, nonce uint64) error) (*sentTx, error) {
	key, err := e.key()
	if err != nil {
		return nil, err
	}
	c, err := e.client()
	if err != nil {
		return nil, err
	}
	ctx := e.ctx
	st, err := c.Status(ctx)
	if err != nil {
		return nil, e.rpcErr(err)
	}
	from := key.Address()
	acc, err := c.Account(ctx, from)
	if err != nil {
		return nil, e.rpcErr(err)
	}
	nonce := acc.PendingNonce
	if tf.nonce >= 0 {
		nonce = uint64(tf.nonce)
	}
	t := &tx.Transaction{ChainID: st.ChainID, Nonce: nonce}
	if err := build(t, from, nonce); err != nil {
		return nil, err
	}
	if err := fillFees(t, tf, st); err != nil {
		return nil, err
	}
	if err := t.Sign(key); err != nil {
		return nil, failf("signing: %v", err)
	}
	raw, err := t.Encode()
	if err != nil {
		return nil, failf("encoding the transaction: %v", err)
	}
	resp, err := c.SendTx(ctx, raw)
	if err != nil {
		return nil, e.sendErr(err, from, acc, t)
	}
	out := &sentTx{hash: resp.TxHash, from: from, nonce: nonce}
	if tf.noWait {
		return out, nil
	}
	rc, err := waitReceipt(ctx, c, resp.TxHash, tf.wait)
	if err != nil {
		return out, e.rpcErr(err)
	}
	out.receipt = rc
	return out, nil
}

// waitReceipt polls for a receipt until d has passed.
func waitReceipt(ctx context.Context, c *rpc.Client, h types.Hash, d time.Duration) (*rpc.Receipt, error) {
	deadline := time.Now().Add(d)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return nil, failf("no receipt for %s after %s; the transaction may still be included: check with `cowboy tx get %s`", h, d, h)
		}
		step := left
		if step > rpc.MaxWait {
			step = rpc.MaxWait
		}
		rc, err := c.Receipt(ctx, h, step)
		if err == nil {
			return &rc, nil
		}
		if !rpc.IsNotFound(err) {
			return nil, err
		}
		if strings.Contains(err.Error(), "dropped") {
			return nil, failf("%v", err)
		}
	}
}

func (e *env) sendErr(err error, from types.Address, acc rpc.Account, t *tx.Transaction) error {
	msg := err.Error()
	if strings.Contains(msg, "insufficient") || strings.Contains(msg, "balance cannot cover") {
		return failf("%s\naccount %s has %s; it needs up to %s for this transaction (limits × max fees + value).\nFund it with `cowboy account transfer --to %s --amount N` from a funded key (on a devnet: --key %s/dev.key), or lower --cycles-limit/--cells-limit.",
			msg, from, acc.Balance, fees.MaxCost(t), from, e.home)
	}
	return e.rpcErr(err)
}

func parseFee(name, s string) (types.U128, bool, error) {
	if s == "" {
		return types.U128{}, false, nil
	}
	u, err := parseAmount(name, s)
	return u, true, err
}

// fillFees sets limits and fee fields from the flags, defaulting the caps
// to 2 × basefee + tip and the limits to the command's defaults (capped at
// the block capacity).
func fillFees(t *tx.Transaction, tf *txFlags, st rpc.Status) error {
	t.CyclesLimit, t.CellsLimit = tf.cyclesLimit, tf.cellsLimit
	in, err := fees.Intrinsic(t)
	if err != nil {
		return failf("%v", err)
	}
	if t.CyclesLimit == 0 {
		t.CyclesLimit = max(tf.defaultCycles, in.Cycles)
		if st.MaxCyclesLimit > 0 {
			t.CyclesLimit = min(t.CyclesLimit, st.MaxCyclesLimit)
		}
	}
	if t.CellsLimit == 0 {
		t.CellsLimit = tf.defaultCells + in.Cells
		if st.MaxCellsLimit > 0 {
			t.CellsLimit = min(t.CellsLimit, st.MaxCellsLimit)
		}
	}
	var ok bool
	if t.TipPerCycle, _, err = parseFee("tip-per-cycle", tf.tipCycle); err != nil {
		return err
	}
	if t.TipPerCell, _, err = parseFee("tip-per-cell", tf.tipCell); err != nil {
		return err
	}
	if t.MaxFeePerCycle, ok, err = parseFee("max-fee-per-cycle", tf.maxFeeCycle); err != nil {
		return err
	} else if !ok {
		t.MaxFeePerCycle = defaultCap(st.Basefees.Cycle, t.TipPerCycle)
	}
	if t.MaxFeePerCell, ok, err = parseFee("max-fee-per-cell", tf.maxFeeCell); err != nil {
		return err
	} else if !ok {
		t.MaxFeePerCell = defaultCap(st.Basefees.Cell, t.TipPerCell)
	}
	return nil
}

func defaultCap(basefee, tip types.U128) types.U128 {
	c := new(big.Int).Lsh(basefee.Big(), 1)
	c.Add(c, tip.Big())
	u, err := types.U128FromBig(c)
	if err != nil {
		return types.MaxU128
	}
	return u
}

// printReceipt prints a receipt; extra fields are merged into the JSON
// object. It returns errReported when the receipt failed.
func (e *env) printReceipt(s *sentTx, extra map[string]any) error {
	if s.receipt == nil {
		if e.json {
			out := map[string]any{"tx_hash": s.hash, "status": "pending"}
			for k, v := range extra {
				out[k] = v
			}
			e.printJSON(out)
		} else {
			fmt.Fprintf(e.stdout, "sent %s (nonce %d); not waiting for the receipt\n", s.hash, s.nonce)
			for k, v := range extra {
				fmt.Fprintf(e.stdout, "%s: %v\n", k, v)
			}
		}
		return nil
	}
	r := s.receipt
	if e.json {
		b, _ := json.Marshal(r)
		var m map[string]any
		json.Unmarshal(b, &m)
		for k, v := range extra {
			m[k] = v
		}
		e.printJSON(m)
	} else {
		e.describeReceipt(r)
		for k, v := range extra {
			fmt.Fprintf(e.stdout, "%s: %v\n", k, v)
		}
	}
	if r.Status != "ok" {
		if e.json && r.Error != nil {
			fmt.Fprintf(e.stderr, "cowboy: transaction failed: %s %s: %s\n", r.Error.Slug, r.Error.Type, r.Error.Message)
		}
		return errReported
	}
	return nil
}

func (e *env) describeReceipt(r *rpc.Receipt) {
	w := e.stdout
	if r.TxHash != (types.Hash{}) {
		fmt.Fprintf(w, "tx %s in block %d: %s\n", r.TxHash, r.Block, r.Status)
	} else {
		fmt.Fprintf(w, "status: %s\n", r.Status)
	}
	if r.Error != nil {
		fmt.Fprintf(w, "error: %s %s: %s\n", r.Error.Slug, r.Error.Type, r.Error.Message)
		if r.Error.Traceback != "" {
			fmt.Fprintln(w, strings.TrimRight(r.Error.Traceback, "\n"))
		}
	}
	if r.Address != nil {
		fmt.Fprintf(w, "actor: %s\n", r.Address)
	}
	if len(r.Return) > 0 && string(r.Return) != "null" {
		fmt.Fprintf(w, "return: %s\n", r.Return)
	}
	fmt.Fprintf(w, "cycles used: %d, cells used: %d", r.CyclesUsed, r.CellsUsed)
	if !r.Fee.Burned.IsZero() || !r.Fee.Tip.IsZero() {
		fmt.Fprintf(w, ", fee: %s burned + %s tip", r.Fee.Burned, r.Fee.Tip)
	}
	fmt.Fprintln(w)
	for _, ev := range r.Events {
		fmt.Fprintf(w, "event %s %s\n", ev.Name, ev.Payload)
	}
	for _, m := range r.Messages {
		fmt.Fprintf(w, "sent message %s → %s.%s %s (delivered next block)\n", m.ID, m.Target, orDefault(m.Method, "<default>"), m.Payload)
	}
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}
