package pvm

import (
	"math/rand/v2"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
)

// BenchmarkSDKCodec encodes and decodes a mixed value through the PVM codec.
func BenchmarkSDKCodec(b *testing.B) {
	g := &cborGen{r: rand.New(rand.NewPCG(5, 6))}
	items := make([]any, 200)
	for i := range items {
		items[i], _ = g.value(1)
	}
	data, _ := codec.Marshal(items)
	th := newThread(Options{CyclesLimit: 1 << 62, MemoryLimit: 1 << 50})
	v, err := decodeValue(th, data)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		out, err := encodeValue(th, v)
		if err != nil || len(out) != len(data) {
			b.Fatal(err)
		}
		if _, err := decodeValue(th, out); err != nil {
			b.Fatal(err)
		}
	}
}
