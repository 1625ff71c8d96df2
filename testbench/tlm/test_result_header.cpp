// doar-sim's results describe themselves (docs/tlm.md, "Output"): every point of the JSON,
// and the FILE.meta beside a CSV, carry schema, version and the full configuration, and
// `--config RESULT` re-runs a result to the same numbers. Parsed with nlohmann-json.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <nlohmann/json.hpp>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"

namespace {

using Json = nlohmann::json;
using doar::test::CommandRun;

CommandRun sim(const std::string& args) { return doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args); }

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// The JSON of a run on stdout (--json -), parsed (a sweep's progress lines on stderr come
// first); fails the test when it does not parse.
Json run_json(const std::string& args) {
  const CommandRun r = sim(args + " -q --json -");
  EXPECT_EQ(r.status, 0) << args << "\n" << r.out;
  return Json(doar::test::parse_output(r.out));
}

// A result less the fields that measure the machine: what a re-run must give bit for bit.
Json without_machine(Json j) {
  for (auto& p : j) {
    for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb"}) p.erase(k);
  }
  return j;
}

const std::string kSmall = "--dfly 2,4,2,9 --routing DOAR --traffic UR --warmup 300 --sample 300";

TEST(ResultHeader, EveryPointCarriesSchemaVersionAndTheWholeConfig) {
  const Json j = run_json(kSmall + " --rate 0.2 --buf-global 64");
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 1u);
  const Json& p = j[0];
  ASSERT_TRUE(p.contains("schema") && p["schema"].is_number_integer()) << p;
  EXPECT_GE(p["schema"].get<int>(), 1);
  // The version is the one --version prints: "doar-sim <version>".
  const CommandRun v = sim("--version");
  ASSERT_EQ(v.status, 0);
  EXPECT_EQ("doar-sim " + p["version"].get<std::string>() + "\n", v.out);
  const Json& c = p["config"];
  ASSERT_TRUE(c.is_object()) << p;
  // Given, defaulted and absent options alike.
  EXPECT_EQ(c["buf-global"], 64);
  EXPECT_EQ(c["buf-local"], 32);      // default of doar-sim --help
  EXPECT_EQ(c["lat-global"], 100);
  EXPECT_EQ(c["speedup"], 2.0);
  EXPECT_EQ(c["routing"], "DOAR");
  EXPECT_EQ(c["rate"], 0.2);
  EXPECT_EQ(c["dfly"], "2,4,2,9");
  EXPECT_TRUE(c["topology"].is_null());
  EXPECT_EQ(c["drain-empty"], false);
  EXPECT_TRUE(c.contains("fault-rules")) << c;      // tlm/fault's options are recorded too
  EXPECT_TRUE(c.contains("workload")) << c;         // and tlm/workload's
  // Where results go is not configuration: a re-run must not overwrite its own source.
  for (const char* k : {"json", "csv", "quiet", "config", "help", "version"}) EXPECT_FALSE(c.contains(k)) << k;
}

TEST(ResultHeader, ReRunFromTheJsonGivesTheSameResult) {
  const std::string path = ::testing::TempDir() + "doar_header_point.json";
  const CommandRun first = sim(kSmall + " --rate 0.3 --buf-global 16 --thr-local 4 --seed 5 -q --json " + path);
  ASSERT_EQ(first.status, 0) << first.out;
  const Json original = Json::parse(slurp(path));
  const Json again = run_json("--config " + path);
  EXPECT_EQ(without_machine(original).dump(), without_machine(again).dump());
  // The command line wins over the file.
  const Json other = run_json("--config " + path + " --rate 0.1");
  EXPECT_EQ(other[0]["offered"], 0.1);
  EXPECT_EQ(other[0]["config"]["buf-global"], 16);
  std::remove(path.c_str());
}

TEST(ResultHeader, ReRunOfASweepAndOfATorusFromTheirFiles) {
  const std::string sweep = ::testing::TempDir() + "doar_header_sweep.json";
  ASSERT_EQ(sim(kSmall + " --sweep 0.1:0.3:0.1 --jobs 2 -q --json " + sweep).status, 0);
  const Json a = Json::parse(slurp(sweep));
  ASSERT_EQ(a.size(), 3u);
  EXPECT_EQ(without_machine(a).dump(), without_machine(run_json("--config " + sweep)).dump());
  // --topology beside the default --dfly recorded in the config: the re-run takes it.
  const std::string torus = ::testing::TempDir() + "doar_header_torus.json";
  ASSERT_EQ(sim("--topology torus:4x4 --routing GEAR --rate 0.2 --warmup 200 --sample 200 -q --json " + torus).status, 0);
  const Json t = Json::parse(slurp(torus));
  EXPECT_EQ(t[0]["topology"], "torus:4x4,1");
  EXPECT_EQ(without_machine(t).dump(), without_machine(run_json("--config " + torus)).dump());
  std::remove(sweep.c_str());
  std::remove(torus.c_str());
}

