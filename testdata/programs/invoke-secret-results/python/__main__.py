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


# A function whose result holds a secret (value) is invoked in both forms.
# The plain form ignores the secrets of its result, as every SDK's plain
# invoke does; the output form keeps them, and its result is secret as a
# whole. Neither may fail, as the Go SDK's ctx.Invoke does on a secret
# result (and the output forms of SDKs that call it inside an apply).
store = simple.Resource("store", input_one="app")
plain = simple.get_secret(name="app")
eventual = pulumi.runtime.invoke_output(
    "simple:index:getSecret", {"name": store.result}, typ=simple.GetSecretResult
)
after_store = pulumi.runtime.invoke_output(
    "simple:index:getSecret",
    {"name": "app"},
    opts=pulumi.InvokeOutputOptions(depends_on=[store]),
    typ=simple.GetSecretResult,
)
copy = simple.Resource(
    "copy",
    input_one=pulumi.Output.concat(plain.name, ":", eventual.value),
    input_two=after_store.apply(lambda after_store: _grapheme_count(after_store.value)),
)
pulumi.export("plainName", plain.name)
pulumi.export("plainValue", plain.value)
pulumi.export("eventualName", eventual.name)
pulumi.export("eventualValue", pulumi.Output.concat(eventual.value, "!"))
pulumi.export("afterStoreName", after_store.name)
