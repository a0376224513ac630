package pvm

import (
	"github.com/cowboy-go/cowboy/pvm/compile"
)

// The core built-in types. Their methods are installed by init code in the
// files that implement them.
var (
	ObjectType  = newObjectType()
	TypeType    = newBuiltinType("type", ObjectType)
	NoneType    = newBuiltinType("NoneType", ObjectType)
	IntType     = newBuiltinType("int", ObjectType)
	BoolType    = newBuiltinType("bool", IntType)
	FloatType   = newBuiltinType("float", ObjectType)
	StrType     = newBuiltinType("str", ObjectType)
	BytesType   = newBuiltinType("bytes", ObjectType)
	ByteArrType = newBuiltinType("bytearray", ObjectType)
	ListType    = newBuiltinType("list", ObjectType)
	TupleType   = newBuiltinType("tuple", ObjectType)
	DictType    = newBuiltinType("dict", ObjectType)
	RangeType   = newBuiltinType("range", ObjectType)
	SliceType   = newBuiltinType("slice", ObjectType)
	// Types the PVM has no values of: they exist so isinstance(x, (list,
	// set)), set[int] annotations and subclass checks work as in CPython;
	// making one is refused (see refusedTypes).
	SetType        = newBuiltinType("set", ObjectType)
	FrozenSetType  = newBuiltinType("frozenset", ObjectType)
	ComplexType    = newBuiltinType("complex", ObjectType)
	MemoryViewType = newBuiltinType("memoryview", ObjectType)

	FunctionType     = newBuiltinType("function", ObjectType)
	BuiltinType      = newBuiltinType("builtin_function_or_method", ObjectType)
	MethodType       = newBuiltinType("method", ObjectType)
	CellType         = newBuiltinType("cell", ObjectType)
	CodeType         = newBuiltinType("code", ObjectType)
	ModuleType       = newBuiltinType("module", ObjectType)
	GeneratorType    = newBuiltinType("generator", ObjectType)
	CoroutineType    = newBuiltinType("coroutine", ObjectType)
	PropertyType     = newBuiltinType("property", ObjectType)
	StaticMethodType = newBuiltinType("staticmethod", ObjectType)
	ClassMethodType  = newBuiltinType("classmethod", ObjectType)
	SuperType        = newBuiltinType("super", ObjectType)
	NotImplType      = newBuiltinType("NotImplementedType", ObjectType)
	EllipsisType     = newBuiltinType("ellipsis", ObjectType)
)

func newObjectType() *Type {
	t := &Type{Name: "object", qualname: "object", module: "builtins", builtin: true, dict: newDict(0)}
	t.mro = []*Type{t}
	t.layout = t
	return t
}

// A built-in type's special methods (int.__add__, (1).__add__) are slot
// wrappers: wrapper_descriptor unbound, method-wrapper bound.
var (
	WrapperDescriptorType = newBuiltinType("wrapper_descriptor", ObjectType)
	MethodWrapperType     = newBuiltinType("method-wrapper", ObjectType)
)

func init() {
	for _, t := range []*Type{NoneType, BoolType, RangeType, SliceType, FunctionType, BuiltinType,
		WrapperDescriptorType, MethodWrapperType, MethodType, CellType, CodeType, GeneratorType,
		CoroutineType, NotImplType, EllipsisType} {
		t.final = true
	}
}

// Singletons.
var (
	NotImplemented = ObjectValue(&singleton{t: NotImplType, repr: "NotImplemented"})
	Ellipsis       = ObjectValue(&singleton{t: EllipsisType, repr: "Ellipsis"})
)

type singleton struct {
	t    *Type
	repr string
}

func (s *singleton) Type() *Type { return s.t }

// Tuple is an immutable sequence.
type Tuple struct{ items []Value }

// Type implements Object.
func (*Tuple) Type() *Type { return TupleType }

// NewTuple makes a tuple value.
func NewTuple(items []Value) Value { return ObjectValue(&Tuple{items: items}) }

var emptyTuple = &Tuple{}

// List is a mutable sequence.
type List struct{ items []Value }

// Type implements Object.
func (*List) Type() *Type { return ListType }

// NewList makes a list value.
func NewList(items []Value) Value { return ObjectValue(&List{items: items}) }

// listWith is a list allocated together with the array of its first
// items; a list that outgrows it moves its items as any list does.
type listWith[A any] struct {
	l     List
	items A
}

