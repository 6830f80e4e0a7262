from typing import Any

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# A config variable's default is evaluated only when its key is unset:
# config.json sets "picked" and "secretPicked", whose defaults would fail
# (an index out of range), and leaves the others unset, whose defaults are
# computed by calls.
names = config.get_object("names", default=["p", "q", "r"])
picked = _config_default(config.get("picked"), lambda: names[7])
secret_picked = _config_default(
    config.get_secret("secretPicked"), lambda: pulumi.Output.secret(names[9])
)
counted = _config_default(config.get_int("counted"), lambda: len(names) + 1)
secret_counted = _config_default(
    config.get_secret_int("secretCounted"), lambda: pulumi.Output.secret(len(names) * 2)
)
shouted: pulumi.Output[Any] = _config_default(
    config.get_secret_object("shouted"),
    lambda: pulumi.Output.secret([f"{n}!" for n in names]),
)
pet = random.RandomPet("pet", length=counted)
pulumi.export("picked", picked)
pulumi.export("secretPicked", secret_picked)
pulumi.export("counts", [f"{n}{counted}" for n in names])
pulumi.export(
    "secretCounted",
    secret_counted.apply(
        lambda secret_counted: _try(lambda: secret_counted + counted, lambda: 0)
    ),
)
pulumi.export("shouted", shouted)
pulumi.export("petId", pet.id)
