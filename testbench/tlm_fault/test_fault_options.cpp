// doar-sim's fault options: a bad fault file names the line and exits with status 2, as do
// impossible combinations; random faults come from the seed; the timeline adds up.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "sim_run.hpp"

using namespace doar::test;

namespace {

SimRun with_file(const std::string& text, const std::string& dfly = "2,4,2,9") {
  const std::string f = write_file("faults.txt", text);
  return sim("--dfly " + dfly + " --routing DOAR --rate 0.1 --warmup 100 --sample 100 -q --faults " + f, false);
}

}  // namespace

TEST(FaultOptions, BadFaultFileNamesTheLine) {
  struct Case {
    const char* text;
    const char* line;
    const char* why;
  };
  const Case cases[] = {
      {"global:0:2\nrouter:9.0\n", ":2:", "9.0"},                     // unknown router (group outside)
      {"# comment\n\nrouter:1.7\n", ":3:", "1.7"},                     // unknown router (bid outside)
      {"local:0.1:1.2\n", ":1:", "no intra-group link"},               // a link that does not exist
      {"global:3:3\n", ":1:", "two different groups"},
      {"global:0:2\nlocal:0.1:0.3\nglobal:2:0\n", ":3:", "duplicate"},  // the same link twice
      {"router:0.1\nrouter:0.1 # again\n", ":2:", "duplicate"},
      {"bogus\n", ":1:", "malformed"},
  };
  for (const Case& c : cases) {
    const SimRun r = with_file(c.text);
    EXPECT_EQ(r.status, 2) << c.text << r.out;
    EXPECT_NE(r.out.find(c.line), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(c.why), std::string::npos) << r.out;
  }
  const SimRun ok = with_file("# all fine\nglobal:0:2   \nlocal:0.1:0.3\nrouter:4.2\n");
  EXPECT_EQ(ok.status, 0) << ok.out;
}

TEST(FaultOptions, ImpossibleCombinationsExitWith2) {
  const std::string base = "--dfly 2,4,2,9 --routing DOAR --warmup 500 --sample 100 -q ";
  for (const char* bad : {"--link-faults 91", "--router-faults 37", "--link-faults 2 --packet-size 2",
                          "--link-faults 2 --fault-at 100 --repair-at 50", "--router-faults 1 --repair-at 100",
                          "--router-faults 1 --fault-at 550", "--repair-at 100", "--link-faults 1 --plot",
                          "--faults /nonexistent/file"}) {
    const SimRun r = sim(base + "--rate 0.1 " + bad, false);
    EXPECT_EQ(r.status, 2) << bad << "\n" << r.out;
  }
  // dfly(2,4,2,9) has 90 links and 36 routers: all of them may fail.
  EXPECT_EQ(sim(base + "--link-faults 90 --sweep 0.1:0.2:0.1", false).status, 0);
}

TEST(FaultOptions, RandomFaultsComeFromTheSeedAndAreDistinct) {
  const std::string base = "--dfly 3,6,3,19 --routing DOAR --rate 0.1 --warmup 100 --sample 100 -q --link-faults 30 "
                           "--router-faults 4";
  const SimRun a = sim(base + " --seed 3"), b = sim(base + " --seed 3"), c = sim(base + " --seed 4");
  const auto faults = [](const std::string& rep) { return json_field(rep, "faults").dump(); };
  EXPECT_EQ(faults(a.report), faults(b.report));
  EXPECT_NE(faults(a.report), faults(c.report));
  std::set<std::string> seen;
  for (const auto& f : json_field(a.report, "faults")) {
    EXPECT_TRUE(seen.insert(f.get<std::string>()).second) << f;
  }
  EXPECT_EQ(seen.size(), 34u);
  EXPECT_EQ(num(a.report, "dead_routers"), 4);
}

