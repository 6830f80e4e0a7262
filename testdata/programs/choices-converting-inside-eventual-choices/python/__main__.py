from typing import Any, cast

import pulumi
import pulumi_random as random

config = pulumi.Config()

# A choice of plain condition and eventual branches, nested inside another
# choice, whose branches convert where the outer choice's value is taken:
# an int beside an optional number, an int or a bool beside an optional
# string. Each branch is converted where it is, so the inner choice is of
# the converted type (not a union of an int and an optional number).
on = config.get_bool("on", default=True)
off = config.get_bool("off", default=False)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
optional_number = pulumi.Output.secret(2.5 if on else None)
optional_text = pulumi.Output.secret("t" if on else None)

# number
inner_int = (
    pulumi.Output.from_input(1.5)
    if on
    else (pulumi.Output.from_input(3) if off else optional_number)
)
inner_int_held = (
    pulumi.Output.from_input(1.5)
    if off
    else (pulumi.Output.from_input(3) if on else optional_number)
)
inner_number = (
    pulumi.Output.from_input(1.5)
    if off
    else (pulumi.Output.from_input(3) if off else optional_number)
)
deeper = (
    pulumi.Output.from_input(0.5)
    if off
    else (
        pulumi.Output.from_input(1.5)
        if off
        else (pulumi.Output.from_input(7) if on else optional_number)
    )
)
count_or_int = (
    pulumi.Output.from_input(1.5)
    if off
    else (pulumi.Output.from_input(4) if on else shuffle.result_count)
)

# string
int_as_text = (
    pulumi.Output.from_input("s")
    if off
    else (pulumi.Output.from_input("3") if on else optional_text)
)
bool_as_text = (
    pulumi.Output.from_input("s")
    if off
    else (pulumi.Output.from_input("true") if on else optional_text)
)
count_as_text = (
    pulumi.Output.from_input("s")
    if off
    else (
        shuffle.result_count.apply(lambda result_count: str(result_count))
        if on
        else optional_text
    )
)
text_held = (
    pulumi.Output.from_input("s")
    if off
    else (pulumi.Output.from_input("3") if off else optional_text)
)
pet = random.RandomPet(
    "pet",
    prefix=(
        pulumi.Output.from_input("p")
        if off
        else (pulumi.Output.from_input("12") if on else cast(Any, optional_text))
    ),
)
pulumi.export("innerInt", inner_int)
pulumi.export("innerIntHeld", inner_int_held)
pulumi.export("innerNumber", inner_number)
pulumi.export("deeper", deeper)
pulumi.export("countOrInt", count_or_int)
pulumi.export("intAsText", int_as_text)
pulumi.export("boolAsText", bool_as_text)
pulumi.export("countAsText", count_as_text)
pulumi.export("textHeld", text_held)
pulumi.export("prefix", pet.prefix)
