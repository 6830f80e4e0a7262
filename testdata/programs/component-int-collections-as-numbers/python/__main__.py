import pulumi

from component_numbers import Numbers

# A component's outputs computed as collections of ints where PCL types
# them as collections of numbers: the component's fields hold numbers.
numbers = Numbers("numbers", {})
pulumi.export("listed", numbers.listed)
pulumi.export("filtered", numbers.filtered)
pulumi.export("mapped", numbers.mapped)
pulumi.export("nested", numbers.nested)
pulumi.export("total", numbers.single.apply(lambda single: single + 0.5))
pulumi.export(
    "throughLocals",
    [
        numbers.local.apply(lambda local: local + 0.5),
        numbers.local_listed,
        numbers.local_nested,
    ],
)
