import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()
settings = config.require_object("settings")
document = config.require_object("document")
secret_settings = pulumi.Output.secret(settings)
name = random.RandomPet("name", prefix=_try(lambda: settings["prefix"], lambda: "pet"))
pulumi.export("hasRegion", _can(lambda: settings["region"]))
pulumi.export(
    "secretRegion",
    secret_settings.apply(
        lambda secret_settings: _try(
            lambda: secret_settings["region"], lambda: "us-east-1"
        )
    ),
)
pulumi.export(
    "secretHasZone",
    secret_settings.apply(
        lambda secret_settings: _can(lambda: secret_settings["zone"])
    ),
)
pulumi.export("owner", _try(lambda: document["owner"]["name"], lambda: "nobody"))
pulumi.export(
    "nameOrDefault", name.id.apply(lambda id_: _try(lambda: id_, lambda: "none"))
)
pulumi.export(
    "recoveredId",
    _recover(
        lambda: name.id, lambda error: pulumi.Output.from_input(f"failed: {error}")
    ),
)
