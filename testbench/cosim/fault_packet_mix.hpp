// A random FD/FR packet of the benches that drive fault units (fault_bench.cpp,
// router_fault_stimulus.hpp): FR in fr_pct % of them (one in eight with a random group);
// FD with prefix 1/2/3 (0 one time in twenty), tag 0..3, the own group half the time, else
// another one or (one in twenty) one out of range; the own router, another one or one out of
// range; a node of the group's size or (one in ten) any 6-bit id. So the match unit selects
// N, B, G and absent entries.
#pragma once
#include <cstdint>

#include "fault_pins.hpp"
#include "stimulus_rng.hpp"

namespace doar::cosim {

inline std::uint32_t fault_packet_mix(Rng& rng, int fr_pct, int p, int a, int g, int gid, int bid) {
  rtl::FaultFields f;
  if (rng.chance(static_cast<unsigned>(fr_pct), 100)) {
    f.fr = true;
    if (rng.chance(1, 8)) f.gid = static_cast<int>(rng.below(1024));
    return rtl::pack_fault(f);
  }
  const unsigned k = static_cast<unsigned>(rng.below(100));
  f.prefix = k < 35 ? 1 : k < 65 ? 2 : k < 95 ? 3 : 0;
  f.tag = rng.chance(1, 10) ? 0 : 1 + static_cast<int>(rng.below(3));
  const unsigned kg = static_cast<unsigned>(rng.below(100));
  f.gid = kg < 50 ? gid : kg < 95 ? static_cast<int>(rng.below(static_cast<std::uint64_t>(g))) : static_cast<int>(rng.below(1024));
  const unsigned kb = static_cast<unsigned>(rng.below(100));
  f.bid = kb < 30 ? bid : kb < 90 ? static_cast<int>(rng.below(static_cast<std::uint64_t>(a))) : static_cast<int>(rng.below(32));
  f.nid = rng.chance(1, 10) ? static_cast<int>(rng.below(64)) : static_cast<int>(rng.below(static_cast<std::uint64_t>(p)));
  return rtl::pack_fault(f);
}

}  // namespace doar::cosim
