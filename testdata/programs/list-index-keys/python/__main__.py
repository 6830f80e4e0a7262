import pulumi
import pulumi_random as random


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


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
    readers.append(
        random.RandomPet(f"readers-{index}", prefix=_index(pets, int(value)).id)
    )
digits = random.RandomPet("digits", length=2)
pulumi.export("byString", _index(names, int(position)))
pulumi.export("byNumber", _index(names, _to_int(ratio)))
pulumi.export("byConstant", names[0])
pulumi.export("tupleByString", _index(["x", "y"], int(position)))
pulumi.export("resourceByString", _index(pets, int(position)).id)
pulumi.export(
    "byOutputNumber",
    digits.length.apply(lambda length: _index(positions, _to_int(length / 2))),
)
pulumi.export(
    "byOutputString",
    digits.length.apply(lambda length: _index(positions, int(str(length - 2)))),
)
pulumi.export(
    "inTemplate",
    pulumi.Output.concat(
        _index(names, int(position)), "-", _index(pets, _to_int(ratio)).id
    ),
)
