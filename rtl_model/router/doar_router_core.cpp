#include "doar_router_core.hpp"

#include <stdexcept>
#include <string>
#include "dragonfly.hpp"

namespace doar::rtl {

namespace {
// Terminal ports and the ports with a link (an unconnected global slot has none).
std::uint64_t connected_ports(const RouterParams& prm) {
  const Dragonfly d(prm.dfly());
  std::uint64_t m = 0;
  for (int q = 0; q < prm.radix(); ++q) {
    if (q < prm.p || d.peer(RouterId{prm.gid, prm.bid}, q).connected) m |= std::uint64_t{1} << q;
  }
  return m;
}
}  // namespace

doar_router_core::doar_router_core(sc_core::sc_module_name name, const RouterParams& prm)
    : sc_module(name),
      clk("clk"),
      rst("rst"),
      in_flit("in_flit", static_cast<std::size_t>(prm.radix())),
      in_credit("in_credit", static_cast<std::size_t>(prm.radix())),
      out_flit("out_flit", static_cast<std::size_t>(prm.radix())),
      out_credit("out_credit", static_cast<std::size_t>(prm.radix())),
      rt_valid("rt_valid", static_cast<std::size_t>(prm.radix())),
      rt_routed("rt_routed", static_cast<std::size_t>(prm.radix())),
      rt_port("rt_port", static_cast<std::size_t>(prm.radix())),
      rt_vc("rt_vc", static_cast<std::size_t>(prm.radix())),
      rt_class("rt_class", static_cast<std::size_t>(prm.radix())),
      cong_ports("cong_ports"),
      cong_own_global("cong_own_global"),
      prm_(prm),
      radix_(prm.radix()),
      va_(prm.radix(), prm.vcs),
      sa_(prm.radix(), prm.vcs),
      cong_(prm, connected_ports(prm)) {
  prm_.check();
  connected_ = connected_ports(prm);
  const std::size_t n_port = static_cast<std::size_t>(radix_), n_vc = n_port * static_cast<std::size_t>(prm.vcs);
  invc_.resize(n_vc);
  in_rcu_.resize(n_port);
  credits_.resize(n_vc);
  owner_.resize(n_vc);
  outq_.resize(n_port);
  credit_acc_.resize(n_port);
  va_req_.resize(n_vc);
  sendable_.resize(n_port);
  out_of_.resize(n_vc);
  clear();
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_router_core::clear() {
  cycle_ = 0;
  class_count_ = {};
  for (auto& v : invc_) v = InVc{};
  for (auto& q : in_rcu_) q.clear();
  for (int q = 0; q < radix_; ++q) {
    for (int vc = 0; vc < prm_.vcs; ++vc) {
      credits_[idx(q, vc)] = prm_.depth(q);
      owner_[idx(q, vc)] = -1;
    }
    outq_[static_cast<std::size_t>(q)].clear();
    credit_acc_[static_cast<std::size_t>(q)] = 0;
  }
  va_.reset();
  sa_.reset();
  cong_.reset();
}

std::size_t doar_router_core::buffered_flits() const {
  std::size_t n = 0;
  for (const auto& v : invc_) n += v.buf.size();
  for (const auto& q : outq_) n += q.size();
  return n;
}

void doar_router_core::tick() {
  if (rst.read()) {
    clear();
    for (int q = 0; q < radix_; ++q) {
      in_credit[static_cast<std::size_t>(q)].write(0);
      out_flit[static_cast<std::size_t>(q)].write(0);
    }
    cong_ports.write(0);
    cong_own_global.write(0);
    return;
  }
  receive();
  cong_ports.write(cong_.port_bits(cycle_));
  bool busy = false;
  for (const auto& v : invc_) busy |= v.state != Idle;
  for (int s = 0; s < prm_.speedup && busy; ++s) step();
  for (int q = 0; q < radix_; ++q) {
    const std::size_t k = static_cast<std::size_t>(q);
    in_credit[k].write(credit_acc_[k]);
    credit_acc_[k] = 0;
    if (outq_[k].empty()) {
      out_flit[k].write(0);
      continue;
    }
    out_flit[k].write(pack_flit(outq_[k].front()));
    outq_[k].pop_front();
    cong_.sent(q, cycle_);
  }
  // CongG of the own global ports after this cycle's sends (doar-sim's publish_congestion).
  cong_own_global.write(cong_.own_global_bits(cycle_));
  ++cycle_;
}

void doar_router_core::receive() {
  // Route results first: the head of 4 cycles ago on each port.
  for (int q = 0; q < radix_; ++q) {
    const std::size_t k = static_cast<std::size_t>(q);
    if (!rt_valid[k].read()) continue;
    if (in_rcu_[k].empty()) throw std::logic_error(std::string(name()) + ": RCU result without a head on port " + std::to_string(q));
    const int vc = in_rcu_[k].front();
    in_rcu_[k].pop_front();
    const int port = static_cast<int>(rt_port[k].read()), ovc = static_cast<int>(rt_vc[k].read());
    if (!rt_routed[k].read() || port >= radix_ || !((connected_ >> port) & 1u) || ovc >= prm_.vcs) {
      throw std::runtime_error(std::string(name()) + ": no valid route for a head on input port " + std::to_string(q) +
                               " vc " + std::to_string(vc) + " (routed " + std::to_string(rt_routed[k].read()) +
                               ", port " + std::to_string(port) + ", vc " + std::to_string(ovc) + ")");
    }
    invc_[idx(q, vc)].routes.push_back({port, ovc});
    ++class_count_[static_cast<std::size_t>(rt_class[k].read()) & 7u];
  }
  for (int q = 0; q < radix_; ++q) {
    const FlitFields f = unpack_flit(in_flit[static_cast<std::size_t>(q)].read());
    if (!f.valid) continue;
    if (f.vc >= prm_.vcs) throw std::runtime_error(std::string(name()) + ": flit on VC " + std::to_string(f.vc));
    InVc& v = invc_[idx(q, f.vc)];
    // The buffer is depth(q) flits of SRAM; credits keep the sender within it.
    if (static_cast<int>(v.buf.size()) >= prm_.depth(q))
      throw std::runtime_error(std::string(name()) + ": buffer overflow on input port " + std::to_string(q) + " vc " +
                               std::to_string(f.vc) + " (a credit was not honoured)");
    v.buf.push_back(f);
    if (f.head) in_rcu_[static_cast<std::size_t>(q)].push_back(f.vc);  // its request left last cycle
    if (v.state == Idle) v.state = Routing;
  }
  for (int o = 0; o < radix_; ++o) {
    const CreditPin w = out_credit[static_cast<std::size_t>(o)].read();
    for (int vc = 0; vc < prm_.vcs; ++vc) {
      const int n = credit_count(w, vc);
      credits_[idx(o, vc)] += n;
      cong_.credit(o, n);
    }
  }
}

// One allocation step: VC allocation over this step's requests, then switch allocation over
// the VCs that hold an output VC and a flit (the new grants included), then the traversals.
void doar_router_core::step() {
  const int vcs = prm_.vcs, size = prm_.packet_size;
  const int n = radix_ * vcs;
  for (int iv = 0; iv < n; ++iv) {
    InVc& v = invc_[static_cast<std::size_t>(iv)];
    va_req_[static_cast<std::size_t>(iv)] = -1;
    if (v.state == Routing) {
      if (v.routes.empty()) continue;  // its route is still inside the RCU
      v.out_port = v.routes.front().port;
      v.out_vc = v.routes.front().vc;
      v.routes.pop_front();
      v.state = WaitVc;
    }
    if (v.state != WaitVc) continue;
    const std::size_t ov = idx(v.out_port, v.out_vc);
    if (owner_[ov] < 0 && credits_[ov] >= size) va_req_[static_cast<std::size_t>(iv)] = static_cast<int>(ov);
  }
  const std::vector<int>& grant = va_.allocate(va_req_);
  for (int ov = 0; ov < n; ++ov) {
    const int iv = grant[static_cast<std::size_t>(ov)];
    if (iv < 0) continue;
    owner_[static_cast<std::size_t>(ov)] = iv;
    credits_[static_cast<std::size_t>(ov)] -= size;  // virtual cut-through: the whole packet
    cong_.reserve(ov / vcs, size);
    invc_[static_cast<std::size_t>(iv)].state = Active;
  }
  for (int q = 0; q < radix_; ++q) {
    std::uint32_t m = 0;
    for (int vc = 0; vc < vcs; ++vc) {
      const InVc& v = invc_[idx(q, vc)];
      if (v.state == Active && !v.buf.empty()) m |= 1u << vc;
      out_of_[idx(q, vc)] = v.out_port;
    }
    sendable_[static_cast<std::size_t>(q)] = m;
  }
  for (const SwitchAllocator::Grant& g : sa_.allocate(sendable_, out_of_)) traverse(g.in_port, g.vc);
}

void doar_router_core::traverse(int ip, int vc) {
  InVc& v = invc_[idx(ip, vc)];
  FlitFields f = v.buf.front();
  v.buf.pop_front();
  credit_acc_[static_cast<std::size_t>(ip)] += 1u << (4 * vc);
  f.vc = v.out_vc;
  outq_[static_cast<std::size_t>(v.out_port)].push_back(f);
  if (f.tail) {
    owner_[idx(v.out_port, v.out_vc)] = -1;
    v.state = v.buf.empty() ? Idle : Routing;
    v.out_port = -1;
  }
}

}  // namespace doar::rtl
