import base64
import unicodedata

import pulumi
import pulumi_aws as aws


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


# Objects holding an invoke's results (awaited where they are made) beside
# plain values, read by lookup and by index, at keys they have and lack.
ami = aws.ec2.get_ami(most_recent=True, owners=["amazon"])
image = aws.ec2.Ami(
    "image",
    name={"beta": "12", "arch": ami.architecture}.get("missing", "none"),
    kernel_id=base64.b64encode(
        {"beta": "12", "arch": ami.architecture}.get("arch", "none").encode()
    ).decode(),
    deprecation_time=base64.b64encode(
        {"beta": "12", "arch": ami.architecture}.get("{brace}", "later").encode()
    ).decode(),
    image_location={"beta": "12", "arch": ami.name}["arch"],
)
pulumi.export("found", {"id": ami.id, "name": "fixed"}.get("id", "none"))
pulumi.export(
    "defaulted", _grapheme_count({"id": ami.id, "name": "fixed"}.get("other", "none"))
)
