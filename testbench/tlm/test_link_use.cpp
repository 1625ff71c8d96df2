// doar-sim's latency percentiles and per-link-kind utilisation (docs/tlm.md, "Output"):
// ordered, exact where a small run can be checked by hand, and consistent with the flits
// the run carried. Parsed with nlohmann-json.
#include <gtest/gtest.h>

#include <string>
#include <nlohmann/json.hpp>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"

namespace {

using doar::test::OrderedJson;

OrderedJson point(const std::string& args) {
  const doar::test::CommandRun r =
      doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args + " -q --json -");
  EXPECT_EQ(r.status, 0) << args << "\n" << r.out;
  const OrderedJson j = doar::test::parse_output(r.out);
  return j.is_array() && !j.empty() ? j[0] : OrderedJson::object();
}

TEST(LinkUse, PercentilesAreOrderedAndTheTopOneIsTheMaxBelowAThousandPackets) {
  for (const char* net : {"--dfly 2,4,2,9 --routing DOAR", "--topology torus:4x4 --routing GEAR"}) {
    // Under 1,000 tagged packets the 99.9th percentile's rank is the last packet: the max.
    const OrderedJson p = point(std::string(net) + " --traffic UR --rate 0.02 --warmup 300 --sample 300");
    const auto& pc = p["latency_percentiles"];
    ASSERT_TRUE(pc.is_object()) << p;
    ASSERT_LT(p["packets"].get<int>(), 1000) << net;
    const double p50 = pc["p50"].get<double>(), p99 = pc["p99"].get<double>(), p999 = pc["p99.9"].get<double>();
    EXPECT_GT(p50, 0) << net;
    EXPECT_LE(p50, p99) << net;
    EXPECT_LE(p99, p999) << net;
    EXPECT_EQ(p999, p["max_latency"].get<double>()) << net;
    // The median of a light load sits near the mean (latency spread by hop count only).
    EXPECT_NEAR(p50, p["latency"].get<double>(), 0.25 * p["latency"].get<double>()) << net;
  }
  // Loaded, the tail pulls away from the median.
  const OrderedJson busy = point("--dfly 2,4,2,9 --routing MIN --traffic UR --rate 0.6 --warmup 1000 --sample 2000");
  EXPECT_LT(busy["latency_percentiles"]["p50"].get<double>(), busy["latency_percentiles"]["p99.9"].get<double>());
}

TEST(LinkUse, DragonflyClassesAddUpToTheFlitsCarried) {
  const OrderedJson p = point("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 --warmup 1000 --sample 2000");
  const auto& u = p["link_use"];
  ASSERT_TRUE(u.contains("terminal") && u.contains("local") && u.contains("global")) << u;
  // Channels: one ejection channel per node; dfly(2,4,2,9): 36 routers x 3 local and x 2 global.
  EXPECT_EQ(u["terminal"]["channels"], 72);
  EXPECT_EQ(u["local"]["channels"], 108);
  EXPECT_EQ(u["global"]["channels"], 72);
  // Terminal channels carry what is accepted; the global class is the mean global channel use.
  EXPECT_NEAR(u["terminal"]["utilisation"].get<double>(), p["accepted"].get<double>(), 0.01);
  EXPECT_NEAR(u["global"]["utilisation"].get<double>(), p["global_channel_use"]["mean"].get<double>(), 2e-6);
  // Every ejected flit crossed mean_hops router-to-router links.
  const double ejected = u["terminal"]["flits"].get<double>();
  const double network = u["local"]["flits"].get<double>() + u["global"]["flits"].get<double>();
  EXPECT_NEAR(network / ejected, p["mean_hops"].get<double>(), 0.05 * p["mean_hops"].get<double>());
  // utilisation = flits / (channels x sample cycles)
  for (const char* k : {"terminal", "local", "global"}) {
    EXPECT_NEAR(u[k]["utilisation"].get<double>(),
                u[k]["flits"].get<double>() / (u[k]["channels"].get<double>() * 2000), 1e-5) << k;
  }
}

TEST(LinkUse, TorusNamesItsOwnClassAndTheCsvCarriesTheColumns) {
  const OrderedJson p = point("--topology torus:4x4 --routing GEAR --traffic UR --rate 0.2 --warmup 500 --sample 1000");
  const auto& u = p["link_use"];
  ASSERT_TRUE(u.contains("terminal") && u.contains("link")) << u;
  EXPECT_EQ(u["link"]["channels"], 64);  // 16 routers x 4 neighbours
  EXPECT_NEAR(u["link"]["flits"].get<double>() / u["terminal"]["flits"].get<double>(), p["mean_hops"].get<double>(),
              0.05 * p["mean_hops"].get<double>());
  const std::string csv = ::testing::TempDir() + "doar_link_use.csv";
  const auto r = doar::test::run_command(std::string(DOAR_SIM_BIN) +
                                         " --topology torus:4x4 --routing GEAR --rate 0.2 --warmup 200 --sample 200 -q --csv " + csv);
  ASSERT_EQ(r.status, 0) << r.out;
  const auto header = doar::test::run_command("head -n 1 " + csv).out;
  EXPECT_NE(header.find(",hops,p50,p99,p99.9,util_terminal,util_link,topology,"), std::string::npos) << header;
  std::remove(csv.c_str());
  std::remove((csv + ".meta").c_str());
}

}  // namespace
