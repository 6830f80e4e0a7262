import hashlib
import os
import unicodedata

import pulumi


def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


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


# Values computed from the directory the program runs in (its length, its
# digest), which no renaming of the directory in a trace reconciles, that
# come back from the provider: a stash's output, which is its input. The
# provider's answers are the interpreter's in the directory the generated
# program runs in, or the program reads another directory's numbers.
kept = pulumi.Stash("kept", input=_grapheme_count(os.getcwd()))
digest = pulumi.Stash(
    "digest",
    input={
        "root": hashlib.sha1(pulumi.get_root_directory().encode()).hexdigest(),
        "parts": len(os.getcwd().split("/")),
    },
)
pulumi.export("lengthKept", kept.output)
pulumi.export("digestKept", digest.output)
pulumi.export(
    "lengthAgain",
    kept.output.apply(lambda output: _equal(output, _grapheme_count(os.getcwd()))),
)
