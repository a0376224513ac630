from dataclasses import dataclass, field
from enum import Enum
from collections import defaultdict
import json

class Genre(Enum):
    FICTION = "fiction"
    SCIENCE = "science"
    HISTORY = "history"

class LibraryError(Exception):
    pass

class NotAvailable(LibraryError):
    pass

@dataclass(order=True)
class Book:
    sort_key: tuple = field(init=False, repr=False)
    title: str
    author: str
    year: int
    genre: Genre = Genre.FICTION
    copies: int = 1
    def __post_init__(self):
        self.sort_key = (self.author.split()[-1], self.year)

@dataclass
class Library:
    books: dict = field(default_factory=dict)
    loans: dict = field(default_factory=lambda: defaultdict(list))
    def add(self, book: Book):
        if book.title in self.books:
            self.books[book.title].copies += book.copies
        else:
            self.books[book.title] = book
    def lend(self, title: str, member: str):
        match self.books.get(title):
            case None:
                raise LibraryError(f"unknown title {title!r}")
            case Book(copies=0):
                raise NotAvailable(f"{title!r} is out")
            case book:
                book.copies -= 1
                self.loans[member].append(title)
    def give_back(self, title: str, member: str):
        try:
            self.loans[member].remove(title)
        except ValueError:
            raise LibraryError(f"{member} did not borrow {title!r}") from None
        self.books[title].copies += 1
    def report(self):
        by_genre = defaultdict(list)
        for b in sorted(self.books.values()):
            by_genre[b.genre.value].append(f"{b.title} ({b.year})")
        return dict(sorted(by_genre.items()))

lib = Library()
for b in [Book("Dune", "Frank Herbert", 1965), Book("Cosmos", "Carl Sagan", 1980, Genre.SCIENCE, 2),
          Book("SPQR", "Mary Beard", 2015, Genre.HISTORY), Book("Dune", "Frank Herbert", 1965),
          Book("Contact", "Carl Sagan", 1985), Book("The Guns of August", "Barbara Tuchman", 1962, Genre.HISTORY)]:
    lib.add(b)
print(len(lib.books), lib.books["Dune"].copies, [b.title for b in sorted(lib.books.values())])
actions = [("lend", "Dune", "ann"), ("lend", "Dune", "bob"), ("lend", "Dune", "cy"), ("lend", "Nope", "ann"),
           ("return", "Dune", "cy"), ("return", "Dune", "ann"), ("lend", "SPQR", "cy"), ("lend", "SPQR", "dan")]
for act, title, who in actions:
    try:
        (lib.lend if act == "lend" else lib.give_back)(title, who)
        print(f"ok   {act:<6} {title:<8} {who}")
    except NotAvailable as e:
        print(f"wait {act:<6} {e}")
    except LibraryError as e:
        print(f"err  {act:<6} {e} (cause={e.__cause__}, suppressed={e.__suppress_context__})")
print(dict(lib.loans), {t: b.copies for t, b in lib.books.items()})
print(json.dumps(lib.report(), indent=2))
print(Book("A", "X Y", 2000) < Book("B", "X Z", 1990), max(lib.books.values()).title, Genre("science").name)
