import pulumi
import pulumi_random as random

# Inputs of resources ranged over outputs that are secret when the program
# runs (the outputs of resources given secrets) are as secret as the range
# where they read range.key or range.value, and not where every read is
# inside unsecret().
sized = pulumi.Output.unsecret(pulumi.Output.secret([1, 2])).apply(
    lambda resolved: [
        random.RandomString(
            f"sized-{index}", length=15, min_special=pulumi.Output.secret(value)
        )
        for index, value in enumerate(resolved)
    ]
)
pet = pulumi.Output.unsecret(
    sized.apply(lambda sized: pulumi.Output.all(*[item.min_special for item in sized]))
).apply(
    lambda resolved: [
        random.RandomPet(
            f"pet-{index}",
            prefix=pulumi.Output.unsecret(pulumi.Output.from_input(f"p-{value}")),
            keepers=pulumi.Output.all(
                values=sized.apply(
                    lambda sized: pulumi.Output.all(
                        *[item.min_special for item in sized]
                    )
                ),
                value=pulumi.Output.unsecret(pulumi.Output.from_input(value)),
                key=pulumi.Output.unsecret(pulumi.Output.from_input(index)),
            ).apply(
                lambda args, index=index: {
                    "plain": str(args["value"]) + "-" + str(args["key"]),
                    "secret": str(index),
                }
            ),
            length=2,
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "prefixes", pet.apply(lambda pet: pulumi.Output.all(*[item.prefix for item in pet]))
)
pulumi.export(
    "keepers", pet.apply(lambda pet: pulumi.Output.all(*[item.keepers for item in pet]))
)