// newListOfLen makes a list of n items to fill: a short one in a single
// allocation (list displays, the parts of most splits).
func newListOfLen(n int) (*List, []Value) {
	var items []Value
	var l *List
	switch {
	case n == 0:
		return new(List), nil
	case n <= 2:
		p := new(listWith[[2]Value])
		l, items = &p.l, p.items[:n:n]
	case n <= 4:
		p := new(listWith[[4]Value])
		l, items = &p.l, p.items[:n:n]
	case n <= 8:
		p := new(listWith[[8]Value])
		l, items = &p.l, p.items[:n:n]
	case n <= 16:
		p := new(listWith[[16]Value])
		l, items = &p.l, p.items[:n:n]
	default:
		l, items = new(List), make([]Value, n)
	}
	l.items = items
	return l, items
}

// Bytes is an immutable byte string.
type Bytes struct{ b []byte }

// Type implements Object.
func (*Bytes) Type() *Type { return BytesType }

// ByteArray is a mutable byte string.
type ByteArray struct{ b []byte }

// Type implements Object.
func (*ByteArray) Type() *Type { return ByteArrType }

// Range is range(start, stop, step).
type Range struct{ start, stop, step int64 }

// Type implements Object.
func (*Range) Type() *Type { return RangeType }

func (r *Range) length() int64 {
	if r.step > 0 && r.start < r.stop {
		return (r.stop - r.start + r.step - 1) / r.step
	}
	if r.step < 0 && r.start > r.stop {
		return (r.start - r.stop - r.step - 1) / -r.step
	}
	return 0
}

// Slice is slice(start, stop, step).
type Slice struct{ start, stop, step Value }

// Type implements Object.
func (*Slice) Type() *Type { return SliceType }

// Instance is an instance of a user class. base holds the built-in value for
// classes deriving from int, str, list, dict, ... (nil for plain objects).
//
// An instance's attributes start out in values, in the order of its class's
// shared key layout (cls.keys): values[i] is attribute cls.keys[i]. The
// first operation that layout cannot express (a deletion, an attribute
// added out of order, __dict__) moves them into a dict for good
// (attrDict). Instances with neither have no __dict__ (__slots__).
type Instance struct {
	cls    *Type
	values []Value      // nil unless the attributes are in the shared layout
	ext    *instanceExt // nil for plain instances in the shared layout
}

// instanceExt holds what only some instances have, keeping plain instances
// small: a 3-attribute object fits 112 bytes.
type instanceExt struct {
	dict  *Dict   // the attributes, once out of the shared layout
	slots []Value // __slots__ values
	base  Value
}

// dict returns o's attribute dict if its attributes are in one (nil while
// they are in the shared layout, and for instances without __dict__).
func (o *Instance) dict() *Dict {
	if o.ext == nil {
		return nil
	}
	return o.ext.dict
}

// base is the built-in value of an instance of a subclass of a built-in
// type (unbound for plain objects).
func (o *Instance) base() Value {
	if o.ext == nil {
		return Value{}
	}
	return o.ext.base
}

// slots returns the values of o's __slots__.
func (o *Instance) slots() []Value {
	if o.ext == nil {
		return nil
	}
	return o.ext.slots
}

// extra returns o's instanceExt, creating it.
func (o *Instance) extra() *instanceExt {
	if o.ext == nil {
		o.ext = &instanceExt{}
	}
	return o.ext
}

// Type implements Object.
func (o *Instance) Type() *Type { return o.cls }

// Cell holds a variable captured by a closure.
type Cell struct{ v Value }

// Type implements Object.
func (*Cell) Type() *Type { return CellType }

// Code is a compiled code object with its constants converted to values.
// It is immutable and shared by every execution of a Program.
type Code struct {
	*compile.Code
	consts  []Value
	names   []*Str
	locals  []*Str
	kwnames map[*Tuple][]*Str // keyword-name tuples of calls, as []*Str

	doc       Value    // the docstring, or None
	insts     []uint32 // the instructions the interpreter runs (see fuse)
	cacheSlot []int32  // per instruction: its inline cache entry, or -1
	ncaches   int
	// plainArgs is the argument count of a call that binds its positional
	// arguments to the first slots as they are: ArgCount when there are no
	// keyword-only, *args or **kwargs parameters, else -1.
	plainArgs int
	// simpleArgs is plainArgs for a function that makes no cells of its own
	// (a closure uses its function's) and is not a generator or coroutine
	// (callFunction's fast path), else -1.
	simpleArgs int
	frameSize  int // slots of a frame: the locals, then the operand stack
	// For super() without arguments: the frame cell of __class__, and
	// the cell the first parameter lives in when it is captured (-1: none).
	classCell, firstArgCell int
	// returns is what a function of one parameter whose body is a single
	// return returns, when its caller may run it without a frame (see
	// Thread.inlineReturn); returnsCost is its instructions' cycles.
	returns     returnKind
	returnsCost int64
}

