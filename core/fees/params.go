package fees

import (
	"errors"
	"fmt"

	"github.com/cowboy-go/cowboy/core/types"
)

// Genesis fee-market constants. Sources are in docs/parameters.md ("Fees and
// lanes"); the arithmetic is explained in docs/fees.md.
const (
	// CyclesTarget and CellsTarget are the per-block usage targets T_c and
	// T_b: BLOCK_CYCLES_TARGET and BLOCK_CELLS_TARGET of the newest source
	// (C3 code amendment; WP §4.3 and C3 §2.4 text have 10 000 000 and
	// 500 000).
	CyclesTarget = 20_000_000
	CellsTarget  = 4_000_000
	// Elasticity E: a block may use up to E·target (WP §4.3, C3 §2.4).
	Elasticity = 2
	// Alpha α: basefee moves by (U−T)/T/α per block (spec key-innovations
	// §2, WP §4.2, C3, DE; the spec text beats the C3 code amendment's 96).
	Alpha = 8
	// MaxChangeNum/MaxChangeDen δ: one block moves a basefee by at most
	// 12.5% (WP §4.2, C3, DE). With E = 2 and α = 8 the proportional change
	// never exceeds it; the clamp matters for other parameters.
	MaxChangeNum = 1
	MaxChangeDen = 8
	// MinBasefee is the non-zero floor of both basefees (DE: non-zero
	// minimum; value MIN_BASEFEE of the C3 code amendment; WP §4.2 uses 1).
	// Being ≥ 8 it also keeps every ⌊b/8⌋ step ≥ 1, so the ±12.5% rule never
	// stalls on rounding.
	MinBasefee = 10_000
	// GenesisBasefee is the basefee of both markets at height 0: the floor.
	GenesisBasefee = MinBasefee
)

// MaxBasefee is the ceiling of either basefee, 10^24 (MAX_BASEFEE, C3 code
// amendment). Without a ceiling ~680 consecutive full blocks from the floor would overflow
// u128.
var MaxBasefee = func() types.U128 {
	u, err := types.ParseU128("1000000000000000000000000")
	if err != nil {
		panic(err)
	}
	return u
}()

// Market holds the parameters of one resource's EIP-1559 market.
type Market struct {
	Target       uint64     // usage per block the basefee steers towards
	Elasticity   uint64     // block capacity = Target·Elasticity
	Alpha        uint64     // adjustment denominator α
	MaxChangeNum uint64     // the per-block change is clamped to
	MaxChangeDen uint64     // ±basefee·MaxChangeNum/MaxChangeDen
	MinBasefee   types.U128 // floor, > 0
	MaxBasefee   types.U128 // ceiling
}

// Cap is the most a block may use of the resource: Target·Elasticity.
func (m Market) Cap() uint64 { return m.Target * m.Elasticity }

func (m Market) validate(name string) error {
	switch {
	case m.Target == 0:
		return fmt.Errorf("fees: %s market: zero target", name)
	case m.Elasticity == 0 || m.Target > ^uint64(0)/m.Elasticity:
		return fmt.Errorf("fees: %s market: elasticity %d invalid for target %d", name, m.Elasticity, m.Target)
	case m.Alpha == 0:
		return fmt.Errorf("fees: %s market: zero alpha", name)
	case m.MaxChangeDen == 0 || m.MaxChangeNum == 0:
		return fmt.Errorf("fees: %s market: zero max change", name)
	case m.MinBasefee.IsZero():
		return fmt.Errorf("fees: %s market: zero basefee floor", name)
	case m.MaxBasefee.Cmp(m.MinBasefee) < 0:
		return fmt.Errorf("fees: %s market: ceiling below floor", name)
	}
	return nil
}

// Params are the fee-market and lane parameters. The zero value is invalid;
// start from DefaultParams.
type Params struct {
	Cycles Market
	Cells  Market
	// LaneBps is each lane's share of the block's cycle capacity, in basis
	// points (1/10 000). The user lane's share is what the others leave.
	LaneBps [NumLanes]uint64
}

// DefaultParams returns the genesis parameters.
func DefaultParams() Params {
	mk := func(target uint64) Market {
		return Market{
			Target: target, Elasticity: Elasticity, Alpha: Alpha,
			MaxChangeNum: MaxChangeNum, MaxChangeDen: MaxChangeDen,
			MinBasefee: types.U128From64(MinBasefee), MaxBasefee: MaxBasefee,
		}
	}
	return Params{
		Cycles: mk(CyclesTarget),
		Cells:  mk(CellsTarget),
		// WP §6.3/§17.9, C3 §2.2.3: system 5%, timer 20%, runner 25%, user 50%.
		LaneBps: [NumLanes]uint64{LaneSystem: 500, LaneTimer: 2000, LaneRunner: 2500, LaneUser: 5000},
	}
}

// Validate checks the parameters are usable.
func (p Params) Validate() error {
	if err := p.Cycles.validate("cycles"); err != nil {
		return err
	}
	if err := p.Cells.validate("cells"); err != nil {
		return err
	}
	var sum uint64
	for _, b := range p.LaneBps {
		sum += b
	}
	if sum != 10_000 {
		return errors.New("fees: lane shares do not add up to 10 000 basis points")
	}
	return nil
}

// Basefees are the two per-resource basefees in force for a block.
type Basefees struct {
	Cycle types.U128 // per cycle
	Cell  types.U128 // per cell (byte)
}

// GenesisBasefees returns the basefees of the first block.
func GenesisBasefees() Basefees {
	return Basefees{Cycle: types.U128From64(GenesisBasefee), Cell: types.U128From64(GenesisBasefee)}
}

// Usage is an amount of both resources: a transaction's or a block's use, or
// a pair of limits.
type Usage struct {
	Cycles uint64
	Cells  uint64
}
