// DOAR's rule under congestion in the network (--doar-congested, core/doar_congested.hpp,
// docs/bistability.md): a burst above saturation on dfly(3,6,3,19) at UR 0.8 tips the
// paper's rule (Algorithm 1 lines 16/22 as written) into the congested operating point,
// which it keeps; under the exit rules (exit-local, the default) the network comes back to
// the point of the same run without the burst. The burst of 1,500 cycles at 1.0 starts at cycle 1,000;
// the sample window is cycles 4,500-5,500 (under the exit rule the network is back by about
// 4,500; under the paper's rule it carries ~0.54 with latencies above 1,000 from 3,000 on).
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"

namespace {

doar::test::CommandRun sim(const std::string& args) {
  return doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args);
}

const std::string kRun =
    "--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.8 --seed 1 --warmup 4500 --sample 1000 --drain 1000 -q";
const std::string kBurst = " --burst 1000:1500:1.0";

double number(const std::string& json, const std::string& name) { return doar::test::json_number(json, name); }

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

}  // namespace

TEST(CongestedExit, BurstReturnsUnderExitAndCollapsesUnderPaper) {
  const auto calm = sim(kRun + " --json -");
  const auto exit_rule = sim(kRun + kBurst + " --json -");
  const auto paper = sim(kRun + kBurst + " --doar-congested paper --json -");
  ASSERT_EQ(calm.status, 0) << calm.out;
  ASSERT_EQ(exit_rule.status, 0) << exit_rule.out;
  ASSERT_EQ(paper.status, 0) << paper.out;
  const double calm_lat = number(calm.out, "latency");
  // The burst-free run is at the normal point (a check of the test itself).
  EXPECT_GT(number(calm.out, "accepted"), 0.79);
  EXPECT_LT(calm_lat, 150);
  // Exit: back to it, accepted and latency (within 10 %) as without the burst.
  EXPECT_GT(number(exit_rule.out, "accepted"), 0.79) << exit_rule.out;
  EXPECT_LT(number(exit_rule.out, "latency"), 1.1 * calm_lat) << exit_rule.out;
  EXPECT_LT(number(exit_rule.out, "mean_hops"), number(calm.out, "mean_hops") + 0.05) << exit_rule.out;
  // Paper: the congested point, ~0.54 accepted, latency an order of magnitude above.
  EXPECT_LT(number(paper.out, "accepted"), 0.65) << paper.out;
  EXPECT_GT(number(paper.out, "latency"), 5 * calm_lat) << paper.out;
  EXPECT_GT(number(paper.out, "mean_hops"), number(calm.out, "mean_hops") + 1.0) << paper.out;
}

// The detour credit is state of each port's RCU, updated at its RTA decisions: running the
// network cycle by cycle or in time blocks must give the same bytes through a burst that
// fills the group bitmaps and empties them again. ADV+1, whose minimal slots are congested
// far more than the rest of the bitmap: the credits open the detours (80-90 % two-global).
TEST(CongestedExit, TimeBlocksChangeNothingThroughTheExit) {
  const std::string tl1 = ::testing::TempDir() + "congexit_" + std::to_string(getpid()) + "_1.csv";
  const std::string tl2 = ::testing::TempDir() + "congexit_" + std::to_string(getpid()) + "_2.csv";
  const std::string run =
      "--dfly 3,6,3,19 --routing DOAR --traffic ADV+1 --rate 0.3 --seed 3 --warmup 3000 --sample 500 --drain 1000 -q"
      " --burst 500:1500:0.8 --window 250 --timeline-detail --json -";
  const auto a = sim(run + " --time-block 1 --timeline " + tl1);
  const auto b = sim(run + " --timeline " + tl2);
  ASSERT_EQ(a.status, 0) << a.out;
  ASSERT_EQ(b.status, 0) << b.out;
  auto strip = [](const std::string& s) {
    doar::test::OrderedJson j = doar::test::parse_output(s);
    for (auto& p : j) {
      for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb", "time_block", "group_block"}) p.erase(k);
      if (p.contains("config")) p["config"].erase("time-block");  // the option that differs
    }
    return j.dump(1);
  };
  EXPECT_EQ(strip(a.out), strip(b.out));
  const std::string t1 = slurp(tl1), t2 = slurp(tl2);
  EXPECT_EQ(t1, t2);
  // The burst did fill the bitmap (some window with more than half the CongG bits set).
  double max_congg = 0;
  std::stringstream s(t1);
  std::string line;
  std::getline(s, line);
  while (std::getline(s, line)) max_congg = std::max(max_congg, std::stod(line.substr(line.rfind(',') + 1)));
  EXPECT_GT(max_congg, 0.5);
  std::remove(tl1.c_str());
  std::remove(tl2.c_str());
}

// RP starvation (docs/rp_starvation.md section 7): under `exit` a source router whose own
// nodes overload its first local hop never detours (the credit reads CongG alone), and
// those flows deliver a fraction of what they offer; exit-local's credit reads CongL too
// and none starves. dfly(3,6,3,19), RP 0.5, 3K + 3K cycles: 16 of 342 flows starve under
// `exit` (fewer than 80 % of the window's packets per flow delivered), none under exit-local.
namespace {

// Flows of a --flows CSV that delivered fewer than 80 % of the mean packets per flow.
int starved_flows(const std::string& csv) {
  std::stringstream s(slurp(csv));
  std::string line;
  std::getline(s, line);  // header: src,src_addr,dst,dst_addr,packets,...
  std::vector<long> packets;
  while (std::getline(s, line)) {
    std::stringstream f(line);
    std::string field;
    for (int k = 0; k < 5; ++k) std::getline(f, field, ',');
    packets.push_back(std::stol(field));
  }
  if (packets.empty()) return -1;
  double mean = 0;
  for (long p : packets) mean += static_cast<double>(p);
  mean /= static_cast<double>(packets.size());
  int n = 0;
  for (long p : packets) n += static_cast<double>(p) < 0.8 * mean ? 1 : 0;
  return n;
}

}  // namespace

TEST(CongestedExit, LocalCreditEndsRpStarvation) {
  const std::string base = ::testing::TempDir() + "rpstarve_" + std::to_string(getpid());
  const std::string run =
      "--dfly 3,6,3,19 --routing DOAR --traffic RP --rate 0.5 --seed 1 --warmup 3000 --sample 3000 --drain 2000 -q"
      " --json -";
  const auto local = sim(run + " --flows " + base + "_local.csv");
  const auto exit_rule = sim(run + " --doar-congested exit --flows " + base + "_exit.csv");
  ASSERT_EQ(local.status, 0) << local.out;
  ASSERT_EQ(exit_rule.status, 0) << exit_rule.out;
  const int starved_local = starved_flows(base + "_local.csv");
  const int starved_exit = starved_flows(base + "_exit.csv");
  EXPECT_EQ(starved_local, 0);
  EXPECT_GT(starved_exit, 5);
  // exit-local delivers every window packet within the drain and carries the offered load.
  EXPECT_EQ(number(local.out, "delivered"), number(local.out, "packets")) << local.out;
  EXPECT_GT(number(local.out, "accepted"), 0.495) << local.out;
  EXPECT_LT(number(exit_rule.out, "delivered"), number(exit_rule.out, "packets")) << exit_rule.out;
  std::remove((base + "_local.csv").c_str());
  std::remove((base + "_exit.csv").c_str());
}
