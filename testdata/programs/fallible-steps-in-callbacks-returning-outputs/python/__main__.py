import base64

import pulumi
import pulumi_random as random

# A step that may fail (fromBase64) inside a callback that returns an
# output (a loop over a secret, filtered by secrets): the callback returns
# its error with the zero output (fuzz seed 85152).

shuffle = random.RandomShuffle(
    "shuffle",
    inputs=pulumi.Output.unsecret(pulumi.Output.secret({"a": True}))
    .apply(
        lambda secret: pulumi.Output.from_input(
            {
                name: pulumi.Output.unsecret(pulumi.Output.secret(on))
                for name, on in secret.items()
            }
        )
    )
    .apply(
        lambda values: pulumi.Output.from_input(
            pulumi.Output.all(
                secret=pulumi.Output.unsecret(
                    pulumi.Output.secret(base64.b64decode("aGVsbG8gd29ybGQ=").decode())
                ),
                values={
                    key: pulumi.Output.secret(key_) for key, key_ in values.items()
                },
            ).apply(
                lambda args: [
                    args["secret"] for key in sorted(values) if args["values"][key]
                ]
            )
        )
    ),
)
