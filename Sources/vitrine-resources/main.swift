print("resources")
