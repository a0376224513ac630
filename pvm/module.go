package pvm

import (
	"sort"
	"strings"
)

// Importable modules come in two kinds: nativeModules, implemented in Go,
// and libModules, written in Python (pvm/lib, see pylib.go). A Python module
// may import private native helpers: names with a leading underscore can be
// imported only by library code and are not listed to users.

// nativeModules are the importable modules implemented in Go, by name.
var nativeModules = map[string]func(th *Thread) (*Module, error){}

// allowedModules is the import whitelist shown in ImportError messages:
// the public top-level modules and packages.
func allowedModules() string {
	names := make([]string, 0, len(nativeModules)+len(libModules))
	for n := range nativeModules {
		names = append(names, n)
	}
	for n := range libModules {
		names = append(names, n)
	}
	public := names[:0]
	for _, n := range names {
		if !strings.HasPrefix(n, "_") && !strings.Contains(n, ".") {
			public = append(public, n)
		}
	}
	sort.Strings(public)
	return strings.Join(public, ", ")
}

// isPrivateName reports whether a dotted module name has a component with a
// leading underscore: only library code may import those.
func isPrivateName(name string) bool {
	for {
		if strings.HasPrefix(name, "_") {
			return true
		}
		i := strings.IndexByte(name, '.')
		if i < 0 {
			return false
		}
		name = name[i+1:]
	}
}

// importName implements IMPORT_NAME (CPython's __import__) for whitelisted
// modules: `import a.b.c` loads a, a.b and a.b.c, binds each submodule as an
// attribute of its package and returns a (or a.b.c when there is a
// fromlist, whose names that are submodules are loaded too). Relative
// imports resolve against the importing module's __package__.
func (th *Thread) importName(name string, level, fromlist Value) (Value, error) {
	if _, ok := level.obj.(intKind); ok && level.small() != 0 {
		abs, err := th.resolveRelative(name, int(level.small()))
		if err != nil {
			return Value{}, err
		}
		name = abs
	}
	if name == "" {
		return Value{}, newError(ValueErrorType, "Empty module name")
	}
	var top, m *Module
	for end := 0; end < len(name); {
		next := strings.IndexByte(name[end+1:], '.')
		if next < 0 {
			end = len(name)
		} else {
			end += 1 + next
		}
		sub, err := th.importOne(name[:end], m)
		if err != nil {
			return Value{}, err
		}
		if top == nil {
			top = sub
		}
		m = sub
	}
	names, ok := fromlist.obj.(*Tuple)
	if !ok || len(names.items) == 0 {
		return ObjectValue(top), nil
	}
	if lib, ok := libModules[m.name]; ok && lib.pkg {
		for _, n := range names.items {
			s, ok := n.obj.(*Str)
			if !ok || s.s == "*" {
				continue
			}
			if _, bound := m.globals.getStr(s); bound {
				continue
			}
			if _, known := libModules[m.name+"."+s.s]; known {
				if _, err := th.importOne(m.name+"."+s.s, m); err != nil {
					return Value{}, err
				}
			}
		}
	}
	return ObjectValue(m), nil
}

// importOne loads one module by its full dotted name (its package, if any,
// already loaded as parent) and binds it in the package.
func (th *Thread) importOne(name string, parent *Module) (*Module, error) {
	private := isPrivateName(name) && !th.inLibrary()
	if m, ok := th.modules[name]; ok && !private {
		if err := th.charge(5); err != nil {
			return nil, err
		}
		return m, nil
	}
	var m *Module
	var err error
	if load, ok := nativeModules[name]; ok && !private {
		if m, err = load(th); err == nil {
			th.modules[name] = m
		}
	} else if lib, ok := libModules[name]; ok && !private {
		if m, err = th.copyLibModule(name); m == nil && err == nil {
			m, err = th.runLibModule(name, lib)
		}
	} else {
		if err := th.charge(50); err != nil {
			return nil, err
		}
		if parent != nil {
			if lib, ok := libModules[parent.name]; ok && lib.pkg && !private {
				e := newError(ModuleNotFoundType, "No module named '"+name+"'")
				e.attrs().name = StrValue(name)
				return nil, e
			}
		}
		return nil, newError(ImportErrorType, "import of '"+name+"' is not allowed in the PVM; importable modules: "+allowedModules())
	}
	if err != nil {
		return nil, err
	}
	if parent != nil {
		parent.globals.SetString(name[strings.LastIndexByte(name, '.')+1:], ObjectValue(m))
	}
	return m, nil
}

// resolveRelative turns `from ..x import y` (level 2, name "x") into an
// absolute name using the running module's __package__.
func (th *Thread) resolveRelative(name string, level int) (string, error) {
	pkg := ""
	if th.frame != nil {
		if p, ok := th.frame.globals.GetString("__package__"); ok {
			if s, ok := p.obj.(*Str); ok {
				pkg = s.s
			}
		}
	}
	if pkg == "" {
		return "", newError(ImportErrorType, "attempted relative import with no known parent package")
	}
	for i := 1; i < level; i++ {
		j := strings.LastIndexByte(pkg, '.')
		if j < 0 {
			return "", newError(ImportErrorType, "attempted relative import beyond top-level package")
		}
		pkg = pkg[:j]
	}
	if name == "" {
		return pkg, nil
	}
	return pkg + "." + name, nil
}

func importFrom(th *Thread, module Value, name *Str) (Value, error) {
	v, err := getAttr(th, module, name)
	if err != nil {
		if m, ok := module.obj.(*Module); ok {
			// A submodule loaded by an earlier import but not bound (yet)
			// in its package, as during a circular import.
			if sub, ok := th.modules[m.name+"."+name.s]; ok {
				return ObjectValue(sub), nil
			}
			e := newError(ImportErrorType, "cannot import name '"+name.s+"' from '"+m.name+"'")
			e.attrs().name = StrValue(m.name)
			return Value{}, e
		}
	}
	return v, err
}

func importStar(th *Thread, module Value, into *Dict) error {
	m, ok := module.obj.(*Module)
	if !ok {
		return newError(TypeErrorType, "import * requires a module")
	}
	if all, ok := m.globals.GetString("__all__"); ok {
		names, err := toValues(th, all)
		if err != nil {
			return err
		}
		for _, n := range names {
			k, ok := n.obj.(*Str)
			if !ok {
				return newError(TypeErrorType, "Item in "+m.name+".__all__ must be str, not "+typeName(n))
			}
			v, err := getAttr(th, module, k)
			if err != nil {
				return err
			}
			if err := into.setStr(th, k, v); err != nil {
				return err
			}
		}
		return nil
	}
	for _, e := range m.globals.Items() {
		k := e.key.obj.(*Str)
		if strings.HasPrefix(k.s, "_") {
			continue
		}
		if err := into.setStr(th, k, e.value); err != nil {
			return err
		}
	}
	return nil
}
