package fees

import (
	"fmt"
	"math/big"

	"github.com/cowboy-go/cowboy/core/types"
)

// NextBasefee returns the basefee of the child of a block that used `used`
// units of a resource under basefee parent (EIP-1559, one market):
//
//	U > T: b' = min(b + max(1, min(⌊b·(U−T)/(T·α)⌋, ⌊b·num/den⌋)), MaxBasefee)
//	U = T: b' = b
//	U < T: b' = max(b − min(⌊b·(T−U)/(T·α)⌋, ⌊b·num/den⌋), MinBasefee)
//
// all in exact integer arithmetic. An increase is at least 1 so a small
// basefee can always rise (as in EIP-1559); a decrease rounds towards no
// change. It fails if used exceeds the market's capacity or parent lies
// outside [MinBasefee, MaxBasefee]: both mean the parent block is invalid.
func NextBasefee(parent types.U128, used uint64, m Market) (types.U128, error) {
	if err := m.validate("this"); err != nil {
		return types.U128{}, err
	}
	if used > m.Cap() {
		return types.U128{}, fmt.Errorf("fees: block used %d, more than the capacity %d", used, m.Cap())
	}
	if parent.Cmp(m.MinBasefee) < 0 || parent.Cmp(m.MaxBasefee) > 0 {
		return types.U128{}, fmt.Errorf("fees: parent basefee %s outside [%s, %s]", parent, m.MinBasefee, m.MaxBasefee)
	}
	if used == m.Target {
		return parent, nil
	}
	b := parent.Big()
	var gap uint64
	if used > m.Target {
		gap = used - m.Target
	} else {
		gap = m.Target - used
	}
	// delta = min(b·gap/(T·α), b·num/den)
	delta := new(big.Int).Mul(b, new(big.Int).SetUint64(gap))
	delta.Quo(delta, new(big.Int).Mul(new(big.Int).SetUint64(m.Target), new(big.Int).SetUint64(m.Alpha)))
	clamp := new(big.Int).Mul(b, new(big.Int).SetUint64(m.MaxChangeNum))
	clamp.Quo(clamp, new(big.Int).SetUint64(m.MaxChangeDen))
	if delta.Cmp(clamp) > 0 {
		delta = clamp
	}
	next := new(big.Int)
	if used > m.Target {
		if delta.Sign() == 0 {
			delta.SetInt64(1)
		}
		next.Add(b, delta)
		if ceil := m.MaxBasefee.Big(); next.Cmp(ceil) > 0 {
			next = ceil
		}
	} else {
		next.Sub(b, delta)
		if floor := m.MinBasefee.Big(); next.Cmp(floor) < 0 {
			next = floor
		}
	}
	return types.U128FromBig(next) // in [floor, ceiling], cannot fail
}

// NextBasefees applies NextBasefee to both markets.
func NextBasefees(parent Basefees, used Usage, p Params) (Basefees, error) {
	c, err := NextBasefee(parent.Cycle, used.Cycles, p.Cycles)
	if err != nil {
		return Basefees{}, fmt.Errorf("cycle market: %w", err)
	}
	b, err := NextBasefee(parent.Cell, used.Cells, p.Cells)
	if err != nil {
		return Basefees{}, fmt.Errorf("cell market: %w", err)
	}
	return Basefees{Cycle: c, Cell: b}, nil
}
