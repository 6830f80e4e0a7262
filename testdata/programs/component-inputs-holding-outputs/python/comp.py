from typing import Any, Mapping, Optional, Sequence, TypedDict, cast

import pulumi
import pulumi_random as random


class CompRequiredArgs(TypedDict):
    tags: pulumi.Input[Mapping[str, pulumi.Input[str]]]
    names: pulumi.Input[Sequence[pulumi.Input[str]]]
    settings: pulumi.Input[dict[str, Any]]
    rules: pulumi.Input[Sequence[pulumi.Input[dict[str, Any]]]]
    device: pulumi.Input[dict[str, Any]]
    nested: pulumi.Input[Mapping[str, pulumi.Input[Sequence[pulumi.Input[str]]]]]


class CompArgs(CompRequiredArgs, total=False):
    prefix: Optional[pulumi.Input[str]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {
                "tags": args["tags"],
                "names": args["names"],
                "settings": args["settings"],
                "rules": args["rules"],
                "device": args["device"],
                "nested": args["nested"],
                "prefix": args.get("prefix"),
            },
            opts,
        )
        tags = cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(args["tags"])
        )
        names = cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(args["names"])
        )
        settings = cast(
            "pulumi.Output[dict[str, Any]]", pulumi.Output.from_input(args["settings"])
        )
        rules = cast(
            "pulumi.Output[list[dict[str, Any]]]",
            pulumi.Output.from_input(args["rules"]),
        )
        device = cast(
            "pulumi.Output[dict[str, Any]]", pulumi.Output.from_input(args["device"])
        )
        nested = cast(
            "pulumi.Output[dict[str, list[str]]]",
            pulumi.Output.from_input(args["nested"]),
        )
        prefix = pulumi.Output.from_input(args.get("prefix")).apply(
            lambda value: "none" if value is None else value
        )
        random.RandomPet(
            f"{name}-other",
            keepers=tags,
            prefix=settings["label"],
            length=settings["size"],
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.summary = pulumi.Output.format(
            "{0}/{1}/{2}/{3}/{4}/{5}/{6}/{7}/{8}/{9}",
            tags["Name"],
            tags["Env"],
            names.apply(lambda names: ",".join(names)),
            settings["label"],
            settings["size"],
            device["spec"]["deviceName"],
            device["owner"],
            nested["first"][0],
            prefix,
            rules.apply(lambda rules: len(rules)),
        )
        self.rule_names = rules.apply(
            lambda rules: [r["name"] + ":" + str(r["port"]) for r in rules]
        )
        self.register_outputs({"summary": self.summary, "ruleNames": self.rule_names})
