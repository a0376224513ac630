package stf

import (
	"errors"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/types"
)

// Genesis describes height 0. Open writes it into a fresh KV; on a KV that
// already holds a chain it must describe the same chain (its hash is
// compared with the stored genesis header's).
type Genesis struct {
	ChainID     uint64
	TimestampMs uint64
	// Alloc prefunds accounts. Addresses must be distinct.
	Alloc []GenesisAccount
	// ProposerKeys are the validator (ed25519) keys allowed to propose
	// blocks: a block's VRF proof must verify under one of them. Empty
	// allows any key (devnets and tests); the key used is in every header.
	ProposerKeys []crypto.ValidatorPublicKey
}

// GenesisAccount is one prefunded account.
type GenesisAccount struct {
	Address types.Address
	Balance types.U128
}

// Header is a block header. Its hash (Hash) is keccak256 of its canonical
// CBOR encoding (EncodeHeader) and is the next block's Parent.
type Header struct {
	Height      uint64
	Parent      types.Hash // zero for the genesis block
	TimestampMs uint64
	// Proposer is the address that receives the block's tips.
	Proposer types.Address
	// ProposerKey and VRFProof: the proposer's ed25519 key and its ECVRF
	// proof over VRFInput(Parent, Height). Zero in the genesis header.
	ProposerKey crypto.ValidatorPublicKey
	VRFProof    [crypto.VRFProofSize]byte
	// StateRoot is the Merkle root of all state after the block.
	StateRoot types.Hash
	// TxRoot and ReceiptRoot are binary Merkle roots (MerkleRoot) over the
	// hashes of the block's transactions and of its receipts' encodings, in
	// execution order (delivered messages first, then transactions).
	TxRoot      types.Hash
	ReceiptRoot types.Hash
	// BasefeeCycles and BasefeeCells are the basefees this block's
	// transactions paid; CyclesUsed and CellsUsed what the block used (the
	// next block's basefees follow from them, core/fees.NextBasefees).
	BasefeeCycles, BasefeeCells types.U128
	CyclesUsed, CellsUsed       uint64
	// Seed is the block's randomness: keccak256 of the VRF output beta
	// (SeedFromBeta). Actors see it through runtime.randomness().
	Seed types.Hash
}

// Block is a header and its body.
type Block struct {
	Header Header
	// Txs are the signed transaction encodings in execution order (the
	// VRF order of fees.Order). Messages delivered in the block are not
	// listed: they follow from the state (the queue the parent left) and
	// their receipts are in the block's receipts.
	Txs [][]byte
}

// Receipt kinds beyond the transaction kinds of core/tx ("transfer",
// "deploy", "execute", "fund", "upgrade", "token_create",
// "token_transfer").
const (
	KindMessage = "message" // a delivered send()
)

// Receipt statuses.
const (
	StatusOK    = host.StatusOK    // "ok"
	StatusError = host.StatusError // "error"
)

// Receipt is the outcome of a transaction or of a delivered message.
type Receipt struct {
	// TxHash is the transaction hash, or a delivered message's id.
	TxHash types.Hash
	Block  uint64
	Index  int // position in the block's receipts (messages first)
	Kind   string
	From   types.Address
	To     *types.Address // nil for a deploy
	Status string         // "ok" | "error"
	Return []byte         // CBOR result of the handler (nil if none)
	Error  *ErrorInfo
	// CyclesUsed and CellsUsed include the intrinsic cost.
	CyclesUsed, CellsUsed uint64
	Events                []Event
	// Address is the deployed actor's address (deploys, also on failure).
	Address *types.Address
	// Messages are the send()s the execution queued for the next block.
	Messages []Message
	Fee      FeeInfo
}

// ErrorInfo describes a failed execution (CIP-6 §15).
type ErrorInfo struct {
	Slug      string // E1xxx
	Type      string // exception class or limit name
	Message   string
	Traceback string
}

// Event is one emitted event, located in the chain.
type Event struct {
	Actor   types.Address
	Name    string
	Payload []byte // CBOR
	Height  uint64
	TxHash  types.Hash
	Index   int // position among the block's events
}

// Message is one send() queued for delivery.
type Message struct {
	ID      types.Hash
	Sender  types.Address
	Target  types.Address
	Nonce   uint64
	Method  string // "" = DefaultMessageHandler
	Payload []byte
}

// FeeInfo is what a transaction paid: Burned (basefee part, destroyed),
// Tip (to the proposer) and Refund (returned of the prepayment). Delivered
// messages pay nothing (all zero).
type FeeInfo struct {
	Burned, Tip, Refund types.U128
}

// Account is a native account's state. Actors have accounts too (their
// native balance).
type Account struct {
	Balance types.U128
	Nonce   uint64
}

// ActorInfo describes a deployed actor.
type ActorInfo struct {
	Address  types.Address
	CodeHash types.Hash
	Code     []byte
	Creator  types.Address
	Owner    *types.Address // nil: unowned; zero address: renounced
	Manifest []byte         // canonical CBOR
	Balance  types.U128
}

// Proposer signs blocks: it names the tip recipient and proves the block's
// VRF output with its ed25519 validator key. KeyProposer is the usual one.
type Proposer interface {
	Address() types.Address
	PublicKey() crypto.ValidatorPublicKey
	// VRFProve returns the ECVRF proof over alpha (crypto.VRFProve).
	VRFProve(alpha []byte) ([crypto.VRFProofSize]byte, error)
}

// KeyProposer is a Proposer holding a validator key.
type KeyProposer struct {
	Key      *crypto.ValidatorPrivateKey
	Coinbase types.Address
}

// Address implements Proposer.
func (p KeyProposer) Address() types.Address { return p.Coinbase }

// PublicKey implements Proposer.
func (p KeyProposer) PublicKey() crypto.ValidatorPublicKey { return p.Key.PublicKey() }

// VRFProve implements Proposer.
func (p KeyProposer) VRFProve(alpha []byte) ([crypto.VRFProofSize]byte, error) {
	return crypto.VRFProve(p.Key, alpha)
}

// Dropped is a transaction ProduceBlock left out of the block, and why.
type Dropped struct {
	Hash types.Hash // zero if the bytes did not decode
	Err  error
	// Retry is true when the transaction may become valid later (a nonce
	// ahead of the account, a full block, funds short now): keep it in the
	// mempool. False: it can never be included (bad encoding, signature,
	// chain id, nonce already used, fee rules); discard it.
	Retry bool
}

// Errors of CheckTx and of block validation, wrapped with detail (test
// with errors.Is). Decoding, signature and chain-id errors are core/tx's,
// fee errors core/fees's.
var (
	ErrNonceTooLow  = errors.New("stf: nonce already used")
	ErrNonceTooHigh = errors.New("stf: nonce ahead of the account nonce")
	ErrBadBlock     = errors.New("stf: invalid block")
	ErrNotFound     = errors.New("stf: not found")

	// ErrStorageFormat: the KV holds a chain stored by a build with
	// another StorageFormat.
	ErrStorageFormat = errors.New("the database is in another storage format")
)
