package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"version"}, &out, &errOut); code != 0 || !strings.HasPrefix(out.String(), "cowboy ") {
		t.Fatalf("version: code %d, out %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"frobnicate"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "cowboy help") {
		t.Fatalf("unknown command: code %d, stderr %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run(nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "Usage:") {
		t.Fatalf("no command: code %d, stderr %q", code, errOut.String())
	}
}
