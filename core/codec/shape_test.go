package codec

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

// TestAppendRead checks the appenders against Marshal, and the Reader
// against the appenders, at every head width and bignum length.
func TestAppendRead(t *testing.T) {
	for shift := uint(0); shift < 128; shift += 3 {
		for _, delta := range []int64{-1, 0, 1} {
			v := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), shift), big.NewInt(delta))
			u, _ := types.U128FromBig(v)
			p := bytes.Repeat([]byte{7}, int(shift))
			n := uint64(1) << (shift / 2)
			got := AppendU128(AppendArrayHead(nil, 4), u)
			got = AppendBytes(got, p)
			got = AppendNull(AppendText(AppendMapHead(got, 1), "k"))
			got = AppendUint(got, n)
			want, err := Marshal([]any{v, p, map[string]any{"k": nil}, n})
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("%s: appended %x, Marshal %x (%v)", v, got, want, err)
			}
			r := NewReader(got)
			if r.ArrayHead() != 4 || r.U128() != u || !bytes.Equal(r.Bytes(), p) || r.Done() {
				t.Fatalf("%s: read back wrong", v)
			}
			r = NewReader(AppendUint(AppendNull(nil), n))
			if !r.Null() || r.Null() || r.Uint() != n || !r.Done() {
				t.Fatalf("%d: null and uint read back wrong", n)
			}
		}
	}
}
