// Pin types of the router's ports (docs/router.md, "Pins"): a flit is one 64-bit word, the
// credits of one cycle one 32-bit word. Plain fixed widths, so that a Verilog twin has the
// same buses bit for bit.
//
//   flit word    bit 0 valid | 1 head | 2 tail | 5:3 vc | 15:6 src gid | 20:16 src bid |
//                26:21 src nid | 36:27 dst gid | 41:37 dst bid | 47:42 dst nid | 63:48 tag
//   credit word  bits [4v+3 : 4v]: credits returned for VC v in this cycle (0..15), v < 8
//
// The tag is payload: the routers carry it untouched (the network test puts a per-source
// packet number there, modulo 2^16, to recognise packets at their destination).
#pragma once
#include <cstdint>
#include <systemc>
#include "address.hpp"

namespace doar::rtl {

using FlitPin = sc_dt::sc_uint<64>;
using CreditPin = sc_dt::sc_uint<32>;

struct FlitFields {
  bool valid = false, head = false, tail = false;
  int vc = 0;
  NodeAddr src, dst;
  std::uint32_t tag = 0;  // 16 bits
};

FlitPin pack_flit(const FlitFields& f);
FlitFields unpack_flit(const FlitPin& w);

inline int credit_count(const CreditPin& w, int vc) { return static_cast<int>((w.to_uint() >> (4 * vc)) & 0xFu); }

}  // namespace doar::rtl
