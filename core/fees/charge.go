package fees

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

// Reasons a transaction is rejected before execution. Admit wraps one of
// them with the numbers involved; test with errors.Is.
var (
	ErrIntrinsicCycles     = errors.New("fees: cycles_limit below the intrinsic cycle cost")
	ErrIntrinsicCells      = errors.New("fees: cells_limit below the intrinsic cell cost")
	ErrLimitAboveCapacity  = errors.New("fees: limit above the block capacity")
	ErrTipAboveFeeCap      = errors.New("fees: tip above max fee")
	ErrFeeCapBelowBasefee  = errors.New("fees: max fee below the basefee")
	ErrInsufficientBalance = errors.New("fees: balance cannot cover limit·max_fee + value")
	ErrUsageAboveLimit     = errors.New("fees: usage above the transaction's limit")
	ErrOverflow            = errors.New("fees: amount does not fit u128")
)

// EffectivePrice is what one unit of a resource costs a transaction:
// min(maxFee, basefee + tip). The basefee part is burned and the rest goes
// to the proposer. It fails if maxFee < basefee.
func EffectivePrice(maxFee, tip, basefee types.U128) (types.U128, error) {
	if maxFee.Cmp(basefee) < 0 {
		return types.U128{}, fmt.Errorf("%w: max fee %s < basefee %s", ErrFeeCapBelowBasefee, maxFee, basefee)
	}
	p, overflow := basefee.Add(tip)
	if overflow {
		return maxFee, nil
	}
	return p.Min(maxFee), nil
}

// Prepay is what the sender must hold back before execution:
// cycles_limit·max_fee_per_cycle + cells_limit·max_fee_per_cell.
func Prepay(t *tx.Transaction) *big.Int {
	a := mul(t.CyclesLimit, t.MaxFeePerCycle)
	return a.Add(a, mul(t.CellsLimit, t.MaxFeePerCell))
}

// MaxCost is the most a transaction can take from its sender: Prepay + value.
func MaxCost(t *tx.Transaction) *big.Int {
	c := Prepay(t)
	return c.Add(c, t.Value.Big())
}

// prepay128 is Prepay in u128 arithmetic; ok is false if it leaves the
// range (its exact value then comes from Prepay, which only error
// messages need).
func prepay128(t *tx.Transaction) (prepay types.U128, ok bool) {
	cycles, over1 := t.MaxFeePerCycle.Mul64(t.CyclesLimit)
	cells, over2 := t.MaxFeePerCell.Mul64(t.CellsLimit)
	prepay, over3 := cycles.Add(cells)
	return prepay, !(over1 || over2 || over3)
}

// Quote is what Admit found out about an admissible transaction.
type Quote struct {
	Intrinsic Usage      // charged before execution
	Prepay    types.U128 // withheld from the sender before execution
	MaxCost   types.U128 // Prepay + value: ≤ the sender's balance
}

// Admit decides whether t may be executed in a block with basefees bf by a
// sender holding balance, before any of its code runs. It rejects, with the
// first failing reason:
//
//   - an invalid payload (tx.ErrInvalidPayload);
//   - limits below the intrinsic cost (ErrIntrinsicCycles, ErrIntrinsicCells);
//   - limits above the block capacity (ErrLimitAboveCapacity);
//   - a tip above its max fee (ErrTipAboveFeeCap);
//   - a max fee below the basefee (ErrFeeCapBelowBasefee), checked for each
//     resource with a non-zero limit (a resource the transaction cannot use
//     is never charged);
//   - a balance below limit·max_fee + value (ErrInsufficientBalance).
//
// Nonce and signature are the caller's to check.
func Admit(t *tx.Transaction, bf Basefees, balance types.U128, p Params) (Quote, error) {
	in, err := Intrinsic(t)
	if err != nil {
		return Quote{}, err
	}
	if t.CyclesLimit < in.Cycles {
		return Quote{}, fmt.Errorf("%w: cycles_limit %d < %d", ErrIntrinsicCycles, t.CyclesLimit, in.Cycles)
	}
	if t.CellsLimit < in.Cells {
		return Quote{}, fmt.Errorf("%w: cells_limit %d < %d", ErrIntrinsicCells, t.CellsLimit, in.Cells)
	}
	if c := p.Cycles.Cap(); t.CyclesLimit > c {
		return Quote{}, fmt.Errorf("%w: cycles_limit %d > %d", ErrLimitAboveCapacity, t.CyclesLimit, c)
	}
	if c := p.Cells.Cap(); t.CellsLimit > c {
		return Quote{}, fmt.Errorf("%w: cells_limit %d > %d", ErrLimitAboveCapacity, t.CellsLimit, c)
	}
	if t.TipPerCycle.Cmp(t.MaxFeePerCycle) > 0 {
		return Quote{}, fmt.Errorf("%w: tip_per_cycle %s > max_fee_per_cycle %s", ErrTipAboveFeeCap, t.TipPerCycle, t.MaxFeePerCycle)
	}
	if t.TipPerCell.Cmp(t.MaxFeePerCell) > 0 {
		return Quote{}, fmt.Errorf("%w: tip_per_cell %s > max_fee_per_cell %s", ErrTipAboveFeeCap, t.TipPerCell, t.MaxFeePerCell)
	}
	if t.CyclesLimit > 0 && t.MaxFeePerCycle.Cmp(bf.Cycle) < 0 {
		return Quote{}, fmt.Errorf("%w: max_fee_per_cycle %s < cycle basefee %s", ErrFeeCapBelowBasefee, t.MaxFeePerCycle, bf.Cycle)
	}
	if t.CellsLimit > 0 && t.MaxFeePerCell.Cmp(bf.Cell) < 0 {
		return Quote{}, fmt.Errorf("%w: max_fee_per_cell %s < cell basefee %s", ErrFeeCapBelowBasefee, t.MaxFeePerCell, bf.Cell)
	}
	prepay, ok := prepay128(t)
	maxCost, over := prepay.Add(t.Value)
	if !ok || over || maxCost.Cmp(balance) > 0 {
		return Quote{}, fmt.Errorf("%w: needs %s (limits %s + value %s), balance %s",
			ErrInsufficientBalance, MaxCost(t), Prepay(t), t.Value, balance)
	}
	return Quote{Intrinsic: in, Prepay: prepay, MaxCost: maxCost}, nil
}

