# permission system built on enum.Flag with role inheritance
from enum import Flag, Enum, auto
class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | DELETE | ADMIN
class Role(Enum):
    GUEST = Perm.READ
    EDITOR = Perm.RW
    MODERATOR = Perm.RW | Perm.DELETE
    OWNER = Perm.ALL
print([(r.name, r.value) for r in Role])
print(Perm.RW, Perm.ALL, Perm.NONE, Perm(6), Perm.READ | Perm.DELETE, ~Perm.READ & Perm.ALL)
def can(role, perm):
    return perm in role.value
matrix = [[("Y" if can(r, p) else ".") for p in (Perm.READ, Perm.WRITE, Perm.DELETE, Perm.ADMIN)] for r in Role]
for r, row in zip(Role, matrix):
    print(f"{r.name:<10}", " ".join(row))
class User:
    def __init__(self, name, role, extra=Perm.NONE, revoked=Perm.NONE):
        self.name, self.role, self.extra, self.revoked = name, role, extra, revoked
    @property
    def perms(self):
        return (self.role.value | self.extra) & ~self.revoked
users = [User("ann", Role.OWNER, revoked=Perm.ADMIN), User("bob", Role.GUEST, extra=Perm.WRITE), User("cy", Role.MODERATOR)]
for u in users:
    print(u.name, u.perms, bool(u.perms & Perm.DELETE), Perm.WRITE in u.perms, [p.name for p in Perm if p in u.perms and p.name in ("READ", "WRITE", "DELETE", "ADMIN")])
print(Perm.READ.value, Perm.ADMIN.value, Perm.ALL.value, Perm(0) == Perm.NONE, bool(Perm.NONE))
try:
    Perm(64)
except ValueError as e:
    print(type(e).__name__, e)
print(Role(Perm.RW), Role(Perm.RW | Perm.DELETE).name)
try:
    Role(Perm.ADMIN)
except ValueError as e:
    print(type(e).__name__, e)
print(sorted(r.name for r in Role if Perm.DELETE in r.value), max(Role, key=lambda r: r.value.value).name)
