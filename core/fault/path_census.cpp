#include "path_census.hpp"

#include <algorithm>
#include <bitset>

#include "doar_decision.hpp"

namespace doar::fault {

namespace {

struct Tally {
  std::uint64_t paths = 0, dead = 0, vc_blocked = 0, dropped = 0, loops = 0, failed = 0, dead_router = 0, wrong = 0;
  int longest = -1;
  int max_vc = -1;  // highest VC on the delivered paths from here, counted from this link's VC
  std::bitset<kMaxSlots + 1> entered;  // groups from which delivered paths enter the destination group
  void add(const Tally& c, int extra_hops) {
    entered |= c.entered;
    paths += c.paths;
    dead += c.dead;
    vc_blocked += c.vc_blocked;
    dropped += c.dropped;
    loops += c.loops;
    failed += c.failed;
    dead_router += c.dead_router;
    wrong += c.wrong;
    if (c.longest >= 0) longest = std::max(longest, c.longest + extra_hops);
  }
  void add_vc(int vc) { max_vc = std::max(max_vc, vc); }
};

// Walks towards one destination router. States are (router, input port, whether this is the
// packet's source group, the VC the packet arrives on): the decision reads the source address
// only in filter F, which asks just that question, and the VC only in the destination-group
// refraction condition (refraction_blocked, DESIGN.md 6a), so that the walk follows exactly
// the hops the decision may take and no 7-hop path. A packet never comes back to its source group (intermediate groups only
// forward to the destination group, and the destination group's B/N entries stay inside it),
// so the flag of the next state is "same group and still in the source group".
class Walker {
 public:
  Walker(const FaultNetwork& net, const std::vector<std::uint8_t>& usable, int dst)
      : net_(net), d_(net.dfly()), usable_(usable), dst_(d_.router_at(dst)) {
    const std::size_t n = static_cast<std::size_t>(d_.num_routers()) * static_cast<std::size_t>(d_.radix()) * 2 * kVcStates;
    memo_.assign(n, Tally{});
    state_.assign(n, 0);
  }

  Tally from_source(const RouterId& s) {
    stuck.clear();
    return visit(s, 0, true, 0);
  }
  std::string stuck;  // first dead end met in this walk (for the report)

 private:
  // VCs a state may carry: the rule never goes above kDoarVcs - 1 on a path the decision
  // takes; higher values (a walk along a loop) share the top state.
  static constexpr int kVcStates = kDoarVcs + 4;
  std::size_t key(const RouterId& r, int in_port, bool in_src, int vc) const {
    const int v = vc < kVcStates ? vc : kVcStates - 1;
    return ((static_cast<std::size_t>(d_.router_index(r)) * static_cast<std::size_t>(d_.radix()) +
             static_cast<std::size_t>(in_port)) * 2 + (in_src ? 1 : 0)) * kVcStates + static_cast<std::size_t>(v);
  }

  PortMask candidates(const RouterId& r, int in_port, bool in_src, int vc) const {
    const PortTables& t = net_.live(r, in_port);
    const NodeAddr dst{dst_.gid, dst_.bid, 0};
    const Lookup lk = region_select(d_, r, dst);
    if (is_rta(d_, r, in_port, dst)) {
      const RtaSets s = rta_sets(d_, r, t, lk, dst, 0, SlotMask{});
      const SlotMask all = s.ga | s.nm;
      PortMask m = 0;
      for (int slot = all.find_from(0); slot >= 0; slot = all.find_from(slot + 1)) {
        const int port = slot_out_port(d_, r, t, slot);
        if (port >= 0) m |= port_only(port);
      }
      return m;
    }
    // Filter F compares the source group with this one only: any other group id stands in.
    Header hdr;
    hdr.dst = dst;
    hdr.src = {in_src ? r.gid : (r.gid + 1) % d_.g(), 0, 0};
    hdr.vc = vc;
    const RtbSets s = rtb_sets(d_, r, in_port, t, lk, hdr);
    return s.le | s.lf;
  }

  // The entry has no route only because its refractions wait for a lower VC.
  bool refraction_vc_blocked(const RouterId& r, int in_port, int vc) const {
    const PortTables& t = net_.live(r, in_port);
    const Lookup lk = region_select(d_, r, NodeAddr{dst_.gid, dst_.bid, 0});
    return vc > kDoarVcs - 2 && lk.region == Region::B && d_.port_kind(in_port) == PortKind::Global &&
           t.a[lk.index] == 0 && t.b[lk.index] != 0;
  }

