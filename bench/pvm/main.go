// Command pvm-bench compares the Cowboy Python VM (PVM) with CPython on the
// benchmark programs in this directory.
//
// For every benchmark it runs CPython and the PVM interleaved (py, pvm, py,
// pvm, ... for -runs rounds) so that machine noise hits both sides alike,
// keeps the minimum wall time of each side, requires the two stdouts to be
// byte-identical, and prints a table with the PVM/CPython ratio, the PVM's
// cycle count (from `--stats`, when the PVM command supports it) and the
// geometric mean of the ratios. Any failure (mismatch, error, timeout) makes
// it exit 1 after the table.
//
// Usage, from the repository root:
//
//	go run ./bench/pvm [-pvm "bin/cowboy pvm run"] [-python python3] [-runs 3]
//	                   [-filter REGEX] [-markdown] [-timeout 120s]
//
// See README.md in this directory.
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

// config holds the command-line flags.
type config struct {
	pvm         string
	python      string
	runs        int
	filter      string
	markdown    bool
	timeout     time.Duration
	dir         string
	stats       bool
	cyclesLimit string
	memoryLimit string
	list        bool
}

// side is one interpreter under test: a command prefix to which the
// benchmark file (and, for the PVM, extra flags) is appended.
type side struct {
	name   string
	prefix []string
	// extra flags for the PVM side, placed after the file (the CLI contract
	// `cowboy pvm run FILE.py [--stats] ...`) or before it when the probe
	// found that only that order works.
	extra       []string
	extraBefore bool
}

func (s side) command(file string) []string {
	args := append([]string{}, s.prefix...)
	if s.extraBefore {
		args = append(args, s.extra...)
		return append(args, file)
	}
	args = append(args, file)
	return append(args, s.extra...)
}

// runResult is the outcome of one process run.
type runResult struct {
	wall     time.Duration
	stdout   []byte
	stderr   []byte
	err      error // non-nil when the process failed, timed out or did not start
	timedOut bool
	stats    map[string]int64 // parsed from the last stderr line, if present
}

// benchResult is the summary of one benchmark over all rounds.
type benchResult struct {
	name     string
	py, pvm  time.Duration // minimum wall times
	cycles   int64         // -1 when unknown
	status   string        // "ok" or a short failure label
	detail   string        // failure explanation (stderr tail, diff)
	finished int           // rounds completed
}

func (b benchResult) ok() bool { return b.status == "ok" }

func (b benchResult) ratio() float64 {
	if b.py <= 0 {
		return math.NaN()
	}
	return b.pvm.Seconds() / b.py.Seconds()
}

func main() {
	os.Exit(run())
}

