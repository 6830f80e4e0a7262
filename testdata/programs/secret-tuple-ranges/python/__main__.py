import pulumi
import pulumi_random as random

from counted import Counted


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


# Resources ranged over tuples that hold a secret element. The backends
# resolve such a range as a whole, so every instance reads range.key and
# range.value as secrets: more secret than PCL's value (only the secret
# element's instance), which the runs allow, and never less.
secret_name = pulumi.Output.secret("b")
pets = pulumi.Output.unsecret(pulumi.Output.all("a", secret_name, "c")).apply(
    lambda resolved: [
        random.RandomPet(
            f"pets-{index}",
            prefix=pulumi.Output.format(
                "{0}-{1}", pulumi.Output.secret(value), pulumi.Output.secret(index)
            ),
            keepers={
                "known": (pulumi.Output.from_input("")).apply(
                    lambda value_: "true" if _can(lambda: value_) else "false"
                )
            },
        )
        for index, value in enumerate(resolved)
    ]
)

# A component ranging over a tuple of a constant and an input that has a
# default, which the component reads as an output (one instance is given a
# secret).
counted = Counted("counted", {})
secretly_counted = Counted("secretlyCounted", {"size": pulumi.Output.secret(3)})
pulumi.export(
    "prefixes",
    pets.apply(lambda pets: pulumi.Output.all(*[item.prefix for item in pets])),
)
