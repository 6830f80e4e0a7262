import pulumi

from parts import Parts

first = Parts("first", {})
second = Parts("second", {"pick": True})
pulumi.export("firstFields", first.fields)
pulumi.export("secondNames", second.names)
pulumi.export("firstByName", first.by_name)
