import pulumi
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


config = pulumi.Config()
flag = config.get_bool("flag", default=True)
name = config.get("name", default="web")
settings = {
    "tags": (
        {"alpha": name}
        if flag
        else {"k1": "with space", "Key": "${not}", "with space": "tab\there"}
    ),
    "nested": {"enabled": flag},
}
str_ = random.RandomString("str", length=8, keepers=settings["tags"])
pulumi.export(
    "tagNames",
    [f"{key}={_not_null(value)}" for key, value in sorted(settings["tags"].items())],
)
