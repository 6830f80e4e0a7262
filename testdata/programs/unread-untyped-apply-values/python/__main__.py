import decimal

import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _not_implemented(message):
    raise NotImplementedError(message)


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_string(value) -> str:
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK, which takes
    # the string it is where PCL's conversion succeeds.
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# An apply over a collection Go holds untyped (the splat of a list of
# optional ints, ranged over eventually) whose callback never reads it: the
# range's secrecy is only waited for (fuzz seed 9803: go vet refused the
# variable declared and not used).
alpha = config.get_secret("alpha", default="a")
flag = _try(lambda: _not_implemented("not here"), lambda: True)
foxtrot = pulumi.Output.unsecret(pulumi.Output.secret(["a"])).apply(
    lambda resolved: [
        random.RandomPet(
            f"foxtrot-{index}", keepers={f"k{k}": alpha for k in range(len(["x"]))}
        )
        for index, value in enumerate(resolved)
    ]
)
goto = pulumi.Output.unsecret(pulumi.Output.secret([True])).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"goto-{index}",
            inputs=foxtrot.apply(
                lambda foxtrot: pulumi.Output.all(*[v.urn for v in foxtrot if flag])
            ),
            result_count=3,
        )
        for index, value in enumerate(resolved)
    ]
)
hotel = pulumi.Output.unsecret(
    goto.apply(lambda goto: pulumi.Output.all(*[item.result_count for item in goto]))
).apply(
    lambda resolved: [
        random.RandomPet(
            f"hotel-{index}",
            keepers=goto.apply(
                lambda goto: pulumi.Output.all(*[item.result_count for item in goto])
            ).apply(
                lambda values, index=index, value=value: (
                    {f"k{k}": _to_string(_not_null(flag)) for k in range(len([]))}
                    if _can(lambda: flag)
                    else {"x-y": "x.y"} if index != value else {}
                )
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
