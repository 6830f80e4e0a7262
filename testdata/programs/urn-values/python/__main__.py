import base64
import hashlib
import unicodedata

import pulumi
import pulumi_simple as simple


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


# A resource's URN read as a value is the engine's: a child of the stack
# has its own type in it, not the stack's type before it, so a hash of it
# is the same in every language.
first = simple.Resource("first", input_one="x")
second = simple.Resource(
    "second",
    input_one=first.urn.apply(lambda urn: hashlib.sha1(urn.encode()).hexdigest()),
)
pulumi.export(
    "urnDigest",
    first.urn.apply(
        lambda urn: base64.b64encode(
            hashlib.sha1(f"{urn}!".encode()).hexdigest().encode()
        ).decode()
    ),
)
pulumi.export("urnLength", second.urn.apply(lambda urn: _grapheme_count(urn)))
