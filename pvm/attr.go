package pvm

import "slices"

// Attribute access: Python's descriptor protocol for instances, classes,
// modules and built-in objects. Paths that would expose the interpreter
// (frames, code objects, globals, subclass walking) are refused.

// sandboxed names are never readable: they are the classic escape routes
// from a restricted Python.
var sandboxed = map[string]bool{
	"__subclasses__": true, "__globals__": true, "__code__": true, "__builtins__": true,
	"__closure__": true, "gi_frame": true, "gi_code": true, "cr_frame": true, "cr_code": true,
	"tb_frame": true, "f_globals": true, "f_locals": true, "f_back": true, "__traceback__": true,
	"func_globals": true, "__reduce__": true, "__reduce_ex__": true,
}

// isSandboxed reports whether reading the attribute name is refused.
func (s *Str) isSandboxed() bool {
	if s.names {
		return s.sandboxed
	}
	return sandboxed[s.s]
}

// markName precomputes isSandboxed for a shared name.
func (s *Str) markName() {
	s.sandboxed = sandboxed[s.s]
	s.names = true
}

func sandboxError(v Value, name string) error {
	return newError(AttributeErrorType, "'"+typeName(v)+"' object attribute '"+name+"' is not available in the PVM sandbox")
}

func noAttribute(v Value, name string) error {
	var e *Exception
	switch o := v.obj.(type) {
	case *Module:
		e = newError(AttributeErrorType, "module '"+o.name+"' has no attribute '"+name+"'")
	case *Type:
		e = newError(AttributeErrorType, "type object '"+o.Name+"' has no attribute '"+name+"'")
	default:
		e = newError(AttributeErrorType, "'"+typeName(v)+"' object has no attribute '"+name+"'")
	}
	x := e.attrs()
	x.name, x.obj = StrValue(name), v
	return e
}

// isDataDescriptor reports whether a class attribute takes precedence over
// the instance dict.
func isDataDescriptor(attr Value) bool {
	switch attr.obj.(type) {
	case *Property, *slotDescr:
		return true
	case *Instance:
		_, ok := attr.Type().lookup(nameDescSet)
		if !ok {
			_, ok = attr.Type().lookup(nameDescDelete)
		}
		return ok
	}
	return false
}

// hasDescriptorGet reports whether a data descriptor reads through a
// getter: one with only __set__ (or __delete__) leaves reads to the
// instance dict.
func hasDescriptorGet(attr Value) bool {
	if _, ok := attr.obj.(*Instance); ok {
		_, ok = attr.Type().lookup(nameDescGet)
		return ok
	}
	return true
}

// descriptorGet applies __get__ of a class attribute found for obj (None for
// access through the class itself).
func descriptorGet(th *Thread, attr, obj Value, owner *Type) (Value, error) {
	switch a := attr.obj.(type) {
	case *Function:
		if obj.IsNone() {
			return attr, nil
		}
		return ObjectValue(&BoundMethod{fn: attr, self: obj}), nil
	case *Builtin:
		if a.owner != nil && a.self.obj == nil && !obj.IsNone() {
			return ObjectValue(&Builtin{name: a.name, fn: a.fn, self: obj, owner: a.owner}), nil
		}
		return attr, nil
	case *StaticMethod:
		return a.fn, nil
	case *ClassMethod:
		// classmethod over another descriptor (CPython 3.9-3.12): its
		// __get__ gets the class as both instance and owner.
		switch f := a.fn.obj.(type) {
		case *Property:
			return propertyGet(th, f, ObjectValue(owner))
		case *Instance:
			if _, ok := f.cls.lookup(nameDescGet); ok {
				return descriptorGet(th, a.fn, ObjectValue(owner), owner)
			}
		}
		return ObjectValue(&BoundMethod{fn: a.fn, self: ObjectValue(owner)}), nil
	case *Property:
		if obj.IsNone() {
			return attr, nil
		}
		return propertyGet(th, a, obj)
	case goDescriptor:
		return a.descGet(th, obj, owner)
	case *slotDescr:
		if obj.IsNone() {
			return attr, nil
		}
		return a.get(obj)
	case *Instance:
		if get, ok := attr.Type().lookup(nameDescGet); ok {
			return th.callArgs(get, attr, obj, ObjectValue(owner))
		}
	}
	return attr, nil
}

