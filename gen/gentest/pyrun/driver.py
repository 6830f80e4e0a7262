"""pclgen's mock-run driver of generated Python programs.

Usage: python driver.py PROGRAM_DIR MOCKS_JSON TRACE_JSON
       python driver.py --serve

Runs PROGRAM_DIR/__main__.py under the pulumi package's mocks, answering
registrations, invokes and calls from MOCKS_JSON (trace.Mocks), and writes the
raw trace (trace.Raw) of the run to TRACE_JSON. A program that fails is a
trace with "error"; the driver exits non-zero only when it cannot write one.

With --serve it imports the SDK and the provider packages once and then runs
the jobs of its standard input, one JSON object a line ("program", "mocks",
"trace", "log" and "timeout" in seconds), each in a child forked from it, so
that no job pays for the imports and no job sees another's state. For each
job it writes the line {"status": EXIT_STATUS, "timedOut": BOOL}.
"""

import asyncio
import importlib
import importlib.abc
import json
import os
import runpy
import signal
import sys
import threading
import time
import traceback

# The type of the component the driver registers after the program's body
# with the program's exports as its inputs: the SDK serializes them as the
# engine would see them (secrets, resource references, assets), and the
# monitor records them as the stack outputs instead of as a resource.
OUTPUTS_TYPE = "pclgen:driver:StackOutputs"
STACK_TYPE = "pulumi:pulumi:Stack"
STACK_REFERENCE_TYPE = "pulumi:pulumi:StackReference"
PROJECT = "project"
STACK = "stack"
# The organization the engine names when there is none, as the interpreter's.
ORGANIZATION = "organization"


def main():
    if sys.argv[1:] == ["--serve"]:
        return serve()
    if len(sys.argv) != 4:
        sys.stderr.write("usage: driver.py PROGRAM_DIR MOCKS_JSON TRACE_JSON\n")
        return 2
    sys.meta_path.insert(0, NoPackageDefaults())
    return run_job(sys.argv[1], sys.argv[2], sys.argv[3])


# The provider packages a server imports before it forks its first job (the
# ones the tests' programs use most; a job imports any other itself).
PRELOADED = ("pulumi_random", "pulumi_aws", "pulumi_tls")


def serve():
    sys.meta_path.insert(0, NoPackageDefaults())
    import pulumi  # noqa: F401 imported once, for every job
    from pulumi.runtime import mocks, rpc, stack  # noqa: F401
    from pulumi.runtime.proto import provider_pb2, resource_pb2  # noqa: F401
    from google.protobuf import json_format  # noqa: F401

    for name in PRELOADED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        status, timed_out = fork_job(job)
        out.write(json.dumps({"status": status, "timedOut": timed_out}) + "\n")
        out.flush()
    return 0


