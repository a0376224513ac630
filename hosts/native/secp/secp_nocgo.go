//go:build !cgo

package secp

import "github.com/cowboy-go/cowboy/core/crypto"

// KeyRecoverer is nil without cgo: core/crypto's pure Go recovery.
var KeyRecoverer crypto.KeyRecoverer
