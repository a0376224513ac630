package pvm

import (
	"strings"
	"testing"
)

// TestLibModulesCompile checks that every embedded library module compiles
// and that every file in lib/ (and its packages) is registered as a module.
func TestLibModulesCompile(t *testing.T) {
	files := 0
	var walk func(dir, prefix string)
	walk = func(dir, prefix string) {
		entries, err := libFiles.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() {
				walk(dir+"/"+e.Name(), prefix+e.Name()+".")
				continue
			}
			files++
			name := prefix + strings.TrimSuffix(e.Name(), ".py")
			if e.Name() == "__init__.py" {
				name = strings.TrimSuffix(prefix, ".")
			}
			lib, ok := libModules[name]
			if !ok {
				t.Errorf("%s/%s is not registered in libModules", dir, e.Name())
				continue
			}
			if _, err := lib.compiled(); err != nil {
				t.Errorf("%s/%s: %v", dir, e.Name(), err)
			}
		}
	}
	walk("lib", "")
	if files != len(libModules) {
		t.Errorf("%d files in lib/, %d registered modules", files, len(libModules))
	}
}

// TestPrivateModules checks that helper modules are hidden from user code.
func TestPrivateModules(t *testing.T) {
	if all := allowedModules(); strings.HasPrefix(all, "_") || strings.Contains(all, " _") {
		t.Errorf("private module listed: %s", all)
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
