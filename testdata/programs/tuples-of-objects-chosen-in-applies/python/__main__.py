import pulumi
import pulumi_random as random


def _not_implemented(message):
    raise NotImplementedError(message)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# Fuzz seed 113223: a tuple whose element chooses, once outputs are known,
# between objects with an attribute of any type: the apply's callback
# returns that attribute optional, as the tuple's declared type takes it.
pet = random.RandomPet("pet")
any_value = _try(lambda: _not_implemented("not here"), lambda: True)
choices = [
    pulumi.Output.secret({"name": "a", "extra": False}),
    {"name": pet.id, "extra": False},
    pulumi.Output.all(length=pet.length, pet_id=pet.id).apply(
        lambda args: (
            {"name": "b", "extra": True}
            if args["length"] > 1
            else {"name": args["pet_id"], "extra": any_value}
        )
    ),
]
pulumi.export("names", [pulumi.Output.from_input(c)["name"] for c in choices])
pulumi.export("extras", [pulumi.Output.from_input(c)["extra"] for c in choices])
