from typing import Any, cast

import pulumi

config = pulumi.Config()

# A tuple given where a tuple of other element types is taken converts each
# element to its own: `c ? s : [1, "a"]` gives [1, "2"] where s is [1, 2].
pick = config.get_bool("pick", default=True)
plain = [1, 2]
secret_pair = pulumi.Output.secret([3, 4])
secret_objects = pulumi.Output.secret([{"k": 1}, {"k": 2}])
empty_objects = pulumi.Output.secret([{}, {}])
from_plain = [plain[0], str(plain[1])] if pick else [1, "a"]
from_secret = (
    cast(
        Any,
        pulumi.Output.from_input(
            [secret_pair[0], secret_pair.apply(lambda secret_pair: str(secret_pair[1]))]
        ),
    )
    if pick
    else pulumi.Output.from_input([True, "b"])
)
from_objects = (
    secret_objects if pick else pulumi.Output.from_input([{"k": 3}, {"j": 4}])
)
from_empty = (
    empty_objects
    if pick
    else pulumi.Output.from_input([{"a.b": True}, {"with space": False}])
)
in_object = {"t": [plain[0], str(plain[1])]} if pick else {"t": [5, "c"]}
in_tuple = (
    [
        [plain[0], str(plain[1])],
        pulumi.Output.all(
            secret_pair[0], secret_pair.apply(lambda secret_pair: str(secret_pair[1]))
        ),
    ]
    if pick
    else [[6, "d"], pulumi.Output.from_input([7, "e"])]
)
nested = [[plain[0], str(plain[1])], ["8", 9]] if pick else [[1, "f"], ["g", 2]]
secret_tuple = (
    pulumi.Output.secret([1, "2"]) if pick else pulumi.Output.from_input([1, "h"])
)
secret_object = (
    pulumi.Output.secret({"x": 1, "y": "2"})
    if pick
    else pulumi.Output.from_input({"x": 1, "y": "i"})
)
pulumi.export("fromPlain", from_plain)
pulumi.export("fromSecret", from_secret)
pulumi.export("fromObjects", from_objects)
pulumi.export("fromEmpty", from_empty)
pulumi.export("inObject", in_object)
pulumi.export("inTuple", in_tuple)
pulumi.export("nested", nested)
pulumi.export("secretTuple", secret_tuple)
pulumi.export("secretObject", secret_object)
