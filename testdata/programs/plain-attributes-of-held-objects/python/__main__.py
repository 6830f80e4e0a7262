import pulumi
import pulumi_aws as aws
import pulumi_random as random

# Plain attributes of a local object that also holds outputs, read into
# builtins and loops: Go holds the object as an input collection, whose
# elements it reads as outputs, so the calls and loops over them are
# outputs too.
pet = random.RandomPet("pet", length=2)
settings = {"size": 3, "label": "web", "flag": True, "id": pet.id}
group = aws.ec2.SecurityGroup(
    "group",
    egress=[
        {
            "from_port": e["value"],
            "to_port": max(e["value"], settings["size"]),
            "protocol": "tcp",
        }
        for e in [
            {"key": key, "value": value}
            for key, value in sorted(
                {"low": settings["size"], "high": settings["size"] + 7}.items()
            )
        ]
        if e["value"] > 0
    ],
)
pulumi.export("joined", "-".join([settings["label"], "x"]))
pulumi.export("doubled", [n * 2 for n in [settings["size"], 1]])
pulumi.export("largest", max(settings["size"], 2))
pulumi.export("chosen", settings["label"] if settings["flag"] else "none")
