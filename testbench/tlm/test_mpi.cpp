// doar-sim-mpi (tlm/mpi, docs/mpi.md): one load point spread over MPI ranks, each running
// the parts a run on threads gives a thread and exchanging the cut links once per block.
// Every case runs doar-sim in one process and doar-sim-mpi under `mpirun -np 1, 2, 3` and
// compares the JSON, CSV, flow and channel files less the fields that measure the machine
// (common/sim_output.hpp); each MPI run must also say that it ran on that many ranks (a run
// that quietly ran everything on one rank would otherwise pass for nothing).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "common/sim_output.hpp"
#include "common/subprocess.hpp"

namespace {

using doar::test::run_command;
using doar::test::slurp;

// As root (CI, containers) Open MPI wants both variables; --oversubscribe lets 3 ranks run
// on 2 cores; the shared-memory transport between the ranks of one machine only (no network).
std::string mpirun(int ranks) {
  return std::string("OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 ") + DOAR_MPIRUN +
         " --oversubscribe --mca btl self,vader -np " + std::to_string(ranks) + " " + DOAR_SIM_MPI_BIN + " ";
}

class Mpi : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/doar_mpi_XXXXXX";
    ASSERT_NE(::mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string outputs(const std::string& tag, const std::vector<std::string>& files) const {
    std::string o;
    for (const auto& f : files) o += " --" + f + " " + dir_ + "/" + f + tag;
    return o;
  }
  std::string read(const std::string& file, const std::string& tag) const {
    const std::string text = slurp(dir_ + "/" + file + tag);
    EXPECT_FALSE(text.empty()) << file << tag;
    return file == "json" ? doar::test::strip_json(text) : file == "csv" ? doar::test::strip_csv(text) : text;
  }
  // `args` in one doar-sim process and on 1, 2 and 3 ranks: the same files.
  void same_on_ranks(const std::string& args, const std::vector<std::string>& files) {
    const auto one = run_command(std::string(DOAR_SIM_BIN) + " " + args + " -q" + outputs("p", files));
    ASSERT_EQ(one.status, 0) << args << "\n" << one.out;
    for (int n = 1; n <= 3; ++n) {
      const std::string tag = "r" + std::to_string(n);
      const std::string cmd = mpirun(n) + args + " -q" + outputs(tag, files);
      const auto r = run_command(cmd);
      ASSERT_EQ(r.status, 0) << cmd << "\n" << r.out;
      EXPECT_NE(r.out.find("doar-sim-mpi: " + std::to_string(n) + " ranks ran"), std::string::npos) << cmd << "\n" << r.out;
      for (const auto& f : files) EXPECT_EQ(read(f, "p"), read(f, tag)) << f << " differs on " << n << " ranks: " << args;
    }
  }
  std::string dir_;
};

const char* kWindow = " --warmup 400 --sample 400 --drain 3000";

TEST_F(Mpi, SmallDragonflyGivesTheBytesOfOneProcess) {
  // dfly(2,4,2,9): nine groups, nine parts, blocks of 100 cycles (the global latency).
  for (const char* algo : {"DOAR", "UGAL_L"}) {
    same_on_ranks(std::string("--dfly 2,4,2,9 --routing ") + algo + " --traffic ADV+1 --rate 0.35" + kWindow,
                  {"json", "csv", "flows", "channels"});
  }
}

TEST_F(Mpi, MultiFlitPacketsAndDrainedRunsGiveTheBytesOfOneProcess) {
  // dfly(3,6,3,19): heads carry their packet to the next rank, later flits follow on its VC.
  same_on_ranks(std::string("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.4 --packet-size 4") + kWindow,
                {"json", "csv"});
  same_on_ranks(std::string("--dfly 3,6,3,19 --routing VAL --traffic RP --rate 0.3 --drain-empty --burst 300:100:0.9") +
                    kWindow,
                {"json", "csv"});
}

TEST_F(Mpi, TorusWithOneCycleLookaheadGivesTheBytesOfOneProcess) {
  // torus:6x6: six slabs; with --lat-local 1 the ranks exchange every cycle.
  same_on_ranks(std::string("--topology torus:6x6 --routing GEAR --traffic UR --rate 0.3 --packet-size 3 --lat-local 1") +
                    kWindow,
                {"json", "csv"});
  same_on_ranks(std::string("--topology torus:6x6 --routing TORUS_DOR --traffic UR --rate 0.3") + kWindow, {"json"});
}

TEST_F(Mpi, OnePointOfASweepRuns) {
  // --sweep with --point is one load point (job arrays): it runs, as in one process.
  same_on_ranks(std::string("--dfly 2,4,2,9 --routing DOAR --traffic UR --sweep 0.1:0.5:0.2 --point 1") + kWindow,
                {"json", "csv"});
}

// One line on stderr and exit 2, before any rank has started MPI.
void refused(const std::string& cmd, const std::string& why) {
  const auto r = run_command(cmd);
  EXPECT_EQ(r.status, 2) << cmd << "\n" << r.out;
  EXPECT_NE(r.out.find(why), std::string::npos) << cmd << "\n" << r.out;
}

TEST(MpiCli, WithoutMpirunExitsTwoWithOneLine) {
  const auto r = run_command(std::string(DOAR_SIM_MPI_BIN) + " --dfly 2,4,2,9 --routing DOAR --rate 0.1 -q");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("runs under mpirun"), std::string::npos) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  // --help needs no mpirun.
  EXPECT_EQ(run_command(std::string(DOAR_SIM_MPI_BIN) + " --help").status, 0);
}

TEST(MpiCli, WhatCannotBeCutIsRefused) {
  const std::string base = mpirun(1) + "--dfly 2,4,2,9 --routing DOAR -q ";
  refused(base + "--sweep 0.1:0.3:0.1", "one load point");
  refused(base + "--rate 0.1 --threads 2", "one thread per rank");
  refused(base + "--rate 0.1 --link-faults 1 --fault-at 100", "run them with doar-sim");
  refused(base + "--workload allreduce", "run them with doar-sim");
}

}  // namespace
