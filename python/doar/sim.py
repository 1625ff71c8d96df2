"""doar-sim as a function: options in, parsed JSON out (see the package docstring)."""
import json
import os
import shutil
import subprocess


class DoarError(RuntimeError):
    """doar-sim refused the options (exit 2) or failed (exit 1); `message` is its one line."""

    def __init__(self, status, message):
        super().__init__("doar-sim exit %d: %s" % (status, message))
        self.status = status
        self.message = message


def find_binary(name="doar-sim"):
    """The path of a project tool: $DOAR_BIN/name, <source tree>/build/bin/name, or PATH."""
    candidates = []
    if os.environ.get("DOAR_BIN"):
        candidates.append(os.path.join(os.environ["DOAR_BIN"], name))
    here = os.path.dirname(os.path.abspath(__file__))
    candidates.append(os.path.normpath(os.path.join(here, "..", "..", "build", "bin", name)))
    for path in candidates:
        if os.access(path, os.X_OK):
            return path
    found = shutil.which(name)
    if found:
        return found
    raise DoarError(2, "no %s in %s or on PATH (build it: cmake --build build --target %s)"
                    % (name, " or ".join(candidates), name))


def _arguments(options):
    """doar-sim's command-line arguments for keyword options (None and False are left out)."""
    args = []
    for key, value in options.items():
        if value is None or value is False:
            continue
        flag = "--" + key.replace("_", "-")
        if value is True:
            args.append(flag)
        else:
            args += [flag, str(value)]
    return args


def _run(args, timeout):
    proc = subprocess.run([find_binary()] + args + ["--quiet", "--json", "-"], capture_output=True,
                          text=True, timeout=timeout)
    if proc.returncode != 0:
        raise DoarError(proc.returncode, proc.stderr.strip() or "no message")
    return json.loads(proc.stdout)


def run_point(rate, timeout=None, **options):
    """Runs one load point (flits/node/cycle) and returns its JSON object as a dict."""
    return _run(["--rate", str(rate)] + _arguments(options), timeout)[0]


def sweep(rates, jobs=None, timeout=None, **options):
    """Runs a sweep and returns its points, lowest load first. `rates` is "FROM:TO:STEP" (as
    --sweep) or a list of loads (each run as its own point, in order)."""
    if isinstance(rates, str):
        return _run(["--sweep", rates] + _arguments(dict(options, jobs=jobs)), timeout)
    return [run_point(r, timeout=timeout, **options) for r in rates]


def version():
    """doar-sim's version (git describe of its build)."""
    out = subprocess.run([find_binary(), "--version"], capture_output=True, text=True, check=True).stdout
    return out.split()[1]
