// Every single link fault of dfly(2,4,2,9) and dfly(2,4,2,8) (DESIGN.md section 6): after
// diagnosis every pair is reachable, no walk dead-ends, loops or uses a failed link, no path
// exceeds 6 hops; recovery restores every table bit for bit.
#include <gtest/gtest.h>

#include "scenario.hpp"

using namespace doar;
using namespace doar::fault;

namespace {

void every_link(const DflyParams& prm) {
  const Dragonfly d(prm);
  std::vector<FaultSpec> links = all_local_links(d);
  for (const FaultSpec& f : all_global_links(d)) links.push_back(f);
  EXPECT_EQ(static_cast<int>(links.size()), d.num_local_links() + d.num_global_links());
  ScenarioOptions opt;
  opt.census_before = false;
  int with_fds = 0;
  for (const FaultSpec& f : links) {
    const ScenarioResult r = run_scenario(d, {f}, opt);
    EXPECT_EQ(r.after.unreachable_pairs, 0) << f.text;
    EXPECT_EQ(r.after.dead_ends, 0u) << f.text;
    EXPECT_TRUE(r.after.clean()) << f.text;
    EXPECT_LE(r.after.max_path_hops, 6) << f.text;
    EXPECT_LE(r.after.max_vc, 3) << f.text;
    EXPECT_TRUE(r.restored) << f.text;
    if (r.diagnosis.fd_packets > 0) ++with_fds;
  }
  // Every link fault makes some route die somewhere (the check above is not vacuous).
  EXPECT_EQ(with_fds, static_cast<int>(links.size()));
}

}  // namespace

TEST(SingleLinkFaults, EveryLinkOf2429) { every_link({2, 4, 2, 9}); }
TEST(SingleLinkFaults, EveryLinkOf2428) { every_link({2, 4, 2, 8}); }
