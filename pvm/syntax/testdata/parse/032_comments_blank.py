# comment at start

x = 1  # trailing comment
   # indented comment

def f():
    # comment in body

    x = 1
        # weird indented comment
    return x  # done


# trailing comments
if x:  # comment
    pass  # comment
# comment between
else:
    pass
