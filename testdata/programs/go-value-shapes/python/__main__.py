from typing import cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from holder import Holder


def _dynamic_int(value):
    # PCL's int of a value of unknown type: only a whole number.
    value = _dynamic_number(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{value} is not a whole number")
        return int(value)
    return value


def _dynamic_number(value):
    # PCL's number of a value of unknown type: a string holding one is
    # parsed, a bool is an error; anything else (a number, None, an output)
    # is left as it is.
    if isinstance(value, bool):
        raise TypeError(f"a number is required, not {value!r}")
    if isinstance(value, str):
        return float(value)
    return value


def _not_implemented(message):
    raise NotImplementedError(message)


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

# Values whose Go types the fuzz campaigns found mistaken, with the test
# schemas: a recover of a dynamic value (pulumi.DeferredOutput cannot hold
# an interface{}), a recover of an int whose type is a number, an unset
# secret config list (read, not used: Go's null list output is an empty
# one), an object of optional strings given as a map of
# strings, a logical operator over one value twice, a conditional of
# single-element lists of an int and of a number, and an object built in a
# for expression given as a list of a schema's objects.
tags = config.get_secret_object("tags")
if tags is None:
    tags = pulumi.Output.secret(None)
wide = config.get_secret_bool("wide", default=True)
limits = config.get_object("limits", default={"a": {"on": False, "count": 3}})
sizes = config.get_object("sizes", default={"small": 1.5})
length = random.RandomId(
    "length",
    byte_length=_recover(
        lambda: pulumi.Output.secret(
            _try(lambda: _not_implemented("not here"), lambda: 16)
        ),
        lambda error: pulumi.Output.from_input(15),
    ).apply(lambda recover: _dynamic_int(recover)),
)
recovered = cast(
    "pulumi.Output[float]",
    _recover(
        lambda: pulumi.Output.secret(3), lambda error: pulumi.Output.from_input(1.5)
    ),
).apply(lambda recover: recover * 2)
labels = pulumi.Output.unsecret(
    pulumi.Output.secret(
        wide.apply(lambda wide: {"first": "a", "second": "b"} if wide else {})
    )
)
holder = Holder("holder", {"labels": labels})
both = pulumi.Output.all(wide=wide, wide_=wide).apply(
    lambda args: args["wide"] and args["wide_"]
)
scaled = [
    [sizes["small"]] if limit["on"] else [limit["count"]]
    for _, limit in sorted(limits.items())
]
ami = aws.ec2.get_ami(
    owners=["self"],
    filters=[{"name": f"name-{i}", "values": []} for i in list(range(2))],
)
pulumi.export("byteLength", length.byte_length)
pulumi.export("recovered", recovered)
pulumi.export("holderLabels", holder.joined)
pulumi.export(
    "both",
    pulumi.Output.concat("both ", both.apply(lambda both: "true" if both else "false")),
)
pulumi.export("scaled", scaled)
pulumi.export("ami", ami.id)