// getAttr implements obj.name.
func getAttr(th *Thread, obj Value, name *Str) (Value, error) {
	v, ok, err := findAttr(th, obj, name)
	if !ok && err == nil {
		err = noAttribute(obj, name.s)
	}
	return v, err
}

// findAttr is getAttr reporting a module's or built-in object's missing
// attribute as ok=false rather than building the AttributeError, which
// getattr with a default and hasattr would only discard.
func findAttr(th *Thread, obj Value, name *Str) (Value, bool, error) {
	if name.isSandboxed() {
		return Value{}, true, sandboxError(obj, name.s)
	}
	switch o := obj.obj.(type) {
	case *Instance:
		return found(instanceGetAttr(th, obj, o.dict(), o.cls, name))
	case *Exception:
		if v, ok, err := exceptionAttr(o, name.s); ok || err != nil {
			return v, true, err
		}
		return found(instanceGetAttr(th, obj, o.dict, o.cls, name))
	case *Type:
		return found(classGetAttr(th, o, name))
	case *Module:
		if v, ok := o.globals.getStr(name); ok {
			return v, true, nil
		}
		if attr, ok := ModuleType.lookup(name); ok { // __class__, __eq__, ...
			return found(descriptorGet(th, attr, obj, ModuleType))
		}
		if ga, ok := o.globals.GetString("__getattr__"); ok { // PEP 562
			return found(th.callArgs(ga, ObjectValue(name)))
		}
		return Value{}, false, nil
	case *Function:
		return found(functionAttr(th, obj, o, name))
	case *Super:
		return found(superGetAttr(th, o, name))
	case *genericAliasObj:
		if !genericAliasOwnAttr(name.s) { // list[int].append is list.append
			return found(getAttr(th, ObjectValue(o.origin), name))
		}
	}
	if v, ok, err := specialAttr(th, obj, name.s); ok || err != nil {
		return v, true, err
	}
	t := obj.Type()
	if d, ok := obj.obj.(dictObject); ok {
		return found(genericGetAttr(th, obj, d.attrDict(), t, name))
	}
	if attr, ok := t.lookup(name); ok {
		return found(descriptorGet(th, attr, obj, t))
	}
	if name.s == "__doc__" { // every object has its class's
		return t.docOrNone(), true, nil
	}
	return Value{}, false, nil
}

// docOrNone is t.__doc__.
func (t *Type) docOrNone() Value {
	if t.doc.obj == nil {
		return None
	}
	return t.doc
}

// found is an attribute lookup's answer for findAttr: any AttributeError
// is in err.
func found(v Value, err error) (Value, bool, error) {
	return v, true, err
}

// dictObject is implemented by built-in objects that carry a __dict__ for
// arbitrary attributes (functools.partial, lru_cache wrappers).
type dictObject interface {
	Object
	attrDict() *Dict
}

// goDescriptor is implemented by built-in objects that bind when found on
// a class, like functions (lru_cache wrappers, cached_property). obj is None
// for access through the class.
type goDescriptor interface {
	descGet(th *Thread, obj Value, owner *Type) (Value, error)
}

// instanceGetAttr is attribute access on instances of user classes:
// __getattribute__ (object's unless overridden), then __getattr__ if that
// raised AttributeError.
func instanceGetAttr(th *Thread, obj Value, dict *Dict, cls *Type, name *Str) (Value, error) {
	var v Value
	var err error
	sp := cls.specials()
	if sp.userGetattribute {
		v, err = th.callArgs(sp.getattribute, obj, ObjectValue(name))
	} else {
		v, err = genericGetAttr(th, obj, dict, cls, name)
	}
	if err != nil && sp.getattr.obj != nil && isAttributeError(err) {
		return th.callArgs(sp.getattr, obj, ObjectValue(name))
	}
	return v, err
}

