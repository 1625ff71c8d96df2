// doar_cong_port: credit counter and congestion verdicts of one switch output (paper Sec. 3.1,
// DESIGN.md section 5). One instance per router port; every output is a register.
//   occ    = credits held back (units sent minus credits returned)
//   nwin   = units sent in the last WINDOW cycles (the PAR_PH history window)
//   cong_l = occ > LOCAL_TH                      (CongL, used for terminal/intra-group ports)
//   cong_g = max(0, occ - nwin) > GLOBAL_TH      (CongG, used for global ports)
// Reference: doar::OutputCongestion in core/congestion/congestion_rules.hpp, cycle by cycle.
#pragma once
#include <systemc>
#include <vector>

namespace doar::rtl {

struct cong_port_params {
  int local_th = 10;
  int global_th = 30;
  int window = 202;  // >= 1
};

class doar_cong_port : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> send;    // one unit leaves on this output in this cycle
  sc_core::sc_in<bool> credit;  // one credit comes back in this cycle
  sc_core::sc_out<sc_dt::sc_uint<16>> occ;
  sc_core::sc_out<sc_dt::sc_uint<16>> nwin;
  sc_core::sc_out<bool> cong_l, cong_g;

  doar_cong_port(sc_core::sc_module_name name, const cong_port_params& prm);
  SC_HAS_PROCESS(doar_cong_port);

 private:
  void tick();
  cong_port_params prm_;
  int occ_ = 0, nwin_ = 0;
  std::size_t pos_ = 0;
  std::vector<bool> hist_;  // WINDOW-bit shift register of sends, kept as a ring
};

}  // namespace doar::rtl
