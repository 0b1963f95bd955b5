print("listlab")