func run() int {
	var cfg config
	flag.StringVar(&cfg.pvm, "pvm", "bin/cowboy pvm run", "PVM command prefix; the benchmark file is appended (split on spaces)")
	flag.StringVar(&cfg.python, "python", "python3", "CPython command prefix (split on spaces)")
	flag.IntVar(&cfg.runs, "runs", 3, "interleaved rounds per benchmark; the minimum wall time of each side is reported")
	flag.StringVar(&cfg.filter, "filter", "", "only run benchmarks whose name (without .py) matches this regular expression")
	flag.BoolVar(&cfg.markdown, "markdown", false, "print the result table as Markdown (for docs/performance.md)")
	flag.DurationVar(&cfg.timeout, "timeout", 120*time.Second, "time limit for a single run of one benchmark")
	flag.StringVar(&cfg.dir, "dir", "", "directory holding the benchmark .py files (default: bench/pvm, or this source's directory)")
	flag.BoolVar(&cfg.stats, "stats", true, "pass --stats to the PVM (when it accepts it) and report cycles")
	flag.StringVar(&cfg.cyclesLimit, "cycles-limit", "", "if set, pass --cycles-limit N to the PVM")
	flag.StringVar(&cfg.memoryLimit, "memory-limit", "", "if set, pass --memory-limit BYTES to the PVM")
	flag.BoolVar(&cfg.list, "list", false, "list the benchmarks and exit")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/pvm [flags]\n\n"+
			"Runs each benchmark under CPython and the PVM, interleaved, checks that both\n"+
			"print the same output and reports the PVM/CPython wall-time ratio.\n\nflags:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "pvm-bench: unexpected arguments %q (use -filter to select benchmarks)\n", flag.Args())
		return 2
	}
	if cfg.runs < 1 {
		fmt.Fprintln(os.Stderr, "pvm-bench: -runs must be at least 1")
		return 2
	}

	dir, err := benchDir(cfg.dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pvm-bench:", err)
		return 2
	}
	names, err := benchmarks(dir, cfg.filter)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pvm-bench:", err)
		return 2
	}
	if cfg.list {
		for _, n := range names {
			fmt.Println(n)
		}
		return 0
	}
	if len(names) == 0 {
		fmt.Fprintf(os.Stderr, "pvm-bench: no benchmark in %s matches -filter %q\n", dir, cfg.filter)
		return 2
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	py := side{name: "CPython", prefix: strings.Fields(cfg.python)}
	pvm := side{name: "PVM", prefix: strings.Fields(cfg.pvm)}
	if len(py.prefix) == 0 || len(pvm.prefix) == 0 {
		fmt.Fprintln(os.Stderr, "pvm-bench: -python and -pvm must not be empty")
		return 2
	}
	if err := checkCommand(py.prefix[0]); err != nil {
		fmt.Fprintf(os.Stderr, "pvm-bench: CPython command %q not found: %v (set -python)\n", py.prefix[0], err)
		return 2
	}
	if err := checkCommand(pvm.prefix[0]); err != nil {
		fmt.Fprintf(os.Stderr, "pvm-bench: PVM command %q not found: %v\n"+
			"  build it with `make build` (or point -pvm at another command, e.g. -pvm python3)\n", pvm.prefix[0], err)
		return 2
	}
	if exe := realInterpreter(ctx, py.prefix); exe != "" {
		py.prefix[0] = exe
	}
	var limits []string
	if cfg.cyclesLimit != "" {
		limits = append(limits, "--cycles-limit", cfg.cyclesLimit)
	}
	if cfg.memoryLimit != "" {
		limits = append(limits, "--memory-limit", cfg.memoryLimit)
	}
	statsOK, err := probe(ctx, &pvm, cfg.stats, limits)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pvm-bench:", err)
		return 2
	}
	if cfg.stats && !statsOK {
		fmt.Fprintln(os.Stderr, "pvm-bench: note: the PVM command prints no `cycles=` stats line; the cycles column stays empty")
	}

	fmt.Fprintf(os.Stderr, "pvm-bench: %d benchmark(s) from %s, %d interleaved round(s), timeout %s\n",
		len(names), dir, cfg.runs, cfg.timeout)
	fmt.Fprintf(os.Stderr, "  CPython: %s\n  PVM:     %s\n",
		strings.Join(py.command("FILE.py"), " "), strings.Join(pvm.command("FILE.py"), " "))

	var results []benchResult
	for _, name := range names {
		if ctx.Err() != nil {
			break
		}
		r := runBenchmark(ctx, cfg, py, pvm, name, filepath.Join(dir, name+".py"))
		results = append(results, r)
	}
	if ctx.Err() != nil {
		fmt.Fprintln(os.Stderr, "pvm-bench: interrupted")
	}

	if cfg.markdown {
		printMarkdown(os.Stdout, cfg, py, pvm, results)
	} else {
		printTable(os.Stdout, results)
	}

	failed := 0
	for _, r := range results {
		if !r.ok() {
			failed++
		}
	}
	if failed > 0 || ctx.Err() != nil {
		fmt.Fprintf(os.Stderr, "pvm-bench: FAILED: %d of %d benchmark(s) did not pass:", failed, len(results))
		for _, r := range results {
			if !r.ok() {
				fmt.Fprintf(os.Stderr, " %s(%s)", r.name, r.status)
			}
		}
		fmt.Fprintln(os.Stderr)
		return 1
	}
	return 0
}

// benchDir finds the directory with the benchmark programs.
func benchDir(flagDir string) (string, error) {
	if flagDir != "" {
		if st, err := os.Stat(flagDir); err != nil || !st.IsDir() {
			return "", fmt.Errorf("-dir %s is not a directory", flagDir)
		}
		return flagDir, nil
	}
	candidates := []string{filepath.Join("bench", "pvm")}
	if _, file, _, ok := runtime.Caller(0); ok {
		candidates = append(candidates, filepath.Dir(file))
	}
	for _, c := range candidates {
		if m, _ := filepath.Glob(filepath.Join(c, "*.py")); len(m) > 0 {
			return c, nil
		}
	}
	return "", errors.New("cannot find the benchmark directory; run from the repository root or pass -dir")
}

