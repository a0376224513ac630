// Package wallet reads and writes account key files: a secp256k1 private key
// with its address, as a small JSON document readable only by its owner.
//
//	{"type": "secp256k1", "address": "0x…", "private_key": "0x…"}
//
// The address is stored for people and tools that list keys; Load recomputes
// it from the private key and refuses a file where the two disagree.
package wallet

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// KeyType is the only key type a key file holds today.
const KeyType = "secp256k1"

// maxKeyFile bounds what Load reads: a key file is about 150 bytes.
const maxKeyFile = 64 << 10

type keyFile struct {
	Type       string `json:"type"`
	Address    string `json:"address"`
	PrivateKey string `json:"private_key"`
}

// ErrExists is returned by Save when the file already exists.
var ErrExists = errors.New("key file already exists")

// Generate draws a new account key from the operating system's randomness.
func Generate() (*crypto.PrivateKey, error) { return crypto.GenerateKey(rand.Reader) }

// Encode returns the key file contents for key.
func Encode(key *crypto.PrivateKey) []byte {
	b, _ := json.MarshalIndent(keyFile{
		Type:       KeyType,
		Address:    key.Address().Hex(),
		PrivateKey: "0x" + hex.EncodeToString(key.Bytes()),
	}, "", "  ")
	return append(b, '\n')
}

// Decode parses key file contents. A bare hex private key (with or without
// 0x, one line) is accepted too, so keys exported by other tools work.
func Decode(b []byte) (*crypto.PrivateKey, error) {
	s := strings.TrimSpace(string(b))
	if !strings.HasPrefix(s, "{") {
		return parseHexKey(s)
	}
	var kf keyFile
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&kf); err != nil {
		return nil, fmt.Errorf("not a key file: %v", err)
	}
	if kf.Type != "" && kf.Type != KeyType {
		return nil, fmt.Errorf("key type %q is not supported (only %s)", kf.Type, KeyType)
	}
	key, err := parseHexKey(kf.PrivateKey)
	if err != nil {
		return nil, err
	}
	if kf.Address != "" {
		a, err := types.ParseAddress(kf.Address)
		if err != nil {
			return nil, fmt.Errorf("key file address: %v", err)
		}
		if a != key.Address() {
			return nil, fmt.Errorf("key file address %s does not match its private key (%s)", a, key.Address())
		}
	}
	return key, nil
}

func parseHexKey(s string) (*crypto.PrivateKey, error) {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X")
	if len(s) != 2*crypto.PrivateKeySize {
		return nil, fmt.Errorf("private key must be %d hex digits, got %d characters", 2*crypto.PrivateKeySize, len(s))
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("private key is not hex: %v", err)
	}
	return crypto.PrivateKeyFromBytes(b)
}

// Load reads the key file at path.
func Load(path string) (*crypto.PrivateKey, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxKeyFile+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxKeyFile {
		return nil, fmt.Errorf("%s: too large for a key file", path)
	}
	key, err := Decode(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return key, nil
}

// Save writes key to path (mode 0600), creating parent directories (0700).
// It never overwrites: an existing file gives ErrExists.
func Save(path string, key *crypto.PrivateKey) error {
	// Encode first: it derives the address (slow on first use), and a
	// process killed between creating the file and writing it would leave
	// an empty key file that a later LoadOrCreate cannot load.
	data := Encode(key)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s: %w", path, ErrExists)
		}
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// LoadOrCreate loads the key at path, or generates and saves one if the file
// does not exist (or is empty: a Save interrupted by a crash). created
// reports which happened.
func LoadOrCreate(path string) (key *crypto.PrivateKey, created bool, err error) {
	key, err = Load(path)
	if err == nil {
		return key, false, nil
	}
	if fi, serr := os.Stat(path); serr == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
		// Save never writes an empty file: this one is what a process
		// killed in Save left behind. It holds no key; replace it.
		if err := os.Remove(path); err != nil {
			return nil, false, err
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, false, err
	}
	if key, err = Generate(); err != nil {
		return nil, false, err
	}
	if err := Save(path, key); err != nil {
		return nil, false, err
	}
	return key, true, nil
}
