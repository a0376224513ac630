// Package tx is the Cowboy transaction: its canonical CBOR encoding, the
// payload of each transaction kind, signing and sender recovery.
//
// # Wire format
//
// A transaction is the canonical CBOR array (whitepaper App. A, spec
// parameters.md §9)
//
//		[chain_id, nonce, to, value, cycles_limit, cells_limit,
//		 max_fee_per_cycle, max_fee_per_cell, tip_per_cycle, tip_per_cell,
//		 access_list, payload, signature]
//
//	  - chain_id, nonce, cycles_limit, cells_limit: unsigned integers < 2^64.
//	  - value and the four fee fields: unsigned integers < 2^128 (a plain CBOR
//	    integer when the value fits 64 bits, else a tag-2 bignum).
//	  - to: a 20-byte byte string, or null for actor creation.
//	  - access_list: null, or a non-empty array of [address(20 bytes),
//	    [key (byte string), ...]] with no repeated address and no repeated key
//	    within an entry. An empty array is rejected: "no access list" has one
//	    encoding, null.
//	  - payload: a byte string; empty for a plain transfer, otherwise the
//	    canonical CBOR map of one payload kind (see Payload).
//	  - signature: null (unsigned) or [y_parity (0|1), r (32 bytes), s (32
//	    bytes)] with 0 < r < N and 0 < s ≤ N/2 (low s, so a signed transaction
//	    has one encoding). There is no EIP-155 v offset; chain separation comes
//	    from chain_id being inside the signed bytes.
//
// The signing hash is keccak256 of the encoding with signature = null; the
// transaction hash is keccak256 of the full encoding.
//
// # Strictness
//
// Decode accepts exactly the bytes Encode produces: input larger than
// MaxTxSize, non-canonical CBOR (long integer heads, indefinite lengths,
// trailing bytes, mis-ordered map keys), wrong field types, out-of-range
// integers, malformed signatures and payloads that do not match the
// transaction's shape are all rejected with an error, never a panic. Every
// accepted input re-encodes to the same bytes.
//
// The package is stateless: nonces, balances and fees are checked by the
// state transition (see core/fees for the fee rules).
package tx
