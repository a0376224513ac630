# Cowboy-Go build entry points. `make help` lists them.
GO          ?= go
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# The deterministic core must build for both WebAssembly targets (ARCHITECTURE.md invariant 3).
CORE_PKGS   := $(foreach d,pvm core consensus,$(if $(wildcard $(d)),./$(d)/...))
WASM_OUT    := bin/wasm

.PHONY: help build devnet test ci wasm wasm-check bench bench-pvm bench-chain pgo fmt fmt-check vet staticcheck clean

help:
	@echo "make build       build bin/cowboy"
	@echo "make devnet      build and run a one-validator chain (home $(DEVNET_HOME), RPC $(DEVNET_ADDR))"
	@echo "make test        all Go tests, the purity check and the wasm build checks"
	@echo "make ci          what .ci/run runs: test + gofmt check + go vet + staticcheck"
	@echo "make wasm        WebAssembly artifacts (GOOS=js and GOOS=wasip1) under $(WASM_OUT)/"
	@echo "make bench       Go benchmarks"
	@echo "make bench-pvm   PVM vs CPython benchmark table"
	@echo "make bench-chain transfers/s and actor calls/s end to end (bench/chain), Merkle updates/s (core/state, goleveldb)"
	@echo "make pgo         re-record the profile bin/cowboy is optimised with ($(PGO))"
	@echo "make fmt         gofmt -w the tree"

build:
	$(GO) build -o bin/cowboy ./hosts/native/cmd/cowboy

# `make devnet DEVNET_HOME=/tmp/dn DEVNET_ADDR=127.0.0.1:9000 BLOCK_TIME=500ms`
DEVNET_HOME ?= $(HOME)/.cowboy/devnet
DEVNET_ADDR ?= 127.0.0.1:8787
BLOCK_TIME  ?= 1s

devnet: build
	bin/cowboy devnet --home $(DEVNET_HOME) --rpc-addr $(DEVNET_ADDR) --block-time $(BLOCK_TIME)

test: wasm-check
	$(GO) test -timeout 20m ./...

wasm-check:
	GOOS=js GOARCH=wasm $(GO) build $(CORE_PKGS)
	GOOS=wasip1 GOARCH=wasm $(GO) build $(CORE_PKGS)

wasm: wasm-check
	@mkdir -p $(WASM_OUT)
	$(if $(wildcard hosts/wasm/guest),GOOS=wasip1 GOARCH=wasm $(GO) build -o $(WASM_OUT)/replay.wasm ./hosts/wasm/guest)
	$(if $(wildcard hosts/browser),GOOS=js GOARCH=wasm $(GO) build -o $(WASM_OUT)/cowboy.wasm ./hosts/browser)

ci: fmt-check vet staticcheck test

fmt:
	gofmt -w $$(git ls-files '*.go' --cached --others --exclude-standard)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' --cached --others --exclude-standard)); \
	if [ -n "$$out" ]; then echo "gofmt needed (run 'make fmt'):"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

staticcheck:
	$(GO) run $(STATICCHECK) ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

bench-pvm: build
	$(GO) run ./bench/pvm -pvm "bin/cowboy pvm run"

# One core for bench/chain's figure: sender recovery runs in Parallel tasks,
# and their cgo calls would spread over threads even at GOMAXPROCS=1.
ONE_CPU := $(shell command -v taskset >/dev/null 2>&1 && echo taskset -c 0)

bench-chain:
	$(ONE_CPU) $(GO) test -run '^$$' -bench . -benchtime 64x -cpu 1 ./bench/chain
	$(GO) test -run '^$$' -bench . -benchtime 64x -cpu 2 ./bench/chain
	$(GO) test -run '^$$' -bench 'Commit(Parallel)?$$' -benchtime 320x -cpu 1,2 ./core/state
	$(GO) test -run '^$$' -bench 'Commit$$/block=1000$$/' -benchtime 320x -cpu 1,2 ./hosts/native/store
	$(GO) test -run '^$$' -bench 'Commit$$/block=10000/flush=32' -benchtime 32x -cpu 1,2 ./hosts/native/store

# Profile-guided optimisation: `go build` of the cowboy command uses this CPU
# profile of the PVM benchmark programs and the chain benchmarks. Inside the
# interpreter loop the compiler otherwise inlines only the tiniest calls.
# Re-record it after large changes to hot code.
PGO := hosts/native/cmd/cowboy/default.pgo

pgo:
	@mkdir -p bin
	$(GO) test -o bin/pgo-pvm.test -run '^$$' -bench Programs -benchtime 1x -cpuprofile bin/pgo-pvm.prof ./pvm
	$(GO) test -o bin/pgo-chain.test -run '^$$' -bench . -benchtime 64x -cpu 1 -cpuprofile bin/pgo-chain.prof ./bench/chain
	$(GO) tool pprof -proto bin/pgo-pvm.prof bin/pgo-chain.prof > $(PGO)

clean:
	rm -rf bin
