#include "fault_bench.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <sstream>
#include <stdexcept>

namespace doar::rtl {

doar_fault_network& fault_bench(const BenchKey& key) {
  static doar_fault_network* bench = nullptr;
  static BenchKey built;
  if (!bench) {
    bench = new doar_fault_network("net", Dragonfly(parse_dfly(key.dfly)), fault_timing{key.t1, key.t2}, key.latency,
                              key.fr_port_rule, true, key.tables);
    bench->init();
    bench->set_rcu_reads(key.rcu_read_rate, 24);
    built = key;
  }
  if (built.dfly != key.dfly || built.t1 != key.t1 || built.t2 != key.t2 || built.latency != key.latency ||
      built.fr_port_rule != key.fr_port_rule || built.tables != key.tables ||
      built.rcu_read_rate != key.rcu_read_rate) {
    throw std::logic_error("one SystemC fault bench per process: this binary already built another");
  }
  return *bench;
}

namespace {

void compare_tables(const doar_fault_network& net, const fault::FaultNetwork& ref, const char* when,
                    std::vector<std::string>& out) {
  const Dragonfly& d = net.dfly();
  const int n = entries_per_table(d);
  int reported = 0;
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId r = d.router_at(i);
    for (int q = 0; q < d.radix(); ++q) {
      const PortTables& t = ref.live(r, q);
      for (int e = 0; e < n; ++e) {
        const std::uint64_t a = net.live_a(r, q, e), b = net.live_b(r, q, e);
        if (a == t.a[static_cast<std::size_t>(e)] && b == t.b[static_cast<std::size_t>(e)]) continue;
        if (reported++ < 5) {
          std::ostringstream o;
          o << when << ": router " << to_string(r) << " port " << q << " entry " << e << ": systemc A " << std::hex
            << a << " B " << b << ", core A " << t.a[static_cast<std::size_t>(e)] << " B "
            << t.b[static_cast<std::size_t>(e)];
          out.push_back(o.str());
        }
      }
    }
  }
  if (reported > 5) out.push_back(std::string(when) + ": " + std::to_string(reported) + " entries differ in all");
}

// stretched: the units shared the tables with RCU reads, so their commands took longer and
// may have met in another order: the phase's length is not compared (it can even come out
// shorter, when a different order shortens the critical chain).
void compare_stats(const fault_phase_stats& s, const fault::PhaseStats& c, const char* when, bool stretched,
                   std::vector<std::string>& out) {
  std::ostringstream o;
  if (!stretched && s.cycles != c.cycles) o << " cycles " << s.cycles << " vs " << c.cycles << ";";
  if (s.fd_packets != c.fd_packets) o << " FD " << s.fd_packets << " vs " << c.fd_packets << ";";
  if (s.fr_packets != c.fr_packets) o << " FR " << s.fr_packets << " vs " << c.fr_packets << ";";
  if (s.commands != c.commands) o << " commands " << s.commands << " vs " << c.commands << ";";
  if (!o.str().empty()) out.push_back(std::string(when) + " (systemc vs core):" + o.str());
}

}  // namespace

ScenarioCheck check_scenario(doar_fault_network& net, const std::vector<fault::FaultSpec>& faults, const BenchKey& key) {
  ScenarioCheck res;
  const Dragonfly& d = net.dfly();
  fault::EngineRules rules;
  rules.fr = key.fr_port_rule ? fault::FrRule::Port : fault::FrRule::Entry;
  rules.tables = key.tables;
  fault::FaultNetwork ref(d, fault::Costs{key.t1, key.t2, entries_per_table(d)}, key.latency, rules);
  if (!net.reset_if_restored()) net.restart_all();
  res.sc_diag = net.fail(faults);
  res.core_diag = ref.fail(faults);
  const bool stretched = key.rcu_read_rate > 0;
  compare_stats(res.sc_diag, res.core_diag, "diagnosis", stretched, res.mismatches);
  compare_tables(net, ref, "after diagnosis", res.mismatches);
  res.sc_rec = net.recover_all();
  res.core_rec = ref.recover_all();
  compare_stats(res.sc_rec, res.core_rec, "recovery", stretched, res.mismatches);
  compare_tables(net, ref, "after recovery", res.mismatches);
  return res;
}

