// The motifs on the simulated network (doar-sim --workload, run as a subprocess): every motif
// completes under every routing algorithm with every message delivered once and matched, the
// message counts are the motifs' own, one seed gives one completion time, and bad workload
// parameters exit with status 2 and a message.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"

namespace {

using SimRun = doar::test::CommandRun;

// doar-sim with `args`; its exit status and its stdout and stderr together.
SimRun sim(const std::string& args) { return doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args); }

double field(const std::string& json, const std::string& name) { return doar::test::json_number(json, name); }

std::string workload(const std::string& routing, const std::string& args) {
  const SimRun r = sim("--dfly 2,4,2,9 --routing " + routing + " " + args + " -q --json -");
  EXPECT_EQ(r.status, 0) << routing << " " << args << "\n" << r.out;
  return r.out;
}

const char* kAlgos[] = {"MIN", "VAL", "UGAL_L", "UGAL_G", "PAR_PH", "TPR", "UGAL_LE", "DOAR"};

}  // namespace

TEST(WorkloadSim, EveryMotifCompletesUnderEveryRoutingAlgorithm) {
  // 72 ranks on dfly(2,4,2,9), random placement so that messages cross groups.
  const char* motifs[] = {"LU", "FFT3D", "Halo3D", "Stencil5D", "DL", "LULESH"};
  for (const char* algo : kAlgos) {
    for (const char* m : motifs) {
      const std::string j = workload(algo, std::string("--workload ") + m +
                                               " --iterations 2 --msg-size 128 --compute 50 --placement random --seed 3");
      EXPECT_NE(j.find("\"audit\": \"\""), std::string::npos) << algo << " " << m << ": " << j;
      EXPECT_GT(field(j, "messages"), 0) << algo << " " << m;
      EXPECT_EQ(field(j, "messages_done"), field(j, "messages")) << algo << " " << m;
      EXPECT_EQ(field(j, "recvs_matched"), field(j, "messages")) << algo << " " << m;
      EXPECT_EQ(field(j, "packets_done"), field(j, "packets")) << algo << " " << m;
      EXPECT_EQ(field(j, "duplicates"), 0) << algo << " " << m;
      EXPECT_EQ(field(j, "misdelivered"), 0) << algo << " " << m;
      EXPECT_GT(field(j, "packet_latency"), 3.0) << algo << " " << m;  // at least the terminal links
    }
  }
}

TEST(WorkloadSim, AllToAllMessageCountOnTheNetwork) {
  // FFT3D on a 1 x 72 grid: one all-to-all of 72 ranks per iteration, 72 * 71 messages.
  const std::string j = workload("DOAR", "--workload FFT3D --grid 1x72 --iterations 2 --msg-size 16");
  EXPECT_EQ(field(j, "messages"), 2.0 * 72 * 71);
  EXPECT_EQ(field(j, "messages_done"), 2.0 * 72 * 71);
  EXPECT_EQ(field(j, "packets"), 2.0 * 72 * 71);  // 16 B = one 1-flit packet each
}

TEST(WorkloadSim, SameSeedSameCompletionTime) {
  const std::string args = "--workload LULESH --iterations 2 --msg-size 256 --compute 20 --placement random --seed 5";
  const std::string a = workload("DOAR", args), b = workload("DOAR", args);
  EXPECT_EQ(field(a, "completion"), field(b, "completion"));
  EXPECT_EQ(field(a, "packet_latency"), field(b, "packet_latency"));
  EXPECT_GT(field(a, "completion"), 0);
}

TEST(WorkloadSim, ComputeTimeLengthensTheRun) {
  const std::string base = "--workload Halo3D --iterations 3 --msg-size 64 --compute ";
  const double quick = field(workload("MIN", base + "0"), "completion");
  const double slow = field(workload("MIN", base + "1000"), "completion");
  // Three iterations, each with 1000 compute cycles on every rank's critical path (the halo of
  // one iteration is less congested when ranks drift apart, so allow a little overlap).
  EXPECT_GE(slow, 3000 + 0.9 * quick);
}

TEST(WorkloadSim, BadWorkloadParametersExitWithStatus2) {
  struct Case {
    const char* args;
    const char* message;
  } cases[] = {
      {"--workload Halo3D --ranks 100", "more than the 72 terminals"},
      {"--workload Halo3D --grid 4x4x4", "process grid 4x4x4 holds 64 ranks"},
      {"--workload FFT3D --grid 4x4x4x4", "2-dimensional process grid"},
      {"--workload LU --iterations 0", "--iterations must be >= 1"},
      {"--workload NoSuch", "unknown workload"},
      {"--workload DL --placement diagonal", "--placement must be linear or random"},
      {"--workload DL --rate 0.1", "without --rate"},
      {"--workload Halo3D --grid 4xx2", "malformed --grid"},
  };
  for (const auto& c : cases) {
    const SimRun r = sim(std::string("--dfly 2,4,2,9 ") + c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.message), std::string::npos) << c.args << "\n" << r.out;
  }
}
