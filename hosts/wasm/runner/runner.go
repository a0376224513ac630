// Package runner executes the WebAssembly guest (hosts/wasm/guest) under
// wazero, the pure-Go WebAssembly runtime. Replaying work inside the guest
// and comparing its bytes with the native run is how the project checks
// that the deterministic core behaves identically on every target.
package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	"github.com/tetratelabs/wazero/sys"
)

// Runner holds a compiled guest; Run may be called many times.
type Runner struct {
	rt       wazero.Runtime
	compiled wazero.CompiledModule
}

// New compiles the guest binary.
func New(ctx context.Context, guest []byte) (*Runner, error) {
	rt := wazero.NewRuntime(ctx)
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, rt); err != nil {
		rt.Close(ctx)
		return nil, err
	}
	compiled, err := rt.CompileModule(ctx, guest)
	if err != nil {
		rt.Close(ctx)
		return nil, fmt.Errorf("compile guest: %w", err)
	}
	return &Runner{rt: rt, compiled: compiled}, nil
}

// Close releases the runtime.
func (r *Runner) Close(ctx context.Context) error { return r.rt.Close(ctx) }

// Output is what one guest run produced.
type Output struct {
	Stdout, Stderr []byte
	ExitCode       uint32
}

// Run starts a fresh guest instance with args and stdin.
func (r *Runner) Run(ctx context.Context, stdin []byte, args ...string) (Output, error) {
	var stdout, stderr bytes.Buffer
	cfg := wazero.NewModuleConfig().
		WithName("").
		WithArgs(append([]string{"guest"}, args...)...).
		WithStdin(bytes.NewReader(stdin)).
		WithStdout(&stdout).
		WithStderr(&stderr)
	mod, err := r.rt.InstantiateModule(ctx, r.compiled, cfg)
	out := Output{}
	var exit *sys.ExitError
	switch {
	case errors.As(err, &exit):
		out.ExitCode = exit.ExitCode()
	case err != nil:
		return out, err
	default:
		mod.Close(ctx)
	}
	out.Stdout, out.Stderr = stdout.Bytes(), stderr.Bytes()
	return out, nil
}
