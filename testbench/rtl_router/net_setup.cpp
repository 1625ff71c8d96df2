#include "net_setup.hpp"

namespace doar::routertb {

net::SimConfig NetSetup::sim_config() const {
  net::SimConfig c;
  c.dfly = dfly;
  c.routing = "DOAR";
  c.vcs = 4;
  c.rate = 0;  // the trace is the only traffic
  c.packet_size = packet_size;
  c.buf_local = buf_local;
  c.buf_global = buf_global;
  c.lat_local = lat_local;
  c.lat_global = lat_global;
  c.lat_terminal = lat_terminal;
  c.thr_local = thr_local;
  c.thr_global = thr_global;
  c.local_window = false;
  c.doar_congested = doar_congested;
  c.pcs_latency = pcs_latency;
  c.speedup = speedup;
  c.rc_latency = kRcLatency;
  c.route_at = "arrival";
  c.time_block = 1;
  c.watchdog = 100000;
  return c;
}

rtl::RouterParams NetSetup::router(int gid, int bid) const {
  rtl::RouterParams r;
  r.p = dfly.p;
  r.a = dfly.a;
  r.h = dfly.h;
  r.g = dfly.g;
  r.gid = gid;
  r.bid = bid;
  r.vcs = 4;
  CongestedRule rule = kDefaultCongestedRule;
  parse_congested_rule(doar_congested, rule);  // checked by the caller
  r.exit_rule = exit_family(rule);
  r.local_credit = credit_reads_local(rule);
  r.buf_local = buf_local;
  r.buf_global = buf_global;
  r.packet_size = packet_size;
  r.speedup = speedup;
  r.thr_local = thr_local;
  r.thr_global = thr_global;
  r.lat_local = lat_local;
  r.lat_global = lat_global;
  r.lat_terminal = lat_terminal;
  return r;
}

}  // namespace doar::routertb
