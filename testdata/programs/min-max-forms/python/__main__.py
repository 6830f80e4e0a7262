import pulumi

config = pulumi.Config()

# pclfuzz (seed 9116 and others): min and max of one number, of several, of
# a list's numbers and of numbers followed by a list's, over numbers and
# ints. Python's min and max take a single argument as an iterable; a list
# expanded after other numbers joins them.
l_ = config.get_object("l", default=[4, 9.5, 2])
li = config.get_object("li", default=[3, 1])
pulumi.export("one", min([14]))
pulumi.export("several", max(1, 2.5, -3))
pulumi.export("list", min(l_))
pulumi.export("numbersAndList", max([3, *l_]))
pulumi.export("numberAndInts", min([5, *li]))
pulumi.export("ints", max(li))
