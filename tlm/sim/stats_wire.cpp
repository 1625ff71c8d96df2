#include "stats_wire.hpp"

#include "wire.hpp"

namespace doar::net {

void put_stats(Bytes& out, const Stats& s) {
  using wire::put;
  put(out, s.begin);
  put(out, s.end);
  put(out, s.nodes);
  put(out, s.generated_flits);
  put(out, s.ejected_flits);
  put(out, s.tagged);
  put(out, s.tagged_done);
  put(out, s.sum_latency);
  put(out, s.sum_network_latency);
  put(out, s.max_latency);
  wire::put_vector(out, s.hops);
  wire::put_vector(out, s.global_use);
  wire::put_vector(out, s.vc_hops);
  put(out, s.source_full);
  put(out, s.flits_in_network);
  put(out, s.moves);
  wire::put_vector(out, s.flows);
}

Stats get_stats(const Bytes& in, std::size_t& at) {
  using wire::get;
  Stats s;
  s.begin = get<std::uint64_t>(in, at);
  s.end = get<std::uint64_t>(in, at);
  s.nodes = get<int>(in, at);
  s.generated_flits = get<std::uint64_t>(in, at);
  s.ejected_flits = get<std::uint64_t>(in, at);
  s.tagged = get<std::uint64_t>(in, at);
  s.tagged_done = get<std::uint64_t>(in, at);
  s.sum_latency = get<std::uint64_t>(in, at);
  s.sum_network_latency = get<std::uint64_t>(in, at);
  s.max_latency = get<std::uint64_t>(in, at);
  s.hops = wire::get_vector<std::uint64_t>(in, at);
  s.global_use = wire::get_vector<std::uint64_t>(in, at);
  s.vc_hops = wire::get_vector<std::uint64_t>(in, at);
  s.source_full = get<std::uint64_t>(in, at);
  s.flits_in_network = get<std::int64_t>(in, at);
  s.moves = get<std::uint64_t>(in, at);
  s.flows = wire::get_vector<FlowStat>(in, at);
  return s;
}

}  // namespace doar::net
