import pulumi

from comp import Comp

# A component whose unread locals are named like text its code prints.
parts = Comp("parts", {"items": [1, 2]})
pulumi.export("keyed", parts.keyed)
pulumi.export("text", parts.text)
