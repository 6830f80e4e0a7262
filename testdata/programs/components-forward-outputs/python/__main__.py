import pulumi

from first import First
from second import Second


def _dynamic_int(value):
    # PCL's int of a value of unknown type: only a whole number.
    value = _dynamic_number(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{value} is not a whole number")
        return int(value)
    return value


def _dynamic_number(value):
    # PCL's number of a value of unknown type: a string holding one is
    # parsed, a bool is an error; anything else (a number, None, an output)
    # is left as it is.
    if isinstance(value, bool):
        raise TypeError(f"a number is required, not {value!r}")
    if isinstance(value, str):
        return float(value)
    return value


# Two instances that read each other's outputs, the first before the second
# is declared: first's size is second's size output, an output it computes
# with (length = size + 1), and second's name is first's name output.
second_size, resolve_second_size = pulumi.deferred_output()
first = First(
    "first",
    {"size": second_size.apply(lambda second_size_: _dynamic_int(second_size_))},
)
second = Second("second", {"name": first.name})
resolve_second_size(pulumi.Output.from_input(second.size))
pulumi.export("firstName", first.name)
pulumi.export("secondSize", second.size)
