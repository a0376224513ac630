x = f'{a)b}'
