package pvm

import (
	"bytes"
	"strings"
	"testing"
)

// runSDK runs a program with a generous budget and returns its output and
// the rendered error (empty when it succeeded).
func runSDK(t *testing.T, src string, host Host) (string, string) {
	t.Helper()
	var out bytes.Buffer
	_, err := RunSource("t.py", []byte(src), Options{CyclesLimit: 1e9, MemoryLimit: 256 << 20, Stdout: &out, Host: host})
	if err != nil {
		return out.String(), ErrorText(err)
	}
	return out.String(), ""
}

// sdkGolden runs src and compares its output with want (both trimmed of
// leading and trailing blank space per line block).
func sdkGolden(t *testing.T, name, src, want string) {
	t.Helper()
	got, errText := runSDK(t, src, nil)
	if errText != "" {
		t.Fatalf("%s: program failed:\n%s\noutput so far:\n%s", name, errText, got)
	}
	if strings.TrimSpace(got) != strings.TrimSpace(want) {
		t.Errorf("%s: output differs\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

func TestSDKImports(t *testing.T) {
	sdkGolden(t, "imports", `
import cowboy_sdk
import cowboy_sdk.codec
from cowboy_sdk import runtime, runner, codec
from cowboy_sdk.codec import encode, decode
from cowboy_sdk.types import SoftFloat
import cowboy_sdk.runtime as rt
print(cowboy_sdk.__version__, cowboy_sdk.codec is codec, rt is runtime, runner.__name__)
required = ["actor", "ActorRef", "derive_actor_address", "pure", "deferred", "public", "callable_by",
    "OWNER", "SELF", "call", "send", "capture", "Capture", "bounded_loop", "reentrancy_guard",
    "storage_guard", "GuardedValue", "GuardSet", "runner", "Retry", "TaskGroup", "Address",
    "BlockHeight", "SoftFloat", "ordered_set", "CowboyModel", "Verify", "runtime"]
missing = [n for n in required if not hasattr(cowboy_sdk, n)]
print("missing:", missing)
print(all([n in cowboy_sdk.__all__ for n in required]))
fns = ["get_sender", "get_actor_address", "get_block_height", "get_timestamp_ms", "get_state", "set_state",
    "delete_state", "emit_event", "token_create", "token_transfer", "token_approve", "token_transfer_from",
    "token_mint", "token_burn", "token_balance_of", "token_allowance", "token_total_supply", "schedule_timer",
    "schedule_timer_ex", "extend_timer", "cancel_timer", "submit_job", "upgrade_self", "keccak256",
    "randomness", "charge_gas", "get_owner", "transfer_ownership", "renounce_ownership",
    "assume_ownership_if_unowned", "is_initialized", "scan_state_prefix"]
print("runtime missing:", [f for f in fns if not callable(getattr(runtime, f, None))])
print([callable(getattr(runner, f)) for f in ("llm", "http", "mcp")], runner.Retry is cowboy_sdk.Retry)
try:
    import cowboy_sdk.nope
except ImportError as e:
    print(type(e).__name__, e)
try:
    import _cowboy_host
except ImportError as e:
    print(type(e).__name__)
from cowboy_sdk import *
print(Address, ordered_set, CodecError)
`, `
0.1.1 True True cowboy_sdk.runner
missing: []
True
runtime missing: []
[True, True, True] True
ModuleNotFoundError No module named 'cowboy_sdk.nope'
ImportError
<class 'cowboy_sdk.types.Address'> <class 'cowboy_sdk.types.ordered_set'> <class 'cowboy_sdk.CodecError'>
`)
}

func TestSDKErrorClasses(t *testing.T) {
	sdkGolden(t, "errors", `
import cowboy_sdk
names = ["DeterminismError", "CycleLimitExceeded", "LoopBoundExceeded", "RunnerTimeoutError",
    "CaptureTypeError", "ContinuationLimitError", "AddressError", "ContinuationNotFoundError",
    "CallDepthExceeded", "ReentrancyError", "PurityViolationError", "StateConflictError",
    "ContinuationCorruptedError", "ActorCallError", "ContinuationSizeLimitError",
    "ContinuationCountLimitError", "CodecError", "ActorNotFoundError", "PermissionDeniedError",
    "RunnerValidationError", "DeterministicValidationError", "HostUnavailableError", "CowboyError"]
for n in names:
    cls = getattr(cowboy_sdk, n)
    e = cls("boom")
    ok = isinstance(e, cowboy_sdk.CowboyError) and isinstance(e.why, str) and len(e.why) > 20 and isinstance(e.fix, str) and len(e.fix) > 20
    print(n, cls.ERROR_SLUG, cls.HOST_ERROR_CODE, e.ERROR_SLUG == cls.ERROR_SLUG, ok, str(e))
e = cowboy_sdk.AddressError("bad")
e.why = "custom why"
print(e.why, cowboy_sdk.AddressError("x").why == cowboy_sdk.AddressError.why)
try:
    set()
except cowboy_sdk.DeterminismError as e:
    print("caught builtin:", type(e) is DeterminismError, e.ERROR_SLUG, e.fix.startswith("Use the deterministic"))
try:
    id(1)
except cowboy_sdk.CowboyError as e:
    print("id refused:", type(e).__name__)
class InsufficientBalance(cowboy_sdk.CowboyError):
    ERROR_SLUG = "E9001"
try:
    raise InsufficientBalance("need 5")
except cowboy_sdk.CowboyError as e:
    print(type(e).__name__, e.ERROR_SLUG, e.HOST_ERROR_CODE, e)
print(cowboy_sdk.DeterminismError is DeterminismError, DeterminismError.__mro__[1] is cowboy_sdk.CowboyError)
`, `
DeterminismError E1101 1 True True boom
CycleLimitExceeded E1201 2 True True boom
LoopBoundExceeded E1201 2 True True boom
RunnerTimeoutError E1201 2 True True boom
CaptureTypeError E1202 3 True True boom
ContinuationLimitError E1202 3 True True boom
AddressError E1202 3 True True boom
ContinuationNotFoundError E1203 4 True True boom
CallDepthExceeded E1205 2 True True boom
ReentrancyError E1205 5 True True boom
PurityViolationError E1205 5 True True boom
StateConflictError E1206 6 True True boom
ContinuationCorruptedError E1206 6 True True boom
ActorCallError E1206 7 True True boom
ContinuationSizeLimitError E1208 2 True True boom
ContinuationCountLimitError E1208 2 True True boom
CodecError E1213 3 True True boom
ActorNotFoundError E1220 4 True True boom
PermissionDeniedError E1230 5 True True boom
RunnerValidationError E1604 7 True True boom
DeterministicValidationError E1610 7 True True boom
HostUnavailableError E1000 8 True True boom
CowboyError E1000 8 True True boom
custom why True
caught builtin: True E1101 True
id refused: DeterminismError
InsufficientBalance E9001 8 need 5
True True
`)
}

func TestSDKCycleLimitUncatchable(t *testing.T) {
	src := `
import cowboy_sdk
try:
    while True:
        pass
except cowboy_sdk.CycleLimitExceeded:
    print("caught")
except BaseException:
    print("caught base")
`
	var out bytes.Buffer
	_, err := RunSource("t.py", []byte(src), Options{CyclesLimit: 200000, MemoryLimit: 64 << 20, Stdout: &out})
	lim, ok := err.(*LimitError)
	if !ok || lim.Slug != "E1201" || out.Len() != 0 {
		t.Fatalf("got %v, output %q; want an uncaught E1201 LimitError", err, out.String())
	}
	if class, slug, code, ok := SDKErrorInfo(err); !ok || class != "CycleLimitExceeded" || slug != "E1201" || code != HostErrLimit {
		t.Errorf("SDKErrorInfo = %q %q %d %v", class, slug, code, ok)
	}
}

func TestSDKAddress(t *testing.T) {
	sdkGolden(t, "address", `
from cowboy_sdk import Address, AddressError, derive_actor_address
for s in ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
          "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"]:
    lower = Address.from_hex(s.lower().replace("0X", "0x"))
    upper = Address.from_hex("0x" + s[2:].upper())
    print(Address.from_hex(s).to_hex() == s, lower.to_hex() == s, upper == lower, len(lower.to_bytes()))
a = Address(bytes(range(20)))
print(a.to_hex(), repr(a), str(a) == a.to_hex())
print(a == Address(a.to_hex()), a == bytes(range(20)), a != Address.ZERO, hash(a) == hash(bytes(range(20))))
print({a: 1}[Address(bytes(range(20)))], sorted([a, Address.ZERO])[0] == Address.ZERO)
print(Address.ZERO.to_hex(), Address.JOB_DISPATCHER.to_hex(), Address.ZERO.is_zero())
for bad in ["0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x1234", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
            "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", b"\x00" * 19, 12]:
    try:
        Address(bad) if not isinstance(bad, str) else Address.from_hex(bad)
        print("accepted", bad)
    except AddressError as e:
        print("AddressError:", e)
try:
    a.x = 1
except AttributeError as e:
    print("immutable:", e)
print(derive_actor_address("0x0000000000000000000000000000000000000000", b"", b"\x00"))
print(derive_actor_address(Address.from_hex("0xdeadbeef00000000000000000000000000000000"), 0, b"\x00"))
print(derive_actor_address("0x00000000000000000000000000000000deadbeef", 0xcafebabe, b"\xde\xad\xbe\xef"))
from cowboy_sdk import runtime
code = "print(1)"
print(derive_actor_address(Address.ZERO, b"\x01", code) == derive_actor_address(Address.ZERO, 1, runtime.keccak256(code.encode())))
h = runtime.keccak256(code.encode())
print(derive_actor_address(deployer=Address.ZERO, salt=1, code_hash="0x" + h.hex()) == derive_actor_address(Address.ZERO, 1, h))
`, `
True True True 20
True True True 20
True True True 20
True True True 20
0x000102030405060708090a0b0c0d0e0f10111213 Address('0x000102030405060708090a0b0c0d0e0f10111213') True
True True True True
1 True
0x0000000000000000000000000000000000000000 0x0000000000000000000000000000000000000002 True
AddressError: invalid address checksum: 0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed does not match EIP-55; the checksummed form is 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
AddressError: invalid address: found 4 hex digits, expected 40
AddressError: invalid address "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed": missing "0x" prefix
AddressError: invalid address: non-hex character 'g' at position 41
AddressError: an Address is 20 bytes, got 19 bytes
AddressError: cannot make an Address from int; pass 20 bytes or a "0x" hex string
immutable: Address is immutable
0x4D1A2e2bB4F88F0250f26Ffff098B0b30B26BF38
0xB928f69Bb1D91Cd65274e3c79d8986362984fDA3
0x60f3f640a8508fC6a86d45DF051962668E1e8AC7
True
True
`)
}

func TestSDKOrderedSet(t *testing.T) {
	sdkGolden(t, "ordered_set", `
from cowboy_sdk import ordered_set
s = ordered_set([3, 1, 2, 1])
s.add(5); s.add(3)
print(s, len(s), 3 in s, 4 in s, list(s), bool(ordered_set()), ordered_set())
s.discard(9); s.discard(1)
print(s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
a, b = ordered_set("abcd"), ordered_set("cxa")
print(a | b, a & b, a - b, a ^ b)
print(a.union("zz", "y"), a.intersection(["d", "a", "q"]), a.difference("ab"), a.symmetric_difference("cz"))
print(ordered_set([1, 2]) == ordered_set([2, 1]), ordered_set([1]) != ordered_set([1, 2]), ordered_set([1]) == [1])
print(ordered_set([1]) <= ordered_set([1, 2]), ordered_set([1]) < ordered_set([1]), ordered_set([1, 2]) >= ordered_set([2]), ordered_set([1, 2]).isdisjoint([3]))
c = ordered_set([1, 2, 3])
c |= ordered_set([4]); c -= ordered_set([1]); c &= ordered_set([2, 4, 3]); c ^= ordered_set([2, 9])
print(c, c.pop(), c)
d = c.copy(); d.add(100)
print(c, d)
try:
    hash(c)
except TypeError:
    print("unhashable")
try:
    a | ["x"]
except TypeError:
    print("operators need ordered_set")
from cowboy_sdk import codec
print(codec.encode(ordered_set(["b", "a"])).hex(), codec.decode(codec.encode(ordered_set([2, 1]))))
`, `
ordered_set([3, 1, 2, 5]) 4 True False [3, 1, 2, 5] False ordered_set()
ordered_set([3, 2, 5])
KeyError 42
ordered_set(['a', 'b', 'c', 'd', 'x']) ordered_set(['a', 'c']) ordered_set(['b', 'd']) ordered_set(['b', 'd', 'x'])
ordered_set(['a', 'b', 'c', 'd', 'z', 'y']) ordered_set(['a', 'd']) ordered_set(['c', 'd']) ordered_set(['a', 'b', 'd', 'z'])
True True False
True False True True
ordered_set([3, 4]) 9 ordered_set([3, 4])
ordered_set([3, 4]) ordered_set([3, 4, 100])
unhashable
operators need ordered_set
8261626161 [2, 1]
`)
}

func TestSDKCowboyModel(t *testing.T) {
	sdkGolden(t, "model", `
import typing
from cowboy_sdk import CowboyModel, SoftFloat, Address, ordered_set, Field, DeterminismError, AddressError, CodecError
from cowboy_sdk import codec

class Trade(CowboyModel):
    asset: str
    size: int
    price: SoftFloat
    tags: list[str] = []
    owner: typing.Optional[Address] = None
    score: SoftFloat = Field(0.5, ge=0, le=1, description="confidence")

t = Trade("BTC", 2, 3)
print(t)
print(t.price == 3.0, isinstance(t.price, float), Trade.fields())
b = t.to_cbor()
print(b.hex())
print(Trade.from_cbor(b) == t, codec.encode(t) == b, t.to_dict())
t2 = Trade(asset="ETH", size=1, price=2.5, tags=["x"], owner="0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
print(t2.owner, Trade.from_cbor(t2.to_cbor()) == t2, t2 != t)
for make in [lambda: Trade("BTC", "2", 1.0), lambda: Trade("BTC", 1), lambda: Trade("BTC", 1, 1.0, score=2),
             lambda: Trade(asset="x", size=1, price=1, nope=3), lambda: Trade("a", True, 1.0),
             lambda: Trade("a", 1, 1.0, tags=["x", 2]), lambda: Trade("a", 1, 1.0, 5),
             lambda: Trade("a", 1, 1.0, owner="0x1234"), lambda: Trade.from_cbor(b"\x01"),
             lambda: Trade.from_cbor(b"\xa0"), lambda: Trade.from_cbor(b"\xff")]:
    try:
        make()
        print("accepted")
    except (TypeError, ValueError, AddressError, CodecError) as e:
        print(type(e).__name__ + ":", e)
t.size = 10
try:
    t.size = "ten"
except TypeError as e:
    print("TypeError:", e)
print(t.size)
for ann in ["float", "set", "frozenset", "list[float]", "'set[int]'", "typing.Dict[str, float]"]:
    try:
        exec_ = None
        if ann == "float":
            class Bad(CowboyModel):
                x: float
        elif ann == "set":
            class Bad(CowboyModel):
                x: set
        elif ann == "frozenset":
            class Bad(CowboyModel):
                x: frozenset
        elif ann == "list[float]":
            class Bad(CowboyModel):
                x: list[float]
        elif ann == "'set[int]'":
            class Bad(CowboyModel):
                x: "set[int]"
        else:
            class Bad(CowboyModel):
                x: typing.Dict[str, float]
        print("accepted", ann)
    except DeterminismError as e:
        print("DeterminismError:", e)
for ann in [typing.List["float"], typing.Optional["set[str]"]]:  # strings nested in aliases are ForwardRefs
    try:
        type("Bad", (CowboyModel,), {"__annotations__": {"x": ann}})
        print("accepted", ann)
    except DeterminismError as e:
        print("DeterminismError:", e)

class Inner(CowboyModel):
    n: int = 0
class Outer(CowboyModel):
    inner: Inner
    ids: ordered_set[int]
    pairs: dict[str, int] = {}
    point: tuple[int, int] = (0, 0)
o = Outer(inner={"n": 4}, ids=[3, 1], pairs={"a": 1})
print(o, Outer.from_cbor(o.to_cbor()) == o)
print(o.to_dict())
print(Trade.schema())
print(Outer.schema()["properties"])
`, `
Trade(asset='BTC', size=2, price=SoftFloat(3.0), tags=[], owner=None, score=SoftFloat(0.5))
True True ['asset', 'size', 'price', 'tags', 'owner', 'score']
a66473697a650264746167738065617373657463425443656f776e6572f6657072696365fb40080000000000006573636f7265fb3fe0000000000000
True True {'asset': 'BTC', 'size': 2, 'price': SoftFloat(3.0), 'tags': [], 'owner': None, 'score': SoftFloat(0.5)}
0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed True True
TypeError: Trade.size: expected int, got str '2'
TypeError: Trade() missing required field 'price'
ValueError: Trade.score: must be <= 1, got SoftFloat(2.0)
TypeError: Trade() got an unexpected field 'nope'; fields are: asset, size, price, tags, owner, score
TypeError: Trade.size: expected int, got bool True
TypeError: Trade.tags[1]: expected str, got int 2
TypeError: Trade.tags: expected a list, got int 5
AddressError: Trade.owner: invalid address: found 4 hex digits, expected 40
CodecError: Trade.from_cbor(): expected a CBOR map, got int
TypeError: Trade() missing required field 'asset'
CodecError: reserved or unsupported initial byte 0xff at offset 0
TypeError: Trade.size: expected int, got str 'ten'
10
DeterminismError: Bad.x is annotated float: CowboyModel fields must use SoftFloat, not float (§11.4)
DeterminismError: Bad.x is annotated set: sets iterate in an unspecified order; use ordered_set
DeterminismError: Bad.x is annotated frozenset: sets iterate in an unspecified order; use ordered_set
DeterminismError: Bad.x is annotated float: CowboyModel fields must use SoftFloat, not float (§11.4)
DeterminismError: Bad.x is annotated 'set[int]': sets iterate in an unspecified order; use ordered_set
DeterminismError: Bad.x is annotated float: CowboyModel fields must use SoftFloat, not float (§11.4)
DeterminismError: Bad.x is annotated 'float': CowboyModel fields must use SoftFloat, not float
DeterminismError: Bad.x is annotated 'set[str]': sets iterate in an unspecified order; use ordered_set
Outer(inner=Inner(n=4), ids=ordered_set([3, 1]), pairs={'a': 1}, point=(0, 0)) True
{'inner': {'n': 4}, 'ids': ordered_set([3, 1]), 'pairs': {'a': 1}, 'point': (0, 0)}
{'title': 'Trade', 'type': 'object', 'properties': {'asset': {'type': 'string'}, 'size': {'type': 'integer'}, 'price': {'type': 'number'}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'owner': {'anyOf': [{'type': 'string', 'pattern': '^0x[0-9a-fA-F]{40}$'}, {'type': 'null'}], 'default': None}, 'score': {'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'confidence', 'default': 0.5}}, 'required': ['asset', 'size', 'price'], 'additionalProperties': False}
{'inner': {'title': 'Inner', 'type': 'object', 'properties': {'n': {'type': 'integer', 'default': 0}}, 'required': [], 'additionalProperties': False}, 'ids': {'type': 'array', 'uniqueItems': True, 'items': {'type': 'integer'}}, 'pairs': {'type': 'object', 'additionalProperties': {'type': 'integer'}}, 'point': {'type': 'array', 'prefixItems': [{'type': 'integer'}, {'type': 'integer'}], 'minItems': 2, 'maxItems': 2}}
`)
}

func TestSDKVerify(t *testing.T) {
	sdkGolden(t, "verify", `
from cowboy_sdk import Verify, Address, CowboyModel
class M(CowboyModel):
    score: int
cfg = (Verify.builder().mode("consensus").runners(5).threshold(3)
       .check(Verify.json_schema_valid(M.schema()))
       .check(Verify.numeric_tolerance("score", 0.05))
       .check(Verify.no_prompt_leak())
       .build())
print(cfg["mode"], cfg["runners"], cfg["threshold"], list(cfg))
for c in cfg["checks"]:
    print(c)
for c in [Verify.exact_match(), Verify.structured_match(["a", "b"]), Verify.majority_vote("x"),
          Verify.supermajority_vote("x"), Verify.numeric_range("p", 0, 10), Verify.set_equality("tags"),
          Verify.contains_all(["a"]), Verify.contains_none(["b"]), Verify.regex_match("^a+$"),
          Verify.length_bounds(1, 5), Verify.semantic_similarity("ref", 0.9), Verify.entropy_check(2.5),
          Verify.custom("my_rule", k=1), Verify.custom_actor(Address.JOB_DISPATCHER, "check", [1])]:
    print(c)
print(Verify.builder().build(), Verify.builder().mode("deterministic").runners(3).build())
print(Verify.builder().mode("tee").build()["runners"], Verify.builder().mode("consensus").build()["threshold"])
bad = [lambda: Verify.builder().mode("majority_vote"), lambda: Verify.builder().mode(3),
       lambda: Verify.builder().runners(0), lambda: Verify.builder().threshold(0),
       lambda: Verify.builder().mode("consensus").runners(4).threshold(2).build(),
       lambda: Verify.builder().mode("consensus").runners(1).build(),
       lambda: Verify.builder().mode("deterministic").runners(3).threshold(2).build(),
       lambda: Verify.builder().mode("none").runners(2).build(),
       lambda: Verify.builder().mode("tee").runners(2).threshold(3).build(),
       lambda: Verify.builder().check(Verify.exact_match()).build(),
       lambda: Verify.builder().check("exact"),
       lambda: Verify.numeric_tolerance("x", -1), lambda: Verify.numeric_range("x", 5, 1),
       lambda: Verify.majority_vote("x", 1.5), lambda: Verify.contains_all([]),
       lambda: Verify.length_bounds(5, 1), lambda: Verify.supermajority_vote("x", 0.5)]
for f in bad:
    try:
        f()
        print("accepted")
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
`, `
consensus 5 3 ['mode', 'runners', 'threshold', 'checks']
{'type': 'json_schema_valid', 'schema': {'title': 'M', 'type': 'object', 'properties': {'score': {'type': 'integer'}}, 'required': ['score'], 'additionalProperties': False}}
{'type': 'numeric_tolerance', 'field': 'score', 'tolerance': 0.05}
{'type': 'no_prompt_leak'}
{'type': 'exact_match'}
{'type': 'structured_match', 'fields': ['a', 'b']}
{'type': 'majority_vote', 'field': 'x', 'threshold': 0.5}
{'type': 'supermajority_vote', 'field': 'x', 'threshold': 0.67}
{'type': 'numeric_range', 'field': 'p', 'min': 0, 'max': 10}
{'type': 'set_equality', 'field': 'tags'}
{'type': 'contains_all', 'substrings': ['a']}
{'type': 'contains_none', 'substrings': ['b']}
{'type': 'regex_match', 'pattern': '^a+$'}
{'type': 'length_bounds', 'min': 1, 'max': 5}
{'type': 'semantic_similarity', 'reference': 'ref', 'threshold': 0.9}
{'type': 'entropy_check', 'min_entropy': 2.5}
{'type': 'custom', 'name': 'my_rule', 'params': {'k': 1}}
{'type': 'custom_actor', 'actor': '0x0000000000000000000000000000000000000002', 'method': 'check', 'args': [1]}
{'mode': 'none', 'runners': 1, 'threshold': 1, 'checks': []} {'mode': 'deterministic', 'runners': 3, 'threshold': 3, 'checks': []}
1 2
ValueError: unknown verification mode 'majority_vote'; expected one of: none, consensus, deterministic, tee, zk, optimistic
TypeError: mode must be a str, not int
ValueError: runners must be >= 1, got 0
ValueError: threshold must be >= 1, got 0
ValueError: mode 'consensus' needs a majority: threshold must be more than half of 4 runners, got 2
ValueError: mode 'consensus' compares runners' results; it needs at least 2 runners, got 1
ValueError: mode 'deterministic' requires every runner to agree: threshold must equal runners (3), got 2
ValueError: mode 'none' uses the first runner's result directly; runners must be 1, got 2
ValueError: threshold 3 exceeds the number of runners 2
ValueError: mode 'none' performs no verification; remove the checks or pick another mode
TypeError: check() takes a checker made by a Verify.* method, not str
ValueError: tolerance must be >= 0, got -1
ValueError: numeric_range(): min_val 5 is above max_val 1
ValueError: threshold must be in (0, 1], got 1.5
ValueError: contains_all() substrings must not be empty
ValueError: length_bounds(): min_len 5 is above max_len 1
ValueError: a supermajority threshold must be above 0.5, got 0.5
`)
}

func TestSDKDecoratorsAndRunner(t *testing.T) {
	sdkGolden(t, "decorators", `
from cowboy_sdk import *
from cowboy_sdk import runner
@actor
class Bot:
    @deferred
    @callable_by(OWNER, SELF, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    @reentrancy_guard
    def trade(self, msg):
        return 1

    @runner.continuation(guard_unchanged=["price"])
    async def analyze(self, msg):
        ctx = capture()
        ctx.summary = await runner.llm(prompt="hi")

    @actor.continuation(timeout_blocks=100)
    @storage_guard("balance", "config")
    async def collect(self, msg):
        pass

    @public
    def _exposed(self, msg):
        pass

    def _private(self):
        pass
h = Bot.__cowboy_handlers__
print(sorted(h), Bot.__cowboy_actor__)
print(h["trade"])
print(h["analyze"]["continuation"], h["collect"]["continuation"], h["collect"]["storage_guard"])
print(Bot.trade.__name__, Bot.trade.__cowboy_mode__, Bot.trade.__wrapped__.__name__)
try:
    pure(deferred(lambda s, m: 1))
except TypeError as e:
    print("TypeError:", e)
j = runner.llm(prompt="Summarize", max_tokens=200, timeout_blocks=50, retry_policy=Retry(max_attempts=4, backoff="linear"),
               verification=Verify.builder().mode("consensus").runners(3).build())
print(j.to_dict())
print(runner.http("https://api.example.com/x", method="post", headers={"A": "b"}).to_dict())
print(runner.mcp("srv", "tool", {"q": 1}).to_dict())
print(Retry().delays(), Retry(5, "fixed", base_blocks=2).delays(), Retry(6, max_blocks=5).delays())
for f in [lambda: runner.llm(""), lambda: runner.http("ftp://x"), lambda: runner.llm("x", timeout_blocks=1.5),
          lambda: Retry(backoff="random"), lambda: bounded_loop(0), lambda: callable_by(),
          lambda: callable_by(b"short")]:
    try:
        f()
    except (TypeError, ValueError, AddressError) as e:
        print(type(e).__name__ + ":", e)
try:
    next(j.__await__())
except HostUnavailableError as e:
    print("HostUnavailableError")
tg = TaskGroup()
t1 = tg.create_task(runner.llm(prompt="A"))
t2 = tg.create_task(runner.llm(prompt="B"))
print(t1.index, t2.index, tg.to_list())
try:
    t1.result
except ContinuationLimitError as e:
    print("ContinuationLimitError:", e)
ctx = capture(a=1)
ctx.b = [1, "x", b"y", {"k": None}]
try:
    ctx.c = ordered_set  # a class
except CaptureTypeError as e:
    print("CaptureTypeError:", str(e)[:46])
print(ctx.to_dict(), ctx.snapshot().hex(), "a" in ctx)
print(list(BoundedRange(3, 3)))
try:
    for i in BoundedRange([1, 2, 3, 4], 3):
        pass
except LoopBoundExceeded as e:
    print("LoopBoundExceeded:", e, e.ERROR_SLUG)
@bounded_loop(max_iterations=10)
async def run():
    pass
print(run.__cowboy_bounded_loop__)
g = GuardedValue("balance", 100)
print(g.check(100), g.snapshot_hash.hex()[:16])
try:
    g.check(99)
except StateConflictError as e:
    print("StateConflictError:", e)
gs = GuardSet()
gs.add("a", 1); gs.add("b", [1])
gs.verify({"a": 1, "b": [1]})
try:
    gs.verify({"a": 2, "b": [2]})
except StateConflictError as e:
    print("StateConflictError:", e)
print(BlockHeight is int, SoftFloat("0.05"), SoftFloat(1) + 1, isinstance(SoftFloat(2), float))
`, `
['_exposed', 'analyze', 'collect', 'trade'] True
{'permissions': {'public': False, 'owner': True, 'self': True, 'addresses': [b'Z\xae\xb6\x05?>\x94\xc9\xb9\xa0\x9f3f\x945\xe7\xef\x1b\xea\xed']}, 'mode': 'deferred', 'reentrancy_guard': True, 'storage_guard': [], 'continuation': None}
{'kind': 'runner', 'guard_unchanged': ['price'], 'timeout_blocks': None} {'kind': 'actor', 'guard_unchanged': [], 'timeout_blocks': 100} ['balance', 'config']
trade deferred trade
TypeError: <lambda> is already @deferred; a handler is either @pure or @deferred
{'kind': 'llm', 'prompt': 'Summarize', 'max_tokens': 200, 'timeout_blocks': 50, 'retry': {'max_attempts': 4, 'backoff': 'linear', 'delays': [1, 2, 3]}, 'verification': {'mode': 'consensus', 'runners': 3, 'threshold': 2, 'checks': []}}
{'kind': 'http', 'url': 'https://api.example.com/x', 'method': 'POST', 'headers': {'A': 'b'}}
{'kind': 'mcp', 'server': 'srv', 'tool': 'tool', 'args': {'q': 1}}
[1, 2] [2, 2, 2, 2] [1, 2, 4, 5, 5]
TypeError: prompt must be a non-empty str
ValueError: url must be an http:// or https:// URL, got 'ftp://x'
TypeError: timeout_blocks must be an int (a number of blocks or items), not float
ValueError: unknown backoff 'random'; expected one of: exponential, linear, fixed
ValueError: max_iterations must be a positive int
TypeError: callable_by() needs at least one caller: OWNER, SELF or an address
AddressError: callable_by() caller must be 20 bytes, got 5 bytes
HostUnavailableError
0 1 [{'kind': 'llm', 'prompt': 'A'}, {'kind': 'llm', 'prompt': 'B'}]
ContinuationLimitError: task 0 of the TaskGroup has no result yet; read it after the `+"`async with`"+` block
CaptureTypeError: cannot capture c = type: cannot encode a value
{'a': 1, 'b': [1, 'x', b'y', {'k': None}]} a26161016162840161784179a1616bf6 True
[0, 1, 2]
LoopBoundExceeded: loop exceeded its bound of 3 iterations E1201
10
100 105fbf356a82e594
StateConflictError: storage key 'balance' changed since it was guarded
StateConflictError: guarded storage keys changed: a, b
True SoftFloat(0.05) 2.0 True
`)
}
