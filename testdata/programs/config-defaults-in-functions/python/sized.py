import decimal
import unicodedata
from typing import Optional, Sequence, TypedDict

import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


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


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class SizedRequiredArgs(TypedDict):
    base: int


class SizedArgs(SizedRequiredArgs, total=False):
    step: Optional[int]
    scale: Optional[float]
    label: Optional[str]
    loud: Optional[bool]
    extra: Optional[Sequence[str]]


class Sized(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: SizedArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Sized",
            name,
            {
                "base": args["base"],
                "step": args.get("step"),
                "scale": args.get("scale"),
                "label": args.get("label"),
                "loud": args.get("loud"),
                "extra": args.get("extra"),
            },
            opts,
        )
        base = args["base"]
        step = _config_default(args.get("step"), lambda: 4)
        scale = _config_default(args.get("scale"), lambda: 0.5)
        label = _config_default(args.get("label"), lambda: "sized")
        loud = _config_default(args.get("loud"), lambda: False)
        extra = _config_default(args.get("extra"), lambda: ["e"])
        word = random.RandomString(
            f"{name}-word",
            length=base + step,
            special=loud,
            opts=pulumi.ResourceOptions(parent=self),
        )
        parts = [f"{x}{step}" for x in extra]
        self.text = pulumi.Output.format(
            "{0}-{1}-{2}-{3}-{4}-{5}-{6}",
            word.result,
            label,
            _try(lambda: _index(extra, step), lambda: label),
            str(_can(lambda: _index(extra, step))).lower(),
            _number_text(base * scale),
            parts[0],
            word.result.apply(lambda result: step + _grapheme_count(result)),
        )
        self.register_outputs({"text": self.text})
