// Package fees is Cowboy's dual fee market (spec key-innovations §2, WP §4,
// C3 §2.4): two independent EIP-1559 markets, one for cycles (compute) and
// one for cells (bytes), plus the block's lanes and the deterministic order
// of user transactions.
//
//   - NextBasefee / NextBasefees: each market's basefee for the next block
//     from the parent's usage against its target, in exact integer
//     arithmetic.
//   - Intrinsic: what a transaction costs before any code runs.
//   - Admit: the checks that reject a transaction before execution (limits,
//     fee caps, balance), each with a clear reason.
//   - EffectivePrice / Settle: the price per unit min(max_fee, basefee + tip),
//     the basefee part burned, the tip to the proposer, the unused prepayment
//     refunded.
//   - Lanes: AssignLane, LaneCapacities, UserCapacity and CheckBlock.
//   - Order / OrderKey: the VRF-derived in-block order of user transactions.
//
// Amounts are types.U128 at the edges and big.Int inside, so no product or
// sum can wrap. docs/fees.md walks through the arithmetic with numbers.
package fees
