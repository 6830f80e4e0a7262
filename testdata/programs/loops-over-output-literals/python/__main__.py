import pulumi
import pulumi_random as random

config = pulumi.Config()

# For expressions and splats whose source is a literal holding outputs: Go
# prints such a literal as a composite literal of a named type
# (pulumi.StringMap{...}), which needs parentheses at the head of a loop.
key = random.RandomId("key", byte_length=4)
password = random.RandomPassword("password", length=12)
flag = config.get_bool("flag", default=True)
over_map = [
    [key.hex for _, other in sorted({}.items())]
    for _, pem in sorted({"x-y": password.result, "plain": "text"}.items())
]
over_map_values = [
    pem for _, pem in sorted({"first": password.result, "second": key.b64_std}.items())
]
over_list = [[pem, "tail"] for pem in [key.hex, key.b64_std]]
over_list_keys = {
    f"k{i}": pulumi.Output.from_input(pem) for i, pem in enumerate([key.hex, "plain"])
}
splat_over_list = [item for item in [key.hex, key.dec]]
chosen = [pem for pem in ([key.hex] if flag else [key.b64_std])]
chosen_map = {
    f"{name}-k": pulumi.Output.from_input(pem)
    for name, pem in (
        {"a": key.hex} if flag else {"b": key.b64_std, "c": "plain"}
    ).items()
}
chosen_keys = [
    name
    for name in sorted(
        ({"a": key.hex} if not flag else {"b": key.b64_std, "c": "plain"})
    )
]
splat_over_chosen = [item for item in ([key.hex] if flag else [])]
pulumi.export("chosenMap", chosen_map)
pulumi.export("chosenKeys", chosen_keys)
pulumi.export("splatOverChosen", splat_over_chosen)
pulumi.export("overMap", over_map)
pulumi.export("overMapValues", over_map_values)
pulumi.export("overList", over_list)
pulumi.export("overListKeys", over_list_keys)
pulumi.export("splatOverList", splat_over_list)
pulumi.export("chosen", chosen)
