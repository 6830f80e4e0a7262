import pulumi
import pulumi_random as random

# Lists of object constructors of different keys, which PCL types as a
# tuple of their object types: each element, read alone, is a map of
# strings that a map input takes, plain, secret or read from an output.
pet = random.RandomPet("pet", length=2)
plain = [{"x-y": "b-2", "with space": "s"}, {"x-y": "{brace}", "Key": "k"}]
hidden = pulumi.Output.unsecret(
    pulumi.Output.secret([{"a": "1", "b": "2"}, {"c": "3"}])
)
first = random.RandomPet("first", keepers=plain[0])
second = random.RandomPet("second", keepers=hidden[1])
pulumi.export("counts", hidden.apply(lambda hidden: [len(o) for o in hidden]))
