// Every tool's JSON describes itself (core/tools/result_header.hpp, docs/tlm.md "Output"):
// it parses with nlohmann-json, every result object carries an integer `schema`, the
// `version` that the tool's --version prints and a `config` object with the run's options;
// and `--config` on that JSON runs the same thing again (the figures that measure the
// machine aside).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>

#include "common/subprocess.hpp"

namespace {

using Json = nlohmann::json;

std::string tool(const std::string& name) { return std::string(DOAR_BIN_DIR) + "/" + name; }

// How a tool gives its JSON.
enum class Out { File, Flag, Always };  // --json FILE, a --json flag, JSON on stdout anyway

struct Case {
  const char* tool;
  std::string args;     // a small run
  Out out;
  const char* option;   // an option the config must record
  bool rerun;           // --config FILE must give the same JSON
};

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// The JSON a case writes, as text ("" and a test failure when the run failed).
std::string run_case(const std::string& exe, const std::string& args, Out out, const std::string& file) {
  const std::string cmd = exe + " " + args + (out == Out::File ? " --json " + file : out == Out::Flag ? " --json" : "");
  const doar::test::CommandRun r = doar::test::run_command(cmd + " 2>/dev/null");
  EXPECT_EQ(r.status, 0) << cmd << "\n" << r.out;
  return out == Out::File ? slurp(file) : r.out;
}

// Less what measures the machine, at any depth: wall time, elaboration time, memory, timers.
Json without_machine(Json j) {
  if (j.is_object()) {
    for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb", "seconds", "sim_cycles_per_second",
                          "sim_cycles_per_cpu_second", "model_cycles_per_cpu_second", "rtl_cycles_per_second"}) {
      j.erase(k);
    }
  }
  if (j.is_object() || j.is_array()) {
    for (auto& e : j) e = without_machine(e);
  }
  return j;
}

const std::vector<Case>& cases() {
  static const std::vector<Case> c = {
      {"doar-sim", "--dfly 2,4,2,9 --routing DOAR --rate 0.1 --warmup 200 --sample 200 -q", Out::File, "buf-global", true},
      {"doar-topo", "--topology torus:4x4 --topology tcpg:1,1", Out::File, "topology", true},
      {"doar-paths", "--topology torus:4x4 --routing TORUS_DOR", Out::File, "routing", true},
      {"doar-bisect", "--topology torus:4x4", Out::File, "topology", true},
      {"doar-deadlock", "--topology torus:4x4 --routing GEAR --vcs 2", Out::File, "wait", true},
      {"doar-tables", "--dfly 2,3,2,7 --router 1.1 --port 2", Out::Flag, "port", true},
      {"doar-route", "--dfly 2,3,2,7 --src 1.1.0 --dst 4.2.0", Out::Flag, "src", true},
      {"doar-walk", "--topology tcpg:1,1 --routing TCPG --src 0 --dst 17", Out::Flag, "src", true},
      {"doar-bcast", "--topology tcpg:1,1", Out::File, "source", true},
      {"doar-fault", "--dfly 2,4,2,9 --faults global:0:2 --recover --pairs none", Out::Flag, "link-latency", true},
      {"doar-fault-sc", "--dfly 2,4,2,9 --faults global:0:2 --recover", Out::Always, "fr-rule", true},
      {"doar-rcu-check", "--dfly 2,3,2,7 --router 1.1 --port 2 --requests 200", Out::Flag, "requests", true},
      {"doar-rcu-pins", "--dfly 2,3,2,7", Out::Flag, "dfly", true},
      {"doar-router-net", "--mode min --rate 0.2 --cycles 300", Out::Flag, "mode", true},
      // Built only where Verilator is (testbench/cosim): skipped when absent.
      {"doar-cosim", "--block tables --cycles 300 --seed 3", Out::Flag, "cycles", true},
  };
  return c;
}

class EveryTool : public ::testing::TestWithParam<Case> {};

