"""cowboy_sdk.runner: off-chain jobs awaited from continuations (CIP-6 §9.3,
CIP-2).

runner.llm(), runner.http() and runner.mcp() validate their arguments and
return a Job: a plain description of the request (Job.spec, a dict) that a
continuation awaits. The continuation runtime that suspends at the await and
resumes with the runner's result belongs to the chain; awaiting a Job
outside a compiled continuation raises ContinuationLimitError (or
HostUnavailableError in a plain script). Retry and TaskGroup describe retry
policies and ordered parallel jobs.

    @runner.continuation
    async def analyze(self, msg):
        ctx = capture()
        ctx.summary = await runner.llm(prompt="Summarize: " + msg["text"], max_tokens=200)
"""

import _cowboy_host
from cowboy_sdk.errors import ContinuationLimitError, HostUnavailableError, _error

__all__ = ["llm", "http", "mcp", "job", "Job", "Retry", "TaskGroup", "Task", "continuation", "JOB_KINDS"]

JOB_KINDS = ("llm", "http", "mcp", "custom")
_HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")


def _count(v, what, minimum):
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError("%s must be an int (a number of blocks or items), not %s" % (what, type(v).__name__))
    if v < minimum:
        raise ValueError("%s must be >= %d, got %d" % (what, minimum, v))
    return v


def _await_error(what):
    if not _cowboy_host.available():
        return _error(HostUnavailableError,
                      "awaiting %s needs a running actor on a chain; this program has no host (a plain `cowboy pvm run` "
                      "script). Deploy the actor with `cowboy actor deploy` or run it on `cowboy devnet`." % what)
    return _error(ContinuationLimitError,
                  "%s can only be awaited inside a handler decorated with @runner.continuation or @actor.continuation"
                  % what)


class Retry:
    """Retry(max_attempts=3, backoff="exponential", base_blocks=1,
    max_blocks=None): a deterministic retry policy. Delays are block counts:
    exponential 1, 2, 4, ...; linear 1, 2, 3, ...; fixed 1, 1, 1, ...
    (times base_blocks, capped at max_blocks). Any jitter the chain adds
    comes from on-chain randomness, never from the runner."""

    BACKOFFS = ("exponential", "linear", "fixed")

    def __init__(self, max_attempts=3, backoff="exponential", base_blocks=1, max_blocks=None):
        self.max_attempts = _count(max_attempts, "max_attempts", 1)
        if backoff not in Retry.BACKOFFS:
            raise ValueError("unknown backoff %r; expected one of: %s" % (backoff, ", ".join(Retry.BACKOFFS)))
        self.backoff = backoff
        self.base_blocks = _count(base_blocks, "base_blocks", 1)
        self.max_blocks = None if max_blocks is None else _count(max_blocks, "max_blocks", 1)

    def delays(self):
        "The wait in blocks before each retry (max_attempts - 1 entries)."
        out = []
        for i in range(self.max_attempts - 1):
            if self.backoff == "exponential":
                d = self.base_blocks * 2 ** i
            elif self.backoff == "linear":
                d = self.base_blocks * (i + 1)
            else:
                d = self.base_blocks
            if self.max_blocks is not None:
                d = min(d, self.max_blocks)
            out.append(d)
        return out

    def to_dict(self):
        return {"max_attempts": self.max_attempts, "backoff": self.backoff, "delays": self.delays()}

    def __repr__(self):
        return "Retry(max_attempts=%d, backoff=%r)" % (self.max_attempts, self.backoff)


def _options(spec, timeout_blocks, retry_policy, verification, tee_required, secrets):
    if timeout_blocks is not None:
        spec["timeout_blocks"] = _count(timeout_blocks, "timeout_blocks", 1)
    if retry_policy is not None:
        if not isinstance(retry_policy, Retry):
            raise TypeError("retry_policy must be a Retry")
        spec["retry"] = retry_policy.to_dict()
    if verification is not None:
        if not isinstance(verification, dict) or "mode" not in verification:
            raise TypeError("verification must be the dict built by Verify.builder()...build()")
        spec["verification"] = verification
    if tee_required:
        spec["tee_required"] = True
    if secrets:
        if isinstance(secrets, str) or not all([isinstance(s, str) for s in secrets]):
            raise TypeError("secrets must be a list of secret names")
        spec["secrets"] = list(secrets)
    return spec


class Job:
    """A runner request: kind ("llm", "http", "mcp" or "custom") and spec (a
    plain dict, the CIP-2 job description). Await it in a continuation."""

    def __init__(self, kind, spec, response_model=None):
        self.kind = kind
        self.spec = spec
        self.response_model = response_model

    def to_dict(self):
        out = {"kind": self.kind}
        for k, v in self.spec.items():
            out[k] = v
        return out

    def __await__(self):
        raise _await_error("runner.%s()" % self.kind)
        yield

    def __repr__(self):
        return "Job(%r, %r)" % (self.kind, self.spec)


