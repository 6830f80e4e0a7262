import decimal
import json
from typing import cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from holder import Holder


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _created(resource):
    # A resource whose range is false is None, whose attributes PCL cannot
    # read.
    if resource is None:
        raise TypeError("the resource was not created: its range is false")
    return resource


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
    return text


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Resources and components created only when a bool is true: extra when
# createExtra is (it is not by default), spare when it is not. Each read
# below is made of both, so that one run reads a resource that exists and
# one that does not (null) in every position and in every way: a guarded
# read, a splat, try and can, a test against null, and a plain read where
# the resource must exist.
create_extra = config.get_bool("createExtra", default=False)
extra = None
if create_extra:
    extra = random.RandomPet("extra", prefix="extra")
spare = None
if not create_extra:
    spare = random.RandomPet("spare", prefix="spare")

# Another resource's inputs and its dependsOn, which leaves out the one that
# does not exist.
reader = random.RandomPet(
    "reader",
    prefix=_created(extra).id if create_extra else _created(spare).id,
    keepers={
        "extraGuarded": (
            _created(extra).id if create_extra else pulumi.Output.from_input("none")
        ),
        "spareGuarded": (
            _created(spare).id if not create_extra else pulumi.Output.from_input("none")
        ),
        "extraTried": (
            extra.id if extra is not None else pulumi.Output.from_input("none")
        ),
        "spareTried": (
            spare.id if spare is not None else pulumi.Output.from_input("none")
        ),
        "extraCount": str(
            len([item.id for item in ([] if extra is None else [extra])])
        ),
        "spareCount": str(
            len([item.id for item in ([] if spare is None else [spare])])
        ),
        "extraText": pulumi.Output.concat(
            "extra-",
            _created(extra).id if create_extra else pulumi.Output.from_input("none"),
        ),
        "spareText": pulumi.Output.concat(
            "spare-",
            pulumi.Output.from_input("none") if create_extra else _created(spare).id,
        ),
    },
    opts=pulumi.ResourceOptions(
        depends_on=[resource for resource in [extra, spare] if resource is not None]
    ),
)
extra_dependent = random.RandomPet(
    "extraDependent",
    opts=pulumi.ResourceOptions(depends_on=([] if extra is None else [extra])),
)
spare_dependent = random.RandomPet(
    "spareDependent",
    opts=pulumi.ResourceOptions(depends_on=([] if spare is None else [spare])),
)

# Resources created under the same condition read them directly.
extra_child = None
if create_extra:
    extra_child = random.RandomPet("extraChild", prefix=_created(extra).id)
spare_child = None
if not create_extra:
    spare_child = random.RandomPet("spareChild", prefix=_created(spare).id)

# A component's inputs.
holder = Holder(
    "holder",
    {
        "label": _created(extra).id if create_extra else _created(spare).id,
        "count": len([item.id for item in ([] if extra is None else [extra])])
        + len(([] if spare is None else [spare])) * 10,
    },
)

# Components whose range is a bool.
extra_holder = None
if create_extra:
    extra_holder = Holder("extraHolder", {"label": _created(extra).id, "count": 1})
spare_holder = None
if not create_extra:
    spare_holder = Holder("spareHolder", {"label": _created(spare).id, "count": 2})
