import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# User names spelled like the temporaries generated code declares inside
# function literals (try's and can's results, range's bounds and counter,
# the accumulators of splats and dependsOn lists): each temporary takes
# another name, so the arguments printed beside it still read the user's
# values.
v = config.get("v", default="fallback")
start = config.get_int("start", default=1)
limit = config.get_int("limit", default=4)
step = config.get_int("step", default=2)
result = []
for index in range(2):
    result.append(random.RandomString(f"result-{index}", length=3 + index))
after = random.RandomString(
    "after", length=4, opts=pulumi.ResourceOptions(depends_on=result)
)
i = 10
ok = [v, "x"]
r = [x + i for x in list(range(start, limit, step))]
item = _try(lambda: _index(ok, start + 4), lambda: v)
res = _try(lambda: ok[1], lambda: v)
pulumi.export("canRead", _can(lambda: _index(ok, start)))
pulumi.export("cannotRead", _can(lambda: _index(ok, start + 2)))
pulumi.export("tried", [item, res])
pulumi.export("counted", r)
pulumi.export("ids", len([item_.id for item_ in result]))
