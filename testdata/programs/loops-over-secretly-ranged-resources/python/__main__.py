import pulumi
import pulumi_random as random

config = pulumi.Config()

# Loops over the attributes of resources ranged over a secret config (which
# Go holds as an output, so the loop is an apply over it), inside the inputs
# of resources ranged over a secret: the loop's variable is the resolved
# element there, not an output.
names = config.get_secret_object("names", default={"list": [True, False]})
pets = pulumi.Output.unsecret(
    names.apply(lambda names: [-3 for c in names["list"]])
).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}") for index, value in enumerate(resolved)
    ]
)
shuffled = pulumi.Output.unsecret(pulumi.Output.secret([True])).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"shuffled-{index}",
            inputs=pets.apply(
                lambda pets: pulumi.Output.all(*[item.urn for item in pets])
            ).apply(lambda values: [u for u in values]),
            seed=pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets]))
            .apply(
                lambda values: [
                    f"{i}-{id_}" for i, id_ in enumerate(values) if id_ != ""
                ]
            )
            .apply(lambda values: ",".join(values)),
        )
        for index, value in enumerate(resolved)
    ]
)
labelled = pulumi.Output.unsecret(pulumi.Output.secret({"a": 1})).apply(
    lambda resolved: {
        key: random.RandomPet(
            f"labelled-{key}",
            prefix=pets.apply(
                lambda pets: pulumi.Output.all(*[item.urn for item in pets])
            )
            .apply(lambda values: {f"k{i}": f"{u}!" for i, u in enumerate(values)})
            .apply(lambda values: str(len(values))),
        )
        for key, value in resolved.items()
    }
)
