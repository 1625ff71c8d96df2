#include "vcd_window.hpp"

#include "cli_common.hpp"

#include <fstream>
#include <stdexcept>

namespace doar::cosim {

namespace {

// VCD identifiers: printable characters '!'..'~' in base 94.
std::string vcd_id(std::size_t i) {
  std::string s;
  do {
    s.push_back(static_cast<char>('!' + i % 94));
    i /= 94;
  } while (i);
  return s;
}

void put_value(std::ostream& o, const std::uint64_t* w, int width, const std::string& id) {
  if (width == 1) {
    o << ((w[0] & 1) ? '1' : '0') << id << '\n';
    return;
  }
  o << 'b';
  for (int b = width - 1; b >= 0; --b) o << (((w[b / 64] >> (b % 64)) & 1) ? '1' : '0');
  o << ' ' << id << '\n';
}

}  // namespace

void VcdWindow::add(const std::string& scope, const Probe& p) {
  if (!ring_.empty()) throw std::logic_error("VcdWindow: variables added after recording began");
  vars_.push_back({scope, p.name(), p.width(), &p});
  offset_.push_back(frame_words_);
  frame_words_ += p.words();
}

void VcdWindow::record(long cycle) {
  if (ring_.empty()) ring_.assign(static_cast<std::size_t>(capacity_) * frame_words_, 0);
  if (count_ == 0) first_ = cycle;
  const long slot = (first_ + count_) % capacity_;
  if (count_ < capacity_) {
    ++count_;
  } else {
    ++first_;
  }
  std::uint64_t* frame = ring_.data() + slot * frame_words_;
  for (std::size_t i = 0; i < vars_.size(); ++i) vars_[i].probe->sample(frame + offset_[i]);
}

void VcdWindow::write(const std::string& path) const {
  cli::write_file(path, [&](std::ostream& o) { write_to(o); });
}

void VcdWindow::write_to(std::ostream& o) const {
  o << "$timescale 1ns $end\n$scope module cosim $end\n";
  const std::string clk_id = vcd_id(vars_.size());
  o << "$var wire 1 " << clk_id << " clk $end\n";
  std::string scope;
  for (std::size_t i = 0; i < vars_.size(); ++i) {
    if (vars_[i].scope != scope) {
      if (!scope.empty()) o << "$upscope $end\n";
      scope = vars_[i].scope;
      o << "$scope module " << scope << " $end\n";
    }
    std::string name = vars_[i].name;  // "a.rd_data" -> "a_rd_data": a dot would read as a scope
    for (char& c : name) c = c == '.' ? '_' : c;
    o << "$var wire " << vars_[i].width << ' ' << vcd_id(i) << ' ' << name;
    if (vars_[i].width > 1) o << " [" << vars_[i].width - 1 << ":0]";
    o << " $end\n";
  }
  if (!scope.empty()) o << "$upscope $end\n";
  o << "$upscope $end\n$enddefinitions $end\n";
  const std::uint64_t* prev = nullptr;
  for (long k = 0; k < count_; ++k) {
    const long cycle = first_ + k;
    const std::uint64_t* frame = ring_.data() + (cycle % capacity_) * frame_words_;
    o << '#' << cycle * 10 << "\n1" << clk_id << '\n';
    for (std::size_t i = 0; i < vars_.size(); ++i) {
      const int off = offset_[i], n = vars_[i].probe->words();
      bool same = prev != nullptr;
      for (int w = 0; same && w < n; ++w) same = prev[off + w] == frame[off + w];
      if (!same) put_value(o, frame + off, vars_[i].width, vcd_id(i));
    }
    o << '#' << cycle * 10 + 5 << "\n0" << clk_id << '\n';
    prev = frame;
  }
}

}  // namespace doar::cosim
