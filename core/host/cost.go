package host

import (
	"github.com/cowboy-go/cowboy/core/codec"
)

// Cycle and cell costs of the syscalls (docs/parameters.md records each
// constant with its source). A syscall costs its base below plus one cycle
// per payload byte, charged before it runs; the PVM adds one cycle per
// result byte. Work whose size is only known inside the syscall (rows of a
// prefix scan, a callee's cycles) is charged as it happens.
const (
	CostContext      = 100    // get_sender, get_actor_address, get_block_height, get_timestamp_ms, get_owner, is_initialized (WP §17.3 get_block_info)
	CostStateRead    = 10     // state_get (CIP-3 KV read)
	CostStateWrite   = 200    // state_set, state_delete, ownership and init-flag writes (CIP-3 KV write)
	CostScanBase     = 10     // state_scan_prefix, plus CostScanRow per row returned (CIP-3 KV read)
	CostScanRow      = 10     //
	CostEventBase    = 500    // emit_event (WP §17.3: 500 + 5/byte)
	CostEventPerByte = 5      //
	CostSend         = 80     // send_message (CIP-3 mailbox send)
	CostCall         = 500    // call_actor, plus the callee's cycles (chosen)
	CostRandomness   = 100    // randomness (WP §17.3 hash: 100 + 1/byte)
	CostChargeGas    = 10     // charge_gas, plus the amount (chosen)
	CostUpgrade      = 100000 // upgrade_self (WP §17.2 Deploy intrinsic)
	CostTimer        = 200    // timer syscalls (CIP-5; refused on this chain for now)
	CostJob          = 200    // submit_job (refused on this chain for now; chosen)

	// CIP-20 token operations (WP): cycles and cells.
	CostTokenCreate       = 10000
	CostTokenTransfer     = 1000
	CostTokenTransferFrom = 1500
	CostTokenApprove      = 500
	CostTokenMint         = 1000
	CostTokenBurn         = 500
	CostTokenRead         = 100 // balance_of, allowance, total_supply

	CellsTokenCreateBase   = 256 // + len(name) + len(symbol)
	CellsTokenTransfer     = 64
	CellsTokenTransferFrom = 96
	CellsTokenApprove      = 32
	CellsTokenMint         = 64
	CellsTokenBurn         = 64
)

var syscallBase = map[string]int64{
	"get_sender": CostContext, "get_actor_address": CostContext, "get_block_height": CostContext,
	"get_timestamp_ms": CostContext, "get_owner": CostContext, "is_initialized": CostContext,
	"state_get": CostStateRead, "state_set": CostStateWrite, "state_delete": CostStateWrite,
	"state_scan_prefix": CostScanBase,
	"emit_event":        CostEventBase,
	"call_actor":        CostCall,
	"send_message":      CostSend,
	"token_create":      CostTokenCreate, "token_transfer": CostTokenTransfer, "token_approve": CostTokenApprove,
	"token_transfer_from": CostTokenTransferFrom, "token_mint": CostTokenMint, "token_burn": CostTokenBurn,
	"token_balance_of": CostTokenRead, "token_allowance": CostTokenRead, "token_total_supply": CostTokenRead,
	"schedule_timer": CostTimer, "schedule_timer_ex": CostTimer, "extend_timer": CostTimer, "cancel_timer": CostTimer,
	"submit_job":         CostJob,
	"upgrade_self":       CostUpgrade,
	"randomness":         CostRandomness,
	"charge_gas":         CostChargeGas,
	"transfer_ownership": CostStateWrite, "renounce_ownership": CostStateWrite,
	"assume_ownership_if_unowned": CostStateWrite, "mark_initialized": CostStateWrite,
}

// maxChargeGas bounds one charge_gas amount so the sum cannot overflow;
// any budget is far below it.
const maxChargeGas = 1 << 50

// syscallCycles is the cycle cost charged before a syscall runs.
func syscallCycles(name string, payload []byte) int64 {
	base, ok := syscallBase[name]
	if !ok {
		base = 100 // unknown syscalls fail, after paying the crossing
	}
	cost := base + int64(len(payload))
	switch name {
	case "emit_event":
		cost += (CostEventPerByte - 1) * int64(len(payload))
	case "charge_gas":
		var p struct {
			Amount int64 `cbor:"amount"`
		}
		if codec.Unmarshal(payload, &p) == nil && p.Amount > 0 {
			cost += min(p.Amount, maxChargeGas)
		}
	}
	return cost
}
