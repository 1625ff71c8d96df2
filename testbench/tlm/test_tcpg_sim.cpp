// doar-sim on TCPG(k, m) (seed 002): the paper's unicast routing TCPG and TCPG_ADAPT run by
// the engine's candidate-set VC allocation. Each case runs the binary on a small TCPG with
// 1-cycle links and short windows.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"

namespace {

using doar::test::CommandRun;

CommandRun sim(const std::string& args) { return doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args); }
double field(const std::string& json, const std::string& name) { return doar::test::json_number(json, name); }

std::string point(const std::string& topo, const std::string& routing, const std::string& traffic, double rate,
                  const std::string& extra) {
  const CommandRun r = sim("--topology " + topo + " --routing " + routing + " --traffic " + traffic + " --rate " +
                           std::to_string(rate) + " --lat-local 1 " + extra + " -q --json -");
  EXPECT_EQ(r.status, 0) << r.out;
  return r.out;
}

}  // namespace

// Minimal routing: at low load the mean hop count is the mean distance between a node and
// the other nodes, (15*4km + 20k*m^2 + 20m*k^2) / (40km - 1) router hops on TCPG(k, m)
// (Petersen 15, a ring of 2w w^2 per source), 3.5220 on TCPG(2,2). UR draws over the other
// nodes, so the sample mean is that within its noise.
TEST(TcpgSim, MeanHopsAtLowLoadAreTheMeanDistance) {
  const double expect = (15.0 * 16 + 20.0 * 2 * 4 + 20.0 * 2 * 4) / 159.0;
  for (const char* r : {"TCPG", "TCPG_GEAR", "TCPG_ADAPT"}) {
    const std::string j = point("tcpg:2,2", r, "UR", 0.05, "--warmup 1000 --sample 8000");
    EXPECT_NEAR(field(j, "mean_hops"), expect, 0.06) << r;
  }
}

TEST(TcpgSim, NoDeadlockInOneHundredThousandSaturatedCycles) {
  // 16-flit packets, one packet per VC buffer, full offered load for 10^5 cycles; every
  // packet of the window delivered after it.
  for (const char* r : {"TCPG", "TCPG_GEAR", "TCPG_ADAPT"}) {
    const std::string j = point("tcpg:1,2", r, "UR", 1.0,
                                "--packet-size 16 --buf-local 1 --warmup 90000 --sample 10000 --drain 50000 "
                                "--watchdog 2000 --source-queue 4");
    EXPECT_EQ(field(j, "delivered"), field(j, "packets")) << r;
    EXPECT_EQ(j.find("not delivered"), std::string::npos) << r << j;
  }
}

TEST(TcpgSim, TransposeAndHotspotRun) {
  for (const char* t : {"TRANSPOSE", "HOTSPOT"}) {
    const std::string j = point("tcpg:2,2", "TCPG", t, 0.1, "--warmup 500 --sample 2000");
    EXPECT_GT(field(j, "delivered"), 0) << t;
  }
}

TEST(TcpgSim, BadInputIsOneLineAndExitStatus2) {
  const struct {
    std::string args, says;
  } cases[] = {
      {"--topology tcpg:0,2 --routing TCPG --rate 0.1", "K and M must be >= 1"},
      {"--topology tcpg:2,0 --routing TCPG --rate 0.1", "K and M must be >= 1"},
      {"--topology tcpg:2 --routing TCPG --rate 0.1", "malformed tcpg"},
      {"--topology torus:4x4 --routing TCPG --rate 0.1", "runs on tcpg topologies"},
      {"--topology tcpg:2,2 --routing GEAR --rate 0.1", "runs on torus topologies"},
      {"--topology tcpg:2,2 --routing DOAR --rate 0.1", "runs on dragonflies only"},
      {"--topology tcpg:2,2 --routing TCPG_ADAPT --vcs 2 --rate 0.1", "at least 3 VCs"},
      {"--topology tcpg:2,3 --routing TCPG --traffic TRANSPOSE --rate 0.1", "square slice torus"},
      {"--topology tcpg:2,2 --routing TCPG --traffic ADV+1 --rate 0.1", "dragonflies only"},
  };
  for (const auto& c : cases) {
    const CommandRun r = sim(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.says), std::string::npos) << c.args << "\n" << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << c.args << "\n" << r.out;
  }
}

// doar-bcast: the broadcast rounds of core run as a workload; every router but the source
// receives one message (the workload engine's audit checks each is delivered once and
// matched), from one source and from every source in turn.
TEST(TcpgBroadcastSim, EveryRouterGetsTheMessageAndTheRunCompletes) {
  const std::string bin = DOAR_BCAST_BIN;
  for (const char* r : {"TCPG", "TCPG_GEAR", "TCPG_ADAPT"}) {
    const CommandRun one = doar::test::run_command(bin + " --topology tcpg:2,2 --lat-local 1 --routing " + r + " --json -");
    ASSERT_EQ(one.status, 0) << one.out;
    EXPECT_EQ(field(one.out, "messages"), 159) << r;
    EXPECT_EQ(field(one.out, "rounds"), 6) << r;
    EXPECT_GT(field(one.out, "completion"), 0) << r;
  }
  const CommandRun all = doar::test::run_command(bin + " --topology tcpg:1,1 --lat-local 1 --source all --json -");
  ASSERT_EQ(all.status, 0) << all.out;
  EXPECT_EQ(field(all.out, "messages"), 40 * 39);
  for (const char* bad : {"--topology torus:4x4", "--topology tcpg:2,2 --source 160", "--topology tcpg:2,2 --routing GEAR",
                          "--topology tcpg:0,1"}) {
    const CommandRun r = doar::test::run_command(bin + " " + bad);
    EXPECT_EQ(r.status, 2) << bad << "\n" << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << bad << "\n" << r.out;
  }
}
