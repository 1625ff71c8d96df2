// One option vocabulary across the tools (core/tools/cli_vocabulary.hpp, docs/tlm.md "One
// option vocabulary"): every tool's --help names the canonical options with the shared help
// text and default, and none of the old spellings; the old spellings still run, giving the
// same result as the canonical ones, whose `config` records the canonical names; and a
// result or 'name = value' file saved under the old names still loads with --config.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>

#include "common/subprocess.hpp"

namespace {

using Json = nlohmann::json;

std::string tool(const std::string& name) { return std::string(DOAR_BIN_DIR) + "/" + name; }

// The shared help texts, as --help prints them once the line wrapping is undone.
const char* const kDflyHelp = "--dfly arg (=2,4,2,9) dragonfly P,A,H,G: P terminals and H global ports per router";
// (Boost also wraps before a '[', so the fragments hold none.)
const char* const kTopologyHelp = "(K, M >= 1: 2K x 2M Petersen graphs), htorus:T";
const char* const kShortFor = "6,12,6,73); short for --topology dfly:P,A,H,G";  // --dfly beside --topology
const char* const kFaultsHelp = "--faults arg faults, repeatable: global:X:Y (the link between groups X and Y)";
const std::vector<std::string> kOldNames = {"fail", "fault", "fault-t1", "fault-t2"};

struct Tool {
  const char* name;
  std::vector<std::string> canonical;  // options --help must name
  std::vector<std::string> texts;      // shared help texts --help must carry
  std::vector<std::string> old_names;  // spellings --help must not name
  // A run spelled with old names and the same with canonical ones, both printing one JSON
  // result on stdout; `json` is what makes them print it. Empty: no fault options to alias.
  std::string old_args, new_args, json;
  std::map<std::string, std::string> old_keys;  // canonical config key -> the old name to save it under
};

const std::vector<Tool>& tools() {
  static const std::string sim = "--routing DOAR --rate 0.1 --warmup 300 --sample 200 --fault-at 100 ";
  static const std::vector<Tool> t = {
      {"doar-sim", {"dfly", "topology", "faults", "t1", "t2"}, {kDflyHelp, kShortFor, kTopologyHelp, kFaultsHelp}, kOldNames,
       sim + "--fail global:0:2 --fault local:1.0:1.2 --fault-t1 5 --fault-t2=6",
       sim + "--faults global:0:2 --faults local:1.0:1.2 --t1 5 --t2=6", "-q --json -",
       {{"faults", "fail"}, {"t1", "fault-t1"}, {"t2", "fault-t2"}}},
      {"doar-sim-mpi", {"dfly", "topology", "faults", "t1", "t2"}, {kDflyHelp, kShortFor, kTopologyHelp, kFaultsHelp}, kOldNames, "", "", "", {}},
      {"doar-fault", {"dfly", "faults", "t1", "t2"}, {kDflyHelp, kFaultsHelp}, kOldNames,
       "--fail global:0:2 --fail local:0.1:0.3 --fault-t1 3 --t2 4 --recover --pairs none",
       "--faults global:0:2 --faults local:0.1:0.3 --t1 3 --t2 4 --recover --pairs none", "--json",
       {{"faults", "fail"}, {"t1", "fault-t1"}}},
      {"doar-fault-sc", {"dfly", "faults", "t1", "t2"}, {kDflyHelp, kFaultsHelp}, kOldNames,
       "--fail global:0:2 --fault-t1 5 --fault-t2 5 --recover", "--faults global:0:2 --t1 5 --t2 5 --recover", "",
       {{"faults", "fail"}, {"t2", "fault-t2"}}},
      {"doar-rcu-check", {"dfly", "faults"}, {kDflyHelp, kFaultsHelp}, kOldNames,
       "--fault global:0:2 --router 0.1 --port 0 --requests 200", "--faults global:0:2 --router 0.1 --port 0 --requests 200",
       "--json", {{"faults", "fault"}}},
      {"doar-tables", {"dfly"}, {kDflyHelp}, kOldNames, "", "", "", {}},
      {"doar-route", {"dfly"}, {kDflyHelp}, kOldNames, "", "", "", {}},
      {"doar-rcu-pins", {"dfly"}, {kDflyHelp}, kOldNames, "", "", "", {}},
      {"doar-router-net", {"dfly"}, {kDflyHelp}, kOldNames, "", "", "", {}},
      {"doar-cosim", {"dfly"}, {kDflyHelp}, kOldNames, "", "", "", {}},
      {"doar-topo", {"topology", "dfly"}, {kTopologyHelp, kDflyHelp, kShortFor}, kOldNames, "", "", "", {}},
      {"doar-deadlock", {"topology", "dfly"}, {kTopologyHelp, kDflyHelp, kShortFor}, kOldNames, "", "", "", {}},
      {"doar-bisect", {"topology", "dfly"}, {kTopologyHelp, kDflyHelp, kShortFor}, kOldNames, "", "", "", {}},
      {"doar-walk", {"topology", "dfly"}, {kTopologyHelp, kDflyHelp, kShortFor}, kOldNames, "", "", "", {}},
      {"doar-paths", {"topology", "dfly"}, {kTopologyHelp, kDflyHelp, kShortFor}, kOldNames, "", "", "", {}},
      {"doar-bcast", {"topology"}, {kTopologyHelp}, kOldNames, "", "", "", {}},
  };
  return t;
}

// `text` with every run of blanks and line breaks as one space: Boost's wrapped help as one line.
std::string unwrapped(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool blank = c == ' ' || c == '\n' || c == '\t';
    if (blank && (out.empty() || out.back() == ' ')) continue;
    out.push_back(blank ? ' ' : c);
  }
  return out;
}

