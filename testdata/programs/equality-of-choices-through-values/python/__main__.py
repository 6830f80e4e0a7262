import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# A choice of objects of other attributes is of the unified object type,
# but its value is the branch chosen, of the branch's type: {} chosen is
# equal to {}. Walked through a local, a chain of locals, a secret, an
# output choice read in an apply, tuple and object constructors holding
# the choice, an element of a tuple and a loop over one.
on = config.get_bool("on", default=True)
pet = random.RandomPet("pet")
picked = {} if _try(lambda: not False, lambda: False) else {"for": 15}
held = {} if on else {"for": 15}
again = held
with_output = {} if on else {"for": pet.id}
secret_one = pulumi.Output.secret({} if on else {"for": 15})
not_empty = {"x": "1"} if on else {"y": 2}
pulumi.export("pickedIsEmpty", _equal(picked, {}))
pulumi.export("heldIsEmpty", _equal({}, held))
pulumi.export("heldIsNotEmpty", not _equal(held, {}))
pulumi.export("againIsEmpty", _equal(again, {}))
pulumi.export(
    "withOutputIsEmpty",
    pulumi.Output.from_input(with_output).apply(
        lambda with_output: _equal(with_output, {})
    ),
)
pulumi.export(
    "secretIsEmpty", secret_one.apply(lambda secret_one: _equal(secret_one, {}))
)
pulumi.export("notEmptyIsX", _equal(not_empty, {"x": "1"}))
pulumi.export("notEmptyIsY", _equal(not_empty, {"y": 2}))
pulumi.export("inObject", _equal({"k": held}, {"k": {}}))
pulumi.export("inTuple", _equal([held, 1], [{}, 1]))
pulumi.export("element", _equal([held, {"z": 1}][0], {}))
pulumi.export("loop", [_equal(v, {}) for v in [held, again]])

# A choice of scalars that convert to one type is of that type: 3 chosen
# beside a string is "3", unequal to 3. One of an int and an optional
# string output (a union) keeps the int chosen.
text = "3" if on else "x"
mixed = pulumi.Output.from_input(3) if on else pulumi.Output.secret("t" if on else None)
pulumi.export("textIsInt", _both_none(text, 3))
pulumi.export("textIsString", text == "3")
pulumi.export("mixedIsInt", mixed.apply(lambda mixed: mixed == 3))
