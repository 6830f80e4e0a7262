import pulumi

config = pulumi.Config()

# Lists and maps whose elements are optional lists or maps, plain and
# secret: a null element stays null, where the SDK makes it an empty one.
names = config.get_secret_object("names", default=[["a"], None, []])
by_key = config.get_object("byKey", default={"a": ["x"], "b": None})
maps = config.get_object("maps", default=[{"k": "v"}, None])
map_of_maps = config.get_secret_object("mapOfMaps", default={"a": None, "b": {"c": 1}})
pulumi.export("s", names)
pulumi.export("k", pulumi.Output.secret(by_key))
pulumi.export("m", pulumi.Output.secret(maps))
pulumi.export("mm", map_of_maps)
pulumi.export(
    "nulls",
    [
        names.apply(lambda names: [x is None for x in names]),
        [x is None for _, x in sorted(by_key.items())],
        [x is None for x in maps],
        map_of_maps.apply(
            lambda map_of_maps: [x is None for _, x in sorted(map_of_maps.items())]
        ),
    ],
)
pulumi.export(
    "plainNulls",
    pulumi.Output.unsecret(names).apply(lambda names_: [x is None for x in names_]),
)