type returnKind uint8

const (
	returnsNothingKnown returnKind = iota
	returnsConst                   // return <constant>
	returnsArg                     // return self
	returnsAttr                    // return self.name
	returnsItem                    // return self[k], k a constant int
)

// Type implements Object.
func (*Code) Type() *Type { return CodeType }

// Function is a Python function (def or lambda).
type Function struct {
	code     *Code
	globals  *Dict
	name     string
	qualname string
	defaults []Value
	closure  []*Cell
	module   Value
	more     *functionMore // nil until one of its attributes is set
	caches   []inlineCache // per-execution inline caches of code
	shared   bool          // an image's, used by every execution through its shadow (Thread.fn)
}

// functionMore holds the attributes few functions have, keeping the
// functions that lambdas, closures and generator expressions create small.
type functionMore struct {
	kwdefaults  *Dict
	dict        *Dict
	annotations Value
	doc         Value // unbound: the code's docstring
}

// Type implements Object.
func (*Function) Type() *Type { return FunctionType }

// extra returns f's functionMore, creating it.
func (f *Function) extra() *functionMore {
	if f.more == nil {
		f.more = &functionMore{}
	}
	return f.more
}

// kwdefaults returns the keyword-only defaults (nil for none).
func (f *Function) kwdefaults() *Dict {
	if f.more == nil {
		return nil
	}
	return f.more.kwdefaults
}

// attrDict returns f's __dict__ (nil until an attribute is set).
func (f *Function) attrDict() *Dict {
	if f.more == nil {
		return nil
	}
	return f.more.dict
}

// doc returns __doc__: the docstring of f's code unless it was assigned.
func (f *Function) doc() Value {
	if f.more != nil && f.more.doc.obj != nil {
		return f.more.doc
	}
	return f.code.doc
}

// BuiltinFunc is the Go signature of built-in functions and methods. For
// methods args[0] is self. The last len(kwnames) args are keyword values.
type BuiltinFunc func(th *Thread, args []Value, kwnames []*Str) (Value, error)

// Builtin is a built-in function, or a built-in method bound to self.
type Builtin struct {
	name   string
	fn     BuiltinFunc
	self   Value  // bound receiver, or unbound
	owner  *Type  // for methods: the type they belong to (unbound: descriptor behaviour)
	module string // for functions of a module other than builtins: its name
	// direct is an unbound method's function without its checks and what
	// they check (see defMeth), or nil.
	direct *methodCheck
	static bool // a static method bound to its type, which is not its __self__ (defStaticMethod)
}

// Type implements Object: unbound methods of built-in types are method
// descriptors, and their special methods slot wrappers.
func (b *Builtin) Type() *Type {
	if b.owner == nil {
		return BuiltinType
	}
	slot := isSlotWrapperName(b.name)
	switch {
	case b.self.obj == nil && slot:
		return WrapperDescriptorType
	case b.self.obj == nil:
		return MethodDescriptorType
	case slot:
		return MethodWrapperType
	}
	return BuiltinType
}

// BoundMethod binds a Python function (or other callable) to an instance.
type BoundMethod struct {
	fn   Value
	self Value
}

// Type implements Object: a built-in classmethod bound to its class
// (dict.fromkeys) is a built-in method, as in CPython.
func (m *BoundMethod) Type() *Type {
	if _, ok := m.fn.obj.(*Builtin); ok {
		return BuiltinType
	}
	return MethodType
}

// Module is an imported module.
type Module struct {
	name    string
	globals *Dict
}

// Type implements Object.
func (*Module) Type() *Type { return ModuleType }

// Property is the property descriptor.
type Property struct {
	fget, fset, fdel, doc Value
	name                  *Str  // set when a class body defines it (__set_name__), for errors
	item                  int32 // for a namedtuple field's: 1 + the index of the item fget reads
}

// Type implements Object.
func (*Property) Type() *Type { return PropertyType }

// StaticMethod and ClassMethod wrap a callable.
type StaticMethod struct{ fn Value }

// Type implements Object.
func (*StaticMethod) Type() *Type { return StaticMethodType }

// ClassMethod binds its callable to the class.
type ClassMethod struct{ fn Value }

// Type implements Object.
func (*ClassMethod) Type() *Type { return ClassMethodType }

// Super is the object super() returns.
type Super struct {
	start *Type // look after this class in the MRO
	obj   Value // the instance (or class)
	objT  *Type // type used for the MRO
}

// Type implements Object.
func (*Super) Type() *Type { return SuperType }