// genericGetAttr is object.__getattribute__.
func genericGetAttr(th *Thread, obj Value, dict *Dict, cls *Type, name *Str) (Value, error) {
	attr, found := cls.lookup(name)
	if found && isDataDescriptor(attr) && hasDescriptorGet(attr) {
		return descriptorGet(th, attr, obj, cls)
	}
	inst, _ := obj.obj.(*Instance)
	if dict != nil {
		if v, ok := dict.getStr(name); ok {
			return v, nil
		}
	} else if inst != nil && inst.values != nil {
		if i := inst.sharedIndex(name); i >= 0 {
			return inst.values[i], nil
		}
	}
	if found {
		return descriptorGet(th, attr, obj, cls)
	}
	if name.s == "__class__" {
		return ObjectValue(cls), nil
	}
	if name.s == "__dict__" {
		if inst != nil && inst.values != nil {
			dict = inst.attrDict()
		}
		if dict != nil {
			return ObjectValue(dict), nil
		}
	}
	if inst != nil && inst.base().obj != nil {
		if v, ok, err := specialAttr(th, inst.base(), name.s); ok || err != nil {
			return v, err
		}
	}
	return Value{}, noAttribute(obj, name.s)
}

func classGetAttr(th *Thread, t *Type, name *Str) (Value, error) {
	// Data descriptors of the metaclass win (rare: only user metaclasses).
	if t.meta != nil {
		if attr, ok := t.meta.lookup(name); ok && isDataDescriptor(attr) {
			return descriptorGet(th, attr, ObjectValue(t), t.meta)
		}
	}
	if name.s == "__annotations__" && !t.builtin {
		// A class's own annotations only (CPython 3.10+): an empty dict is
		// created for a class that has none rather than inheriting its base's.
		if v, ok := t.dict.getStr(name); ok {
			return v, nil
		}
		d := ObjectValue(newDict(0))
		return d, typeSetAttr(th, t, name, d)
	}
	if name.s == "__dict__" { // type's own, before the __dict__ descriptor classes hold for their instances
		return ObjectValue(&mappingProxy{t.dict}), nil
	}
	if attr, ok := t.lookup(name); ok {
		return descriptorGet(th, attr, None, t)
	}
	switch name.s {
	case "__name__":
		return StrValue(t.Name), nil
	case "__qualname__":
		return StrValue(t.qualname), nil
	case "__module__":
		return StrValue(t.module), nil
	case "__doc__":
		return t.docOrNone(), nil
	case "__mro__":
		items := make([]Value, len(t.mro))
		for i, c := range t.mro {
			items[i] = ObjectValue(c)
		}
		return NewTuple(items), nil
	case "__bases__":
		items := make([]Value, len(t.bases))
		for i, c := range t.bases {
			items[i] = ObjectValue(c)
		}
		return NewTuple(items), nil
	case "__base__":
		if len(t.bases) == 0 {
			return None, nil
		}
		return ObjectValue(t.bases[0]), nil
	case "__class__":
		return ObjectValue(t.Type()), nil
	}
	if t.meta != nil {
		if attr, ok := t.meta.lookup(name); ok {
			return descriptorGet(th, attr, ObjectValue(t), t.meta)
		}
		if ga, ok := t.meta.lookupString("__getattr__"); ok {
			return th.callArgs(ga, ObjectValue(t), ObjectValue(name))
		}
	}
	if attr, ok := TypeType.lookup(name); ok {
		return descriptorGet(th, attr, ObjectValue(t), TypeType)
	}
	return Value{}, noAttribute(ObjectValue(t), name.s)
}

func functionAttr(th *Thread, obj Value, f *Function, name *Str) (Value, error) {
	f = th.view(f)
	switch name.s {
	case "__name__":
		return StrValue(f.name), nil
	case "__qualname__":
		return StrValue(f.qualname), nil
	case "__doc__":
		return f.doc(), nil
	case "__class__":
		return ObjectValue(FunctionType), nil
	case "__module__":
		if f.module.obj == nil {
			return None, nil
		}
		return f.module, nil
	case "__defaults__":
		if f.defaults == nil {
			return None, nil
		}
		return NewTuple(f.defaults), nil
	case "__kwdefaults__":
		if f.kwdefaults() == nil {
			return None, nil
		}
		return ObjectValue(f.kwdefaults()), nil
	case "__annotations__":
		if f.more == nil || f.more.annotations.obj == nil {
			f = th.fnToChange(f)
			f.extra().annotations = ObjectValue(newDict(0))
		}
		return f.more.annotations, nil
	case "__dict__":
		if f.more == nil || f.more.dict == nil {
			f = th.fnToChange(f)
			f.extra().dict = newDict(0)
		}
		return ObjectValue(f.more.dict), nil
	}
	if d := f.attrDict(); d != nil {
		if v, ok := d.getStr(name); ok {
			return v, nil
		}
	}
	if attr, ok := FunctionType.lookup(name); ok {
		return descriptorGet(th, attr, obj, FunctionType)
	}
	err := noAttribute(obj, name.s)
	if f != obj.obj {
		err.(*Exception).attrs().names = f
	}
	return Value{}, err
}