// Settlement splits what an executed transaction pays. Prepaid was withheld
// before execution; afterwards Burned is destroyed, Tip goes to the block
// proposer and Refund returns to the sender:
//
//	Prepaid = Burned + Tip + Refund
//	Burned  = cycles_used·basefee_cycle + cells_used·basefee_cell
//	Tip     = cycles_used·(price_cycle − basefee_cycle) + cells_used·(price_cell − basefee_cell)
//
// The value transfer is separate and not included.
type Settlement struct {
	Used       Usage
	CyclePrice types.U128 // effective price per cycle (0 if cycles_limit is 0)
	CellPrice  types.U128 // effective price per cell (0 if cells_limit is 0)
	Prepaid    types.U128
	Burned     types.U128
	Tip        types.U128
	Refund     types.U128
}

// Charged is what the sender ends up paying: Burned + Tip.
func (s Settlement) Charged() types.U128 {
	c, _ := s.Burned.Add(s.Tip) // ≤ Prepaid, cannot overflow
	return c
}

// Settle computes the Settlement of t after it used `used` under basefees
// bf. used must not exceed the limits (execution stops at them); a failed
// execution still pays for what it used.
func Settle(t *tx.Transaction, bf Basefees, used Usage) (Settlement, error) {
	if used.Cycles > t.CyclesLimit || used.Cells > t.CellsLimit {
		return Settlement{}, fmt.Errorf("%w: used %d cycles / %d cells, limits %d / %d",
			ErrUsageAboveLimit, used.Cycles, used.Cells, t.CyclesLimit, t.CellsLimit)
	}
	prepay, ok := prepay128(t)
	s := Settlement{Used: used, Prepaid: prepay}
	// With the prepay in range, every product and sum below is at most the
	// prepay (used ≤ limit, basefee ≤ price ≤ max fee): none overflows.
	resource := func(limit, n uint64, maxFee, tipCap, basefee types.U128, price *types.U128) error {
		if limit == 0 {
			return nil
		}
		pr, err := EffectivePrice(maxFee, tipCap, basefee)
		if err != nil {
			return err
		}
		*price = pr
		burned, _ := basefee.Mul64(n)
		diff, _ := pr.Sub(basefee)
		tip, _ := diff.Mul64(n)
		s.Burned, _ = s.Burned.Add(burned)
		s.Tip, _ = s.Tip.Add(tip)
		return nil
	}
	if err := resource(t.CyclesLimit, used.Cycles, t.MaxFeePerCycle, t.TipPerCycle, bf.Cycle, &s.CyclePrice); err != nil {
		return Settlement{}, err
	}
	if err := resource(t.CellsLimit, used.Cells, t.MaxFeePerCell, t.TipPerCell, bf.Cell, &s.CellPrice); err != nil {
		return Settlement{}, err
	}
	if !ok {
		return Settlement{}, fmt.Errorf("%w: prepay %s", ErrOverflow, Prepay(t))
	}
	s.Refund, _ = prepay.Sub(s.Charged())
	return s, nil
}

// mul returns n·u exactly.
func mul(n uint64, u types.U128) *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(n), u.Big())
}
