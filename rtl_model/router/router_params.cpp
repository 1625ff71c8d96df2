#include "router_params.hpp"

#include <stdexcept>
#include <string>
#include "arbiter.hpp"

namespace doar::rtl {

namespace {
bool is_global(const RouterParams& r, int port) { return port >= r.p + r.a - 1; }
bool is_terminal(const RouterParams& r, int port) { return port < r.p; }
}  // namespace

int RouterParams::depth(int port) const { return (is_global(*this, port) ? buf_global : buf_local) * packet_size; }

int RouterParams::latency(int port) const {
  return is_terminal(*this, port) ? lat_terminal : is_global(*this, port) ? lat_global : lat_local;
}

int RouterParams::threshold(int port) const { return (is_global(*this, port) ? thr_global : thr_local) * packet_size; }

RcuParams RouterParams::rcu(int port) const {
  RcuParams r;
  r.p = p;
  r.a = a;
  r.h = h;
  r.g = g;
  r.gid = gid;
  r.bid = bid;
  r.port = port;
  r.exit_rule = exit_rule;
  r.local_credit = local_credit;
  r.seed = lfsr_seed(gid * a + bid, port);
  return r;
}

void RouterParams::check() const {
  const Dragonfly d(dfly());  // throws on an impossible dragonfly
  d.check(RouterId{gid, bid});
  const auto need = [](bool ok, const std::string& what) {
    if (!ok) throw std::invalid_argument("router parameters: " + what);
  };
  need(vcs >= 1 && vcs <= 8, "vcs must be in 1..8 (3-bit VC field of the flit pins)");
  need(speedup >= 1 && speedup <= 15, "speedup must be in 1..15 (4-bit credit count per VC and cycle)");
  need(packet_size >= 1 && packet_size <= 64, "packet_size must be in 1..64 flits");
  need(buf_local >= 1 && buf_global >= 1, "buffers must hold >= 1 packet per VC");
  need(static_cast<long>(buf_global) * packet_size <= (1L << 20), "a VC buffer must hold <= 2^20 flits");
  need(lat_local >= 1 && lat_global >= 1 && lat_terminal >= 1, "link latencies must be >= 1 cycle");
  need(thr_local >= 0 && thr_global >= 0, "thresholds must be >= 0");
  need(fault_t1 >= 0 && fault_t2 >= 0 && fault_t1 + fault_t2 >= 8, "fault_t1 + fault_t2 must be >= 8 cycles");
  for (int q = 0; q < radix(); ++q) rcu(q).check();
}

}  // namespace doar::rtl
