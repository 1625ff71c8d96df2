// A routing with every VC folded onto VC 0: the same ports, one VC. The deadlock tests use it
// to show the checker fails a routing whose VC rule is taken away.
#pragma once
#include <memory>
#include "routing/routing.hpp"

namespace doar::test {

class SingleVc : public Routing {
 public:
  explicit SingleVc(std::unique_ptr<Routing> inner) : Routing(1), inner_(std::move(inner)) {}
  std::string name() const override { return inner_->name() + "/1VC"; }
  bool adaptive() const override { return inner_->adaptive(); }
  int num_states() const override { return inner_->num_states(); }
  std::uint32_t initial_state(int s, int t) const override { return inner_->initial_state(s, t); }
  void candidates(int router, int in_port, int, int dst_node, std::uint32_t state, CandidateSet& out) const override {
    // The inner routing sees VC 0 on input: the VC a head arrives on is all it can know here.
    CandidateSet in;
    inner_->candidates(router, in_port, 0, dst_node, state, in);
    out.clear();
    for (const Candidate& c : in) out.add(c.port, 0, c.priority, c.escape);
  }

 private:
  std::unique_ptr<Routing> inner_;
};

}  // namespace doar::test
