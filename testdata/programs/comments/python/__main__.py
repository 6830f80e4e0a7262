import pulumi
import pulumi_random as random

from tag import Tag

config = pulumi.Config()

# Comments travel with the code they describe: this header stays apart
# from the first declaration because a blank line separates them.

# How many characters each password has.
length = config.get_int("length", default=16)

# A C-style comment on a resource.
password = random.RandomPassword(
    "password",
    # Long enough for most services.
    length=length,
    # Special characters are left out:
    # some consoles mangle them.
    special=False,
)
suffix = random.RandomPet(
    "suffix",
    # Two words are enough.
    length=2,
)
keeper = random.RandomString(
    "keeper",
    length=8,
    # Replaced whenever one of these changes; the map is long enough that
    # every language has to break it over several lines.
    keepers={
        "suffix": suffix.id,
        "password": password.result,
        "length": f"{length} characters, and some more text to make it long",
    },
)
tagged = Tag(
    "tagged",
    {
        # The component turns this into a tag.
        "name": suffix.id
    },
)

# The generated password.
pulumi.export("password", password.result)

# Read from the component.
pulumi.export("tag", tagged.tag)
