// Candidate-set routing (DESIGN.md section 7a): a routing function returns the small set of
// (output port, VC) candidates a head may take at a router, each with a priority; the
// engine's VC allocation takes any free candidate of the best priority while the head waits,
// and the deadlock checker (core/deadlock/) reasons over the same sets. A routing that names
// one port and VC is the one-candidate case.
//
// Ejection is a candidate too: at the destination router the set holds the node's terminal
// port (VC = the input VC), so a caller needs no special case.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "topology/topology.hpp"

namespace doar {

struct Candidate {
  std::int16_t port = -1;
  std::int8_t vc = 0;
  std::int8_t priority = 0;  // lower is preferred; the engine breaks ties
  bool escape = false;       // part of the routing's escape sub-function (Duato), if it has one
};

// A fixed-capacity set: no allocation per head.
struct CandidateSet {
  static constexpr int kMax = 64;
  Candidate c[kMax];
  int n = 0;

  void clear() { n = 0; }
  // Adds (port, vc) unless it is already in the set (then the better priority stays).
  void add(int port, int vc, int priority, bool escape = false) {
    for (int i = 0; i < n; ++i)
      if (c[i].port == port && c[i].vc == vc) {
        if (priority < c[i].priority) c[i].priority = static_cast<std::int8_t>(priority);
        c[i].escape = c[i].escape || escape;
        return;
      }
    c[n++] = Candidate{static_cast<std::int16_t>(port), static_cast<std::int8_t>(vc),
                       static_cast<std::int8_t>(priority), escape};
  }
  const Candidate* begin() const { return c; }
  const Candidate* end() const { return c + n; }
};

class Routing {
 public:
  virtual ~Routing() = default;
  virtual std::string name() const = 0;
  // VCs per port this instance uses (its channels are vc 0 .. vcs()-1).
  int vcs() const { return vcs_; }
  // Whether a head may take any of its candidates while it waits (adaptive routings), or the
  // routing commits a head to one candidate (deterministic routings, DOAR's chip decision).
  virtual bool adaptive() const = 0;

  // Per-packet routing state, fixed at injection (DOAR: the source group, which filter F
  // reads). Routings that need none keep the defaults.
  virtual int num_states() const { return 1; }
  virtual std::uint32_t initial_state(int /*src_node*/, int /*dst_node*/) const { return 0; }
  // Routings whose per-packet state is drawn at random at injection (a torus's random tie
  // rule) say so here: the engine then takes each packet's state from draw_state() with a
  // per-packet random word, and the deadlock checker explores every state for every source.
  virtual bool draws_state() const { return false; }
  virtual std::uint32_t draw_state(int src_node, int dst_node, std::uint64_t /*random*/) const {
    return initial_state(src_node, dst_node);
  }

  // The candidates of a head at `router` that arrived on in_port (a terminal port at
  // injection, then in_vc is 0) and in_vc, bound for dst_node. Clears `out` first.
  virtual void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                          CandidateSet& out) const = 0;

 protected:
  explicit Routing(int vcs) : vcs_(vcs) {}

 private:
  int vcs_;
};

// Choices a routing function leaves open, set per run. Each field names the routings it
// applies to; the others ignore it.
enum class TorusTie { NoWrap, Split, Random };  // torus routings: direction at the half-ring tie
struct RoutingOptions {
  TorusTie torus_tie = TorusTie::NoWrap;  // core/routing/torus_routing.hpp, torus_dir()
};
// "nowrap" / "split" / "random" <-> TorusTie; parse throws std::invalid_argument with one line.
TorusTie parse_torus_tie(const std::string& s);
const char* torus_tie_name(TorusTie t);

// Names make_routing() knows, for help texts: "TORUS_DOR, DUATO, GEAR, GEAR3, DOAR, MIN".
std::string routing_names();

// Builds a routing by name for a topology and a VC count. Throws std::invalid_argument with
// one line when the name is unknown, the routing does not run on this topology, or vcs is
// below what the routing needs (or above the engine's 8).
std::unique_ptr<Routing> make_routing(const std::string& name, const Topology& topo, int vcs,
                                      const RoutingOptions& options = {});

}  // namespace doar