TEST(FaultOptions, TimelineAddsUpToTheReport) {
  const std::string tl = temp_path("timeline.csv");
  const SimRun r = sim("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.5 --link-faults 5 --fault-at 600 "
                       "--repair-at 2000 --warmup 2000 --sample 1000 --window 50 -q --timeline " + tl);
  ASSERT_EQ(r.status, 0) << r.out;
  std::ifstream f(tl);
  std::string line;
  std::getline(f, line);
  EXPECT_EQ(line, "cycle,accepted,latency,delivered,lost,unreachable,table_updates,fd_sent,fr_sent");
  long long delivered = 0, lost = 0, unreachable = 0, updates = 0, fr = 0, rows = 0, start = -50;
  while (std::getline(f, line)) {
    std::vector<std::string> v;
    std::stringstream s(line);
    std::string x;
    while (std::getline(s, x, ',')) v.push_back(x);
    ASSERT_EQ(v.size(), 9u) << line;
    EXPECT_EQ(std::stoll(v[0]), start + 50);
    start = std::stoll(v[0]);
    delivered += std::stoll(v[3]);
    lost += std::stoll(v[4]);
    unreachable += std::stoll(v[5]);
    updates += std::stoll(v[6]);
    fr += std::stoll(v[8]);
    ++rows;
  }
  EXPECT_GT(rows, 40);
  EXPECT_EQ(delivered, num(r.report, "delivered"));
  EXPECT_EQ(lost, num(r.report, "lost"));
  EXPECT_EQ(unreachable, num(r.report, "unreachable"));
  EXPECT_EQ(updates, num(r.report, "commands"));
  EXPECT_EQ(fr, num(r.report, "fr_packets"));
}

// --fault-rules (DESIGN.md 6a): a bad value exits 2 with one line; the report says which
// reading a run used (e3 by default); fault-free DOAR gives the same bytes under both
// readings, while a local fault sends fewer FDs under e3 (they stay in its group).
TEST(FaultOptions, FaultRulesOption) {
  const std::string base = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.4 --warmup 600 --sample 400 ";
  const SimRun bad = sim(base + "--fault-rules paper", false);
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("--fault-rules must be e3 or literal"), std::string::npos) << bad.out;
  EXPECT_EQ(std::count(bad.out.begin(), bad.out.end(), '\n'), 1) << bad.out;
  const SimRun help = sim("--help", false);
  EXPECT_NE(help.out.find("--fault-rules"), std::string::npos);

  const SimRun e3 = sim(base + "--fault-rules e3 -q --json -", false);
  const SimRun lit = sim(base + "--fault-rules literal -q --json -", false);
  ASSERT_EQ(e3.status, 0) << e3.out;
  // The same results; only the machine's figures and the recorded option differ.
  const auto results = [](const std::string& out) {
    OrderedJson j = parse_output(out);
    for (auto& p : j) {
      for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb", "config"}) p.erase(k);
    }
    return j.dump();
  };
  EXPECT_EQ(results(e3.out), results(lit.out));

  // Long enough for the literal diagnosis to end (core: t_ld + 8 t_gd = 1,306 cycles).
  const std::string faulty = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.4 --warmup 600 --sample 3000 --faults " +
                             write_file("local.txt", "local:0.1:0.3\n") + " --fault-at 200 -q ";
  const SimRun fd_default = sim(faulty);
  const SimRun fd_literal = sim(faulty + "--fault-rules literal");
  ASSERT_EQ(fd_default.status, 0) << fd_default.out;
  EXPECT_NE(fd_default.report.find("\"fault_rules\": \"e3\""), std::string::npos) << fd_default.report;
  EXPECT_NE(fd_literal.report.find("\"fault_rules\": \"literal\""), std::string::npos) << fd_literal.report;
  EXPECT_EQ(num(fd_default.report, "fd_packets"), 12) << fd_default.report;
  EXPECT_EQ(num(fd_literal.report, "fd_packets"), 120) << fd_literal.report;
}
