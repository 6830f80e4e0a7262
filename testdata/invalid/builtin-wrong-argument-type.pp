asset = fileAsset(["a.txt"])
