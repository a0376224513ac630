package pvm

import (
	"sort"
	"strings"
)

// nativeModules are the importable modules implemented in Go, by name.
var nativeModules = map[string]func(th *Thread) (*Module, error){}

// allowedModules is the import whitelist shown in ImportError messages.
func allowedModules() string {
	names := make([]string, 0, len(nativeModules))
	for n := range nativeModules {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// importName implements IMPORT_NAME for whitelisted modules.
func (th *Thread) importName(name string, level, fromlist Value) (Value, error) {
	if l, ok := level.obj.(intKind); ok && level.small() != 0 {
		_ = l
		return Value{}, newError(ImportErrorType, "attempted relative import with no known parent package")
	}
	if m, ok := th.modules[name]; ok {
		if err := th.charge(5); err != nil {
			return Value{}, err
		}
		return ObjectValue(m), nil
	}
	load, ok := nativeModules[name]
	if !ok {
		if err := th.charge(50); err != nil {
			return Value{}, err
		}
		e := newError(ImportErrorType, "import of '"+name+"' is not allowed in the PVM; importable modules: "+allowedModules())
		return Value{}, e
	}
	m, err := load(th)
	if err != nil {
		return Value{}, err
	}
	th.modules[name] = m
	return ObjectValue(m), nil
}

func importFrom(th *Thread, module Value, name *Str) (Value, error) {
	v, err := getAttr(th, module, name)
	if err != nil {
		if m, ok := module.obj.(*Module); ok {
			return Value{}, newError(ImportErrorType, "cannot import name '"+name.s+"' from '"+m.name+"'")
		}
	}
	return v, err
}

func importStar(th *Thread, module Value, into *Dict) error {
	m, ok := module.obj.(*Module)
	if !ok {
		return newError(TypeErrorType, "import * requires a module")
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
