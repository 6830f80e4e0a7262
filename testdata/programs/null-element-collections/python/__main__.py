import pulumi
import pulumi_random as random

from comp import Comp


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"], keepers={"k": "v"})
nulls = shuffle.keepers.apply(
    lambda keepers: [None for _, v in sorted(_operand(keepers).items())]
)
null_map = shuffle.results.apply(
    lambda results: {f"k{i}": None for i in range(len(results))}
)
maybe_map = shuffle.results.apply(
    lambda results: {
        f"k{i}": _single_or_none([]) for i, r in enumerate(results) if r != ""
    }
)
secret_nones = pulumi.Output.unsecret(pulumi.Output.secret([_single_or_none([])]))
maybe_list = pulumi.Output.secret([_single_or_none([]) for r in [] if bool(False)])
comp = Comp("comp", {})
pulumi.export("nulls", nulls)
pulumi.export("nullMap", null_map)
pulumi.export("maybeMap", maybe_map)
pulumi.export("secretNones", secret_nones)
pulumi.export("maybeList", maybe_list)
pulumi.export("fromComponent", comp.nothing)