def fork_job(job):
    """Runs a job in a forked child, killing it after its timeout."""
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            fd = os.open(job["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            os.close(fd)
            code = run_job(job["program"], job["mocks"], job["trace"])
        except BaseException:  # noqa: BLE001 the child must not return to the loop
            traceback.print_exc()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    deadline = time.monotonic() + float(job.get("timeout") or 60)
    pause = 0.001
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done == pid:
            return os.waitstatus_to_exitcode(status), False
        if time.monotonic() >= deadline:
            os.kill(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
            return os.waitstatus_to_exitcode(status), True
        time.sleep(pause)
        pause = min(pause * 2, 0.02)


def run_job(program_dir, mocks_path, trace_path):
    program_dir = os.path.abspath(program_dir)
    with open(mocks_path, encoding="utf-8") as f:
        mocks_doc = json.load(f)
    trace_path = os.path.abspath(trace_path)

    config = mocks_doc.get("config") or {}
    secret_keys = mocks_doc.get("secretKeys") or []
    # The SDK reads the program's config from these (runtime/config.py)
    # when the program reads it.
    os.environ["PULUMI_CONFIG"] = json.dumps(config)
    os.environ["PULUMI_CONFIG_SECRET_KEYS"] = json.dumps(secret_keys)

    recorder = run(program_dir, mocks_doc, config, secret_keys)
    with open(trace_path, "w", encoding="utf-8") as f:
        json.dump(recorder.trace(), f, indent=2, default=str)
        f.write("\n")
    return 0


def run(program_dir, mocks_doc, config, secret_keys):
    import pulumi
    from pulumi.runtime import mocks as pmocks
    from pulumi.runtime import rpc
    from pulumi.runtime.proto import provider_pb2, resource_pb2
    from pulumi.runtime.settings import _get_rpc_manager
    from pulumi.runtime.stack import run_pulumi_func
    from google.protobuf import json_format

    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    pulumi.runtime.set_all_config(dict(config), list(secret_keys))

    SIG = rpc._special_sig_key

    def encode(v):
        """A protobuf Value, as a Python value, in the trace's JSON encoding."""
        if isinstance(v, str) and v == rpc.UNKNOWN:
            return {"$unknown": True}
        if isinstance(v, float) and v == 0:
            # Python's float arithmetic makes a negative zero (math.fmod(-4,
            # 2), -0.0) where PCL's numbers have only the one zero.
            return 0.0
        if isinstance(v, list):
            return [encode(e) for e in v]
        if not isinstance(v, dict):
            return v
        sig = v.get(SIG)
        if sig == rpc._special_secret_sig:
            return {"$secret": encode(v.get("value"))}
        if sig == rpc._special_asset_sig:
            for k in ("path", "uri", "text"):
                if k in v:
                    return {"$asset": {k: v[k]}}
            return {"$asset": {"text": ""}}
        if sig == rpc._special_archive_sig:
            if "assets" in v:
                return {
                    "$archive": {
                        "assets": {k: encode(e) for k, e in (v["assets"] or {}).items()}
                    }
                }
            for k in ("path", "uri"):
                if k in v:
                    return {"$archive": {k: v[k]}}
            return {"$archive": {"assets": {}}}
        if sig == rpc._special_resource_sig:
            return {"$resource": v.get("urn", "")}
        if sig == rpc._special_output_value_sig:
            e = encode(v["value"]) if "value" in v else {"$unknown": True}
            if v.get("secret"):
                e = {"$secret": e}
            return e
        return {k: encode(e) for k, e in v.items()}

    def encode_struct(s):
        if s is None:
            return {}
        return encode(json_format.MessageToDict(s))

    def decode(v):
        """A value of the trace's JSON encoding, as a mock's answer."""
        if isinstance(v, list):
            return [decode(e) for e in v]
        if not isinstance(v, dict):
            return v
        if len(v) == 1:
            ((key, inner),) = v.items()
            if key == "$secret":
                return {SIG: rpc._special_secret_sig, "value": decode(inner)}
            if key == "$unknown":
                return rpc.UNKNOWN
            if key == "$asset":
                inner = inner or {}
                if "path" in inner:
                    return pulumi.FileAsset(inner["path"])
                if "uri" in inner:
                    return pulumi.RemoteAsset(inner["uri"])
                return pulumi.StringAsset(inner.get("text", ""))
            if key == "$archive":
                inner = inner or {}
                if "path" in inner:
                    return pulumi.FileArchive(inner["path"])
                if "uri" in inner:
                    return pulumi.RemoteArchive(inner["uri"])
                return pulumi.AssetArchive(
                    {k: decode(e) for k, e in (inner.get("assets") or {}).items()}
                )
            if key == "$resource":
                return {SIG: rpc._special_resource_sig, "urn": inner}
        return {k: decode(e) for k, e in v.items()}

    mock_resources = mocks_doc.get("resources") or {}
    mock_invokes = mocks_doc.get("invokes") or {}
    # The registrations the provider fails, with its message.
    mock_failures = mocks_doc.get("failures") or {}

    class Mocks(pmocks.Mocks):
        def new_resource(self, args):
            failure = mock_failures.get(args.typ + "::" + args.name)
            if failure is not None and not args.resource_id:
                # The SDK rejects the resource's outputs with the error.
                raise Exception(failure)
            mock = mock_resources.get(args.typ + "::" + args.name)
            if mock is None and not args.custom and not args.resource_id:
                # A component of the program's: its outputs are what the
                # program registers. (The mocks answer for a remote one.)
                return "", {}
            mock = mock or {}
            rid = mock.get("id") or args.name + "_id"
            state = dict(args.inputs)
            for k, v in (mock.get("state") or {}).items():
                state[k] = decode(v)
            return rid, state

        def call(self, args):
            return {k: decode(v) for k, v in (mock_invokes.get(args.token) or {}).items()}

    recorder = Recorder()

    class Monitor(pmocks.MockMonitor):
        def make_urn(self, parent, type_, name):
            # The engine qualifies a child's type with its parent's whole
            # qualified type (a grandchild's holds its grandparent's too),
            # but not with the root stack's. The SDK's mock monitor keeps
            # the parent's last type alone and qualifies with the stack's,
            # and a program that reads the URN as a value sees that.
            if parent != "":
                qualified = parent.split("::")[2]
                if qualified.split("$").pop() != STACK_TYPE:
                    type_ = qualified + "$" + type_
            return "urn:pulumi:" + "::".join([pulumi.get_stack(), pulumi.get_project(), type_, name])

        def RegisterResource(self, request):
            if request.type == STACK_TYPE:
                return super().RegisterResource(request)
            urn = self.make_urn(request.parent, request.type, request.name)
            if request.type == OUTPUTS_TYPE and recorder.want_outputs:
                recorder.set_outputs(encode_struct(request.object))
                return resource_pb2.RegisterResourceResponse(urn=urn)
            recorder.add_resource(
                {
                    "type": request.type,
                    "name": request.name,
                    "urn": urn,
                    "parent": request.parent,
                    "custom": bool(request.custom),
                    "provider": request.provider,
                    "inputs": encode_struct(request.object),
                    "options": options(request),
                }
            )
            return super().RegisterResource(request)

        def ReadResource(self, request):
            urn = self.make_urn(request.parent, request.type, request.name)
            # A read of an existing resource (a get): recorded as a custom
            # resource with the option "id". A StackReference is a read of
            # the stack by its name in every SDK, not the program's get.
            options = {"id": request.id} if request.id else {}
            if request.type == STACK_REFERENCE_TYPE:
                options = {}
            recorder.add_resource(
                {
                    "type": request.type,
                    "name": request.name,
                    "urn": urn,
                    "parent": request.parent,
                    "custom": True,
                    "provider": request.provider,
                    "inputs": encode_struct(request.properties),
                    "options": options,
                }
            )
            return super().ReadResource(request)

        def Invoke(self, request):
            if request.tok != "pulumi:pulumi:getResource":
                recorder.add_invoke(request.tok, encode_struct(request.args))
            return super().Invoke(request)

        def Call(self, request):
            # A method call: the mock monitor of the SDK has none.
            recorder.add_invoke(request.tok, encode_struct(request.args))
            ret = {k: decode(v) for k, v in (mock_invokes.get(request.tok) or {}).items()}
            pmocks._ensure_event_loop()
            ret_proto = pmocks._sync_await(rpc.serialize_properties(ret, {}))
            return provider_pb2.CallResponse(**{"return": ret_proto})

    def options(request):
        o = {}
        if request.HasField("protect") and request.protect:
            o["protect"] = True
        if request.HasField("retainOnDelete") and request.retainOnDelete:
            o["retainOnDelete"] = True
        if request.deleteBeforeReplace:
            o["deleteBeforeReplace"] = True
        for name, field in (
            ("ignoreChanges", "ignoreChanges"),
            ("replaceOnChanges", "replaceOnChanges"),
            ("additionalSecretOutputs", "additionalSecretOutputs"),
            ("hideDiffs", "hideDiffs"),
            ("replaceWith", "replace_with"),
        ):
            values = list(getattr(request, field))
            if values:
                o[name] = values
        for name in ("version", "pluginDownloadURL", "importId"):
            if getattr(request, name):
                o[name] = getattr(request, name)
        if request.HasField("customTimeouts"):
            ct = request.customTimeouts
            t = {k: getattr(ct, k) for k in ("create", "update", "delete") if getattr(ct, k)}
            if t:
                o["customTimeouts"] = t
        return o

    exports = {}

    def export(name, value):
        exports[name] = value

    # Under mocks the stack's outputs are never sent anywhere: record them.
    pulumi.export = export
    pulumi.resource.export = export

    mocks = Mocks()
    pmocks.set_mocks(
        mocks,
        project=PROJECT,
        stack=STACK,
        preview=False,
        monitor=Monitor(mocks),
        organization=ORGANIZATION,
    )
    # The program's directory holds its Pulumi.yaml: it is the project's
    # root (the settings the mocks install have a placeholder).
    pulumi.runtime.settings.SETTINGS.root_directory = program_dir

    async def settle():
        manager = _get_rpc_manager()
        while manager.rpcs:
            try:
                await manager.rpcs.pop()
            except BaseException:  # noqa: BLE001 the first failure is recorded
                pass

    def body():
        saved_path, saved_argv = list(sys.path), list(sys.argv)
        sys.path.insert(0, program_dir)
        sys.argv = [os.path.join(program_dir, "__main__.py")]
        try:
            runpy.run_path(sys.argv[0], run_name="__main__")
        finally:
            sys.path[:], sys.argv = saved_path, saved_argv
        recorder.expect_outputs(list(exports))
        if exports:
            pulumi.ComponentResource(OUTPUTS_TYPE, "outputs", dict(exports))

    # The program runs in its directory, as `pulumi up` runs it, until the
    # last of its applies has run (an apply that reads a file runs after
    # __main__.py has returned).
    saved_cwd = os.getcwd()
    os.chdir(program_dir)
    try:
        pmocks._sync_await(run_pulumi_func(body))
    except KeyboardInterrupt:
        raise
    except BaseException as e:  # noqa: BLE001 the program's error is the trace's
        traceback.print_exc()
        recorder.set_error(describe(e))
        # The SDK stops waiting at the first registration that fails; the
        # ones already under way (a resource independent of the failed
        # one) still reach the mocks, whichever finishes first.
        pmocks._sync_await(settle())
    finally:
        os.chdir(saved_cwd)
    return recorder


class NoPackageDefaults(importlib.abc.MetaPathFinder):
    """Makes the _utilities module of every provider package (pulumi_NAME)
    report no version and no plugin download URL: the package's resource
    classes set those on every registration of their own, and only the
    options a program sets itself are recorded (a program's own version is
    recorded even when it is the package's)."""

    def find_spec(self, name, path, target=None):
        if not (name.startswith("pulumi_") and name.endswith("._utilities")):
            return None
        if name.count(".") != 1:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        exec_module = loader.exec_module

        def exec_without_defaults(module):
            exec_module(module)
            module.get_version = lambda: None
            module.get_plugin_download_url = lambda: None

        loader.exec_module = exec_without_defaults
        return spec


def describe(e):
    msg = str(e)
    name = type(e).__name__
    return f"{name}: {msg}" if msg else name


class Recorder:
    """What the run did, from the monitor's threads and the program's."""

    def __init__(self):
        self.lock = threading.Lock()
        self.resources = []
        self.invokes = []
        self.outputs = None
        self.export_names = []
        self.want_outputs = False
        self.error = ""

    def add_resource(self, r):
        r = {k: v for k, v in r.items() if v not in ("", None) or k in ("urn", "inputs", "custom")}
        if not r.get("options"):
            r.pop("options", None)
        with self.lock:
            self.resources.append(r)

    def add_invoke(self, token, args):
        with self.lock:
            self.invokes.append({"token": token, "args": args})

    def expect_outputs(self, names):
        with self.lock:
            self.want_outputs = True
            self.export_names = names

    def set_outputs(self, outputs):
        with self.lock:
            self.outputs = outputs

    def set_error(self, error):
        with self.lock:
            if not self.error:
                self.error = error

    def trace(self):
        with self.lock:
            outputs = {}
            if self.want_outputs and not self.error:
                outputs = dict(self.outputs or {})
                for name in self.export_names:
                    # The SDK leaves null values out.
                    outputs.setdefault(name, None)
            t = {"resources": self.resources, "invokes": self.invokes, "outputs": outputs}
            if self.error:
                t["error"] = self.error
            return t


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # Leave without the interpreter's teardown: the SDK's executor threads
    # and event loops have nothing left to do, and closing them only prints
    # noise.
    os._exit(code)
