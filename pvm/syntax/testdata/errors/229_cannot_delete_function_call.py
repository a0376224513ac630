del x.y()
