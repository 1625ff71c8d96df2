#!/usr/bin/env python3
"""Tests of the Python module python/doar (run by ctest with DOAR_BIN set to build/bin)."""
import os
import subprocess
import sys
import unittest

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))
import doar  # noqa: E402

SHORT = dict(warmup=300, sample=300, drain=3000)


class DoarModule(unittest.TestCase):
    def test_point_is_the_cli_json(self):
        p = doar.run_point(0.2, routing="MIN", traffic="UR", **SHORT)
        self.assertAlmostEqual(p["offered"], 0.2)
        self.assertAlmostEqual(p["accepted"], 0.2, delta=0.05)
        self.assertFalse(p["saturated"])
        # The same options on the command line give the same numbers.
        cli = subprocess.run([doar.find_binary(), "--rate", "0.2", "--routing", "MIN", "--traffic", "UR",
                              "--warmup", "300", "--sample", "300", "--drain", "3000", "-q", "--json", "-"],
                             capture_output=True, text=True, check=True).stdout
        import json
        self.assertEqual(json.loads(cli)[0]["accepted"], p["accepted"])

    def test_keyword_options_reach_the_simulator(self):
        torus = doar.run_point(0.1, topology="torus:4x4", routing="GEAR", lat_local=1, torus_tie="random", **SHORT)
        self.assertEqual(torus["topology"], "torus:4x4,1")
        self.assertEqual(torus["torus_tie"], "random")
        drained = doar.run_point(0.1, routing="MIN", drain_empty=True, **SHORT)  # a flag
        self.assertEqual(drained["left_in_network"], 0)

    def test_sweep_lists_points_in_order(self):
        pts = doar.sweep("0.1:0.3:0.1", routing="MIN", jobs=2, **SHORT)
        self.assertEqual([round(p["offered"], 2) for p in pts], [0.1, 0.2, 0.3])
        listed = doar.sweep([0.3, 0.1], routing="MIN", **SHORT)
        self.assertEqual([round(p["offered"], 2) for p in listed], [0.3, 0.1])

    def test_bad_input_raises_with_the_tools_line(self):
        with self.assertRaises(doar.DoarError) as e:
            doar.run_point(0.1, routing="NO_SUCH_ROUTING")
        self.assertEqual(e.exception.status, 2)
        self.assertIn("NO_SUCH_ROUTING", e.exception.message)
        self.assertEqual(len(e.exception.message.splitlines()), 1)

    def test_version_is_the_binarys(self):
        v = doar.version()
        self.assertTrue(v)
        self.assertNotIn(" ", v)

    def test_example_runs(self):
        out = subprocess.run([sys.executable, os.path.join(ROOT, "python", "examples", "latency_load.py"), "--quick"],
                             capture_output=True, text=True, check=True).stdout
        self.assertIn("DOAR", out)
        self.assertEqual(len([l for l in out.splitlines() if l.startswith(("MIN", "DOAR"))]), 6)


if __name__ == "__main__":
    unittest.main()
