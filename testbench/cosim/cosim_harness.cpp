#include "cosim_harness.hpp"

#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace doar::cosim {

namespace {

std::string hex(const std::vector<std::uint64_t>& w, int width) {
  std::ostringstream o;
  o << "0x" << std::hex << std::setfill('0');
  bool lead = true;
  for (int k = static_cast<int>(w.size()) - 1; k >= 0; --k) {
    if (lead) {
      o << w[static_cast<std::size_t>(k)];
      lead = false;
    } else {
      o << std::setw(16) << w[static_cast<std::size_t>(k)];
    }
  }
  if (width > 64) o << " (" << std::dec << width << " bits)";
  return o.str();
}

}  // namespace

Harness::Harness(sc_core::sc_module_name name, const Options& opt, std::function<void(long)> drive)
    : sc_module(name),
      clk("clk", 10, sc_core::SC_NS, 0.5, 0, sc_core::SC_NS, true),
      opt_(opt),
      drive_(std::move(drive)),
      window_(opt.vcd_window) {
  SC_METHOD(on_edge);
  sensitive << clk.posedge_event();
  dont_initialize();
}

void Harness::add_input(std::unique_ptr<Probe> p) {
  window_.add("in", *p);
  inputs_.push_back(std::move(p));
}

void Harness::add_output(std::unique_ptr<Probe> model, std::unique_ptr<Probe> rtl, bool must_toggle) {
  outputs_.push_back({std::move(model), std::move(rtl), {}, false, must_toggle});
}

void Harness::on_edge() {
  if (edge_ == 0) {
    // The window holds inputs first, then all model pins, then all rtl pins: one scope each.
    for (auto& p : outputs_) window_.add("model", *p.model);
    for (auto& p : outputs_) window_.add("rtl", *p.rtl);
  } else {
    const long cycle = edge_ - 1;
    window_.record(cycle);
    for (auto& p : outputs_) {
      a_.assign(static_cast<std::size_t>(p.model->words()), 0);
      b_.assign(a_.size(), 0);
      p.model->sample(a_.data());
      p.rtl->sample(b_.data());
      if (a_ != b_) ++result_.mismatches;
      if (!p.toggled) {
        if (cycle > 0 && p.last != a_) p.toggled = true;
        p.last = a_;
      }
    }
    result_.cycles = cycle + 1;
    if (result_.mismatches) {
      report_mismatch(cycle);
      sc_core::sc_stop();
      return;
    }
    if (result_.cycles >= opt_.cycles) {
      sc_core::sc_stop();
      return;
    }
  }
  drive_(edge_);
  ++edge_;
}

void Harness::report_mismatch(long cycle) {
  result_.first_mismatch = cycle;
  for (auto& p : outputs_) {
    a_.assign(static_cast<std::size_t>(p.model->words()), 0);
    b_.assign(a_.size(), 0);
    p.model->sample(a_.data());
    p.rtl->sample(b_.data());
    if (a_ == b_) continue;
    std::cerr << "doar-cosim: " << opt_.block << ": mismatch at cycle " << cycle << " pin "
              << p.model->name() << ": model " << hex(a_, p.model->width()) << ", rtl "
              << hex(b_, p.rtl->width()) << " (seed " << opt_.seed << ")\n";
  }
}

Result Harness::run() {
  result_ = Result{};
  result_.pins = static_cast<int>(outputs_.size());
  const auto t0 = std::chrono::steady_clock::now();
  sc_core::sc_start();
  result_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  for (auto& p : outputs_) {
    if (!p.toggled && p.must_toggle) result_.idle_pins.push_back(p.model->name());
  }
  std::string path = opt_.vcd;
  if (path.empty() && result_.mismatches) {
    path = "cosim-" + opt_.block + "-seed" + std::to_string(opt_.seed) + ".vcd";
  }
  if (!path.empty()) {
    window_.write(path);
    result_.vcd_written = path;
    if (result_.mismatches) std::cerr << "doar-cosim: " << opt_.block << ": VCD of both sides in " << path << "\n";
  }
  return result_;
}

}  // namespace doar::cosim
