x = f'a}'
