import pulumi


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


config = pulumi.Config()

# An attribute of a null object, outside any try: PCL fails, as the
# program must (TypeScript's ?.name gave undefined).
settings = config.get_object("settings")
pulumi.export("name", _present(settings)["name"])
