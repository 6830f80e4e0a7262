import pulumi

config = pulumi.Config()

# range counts up by 1 unless given a step, and a step that leads away
# from the limit makes an empty list: range(-1) and range(5, 1) are empty.
limit = config.get_int("limit", default=-2)
pulumi.export("belowZero", list(range(-1)))
pulumi.export("fromConfig", list(range(limit)))
pulumi.export("startPastLimit", list(range(5, 1)))
pulumi.export("awayFromLimit", list(range(0, 10, -1)))
pulumi.export("down", list(range(3, limit, -2)))
pulumi.export("names", [f"n{i}" for i in list(range(limit, 2))])
