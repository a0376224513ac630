package pvm

import (
	"bytes"
	"strings"
	"sync"
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

// Every library module is imaged: none reaches an object the copier does
// not handle, so no execution reruns a library top level.
func TestLibraryImageCoversEveryModule(t *testing.T) {
	img := libraryImage()
	for name, err := range img.skipped {
		t.Errorf("library module %s is not in the image: %v", name, err)
	}
	if len(img.modules) != len(libModules) {
		t.Errorf("%d of %d library modules imaged", len(img.modules), len(libModules))
	}
}

// A copy keeps the image's identity hashes (a dict keyed by objects finds
// its keys), its cycles, and is the copying Thread's alone.
func TestLibraryImageCopies(t *testing.T) {
	src := `class K:
    pass
k = K()
table = {K: "class", k: "instance"}
loop = [1]
loop.append(loop)
def f(x=loop):
    return x
`
	th := newScratchThread()
	th.nextID = imageIDBase
	prog, err := Compile("m.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	globals := newDict(0)
	if _, err := th.run(&frame{code: prog.top, globals: globals, locals: th.allocFrame(len(prog.top.Locals) + prog.top.MaxStack)}); err != nil {
		t.Fatal(err)
	}
	th.modules["m"] = &Module{name: "m", globals: globals}
	img, _ := imageOf(th, []string{"m"})
	if len(img.skipped) != 0 || len(img.ids) != 2 {
		t.Fatalf("skipped %v, %d identity hashes", img.skipped, len(img.ids))
	}
	image, imageOnce = img, sync.Once{}
	imageOnce.Do(func() {})
	defer func() { image, imageOnce = nil, sync.Once{} }()
	libModules["m"] = &libModule{}
	defer delete(libModules, "m")

	check := `import m
print(m.table[m.K], m.table[m.k], m.f()[1] is m.loop, m.f.__defaults__[0] is m.loop)
m.K.patched = True
m.loop.append(2)
`
	for i := range 2 {
		var out bytes.Buffer
		if _, err := RunSource("check.py", []byte(check), Options{CyclesLimit: 1e6, MemoryLimit: 1 << 20, Stdout: &out}); err != nil {
			t.Fatal(ErrorText(err))
		}
		if got := out.String(); got != "class instance True True\n" {
			t.Errorf("run %d: %q", i, got)
		}
	}
	orig := th.modules["m"].globals
	if k, _ := orig.GetString("K"); hasKey(k.obj.(*Type).dict, "patched") {
		t.Error("an execution patched the image's class")
	}
	if l, _ := orig.GetString("loop"); len(l.obj.(*List).items) != 2 {
		t.Errorf("an execution changed the image: loop has %d items", len(l.obj.(*List).items))
	}
}

func hasKey(d *Dict, key string) bool {
	_, ok := d.GetString(key)
	return ok
}
