import pulumi

from store import Store

# One directory component used twice: each instance's children are named
# after the instance ("first-tag", "second-tag"), so their URNs differ.
first = Store("first", {"count": 2})
second = Store("second", {"count": 1})
pulumi.export("firstTag", first.tag)
pulumi.export("secondTag", second.tag)
