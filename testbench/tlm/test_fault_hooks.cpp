// The engine's side of fault injection (tlm/sim/sim_fault_hooks.hpp), in a program that links
// tlm/sim without tlm/fault: validate() hands the fault options to the installed provider,
// and without one refuses a run with faults or --timeline instead of running it fault free.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "sim_fault_hooks.hpp"
#include "simulation.hpp"

namespace doar::net {
namespace {

// Resets the process-wide provider whatever a test did.
struct ProviderGuard {
  ~ProviderGuard() { set_fault_hooks_provider(FaultHooksProvider{}); }
};

int g_validated = 0;
void counting_validate(const SimConfig&) { ++g_validated; }
void refusing_validate(const SimConfig&) { throw std::invalid_argument("refused by the provider"); }
std::unique_ptr<NetFaultHooks> no_fabric(NetEnv&, NetworkTables*) { return nullptr; }

TEST(FaultHooks, WithoutProviderFaultFreeConfigsPass) {
  ProviderGuard g;
  set_fault_hooks_provider(FaultHooksProvider{});
  ASSERT_EQ(fault_hooks_provider(), nullptr);
  EXPECT_NO_THROW(validate(SimConfig{}));
}

TEST(FaultHooks, WithoutProviderFaultsAndTimelineAreRefused) {
  ProviderGuard g;
  set_fault_hooks_provider(FaultHooksProvider{});
  SimConfig faults;
  faults.faults.link_faults = 1;
  try {
    validate(faults);
    FAIL() << "a run with faults passed without a fault provider";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("no fault provider"), std::string::npos) << e.what();
  }
  SimConfig timeline;
  timeline.faults.timeline = true;
  EXPECT_THROW(validate(timeline), std::invalid_argument);
}

TEST(FaultHooks, ProviderChecksEveryConfig) {
  ProviderGuard g;
  g_validated = 0;
  set_fault_hooks_provider(FaultHooksProvider{counting_validate, no_fabric});
  ASSERT_NE(fault_hooks_provider(), nullptr);
  validate(SimConfig{});  // fault free: the provider still checks its options (e.g. --window)
  SimConfig timeline;
  timeline.faults.timeline = true;
  validate(timeline);
  EXPECT_EQ(g_validated, 2);

  set_fault_hooks_provider(FaultHooksProvider{refusing_validate, no_fabric});
  try {
    validate(SimConfig{});
    FAIL() << "the provider's refusal was ignored";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "refused by the provider");
  }
}

TEST(FaultHooks, IncompleteProviderCountsAsNone) {
  ProviderGuard g;
  FaultHooksProvider half;
  half.validate = counting_validate;
  set_fault_hooks_provider(half);
  EXPECT_EQ(fault_hooks_provider(), nullptr);
}

}  // namespace
}  // namespace doar::net
