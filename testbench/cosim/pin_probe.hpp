// A read-only view of one pin's signal as 64-bit words, so that the harness can compare,
// print and record pins of any type (bool, sc_uint<W>, sc_bv<W>) the same way.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <systemc>

namespace doar::cosim {

class Probe {
 public:
  Probe(std::string name, int width) : name_(std::move(name)), width_(width) {}
  virtual ~Probe() = default;
  const std::string& name() const { return name_; }
  int width() const { return width_; }
  int words() const { return (width_ + 63) / 64; }
  // Writes words() words, least significant first; bits above width() are zero.
  virtual void sample(std::uint64_t* out) const = 0;

 private:
  std::string name_;
  int width_;
};

namespace detail {
inline void to_words(bool v, std::uint64_t* out) { out[0] = v ? 1 : 0; }
template <int W>
void to_words(const sc_dt::sc_uint<W>& v, std::uint64_t* out) { out[0] = v.to_uint64(); }
template <int W>
void to_words(const sc_dt::sc_bv<W>& v, std::uint64_t* out) {
  for (int k = 0; k * 64 < W; ++k) {
    const int hi = std::min(W - 1, 64 * k + 63);
    out[k] = v.range(hi, 64 * k).to_uint64();
  }
}
template <class T> struct width_of;
template <> struct width_of<bool> { static constexpr int value = 1; };
template <int W> struct width_of<sc_dt::sc_uint<W>> { static constexpr int value = W; };
template <int W> struct width_of<sc_dt::sc_bv<W>> { static constexpr int value = W; };
}  // namespace detail

template <class T>
class SignalProbe : public Probe {
 public:
  SignalProbe(std::string name, const sc_core::sc_signal<T>& s)
      : Probe(std::move(name), detail::width_of<T>::value), s_(s) {}
  void sample(std::uint64_t* out) const override { detail::to_words(s_.read(), out); }

 private:
  const sc_core::sc_signal<T>& s_;
};

template <class T>
std::unique_ptr<Probe> probe(const std::string& name, const sc_core::sc_signal<T>& s) {
  return std::make_unique<SignalProbe<T>>(name, s);
}

}  // namespace doar::cosim
