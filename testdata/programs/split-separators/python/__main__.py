import pulumi


def _split(separator, text):
    # PCL splits at each character where the separator is empty.
    return list(text) if separator == "" else text.split(separator)


config = pulumi.Config()

# split with an empty separator splits at each character (code point),
# which Python's str.split refuses and JavaScript's split does by UTF-16
# code unit; a separator from config may be empty or not.
sep = config.get("sep", default="")
comma = config.get("comma", default=",")
pulumi.export("chars", list("añ😀b"))
pulumi.export("byConfig", _split(sep, "x😀z"))
pulumi.export("byComma", _split(comma, "a,b,,c"))
pulumi.export("empty", list(""))
pulumi.export("emptyByComma", "".split(","))
