if x:
	pass
        pass
