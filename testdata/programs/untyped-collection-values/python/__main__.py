import pulumi
import pulumi_random as random

from counter import Counter

config = pulumi.Config()

# Collections whose elements have no known type, given where a list of
# strings is taken: a config variable of type any holding a list, and the
# element of a list of empty lists. Go holds them as []interface{}, which
# converts element by element (a type assertion to []string would fail).
# And a component's output computed on an int that may be null is the
# number PCL types it as.
names = config.get_object("names", default=["a", "b"])
empties = [[]]
from_any = random.RandomShuffle("fromAny", inputs=names)
from_empty = random.RandomShuffle("fromEmpty", inputs=empties[0])
bits = random.RandomInteger("bits", min=1, max=4)
count = Counter("count", {"base": bits.result})
pulumi.export("shuffled", [from_any.inputs, from_empty.inputs])
pulumi.export("remaining", count.remaining)
