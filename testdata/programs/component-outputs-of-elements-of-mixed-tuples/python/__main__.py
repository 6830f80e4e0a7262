import pulumi

from part import Part

# A component's outputs that read elements of an output of a tuple whose
# elements are of different types (objects of other keys) by a constant
# index: each output is of its element's type.
part = Part("part", {})
pulumi.export("first", part.first)
pulumi.export("second", part.second)
