import pulumi
import pulumi_random as random

# Locals holding an int output among numbers, which Go holds as a
# pulumi.Float64Array or pulumi.Float64Map: an element read as the int its
# type says (an input, an output, arithmetic, a list of ints).
seeded = random.RandomInteger("seeded", min=1, max=10)
mixed = [seeded.result.apply(lambda result: result + result), 3 / 2]
named = {"whole": seeded.result, "half": 1 / 2}
bounded = random.RandomInteger(
    "bounded", min=mixed[0], max=named["whole"].apply(lambda whole: whole + 10)
)
pulumi.export("first", mixed[0])
pulumi.export("firstPlus", mixed[0].apply(lambda mixed_: mixed_ + 1))
pulumi.export("second", mixed[1])
pulumi.export("whole", named["whole"])
pulumi.export("count", len([mixed[0], named["whole"]]))