// setAttr implements obj.name = v.
func setAttr(th *Thread, obj Value, name *Str, v Value) error {
	switch o := obj.obj.(type) {
	case *Instance:
		if sa := o.cls.specials().setattr; sa.obj != nil && !isObjectSlot(sa, "__setattr__") {
			_, err := th.callArgs(sa, obj, ObjectValue(name), v)
			return err
		}
		return genericSetAttr(th, obj, o.dict(), o.cls, name, v)
	case *Exception:
		switch name.s {
		case "__cause__":
			o.cause = v
			o.suppressContext = true
			return nil
		case "__context__":
			o.context = v
			return nil
		case "__suppress_context__":
			if !v.isBool() {
				return newError(TypeErrorType, "attribute value type must be bool")
			}
			o.suppressContext = v.num != 0
			return nil
		case "args":
			items, err := toValues(th, v)
			if err != nil {
				return err
			}
			o.args = &Tuple{items: items}
			return nil
		}
		if o.dict == nil {
			// Made with room for a few attributes (ValidationError's
			// self.field, self.value), metered as its first growth.
			d := carve(th, &th.slabs.kwargs)
			if err := d.growInto(th, d.room[:0]); err != nil {
				return err
			}
			o.dict = &d.Dict
		}
		return genericSetAttr(th, obj, o.dict, o.cls, name, v)
	case *Type:
		if m, ok := userMethodStr(obj, nameSetattr); ok {
			_, err := th.callArgs(m, obj, ObjectValue(name), v)
			return err
		}
		return typeSetAttr(th, o, name, v)
	case *Module:
		return o.globals.setStr(th, name, v)
	case *Function:
		return functionSetAttr(th, o, name, v)
	}
	if d, ok := obj.obj.(dictObject); ok {
		return genericSetAttr(th, obj, d.attrDict(), d.Type(), name, v)
	}
	if name.s == "__class__" {
		return newError(TypeErrorType, "__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	return readOnlyAttr(th, obj, name)
}

// readOnlyAttr is the error of setting or deleting an attribute of a
// built-in object: a method is read-only, a data attribute (int.real,
// range.start) not writable, anything else absent.
func readOnlyAttr(th *Thread, obj Value, name *Str) error {
	attr, found := obj.Type().lookup(name)
	if _, ok := obj.obj.(*Super); ok && !found { // what super() reads is the class's, not its own to set
		return noAttribute(obj, name.s)
	}
	if _, data := attr.obj.(*Property); found && !data {
		return newError(AttributeErrorType, "'"+typeName(obj)+"' object attribute '"+name.s+"' is read-only")
	}
	if _, err := getAttr(th, obj, name); !found && err != nil {
		return noAttribute(obj, name.s)
	}
	owner := typeName(obj)
	switch obj.obj.(type) {
	case *Range, *Slice, *Property, *StaticMethod, *ClassMethod, *BoundMethod:
		return newError(AttributeErrorType, "readonly attribute") // CPython's member descriptors
	case boolKind:
		owner = "int" // the attributes are int's
	}
	return newError(AttributeErrorType, "attribute '"+name.s+"' of '"+owner+"' objects is not writable")
}

// typeSetAttr is type.__setattr__: setting a class attribute.
func typeSetAttr(th *Thread, o *Type, name *Str, v Value) error {
	if o.builtin {
		qual := o.Name // CPython names the module of a type from one: 'collections.deque'
		if o.module != "builtins" && o.module != "" {
			qual = o.module + "." + o.Name
		}
		return newError(TypeErrorType, "cannot set '"+name.s+"' attribute of immutable type '"+qual+"'")
	}
	if attr, ok := o.meta.lookupIfUser(name); ok && isDataDescriptor(attr) {
		return callSetDescriptor(th, attr, ObjectValue(o), v)
	}
	switch name.s {
	case "__name__":
		s, ok := v.obj.(*Str)
		if !ok {
			return newError(TypeErrorType, "can only assign string to "+o.Name+".__name__, not '"+typeName(v)+"'")
		}
		o.Name = s.s
		return nil
	case "__qualname__":
		if s, ok := v.obj.(*Str); ok {
			o.qualname = s.s
			return nil
		}
	case "__doc__":
		o.doc = v
	}
	if err := o.dict.setStr(th, name, v); err != nil {
		return err
	}
	o.invalidate()
	return nil
}

// functionSetAttr sets a function's attributes.
func functionSetAttr(th *Thread, o *Function, name *Str, v Value) error {
	o = th.fnToChange(o)
	switch name.s {
	case "__name__":
		if s, ok := v.obj.(*Str); ok {
			o.name = s.s
			return nil
		}
		return newError(TypeErrorType, "__name__ must be set to a string object")
	case "__qualname__":
		if s, ok := v.obj.(*Str); ok {
			o.qualname = s.s
			return nil
		}
		return newError(TypeErrorType, "__qualname__ must be set to a string object")
	case "__doc__":
		o.extra().doc = v
		return nil
	case "__module__":
		o.module = v
		return nil
	case "__defaults__":
		if v.IsNone() {
			o.defaults = nil
			return nil
		}
		t, ok := v.obj.(*Tuple)
		if !ok {
			return newError(TypeErrorType, "__defaults__ must be set to a tuple object")
		}
		o.defaults = t.items
		return nil
	case "__annotations__":
		o.extra().annotations = v
		return nil
	case "__kwdefaults__":
		if v.IsNone() {
			o.extra().kwdefaults = nil
			return nil
		}
		d, ok := v.obj.(*Dict)
		if !ok {
			return newError(TypeErrorType, "__kwdefaults__ must be set to a dict object")
		}
		o.extra().kwdefaults = d
		return nil
	}
	if m := o.extra(); m.dict == nil {
		m.dict = newDict(0)
	}
	return o.more.dict.setStr(th, name, v)
}

// lookupIfUser looks name up on a user metaclass (nil means type).
func (t *Type) lookupIfUser(name *Str) (Value, bool) {
	if t == nil {
		return Value{}, false
	}
	return t.lookup(name)
}

// genericSetAttr is object.__setattr__.
func genericSetAttr(th *Thread, obj Value, dict *Dict, cls *Type, name *Str, v Value) error {
	if attr, ok := cls.lookup(name); ok && isDataDescriptor(attr) {
		return callSetDescriptor(th, attr, obj, v)
	}
	if inst, ok := obj.obj.(*Instance); ok {
		switch {
		case name.s == "__class__":
			return setInstanceClass(inst, v)
		case name.s == "__dict__" && !cls.noDict:
			return setInstanceDict(inst, v)
		}
	}
	if cls.noDict && !cls.hasSlot(name.s) {
		if _, ok := cls.lookup(name); ok {
			return newError(AttributeErrorType, "'"+cls.Name+"' object attribute '"+name.s+"' is read-only")
		}
		return newError(AttributeErrorType, "'"+cls.Name+"' object has no attribute '"+name.s+"'")
	}
	if dict == nil {
		if inst, ok := obj.obj.(*Instance); ok && inst.values != nil {
			return inst.setOwn(th, name, v)
		}
		return newError(AttributeErrorType, "'"+cls.Name+"' object has no attribute '"+name.s+"'")
	}
	if dict.findStr(name) < 0 {
		if err := th.allocate(dictEntrySize); err != nil {
			return err
		}
	}
	return dict.setStr(th, name, v)
}

// setInstanceClass is obj.__class__ = v for an instance of a user class:
// allowed, as in CPython, only between user classes whose instances are
// laid out alike (same built-in base, same slots, both with or without a
// __dict__).
func setInstanceClass(inst *Instance, v Value) error {
	t, ok := v.obj.(*Type)
	if !ok {
		return newError(TypeErrorType, "__class__ must be set to a class, not '"+typeName(v)+"' object")
	}
	old := inst.cls
	if t.builtin || old.builtin {
		return newError(TypeErrorType, "__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	same := t.layout == old.layout && t.noDict == old.noDict && slices.Equal(t.allSlots(), old.allSlots())
	if !same {
		return newError(TypeErrorType, "__class__ assignment: '"+t.Name+"' object layout differs from '"+old.Name+"'")
	}
	inst.attrDict() // attributes kept in the old class's key layout move to a dict
	inst.cls = t
	return nil
}

// allSlots lists the slots of t's instances, class by class along the MRO.
func (t *Type) allSlots() []string {
	var names []string
	for _, c := range t.mro {
		names = append(names, c.slots...)
	}
	return names
}

func (t *Type) hasSlot(name string) bool {
	for _, c := range t.mro {
		for _, s := range c.slots {
			if s == name {
				return true
			}
		}
	}
	return false
}

func callSetDescriptor(th *Thread, attr, obj, v Value) error {
	switch a := attr.obj.(type) {
	case *Property:
		return propertySet(th, a, obj, v)
	case *slotDescr:
		return a.set(obj, v)
	}
	set, ok := attr.Type().lookup(nameDescSet)
	if !ok { // a __delete__ without __set__: CPython names the method missing
		return newError(AttributeErrorType, "__set__")
	}
	_, err := th.callArgs(set, attr, obj, v)
	return err
}

// delAttr implements del obj.name.
func delAttr(th *Thread, obj Value, name *Str) error {
	var dict *Dict
	var cls *Type
	switch o := obj.obj.(type) {
	case *Instance:
		if da := o.cls.specials().delattr; da.obj != nil && !isObjectSlot(da, "__delattr__") {
			_, err := th.callArgs(da, obj, ObjectValue(name))
			return err
		}
		dict, cls = o.attrDict(), o.cls
	case *Exception:
		dict, cls = o.dict, o.cls
	case *Type:
		if m, ok := userMethodStr(obj, nameDelattr); ok {
			_, err := th.callArgs(m, obj, ObjectValue(name))
			return err
		}
		return typeDelAttr(th, o, name)
	case *Module:
		if _, ok, _ := o.globals.Delete(th, ObjectValue(name)); !ok {
			return noAttribute(obj, name.s)
		}
		return nil
	case *Function:
		if name.s == "__name__" || name.s == "__qualname__" {
			return functionSetAttr(th, o, name, Value{}) // "must be set to a string object"
		}
		if d := th.view(o).attrDict(); d != nil {
			if _, ok, _ := d.Delete(th, ObjectValue(name)); ok {
				return nil
			}
		}
		return noAttribute(obj, name.s)
	case dictObject:
		dict, cls = o.attrDict(), o.Type()
	default:
		return readOnlyAttr(th, obj, name)
	}
	return genericDelAttr(th, obj, dict, cls, name)
}

func genericDelAttr(th *Thread, obj Value, dict *Dict, cls *Type, name *Str) error {
	if attr, ok := cls.lookup(name); ok && isDataDescriptor(attr) {
		switch a := attr.obj.(type) {
		case *Property:
			return propertyDelete(th, a, obj)
		case *slotDescr:
			return a.delete(obj)
		}
		del, ok := attr.Type().lookup(nameDescDelete)
		if !ok {
			return newError(AttributeErrorType, "__delete__")
		}
		_, err := th.callArgs(del, attr, obj)
		return err
	}
	if dict != nil {
		if _, ok, _ := dict.Delete(th, ObjectValue(name)); ok {
			return nil
		}
	}
	return noAttribute(obj, name.s)
}

// loadMethod implements LOAD_METHOD: for plain functions found on the class
// it returns (function, self) without allocating a bound method.
func loadMethod(th *Thread, obj Value, name *Str) (Value, Value, error) {
	switch o := obj.obj.(type) {
	case *Instance:
		cls := o.cls
		if !cls.specials().userGetattribute {
			if attr, ok := cls.lookup(name); ok {
				if isMethod(attr) {
					if !o.hasOwn(name) {
						return attr, obj, nil
					}
				}
			}
		}
	case *Module, *Type, *Super, *Exception, *Function:
	default:
		if attr, ok := obj.Type().lookup(name); ok {
			if b, ok := attr.obj.(*Builtin); ok && b.owner != nil {
				return attr, obj, nil
			}
		}
	}
	v, err := getAttr(th, obj, name)
	return v, Value{}, err
}

// isMethod reports whether a class attribute binds to the instance that
// reads it as the method's self: a function, or a built-in method inherited
// from a built-in base (Counter.get is dict.get).
func isMethod(attr Value) bool {
	switch a := attr.obj.(type) {
	case *Function:
		return true
	case *Builtin:
		return a.owner != nil && a.self.obj == nil
	}
	return false
}

// isObjectSlot reports whether a looked-up special method is object's default.
func isObjectSlot(m Value, name string) bool {
	d, ok := ObjectType.dict.getStr(slotName(name))
	return ok && is(d, m)
}

// Interned names of the special methods looked up on every instance
// creation and attribute store; slotName avoids hashing them each time.
var (
	nameInit            = intern("__init__")
	nameNew             = intern("__new__")
	nameSetattr         = intern("__setattr__")
	nameGetattribute    = intern("__getattribute__")
	nameDelattr         = intern("__delattr__")
	nameHash            = intern("__hash__")
	nameAbstractMethods = intern("__abstractmethods__")
	nameEnter           = intern("__enter__")
	nameExit            = intern("__exit__")
	nameAEnter          = intern("__aenter__")
	nameAExit           = intern("__aexit__")
	nameGetitem         = intern("__getitem__")
	nameCall            = intern("__call__")
	nameDescGet         = intern("__get__")
	nameDescSet         = intern("__set__")
	nameDescDelete      = intern("__delete__")
	// Read by every function creation and by containers' operations on
	// instances of classes (userMethodStr), and by round(). The dunder
	// strs stay out of the intern table (see dunderNames).
	nameName     = dunder("__name__")
	nameContains = dunder("__contains__")
	nameSetitem  = dunder("__setitem__")
	nameDelitem  = dunder("__delitem__")
	nameLen      = dunder("__len__")
	nameMissing  = dunder("__missing__")
	nameGet      = dunder("get")
	nameIter     = dunder("__iter__")
	nameRound    = dunder("__round__")
)

func slotName(name string) *Str {
	switch name {
	case "__init__":
		return nameInit
	case "__new__":
		return nameNew
	case "__setattr__":
		return nameSetattr
	case "__getattribute__":
		return nameGetattribute
	case "__delattr__":
		return nameDelattr
	case "__hash__":
		return nameHash
	}
	return intern(name)
}

// typeDelAttr is type.__delattr__: deleting a class attribute.
func typeDelAttr(th *Thread, o *Type, name *Str) error {
	if o.builtin {
		return newError(TypeErrorType, "cannot set '"+name.s+"' attribute of immutable type '"+o.Name+"'") // sic
	}
	if _, ok, err := o.dict.Delete(th, ObjectValue(name)); err != nil || !ok {
		if err != nil {
			return err
		}
		return noAttribute(ObjectValue(o), name.s)
	}
	o.invalidate()
	return nil
}

// type.__setattr__ and type.__delattr__, reached by super() from a
// metaclass that customises class attribute assignment (enum does).
func init() {
	classArg := func(method string, args []Value, kw []*Str, n int) (*Type, *Str, error) {
		if err := exactArgs(method, args, kw, n); err != nil {
			return nil, nil, err
		}
		t, ok := args[0].obj.(*Type)
		if !ok {
			return nil, nil, newError(TypeErrorType, "descriptor '"+method+"' requires a 'type' object but received a '"+typeName(args[0])+"'")
		}
		name, ok := args[1].obj.(*Str)
		if !ok {
			return nil, nil, newError(TypeErrorType, "attribute name must be string, not '"+typeName(args[1])+"'")
		}
		return t, name, nil
	}
	defMethod(TypeType, "__setattr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		t, name, err := classArg("__setattr__", args, kw, 3)
		if err != nil {
			return Value{}, err
		}
		return None, typeSetAttr(th, t, name, args[2])
	})
	defMethod(TypeType, "__delattr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		t, name, err := classArg("__delattr__", args, kw, 2)
		if err != nil {
			return Value{}, err
		}
		return None, typeDelAttr(th, t, name)
	})
}