// benchmarks lists the *.py files in dir (names without extension, sorted)
// whose names match the filter.
func benchmarks(dir, filter string) ([]string, error) {
	re, err := regexp.Compile(filter)
	if err != nil {
		return nil, fmt.Errorf("bad -filter: %v", err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, f := range files {
		n := strings.TrimSuffix(filepath.Base(f), ".py")
		if re.MatchString(n) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

// checkCommand reports whether the program can be executed: a path is
// checked on disk, a bare name is looked up in $PATH.
func checkCommand(prog string) error {
	if strings.ContainsRune(prog, filepath.Separator) || strings.ContainsRune(prog, '/') {
		st, err := os.Stat(prog)
		if err != nil {
			return errors.New("no such file")
		}
		if st.IsDir() {
			return errors.New("is a directory")
		}
		if runtime.GOOS != "windows" && st.Mode().Perm()&0o111 == 0 {
			return errors.New("not executable")
		}
		return nil
	}
	_, err := exec.LookPath(prog)
	return err
}

// realInterpreter returns the executable behind a CPython command, or "" if
// it cannot tell. `python3` is often a launcher script (pyenv's shim costs
// 0.1-0.6 s a start) whose time is not CPython's.
func realInterpreter(ctx context.Context, prefix []string) string {
	args := append(append([]string{}, prefix[1:]...), "-c", "import sys; print(sys.executable)")
	out, err := exec.CommandContext(ctx, prefix[0], args...).Output()
	exe := strings.TrimSpace(string(out))
	if err != nil || !filepath.IsAbs(exe) || checkCommand(exe) != nil {
		return ""
	}
	return exe
}

// probe runs a trivial program through the PVM command to find out whether
// it works at all and whether (and where) it accepts --stats. It sets
// pvm.extra and pvm.extraBefore and reports whether a stats line appeared.
func probe(ctx context.Context, pvm *side, wantStats bool, limits []string) (bool, error) {
	tmp, err := os.CreateTemp("", "pvm-bench-probe-*.py")
	if err != nil {
		return false, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString("print(\"probe\", 6 * 7)\n"); err != nil {
		tmp.Close()
		return false, err
	}
	if err := tmp.Close(); err != nil {
		return false, err
	}
	const want = "probe 42\n"
	timeout := 60 * time.Second

	try := func(extra []string, before bool) runResult {
		s := *pvm
		s.extra, s.extraBefore = extra, before
		return execute(ctx, s.command(tmp.Name()), timeout)
	}
	works := func(r runResult) bool { return r.err == nil && string(r.stdout) == want }

	if wantStats {
		withStats := append(append([]string{}, limits...), "--stats")
		if r := try(withStats, false); works(r) && r.stats != nil {
			pvm.extra, pvm.extraBefore = withStats, false
			return true, nil
		}
		if r := try(withStats, true); works(r) && r.stats != nil {
			pvm.extra, pvm.extraBefore = withStats, true
			return true, nil
		}
	}
	r := try(limits, false)
	if works(r) {
		pvm.extra, pvm.extraBefore = limits, false
		return false, nil
	}
	if len(limits) > 0 {
		if r2 := try(limits, true); works(r2) {
			pvm.extra, pvm.extraBefore = limits, true
			return false, nil
		}
	}
	msg := fmt.Sprintf("the PVM command `%s` fails on a trivial program", strings.Join(pvm.command(tmp.Name()), " "))
	if r.err != nil {
		msg += ": " + r.err.Error()
	} else {
		msg += fmt.Sprintf(": printed %q, want %q", r.stdout, want)
	}
	if tail := tailLines(r.stderr, 8); tail != "" {
		msg += "\n" + indent(tail)
	}
	if errors.Is(r.err, exec.ErrNotFound) || errors.Is(r.err, os.ErrNotExist) {
		msg += "\n  build it with `make build` (or point -pvm at another command)"
	}
	return false, errors.New(msg)
}

var statsLine = regexp.MustCompile(`^cycles=\d+(\s+\w+=\d+)*\s*$`)

// parseStats parses the last non-empty stderr line if it has the form
// `cycles=N cells=N memory_peak=N`.
func parseStats(stderr []byte) map[string]int64 {
	lines := strings.Split(strings.TrimRight(string(stderr), "\r\n \t"), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if !statsLine.MatchString(last) {
		return nil
	}
	stats := map[string]int64{}
	for _, kv := range strings.Fields(last) {
		k, v, _ := strings.Cut(kv, "=")
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil
		}
		stats[k] = n
	}
	return stats
}

// execute runs one command with a timeout and captures its output.
func execute(ctx context.Context, args []string, timeout time.Duration) runResult {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	cmd.Stdin = nil
	// If a grandchild keeps the pipes open after a kill, do not hang.
	cmd.WaitDelay = 5 * time.Second
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	res := runResult{wall: wall, stdout: stdout.Bytes(), stderr: stderr.Bytes(), err: err}
	if ctx.Err() == context.DeadlineExceeded {
		res.timedOut = true
		res.err = fmt.Errorf("timed out after %s", timeout)
	}
	res.stats = parseStats(res.stderr)
	return res
}

// runBenchmark runs one benchmark for cfg.runs interleaved rounds.
func runBenchmark(ctx context.Context, cfg config, py, pvm side, name, file string) benchResult {
	res := benchResult{name: name, cycles: -1, status: "ok"}
	var pyOut, pvmOut []byte
	fail := func(status, detail string) benchResult {
		res.status, res.detail = status, detail
		fmt.Fprintf(os.Stderr, "%-16s %s\n%s\n", name, status, indent(detail))
		return res
	}
	for round := 0; round < cfg.runs; round++ {
		if ctx.Err() != nil {
			return fail("INTERRUPTED", "interrupted")
		}
		rp := execute(ctx, py.command(file), cfg.timeout)
		if rp.err != nil {
			return fail(failLabel("CPython", rp), describe(py, file, rp))
		}
		rv := execute(ctx, pvm.command(file), cfg.timeout)
		if rv.err != nil {
			return fail(failLabel("PVM", rv), describe(pvm, file, rv))
		}
		if !bytes.Equal(rp.stdout, rv.stdout) {
			return fail("MISMATCH", "stdout of CPython and PVM differ\n"+diff(rp.stdout, rv.stdout))
		}
		if round == 0 {
			pyOut, pvmOut = rp.stdout, rv.stdout
		} else if !bytes.Equal(pyOut, rp.stdout) || !bytes.Equal(pvmOut, rv.stdout) {
			return fail("UNSTABLE", "output changed between rounds (the benchmark is not deterministic)\n"+diff(pyOut, rp.stdout))
		}
		if c, ok := rv.stats["cycles"]; ok {
			if res.cycles >= 0 && res.cycles != c {
				return fail("NONDETERMINISTIC", fmt.Sprintf("PVM cycle count changed between rounds: %d then %d", res.cycles, c))
			}
			res.cycles = c
		}
		if round == 0 || rp.wall < res.py {
			res.py = rp.wall
		}
		if round == 0 || rv.wall < res.pvm {
			res.pvm = rv.wall
		}
		res.finished++
		fmt.Fprintf(os.Stderr, "%-16s round %d/%d  CPython %7.3fs  PVM %7.3fs%s\n",
			name, round+1, cfg.runs, rp.wall.Seconds(), rv.wall.Seconds(), cyclesNote(rv.stats))
	}
	return res
}

func cyclesNote(stats map[string]int64) string {
	if c, ok := stats["cycles"]; ok {
		return fmt.Sprintf("  cycles %d", c)
	}
	return ""
}

func failLabel(who string, r runResult) string {
	if r.timedOut {
		return who + " TIMEOUT"
	}
	return who + " ERROR"
}

// describe explains a failed run: the command, the error and the stderr tail.
func describe(s side, file string, r runResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "$ %s\n%v", strings.Join(s.command(file), " "), r.err)
	if tail := tailLines(r.stderr, 12); tail != "" {
		b.WriteString("\n" + tail)
	}
	if bytes.Contains(r.stderr, []byte("CycleLimitExceeded")) {
		b.WriteString("\n(hint: raise the PVM's limit with -cycles-limit N)")
	}
	if bytes.Contains(r.stderr, []byte("MemoryLimitExceeded")) {
		b.WriteString("\n(hint: raise the PVM's limit with -memory-limit BYTES)")
	}
	return b.String()
}

// diff describes the first differing line of two outputs.
func diff(a, b []byte) string {
	la := strings.SplitAfter(string(a), "\n")
	lb := strings.SplitAfter(string(b), "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("first difference at line %d:\n  CPython: %s\n  PVM:     %s",
				i+1, clip(strconv.Quote(x), 200), clip(strconv.Quote(y), 200))
		}
	}
	return "outputs differ"
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

func tailLines(b []byte, n int) string {
	s := strings.TrimRight(string(b), "\r\n \t")
	if s == "" {
		return ""
	}
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// geomean returns the geometric mean of the ratios of the passing
// benchmarks and how many there were.
func geomean(results []benchResult) (float64, int) {
	sum, n := 0.0, 0
	for _, r := range results {
		if r.ok() && r.ratio() > 0 {
			sum += math.Log(r.ratio())
			n++
		}
	}
	if n == 0 {
		return math.NaN(), 0
	}
	return math.Exp(sum / float64(n)), n
}

// row formats one benchmark's cells.
func row(r benchResult) []string {
	cells := []string{r.name, "-", "-", "-", "-", "-", r.status}
	if r.finished > 0 {
		cells[1] = fmt.Sprintf("%.3f", r.py.Seconds())
		cells[2] = fmt.Sprintf("%.3f", r.pvm.Seconds())
		cells[3] = fmt.Sprintf("%.2f", r.ratio())
	}
	if r.cycles >= 0 {
		cells[4] = strconv.FormatInt(r.cycles, 10)
		if r.pvm > 0 {
			cells[5] = fmt.Sprintf("%.1f", float64(r.cycles)/r.pvm.Seconds()/1e6)
		}
	}
	return cells
}

var header = []string{"benchmark", "CPython s", "PVM s", "PVM/CPython", "PVM cycles", "Mcycles/s", "status"}

func printTable(w io.Writer, results []benchResult) {
	rows := [][]string{header}
	for _, r := range results {
		rows = append(rows, row(r))
	}
	width := make([]int, len(header))
	for _, cells := range rows {
		for i, c := range cells {
			width[i] = max(width[i], len(c))
		}
	}
	for _, cells := range rows {
		var b strings.Builder
		for i, c := range cells {
			switch {
			case i == 0:
				fmt.Fprintf(&b, "%-*s", width[i], c)
			case i == len(cells)-1:
				fmt.Fprintf(&b, "  %s", c)
			default:
				fmt.Fprintf(&b, "  %*s", width[i], c)
			}
		}
		fmt.Fprintln(w, b.String())
	}
	if g, n := geomean(results); n > 0 {
		fmt.Fprintf(w, "geometric mean PVM/CPython: %.2f (%d benchmark(s))\n", g, n)
	}
}

func printMarkdown(w io.Writer, cfg config, py, pvm side, results []benchResult) {
	fmt.Fprintf(w, "| %s |\n", strings.Join(header, " | "))
	fmt.Fprintln(w, "|:--|--:|--:|--:|--:|--:|:--|")
	for _, r := range results {
		fmt.Fprintf(w, "| %s |\n", strings.Join(row(r), " | "))
	}
	if g, n := geomean(results); n > 0 {
		fmt.Fprintf(w, "| **geometric mean** | | | **%.2f** | | | %d passed |\n", g, n)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Minimum wall time of %d interleaved run(s) per side; CPython: `%s` (%s); PVM: `%s`; %s/%s, %d CPU(s)%s.\n",
		cfg.runs, strings.Join(py.prefix, " "), pythonVersion(py), strings.Join(pvm.prefix, " "),
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), cpuModel())
}

// pythonVersion asks the CPython command for its version (best effort).
func pythonVersion(py side) string {
	args := append(append([]string{}, py.prefix...), "--version")
	r := execute(context.Background(), args, 10*time.Second)
	if r.err != nil {
		return "version unknown"
	}
	return strings.TrimSpace(string(r.stdout) + string(r.stderr))
}

// cpuModel reads the CPU model name on Linux (best effort).
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return ", " + strings.TrimSpace(v)
		}
	}
	return ""
}