void check_all(const BenchKey& key, const std::vector<std::vector<fault::FaultSpec>>& scenarios) {
  doar_fault_network& net = fault_bench(key);
  int with_fd = 0, with_fr = 0;
  long long extra = 0;  // cycles the RCU reads added to the phases, over all scenarios
  for (const auto& faults : scenarios) {
    const ScenarioCheck c = check_scenario(net, faults, key);
    std::string names, diffs;
    for (const auto& f : faults) names += f.text + " ";
    for (const auto& m : c.mismatches) diffs += "\n  " + m;
    ASSERT_TRUE(c.mismatches.empty()) << net.dfly().name() << " faults " << names << diffs;
    if (std::getenv("DOAR_FAULT_VERBOSE")) {
      std::printf("ok %s| diagnosis %llu cycles %d FD | recovery %llu cycles %d FR\n", names.c_str(),
                  static_cast<unsigned long long>(c.sc_diag.cycles), c.sc_diag.fd_packets,
                  static_cast<unsigned long long>(c.sc_rec.cycles), c.sc_rec.fr_packets);
      std::fflush(stdout);
    }
    extra += static_cast<long long>(c.sc_diag.cycles + c.sc_rec.cycles) -
             static_cast<long long>(c.core_diag.cycles + c.core_rec.cycles);
    with_fd += c.sc_diag.fd_packets > 0;
    with_fr += c.sc_rec.fr_packets > 0;
  }
  std::printf("%s: %zu scenarios, %llu bench cycles, %llu router/link clock edges\n", net.dfly().name().c_str(),
              scenarios.size(), static_cast<unsigned long long>(net.clock_cycles()),
              static_cast<unsigned long long>(net.clocked_units()));
  if (key.rcu_read_rate > 0) {
    std::printf("RCU reads: %llu, phases %lld cycles longer than core's in all\n",
                static_cast<unsigned long long>(net.rcu_reads()), extra);
    EXPECT_GT(extra, 0);  // the reads must have made the units wait
  }
  // The scenarios must exercise the units (a bench that does nothing would agree trivially).
  EXPECT_GT(with_fd, 0);
  EXPECT_GT(with_fr, 0);
}

std::vector<std::vector<fault::FaultSpec>> every_link_fault(const Dragonfly& d) {
  std::vector<std::vector<fault::FaultSpec>> s;
  for (const auto& f : fault::all_local_links(d)) s.push_back({f});
  for (const auto& f : fault::all_global_links(d)) s.push_back({f});
  return s;
}

std::vector<std::vector<fault::FaultSpec>> every_router_fault(const Dragonfly& d) {
  std::vector<std::vector<fault::FaultSpec>> s;
  for (int i = 0; i < d.num_routers(); ++i) s.push_back({fault::router_fault(d, d.router_at(i))});
  return s;
}

std::vector<std::vector<fault::FaultSpec>> random_fault_sets(const Dragonfly& d, int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<fault::FaultSpec> links = fault::all_local_links(d);
  for (const auto& f : fault::all_global_links(d)) links.push_back(f);
  std::vector<std::vector<fault::FaultSpec>> s;
  for (int i = 0; i < count; ++i) {
    const int k = std::uniform_int_distribution<int>(2, 5)(rng);
    std::vector<fault::FaultSpec> faults;
    for (int j = 0; j < k; ++j) {
      if (std::bernoulli_distribution(0.25)(rng)) {
        const int r = std::uniform_int_distribution<int>(0, d.num_routers() - 1)(rng);
        faults.push_back(fault::router_fault(d, d.router_at(r)));
      } else {
        faults.push_back(links[std::uniform_int_distribution<std::size_t>(0, links.size() - 1)(rng)]);
      }
    }
    s.push_back(faults);
  }
  // DOAR_FAULT_RANDOM_FIRST skips the first scenarios of the sequence (shards of a long run).
  if (const char* f = std::getenv("DOAR_FAULT_RANDOM_FIRST")) {
    const std::size_t skip = std::min(s.size(), static_cast<std::size_t>(std::max(0, std::atoi(f))));
    s.erase(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(skip));
  }
  return s;
}

int random_count(int dflt) {
  const char* v = std::getenv("DOAR_FAULT_RANDOM");
  const char* f = std::getenv("DOAR_FAULT_RANDOM_FIRST");
  return (v ? std::atoi(v) : dflt) + (f ? std::max(0, std::atoi(f)) : 0);
}

}  // namespace doar::rtl
