# Sourced by scripts/reproduce.sh (Fig. 10) and scripts/experiments/fig11_14.sh: the
# saturation sweep both run, written once. The caller sets sim (doar-sim), common (its
# options as an array), step, fine and python.

# Prints "LAST_STABLE FIRST_SATURATED" offered loads of a sweep's CSV ("0" when the first
# load saturates, "" when none does). A real CSV reader: the dfly field holds commas.
bounds() {
  "$python" - "$1" <<'PY'
import csv, sys
ok, sat = "0", ""
for r in sorted(csv.DictReader(open(sys.argv[1])), key=lambda r: float(r["offered"])):
    if r["saturated"] == "1":
        sat = r["offered"]
        break
    ok = r["offered"]
print(ok, sat)
PY
}

# ROUTING TRAFFIC CSV: one sweep from STEP upwards (doar-sim stops after the first saturated
# load) into CSV, then (fine != 0) a second sweep in steps of fine between the last stable
# and the first saturated load, its rows appended to CSV.
saturation_sweep() {
  local ok sat lo hi
  "$sim" "${common[@]}" --routing "$1" --traffic "$2" --sweep "$step:1.0:$step" --csv "$3"
  read -r ok sat < <(bounds "$3")
  if [ -n "$sat" ] && [ "$fine" != "0" ]; then
    lo=$(awk -v a="$ok" -v f="$fine" 'BEGIN { printf "%.4f", a + f }')
    hi=$(awk -v b="$sat" -v f="$fine" 'BEGIN { printf "%.4f", b - f / 2 }')
    if awk -v l="$lo" -v h="$hi" 'BEGIN { exit !(l <= h) }'; then
      "$sim" "${common[@]}" --routing "$1" --traffic "$2" --sweep "$lo:$hi:$fine" --csv "$3.fine"
      tail -n +2 "$3.fine" >> "$3"
      rm -f "$3.fine"
    fi
  fi
}
