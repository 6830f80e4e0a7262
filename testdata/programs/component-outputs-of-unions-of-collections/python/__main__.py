import pulumi

from comp import Comp

c = Comp("c", {})
pulumi.export("read", [c.xray, c.listed])
