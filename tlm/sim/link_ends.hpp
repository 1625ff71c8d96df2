// The two ends of a timed link, as TLM-2.0 socket owners. A flit goes forward with
// nb_transport_fw (phase BEGIN_REQ, the payload's FlitExtension carrying the flit, the link
// latency as annotated delay); a credit goes back on the same socket pair with
// nb_transport_bw (phase BEGIN_RESP, address = VC). Both calls return TLM_COMPLETED at once:
// the receiving end files the item into its owner's arrival calendar (delay_line.hpp) at
// arrival cycle = now + delay, and the owner's clocked method picks it up then. No kernel
// event is created per flit or credit.
#pragma once
#include <cstdint>
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
  LinkReceiver(const char* name, int latency) : socket(name), latency_(latency) {
    socket.bind(*this);
    delay_ = SimClock::cycles(latency);
  }
  tlm::tlm_target_socket<> socket;
  ArrivalCalendar* calendar = nullptr;  // the owner's delay line (set by the owner)
  std::uint16_t code = 0;               // names this link end in the calendar

  void return_credit(int vc) {
    credit_.set_address(static_cast<sc_dt::uint64>(vc));
    tlm::tlm_phase ph = tlm::BEGIN_RESP;
    sc_core::sc_time d = delay_;
    socket->nb_transport_bw(credit_, ph, d);
  }
  int latency() const { return latency_; }

  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& gp, tlm::tlm_phase&,
                                     sc_core::sc_time& delay) override {
    calendar->add(SimClock::cycle_after(delay), code, gp.get_extension<FlitExtension>()->flit);
    return tlm::TLM_COMPLETED;
  }
  void b_transport(tlm::tlm_generic_payload&, sc_core::sc_time&) override {
    SC_REPORT_ERROR("doar-sim", "links carry flits with nb_transport_fw only");
  }
  bool get_direct_mem_ptr(tlm::tlm_generic_payload&, tlm::tlm_dmi&) override { return false; }
  unsigned int transport_dbg(tlm::tlm_generic_payload&) override { return 0; }

 private:
  int latency_;
  sc_core::sc_time delay_;
  tlm::tlm_generic_payload credit_;
};

// Upstream end of a link: sends flits, receives credits.
class LinkSender : public tlm::tlm_bw_transport_if<> {
 public:
  LinkSender(const char* name, int latency) : socket(name), latency_(latency) {
    socket.bind(*this);
    delay_ = SimClock::cycles(latency);
    ext_ = new FlitExtension;  // owned by the payload from here on
    gp_.set_extension(ext_);
  }
  tlm::tlm_initiator_socket<> socket;
  ArrivalCalendar* calendar = nullptr;  // the owner's delay line for credits (set by the owner)
  std::uint16_t code = 0;

  void send(const Flit& f) {
    ext_->flit = f;
    tlm::tlm_phase ph = tlm::BEGIN_REQ;
    sc_core::sc_time d = delay_;
    socket->nb_transport_fw(gp_, ph, d);
  }
  int latency() const { return latency_; }

  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& gp, tlm::tlm_phase&,
                                     sc_core::sc_time& delay) override {
    Flit credit;
    credit.vc = static_cast<std::uint8_t>(gp.get_address());
    calendar->add(SimClock::cycle_after(delay), code, credit);
    return tlm::TLM_COMPLETED;
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64, sc_dt::uint64) override {}

 private:
  int latency_;
  sc_core::sc_time delay_;
  tlm::tlm_generic_payload gp_;
  FlitExtension* ext_;
};

}  // namespace doar::net
