import pulumi

config = pulumi.Config()

# A secret config variable that may be null and is not set is a secret
# null: comparing it with null gives a secret true, and reading it gives a
# secret null, in every SDK (TypeScript's getSecret gives undefined, which
# is no output at all).
word = config.get_secret("word")
if word is None:
    word = pulumi.Output.secret(None)
count = config.get_secret_float("count")
if count is None:
    count = pulumi.Output.secret(None)
pulumi.export("wordIsNull", word.apply(lambda word: word is None))
pulumi.export("countIsNull", count.apply(lambda count: count is None))
pulumi.export(
    "wordOrDefault",
    pulumi.Output.all(word=word, word_=word).apply(
        lambda args: "none" if args["word"] is None else args["word_"]
    ),
)
