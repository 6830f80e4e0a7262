joined = join(",")
