del x if y else z
