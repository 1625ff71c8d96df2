#include "deadlock/checker.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <stdexcept>

namespace doar {

const char* wait_model_name(WaitModel m) {
  return m == WaitModel::Committed ? "committed" : m == WaitModel::Any ? "any" : "escape";
}

ChannelId decode_channel(const Topology& topo, int vcs, int channel) {
  return {channel / vcs / topo.radix(), (channel / vcs) % topo.radix(), channel % vcs};
}

std::string channel_name(const Topology& topo, int vcs, int channel) {
  const ChannelId c = decode_channel(topo, vcs, channel);
  return topo.router_label(c.router) + topo.port_label(c.port) + ".vc" + std::to_string(c.vc) + "->" +
         topo.router_label(topo.peer_router(c.router, c.port));
}

namespace {

// Everything the exploration finds: the dependency graph, and for the Any model every head
// state that can block (no terminal candidate) with its candidate channels (CSR).
struct Explored {
  std::vector<std::vector<int>> succ;  // per channel, distinct successor channels
  std::vector<std::vector<int>> succ_dst;  // the destination of the first head found per edge
  long long head_states = 0;
  std::vector<int> st_chan, st_dst, st_off{0}, st_cand;
  // Escape model: the extended dependency graph of the escape sub-function, the channels
  // some candidate offers as escape, and the first head state found without an escape.
  std::vector<std::vector<int>> ext_succ;
  std::vector<char> escape_channel;
  int no_escape_chan = -1, no_escape_dst = -1;
};

void add_unique(std::vector<int>& v, int x) {
  if (std::find(v.begin(), v.end(), x) == v.end()) v.push_back(x);
}

// Duato's extended dependencies for one (destination, state): from the head in channel c1,
// every escape candidate c2 of a head that c1's head reaches over zero or more adaptive
// (non-escape) hops is a dependency c1 -> c2 (direct when zero hops, indirect otherwise: the
// wormhole form, which contains the VCT one). Also notes a head with neither an escape
// candidate nor ejection (the escape sub-function is then not connected).
void extend_escape(Explored& ex, int t, const std::vector<int>& chans, const std::vector<int>& local,
                   const std::vector<int>& off, const std::vector<int>& cand, const std::vector<char>& esc,
                   std::vector<int>& stamp) {
  std::vector<int> todo;
  for (std::size_t i = 0; i < chans.size(); ++i) {
    const int c1 = chans[i];
    bool has_escape = false;
    for (int k = off[i]; k < off[i + 1]; ++k) has_escape = has_escape || esc[k] || cand[k] < 0;
    if (!has_escape && ex.no_escape_chan < 0) {
      ex.no_escape_chan = c1;
      ex.no_escape_dst = t;
    }
    todo.assign(1, static_cast<int>(i));
    stamp[c1] = c1;
    while (!todo.empty()) {
      const int h = todo.back();
      todo.pop_back();
      for (int k = off[h]; k < off[h + 1]; ++k) {
        const int n = cand[k];
        if (n < 0) continue;
        if (esc[k]) {
          add_unique(ex.ext_succ[c1], n);
        } else if (stamp[n] != c1) {
          stamp[n] = c1;
          todo.push_back(local[n]);
        }
      }
    }
  }
  // Stamps name the start channel; a later group may start from the same channel again.
  for (int c : chans) stamp[c] = -1;
}

Explored explore(const Topology& topo, const Routing& routing, WaitModel model) {
  const bool keep_states = model == WaitModel::Any, escape = model == WaitModel::Escape;
  const int V = routing.vcs(), K = topo.radix(), R = topo.num_routers();
  const int nch = R * K * V;
  Explored ex;
  ex.succ.resize(nch);
  ex.succ_dst.resize(nch);
  // Escape model, per (destination, state): each head state's candidates (channel, escape
  // flag; -1 for ejection), indexed by channel through `local`.
  std::vector<int> local, group_chans, loc_off, loc_cand, stamp;
  std::vector<char> loc_esc;
  if (escape) {
    ex.ext_succ.resize(nch);
    ex.escape_channel.assign(nch, 0);
    local.assign(nch, -1);
    stamp.assign(nch, -1);
  }
  std::vector<std::uint64_t> seen((nch + 63) / 64);
  std::vector<int> stack;
  CandidateSet cs;
  auto chan = [&](int r, int p, int v) { return (r * K + p) * V + v; };
  // Checks a candidate and returns its channel, or -1 for ejection.
  auto channel_of = [&](int r, const Candidate& c) {
    if (c.port < 0 || c.port >= K || c.vc < 0 || c.vc >= V)
      throw std::logic_error(routing.name() + " offers port " + std::to_string(c.port) + " vc " + std::to_string(c.vc) +
                             " at router " + std::to_string(r));
    if (topo.is_terminal(c.port)) return -1;
    if (!topo.connected(r, c.port))
      throw std::logic_error(routing.name() + " offers unconnected port " + std::to_string(c.port) + " at router " +
                             std::to_string(r));
    return chan(r, c.port, c.vc);
  };
  auto visit = [&](int c) {
    if (seen[c >> 6] >> (c & 63) & 1) return;
    seen[c >> 6] |= std::uint64_t{1} << (c & 63);
    stack.push_back(c);
  };
  for (int t = 0; t < R; ++t) {
    const int dst_node = topo.node_at(t, 0);
    // Sources grouped by their routing state: one exploration per (destination, state).
    std::map<std::uint32_t, std::vector<int>> by_state;
    for (int s = 0; s < R; ++s) {
      if (s == t) continue;
      if (routing.draws_state()) {  // any state may be drawn for any packet
        for (int st = 0; st < routing.num_states(); ++st) by_state[static_cast<std::uint32_t>(st)].push_back(s);
      } else {
        by_state[routing.initial_state(topo.node_at(s, 0), dst_node)].push_back(s);
      }
    }
    for (const auto& [state, sources] : by_state) {
      std::fill(seen.begin(), seen.end(), 0);
      if (escape) {
        for (int c : group_chans) local[c] = -1;
        group_chans.clear();
        loc_off.assign(1, 0);
        loc_cand.clear();
        loc_esc.clear();
      }
      for (int s : sources) {
        routing.candidates(s, 0, 0, dst_node, state, cs);
        for (const Candidate& c : cs) {
          const int ch = channel_of(s, c);
          if (ch >= 0) visit(ch);
        }
      }
      while (!stack.empty()) {
        const int c = stack.back();
        stack.pop_back();
        const ChannelId id{c / V / K, (c / V) % K, c % V};
        const int r = topo.peer_router(id.router, id.port), in_port = topo.peer_port(id.router, id.port);
        routing.candidates(r, in_port, id.vc, dst_node, state, cs);
        if (cs.n == 0)
          throw std::logic_error(routing.name() + " offers no candidate at router " + std::to_string(r) + " from " +
                                 channel_name(topo, V, c) + " to router " + std::to_string(t));
        ++ex.head_states;
        bool sink = false;
        const std::size_t first = ex.st_cand.size();
        for (const Candidate& cand : cs) {
          const int n = channel_of(r, cand);
          if (escape) {
            loc_cand.push_back(n);
            loc_esc.push_back(cand.escape);
            if (n >= 0 && cand.escape) ex.escape_channel[n] = 1;
          }
          if (n < 0) {
            sink = true;
            continue;
          }
          auto& sc = ex.succ[c];
          if (std::find(sc.begin(), sc.end(), n) == sc.end()) {
            sc.push_back(n);
            ex.succ_dst[c].push_back(t);
          }
          if (keep_states) ex.st_cand.push_back(n);
          visit(n);
        }
        if (escape) {
          local[c] = static_cast<int>(group_chans.size());
          group_chans.push_back(c);
          loc_off.push_back(static_cast<int>(loc_cand.size()));
        }
        if (!keep_states) continue;
        if (sink) {
          ex.st_cand.resize(first);
        } else {
          ex.st_chan.push_back(c);
          ex.st_dst.push_back(t);
          ex.st_off.push_back(static_cast<int>(ex.st_cand.size()));
        }
      }
      if (escape) extend_escape(ex, t, group_chans, local, loc_off, loc_cand, loc_esc, stamp);
    }
  }
  return ex;
}

// A cycle of the dependency graph, or empty when it is acyclic (Kahn's algorithm, then a
// walk backwards from a channel it could not remove: each such channel has a predecessor it
// could not remove either, so the walk must close a cycle).
std::vector<int> find_cycle(const std::vector<std::vector<int>>& succ) {
  const int n = static_cast<int>(succ.size());
  std::vector<int> indeg(n, 0);
  for (const auto& s : succ)
    for (int v : s) ++indeg[v];
  std::vector<int> queue;
  for (int i = 0; i < n; ++i)
    if (!indeg[i]) queue.push_back(i);
  std::vector<char> removed(n, 0);
  while (!queue.empty()) {
    const int u = queue.back();
    queue.pop_back();
    removed[u] = 1;
    for (int v : succ[u])
      if (--indeg[v] == 0) queue.push_back(v);
  }
  int start = -1;
  for (int i = 0; i < n && start < 0; ++i)
    if (!removed[i]) start = i;
  if (start < 0) return {};
  std::vector<std::vector<int>> pred(n);
  for (int u = 0; u < n; ++u)
    if (!removed[u])
      for (int v : succ[u])
        if (!removed[v]) pred[v].push_back(u);
  std::vector<int> pos(n, -1), walk;
  int u = start;
  while (pos[u] < 0) {
    pos[u] = static_cast<int>(walk.size());
    walk.push_back(u);
    u = pred[u].front();
  }
  std::vector<int> cycle(walk.begin() + pos[u], walk.end());
  std::reverse(cycle.begin(), cycle.end());  // the backward walk, read forwards
  return cycle;
}

// The greatest set of channels whose every member holds a head with all candidates in the
// set (counting: missing[h] = candidates of h outside the set; a channel leaves when none of
// its heads has missing == 0). Fills the report's fixpoint size and witness.
void fixpoint(const Explored& ex, int nch, DeadlockReport& rep) {
  const int ns = static_cast<int>(ex.st_chan.size());
  std::vector<int> rev_off(nch + 1, 0), rev;
  for (int v : ex.st_cand) ++rev_off[v + 1];
  for (int i = 0; i < nch; ++i) rev_off[i + 1] += rev_off[i];
  rev.resize(ex.st_cand.size());
  {
    std::vector<int> fill(rev_off.begin(), rev_off.end() - 1);
    for (int h = 0; h < ns; ++h)
      for (int k = ex.st_off[h]; k < ex.st_off[h + 1]; ++k) rev[fill[ex.st_cand[k]]++] = h;
  }
  std::vector<int> missing(ns, 0), alive(nch, 0);
  for (int h = 0; h < ns; ++h) ++alive[ex.st_chan[h]];
  std::vector<char> in(nch, 1);
  std::vector<int> queue;
  for (int c = 0; c < nch; ++c)
    if (!alive[c]) {
      in[c] = 0;
      queue.push_back(c);
    }
  while (!queue.empty()) {
    const int c = queue.back();
    queue.pop_back();
    for (int k = rev_off[c]; k < rev_off[c + 1]; ++k) {
      const int h = rev[k];
      if (missing[h]++ != 0) continue;  // already unable to block
      const int hc = ex.st_chan[h];
      if (--alive[hc] == 0 && in[hc]) {
        in[hc] = 0;
        queue.push_back(hc);
      }
    }
  }
  std::vector<int> rep_state(nch, -1);
  for (int h = 0; h < ns; ++h)
    if (!missing[h] && in[ex.st_chan[h]] && rep_state[ex.st_chan[h]] < 0) rep_state[ex.st_chan[h]] = h;
  int start = -1;
  for (int c = 0; c < nch; ++c)
    if (in[c]) {
      ++rep.fixpoint_channels;
      if (start < 0) start = c;
    }
  rep.deadlock_free = start < 0;
  if (start < 0) return;
  // Walk inside the set along each head's first candidate until a channel repeats.
  std::vector<int> pos(nch, -1);
  std::vector<WitnessStep> walk;
  int c = start;
  while (pos[c] < 0) {
    pos[c] = static_cast<int>(walk.size());
    const int h = rep_state[c];
    WitnessStep w;
    w.channel = c;
    w.dst_router = ex.st_dst[h];
    w.waits_on.assign(ex.st_cand.begin() + ex.st_off[h], ex.st_cand.begin() + ex.st_off[h + 1]);
    walk.push_back(w);
    c = w.waits_on.front();
  }
  rep.witness.assign(walk.begin() + pos[c], walk.end());
}

}  // namespace

DeadlockReport check_deadlock(const Topology& topo, const Routing& routing, WaitModel model) {
  const auto t0 = std::chrono::steady_clock::now();
  DeadlockReport rep;
  const int V = routing.vcs(), nch = topo.num_routers() * topo.radix() * V;
  for (int r = 0; r < topo.num_routers(); ++r)
    for (int p = topo.nodes_per_router(); p < topo.radix(); ++p)
      if (topo.connected(r, p)) rep.channels += V;
  const Explored ex = explore(topo, routing, model);
  rep.head_states = ex.head_states;
  for (const auto& s : ex.succ) rep.dependencies += static_cast<long long>(s.size());
  if (model == WaitModel::Committed) {
    const std::vector<int> cycle = find_cycle(ex.succ);
    for (std::size_t i = 0; i < cycle.size(); ++i) {
      // Each step names a head that makes the dependency to the next channel.
      const int c = cycle[i], next = cycle[(i + 1) % cycle.size()];
      const auto& sc = ex.succ[c];
      const int dst = ex.succ_dst[c][std::find(sc.begin(), sc.end(), next) - sc.begin()];
      rep.witness.push_back(WitnessStep{c, dst, {next}});
    }
    rep.deadlock_free = rep.witness.empty();
  } else if (model == WaitModel::Any) {
    fixpoint(ex, nch, rep);
  } else {
    // Duato's condition: the escape sub-function is connected (every head has an escape
    // candidate or ejects) and its extended dependency graph, on escape channels, is acyclic.
    std::vector<std::vector<int>> ext = ex.ext_succ;
    for (int c = 0; c < nch; ++c) {
      if (!ex.escape_channel[c]) ext[c].clear();
      rep.escape_dependencies += static_cast<long long>(ext[c].size());
    }
    if (ex.no_escape_chan >= 0) {
      rep.deadlock_free = false;
      rep.note = "the head in " + channel_name(topo, V, ex.no_escape_chan) + " bound for " +
                 topo.router_label(ex.no_escape_dst) + " has no escape candidate (escape sub-function not connected)";
      rep.witness.push_back(WitnessStep{ex.no_escape_chan, ex.no_escape_dst, {}});
    } else {
      for (int c : find_cycle(ext)) rep.witness.push_back(WitnessStep{c, -1, {}});
      rep.deadlock_free = rep.witness.empty();
    }
  }
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return rep;
}

}  // namespace doar
