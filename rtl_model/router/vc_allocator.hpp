// VC allocator of the router: one round-robin arbiter per output VC over all input VCs
// (input VC index = port * vcs + vc). Of one allocation step's requesters, the one nearest at
// or after the arbiter's pointer wins and the pointer moves past it: doar-sim's
// `--va-arbiter rr` (docs/tlm.md, "VC allocation"), so an input VC that keeps requesting
// waits for at most one grant to each other requester.
//
// Combinational logic plus one pointer register per output VC. doar_router_core evaluates it once
// per allocation step (speedup steps per cycle, each seeing the previous step's grants); the
// pointers are its only state.
#pragma once
#include <vector>

namespace doar::rtl {

class VcAllocator {
 public:
  VcAllocator(int ports, int vcs);
  void reset();
  // request[iv]: the output VC input VC iv requests in this step, or -1. Returns per output
  // VC the granted input VC or -1, and moves each granting arbiter's pointer past its winner.
  const std::vector<int>& allocate(const std::vector<int>& request);
  int pointer(int ov) const { return ptr_[static_cast<std::size_t>(ov)]; }

 private:
  int n_;                   // input VCs = output VCs = ports * vcs
  std::vector<int> ptr_;    // per output VC
  std::vector<int> grant_;  // per output VC, this step
  std::vector<int> dist_;   // per output VC: distance of the nearest requester from ptr_
};

}  // namespace doar::rtl
