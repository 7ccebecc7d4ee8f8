print("dndsim")
