import pulumi
import pulumi_random as random

# Tuples and objects holding outputs beside plain values, which Go holds as
# inputs, converted element by element where a collection of another
# element type is taken: ints as numbers in a choice with a list of
# numbers, numbers and bools as strings in a resource's input, directly,
# in a choice and in a loop's value, and an object's as a map's, held or secret.
sized = random.RandomInteger("sized", min=1, max=9)
counts = [sized.result.apply(lambda result: min(result, 10)), 3]
mixed = [sized.id, 5, True]
labels = {"count": sized.result, "fixed": 2, "flag": True}
chosen = {"delta": [pulumi.Output.from_input(-2.75)]}
unchosen = {"delta": counts}
shuffled = random.RandomShuffle(
    "shuffled", inputs=[mixed[0], str(mixed[1]), "true" if mixed[2] else "false"]
)
chosen_inputs = random.RandomShuffle(
    "chosenInputs",
    inputs=[mixed[0], str(mixed[1]), "true" if mixed[2] else "false"],
    keepers={
        "count": labels["count"].apply(lambda count: str(count)),
        "fixed": str(labels["fixed"]),
        "flag": "true" if labels["flag"] else "false",
    },
)
secret_keepers = random.RandomShuffle(
    "secretKeepers",
    inputs=["b"],
    keepers=pulumi.Output.secret({"count": "4", "flag": "false"}),
)
looped = random.RandomShuffle(
    "looped",
    inputs=[pulumi.Output.from_input(n).apply(lambda n_: str(n_)) for n in counts],
)
pulumi.export("chosen", chosen)
pulumi.export("unchosen", unchosen)
