package wallet

import (
	"crypto/hmac"
	"crypto/sha512"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"github.com/cosmos/go-bip39"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/cowboy-go/cowboy/core/crypto"
)

// Mnemonic wallets: a BIP-39 phrase, its seed (with an optional passphrase)
// and the BIP-32 key at Ethereum's first account path, BIP-44
// m/44'/60'/0'/0/0, so a phrase gives the same account here as in the
// Ethereum wallets users already have.

// AccountPath is the BIP-44 derivation path of the account a phrase gives.
const AccountPath = "m/44'/60'/0'/0/0"

var accountPath = []uint32{hardened + 44, hardened + 60, hardened, 0, 0}

const hardened = 1 << 31

// NewMnemonic returns a fresh phrase of words words (12 or 24).
func NewMnemonic(words int) (string, error) {
	if words != 12 && words != 24 {
		return "", fmt.Errorf("a mnemonic has 12 or 24 words, not %d", words)
	}
	entropy, err := bip39.NewEntropy(words / 3 * 32)
	if err != nil {
		return "", err
	}
	return bip39.NewMnemonic(entropy)
}

// FromMnemonic derives the account key of phrase (see AccountPath).
func FromMnemonic(phrase, passphrase string) (*crypto.PrivateKey, error) {
	phrase = strings.Join(strings.Fields(phrase), " ")
	seed, err := bip39.NewSeedWithErrorChecking(phrase, passphrase)
	if err != nil {
		return nil, fmt.Errorf("not a valid BIP-39 mnemonic (%v): check the words and their order", err)
	}
	k, err := deriveBIP32(seed, accountPath)
	if err != nil {
		return nil, err
	}
	return crypto.PrivateKeyFromBytes(k)
}

// deriveBIP32 returns the private key at path below seed's master key
// (BIP-32 private parent → private child derivation).
func deriveBIP32(seed []byte, path []uint32) ([]byte, error) {
	i := hmacSHA512([]byte("Bitcoin seed"), seed)
	var key secp256k1.ModNScalar
	if overflow := key.SetByteSlice(i[:32]); overflow || key.IsZero() {
		return nil, errBIP32Invalid
	}
	chain := i[32:]
	for _, index := range path {
		var data []byte
		if index >= hardened {
			k := key.Bytes()
			data = append([]byte{0}, k[:]...)
		} else {
			data = secp256k1.NewPrivateKey(&key).PubKey().SerializeCompressed()
		}
		data = binary.BigEndian.AppendUint32(data, index)
		i = hmacSHA512(chain, data)
		var tweak secp256k1.ModNScalar
		if overflow := tweak.SetByteSlice(i[:32]); overflow {
			return nil, errBIP32Invalid
		}
		key.Add(&tweak)
		if key.IsZero() {
			return nil, errBIP32Invalid
		}
		chain = i[32:]
	}
	k := key.Bytes()
	return k[:], nil
}

// errBIP32Invalid: BIP-32 says to skip such an index; the chance is below
// 2^-127, so it is reported instead.
var errBIP32Invalid = errors.New("BIP-32 derivation hit an invalid key (probability < 2^-127); use another mnemonic")

func hmacSHA512(key, data []byte) []byte {
	m := hmac.New(sha512.New, key)
	m.Write(data)
	return m.Sum(nil)
}
