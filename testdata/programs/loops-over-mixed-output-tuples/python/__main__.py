import pulumi
import pulumi_random as random

config = pulumi.Config()

# Loops over tuples of an output and plain values of one type: the loop's
# variable is an output of that type whichever element it is.
extra = config.get("extra", default="e")
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
pet = random.RandomPet("pet", length=2)
lists = [pulumi.Output.from_input(r)[0] for r in [shuffle.results, [extra]]]
reversed_ = [
    pulumi.Output.format(
        "{0}:{1}", str(i), pulumi.Output.from_input(r).apply(lambda r_: len(r_))
    )
    for i, r in enumerate([["x", extra], shuffle.results])
]
scalars = [
    pulumi.Output.concat(pulumi.Output.from_input(s), "!") for s in ["a", pet.id, extra]
]
objects = [pulumi.Output.from_input(o)["n"] for o in [{"n": pet.id}, {"n": "plain"}]]
mapped = {
    k: pulumi.Output.from_input(r).apply(lambda r_: ",".join(r_))
    for k, r in {"out": shuffle.results, "plain": [extra]}.items()
}
pulumi.export("lists", lists)
pulumi.export("reversed", reversed_)
pulumi.export("scalars", scalars)
pulumi.export("objects", objects)
pulumi.export("mapped", mapped)
