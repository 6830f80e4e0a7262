from typing import Optional, Sequence, TypedDict

import pulumi


def _not_implemented(message):
    raise NotImplementedError(message)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class CompArgs(TypedDict):
    items: Sequence[int]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"items": args["items"]}, opts)
        items = args["items"]

        # Locals nothing reads, evaluated for their errors alone, whose names are
        # also text in strings and keys.
        _ = _try(lambda: _not_implemented("not here"), lambda: 9)
        keyed = {f"key{i}": v for i, v in enumerate(items)}
        self.keyed = pulumi.Output.from_input(keyed)
        self.text = pulumi.Output.from_input(f"k = {len(items)}")
        self.register_outputs({"keyed": self.keyed, "text": self.text})