TEST(ResultHeader, CsvHasItsHeaderInFileMetaWhichReRunsIt) {
  const std::string base = ::testing::TempDir() + "doar_header";
  const CommandRun r = sim(kSmall + " --rate 0.2 --lat-local 7 -q --csv " + base + ".csv --json " + base + ".json");
  ASSERT_EQ(r.status, 0) << r.out;
  const Json meta = Json::parse(slurp(base + ".csv.meta"));
  const Json point = Json::parse(slurp(base + ".json"))[0];
  for (const char* k : {"schema", "version", "config"}) EXPECT_EQ(meta[k], point[k]) << k;
  EXPECT_EQ(meta["config"]["lat-local"], 7);
  // The CSV itself is unchanged: its first line is the column names.
  EXPECT_EQ(slurp(base + ".csv").rfind("routing,offered,", 0), 0u);
  const CommandRun again = sim("--config " + base + ".csv.meta -q --csv " + base + "2.csv");
  ASSERT_EQ(again.status, 0) << again.out;
  EXPECT_EQ(slurp(base + "2.csv.meta"), slurp(base + ".csv.meta"));
  for (const char* f : {".csv", ".csv.meta", ".json", "2.csv", "2.csv.meta"}) std::remove((base + f).c_str());
}

TEST(ResultHeader, WorkloadAndFaultReportCarryTheHeaderAndReRun) {
  const std::string wl = ::testing::TempDir() + "doar_header_wl.json";
  ASSERT_EQ(sim("--dfly 2,4,2,9 --routing DOAR --workload LU --msg-size 256 --iterations 2 -q --json " + wl).status, 0);
  const Json w = Json::parse(slurp(wl));
  ASSERT_TRUE(w.is_object()) << w;
  EXPECT_EQ(w["config"]["workload"], "LU");
  EXPECT_EQ(w["config"]["msg-size"], 256);
  Json again = Json(doar::test::parse_output(sim("--config " + wl + " -q --json -").out));
  Json first = w;
  for (Json* j : {&first, &again}) j->erase("wall_seconds");
  EXPECT_EQ(first.dump(), again.dump());
  // A fault report: its config re-runs the point it came from.
  const std::string rep = ::testing::TempDir() + "doar_header_report.json";
  ASSERT_EQ(sim(kSmall + " --rate 0.2 --link-faults 1 --fault-at 100 -q --fault-report " + rep).status, 0);
  const Json r = Json::parse(slurp(rep));
  EXPECT_EQ(r["config"]["link-faults"], 1);
  EXPECT_EQ(r["schema"], 1);
  const Json from_report = run_json("--config " + rep);
  EXPECT_EQ(from_report[0]["config"]["fault-at"], 100);
  std::remove(wl.c_str());
  std::remove(rep.c_str());
}

TEST(ResultHeader, ConfigFilesThatAreNotResultsAreRefusedInOneLine) {
  const std::string path = ::testing::TempDir() + "doar_header_bad.json";
  const auto refuse = [&](const std::string& text, const std::string& says) {
    std::ofstream(path) << text;
    const CommandRun r = sim("--config " + path + " --rate 0.1 -q");
    EXPECT_EQ(r.status, 2) << text << ": " << r.out;
    EXPECT_NE(r.out.find(says), std::string::npos) << text << ": " << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  };
  refuse("{\"offered\": 0.1}", "config");
  refuse("[1, 2", "not valid JSON");
  refuse("{\"config\": {\"no-such-option\": 3}}", "no-such-option");
  refuse("{\"config\": {\"warmup\": -5}}", "warmup");
  refuse("{\"config\": {\"warmup\": {\"a\": 1}}}", "warmup");
  refuse("{\"config\": {\"drain-empty\": 3}}", "drain-empty");
  std::remove(path.c_str());
}

TEST(ResultHeader, ShippedCfgFilesStillRead) {
  // configs/dfly_paper.cfg's format (name = value lines), on a small network.
  const std::string path = ::testing::TempDir() + "doar_header.cfg";
  std::ofstream(path) << "# comment\ndfly = 2,4,2,9\nbuf-global = 8\nwarmup = 200\nsample = 200\n";
  const Json j = run_json("--config " + path + " --rate 0.1");
  EXPECT_EQ(j[0]["config"]["buf-global"], 8);
  EXPECT_EQ(j[0]["config"]["warmup"], 200);
  std::remove(path.c_str());
}

}  // namespace
