from typing import cast

import pulumi
import pulumi_aws as aws


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# try and can catch the failure of building a for expression that holds
# outputs: a key repeated by an object's for expression whose values are
# secret. Inside the guard such a loop is built in the apply's callback
# from what it reads resolved, not resolved whole as the apply's argument
# (built before the callback, outside the guard). A failure that does not
# read the secret (its keys are plain) may leave the fallback plain; one
# that reads it (a key missing from a secret map) is secret.

names = config.get_object("names", default=["a", "b"])
token = config.get_secret("token", default="t")
table = config.get_secret_object("table", default={"a": "x"})
vm = pulumi.Output.unsecret(pulumi.Output.secret(["a"])).apply(
    lambda resolved: [
        aws.ec2.Instance(
            f"vm-{index}",
            ami="pre "
            + str(
                _try(
                    lambda value=value: len(
                        _from_entries(
                            [
                                (
                                    "dup",
                                    pulumi.Output.from_input(
                                        pulumi.Output.from_input(v)
                                    ),
                                )
                                for v in ["", pulumi.Output.secret(value)]
                            ]
                        )
                    ),
                    lambda: 10,
                )
            )
            + "!",
            instance_type=cast(
                "pulumi.Output[list[str]]",
                pulumi.Output.from_input([token for n in names]),
            ).apply(lambda values: _try(lambda: values[5], lambda: "fallback")),
            key_name=pulumi.Output.concat(
                token.apply(
                    lambda token: (
                        "true"
                        if _can(lambda: _from_entries([("same", token) for n in names]))
                        else "false"
                    )
                )
            ),
            tags={
                "missing": table.apply(
                    lambda table: _try(lambda: table["b"], lambda: "fallback")
                ),
                "absent": pulumi.Output.concat(
                    table.apply(
                        lambda table: "true" if _can(lambda: table["b"]) else "false"
                    )
                ),
            },
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "repeatedKeys",
    token.apply(
        lambda token: _can(lambda: _from_entries([("same", token) for n in names]))
    ),
)
pulumi.export(
    "distinctKeys",
    token.apply(lambda token: _can(lambda: _from_entries([(n, token) for n in names]))),
)
pulumi.export(
    "groupedKeys",
    cast(
        "pulumi.Output[dict[str, list[str]]]",
        pulumi.Output.from_input(_group([("same", token) for n in names])),
    ).apply(lambda values: _can(lambda: values)),
)
