#include "routing/tcpg_broadcast.hpp"

namespace doar {

std::vector<std::vector<BroadcastSend>> tcpg_broadcast(const Tcpg& t, int src) {
  std::vector<std::vector<BroadcastSend>> rounds;
  auto send = [&](std::vector<BroadcastSend>& round, int from, int port) {
    round.push_back(BroadcastSend{from, port, t.peer_router(from, port)});
  };
  // Petersen phase.
  rounds.emplace_back();
  for (int j = 0; j < 3; ++j) send(rounds.back(), src, t.petersen_port(j));
  rounds.emplace_back();
  for (const BroadcastSend& s : rounds[0])
    for (int j = 0; j < 3; ++j)
      if (t.peer_router(s.to, t.petersen_port(j)) != src) send(rounds.back(), s.to, t.petersen_port(j));
  // The 10 routers of the source's slice start the torus phase.
  std::vector<int> slice;
  for (int v = 0; v < 10; ++v) slice.push_back(t.router_at(t.x(src), t.y(src), v));
  // One ring phase: from each starter, `half` rounds along + and half-1 along - (ring of
  // 2*half: offsets 1..half from +, 1..half-1 from -). Returns every router of the phase.
  auto ring_phase = [&](const std::vector<int>& starters, int plus, int minus, int half) {
    std::vector<int> reached = starters;
    std::vector<int> fwd = starters, back = starters;
    for (int step = 1; step <= half; ++step) {
      rounds.emplace_back();
      for (int& r : fwd) {
        send(rounds.back(), r, plus);
        r = t.peer_router(r, plus);
        reached.push_back(r);
      }
      if (step < half)
        for (int& r : back) {
          send(rounds.back(), r, minus);
          r = t.peer_router(r, minus);
          reached.push_back(r);
        }
    }
    return reached;
  };
  const std::vector<int> row = ring_phase(slice, t.plus_x(), t.minus_x(), t.m());
  ring_phase(row, t.plus_y(), t.minus_y(), t.k());
  return rounds;
}

}  // namespace doar
