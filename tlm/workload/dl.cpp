// DL (data-parallel deep-learning training): each iteration every rank computes (forward and
// backward pass) and then all ranks Allreduce the msg_bytes gradient vector, by ring or by
// recursive doubling (MotifParams::allreduce).
#include <stdexcept>
#include "collectives.hpp"
#include "motif.hpp"

namespace doar::wl {

Job build_dl(const MotifParams& p) {
  if (p.allreduce != "ring" && p.allreduce != "rd") {
    throw std::invalid_argument("--allreduce must be ring or rd, not '" + p.allreduce + "'");
  }
  JobBuilder b("DL", p.ranks);
  std::vector<int> all(static_cast<std::size_t>(p.ranks));
  for (int r = 0; r < p.ranks; ++r) all[r] = r;
  for (int it = 0; it < p.iterations; ++it) {
    for (int r = 0; r < p.ranks; ++r) b.compute(r, p.compute);
    if (p.allreduce == "ring") {
      allreduce_ring(b, all, p.msg_bytes);
    } else {
      allreduce_rd(b, all, p.msg_bytes);
    }
  }
  return b.finish(std::string(p.allreduce == "ring" ? "ring" : "recursive-doubling") + " Allreduce of " +
                  std::to_string(p.msg_bytes) + " B, " + std::to_string(p.compute) + " compute cycles per iteration");
}

}  // namespace doar::wl
