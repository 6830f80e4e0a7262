import pulumi

from first import First
from second import Second

# Two instances that read each other's outputs, the first before the second
# is declared: first's size is second's size output, an output it computes
# with (length = size + 1), and second's name is first's name output.
second_size, resolve_second_size = pulumi.deferred_output()
first = First("first", {"size": second_size})
second = Second("second", {"name": first.name})
resolve_second_size(pulumi.Output.from_input(second.size))
pulumi.export("firstName", first.name)
pulumi.export("secondSize", second.size)
