import unicodedata

import pulumi
import pulumi_aws as aws
import pulumi_simple as simple


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


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


config = pulumi.Config()

# An apply's callback made in a comprehension or a ranged resource's loop
# reads the loop's variables as they were when it was made, not as they are
# when it runs (Python's closures read them late): the index, key and value
# of lists and maps, variables of an outer comprehension in an inner one,
# range.key and range.value, callbacks of one output and of several, in
# resource inputs, locals and outputs.
names = config.get_object("names", default={"a": "alpha", "b": "beta", "c": "gamma"})
ranged = []
for index in range(3):
    ranged.append(simple.Resource(f"ranged-{index}", input_one=f"r{index}"))
by_index = aws.ec2.Instance(
    "byIndex",
    ami="ami-1",
    instance_type="t3.micro",
    security_groups=[
        r.result.apply(lambda result, i=i: "none" if result == "" else f"n{i}")
        for i, r in enumerate(ranged)
    ],
    tags={
        k: ranged[0].result.apply(
            lambda result, k=k, v=v: "none" if result == "" else f"{k}={v}"
        )
        for k, v in names.items()
    },
)
ranged_by_number = []
for index in range(3):
    ranged_by_number.append(
        simple.Resource(
            f"rangedByNumber-{index}",
            input_one=ranged[0].result.apply(
                lambda result, index=index: "none" if result == "" else f"n{index}"
            ),
        )
    )
ranged_by_map = {}
for key, value in names.items():
    ranged_by_map[key] = simple.Resource(
        f"rangedByMap-{key}",
        input_one=ranged[1].result.apply(
            lambda result, key=key, value=value: (
                "none" if result == "" else f"{key}={value}"
            )
        ),
    )
pairs = [
    pulumi.Output.all(result=r.result, ranged_result=ranged[0].result).apply(
        lambda args, i=i: i if args["result"] == args["ranged_result"] else i * 10
    )
    for i, r in enumerate(ranged)
]
nested = [
    [
        r.result.apply(
            lambda result, n=n, i=i, j=j: n if result == "" else f"{i}{j}{n}"
        )
        for j, n in enumerate(["x", "y"])
    ]
    for i, r in enumerate(ranged)
]
several = [
    pulumi.Output.all(result=r.result, input_one=r.input_one).apply(
        lambda args, i=i: -1 if args["result"] == args["input_one"] else i
    )
    for i, r in enumerate(ranged)
]
pulumi.export("pairs", pairs)
pulumi.export("nested", nested)
pulumi.export("several", several)
pulumi.export(
    "keys",
    _from_entries(
        [
            (
                v,
                ranged[1].result.apply(
                    lambda result, k=k: 0 if result == "" else _grapheme_count(k)
                ),
            )
            for k, v in names.items()
        ]
    ),
)
