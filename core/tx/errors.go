package tx

import (
	"errors"
	"fmt"
)

// Limits on a transaction's size and shape. MaxTxSize is the protocol's
// max_tx_size (spec parameters.md §1, WP §12.1); the others are chosen here
// (docs/parameters.md) and are far above any realistic use while bounding
// the work one transaction can cause before it is charged.
const (
	MaxTxSize            = 128 << 10 // bytes of the full encoding
	MaxAccessListEntries = 1024      // [address, keys] entries
	MaxAccessListKeys    = 4096      // keys over all entries
	MaxAccessKeySize     = 256       // bytes in one access-list key
	MaxHandlerSize       = 256       // bytes in a handler name (as CIP-5 timers)
	MaxTokenNameSize     = 64        // bytes in a token name
	MaxTokenSymbolSize   = 16        // bytes in a token symbol
	MaxTokenDecimals     = 38        // 10^38 < 2^128, so one whole token fits a u128
	TokenIDSize          = 32        // token ids are 32 bytes (CIP-20 Scope::Token([u8; 32]))
)

// Limit names used in LimitError.Limit.
const (
	LimitMaxTxSize            = "MaxTxSize"
	LimitMaxAccessListEntries = "MaxAccessListEntries"
	LimitMaxAccessListKeys    = "MaxAccessListKeys"
	LimitMaxAccessKeySize     = "MaxAccessKeySize"
	LimitMaxHandlerSize       = "MaxHandlerSize"
	LimitMaxTokenNameSize     = "MaxTokenNameSize"
	LimitMaxTokenSymbolSize   = "MaxTokenSymbolSize"
	LimitMaxTokenDecimals     = "MaxTokenDecimals"
)

// LimitError reports a transaction that exceeds one of the limits above.
// Limits of the underlying CBOR decoder are reported as *codec.LimitError.
type LimitError struct {
	Limit string // one of the Limit* names
	Max   int    // the limit in force
	Size  int    // what the input had
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("tx: %d exceeds %s (%d)", e.Size, e.Limit, e.Max)
}

// Errors returned by this package; they are wrapped with detail, so test
// with errors.Is. Non-canonical CBOR also matches codec.ErrNotCanonical and
// friends.
var (
	// ErrMalformed: the bytes are not a transaction (wrong shape or types).
	ErrMalformed = errors.New("tx: malformed transaction")
	// ErrNotCanonical: the input decodes but does not re-encode to itself.
	ErrNotCanonical = errors.New("tx: not canonical")
	// ErrInvalidPayload: the payload does not decode as the kind the
	// transaction's shape requires, or breaks a payload rule.
	ErrInvalidPayload = errors.New("tx: invalid payload")
	// ErrInvalidSignature: malformed or non-canonical signature, or one
	// that does not recover a key.
	ErrInvalidSignature = errors.New("tx: invalid signature")
	// ErrUnsigned: a signature is required but the transaction has none.
	ErrUnsigned = errors.New("tx: unsigned transaction")
	// ErrWrongChain: the transaction's chain_id is not the verifying chain's.
	ErrWrongChain = errors.New("tx: wrong chain id")
)
