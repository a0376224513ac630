x = f'{lambda: 1}'
