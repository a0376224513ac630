f'{x\n}'
