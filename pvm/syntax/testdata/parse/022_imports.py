import a
import a.b.c
import a as b
import a.b as c, d
from a import b
from a import b as c
from a import (b, c)
from a import (b, c,)
from a import (
    b as c,
    d,
)
from . import a
from .. import a
from ... import a
from .... import a
from .a import b
from ..a.b import c
from ...a import *
from a import *
import a, b, c
