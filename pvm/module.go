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

// allowedModules is the import whitelist shown in ImportError messages.
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
		if !strings.HasPrefix(n, "_") {
			public = append(public, n)
		}
	}
	sort.Strings(public)
	return strings.Join(public, ", ")
}

// importName implements IMPORT_NAME for whitelisted modules.
func (th *Thread) importName(name string, level, fromlist Value) (Value, error) {
	if _, ok := level.obj.(intKind); ok && level.small() != 0 {
		return Value{}, newError(ImportErrorType, "attempted relative import with no known parent package")
	}
	private := strings.HasPrefix(name, "_") && !th.inLibrary()
	if m, ok := th.modules[name]; ok && !private {
		if err := th.charge(5); err != nil {
			return Value{}, err
		}
		return ObjectValue(m), nil
	}
	var m *Module
	var err error
	if load, ok := nativeModules[name]; ok && !private {
		if m, err = load(th); err == nil {
			th.modules[name] = m
		}
	} else if lib, ok := libModules[name]; ok && !private {
		m, err = th.runLibModule(name, lib)
	} else {
		if err := th.charge(50); err != nil {
			return Value{}, err
		}
		return Value{}, newError(ImportErrorType, "import of '"+name+"' is not allowed in the PVM; importable modules: "+allowedModules())
	}
	if err != nil {
		return Value{}, err
	}
	return ObjectValue(m), nil
}

func importFrom(th *Thread, module Value, name *Str) (Value, error) {
	v, err := getAttr(th, module, name)
	if err != nil {
		if m, ok := module.obj.(*Module); ok {
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
