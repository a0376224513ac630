if x:
	pass
if y:
	if z:
		pass