TEST_P(EveryTool, JsonCarriesSchemaVersionConfigAndReRunsFromIt) {
  const Case& c = GetParam();
  const std::string exe = tool(c.tool);
  if (!std::ifstream(exe)) GTEST_SKIP() << exe << " is not built here (no Verilator)";
  const std::string file = ::testing::TempDir() + "doar_header_" + c.tool + ".json";
  const std::string text = run_case(exe, c.args, c.out, file);
  Json j;
  ASSERT_NO_THROW(j = Json::parse(text)) << c.tool << ": " << text;
  const doar::test::CommandRun v = doar::test::run_command(exe + " --version");
  ASSERT_EQ(v.status, 0) << v.out;
  const std::vector<Json> objects = j.is_array() ? j.get<std::vector<Json>>() : std::vector<Json>{j};
  ASSERT_FALSE(objects.empty()) << text;
  for (const Json& o : objects) {
    ASSERT_TRUE(o.is_object()) << o;
    ASSERT_TRUE(o.contains("schema") && o["schema"].is_number_integer()) << c.tool << ": " << o;
    EXPECT_GE(o["schema"].get<int>(), 1);
    ASSERT_TRUE(o.contains("version") && o["version"].is_string()) << c.tool;
    EXPECT_EQ(std::string(c.tool) + " " + o["version"].get<std::string>() + "\n", v.out);
    ASSERT_TRUE(o.contains("config") && o["config"].is_object()) << c.tool;
    EXPECT_TRUE(o["config"].contains(c.option)) << c.tool << " config lacks " << c.option << ": " << o["config"];
    EXPECT_FALSE(o["config"].contains("json")) << c.tool;  // where results go is not recorded
  }
  if (c.rerun) {
    // The JSON itself as the only input: the same result again.
    std::ofstream(file + ".in") << text;
    const std::string again = run_case(exe, "--config " + file + ".in", c.out, file);
    Json k;
    ASSERT_NO_THROW(k = Json::parse(again)) << again;
    EXPECT_EQ(without_machine(j).dump(), without_machine(k).dump()) << c.tool;
  }
  std::remove(file.c_str());
  std::remove((file + ".in").c_str());
}

// `--json -` on the tools that take `--json FILE`: the JSON alone on stdout (no text around
// it, no file named "-").
TEST_P(EveryTool, JsonDashWritesTheJsonAloneToStdout) {
  const Case& c = GetParam();
  if (c.out != Out::File) GTEST_SKIP() << c.tool << " has a --json flag";
  const std::string exe = tool(c.tool);
  char dir[] = "/tmp/doar_json_dash_XXXXXX";  // a folder of its own, where a file "-" would show
  ASSERT_NE(::mkdtemp(dir), nullptr);
  const doar::test::CommandRun r =
      doar::test::run_command(std::string("cd ") + dir + " && " + exe + " " + c.args + " --json - 2>/dev/null");
  ASSERT_EQ(r.status, 0) << c.tool << "\n" << r.out;
  Json j;
  EXPECT_NO_THROW(j = Json::parse(r.out)) << c.tool << ": " << r.out.substr(0, 300);
  EXPECT_FALSE(std::ifstream(std::string(dir) + "/-")) << c.tool << " wrote a file named '-'";
  std::filesystem::remove_all(dir);
}

// `--json FILE` on the tools whose JSON replaces their text: the JSON in FILE, stdout empty.
TEST_P(EveryTool, JsonFileOnAFlagToolWritesTheFile) {
  const Case& c = GetParam();
  if (c.out != Out::Flag) GTEST_SKIP() << c.tool << " is covered by JsonDash";
  const std::string exe = tool(c.tool);
  if (!std::ifstream(exe)) GTEST_SKIP() << exe << " is not built here (no Verilator)";
  char dir[] = "/tmp/doar_json_file_XXXXXX";
  ASSERT_NE(::mkdtemp(dir), nullptr);
  const std::string file = std::string(dir) + "/r.json";
  const doar::test::CommandRun r = doar::test::run_command(exe + " " + c.args + " --json " + file + " 2>/dev/null");
  ASSERT_EQ(r.status, 0) << c.tool << "\n" << r.out;
  EXPECT_EQ(r.out, "") << c.tool;
  Json j;
  EXPECT_NO_THROW(j = Json::parse(slurp(file))) << c.tool;
  EXPECT_TRUE(j.contains("config")) << c.tool;
  std::filesystem::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(ResultHeader, EveryTool, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return doar::test::tool_test_name(i.param.tool); });

}  // namespace
