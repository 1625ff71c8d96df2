// Switch allocator of the router: separable, input first (doar-sim's, docs/tlm.md "Switch
// allocation"). Input stage: each input port picks one of its VCs that holds a flit and an
// output VC, round robin (pointer per input port, moved past the VC only when the port is
// granted). Output stage: each output port picks one requesting input port, round robin
// (pointer per output port, moved past the grant). Both picks are core's rr_pick.
//
// Combinational logic plus the two pointer arrays; evaluated once per allocation step.
#pragma once
#include <cstdint>
#include <vector>

namespace doar::rtl {

class SwitchAllocator {
 public:
  SwitchAllocator(int ports, int vcs);
  void reset();
  struct Grant {
    int in_port, vc, out_port;
  };
  // sendable[q]: bit v set when VC v of input port q has a flit and holds an output VC;
  // out_of[q * vcs + v]: that VC's output port. Returns the grants of this step (at most one
  // per input and per output port), in increasing output port order, and moves the pointers.
  const std::vector<Grant>& allocate(const std::vector<std::uint32_t>& sendable, const std::vector<int>& out_of);

 private:
  int ports_, vcs_;
  std::vector<int> in_ptr_, out_ptr_;
  std::vector<int> chosen_vc_;           // per input port, this step
  std::vector<std::uint64_t> requests_;  // per output port: requesting input ports
  std::vector<Grant> grants_;
};

}  // namespace doar::rtl