  Tally visit(const RouterId& r, int in_port, bool in_src, int vc) {
    const std::size_t k = key(r, in_port, in_src, vc);
    if (state_[k] == 2) return memo_[k];
    Tally out;
    if (state_[k] == 1) {  // back to a state on the current path
      out.loops = 1;
      return out;
    }
    state_[k] = 1;
    const PortMask cand = candidates(r, in_port, in_src, vc);
    if (!cand && d_.port_kind(in_port) != PortKind::Terminal && !net_.router_alive(dst_)) {
      out.dropped = 1;  // the destination router is dead: its group drops the packet
    } else if (!cand && d_.port_kind(in_port) != PortKind::Terminal) {
      out.dead = 1;
      if (refraction_vc_blocked(r, in_port, vc)) out.vc_blocked = 1;
      if (stuck.empty()) stuck = "stuck at " + to_string(r) + " input port " + std::to_string(in_port);
    }
    for (int port = 0; port < d_.radix(); ++port) {
      if (!port_bit(cand, port)) continue;
      if (d_.port_kind(port) == PortKind::Terminal) {
        Tally ej;
        if (r == dst_ && port == 0) {
          ej.paths = 1;
          ej.longest = 0;
        } else {
          ej.wrong = 1;
        }
        out.add(ej, 0);
        if (ej.paths) out.add_vc(0);
        continue;
      }
      const PortPeer pp = d_.peer(r, port);
      Tally c;
      if (!pp.connected || !net_.router_alive(pp.router)) {
        c.dead_router = 1;  // into a dead router (or out of an unconnected slot): never allowed
      } else if (!usable_[static_cast<std::size_t>(d_.router_index(r) * d_.radix() + port)]) {
        c.failed = 1;
      } else {
        c = visit(pp.router, pp.port, in_src && pp.router.gid == r.gid, next_vc(d_, in_port, port, vc));
        if (c.paths && pp.router.gid == dst_.gid && r.gid != dst_.gid) c.entered.set(static_cast<std::size_t>(r.gid));
      }
      out.add(c, 1);
      // VC rule (DESIGN.md section 4): the first link uses VC 0; later the VC goes up by one
      // when the output level is not below the input level.
      if (c.max_vc >= 0) out.add_vc(c.max_vc + (d_.port_kind(in_port) != PortKind::Terminal &&
                                                  d_.port_level(port) >= d_.port_level(in_port) ? 1 : 0));
    }
    state_[k] = 2;
    memo_[k] = out;
    return out;
  }

  const FaultNetwork& net_;
  const Dragonfly& d_;
  const std::vector<std::uint8_t>& usable_;  // by router index * radix + port
  RouterId dst_;
  std::vector<Tally> memo_;
  std::vector<std::uint8_t> state_;  // 0 new, 1 on the current path, 2 done
};

}  // namespace

PathCensus path_census(const FaultNetwork& net) {
  const Dragonfly& d = net.dfly();
  PathCensus c;
  c.routers = d.num_routers();
  const std::size_t n = static_cast<std::size_t>(c.routers) * static_cast<std::size_t>(c.routers);
  c.paths.assign(n, 0);
  c.longest.assign(n, -1);
  c.group_routes.assign(n, 0);
  std::vector<std::uint8_t> usable;
  for (int i = 0; i < c.routers; ++i) {
    for (int port = 0; port < d.radix(); ++port) usable.push_back(net.link_usable(d.router_at(i), port) ? 1 : 0);
  }
  for (int dst = 0; dst < c.routers; ++dst) {
    // One walker per destination: sources share the paths of common states. (A loop cut
    // short leaves the states on it undercounted; loops are reported as errors anyway.)
    Walker w(net, usable, dst);
    for (int src = 0; src < c.routers; ++src) {
      if (src == dst || !net.router_alive(d.router_at(src))) continue;
      const Tally t = w.from_source(d.router_at(src));
      const std::size_t i = static_cast<std::size_t>(src * c.routers + dst);
      c.paths[i] = t.paths;
      c.longest[i] = t.longest;
      c.group_routes[i] = static_cast<int>(t.entered.count());
      ++c.pairs;
      const std::string pair = to_string(d.router_at(src)) + " -> " + to_string(d.router_at(dst));
      if (t.paths == 0) {
        ++c.unreachable_pairs;
        if (c.unreachable_examples.size() < 8) c.unreachable_examples.push_back(pair);
      }
      if (t.dead) {
        ++c.pairs_with_dead_ends;
        if (c.dead_end_examples.size() < 8) {
          c.dead_end_examples.push_back(pair + ": " + (w.stuck.empty() ? "on a path shared with an earlier pair" : w.stuck));
        }
      }
      c.dead_ends += t.dead;
      c.vc_blocked_dead_ends += t.vc_blocked;
      c.dead_destination_drops += t.dropped;
      c.loops += t.loops;
      c.failed_link_uses += t.failed;
      c.dead_router_entries += t.dead_router;
      c.wrong_ejections += t.wrong;
      c.max_path_hops = std::max(c.max_path_hops, t.longest);
      c.max_vc = std::max(c.max_vc, t.max_vc);
    }
  }
  return c;
}

}  // namespace doar::fault
