// Pin types of the RCU modules (docs/rcu.md). Widths are the chip maxima (paper Sec. 3.2:
// 64 ports, 512 global slots per group, 32 routers per group, 560 table entries); the sizes
// of one router are elaboration parameters (RcuParams).
#pragma once
#include <systemc>
#include "table_pins.hpp"

namespace doar::rtl {

constexpr int kPortBits = 6;      // output port number, 0..63
constexpr int kMaxPorts = 64;     // LP bitmap and congestion bitmap width
constexpr int kSlotBits = 512;    // group bitmap: one bit per global slot
constexpr int kSlotIdxBits = 10;  // slot number 0..511 (10 bits, so 512 = "none" fits)
constexpr int kMaxRouters = 32;   // routers per group (5-bit bid)

using Bit = bool;
using PortMaskPin = sc_dt::sc_uint<kMaxPorts>;
using SlotBus = sc_dt::sc_bv<kSlotBits>;
using RouterMaskPin = sc_dt::sc_uint<kMaxRouters>;
using GidPin = sc_dt::sc_uint<10>;   // group id, up to 512 (g <= a*h + 1 = 513)
using BidPin = sc_dt::sc_uint<5>;    // router id in the group
using NidPin = sc_dt::sc_uint<6>;    // terminal number
using PortPin = sc_dt::sc_uint<kPortBits>;
using InVcPin = sc_dt::sc_uint<2>;   // 4 VCs
using OutVcPin = sc_dt::sc_uint<3>;  // next_vc of an illegal input VC can reach 4 (docs/rcu.md)
using ClassPin = sc_dt::sc_uint<3>;  // hop class, core's HopClass encoding
using SlotIdxPin = sc_dt::sc_uint<kSlotIdxBits>;
using RegionPin = sc_dt::sc_uint<2>;  // 0 N, 1 B, 2 G (core's Region)
using TableSelPin = sc_dt::sc_uint<2>;  // configuration port: 0 table A, 1 table B, 2 table C
using CEntryPin = sc_dt::sc_uint<kCEntryBits>;
using LfsrPin = sc_dt::sc_uint<16>;

// Hop class codes on res_class (the same numbers as core's HopClass).
enum ClassCode : unsigned { kGA = 0, kGB = 1, kGC = 2, kGD = 3, kRtaRandom = 4, kS1 = 5, kS2 = 6, kRtbRandom = 7 };
enum RegionCode : unsigned { kRegionN = 0, kRegionB = 1, kRegionG = 2 };

}  // namespace doar::rtl
