import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


config = pulumi.Config()

# A conditional of object constructors of different keys inside a local (an
# object, a tuple, a loop's element) beside outputs, read where a map is taken:
# the local is declared with PCL's type, of which the choice is one object.
c = config.get_bool("c", default=True)
pet = random.RandomPet("pet", length=2)
tup = [pet.id, {"a.b": "alpha"} if c else {}]
deep = {"inner": {"kilo": pet.id, "papa": {"a.b": "alpha"} if c else {}}}
looped = [{"kilo": pet.id, "papa": {"a.b": "alpha"} if c else {}} for i in [1, 2]]
b = aws.s3.Bucket("b", tags=tup[1])
b2 = aws.s3.Bucket("b2", tags=deep["inner"]["papa"])
b3 = aws.s3.Bucket("b3", tags=looped[0]["papa"])
plain_looped = [{"papa": {"a.b": "alpha"} if c else {}} for i in [1, 2]]
map_looped = _from_entries(
    [(i, {"kilo": pet.id, "papa": {"a.b": "alpha"} if c else {}}) for i in ["x", "y"]]
)
b4 = aws.s3.Bucket("b4", tags=plain_looped[0]["papa"])
b5 = aws.s3.Bucket("b5", tags=map_looped["x"]["papa"])
sierra = {"kilo": pet.id, "papa": {"a.b": "alpha"} if c else {}}
b6 = aws.s3.Bucket("b6", tags=sierra["papa"])
mixed_looped = _from_entries(
    [
        (i, {"alpha": "lit", "golf": "g"} if c else {"alpha": pet.id, "golf": pet.id})
        for i in ["x", "y"]
    ]
)
b7 = aws.s3.Bucket("b7", tags=mixed_looped["x"])
pulumi.export(
    "read",
    [
        tup[1],
        deep["inner"]["papa"],
        looped[1]["papa"],
        plain_looped[0]["papa"],
        map_looped["y"]["papa"],
        sierra["papa"],
    ],
)
