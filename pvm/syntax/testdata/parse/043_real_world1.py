"""A module docstring."""

import os
import sys
from typing import Dict, List, Optional

__all__ = ["Foo", "bar"]

CONSTANT = 42


class Foo(object):
    """A class."""

    attr: int = 0

    def __init__(self, x: int, y: Optional[str] = None) -> None:
        self.x = x
        self.y = y or "default"
        self._cache: Dict[str, List[int]] = {}

    def __repr__(self) -> str:
        return f"Foo(x={self.x!r}, y={self.y!r})"

    @property
    def double(self) -> int:
        return self.x * 2

    def process(self, items):
        result = []
        for i, item in enumerate(items):
            if not item:
                continue
            try:
                value = int(item)
            except (TypeError, ValueError) as exc:
                raise RuntimeError(f"bad item {i}: {item}") from exc
            else:
                result.append(value)
            finally:
                pass
        return sorted(result, key=lambda v: -v)


def bar(*args, **kwargs):
    with open(os.devnull, "w") as fh:
        print(*args, file=fh, **kwargs)
    return {k: v for k, v in kwargs.items() if v is not None}


if __name__ == "__main__":
    sys.exit(bar(1, 2, sep=","))
