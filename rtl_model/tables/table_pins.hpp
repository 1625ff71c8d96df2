// Pin widths of the routing-table memories (docs/rcu.md). They are fixed at the paper's
// maxima so that one compiled model elaborates every dragonfly up to the chip limits; the
// sizes of a given router are elaboration (constructor) parameters.
#pragma once
#include <systemc>

namespace doar::rtl {

constexpr int kAddrBits = 10;        // table address: up to 1024 >= 560 entries (16 + 32 + 512)
constexpr int kEntryBits = 64;       // table A/B entries are 8 bytes
constexpr int kCEntryBits = 48;      // table C entries are 6 bytes (6 items of 8 bits)
constexpr int kMaxCEntries = 32;     // one table C entry per router of the group
constexpr int kCAllBits = kMaxCEntries * kCEntryBits;  // whole table C as one bus
constexpr int kMaxEntries = 1 << kAddrBits;

using Addr = sc_dt::sc_uint<kAddrBits>;
using Entry = sc_dt::sc_uint<kEntryBits>;
using CAll = sc_dt::sc_bv<kCAllBits>;

}  // namespace doar::rtl
