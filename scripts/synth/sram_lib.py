#!/usr/bin/env python3
"""Liberty model of a single-ported SRAM macro with the pins of verilog/tables/doar_table_sram_sp.v.

Synthesis counts tables A and B as SRAM bits, not flip-flops (docs/timing.md): the flow swaps
doar_table_sram_sp for this cell. Its timing is an assumption, not a characterisation: clock-to-dout =
the access time, a setup time on every input, zero hold. Area is left at zero so that the
reported area is standard cells only; the report adds an SRAM estimate from the bit count.
"""
import argparse


def liberty(name: str, depth: int, width: int, access_ns: float, setup_ns: float) -> str:
    aw = max(1, (depth - 1).bit_length())

    def bus_type(w):
        return (f"  type (bus{w}) {{ base_type : array; data_type : bit; bit_width : {w}; "
                f"bit_from : {w - 1}; bit_to : 0; downto : true; }}\n")

    def setup_arc():
        return ("      timing () { related_pin : \"clk\"; timing_type : setup_rising;\n"
                f"        rise_constraint (scalar) {{ values (\"{setup_ns}\"); }}\n"
                f"        fall_constraint (scalar) {{ values (\"{setup_ns}\"); }} }}\n")

    def in_pin(kind, pname, btype=None):
        head = f"    bus ({pname}) {{ bus_type : {btype};\n" if kind == "bus" else f"    pin ({pname}) {{\n"
        return head + "      direction : input; capacitance : 0.005;\n" + setup_arc() + "    }\n"

    out = [
        f"library ({name}_lib) {{\n",
        "  delay_model : table_lookup;\n  time_unit : \"1ns\";\n  voltage_unit : \"1V\";\n",
        "  current_unit : \"1mA\";\n  pulling_resistance_unit : \"1kohm\";\n",
        "  leakage_power_unit : \"1nW\";\n  capacitive_load_unit (1, pf);\n",
        "  nom_process : 1.0;\n  nom_temperature : 25.0;\n  nom_voltage : 1.8;\n",
        "  input_threshold_pct_rise : 50;\n  input_threshold_pct_fall : 50;\n",
        "  output_threshold_pct_rise : 50;\n  output_threshold_pct_fall : 50;\n",
        "  slew_lower_threshold_pct_rise : 20;\n  slew_lower_threshold_pct_fall : 20;\n",
        "  slew_upper_threshold_pct_rise : 80;\n  slew_upper_threshold_pct_fall : 80;\n",
        bus_type(aw), bus_type(width) if width != aw else "",
        f"  cell ({name}) {{\n    area : 0;\n    dont_touch : true;\n",
        "    pin (clk) { direction : input; clock : true; capacitance : 0.01; }\n",
        in_pin("pin", "en"), in_pin("pin", "we"),
        in_pin("bus", "addr", f"bus{aw}"), in_pin("bus", "din", f"bus{width}"),
        f"    bus (dout) {{ bus_type : bus{width}; direction : output;\n",
        "      timing () { related_pin : \"clk\"; timing_type : rising_edge;\n",
        f"        cell_rise (scalar) {{ values (\"{access_ns}\"); }}\n",
        f"        cell_fall (scalar) {{ values (\"{access_ns}\"); }}\n",
        "        rise_transition (scalar) { values (\"0.1\"); }\n",
        "        fall_transition (scalar) { values (\"0.1\"); } }\n    }\n",
        "  }\n}\n",
    ]
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--name", required=True)
    ap.add_argument("--depth", type=int, required=True)
    ap.add_argument("--width", type=int, default=64)
    ap.add_argument("--access-ns", type=float, required=True)
    ap.add_argument("--setup-ns", type=float, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(a.out, "w") as f:
        f.write(liberty(a.name, a.depth, a.width, a.access_ns, a.setup_ns))


if __name__ == "__main__":
    main()
