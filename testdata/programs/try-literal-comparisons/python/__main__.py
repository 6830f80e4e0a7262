import pulumi


def _not_implemented(message):
    raise NotImplementedError(message)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# try of literals compared with another literal: TypeScript types the try
# as the union of its literal arguments (4 | 9) and rejects comparing it
# with a literal outside that union as unintentional, where PCL compares
# the values.
is_thirteen = 13 == _try(lambda: 4, lambda: 9)
is_four = _try(lambda: _not_implemented("not here"), lambda: 4) != 4
pulumi.export("isThirteen", is_thirteen)
pulumi.export("isFour", is_four)
pulumi.export("word", "same" if "a" == _try(lambda: "b", lambda: "c") else "different")
