// Output of doar-sim: the readable table, JSON (one object per load point) and CSV, and the
// text form in which a sweep's worker process hands its result to the parent.
#pragma once
#include <ostream>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>
#include "sim_config.hpp"
#include "simulation.hpp"

namespace doar::net {

// The version of doar-sim's JSON/CSV format (the `schema` of its results): raised when a
// field changes meaning or goes away, not when one is added.
constexpr int kSimSchema = 1;

void print_table_header(std::ostream& os, const SimConfig& c, int vcs);
void print_table_row(std::ostream& os, const PointResult& r);
// `header`'s fields (schema, version, config: core/tools/result_header.hpp) end every point.
void write_json(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts,
                const nlohmann::ordered_json& header);
// The header of a CSV, which has no room for it: the JSON beside it, FILE.meta (docs/tlm.md).
void write_meta(std::ostream& os, const nlohmann::ordered_json& header);
void write_csv(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts);
// One row per source node (--flows): its destination, tagged packets delivered, their mean
// and max latency, mean hops and share of non-minimal (two global hop) packets.
void write_flows_csv(std::ostream& os, const SimConfig& c, const PointResult& r);
// Every global channel's use (flits/cycle in the window) of each point.
void write_channels_csv(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts);

// Worker -> parent hand-over (JSON by field name, exact for every field).
std::string serialize(const PointResult& r);
PointResult deserialize(const std::string& text);

}  // namespace doar::net
