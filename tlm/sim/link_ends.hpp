// The two ends of a timed link, as TLM-2.0 socket owners. The downstream end (LinkReceiver,
// target socket) owns the link's delay line (delay_line.hpp). At the end of elaboration the
// upstream end (LinkSender, initiator socket) asks for it once through the TLM-2.0 direct
// memory interface (get_direct_mem_ptr; the payload's LinkExtension carries the sender's
// own arrival target for credits, so one call connects both directions). From then on a
// flit transfer is a store into the line and one bit into the receiving router's arrival
// calendar, and a credit the same in the other direction: no kernel event, no virtual call,
// no payload per flit. The transport calls (nb_transport_fw with BEGIN_REQ and the flit in
// a FlitExtension, nb_transport_bw with BEGIN_RESP and address = VC) remain the protocol's
// reference path and file the item into the same line at arrival cycle = now + delay.
#pragma once
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <systemc>
#include <tlm>
#include "delay_line.hpp"

namespace doar::net {

// Carries the flit (packet pointer, flit index, VC) in the generic payload.
class FlitExtension : public tlm::tlm_extension<FlitExtension> {
 public:
  Flit flit;
  tlm::tlm_extension_base* clone() const override { return new FlitExtension(*this); }
  void copy_from(const tlm::tlm_extension_base& e) override {
    flit = static_cast<const FlitExtension&>(e).flit;
  }
};

// DMI request of a link end: where the credits of the link go (the sender's calendar).
class LinkExtension : public tlm::tlm_extension<LinkExtension> {
 public:
  ArrivalTarget credit_to;
  tlm::tlm_extension_base* clone() const override { return new LinkExtension(*this); }
  void copy_from(const tlm::tlm_extension_base& e) override {
    credit_to = static_cast<const LinkExtension&>(e).credit_to;
  }
};

// Cycle length in kernel time units (set once by the network before elaboration ends).
struct SimClock {
  static std::uint64_t ticks_per_cycle;
  // The current cycle, set by every clocked method before it works (all of them run at the
  // same kernel time, so they all write the same value); cheaper than sc_time_stamp().
  static std::uint64_t current;
  static std::uint64_t cycle_after(const sc_core::sc_time& delay) {
    return current + delay.value() / ticks_per_cycle;
  }
  static sc_core::sc_time cycles(int n);
};

// Downstream end of a link: receives flits, returns credits upstream.
class LinkReceiver : public tlm::tlm_fw_transport_if<> {
 public:
  // slack: extra ring slots for a sender that runs ahead of this end (delay_line.hpp).
  LinkReceiver(const char* name, int latency, int slack = 0) : socket(name), line_(latency, slack) {
    socket.bind(*this);
    delay_ = SimClock::cycles(latency);
  }
  tlm::tlm_target_socket<> socket;

  // Where flits arrive (set by the owner before the end of elaboration).
  void arrive_at(ArrivalCalendar& c, int kind, int port) { line_.flit_to.set(c, kind, port); }
  LinkLine& line() { return line_; }
  void return_credit(std::uint64_t now, int vc) { line_.put_credit(now, vc); }
  int latency() const { return line_.latency(); }

  // Reference path: a flit sent with the transport call instead of the line.
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& gp, tlm::tlm_phase&,
                                     sc_core::sc_time& delay) override {
    const std::uint64_t at = SimClock::cycle_after(delay);
    line_.put_flit(at - static_cast<std::uint64_t>(line_.latency()), gp.get_extension<FlitExtension>()->flit);
    return tlm::TLM_COMPLETED;
  }
  void b_transport(tlm::tlm_generic_payload&, sc_core::sc_time&) override {
    SC_REPORT_ERROR("doar-sim", "links carry flits with nb_transport_fw only");
  }
  // Grants the delay line and takes the credit target of the upstream end.
  bool get_direct_mem_ptr(tlm::tlm_generic_payload& gp, tlm::tlm_dmi& dmi) override {
    const LinkExtension* e = gp.get_extension<LinkExtension>();
    if (!e) return false;
    line_.credit_to = e->credit_to;
    dmi.set_dmi_ptr(reinterpret_cast<unsigned char*>(&line_));
    dmi.set_start_address(0);
    dmi.set_end_address(sizeof(LinkLine) - 1);
    dmi.allow_read_write();
    dmi.set_read_latency(delay_);
    dmi.set_write_latency(delay_);
    return true;
  }
  unsigned int transport_dbg(tlm::tlm_generic_payload&) override { return 0; }

 private:
  LinkLine line_;
  sc_core::sc_time delay_;
};

// Upstream end of a link: sends flits, receives credits.
class LinkSender : public tlm::tlm_bw_transport_if<> {
 public:
  LinkSender(const char* name, int latency) : socket(name), latency_(latency) {
    socket.bind(*this);
    delay_ = SimClock::cycles(latency);
  }
  tlm::tlm_initiator_socket<> socket;

  // Where credits arrive (set by the owner before the end of elaboration).
  void credits_at(ArrivalCalendar& c, int kind, int port) { credit_to_.set(c, kind, port); }
  // Called once by the owner at the end of elaboration: takes the link's delay line from
  // the downstream end through DMI.
  void connect() {
    tlm::tlm_generic_payload gp;
    LinkExtension ext;
    ext.credit_to = credit_to_;
    gp.set_extension(&ext);
    gp.set_command(tlm::TLM_WRITE_COMMAND);
    gp.set_address(0);
    tlm::tlm_dmi dmi;
    const bool ok = socket->get_direct_mem_ptr(gp, dmi);
    gp.clear_extension(&ext);
    if (!ok) throw std::logic_error("doar-sim: a link end refused its delay line");
    line_ = reinterpret_cast<LinkLine*>(dmi.get_dmi_ptr());
    ring_ = line_->flit_ring();
    ring_mask_ = line_->ring_mask();
    to_ = line_->flit_to;
  }
  LinkLine& line() { return *line_; }
  // Same as line().put_flit(), from the copies kept here (no access to the line object).
  void send(std::uint64_t now, const Flit& f) {
    ring_[tail_++ & ring_mask_] = f;
    to_.mark(now + static_cast<std::uint64_t>(latency_));
  }
  // Brings in the fields send() reads, latency_ to to_ (56 bytes: two lines when they
  // straddle one, as they did for many terminals when only the first was prefetched).
  void prefetch_hot() const {
    __builtin_prefetch(&latency_);
    __builtin_prefetch(reinterpret_cast<const char*>(&to_ + 1) - 1);
  }
  const Flit* next_slot() const { return ring_ + (tail_ & ring_mask_); }  // send()'s slot, for prefetching
  int latency() const { return latency_; }

  // Reference path: a credit returned with the transport call instead of the line.
  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& gp, tlm::tlm_phase&,
                                     sc_core::sc_time& delay) override {
    const std::uint64_t at = SimClock::cycle_after(delay);
    line_->put_credit(at - static_cast<std::uint64_t>(latency_), static_cast<int>(gp.get_address()));
    return tlm::TLM_COMPLETED;
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64, sc_dt::uint64) override {}

 private:
  int latency_;
  std::uint32_t tail_ = 0;  // flits sent: the next one goes to ring_[tail_ & ring_mask_]
  Flit* ring_ = nullptr;
  std::size_t ring_mask_ = 0;
  ArrivalTarget to_;
  sc_core::sc_time delay_;
  ArrivalTarget credit_to_;
  LinkLine* line_ = nullptr;
};

}  // namespace doar::net
