import pulumi
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


config = pulumi.Config()

# A loop over the entries of a list that holds an output, inside the apply
# that resolves it: the loop's variables are plain there, and read as
# plain values. (A secret config of any type, unused, is part of the
# program the fuzz campaign found, seed 7042.)
unused = config.get_secret_object("unused", default=[1.5])
delta = {"kilo": ["", "100%"], "lima": pulumi.Output.secret({})}
alpha = random.RandomShuffle("alpha", inputs=delta["kilo"], result_count=1)
pulumi.export(
    "doubled",
    {
        f"k{fmt}": "-" + str(pulumi_["key"] * 2) + " end"
        for fmt, pulumi_ in enumerate(
            [
                {"key": key, "value": value}
                for key, value in enumerate(
                    [
                        pulumi.Output.format(
                            "pre {0} end", alpha.result_count.apply(_not_null)
                        ),
                        "x",
                    ]
                )
            ]
        )
    },
)
