package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/cowboy-go/cowboy/hosts/native/node"
	"github.com/cowboy-go/cowboy/hosts/native/rpc"
)

const defaultRPCAddr = "127.0.0.1:8787"

// cmdDevnet runs a one-validator chain until SIGINT/SIGTERM.
func cmdDevnet(e *env, args []string) error {
	fs := e.newFlags("devnet", "devnet [--home DIR] [--rpc-addr HOST:PORT] [--block-time DURATION]")
	addr := fs.String("rpc-addr", defaultRPCAddr, "address the RPC listens on")
	blockTime := fs.Duration("block-time", node.DefaultBlockTime, "time between blocks")
	chainID := fs.Uint64("chain-id", node.DefaultChainID, "chain id (used when the home is new)")
	quiet := fs.Bool("quiet", false, "do not log blocks")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageErr("cowboy devnet: unexpected argument %q", pos[0])
	}
	if *blockTime < 10*time.Millisecond {
		return usageErr("--block-time %s: at least 10ms", *blockTime)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			return failf("cannot listen on %s: the address is in use (is a devnet already running? try `cowboy status --rpc http://%s`), or pick another --rpc-addr", *addr, *addr)
		}
		return failf("cannot listen on %s: %v", *addr, err)
	}
	node.TuneGC(node.NodeGC)
	cfg := node.Config{Home: e.home, BlockTime: *blockTime, ChainID: *chainID, Log: e.stderr}
	if *quiet {
		cfg.Log = nil
	}
	n, err := node.Open(cfg)
	if err != nil {
		ln.Close()
		return failf("%v", err)
	}
	srv := &http.Server{
		Handler:           rpc.NewServer(n),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      rpc.MaxWait + 30*time.Second,
		MaxHeaderBytes:    rpc.MaxHeaderBytes,
	}
	serveErr := make(chan error, 1)
	go func() { serveErr <- srv.Serve(ln) }()

	ctx, stop := signal.NotifyContext(e.ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	runDone := make(chan error, 1)
	go func() { runDone <- n.Run(ctx) }()

	e.devnetBanner(n, "http://"+ln.Addr().String(), *addr != defaultRPCAddr)

	var runErr error
	select {
	case <-ctx.Done():
	case err := <-serveErr:
		runErr = failf("RPC server: %v", err)
		stop()
	}
	fmt.Fprintln(e.stderr, "cowboy devnet: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
	}
	cancel()
	<-runDone // the block in progress, if any, is committed
	head := n.Head()
	if err := n.Close(); err != nil {
		return failf("closing the database: %v", err)
	}
	fmt.Fprintf(e.stderr, "cowboy devnet: stopped at block %d %s\n", head.Height, head.Hash())
	return runErr
}

// progName is how the user invoked this binary (bin/cowboy under make),
// for the commands the banner suggests.
func progName() string {
	p := os.Args[0]
	if p == "" || strings.Contains(p, "go-build") || filepath.Base(p) != "cowboy" {
		return "cowboy"
	}
	return p
}

func (e *env) devnetBanner(n *node.Node, url string, customAddr bool) {
	st := n.Status()
	var flags []string
	if e.homeSet && e.home != defaultHome() {
		flags = append(flags, "--home "+e.home)
	}
	if customAddr {
		flags = append(flags, "--rpc "+url)
	}
	f := ""
	if len(flags) > 0 {
		f = " " + strings.Join(flags, " ")
	}
	w := e.stdout
	fmt.Fprintf(w, "cowboy devnet: chain %d at block %d (home %s)\n", st.ChainID, st.Height, e.home)
	fmt.Fprintf(w, "RPC:         %s\n", url)
	fmt.Fprintf(w, "dev account: %s\n", n.DevAddress())
	fmt.Fprintf(w, "dev key:     %s (used by default by the cowboy CLI)\n", n.DevKeyPath())
	fmt.Fprintf(w, `
Next, in another terminal:
  %[3]s account balance%[1]s
  %[3]s actor new counter
  %[3]s actor deploy%[1]s --code actors/counter/main.py --salt 0x01
  %[3]s actor execute%[1]s --actor ADDRESS --handler increment --payload '{"by": 2}'
  %[3]s actor call%[1]s --actor ADDRESS --handler get_count
Stop with Ctrl-C; state is kept in %[2]s and picked up on restart.
`, f, e.home, progName())
}
