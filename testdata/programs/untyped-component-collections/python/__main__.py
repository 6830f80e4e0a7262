from typing import Any, cast

import pulumi

from comp import Comp

first = Comp("first", {"values": cast(Any, pulumi.Output.secret([0.25, None]))})
pulumi.export("count", first.count)
pulumi.export("present", first.present)
