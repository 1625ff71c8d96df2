#include "trace_terminal.hpp"

#include <stdexcept>
#include <string>

namespace doar::routertb {

TraceTerminal::TraceTerminal(sc_core::sc_module_name name, const Dragonfly& d, int node,
                             const std::vector<TracePacket>& trace, int packet_size, int credits,
                             std::vector<std::int64_t>& delivery)
    : sc_module(name), clk("clk"), rst("rst"), go("go"), inj_flit("inj_flit"), inj_credit("inj_credit"),
      ej_flit("ej_flit"), ej_credit("ej_credit"), d_(d), node_(node), addr_(d.node_at(node)), trace_(trace),
      packet_size_(packet_size), credits0_(credits), delivery_(delivery), credits_(credits) {
  for (const TracePacket& p : trace) {
    if (p.src == node) mine_.push_back(p.id);
    if (p.dst == node) incoming_[static_cast<std::uint32_t>(p.src) << 16 | (p.id & 0xFFFFu)].push_back(p.id);
  }
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void TraceTerminal::tick() {
  if (rst.read() || !go.read()) {
    if (rst.read()) {
      queue_.clear();
      next_ = 0;
      cur_ = -1;
      credits_ = credits0_;
      k_ = 0;
    }
    inj_flit.write(0);
    ej_credit.write(0);
    return;
  }
  // Sink: one flit per cycle, its credit back at once.
  const rtl::FlitFields e = rtl::unpack_flit(ej_flit.read());
  ej_credit.write(e.valid ? rtl::CreditPin(1u << (4 * e.vc)) : rtl::CreditPin(0));
  if (e.valid && e.tail) {
    if (d_.node_index(e.dst) != node_) throw std::runtime_error(std::string(name()) + ": flit for another node");
    // The trace id from source and tag: the oldest packet of that source to this node with
    // that tag that is not yet delivered (a source has far fewer than 2^16 packets in flight).
    const std::uint32_t key = static_cast<std::uint32_t>(d_.node_index(e.src)) << 16 | e.tag;
    bool found = false;
    const auto it = incoming_.find(key);
    if (it != incoming_.end()) {
      for (const std::uint32_t id : it->second) {
        if (delivery_[id] >= 0) continue;
        delivery_[id] = static_cast<std::int64_t>(k_);
        found = true;
        break;
      }
    }
    if (!found) throw std::runtime_error(std::string(name()) + ": tail of an unknown packet");
  }
  credits_ += rtl::credit_count(inj_credit.read(), 0);
  // Source queue, then injection (doar-sim: a packet created in this cycle may leave now).
  while (next_ < mine_.size() && trace_[mine_[next_]].created <= k_) queue_.push_back(mine_[next_++]);
  if (cur_ < 0 && !queue_.empty()) {
    cur_ = static_cast<int>(queue_.front());
    queue_.pop_front();
    flit_ = 0;
  }
  rtl::FlitFields f;
  if (cur_ >= 0 && credits_ > 0) {
    const TracePacket& p = trace_[static_cast<std::size_t>(cur_)];
    f.valid = true;
    f.head = flit_ == 0;
    f.tail = flit_ + 1 == packet_size_;
    f.vc = 0;
    f.src = addr_;
    f.dst = d_.node_at(p.dst);
    f.tag = p.id & 0xFFFFu;
    --credits_;
    if (++flit_ == packet_size_) cur_ = -1;
  }
  inj_flit.write(rtl::pack_flit(f));
  ++k_;
}

}  // namespace doar::routertb
