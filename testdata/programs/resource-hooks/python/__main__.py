import subprocess

import pulumi
import pulumi_random as random

config = pulumi.Config()

# Resource hooks run commands around a resource's operations; the
# customTimeouts option bounds them.
log_file = config.get("logFile", default="hooks.log")
log_create = pulumi.ResourceHook(
    "logCreate",
    lambda args: subprocess.run(
        ["sh", "-c", f"echo created {args.name} >> {log_file}"], check=True
    )
    and None,
    opts=pulumi.ResourceHookOptions(on_dry_run=True),
)
check_delete = pulumi.ResourceHook(
    "checkDelete",
    lambda args: subprocess.run(["test", "-n", args.urn], check=False) and None,
)
retry = pulumi.ErrorHook(
    "retry",
    lambda args: subprocess.run(
        ["sh", "-c", f"echo {args.failed_operation} failed: {len(args.errors)} errors"]
    ).returncode
    == 0,
)
pet = random.RandomPet(
    "pet",
    length=2,
    opts=pulumi.ResourceOptions(
        custom_timeouts=pulumi.CustomTimeouts(create="2m", read="30s"),
        hooks=pulumi.ResourceHookBinding(
            before_create=[log_create],
            after_create=[log_create],
            before_delete=[check_delete],
            on_error=[retry],
        ),
    ),
)
pulumi.export("petName", pet.id)
