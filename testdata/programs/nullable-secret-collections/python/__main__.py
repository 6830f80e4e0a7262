import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# Config variables that may be null, secret or made secret with secret(), of
# every kind of collection (lists, maps, objects of one property type or of
# several, lists of objects) and scalar: left unset, each is null, not an
# empty collection, and Go's output of it keeps its type (a nil
# pulumi.BoolMapInput would make an output of no type; fuzz seed 9934).
s = config.get_secret("s")
if s is None:
    s = pulumi.Output.secret(None)
i = config.get_secret_int("i")
if i is None:
    i = pulumi.Output.secret(None)
b = config.get_secret_bool("b")
if b is None:
    b = pulumi.Output.secret(None)
ls = config.get_secret_object("ls")
if ls is None:
    ls = pulumi.Output.secret(None)
mi = config.get_secret_object("mi")
if mi is None:
    mi = pulumi.Output.secret(None)
ob = config.get_secret_object("ob")
if ob is None:
    ob = pulumi.Output.secret(None)
om = config.get_secret_object("om")
if om is None:
    om = pulumi.Output.secret(None)
lo = config.get_secret_object("lo")
if lo is None:
    lo = pulumi.Output.secret(None)
pob = config.get_object("pob")
pls = config.get_object("pls")
bucket = aws.s3.Bucket(
    "bucket",
    tags=pulumi.Output.all(mi=mi, mi_=mi).apply(
        lambda args: (
            {"empty": "yes"}
            if args["mi"] is None
            else {k: str(v) for k, v in args["mi_"].items()}
        )
    ),
)
pulumi.export("all", [s, i, b, ls, mi, ob, om, lo])
pulumi.export("made", [pulumi.Output.secret(pob), pulumi.Output.secret(pls)])
pulumi.export(
    "nulls",
    [ob.apply(lambda ob: ob is None), lo.apply(lambda lo: lo is None), pob is None],
)
