import pulumi
import pulumi_random as random

config = pulumi.Config()

# Issue 12 item 22: comments keep their lines in every language. This first line is long, longer than a line of code.
# The second line stays a line of its own.

# A config variable: the next line is short,
# and so is this one, which must not join it.
prefix = config.get("prefix", default="pre")
name = random.RandomString(
    "name",
    # The length of the name, explained at a length that runs well past the width of a line of Python code.
    # Another line.
    length=6,
    # An input after a blank-free comment:
    #   indented text keeps its indentation,
    # - and a list item stays an item.
    special=False,
)

# The name, with its prefix; this comment, too, runs on for long enough to pass the width of a line.
# Last line.
pulumi.export("named", pulumi.Output.concat(prefix, "-", name.result))
