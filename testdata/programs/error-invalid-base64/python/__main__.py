import base64

import pulumi
import pulumi_random as random

config = pulumi.Config()

# Decoding text that is not base64 is an error: the run fails there. The
# config's default lacks the padding that base64 needs ("...NA==").
encoded = config.get("encoded", default="bm90IGJhc2U2NA")
pet = random.RandomPet("pet", prefix=base64.b64decode(encoded).decode())
