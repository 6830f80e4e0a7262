import base64
import decimal
from typing import Any, Optional, TypedDict, cast

import pulumi


def _not_implemented(message):
    raise NotImplementedError(message)


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


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


class PartsArgs(TypedDict, total=False):
    size: Optional[pulumi.Input[float]]


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Parts", name, {"size": args.get("size")}, opts
        )
        size = pulumi.Output.from_input(args.get("size")).apply(
            lambda value: 0.25 if value is None else value
        )

        # A value of any type: its property may be undefined where another branch
        # lacks the property or sets it to a bool.
        mapped = _try(lambda: _not_implemented("not here"), lambda: False)
        self.chosen = pulumi.Output.all(
            size=size,
            size_=size,
            value=(
                cast(Any, pulumi.Output.from_input({"kilo": size}))
                if mapped
                else pulumi.Output.secret({"kilo": 0.25, "whiskey": False})
            ),
        ).apply(
            lambda args_: (
                (
                    {"kilo": args_["size_"], "whiskey": mapped}
                    if mapped
                    else {"kilo": 0.1, "whiskey": None}
                )
                if args_["size"] > 0
                else args_["value"]
            )
        )

        # An object and a map of outputs chosen in an apply: TypeScript's union of
        # their types is no Output of PCL's map.
        self.labels = pulumi.Output.all(
            recover=_recover(
                lambda: pulumi.Output.secret(mapped),
                lambda error: pulumi.Output.from_input(False),
            ),
            secret=pulumi.Output.secret({"null": "n", "a.b": "d"}),
            values={
                f"k{i}": v.apply(
                    lambda v_: base64.b64encode(_number_text(v_).encode()).decode()
                )
                for i, v in enumerate([size])
            },
        ).apply(lambda args_: args_["secret"] if args_["recover"] else args_["values"])
        self.register_outputs({"chosen": self.chosen, "labels": self.labels})
