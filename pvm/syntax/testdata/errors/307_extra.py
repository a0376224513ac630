_name___ == "__ma__":
    pass
