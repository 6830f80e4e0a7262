import pulumi
import pulumi_random as random

config = pulumi.Config()

# Resources ranged over lists of object constructors of different keys,
# whose elements Go holds as interface{}s: range.value is read as the
# binder's type, whole, by attribute and by key.
extra = config.get("extra", default="e")
plain = [{"x-y": "b-2", "with space": "s"}, {"x-y": "{brace}", "Key": extra}]
whole = []
for index, value in enumerate(plain):
    whole.append(random.RandomPet(f"whole-{index}", keepers=value))
attribute = []
for index, value in enumerate([{"a": "x", "n": 1}, {"a": "y"}]):
    attribute.append(
        random.RandomPet(f"attribute-{index}", prefix=value["a"], length=index + 1)
    )
keyed = []
for index, value in enumerate(plain):
    keyed.append(random.RandomPet(f"keyed-{index}", prefix=value.get("x-y", "none")))
