from typing import Any, cast

import pulumi
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one

from comp import Comp

# Issue 12 item 9: outputs of a schema's object types, and lists of them,
# given to a component's object and list-of-object config (which the Go
# component takes as map inputs), and the component giving those config
# values to resources, whose inputs are the schema's types again.
single = max_items_one.Resource("single", inner_resource={"some_input": True})
blk = blocks.Resource(
    "blk", a_list_of_resources=[{"inner_string": "a"}, {"inner_string": "b"}]
)
comp = Comp(
    "comp",
    {
        "inner": single.inner_resource_output,
        "items": cast(Any, blk.a_list_of_resources),
    },
)
pulumi.export("copied", comp.copied)