// Whether `help` names option --NAME itself (not --NAME-more or --NAMEs).
bool names_option(const std::string& help, const std::string& name) {
  return std::regex_search(help, std::regex("(^|[^a-z0-9-])--" + name + "([^a-z0-9-]|$)"));
}

// Less what measures the machine, at any depth.
Json without_machine(Json j) {
  if (j.is_object()) {
    for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb", "seconds", "sim_cycles_per_second",
                          "sim_cycles_per_cpu_second", "model_cycles_per_cpu_second"}) {
      j.erase(k);
    }
  }
  if (j.is_object() || j.is_array()) {
    for (auto& e : j) e = without_machine(e);
  }
  return j;
}

// The one JSON result a run prints on stdout (stderr dropped); a test failure when it fails.
Json run_json(const std::string& exe, const std::string& args) {
  const doar::test::CommandRun r = doar::test::run_command(exe + " " + args + " 2>/dev/null");
  EXPECT_EQ(r.status, 0) << exe << " " << args << "\n" << r.out;
  Json j;
  EXPECT_NO_THROW(j = Json::parse(r.out)) << exe << " " << args << "\n" << r.out.substr(0, 300);
  return j;
}

// The tool's name in test output, not the bytes of the struct.
void PrintTo(const Tool& t, std::ostream* os) { *os << t.name; }

class EveryTool : public ::testing::TestWithParam<Tool> {};

TEST_P(EveryTool, HelpNamesTheCanonicalOptionsAndNoOldSpelling) {
  const Tool& t = GetParam();
  const std::string exe = tool(t.name);
  if (!std::ifstream(exe)) GTEST_SKIP() << exe << " is not built here";
  const doar::test::CommandRun r = doar::test::run_command(exe + " --help");
  ASSERT_EQ(r.status, 0) << r.out;
  for (const auto& o : t.canonical) EXPECT_TRUE(names_option(r.out, o)) << t.name << " --help lacks --" << o;
  for (const auto& o : t.old_names) EXPECT_FALSE(names_option(r.out, o)) << t.name << " --help names --" << o;
  const std::string help = unwrapped(r.out);
  for (const auto& text : t.texts) EXPECT_NE(help.find(text), std::string::npos) << t.name << " lacks: " << text;
}

