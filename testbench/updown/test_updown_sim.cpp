// doar-sim on irregular networks with UPDOWN, MTR and SHORTEST (seed 004). Each case runs the
// binary on a 32- or 64-switch network for a few thousand cycles with 1-cycle links.
#include <gtest/gtest.h>

#include <string>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"
#include "routing/route_lengths.hpp"

namespace doar {
namespace {

using test::CommandRun;

CommandRun sim(const std::string& args) {
  return test::run_command(std::string(DOAR_SIM_BIN) + " " + args + " --lat-local 1 -q --json -");
}
double field(const std::string& json, const std::string& name) { return test::json_number(json, name); }

// Far above saturation with the paper's 30-flit messages and one message of buffer per VC:
// no watchdog (it is set short), and once the sources stop every message arrives.
TEST(UpDownSim, SaturatedThenDrainedDeliversEverything) {
  for (const char* routing : {"UPDOWN", "MTR:4", "SHORTEST"}) {
    const CommandRun r = sim(std::string("--topology irregular:32,3,1 --routing ") + routing +
                             " --vcs 2 --traffic UR --rate 0.6 --packet-size 30 --buf-local 1 --warmup 0"
                             " --sample 3000 --drain-empty --drain 200000 --watchdog 3000");
    ASSERT_EQ(r.status, 0) << routing << ": " << r.out;
    EXPECT_EQ(field(r.out, "left_in_network"), 0) << routing;
    EXPECT_EQ(field(r.out, "delivered"), field(r.out, "packets")) << routing;
    EXPECT_GT(field(r.out, "packets"), 1000) << routing;
    // Saturated: the window delivered clearly less than it generated.
    EXPECT_LT(field(r.out, "accepted"), 0.8 * field(r.out, "generated")) << routing;
  }
}

// At low load every packet takes its zero-load route: the measured mean hop count is the
// routing table's mean length over ordered pairs (UR, 1 node per switch). MTR's shows that
// the engine carries the packet's tree from injection: without it every packet would follow
// the primary tree, whose mean is UPDOWN's.
TEST(UpDownSim, LowLoadHopsAreTheTableMeans) {
  const auto topo = make_topology("irregular:64,3,1");
  for (const char* routing : {"UPDOWN", "MTR:4", "SHORTEST"}) {
    const double want = zero_load_route_lengths(*topo, *make_routing(routing, *topo, 2)).mean_min();
    const CommandRun r = sim(std::string("--topology irregular:64,3,1 --routing ") + routing +
                             " --vcs 2 --traffic UR --rate 0.01 --packet-size 1 --warmup 1000 --sample 30000");
    ASSERT_EQ(r.status, 0) << routing << ": " << r.out;
    EXPECT_NEAR(field(r.out, "mean_hops"), want, 0.06) << routing;
  }
}

}  // namespace
}  // namespace doar
