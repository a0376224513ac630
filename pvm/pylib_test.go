package pvm

import (
	"strings"
	"testing"
)

// TestLibModulesCompile checks that every embedded library module compiles
// and that every file in lib/ is registered as a module.
func TestLibModulesCompile(t *testing.T) {
	entries, err := libFiles.ReadDir("lib")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".py")
		lib, ok := libModules[name]
		if !ok {
			t.Errorf("lib/%s is not registered in libModules", e.Name())
			continue
		}
		if _, err := lib.compiled(name); err != nil {
			t.Errorf("lib/%s: %v", e.Name(), err)
		}
	}
	if len(entries) != len(libModules) {
		t.Errorf("%d files in lib/, %d registered modules", len(entries), len(libModules))
	}
}

// TestPrivateModules checks that helper modules are hidden from user code.
func TestPrivateModules(t *testing.T) {
	if strings.Contains(allowedModules(), "_") {
		t.Errorf("private module listed: %s", allowedModules())
	}
	prog, err := Compile("t.py", []byte("import _collections\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = prog.Run(Options{CyclesLimit: 1e6, MemoryLimit: 1 << 20})
	if e, ok := err.(*Exception); !ok || e.cls != ImportErrorType {
		t.Errorf("import _collections: got %v, want ImportError", err)
	}
}
