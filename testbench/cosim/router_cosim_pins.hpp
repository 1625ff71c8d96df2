// Pin glue of the router benches (router_bench.cpp): the Verilog router's per-port pins are
// flat buses (port q at [W*q+W-1 : W*q]), which Verilator gives as sc_uint<W> up to 64 bits
// and as sc_bv<W> above; the SystemC router's are sc_vectors. These helpers write a flat bus
// from 64-bit words and split an output bus back into per-port pins, so that every port is
// compared (and reported) as its own pin.
#pragma once
#include <cstdint>
#include <string>
#include <systemc>
#include <type_traits>
#include <vector>

namespace doar::cosim {

using sc_core::sc_signal;
using sc_dt::sc_bv;
using sc_dt::sc_uint;

// A flat bus as 64-bit words, for the Verilog's per-port buses (port q at [W*q+W-1 : W*q]).
struct Bits {
  std::vector<std::uint64_t> w;
  explicit Bits(int width) : w(static_cast<std::size_t>((width + 63) / 64), 0) {}
  void set(int lo, int width, std::uint64_t v) {
    for (int b = 0; b < width; ++b) {
      const std::size_t k = static_cast<std::size_t>((lo + b) / 64);
      const std::uint64_t m = std::uint64_t{1} << ((lo + b) % 64);
      w[k] = ((v >> b) & 1u) ? (w[k] | m) : (w[k] & ~m);
    }
  }
  std::uint64_t get(int lo, int width) const {
    std::uint64_t v = 0;
    for (int b = 0; b < width; ++b) v |= ((w[static_cast<std::size_t>((lo + b) / 64)] >> ((lo + b) % 64)) & 1u) << b;
    return v;
  }
};

// Verilator gives a bus of up to 64 bits as sc_uint<W>, a wider one as sc_bv<W>.
template <int W>
void put(sc_signal<sc_uint<W>>& s, const Bits& b) { s.write(b.w[0]); }
template <int W>
void put(sc_signal<sc_bv<W>>& s, const Bits& b) {
  sc_bv<W> v;
  for (int k = 0; 32 * k < W; ++k) v.set_word(k, static_cast<sc_dt::sc_digit>(b.w[static_cast<std::size_t>(k / 2)] >> (32 * (k % 2))));
  s.write(v);
}
template <int W>
Bits take(const sc_uint<W>& v) {
  Bits b(W);
  b.w[0] = v.to_uint64();
  return b;
}
template <int W>
Bits take(const sc_bv<W>& v) {
  Bits b(W);
  for (int k = 0; 32 * k < W; ++k) b.w[static_cast<std::size_t>(k / 2)] |= std::uint64_t{v.get_word(k)} << (32 * (k % 2));
  return b;
}

template <class Port>
using data_of = typename std::remove_reference_t<Port>::data_type;

// A flat output bus split back into per-port pins of W bits.
template <class Flat, int W>
class Split : public sc_core::sc_module {
 public:
  sc_core::sc_in<Flat> flat;
  sc_core::sc_vector<sc_core::sc_out<sc_uint<W>>> part;
  SC_HAS_PROCESS(Split);
  Split(sc_core::sc_module_name n, int parts) : sc_module(n), flat("flat"), part("part", static_cast<std::size_t>(parts)) {
    SC_METHOD(split);
    sensitive << flat;
  }

 private:
  void split() {
    const Bits b = take(flat.read());
    for (std::size_t q = 0; q < part.size(); ++q) part[q].write(b.get(W * static_cast<int>(q), W));
  }
};

// Per-port bool pins of the SystemC side joined into one word (port q on bit q), to compare
// with the Verilog's flat bus of the same bits.
class JoinBits : public sc_core::sc_module {
 public:
  sc_core::sc_vector<sc_core::sc_in<bool>> bit;
  sc_core::sc_out<sc_uint<64>> flat;
  SC_HAS_PROCESS(JoinBits);
  JoinBits(sc_core::sc_module_name n, int bits) : sc_module(n), bit("bit", static_cast<std::size_t>(bits)), flat("flat") {
    SC_METHOD(join);
    for (auto& b : bit) sensitive << b;
  }

 private:
  void join() {
    std::uint64_t v = 0;
    for (std::size_t q = 0; q < bit.size(); ++q) v |= std::uint64_t{bit[q].read()} << q;
    flat.write(v);
  }
};

// A Verilog bus of up to 64 bits widened to sc_uint<64> (the JoinBits side's type).
template <class Flat>
class Widen : public sc_core::sc_module {
 public:
  sc_core::sc_in<Flat> in;
  sc_core::sc_out<sc_uint<64>> out;
  SC_HAS_PROCESS(Widen);
  explicit Widen(sc_core::sc_module_name n) : sc_module(n), in("in"), out("out") {
    SC_METHOD(widen);
    sensitive << in;
  }

 private:
  void widen() { out.write(take(in.read()).w[0]); }
};

}  // namespace doar::cosim
