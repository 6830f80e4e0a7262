from typing import Any, Optional, Sequence, TypedDict, cast

import pulumi


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


class PlainArgs(TypedDict, total=False):
    count: int
    label: str
    names: Sequence[str]
    owner: dict[str, Any]


class Plain(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PlainArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Plain",
            name,
            {
                "count": args.get("count"),
                "label": args.get("label"),
                "names": args.get("names"),
                "owner": args.get("owner"),
            },
            opts,
        )
        # Config variables whose default is null, which no instance gives an
        # output: plain values, none when left out.
        count = cast("int", args.get("count"))
        label = cast("str", args.get("label"))
        names = cast("list[str]", args.get("names"))
        owner = cast("dict[str, Any]", args.get("owner"))
        self.summary = pulumi.Output.from_input(
            ("no count" if count is None else str(_operand(count) * 2))
            + " "
            + _not_null("no label" if label is None else label)
            + " "
            + str(0 if names is None else len(_operand(names)))
            + " "
            + _not_null("nobody" if owner is None else _present(owner)["name"])
        )
        self.register_outputs({"summary": self.summary})
