from typing import Any, cast

import pulumi
import pulumi_majortwo as majortwo
import pulumi_unversioned as unversioned

# Schemas without a version or Go metadata: unversioned has neither (its
# project pins it at 0.0.0), majortwo's file name gives its version 2.4.0 (Go
# imports it from the /v2 module). Each default is a warning, not an error.
first = unversioned.Thing("first", label="one")
found = unversioned.lookup_output(key=cast(Any, first.label))
second = majortwo.Thing("second", label=found.value)
pulumi.export("label", second.label)
