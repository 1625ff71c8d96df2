// VC allocation fairness of the router (docs/rp_starvation.md). Inputs that keep requesting
// one output VC must share it equally. The allocator before that page gave the grant to the
// first requester after a rotating start port shared by all output VCs, so a requester's
// share was the gap to the previous requester over the radix: on dfly(3,6,3,19) under RP a
// global input behind its neighbour got 1/11 of a local link and its packets waited 6,500
// cycles while the mean latency was 178.
//
// The scenario, on dfly(2,4,2,9) under MIN (radix 7: terminals 0-1, local ports 2-4, global
// 5-6): nodes 0.1.0, 0.2.0 and 0.3.0 send back-to-back packets to node 0.0.0. They arrive on
// local ports 2, 3 and 4 of router 0.0 and all ask for VC 1 of ejection port 0 (MIN keeps
// the VC of the last local hop, VC 1 in the destination group), which takes one flit per
// cycle: the three inputs compete for that VC's credits in every cycle. Fair shares are 1/3
// each; the shared rotating start gives port 2 the pointer positions 5, 6, 0, 1 and 2 (5/7)
// and ports 3 and 4 one position each (1/7).
//
// Each simulation runs in a forked child (SystemC elaborates once per process) and sends
// its per-source delivery counts back through a pipe.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdint>
#include <string>
#include <systemc>

#include "network.hpp"
#include "packet_source.hpp"
#include "registry.hpp"
#include "simulation.hpp"

namespace {

using namespace doar;
using namespace doar::net;

constexpr std::array<int, 3> kSources = {2, 4, 6};  // dense node indices: 0.1.0, 0.2.0, 0.3.0
constexpr std::uint64_t kWarmup = 2000, kCount = 6000;

// Back-to-back packets from the three sources to node 0; counts the deliveries per source
// between kWarmup and kWarmup + kCount.
class Hotspot : public PacketSource {
 public:
  bool next(int node, std::uint64_t cycle, SourcePacket& out) override {
    for (int s : kSources) {
      if (s != node) continue;
      out.dst = 0;
      out.created = cycle;
      out.id = next_id_++;
      return true;
    }
    return false;
  }
  void delivered(const Packet& p, std::uint64_t cycle) override {
    if (cycle < kWarmup || cycle >= kWarmup + kCount) return;
    for (std::size_t i = 0; i < kSources.size(); ++i) {
      if (p.src_node == kSources[i]) ++count[i];
    }
  }
  std::array<std::uint64_t, 3> count{};

 private:
  std::uint64_t next_id_ = 0;
};

// Runs the scenario in this (child) process.
std::array<std::uint64_t, 3> run_hotspot(const std::string& va_arbiter) {
  SimConfig c;
  c.dfly = {2, 4, 2, 9};
  c.routing = "MIN";
  c.rate = 0;
  c.va_arbiter = va_arbiter;
  validate(c);
  const DragonflyTopology topo(c.dfly);
  const RoutingInfo& algo = *find_routing(c.routing);
  const Traffic traffic("UR", topo, c.seed);  // unused: the source replaces it
  Hotspot src;
  NetEnv env(c, topo, nullptr, traffic);
  env.publish_congestion = false;
  env.generating = false;
  env.source = &src;
  env.stats.begin = env.stats.end = 0;
  new Network("net", env, algo, algo.vcs);  // never destroyed (SystemC teardown), as in run_point()
  sc_core::sc_start(SimClock::cycles(static_cast<int>(kWarmup + kCount + 10)));
  return src.count;
}

// The delivery counts of run_hotspot(va_arbiter), from a forked child.
std::array<std::uint64_t, 3> hotspot_counts(const std::string& va_arbiter) {
  std::array<std::uint64_t, 3> counts{};
  int fd[2];
  if (pipe(fd) != 0) {
    ADD_FAILURE() << "pipe failed";
    return counts;
  }
  const pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    const auto n = run_hotspot(va_arbiter);
    const bool ok = write(fd[1], n.data(), sizeof n) == static_cast<ssize_t>(sizeof n);
    _exit(ok ? 0 : 1);
  }
  close(fd[1]);
  const bool got = read(fd[0], counts.data(), sizeof counts) == static_cast<ssize_t>(sizeof counts);
  close(fd[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  EXPECT_TRUE(got && WIFEXITED(status) && WEXITSTATUS(status) == 0) << "child failed, status " << status;
  return counts;
}

}  // namespace

TEST(VcAllocation, InputsCompetingForOneOutputVcShareItEqually) {
  const auto n = hotspot_counts("rr");
  std::uint64_t total = 0;
  for (auto x : n) total += x;
  // The ejection port is busy every cycle.
  EXPECT_GT(total, kCount * 95 / 100);
  for (std::size_t i = 0; i < n.size(); ++i) {
    const double share = static_cast<double>(n[i]) / static_cast<double>(total);
    EXPECT_NEAR(share, 1.0 / 3, 0.03) << "source node " << kSources[i] << ": " << n[i] << " of " << total;
  }
}

TEST(VcAllocation, SharedRotatingStartFavoursThePortAfterTheGap) {
  // --va-arbiter shared keeps the old allocator (to reproduce old results): port 2 gets
  // about 5/7 of the grants, ports 3 and 4 about 1/7 each.
  const auto n = hotspot_counts("shared");
  std::uint64_t total = 0;
  for (auto x : n) total += x;
  EXPECT_GT(total, kCount * 95 / 100);
  EXPECT_NEAR(static_cast<double>(n[0]) / static_cast<double>(total), 5.0 / 7, 0.05);
  for (std::size_t i = 1; i < n.size(); ++i) {
    EXPECT_NEAR(static_cast<double>(n[i]) / static_cast<double>(total), 1.0 / 7, 0.03) << "source node " << kSources[i];
  }
}

int sc_main(int argc, char* argv[]) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
