import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Values that mix null with each primitive type, objects and lists: the
# branches of conditionals, try and lookup with a null fallback,
# singleOrNone, and for expressions whose values may be null, in locals,
# resource inputs and outputs, on both sides of each choice.
on = config.get_bool("on", default=True)
off = config.get_bool("off", default=False)
names = config.get_object("names", default={"a": "alpha"})
numbers = config.get_object("numbers", default={"a": 1})
int_or_null = 3 if on else None
null_or_int = None if on else 3
str_or_null = "s" if on else None
null_or_str = "s" if off else None
num_or_null = 1.5 if on else None
null_or_num = None if off else 2.5
bool_or_null = False if on else None
null_or_bool = None if on else True
obj_or_null = {"a": 1} if on else None
list_or_null = [1, 2] if off else None
try_str = _try(lambda: names["b"], lambda: None)
try_int = _try(lambda: numbers["a"], lambda: None)
lookup_num = {"x": 0.5}.get("y", None)
only_int = _single_or_none([4])
no_int = _single_or_none([])
maybe_ints = [None if i == 2 else i for i in [1, 2, 3]]
maybe_strs = {k: None if v == "x" else v for k, v in {"a": "x", "b": "y"}.items()}
doubled = _operand(int_or_null) * 2 if int_or_null is not None else 0
pet = random.RandomPet(
    "pet",
    length=3 if on else None,
    prefix="p" if off else None,
    separator=_try(lambda: names["sep"], lambda: None),
)
password = random.RandomPassword(
    "password",
    length=8,
    special=False if on else None,
    upper=null_or_bool,
    min_lower=int_or_null,
    min_numeric=null_or_int,
    override_special=str_or_null,
    keepers={"a": "b"} if on else None,
)
unkept = random.RandomPassword("unkept", length=4, keepers={"a": "b"} if off else None)
extra = random.RandomPet(
    "extra", length=try_int, prefix=pet.id if no_int is None else None
)
pulumi.export("intOrNull", int_or_null)
pulumi.export("nullOrInt", null_or_int)
pulumi.export("strOrNull", str_or_null)
pulumi.export("nullOrStr", null_or_str)
pulumi.export("numOrNull", num_or_null)
pulumi.export("nullOrNum", null_or_num)
pulumi.export("boolOrNull", bool_or_null)
pulumi.export("nullOrBool", null_or_bool)
pulumi.export("objOrNull", obj_or_null)
pulumi.export("listOrNull", list_or_null)
pulumi.export("tryStr", try_str)
pulumi.export("lookupNum", lookup_num)
pulumi.export("onlyInt", only_int)
pulumi.export("noInt", no_int)
pulumi.export("maybeInts", maybe_ints)
pulumi.export("maybeStrs", [v for _, v in sorted(maybe_strs.items())])
pulumi.export("doubled", doubled)
pulumi.export(
    "inline",
    [
        1 if off else None,
        "t" if on else None,
        0.25 if on else None,
        True if off else None,
    ],
)
pulumi.export("eventualOrNull", pet.id if on else pulumi.Output.from_input(None))
pulumi.export(
    "nullOrEventual", pulumi.Output.from_input(None) if on else password.result
)
