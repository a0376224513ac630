package wallet

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "keys", "a.key")
	k, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(path, k); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", fi.Mode())
	}
	if err := Save(path, k); !errors.Is(err, ErrExists) {
		t.Fatalf("overwrite: %v", err)
	}
	got, err := Load(path)
	if err != nil || got.Address() != k.Address() {
		t.Fatalf("load: %v", err)
	}
	k2, _, err := LoadOrCreate(path)
	if err != nil || k2.Address() != k.Address() {
		t.Fatalf("LoadOrCreate existing: %v", err)
	}
	k3, created, err := LoadOrCreate(filepath.Join(dir, "new.key"))
	if err != nil || !created || k3.Address() == k.Address() {
		t.Fatalf("LoadOrCreate new: %v %v", created, err)
	}
}

func TestDecodeErrors(t *testing.T) {
	k, _ := Generate()
	good := string(Encode(k))
	other, _ := Generate()
	for name, in := range map[string]string{
		"not json":      "{",
		"unknown field": `{"private_key": "0x01", "x": 1}`,
		"wrong type":    `{"type": "ed25519", "private_key": "0x` + strings.Repeat("11", 32) + `"}`,
		"short key":     "0x1234",
		"not hex":       strings.Repeat("zz", 32),
		"zero key":      strings.Repeat("00", 32),
		"wrong address": strings.Replace(good, k.Address().Hex(), other.Address().Hex(), 1),
	} {
		if _, err := Decode([]byte(in)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if got, err := Decode([]byte("0x" + strings.Repeat("11", 32) + "\n")); err != nil || got == nil {
		t.Errorf("bare hex: %v", err)
	}
}

// An empty key file is what a Save killed after creating the file leaves:
// LoadOrCreate replaces it; Load still refuses it.
func TestLoadOrCreateReplacesEmpty(t *testing.T) {
	path := filepath.Join(t.TempDir(), "k.key")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil {
		t.Fatal("Load accepted an empty file")
	}
	k, created, err := LoadOrCreate(path)
	if err != nil || !created {
		t.Fatalf("LoadOrCreate: created %v, %v", created, err)
	}
	k2, created, err := LoadOrCreate(path)
	if err != nil || created || k2.Address() != k.Address() {
		t.Fatalf("reload: created %v, %v", created, err)
	}
}
