//go:build cgo

package secp

import (
	"github.com/ethereum/go-ethereum/crypto/secp256k1"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// KeyRecoverer recovers public keys with libsecp256k1.
var KeyRecoverer crypto.KeyRecoverer = func(hash types.Hash, sig [crypto.SignatureSize]byte) ([]byte, error) {
	return secp256k1.RecoverPubkey(hash[:], sig[:])
}
