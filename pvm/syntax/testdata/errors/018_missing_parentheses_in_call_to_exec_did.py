exec 'x'