TEST_P(EveryTool, OldSpellingsRunAsTheCanonicalOnesAndTheConfigRecordsCanonicalNames) {
  const Tool& t = GetParam();
  if (t.old_args.empty()) GTEST_SKIP() << t.name << " has no fault options";
  const std::string exe = tool(t.name);
  if (!std::ifstream(exe)) GTEST_SKIP() << exe << " is not built here";
  const Json old_run = run_json(exe, t.old_args + " " + t.json);
  const Json new_run = run_json(exe, t.new_args + " " + t.json);
  EXPECT_EQ(without_machine(old_run).dump(), without_machine(new_run).dump()) << t.name;
  const Json& first = new_run.is_array() ? new_run.front() : new_run;
  ASSERT_TRUE(first.contains("config")) << first;
  for (const auto& [canonical, old] : t.old_keys) {
    EXPECT_TRUE(first["config"].contains(canonical)) << t.name << " config lacks " << canonical;
    EXPECT_FALSE(first["config"].contains(old)) << t.name << " config records " << old;
  }
  // A result saved when the options had their old names re-runs to the same result.
  Json saved = new_run;
  for (Json* o : saved.is_array() ? std::vector<Json*>{&saved.front()} : std::vector<Json*>{&saved}) {
    for (const auto& [canonical, old] : t.old_keys) {
      (*o)["config"][old] = (*o)["config"][canonical];
      (*o)["config"].erase(canonical);
    }
  }
  const std::string file = ::testing::TempDir() + "doar_vocab_" + t.name + ".json";
  std::ofstream(file) << saved.dump(2);
  const Json again = run_json(exe, "--config " + file + " " + t.json);
  EXPECT_EQ(without_machine(again).dump(), without_machine(new_run).dump()) << t.name;
  std::remove(file.c_str());
}

// A 'name = value' file (configs/*.cfg) with the old names: the same run as the canonical ones.
TEST(OptionVocabulary, ConfigLinesWithOldNamesLoad) {
  const std::string exe = tool("doar-sim");
  const std::string file = ::testing::TempDir() + "doar_vocab_old.cfg";
  std::ofstream(file) << "# saved before the names changed\nfail = global:0:2\nfault-t1 = 5\n  fault-t2=6\n";
  const std::string common = "--routing DOAR --rate 0.1 --warmup 300 --sample 200 --fault-at 100 -q --json -";
  const Json from_file = run_json(exe, "--config " + file + " " + common);
  const Json canonical = run_json(exe, "--faults global:0:2 --t1 5 --t2 6 " + common);
  EXPECT_EQ(without_machine(from_file).dump(), without_machine(canonical).dump());
  std::remove(file.c_str());
}

// The tools that take --topology take --dfly as its short form, never both, and start from
// the same dragonfly as every --dfly tool when given neither.
TEST(OptionVocabulary, DflyIsTheShortFormOfTopologyAndTheDefaultNetwork) {
  const std::map<std::string, std::string> rest = {  // what each needs besides the network
      {"doar-sim", "--rate 0.1"}, {"doar-topo", ""}, {"doar-deadlock", "--routing MIN --vcs 2"},
      {"doar-bisect", ""}, {"doar-walk", "--routing MIN --src 0 --dst 3"}, {"doar-paths", ""}};
  for (const auto& [t, args] : rest) {
    const doar::test::CommandRun r =
        doar::test::run_command(tool(t) + " --dfly 2,4,2,9 --topology torus:4x4 " + args);
    EXPECT_EQ(r.status, 2) << t << ": " << r.out;
    EXPECT_EQ(r.out, t + ": error: give --dfly or --topology, not both\n") << t;
  }
  Json by_default = run_json(tool("doar-topo"), "--json -");
  Json spelled = run_json(tool("doar-topo"), "--topology dfly:2,4,2,9 --json -");
  Json short_form = run_json(tool("doar-topo"), "--dfly 2,4,2,9 --json -");
  for (Json* j : {&by_default, &spelled, &short_form}) j->erase("config");
  EXPECT_EQ(by_default.dump(), spelled.dump());
  EXPECT_EQ(short_form.dump(), spelled.dump());
}

// An old name stays an error where the tool never had the concept (no silent guessing).
TEST(OptionVocabulary, OldNamesAreNotAcceptedWhereTheCanonicalOneIsNot) {
  const doar::test::CommandRun r = doar::test::run_command(tool("doar-tables") + " --fail global:0:2");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("--fail"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(OptionVocabulary, EveryTool, ::testing::ValuesIn(tools()),
                         [](const ::testing::TestParamInfo<Tool>& i) { return doar::test::tool_test_name(i.param.name); });

}  // namespace
