import pulumi
import pulumi_random as random


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# A list or tuple indexed by a string is indexed by the number the string
# holds, and by a number by the int it is (PCL's conversions; a string that
# holds no number, or a number that is not whole, fails the run).
names = config.get_object("names", default=["a", "b", "c"])
position = config.get("position", default="1")
ratio = config.get_float("ratio", default=2)
positions = ["2", "0"]
pets = []
for index, value in enumerate(names):
    pets.append(random.RandomPet(f"pets-{index}", prefix=value))

# Each resource reads another by a string its range holds.
readers = []
for index, value in enumerate(positions):
    readers.append(random.RandomPet(f"readers-{index}", prefix=pets[int(value)].id))
digits = random.RandomPet("digits", length=2)
pulumi.export("byString", names[int(position)])
pulumi.export("byNumber", names[_to_int(ratio)])
pulumi.export("byConstant", names[0])
pulumi.export("tupleByString", ["x", "y"][int(position)])
pulumi.export("resourceByString", pets[int(position)].id)
pulumi.export(
    "byOutputNumber", digits.length.apply(lambda length: positions[_to_int(length / 2)])
)
pulumi.export(
    "byOutputString",
    digits.length.apply(lambda length: positions[int(str(length - 2))]),
)
pulumi.export(
    "inTemplate",
    pulumi.Output.concat(names[int(position)], "-", pets[_to_int(ratio)].id),
)
