package fees

import (
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
)

// Intrinsic cycle costs per transaction kind, charged before execution
// (WP §17.2; token operations add the CIP-20 op cost to the base
// transaction cost, WP CIP-20 table). Sources in docs/parameters.md.
const (
	TxBaseCycles          = 21_000                // WP §17.2 Transfer / ActorMessage
	DeployCycles          = 100_000               // WP §17.2 Deploy
	UpgradeCycles         = DeployCycles          // chosen: an upgrade installs code like a deploy
	TokenCreateCycles     = TxBaseCycles + 10_000 // CIP-20 create 10 000
	TokenTransferCycles   = TxBaseCycles + 1_000  // CIP-20 transfer 1 000
	TokenCreateCells      = 256                   // CIP-20 create: 256 + name + symbol
	TokenTransferCells    = 64                    // CIP-20 transfer: 64
	AccessListAddressCell = types.AddressLength   // cells per access-list address
)

// Intrinsic returns the resources a transaction consumes before any code
// runs: a per-kind cycle cost, and one cell per byte it brings on chain (its
// payload, C3 cell metering point 1, and its access list: 20 per address
// plus each key's length) plus the per-kind storage cells of token
// operations. A transfer with no access list costs 21 000 cycles and 0 cells.
// It fails only if the payload is invalid.
func Intrinsic(t *tx.Transaction) (Usage, error) {
	p, err := t.DecodedPayload()
	if err != nil {
		return Usage{}, err
	}
	u := Usage{Cells: uint64(len(t.Payload))}
	for _, e := range t.AccessList {
		u.Cells += AccessListAddressCell
		for _, k := range e.Keys {
			u.Cells += uint64(len(k))
		}
	}
	switch p := p.(type) {
	case tx.Transfer, *tx.ExecuteActor, *tx.FundActor:
		u.Cycles = TxBaseCycles
	case *tx.DeployActor:
		u.Cycles = DeployCycles
	case *tx.UpgradeActor:
		u.Cycles = UpgradeCycles
	case *tx.TokenCreate:
		u.Cycles = TokenCreateCycles
		u.Cells += TokenCreateCells + uint64(len(p.Name)) + uint64(len(p.Symbol))
	case *tx.TokenTransfer:
		u.Cycles = TokenTransferCycles
		u.Cells += TokenTransferCells
	}
	return u, nil
}
