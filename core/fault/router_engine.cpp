#include "router_engine.hpp"

#include <stdexcept>

namespace doar::fault {

const char* command_name(CommandKind k) {
  switch (k) {
    case CommandKind::LocalFault: return "local-fault";
    case CommandKind::LocalRecovery: return "local-recovery";
    case CommandKind::MatchFd: return "match-fd";
    case CommandKind::FrAct: return "fr-act";
    case CommandKind::MatchRv: return "match-rv";
    case CommandKind::MatchVg: return "match-vg";
    case CommandKind::MatchVr: return "match-vr";
  }
  return "?";
}

RouterFaultEngine::RouterFaultEngine(const Dragonfly& d, const RouterId& self, const Costs& costs, EngineRules rules)
    : d_(&d), self_(self), costs_(costs), rules_(rules) {
  const int k = d.radix();
  for (int port = 0; port < k; ++port) {
    cfg_.push_back(configure_port(d, self, port, rules.tables));
    opts_.push_back(port_options(d, self, cfg_.back()));
    connected_.push_back(d.peer(self, port).connected);
  }
  inbuf_.resize(static_cast<std::size_t>(k));
  reset();
}

void RouterFaultEngine::reset() {
  live_ = cfg_;
  up_.assign(cfg_.size(), true);
  local_.clear();
  for (auto& q : inbuf_) q.clear();
  rr_ = 0;
  busy_ = false;
  lost_.assign(static_cast<std::size_t>(d_->a()), 0);
  known_dead_.assign(static_cast<std::size_t>(d_->a()), false);
  guard_sent_.assign(cfg_.size(), std::vector<bool>(static_cast<std::size_t>(entries_per_table(*d_)), false));
  guard_count_.assign(static_cast<std::size_t>(d_->g()), 0);
  guard_taken_.assign(cfg_.size(), std::vector<std::uint64_t>(static_cast<std::size_t>(d_->g()), 0));
}

void RouterFaultEngine::link_down(int port) {
  up_[static_cast<std::size_t>(port)] = false;
  local_.push_back({CommandKind::LocalFault, port, {}});
}

void RouterFaultEngine::link_up(int port) {
  up_[static_cast<std::size_t>(port)] = true;
  local_.push_back({CommandKind::LocalRecovery, port, {}});
}

void RouterFaultEngine::receive(int in_port, const FaultPacket& p) {
  inbuf_[static_cast<std::size_t>(in_port)].push_back(p);
}

bool RouterFaultEngine::has_pending() const {
  if (!local_.empty()) return true;
  for (const auto& q : inbuf_) {
    if (!q.empty()) return true;
  }
  return false;
}

std::uint64_t RouterFaultEngine::cost(CommandKind k) const {
  switch (k) {
    case CommandKind::LocalFault: return costs_.t_ld();
    case CommandKind::MatchFd:
    case CommandKind::MatchRv:
    case CommandKind::MatchVg:
    case CommandKind::MatchVr: return costs_.t_gd();
    case CommandKind::LocalRecovery:
    case CommandKind::FrAct: return costs_.t_r();
  }
  return 0;
}

std::optional<std::uint64_t> RouterFaultEngine::start_next(std::uint64_t now) {
  if (busy_) return std::nullopt;
  if (!local_.empty()) {
    // Local events are heard directly by the scheduler (paper step 1), ahead of the polls.
    cur_ = local_.front();
    local_.pop_front();
  } else {
    const int k = radix();
    int found = -1;
    for (int i = 0; i < k && found < 0; ++i) {
      const int port = (rr_ + i) % k;
      if (!inbuf_[static_cast<std::size_t>(port)].empty()) found = port;
    }
    if (found < 0) return std::nullopt;
    auto& q = inbuf_[static_cast<std::size_t>(found)];
    const FaultPacket p = q.front();
    q.pop_front();
    CommandKind kind = CommandKind::MatchFd;
    switch (p.kind) {
      case PacketKind::FD: kind = CommandKind::MatchFd; break;
      case PacketKind::FR: kind = CommandKind::FrAct; break;
      case PacketKind::RV: kind = CommandKind::MatchRv; break;
      case PacketKind::VG: kind = CommandKind::MatchVg; break;
      case PacketKind::VR: kind = CommandKind::MatchVr; break;
    }
    cur_ = {kind, found, p};
    rr_ = (found + 1) % k;
  }
  busy_ = true;
  return now + cost(cur_.kind);
}

std::vector<Emitted> RouterFaultEngine::finish() {
  if (!busy_) throw std::logic_error("RouterFaultEngine::finish without a command");
  busy_ = false;
  std::vector<Emitted> out;
  switch (cur_.kind) {
    case CommandKind::LocalFault:
      travel_fd(cur_.port, out);
      if (rules_.dead_router && d_->port_kind(cur_.port) == PortKind::Local) {
        note_lost(d_->local_peer(self_.bid, cur_.port), self_.bid, out);
      }
      break;
    case CommandKind::MatchFd:
      match_fd(cur_.port, cur_.packet, out);
      if (rules_.dead_router && d_->port_kind(cur_.port) == PortKind::Local && cur_.packet.prefix == 2 &&
          cur_.packet.addr.gid == self_.gid && cur_.packet.addr.bid != self_.bid) {
        note_lost(cur_.packet.addr.bid, d_->local_peer(self_.bid, cur_.port), out);
      }
      break;
    case CommandKind::LocalRecovery:
    case CommandKind::FrAct:
      fr_act_all(cur_.port, out);
      // Any recovery ends what the dead-router rule concluded (recovery is network-wide).
      lost_.assign(lost_.size(), 0);
      known_dead_.assign(known_dead_.size(), false);
      break;
    case CommandKind::MatchRv: match_rv(cur_.port, cur_.packet, out); break;
    case CommandKind::MatchVg: match_guard(cur_.port, cur_.packet, false, out); break;
    case CommandKind::MatchVr: match_guard(cur_.port, cur_.packet, true, out); break;
  }
  return out;
}

bool RouterFaultEngine::can_send(int port) const {
  // Never to a node (terminal port), an unconnected slot or over a failed link.
  return d_->port_kind(port) != PortKind::Terminal && connected_[static_cast<std::size_t>(port)] &&
         up_[static_cast<std::size_t>(port)];
}

int RouterFaultEngine::aim(const NodeAddr& a, int prefix) const {
  const int g2 = base_add(*d_, Region::G), b1 = base_add(*d_, Region::B), n0 = base_add(*d_, Region::N);
  if (prefix == 1 || a.gid != self_.gid) return a.gid + g2;
  if (prefix == 2 || a.bid != self_.bid) return a.bid + b1;
  return a.nid + n0;
}

void RouterFaultEngine::entry_address(int e, NodeAddr& addr, int& prefix) const {
  switch (opts_[0].region_of(e)) {
    case Region::G:
      addr = {e - base_add(*d_, Region::G), 0, 0};
      prefix = 1;
      return;
    case Region::B:
      addr = {self_.gid, e - base_add(*d_, Region::B), 0};
      prefix = 2;
      return;
    case Region::N:
      addr = {self_.gid, self_.bid, e - base_add(*d_, Region::N)};
      prefix = 3;
      return;
  }
}

std::uint8_t RouterFaultEngine::fd_act(int q, int e, int fp, bool by_tag, std::uint8_t tag) {
  PortTables& t = live_[static_cast<std::size_t>(q)];
  const auto& opts = opts_[static_cast<std::size_t>(q)].entry[static_cast<std::size_t>(e)];
  const bool g_region = opts_[static_cast<std::size_t>(q)].region_of(e) == Region::G;
  std::uint8_t held = 0;
  for (const RouteOption& o : opts) {
    if (o.out_port != fp || !option_valid(t, o, e)) continue;
    // An FD that came over an intra-group link touches, in the G region, only the contexts
    // it names (DESIGN.md section 6); N and B regions and global-link FDs touch everything.
    if (by_tag && g_region && !(o.ctx & tag)) continue;
    clear_option(t, o, e);
    held |= o.ctx;
  }
  std::uint8_t died = 0;
  for (std::uint8_t c : {std::uint8_t{kCtxS}, std::uint8_t{kCtxI}}) {
    if ((held & c) && !context_alive(t, opts, e, c)) died |= c;
  }
  return died;
}

void RouterFaultEngine::travel_fd(int fp, std::vector<Emitted>& out) {
  const int n = entries_per_table(*d_);
  for (int q = 0; q < radix(); ++q) {
    for (int e = 0; e < n; ++e) {
      const bool limited = vc_limited(q, e);
      const std::uint8_t died = fd_act(q, e, fp, false, 0);
      guard_after_fd(q, e, limited, out);
      if (!died || !can_send(q)) continue;
      Emitted em;
      em.port = q;
      em.packet.kind = PacketKind::FD;
      entry_address(e, em.packet.addr, em.packet.prefix);
      em.packet.tag = died;
      out.push_back(em);
    }
  }
}

void RouterFaultEngine::match_fd(int fp, const FaultPacket& in, std::vector<Emitted>& out) {
  const int e = aim(in.addr, in.prefix);
  const bool by_tag = d_->port_kind(fp) == PortKind::Local;
  for (int q = 0; q < radix(); ++q) {
    const bool limited = vc_limited(q, e);
    const std::uint8_t died = fd_act(q, e, fp, by_tag, in.tag);
    guard_after_fd(q, e, limited, out);
    if (!died || !can_send(q)) continue;
    out.push_back({q, {PacketKind::FD, in.addr, in.prefix, died}});
  }
}

void RouterFaultEngine::fr_act_all(int fp, std::vector<Emitted>& out) {
  const int n = entries_per_table(*d_);
  for (int c = 0; c < radix(); ++c) {
    PortTables& t = live_[static_cast<std::size_t>(c)];
    const auto& po = opts_[static_cast<std::size_t>(c)];
    bool check_tag = false;   // some entry of port c became accessible again
    bool all_accessible = true;
    const bool port_rule = rules_.fr == FrRule::Port;
    // Only entries with a route on fp can change (the hardware still reads them all: t_r).
    for (int e : po.entries_via[static_cast<std::size_t>(fp)]) {
      const auto& opts = po.entry[static_cast<std::size_t>(e)];
      bool touched = false;
      for (const RouteOption& o : opts) touched |= o.out_port == fp && !option_valid(t, o, e);
      if (!touched) continue;
      // Under the port rule, routes back out of port c itself are left out: no packet needs
      // them, and two routers each holding such a dead entry at the port facing the other
      // would otherwise wait for each other's FR forever.
      const bool before = port_rule ? entry_accessible_from(t, opts, e, c) : entry_accessible(t, opts, e);
      // VC guard: a guarded group's refractions at global ports wait for the VR instead.
      const bool guarded = rules_.vc_guard && d_->port_kind(c) == PortKind::Global && po.region_of(e) == Region::G &&
                           guard_count_[static_cast<std::size_t>(e - base_add(*d_, Region::G))] > 0;
      for (const RouteOption& o : opts) {
        if (o.out_port != fp) continue;
        if (guarded && o.table_b) {
          guard_taken_[static_cast<std::size_t>(c)][static_cast<std::size_t>(e - base_add(*d_, Region::G))] |= o.bits;
          continue;
        }
        set_option(t, o, e);
      }
      const bool after = port_rule ? entry_accessible_from(t, opts, e, c) : entry_accessible(t, opts, e);
      if (!before && after) check_tag = true;
      // VC guard: table A is back, so packets on VC 3 have their route again: take the VG back.
      std::vector<bool>::reference sent = guard_sent_[static_cast<std::size_t>(c)][static_cast<std::size_t>(e)];
      if (sent && table_alive(c, e, false)) {
        sent = false;
        if (can_send(c)) {
          Emitted em{c, {PacketKind::VR, {}, 0, 0}};
          entry_address(e, em.packet.addr, em.packet.prefix);
          out.push_back(em);
        }
      }
    }
    if (port_rule && check_tag) {
      for (int e = 0; e < n && all_accessible; ++e) {
        all_accessible = entry_accessible_from(t, po.entry[static_cast<std::size_t>(e)], e, c);
      }
    }
    // Algorithm 3 lines 11-13 (FrRule in fault_packet.hpp).
    const bool report = check_tag && (rules_.fr == FrRule::Entry || all_accessible);
    if (report && can_send(c)) out.push_back({c, {PacketKind::FR, {}, 0, 0}});
  }
}

void RouterFaultEngine::note_lost(int lost, int bid, std::vector<Emitted>& out) {
  auto& m = lost_[static_cast<std::size_t>(lost)];
  m |= 1u << bid;
  const std::uint32_t everyone = ((std::uint32_t{1} << d_->a()) - 1) & ~(1u << lost);
  if (m != everyone || known_dead_[static_cast<std::size_t>(lost)]) return;
  known_dead_[static_cast<std::size_t>(lost)] = true;
  // Take back the FD <own group, lost> that every global link carried when this router's
  // global-port B entry for `lost` died.
  for (int q = 0; q < radix(); ++q) {
    if (d_->port_kind(q) == PortKind::Global && can_send(q)) {
      out.push_back({q, {PacketKind::RV, {self_.gid, lost, 0}, 2, kCtxAll}});
    }
  }
}

void RouterFaultEngine::match_rv(int fp, const FaultPacket& in, std::vector<Emitted>& out) {
  // The mirror of Match_FD: the same entry, the same contexts (by tag over intra-group
  // links), routes through fp restored instead of invalidated, and an RV, tagged with the
  // contexts that came back to life, wherever the FD had gone on.
  const int e = aim(in.addr, in.prefix);
  const bool by_tag = d_->port_kind(fp) == PortKind::Local;
  for (int q = 0; q < radix(); ++q) {
    PortTables& t = live_[static_cast<std::size_t>(q)];
    const auto& opts = opts_[static_cast<std::size_t>(q)].entry[static_cast<std::size_t>(e)];
    const bool g_region = opts_[static_cast<std::size_t>(q)].region_of(e) == Region::G;
    const bool s_before = context_alive(t, opts, e, kCtxS), i_before = context_alive(t, opts, e, kCtxI);
    std::uint8_t restored = 0;
    for (const RouteOption& o : opts) {
      if (o.out_port != fp || option_valid(t, o, e)) continue;
      if (by_tag && g_region && !(o.ctx & in.tag)) continue;
      set_option(t, o, e);
      restored |= o.ctx;
    }
    std::uint8_t revived = 0;
    if ((restored & kCtxS) && !s_before && context_alive(t, opts, e, kCtxS)) revived |= kCtxS;
    if ((restored & kCtxI) && !i_before && context_alive(t, opts, e, kCtxI)) revived |= kCtxI;
    if (revived && can_send(q)) out.push_back({q, {PacketKind::RV, in.addr, in.prefix, revived}});
  }
}

bool RouterFaultEngine::table_alive(int q, int e, bool table_b) const {
  const PortTables& t = live_[static_cast<std::size_t>(q)];
  for (const RouteOption& o : opts_[static_cast<std::size_t>(q)].entry[static_cast<std::size_t>(e)]) {
    if (o.table_b == table_b && option_valid(t, o, e)) return true;
  }
  return false;
}

bool RouterFaultEngine::vc_limited(int q, int e) const {
  if (!rules_.vc_guard || d_->port_kind(q) != PortKind::Global) return false;
  if (opts_[static_cast<std::size_t>(q)].region_of(e) != Region::B) return false;
  return !table_alive(q, e, false) && table_alive(q, e, true);
}

void RouterFaultEngine::guard_after_fd(int q, int e, bool limited_before, std::vector<Emitted>& out) {
  if (limited_before || !vc_limited(q, e) || !can_send(q)) return;
  guard_sent_[static_cast<std::size_t>(q)][static_cast<std::size_t>(e)] = true;
  Emitted em{q, {PacketKind::VG, {}, 0, 0}};
  entry_address(e, em.packet.addr, em.packet.prefix);
  out.push_back(em);
}

void RouterFaultEngine::match_guard(int fp, const FaultPacket& in, bool revoke, std::vector<Emitted>& out) {
  const PacketKind kind = revoke ? PacketKind::VR : PacketKind::VG;
  // Over the global link the far end (the group's exit router towards the sender's group:
  // every refraction of the group towards it ends with the hop through this router) passes it
  // to its group (tag 1); each router that has it from there passes it on once more (tag 2),
  // for the routers whose own link to the exit router has failed and that refract all the
  // more. Every copy counts: a router acts on the first VG and on the VR that takes back the
  // last.
  const bool global = d_->port_kind(fp) == PortKind::Global;
  if (global || in.tag == 1) {
    for (int q = 0; q < radix(); ++q) {
      if (q == fp || d_->port_kind(q) != PortKind::Local || !can_send(q)) continue;
      out.push_back({q, {kind, in.addr, in.prefix, static_cast<std::uint8_t>(global ? 1 : 2)}});
    }
  }
  if (global) return;
  // From the group's exit router towards in.addr's group, over the intra-group link fp: the
  // refractions (table B) of that group's entry at the global input ports go (VG) or come
  // back (VR, once every VG has been taken back). Only the bits the guard took are given back,
  // and only over working links; FR restores none while the guard holds (fr_act_all).
  const int e = aim(in.addr, in.prefix);
  if (opts_[0].region_of(e) != Region::G) return;
  const std::size_t x = static_cast<std::size_t>(in.addr.gid);
  int& held = guard_count_[x];
  if (!revoke && held++ > 0) return;
  if (revoke && (held == 0 || --held > 0)) return;
  for (int q = 0; q < radix(); ++q) {
    if (d_->port_kind(q) != PortKind::Global) continue;
    PortTables& t = live_[static_cast<std::size_t>(q)];
    const auto& opts = opts_[static_cast<std::size_t>(q)].entry[static_cast<std::size_t>(e)];
    std::uint64_t& taken = guard_taken_[static_cast<std::size_t>(q)][x];
    const bool before = context_alive(t, opts, e, kCtxI);
    for (const RouteOption& o : opts) {
      if (!o.table_b) continue;
      if (!revoke && option_valid(t, o, e)) {
        clear_option(t, o, e);
        taken |= o.bits;
      } else if (revoke && (taken & o.bits) == o.bits && up_[static_cast<std::size_t>(o.out_port)]) {
        set_option(t, o, e);
      }
    }
    if (revoke) taken = 0;
    const bool after = context_alive(t, opts, e, kCtxI);
    if (before == after || !can_send(q)) continue;
    // The entry lost its last route (table A had died too) or got one back: as Travel_FD and
    // FR_act would report it.
    Emitted em{q, {after ? PacketKind::FR : PacketKind::FD, {}, 0, 0}};
    if (!after) {
      entry_address(e, em.packet.addr, em.packet.prefix);
      em.packet.tag = kCtxI;
    }
    out.push_back(em);
  }
}

bool RouterFaultEngine::tables_restored() const { return live_ == cfg_; }

}  // namespace doar::fault
