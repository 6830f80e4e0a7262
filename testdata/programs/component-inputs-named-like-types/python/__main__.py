import pulumi

from typed import Typed

# A component whose inputs are named like the types its Python args
# class's hints read (str, dict, int): the class is written in TypedDict's
# functional form, where a key hides no name.
typed = Typed("typed", {"str": "s", "dict": {"a": "x"}})
pulumi.export("joined", typed.joined)
