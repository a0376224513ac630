package stf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/host"
	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/types"
)

// State keys of the chain core (the Merkle map); core/host owns 0x01-0x12
// (docs/host.md).
const (
	prefixAccount    = 0x20 // ‖ addr: balance (16 bytes BE) ‖ nonce (8 bytes BE)
	prefixQueue      = 0x21 // ‖ seq (8 bytes BE): a queued send() (canonical CBOR wireMessage)
	keyQueuePointers = 0x22 // head (8 bytes BE) ‖ tail (8 bytes BE) of the queue
)

// AccountKey is the state key of an account (balance and nonce).
func AccountKey(a types.Address) []byte {
	k := make([]byte, 1+types.AddressLength)
	k[0] = prefixAccount
	copy(k[1:], a[:])
	return k
}

// QueueKey is the state key of the seq-th queued message.
func QueueKey(seq uint64) []byte {
	k := make([]byte, 9)
	k[0] = prefixQueue
	binary.BigEndian.PutUint64(k[1:], seq)
	return k
}

// QueuePointersKey is the state key of the message queue's head and tail.
func QueuePointersKey() []byte { return []byte{keyQueuePointers} }

// EncodeAccount is an account's stored value: 16-byte big-endian balance
// followed by the 8-byte big-endian nonce.
func EncodeAccount(a Account) []byte {
	hi, lo := a.Balance.Words()
	b := make([]byte, 0, 24)
	return binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint64(b, hi), lo), a.Nonce)
}

// DecodeAccount parses EncodeAccount's output.
func DecodeAccount(b []byte) (Account, error) {
	if len(b) != 24 {
		return Account{}, fmt.Errorf("stf: account value has %d bytes, want 24", len(b))
	}
	return Account{
		Balance: types.U128FromWords(binary.BigEndian.Uint64(b), binary.BigEndian.Uint64(b[8:])),
		Nonce:   binary.BigEndian.Uint64(b[16:]),
	}, nil
}

// Local (non-consensus) keys in the KV, beside the tree's "sn" nodes.
var (
	kvGenesis   = []byte("cb/genesis") // genesis header hash
	kvFormat    = []byte("cb/format")  // StorageFormat (8 bytes BE), written with genesis
	kvHead      = []byte("cb/head")    // height of the committed head (8 bytes BE)
	kvBlock     = []byte("cb/block/")  // ‖ height: Block.Encode
	kvReceipts  = []byte("cb/rcpts/")  // ‖ height: CBOR list of receipt hashes
	kvReceipt   = []byte("cb/rcpt/")   // ‖ tx hash or message id: Receipt.Encode
	kvTx        = []byte("cb/tx/")     // ‖ tx hash: height (8 BE) ‖ index in Block.Txs (4 BE)
	kvEvent     = []byte("cb/ev/")     // ‖ actor ‖ height (8 BE) ‖ block event index (4 BE): event CBOR
	kvScanIndex = []byte("cb/scan/")   // ‖ state key: value, for actor storage keys (prefix scans)
	kvState     = []byte("cb/state")   // the flushed state: height (8 BE) ‖ root
	kvChanges   = []byte("cb/chg/")    // ‖ height: the block's state changes (state.Tree.AppendStaged), until flushed
	storageByte = host.StorageKey(types.Address{}, nil)[0]
)

// StorageFormat numbers the layout of everything a chain stores in its KV
// (this package's keys and core/state's pages). A chain written in another
// format is refused on open rather than misread. 4: the state tree hashed
// with BLAKE3 (docs/state.md); 2 (also written by the builds that meant 3):
// the tree in pages hashed with Keccak-256; 1 (no format key): one entry
// per tree node.
const StorageFormat = 4

// storedFormat reads the kvFormat value (absent: format 1).
func storedFormat(b []byte) uint64 {
	if len(b) != 8 {
		return 1
	}
	return binary.BigEndian.Uint64(b)
}

func heightKey(prefix []byte, h uint64) []byte {
	k := append(bytes.Clone(prefix), 0, 0, 0, 0, 0, 0, 0, 0)
	binary.BigEndian.PutUint64(k[len(prefix):], h)
	return k
}

func hashKey(prefix []byte, h types.Hash) []byte { return append(bytes.Clone(prefix), h[:]...) }

// IterableKV is a state.KV that can also scan a key range: the chain keeps
// a side index of actor storage (for state_scan_prefix, which the hashed
// tree cannot serve) and of events in it. state.MemKV and
// hosts/native/store.DB are IterableKVs.
type IterableKV interface {
	state.KV
	Iterate(prefix []byte, fn func(key, value []byte) bool) error
}

// committed is the host.State of a committed root: reads from the tree,
// scans of actor storage from the side index. It is read-only: blocks
// write into a host.Overlay over it.
type committed struct {
	tree *state.Tree
	kv   IterableKV
}

var errReadOnly = errors.New("stf: committed state is read-only (write through an overlay)")

func (s *committed) Get(key []byte) ([]byte, bool, error) { return s.tree.Get(key) }
func (s *committed) Set(key, value []byte) error          { return errReadOnly }
func (s *committed) Delete(key []byte) error              { return errReadOnly }

// Iterate serves prefixes inside actor storage from the side index.
func (s *committed) Iterate(prefix []byte, fn func(key, value []byte) bool) error {
	if len(prefix) == 0 || prefix[0] != storageByte {
		return fmt.Errorf("stf: state scans are only indexed for actor storage (prefix %x)", prefix)
	}
	pk := append(bytes.Clone(kvScanIndex), prefix...)
	return s.kv.Iterate(pk, func(k, v []byte) bool { return fn(k[len(kvScanIndex):], v) })
}

// getAccount reads an account from st (zero if absent).
func getAccount(st host.State, a types.Address) (Account, error) {
	b, ok, err := st.Get(AccountKey(a))
	if err != nil || !ok {
		return Account{}, err
	}
	return DecodeAccount(b)
}

func putAccount(st host.State, a types.Address, acc Account) error {
	return st.Set(AccountKey(a), EncodeAccount(acc))
}

// queue pointers
func getQueue(st host.State) (head, tail uint64, err error) {
	b, ok, err := st.Get(QueuePointersKey())
	if err != nil || !ok {
		return 0, 0, err
	}
	if len(b) != 16 {
		return 0, 0, fmt.Errorf("stf: queue pointers corrupt")
	}
	return binary.BigEndian.Uint64(b), binary.BigEndian.Uint64(b[8:]), nil
}

func putQueue(st host.State, head, tail uint64) error {
	b := make([]byte, 16)
	binary.BigEndian.PutUint64(b, head)
	binary.BigEndian.PutUint64(b[8:], tail)
	return st.Set(QueuePointersKey(), b)
}

func encodeMessage(m Message) []byte {
	b, err := codec.Marshal(m.wire())
	if err != nil {
		panic("stf: message encoding failed: " + err.Error())
	}
	return b
}

func decodeMessage(b []byte) (Message, error) {
	var w wireMessage
	if err := codec.UnmarshalWithLimits(b, &w, decodeLimits); err != nil {
		return Message{}, err
	}
	return w.message()
}
