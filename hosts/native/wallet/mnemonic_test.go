package wallet

import (
	"encoding/hex"
	"strings"
	"testing"
)

// The well-known development phrase and its first Ethereum account, as
// every BIP-39/BIP-44 Ethereum wallet derives them.
func TestFromMnemonicKnownAccount(t *testing.T) {
	k, err := FromMnemonic("test test test test test test test test test test test junk", "")
	if err != nil {
		t.Fatal(err)
	}
	if got := k.Address().Hex(); got != "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" {
		t.Errorf("address %s", got)
	}
	if got := hex.EncodeToString(k.Bytes()); got != "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80" {
		t.Errorf("key %s", got)
	}
}

// BIP-32 test vector 1: chain m/0'/1/2'/2/1000000000 from seed 000102…0f.
func TestBIP32Vector1(t *testing.T) {
	seed, _ := hex.DecodeString("000102030405060708090a0b0c0d0e0f")
	k, err := deriveBIP32(seed, []uint32{hardened, 1, hardened + 2, 2, 1000000000})
	if err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(k); got != "471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8" {
		t.Errorf("key %s", got)
	}
}

func TestMnemonicRoundTrip(t *testing.T) {
	for _, words := range []int{12, 24} {
		m, err := NewMnemonic(words)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(strings.Fields(m)); n != words {
			t.Fatalf("%d words, want %d", n, words)
		}
		a, err := FromMnemonic(m, "")
		if err != nil {
			t.Fatal(err)
		}
		b, err := FromMnemonic("  "+strings.ReplaceAll(m, " ", "\n ")+"\n", "")
		if err != nil || a.Address() != b.Address() {
			t.Fatalf("whitespace changed the key: %v", err)
		}
		if c, _ := FromMnemonic(m, "pass"); c.Address() == a.Address() {
			t.Fatal("the passphrase did not change the key")
		}
	}
	if _, err := NewMnemonic(13); err == nil {
		t.Error("13 words accepted")
	}
	if _, err := FromMnemonic("test test test test test test test test test test test test", ""); err == nil || !strings.Contains(err.Error(), "not a valid BIP-39 mnemonic") {
		t.Errorf("bad checksum: %v", err)
	}
}
