"""matplotlib.pyplot for the plot scripts, imported only once a script has read its arguments,
so that --help and bad arguments work on a python3 without matplotlib; where it is missing the
script stops with one line and exit status 2 instead of a traceback."""
import os
import sys


def pyplot_or_exit():
    """matplotlib.pyplot on the Agg back end (files only, no display), or exit 2 with one line."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as pyplot
    except ImportError:
        print(f"{os.path.basename(sys.argv[0])}: needs matplotlib, which this python3 lacks "
              "(Debian: apt-get install python3-matplotlib)", file=sys.stderr)
        sys.exit(2)
    return pyplot
