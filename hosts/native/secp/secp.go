// Package secp plugs libsecp256k1 (C, through go-ethereum's cgo binding,
// which vendors the library's sources) into sender recovery. It recovers a
// key about 3.5 times faster than the pure Go code core/crypto uses by
// default, and recovery is most of the cost of admitting a transfer. Without
// cgo, KeyRecoverer is nil, which selects that default.
package secp