def llm(prompt, max_tokens=None, model=None, system_prompt=None, temperature=None, response_model=None,
        verification=None, timeout_blocks=None, retry_policy=None, tee_required=False, secrets=None):
    "An LLM inference job (entitlement oracle.llm)."
    if not isinstance(prompt, str) or not prompt:
        raise TypeError("prompt must be a non-empty str")
    spec = {"prompt": prompt}
    if max_tokens is not None:
        spec["max_tokens"] = _count(max_tokens, "max_tokens", 1)
    if model is not None:
        if not isinstance(model, str):
            raise TypeError("model must be a str")
        spec["model"] = model
    if system_prompt is not None:
        if not isinstance(system_prompt, str):
            raise TypeError("system_prompt must be a str")
        spec["system_prompt"] = system_prompt
    if temperature is not None:
        if isinstance(temperature, bool) or not isinstance(temperature, (int, float)) or not 0 <= temperature <= 2:
            raise ValueError("temperature must be a number in [0, 2]")
        spec["temperature"] = float(temperature)
    if response_model is not None:
        schema = getattr(response_model, "schema", None)
        if schema is None:
            raise TypeError("response_model must be a CowboyModel subclass")
        spec["response_schema"] = schema()
    return Job("llm", _options(spec, timeout_blocks, retry_policy, verification, tee_required, secrets), response_model)


def http(url, method="GET", headers=None, body=None, verification=None, timeout_blocks=None, retry_policy=None,
         tee_required=False, secrets=None):
    "An HTTP request job (entitlement http.fetch)."
    if not isinstance(url, str) or not (url.startswith("https://") or url.startswith("http://")):
        raise ValueError("url must be an http:// or https:// URL, got %r" % (url,))
    if not isinstance(method, str) or method.upper() not in _HTTP_METHODS:
        raise ValueError("unknown HTTP method %r; expected one of: %s" % (method, ", ".join(_HTTP_METHODS)))
    spec = {"url": url, "method": method.upper()}
    if headers:
        if not isinstance(headers, dict) or not all([isinstance(k, str) and isinstance(v, str) for k, v in headers.items()]):
            raise TypeError("headers must be a dict of str to str")
        spec["headers"] = dict(headers)
    if body is not None:
        if not isinstance(body, (str, bytes, dict, list)):
            raise TypeError("body must be str, bytes, dict or list")
        spec["body"] = body
    return Job("http", _options(spec, timeout_blocks, retry_policy, verification, tee_required, secrets))


def mcp(server, tool, args=None, verification=None, timeout_blocks=None, retry_policy=None, tee_required=False,
        secrets=None):
    "An MCP tool call job."
    if not isinstance(server, str) or not server:
        raise TypeError("server must be a non-empty str")
    if not isinstance(tool, str) or not tool:
        raise TypeError("tool must be a non-empty str")
    if args is not None and not isinstance(args, dict):
        raise TypeError("args must be a dict")
    spec = {"server": server, "tool": tool, "args": {} if args is None else dict(args)}
    return Job("mcp", _options(spec, timeout_blocks, retry_policy, verification, tee_required, secrets))


def job(executor, params=None, verification=None, timeout_blocks=None, retry_policy=None, tee_required=False):
    "A custom job for a registered executor (CIP-2 Custom)."
    if not isinstance(executor, str) or not executor:
        raise TypeError("executor must be a non-empty str")
    spec = {"executor": executor, "params": {} if params is None else params}
    return Job("custom", _options(spec, timeout_blocks, retry_policy, verification, tee_required, None))


class Task:
    "A job created in a TaskGroup; .result is set once the group completes."

    def __init__(self, index, job):
        self.index = index
        self.job = job
        self._done = False
        self._result = None

    @property
    def done(self):
        return self._done

    @property
    def result(self):
        if not self._done:
            raise _error(ContinuationLimitError, "task %d of the TaskGroup has no result yet; read it after "
                         "the `async with` block" % self.index)
        return self._result


class TaskGroup:
    """Structured concurrency for runner jobs: jobs created inside
    `async with runner.TaskGroup() as tg:` are submitted in creation order
    (which fixes their nonces) and all complete before the block ends;
    results are read in creation order, whatever order runners finish."""

    def __init__(self):
        self.tasks = []

    def create_task(self, job):
        if not isinstance(job, Job):
            raise TypeError("create_task() takes a runner job (runner.llm(), runner.http(), ...)")
        t = Task(len(self.tasks), job)
        self.tasks.append(t)
        return t

    def to_list(self):
        return [t.job.to_dict() for t in self.tasks]

    async def __aenter__(self):
        return self

    async def __aexit__(self, exc_type, exc, tb):
        if exc_type is None and self.tasks:
            raise _await_error("a TaskGroup")
        return False


def continuation(fn=None, *, guard_unchanged=None, timeout_blocks=None):
    """@runner.continuation or @runner.continuation(guard_unchanged=[...],
    timeout_blocks=N): marks an async handler as a runner continuation.
    Records fn.__cowboy_continuation__ = {"kind": "runner", "guard_unchanged":
    [...], "timeout_blocks": N or None}; the chain compiles it to a state
    machine at class load."""
    guards = [] if guard_unchanged is None else list(guard_unchanged)
    for k in guards:
        if not isinstance(k, str):
            raise TypeError("guard_unchanged keys must be str")
    if timeout_blocks is not None:
        _count(timeout_blocks, "timeout_blocks", 1)

    def mark(f):
        f.__cowboy_continuation__ = {"kind": "runner", "guard_unchanged": guards, "timeout_blocks": timeout_blocks}
        return f

    if fn is not None:
        return mark(fn)
    return mark
