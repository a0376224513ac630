# A class body may declare a name nonlocal: its stores and deletes then go to
# the enclosing function's cell (not the class namespace), and later reads in
# the body, in methods and in the function all see the new value.


def counter_class(start):
    class Counter:
        nonlocal start
        start += 1
        first = start
        start = start * 10

        def get(self):
            return start

    return Counter, start


cls, after = counter_class(1)
print(cls.first, after, cls().get(), "start" in cls.__dict__, sorted(k for k in cls.__dict__ if not k.startswith("__")))


def rebinding():
    y = "outer"

    class K:
        nonlocal y
        y = "from class"
        seen = y

    return y, K.seen, hasattr(K, "y")


print(rebinding())


def shadowing():
    x = 1

    class A:
        x = 2  # a class binding, not the function's x

        class B:
            nonlocal x
            x = x + 100

    return x, A.x


print(shadowing())


def deleting():
    z = 5

    class D:
        nonlocal z
        del z

    try:
        return z
    except NameError as e:
        return type(e).__name__ + ": " + str(e)


print(deleting())


def augmented_in_loop(n):
    total = 0

    class Acc:
        nonlocal total
        for i in range(n):
            total += i
        label = f"sum<{total}>"

    return total, Acc.label


print(augmented_in_loop(5))
