f'{a b}'
