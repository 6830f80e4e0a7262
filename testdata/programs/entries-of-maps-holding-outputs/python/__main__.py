import pulumi
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


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


# Locals computed by entries of a map literal holding an output (a secret,
# a resource's output): the binder types the entries as objects holding
# it, which Go builds as an input collection. A loop over such a local
# was retyped (a list of outputs) where the local's value was lowered as
# an output of the whole list (Go: cannot range over a StringArrayOutput).
pet = random.RandomPet("pet", length=2)
secret_keys = [
    entry["key"]
    for i, entry in enumerate(
        [
            {"key": key, "value": value}
            for key, value in sorted(
                {
                    "k1": "dollar$",
                    "a.b": "x",
                    "with space": _recover(
                        lambda: pulumi.Output.secret("12"),
                        lambda error: pulumi.Output.from_input("fallback"),
                    ),
                }.items()
            )
        ]
    )
    if i >= 0
]
keyed = {f"k{i}": k for i, k in enumerate(secret_keys)}
pet_keys = [
    entry["key"]
    for entry in [
        {"key": key, "value": value}
        for key, value in sorted({"a": pet.id, "b": "c"}.items())
    ]
]
pet_pairs = pulumi.Output.all(
    pet_id=pet.id,
    values=[
        pulumi.Output.from_input(entry)
        for entry in [
            {"key": key, "value": value}
            for key, value in sorted({"a": pet.id, "b": "c"}.items())
        ]
    ],
).apply(
    lambda args: _from_entries(
        [
            (args["values"][i]["key"], args["values"][i]["value"])
            for i in range(
                len(
                    [
                        {"key": key, "value": value}
                        for key, value in sorted(
                            {"a": args["pet_id"], "b": "c"}.items()
                        )
                    ]
                )
            )
            if i < 2
        ]
    )
)
counted = _from_entries([(k, i) for i, k in enumerate(pet_keys)])
pulumi.export("secretKeys", secret_keys)
pulumi.export("keyed", keyed)
pulumi.export("petPairs", pet_pairs)
pulumi.export("counted", counted)
