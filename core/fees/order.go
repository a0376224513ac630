package fees

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// orderDomain separates order keys from every other use of the block's VRF
// output.
const orderDomain = "cowboy/tx-order/v1"

// OrderKey is a user transaction's position key in a block (WP §6.5: "Order
// key = VRF(proposer_key, tx_hash, block_height)"). The proposer's VRF output
// beta for the block (verified with crypto.VRFVerify by consensus) is the
// keyed, unpredictable part; the key is
//
//	keccak256("cowboy/tx-order/v1" ‖ beta ‖ height (8 bytes BE) ‖ tx_hash)
//
// so the proposer, who cannot choose beta, cannot choose positions, and one
// VRF proof per block covers every transaction.
func OrderKey(beta [crypto.VRFOutputSize]byte, height uint64, txHash types.Hash) types.Hash {
	var k types.Keccak
	return orderKey(&k, &beta, height, &txHash)
}

// orderKey is OrderKey hashing with k, which Order keeps for the block.
func orderKey(k *types.Keccak, beta *[crypto.VRFOutputSize]byte, height uint64, txHash *types.Hash) types.Hash {
	var h [8]byte
	binary.BigEndian.PutUint64(h[:], height)
	return k.Sum([]byte(orderDomain), beta[:], h[:], txHash[:])
}

// OrderItem is what ordering needs of a user transaction.
type OrderItem struct {
	Hash   types.Hash
	Sender types.Address
	Nonce  uint64
}

// ErrDuplicate reports two items with the same hash or the same sender and
// nonce.
var ErrDuplicate = errors.New("fees: duplicate transaction in block")

// Order returns the execution order of a block's user transactions as
// indices into items. Slots are ordered by OrderKey ascending, ties (which
// need a keccak collision) by transaction hash. A sender's transactions must
// run in nonce order, so each sender's transactions are then placed in the
// slots the keys gave that sender, lowest nonce first. The result depends
// only on the set of items, beta and height — not on the order items arrive
// in.
func Order(items []OrderItem, beta [crypto.VRFOutputSize]byte, height uint64) ([]int, error) {
	type slot struct {
		key types.Hash
		idx int
	}
	slots := make([]slot, len(items))
	hashes := make(map[types.Hash]bool, len(items))
	type sn struct {
		a types.Address
		n uint64
	}
	nonces := make(map[sn]bool, len(items))
	var k types.Keccak
	for i, it := range items {
		if hashes[it.Hash] {
			return nil, fmt.Errorf("%w: hash %s", ErrDuplicate, it.Hash)
		}
		hashes[it.Hash] = true
		if nonces[sn{it.Sender, it.Nonce}] {
			return nil, fmt.Errorf("%w: sender %s nonce %d", ErrDuplicate, it.Sender, it.Nonce)
		}
		nonces[sn{it.Sender, it.Nonce}] = true
		slots[i] = slot{key: orderKey(&k, &beta, height, &it.Hash), idx: i}
	}
	slices.SortFunc(slots, func(a, b slot) int {
		if c := bytes.Compare(a.key[:], b.key[:]); c != 0 {
			return c
		}
		return bytes.Compare(items[a.idx].Hash[:], items[b.idx].Hash[:])
	})
	// Per sender: the slots it got (in order) and its items by nonce.
	bySender := make(map[types.Address][]int) // slot positions
	for pos, s := range slots {
		a := items[s.idx].Sender
		bySender[a] = append(bySender[a], pos)
	}
	out := make([]int, len(items))
	for pos := range slots {
		out[pos] = slots[pos].idx
	}
	for _, positions := range bySender {
		if len(positions) < 2 {
			continue
		}
		idx := make([]int, len(positions))
		for i, pos := range positions {
			idx[i] = slots[pos].idx
		}
		slices.SortFunc(idx, func(a, b int) int {
			switch {
			case items[a].Nonce < items[b].Nonce:
				return -1
			case items[a].Nonce > items[b].Nonce:
				return 1
			}
			return 0
		})
		for i, pos := range positions {
			out[pos] = idx[i]
		}
	}
	return out, nil
}
