import unicodedata
from typing import Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


class LibArgs(TypedDict, total=False):
    alpha: Optional[int]


class Lib(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: LibArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Lib", name, {"alpha": args.get("alpha")}, opts
        )
        alpha = _config_default(args.get("alpha"), lambda: 11)
        items = [{"alpha": f"a{i}"} for i in list(range(1, 4))]
        always = (
            pulumi.Output.from_input([0.5, 1.5])
            if bool(7 < alpha or True)
            else pulumi.Output.secret(True).apply(
                lambda secret: [alpha for it in items if secret]
            )
        )
        never = (
            pulumi.Output.secret(True).apply(
                lambda secret: [alpha for it in items if secret]
            )
            if bool(7 < alpha and False)
            else pulumi.Output.from_input([2.5])
        )
        negated = (
            pulumi.Output.secret(alpha > 1).apply(
                lambda secret: [_grapheme_count(it["alpha"]) for it in items if secret]
            )
            if bool(not (alpha > 100 or True))
            else pulumi.Output.from_input([3.5])
        )
        self.always = always
        self.never = never
        self.negated = negated
        self.register_outputs(
            {"always": self.always, "never": self.never, "negated": self.negated}
        )
