import pulumi

from comp import Comp

# A component's outputs are outputs to the program that uses it, those with
# plain values too: read directly, through a local, in a comparison, a
# template and a loop.
c = Comp("c", {"n": 2})
count = c.plain_number
names = c.plain_names
pulumi.export(
    "doubled",
    pulumi.Output.from_input(c.plain_number).apply(
        lambda plain_number: plain_number * 2
    ),
)
pulumi.export("positive", count.apply(lambda count: count >= 1))
pulumi.export("text", pulumi.Output.concat(c.plain_text, "!"))
pulumi.export("upper", names.apply(lambda names: [f"{s}-x" for s in names]))
