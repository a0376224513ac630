x = f"""
a {b}
  c {d!r}
"""
y = f'''{
    e
}'''
z = (f'{a}'
     f'{b}'
     'c')
w = f"""{x:
>10}"""
v = f'''line1
{
  foo(
    1,
    2)
}'''