guarded_local = _created(extra).id if create_extra else _created(spare).id
pulumi.export("spareId", _created(spare).id)
pulumi.export("extraIds", [item.id for item in ([] if extra is None else [extra])])
pulumi.export("spareIds", [item.id for item in ([] if spare is None else [spare])])
pulumi.export(
    "extraGuarded",
    _created(extra).id if create_extra else pulumi.Output.from_input("none"),
)
pulumi.export(
    "spareGuarded",
    pulumi.Output.from_input("none") if create_extra else _created(spare).id,
)
pulumi.export(
    "extraTried", extra.id if extra is not None else pulumi.Output.from_input("none")
)
pulumi.export(
    "spareTried", spare.id if spare is not None else pulumi.Output.from_input("none")
)
pulumi.export(
    "tries",
    [
        (
            extra.id.apply(lambda id_: _try(lambda: f"{id_}-x", lambda: "none"))
            if extra is not None
            else pulumi.Output.from_input("none")
        ),
        (
            spare.id.apply(lambda id_: _try(lambda: f"{id_}-x", lambda: "none"))
            if spare is not None
            else pulumi.Output.from_input("none")
        ),
        (
            extra.id
            if extra is not None
            else (spare.id if spare is not None else pulumi.Output.from_input("none"))
        ),
        (
            _created(extra).id if create_extra else pulumi.Output.from_input("guarded")
        ).apply(lambda value: _try(lambda: value, lambda: "none")),
    ],
)
pulumi.export(
    "cans",
    [
        extra is not None,
        spare is not None,
        (
            extra.id.apply(lambda id_: _can(lambda: f"{id_}-x"))
            if extra is not None
            else pulumi.Output.from_input(False)
        ),
        (
            spare.id.apply(lambda id_: _can(lambda: f"{id_}-x"))
            if spare is not None
            else pulumi.Output.from_input(False)
        ),
    ],
)
pulumi.export("extraPresent", extra is not None)
pulumi.export("spareAbsent", spare is None)
pulumi.export(
    "extraNullGuard",
    extra.id if extra is not None else pulumi.Output.from_input("none"),
)
pulumi.export(
    "spareNullGuard", pulumi.Output.from_input("none") if spare is None else spare.id
)
pulumi.export(
    "template",
    pulumi.Output.concat(
        "extra=",
        _created(extra).id if create_extra else pulumi.Output.from_input("none"),
        " spare=",
        _created(spare).id if not create_extra else pulumi.Output.from_input("none"),
    ),
)
pulumi.export(
    "extraForIds",
    [
        pulumi.Output.concat("pet-", id_)
        for id_ in [item.id for item in ([] if extra is None else [extra])]
    ],
)
pulumi.export(
    "spareForIds",
    [
        pulumi.Output.concat("pet-", id_)
        for id_ in [item.id for item in ([] if spare is None else [spare])]
    ],
)
pulumi.export(
    "extraForResources", [pet.id for pet in ([] if extra is None else [extra])]
)
pulumi.export(
    "spareForResources", [pet.id for pet in ([] if spare is None else [spare])]
)
pulumi.export(
    "forGuarded",
    [
        (
            pulumi.Output.concat(_created(extra).id, "-", str(n))
            if create_extra
            else pulumi.Output.concat(_created(spare).id, "-", str(n))
        )
        for n in [1, 2]
    ],
)
pulumi.export(
    "single",
    [
        cast(
            "pulumi.Output[list[str]]",
            pulumi.Output.from_input(
                [item.id for item in ([] if extra is None else [extra])]
            ),
        ).apply(lambda values: _single_or_none(values)),
        cast(
            "pulumi.Output[list[str]]",
            pulumi.Output.from_input(
                [item.id for item in ([] if spare is None else [spare])]
            ),
        ).apply(lambda values: _single_or_none(values)),
    ],
)
pulumi.export(
    "json",
    pulumi.Output.from_input(
        [
            _created(extra).id if create_extra else pulumi.Output.from_input("none"),
            (
                _created(spare).id
                if not create_extra
                else pulumi.Output.from_input("none")
            ),
        ]
    ).apply(_to_json),
)
pulumi.export(
    "invoked",
    aws.ec2.get_ami_output(
        name_regex=_created(extra).id if create_extra else _created(spare).id,
        owners=pulumi.Output.all(
            extra.id if extra is not None else pulumi.Output.from_input("none"),
            spare.id if spare is not None else pulumi.Output.from_input("none"),
        ),
    ).image_id,
)
pulumi.export("guardedLocal", guarded_local)
pulumi.export("holderLabel", holder.label)
pulumi.export(
    "holderLabels",
    [
        [h.label for h in ([] if extra_holder is None else [extra_holder])],
        [h.label for h in ([] if spare_holder is None else [spare_holder])],
    ],
)
pulumi.export(
    "guardedHolders",
    [
        (
            _created(extra_holder).label
            if create_extra
            else pulumi.Output.from_input("none")
        ),
        (
            pulumi.Output.from_input("none")
            if create_extra
            else _created(spare_holder).label
        ),
    ],
)
